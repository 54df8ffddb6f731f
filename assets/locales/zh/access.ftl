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
access-round-over = 本局结束。
