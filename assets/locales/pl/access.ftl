# Tilemeld: what a screen reader hears (Polski)
# Every text here is read aloud, never drawn: write it as it is said.

## Tiles in words

# A run of one colour, said once for all its tiles: "niebieskie 4 5 6"
# (plural of tile-numbered's feminine form: the word understood is "kostki").
# $numbers is the numbers with spaces between; $colour is as in tile-numbered.
tiles-run = { $colour ->
        [black] czarne
        [blue] niebieskie
        [orange] pomarańczowe
       *[red] czerwone
    } { $numbers }
# Between tiles or runs said one after another: "czerwona 7, niebieska 7, joker".
tiles-separator = {", "}

## The table as lists

access-rack = Twój stojak, { $count ->
        [one] { $count } kostka
        [few] { $count } kostki
        [many] { $count } kostek
       *[other] { $count } kostki
    }
access-table = Stół, { $count ->
        [one] { $count } układ
        [few] { $count } układy
        [many] { $count } układów
       *[other] { $count } układu
    }
# A set on the table: "Układ 2: niebieskie 4 5 6".
access-set = Układ { $number }: { $tiles }
access-set-invalid = Układ { $number }, jeszcze niepoprawny: { $tiles }
access-put-here = Dołóż do układu { $number } ({ $tiles })
access-new-set = Wyłóż podniesione kostki jako nowy układ
access-back-to-rack = Odłóż podniesione kostki z powrotem na stojak

## Announcements

# "Ada wykłada 3 kostki: niebieskie 4 5 6 jako nowy układ; czerwona 7 do układu czerwone 4 5 6 7."
# $self is `you` for the player's own seat: "Wykładasz 3 kostki: …".
# The present tense keeps the verb free of the player's gender (as toast-played).
access-played = { $self ->
        [you] Wykładasz
       *[other] { $name } wykłada
    } { $count ->
        [one] { $count } kostkę
        [few] { $count } kostki
        [many] { $count } kostek
       *[other] { $count } kostki
    }: { $sets }.
access-laid-new = { $tiles } jako nowy układ
access-laid-added = { $tiles } do układu { $set }
# Between the sets of one play.
access-laid-separator = {"; "}
access-your-turn = Twoja kolej. Masz { $count ->
        [one] { $count } kostkę
        [few] { $count } kostki
        [many] { $count } kostek
       *[other] { $count } kostki
    }.
# Tiles the player put into a set: "niebieska 7 teraz w układzie 2: niebieskie 4 5 6 7."
access-put = { $tiles } teraz w układzie { $number }: { $set }.
access-put-back = { $tiles } z powrotem na stojaku.
access-nothing-picked = Najpierw podnieś kostki: naciśnij kostkę na swoim stojaku albo na stole.
access-round-over = Runda się skończyła.
