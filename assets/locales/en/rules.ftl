# Tilemeld: rules (English)

## The rules' reasons: why a set, a turn or a move is refused. Shown in a
## toast, in the tooltip of a set outlined in red and on the Done button.
## A tile is $colour (black, blue, orange, red or joker) and $number (not
## for a joker). $tiles is tiles in the game's notation ("r7 r8 j"), left as
## it is.

# Why a set is not valid. These start in lower case and end without a full
# stop: they are also put inside reason-invalid-set. $count is the set's
# number of tiles.
reason-too-few-tiles = a set needs at least three tiles and this one has { $count }
reason-only-jokers = a set needs at least one numbered tile besides its jokers
# "this one has two red 7s" (or "two jokers").
reason-group-repeats-colour = a group may not repeat a colour, and this one has two { $colour ->
        [joker] jokers
        [black] black { $number }s
        [blue] blue { $number }s
        [orange] orange { $number }s
       *[red] red { $number }s
    }
reason-group-too-large = a group holds at most four tiles, one of each colour, and this one has { $count }
reason-group-mixes-numbers = all tiles of a group must show the same number
reason-run-repeats-number = a run may not repeat a number, and this one has two { $colour ->
        [joker] jokers
        [black] black { $number }s
        [blue] blue { $number }s
        [orange] orange { $number }s
       *[red] red { $number }s
    }
reason-run-mixes-colours = all tiles of a run must be the same colour
# $missing: how many numbers the run lacks; $jokers: how many jokers it has.
reason-run-has-gap = { $jokers ->
        [0] the numbers of a run must follow each other, and this one is missing { $missing ->
                [one] { $missing } tile
               *[other] { $missing } tiles
            }
        [1] the numbers of a run must follow each other, and this one is missing { $missing ->
                [one] { $missing } tile
               *[other] { $missing } tiles
            } that its joker cannot all fill
       *[other] the numbers of a run must follow each other, and this one is missing { $missing ->
                [one] { $missing } tile
               *[other] { $missing } tiles
            } that its { $jokers } jokers cannot all fill
    }
reason-run-too-long = a run holds at most 13 tiles (1 to 13) and this one has { $count }
reason-run-wraps = 13 is never followed by 1: runs do not wrap around
reason-mixed-colours-and-numbers = the tiles are neither one colour in sequence (a run) nor one number in different colours (a group)

# Why a turn is refused.
# The game's box has two of each tile (three in the XP box): say no number.
reason-impossible-tiles = there are more { $colour ->
        [joker] jokers
        [black] black { $number }s
        [blue] blue { $number }s
        [orange] orange { $number }s
       *[red] red { $number }s
    } between the table and the rack than there are in the game
# $set is the set's place on the table (1, 2, …). $reason names the message
# that says what is wrong with the set: keep the list of reasons as it is
# (each puts in that message).
reason-invalid-starting-table = set { $set } on the table before the turn ({ $tiles }) is not valid: { $reason ->
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
reason-invalid-set = Set { $set } ({ $tiles }) is not valid: { $reason ->
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
reason-table-tile-removed = The { $colour ->
        [joker] joker
        [black] black { $number }
        [blue] blue { $number }
        [orange] orange { $number }
       *[red] red { $number }
    } was on the table and must stay there: tiles never go back from the table to a rack.
reason-too-many-tiles = There are more { $colour ->
        [joker] jokers
        [black] black { $number }s
        [blue] blue { $number }s
        [orange] orange { $number }s
       *[red] red { $number }s
    } on the table than were on the table and your rack together.
reason-unknown-tile = The { $colour ->
        [joker] joker
        [black] black { $number }
        [blue] blue { $number }
        [orange] orange { $number }
       *[red] red { $number }
    } was neither on the table nor on your rack.
reason-rearranged-but-played-none = You rearranged the table but played no tile from your rack; play at least one tile, or draw.
reason-no-tile-played = Play at least one tile from your rack, or draw a tile.
# $needed: the points the rules ask; $value: what the sets laid are worth.
reason-initial-meld-too-low = Your first play must be worth at least { $needed } points, and these sets are worth { $value }.
reason-initial-meld-uses-table = Your first play must use only tiles from your rack; it may not take or rearrange the set { $tiles } on the table.
reason-initial-meld-touches-table = In your first play you may not add tiles to the set { $tiles } already on the table; lay down new sets only.
# $tiles: the set the joker was in.
reason-joker-replacement-not-from-rack = To free the joker from { $tiles } you must replace it with the tile it stands for from your own rack.
reason-freed-joker-needs-two-rack-tiles = A freed joker must go into a new set with at least two tiles from your rack; the joker from { $tiles } does not.
# $tiles: the group; $missing: the tiles of the two colours it lacks.
reason-group-joker-needs-both-colours = The joker in the group { $tiles } can only be freed by playing both missing tiles ({ $missing }).
reason-joker-set-manipulated = Under these rules a set with a joker may only change by exchanging its joker, and { $tiles } was changed otherwise.

# Why the round or the match refuses an action. $id is a tile's number
# among the 106 (0 to 105).
reason-round-over = The round is over.
reason-duplicate-tile = Tile #{ $id } is on the table twice.
reason-tile-not-available = Tile #{ $id } is neither on the table nor on your rack.
reason-round-still-played = Not now: the round is still being played.
# $expected: what the game waits for, in English (rare).
reason-not-now = Not now: { $expected }.
reason-match-over = The match is over.
reason-not-in-these-rules = These rules do not allow that.

# Why a tile cannot be picked up or put there.
reason-table-before-initial-meld = Before your initial meld you may only lay down new sets from your rack.
reason-not-movable = That tile cannot be moved now.

## How to play: the rules actually chosen, examples judged by them, the
## questions players ask and the controls.

howto-title = How to play
howto-back = Back
# $name: the rule set's name (a preset, or howto-custom-rules).
howto-rules-of-this-game = The rules of this game: { $name }
howto-custom-rules = custom rules
# $tiles: tiles dealt to each player; $direction: clockwise or counterclockwise;
# $box: classic (106 tiles), or xp (160 at five or six players, 106 at fewer).
howto-goal = Be the first to lay out every tile on your rack. { $box ->
        [xp] With five or six players there are 160 tiles: 1 to 13 in four colours, three times, and four jokers; with four or fewer, 106: twice, and two jokers.
       *[classic] There are 106 tiles: 1 to 13 in four colours, twice, and two jokers.
    } Each player starts with { $tiles }. Play goes { $direction ->
        [clockwise] clockwise
       *[counterclockwise] counterclockwise
    }.
# Headings.
howto-sets = Sets
howto-sets-or-not = Sets or not?
howto-your-turn = Your turn
howto-jokers = Jokers, under these rules
howto-scoring = Scoring
howto-questions = Questions players ask
howto-controls = Controls
howto-runs = A run is three or more tiles of one colour in a row. 1 is always low; 13 is never followed by 1.
howto-runs-wrap = A run is three or more tiles of one colour in a row. Under these rules runs wrap around: 13 may be followed by 1 (12 13 1 is a run).
howto-group = A group is three or four tiles of one number in different colours.
howto-joker = A joker stands for any tile its set needs.
# Under a row of example tiles. $value: the points the set is worth.
howto-example-valid = valid, worth { $value }
# Under a row of example tiles that is not a set. $reason names the message
# that says why: keep the list of reasons as it is.
howto-example-invalid = not valid: { $reason ->
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
        [0] Your first play, the initial meld, must be new sets from your own rack; these rules ask no minimum value.
       *[other] Your first play, the initial meld, must be new sets from your own rack worth at least { $points } points (jokers count as the tile they stand for).
    }
howto-turn = After that you may rearrange the whole table: extend, split, swap and regroup sets, as long as every set is valid at the end and at least one tile came from your rack. If you cannot or do not want to play, draw a tile; that ends your turn.
howto-no-timer = There is no turn timer.
# $secs: seconds a turn; $penalty: tiles drawn when the time runs out.
howto-timer = You have { $secs } seconds a turn. When the time runs out, the table goes back to how it was, your tiles return to your rack and you draw { $penalty ->
        [1] a tile
        [2] two tiles
        [3] three tiles
       *[other] { $penalty } tiles
    }.
# As howto-timer, when a table left invalid costs more: $invalid tiles.
howto-timer-invalid-costs-more = You have { $secs } seconds a turn. When the time runs out, the table goes back to how it was, your tiles return to your rack and you draw { $penalty ->
        [1] a tile
        [2] two tiles
        [3] three tiles
       *[other] { $penalty } tiles
    } ({ $invalid ->
        [1] a tile
        [2] two tiles
        [3] three tiles
       *[other] { $invalid } tiles
    } if you left the table invalid).
# A tournament clock's time for the match: whole minutes, or minutes and
# seconds; it fills $time of the two sentences after it.
howto-clock-time = { $minutes ->
        [one] one minute
       *[other] { $minutes } minutes
    }
howto-clock-time-seconds = { $minutes } min { $seconds } s
# A tournament clock (Fischer): $time for the whole match, $bonus seconds
# added after every move.
howto-clock-fischer = Each player has { $time } for the whole match, and { $bonus } seconds more after every move.
# A tournament clock (Bronstein): the time a move took is given back, up
# to $bonus seconds.
howto-clock-bronstein = Each player has { $time } for the whole match; after every move the time it took is given back, up to { $bonus } seconds.
howto-clock-lose = A player whose time runs out loses the match.
howto-clock-revert = When a player's time runs out, the table goes back, they draw { $penalty ->
        [1] a tile
       *[other] { $penalty } tiles
    }, and from then on they have { $bonus } seconds for each move.
# The championship's deal: one joker each, then $rest tiles at random.
howto-joker-each = Each player is dealt a joker and { $rest } more tiles at random, so no joker is left in the pool.
howto-redeal-doubles = A deal where a rack holds three doubles (two of the same tile, three times) is shuffled and dealt again.
howto-unopened = A rack that never made its initial meld costs { $could_not } points instead of its tiles, or { $could } if it could have made it on its player's last turn.
# $penalty: tiles drawn on giving up.
howto-giving-up = If you changed the table and cannot finish the turn, give up: the table goes back and you draw { $penalty ->
        [1] a tile
        [2] two tiles
        [3] three tiles
       *[other] { $penalty } tiles
    }.
# The joker restrictions in force, each after a bullet.
howto-joker-from-rack = To free a joker you must replace it with the tile it stands for from your own rack, not from the table.
howto-joker-two-rack-tiles = A freed joker must go into a new set with at least two tiles from your rack.
howto-joker-both-colours = A joker in a group of three is freed only by playing both missing colours.
howto-joker-sets-locked = A set with a joker may not be changed, except to exchange its joker.
# $joker: the points a joker left on a rack costs; $exhausted: lowest-value
# or fewest-tiles, who wins when the pool runs out.
howto-scoring-text = The player who goes out wins the round and scores what is left on everyone else's rack; the others lose that much. A joker left on a rack costs { $joker }. If the pool runs out and nobody can play, { $exhausted ->
        [lowest-value] the lowest rack value wins
       *[fewest-tiles] the fewest tiles win
    }.
# $length: players (as many rounds as players), rounds ($rounds rounds) or
# target (until someone reaches $points); $standings: score or rounds-won.
howto-match = { $length ->
        [players] A match is as many rounds as there are players
        [rounds] A match is { $rounds } rounds
       *[target] A match goes on until someone reaches { $points } points
    }; { $standings ->
        [score] the highest total score wins it.
       *[rounds-won] the most rounds won wins it, the total score breaking ties.
    }
howto-q-joker-in-meld = Can a joker be used in the initial meld?
howto-a-joker-in-meld = Yes, at the value of the tile it stands for.
howto-q-draw = Must I draw every turn?
howto-a-draw = Only when you do not play.
howto-q-take-back = Can I take a tile from the table back to my rack?
howto-a-take-back = Never. You may take back a tile you put down this turn, before you press Done.
howto-q-meld-table-tiles = Can my initial meld use table tiles?
howto-a-meld-table-tiles = No: only tiles from your rack, in new sets.
howto-q-drawn-tile = Can I play a tile I just drew?
howto-a-drawn-tile = Not in the same turn: drawing ends it.
howto-q-free-joker = How do I free a joker?
howto-a-free-joker = After your initial meld, rearrange so that the joker's set stays valid without it (often by putting in the tile it stood for), then use the joker in another set this turn.
# The key names (Enter, D, Backspace, Ctrl+Z, R, H, G, S, Esc, F, M,
# N, 0, + and -) are the keyboard's: keep them; say Space as your language names that key.
howto-controls-text = Drag tiles with the mouse or a finger, or tap: a tap picks a tile up and a tap on a set, free felt or your rack puts it there; a long press (or Ctrl/Shift-click) picks up several. Drag a set by its outline to move it whole; a set put on free felt stays where you put it. Pinch, the mouse wheel or + / - zoom the table (0 shows all of it), and a drag on free felt moves it. Tap the pool to draw. While others play you can arrange your rack. Keys: Enter Done, D Draw, Backspace or Ctrl+Z Undo, R Reset, H Hint, G / S sort the rack, Esc menu. Without a mouse: ⬅/➡ move along the rack, ⬆ goes up to the table (⬅/➡ then choose a set) and ⬇ back to the rack, Space selects the tile or set under the cursor, M moves the selection onto the chosen set and N makes it a new set. While the computers play, Space or F speeds them up.
# The keys that ask the table a question, answered aloud (for a screen
# reader, and on the web page's accessible copy too). Keep the key letters.
howto-controls-ask = To hear the game at any moment: A says the last announcement again, Q the recent ones, W whose turn it is, T the time left, Y your rack, B the table, C everyone's tiles and points and the pool, L the last play.
