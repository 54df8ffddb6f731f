# Tilemeld: what a screen reader hears (简体中文)
# Every text here is read aloud, never drawn: write it as it is said.

## Tiles in words

# A run of one colour, said once for all its tiles: "蓝4 5 6" (as tile-numbered
# says "红7").
# $numbers is the numbers with spaces between; $colour is as in tile-numbered.
tiles-run = { $colour ->
        [black] 黑
        [blue] 蓝
        [orange] 橙
       *[red] 红
    }{ $numbers }
# Between tiles or runs said one after another: "红7，蓝7，百搭".
tiles-separator = {"，"}

## The table as lists

access-rack = 你的牌架，{ $count } 张牌
access-table = 牌桌，{ $count } 组牌
# A set on the table: "第 2 组：蓝4 5 6".
access-set = 第 { $number } 组：{ $tiles }
access-set-invalid = 第 { $number } 组，暂时无效：{ $tiles }
access-put-here = 放进第 { $number } 组（{ $tiles }）
access-new-set = 用拿起的牌组成新组
access-back-to-rack = 把拿起的牌放回你的牌架

## Announcements

# "Ada 打出了 3 张牌：蓝4 5 6 组成新组；红7 加进 红4 5 6 7 这组。"
# $self is `you` for the player's own seat: "你打出了 3 张牌：…"
access-played = { $self ->
        [you] 你打出了
       *[other] { $name } 打出了
    } { $count } 张牌：{ $sets }。
access-laid-new = { $tiles } 组成新组
access-laid-added = { $tiles } 加进 { $set } 这组
# Between the sets of one play.
access-laid-separator = {"；"}
access-your-turn = 轮到你了。你还有 { $count } 张牌。
# Tiles the player put into a set: "蓝7 已放进第 2 组：蓝4 5 6 7。"
access-put = { $tiles } 已放进第 { $number } 组：{ $set }。
access-put-back = { $tiles } 已放回你的牌架。
access-nothing-picked = 请先拿起牌：点一下你牌架上或牌桌上的一张牌。
# Undo and Reset, said once they are done.
access-undone = 已撤销上一步。
access-reset = 牌桌已恢复到本回合开始时的样子，你的牌也已放回牌架。
access-nothing-to-take-back = 没有可以撤销的操作。
# An online table's connection made again after conn-lost was said.
access-reconnected = 已重新连接。
access-round-over = 本局结束。
# After another player's play, when they are close to going out (4 tiles or
# fewer): "Ada 还剩 3 张牌。"
access-tiles-left = { $name } 还剩 { $count } 张牌。
# After access-round-over: who won; $names, $count and $self as in
# roundend-went-out and roundend-lowest-rack.
access-went-out = { $self ->
        [you] 你出完了所有的牌。
       *[other] { $names } 出完了所有的牌。
    }
access-lowest-rack = { $self ->
        [you] 牌堆摸完了，你牌架上剩得最少。
       *[other] 牌堆摸完了，{ $names } 牌架上剩得最少。
    }
# The tournament clock ran out for a player, who loses the match.
access-out-of-time = { $self ->
        [you] 你的时间用完了，输掉了这场比赛。
       *[other] { $name } 的时间用完了，输掉了这场比赛。
    }
# Then each player's score for the round and the match's total, the best
# first, joined by access-laid-separator: "Ada 35 分，总分 35 分；你 -12 分，总分 -12 分".
access-round-scores = 本局得分：{ $scores }。
access-round-score = { $self ->
        [you] 你
       *[other] { $name }
    } { $points } 分，总分 { $total } 分
# The tile or tiles the player drew, said only to them: "你摸到了 红7。"
access-you-drew = 你摸到了 { $tiles }。
# The player's turn clock, at the turn's start, at 30 and 10 seconds left,
# and when asked (T).
access-time-left = 还剩 { $seconds } 秒。
# A tournament clock's time, from two minutes up.
access-time-left-minutes = 还剩 { $minutes } 分 { $seconds } 秒。
access-no-timer = 回合不限时。

## Questions asked with one key (How to play lists the keys)

# A: the last announcement again, before anything was said.
access-said-nothing = 还没有任何播报。
# Q: the recent announcements, oldest first; $said is them one after another.
access-said-lately = 最近的播报：{ $said }
# W: whose turn it is.
access-whose-turn = { $self ->
        [you] 轮到你了。
       *[other] 轮到 { $name } 了。
    }
# Y: the player's rack; $tiles in words.
access-your-rack = 你的牌架，{ $count } 张牌：{ $tiles }。
access-no-rack = 你在这桌没有牌架。
# B: the table; $sets is access-set for each, joined by access-laid-separator.
access-the-table = 牌桌，{ $count } 组牌：{ $sets }。
access-table-empty = 牌桌上没有牌。
# C: each player's tiles and points (the match's total), then the pool,
# joined by access-laid-separator: "Ada，8 张牌，12 分；…；牌堆，40 张牌".
access-count = { $self ->
        [you] 你
       *[other] { $name }
    }，{ $count } 张牌，{ $points } 分
access-pool = 牌堆，{ $count } 张牌
# L: the last play this round, before anyone played.
access-no-play-yet = 本局还没有人出牌。
