# Tilemeld: rules (简体中文)

## The rules' reasons: why a set, a turn or a move is refused. Shown in a
## toast, in the tooltip of a set outlined in red and on the Done button.
## A tile is $colour (black, blue, orange, red or joker) and $number (not
## for a joker). $tiles is tiles in the game's notation ("r7 r8 j"), left as
## it is.

# Why a set is not valid. These start in lower case and end without a full
# stop: they are also put inside reason-invalid-set. $count is the set's
# number of tiles.
reason-too-few-tiles = 一组牌至少要有三张，而这组只有 { $count } 张
reason-only-jokers = 一组牌除了百搭之外，至少要有一张数字牌
# "this one has two red 7s" (or "two jokers").
reason-group-repeats-colour = 刻子里的颜色不能重复，而这组有两张{ $colour ->
        [joker] 百搭
        [black] 黑{ $number }
        [blue] 蓝{ $number }
        [orange] 橙{ $number }
       *[red] 红{ $number }
    }
reason-group-too-large = 刻子最多四张，每种颜色一张，而这组有 { $count } 张
reason-group-mixes-numbers = 刻子里所有牌的数字必须相同
reason-run-repeats-number = 顺子里的数字不能重复，而这组有两张{ $colour ->
        [joker] 百搭
        [black] 黑{ $number }
        [blue] 蓝{ $number }
        [orange] 橙{ $number }
       *[red] 红{ $number }
    }
reason-run-mixes-colours = 顺子里所有牌必须是同一种颜色
# $missing: how many numbers the run lacks; $jokers: how many jokers it has.
reason-run-has-gap = { $jokers ->
        [0] 顺子的数字必须连续，而这组缺了 { $missing } 张牌
        [1] 顺子的数字必须连续，而这组缺了 { $missing } 张牌，一张百搭补不齐
       *[other] 顺子的数字必须连续，而这组缺了 { $missing } 张牌，{ $jokers } 张百搭补不齐
    }
reason-run-too-long = 顺子最多 13 张（1 到 13），而这组有 { $count } 张
reason-run-wraps = 13 后面不能接 1：顺子不能首尾相接
reason-mixed-colours-and-numbers = 这些牌既不是同色连续的数字（顺子），也不是不同颜色的同一数字（刻子）

# Why a turn is refused.
# The game's box has two of each tile (three in the XP box): say no number.
reason-impossible-tiles = 牌桌和牌架上的{ $colour ->
        [joker] 百搭
        [black] 黑{ $number }
        [blue] 蓝{ $number }
        [orange] 橙{ $number }
       *[red] 红{ $number }
    }加起来，比整副牌里的还多
# $set is the set's place on the table (1, 2, …). $reason names the message
# that says what is wrong with the set: keep the list of reasons as it is
# (each puts in that message).
reason-invalid-starting-table = 回合开始前牌桌上的第 { $set } 组（{ $tiles }）无效：{ $reason ->
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
reason-invalid-set = 第 { $set } 组（{ $tiles }）无效：{ $reason ->
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
    }。
reason-table-tile-removed = 这张{ $colour ->
        [joker] 百搭
        [black] 黑{ $number }
        [blue] 蓝{ $number }
        [orange] 橙{ $number }
       *[red] 红{ $number }
    }原本在牌桌上，必须留在桌上：桌上的牌永远不能收回牌架。
reason-too-many-tiles = 牌桌上的{ $colour ->
        [joker] 百搭
        [black] 黑{ $number }
        [blue] 蓝{ $number }
        [orange] 橙{ $number }
       *[red] 红{ $number }
    }比原来牌桌和你牌架上加起来的还多。
reason-unknown-tile = 这张{ $colour ->
        [joker] 百搭
        [black] 黑{ $number }
        [blue] 蓝{ $number }
        [orange] 橙{ $number }
       *[red] 红{ $number }
    }既不在牌桌上，也不在你的牌架上。
reason-rearranged-but-played-none = 你重组了牌桌，但没有从牌架上打出任何牌；请至少打出一张牌，或者摸牌。
reason-no-tile-played = 请从牌架上至少打出一张牌，或者摸一张牌。
# $needed: the points the rules ask; $value: what the sets laid are worth.
reason-initial-meld-too-low = 破冰至少需要 { $needed } 分，而这些组只有 { $value } 分。
reason-initial-meld-uses-table = 破冰只能用你牌架上的牌；不能拿走或重组桌上的 { $tiles } 这组牌。
reason-initial-meld-touches-table = 破冰时不能往桌上已有的 { $tiles } 这组牌里加牌；只能摆出新的组。
# $tiles: the set the joker was in.
reason-joker-replacement-not-from-rack = 要从 { $tiles } 中换下百搭，必须用你自己牌架上的牌替换它所代表的那张牌。
reason-freed-joker-needs-two-rack-tiles = 换下的百搭必须和至少两张牌架上的牌组成新组；从 { $tiles } 换下的百搭没有做到。
# $tiles: the group; $missing: the tiles of the two colours it lacks.
reason-group-joker-needs-both-colours = 刻子 { $tiles } 中的百搭，只有打出缺少的两张牌（{ $missing }）才能换下。
reason-joker-set-manipulated = 按这套规则，含百搭的组只能通过换下百搭来改动，而 { $tiles } 被用其他方式改动了。

# Why the round or the match refuses an action. $id is a tile's number
# among the 106 (0 to 105).
reason-round-over = 本局已结束。
reason-duplicate-tile = 编号为 #{ $id } 的牌在牌桌上出现了两次。
reason-tile-not-available = 编号为 #{ $id } 的牌既不在牌桌上，也不在你的牌架上。
reason-round-still-played = 现在不行：本局还在进行中。
# $expected: what the game waits for, in English (rare).
reason-not-now = 现在不行：{ $expected }。
reason-match-over = 比赛已结束。
reason-not-in-these-rules = 这套规则不允许这样做。

# Why a tile cannot be picked up or put there.
reason-table-before-initial-meld = 破冰之前，你只能用牌架上的牌摆出新的组。
reason-not-movable = 这张牌现在不能移动。

## How to play: the rules actually chosen, examples judged by them, the
## questions players ask and the controls.

howto-title = 玩法说明
howto-back = 返回
# $name: the rule set's name (a preset, or howto-custom-rules).
howto-rules-of-this-game = 当前规则：{ $name }
howto-custom-rules = 自定义规则
# $tiles: tiles dealt to each player; $direction: clockwise or counterclockwise;
# $box: classic (106 tiles), or xp (160 at five or six players, 106 at fewer).
howto-goal = 最先把牌架上的牌全部打出的人获胜。{ $box ->
        [xp] 五人或六人时共有 160 张牌：四种颜色的 1 到 13 各三张，外加四张百搭；四人及以下时用 106 张：各两张，外加两张百搭。
       *[classic] 共有 106 张牌：四种颜色的 1 到 13 各两张，外加两张百搭。
    }每位玩家起手 { $tiles } 张牌，按{ $direction ->
        [clockwise] 顺时针
       *[counterclockwise] 逆时针
    }方向轮流出牌。
# Headings.
howto-sets = 牌组
howto-sets-or-not = 成不成组？
howto-your-turn = 你的回合
howto-jokers = 本规则下的百搭
howto-scoring = 计分
howto-questions = 常见问题
howto-controls = 操作方法
howto-runs = 顺子是三张或更多同色、数字连续的牌。1 永远是最小的；13 后面不能接 1。
howto-runs-wrap = 顺子是三张或更多同色、数字连续的牌。按这套规则，顺子可以首尾相接：13 后面可以接 1（12 13 1 是顺子）。
howto-group = 刻子是三张或四张数字相同、颜色各不相同的牌。
howto-joker = 百搭可以当作所在组需要的任何一张牌。
# Under a row of example tiles. $value: the points the set is worth.
howto-example-valid = 有效，{ $value } 分
# Under a row of example tiles that is not a set. $reason names the message
# that says why: keep the list of reasons as it is.
howto-example-invalid = 无效：{ $reason ->
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
        [0] 你的第一次出牌叫“破冰”，必须是用自己牌架上的牌组成的新组；这套规则没有最低分数要求。
       *[other] 你的第一次出牌叫“破冰”，必须是用自己牌架上的牌组成的新组，总分至少 { $points } 分（百搭按它代替的牌计分）。
    }
howto-turn = 破冰之后，你可以重组整个牌桌：接牌、拆分、替换、重新组合都行，只要回合结束时每组都有效，并且至少打出了一张牌架上的牌。如果出不了或不想出，就摸一张牌，你的回合随即结束。
howto-no-timer = 回合不限时。
# $secs: seconds a turn; $penalty: tiles drawn when the time runs out.
howto-timer = 每回合有 { $secs } 秒。时间一到，牌桌恢复原样，你打出的牌回到牌架，并且你要罚摸 { $penalty } 张牌。
# As howto-timer, when a table left invalid costs more: $invalid tiles.
howto-timer-invalid-costs-more = 每回合有 { $secs } 秒。时间一到，牌桌恢复原样，你打出的牌回到牌架，并且你要罚摸 { $penalty } 张牌（如果留下的牌桌无效，则罚摸 { $invalid } 张）。
# A tournament clock's time for the match: whole minutes, or minutes and
# seconds; it fills $time of the two sentences after it.
howto-clock-time = { $minutes } 分钟
howto-clock-time-seconds = { $minutes } 分 { $seconds } 秒
# A tournament clock (Fischer): $time for the whole match, $bonus seconds
# added after every move (a move is a turn here).
howto-clock-fischer = 每位玩家整场比赛共有 { $time }，每个回合结束后再加 { $bonus } 秒。
# A tournament clock (Bronstein): the time a move took is given back, up
# to $bonus seconds.
howto-clock-bronstein = 每位玩家整场比赛共有 { $time }；每个回合结束后，返还该回合所用的时间，最多 { $bonus } 秒。
howto-clock-lose = 时间用完的玩家输掉整场比赛。
howto-clock-revert = 玩家的时间用完时，牌桌恢复原样，该玩家罚摸 { $penalty } 张牌，此后每回合只有 { $bonus } 秒。
# The championship's deal: one joker each, then $rest tiles at random.
howto-joker-each = 每位玩家先发到一张百搭，再随机发 { $rest } 张牌，所以牌堆里不会剩下百搭。
howto-redeal-doubles = 如果发牌后某人的牌架上有三对相同的牌（同色同数字的两张牌，共三对），就重新洗牌再发一次。
howto-unopened = 从未破冰的牌架不按剩牌点数计算，而是算 { $could_not } 分；如果该玩家在最后一个回合本可以破冰，则算 { $could } 分。
# $penalty: tiles drawn on giving up.
howto-giving-up = 如果你改动了牌桌却无法完成回合，可以放弃：牌桌恢复原样，你摸 { $penalty } 张牌。
# The joker restrictions in force, each after a bullet.
howto-joker-from-rack = 要换下百搭，必须用你自己牌架上的牌（而不是桌上的牌）替换它所代表的那张牌。
howto-joker-two-rack-tiles = 换下的百搭必须和至少两张牌架上的牌组成新组。
howto-joker-both-colours = 三张一组的刻子里的百搭，只有打出缺少的两种颜色才能换下。
howto-joker-sets-locked = 含百搭的组不能改动，换下百搭除外。
# $joker: the points a joker left on a rack costs; $exhausted: lowest-value
# or fewest-tiles, who wins when the pool runs out.
howto-scoring-text = 先出完牌的玩家赢得本局，得分为其他所有人牌架上剩余牌的点数之和；其他玩家各自扣除自己牌架上的点数。牌架上剩下的百搭算 { $joker } 分。如果牌堆摸完且没人能出牌，{ $exhausted ->
        [lowest-value] 牌架点数最少的人获胜
       *[fewest-tiles] 剩牌最少的人获胜
    }。
# $length: players (as many rounds as players), rounds ($rounds rounds) or
# target (until someone reaches $points); $standings: score or rounds-won.
howto-match = { $length ->
        [players] 一场比赛的局数与玩家人数相同
        [rounds] 一场比赛共 { $rounds } 局
       *[target] 比赛一直进行到有人达到 { $points } 分
    }；{ $standings ->
        [score] 总分最高者获胜。
       *[rounds-won] 胜局最多者获胜，胜局相同时比较总分。
    }
howto-q-joker-in-meld = 破冰时可以用百搭吗？
howto-a-joker-in-meld = 可以，按它代替的那张牌计分。
howto-q-draw = 每回合都必须摸牌吗？
howto-a-draw = 只有不出牌时才摸。
howto-q-take-back = 可以把桌上的牌拿回牌架吗？
howto-a-take-back = 绝对不行。不过你本回合放下的牌，在按“完成”之前可以收回。
howto-q-meld-table-tiles = 破冰可以用桌上的牌吗？
howto-a-meld-table-tiles = 不可以：只能用牌架上的牌组成新组。
howto-q-drawn-tile = 刚摸的牌可以马上打出吗？
howto-a-drawn-tile = 同一回合不行：摸牌后回合就结束了。
howto-q-free-joker = 怎样换下百搭？
howto-a-free-joker = 破冰之后重组牌桌，让百搭所在的组去掉百搭后仍然有效（通常是放入它所代替的那张牌），然后在本回合把百搭用到另一组里。
# The key names (Enter, D, Backspace, Ctrl+Z, R, H, G, S, Esc, F, M,
# N, 0, + and -) are the keyboard's: keep them; say Space as your language names that key.
howto-controls-text = 用鼠标或手指拖动牌，或者点按：点一下拿起一张牌，再点一组牌、空白桌面或你的牌架就把它放到那里；长按（或 Ctrl/Shift+点击）可以拿起多张。拖动一组牌的边框可以整组移动；放在空白桌面上的组会停在你放下的位置。双指缩放、鼠标滚轮或 + / - 可以缩放牌桌（0 显示全部），在空白桌面上拖动可以移动牌桌。点按牌堆即可摸牌。别人出牌时你可以整理牌架。按键：Enter 完成，D 摸牌，Backspace 或 Ctrl+Z 撤销，R 重置，H 提示，G / S 整理牌架，Esc 菜单。不用鼠标时：⬅/➡ 在牌架上移动，⬆ 移到牌桌（再用 ⬅/➡ 选择一组），⬇ 回到牌架，空格键选中光标处的牌或组，M 把选中的牌移到所选的组，N 用它们组成新组。电脑出牌时，按空格键或 F 可以加速。
# The keys that ask the table a question, answered aloud (for a screen
# reader, and on the web page's accessible copy too). Keep the key letters.
howto-controls-ask = 随时想了解牌局，都可以按键收听：A 重复上一条播报，Q 最近几条播报，W 轮到谁，T 剩余时间，Y 你的牌架，B 牌桌，C 每位玩家的牌数和分数以及牌堆，L 上一次出牌。
