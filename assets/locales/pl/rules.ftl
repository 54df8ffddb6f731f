# Tilemeld: rules (Polski)

## The rules' reasons: why a set, a turn or a move is refused. Shown in a
## toast, in the tooltip of a set outlined in red and on the Done button.
## A tile is $colour (black, blue, orange, red or joker) and $number (not
## for a joker). $tiles is tiles in the game's notation ("r7 r8 j"), left as
## it is.

# Why a set is not valid. These start in lower case and end without a full
# stop: they are also put inside reason-invalid-set. $count is the set's
# number of tiles.
reason-too-few-tiles = układ musi mieć co najmniej trzy kostki, a ten ma { $count }
reason-only-jokers = układ musi mieć oprócz jokerów co najmniej jedną kostkę z liczbą
# "a w tej są dwie czerwone 7" (or "dwa jokery"): "dwa"/"dwie" agree with
# the noun, so they are inside the variants.
reason-group-repeats-colour = w grupie kolory nie mogą się powtarzać, a w tej są { $colour ->
        [joker] dwa jokery
        [black] dwie czarne { $number }
        [blue] dwie niebieskie { $number }
        [orange] dwie pomarańczowe { $number }
       *[red] dwie czerwone { $number }
    }
reason-group-too-large = grupa ma najwyżej cztery kostki, po jednej w każdym kolorze, a ta ma { $count }
reason-group-mixes-numbers = wszystkie kostki w grupie muszą mieć tę samą liczbę
reason-run-repeats-number = w serii liczby nie mogą się powtarzać, a w tej są { $colour ->
        [joker] dwa jokery
        [black] dwie czarne { $number }
        [blue] dwie niebieskie { $number }
        [orange] dwie pomarańczowe { $number }
       *[red] dwie czerwone { $number }
    }
reason-run-mixes-colours = wszystkie kostki w serii muszą mieć ten sam kolor
# $missing: how many numbers the run lacks; $jokers: how many jokers it has.
reason-run-has-gap = { $jokers ->
        [0] liczby w serii muszą następować po sobie, a w tej brakuje { $missing ->
                [one] { $missing } kostki
                [few] { $missing } kostek
                [many] { $missing } kostek
               *[other] { $missing } kostki
            }
        [1] liczby w serii muszą następować po sobie, a w tej brakuje { $missing ->
                [one] { $missing } kostki, której joker nie uzupełni
                [few] { $missing } kostek, za dużo dla jednego jokera
                [many] { $missing } kostek, za dużo dla jednego jokera
               *[other] { $missing } kostki, za dużo dla jednego jokera
            }
       *[other] liczby w serii muszą następować po sobie, a w tej brakuje { $missing ->
                [one] { $missing } kostki, której { $jokers } jokery nie uzupełnią
                [few] { $missing } kostek, za dużo dla { $jokers } jokerów
                [many] { $missing } kostek, za dużo dla { $jokers } jokerów
               *[other] { $missing } kostki, za dużo dla { $jokers } jokerów
            }
    }
reason-run-too-long = seria ma najwyżej 13 kostek (od 1 do 13), a ta ma { $count }
reason-run-wraps = po 13 nigdy nie następuje 1: serie się nie zawijają
reason-mixed-colours-and-numbers = kostki nie są ani kolejnymi liczbami w jednym kolorze (seria), ani jedną liczbą w różnych kolorach (grupa)

# Why a turn is refused.
reason-impossible-tiles = na stole i na stojaku razem jest więcej { $colour ->
        [joker] jokerów
        [black] czarnych { $number }
        [blue] niebieskich { $number }
        [orange] pomarańczowych { $number }
       *[red] czerwonych { $number }
    }, niż jest ich w grze
# $set is the set's place on the table (1, 2, …). $reason names the message
# that says what is wrong with the set: keep the list of reasons as it is
# (each puts in that message).
reason-invalid-starting-table = układ { $set } na stole przed turą ({ $tiles }) jest błędny: { $reason ->
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
# "Układ 2 (r7 r9 r10) jest błędny: …". $set is the set's place on the
# table (1, 2, …). $reason names the message that says what is wrong with
# the set: keep the list of reasons as it is (each puts in that message).
reason-invalid-set = Układ { $set } ({ $tiles }) jest błędny: { $reason ->
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
# The verb agrees with the tile: "joker był", "czerwona 7 była".
reason-table-tile-removed = { $colour ->
        [joker] Joker był
        [black] Czarna { $number } była
        [blue] Niebieska { $number } była
        [orange] Pomarańczowa { $number } była
       *[red] Czerwona { $number } była
    } na stole i musi tam zostać: kostki nigdy nie wracają ze stołu na stojak.
reason-too-many-tiles = Na stole jest więcej { $colour ->
        [joker] jokerów
        [black] czarnych { $number }
        [blue] niebieskich { $number }
        [orange] pomarańczowych { $number }
       *[red] czerwonych { $number }
    }, niż było na stole i na twoim stojaku razem.
reason-unknown-tile = { $colour ->
        [joker] Jokera
        [black] Czarnej { $number }
        [blue] Niebieskiej { $number }
        [orange] Pomarańczowej { $number }
       *[red] Czerwonej { $number }
    } nie było ani na stole, ani na twoim stojaku.
reason-rearranged-but-played-none = Stół został przebudowany, ale nie zagrano żadnej kostki ze stojaka; zagraj co najmniej jedną kostkę albo dobierz.
reason-no-tile-played = Zagraj co najmniej jedną kostkę ze stojaka albo dobierz kostkę.
# $needed: the points the rules ask; $value: what the sets laid are worth.
reason-initial-meld-too-low = Otwarcie musi być warte co najmniej { $needed } pkt, a te układy są warte { $value } pkt.
reason-initial-meld-uses-table = Otwarcie może składać się tylko z kostek z twojego stojaka; nie wolno przy nim ruszać układu { $tiles } na stole.
reason-initial-meld-touches-table = Przy otwarciu nie można dokładać kostek do układu { $tiles }, który już leży na stole; wykładaj tylko nowe układy.
# $tiles: the set the joker was in.
reason-joker-replacement-not-from-rack = Aby uwolnić jokera z { $tiles }, musisz położyć na jego miejsce kostkę, którą on zastępuje, z własnego stojaka.
reason-freed-joker-needs-two-rack-tiles = Uwolniony joker musi trafić do nowego układu z co najmniej dwiema kostkami z twojego stojaka; joker z { $tiles } tam nie trafił.
# $tiles: the group; $missing: the tiles of the two colours it lacks.
reason-group-joker-needs-both-colours = Jokera z grupy { $tiles } można uwolnić tylko przez zagranie obu brakujących kostek ({ $missing }).
reason-joker-set-manipulated = W tych zasadach układ z jokerem może się zmienić tylko przez wymianę jokera, a układ { $tiles } zmieniono inaczej.

# Why the round or the match refuses an action. $id is a tile's number
# among the 106 (0 to 105).
reason-round-over = Runda się skończyła.
reason-duplicate-tile = Kostka nr { $id } leży na stole dwa razy.
reason-tile-not-available = Kostki nr { $id } nie ma ani na stole, ani na twoim stojaku.
reason-round-still-played = Nie teraz: runda wciąż trwa.
# $expected: what the game waits for, in English (rare).
reason-not-now = Nie teraz: { $expected }.
reason-match-over = Partia się skończyła.
reason-not-in-these-rules = Te zasady na to nie pozwalają.

# Why a tile cannot be picked up or put there.
reason-table-before-initial-meld = Przed otwarciem możesz tylko wykładać nowe układy ze swojego stojaka.
reason-not-movable = Tej kostki nie można teraz przesunąć.

## How to play: the rules actually chosen, examples judged by them, the
## questions players ask and the controls.

howto-title = Jak grać
howto-back = Wstecz
# $name: the rule set's name (a preset, or howto-custom-rules).
howto-rules-of-this-game = Zasady tej gry: { $name }
howto-custom-rules = zasady własne
# $tiles: tiles dealt to each player; $direction: clockwise or counterclockwise;
# $box: classic (106 tiles), or xp (160 at five or six players, 106 at fewer).
howto-goal = Wygrywa ten, kto pierwszy wyłoży wszystkie kostki ze swojego stojaka. { $box ->
        [xp] Przy pięciu lub sześciu graczach w grze jest 160 kostek: po trzy z każdą liczbą od 1 do 13 w każdym z czterech kolorów i cztery jokery; przy mniejszej liczbie graczy – 106: po dwie i dwa jokery.
       *[classic] W grze jest 106 kostek: po dwie z każdą liczbą od 1 do 13 w każdym z czterech kolorów i dwa jokery.
    } Każdy gracz zaczyna z { $tiles } kostkami. Gra toczy się { $direction ->
        [clockwise] zgodnie z ruchem wskazówek zegara
       *[counterclockwise] przeciwnie do ruchu wskazówek zegara
    }.
# Headings.
howto-sets = Układy
howto-sets-or-not = Układ czy nie?
howto-your-turn = Twoja tura
howto-jokers = Jokery w tych zasadach
howto-scoring = Punktacja
howto-questions = Częste pytania
howto-controls = Sterowanie
howto-runs = Seria to co najmniej trzy kostki jednego koloru z kolejnymi liczbami. 1 jest zawsze na początku; po 13 nigdy nie następuje 1.
howto-runs-wrap = Seria to co najmniej trzy kostki jednego koloru z kolejnymi liczbami. W tych zasadach serie się zawijają: po 13 może nastąpić 1 (12 13 1 to seria).
howto-group = Grupa to trzy lub cztery kostki z tą samą liczbą w różnych kolorach.
howto-joker = Joker zastępuje dowolną kostkę, której potrzebuje jego układ.
# Under a row of example tiles. $value: the points the set is worth.
howto-example-valid = poprawny, wartość { $value }
# Under a row of example tiles that is not a set. $reason names the message
# that says why: keep the list of reasons as it is.
howto-example-invalid = błędny: { $reason ->
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
        [0] Pierwsze zagranie, czyli otwarcie, musi składać się z nowych układów z twojego stojaka; te zasady nie wymagają minimalnej wartości.
       *[other] Pierwsze zagranie, czyli otwarcie, musi składać się z nowych układów z twojego stojaka wartych razem co najmniej { $points } pkt (joker liczy się jak kostka, którą zastępuje).
    }
howto-turn = Potem możesz przebudowywać cały stół: przedłużać, dzielić, wymieniać i przegrupowywać układy, byle na koniec każdy układ był poprawny, a co najmniej jedna kostka pochodziła z twojego stojaka. Jeśli nie możesz albo nie chcesz zagrać, dobierz kostkę; to kończy twoją turę.
howto-no-timer = Nie ma limitu czasu na turę.
# $secs: seconds a turn; $penalty: tiles drawn when the time runs out.
# Exact numbers come first, then the plural categories.
howto-timer = Masz { $secs ->
        [one] { $secs } sekundę
        [few] { $secs } sekundy
        [many] { $secs } sekund
       *[other] { $secs } sekundy
    } na turę. Gdy czas się skończy, stół wraca do poprzedniego stanu, twoje kostki wracają na stojak, a ty dobierasz { $penalty ->
        [1] jedną kostkę
        [2] dwie kostki
        [3] trzy kostki
        [few] { $penalty } kostki
        [many] { $penalty } kostek
       *[other] { $penalty } kostki
    }.
# As howto-timer, when a table left invalid costs more: $invalid tiles.
howto-timer-invalid-costs-more = Masz { $secs ->
        [one] { $secs } sekundę
        [few] { $secs } sekundy
        [many] { $secs } sekund
       *[other] { $secs } sekundy
    } na turę. Gdy czas się skończy, stół wraca do poprzedniego stanu, twoje kostki wracają na stojak, a ty dobierasz { $penalty ->
        [1] jedną kostkę
        [2] dwie kostki
        [3] trzy kostki
        [few] { $penalty } kostki
        [many] { $penalty } kostek
       *[other] { $penalty } kostki
    } ({ $invalid ->
        [1] jedną kostkę
        [2] dwie kostki
        [3] trzy kostki
        [few] { $invalid } kostki
        [many] { $invalid } kostek
       *[other] { $invalid } kostki
    }, jeśli zostawisz stół w błędnym stanie).
# A tournament clock's time for the match: whole minutes, or minutes and
# seconds; it fills $time of the two sentences after it, in the accusative
# ("ma jedną minutę", "ma 5 minut").
howto-clock-time = { $minutes ->
        [one] jedną minutę
        [few] { $minutes } minuty
        [many] { $minutes } minut
       *[other] { $minutes } minuty
    }
howto-clock-time-seconds = { $minutes } min { $seconds } s
# A tournament clock (Fischer): $time for the whole match, $bonus seconds
# added after every move.
howto-clock-fischer = Każdy gracz ma { $time } na całą partię, a po każdym ruchu dostaje jeszcze { $bonus ->
        [one] { $bonus } sekundę
        [few] { $bonus } sekundy
        [many] { $bonus } sekund
       *[other] { $bonus } sekundy
    }.
# A tournament clock (Bronstein): the time a move took is given back, up
# to $bonus seconds.
howto-clock-bronstein = Każdy gracz ma { $time } na całą partię; po każdym ruchu odzyskuje czas zużyty na ten ruch, najwyżej { $bonus ->
        [one] { $bonus } sekundę
        [few] { $bonus } sekundy
        [many] { $bonus } sekund
       *[other] { $bonus } sekundy
    }.
howto-clock-lose = Gracz, któremu skończy się czas, przegrywa partię.
# Exact numbers come first, then the plural categories (as in howto-timer).
howto-clock-revert = Gdy graczowi skończy się czas, stół wraca do poprzedniego stanu, gracz dobiera { $penalty ->
        [1] jedną kostkę
        [2] dwie kostki
        [3] trzy kostki
        [few] { $penalty } kostki
        [many] { $penalty } kostek
       *[other] { $penalty } kostki
    }, a od tej pory ma { $bonus ->
        [one] { $bonus } sekundę
        [few] { $bonus } sekundy
        [many] { $bonus } sekund
       *[other] { $bonus } sekundy
    } na każdy ruch.
# The championship's deal: one joker each, then $rest tiles at random.
howto-joker-each = Każdy gracz dostaje w rozdaniu jokera i jeszcze { $rest ->
        [one] { $rest } losową kostkę
        [few] { $rest } losowe kostki
        [many] { $rest } losowych kostek
       *[other] { $rest } losowej kostki
    }, więc w puli nie zostaje żaden joker.
howto-redeal-doubles = Jeśli po rozdaniu na którymś stojaku są trzy pary identycznych kostek (dwie takie same kostki, trzy razy), kostki są tasowane i rozdawane od nowa.
# "Otwarcie" is the initial meld, as in howto-initial-meld.
howto-unopened = Stojak bez otwarcia kosztuje { $could_not } pkt zamiast wartości swoich kostek albo { $could } pkt, jeśli jego gracz mógł zrobić otwarcie w swojej ostatniej turze.
# $penalty: tiles drawn on giving up.
howto-giving-up = Jeśli po zmianach na stole nie możesz dokończyć tury, zrezygnuj: stół wraca do poprzedniego stanu, a ty dobierasz { $penalty ->
        [1] jedną kostkę
        [2] dwie kostki
        [3] trzy kostki
        [few] { $penalty } kostki
        [many] { $penalty } kostek
       *[other] { $penalty } kostki
    }.
# The joker restrictions in force, each after a bullet.
howto-joker-from-rack = Aby uwolnić jokera, musisz położyć na jego miejsce kostkę, którą on zastępuje, z własnego stojaka, a nie ze stołu.
howto-joker-two-rack-tiles = Uwolniony joker musi trafić do nowego układu z co najmniej dwiema kostkami z twojego stojaka.
howto-joker-both-colours = Jokera z grupy trzech kostek można uwolnić tylko wtedy, gdy dołożysz kostki w obu brakujących kolorach.
howto-joker-sets-locked = Układu z jokerem nie wolno zmieniać, chyba że przez wymianę jokera.
# $joker: the points a joker left on a rack costs; $exhausted: lowest-value
# or fewest-tiles, who wins when the pool runs out.
howto-scoring-text = Kto pierwszy pozbędzie się kostek, wygrywa rundę i dostaje tyle punktów, ile zostało na stojakach wszystkich pozostałych; każdy z nich traci tyle, ile ma na swoim. Joker pozostały na stojaku kosztuje { $joker } pkt. Jeśli pula się skończy i nikt nie może zagrać, { $exhausted ->
        [lowest-value] wygrywa gracz z najmniejszą sumą punktów na stojaku
       *[fewest-tiles] wygrywa gracz z najmniejszą liczbą kostek
    }.
# $length: players (as many rounds as players), rounds ($rounds rounds) or
# target (until someone reaches $points); $standings: score or rounds-won.
howto-match = { $length ->
        [players] Partia ma tyle rund, ilu jest graczy
        [rounds] Partia ma { $rounds ->
                [one] { $rounds } rundę
                [few] { $rounds } rundy
                [many] { $rounds } rund
               *[other] { $rounds } rundy
            }
       *[target] Partia trwa, aż ktoś zdobędzie { $points } pkt
    }; { $standings ->
        [score] wygrywa ją ten, kto ma najwięcej punktów łącznie.
       *[rounds-won] wygrywa ją ten, kto wygra najwięcej rund, a przy remisie decyduje łączny wynik.
    }
howto-q-joker-in-meld = Czy przy otwarciu można użyć jokera?
howto-a-joker-in-meld = Tak, z wartością kostki, którą zastępuje.
howto-q-draw = Czy muszę dobierać w każdej turze?
howto-a-draw = Tylko wtedy, gdy nie zagrywasz.
howto-q-take-back = Czy mogę zabrać kostkę ze stołu z powrotem na stojak?
howto-a-take-back = Nigdy. Możesz cofnąć kostkę wyłożoną w tej turze, zanim naciśniesz Gotowe.
howto-q-meld-table-tiles = Czy przy otwarciu mogę użyć kostek ze stołu?
howto-a-meld-table-tiles = Nie: tylko kostek ze stojaka, w nowych układach.
howto-q-drawn-tile = Czy mogę od razu zagrać dobraną kostkę?
howto-a-drawn-tile = Nie w tej samej turze: dobranie ją kończy.
howto-q-free-joker = Jak uwolnić jokera?
howto-a-free-joker = Po otwarciu przebuduj stół tak, żeby układ z jokerem pozostał poprawny bez niego (zwykle wstawiając kostkę, którą joker zastępował), a potem użyj jokera w innym układzie w tej samej turze.
# The key names (Enter, D, Backspace, Ctrl+Z, R, H, G, S, Esc, F, M,
# N, 0, + and -) are the keyboard's: keep them; Space is "spacja".
howto-controls-text = Przeciągaj kostki myszą lub palcem albo po prostu dotykaj: dotknięcie podnosi kostkę, a dotknięcie układu, wolnego miejsca na suknie lub stojaka kładzie ją tam; długie przytrzymanie (lub Ctrl/Shift+klik) podnosi kilka. Przeciągnij układ za obrys, żeby przesunąć go w całości; układ położony na wolnym suknie zostaje tam, gdzie go położysz. Szczypanie, kółko myszy lub + / - przybliżają i oddalają stół (0 pokazuje go w całości), a przeciągnięcie po wolnym suknie go przesuwa. Dotknij puli, by dobrać kostkę. Gdy inni grają, możesz układać kostki na stojaku. Klawisze: Enter Gotowe, D Dobierz, Backspace lub Ctrl+Z Cofnij, R Od nowa, H Podpowiedź, G / S sortują stojak, Esc menu. Bez myszy: ⬅/➡ przesuwają kursor po stojaku, ⬆ przenosi go na stół (wtedy ⬅/➡ wybierają układ), a ⬇ z powrotem na stojak; spacja zaznacza kostkę lub układ pod kursorem, M przenosi zaznaczenie do wybranego układu, a N robi z niego nowy układ. Gdy grają komputery, spacja lub F je przyspiesza.
# The keys that ask the table a question, answered aloud (for a screen
# reader, and on the web page's accessible copy too). Keep the key letters.
howto-controls-ask = Żeby w każdej chwili usłyszeć, co dzieje się w grze, naciśnij: A – ostatni komunikat jeszcze raz, Q – ostatnie komunikaty, W – czyja kolej, T – pozostały czas, Y – twój stojak, B – stół, C – kostki i punkty wszystkich graczy oraz pula, L – ostatnie zagranie.
