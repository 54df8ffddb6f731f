# Tilemeld: lessons (English)

## The lessons of the guided first game: a title and what to do (at most
## two short lines under the title, at the top of the table; keep the text
## within about 130 characters). The tiles, numbers and keys named are the
## ones on the lesson's table: keep them.

lesson-run-title = A run
lesson-run-text = A run is three or more tiles of one colour in a row. Drag 4, 5 and 6 onto the felt side by side, then press Done.
lesson-group-title = A group
lesson-group-text = A group is three or four tiles of one number, each a different colour. Lay the three 7s together, then Done.
lesson-initial-meld-title = The initial meld
lesson-initial-meld-text = Your first play must be worth 30 points, from your own tiles. A joker counts as the tile it stands for: 10 + 10 + 10.
lesson-adding-title = Adding to a set
lesson-adding-text = After your meld you may add tiles to any set on the table. Put the blue 6 on the run and the blue 8 on the group.
lesson-shift-title = Shift
lesson-shift-text = Move a tile from the end of a long run: take the black 8 and make a group of 8s with your two.
lesson-split-title = Split
lesson-split-text = Split a long run in two. Your red 5 goes in the middle: 3 4 5 and 5 6 7.
lesson-substitute-title = Substitute
lesson-substitute-text = Put your red 9 into the group in place of the black 9, and use the black 9 in a run with your 10 and 11.
lesson-combine-title = Combine
lesson-combine-text = Take tiles from two sets to make a new one: the black 4 and the blue 4 join your orange 4.
lesson-freeing-joker-title = Freeing a joker
lesson-freeing-joker-text = Your red 8 can take the joker's place; the freed joker must be played this turn: with your two 5s.
lesson-drawing-title = Drawing
lesson-drawing-text = Nothing fits? Draw a tile (D): that ends your turn. In a game the ring by your name is the timer: at zero you draw.
lesson-undo-reset-hint-title = Undo, Reset, Hint
lesson-undo-reset-hint-text = Undo takes a move back, Reset the whole turn; a set outlined in red says why it is wrong. Press Hint (H) to see a play.

## The lesson's card: its heading on the table and its end.

# Over the table: "Lesson 3 of 11 · The initial meld". $number: the lesson's
# place; $count: how many lessons; $title: its title.
lesson-heading = Lesson { $number } of { $count } · { $title }
# The lesson's end, when it was done (or its play was shown).
lesson-well-done = Well done!
lesson-shown = That is how
lesson-last = That is the whole game. Start one from New game.
# $title: the next lesson's title.
lesson-next = Next: { $title }
# Buttons.
lesson-next-lesson = Next lesson
lesson-again = Again
lesson-menu = Menu

## The daily puzzle's card: its heading on the table and its result.
## $level is the puzzle's level (Easy, Medium, Hard); $date its day
## (2026-03-14, as it is); $time the time taken (4:07, as it is).

# Over the table.
puzzle-heading = { $level } puzzle · { $date } · { $time }
# The same on a narrow screen, without the day.
puzzle-heading-short = { $level } puzzle · { $time }
# $tiles: the tiles on the rack; $sets: how many table sets must change.
puzzle-goal = Place all { $tiles } rack tiles in one turn: { $sets ->
        [one] { $sets } table set
       *[other] { $sets } table sets
    } must change.
# The result, when the player solved it.
puzzle-solved = Solved!
puzzle-solved-in = { $level } puzzle of { $date } in { $time }
# The result, when the player had the solution shown.
puzzle-solution = The solution
puzzle-solution-shown = Shown, so this one does not count. Try another level, or tomorrow's.
# Also in the puzzles menu. $streak: days in a row solved; $solved: days
# solved in all.
puzzle-streak = Streak { $streak ->
        [one] { $streak } day
       *[other] { $streak } days
    } · { $solved } days solved
# Buttons: the next level's puzzle of the same day, the same again, back to
# the puzzles menu.
puzzle-next-level = { $level } puzzle
puzzle-try-again = Try again
puzzle-puzzles = Puzzles
