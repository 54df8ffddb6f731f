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
access-round-over = El bitti.
