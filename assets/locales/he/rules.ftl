# Tilemeld: rules (Hebrew)

## The rules' reasons: why a set, a turn or a move is refused. Shown in a
## toast, in the tooltip of a set outlined in red and on the Done button.
## A tile is $colour (black, blue, orange, red or joker) and $number (not
## for a joker). $tiles is tiles in the game's notation ("r7 r8 j"), left as
## it is.

# Why a set is not valid. These start in lower case and end without a full
# stop: they are also put inside reason-invalid-set. $count is the set's
# number of tiles.
reason-too-few-tiles = בצירוף צריכות להיות לפחות שלוש אבנים, ובצירוף הזה יש { $count }
reason-only-jokers = בצירוף צריכה להיות לפחות אבן ממוספרת אחת מלבד הג'וקרים
# "this one has two red 7s" (or "two jokers").
reason-group-repeats-colour = בקבוצה אסור שצבע יחזור, ובקבוצה הזו יש { $colour ->
        [joker] שני ג'וקרים
        [black] פעמיים { $number } שחור
        [blue] פעמיים { $number } כחול
        [orange] פעמיים { $number } כתום
       *[red] פעמיים { $number } אדום
    }
reason-group-too-large = בקבוצה יש לכל היותר ארבע אבנים, אחת מכל צבע, ובקבוצה הזו יש { $count }
reason-group-mixes-numbers = לכל האבנים בקבוצה צריך להיות אותו מספר
reason-run-repeats-number = בסדרה אסור שמספר יחזור, ובסדרה הזו יש { $colour ->
        [joker] שני ג'וקרים
        [black] פעמיים { $number } שחור
        [blue] פעמיים { $number } כחול
        [orange] פעמיים { $number } כתום
       *[red] פעמיים { $number } אדום
    }
reason-run-mixes-colours = כל האבנים בסדרה צריכות להיות באותו צבע
# $missing: how many numbers the run lacks; $jokers: how many jokers it has.
reason-run-has-gap = { $jokers ->
        [0] המספרים בסדרה צריכים להיות עוקבים, ובסדרה הזו { $missing ->
                [one] חסרה אבן אחת
                [two] חסרות שתי אבנים
               *[other] חסרות { $missing } אבנים
            }
        [1] המספרים בסדרה צריכים להיות עוקבים, ובסדרה הזו { $missing ->
                [one] חסרה אבן אחת
                [two] חסרות שתי אבנים
               *[other] חסרות { $missing } אבנים
            }, והג'וקר שלה לא מספיק כדי למלא את כולן
       *[other] המספרים בסדרה צריכים להיות עוקבים, ובסדרה הזו { $missing ->
                [one] חסרה אבן אחת
                [two] חסרות שתי אבנים
               *[other] חסרות { $missing } אבנים
            }, ו-{ $jokers } הג'וקרים שלה לא מספיקים כדי למלא את כולן
    }
reason-run-too-long = בסדרה יש לכל היותר 13 אבנים (מ-1 עד 13), ובסדרה הזו יש { $count }
reason-run-wraps = אחרי 13 לא בא 1: סדרה לא חוזרת להתחלה
reason-mixed-colours-and-numbers = האבנים אינן מספרים עוקבים באותו צבע (סדרה) וגם לא אותו מספר בצבעים שונים (קבוצה)

# Why a turn is refused.
reason-impossible-tiles = { $colour ->
        [joker] ג'וקר
        [black] { $number } שחור
        [blue] { $number } כחול
        [orange] { $number } כתום
       *[red] { $number } אדום
    } מופיע יותר מפעמיים על השולחן ועל המעמד יחד, ובקופסה יש רק שניים
# $set is the set's place on the table (1, 2, …). $reason names the message
# that says what is wrong with the set: keep the list of reasons as it is
# (each puts in that message).
reason-invalid-starting-table = צירוף { $set } שהיה על השולחן לפני התור ({ $tiles }) אינו תקין: { $reason ->
        [reason-too-few-tiles] { reason-too-few-tiles }
        [reason-only-jokers] { reason-only-jokers }
        [reason-group-repeats-colour] { reason-group-repeats-colour }
        [reason-group-too-large] { reason-group-too-large }
        [reason-group-mixes-numbers] { reason-group-mixes-numbers }
        [reason-run-repeats-number] { reason-run-repeats-number }
        [reason-run-mixes-colours] { reason-run-mixes-colours }
        [reason-run-has-gap] { reason-run-has-gap }
        [reason-run-too-long] { reason-run-too-long }
        [reason-run-wraps] { reason-run-wraps }
       *[reason-mixed-colours-and-numbers] { reason-mixed-colours-and-numbers }
    }
# "Set 2 (r7 r9 r10) is not valid: …". $set is the set's place on the table
# (1, 2, …). $reason names the message that says what is wrong with the set:
# keep the list of reasons as it is (each puts in that message).
reason-invalid-set = צירוף { $set } ({ $tiles }) אינו תקין: { $reason ->
        [reason-too-few-tiles] { reason-too-few-tiles }
        [reason-only-jokers] { reason-only-jokers }
        [reason-group-repeats-colour] { reason-group-repeats-colour }
        [reason-group-too-large] { reason-group-too-large }
        [reason-group-mixes-numbers] { reason-group-mixes-numbers }
        [reason-run-repeats-number] { reason-run-repeats-number }
        [reason-run-mixes-colours] { reason-run-mixes-colours }
        [reason-run-has-gap] { reason-run-has-gap }
        [reason-run-too-long] { reason-run-too-long }
        [reason-run-wraps] { reason-run-wraps }
       *[reason-mixed-colours-and-numbers] { reason-mixed-colours-and-numbers }
    }.
reason-table-tile-removed = { $colour ->
        [joker] הג'וקר
        [black] ה-{ $number } השחור
        [blue] ה-{ $number } הכחול
        [orange] ה-{ $number } הכתום
       *[red] ה-{ $number } האדום
    } היה על השולחן וחייב להישאר שם: אבנים אף פעם לא חוזרות מהשולחן למעמד.
reason-too-many-tiles = על השולחן יש יותר { $colour ->
        [joker] ג'וקרים
        [black] אבנים של { $number } שחור
        [blue] אבנים של { $number } כחול
        [orange] אבנים של { $number } כתום
       *[red] אבנים של { $number } אדום
    } ממה שהיו על השולחן ועל המעמד שלך יחד.
reason-unknown-tile = { $colour ->
        [joker] הג'וקר
        [black] ה-{ $number } השחור
        [blue] ה-{ $number } הכחול
        [orange] ה-{ $number } הכתום
       *[red] ה-{ $number } האדום
    } לא היה על השולחן וגם לא על המעמד שלך.
reason-rearranged-but-played-none = סידרת מחדש את השולחן אבל לא הנחת אף אבן מהמעמד; צריך להניח לפחות אבן אחת, או לקחת אבן מהקופה.
reason-no-tile-played = צריך להניח לפחות אבן אחת מהמעמד, או לקחת אבן מהקופה.
# $needed: the points the rules ask; $value: what the sets laid are worth.
reason-initial-meld-too-low = ההורדה הראשונה צריכה להיות שווה לפחות { $needed } נקודות, והצירופים האלה שווים { $value }.
reason-initial-meld-uses-table = בהורדה הראשונה מותר להשתמש רק באבנים מהמעמד שלך; אסור לקחת או לסדר מחדש את הצירוף { $tiles } שעל השולחן.
reason-initial-meld-touches-table = בהורדה הראשונה אסור להוסיף אבנים לצירוף { $tiles } שכבר על השולחן; מותר רק להוריד צירופים חדשים.
# $tiles: the set the joker was in.
reason-joker-replacement-not-from-rack = כדי לשחרר את הג'וקר מהצירוף { $tiles } צריך להחליף אותו באבן שהוא מייצג, מהמעמד שלך.
reason-freed-joker-needs-two-rack-tiles = ג'וקר משוחרר חייב להיכנס לצירוף חדש עם לפחות שתי אבנים מהמעמד שלך; הג'וקר מהצירוף { $tiles } לא נכנס כך.
# $tiles: the group; $missing: the tiles of the two colours it lacks.
reason-group-joker-needs-both-colours = את הג'וקר בקבוצה { $tiles } אפשר לשחרר רק כשמניחים את שתי האבנים החסרות ({ $missing }).
reason-joker-set-manipulated = לפי החוקים האלה צירוף עם ג'וקר יכול להשתנות רק בהחלפת הג'וקר, והצירוף { $tiles } שונה בדרך אחרת.

# Why the round or the match refuses an action. $id is a tile's number
# among the 106 (0 to 105).
reason-round-over = הסיבוב נגמר.
reason-duplicate-tile = אבן #{ $id } נמצאת על השולחן פעמיים.
reason-tile-not-available = אבן #{ $id } לא נמצאת על השולחן וגם לא על המעמד שלך.
reason-round-still-played = לא עכשיו: הסיבוב עדיין בעיצומו.
# $expected: what the game waits for, in English (rare).
reason-not-now = לא עכשיו: { $expected }.
reason-match-over = המשחק נגמר.
reason-not-in-these-rules = החוקים האלה לא מאפשרים את זה.

# Why a tile cannot be picked up or put there.
reason-table-before-initial-meld = לפני ההורדה הראשונה אפשר רק להוריד צירופים חדשים מהמעמד שלך.
reason-not-movable = אי אפשר להזיז את האבן הזו עכשיו.

## How to play: the rules actually chosen, examples judged by them, the
## questions players ask and the controls.

howto-title = איך משחקים
howto-back = חזרה
# $name: the rule set's name (a preset, or howto-custom-rules).
howto-rules-of-this-game = החוקים של המשחק הזה: { $name }
howto-custom-rules = חוקים מותאמים אישית
# $tiles: tiles dealt to each player; $direction: clockwise or counterclockwise;
# $box: classic (106 tiles), or xp (160 at five or six players, 106 at fewer).
howto-goal = המטרה: לרוקן את המעמד לפני כולם. { $box ->
        [xp] בחמישה או שישה שחקנים משחקים עם 160 אבנים: המספרים 1 עד 13 בארבעה צבעים, כל אבן שלוש פעמים, ועוד ארבעה ג'וקרים. בארבעה שחקנים או פחות משחקים עם 106 אבנים: כל אבן פעמיים, ועוד שני ג'וקרים.
       *[classic] במשחק יש 106 אבנים: המספרים 1 עד 13 בארבעה צבעים, כל אבן פעמיים, ועוד שני ג'וקרים.
    } כל שחקן מתחיל עם { $tiles } אבנים. התור עובר { $direction ->
        [clockwise] עם כיוון השעון
       *[counterclockwise] נגד כיוון השעון
    }.
# Headings.
howto-sets = צירופים
howto-sets-or-not = צירוף או לא?
howto-your-turn = התור שלך
howto-jokers = ג'וקרים, לפי החוקים האלה
howto-scoring = ניקוד
howto-questions = שאלות נפוצות
howto-controls = שליטה
howto-runs = סדרה היא שלוש אבנים או יותר באותו צבע, במספרים עוקבים. 1 הוא תמיד הנמוך ביותר; אחרי 13 לא בא 1.
howto-runs-wrap = סדרה היא שלוש אבנים או יותר באותו צבע, במספרים עוקבים. לפי החוקים האלה סדרה יכולה לחזור להתחלה: אחרי 13 יכול לבוא 1 (12 13 1 היא סדרה).
howto-group = קבוצה היא שלוש או ארבע אבנים עם אותו מספר, בצבעים שונים.
howto-joker = ג'וקר מחליף כל אבן שהצירוף שלו צריך.
# Under a row of example tiles. $value: the points the set is worth.
howto-example-valid = תקין, שווה { $value }
# Under a row of example tiles that is not a set. $reason names the message
# that says why: keep the list of reasons as it is.
howto-example-invalid = לא תקין: { $reason ->
        [reason-too-few-tiles] { reason-too-few-tiles }
        [reason-only-jokers] { reason-only-jokers }
        [reason-group-repeats-colour] { reason-group-repeats-colour }
        [reason-group-too-large] { reason-group-too-large }
        [reason-group-mixes-numbers] { reason-group-mixes-numbers }
        [reason-run-repeats-number] { reason-run-repeats-number }
        [reason-run-mixes-colours] { reason-run-mixes-colours }
        [reason-run-has-gap] { reason-run-has-gap }
        [reason-run-too-long] { reason-run-too-long }
        [reason-run-wraps] { reason-run-wraps }
       *[reason-mixed-colours-and-numbers] { reason-mixed-colours-and-numbers }
    }
# $points: the least the initial meld must be worth (0: no minimum).
howto-initial-meld = { $points ->
        [0] במהלך הראשון שלך, ההורדה הראשונה, מניחים רק צירופים חדשים מהמעמד שלך; בחוקים האלה אין ערך מינימלי.
       *[other] במהלך הראשון שלך, ההורדה הראשונה, מניחים רק צירופים חדשים מהמעמד שלך, ששווים יחד לפחות { $points } נקודות (ג'וקר שווה כמו האבן שהוא מחליף).
    }
howto-turn = אחר כך אפשר לסדר מחדש את כל השולחן: להאריך, לפצל, להחליף ולארגן מחדש צירופים, כל עוד בסוף כל צירוף תקין ולפחות אבן אחת הגיעה מהמעמד שלך. אם אי אפשר או לא רוצים לשחק, לוקחים אבן מהקופה; זה מסיים את התור.
howto-no-timer = אין שעון לתור.
# $secs: seconds a turn; $penalty: tiles drawn when the time runs out.
howto-timer = לכל תור יש { $secs } שניות. כשהזמן נגמר, השולחן חוזר למצבו הקודם, האבנים שלך חוזרות למעמד ולוקחים מהקופה { $penalty ->
        [1] אבן אחת
        [2] שתי אבנים
        [3] שלוש אבנים
       *[other] { $penalty } אבנים
    }.
# As howto-timer, when a table left invalid costs more: $invalid tiles.
howto-timer-invalid-costs-more = לכל תור יש { $secs } שניות. כשהזמן נגמר, השולחן חוזר למצבו הקודם, האבנים שלך חוזרות למעמד ולוקחים מהקופה { $penalty ->
        [1] אבן אחת
        [2] שתי אבנים
        [3] שלוש אבנים
       *[other] { $penalty } אבנים
    } ({ $invalid ->
        [1] אבן אחת
        [2] שתי אבנים
        [3] שלוש אבנים
       *[other] { $invalid } אבנים
    } אם השולחן נשאר לא תקין).
# A tournament clock's time for the match: whole minutes, or minutes and
# seconds; it fills $time of the two sentences after it ("לכל שחקן יש
# דקה אחת"). The short units as in time-minutes and options-timer-seconds.
howto-clock-time = { $minutes ->
        [one] דקה אחת
        [two] שתי דקות
       *[other] { $minutes } דקות
    }
howto-clock-time-seconds = { $minutes } דק' { $seconds } שנ'
# A tournament clock (Fischer): $time for the whole match, $bonus seconds
# added after every move.
howto-clock-fischer = לכל שחקן יש { $time } לכל המשחק, ועוד { $bonus } שניות אחרי כל מהלך.
# A tournament clock (Bronstein): the time a move took is given back, up
# to $bonus seconds.
howto-clock-bronstein = לכל שחקן יש { $time } לכל המשחק; אחרי כל מהלך הזמן שהמהלך לקח מוחזר לשעון, עד { $bonus } שניות.
howto-clock-lose = מי שהזמן שלו נגמר מפסיד במשחק.
howto-clock-revert = כשהזמן של שחקן נגמר, השולחן חוזר למצבו הקודם, השחקן לוקח מהקופה { $penalty ->
        [1] אבן אחת
        [2] שתי אבנים
       *[other] { $penalty } אבנים
    }, ומאותו רגע יש לו { $bonus } שניות לכל מהלך.
# The championship's deal: one joker each, then $rest tiles at random.
howto-joker-each = כל שחקן מקבל בחלוקה ג'וקר אחד ועוד { $rest } אבנים אקראיות, כך שבקופה לא נשאר אף ג'וקר.
howto-redeal-doubles = אם בחלוקה יש במעמד כלשהו שלושה זוגות (שתי אבנים זהות, שלוש פעמים), מערבבים את האבנים ומחלקים מחדש.
howto-unopened = מעמד שממנו לא בוצעה ההורדה הראשונה עולה { $could_not } נקודות במקום ערך האבנים שעליו, או { $could } נקודות אם היה אפשר לבצע אותה בתור האחרון של השחקן.
# $penalty: tiles drawn on giving up.
howto-giving-up = אם שינית את השולחן ואין דרך לסיים את התור, אפשר לוותר: השולחן חוזר למצבו הקודם ולוקחים מהקופה { $penalty ->
        [1] אבן אחת
        [2] שתי אבנים
        [3] שלוש אבנים
       *[other] { $penalty } אבנים
    }.
# The joker restrictions in force, each after a bullet.
howto-joker-from-rack = כדי לשחרר ג'וקר צריך להחליף אותו באבן שהוא מייצג מהמעמד שלך, לא מהשולחן.
howto-joker-two-rack-tiles = ג'וקר משוחרר חייב להיכנס לצירוף חדש עם לפחות שתי אבנים מהמעמד שלך.
howto-joker-both-colours = ג'וקר בקבוצה של שלוש משתחרר רק כשמניחים את שני הצבעים החסרים.
howto-joker-sets-locked = אסור לשנות צירוף עם ג'וקר, חוץ מהחלפת הג'וקר שבו.
# $joker: the points a joker left on a rack costs; $exhausted: lowest-value
# or fewest-tiles, who wins when the pool runs out.
howto-scoring-text = מי שמרוקן את המעמד מנצח בסיבוב ומקבל את ערך כל מה שנשאר על המעמדים של האחרים; כל אחד מהאחרים מפסיד את ערך מה שנשאר אצלו. ג'וקר שנשאר על המעמד עולה { $joker } נקודות. אם הקופה נגמרת ואף אחד לא יכול לשחק, { $exhausted ->
        [lowest-value] מנצח מי שערך המעמד שלו הנמוך ביותר
       *[fewest-tiles] מנצח מי שנשארו לו הכי מעט אבנים
    }.
# $length: players (as many rounds as players), rounds ($rounds rounds) or
# target (until someone reaches $points); $standings: score or rounds-won.
howto-match = { $length ->
        [players] משחק כולל סיבובים כמספר השחקנים
        [rounds] משחק כולל { $rounds } סיבובים
       *[target] משחק נמשך עד שמישהו מגיע ל-{ $points } נקודות
    }; { $standings ->
        [score] מנצח מי שצבר את הניקוד הכולל הגבוה ביותר.
       *[rounds-won] מנצח מי שניצח בהכי הרבה סיבובים, ובתיקו מכריע הניקוד הכולל.
    }
howto-q-joker-in-meld = אפשר להשתמש בג'וקר בהורדה הראשונה?
howto-a-joker-in-meld = כן, בערך של האבן שהוא מחליף.
howto-q-draw = חייבים לקחת אבן בכל תור?
howto-a-draw = רק כשלא מניחים אבנים.
howto-q-take-back = אפשר להחזיר אבן מהשולחן למעמד?
howto-a-take-back = אף פעם. אפשר להחזיר רק אבן שהנחת בתור הזה, לפני הלחיצה על סיום.
howto-q-meld-table-tiles = אפשר להשתמש באבנים מהשולחן בהורדה הראשונה?
howto-a-meld-table-tiles = לא: רק אבנים מהמעמד שלך, בצירופים חדשים.
howto-q-drawn-tile = אפשר להניח אבן שלקחתי הרגע?
howto-a-drawn-tile = לא באותו תור: לקיחת אבן מסיימת אותו.
howto-q-free-joker = איך משחררים ג'וקר?
howto-a-free-joker = אחרי ההורדה הראשונה, מסדרים את השולחן כך שהצירוף של הג'וקר יישאר תקין גם בלעדיו (לרוב בעזרת האבן שהוא החליף), ואז משתמשים בג'וקר בצירוף אחר באותו תור.
# The key names (Enter, D, Backspace, Ctrl+Z, R, H, G, S, Esc, F, M,
# N, 0, + and -) are the keyboard's: keep them; say Space as your language names that key.
howto-controls-text = גוררים אבנים בעכבר או באצבע, או מקישים: הקשה מרימה אבן, והקשה על צירוף, על לבד פנוי או על המעמד מניחה אותה שם; לחיצה ארוכה (או Ctrl/Shift ולחיצה) מרימה כמה אבנים. כדי להזיז צירוף שלם גוררים אותו בקו המתאר שלו; צירוף שהונח על לבד פנוי נשאר במקום שבו הונח. צביטה, גלגלת העכבר או + / - מגדילים ומקטינים את השולחן (0 מציג את כולו), וגרירה על לבד פנוי מזיזה אותו. הקשה על הקופה לוקחת אבן. בזמן שאחרים משחקים אפשר לסדר את המעמד. מקשים: Enter סיום, D לקיחת אבן, Backspace או Ctrl+Z ביטול, R איפוס, H רמז, G / S מיון המעמד, Esc תפריט. בלי עכבר: ⬅/➡ זזים לאורך המעמד, ⬆ עולה לשולחן (ואז ⬅/➡ בוחרים צירוף) ו-⬇ חוזר למעמד, מקש הרווח בוחר את האבן או הצירוף שמתחת לסמן, M מעביר את הבחירה אל הצירוף שנבחר ו-N הופך אותה לצירוף חדש. בזמן שהמחשבים משחקים, מקש הרווח או F מזרזים אותם.
# The keys that ask the table a question, answered aloud (for a screen
# reader, and on the web page's accessible copy too). Keep the key letters.
howto-controls-ask = כדי לשמוע מה קורה במשחק בכל רגע: A חוזר על ההודעה האחרונה, Q משמיע את ההודעות האחרונות, W אומר של מי התור, T כמה זמן נשאר, Y מה יש במעמד שלך, B מה יש על השולחן, C כמה אבנים ונקודות יש לכל שחקן וכמה אבנים יש בקופה, L מה היה המהלך האחרון.
