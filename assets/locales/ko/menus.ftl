# Tilemeld: menus (한국어)

## The main menu

main-tagline = 런 · 그룹 · 테이블 재배열
main-continue = 이어하기
main-new-game = 새 게임
main-play-online = 온라인 플레이
main-learn = 게임 배우기
main-daily-puzzle = 오늘의 퍼즐
main-replays = 리플레이
main-settings = 설정
main-how-to-play = 게임 방법
main-quit = 종료
main-offer-title = 처음이신가요?
main-offer-text = 짧은 레슨 { $lessons }개로 테이블에서 직접 해 보면서 배우세요(약 { $minutes }분).
main-offer-start = 첫 레슨 시작
main-offer-no = 괜찮습니다

## Shared by the menus

menu-back = 뒤로

## New game (the form for a game on this device, or for a new online room)

newgame-title = 새 게임
newgame-title-online = 새 온라인 방
newgame-players = 플레이어
# Over the players, when the form makes an online room.
newgame-online-seats = 첫 번째 사람 자리는 내 자리입니다. 코드로 참가한 친구들이 나머지 자리에 앉습니다.
# Over the players' rows on a phone: what the two columns hold.
newgame-players-columns = 이름 · 사람 또는 컴퓨터 난이도
# A seat's kind, in a list beside the player's name (the phone's list is
# narrow: there the computer levels are the levels' own names).
newgame-kind-human = 사람
newgame-kind-computer-easy = 컴퓨터: 쉬움
newgame-kind-computer-medium = 컴퓨터: 보통
newgame-kind-computer-hard = 컴퓨터: 어려움
newgame-kind-computer-greedy = 컴퓨터: 욕심쟁이
newgame-kind-computer-master = 컴퓨터: 마스터
newgame-kind-online = 온라인 플레이어
# The same on a phone: a narrow list.
newgame-kind-online-short = 온라인
newgame-remove = 빼기
newgame-remove-hover = 이 플레이어 빼기
newgame-add-player = 플레이어 추가
newgame-xp-seats = 5~6명일 때는 타일 160개를 쓰는 XP 규칙으로 플레이합니다.
newgame-preset-too-few-tiles = 5~6명이 하기에는 타일이 부족합니다
newgame-preset-two-players = 2명일 때만 플레이할 수 있습니다
newgame-rules = 규칙
# A section that opens to show every rule, one by one.
newgame-every-option = 세부 규칙
# The number that decides the deal.
newgame-seed = 게임 번호
newgame-new-seed = 새 번호
newgame-seed-hint = 게임 번호가 같으면 타일도 똑같이 나눠 줍니다
newgame-create-room = 방 만들기
newgame-start = 시작
newgame-room-needs-human = 온라인 방에는 내가 앉을 사람 자리가 있어야 합니다.
# The name the host goes by in an online room when none was typed.
newgame-host-name = 방장
newgame-seed-not-number = 게임 번호는 12345처럼 숫자로만 입력하세요.
newgame-name-needed = 모든 플레이어의 이름을 입력하세요.
# The game could not be started: $why is the rules' own reason (in English).
newgame-cannot-start = { $why }

## Every rule option (a grid: a name, and its control)

options-tiles-dealt = 처음 받는 타일 수
options-initial-meld = 등록 점수
# After the number on a slider, as in "30 points" (a space is put before it).
options-unit-points = 점
options-turn-timer = 차례 제한 시간
# The turn timer is off.
options-timer-off = 끔
# A turn timer of $secs seconds (30, 60 or 120), short.
options-timer-seconds = { $secs }초
options-wrap-runs = 런 순환 13 ➡ 1
# What a joker left on a rack counts against its player (30 or 25).
options-joker-penalty = 받침대에 남은 조커
options-joker-replacement = 조커 대체 타일은 받침대에서
options-freed-joker = 꺼낸 조커 + 받침대 타일 2개
options-group-joker = 그룹 조커는 두 색 모두 필요
options-joker-sets-locked = 조커가 든 조합은 고정
# Tiles drawn when a turn's time runs out.
options-timeout-penalty = 시간 초과 벌칙
# After the number on a slider, as in "2 tiles" (a space is put before it).
options-unit-tiles = 개
# The penalty when time runs out and the table is left invalid (the line
# under the time-out penalty).
options-timeout-invalid-penalty = … 테이블이 틀린 상태일 때
options-invalid-turn-penalty = 차례 포기 벌칙
# Who wins when the pool is empty and nobody can play.
options-empty-pool = 더미 소진 시 승자
options-lowest-value = 받침대 점수가 가장 낮은 사람
options-fewest-tiles = 타일이 가장 적은 사람
options-match-length = 경기 길이
# The match's length: one round for each player, a number of rounds, or
# up to a score.
options-round-per-player = 플레이어 수만큼
options-rounds = 라운드
options-to-a-score = 목표 점수까지
options-standings = 순위 기준
options-by-score = 총점
options-by-rounds-won = 이긴 라운드 수
options-direction = 진행 방향
options-clockwise = 시계 방향
options-counterclockwise = 시계 반대 방향

## Settings

settings-title = 설정
settings-music = 음악
settings-effects = 효과음
settings-sound = 소리
settings-mute = 모두 음소거
settings-animation = 애니메이션
# Under the animation speed slider: slow at the left, fast at the right.
settings-animation-speed = 차분하게 … 빠르게
# Animation: no motion at all.
settings-instant = 즉시
settings-colour-blind = 색맹 모드
settings-colour-blind-symbols = 색마다 기호 표시
# Animation: no confetti or shaking; tiles fade to their place.
settings-reduce-motion = 움직임 줄이기
settings-tile-colours = 타일 색
settings-tile-colours-classic = 기본
settings-tile-colours-colour-blind = 색맹용 (Okabe–Ito)
settings-tile-colours-low-vision = 저시력용 (초록, 굵게)
settings-size = 타일 및 글자 크기
settings-size-small = 작게
settings-size-normal = 보통
settings-size-large = 크게
settings-size-larger = 더 크게
settings-high-contrast = 고대비
settings-high-contrast-detail = 어두운 펠트, 흰색 테두리
settings-language = 언어
# In the language list: follow the system's (the browser's) language. The
# other entries are each language's own name.
settings-language-system = 시스템 언어
settings-statistics = 통계
settings-stats-won = 라운드 { $rounds_played }전 { $rounds }승 · 경기 { $matches_played }전 { $matches }승
# Rounds against one computer level. $level is easy, medium, hard, greedy or master.
settings-stats-against = { $level ->
        [easy] 쉬움
        [medium] 보통
        [hard] 어려움
        [master] 마스터
       *[greedy] 욕심쟁이
    } 컴퓨터 상대: 라운드 { $played }전 { $won }승
# $points is signed: +35, -12.
settings-stats-best-round = 라운드 최고 점수: { $points }점

## The pause menu over a game

# The button over the table that opens the pause menu (little room).
pause-menu = 메뉴
pause-menu-hover = 일시 정지하고 메뉴 열기 (Esc)
pause-title = 일시 정지
# $level is the puzzle's level (Easy, Medium, Hard); $date like 2026-11-26.
pause-daily-puzzle = 오늘의 퍼즐 · { $level } · { $date }
# The round being played, and the number that dealt the game.
pause-round = { $round }라운드 · 게임 번호 { $seed }
pause-resume = 계속하기 (Esc)
pause-settings = 설정
pause-how-to-play = 게임 방법
pause-quit = 메뉴로 나가기
pause-save-and-quit = 저장하고 메뉴로
# Online, as a player: the seat is kept on the server (Your games brings the player back).
pause-step-away = 메뉴로 (자리 유지)
# Online: for good; a computer plays the seat, and a rated game counts as a loss.
pause-leave-game = 게임 나가기

## Daily puzzles

puzzles-title = 오늘의 퍼즐
# $date like 2026-11-26.
puzzles-intro = { $date }: 한 차례에 받침대의 타일을 모두 내려놓으세요. 오늘은 모두가 같은 퍼즐을 풉니다.
# A level solved today: $level (Easy, Medium, Hard) and the time it took,
# like 2:05.
puzzles-solved = ✔ { $level } · { $time }
puzzles-easy-hint = 테이블의 조합 하나를 바꿔야 합니다
puzzles-medium-hint = 테이블의 조합 두 개를 바꿔야 합니다
puzzles-hard-hint = 테이블의 조합 세 개 이상을 바꿔야 합니다
# The puzzle could not be made: $why is the game's own reason (in English).
puzzles-cannot-open = { $why }

## Replays (finished matches kept to watch again)

replays-title = 리플레이
replays-intro = 최근에 끝난 경기 { $count }개입니다 (최신순).
replays-empty = 아직 끝난 경기가 없습니다. 경기가 끝나면 여기에 저장됩니다.
# A kept match: $date like 2026-11-26 (or ?), $players the players' names
# and $winners the winners' names, each list joined with commas.
replays-match = { $date } · { $players } · 승자: { $winners }
# The same, for a match that no longer replays: $why is the game's own
# reason (in English).
replays-match-unplayable = { $date } · { $players } · 승자 없음 (다시 볼 수 없습니다: { $why })
replays-watch = 보기
replays-export = 내보내기
replays-export-hover = 보낼 수 있게 파일로 저장
# Beside a field where the player types a file's path.
replays-import-label = 경기 파일 가져오기:
replays-import = 가져오기
# Opens the browser's file picker.
replays-import-pick = 경기 파일 가져오기…
# $why is the system's own reason (in English).
replays-cannot-read = 가져오지 못했습니다. { $path } 파일을 읽을 수 없습니다: { $why }
# $why is the game's own reason the file was refused (in English).
replays-not-imported = 가져오지 못했습니다: { $why }
replays-imported = 가져왔습니다. 목록 맨 위에 있습니다.
# $why is the system's own reason (in English).
replays-imported-unsaved = 가져왔지만 목록을 저장하지 못했습니다: { $why }
replays-cannot-watch = 볼 수 없습니다: { $why }
# $path is where the match file was written.
replays-written = 저장 위치: { $path }
replays-cannot-write = { $path } 파일에 쓸 수 없습니다: { $why }
# $name is the match file's name, in the browser's downloads.
replays-downloaded = { $name } 파일로 다운로드했습니다
replays-cannot-download = 다운로드할 수 없습니다: { $why }
replays-no-folder = 다운로드할 수 없습니다: 파일을 저장할 폴더가 없습니다
# The browser's own reason its file picker did not open (in English).
replays-cannot-pick = { $why }
replays-type-path = 대신 파일 경로를 입력하세요

## Stored files (settings, the saved game, the finished matches): problems
## told on the main menu and on the table

# A stored file could not be read at all. $doc names it (settings,
# saved-game, replays, online-seat, online-player); $problem is browser (the browser
# refused) or system, when $detail is the path and the system's own reason
# (in English).
storage-unreadable = { $doc ->
        [settings] 설정을
        [saved-game] 저장된 게임을
        [replays] 끝난 경기 목록을
        [online-player] 온라인 플레이어 정보를
       *[online-seat] 온라인 방의 자리 정보를
    } 읽을 수 없습니다: { $problem ->
        [browser] 브라우저가 저장소 읽기를 거부했습니다
       *[system] { $detail }
    }.
# A stored file does not read and is set aside. $doc as above. $problem:
# not-tilemeld or damaged ($detail is the reader's own reason, in
# English), or other-version ($found and $reads are format numbers).
# $kept says what became of the bad copy: moved or local-storage ($place
# is its new file or key), storage-full, not-moved ($error is the system's
# reason, in English), or none.
storage-set-aside = { $doc ->
        [settings] 설정을
        [saved-game] 저장된 게임을
        [replays] 끝난 경기 목록을
        [online-player] 온라인 플레이어 정보를
       *[online-seat] 온라인 방의 자리 정보를
    } 읽을 수 없습니다: { $problem ->
        [not-tilemeld] Tilemeld 파일이 아닙니다 ({ $detail })
        [other-version] 다른 버전의 Tilemeld에서 저장한 파일입니다 (형식 { $found }, 이 버전이 읽는 형식은 { $reads })
       *[damaged] 파일이 손상되었습니다 ({ $detail })
    }. { $kept ->
        [moved] 문제가 있는 사본은 다음 이름으로 보관했습니다: { $place }.
        [local-storage] 문제가 있는 사본은 localStorage에 다음 키로 보관했습니다: { $place }.
        [storage-full] 문제가 있는 사본을 따로 옮기지 못해(저장 공간이 가득 찼을 수 있습니다) 그대로 두었습니다.
        [not-moved] 문제가 있는 사본을 옮기지 못해({ $error }) 그대로 두었습니다.
       *[none] {""}
    }
# The settings could not be read at all (see storage-unreadable), and the
# defaults are used.
storage-settings-unreadable = 설정을 읽을 수 없습니다: { $problem ->
        [browser] 브라우저가 저장소 읽기를 거부했습니다
       *[system] { $detail }
    }. 지금은 기본 설정을 사용합니다. 변경 사항은 저장되지 않으므로 파일은 그대로 남아 있습니다.
# The settings do not read (see storage-set-aside), and the defaults are
# used: for good when the bad copy is out of the way, else for now.
storage-settings-set-aside = 설정을 읽을 수 없습니다: { $problem ->
        [not-tilemeld] Tilemeld 파일이 아닙니다 ({ $detail })
        [other-version] 다른 버전의 Tilemeld에서 저장한 파일입니다 (형식 { $found }, 이 버전이 읽는 형식은 { $reads })
       *[damaged] 파일이 손상되었습니다 ({ $detail })
    }. { $kept ->
        [moved] 문제가 있는 사본은 다음 이름으로 보관했습니다: { $place }. 기본 설정을 사용합니다.
        [local-storage] 문제가 있는 사본은 localStorage에 다음 키로 보관했습니다: { $place }. 기본 설정을 사용합니다.
        [storage-full] 문제가 있는 사본을 따로 옮기지 못해(저장 공간이 가득 찼을 수 있습니다) 그대로 두었습니다. 지금은 기본 설정을 사용합니다. 변경 사항은 저장되지 않으므로 파일은 그대로 남아 있습니다.
        [not-moved] 문제가 있는 사본을 옮기지 못해({ $error }) 그대로 두었습니다. 지금은 기본 설정을 사용합니다. 변경 사항은 저장되지 않으므로 파일은 그대로 남아 있습니다.
       *[none] 지금은 기본 설정을 사용합니다. 변경 사항은 저장되지 않으므로 파일은 그대로 남아 있습니다.
    }
# The saved game's moves do not lead to it: $why is the game's own reason
# (in English). $kept and its variables as in storage-set-aside.
storage-game-inconsistent = 저장된 게임의 내용이 서로 맞지 않아({ $why }) 이어서 할 수 없습니다. { $kept ->
        [moved] 문제가 있는 사본은 다음 이름으로 보관했습니다: { $place }.
        [local-storage] 문제가 있는 사본은 localStorage에 다음 키로 보관했습니다: { $place }.
        [storage-full] 문제가 있는 사본을 따로 옮기지 못해(저장 공간이 가득 찼을 수 있습니다) 그대로 두었습니다.
        [not-moved] 문제가 있는 사본을 옮기지 못해({ $error }) 그대로 두었습니다.
       *[none] {""}
    }
# $why is the system's own reason (in English), in this and the next two.
storage-game-not-saved = 게임을 저장하지 못했습니다: { $why }.
storage-settings-not-saved = 설정을 저장하지 못했습니다: { $why }.
storage-match-not-kept = 끝난 경기를 보관하지 못했습니다: { $why }.
# A match file picked in the browser: $size and $max are in bytes.
storage-import-too-big = 가져오지 못했습니다: 파일 크기가 { $size }바이트입니다. 경기 파일은 최대 { $max }바이트입니다
storage-import-not-text = 가져오지 못했습니다: 텍스트 파일이 아닙니다
# $why is the browser's own reason (in English).
storage-import-failed = 가져오지 못했습니다: { $why }

## Default names

newgame-name-you = 나
newgame-name-player = 플레이어 { $number }
newgame-name-friend = 친구
