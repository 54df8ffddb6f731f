# Tilemeld: table (한국어)

## Notices on the table

refused-wait-your-turn = 내 차례가 될 때까지 기다리세요. 그동안 받침대의 타일을 정리할 수 있습니다.
hint-no-play = 낼 수 있는 타일이 없습니다. 더미에서 한 개 가져오세요.

## The turn's controls beside the rack (hud)
## Button labels are short: on a phone they sit under an icon in a fifth of
## the screen's width. The letters in brackets are keyboard keys.

# The status line above the controls. $name is a player's name.
hud-status-your-turn = 내 차례
hud-status-their-turn = { $name }의 차례
hud-status-computer-playing = { $name } 생각 중…
# Hot-seat: the device goes to the next player.
hud-status-pass-to = { $name }에게 넘기세요
hud-status-round-over = 라운드 종료
hud-status-solution-shown = 정답 공개
hud-status-solved = 성공
hud-status-match-over = 경기 종료
# Portrait: small text beside the status while the computers play.
hud-tap-to-hurry = 여기를 눌러 빨리 진행
hud-faster = 빠르게
hud-faster-tip = 컴퓨터의 수를 빠르게 진행 (F 또는 스페이스바)
hud-done = 완료
hud-done-tip = 차례 마치기 (Enter)
# Lessons: the button that plays the lesson's answer out.
hud-show-me = 보여 주기
hud-show-me-tip = 테이블에서 직접 보여 줍니다
# Daily puzzle: the button that plays the solution out.
hud-solution = 정답
hud-solution-tip = 테이블에서 정답을 보여 줍니다. 이 경우 오늘 퍼즐은 푼 것으로 인정되지 않습니다
hud-give-up = 포기
# $count is the number of tiles drawn as the penalty.
hud-give-up-tip = 테이블을 바꿨습니다. 테이블이 원래대로 돌아가고 타일 { $count }개를 가져옵니다 (D)
hud-pass = 패스
hud-pass-tip = 더미가 비었습니다. 차례를 넘깁니다 (D)
hud-draw = 가져오기
hud-draw-tip = 타일을 한 개 가져오고 차례를 마칩니다 (D)
hud-undo = 되돌리기
hud-undo-tip = 마지막 동작 취소 (Ctrl+Z 또는 Backspace)
hud-reset = 초기화
hud-reset-tip = 테이블과 받침대를 차례 시작 때로 되돌립니다 (R)
hud-hint = 힌트
hud-hint-tip = 가능한 수 보기 (H)
# Tooltips of the two sort buttons on the rack's edge (labelled 777 and 789).
hud-sort-groups-tip = 그룹으로 정렬: 같은 숫자끼리 (G)
hud-sort-runs-tip = 런으로 정렬: 색깔별, 숫자순 (S)
# Tooltips of the pool (the stack of face-down tiles).
hud-pool-empty = 더미가 비었습니다
hud-pool-tip = 더미: 클릭하면 타일을 한 개 가져옵니다 (D)

## The other players' seats along the top
## Small text in a seat's top right corner: what plays the seat.

seat-human = 사람
seat-level-easy = 쉬움
seat-level-medium = 보통
seat-level-hard = 어려움
seat-level-greedy = 욕심쟁이
seat-level-master = 마스터
seat-online = 온라인

## Hot-seat cover between two players' turns

# $name is the next player's name.
cover-pass-to = { $name }에게 넘기세요
cover-ready = 준비 완료

## Asked when Draw is pressed after changing the table

prompt-give-up-title = 이번 차례를 포기할까요?
# $count is the number of tiles drawn as the penalty (more than one).
prompt-give-up-text = 테이블을 바꿨습니다. 지금 타일을 가져오면 차례를 포기하게 됩니다. 테이블은 원래대로 돌아가고 타일 { $count }개를 가져옵니다.
prompt-give-up-confirm = 포기하고 { $count }개 가져오기 (Enter)
prompt-keep-playing = 계속하기

## Notices above the rack (a few seconds each)
## $name is a player's name, $count a number of tiles; $self is `you` when
## the seat is the player's own (one person at this device), else `other`:
## the player's own move drops the subject, another's says "name: …".

# Stands for a player's name when the seat is unknown.
toast-someone = 누군가
toast-played = { $self ->
        [you] 타일 { $count }개를 냈습니다
       *[other] { $name }: 타일 { $count }개를 냈습니다
    }
toast-passed = { $self ->
        [you] 패스했습니다
       *[other] { $name }: 패스했습니다
    }
toast-drew = { $self ->
        [you] 타일 { $count }개를 가져왔습니다
       *[other] { $name }: 타일 { $count }개를 가져왔습니다
    }
# The turn's time ran out: the table went back and $count tiles were drawn.
toast-time-up = { $self ->
        [you] 시간이 다 되었습니다
       *[other] { $name }: 시간이 다 되었습니다
    }. 테이블이 원래대로 돌아가고 타일 { $count }개를 가져왔습니다
# Back at an online table: a computer played the player's seat for $turns
# turns. The next three say too that it laid $played tiles, drew $drew
# tiles, or both.
toast-while-away = 자리를 비운 동안 컴퓨터가 내 차례를 { $turns }번 대신 진행했습니다
toast-while-away-laid = 자리를 비운 동안 컴퓨터가 내 차례를 { $turns }번 대신 진행했습니다: 타일 { $played }개를 냈습니다
toast-while-away-drew = 자리를 비운 동안 컴퓨터가 내 차례를 { $turns }번 대신 진행했습니다: 타일 { $drew }개를 가져왔습니다
toast-while-away-laid-drew = 자리를 비운 동안 컴퓨터가 내 차례를 { $turns }번 대신 진행했습니다: 타일 { $played }개를 내고 { $drew }개를 가져왔습니다

## The round's end card

# The headline when a player emptied their rack.
roundend-went-out-title = 모두 냈습니다!
# Player names in a list: $list is one name or a list made by this message,
# $name the next name ("Ada and Bob", then "Ada and Bob and Cy").
roundend-names-and = { $list }, { $name }
# $names is one name or a list of them; $count how many players.
roundend-went-out = { $self ->
        [you] 받침대를 모두 비웠습니다
       *[other] { $names }: 받침대를 모두 비웠습니다
    }
roundend-pool-ran-out = 더미가 바닥났습니다
roundend-lowest-rack = { $self ->
        [you] 받침대 점수가 가장 낮습니다
       *[other] { $names }: 받침대 점수가 가장 낮습니다
    }
roundend-out-of-time-title = 시간 초과
# The tournament clock ran out: that player loses the match.
roundend-out-of-time = { $self ->
        [you] 시간이 다 되어 경기에서 졌습니다
       *[other] { $name }: 시간이 다 되어 경기에서 졌습니다
    }
roundend-next-round = 다음 라운드 (Enter)
# Column headings of the score table.
roundend-player = 플레이어
roundend-left-on-rack = 받침대에 남은 타일
roundend-round = 이번 라운드
roundend-total = 합계
# A cell of the score table: the tiles left on a rack and what they count.
# Select on $tiles or $points where the words change with the number.
roundend-rack-left = 타일 { $tiles }개, { $points }점
# A play the player missed: on turn $turn they could have played $more
# more tiles ($possible in all instead of the $played they played).
roundend-missed = { $name }: { $turn }번째 차례에 타일을 { $more }개 더 낼 수 있었습니다 ({ $played }개 대신 { $possible }개).
# Opens a small board showing the missed play.
roundend-show-me = 보여 주기
roundend-final-standings = 최종 순위
# A line of the final standings: $place is 1, 2, 3…; $points the total
# (may be negative); $won the rounds won. Select on $points where the word
# changes with the number.
roundend-standing = { $place }위 { $name } — { $points }점, { $won }라운드 승리
roundend-rematch = 재대결
# Online, at the match's end, to the players who are not the host.
roundend-host-may-rematch = 방장이 재대결을 시작할 수 있습니다
roundend-leave = 나가기
roundend-play-again = 다시 하기
roundend-menu = 메뉴

## Show me: a missed play on a small board

showme-title = { $turn }번째 차례: 이렇게 낼 수 있었습니다
# Select on $possible where the word changes with the number.
showme-instead = 타일 { $played }개 대신 { $possible }개
showme-before = 그 차례의 테이블과 받침대
showme-rack = 받침대
showme-again = 다시
showme-close = 닫기
# The letter on a joker's face on the small board (one letter).
showme-joker = J

## Watching a replay: the bar where the turn's buttons are in a game

# $round counts from 1; $move is the number of moves shown so far, $total
# the number of moves in the replay.
watch-status = 리플레이 · { $round }라운드 · { $move }/{ $total }수
watch-status-end = 리플레이 · { $round }라운드 · { $move }/{ $total }수 · 끝
# Button labels under an icon (short), and their tooltips.
watch-back-label = 이전
watch-back-tip = 이전 수로
watch-play-label = 재생
watch-play-tip = 자동으로 재생
watch-stop-label = 정지
watch-stop-tip = 정지
watch-forward-label = 다음
watch-forward-tip = 다음 수로
# The button that shows another player's rack; $name is whose rack is shown.
watch-rack = { $name }의 받침대
# The same on a phone: two short lines.
watch-rack-stacked =
    받침대
    { $name }
watch-next-rack-tip = 다음 플레이어의 받침대 보기
# On a phone, under an icon: back to the list of replays.
watch-list = 목록
watch-replays = 리플레이
watch-list-tip = 경기 목록으로 돌아가기
