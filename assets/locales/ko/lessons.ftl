# Tilemeld: lessons (한국어)

## The lessons of the guided first game: a title and what to do (at most
## two short lines under the title, at the top of the table; keep the text
## within about 130 characters). The tiles, numbers and keys named are the
## ones on the lesson's table: keep them.

lesson-run-title = 런
lesson-run-text = 런은 같은 색의 연속된 숫자 타일 3개 이상입니다. 4, 5, 6을 펠트에 나란히 끌어다 놓고 완료를 누르세요.
lesson-group-title = 그룹
lesson-group-text = 그룹은 숫자가 같고 색이 모두 다른 타일 3~4개입니다. 7 세 개를 함께 놓고 완료를 누르세요.
lesson-initial-meld-title = 등록
lesson-initial-meld-text = 첫 등록은 내 타일만으로 30점 이상이어야 합니다. 조커는 대신하는 타일의 점수로 셉니다: 10 + 10 + 10.
lesson-adding-title = 조합에 붙이기
lesson-adding-text = 등록한 뒤에는 테이블의 어느 조합에나 타일을 붙일 수 있습니다. 파란색 6은 런에, 파란색 8은 그룹에 붙이세요.
lesson-shift-title = 옮기기
lesson-shift-text = 긴 런의 끝에서 타일을 옮기세요. 검은색 8을 가져와 내 8 두 개와 함께 8 그룹을 만드세요.
lesson-split-title = 나누기
lesson-split-text = 긴 런을 둘로 나누세요. 내 빨간색 5를 가운데에 넣으면 3 4 5와 5 6 7이 됩니다.
lesson-substitute-title = 바꾸기
lesson-substitute-text = 그룹의 검은색 9 자리에 내 빨간색 9를 넣고, 검은색 9는 내 10, 11과 함께 런으로 쓰세요.
lesson-combine-title = 합치기
lesson-combine-text = 두 조합에서 타일을 가져와 새 조합을 만드세요. 검은색 4와 파란색 4를 내 주황색 4와 합치세요.
lesson-freeing-joker-title = 조커 꺼내기
lesson-freeing-joker-text = 내 빨간색 8을 조커 자리에 넣으세요. 꺼낸 조커는 이번 차례에 내 5 두 개와 함께 써야 합니다.
lesson-drawing-title = 타일 가져오기
lesson-drawing-text = 낼 게 없나요? 타일을 가져오세요(D). 그러면 차례가 끝납니다. 게임에서는 이름을 감싼 고리가 타이머이며, 0이 되면 타일을 가져옵니다.
lesson-undo-reset-hint-title = 되돌리기, 초기화, 힌트
lesson-undo-reset-hint-text = 되돌리기는 한 수를, 초기화는 차례 전체를 되돌립니다. 빨간 테두리 조합은 무엇이 틀렸는지 알려 줍니다. 힌트(H)로 가능한 수를 볼 수 있습니다.

## The lesson's card: its heading on the table and its end.

# Over the table: "Lesson 3 of 11 · The initial meld". $number: the lesson's
# place; $count: how many lessons; $title: its title.
lesson-heading = 레슨 { $number }/{ $count } · { $title }
# The lesson's end, when it was done (or its play was shown).
lesson-well-done = 훌륭합니다!
lesson-shown = 이렇게 하면 됩니다
lesson-last = 이제 게임을 모두 배웠습니다. 새 게임에서 한 판 시작해 보세요.
# $title: the next lesson's title.
lesson-next = 다음: { $title }
# Buttons.
lesson-next-lesson = 다음 레슨
lesson-again = 다시
lesson-menu = 메뉴

## The daily puzzle's card: its heading on the table and its result.
## $level is the puzzle's level (Easy, Medium, Hard); $date its day
## (2026-03-14, as it is); $time the time taken (4:07, as it is).

# Over the table.
puzzle-heading = 퍼즐 · { $level } · { $date } · { $time }
# The same on a narrow screen, without the day.
puzzle-heading-short = 퍼즐 · { $level } · { $time }
# $tiles: the tiles on the rack; $sets: how many table sets must change.
puzzle-goal = 한 차례에 받침대 타일 { $tiles }개를 모두 내려놓으세요. 테이블의 조합 { $sets }개를 바꿔야 합니다.
# The result, when the player solved it.
puzzle-solved = 성공!
puzzle-solved-in = { $date } { $level } 난이도 퍼즐을 { $time } 만에 풀었습니다
# The result, when the player had the solution shown.
puzzle-solution = 정답
puzzle-solution-shown = 정답을 봤으므로 이 퍼즐은 기록되지 않습니다. 다른 난이도나 내일 퍼즐에 도전해 보세요.
# Also in the puzzles menu. $streak: days in a row solved; $solved: days
# solved in all.
puzzle-streak = 연속 { $streak }일 · 총 { $solved }일 해결
# Buttons: the next level's puzzle of the same day, the same again, back to
# the puzzles menu.
puzzle-next-level = { $level } 난이도 퍼즐
puzzle-try-again = 다시 도전
puzzle-puzzles = 퍼즐
