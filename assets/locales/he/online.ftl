# Tilemeld: online (Hebrew)

## Play online (create a room or join one)

online-title = משחק ברשת
online-intro = משחקים עכשיו מול כל אחד, או עם חברים במכשירים אחרים. השרת מחלק את האבנים, בודק כל מהלך ושומר על המשחק אם מישהו מתנתק.
# A label before the text field for the player's name.
online-your-name = השם שלך
# A label before the text field for the server's address (not shown in a browser).
online-server = שרת
online-create-room = יצירת חדר
# A label before the text field for a room's six-letter code.
online-invite-code = קוד הזמנה
# The button by the invite code field.
online-join-room = הצטרפות
online-back = חזרה
# KQMZTR is an example code: keep it as it is (codes are Latin letters).
online-bad-code = קוד הזמנה הוא שש אותיות, למשל KQMZTR.
online-need-name = קודם צריך לבחור שם.
# Coming back to the game, the seat this device held cannot be taken again.
online-room-gone = החדר שהיית בו כבר לא קיים, או שהמקום שלך נמסר למישהו אחר.
# A seat stepped away from (Menu, Back to the menu): $code is the room's code.
online-back-to-game = חזרה למשחק שלך: { $code }

## Play online: the tabs along its top

online-tab-quick = משחק מהיר
online-tab-friends = עם חברים
online-tab-my-games = המשחקים שלך
online-tab-watch = צפייה
online-tab-leaderboard = טבלת הדירוג

## Quick match: a table with whoever is waiting

quick-intro = משחקים מול מי שמחכה לאותו שולחן. את המקומות שאף אחד לא תופס ממלאים מחשבים, שמסומנים כמחשבים.
quick-rules = חוקים
quick-players = שחקנים
# How long each player has for a move.
quick-pace = קצב
quick-pace-live = בזמן אמת
# $hours is 12, 24 or 72.
quick-pace-hours = { $hours ->
        [24] יום למהלך
        [72] שלושה ימים למהלך
       *[other] { $hours } שעות למהלך
    }
# How long to wait for other players before computers take the empty seats.
quick-wait = מחשבים נכנסים אחרי
# $secs is a number of seconds (20, 60, 120).
quick-wait-secs = { $secs ->
        [60] דקה
        [120] שתי דקות
       *[other] { $secs } שניות
    }
quick-find = חיפוש משחק
quick-looking = מחפשים שחקנים…
# $rules is the rules' name, $players a number, $pace the pace (as above).
quick-looking-for = { $rules } · { $players } שחקנים · { $pace }
# $waited is a time such as 0:07.
quick-waited = זמן המתנה: { $waited }
# $secs is a number of seconds.
quick-fill-in = מחשבים ימלאו את המקומות הפנויים { $secs ->
        [one] בעוד שנייה.
       *[other] בעוד { $secs } שניות.
    }
quick-cancel = ביטול
# One line, always shown under Find a game. $secs is the seconds a seat waits for its player.
quick-fair-play = משחק הוגן: אם התנתקת, המקום שלך מחכה { $secs } שניות, ואז המחשב משחק בו. משחק מדורג שעזבת נחשב להפסד שלך, אף פעם לא להפסד של האחרים.
quick-over-days = במשחק שנמשך כמה ימים אף אחד לא משחק במקומך: כשהזמן שלך נגמר, מתווספת למעמד שלך אבן מהקופה והמשחק ממשיך. אפשר למצוא אותו שוב בלשונית "המשחקים שלך".

## Who you play as online

# $name is the player's name.
player-you = השחקן שלך הוא { $name }.
player-none = שחקן ייווצר בשבילך בחיפוש המשחק הראשון. אין צורך להירשם.
player-recovery-title = קוד השחזור שלך
player-recovery-note = כדאי לרשום אותו: הוא מעביר אותך, את המשחקים שלך ואת הדירוגים שלך למכשיר אחר.
player-recovery-show = הצגת קוד השחזור שלך
player-recovery-hide = הסתרה
player-recover = להמשיך עם השחקן שלך ממכשיר אחר
# The button by the recovery code field.
player-recover-use = שימוש
online-player-unknown = השרת הזה כבר לא מכיר את השחקן שלך. אפשר לחפש משחק ולשחק כשחקן חדש.
online-recovery-unknown = לאף שחקן אין את קוד השחזור הזה.

## Your games: the games you are in, with whose turn it is

mygames-none = כרגע אין לך אף משחק.
mygames-refresh = רענון
mygames-your-turn = התור שלך
mygames-their-turn = התור של שחקן אחר
mygames-waiting = עוד לא התחיל
mygames-over = נגמר
# $left is a time such as 11 h or 3 min.
mygames-left = נשארו { $left }
mygames-open = פתיחה
# A time left: $h hours, $m minutes.
time-hours = { $h } שע'
time-minutes = { $m } דק'

## Watch: public games being played

watch-intro = משחקים שמתנהלים עכשיו. רואים את השולחן, אף פעם לא את האבנים של שחקן; החלוקה מוצגת כשהמשחק נגמר.
watch-none = כרגע לא מתנהל אף משחק ציבורי.
watch-button = צפייה
# $rules is the rules' name.
watch-rated = מדורג, { $rules }
watch-friendly = ידידותי
# Shown on the table while watching.
watch-banner = צפייה: האבנים של השחקנים לא מוצגות.
watch-stop = הפסקת הצפייה

## Leaderboard

leaderboard-rank = מיקום
leaderboard-name = שחקן
leaderboard-rating = דירוג
leaderboard-games = משחקים
leaderboard-empty = עדיין לאף אחד אין דירוג לפי החוקים האלה.
# $rank is a place, $rating a number.
leaderboard-you = המיקום שלך: { $rank }, הדירוג שלך: { $rating }
leaderboard-you-none = עדיין אין לך דירוג לפי החוקים האלה.
# After a rating that is still provisional (few games played).
rating-provisional = זמני
# A player's latest rated games, under the leaderboard. $name is the player's name.
recent-title = המשחקים המדורגים האחרונים של { $name }
recent-none = עדיין אין משחקים מדורגים.
# $place is the player's place in that game (1 is the winner).
recent-place = { $place ->
        [1] ניצחון
       *[other] מיקום { $place }
    }
# After the place, when the player left that game.
recent-left = עזיבת המשחק

## A rated game's end: each player's rating change

# $name is a player's name, $before and $after ratings, $change a signed number (+23, −8).
rating-change = { $name }: { $before } ⬅ { $after } ({ $change })
rating-title = דירוגים

## A rated game's end: its deal checked
deal-check-button = לבדוק את החלוקה הזאת
# The server revealed a secret at the match's end; when the match began it published a fingerprint of it.
deal-check-fair = החלוקה תקינה: הסוד שהשרת חשף בסוף תואם את טביעת האצבע שפרסם בתחילת המשחק.
# $rounds is how many rounds' tiles were checked.
deal-check-fair-racks = החלוקה תקינה: הסוד שהשרת חשף בסוף תואם את טביעת האצבע שפרסם בתחילת המשחק, ומחלק בדיוק את האבנים שקיבלת. סיבובים שנבדקו: { $rounds }.
deal-check-bad-commitment = החלוקה לא תקינה: הסוד שהשרת חשף בסוף לא תואם את טביעת האצבע שפרסם בתחילת המשחק.
# $round is a round's number (1 is the first).
deal-check-bad-rack = החלוקה לא תקינה: לפי הסוד שהשרת חשף, בסיבוב { $round } היו צריכות להגיע אליך אבנים אחרות מאלה שקיבלת.

## Reactions at the table (a fixed set: no free text)

react-button = תגובה
react-hello = שלום!
react-good-luck = בהצלחה!
react-well-played = שיחקת יפה!
react-thanks = תודה!
react-oops = אופס!
react-wow = וואו!
react-thinking = רק רגע…
react-good-game = משחק טוב!
# $name is a player's name; the reaction follows.
react-said = { $name }: { $reaction }
react-mute = השתקת תגובות
# $name is a player's name: a toggle that hides their reactions.
react-mute-seat = השתקת { $name }

## The window's title while it is your turn online

title-your-turn = התור שלך · Tilemeld

## What each other player's seat is, in small type on the seat at the top of the table (little room)

online-tag-online = ברשת
online-tag-away = לא כאן
# A player dropped out and a computer plays their seat until they are back.
online-tag-stand-in = לא כאן: המחשב משחק
online-tag-computer = מחשב

## The lobby: the room's seats fill until the host starts

# Over the room's code, in large letters.
lobby-title = חדר
# $code is the room's six-letter code; "Play online" and "Invite code" are
# the names of the button on the main menu and of the field on its screen.
lobby-invite = חברים מצטרפים עם הקוד { $code }: ב"משחק ברשת", ואז ב"קוד הזמנה".
# In a browser. $link is this page's address with the room's code in it.
lobby-invite-link = חברים מצטרפים עם הקוד הזה, או עם הקישור { $link }
# In place of a name, for a seat nobody has taken yet.
lobby-waiting-player = מחכים לשחקן…
# Tags after a seat's name (short).
lobby-tag-away = לא כאן
lobby-tag-host = מארח
lobby-tag-computer = מחשב
# The host's button to free another player's seat (small).
lobby-remove = הסרה
lobby-remove-hint = לפנות את המקום הזה למישהו אחר
lobby-start = התחלה
lobby-waiting-seats = מחכים שכל המקומות יתמלאו…
lobby-host-starts = המארח מתחיל את המשחק.
lobby-leave = יציאה מהחדר

## The connection to the server

conn-connecting = מתחברים…
conn-reconnecting = מתחברים מחדש…
# $why is the network's own reason, in English (a technical detail).
conn-no-server = אין חיבור לשרת: { $why }
# A banner over the table while the connection is being made again.
conn-lost = החיבור נותק. מתחברים מחדש…
# $attempt is the number of this attempt (2, 3, …).
conn-lost-retry = החיבור נותק. מתחברים מחדש (ניסיון { $attempt })… המקום שלך נשמר לדקה, ואחר כך המחשב משחק בו עד שחוזרים.
conn-not-connected = אין חיבור לחדר.

## The server's errors, as the player reads them (on the Play online screen, in the lobby, or in a note on the table)

# A request the server could not read or accept (a bad value, a room the rules cannot deal).
servererror-bad-message = השרת לא יכול לקבל את הבקשה הזו.
servererror-too-large = ההודעה הזו גדולה מדי בשביל השרת.
# Too many wrong codes or new rooms from this network address.
servererror-throttled = יותר מדי ניסיונות מהכתובת שלך. כדאי לחכות דקה ולנסות שוב.
servererror-no-room = אין חדר עם הקוד הזה, או שהוא כבר נסגר.
servererror-room-full = כל המקומות בחדר הזה תפוסים.
# The seat this device held is no longer its own.
servererror-bad-token = למכשיר הזה כבר אין מקום בחדר הזה.
servererror-not-host = רק המארח יכול לעשות את זה.
# Starting twice, joining a match that has begun, a move in the lobby.
servererror-wrong-phase = אי אפשר לעשות את זה בשלב הזה של המשחק.
servererror-not-your-turn = זה לא התור שלך.
# The move was about the game as it stood before another move arrived.
servererror-stale = המשחק התקדם לפני שהמהלך שלך הגיע. אפשר לנסות שוב.
# The rules refused a move sent to the server.
servererror-refused = החוקים לא מתירים את המהלך הזה.
servererror-storage = השרת לא הצליח לשמור את זה, ולכן שום דבר לא השתנה. אפשר לנסות שוב.
servererror-replaced = המקום שלך נפתח בכרטיסייה אחרת או במכשיר אחר.
servererror-removed = המארח הוציא אותך מהחדר.
servererror-no-player = קודם צריך להתחבר כשחקן.
servererror-bad-name = אי אפשר להשתמש בשם הזה: הוא ריק, ארוך מדי, יש בו תווים שאינם נראים או שאין בו אף אות, או שהוא נראה כמו שם של מחשב. כדאי לבחור שם אחר.
servererror-queue-full = יותר מדי שחקנים ממתינים כרגע. כדאי לנסות שוב בעוד דקה.
servererror-other-server = החדר הזה משוחק כרגע דרך שרת אחר. כדאי לנסות שוב בעוד רגע.
servererror-signed-out = השחקן שלך הועבר למכשיר אחר בעזרת קוד השחזור, ולכן המכשיר הזה נותק. כדי לשחק כאן שוב עם השחקן שלך, צריך להקליד את קוד השחזור.
# A tournament (event) that does not exist, or a club's event and the
# wrong invite code.
servererror-no-event = אין טורניר כזה. כדאי לבדוק את הקוד.
# The event takes no more players: it is over, full, or every round of it
# has begun.
servererror-event-closed = הטורניר הזה לא מקבל שחקנים כרגע.
