# Tilemeld: menus (Turkish)

## The main menu

main-tagline = seri · grup · masayı yeniden diz
main-continue = Devam et
main-new-game = Yeni oyun
main-play-online = Çevrimiçi oyna
main-learn = Oynamayı öğren
main-daily-puzzle = Günün bulmacası
main-replays = Kayıtlar
main-settings = Ayarlar
main-how-to-play = Nasıl oynanır
main-quit = Çıkış
main-offer-title = Oyuna yeni mi başlıyorsun?
main-offer-text = Oyunu masada, { $lessons } kısa derste öğren (yaklaşık { $minutes } dakika).
main-offer-start = 1. derse başla
main-offer-no = Hayır, teşekkürler

## Shared by the menus

menu-back = Geri

## New game (the form for a game on this device, or for a new online room)

newgame-title = Yeni oyun
newgame-title-online = Yeni çevrimiçi oda
newgame-players = Oyuncular
# Over the players, when the form makes an online room.
newgame-online-seats = İlk insan oyuncu yeri senin; kodla katılan arkadaşların diğer yerlere oturur.
# Over the players' rows on a phone: what the two columns hold.
newgame-players-columns = ad · insan ya da bilgisayar seviyesi
# A seat's kind, in a list beside the player's name (the phone's list is
# narrow: there the computer levels are the levels' own names).
newgame-kind-human = İnsan
newgame-kind-computer-easy = Bilgisayar: kolay
newgame-kind-computer-medium = Bilgisayar: orta
newgame-kind-computer-hard = Bilgisayar: zor
newgame-kind-computer-greedy = Bilgisayar: açgözlü
newgame-kind-computer-master = Bilgisayar: usta
newgame-kind-online = Çevrimiçi oyuncu
# The same on a phone: a narrow list.
newgame-kind-online-short = Çevrimiçi
newgame-remove = Çıkar
newgame-remove-hover = Bu oyuncuyu çıkar
newgame-add-player = Oyuncu ekle
newgame-xp-seats = Beş ya da altı oyuncuyla XP kuralları geçerlidir ve 160 taşla oynanır.
newgame-preset-too-few-tiles = Beş ya da altı oyuncuya yetecek kadar taş yok
newgame-preset-two-players = Yalnızca iki oyuncu için
newgame-rules = Kurallar
# A section that opens to show every rule, one by one.
newgame-every-option = Tüm kural seçenekleri
# The number that decides the deal.
newgame-seed = Dağıtım no.
newgame-new-seed = Yeni numara
newgame-seed-hint = aynı numara aynı oyunu dağıtır
newgame-create-room = Oda kur
newgame-start = Başla
newgame-room-needs-human = Çevrimiçi odada senin için bir insan oyuncu yeri olmalı.
# The name the host goes by in an online room when none was typed.
newgame-host-name = Oda sahibi
newgame-seed-not-number = Dağıtım numarası 12345 gibi bir tam sayı olmalı.
newgame-name-needed = Her oyuncunun bir adı olmalı.
# The game could not be started: $why is the rules' own reason (in English).
newgame-cannot-start = { $why }

## Every rule option (a grid: a name, and its control)

options-tiles-dealt = Dağıtılan taş
options-initial-meld = İlk açılış
# After the number on a slider, as in "30 points" (a space is put before it).
options-unit-points = puan
options-turn-timer = Tur süresi
# The turn timer is off.
options-timer-off = kapalı
# A turn timer of $secs seconds (30, 60 or 120), short.
options-timer-seconds = { $secs } sn
options-wrap-runs = Seri 13 ➡ 1 devam eder
# What a joker left on a rack counts against its player (30 or 25).
options-joker-penalty = Istakada kalan joker
options-joker-replacement = Jokerin yerine ıstakadan taş
options-freed-joker = Alınan joker ıstakadan iki taşla
options-group-joker = Gruptaki joker iki rengi ister
options-joker-sets-locked = Jokerli perler kilitli
# Tiles drawn when a turn's time runs out.
options-timeout-penalty = Süre aşımı cezası
# After the number on a slider, as in "2 tiles" (a space is put before it).
options-unit-tiles = taş
# The penalty when time runs out and the table is left invalid (the line
# under the time-out penalty).
options-timeout-invalid-penalty = … masa geçersiz kalırsa
options-invalid-turn-penalty = Geçersiz hamleden vazgeçme
# Who wins when the pool is empty and nobody can play.
options-empty-pool = Ortada taş bitince kazanan
options-lowest-value = en düşük ıstaka değeri
options-fewest-tiles = en az taş
options-match-length = Maç uzunluğu
# The match's length: one round for each player, a number of rounds, or
# up to a score.
options-round-per-player = oyuncu başına bir el
options-rounds = el
options-to-a-score = belirli bir puana kadar
options-standings = Sıralama
options-by-score = puana göre
options-by-rounds-won = kazanılan ele göre
options-direction = Oyun yönü
options-clockwise = saat yönünde
options-counterclockwise = saat yönünün tersine

## Settings

settings-title = Ayarlar
settings-music = Müzik
settings-effects = Efektler
settings-sound = Ses
settings-mute = tüm sesleri kapat
settings-animation = Animasyon
# Under the animation speed slider: slow at the left, fast at the right.
settings-animation-speed = sakin … hızlı
# Animation: no motion at all.
settings-instant = anında
settings-colour-blind = Renk körlüğü modu
settings-colour-blind-symbols = her renk için bir sembol
# Animation: no confetti or shaking; tiles fade to their place.
settings-reduce-motion = daha az hareket
settings-tile-colours = Taş renkleri
settings-tile-colours-classic = Klasik
settings-tile-colours-colour-blind = Renk körlüğü (Okabe–Ito)
settings-tile-colours-low-vision = Az görenler için (yeşil, kalın)
settings-size = Taş ve yazı boyutu
settings-size-small = Küçük
settings-size-normal = Normal
settings-size-large = Büyük
settings-size-larger = Daha büyük
settings-high-contrast = Yüksek kontrast
settings-high-contrast-detail = koyu çuha, beyaz kenarlar
settings-language = Dil
# In the language list: follow the system's (the browser's) language. The
# other entries are each language's own name.
settings-language-system = Sistem dili
settings-statistics = İstatistikler
settings-stats-won = Kazanılan el: { $rounds } / { $rounds_played } · kazanılan maç: { $matches } / { $matches_played }
# Rounds against one computer level. $level is easy, medium, hard, greedy or master.
settings-stats-against = { $level ->
        [easy] Kolay
        [medium] Orta
        [hard] Zor
        [master] Usta
       *[greedy] Açgözlü
    } bilgisayara karşı: { $played } elde { $won } galibiyet
# $points is signed: +35, -12.
settings-stats-best-round = En iyi el: { $points } puan

## The pause menu over a game

# The button over the table that opens the pause menu (little room).
pause-menu = Menü
pause-menu-hover = Oyunu duraklat ve menüyü aç (Esc)
pause-title = Duraklatıldı
# $level is the puzzle's level (Easy, Medium, Hard); $date like 2026-11-26.
pause-daily-puzzle = Günün bulmacası · { $level } · { $date }
# The round being played, and the number that dealt the game.
pause-round = { $round }. el · dağıtım no. { $seed }
pause-resume = Devam et (Esc)
pause-settings = Ayarlar
pause-how-to-play = Nasıl oynanır
pause-quit = Menüye dön
pause-save-and-quit = Kaydet ve menüye dön
# Online, as a player: the seat is kept on the server (Your games brings the player back).
pause-step-away = Menüye dön, yerin korunur
# Online: for good; a computer plays the seat, and a rated game counts as a loss.
pause-leave-game = Oyundan ayrıl

## Daily puzzles

puzzles-title = Günün bulmacaları
# $date like 2026-11-26.
puzzles-intro = { $date }: ıstakandaki bütün taşları tek hamlede yerleştir. Bugün herkes aynı bulmacaları çözüyor.
# A level solved today: $level (Easy, Medium, Hard) and the time it took,
# like 2:05.
puzzles-solved = ✔ { $level } · { $time }
puzzles-easy-hint = Masadaki bir per değişmeli
puzzles-medium-hint = Masadaki iki per değişmeli
puzzles-hard-hint = Masadaki üç ya da daha fazla per değişmeli
# The puzzle could not be made: $why is the game's own reason (in English).
puzzles-cannot-open = { $why }

## Replays (finished matches kept to watch again)

replays-title = Kayıtlar
replays-intro = Biten son { $count } maç, en yenisi en üstte.
replays-empty = Henüz biten maç yok: bir maç bittiğinde burada saklanır.
# A kept match: $date like 2026-11-26 (or ?), $players the players' names
# and $winners the winners' names, each list joined with commas.
replays-match = { $date } · { $players } · kazanan: { $winners }
# The same, for a match that no longer replays: $why is the game's own
# reason (in English).
replays-match-unplayable = { $date } · { $players } · kazanan yok (yeniden oynatılamıyor: { $why })
replays-watch = İzle
replays-export = Dışa aktar
replays-export-hover = Göndermek için dosya olarak kaydet
# Beside a field where the player types a file's path.
replays-import-label = Maç dosyası içe aktar:
replays-import = İçe aktar
# Opens the browser's file picker.
replays-import-pick = Maç dosyası içe aktar…
# $why is the system's own reason (in English).
replays-cannot-read = İçe aktarılmadı: { $path } okunamıyor: { $why }
# $why is the game's own reason the file was refused (in English).
replays-not-imported = İçe aktarılmadı: { $why }
replays-imported = İçe aktarıldı: listenin en üstünde.
# $why is the system's own reason (in English).
replays-imported-unsaved = İçe aktarıldı, ama liste kaydedilemedi: { $why }
replays-cannot-watch = İzlenemiyor: { $why }
# $path is where the match file was written.
replays-written = Kaydedildi: { $path }
replays-cannot-write = { $path } yazılamıyor: { $why }
# $name is the match file's name, in the browser's downloads.
replays-downloaded = İndirildi: { $name }
replays-cannot-download = İndirilemiyor: { $why }
replays-no-folder = İndirilemiyor: yazılacak bir klasör yok
# The browser's own reason its file picker did not open (in English).
replays-cannot-pick = { $why }
replays-type-path = bunun yerine dosyanın yolunu yaz

## Stored files (settings, the saved game, the finished matches): problems
## told on the main menu and on the table

# A stored file could not be read at all. $doc names it (settings,
# saved-game, replays, online-seat, online-player); $problem is browser (the browser
# refused) or system, when $detail is the path and the system's own reason
# (in English).
storage-unreadable = { $doc ->
        [settings] Ayarlar
        [saved-game] Kayıtlı oyun
        [replays] Biten maçların listesi
        [online-player] Çevrimiçi oyuncu bilgin
       *[online-seat] Çevrimiçi odadaki yer bilgin
    } okunamadı: { $problem ->
        [browser] tarayıcı depolama alanının okunmasına izin vermedi
       *[system] { $detail }
    }.
# A stored file does not read and is set aside. $doc as above. $problem:
# not-tilemeld or damaged ($detail is the reader's own reason, in
# English), or other-version ($found and $reads are format numbers).
# $kept says what became of the bad copy: moved or local-storage ($place
# is its new file or key), storage-full, not-moved ($error is the system's
# reason, in English), or none.
storage-set-aside = { $doc ->
        [settings] Ayarlar
        [saved-game] Kayıtlı oyun
        [replays] Biten maçların listesi
        [online-player] Çevrimiçi oyuncu bilgin
       *[online-seat] Çevrimiçi odadaki yer bilgin
    } okunamadı: { $problem ->
        [not-tilemeld] bu bir Tilemeld dosyası değil ({ $detail })
        [other-version] Tilemeld'in başka bir sürümüyle yazılmış (biçim { $found }, bu sürüm { $reads } biçimini okuyor)
       *[damaged] dosya bozuk ({ $detail })
    }. { $kept ->
        [moved] Bozuk kopya { $place } olarak saklandı.
        [local-storage] Bozuk kopya localStorage'da { $place } olarak saklandı.
        [storage-full] Bozuk kopya kenara alınamadı (depolama dolu mu?); olduğu yerde bırakıldı.
        [not-moved] Bozuk kopya taşınamadı ({ $error }); olduğu yerde bırakıldı.
       *[none] {""}
    }
# The settings could not be read at all (see storage-unreadable), and the
# defaults are used.
storage-settings-unreadable = Ayarlar okunamadı: { $problem ->
        [browser] tarayıcı depolama alanının okunmasına izin vermedi
       *[system] { $detail }
    }. Şimdilik varsayılan ayarlar kullanılıyor; değişiklikler kaydedilmiyor, böylece dosya kaybolmuyor.
# The settings do not read (see storage-set-aside), and the defaults are
# used: for good when the bad copy is out of the way, else for now.
storage-settings-set-aside = Ayarlar okunamadı: { $problem ->
        [not-tilemeld] bu bir Tilemeld dosyası değil ({ $detail })
        [other-version] Tilemeld'in başka bir sürümüyle yazılmış (biçim { $found }, bu sürüm { $reads } biçimini okuyor)
       *[damaged] dosya bozuk ({ $detail })
    }. { $kept ->
        [moved] Bozuk kopya { $place } olarak saklandı. Varsayılan ayarlar kullanılıyor.
        [local-storage] Bozuk kopya localStorage'da { $place } olarak saklandı. Varsayılan ayarlar kullanılıyor.
        [storage-full] Bozuk kopya kenara alınamadı (depolama dolu mu?); olduğu yerde bırakıldı. Şimdilik varsayılan ayarlar kullanılıyor; değişiklikler kaydedilmiyor, böylece dosya kaybolmuyor.
        [not-moved] Bozuk kopya taşınamadı ({ $error }); olduğu yerde bırakıldı. Şimdilik varsayılan ayarlar kullanılıyor; değişiklikler kaydedilmiyor, böylece dosya kaybolmuyor.
       *[none] Şimdilik varsayılan ayarlar kullanılıyor; değişiklikler kaydedilmiyor, böylece dosya kaybolmuyor.
    }
# The saved game's moves do not lead to it: $why is the game's own reason
# (in English). $kept and its variables as in storage-set-aside.
storage-game-inconsistent = Kayıtlı oyun tutarlı değil ({ $why }), devam ettirilemiyor. { $kept ->
        [moved] Bozuk kopya { $place } olarak saklandı.
        [local-storage] Bozuk kopya localStorage'da { $place } olarak saklandı.
        [storage-full] Bozuk kopya kenara alınamadı (depolama dolu mu?); olduğu yerde bırakıldı.
        [not-moved] Bozuk kopya taşınamadı ({ $error }); olduğu yerde bırakıldı.
       *[none] {""}
    }
# $why is the system's own reason (in English), in this and the next two.
storage-game-not-saved = Oyun kaydedilemedi: { $why }.
storage-settings-not-saved = Ayarlar kaydedilemedi: { $why }.
storage-match-not-kept = Biten maç saklanamadı: { $why }.
# A match file picked in the browser: $size and $max are in bytes.
storage-import-too-big = İçe aktarılmadı: dosya { $size } bayt; bir maç dosyası en fazla { $max } bayt olabilir
storage-import-not-text = İçe aktarılmadı: dosya metin değil
# $why is the browser's own reason (in English).
storage-import-failed = İçe aktarılmadı: { $why }

## Default names

newgame-name-you = Sen
newgame-name-player = { $number }. oyuncu
newgame-name-friend = Arkadaş
