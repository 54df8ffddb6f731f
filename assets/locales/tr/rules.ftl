# Tilemeld: rules (Turkish)

## The rules' reasons: why a set, a turn or a move is refused. Shown in a
## toast, in the tooltip of a set outlined in red and on the Done button.
## A tile is $colour (black, blue, orange, red or joker) and $number (not
## for a joker). $tiles is tiles in the game's notation ("r7 r8 j"), left as
## it is.

# Why a set is not valid. These start in lower case and end without a full
# stop: they are also put inside reason-invalid-set. $count is the set's
# number of tiles.
reason-too-few-tiles = bir perde en az üç taş olmalı, bu perde ise { $count } taş var
reason-only-jokers = bir perde jokerlerin yanında en az bir sayılı taş olmalı
# "this one has two red 7s" (or "two jokers").
reason-group-repeats-colour = bir grupta aynı renk iki kez olamaz, bu grupta ise iki { $colour ->
        [joker] joker
        [black] siyah { $number }
        [blue] mavi { $number }
        [orange] turuncu { $number }
       *[red] kırmızı { $number }
    } var
reason-group-too-large = bir grup en fazla dört taştır, her renkten bir tane; bu grupta ise { $count } taş var
reason-group-mixes-numbers = bir gruptaki bütün taşların sayısı aynı olmalı
reason-run-repeats-number = bir seride aynı sayı iki kez olamaz, bu seride ise iki { $colour ->
        [joker] joker
        [black] siyah { $number }
        [blue] mavi { $number }
        [orange] turuncu { $number }
       *[red] kırmızı { $number }
    } var
reason-run-mixes-colours = bir serideki bütün taşlar aynı renkte olmalı
# $missing: how many numbers the run lacks; $jokers: how many jokers it has.
reason-run-has-gap = { $jokers ->
        [0] bir serideki sayılar ardışık olmalı, bu seride ise { $missing } taş eksik
        [1] bir serideki sayılar ardışık olmalı, bu seride ise { $missing } taş eksik ve tek jokeri bunların hepsini dolduramaz
       *[other] bir serideki sayılar ardışık olmalı, bu seride ise { $missing } taş eksik ve { $jokers } jokeri bunların hepsini dolduramaz
    }
reason-run-too-long = bir seri en fazla 13 taştır (1'den 13'e), bu seride ise { $count } taş var
reason-run-wraps = 13'ten sonra 1 gelmez: seri başa dönmez
reason-mixed-colours-and-numbers = taşlar ne aynı renkte sıralı (seri) ne de farklı renklerde aynı sayı (grup)

# Why a turn is refused.
reason-impossible-tiles = masada ve ıstakanda oyunda olduğundan daha fazla { $colour ->
        [joker] joker
        [black] siyah { $number }
        [blue] mavi { $number }
        [orange] turuncu { $number }
       *[red] kırmızı { $number }
    } var
# $set is the set's place on the table (1, 2, …). $reason names the message
# that says what is wrong with the set: keep the list of reasons as it is
# (each puts in that message).
reason-invalid-starting-table = tur başlamadan önce masadaki { $set }. per ({ $tiles }) geçersiz: { $reason ->
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
reason-invalid-set = { $set }. per ({ $tiles }) geçersiz: { $reason ->
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
        [joker] Joker
        [black] Siyah { $number }
        [blue] Mavi { $number }
        [orange] Turuncu { $number }
       *[red] Kırmızı { $number }
    } masadaydı ve orada kalmalı: masadaki taşlar ıstakaya asla geri dönmez.
reason-too-many-tiles = Masada, tur başında masada ve ıstakanda olanların toplamından daha fazla { $colour ->
        [joker] joker
        [black] siyah { $number }
        [blue] mavi { $number }
        [orange] turuncu { $number }
       *[red] kırmızı { $number }
    } var.
reason-unknown-tile = { $colour ->
        [joker] Joker
        [black] Siyah { $number }
        [blue] Mavi { $number }
        [orange] Turuncu { $number }
       *[red] Kırmızı { $number }
    } ne masadaydı ne de ıstakanda.
reason-rearranged-but-played-none = Masayı yeniden düzenledin ama ıstakandan hiç taş oynamadın; en az bir taş oyna ya da taş çek.
reason-no-tile-played = Istakandan en az bir taş oyna ya da taş çek.
# $needed: the points the rules ask; $value: what the sets laid are worth.
reason-initial-meld-too-low = İlk açılışın en az { $needed } puan olmalı; bu perler { $value } puan ediyor.
reason-initial-meld-uses-table = İlk açılışta yalnızca ıstakandaki taşları kullanabilirsin; masadaki { $tiles } perini alamaz ya da değiştiremezsin.
reason-initial-meld-touches-table = İlk açılışta masadaki { $tiles } perine taş işleyemezsin; yalnızca yeni perler aç.
# $tiles: the set the joker was in.
reason-joker-replacement-not-from-rack = { $tiles } perindeki jokeri almak için yerine, jokerin tuttuğu taşı kendi ıstakandan koymalısın.
reason-freed-joker-needs-two-rack-tiles = Alınan joker, ıstakandan en az iki taşla yeni bir perde kullanılmalı; { $tiles } perinden alınan joker öyle kullanılmadı.
# $tiles: the group; $missing: the tiles of the two colours it lacks.
reason-group-joker-needs-both-colours = { $tiles } grubundaki joker ancak eksik iki taşın ikisi de ({ $missing }) oynanırsa alınabilir.
reason-joker-set-manipulated = Bu kurallarda jokerli bir per yalnızca jokeri değiştirilerek değişebilir; { $tiles } peri başka türlü değiştirildi.

# Why the round or the match refuses an action. $id is a tile's number
# among the 106 (0 to 105).
reason-round-over = El bitti.
reason-duplicate-tile = #{ $id } numaralı taş masada iki kez var.
reason-tile-not-available = #{ $id } numaralı taş ne masada ne de ıstakanda.
reason-round-still-played = Şimdi olmaz: el hâlâ oynanıyor.
# $expected: what the game waits for, in English (rare).
reason-not-now = Şimdi olmaz: { $expected }.
reason-match-over = Maç bitti.
reason-not-in-these-rules = Bu kurallar buna izin vermiyor.

# Why a tile cannot be picked up or put there.
reason-table-before-initial-meld = İlk açılışından önce yalnızca ıstakandan yeni perler açabilirsin.
reason-not-movable = Bu taş şu anda taşınamaz.

## How to play: the rules actually chosen, examples judged by them, the
## questions players ask and the controls.

howto-title = Nasıl oynanır
howto-back = Geri
# $name: the rule set's name (a preset, or howto-custom-rules).
howto-rules-of-this-game = Bu oyunun kuralları: { $name }
howto-custom-rules = özel kurallar
# $tiles: tiles dealt to each player; $direction: clockwise or counterclockwise;
# $box: classic (106 tiles), or xp (160 at five or six players, 106 at fewer).
howto-goal = Amaç, ıstakandaki bütün taşları masaya ilk yerleştiren olmak. { $box ->
        [xp] Beş ya da altı oyuncuyla 160 taş kullanılır: dört renkte 1'den 13'e kadar üçer takım ve dört joker; dört ya da daha az oyuncuyla 106 taş: ikişer takım ve iki joker.
       *[classic] Oyunda 106 taş var: dört renkte 1'den 13'e kadar ikişer takım ve iki joker.
    } Her oyuncu { $tiles } taşla başlar. Oyun { $direction ->
        [clockwise] saat yönünde
       *[counterclockwise] saat yönünün tersine
    } oynanır.
# Headings.
howto-sets = Perler
howto-sets-or-not = Per mi, değil mi?
howto-your-turn = Sıra sende
howto-jokers = Bu kurallarda jokerler
howto-scoring = Puanlama
howto-questions = Sık sorulan sorular
howto-controls = Kontroller
howto-runs = Seri, aynı renkte sıralı üç ya da daha fazla taştır. 1 her zaman en küçüktür; 13'ten sonra 1 gelmez.
howto-runs-wrap = Seri, aynı renkte sıralı üç ya da daha fazla taştır. Bu kurallarda seri başa döner: 13'ten sonra 1 gelebilir (12 13 1 bir seridir).
howto-group = Grup, aynı sayının farklı renklerdeki üç ya da dört taşıdır.
howto-joker = Joker, perin ihtiyaç duyduğu herhangi bir taşın yerini tutar.
# Under a row of example tiles. $value: the points the set is worth.
howto-example-valid = geçerli, { $value } puan
# Under a row of example tiles that is not a set. $reason names the message
# that says why: keep the list of reasons as it is.
howto-example-invalid = geçersiz: { $reason ->
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
        [0] İlk hamlen, yani ilk açılışın, yalnızca kendi ıstakandaki taşlarla açılan yeni perlerden oluşmalı; bu kurallarda en düşük puan şartı yok.
       *[other] İlk hamlen, yani ilk açılışın, yalnızca kendi ıstakandaki taşlarla açılan ve toplam en az { $points } puan eden yeni perlerden oluşmalı (joker, yerini tuttuğu taş kadar sayılır).
    }
howto-turn = Bundan sonra bütün masayı yeniden düzenleyebilirsin: perleri uzat, böl, taşları değiştir, yeniden grupla; yeter ki sonunda her per geçerli olsun ve en az bir taş ıstakandan gelsin. Oynayamıyorsan ya da oynamak istemiyorsan taş çek; böylece turun biter.
howto-no-timer = Tur süresi yok.
# $secs: seconds a turn; $penalty: tiles drawn when the time runs out.
howto-timer = Her turda { $secs } saniyen var. Süre dolunca masa eski haline döner, taşların ıstakana geri gelir ve { $penalty ->
        [1] bir taş
        [2] iki taş
        [3] üç taş
       *[other] { $penalty } taş
    } çekersin.
# As howto-timer, when a table left invalid costs more: $invalid tiles.
howto-timer-invalid-costs-more = Her turda { $secs } saniyen var. Süre dolunca masa eski haline döner, taşların ıstakana geri gelir ve { $penalty ->
        [1] bir taş
        [2] iki taş
        [3] üç taş
       *[other] { $penalty } taş
    } çekersin (masayı geçersiz bıraktıysan { $invalid ->
        [1] bir taş
        [2] iki taş
        [3] üç taş
       *[other] { $invalid } taş
    }).
# A tournament clock's time for the match: whole minutes, or minutes and
# seconds; it fills $time of the two sentences after it ("… için bir
# dakika süre verilir").
howto-clock-time = { $minutes ->
        [one] bir dakika
       *[other] { $minutes } dakika
    }
howto-clock-time-seconds = { $minutes } dk { $seconds } sn
# A tournament clock (Fischer): $time for the whole match, $bonus seconds
# added after every move.
howto-clock-fischer = Her oyuncuya bütün maç için { $time } süre verilir ve her hamleden sonra { $bonus } saniye daha eklenir.
# A tournament clock (Bronstein): the time a move took is given back, up
# to $bonus seconds.
howto-clock-bronstein = Her oyuncuya bütün maç için { $time } süre verilir; her hamleden sonra o hamlede harcanan süre, { $bonus } saniyeye kadar geri verilir.
howto-clock-lose = Süresi dolan oyuncu maçı kaybeder.
howto-clock-revert = Bir oyuncunun süresi dolunca masa eski haline döner, oyuncu { $penalty ->
        [1] bir taş
       *[other] { $penalty } taş
    } çeker ve bundan sonra her hamle için { $bonus } saniyesi olur.
# The championship's deal: one joker each, then $rest tiles at random.
howto-joker-each = Her oyuncuya bir joker ve rastgele { $rest } taş daha dağıtılır; böylece ortada hiç joker kalmaz.
howto-redeal-doubles = Bir ıstakada üç çift (aynı taştan iki tane, üç kez) olan dağıtım geçersiz sayılır: taşlar karıştırılıp yeniden dağıtılır.
howto-unopened = İlk açılışını hiç yapmamış bir ıstaka, taşlarının değeri yerine { $could_not } puan yazar; oyuncusu son turunda açılışı yapabilecekken yapmadıysa { $could } puan yazar.
# $penalty: tiles drawn on giving up.
howto-giving-up = Masayı değiştirdiysen ama hamleni tamamlayamıyorsan vazgeç: masa eski haline döner ve { $penalty ->
        [1] bir taş
        [2] iki taş
        [3] üç taş
       *[other] { $penalty } taş
    } çekersin.
# The joker restrictions in force, each after a bullet.
howto-joker-from-rack = Bir jokeri almak için yerine, tuttuğu taşı masadan değil kendi ıstakandan koymalısın.
howto-joker-two-rack-tiles = Alınan joker, ıstakandan en az iki taşla birlikte yeni bir perde kullanılmalı.
howto-joker-both-colours = Üç taşlı bir gruptaki joker ancak eksik iki renk de oynanırsa alınabilir.
howto-joker-sets-locked = Jokerli bir per, jokerini değiştirmek dışında değiştirilemez.
# $joker: the points a joker left on a rack costs; $exhausted: lowest-value
# or fewest-tiles, who wins when the pool runs out.
howto-scoring-text = Elini bitiren oyuncu eli kazanır ve diğer herkesin ıstakasında kalanlar kadar puan alır; diğerleri de kendi ıstakalarında kalan kadar puan kaybeder. Istakada kalan joker { $joker } puan yazar. Ortada taş kalmaz ve kimse oynayamazsa { $exhausted ->
        [lowest-value] ıstaka değeri en düşük olan
       *[fewest-tiles] en az taşı kalan
    } kazanır.
# $length: players (as many rounds as players), rounds ($rounds rounds) or
# target (until someone reaches $points); $standings: score or rounds-won.
howto-match = { $length ->
        [players] Bir maç, oyuncu sayısı kadar elden oluşur
        [rounds] Bir maç { $rounds } elden oluşur
       *[target] Bir maç, biri { $points } puana ulaşana kadar sürer
    }; { $standings ->
        [score] toplam puanı en yüksek olan kazanır.
       *[rounds-won] en çok el kazanan kazanır, eşitlikte toplam puana bakılır.
    }
howto-q-joker-in-meld = İlk açılışta joker kullanılabilir mi?
howto-a-joker-in-meld = Evet, yerini tuttuğu taşın değeriyle.
howto-q-draw = Her turda taş çekmek zorunda mıyım?
howto-a-draw = Yalnızca taş oynamadığında.
howto-q-take-back = Masadan bir taşı ıstakama geri alabilir miyim?
howto-a-take-back = Hayır. Yalnızca bu turda koyduğun bir taşı, Tamam'a basmadan önce geri alabilirsin.
howto-q-meld-table-tiles = İlk açılışımda masadaki taşları kullanabilir miyim?
howto-a-meld-table-tiles = Hayır: yalnızca ıstakandaki taşları, yeni perler halinde.
howto-q-drawn-tile = Yeni çektiğim taşı oynayabilir miyim?
howto-a-drawn-tile = Aynı turda olmaz: taş çekmek turu bitirir.
howto-q-free-joker = Masadaki bir jokeri nasıl alırım?
howto-a-free-joker = İlk açılışından sonra masayı, jokerin bulunduğu per onsuz da geçerli kalacak şekilde düzenle (çoğu zaman jokerin tuttuğu taşı koyarak), sonra jokeri aynı turda başka bir perde kullan.
# The key names (Enter, D, Backspace, Ctrl+Z, R, H, G, S, Esc, F, M,
# N, 0, + and -) are the keyboard's: keep them; say Space as your language names that key.
howto-controls-text = Taşları fareyle ya da parmağınla sürükle ya da dokunarak taşı: dokunduğun taş alınır, sonra bir pere, boş çuhaya ya da ıstakana dokununca oraya konur; uzun basarak (ya da Ctrl/Shift ile tıklayarak) birden çok taş alırsın. Bir peri bütün olarak taşımak için çerçevesinden sürükle; boş çuhaya konan per, koyduğun yerde kalır. İki parmakla, fare tekerleğiyle ya da + / - ile masayı yakınlaştırıp uzaklaştırırsın (0 tamamını gösterir); boş çuhada sürükleyerek masayı kaydırırsın. Taş çekmek için ortadaki taşlara dokun. Başkaları oynarken ıstakanı düzenleyebilirsin. Tuşlar: Enter Tamam, D Taş çek, Backspace ya da Ctrl+Z Geri al, R Sıfırla, H İpucu, G / S ıstakanı diz, Esc menü. Fare olmadan: ⬅/➡ ıstakada gezinir, ⬆ masaya çıkar (sonra ⬅/➡ per seçer), ⬇ ıstakaya döner; boşluk tuşu imlecin altındaki taşı ya da peri seçer, M seçtiklerini üzerinde durduğun pere taşır, N ise onlarla yeni bir per açar. Bilgisayarlar oynarken boşluk tuşu ya da F onları hızlandırır.
# The keys that ask the table a question, answered aloud (for a screen
# reader, and on the web page's accessible copy too). Keep the key letters.
howto-controls-ask = Oyunun durumunu istediğin an dinleyebilirsin: A son duyuruyu tekrarlar, Q son duyuruları okur; W sıranın kimde olduğunu, T kalan süreyi, Y ıstakanı, B masayı, C herkesin taş sayısıyla puanını ve ortada kalan taş sayısını, L ise son hamleyi söyler.
