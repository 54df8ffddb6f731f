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
# Undo and Reset, said once they are done.
access-undone = Dein letzter Schritt wurde rückgängig gemacht.
access-reset = Der Tisch ist wieder so wie zu Beginn deines Zugs, und deine Steine liegen wieder auf deinem Bänkchen.
access-nothing-to-take-back = Es gibt nichts zurückzunehmen.
# An online table's connection made again after conn-lost was said.
access-reconnected = Verbindung wiederhergestellt.
access-round-over = Die Runde ist vorbei.
# After another player's play, when they are close to going out (4 tiles or fewer).
access-tiles-left = { $name } hat nur noch { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    }.
# After access-round-over: who won; $names, $count and $self as in
# roundend-went-out and roundend-lowest-rack.
access-went-out = { $self ->
        [you] Du hast alle Steine ausgelegt.
       *[other] { $count ->
            [one] { $names } hat alle Steine ausgelegt.
           *[other] { $names } haben alle Steine ausgelegt.
        }
    }
access-lowest-rack = { $self ->
        [you] Der Vorrat ist aufgebraucht, und du hattest am wenigsten auf dem Bänkchen.
       *[other] { $count ->
            [one] Der Vorrat ist aufgebraucht, und { $names } hatte am wenigsten auf dem Bänkchen.
           *[other] Der Vorrat ist aufgebraucht, und { $names } hatten am wenigsten auf dem Bänkchen.
        }
    }
# The tournament clock ran out for a player, who loses the match.
access-out-of-time = { $self ->
        [you] Deine Zeit ist abgelaufen, und du verlierst die Partie.
       *[other] Für { $name } ist die Zeit abgelaufen, und { $name } verliert die Partie.
    }
# Then each player's score for the round and the match's total, the best
# first, joined by access-laid-separator: "Ada 35, insgesamt 35; du -12, insgesamt -12".
access-round-scores = Punkte dieser Runde: { $scores }.
access-round-score = { $self ->
        [you] du
       *[other] { $name }
    } { $points }, insgesamt { $total }
# The tile or tiles the player drew, said only to them: "Du hast rote 7 gezogen."
access-you-drew = Du hast { $tiles } gezogen.
# The player's turn clock, at the turn's start, at 30 and 10 seconds left,
# and when asked (T).
access-time-left = { $seconds ->
        [one] Noch { $seconds } Sekunde.
       *[other] Noch { $seconds } Sekunden.
    }
# A tournament clock's time, from two minutes up.
access-time-left-minutes = Noch { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    } und { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    }.
access-no-timer = Es gibt kein Zeitlimit pro Zug.

## Questions asked with one key (How to play lists the keys)

# A: the last announcement again, before anything was said.
access-said-nothing = Bisher gab es noch keine Ansage.
# Q: the recent announcements, oldest first; $said is them one after another.
access-said-lately = Die letzten Ansagen: { $said }
# W: whose turn it is.
access-whose-turn = { $self ->
        [you] Du bist dran.
       *[other] { $name } ist dran.
    }
# Y: the player's rack; $tiles in words.
access-your-rack = Dein Bänkchen, { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    }: { $tiles }.
access-no-rack = Du hast an diesem Tisch kein Bänkchen.
# B: the table; $sets is access-set for each, joined by access-laid-separator.
access-the-table = Der Tisch, { $count ->
        [one] { $count } Kombination
       *[other] { $count } Kombinationen
    }: { $sets }.
access-table-empty = Der Tisch ist leer.
# C: each player's tiles and points (the match's total), then the pool,
# joined by access-laid-separator: "Ada, 8 Steine, 12 Punkte; …; Vorrat, 40 Steine".
# German nouns keep their capital letter.
access-count = { $self ->
        [you] du
       *[other] { $name }
    }, { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    }, { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
access-pool = Vorrat, { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    }
# L: the last play this round, before anyone played.
access-no-play-yet = In dieser Runde hat noch niemand gelegt.
