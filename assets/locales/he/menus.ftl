# Tilemeld: menus (Hebrew)

## The main menu

main-tagline = סדרות · קבוצות · סידור השולחן מחדש
main-continue = המשך
main-new-game = משחק חדש
main-play-online = משחק ברשת
main-learn = ללמוד לשחק
main-daily-puzzle = החידה היומית
main-replays = צפייה חוזרת
main-settings = הגדרות
main-how-to-play = איך משחקים
main-quit = יציאה
main-offer-title = פעם ראשונה במשחק?
main-offer-text = אפשר ללמוד אותו על השולחן ב-{ $lessons } שיעורים קצרים (בערך { $minutes } דקות).
main-offer-start = להתחיל בשיעור 1
main-offer-no = לא, תודה

## Shared by the menus

menu-back = חזרה

## New game (the form for a game on this device, or for a new online room)

newgame-title = משחק חדש
newgame-title-online = חדר חדש ברשת
newgame-players = שחקנים
# Over the players, when the form makes an online room.
newgame-online-seats = המקום הראשון של שחקן אנושי הוא שלך; חברים שמצטרפים עם הקוד יתפסו את שאר המקומות.
# Over the players' rows on a phone: what the two columns hold.
newgame-players-columns = שם · אדם או רמת מחשב
# A seat's kind, in a list beside the player's name (the phone's list is
# narrow: there the computer levels are the levels' own names).
newgame-kind-human = אדם
newgame-kind-computer-easy = מחשב: קל
newgame-kind-computer-medium = מחשב: בינוני
newgame-kind-computer-hard = מחשב: קשה
newgame-kind-computer-greedy = מחשב: חמדן
newgame-kind-computer-master = מחשב: מאסטר
newgame-kind-online = שחקן ברשת
# The same on a phone: a narrow list.
newgame-kind-online-short = ברשת
newgame-remove = הסרה
newgame-remove-hover = להסיר את השחקן הזה
newgame-add-player = הוספת שחקן
newgame-xp-seats = בחמישה או שישה שחקנים משחקים לפי חוקי XP, עם 160 אבנים.
newgame-preset-too-few-tiles = אין מספיק אבנים לחמישה או שישה שחקנים
newgame-preset-two-players = לשני שחקנים בלבד
newgame-rules = חוקים
# A section that opens to show every rule, one by one.
newgame-every-option = כל אפשרויות החוקים
# The number that decides the deal.
newgame-seed = מספר חלוקה
newgame-new-seed = מספר חדש
newgame-seed-hint = אותו מספר נותן את אותה חלוקה
newgame-create-room = יצירת חדר
newgame-start = התחלה
newgame-room-needs-human = בחדר ברשת צריך להיות מקום של אדם, בשבילך.
# The name the host goes by in an online room when none was typed.
newgame-host-name = מארח
newgame-seed-not-number = מספר החלוקה צריך להיות מספר שלם, למשל 12345.
newgame-name-needed = לכל שחקן צריך להיות שם.
# The game could not be started: $why is the rules' own reason (in English).
newgame-cannot-start = { $why }

## Every rule option (a grid: a name, and its control)

options-tiles-dealt = אבנים בחלוקה
options-initial-meld = הורדה ראשונה
# After the number on a slider, as in "30 points" (a space is put before it).
options-unit-points = נקודות
options-turn-timer = שעון לתור
# The turn timer is off.
options-timer-off = כבוי
# A turn timer of $secs seconds (30, 60 or 120), short.
options-timer-seconds = { $secs } שנ'
options-wrap-runs = אחרי 13 בא שוב 1
# What a joker left on a rack counts against its player (30 or 25).
options-joker-penalty = ג'וקר שנשאר על המעמד
options-joker-replacement = החלפת ג'וקר באבן מהמעמד
options-freed-joker = ג'וקר משוחרר עם שתי אבנים מהמעמד
options-group-joker = ג'וקר בקבוצה: צריך את שני הצבעים
options-joker-sets-locked = צירופים עם ג'וקר נעולים
# Tiles drawn when a turn's time runs out.
options-timeout-penalty = עונש כשהזמן נגמר
# After the number on a slider, as in "2 tiles" (a space is put before it).
options-unit-tiles = אבנים
# The penalty when time runs out and the table is left invalid (the line
# under the time-out penalty).
options-timeout-invalid-penalty = … כשהשולחן נשאר לא תקין
options-invalid-turn-penalty = ויתור על תור לא תקין
# Who wins when the pool is empty and nobody can play.
options-empty-pool = קופה ריקה: המנצח
options-lowest-value = הערך הנמוך ביותר במעמד
options-fewest-tiles = הכי מעט אבנים
options-match-length = אורך המשחק
# The match's length: one round for each player, a number of rounds, or
# up to a score.
options-round-per-player = סיבוב לכל שחקן
options-rounds = סיבובים
options-to-a-score = עד ניקוד מסוים
options-standings = סדר המקומות
options-by-score = לפי ניקוד
options-by-rounds-won = לפי ניצחונות בסיבובים
options-direction = כיוון המשחק
options-clockwise = עם כיוון השעון
options-counterclockwise = נגד כיוון השעון

## Settings

settings-title = הגדרות
settings-music = מוזיקה
settings-effects = אפקטים
settings-sound = צליל
settings-mute = להשתיק הכול
settings-animation = אנימציה
# Under the animation speed slider: slow at the left, fast at the right.
settings-animation-speed = רגוע … זריז
# Animation: no motion at all.
settings-instant = מיידי
settings-colour-blind = מצב עיוורון צבעים
settings-colour-blind-symbols = סמל לכל צבע
# Animation: no confetti or shaking; tiles fade to their place.
settings-reduce-motion = פחות תנועה
settings-tile-colours = צבעי האבנים
settings-tile-colours-classic = קלאסי
settings-tile-colours-colour-blind = עיוורון צבעים (Okabe–Ito)
settings-tile-colours-low-vision = ללקויי ראייה (ירוק, מודגש)
settings-size = גודל האבנים והטקסט
settings-size-small = קטן
settings-size-normal = רגיל
settings-size-large = גדול
settings-size-larger = גדול יותר
settings-high-contrast = ניגודיות גבוהה
settings-high-contrast-detail = לבד כהה, קווי מתאר לבנים
settings-language = שפה
# In the language list: follow the system's (the browser's) language. The
# other entries are each language's own name.
settings-language-system = שפת המערכת
settings-statistics = סטטיסטיקה
settings-stats-won = ניצחונות בסיבובים: { $rounds } מתוך { $rounds_played } · ניצחונות במשחקים: { $matches } מתוך { $matches_played }
# Rounds against one computer level. $level is easy, medium, hard, greedy or master.
settings-stats-against = נגד מחשב { $level ->
        [easy] ברמה קלה
        [medium] ברמה בינונית
        [hard] ברמה קשה
        [master] ברמת מאסטר
       *[greedy] חמדן
    }: ניצחת ב-{ $won } מתוך { $played } סיבובים
# $points is signed: +35, -12.
settings-stats-best-round = הסיבוב הטוב ביותר: { $points } נקודות

## The pause menu over a game

# The button over the table that opens the pause menu (little room).
pause-menu = תפריט
pause-menu-hover = השהיה ופתיחת התפריט (Esc)
pause-title = המשחק מושהה
# $level is the puzzle's level (Easy, Medium, Hard); $date like 2026-11-26.
pause-daily-puzzle = החידה היומית · { $level } · { $date }
# The round being played, and the number that dealt the game.
pause-round = סיבוב { $round } · מספר חלוקה { $seed }
pause-resume = המשך (Esc)
pause-settings = הגדרות
pause-how-to-play = איך משחקים
pause-quit = יציאה לתפריט
pause-save-and-quit = שמירה ויציאה לתפריט
# Online, as a player: the seat is kept on the server (Your games brings the player back).
pause-step-away = יציאה לתפריט, המקום נשמר
# Online: for good; a computer plays the seat, and a rated game counts as a loss.
pause-leave-game = עזיבת המשחק

## Daily puzzles

puzzles-title = חידות יומיות
# $date like 2026-11-26.
puzzles-intro = { $date }: להניח את כל האבנים שבמעמד בתור אחד. היום כולם פותרים את אותן חידות.
# A level solved today: $level (Easy, Medium, Hard) and the time it took,
# like 2:05.
puzzles-solved = ✔ { $level } · { $time }
puzzles-easy-hint = צריך לשנות צירוף אחד על השולחן
puzzles-medium-hint = צריך לשנות שני צירופים על השולחן
puzzles-hard-hint = צריך לשנות שלושה צירופים או יותר על השולחן
# The puzzle could not be made: $why is the game's own reason (in English).
puzzles-cannot-open = { $why }

## Replays (finished matches kept to watch again)

replays-title = צפייה חוזרת
replays-intro = { $count ->
        [one] המשחק האחרון שהסתיים.
        [two] שני המשחקים האחרונים שהסתיימו, מהחדש לישן.
       *[other] { $count } המשחקים האחרונים שהסתיימו, מהחדש לישן.
    }
replays-empty = עדיין אין משחקים שהסתיימו: כל משחק יישמר כאן כשייגמר.
# A kept match: $date like 2026-11-26 (or ?), $players the players' names
# and $winners the winners' names, each list joined with commas.
replays-match = { $date } · { $players } · ניצחון: { $winners }
# The same, for a match that no longer replays: $why is the game's own
# reason (in English).
replays-match-unplayable = { $date } · { $players } · אין מנצח (אי אפשר להציג אותו שוב: { $why })
replays-watch = צפייה
replays-export = ייצוא
replays-export-hover = לשמור כקובץ כדי לשלוח
# Beside a field where the player types a file's path.
replays-import-label = ייבוא קובץ משחק:
replays-import = ייבוא
# Opens the browser's file picker.
replays-import-pick = ייבוא קובץ משחק…
# $why is the system's own reason (in English).
replays-cannot-read = לא יובא: אי אפשר לקרוא את { $path }: { $why }
# $why is the game's own reason the file was refused (in English).
replays-not-imported = לא יובא: { $why }
replays-imported = המשחק יובא ומופיע בראש הרשימה.
# $why is the system's own reason (in English).
replays-imported-unsaved = יובא, אבל לא ניתן היה לשמור את הרשימה: { $why }
replays-cannot-watch = אי אפשר לצפות בו: { $why }
# $path is where the match file was written.
replays-written = נשמר בנתיב { $path }
replays-cannot-write = אי אפשר לכתוב אל { $path }: { $why }
# $name is the match file's name, in the browser's downloads.
replays-downloaded = הורד בשם { $name }
replays-cannot-download = אי אפשר להוריד אותו: { $why }
replays-no-folder = אי אפשר להוריד אותו: אין תיקייה לשמור בה
# The browser's own reason its file picker did not open (in English).
replays-cannot-pick = { $why }
replays-type-path = אפשר גם להקליד את נתיב הקובץ

## Stored files (settings, the saved game, the finished matches): problems
## told on the main menu and on the table

# A stored file could not be read at all. $doc names it (settings,
# saved-game, replays, online-seat, online-player); $problem is browser (the browser
# refused) or system, when $detail is the path and the system's own reason
# (in English).
storage-unreadable = לא ניתן היה לקרוא את { $doc ->
        [settings] ההגדרות
        [saved-game] המשחק השמור
        [replays] רשימת המשחקים שהסתיימו
        [online-player] השחקן שלך ברשת
       *[online-seat] המקום בחדר ברשת
    }: { $problem ->
        [browser] הדפדפן סירב לקרוא מהאחסון שלו
       *[system] { $detail }
    }.
# A stored file does not read and is set aside. $doc as above. $problem:
# not-tilemeld or damaged ($detail is the reader's own reason, in
# English), or other-version ($found and $reads are format numbers).
# $kept says what became of the bad copy: moved or local-storage ($place
# is its new file or key), storage-full, not-moved ($error is the system's
# reason, in English), or none.
storage-set-aside = לא ניתן היה לקרוא את { $doc ->
        [settings] ההגדרות
        [saved-game] המשחק השמור
        [replays] רשימת המשחקים שהסתיימו
        [online-player] השחקן שלך ברשת
       *[online-seat] המקום בחדר ברשת
    }: { $problem ->
        [not-tilemeld] זה לא קובץ של Tilemeld ({ $detail })
        [other-version] הקובץ נכתב בגרסה אחרת של Tilemeld (פורמט { $found }, הגרסה הזו קוראת פורמט { $reads })
       *[damaged] הקובץ פגום ({ $detail })
    }. { $kept ->
        [moved] העותק הפגום נשמר בשם { $place }.
        [local-storage] העותק הפגום נשמר ב-localStorage בשם { $place }.
        [storage-full] לא ניתן היה להעביר את העותק הפגום הצידה (האחסון מלא?); הוא נשאר במקומו.
        [not-moved] לא ניתן היה להעביר את העותק הפגום הצידה ({ $error }); הוא נשאר במקומו.
       *[none] {""}
    }
# The settings could not be read at all (see storage-unreadable), and the
# defaults are used.
storage-settings-unreadable = לא ניתן היה לקרוא את ההגדרות: { $problem ->
        [browser] הדפדפן סירב לקרוא מהאחסון שלו
       *[system] { $detail }
    }. בינתיים משתמשים בהגדרות ברירת המחדל; שינויים לא נשמרים, כדי שהקובץ לא יאבד.
# The settings do not read (see storage-set-aside), and the defaults are
# used: for good when the bad copy is out of the way, else for now.
storage-settings-set-aside = לא ניתן היה לקרוא את ההגדרות: { $problem ->
        [not-tilemeld] זה לא קובץ של Tilemeld ({ $detail })
        [other-version] הקובץ נכתב בגרסה אחרת של Tilemeld (פורמט { $found }, הגרסה הזו קוראת פורמט { $reads })
       *[damaged] הקובץ פגום ({ $detail })
    }. { $kept ->
        [moved] העותק הפגום נשמר בשם { $place }. משתמשים בהגדרות ברירת המחדל.
        [local-storage] העותק הפגום נשמר ב-localStorage בשם { $place }. משתמשים בהגדרות ברירת המחדל.
        [storage-full] לא ניתן היה להעביר את העותק הפגום הצידה (האחסון מלא?); הוא נשאר במקומו. בינתיים משתמשים בהגדרות ברירת המחדל; שינויים לא נשמרים, כדי שהקובץ לא יאבד.
        [not-moved] לא ניתן היה להעביר את העותק הפגום הצידה ({ $error }); הוא נשאר במקומו. בינתיים משתמשים בהגדרות ברירת המחדל; שינויים לא נשמרים, כדי שהקובץ לא יאבד.
       *[none] בינתיים משתמשים בהגדרות ברירת המחדל; שינויים לא נשמרים, כדי שהקובץ לא יאבד.
    }
# The saved game's moves do not lead to it: $why is the game's own reason
# (in English). $kept and its variables as in storage-set-aside.
storage-game-inconsistent = המשחק השמור אינו עקבי ({ $why }) ואי אפשר להמשיך אותו. { $kept ->
        [moved] העותק הפגום נשמר בשם { $place }.
        [local-storage] העותק הפגום נשמר ב-localStorage בשם { $place }.
        [storage-full] לא ניתן היה להעביר את העותק הפגום הצידה (האחסון מלא?); הוא נשאר במקומו.
        [not-moved] לא ניתן היה להעביר את העותק הפגום הצידה ({ $error }); הוא נשאר במקומו.
       *[none] {""}
    }
# $why is the system's own reason (in English), in this and the next two.
storage-game-not-saved = לא ניתן היה לשמור את המשחק: { $why }.
storage-settings-not-saved = לא ניתן היה לשמור את ההגדרות: { $why }.
storage-match-not-kept = לא ניתן היה לשמור את המשחק שהסתיים: { $why }.
# A match file picked in the browser: $size and $max are in bytes.
storage-import-too-big = לא יובא: גודל הקובץ { $size } בתים, וקובץ משחק הוא לכל היותר { $max } בתים
storage-import-not-text = לא יובא: הקובץ אינו קובץ טקסט
# $why is the browser's own reason (in English).
storage-import-failed = לא יובא: { $why }

## Default names

# The player's own seat in a first game (a name: short; the player can
# change it in New game).
newgame-name-you = אני
newgame-name-player = שחקן { $number }
# The second person's seat when an online room is made for friends.
newgame-name-friend = חבר
