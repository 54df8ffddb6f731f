# Tilemeld: online (Hebrew)

## Play online (create a room or join one)

online-title = משחק ברשת
online-intro = משחקים עם חברים במכשירים אחרים. השרת מחלק את האבנים, בודק כל מהלך ושומר על המשחק אם מישהו מתנתק.
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
lobby-invite = חברים מצטרפים עם { $code }: משחק ברשת, ואז קוד הזמנה.
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
servererror-bad-name = אי אפשר להשתמש בשם הזה: הוא ריק, ארוך מדי או נראה כמו שם של מחשב. כדאי לבחור שם אחר.
servererror-queue-full = יותר מדי שחקנים ממתינים כרגע. כדאי לנסות שוב בעוד דקה.
servererror-other-server = החדר הזה משוחק כרגע דרך שרת אחר. כדאי לנסות שוב בעוד רגע.
