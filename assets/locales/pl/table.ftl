# Tilemeld: table (Polski)

## Notices on the table

refused-wait-your-turn = Poczekaj na swoją kolej, żeby wykładać kostki; do tego czasu możesz porządkować stojak.
hint-no-play = Nie ma możliwego ruchu: dobierz kostkę.

## The turn's controls beside the rack (hud)
## Button labels are short: on a phone they sit under an icon in a fifth of
## the screen's width. The letters in brackets are keyboard keys.

# The status line above the controls. $name is a player's name (after a
# colon, so that it needs no declension).
hud-status-your-turn = Twoja kolej
hud-status-their-turn = Kolej: { $name }
hud-status-computer-playing = Gra { $name }…
# Hot-seat: the device goes to the next player.
hud-status-pass-to = Przekaż urządzenie: { $name }
hud-status-round-over = Koniec rundy
hud-status-solution-shown = Pokazano rozwiązanie
hud-status-solved = Rozwiązane
hud-status-match-over = Koniec partii
# Portrait: small text beside the status while the computers play.
hud-tap-to-hurry = dotknij, by przyspieszyć
hud-faster = Szybciej
hud-faster-tip = Przyspiesz ruchy komputerów (F lub spacja)
hud-done = Gotowe
hud-done-tip = Zakończ turę (Enter)
# Lessons: the button that plays the lesson's answer out.
hud-show-me = Pokaż
hud-show-me-tip = Pokaż rozwiązanie na stole
# Daily puzzle: the button that plays the solution out.
hud-solution = Rozwiązanie
hud-solution-tip = Pokaż rozwiązanie na stole; wtedy ten dzień nie zostanie zaliczony
hud-give-up = Zrezygnuj
# $count is the number of tiles drawn as the penalty.
hud-give-up-tip = Stół został zmieniony: wróci do poprzedniego stanu, a ty dobierzesz { $count ->
        [one] { $count } kostkę
        [few] { $count } kostki
        [many] { $count } kostek
       *[other] { $count } kostki
    } (D)
hud-pass = Pasuj
hud-pass-tip = Pula jest pusta: oddaj turę (D)
hud-draw = Dobierz
hud-draw-tip = Dobierz kostkę; to kończy twoją turę (D)
hud-undo = Cofnij
hud-undo-tip = Cofnij ostatni ruch (Ctrl+Z lub Backspace)
hud-reset = Od nowa
hud-reset-tip = Przywróć stół i stojak do stanu z początku tury (R)
hud-hint = Podpowiedź
hud-hint-tip = Pokaż możliwy ruch (H)
# Tooltips of the two sort buttons on the rack's edge (labelled 777 and 789).
hud-sort-groups-tip = Ułóż kostki w grupy: te same liczby razem (G)
hud-sort-runs-tip = Ułóż kostki w serie: według koloru, potem liczby (S)
# Tooltips of the pool (the stack of face-down tiles).
hud-pool-empty = Pula jest pusta
hud-pool-tip = Pula: kliknij, by dobrać kostkę (D)

## The other players' seats along the top
## Small text in a seat's top right corner: what plays the seat.

seat-human = człowiek
seat-level-easy = łatwy
seat-level-medium = średni
seat-level-hard = trudny
seat-level-greedy = zachłanny
seat-level-master = mistrz
seat-online = online

## Hot-seat cover between two players' turns

# $name is the next player's name.
cover-pass-to = Przekaż urządzenie: { $name }
cover-ready = Zaczynam

## Asked when Draw is pressed after changing the table

prompt-give-up-title = Zrezygnować z tej tury?
# $count is the number of tiles drawn as the penalty (more than one).
prompt-give-up-text = Stół został zmieniony. Dobranie kostki teraz oznacza rezygnację z tury: stół wróci do poprzedniego stanu, a ty dobierzesz { $count ->
        [one] { $count } kostkę
        [few] { $count } kostki
        [many] { $count } kostek
       *[other] { $count } kostki
    }.
prompt-give-up-confirm = Rezygnuję, dobieram { $count } (Enter)
prompt-keep-playing = Gram dalej

## Notices above the rack (a few seconds each)
## $name is a player's name, $count a number of tiles; $self is `you` when
## the seat is the player's own (one person at this device), else `other`:
## say "you" there, not the name in a sentence about someone else.

# Stands for a player's name when the seat is unknown.
toast-someone = Ktoś
# The present tense keeps the verb free of the player's gender ("Ada
# wykłada", "Wykładasz"; the past would need "wyłożył"/"wyłożyła").
toast-played = { $self ->
        [you] Wykładasz
       *[other] { $name } wykłada
    } { $count ->
        [one] { $count } kostkę
        [few] { $count } kostki
        [many] { $count } kostek
       *[other] { $count } kostki
    }
toast-passed = { $self ->
        [you] Pasujesz
       *[other] { $name } pasuje
    }
toast-drew = { $self ->
        [you] Dobierasz
       *[other] { $name } dobiera
    } { $count ->
        [one] { $count } kostkę
        [few] { $count } kostki
        [many] { $count } kostek
       *[other] { $count } kostki
    }
# The turn's time ran out: the table went back and $count tiles were drawn.
# $name is the subject (nominative), so it needs no declension.
toast-time-up = { $self ->
        [you] Twój czas minął: stół wraca do poprzedniego stanu, a ty dobierasz
       *[other] Koniec czasu: stół wraca do poprzedniego stanu, a { $name } dobiera
    } { $count ->
        [one] { $count } kostkę
        [few] { $count } kostki
        [many] { $count } kostek
       *[other] { $count } kostki
    }
# Back at an online table: a computer played the player's seat for $turns
# turns. The next three say too that it laid $played tiles, drew $drew
# tiles, or both.
toast-while-away = Podczas twojej nieobecności komputer rozegrał za ciebie { $turns ->
        [one] { $turns } turę
        [few] { $turns } tury
        [many] { $turns } tur
       *[other] { $turns } tury
    }
toast-while-away-laid = Podczas twojej nieobecności komputer rozegrał za ciebie { $turns ->
        [one] { $turns } turę
        [few] { $turns } tury
        [many] { $turns } tur
       *[other] { $turns } tury
    }: wyłożył { $played ->
        [one] { $played } kostkę
        [few] { $played } kostki
        [many] { $played } kostek
       *[other] { $played } kostki
    }
toast-while-away-drew = Podczas twojej nieobecności komputer rozegrał za ciebie { $turns ->
        [one] { $turns } turę
        [few] { $turns } tury
        [many] { $turns } tur
       *[other] { $turns } tury
    }: dobrał { $drew ->
        [one] { $drew } kostkę
        [few] { $drew } kostki
        [many] { $drew } kostek
       *[other] { $drew } kostki
    }
toast-while-away-laid-drew = Podczas twojej nieobecności komputer rozegrał za ciebie { $turns ->
        [one] { $turns } turę
        [few] { $turns } tury
        [many] { $turns } tur
       *[other] { $turns } tury
    }: wyłożył { $played ->
        [one] { $played } kostkę
        [few] { $played } kostki
        [many] { $played } kostek
       *[other] { $played } kostki
    } i dobrał { $drew ->
        [one] { $drew } kostkę
        [few] { $drew } kostki
        [many] { $drew } kostek
       *[other] { $drew } kostki
    }

## The round's end card

# The headline when a player emptied their rack.
roundend-went-out-title = Pusty stojak!
# Player names in a list: $list is one name or a list made by this message,
# $name the next name ("Ala i Bartek", then "Ala i Bartek i Celina").
roundend-names-and = { $list } i { $name }
# $names is one name or a list of them; $count how many players; $self is
# `you` when the only one is the player's own seat.
roundend-went-out = { $self ->
        [you] Kończysz z pustym stojakiem
       *[other] { $count ->
            [one] { $names } kończy z pustym stojakiem
           *[other] { $names } kończą z pustym stojakiem
        }
    }
roundend-pool-ran-out = Pula się skończyła
roundend-lowest-rack = { $self ->
        [you] Masz najmniej na stojaku
       *[other] { $count ->
            [one] { $names } ma najmniej na stojaku
           *[other] { $names } mają najmniej na stojaku
        }
    }
roundend-out-of-time-title = Koniec czasu
# The tournament clock ran out: that player loses the match. $name is the
# subject (nominative), and the present tense keeps the verb free of the
# player's gender.
roundend-out-of-time = { $self ->
        [you] Twój czas minął: przegrywasz partię
       *[other] { $name } nie ma już czasu: przegrywa partię
    }
roundend-next-round = Następna runda (Enter)
# Column headings of the score table.
roundend-player = Gracz
roundend-left-on-rack = Zostało na stojaku
roundend-round = Runda
roundend-total = Razem
# A cell of the score table: the tiles left on a rack and what they count.
# "pkt" fits every number.
roundend-rack-left = { $tiles ->
        [one] { $tiles } kostka
        [few] { $tiles } kostki
        [many] { $tiles } kostek
       *[other] { $tiles } kostki
    }, { $points } pkt
# A play the player missed: on turn $turn they could have played $more
# more tiles ($possible in all instead of the $played they played).
roundend-missed = { $name }: w turze { $turn } można było zagrać o { $more ->
        [one] { $more } kostkę więcej
        [few] { $more } kostki więcej
        [many] { $more } kostek więcej
       *[other] { $more } kostki więcej
    } ({ $possible } zamiast { $played }).
# Opens a small board showing the missed play.
roundend-show-me = Pokaż
roundend-final-standings = Klasyfikacja końcowa
# A line of the final standings: $place is 1, 2, 3…; $points the total
# (may be negative); $won the rounds won.
roundend-standing = { $place }. { $name } — { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    }, { $won ->
        [one] { $won } wygrana runda
        [few] { $won } wygrane rundy
        [many] { $won } wygranych rund
       *[other] { $won } wygranej rundy
    }
roundend-rematch = Rewanż
# Online, at the match's end, to the players who are not the host.
roundend-host-may-rematch = Gospodarz może rozpocząć rewanż
roundend-leave = Wyjdź
roundend-play-again = Zagraj ponownie
roundend-menu = Menu

## Show me: a missed play on a small board

showme-title = Tura { $turn }: co można było zagrać
# Select on $possible where the word changes with the number.
showme-instead = { $possible ->
        [one] { $possible } kostka
        [few] { $possible } kostki
        [many] { $possible } kostek
       *[other] { $possible } kostki
    } zamiast { $played }
showme-before = Stół i stojak z tamtej tury
showme-rack = Stojak
showme-again = Jeszcze raz
showme-close = Zamknij
# The letter on a joker's face on the small board (one letter).
showme-joker = J

## Watching a replay: the bar where the turn's buttons are in a game

# $round counts from 1; $move is the number of moves shown so far, $total
# the number of moves in the replay.
watch-status = Powtórka · runda { $round } · ruch { $move } z { $total }
watch-status-end = Powtórka · runda { $round } · ruch { $move } z { $total } · koniec
# Button labels under an icon (short), and their tooltips.
watch-back-label = Wstecz
watch-back-tip = Jeden ruch wstecz
watch-play-label = Odtwórz
watch-play-tip = Odtwarzaj automatycznie
watch-stop-label = Stop
watch-stop-tip = Zatrzymaj
watch-forward-label = Dalej
watch-forward-tip = Jeden ruch naprzód
# The button that shows another player's rack; $name is whose rack is shown.
watch-rack = Stojak: { $name }
# The same on a phone: two short lines.
watch-rack-stacked =
    Stojak
    { $name }
watch-next-rack-tip = Pokaż stojak następnego gracza
# On a phone, under an icon: back to the list of replays.
watch-list = Lista
watch-replays = Powtórki
watch-list-tip = Wróć do listy partii
