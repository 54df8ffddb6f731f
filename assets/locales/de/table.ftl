# Tilemeld: table (Deutsch)

## Notices on the table

refused-wait-your-turn = Steine legen kannst du erst, wenn du dran bist; bis dahin kannst du dein Bänkchen ordnen.
hint-no-play = Du kannst nichts legen: Zieh einen Stein.

## The turn's controls beside the rack (hud)
## Button labels are short: on a phone they sit under an icon in a fifth of
## the screen's width. The letters in brackets are keyboard keys.

# The status line above the controls. $name is a player's name.
hud-status-your-turn = Du bist dran
hud-status-their-turn = { $name } ist dran
hud-status-computer-playing = { $name } spielt…
# Hot-seat: the device goes to the next player.
hud-status-pass-to = Weitergeben an { $name }
hud-status-round-over = Runde vorbei
hud-status-solution-shown = Lösung angezeigt
hud-status-solved = Gelöst
hud-status-match-over = Partie vorbei
# Portrait: small text beside the status while the computers play.
hud-tap-to-hurry = zum Beschleunigen tippen
hud-faster = Schneller
hud-faster-tip = Die Züge der Computer schneller abspielen (F oder Leertaste)
hud-done = Fertig
hud-done-tip = Zug beenden (Enter)
# Lessons: the button that plays the lesson's answer out.
hud-show-me = Zeig's mir
hud-show-me-tip = Auf dem Tisch vorspielen
# Daily puzzle: the button that plays the solution out.
hud-solution = Lösung
hud-solution-tip = Die Lösung auf dem Tisch vorspielen; der Tag zählt dann nicht als gelöst
hud-give-up = Aufgeben
# $count is the number of tiles drawn as the penalty.
hud-give-up-tip = Du hast den Tisch verändert: Er wird zurückgesetzt und du ziehst { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    } (D)
hud-pass = Passen
hud-pass-tip = Der Vorrat ist leer: passen und den Zug beenden (D)
hud-draw = Ziehen
hud-draw-tip = Einen Stein ziehen; damit endet dein Zug (D)
hud-undo = Rückgängig
hud-undo-tip = Den letzten Schritt zurücknehmen (Strg+Z oder Rücktaste)
hud-reset = Von vorn
hud-reset-tip = Tisch und Bänkchen auf den Stand zu Beginn des Zugs zurücksetzen (R)
hud-hint = Tipp
hud-hint-tip = Einen möglichen Zug zeigen (H)
# Tooltips of the two sort buttons on the rack's edge (labelled 777 and 789).
hud-sort-groups-tip = Bänkchen nach Gruppen sortieren: gleiche Zahlen zusammen (G)
hud-sort-runs-tip = Bänkchen nach Reihen sortieren: nach Farbe, dann nach Zahl (S)
# Tooltips of the pool (the stack of face-down tiles).
hud-pool-empty = Der Vorrat ist leer
hud-pool-tip = Der Vorrat: Klicken, um einen Stein zu ziehen (D)

## The other players' seats along the top
## Small text in a seat's top right corner: what plays the seat.

seat-human = Mensch
seat-level-easy = leicht
seat-level-medium = mittel
seat-level-hard = schwer
seat-level-greedy = gierig
seat-level-master = Meister
seat-online = online

## Hot-seat cover between two players' turns

# $name is the next player's name.
cover-pass-to = Weitergeben an { $name }
cover-ready = Ich bin bereit

## Asked when Draw is pressed after changing the table

prompt-give-up-title = Diesen Zug aufgeben?
# $count is the number of tiles drawn as the penalty (more than one).
prompt-give-up-text = Du hast den Tisch verändert. Wenn du jetzt ziehst, gibst du den Zug auf: Der Tisch wird zurückgesetzt und du ziehst { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    }.
prompt-give-up-confirm = Aufgeben, { $count } ziehen (Enter)
prompt-keep-playing = Weiterspielen

## Notices above the rack (a few seconds each)
## $name is a player's name, $count a number of tiles; $self is `you` when
## the seat is the player's own (one person at this device), else `other`:
## say "du" there, not the name in a sentence about someone else.

# Stands for a player's name when the seat is unknown.
toast-someone = Jemand
toast-played = { $self ->
        [you] Du hast
       *[other] { $name } hat
    } { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    } gelegt
toast-passed = { $self ->
        [you] Du hast gepasst
       *[other] { $name } hat gepasst
    }
toast-drew = { $self ->
        [you] Du hast
       *[other] { $name } hat
    } { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    } gezogen
# The turn's time ran out: the table went back and $count tiles were drawn.
toast-time-up = { $self ->
        [you] Deine Zeit ist abgelaufen: Der Tisch ist zurückgesetzt und du hast { $count ->
            [one] { $count } Stein
           *[other] { $count } Steine
        } gezogen
       *[other] Zeit abgelaufen für { $name }: Der Tisch ist zurückgesetzt, { $count ->
            [one] { $count } Stein wurde
           *[other] { $count } Steine wurden
        } gezogen
    }
# Back at an online table: a computer played the player's seat for $turns
# turns. The next three say too that it laid $played tiles, drew $drew
# tiles, or both.
toast-while-away = Während du weg warst, hat der Computer { $turns ->
        [one] { $turns } Zug
       *[other] { $turns } Züge
    } für dich gespielt
toast-while-away-laid = Während du weg warst, hat der Computer { $turns ->
        [one] { $turns } Zug
       *[other] { $turns } Züge
    } für dich gespielt: Er hat { $played ->
        [one] { $played } Stein
       *[other] { $played } Steine
    } gelegt
toast-while-away-drew = Während du weg warst, hat der Computer { $turns ->
        [one] { $turns } Zug
       *[other] { $turns } Züge
    } für dich gespielt: Er hat { $drew ->
        [one] { $drew } Stein
       *[other] { $drew } Steine
    } gezogen
toast-while-away-laid-drew = Während du weg warst, hat der Computer { $turns ->
        [one] { $turns } Zug
       *[other] { $turns } Züge
    } für dich gespielt: Er hat { $played ->
        [one] { $played } Stein
       *[other] { $played } Steine
    } gelegt und { $drew ->
        [one] { $drew } Stein
       *[other] { $drew } Steine
    } gezogen

## The round's end card

# The headline when a player emptied their rack.
roundend-went-out-title = Bänkchen leer!
# Player names in a list: $list is one name or a list made by this message,
# $name the next name ("Ada und Bob", then "Ada und Bob und Cy").
roundend-names-and = { $list } und { $name }
# $names is one name or a list of them; $count how many players.
roundend-went-out = { $self ->
        [you] Du hast alle Steine ausgelegt
       *[other] { $count ->
            [one] { $names } hat alle Steine ausgelegt
           *[other] { $names } haben alle Steine ausgelegt
        }
    }
roundend-pool-ran-out = Der Vorrat ist aufgebraucht
roundend-lowest-rack = { $self ->
        [you] Du hattest am wenigsten auf dem Bänkchen
       *[other] { $count ->
            [one] { $names } hatte am wenigsten auf dem Bänkchen
           *[other] { $names } hatten am wenigsten auf dem Bänkchen
        }
    }
roundend-out-of-time-title = Zeit abgelaufen
# The tournament clock ran out: that player loses the match.
roundend-out-of-time = { $self ->
        [you] Deine Zeit ist abgelaufen: Du verlierst die Partie
       *[other] Für { $name } ist die Zeit abgelaufen: { $name } verliert die Partie
    }
roundend-next-round = Nächste Runde (Enter)
# Column headings of the score table.
roundend-player = Spieler
roundend-left-on-rack = Auf dem Bänkchen
roundend-round = Runde
roundend-total = Gesamt
# A cell of the score table: the tiles left on a rack and what they count.
# Select on $tiles or $points where the words change with the number.
roundend-rack-left = { $tiles ->
        [one] { $tiles } Stein
       *[other] { $tiles } Steine
    }, { $points } Pkt.
# A play the player missed: on turn $turn they could have played $more
# more tiles ($possible in all instead of the $played they played).
roundend-missed = { $name }: In Zug { $turn } hättest du { $more ->
        [one] { $more } Stein mehr
       *[other] { $more } Steine mehr
    } legen können ({ $possible } statt { $played }).
# Opens a small board showing the missed play.
roundend-show-me = Zeig's mir
roundend-final-standings = Endstand
# A line of the final standings: $place is 1, 2, 3…; $points the total
# (may be negative); $won the rounds won. Select on $points where the word
# changes with the number.
roundend-standing = { $place }. { $name } — { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }, { $won ->
        [one] { $won } Runde
       *[other] { $won } Runden
    } gewonnen
roundend-rematch = Revanche
# Online, at the match's end, to the players who are not the host.
roundend-host-may-rematch = Der Gastgeber kann eine Revanche starten
roundend-leave = Verlassen
roundend-play-again = Nochmal spielen
roundend-menu = Menü

## Show me: a missed play on a small board

showme-title = Zug { $turn }: Das wäre möglich gewesen
# Select on $possible where the word changes with the number.
showme-instead = { $possible ->
        [one] { $possible } Stein
       *[other] { $possible } Steine
    } statt { $played }
showme-before = Tisch und Bänkchen in diesem Zug
showme-rack = Bänkchen
showme-again = Nochmal
showme-close = Schließen
# The letter on a joker's face on the small board (one letter).
showme-joker = J

## Watching a replay: the bar where the turn's buttons are in a game

# $round counts from 1; $move is the number of moves shown so far, $total
# the number of moves in the replay.
watch-status = Aufzeichnung · Runde { $round } · Schritt { $move } von { $total }
watch-status-end = Aufzeichnung · Runde { $round } · Schritt { $move } von { $total } · Ende
# Button labels under an icon (short), and their tooltips.
watch-back-label = Zurück
watch-back-tip = Einen Schritt zurück
watch-play-label = Abspielen
watch-play-tip = Von selbst weiterlaufen lassen
watch-stop-label = Stopp
watch-stop-tip = Anhalten
watch-forward-label = Weiter
watch-forward-tip = Einen Schritt vor
# The button that shows another player's rack; $name is whose rack is shown.
watch-rack = Bänkchen: { $name }
# The same on a phone: two short lines.
watch-rack-stacked =
    Bänkchen
    { $name }
watch-next-rack-tip = Das Bänkchen des nächsten Spielers zeigen
# On a phone, under an icon: back to the list of replays.
watch-list = Liste
watch-replays = Aufzeichnungen
watch-list-tip = Zurück zur Liste der Partien
