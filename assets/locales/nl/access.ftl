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
access-round-over = De ronde is voorbij.
