# Tilemeld: online (Turkish)

## Play online (create a room or join one)

online-title = Çevrimiçi oyna
online-intro = Başka cihazlardaki arkadaşlarınla oyna. Taşları sunucu dağıtır, her hamleyi denetler ve bağlantısı kopan olursa oyunu korur.
# A label before the text field for the player's name.
online-your-name = Adın
# A label before the text field for the server's address (not shown in a browser).
online-server = Sunucu
online-create-room = Oda kur
# A label before the text field for a room's six-letter code.
online-invite-code = Davet kodu
# The button by the invite code field.
online-join-room = Katıl
online-back = Geri
# KQMZTR is an example code: keep it as it is (codes are Latin letters).
online-bad-code = Davet kodu altı harftir, örneğin KQMZTR.
online-need-name = Önce kendine bir ad ver.
# Coming back to the game, the seat this device held cannot be taken again.
online-room-gone = Bulunduğun oda kapanmış ya da yerin başkasına bırakılmış.

## What each other player's seat is, in small type on the seat at the top of the table (little room)

online-tag-online = çevrimiçi
online-tag-away = uzakta
# A player dropped out and a computer plays their seat until they are back.
online-tag-stand-in = uzakta: bilgisayar oynuyor
online-tag-computer = bilgisayar

## The lobby: the room's seats fill until the host starts

# Over the room's code, in large letters.
lobby-title = Oda
# $code is the room's six-letter code; "Play online" and "Invite code" are
# the names of the button on the main menu and of the field on its screen.
lobby-invite = Arkadaşların { $code } koduyla katılır: Çevrimiçi oyna, ardından Davet kodu.
# In a browser. $link is this page's address with the room's code in it.
lobby-invite-link = Arkadaşların bu kodla ya da şu bağlantıyla katılır: { $link }
# In place of a name, for a seat nobody has taken yet.
lobby-waiting-player = oyuncu bekleniyor…
# Tags after a seat's name (short).
lobby-tag-away = uzakta
lobby-tag-host = oda sahibi
lobby-tag-computer = bilgisayar
# The host's button to free another player's seat (small).
lobby-remove = Çıkar
lobby-remove-hint = Bu yeri başkası için boşalt
lobby-start = Başla
lobby-waiting-seats = Bütün yerlerin dolması bekleniyor…
lobby-host-starts = Oyunu oda sahibi başlatır.
lobby-leave = Odadan çık

## The connection to the server

conn-connecting = Bağlanıyor…
conn-reconnecting = Yeniden bağlanıyor…
# $why is the network's own reason, in English (a technical detail).
conn-no-server = Sunucuya bağlanılamadı: { $why }
# A banner over the table while the connection is being made again.
conn-lost = Bağlantı koptu. Yeniden bağlanıyor…
# $attempt is the number of this attempt (2, 3, …).
conn-lost-retry = Bağlantı koptu. Yeniden bağlanıyor ({ $attempt }. deneme)… Yerin bir dakika boyunca tutulur, sonra sen dönene kadar yerine bilgisayar oynar.
conn-not-connected = Odaya bağlı değilsin.

## The server's errors, as the player reads them (on the Play online screen, in the lobby, or in a note on the table)

# A request the server could not read or accept (a bad value, a room the rules cannot deal).
servererror-bad-message = Sunucu bu isteği kabul edemedi.
servererror-too-large = Bu mesaj sunucu için fazla büyük.
# Too many wrong codes or new rooms from this network address.
servererror-throttled = Adresinden çok fazla deneme yapıldı. Bir dakika bekleyip tekrar dene.
servererror-no-room = Bu kodla bir oda yok ya da oda kapanmış.
servererror-room-full = O odadaki bütün yerler dolu.
# The seat this device held is no longer its own.
servererror-bad-token = Bu cihazın artık o odada bir yeri yok.
servererror-not-host = Bunu yalnızca oda sahibi yapabilir.
# Starting twice, joining a match that has begun, a move in the lobby.
servererror-wrong-phase = Oyunun bu aşamasında bu yapılamaz.
servererror-not-your-turn = Sıra sende değil.
# The move was about the game as it stood before another move arrived.
servererror-stale = Hamlen ulaşmadan oyun ilerledi. Tekrar dene.
# The rules refused a move sent to the server.
servererror-refused = Kurallar bu hamleye izin vermiyor.
servererror-storage = Sunucu bunu kaydedemedi, bu yüzden hiçbir şey değişmedi. Tekrar dene.
servererror-replaced = Yerin başka bir sekmede ya da başka bir cihazda açıldı.
servererror-removed = Oda sahibi seni odadan çıkardı.
servererror-no-player = Önce oyuncu olarak giriş yap.
servererror-bad-name = Bu ad kullanılamaz: boş, çok uzun ya da bir bilgisayarın adına benziyor. Başka bir ad seç.
servererror-queue-full = Şu anda çok fazla oyuncu bekliyor. Bir dakika sonra tekrar dene.
servererror-other-server = O oda başka bir sunucu üzerinden oynanıyor. Birazdan tekrar dene.
