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
# Undo and Reset, said once they are done.
access-undone = Your last move is taken back.
access-reset = The table is back as it was at the start of your turn, and your tiles are back on your rack.
access-nothing-to-take-back = There is nothing to take back.
# An online table's connection made again after conn-lost was said.
access-reconnected = Connected again.
access-round-over = The round is over.
# After another player's play, when they are close to going out (4 tiles or fewer).
access-tiles-left = { $name } has { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    } left.
# After access-round-over: who won; $names, $count and $self as in
# roundend-went-out and roundend-lowest-rack.
access-went-out = { $self ->
        [you] You went out.
       *[other] { $names } went out.
    }
access-lowest-rack = { $self ->
        [you] The pool ran out, and you had the lowest rack.
       *[other] The pool ran out, and { $names } had the lowest rack.
    }
# The tournament clock ran out for a player, who loses the match.
access-out-of-time = { $self ->
        [you] Your time ran out, and you lose the match.
       *[other] { $name }'s time ran out, and { $name } loses the match.
    }
# Then each player's score for the round and the match's total, the best
# first, joined by access-laid-separator: "Ada 35, total 35; you −12, total −12".
access-round-scores = Scores this round: { $scores }.
access-round-score = { $self ->
        [you] you
       *[other] { $name }
    } { $points }, total { $total }
# The tile or tiles the player drew, said only to them: "You drew red 7."
access-you-drew = You drew { $tiles }.
# The player's turn clock, at the turn's start, at 30 and 10 seconds left,
# and when asked (T).
access-time-left = { $seconds ->
        [one] { $seconds } second left.
       *[other] { $seconds } seconds left.
    }
# A tournament clock's time, from two minutes up.
access-time-left-minutes = { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    } left.
access-no-timer = There is no turn timer.

## Questions asked with one key (How to play lists the keys)

# A: the last announcement again, before anything was said.
access-said-nothing = Nothing has been said yet.
# Q: the recent announcements, oldest first; $said is them one after another.
access-said-lately = Said lately: { $said }
# W: whose turn it is.
access-whose-turn = { $self ->
        [you] It is your turn.
       *[other] It is { $name }'s turn.
    }
# Y: the player's rack; $tiles in words.
access-your-rack = Your rack, { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    }: { $tiles }.
access-no-rack = You have no rack at this table.
# B: the table; $sets is access-set for each, joined by access-laid-separator.
access-the-table = The table, { $count ->
        [one] { $count } set
       *[other] { $count } sets
    }: { $sets }.
access-table-empty = The table is empty.
# C: each player's tiles and points (the match's total), then the pool,
# joined by access-laid-separator: "Ada, 8 tiles, 12 points; …; pool, 40 tiles".
access-count = { $self ->
        [you] you
       *[other] { $name }
    }, { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
access-pool = pool, { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    }
# L: the last play this round, before anyone played.
access-no-play-yet = Nobody has played yet this round.
