# Tilemeld: table (Nederlands)

## Notices on the table

refused-wait-your-turn = Wacht tot je aan de beurt bent voordat je stenen legt; tot die tijd kun je je plankje ordenen.
hint-no-play = Je kunt niets leggen: pak een steen.

## The turn's controls beside the rack (hud)
## Button labels are short: on a phone they sit under an icon in a fifth of
## the screen's width. The letters in brackets are keyboard keys.

# The status line above the controls. $name is a player's name.
hud-status-your-turn = Jouw beurt
hud-status-their-turn = { $name } is aan de beurt
hud-status-computer-playing = { $name } speelt…
# Hot-seat: the device goes to the next player.
hud-status-pass-to = Geef door aan { $name }
hud-status-round-over = Ronde voorbij
hud-status-solution-shown = Oplossing getoond
hud-status-solved = Opgelost
hud-status-match-over = Partij voorbij
# Portrait: small text beside the status while the computers play.
hud-tap-to-hurry = tik om te versnellen
hud-faster = Sneller
hud-faster-tip = De zetten van de computers sneller afspelen (F of spatie)
hud-done = Klaar
hud-done-tip = Beurt beëindigen (Enter)
# Lessons: the button that plays the lesson's answer out.
hud-show-me = Laat zien
hud-show-me-tip = Speel het op tafel voor
# Daily puzzle: the button that plays the solution out.
hud-solution = Oplossing
hud-solution-tip = Speel de oplossing op tafel voor; deze dag telt dan niet als opgelost
hud-give-up = Opgeven
# $count is the number of tiles drawn as the penalty.
hud-give-up-tip = Je hebt de tafel veranderd: die gaat terug zoals hij was en je pakt { $count ->
        [one] { $count } steen
       *[other] { $count } stenen
    } (D)
hud-pass = Passen
hud-pass-tip = De pot is leeg: pas deze beurt (D)
hud-draw = Pakken
hud-draw-tip = Pak een steen; daarmee eindigt je beurt (D)
hud-undo = Herstel
hud-undo-tip = De laatste zet terugnemen (Ctrl+Z of Backspace)
hud-reset = Opnieuw
hud-reset-tip = Zet de tafel en je plankje terug zoals ze aan het begin van de beurt waren (R)
hud-hint = Tip
hud-hint-tip = Laat een mogelijke zet zien (H)
# Tooltips of the two sort buttons on the rack's edge (labelled 777 and 789).
hud-sort-groups-tip = Plankje sorteren op groepen: gelijke getallen bij elkaar (G)
hud-sort-runs-tip = Plankje sorteren op rijen: per kleur, dan op getal (S)
# Tooltips of the pool (the stack of face-down tiles).
hud-pool-empty = De pot is leeg
hud-pool-tip = De pot: klik om een steen te pakken (D)

## The other players' seats along the top
## Small text in a seat's top right corner: what plays the seat.

seat-human = mens
seat-level-easy = makkelijk
seat-level-medium = gemiddeld
seat-level-hard = moeilijk
seat-level-greedy = hebberig
seat-level-master = meester
seat-online = online

## Hot-seat cover between two players' turns

# $name is the next player's name.
cover-pass-to = Geef door aan { $name }
cover-ready = Ik ben er klaar voor

## Asked when Draw is pressed after changing the table

prompt-give-up-title = Deze beurt opgeven?
# $count is the number of tiles drawn as the penalty (more than one).
prompt-give-up-text = Je hebt de tafel veranderd. Als je nu pakt, geef je de beurt op: de tafel gaat terug zoals hij was en je pakt { $count ->
        [one] { $count } steen
       *[other] { $count } stenen
    }.
prompt-give-up-confirm = Opgeven, { $count } pakken (Enter)
prompt-keep-playing = Verder spelen

## Notices above the rack (a few seconds each)
## $name is a player's name, $count a number of tiles; $self is `you` when
## the seat is the player's own (one person at this device), else `other`:
## say "je" there, not the name in a sentence about someone else.

# Stands for a player's name when the seat is unknown.
toast-someone = Iemand
toast-played = { $self ->
        [you] Je hebt
       *[other] { $name } heeft
    } { $count ->
        [one] { $count } steen
       *[other] { $count } stenen
    } gelegd
toast-passed = { $self ->
        [you] Je hebt gepast
       *[other] { $name } heeft gepast
    }
toast-drew = { $self ->
        [you] Je hebt
       *[other] { $name } heeft
    } { $count ->
        [one] { $count } steen
       *[other] { $count } stenen
    } gepakt
# The turn's time ran out: the table went back and $count tiles were drawn.
toast-time-up = { $self ->
        [you] Je tijd is om: de tafel is teruggezet en je hebt { $count ->
            [one] { $count } steen
           *[other] { $count } stenen
        } gepakt
       *[other] De tijd van { $name } is om: de tafel is teruggezet en er { $count ->
            [one] is { $count } steen
           *[other] zijn { $count } stenen
        } gepakt
    }
# Back at an online table: a computer played the player's seat for $turns
# turns. The next three say too that it laid $played tiles, drew $drew
# tiles, or both.
toast-while-away = Terwijl je weg was, speelde de computer { $turns ->
        [one] { $turns } beurt
       *[other] { $turns } beurten
    } voor je
toast-while-away-laid = Terwijl je weg was, speelde de computer { $turns ->
        [one] { $turns } beurt
       *[other] { $turns } beurten
    } voor je: hij legde { $played ->
        [one] { $played } steen
       *[other] { $played } stenen
    }
toast-while-away-drew = Terwijl je weg was, speelde de computer { $turns ->
        [one] { $turns } beurt
       *[other] { $turns } beurten
    } voor je: hij pakte { $drew ->
        [one] { $drew } steen
       *[other] { $drew } stenen
    }
toast-while-away-laid-drew = Terwijl je weg was, speelde de computer { $turns ->
        [one] { $turns } beurt
       *[other] { $turns } beurten
    } voor je: hij legde { $played ->
        [one] { $played } steen
       *[other] { $played } stenen
    } en pakte { $drew ->
        [one] { $drew } steen
       *[other] { $drew } stenen
    }

## The round's end card

# The headline when a player emptied their rack.
roundend-went-out-title = Uit!
# Player names in a list: $list is one name or a list made by this message,
# $name the next name ("Ada en Bob", then "Ada en Bob en Cy").
roundend-names-and = { $list } en { $name }
# $names is one name or a list of them; $count how many players.
roundend-went-out = { $self ->
        [you] Je bent uit
       *[other] { $count ->
            [one] { $names } is uit
           *[other] { $names } zijn uit
        }
    }
roundend-pool-ran-out = De pot is leeg
roundend-lowest-rack = { $self ->
        [you] Je had het minst over
       *[other] { $count ->
            [one] { $names } had het minst over
           *[other] { $names } hadden het minst over
        }
    }
roundend-out-of-time-title = Tijd om
# The tournament clock ran out: that player loses the match.
roundend-out-of-time = { $self ->
        [you] Je tijd is om: je verliest de partij
       *[other] De tijd van { $name } is om: { $name } verliest de partij
    }
roundend-next-round = Volgende ronde (Enter)
# Column headings of the score table.
roundend-player = Speler
roundend-left-on-rack = Op het plankje
roundend-round = Ronde
roundend-total = Totaal
# A cell of the score table: the tiles left on a rack and what they count.
# Select on $tiles or $points where the words change with the number.
roundend-rack-left = { $tiles ->
        [one] { $tiles } steen
       *[other] { $tiles } stenen
    }, { $points } ptn
# A play the player missed: on turn $turn they could have played $more
# more tiles ($possible in all instead of the $played they played).
roundend-missed = { $name }: in beurt { $turn } had je { $more ->
        [one] { $more } steen
       *[other] { $more } stenen
    } meer kunnen leggen ({ $possible } in plaats van { $played }).
# Opens a small board showing the missed play.
roundend-show-me = Laat zien
roundend-final-standings = Eindstand
# A line of the final standings: $place is 1, 2, 3…; $points the total
# (may be negative); $won the rounds won. Select on $points where the word
# changes with the number.
roundend-standing = { $place }. { $name } — { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }, { $won ->
        [one] { $won } ronde
       *[other] { $won } rondes
    } gewonnen
roundend-rematch = Revanche
# Online, at the match's end, to the players who are not the host.
roundend-host-may-rematch = De host kan een revanche starten
roundend-leave = Verlaten
roundend-play-again = Nog een keer
roundend-menu = Menu

## Show me: a missed play on a small board

showme-title = Beurt { $turn }: dit had gekund
# Select on $possible where the word changes with the number.
showme-instead = { $possible ->
        [one] { $possible } steen
       *[other] { $possible } stenen
    } in plaats van { $played }
showme-before = De tafel en het plankje van die beurt
showme-rack = Plankje
showme-again = Nog eens
showme-close = Sluiten
# The letter on a joker's face on the small board (one letter).
showme-joker = J

## Watching a replay: the bar where the turn's buttons are in a game

# $round counts from 1; $move is the number of moves shown so far, $total
# the number of moves in the replay.
watch-status = Terugkijken · ronde { $round } · zet { $move } van { $total }
watch-status-end = Terugkijken · ronde { $round } · zet { $move } van { $total } · einde
# Button labels under an icon (short), and their tooltips.
watch-back-label = Terug
watch-back-tip = Eén zet terug
watch-play-label = Afspelen
watch-play-tip = Automatisch verder afspelen
watch-stop-label = Stop
watch-stop-tip = Stoppen
watch-forward-label = Verder
watch-forward-tip = Eén zet vooruit
# The button that shows another player's rack; $name is whose rack is shown.
watch-rack = Plankje: { $name }
# The same on a phone: two short lines.
watch-rack-stacked =
    Plankje
    { $name }
watch-next-rack-tip = Het plankje van de volgende speler laten zien
# On a phone, under an icon: back to the list of replays.
watch-list = Lijst
watch-replays = Terugkijken
watch-list-tip = Terug naar de lijst met partijen
