# Tilemeld: common (简体中文)

## Colours and tiles

colour-black = 黑色
colour-blue = 蓝色
colour-orange = 橙色
colour-red = 红色
# A numbered tile as a reader says it: "red 7". $colour is one of black,
# blue, orange, red (select on it where the colour word must agree).
# Chinese players say "红7", "黑13".
tile-numbered = { $colour ->
        [black] 黑
        [blue] 蓝
        [orange] 橙
       *[red] 红
    }{ $number }
tile-joker = 百搭

## Computer levels

level-easy = 简单
level-medium = 中等
level-hard = 困难
level-greedy = 贪心
level-master = 大师

## Rule sets

preset-modern = 现代（默认）
preset-sabra = Sabra 玩法
preset-pressman1998 = Pressman 1998
preset-pressman2009 = Pressman 2009
preset-house = 一分钟限时房规
preset-xp = XP 版（最多六人）
preset-championship = 锦标赛（两人）

## Daily puzzle levels

puzzle-level-easy = 简单
puzzle-level-medium = 中等
puzzle-level-hard = 困难
