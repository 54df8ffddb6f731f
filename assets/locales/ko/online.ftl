# Tilemeld: online (한국어)

## Play online (create a room or join one)

online-title = 온라인 플레이
online-intro = 지금 바로 누구와든, 또는 다른 기기에 있는 친구들과 함께 플레이하세요. 서버가 타일을 나눠 주고 모든 수를 판정하며, 누가 나가도 게임은 계속됩니다.
# A label before the text field for the player's name.
online-your-name = 내 이름
# A label before the text field for the server's address (not shown in a browser).
online-server = 서버
online-create-room = 방 만들기
# A label before the text field for a room's six-letter code.
online-invite-code = 초대 코드
# The button by the invite code field.
online-join-room = 참가
online-back = 뒤로
# KQMZTR is an example code: keep it as it is (codes are Latin letters).
online-bad-code = 초대 코드는 KQMZTR처럼 영문자 6개입니다.
online-need-name = 먼저 이름을 입력하세요.
# Coming back to the game, the seat this device held cannot be taken again.
online-room-gone = 있던 방이 없어졌거나 내 자리가 해제되었습니다.
# A seat stepped away from (Menu, Back to the menu): $code is the room's code.
online-back-to-game = 내 게임으로 돌아가기 ({ $code })

## Play online: the tabs along its top

online-tab-quick = 빠른 대전
online-tab-friends = 친구와 함께
online-tab-my-games = 내 게임
online-tab-watch = 관전
online-tab-leaderboard = 순위표

## Quick match: a table with whoever is waiting

quick-intro = 같은 테이블을 기다리는 사람과 플레이합니다. 아무도 앉지 않은 자리는 컴퓨터가 채우며, 컴퓨터라고 표시됩니다.
quick-rules = 규칙
quick-players = 플레이어
# How long each player has for a move.
quick-pace = 진행 속도
quick-pace-live = 실시간
# $hours is 12, 24 or 72.
quick-pace-hours = { $hours ->
        [24] 한 수에 하루
        [72] 한 수에 사흘
       *[other] 한 수에 { $hours }시간
    }
# How long to wait for other players before computers take the empty seats.
quick-wait = 컴퓨터가 채우기까지
# $secs is a number of seconds (20, 60, 120).
quick-wait-secs = { $secs ->
        [60] 1분
        [120] 2분
       *[other] { $secs }초
    }
quick-find = 게임 찾기
quick-looking = 플레이어를 찾는 중…
# $rules is the rules' name, $players a number, $pace the pace (as above).
quick-looking-for = { $rules } · { $players }명 · { $pace }
# $waited is a time such as 0:07.
quick-waited = 대기 시간 { $waited }
# $secs is a number of seconds.
quick-fill-in = { $secs }초 뒤에 빈자리를 컴퓨터가 채웁니다.
quick-cancel = 취소
# One line, always shown under Find a game. $secs is the seconds a seat waits for its player.
quick-fair-play = 페어플레이: 내가 나가면 내 자리는 { $secs }초 동안 기다린 뒤 컴퓨터가 대신 플레이합니다. 레이팅 게임에서 나가면 내 패배로 기록되며, 다른 플레이어의 패배로 기록되지는 않습니다.
quick-over-days = 며칠에 걸친 게임에서는 아무도 대신 플레이하지 않습니다. 시간이 다 되면 자동으로 타일을 가져오고 게임은 계속됩니다. ‘내 게임’ 탭에서 다시 찾을 수 있습니다.

## Who you play as online

# $name is the player's name.
player-you = { $name } 이름으로 플레이 중입니다.
player-none = 처음 게임을 찾을 때 플레이어가 만들어집니다. 가입할 필요는 없습니다.
player-recovery-title = 복구 코드
player-recovery-note = 꼭 적어 두세요. 이 코드로 내 플레이어와 게임, 레이팅을 다른 기기로 옮길 수 있습니다.
player-recovery-show = 복구 코드 보기
player-recovery-hide = 숨기기
player-recover = 다른 기기에서 쓰던 플레이어로 플레이하기
# The button by the recovery code field.
player-recover-use = 사용
online-player-unknown = 이 서버에는 더 이상 내 플레이어 정보가 없습니다. 게임을 찾으면 새 플레이어로 플레이합니다.
online-recovery-unknown = 그 복구 코드를 가진 플레이어가 없습니다.

## Your games: the games you are in, with whose turn it is

mygames-none = 지금 참여 중인 게임이 없습니다.
mygames-refresh = 새로고침
mygames-your-turn = 내 차례
mygames-their-turn = 상대 차례
mygames-waiting = 시작 전
mygames-over = 종료
# $left is a time such as 11 h or 3 min.
mygames-left = { $left } 남음
mygames-open = 열기
# A time left: $h hours, $m minutes.
time-hours = { $h }시간
time-minutes = { $m }분

## Watch: public games being played

watch-intro = 지금 진행 중인 게임입니다. 테이블은 보이지만 플레이어의 타일은 보이지 않으며, 처음 나눠 준 타일은 게임이 끝나면 공개됩니다.
watch-none = 지금 공개로 진행 중인 게임이 없습니다.
watch-button = 관전
# $rules is the rules' name.
watch-rated = 레이팅 · { $rules }
watch-friendly = 친선
# Shown on the table while watching.
watch-banner = 관전 중: 플레이어의 타일은 보이지 않습니다.
watch-stop = 관전 종료

## Leaderboard

leaderboard-rank = 순위
leaderboard-name = 플레이어
leaderboard-rating = 레이팅
leaderboard-games = 게임 수
leaderboard-empty = 이 규칙으로 레이팅을 받은 플레이어가 아직 없습니다.
# $rank is a place, $rating a number.
leaderboard-you = 나: { $rank }위, 레이팅 { $rating }
leaderboard-you-none = 이 규칙으로는 아직 레이팅이 없습니다.
# After a rating that is still provisional (few games played).
rating-provisional = 잠정
# A player's latest rated games, under the leaderboard. $name is the player's name.
recent-title = { $name }의 최근 레이팅 게임
recent-none = 아직 레이팅 게임이 없습니다.
# $place is the player's place in that game (1 is the winner).
recent-place = { $place ->
        [1] 승리
       *[other] { $place }위
    }
# After the place, when the player left that game.
recent-left = 중도 퇴장

## A rated game's end: each player's rating change

# $name is a player's name, $before and $after ratings, $change a signed number (+23, −8).
rating-change = { $name }: { $before } ➡ { $after } ({ $change })
rating-title = 레이팅

## A rated game's end: its deal checked
deal-check-button = 타일 분배 검증하기
# The server revealed a secret at the match's end; when the match began it published a fingerprint of it.
deal-check-fair = 공정한 분배입니다. 경기가 끝날 때 공개된 비밀 값이 경기 시작 때 공개된 지문과 일치합니다.
# $rounds is how many rounds' tiles were checked.
deal-check-fair-racks = 공정한 분배입니다. 경기가 끝날 때 공개된 비밀 값이 경기 시작 때 공개된 지문과 일치하고, 그 값으로 나누면 내가 받은 타일과 정확히 같은 타일이 나옵니다. 확인한 라운드: { $rounds }.
deal-check-bad-commitment = 공정한 분배가 아닙니다. 경기가 끝날 때 공개된 비밀 값이 경기 시작 때 공개된 지문과 일치하지 않습니다.
# $round is a round's number (1 is the first).
deal-check-bad-rack = 공정한 분배가 아닙니다. 서버가 공개한 비밀 값으로 나누면 { $round }라운드에서 내가 받은 것과 다른 타일이 나옵니다.

## Reactions at the table (a fixed set: no free text)

react-button = 리액션
react-hello = 안녕하세요!
react-good-luck = 행운을 빌어요!
react-well-played = 잘하셨어요!
react-thanks = 감사해요!
react-oops = 앗!
react-wow = 와!
react-thinking = 생각 중…
react-good-game = 즐거운 게임이었어요!
# $name is a player's name; the reaction follows.
react-said = { $name }: { $reaction }
react-mute = 리액션 끄기
# $name is a player's name: a toggle that hides their reactions.
react-mute-seat = { $name } 음소거

## The window's title while it is your turn online

title-your-turn = 내 차례 · Tilemeld

## What each other player's seat is, in small type on the seat at the top of the table (little room)

online-tag-online = 온라인
online-tag-away = 자리 비움
# A player dropped out and a computer plays their seat until they are back.
online-tag-stand-in = 자리 비움: 컴퓨터가 대신
online-tag-computer = 컴퓨터

## The lobby: the room's seats fill until the host starts

# Over the room's code, in large letters.
lobby-title = 방
# $code is the room's six-letter code; "Play online" and "Invite code" are
# the names of the button on the main menu and of the field on its screen.
lobby-invite = 친구 참가 방법: 온라인 플레이 ➡ 초대 코드에 { $code } 입력.
# In a browser. $link is this page's address with the room's code in it.
lobby-invite-link = 친구는 이 코드나 다음 링크로 참가합니다: { $link }
# In place of a name, for a seat nobody has taken yet.
lobby-waiting-player = 플레이어를 기다리는 중…
# Tags after a seat's name (short).
lobby-tag-away = 자리 비움
lobby-tag-host = 방장
lobby-tag-computer = 컴퓨터
# The host's button to free another player's seat (small).
lobby-remove = 내보내기
lobby-remove-hint = 이 자리를 다른 사람에게 비워 줍니다
lobby-start = 시작
lobby-waiting-seats = 모든 자리가 찰 때까지 기다리는 중…
lobby-host-starts = 방장이 게임을 시작할 때까지 기다리세요.
lobby-leave = 방 나가기

## The connection to the server

conn-connecting = 연결 중…
conn-reconnecting = 다시 연결 중…
# $why is the network's own reason, in English (a technical detail).
conn-no-server = 서버에 연결할 수 없습니다: { $why }
# A banner over the table while the connection is being made again.
conn-lost = 연결이 끊겼습니다. 다시 연결 중…
# $attempt is the number of this attempt (2, 3, …).
conn-lost-retry = 연결이 끊겼습니다. 다시 연결 중({ $attempt }번째 시도)… 내 자리는 1분 동안 유지되고, 그 뒤에는 돌아올 때까지 컴퓨터가 대신 플레이합니다.
conn-not-connected = 방에 연결되어 있지 않습니다.

## The server's errors, as the player reads them (on the Play online screen, in the lobby, or in a note on the table)

# A request the server could not read or accept (a bad value, a room the rules cannot deal).
servererror-bad-message = 서버가 그 요청을 받아들일 수 없습니다.
servererror-too-large = 메시지가 너무 커서 서버가 받을 수 없습니다.
# Too many wrong codes or new rooms from this network address.
servererror-throttled = 이 주소에서 시도가 너무 많습니다. 1분 뒤에 다시 시도하세요.
servererror-no-room = 그 코드의 방이 없거나 이미 닫혔습니다.
servererror-room-full = 그 방은 자리가 모두 찼습니다.
# The seat this device held is no longer its own.
servererror-bad-token = 이 기기에는 더 이상 그 방의 자리가 없습니다.
servererror-not-host = 방장만 할 수 있습니다.
# Starting twice, joining a match that has begun, a move in the lobby.
servererror-wrong-phase = 지금은 그렇게 할 수 없습니다.
servererror-not-your-turn = 내 차례가 아닙니다.
# The move was about the game as it stood before another move arrived.
servererror-stale = 내 수가 도착하기 전에 게임이 진행되었습니다. 다시 시도하세요.
# The rules refused a move sent to the server.
servererror-refused = 규칙상 허용되지 않는 수입니다.
servererror-storage = 서버가 저장하지 못해 아무것도 바뀌지 않았습니다. 다시 시도하세요.
servererror-replaced = 다른 탭이나 다른 기기에서 내 자리를 열었습니다.
servererror-removed = 방장이 나를 방에서 내보냈습니다.
servererror-no-player = 먼저 플레이어로 로그인하세요.
servererror-bad-name = 그 이름은 쓸 수 없습니다. 비어 있거나, 너무 길거나, 보이지 않는 문자가 있거나 글자가 하나도 없거나, 컴퓨터 이름처럼 보입니다. 다른 이름을 고르세요.
servererror-queue-full = 지금은 기다리는 플레이어가 너무 많습니다. 1분 뒤에 다시 시도하세요.
servererror-other-server = 그 방은 다른 서버를 통해 진행 중입니다. 잠시 뒤에 다시 시도하세요.
servererror-signed-out = 복구 코드로 내 플레이어를 다른 기기로 옮겼기 때문에 이 기기에서는 로그아웃되었습니다. 여기서 다시 본인으로 플레이하려면 복구 코드를 입력하세요.
# A tournament (event) that does not exist, or a club's event and the
# wrong invite code.
servererror-no-event = 그런 대회가 없습니다. 대회 코드를 확인하세요.
# The event takes no more players: it is over, full, or every round of it
# has begun.
servererror-event-closed = 그 대회는 지금 참가를 받지 않습니다.
