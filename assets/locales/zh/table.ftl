# Tilemeld: table (简体中文)

## Notices on the table

refused-wait-your-turn = 还没轮到你，不能出牌；现在可以先整理牌架。
hint-no-play = 没有牌可出：摸一张牌吧。

## The turn's controls beside the rack (hud)
## Button labels are short: on a phone they sit under an icon in a fifth of
## the screen's width. The letters in brackets are keyboard keys.

# The status line above the controls. $name is a player's name.
hud-status-your-turn = 轮到你了
hud-status-their-turn = 轮到 { $name } 了
hud-status-computer-playing = { $name } 正在出牌…
# Hot-seat: the device goes to the next player.
hud-status-pass-to = 把设备交给 { $name }
hud-status-round-over = 本局结束
hud-status-solution-shown = 已显示答案
hud-status-solved = 已解开
hud-status-match-over = 比赛结束
# Portrait: small text beside the status while the computers play.
hud-tap-to-hurry = 点这里加速
hud-faster = 加速
hud-faster-tip = 加快电脑出牌 (F 或空格键)
hud-done = 完成
hud-done-tip = 结束回合 (Enter)
# Lessons: the button that plays the lesson's answer out.
hud-show-me = 演示
hud-show-me-tip = 在牌桌上演示一遍
# Daily puzzle: the button that plays the solution out.
hud-solution = 答案
hud-solution-tip = 在牌桌上演示答案；这样今天的谜题就不算解开了
hud-give-up = 放弃
# $count is the number of tiles drawn as the penalty.
hud-give-up-tip = 你改动了牌桌：放弃后牌桌恢复原样，你要摸 { $count } 张牌 (D)
hud-pass = 过
hud-pass-tip = 牌堆已空：跳过本回合 (D)
hud-draw = 摸牌
hud-draw-tip = 摸一张牌，你的回合随即结束 (D)
hud-undo = 撤销
hud-undo-tip = 撤销上一步 (Ctrl+Z 或 Backspace)
hud-reset = 重置
hud-reset-tip = 把牌桌和牌架恢复到本回合开始时的样子 (R)
hud-hint = 提示
hud-hint-tip = 显示一种出法 (H)
# Tooltips of the two sort buttons on the rack's edge (labelled 777 and 789).
hud-sort-groups-tip = 按刻子整理牌架：相同数字放在一起 (G)
hud-sort-runs-tip = 按顺子整理牌架：先按颜色，再按数字 (S)
# Tooltips of the pool (the stack of face-down tiles).
hud-pool-empty = 牌堆已空
hud-pool-tip = 牌堆：点击摸一张牌 (D)

## The other players' seats along the top
## Small text in a seat's top right corner: what plays the seat.

seat-human = 真人
seat-level-easy = 简单
seat-level-medium = 中等
seat-level-hard = 困难
seat-level-greedy = 贪心
seat-level-master = 大师
seat-online = 在线

## Hot-seat cover between two players' turns

# $name is the next player's name.
cover-pass-to = 请把设备交给 { $name }
cover-ready = 我准备好了

## Asked when Draw is pressed after changing the table

prompt-give-up-title = 放弃本回合？
# $count is the number of tiles drawn as the penalty (more than one).
prompt-give-up-text = 你改动了牌桌。现在摸牌就等于放弃本回合：牌桌恢复原样，你要摸 { $count } 张牌。
prompt-give-up-confirm = 放弃，摸 { $count } 张 (Enter)
prompt-keep-playing = 继续出牌

## Notices above the rack (a few seconds each)
## $name is a player's name, $count a number of tiles; $self is `you` when
## the seat is the player's own (one person at this device), else `other`:
## say "you" there, not the name in a sentence about someone else.

# Stands for a player's name when the seat is unknown.
toast-someone = 有人
toast-played = { $self ->
        [you] 你打出了
       *[other] { $name } 打出了
    } { $count } 张牌
toast-passed = { $self ->
        [you] 你过了
       *[other] { $name } 过了
    }
toast-drew = { $self ->
        [you] 你摸了
       *[other] { $name } 摸了
    } { $count } 张牌
# The turn's time ran out: the table went back and $count tiles were drawn.
toast-time-up = { $self ->
        [you] 你的时间到了
       *[other] { $name } 的时间到了
    }：牌桌已恢复原样，罚摸 { $count } 张牌
# Back at an online table: a computer played the player's seat for $turns
# turns. The next three say too that it laid $played tiles, drew $drew
# tiles, or both.
toast-while-away = 你离开期间，电脑替你打了 { $turns } 个回合
toast-while-away-laid = 你离开期间，电脑替你打了 { $turns } 个回合：打出了 { $played } 张牌
toast-while-away-drew = 你离开期间，电脑替你打了 { $turns } 个回合：摸了 { $drew } 张牌
toast-while-away-laid-drew = 你离开期间，电脑替你打了 { $turns } 个回合：打出了 { $played } 张牌，摸了 { $drew } 张牌

## The round's end card

# The headline when a player emptied their rack.
roundend-went-out-title = 出完了！
# Player names in a list: $list is one name or a list made by this message,
# $name the next name ("Ada and Bob", then "Ada and Bob and Cy").
roundend-names-and = { $list }、{ $name }
# $names is one name or a list of them; $count how many players.
roundend-went-out = { $self ->
        [you] 你出完了所有的牌
       *[other] { $names } 出完了所有的牌
    }
roundend-pool-ran-out = 牌堆摸完了
# Who wins when the pool runs out, by rack value or by fewest tiles (the
# rules decide): "剩得最少" says either.
roundend-lowest-rack = { $self ->
        [you] 你牌架上剩得最少
       *[other] { $names } 牌架上剩得最少
    }
roundend-out-of-time-title = 时间用完
# The tournament clock ran out: that player loses the match.
roundend-out-of-time = { $self ->
        [you] 你的时间用完了：你输掉了这场比赛
       *[other] { $name } 的时间用完了：{ $name } 输掉了这场比赛
    }
roundend-next-round = 下一局 (Enter)
# Column headings of the score table.
roundend-player = 玩家
roundend-left-on-rack = 牌架剩牌
roundend-round = 本局得分
roundend-total = 总分
# A cell of the score table: the tiles left on a rack and what they count.
# Select on $tiles or $points where the words change with the number.
roundend-rack-left = { $tiles } 张，{ $points } 分
# A play the player missed: on turn $turn they could have played $more
# more tiles ($possible in all instead of the $played they played).
roundend-missed = { $name }：第 { $turn } 回合你本可以多打出 { $more } 张牌（一共 { $possible } 张，而不是 { $played } 张）。
# Opens a small board showing the missed play.
roundend-show-me = 看看
roundend-final-standings = 最终排名
# A line of the final standings: $place is 1, 2, 3…; $points the total
# (may be negative); $won the rounds won. Select on $points where the word
# changes with the number.
roundend-standing = { $place }. { $name } — { $points } 分，胜 { $won } 局
roundend-rematch = 再来一场
# Online, at the match's end, to the players who are not the host.
roundend-host-may-rematch = 由房主决定是否再来一场
roundend-leave = 离开
roundend-play-again = 再玩一次
roundend-menu = 菜单

## Show me: a missed play on a small board

showme-title = 第 { $turn } 回合：本可以这样出
# Select on $possible where the word changes with the number.
showme-instead = { $possible } 张牌，而不是 { $played } 张
showme-before = 那个回合的牌桌和牌架
showme-rack = 牌架
showme-again = 重播
showme-close = 关闭
# The letter on a joker's face on the small board (one letter).
showme-joker = J

## Watching a replay: the bar where the turn's buttons are in a game

# $round counts from 1; $move is the number of moves shown so far, $total
# the number of moves in the replay.
watch-status = 回放 · 第 { $round } 局 · 第 { $move }/{ $total } 步
watch-status-end = 回放 · 第 { $round } 局 · 第 { $move }/{ $total } 步 · 结束
# Button labels under an icon (short), and their tooltips.
watch-back-label = 上一步
watch-back-tip = 后退一步
watch-play-label = 播放
watch-play-tip = 自动播放
watch-stop-label = 停止
watch-stop-tip = 停止
watch-forward-label = 下一步
watch-forward-tip = 前进一步
# The button that shows another player's rack; $name is whose rack is shown.
watch-rack = 牌架：{ $name }
# The same on a phone: two short lines.
watch-rack-stacked =
    牌架
    { $name }
watch-next-rack-tip = 显示下一位玩家的牌架
# On a phone, under an icon: back to the list of replays.
watch-list = 列表
watch-replays = 回放
watch-list-tip = 返回比赛列表
