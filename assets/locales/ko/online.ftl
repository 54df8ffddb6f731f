# Tilemeld: online (한국어)

## Play online (create a room or join one)

online-title = 온라인 플레이
online-intro = 다른 기기의 친구들과 함께 플레이하세요. 서버가 타일을 나눠 주고 모든 수를 판정하며, 누가 나가더라도 게임을 유지합니다.
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

## What each other player's seat is, in small type on the seat at the top of the table (little room)

online-tag-online = 온라인
online-tag-away = 자리 비움
# A player dropped out and a computer plays their seat until they are back.
online-tag-stand-in = 자리 비움: 컴퓨터 대신
online-tag-computer = 컴퓨터

## The lobby: the room's seats fill until the host starts

# Over the room's code, in large letters.
lobby-title = 방
# $code is the room's six-letter code; "Play online" and "Invite code" are
# the names of the button on the main menu and of the field on its screen.
lobby-invite = 친구는 { $code } 코드로 참가합니다: 온라인 플레이 → 초대 코드.
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
lobby-host-starts = 방장이 게임을 시작합니다.
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
servererror-wrong-phase = 게임의 지금 단계에서는 할 수 없습니다.
servererror-not-your-turn = 내 차례가 아닙니다.
# The move was about the game as it stood before another move arrived.
servererror-stale = 내 수가 도착하기 전에 게임이 진행되었습니다. 다시 시도하세요.
# The rules refused a move sent to the server.
servererror-refused = 규칙상 허용되지 않는 수입니다.
servererror-storage = 서버가 저장하지 못해 아무것도 바뀌지 않았습니다. 다시 시도하세요.
servererror-replaced = 다른 탭이나 다른 기기에서 내 자리를 열었습니다.
servererror-removed = 방장이 나를 방에서 내보냈습니다.
servererror-no-player = 먼저 플레이어로 로그인하세요.
servererror-bad-name = 그 이름은 쓸 수 없습니다. 비어 있거나, 너무 길거나, 컴퓨터 이름처럼 보입니다. 다른 이름을 고르세요.
servererror-queue-full = 지금은 기다리는 플레이어가 너무 많습니다. 1분 뒤에 다시 시도하세요.
servererror-other-server = 그 방은 다른 서버를 통해 진행 중입니다. 잠시 뒤에 다시 시도하세요.
