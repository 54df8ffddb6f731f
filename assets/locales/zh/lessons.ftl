# Tilemeld: lessons (简体中文)

## The lessons of the guided first game: a title and what to do (at most
## two short lines under the title, at the top of the table; keep the text
## within about 130 characters). The tiles, numbers and keys named are the
## ones on the lesson's table: keep them.

lesson-run-title = 顺子
lesson-run-text = 顺子是三张或更多同色、数字连续的牌。把 4、5、6 并排拖到桌面上，然后按“完成”。
lesson-group-title = 刻子
lesson-group-text = 刻子是三张或四张数字相同、颜色各不相同的牌。把三张 7 放在一起，然后按“完成”。
lesson-initial-meld-title = 破冰
lesson-initial-meld-text = 第一次出牌必须用自己的牌凑够 30 分。百搭按它代替的牌计分：10 + 10 + 10。
lesson-adding-title = 往组里加牌
lesson-adding-text = 破冰之后，你可以往桌上任何一组里加牌。把蓝 6 接到顺子上，把蓝 8 加进刻子。
lesson-shift-title = 挪牌
lesson-shift-text = 从长顺子的一端挪走一张牌：拿走黑 8，和你的两张 8 组成一个 8 的刻子。
lesson-split-title = 拆分
lesson-split-text = 把长顺子一分为二。你的红 5 放在中间：3 4 5 和 5 6 7。
lesson-substitute-title = 替换
lesson-substitute-text = 用你的红 9 替换刻子里的黑 9，再把黑 9 和你的 10、11 组成顺子。
lesson-combine-title = 组合
lesson-combine-text = 从两组牌里各拿一张组成新组：把黑 4 和蓝 4 拿来，和你的橙 4 放在一起。
lesson-freeing-joker-title = 换下百搭
lesson-freeing-joker-text = 你的红 8 可以顶替百搭；换下的百搭必须在本回合打出：和你的两张 5 组成一组。
lesson-drawing-title = 摸牌
lesson-drawing-text = 没有能出的牌？摸一张 (D)，回合随即结束。对局中你名字周围的圆环就是计时器：归零时要摸牌。
lesson-undo-reset-hint-title = 撤销、重置、提示
lesson-undo-reset-hint-text = “撤销”退回一步，“重置”退回整个回合；红框标出的组会说明错在哪里。按“提示”(H) 看一种出法。

## The lesson's card: its heading on the table and its end.

# Over the table: "Lesson 3 of 11 · The initial meld". $number: the lesson's
# place; $count: how many lessons; $title: its title.
lesson-heading = 第 { $number }/{ $count } 课 · { $title }
# The lesson's end, when it was done (or its play was shown).
lesson-well-done = 做得好！
lesson-shown = 就是这样
lesson-last = 全部玩法就是这些了。去“新游戏”开一局吧。
# $title: the next lesson's title.
lesson-next = 下一课：{ $title }
# Buttons.
lesson-next-lesson = 下一课
lesson-again = 再来一次
lesson-menu = 菜单

## The daily puzzle's card: its heading on the table and its result.
## $level is the puzzle's level (Easy, Medium, Hard); $date its day
## (2026-03-14, as it is); $time the time taken (4:07, as it is).

# Over the table.
puzzle-heading = { $level }谜题 · { $date } · { $time }
# The same on a narrow screen, without the day.
puzzle-heading-short = { $level }谜题 · { $time }
# $tiles: the tiles on the rack; $sets: how many table sets must change.
puzzle-goal = 在一个回合内打出牌架上的全部 { $tiles } 张牌：需要改动桌上的 { $sets } 组牌。
# The result, when the player solved it.
puzzle-solved = 解开了！
puzzle-solved-in = { $date } 的{ $level }谜题，用时 { $time }
# The result, when the player had the solution shown.
puzzle-solution = 答案
puzzle-solution-shown = 已查看答案，这题不计成绩。试试其他难度，或者明天的谜题。
# Also in the puzzles menu. $streak: days in a row solved; $solved: days
# solved in all.
puzzle-streak = 连续解开 { $streak } 天 · 累计解开 { $solved } 天
# Buttons: the next level's puzzle of the same day, the same again, back to
# the puzzles menu.
puzzle-next-level = { $level }谜题
puzzle-try-again = 再试一次
puzzle-puzzles = 谜题
