# Tilemeld: lessons (Hebrew)

## The lessons of the guided first game: a title and what to do (at most
## two short lines under the title, at the top of the table; keep the text
## within about 130 characters). The tiles, numbers and keys named are the
## ones on the lesson's table: keep them.

lesson-run-title = סדרה
lesson-run-text = סדרה היא שלוש אבנים או יותר באותו צבע, ברצף. לגרור את 4, 5 ו-6 ללבד זו לצד זו, ואז ללחוץ על סיום.
lesson-group-title = קבוצה
lesson-group-text = קבוצה היא שלוש או ארבע אבנים עם אותו מספר, כל אחת בצבע אחר. להניח את שלושת ה-7 יחד, ואז ללחוץ על סיום.
lesson-initial-meld-title = ההורדה הראשונה
lesson-initial-meld-text = ההורדה הראשונה צריכה להיות שווה 30 נקודות, מהאבנים שלך. ג'וקר שווה כמו האבן שהוא מחליף: 10 + 10 + 10.
lesson-adding-title = הוספה לצירוף
lesson-adding-text = אחרי ההורדה אפשר להוסיף אבנים לכל צירוף על השולחן. להניח את ה-6 הכחול על הסדרה ואת ה-8 הכחול על הקבוצה.
lesson-shift-title = הזזה
lesson-shift-text = מזיזים אבן מקצה של סדרה ארוכה: לקחת את ה-8 השחור וליצור קבוצה של 8 עם שני ה-8 שלך.
lesson-split-title = פיצול
lesson-split-text = לפצל סדרה ארוכה לשתיים. ה-5 האדום שלך נכנס באמצע: 3 4 5 ו-5 6 7.
lesson-substitute-title = החלפה
lesson-substitute-text = להכניס את ה-9 האדום שלך לקבוצה במקום ה-9 השחור, ולשים את ה-9 השחור בסדרה עם ה-10 וה-11 שלך.
lesson-combine-title = שילוב
lesson-combine-text = לוקחים אבנים משני צירופים ויוצרים צירוף חדש: ה-4 השחור וה-4 הכחול מצטרפים ל-4 הכתום שלך.
lesson-freeing-joker-title = שחרור ג'וקר
lesson-freeing-joker-text = ה-8 האדום שלך יכול לתפוס את מקום הג'וקר; את הג'וקר המשוחרר חייבים לשחק בתור הזה: עם שני ה-5 שלך.
lesson-drawing-title = לקיחת אבן
lesson-drawing-text = שום דבר לא מתאים? לקחת אבן מהקופה (D): זה מסיים את התור. במשחק, הטבעת סביב השם שלך היא השעון: באפס לוקחים אבן.
lesson-undo-reset-hint-title = ביטול, איפוס, רמז
lesson-undo-reset-hint-text = ביטול מחזיר מהלך אחד, איפוס את כל התור; צירוף עם קו אדום מסביר מה לא בסדר בו. רמז (H) מראה מהלך אפשרי.

## The lesson's card: its heading on the table and its end.

# Over the table: "Lesson 3 of 11 · The initial meld". $number: the lesson's
# place; $count: how many lessons; $title: its title.
lesson-heading = שיעור { $number } מתוך { $count } · { $title }
# The lesson's end, when it was done (or its play was shown).
lesson-well-done = כל הכבוד!
lesson-shown = ככה עושים את זה
lesson-last = זה כל המשחק. אפשר להתחיל משחק אמיתי מ"משחק חדש".
# $title: the next lesson's title.
lesson-next = הבא: { $title }
# Buttons.
lesson-next-lesson = השיעור הבא
lesson-again = שוב
lesson-menu = תפריט

## The daily puzzle's card: its heading on the table and its result.
## $level is the puzzle's level (Easy, Medium, Hard); $date its day
## (2026-03-14, as it is); $time the time taken (4:07, as it is).

# Over the table.
puzzle-heading = חידה { $level } · { $date } · { $time }
# The same on a narrow screen, without the day.
puzzle-heading-short = חידה { $level } · { $time }
# $tiles: the tiles on the rack; $sets: how many table sets must change.
puzzle-goal = להניח את כל { $tiles } האבנים שבמעמד בתור אחד: צריך לשנות { $sets ->
        [one] צירוף אחד
        [two] שני צירופים
       *[other] { $sets } צירופים
    } על השולחן.
# The result, when the player solved it.
puzzle-solved = פתרת!
puzzle-solved-in = חידה { $level } של { $date }, תוך { $time }
# The result, when the player had the solution shown.
puzzle-solution = הפתרון
puzzle-solution-shown = הפתרון הוצג, ולכן החידה הזו לא נחשבת. אפשר לנסות רמה אחרת, או את החידה של מחר.
# Also in the puzzles menu. $streak: days in a row solved; $solved: days
# solved in all.
puzzle-streak = רצף: { $streak ->
        [one] יום אחד
        [two] יומיים
       *[other] { $streak } ימים
    } · ימים שנפתרו: { $solved }
# Buttons: the next level's puzzle of the same day, the same again, back to
# the puzzles menu.
puzzle-next-level = חידה { $level }
puzzle-try-again = לנסות שוב
puzzle-puzzles = חידות
