# Tilemeld: what a screen reader hears (Hebrew)
# Every text here is read aloud, never drawn: write it as it is said.

## Tiles in words

# A run of one colour, said once for all its tiles: "4 5 6 כחולים" (the number
# first and the colour after it, as in tile-numbered; plural for several).
# $numbers is the numbers with spaces between; $colour is as in tile-numbered.
tiles-run = { $numbers } { $colour ->
        [black] שחורים
        [blue] כחולים
        [orange] כתומים
       *[red] אדומים
    }
# Between tiles or runs said one after another: "7 אדום, 7 כחול, ג'וקר".
tiles-separator = {", "}

## The table as lists

access-rack = { $count ->
        [0] המעמד שלך ריק
        [one] המעמד שלך, אבן אחת
        [two] המעמד שלך, שתי אבנים
       *[other] המעמד שלך, { $count } אבנים
    }
access-table = { $count ->
        [0] השולחן ריק
        [one] השולחן, צירוף אחד
        [two] השולחן, שני צירופים
       *[other] השולחן, { $count } צירופים
    }
# A set on the table: "צירוף 2: 4 5 6 כחולים".
access-set = צירוף { $number }: { $tiles }
access-set-invalid = צירוף { $number }, עדיין לא תקין: { $tiles }
access-put-here = להוסיף לצירוף { $number } ({ $tiles })
access-new-set = להניח את האבנים שהורמו כצירוף חדש
access-back-to-rack = להחזיר את האבנים שהורמו למעמד שלך

## Announcements
## As in toast-played: the player's own play in the second person, another
## seat's as "name: passive" (no verb that agrees with a gender).

# "הנחת 3 אבנים: 4 5 6 כחולים כצירוף חדש; 7 אדום לצירוף 4 5 6 7 אדומים."
# "Ada: 3 אבנים הונחו על השולחן: 4 5 6 כחולים כצירוף חדש; …"
access-played = { $self ->
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
    }: { $sets }.
access-laid-new = { $tiles } כצירוף חדש
access-laid-added = { $tiles } לצירוף { $set }
# Between the sets of one play.
access-laid-separator = {"; "}
access-your-turn = התור שלך. יש לך { $count ->
        [one] אבן אחת
        [two] שתי אבנים
       *[other] { $count } אבנים
    }.
# Tiles the player put into a set: "7 כחול עכשיו בצירוף 2: 4 5 6 7 כחולים."
access-put = { $tiles } עכשיו בצירוף { $number }: { $set }.
access-put-back = { $tiles } בחזרה על המעמד שלך.
access-nothing-picked = קודם צריך להרים אבנים: ללחוץ על אבן במעמד שלך או על השולחן.
# Undo and Reset, said once they are done.
access-undone = המהלך האחרון שלך בוטל.
access-reset = השולחן חזר למצבו בתחילת התור, והאבנים שלך חזרו למעמד.
access-nothing-to-take-back = אין מה לבטל.
# An online table's connection made again after conn-lost was said.
access-reconnected = החיבור חודש.
access-round-over = הסיבוב נגמר.
# After another player's play, when they are close to going out (4 tiles or
# fewer): "אצל Ada נשארו 3 אבנים."
access-tiles-left = אצל { $name } { $count ->
        [one] נשארה אבן אחת
        [two] נשארו שתי אבנים
       *[other] נשארו { $count } אבנים
    }.
# After access-round-over: who won; $names, $count and $self as in
# roundend-went-out and roundend-lowest-rack.
access-went-out = { $self ->
        [you] ניצחת בסיבוב.
       *[other] המנצח בסיבוב: { $names }.
    }
access-lowest-rack = { $self ->
        [you] הקופה נגמרה, והכי מעט נשאר אצלך.
       *[other] הקופה נגמרה, והכי מעט נשאר אצל { $names }.
    }
# The tournament clock ran out for a player, who loses the match. The
# player's own in the second person past (הפסדת, the same for a man and a
# woman); another seat's with no verb that agrees with a gender.
access-out-of-time = { $self ->
        [you] הזמן שלך נגמר, והפסדת במשחק.
       *[other] נגמר הזמן של { $name }, והמשחק הסתיים בהפסד של { $name }.
    }
# Then each player's score for the round and the match's total, the best
# first, joined by access-laid-separator: "Ada 35, סך הכול 35; אצלך -12, סך הכול -12".
# The player's own seat is "אצלך", as in access-count.
access-round-scores = הנקודות בסיבוב הזה: { $scores }.
access-round-score = { $self ->
        [you] אצלך
       *[other] { $name }
    } { $points }, סך הכול { $total }
# The tile or tiles the player drew, said only to them: "לקחת מהקופה 7 אדום."
access-you-drew = לקחת מהקופה { $tiles }.
# The player's turn clock, at the turn's start, at 30 and 10 seconds left,
# and when asked (T).
access-time-left = { $seconds ->
        [one] נשארה שנייה אחת.
        [two] נשארו שתי שניות.
       *[other] נשארו { $seconds } שניות.
    }
# A tournament clock's time, from two minutes up: "נשארו 5 דקות ו-30 שניות"
# ("ו-" with a hyphen before a number, as elsewhere).
access-time-left-minutes = נשארו { $minutes ->
        [one] דקה אחת
        [two] שתי דקות
       *[other] { $minutes } דקות
    } { $seconds ->
        [one] ושנייה אחת
        [two] ושתי שניות
       *[other] ו-{ $seconds } שניות
    }.
access-no-timer = אין שעון לתור.

## Questions asked with one key (How to play lists the keys)

# A: the last announcement again, before anything was said.
access-said-nothing = עדיין לא נאמר כלום.
# Q: the recent announcements, oldest first; $said is them one after another.
access-said-lately = נאמר לאחרונה: { $said }
# W: whose turn it is.
access-whose-turn = { $self ->
        [you] התור שלך.
       *[other] התור של { $name }.
    }
# Y: the player's rack; $tiles in words.
access-your-rack = המעמד שלך, { $count ->
        [one] אבן אחת
        [two] שתי אבנים
       *[other] { $count } אבנים
    }: { $tiles }.
access-no-rack = אין לך מעמד בשולחן הזה.
# B: the table; $sets is access-set for each, joined by access-laid-separator.
access-the-table = השולחן, { $count ->
        [one] צירוף אחד
        [two] שני צירופים
       *[other] { $count } צירופים
    }: { $sets }.
access-table-empty = השולחן ריק.
# C: each player's tiles and points (the match's total), then the pool,
# joined by access-laid-separator: "Ada, 8 אבנים, 12 נקודות; …; הקופה, 40 אבנים".
# The player's own seat is "אצלך" (no gendered "you"). $points may be
# negative: exact [1] and [2] keep the minus sign that [one]/[two] would drop.
access-count = { $self ->
        [you] אצלך
       *[other] { $name }
    }, { $count ->
        [one] אבן אחת
        [two] שתי אבנים
       *[other] { $count } אבנים
    }, { $points ->
        [1] נקודה אחת
        [2] שתי נקודות
       *[other] { $points } נקודות
    }
access-pool = { $count ->
        [0] הקופה ריקה
        [one] הקופה, אבן אחת
        [two] הקופה, שתי אבנים
       *[other] הקופה, { $count } אבנים
    }
# L: the last play this round, before anyone played.
access-no-play-yet = אף אחד עדיין לא הניח אבנים בסיבוב הזה.
