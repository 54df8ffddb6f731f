# Tilemeld: what a screen reader hears (Deutsch)
# Every text here is read aloud, never drawn: write it as it is said.

## Tiles in words

# A run of one colour, said once for all its tiles: "blaue 4 5 6".
# $numbers is the numbers with spaces between; $colour is as in tile-numbered.
tiles-run = { $colour ->
        [black] schwarze
        [blue] blaue
        [orange] orangefarbene
       *[red] rote
    } { $numbers }
# Between tiles or runs said one after another: "rote 7, blaue 7, Joker".
tiles-separator = {", "}

## The table as lists

access-rack = Dein Bänkchen, { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    }
access-table = Tisch, { $count ->
        [one] { $count } Kombination
       *[other] { $count } Kombinationen
    }
# A set on the table: "Kombination 2: blaue 4 5 6".
access-set = Kombination { $number }: { $tiles }
access-set-invalid = Kombination { $number }, noch ungültig: { $tiles }
access-put-here = An Kombination { $number } anlegen ({ $tiles })
access-new-set = Aufgenommene Steine als neue Kombination auslegen
access-back-to-rack = Aufgenommene Steine zurück auf dein Bänkchen legen

## Announcements

# "Ada hat 3 Steine gelegt: blaue 4 5 6 als neue Kombination; rote 7 an die Kombination rote 4 5 6 7."
access-played = { $self ->
        [you] Du hast
       *[other] { $name } hat
    } { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    } gelegt: { $sets }.
access-laid-new = { $tiles } als neue Kombination
access-laid-added = { $tiles } an die Kombination { $set }
# Between the sets of one play.
access-laid-separator = {"; "}
access-your-turn = Du bist dran. Du hast { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    }.
# Tiles the player put into a set: "blaue 7 jetzt in Kombination 2: blaue 4 5 6 7."
access-put = { $tiles } jetzt in Kombination { $number }: { $set }.
access-put-back = { $tiles } zurück auf deinem Bänkchen.
access-nothing-picked = Nimm zuerst Steine auf: Drück auf einen Stein auf deinem Bänkchen oder auf dem Tisch.
access-round-over = Die Runde ist vorbei.
