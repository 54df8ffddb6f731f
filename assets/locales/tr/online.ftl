# Tilemeld: online (Turkish)

## Play online (create a room or join one)

online-title = Çevrimiçi oyna
online-intro = Hemen herhangi biriyle ya da başka cihazlardaki arkadaşlarınla oyna. Taşları sunucu dağıtır, her hamleyi denetler ve bağlantısı kopan olursa oyunu korur.
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
# A seat stepped away from (Menu, Back to the menu): $code is the room's code.
online-back-to-game = Oyununa dön: { $code }

## Play online: the tabs along its top

online-tab-quick = Hızlı oyun
online-tab-friends = Arkadaşlarla
online-tab-my-games = Oyunların
online-tab-watch = İzle
online-tab-leaderboard = Sıralama

## Quick match: a table with whoever is waiting

quick-intro = Aynı masayı bekleyenlerle oyna. Kimsenin almadığı yerlere bilgisayarlar oturur ve bilgisayar olarak işaretlenir.
quick-rules = Kurallar
quick-players = Oyuncular
# How long each player has for a move.
quick-pace = Tempo
quick-pace-live = Canlı
# $hours is 12, 24 or 72.
quick-pace-hours = { $hours ->
        [24] Hamle başına bir gün
        [72] Hamle başına üç gün
       *[other] Hamle başına { $hours } saat
    }
# How long to wait for other players before computers take the empty seats.
quick-wait = Bilgisayarlar oturana kadar
# $secs is a number of seconds (20, 60, 120).
quick-wait-secs = { $secs ->
        [60] 1 dakika
        [120] 2 dakika
       *[other] { $secs } saniye
    }
quick-find = Oyun bul
quick-looking = Oyuncu aranıyor…
# $rules is the rules' name, $players a number, $pace the pace (as above).
quick-looking-for = { $rules } · { $players } oyuncu · { $pace }
# $waited is a time such as 0:07.
quick-waited = Bekleme süresi: { $waited }
# $secs is a number of seconds.
quick-fill-in = Boş yerlere { $secs } sn içinde bilgisayarlar oturacak.
quick-cancel = İptal
# One line, always shown under Find a game. $secs is the seconds a seat waits for its player.
quick-fair-play = Adil oyun: bağlantın koparsa yerin { $secs } sn bekler, sonra yerine bilgisayar oynar. Terk ettiğin dereceli bir oyun diğerlerine değil, yalnızca sana yenilgi olarak yazılır.
quick-over-days = Günlere yayılan bir oyunda kimse senin yerine oynamaz: süren dolunca taş çekersin ve oyun devam eder. Oyunu yeniden Oyunların sekmesinde bulabilirsin.

## Who you play as online

# $name is the player's name.
player-you = { $name } olarak oynuyorsun.
player-none = İlk kez oyun aradığında sana bir oyuncu oluşturulur. Üye olmana gerek yok.
player-recovery-title = Kurtarma kodun
player-recovery-note = Bir yere yaz: seni, oyunlarını ve derecelerini başka bir cihaza taşır.
player-recovery-show = Kurtarma kodunu göster
player-recovery-hide = Gizle
player-recover = Başka bir cihazdaki oyuncunla oyna
# The button by the recovery code field.
player-recover-use = Kullan
online-player-unknown = Bu sunucu oyuncunu artık tanımıyor. Yeni bir oyuncu olarak oynamak için bir oyun bul.
online-recovery-unknown = Bu kurtarma koduna sahip bir oyuncu yok.

## Your games: the games you are in, with whose turn it is

mygames-none = Şu anda hiçbir oyunda değilsin.
mygames-refresh = Yenile
mygames-your-turn = Sıra sende
mygames-their-turn = Sıra başkasında
mygames-waiting = Başlamadı
mygames-over = Bitti
# $left is a time such as 11 h or 3 min.
mygames-left = { $left } kaldı
mygames-open = Aç
# A time left: $h hours, $m minutes.
time-hours = { $h } sa
time-minutes = { $m } dk

## Watch: public games being played

watch-intro = Şu anda oynanan oyunlar. Masayı görürsün ama oyuncuların ıstakalarını göremezsin; dağıtılan taşlar oyun bitince gösterilir.
watch-none = Şu anda herkese açık oynanan bir oyun yok.
watch-button = İzle
# $rules is the rules' name.
watch-rated = dereceli, { $rules }
watch-friendly = dostluk maçı
# Shown on the table while watching.
watch-banner = İzliyorsun: kimsenin taşları gösterilmez.
watch-stop = İzlemeyi bırak

## Leaderboard

leaderboard-rank = Sıra
leaderboard-name = Oyuncu
leaderboard-rating = Derece
leaderboard-games = Oyun
leaderboard-empty = Bu kurallarda henüz kimsenin derecesi yok.
# $rank is a place, $rating a number.
leaderboard-you = Sen: { $rank }. sıra, derece { $rating }
leaderboard-you-none = Bu kurallarda henüz derecen yok.
# After a rating that is still provisional (few games played).
rating-provisional = geçici
# A player's latest rated games, under the leaderboard. $name is the player's name.
recent-title = Son dereceli oyunlar: { $name }
recent-none = Henüz dereceli oyun yok.
# $place is the player's place in that game (1 is the winner).
recent-place = { $place ->
        [1] Kazandı
       *[other] { $place }. sıra
    }
# After the place, when the player left that game.
recent-left = oyundan ayrıldı

## A rated game's end: each player's rating change

# $name is a player's name, $before and $after ratings, $change a signed number (+23, −8).
rating-change = { $name }: { $before } ➡ { $after } ({ $change })
rating-title = Derece değişimleri

## A rated game's end: its deal checked
deal-check-button = Bu dağıtımı kontrol et
deal-check-fair = Dağıtım doğrulandı: sunucunun sonda açıkladığı gizli anahtar, maçın başında yayımladığı parmak iziyle uyuşuyor.
deal-check-fair-racks = Dağıtım doğrulandı: sunucunun sonda açıkladığı gizli anahtar, maçın başında yayımladığı parmak iziyle uyuşuyor ve sana verilen taşların tam aynısını dağıtıyor. Kontrol edilen el sayısı: { $rounds }.
deal-check-bad-commitment = Dağıtım tutmuyor: sunucunun sonda açıkladığı gizli anahtar, maçın başında yayımladığı parmak iziyle uyuşmuyor.
deal-check-bad-rack = Dağıtım tutmuyor: sunucunun açıkladığı gizli anahtar, { $round }. elde sana verilenlerden farklı taşlar dağıtıyor.

## Reactions at the table (a fixed set: no free text)

react-button = Tepki
react-hello = Merhaba!
react-good-luck = Bol şans!
react-well-played = Güzel oynadın!
react-thanks = Sağ ol!
react-oops = Hay aksi!
react-wow = Vay be!
react-thinking = Düşünüyorum…
react-good-game = İyi oyundu!
# $name is a player's name; the reaction follows.
react-said = { $name }: { $reaction }
react-mute = Tepkileri sessize al
# $name is a player's name: a toggle that hides their reactions.
react-mute-seat = Sessize al: { $name }

## The window's title while it is your turn online

title-your-turn = Sıra sende · Tilemeld

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
servererror-throttled = Bu adresten çok fazla deneme yapıldı. Bir dakika bekleyip tekrar dene.
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
servererror-bad-name = Bu ad kullanılamaz: boş ya da çok uzun, görünmeyen karakterler içeriyor, hiç harf içermiyor ya da bir bilgisayar adına benziyor. Başka bir ad seç.
servererror-queue-full = Şu anda çok fazla oyuncu bekliyor. Bir dakika sonra tekrar dene.
servererror-other-server = O oda başka bir sunucu üzerinden oynanıyor. Birazdan tekrar dene.
servererror-signed-out = Oyuncun kurtarma koduyla başka bir cihaza taşındı, bu yüzden bu cihazda oturumun kapatıldı. Burada yeniden kendin olarak oynamak için kurtarma kodunu gir.
# A tournament (event) that does not exist, or a club's event and the
# wrong invite code.
servererror-no-event = Böyle bir turnuva yok. Kodu kontrol et.
# The event takes no more players: it is over, full, or every round of it
# has begun.
servererror-event-closed = Bu turnuva şu anda oyuncu kabul etmiyor.
