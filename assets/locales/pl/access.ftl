# Tilemeld: what a screen reader hears (Polski)
# Every text here is read aloud, never drawn: write it as it is said.

## Tiles in words

# A run of one colour, said once for all its tiles: "niebieskie 4 5 6"
# (plural of tile-numbered's feminine form: the word understood is "kostki").
# $numbers is the numbers with spaces between; $colour is as in tile-numbered.
tiles-run = { $colour ->
        [black] czarne
        [blue] niebieskie
        [orange] pomarańczowe
       *[red] czerwone
    } { $numbers }
# Between tiles or runs said one after another: "czerwona 7, niebieska 7, joker".
tiles-separator = {", "}

## The table as lists

access-rack = Twój stojak, { $count ->
        [one] { $count } kostka
        [few] { $count } kostki
        [many] { $count } kostek
       *[other] { $count } kostki
    }
access-table = Stół, { $count ->
        [one] { $count } układ
        [few] { $count } układy
        [many] { $count } układów
       *[other] { $count } układu
    }
# A set on the table: "Układ 2: niebieskie 4 5 6".
access-set = Układ { $number }: { $tiles }
access-set-invalid = Układ { $number }, jeszcze niepoprawny: { $tiles }
access-put-here = Dołóż do układu { $number } ({ $tiles })
access-new-set = Wyłóż podniesione kostki jako nowy układ
access-back-to-rack = Odłóż podniesione kostki z powrotem na stojak

## Announcements

# "Ada wykłada 3 kostki: niebieskie 4 5 6 jako nowy układ; czerwona 7 do układu czerwone 4 5 6 7."
# $self is `you` for the player's own seat: "Wykładasz 3 kostki: …".
# The present tense keeps the verb free of the player's gender (as toast-played).
access-played = { $self ->
        [you] Wykładasz
       *[other] { $name } wykłada
    } { $count ->
        [one] { $count } kostkę
        [few] { $count } kostki
        [many] { $count } kostek
       *[other] { $count } kostki
    }: { $sets }.
access-laid-new = { $tiles } jako nowy układ
access-laid-added = { $tiles } do układu { $set }
# Between the sets of one play.
access-laid-separator = {"; "}
access-your-turn = Twoja kolej. Masz { $count ->
        [one] { $count } kostkę
        [few] { $count } kostki
        [many] { $count } kostek
       *[other] { $count } kostki
    }.
# Tiles the player put into a set: "niebieska 7 teraz w układzie 2: niebieskie 4 5 6 7."
access-put = { $tiles } teraz w układzie { $number }: { $set }.
access-put-back = { $tiles } z powrotem na stojaku.
access-nothing-picked = Najpierw podnieś kostki: naciśnij kostkę na swoim stojaku albo na stole.
# Undo and Reset, said once they are done.
access-undone = Ostatni ruch został cofnięty.
access-reset = Stół wrócił do stanu z początku twojej tury, a twoje kostki wróciły na stojak.
access-nothing-to-take-back = Nie ma czego cofnąć.
# An online table's connection made again after conn-lost was said.
access-reconnected = Przywrócono połączenie.
access-round-over = Runda się skończyła.
# After another player's play, when they are close to going out (4 tiles or fewer).
# $name is the subject (nominative), so it needs no declension.
access-tiles-left = { $name } ma już tylko { $count ->
        [one] { $count } kostkę
        [few] { $count } kostki
        [many] { $count } kostek
       *[other] { $count } kostki
    }.
# After access-round-over: who won; $names, $count and $self as in
# roundend-went-out and roundend-lowest-rack (the present tense, as there).
access-went-out = { $self ->
        [you] Kończysz z pustym stojakiem.
       *[other] { $count ->
            [one] { $names } kończy z pustym stojakiem.
           *[other] { $names } kończą z pustym stojakiem.
        }
    }
access-lowest-rack = { $self ->
        [you] Pula się skończyła, a ty masz najmniej na stojaku.
       *[other] { $count ->
            [one] Pula się skończyła, a { $names } ma najmniej na stojaku.
           *[other] Pula się skończyła, a { $names } mają najmniej na stojaku.
        }
    }
# The tournament clock ran out for a player, who loses the match.
# $name is the subject (nominative), so it needs no declension; the present
# tense keeps the verb free of the player's gender.
access-out-of-time = { $self ->
        [you] Twój czas minął i przegrywasz partię.
       *[other] { $name } nie ma już czasu i przegrywa partię.
    }
# Then each player's score for the round and the match's total (razem, as in
# roundend-total), the best first, joined by access-laid-separator:
# "Ada 35, razem 35; ty -12, razem -12".
access-round-scores = Punkty w tej rundzie: { $scores }.
access-round-score = { $self ->
        [you] ty
       *[other] { $name }
    } { $points }, razem { $total }
# The tile or tiles the player drew, said only to them: "Dobierasz: czerwona 7."
# After a colon, $tiles stays in the nominative (the present tense, as in
# toast-drew, keeps the verb free of the player's gender).
access-you-drew = Dobierasz: { $tiles }.
# The player's turn clock, at the turn's start, at 30 and 10 seconds left,
# and when asked (T). The verb agrees with the number.
access-time-left = { $seconds ->
        [one] Została { $seconds } sekunda.
        [few] Zostały { $seconds } sekundy.
        [many] Zostało { $seconds } sekund.
       *[other] Zostało { $seconds } sekundy.
    }
# A tournament clock's time, from two minutes up. The verb agrees with the
# minutes, which come first.
access-time-left-minutes = { $minutes ->
        [one] Została { $minutes } minuta
        [few] Zostały { $minutes } minuty
        [many] Zostało { $minutes } minut
       *[other] Zostało { $minutes } minuty
    } i { $seconds ->
        [one] { $seconds } sekunda
        [few] { $seconds } sekundy
        [many] { $seconds } sekund
       *[other] { $seconds } sekundy
    }.
access-no-timer = Nie ma limitu czasu na turę.

## Questions asked with one key (How to play lists the keys)

# A: the last announcement again, before anything was said.
access-said-nothing = Nie było jeszcze żadnych komunikatów.
# Q: the recent announcements, oldest first; $said is them one after another.
access-said-lately = Ostatnie komunikaty: { $said }
# W: whose turn it is. $name after a colon, as in hud-status-their-turn.
access-whose-turn = { $self ->
        [you] Twoja kolej.
       *[other] Kolej: { $name }.
    }
# Y: the player's rack; $tiles in words.
access-your-rack = Twój stojak, { $count ->
        [one] { $count } kostka
        [few] { $count } kostki
        [many] { $count } kostek
       *[other] { $count } kostki
    }: { $tiles }.
access-no-rack = Nie masz stojaka przy tym stole.
# B: the table; $sets is access-set for each, joined by access-laid-separator.
access-the-table = Stół, { $count ->
        [one] { $count } układ
        [few] { $count } układy
        [many] { $count } układów
       *[other] { $count } układu
    }: { $sets }.
access-table-empty = Stół jest pusty.
# C: each player's tiles and points (the match's total), then the pool,
# joined by access-laid-separator: "Ada, 8 kostek, 12 punktów; …; pula, 40 kostek".
access-count = { $self ->
        [you] ty
       *[other] { $name }
    }, { $count ->
        [one] { $count } kostka
        [few] { $count } kostki
        [many] { $count } kostek
       *[other] { $count } kostki
    }, { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    }
access-pool = pula, { $count ->
        [one] { $count } kostka
        [few] { $count } kostki
        [many] { $count } kostek
       *[other] { $count } kostki
    }
# L: the last play this round, before anyone played.
access-no-play-yet = W tej rundzie nikt jeszcze nie zagrał.
