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
access-round-over = הסיבוב נגמר.
