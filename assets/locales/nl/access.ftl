# Tilemeld: what a screen reader hears (Nederlands)
# Every text here is read aloud, never drawn: write it as it is said.

## Tiles in words

# A run of one colour, said once for all its tiles: "blauwe 4 5 6".
# $numbers is the numbers with spaces between; $colour is as in tile-numbered.
tiles-run = { $colour ->
        [black] zwarte
        [blue] blauwe
        [orange] oranje
       *[red] rode
    } { $numbers }
# Between tiles or runs said one after another: "rode 7, blauwe 7, joker".
tiles-separator = {", "}

## The table as lists

access-rack = Je plankje, { $count ->
        [one] { $count } steen
       *[other] { $count } stenen
    }
access-table = Tafel, { $count ->
        [one] { $count } combinatie
       *[other] { $count } combinaties
    }
# A set on the table: "Combinatie 2: blauwe 4 5 6".
access-set = Combinatie { $number }: { $tiles }
access-set-invalid = Combinatie { $number }, nog niet geldig: { $tiles }
access-put-here = Bij combinatie { $number } leggen ({ $tiles })
access-new-set = Opgenomen stenen als nieuwe combinatie neerleggen
access-back-to-rack = Opgenomen stenen terugleggen op je plankje

## Announcements

# "Ada heeft 3 stenen gelegd: blauwe 4 5 6 als nieuwe combinatie; rode 7 bij de combinatie rode 4 5 6 7."
access-played = { $self ->
        [you] Je hebt
       *[other] { $name } heeft
    } { $count ->
        [one] { $count } steen
       *[other] { $count } stenen
    } gelegd: { $sets }.
access-laid-new = { $tiles } als nieuwe combinatie
access-laid-added = { $tiles } bij de combinatie { $set }
# Between the sets of one play.
access-laid-separator = {"; "}
access-your-turn = Jouw beurt. Je hebt { $count ->
        [one] { $count } steen
       *[other] { $count } stenen
    }.
# Tiles the player put into a set: "blauwe 7 nu in combinatie 2: blauwe 4 5 6 7."
access-put = { $tiles } nu in combinatie { $number }: { $set }.
access-put-back = { $tiles } terug op je plankje.
access-nothing-picked = Neem eerst stenen op: druk op een steen van je plankje of van de tafel.
# Undo and Reset, said once they are done.
access-undone = Je laatste zet is teruggenomen.
access-reset = De tafel is weer zoals aan het begin van je beurt, en je stenen liggen weer op je plankje.
access-nothing-to-take-back = Er valt niets terug te nemen.
# An online table's connection made again after conn-lost was said.
access-reconnected = Verbinding hersteld.
access-round-over = De ronde is voorbij.
# After another player's play, when they are close to going out (4 tiles or fewer).
access-tiles-left = { $name } heeft nog maar { $count ->
        [one] { $count } steen
       *[other] { $count } stenen
    }.
# After access-round-over: who won; $names, $count and $self as in
# roundend-went-out and roundend-lowest-rack.
access-went-out = { $self ->
        [you] Je bent uit.
       *[other] { $count ->
            [one] { $names } is uit.
           *[other] { $names } zijn uit.
        }
    }
access-lowest-rack = { $self ->
        [you] De pot is leeg en je had het minst over.
       *[other] { $count ->
            [one] De pot is leeg en { $names } had het minst over.
           *[other] De pot is leeg en { $names } hadden het minst over.
        }
    }
# The tournament clock ran out for a player, who loses the match.
access-out-of-time = { $self ->
        [you] Je tijd is om en je verliest de partij.
       *[other] De tijd van { $name } is om en { $name } verliest de partij.
    }
# Then each player's score for the round and the match's total, the best
# first, joined by access-laid-separator: "Ada 35, totaal 35; jij -12, totaal -12".
# "jij", not "je", as in access-count.
access-round-scores = Punten van deze ronde: { $scores }.
access-round-score = { $self ->
        [you] jij
       *[other] { $name }
    } { $points }, totaal { $total }
# The tile or tiles the player drew, said only to them: "Je hebt rode 7 gepakt."
access-you-drew = Je hebt { $tiles } gepakt.
# The player's turn clock, at the turn's start, at 30 and 10 seconds left,
# and when asked (T).
access-time-left = { $seconds ->
        [one] Nog { $seconds } seconde.
       *[other] Nog { $seconds } seconden.
    }
# A tournament clock's time, from two minutes up.
access-time-left-minutes = Nog { $minutes ->
        [one] { $minutes } minuut
       *[other] { $minutes } minuten
    } en { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } seconden
    }.
access-no-timer = Er is geen tijdslimiet per beurt.

## Questions asked with one key (How to play lists the keys)

# A: the last announcement again, before anything was said.
access-said-nothing = Er is nog niets gemeld.
# Q: the recent announcements, oldest first; $said is them one after another.
access-said-lately = Recente meldingen: { $said }
# W: whose turn it is.
access-whose-turn = { $self ->
        [you] Jij bent aan de beurt.
       *[other] { $name } is aan de beurt.
    }
# Y: the player's rack; $tiles in words.
access-your-rack = Je plankje, { $count ->
        [one] { $count } steen
       *[other] { $count } stenen
    }: { $tiles }.
access-no-rack = Je hebt aan deze tafel geen plankje.
# B: the table; $sets is access-set for each, joined by access-laid-separator.
access-the-table = De tafel, { $count ->
        [one] { $count } combinatie
       *[other] { $count } combinaties
    }: { $sets }.
access-table-empty = De tafel is leeg.
# C: each player's tiles and points (the match's total), then the pool,
# joined by access-laid-separator: "Ada, 8 stenen, 12 punten; …; pot, 40 stenen".
# "jij", not "je": it stands on its own in the list.
access-count = { $self ->
        [you] jij
       *[other] { $name }
    }, { $count ->
        [one] { $count } steen
       *[other] { $count } stenen
    }, { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }
access-pool = pot, { $count ->
        [one] { $count } steen
       *[other] { $count } stenen
    }
# L: the last play this round, before anyone played.
access-no-play-yet = Er is deze ronde nog niets gelegd.
