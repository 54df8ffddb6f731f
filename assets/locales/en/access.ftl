# Tilemeld: what a screen reader hears (English)
# Every text here is read aloud, never drawn: write it as it is said.

## Tiles in words

# A run of one colour, said once for all its tiles: "blue 4 5 6".
# $numbers is the numbers with spaces between; $colour is as in tile-numbered.
tiles-run = { $colour ->
        [black] black
        [blue] blue
        [orange] orange
       *[red] red
    } { $numbers }
# Between tiles or runs said one after another: "red 7, blue 7, joker".
tiles-separator = {", "}

## The table as lists

access-rack = Your rack, { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    }
access-table = Table, { $count ->
        [one] { $count } set
       *[other] { $count } sets
    }
# A set on the table: "Set 2: blue 4 5 6".
access-set = Set { $number }: { $tiles }
access-set-invalid = Set { $number }, not a valid set yet: { $tiles }
# The button by each set: "Put into set 2 (blue 4 5 6)"; $tiles as in access-set.
access-put-here = Put into set { $number } ({ $tiles })
access-new-set = Put the picked tiles down as a new set
access-back-to-rack = Put the picked tiles back on your rack

## Announcements

# "Ada played 3 tiles: blue 4 5 6 as a new set; red 7 into red 4 5 6 7."
access-played = { $self ->
        [you] You played
       *[other] { $name } played
    } { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    }: { $sets }.
access-laid-new = { $tiles } as a new set
access-laid-added = { $tiles } into { $set }
# Between the sets of one play.
access-laid-separator = {"; "}
access-your-turn = Your turn. You hold { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    }.
# Tiles the player put into a set: "blue 7 now in set 2: blue 4 5 6 7."
access-put = { $tiles } now in set { $number }: { $set }.
access-put-back = { $tiles } back on your rack.
access-nothing-picked = Pick up tiles first: press a tile of your rack or of the table.
access-round-over = The round is over.
