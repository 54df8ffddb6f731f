# Tilemeld: rules (한국어)

## The rules' reasons: why a set, a turn or a move is refused. Shown in a
## toast, in the tooltip of a set outlined in red and on the Done button.
## A tile is $colour (black, blue, orange, red or joker) and $number (not
## for a joker). $tiles is tiles in the game's notation ("r7 r8 j"), left as
## it is.

# Why a set is not valid. These start in lower case and end without a full
# stop: they are also put inside reason-invalid-set. $count is the set's
# number of tiles.
reason-too-few-tiles = 조합에는 타일이 3개 이상 있어야 하는데 이 조합은 { $count }개입니다
reason-only-jokers = 조합에는 조커 말고도 숫자 타일이 하나 이상 있어야 합니다
# "this one has two red 7s" (or "two jokers").
reason-group-repeats-colour = 그룹에는 같은 색이 두 번 들어갈 수 없는데 이 그룹에는 { $colour ->
        [joker] 조커가
        [black] 검은색 { $number } 타일이
        [blue] 파란색 { $number } 타일이
        [orange] 주황색 { $number } 타일이
       *[red] 빨간색 { $number } 타일이
    } 두 개 있습니다
reason-group-too-large = 그룹은 색마다 하나씩 최대 4개인데 이 그룹은 { $count }개입니다
reason-group-mixes-numbers = 그룹의 타일은 모두 같은 숫자여야 합니다
reason-run-repeats-number = 런에는 같은 숫자가 두 번 들어갈 수 없는데 이 런에는 { $colour ->
        [joker] 조커가
        [black] 검은색 { $number } 타일이
        [blue] 파란색 { $number } 타일이
        [orange] 주황색 { $number } 타일이
       *[red] 빨간색 { $number } 타일이
    } 두 개 있습니다
reason-run-mixes-colours = 런의 타일은 모두 같은 색이어야 합니다
# $missing: how many numbers the run lacks; $jokers: how many jokers it has.
reason-run-has-gap = { $jokers ->
        [0] 런의 숫자는 이어져야 하는데 이 런에는 타일 { $missing }개가 빠져 있습니다
        [1] 런의 숫자는 이어져야 하는데 이 런에는 타일 { $missing }개가 빠져 있어 조커 하나로는 다 채울 수 없습니다
       *[other] 런의 숫자는 이어져야 하는데 이 런에는 타일 { $missing }개가 빠져 있어 조커 { $jokers }개로는 다 채울 수 없습니다
    }
reason-run-too-long = 런은 최대 13개(1~13)인데 이 런은 { $count }개입니다
reason-run-wraps = 13 다음에는 1이 올 수 없습니다. 런은 순환하지 않습니다
reason-mixed-colours-and-numbers = 같은 색의 연속된 숫자(런)도 아니고, 서로 다른 색의 같은 숫자(그룹)도 아닙니다

# Why a turn is refused.
# The game's box has two of each tile (three in the XP box): say no number.
reason-impossible-tiles = 테이블과 받침대를 합쳐 { $colour ->
        [joker] 조커가
        [black] 검은색 { $number } 타일이
        [blue] 파란색 { $number } 타일이
        [orange] 주황색 { $number } 타일이
       *[red] 빨간색 { $number } 타일이
    } 게임에 들어 있는 개수보다 많습니다
# $set is the set's place on the table (1, 2, …). $reason names the message
# that says what is wrong with the set: keep the list of reasons as it is
# (each puts in that message).
reason-invalid-starting-table = 차례 시작 전 테이블의 { $set }번 조합({ $tiles })이 올바르지 않습니다: { $reason ->
        [reason-too-few-tiles] { reason-too-few-tiles }
        [reason-only-jokers] { reason-only-jokers }
        [reason-group-repeats-colour] { reason-group-repeats-colour }
        [reason-group-too-large] { reason-group-too-large }
        [reason-group-mixes-numbers] { reason-group-mixes-numbers }
        [reason-run-repeats-number] { reason-run-repeats-number }
        [reason-run-mixes-colours] { reason-run-mixes-colours }
        [reason-run-has-gap] { reason-run-has-gap }
        [reason-run-too-long] { reason-run-too-long }
        [reason-run-wraps] { reason-run-wraps }
       *[reason-mixed-colours-and-numbers] { reason-mixed-colours-and-numbers }
    }
# "Set 2 (r7 r9 r10) is not valid: …". $set is the set's place on the table
# (1, 2, …). $reason names the message that says what is wrong with the set:
# keep the list of reasons as it is (each puts in that message).
reason-invalid-set = { $set }번 조합({ $tiles })이 올바르지 않습니다: { $reason ->
        [reason-too-few-tiles] { reason-too-few-tiles }
        [reason-only-jokers] { reason-only-jokers }
        [reason-group-repeats-colour] { reason-group-repeats-colour }
        [reason-group-too-large] { reason-group-too-large }
        [reason-group-mixes-numbers] { reason-group-mixes-numbers }
        [reason-run-repeats-number] { reason-run-repeats-number }
        [reason-run-mixes-colours] { reason-run-mixes-colours }
        [reason-run-has-gap] { reason-run-has-gap }
        [reason-run-too-long] { reason-run-too-long }
        [reason-run-wraps] { reason-run-wraps }
       *[reason-mixed-colours-and-numbers] { reason-mixed-colours-and-numbers }
    }.
reason-table-tile-removed = { $colour ->
        [joker] 조커는
        [black] 검은색 { $number } 타일은
        [blue] 파란색 { $number } 타일은
        [orange] 주황색 { $number } 타일은
       *[red] 빨간색 { $number } 타일은
    } 테이블에 있었으므로 그대로 남아 있어야 합니다. 테이블에 나온 타일은 받침대로 되돌릴 수 없습니다.
reason-too-many-tiles = 테이블의 { $colour ->
        [joker] 조커가
        [black] 검은색 { $number } 타일이
        [blue] 파란색 { $number } 타일이
        [orange] 주황색 { $number } 타일이
       *[red] 빨간색 { $number } 타일이
    } 원래 테이블과 받침대에 있던 개수보다 많습니다.
reason-unknown-tile = { $colour ->
        [joker] 조커는
        [black] 검은색 { $number } 타일은
        [blue] 파란색 { $number } 타일은
        [orange] 주황색 { $number } 타일은
       *[red] 빨간색 { $number } 타일은
    } 테이블에도 내 받침대에도 없었습니다.
reason-rearranged-but-played-none = 테이블을 재배열했지만 받침대에서 낸 타일이 없습니다. 타일을 하나 이상 내거나 타일을 가져오세요.
reason-no-tile-played = 받침대에서 타일을 하나 이상 내거나 타일을 한 개 가져오세요.
# $needed: the points the rules ask; $value: what the sets laid are worth.
reason-initial-meld-too-low = 등록하려면 { $needed }점 이상이어야 하는데 낸 조합은 { $value }점입니다.
reason-initial-meld-uses-table = 등록할 때는 내 받침대의 타일만 쓸 수 있습니다. 테이블에 있는 { $tiles } 조합을 가져오거나 재배열할 수 없습니다.
reason-initial-meld-touches-table = 등록할 때는 테이블에 이미 있는 { $tiles } 조합에 타일을 붙일 수 없습니다. 새 조합만 내려놓으세요.
# $tiles: the set the joker was in.
reason-joker-replacement-not-from-rack = { $tiles } 조합에서 조커를 꺼내려면 조커가 대신하는 타일을 내 받침대에서 내서 바꿔야 합니다.
reason-freed-joker-needs-two-rack-tiles = 꺼낸 조커는 받침대 타일 2개 이상과 함께 새 조합에 써야 하는데, { $tiles } 조합에서 꺼낸 조커는 그렇지 않습니다.
# $tiles: the group; $missing: the tiles of the two colours it lacks.
reason-group-joker-needs-both-colours = { $tiles } 그룹의 조커는 빠진 두 타일({ $missing })을 모두 내야만 꺼낼 수 있습니다.
reason-joker-set-manipulated = 이 규칙에서는 조커가 든 조합은 조커를 맞바꾸는 것 말고는 바꿀 수 없는데, { $tiles } 조합이 다른 방식으로 바뀌었습니다.

# Why the round or the match refuses an action. $id is a tile's number
# among the 106 (0 to 105).
reason-round-over = 라운드가 끝났습니다.
reason-duplicate-tile = { $id }번 타일이 테이블에 두 번 있습니다.
reason-tile-not-available = { $id }번 타일은 테이블에도 내 받침대에도 없습니다.
reason-round-still-played = 지금은 할 수 없습니다. 아직 라운드가 진행 중입니다.
# $expected: what the game waits for, in English (rare).
reason-not-now = 지금은 할 수 없습니다: { $expected }.
reason-match-over = 경기가 끝났습니다.
reason-not-in-these-rules = 이 규칙에서는 할 수 없습니다.

# Why a tile cannot be picked up or put there.
reason-table-before-initial-meld = 등록하기 전에는 받침대의 타일로 새 조합만 내려놓을 수 있습니다.
reason-not-movable = 지금은 그 타일을 옮길 수 없습니다.

## How to play: the rules actually chosen, examples judged by them, the
## questions players ask and the controls.

howto-title = 게임 방법
howto-back = 뒤로
# $name: the rule set's name (a preset, or howto-custom-rules).
howto-rules-of-this-game = 이 게임의 규칙: { $name }
howto-custom-rules = 사용자 지정 규칙
# $tiles: tiles dealt to each player; $direction: clockwise or counterclockwise;
# $box: classic (106 tiles), or xp (160 at five or six players, 106 at fewer).
howto-goal = 받침대의 타일을 가장 먼저 모두 내려놓으면 이깁니다. { $box ->
        [xp] 5~6명이면 타일은 모두 160개로, 네 가지 색의 1~13이 세 벌씩 있고 조커가 4개 있습니다. 4명 이하면 106개로, 1~13이 두 벌씩 있고 조커가 2개 있습니다.
       *[classic] 타일은 모두 106개로, 네 가지 색의 1~13이 두 벌씩 있고 조커가 2개 있습니다.
    } 처음에 각자 { $tiles }개씩 받습니다. 차례는 { $direction ->
        [clockwise] 시계 방향
       *[counterclockwise] 시계 반대 방향
    }으로 돌아갑니다.
# Headings.
howto-sets = 조합
howto-sets-or-not = 조합일까, 아닐까?
howto-your-turn = 내 차례
howto-jokers = 이 게임의 조커 규칙
howto-scoring = 점수 계산
howto-questions = 자주 묻는 질문
howto-controls = 조작법
howto-runs = 런은 같은 색의 연속된 숫자 타일 3개 이상입니다. 1은 항상 가장 낮은 숫자이고, 13 다음에는 1이 올 수 없습니다.
howto-runs-wrap = 런은 같은 색의 연속된 숫자 타일 3개 이상입니다. 이 규칙에서는 런이 순환하므로 13 다음에 1이 올 수 있습니다(12 13 1도 런입니다).
howto-group = 그룹은 숫자가 같고 색이 모두 다른 타일 3개 또는 4개입니다.
howto-joker = 조커는 조합에 필요한 어떤 타일이든 대신할 수 있습니다.
# Under a row of example tiles. $value: the points the set is worth.
howto-example-valid = 올바름, { $value }점
# Under a row of example tiles that is not a set. $reason names the message
# that says why: keep the list of reasons as it is.
howto-example-invalid = 올바르지 않음: { $reason ->
        [reason-too-few-tiles] { reason-too-few-tiles }
        [reason-only-jokers] { reason-only-jokers }
        [reason-group-repeats-colour] { reason-group-repeats-colour }
        [reason-group-too-large] { reason-group-too-large }
        [reason-group-mixes-numbers] { reason-group-mixes-numbers }
        [reason-run-repeats-number] { reason-run-repeats-number }
        [reason-run-mixes-colours] { reason-run-mixes-colours }
        [reason-run-has-gap] { reason-run-has-gap }
        [reason-run-too-long] { reason-run-too-long }
        [reason-run-wraps] { reason-run-wraps }
       *[reason-mixed-colours-and-numbers] { reason-mixed-colours-and-numbers }
    }
# $points: the least the initial meld must be worth (0: no minimum).
howto-initial-meld = { $points ->
        [0] 처음 내려놓는 것을 등록이라고 하며, 내 받침대의 타일로 만든 새 조합이어야 합니다. 이 규칙에서는 최소 점수가 없습니다.
       *[other] 처음 내려놓는 것을 등록이라고 하며, 내 받침대의 타일로 만든 새 조합의 합이 { $points }점 이상이어야 합니다(조커는 대신하는 타일의 점수로 계산합니다).
    }
howto-turn = 등록한 뒤에는 테이블 전체를 재배열할 수 있습니다. 조합을 늘리고, 나누고, 타일을 맞바꾸고, 다시 묶어도 됩니다. 단, 차례가 끝날 때 모든 조합이 올바르고 받침대에서 타일이 하나 이상 나와야 합니다. 낼 수 없거나 내고 싶지 않으면 타일을 한 개 가져오세요. 그러면 차례가 끝납니다.
howto-no-timer = 차례 제한 시간이 없습니다.
# $secs: seconds a turn; $penalty: tiles drawn when the time runs out.
howto-timer = 한 차례에 { $secs }초가 주어집니다. 시간이 다 되면 테이블이 원래대로 돌아가고, 낸 타일은 받침대로 돌아오며, 타일 { $penalty }개를 가져옵니다.
# As howto-timer, when a table left invalid costs more: $invalid tiles.
howto-timer-invalid-costs-more = 한 차례에 { $secs }초가 주어집니다. 시간이 다 되면 테이블이 원래대로 돌아가고, 낸 타일은 받침대로 돌아오며, 타일 { $penalty }개를 가져옵니다(테이블을 틀린 상태로 두었다면 { $invalid }개).
# A tournament clock's time for the match: whole minutes, or minutes and
# seconds; it fills $time of the two sentences after it, followed by 의
# (a particle that fits any ending): "5분의 시간".
howto-clock-time = { $minutes }분
howto-clock-time-seconds = { $minutes }분 { $seconds }초
# A tournament clock (Fischer): $time for the whole match, $bonus seconds
# added after every move (a move is a turn here).
howto-clock-fischer = 각 플레이어에게는 경기 전체에 쓸 수 있는 { $time }의 시간이 주어지고, 차례를 마칠 때마다 { $bonus }초가 추가됩니다.
# A tournament clock (Bronstein): the time a move took is given back, up
# to $bonus seconds.
howto-clock-bronstein = 각 플레이어에게는 경기 전체에 쓸 수 있는 { $time }의 시간이 주어지고, 차례를 마칠 때마다 그 차례에 쓴 시간을 최대 { $bonus }초까지 돌려받습니다.
howto-clock-lose = 시간을 다 쓴 플레이어는 경기에서 집니다.
howto-clock-revert = 플레이어의 시간이 다 되면 테이블이 원래대로 돌아가고, 그 플레이어는 타일 { $penalty }개를 가져오며, 그 뒤로는 차례마다 { $bonus }초가 주어집니다.
# The championship's deal: one joker each, then $rest tiles at random.
howto-joker-each = 각 플레이어는 조커 1개와 무작위 타일 { $rest }개를 받습니다. 그래서 더미에는 조커가 남지 않습니다.
howto-redeal-doubles = 나눠 준 타일 중 한 받침대에 같은 타일 쌍(숫자와 색이 같은 타일 2개)이 세 쌍 있으면 타일을 다시 섞어 새로 나눠 줍니다.
howto-unopened = 끝까지 등록하지 못한 받침대는 남은 타일 점수 대신 { $could_not }점으로 계산합니다. 단, 그 플레이어가 마지막 차례에 등록할 수 있었다면 { $could }점입니다.
# $penalty: tiles drawn on giving up.
howto-giving-up = 테이블을 바꿨는데 차례를 마칠 수 없다면 포기하세요. 테이블이 원래대로 돌아가고 타일 { $penalty }개를 가져옵니다.
# The joker restrictions in force, each after a bullet.
howto-joker-from-rack = 조커를 꺼내려면 조커가 대신하는 타일을 테이블이 아닌 내 받침대에서 내서 바꿔야 합니다.
howto-joker-two-rack-tiles = 꺼낸 조커는 받침대 타일 2개 이상과 함께 새 조합에 써야 합니다.
howto-joker-both-colours = 타일 3개짜리 그룹의 조커는 빠진 두 색을 모두 내야만 꺼낼 수 있습니다.
howto-joker-sets-locked = 조커가 든 조합은 조커를 맞바꾸는 경우 말고는 바꿀 수 없습니다.
# $joker: the points a joker left on a rack costs; $exhausted: lowest-value
# or fewest-tiles, who wins when the pool runs out.
howto-scoring-text = 타일을 모두 낸 플레이어가 라운드에서 이기고, 다른 플레이어들의 받침대에 남은 타일 점수를 모두 얻습니다. 다른 플레이어들은 각자 남은 만큼 잃습니다. 받침대에 남은 조커는 { $joker }점입니다. 더미가 바닥나고 아무도 낼 수 없으면 { $exhausted ->
        [lowest-value] 받침대 점수가 가장 낮은 사람이
       *[fewest-tiles] 타일이 가장 적은 사람이
    } 이깁니다.
# $length: players (as many rounds as players), rounds ($rounds rounds) or
# target (until someone reaches $points); $standings: score or rounds-won.
howto-match = { $length ->
        [players] 한 경기는 플레이어 수만큼 라운드를 합니다
        [rounds] 한 경기는 { $rounds }라운드입니다
       *[target] 누군가 { $points }점에 이를 때까지 경기가 계속됩니다
    }. { $standings ->
        [score] 총점이 가장 높은 사람이 경기에서 이깁니다.
       *[rounds-won] 라운드를 가장 많이 이긴 사람이 경기에서 이기고, 같으면 총점으로 가립니다.
    }
howto-q-joker-in-meld = 등록할 때 조커를 쓸 수 있나요?
howto-a-joker-in-meld = 네, 조커가 대신하는 타일의 점수로 계산합니다.
howto-q-draw = 매 차례 타일을 가져와야 하나요?
howto-a-draw = 타일을 내지 않을 때만 가져옵니다.
howto-q-take-back = 테이블의 타일을 내 받침대로 가져올 수 있나요?
howto-a-take-back = 절대 안 됩니다. 다만 이번 차례에 내려놓은 타일은 완료를 누르기 전이라면 다시 가져올 수 있습니다.
howto-q-meld-table-tiles = 등록할 때 테이블의 타일을 쓸 수 있나요?
howto-a-meld-table-tiles = 아니요. 받침대의 타일로 새 조합만 만들 수 있습니다.
howto-q-drawn-tile = 방금 가져온 타일을 낼 수 있나요?
howto-a-drawn-tile = 같은 차례에는 안 됩니다. 타일을 가져오면 차례가 끝납니다.
howto-q-free-joker = 조커는 어떻게 꺼내나요?
howto-a-free-joker = 등록한 뒤, 조커가 있던 조합이 조커 없이도 올바르도록 재배열하세요(보통 조커가 대신하던 타일을 넣습니다). 그런 다음 이번 차례에 그 조커를 다른 조합에 쓰세요.
# The key names (Enter, D, Backspace, Ctrl+Z, R, H, G, S, Esc, F, M,
# N, 0, + and -) are the keyboard's: keep them; say Space as your language names that key.
howto-controls-text = 마우스나 손가락으로 타일을 끌어 옮기거나 탭하세요. 타일을 탭하면 집고, 조합이나 빈 펠트, 받침대를 탭하면 그곳에 놓습니다. 길게 누르면(또는 Ctrl/Shift+클릭) 여러 개를 집습니다. 조합의 테두리를 끌면 조합 전체를 옮기며, 빈 펠트에 놓은 조합은 놓은 자리에 그대로 있습니다. 핀치, 마우스 휠 또는 + / -로 테이블을 확대·축소하고(0은 전체 보기), 빈 펠트를 끌면 테이블을 옮깁니다. 더미를 탭하면 타일을 가져옵니다. 다른 사람이 플레이하는 동안에도 받침대를 정리할 수 있습니다. 키: Enter 완료, D 가져오기, Backspace 또는 Ctrl+Z 되돌리기, R 초기화, H 힌트, G / S 받침대 정렬, Esc 메뉴. 마우스 없이: ⬅/➡로 받침대를 따라 이동하고, ⬆로 테이블에 올라가(그다음 ⬅/➡로 조합 선택) ⬇로 받침대로 돌아옵니다. 스페이스바는 커서 아래의 타일이나 조합을 선택하고, M은 선택한 것을 고른 조합으로 옮기며, N은 선택한 것으로 새 조합을 만듭니다. 컴퓨터가 플레이하는 동안 스페이스바나 F를 누르면 빨라집니다.
# The keys that ask the table a question, answered aloud (for a screen
# reader, and on the web page's accessible copy too). Keep the key letters.
howto-controls-ask = 게임 상황은 언제든 들을 수 있습니다. A는 마지막 안내를 한 번 더 읽어 주고, Q는 최근 안내를, W는 누구 차례인지를, T는 남은 시간을, Y는 내 받침대를, B는 테이블을, C는 모든 플레이어의 타일 수와 점수, 더미에 남은 타일 수를, L은 마지막으로 낸 타일을 알려 줍니다.
