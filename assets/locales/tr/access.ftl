# Tilemeld: what a screen reader hears (Turkish)
# Every text here is read aloud, never drawn: write it as it is said.

## Tiles in words

# A run of one colour, said once for all its tiles: "mavi 4 5 6".
# $numbers is the numbers with spaces between; $colour is as in tile-numbered.
tiles-run = { $colour ->
        [black] siyah
        [blue] mavi
        [orange] turuncu
       *[red] kırmızı
    } { $numbers }
# Between tiles or runs said one after another: "kırmızı 7, mavi 7, joker".
tiles-separator = {", "}

## The table as lists
## Turkish needs no plural forms after a number (as in table.ftl), and no
## suffix is put on a variable (its vowel harmony is unknown).

access-rack = Istakan, { $count } taş
access-table = Masa, { $count } per
# A set on the table: "2. per: mavi 4 5 6".
access-set = { $number }. per: { $tiles }
access-set-invalid = { $number }. per, henüz geçerli değil: { $tiles }
access-put-here = { $number }. pere işle ({ $tiles })
access-new-set = Aldığın taşlarla yeni bir per aç
access-back-to-rack = Aldığın taşları ıstakana geri koy

## Announcements

# "Ada 3 taş oynadı: mavi 4 5 6 yeni per olarak açıldı; kırmızı 7, kırmızı 4 5 6 7 perine işlendi."
access-played = { $self ->
        [you] { $count } taş oynadın: { $sets }.
       *[other] { $name } { $count } taş oynadı: { $sets }.
    }
access-laid-new = { $tiles } yeni per olarak açıldı
access-laid-added = { $tiles }, { $set } perine işlendi
# Between the sets of one play.
access-laid-separator = {"; "}
access-your-turn = Sıra sende. Istakanda { $count } taş var.
# Tiles the player put into a set: "mavi 7 artık 2. perde: mavi 4 5 6 7."
access-put = { $tiles } artık { $number }. perde: { $set }.
access-put-back = { $tiles } ıstakana geri döndü.
access-nothing-picked = Önce taş al: ıstakandan ya da masadan bir taşa bas.
# Undo and Reset, said once they are done.
access-undone = Son hareketin geri alındı.
access-reset = Masa, turunun başındaki haline döndü ve taşların ıstakana geri kondu.
access-nothing-to-take-back = Geri alınacak bir şey yok.
# An online table's connection made again after conn-lost was said.
access-reconnected = Bağlantı yeniden kuruldu.
access-round-over = El bitti.
# After another player's play, when they are close to going out (4 tiles or
# fewer). No suffix on $name: "Ada: 3 taş kaldı."
access-tiles-left = { $name }: { $count } taş kaldı.
# After access-round-over: who won; $names, $count and $self as in
# roundend-went-out and roundend-lowest-rack.
access-went-out = { $self ->
        [you] Elini bitirdin.
       *[other] { $names } elini bitirdi.
    }
access-lowest-rack = { $self ->
        [you] Ortada taş kalmadı ve en düşük ıstaka seninkiydi.
       *[other] Ortada taş kalmadı ve en düşük ıstakaya { $names } sahipti.
    }
# The tournament clock ran out for a player, who loses the match
# (as toast-time-up: "{ $name } için süre doldu", no suffix on $name).
access-out-of-time = { $self ->
        [you] Süren doldu ve maçı kaybettin.
       *[other] { $name } için süre doldu ve { $name } maçı kaybetti.
    }
# Then each player's score for the round and the match's total, the best
# first, joined by access-laid-separator: "Ada 35, toplam 35; sen -12, toplam -12".
access-round-scores = Bu elin puanları: { $scores }.
access-round-score = { $self ->
        [you] sen
       *[other] { $name }
    } { $points }, toplam { $total }
# The tile or tiles the player drew, said only to them: "Kırmızı 7 çektin."
access-you-drew = { $tiles } çektin.
# The player's turn clock, at the turn's start, at 30 and 10 seconds left,
# and when asked (T).
access-time-left = { $seconds } saniye kaldı.
# A tournament clock's time, from two minutes up.
access-time-left-minutes = { $minutes } dakika { $seconds } saniye kaldı.
access-no-timer = Tur süresi yok.

## Questions asked with one key (How to play lists the keys)

# A: the last announcement again, before anything was said.
access-said-nothing = Henüz bir duyuru yok.
# Q: the recent announcements, oldest first; $said is them one after another.
access-said-lately = Son duyurular: { $said }
# W: whose turn it is (as hud-status-their-turn: no suffix on $name).
access-whose-turn = { $self ->
        [you] Sıra sende.
       *[other] Sıra: { $name }.
    }
# Y: the player's rack; $tiles in words.
access-your-rack = Istakan, { $count } taş: { $tiles }.
access-no-rack = Bu masada ıstakan yok.
# B: the table; $sets is access-set for each, joined by access-laid-separator.
access-the-table = Masa, { $count } per: { $sets }.
access-table-empty = Masa boş.
# C: each player's tiles and points (the match's total), then the pool,
# joined by access-laid-separator: "Ada, 8 taş, 12 puan; …; ortada 40 taş".
access-count = { $self ->
        [you] sen
       *[other] { $name }
    }, { $count } taş, { $points } puan
access-pool = ortada { $count } taş
# L: the last play this round, before anyone played.
access-no-play-yet = Bu elde henüz kimse taş oynamadı.
