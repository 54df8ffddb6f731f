# Tilemeld: table (English)

## Notices on the table

refused-wait-your-turn = Wait for your turn to play tiles; until then you can arrange your rack.
hint-no-play = No play is possible: draw a tile.

## The turn's controls beside the rack (hud)
## Button labels are short: on a phone they sit under an icon in a fifth of
## the screen's width. The letters in brackets are keyboard keys.

# The status line above the controls. $name is a player's name.
hud-status-your-turn = Your turn
hud-status-their-turn = { $name }'s turn
hud-status-computer-playing = { $name } is playing…
# Hot-seat: the device goes to the next player.
hud-status-pass-to = Pass to { $name }
hud-status-round-over = Round over
hud-status-solution-shown = Solution shown
hud-status-solved = Solved
hud-status-match-over = Match over
# Portrait: small text beside the status while the computers play.
hud-tap-to-hurry = tap here to hurry
hud-faster = Faster
hud-faster-tip = Play the computers' moves faster (F or Space)
hud-done = Done
hud-done-tip = End the turn (Enter)
# Lessons: the button that plays the lesson's answer out.
hud-show-me = Show me
hud-show-me-tip = Play it out on the board
# Daily puzzle: the button that plays the solution out.
hud-solution = Solution
hud-solution-tip = Play the solution out on the board; the day then does not count as solved
hud-give-up = Give up
# $count is the number of tiles drawn as the penalty.
hud-give-up-tip = You changed the table: it goes back as it was and you draw { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    } (D)
hud-pass = Pass
hud-pass-tip = The pool is empty: pass the turn (D)
hud-draw = Draw
hud-draw-tip = Draw a tile; that ends your turn (D)
hud-undo = Undo
hud-undo-tip = Take back the last move (Ctrl+Z or Backspace)
hud-reset = Reset
hud-reset-tip = Put the table and your rack back as the turn began (R)
hud-hint = Hint
hud-hint-tip = Show a play (H)
# Tooltips of the two sort buttons on the rack's edge (labelled 777 and 789).
hud-sort-groups-tip = Sort the rack into groups: same number together (G)
hud-sort-runs-tip = Sort the rack into runs: by colour, then number (S)
# Tooltips of the pool (the stack of face-down tiles).
hud-pool-empty = The pool is empty
hud-pool-tip = The pool: click to draw a tile (D)

## The other players' seats along the top
## Small text in a seat's top right corner: what plays the seat.

seat-human = human
seat-level-easy = easy
seat-level-medium = medium
seat-level-hard = hard
seat-level-greedy = greedy
seat-level-master = master
seat-online = online

## Hot-seat cover between two players' turns

# $name is the next player's name.
cover-pass-to = Pass to { $name }
cover-ready = I'm ready

## Asked when Draw is pressed after changing the table

prompt-give-up-title = Give up this turn?
# $count is the number of tiles drawn as the penalty (more than one).
prompt-give-up-text = You changed the table. Drawing now gives up the turn: the table goes back as it was and you draw { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    }.
prompt-give-up-confirm = Give up, draw { $count } (Enter)
prompt-keep-playing = Keep playing

## Notices above the rack (a few seconds each)
## $name is a player's name, $count a number of tiles; $self is `you` when
## the seat is the player's own (one person at this device), else `other`:
## say "you" there, not the name in a sentence about someone else.

# Stands for a player's name when the seat is unknown.
toast-someone = Someone
toast-played = { $self ->
        [you] You played
       *[other] { $name } played
    } { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    }
toast-passed = { $self ->
        [you] You passed
       *[other] { $name } passed
    }
toast-drew = { $self ->
        [you] You drew
       *[other] { $name } drew
    } { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    }
# The turn's time ran out: the table went back and $count tiles were drawn.
toast-time-up = { $self ->
        [you] Your time is up
       *[other] Time's up for { $name }
    }: the table is restored and { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    } drawn
# Back at an online table: a computer played the player's seat for $turns
# turns. The next three say too that it laid $played tiles, drew $drew
# tiles, or both.
toast-while-away = While you were away, the computer played your seat for { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }
toast-while-away-laid = While you were away, the computer played your seat for { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }: it laid { $played ->
        [one] { $played } tile
       *[other] { $played } tiles
    }
toast-while-away-drew = While you were away, the computer played your seat for { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }: drew { $drew ->
        [one] { $drew } tile
       *[other] { $drew } tiles
    }
toast-while-away-laid-drew = While you were away, the computer played your seat for { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }: it laid { $played ->
        [one] { $played } tile
       *[other] { $played } tiles
    } and drew { $drew ->
        [one] { $drew } tile
       *[other] { $drew } tiles
    }

## The round's end card

# The headline when a player emptied their rack.
roundend-went-out-title = Out!
# Player names in a list: $list is one name or a list made by this message,
# $name the next name ("Ada and Bob", then "Ada and Bob and Cy").
roundend-names-and = { $list } and { $name }
# $names is one name or a list of them; $count how many players.
roundend-went-out = { $self ->
        [you] You went out
       *[other] { $names } went out
    }
roundend-pool-ran-out = The pool ran out
roundend-lowest-rack = { $self ->
        [you] You had the lowest rack
       *[other] { $names } had the lowest rack
    }
roundend-out-of-time-title = Out of time
# The tournament clock ran out: that player loses the match.
roundend-out-of-time = { $self ->
        [you] Your time ran out: you lose the match
       *[other] { $name }'s time ran out: { $name } loses the match
    }
roundend-next-round = Next round (Enter)
# Column headings of the score table.
roundend-player = Player
roundend-left-on-rack = Left on the rack
roundend-round = Round
roundend-total = Total
# A cell of the score table: the tiles left on a rack and what they count.
# Select on $tiles or $points where the words change with the number.
roundend-rack-left = { $tiles ->
        [one] { $tiles } tile
       *[other] { $tiles } tiles
    }, { $points } pts
# A play the player missed: on turn $turn they could have played $more
# more tiles ($possible in all instead of the $played they played).
roundend-missed = { $name }: on turn { $turn } you could have played { $more ->
        [one] { $more } more tile
       *[other] { $more } more tiles
    } ({ $possible } instead of { $played }).
# Opens a small board showing the missed play.
roundend-show-me = Show me
roundend-final-standings = Final standings
# A line of the final standings: $place is 1, 2, 3…; $points the total
# (may be negative); $won the rounds won. Select on $points where the word
# changes with the number.
roundend-standing = { $place }. { $name } — { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $won ->
        [one] { $won } round
       *[other] { $won } rounds
    } won
roundend-rematch = Rematch
# Online, at the match's end, to the players who are not the host.
roundend-host-may-rematch = The host may start a rematch
roundend-leave = Leave
roundend-play-again = Play again
roundend-menu = Menu

## Show me: a missed play on a small board

showme-title = Turn { $turn }: what could have been played
# Select on $possible where the word changes with the number.
showme-instead = { $possible ->
        [one] { $possible } tile
       *[other] { $possible } tiles
    } instead of { $played }
showme-before = The table and the rack of that turn
showme-rack = Rack
showme-again = Again
showme-close = Close
# The letter on a joker's face on the small board (one letter).
showme-joker = J

## Watching a replay: the bar where the turn's buttons are in a game

# $round counts from 1; $move is the number of moves shown so far, $total
# the number of moves in the replay.
watch-status = Replay · round { $round } · move { $move } of { $total }
watch-status-end = Replay · round { $round } · move { $move } of { $total } · the end
# Button labels under an icon (short), and their tooltips.
watch-back-label = Back
watch-back-tip = Back one move
watch-play-label = Play
watch-play-tip = Play on by itself
watch-stop-label = Stop
watch-stop-tip = Stop
watch-forward-label = Next
watch-forward-tip = Forward one move
# The button that shows another player's rack; $name is whose rack is shown.
watch-rack = Rack: { $name }
# The same on a phone: two short lines.
watch-rack-stacked =
    Rack
    { $name }
watch-next-rack-tip = Show the next player's rack
# On a phone, under an icon: back to the list of replays.
watch-list = List
watch-replays = Replays
watch-list-tip = Back to the list of matches
