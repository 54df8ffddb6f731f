# Tilemeld: table (Hebrew)

## Notices on the table

refused-wait-your-turn = יש לחכות לתור שלך כדי להניח אבנים; עד אז אפשר לסדר את המעמד.
hint-no-play = אין מהלך אפשרי: צריך לקחת אבן מהקופה.

## The turn's controls beside the rack (hud)
## Button labels are short: on a phone they sit under an icon in a fifth of
## the screen's width. The letters in brackets are keyboard keys.

# The status line above the controls. $name is a player's name.
hud-status-your-turn = התור שלך
hud-status-their-turn = התור של { $name }
hud-status-computer-playing = { $name } באמצע התור…
# Hot-seat: the device goes to the next player.
hud-status-pass-to = להעביר אל { $name }
hud-status-round-over = הסיבוב נגמר
hud-status-solution-shown = הפתרון הוצג
hud-status-solved = נפתר
hud-status-match-over = המשחק נגמר
# Portrait: small text beside the status while the computers play.
hud-tap-to-hurry = להקיש כאן כדי לזרז
hud-faster = מהר יותר
hud-faster-tip = לזרז את המהלכים של המחשבים (F או מקש הרווח)
hud-done = סיום
hud-done-tip = לסיים את התור (Enter)
# Lessons: the button that plays the lesson's answer out.
hud-show-me = הדגמה
hud-show-me-tip = להראות את המהלך על השולחן
# Daily puzzle: the button that plays the solution out.
hud-solution = פתרון
hud-solution-tip = להראות את הפתרון על השולחן (ואז החידה של היום לא תיחשב כפתורה)
hud-give-up = ויתור
# $count is the number of tiles drawn as the penalty.
hud-give-up-tip = שינית את השולחן: הוא יחזור למצבו הקודם, והעונש הוא { $count ->
        [one] אבן אחת
        [two] שתי אבנים
       *[other] { $count } אבנים
    } מהקופה (D)
hud-pass = דילוג
hud-pass-tip = הקופה ריקה: לדלג על התור (D)
hud-draw = לקיחת אבן
hud-draw-tip = לקחת אבן מהקופה; זה מסיים את התור (D)
hud-undo = ביטול
hud-undo-tip = לבטל את הפעולה האחרונה (Ctrl+Z או Backspace)
hud-reset = איפוס
hud-reset-tip = להחזיר את השולחן ואת המעמד למצבם בתחילת התור (R)
hud-hint = רמז
hud-hint-tip = להראות מהלך אפשרי (H)
# Tooltips of the two sort buttons on the rack's edge (labelled 777 and 789).
hud-sort-groups-tip = למיין את המעמד לקבוצות: אותו מספר ביחד (G)
hud-sort-runs-tip = למיין את המעמד לסדרות: לפי צבע, ואז לפי מספר (S)
# Tooltips of the pool (the stack of face-down tiles).
hud-pool-empty = הקופה ריקה
hud-pool-tip = הקופה: ללחוץ כאן כדי לקחת אבן (D)

## The other players' seats along the top
## Small text in a seat's top right corner: what plays the seat.

seat-human = אדם
seat-level-easy = קל
seat-level-medium = בינוני
seat-level-hard = קשה
seat-level-greedy = חמדן
seat-level-master = מאסטר
seat-online = ברשת

## Hot-seat cover between two players' turns

# $name is the next player's name.
cover-pass-to = להעביר את המכשיר אל { $name }
cover-ready = אפשר להתחיל

## Asked when Draw is pressed after changing the table

prompt-give-up-title = לוותר על התור?
# $count is the number of tiles drawn as the penalty (more than one).
prompt-give-up-text = שינית את השולחן. לקיחת אבן עכשיו פירושה ויתור על התור: השולחן יחזור למצבו הקודם { $count ->
        [one] ותתווסף למעמד שלך אבן אחת מהקופה
        [two] ויתווספו למעמד שלך שתי אבנים מהקופה
       *[other] ויתווספו למעמד שלך { $count } אבנים מהקופה
    }.
prompt-give-up-confirm = לוותר ולקחת { $count } (Enter)
prompt-keep-playing = להמשיך לשחק

## Notices above the rack (a few seconds each)
## $name is a player's name, $count a number of tiles; $self is `you` when
## the seat is the player's own (one person at this device), else `other`:
## say "you" there, not the name in a sentence about someone else.
## (Hebrew: the player's own moves in the second person, whose past tense is
## spelled the same for a man and a woman: הנחת, לקחת, דילגת; other seats
## as "name: passive", which keeps the verb free of the player's gender.)

# Stands for a player's name when the seat is unknown.
toast-someone = מישהו
toast-played = { $self ->
        [you] { $count ->
            [one] הנחת אבן אחת
            [two] הנחת שתי אבנים
           *[other] הנחת { $count } אבנים
        }
       *[other] { $name }: { $count ->
            [one] אבן אחת הונחה
            [two] שתי אבנים הונחו
           *[other] { $count } אבנים הונחו
        } על השולחן
    }
toast-passed = { $self ->
        [you] דילגת על התור
       *[other] { $name }: דילוג על התור
    }
toast-drew = { $self ->
        [you] { $count ->
            [one] לקחת אבן אחת
            [two] לקחת שתי אבנים
           *[other] לקחת { $count } אבנים
        } מהקופה
       *[other] { $name }: { $count ->
            [one] אבן אחת נלקחה
            [two] שתי אבנים נלקחו
           *[other] { $count } אבנים נלקחו
        } מהקופה
    }
# The turn's time ran out: the table went back and $count tiles were drawn.
toast-time-up = { $self ->
        [you] הזמן שלך נגמר: השולחן חזר לקדמותו { $count ->
            [one] וקיבלת אבן אחת
            [two] וקיבלת שתי אבנים
           *[other] וקיבלת { $count } אבנים
        } מהקופה
       *[other] נגמר הזמן של { $name }: השולחן חזר לקדמותו { $count ->
            [one] ונלקחה אבן אחת
            [two] ונלקחו שתי אבנים
           *[other] ונלקחו { $count } אבנים
        } מהקופה
    }
# Back at an online table: a computer played the player's seat for $turns
# turns. The next three say too that it laid $played tiles, drew $drew
# tiles, or both.
toast-while-away = כשלא היית כאן, המחשב שיחק במקומך { $turns ->
        [one] תור אחד
        [two] שני תורות
       *[other] { $turns } תורות
    }
toast-while-away-laid = כשלא היית כאן, המחשב שיחק במקומך { $turns ->
        [one] תור אחד
        [two] שני תורות
       *[other] { $turns } תורות
    }: הוא הניח { $played ->
        [one] אבן אחת
        [two] שתי אבנים
       *[other] { $played } אבנים
    }
toast-while-away-drew = כשלא היית כאן, המחשב שיחק במקומך { $turns ->
        [one] תור אחד
        [two] שני תורות
       *[other] { $turns } תורות
    }: הוא לקח { $drew ->
        [one] אבן אחת
        [two] שתי אבנים
       *[other] { $drew } אבנים
    } מהקופה
toast-while-away-laid-drew = כשלא היית כאן, המחשב שיחק במקומך { $turns ->
        [one] תור אחד
        [two] שני תורות
       *[other] { $turns } תורות
    }: הוא הניח { $played ->
        [one] אבן אחת
        [two] שתי אבנים
       *[other] { $played } אבנים
    } ולקח { $drew ->
        [one] אבן אחת
        [two] שתי אבנים
       *[other] { $drew } אבנים
    } מהקופה

## The round's end card

# The headline when a player emptied their rack.
roundend-went-out-title = המעמד ריק!
# Player names in a list: $list is one name or a list made by this message,
# $name the next name ("Ada and Bob", then "Ada and Bob and Cy").
# (Hebrew: "ו-" with a hyphen, as "and" is written before a name in Latin
# letters, which the computers' names are.)
roundend-names-and = { $list } ו-{ $name }
# $names is one name or a list of them; $count how many players.
roundend-went-out = { $self ->
        [you] ניצחת בסיבוב!
       *[other] המנצח בסיבוב: { $names }
    }
roundend-pool-ran-out = הקופה נגמרה
# (Hebrew: "the least was left with …", true of both the lowest value and
# the fewest tiles.)
roundend-lowest-rack = { $self ->
        [you] הכי מעט נשאר אצלך
       *[other] הכי מעט נשאר אצל { $names }
    }
roundend-out-of-time-title = נגמר הזמן
# The tournament clock ran out: that player loses the match (as
# access-out-of-time: no verb that agrees with a gender for another seat).
roundend-out-of-time = { $self ->
        [you] הזמן שלך נגמר: הפסדת במשחק
       *[other] נגמר הזמן של { $name }: המשחק הסתיים בהפסד של { $name }
    }
roundend-next-round = לסיבוב הבא (Enter)
# Column headings of the score table.
roundend-player = שחקן
roundend-left-on-rack = נשאר על המעמד
roundend-round = סיבוב
roundend-total = סך הכול
# A cell of the score table: the tiles left on a rack and what they count.
# Select on $tiles or $points where the words change with the number.
roundend-rack-left = { $tiles ->
        [one] אבן אחת
        [two] שתי אבנים
       *[other] { $tiles } אבנים
    }, { $points } נק'
# A play the player missed: on turn $turn they could have played $more
# more tiles ($possible in all instead of the $played they played).
roundend-missed = { $name }: בתור { $turn } יכולת להניח עוד { $more ->
        [one] אבן אחת
        [two] שתי אבנים
       *[other] { $more } אבנים
    } ({ $possible } במקום { $played }).
# Opens a small board showing the missed play.
roundend-show-me = להראות
roundend-final-standings = התוצאות הסופיות
# A line of the final standings: $place is 1, 2, 3…; $points the total
# (may be negative); $won the rounds won. Select on $points where the word
# changes with the number.
roundend-standing = { $place }. { $name } — { $points ->
        [one] { $points } נקודה
       *[other] { $points } נקודות
    }, { $won ->
        [one] ניצחון אחד בסיבוב
        [two] שני ניצחונות בסיבובים
       *[other] { $won } ניצחונות בסיבובים
    }
roundend-rematch = משחק חוזר
# Online, at the match's end, to the players who are not the host.
roundend-host-may-rematch = המארח יכול להתחיל משחק חוזר
roundend-leave = עזיבה
roundend-play-again = לשחק שוב
roundend-menu = תפריט

## Show me: a missed play on a small board

showme-title = תור { $turn }: מה היה אפשר להניח
# Select on $possible where the word changes with the number.
showme-instead = { $possible ->
        [one] אבן אחת
        [two] שתי אבנים
       *[other] { $possible } אבנים
    } במקום { $played }
showme-before = השולחן והמעמד באותו תור
showme-rack = מעמד
showme-again = שוב
showme-close = סגירה
# The letter on a joker's face on the small board (one letter).
showme-joker = ג

## Watching a replay: the bar where the turn's buttons are in a game

# $round counts from 1; $move is the number of moves shown so far, $total
# the number of moves in the replay.
watch-status = צפייה חוזרת · סיבוב { $round } · מהלך { $move } מתוך { $total }
watch-status-end = צפייה חוזרת · סיבוב { $round } · מהלך { $move } מתוך { $total } · הסוף
# Button labels under an icon (short), and their tooltips.
watch-back-label = אחורה
watch-back-tip = מהלך אחד אחורה
watch-play-label = הפעלה
watch-play-tip = להמשיך להציג את המהלכים אוטומטית
watch-stop-label = עצירה
watch-stop-tip = עצירה
watch-forward-label = קדימה
watch-forward-tip = מהלך אחד קדימה
# The button that shows another player's rack; $name is whose rack is shown.
watch-rack = מעמד: { $name }
# The same on a phone: two short lines.
watch-rack-stacked =
    מעמד
    { $name }
watch-next-rack-tip = להראות את המעמד של השחקן הבא
# On a phone, under an icon: back to the list of replays.
watch-list = רשימה
watch-replays = צפייה חוזרת
watch-list-tip = חזרה לרשימת המשחקים
