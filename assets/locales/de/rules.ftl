# Tilemeld: rules (Deutsch)

## The rules' reasons: why a set, a turn or a move is refused. Shown in a
## toast, in the tooltip of a set outlined in red and on the Done button.
## A tile is $colour (black, blue, orange, red or joker) and $number (not
## for a joker). $tiles is tiles in the game's notation ("r7 r8 j"), left as
## it is.

# Why a set is not valid. These start in lower case and end without a full
# stop: they are also put inside reason-invalid-set. $count is the set's
# number of tiles.
reason-too-few-tiles = eine Kombination braucht mindestens drei Steine, und diese hat { $count }
reason-only-jokers = eine Kombination braucht außer ihren Jokern mindestens einen Stein mit Zahl
# "diese hat zwei rote 7er" (or "zwei Joker").
reason-group-repeats-colour = in einer Gruppe darf keine Farbe doppelt vorkommen, und diese hat zwei { $colour ->
        [joker] Joker
        [black] schwarze { $number }er
        [blue] blaue { $number }er
        [orange] orangefarbene { $number }er
       *[red] rote { $number }er
    }
reason-group-too-large = eine Gruppe hat höchstens vier Steine, einen pro Farbe, und diese hat { $count }
reason-group-mixes-numbers = alle Steine einer Gruppe müssen dieselbe Zahl zeigen
reason-run-repeats-number = in einer Reihe darf keine Zahl doppelt vorkommen, und diese hat zwei { $colour ->
        [joker] Joker
        [black] schwarze { $number }er
        [blue] blaue { $number }er
        [orange] orangefarbene { $number }er
       *[red] rote { $number }er
    }
reason-run-mixes-colours = alle Steine einer Reihe müssen dieselbe Farbe haben
# $missing: how many numbers the run lacks; $jokers: how many jokers it has.
reason-run-has-gap = { $jokers ->
        [0] die Zahlen einer Reihe müssen lückenlos aufeinander folgen, und in dieser { $missing ->
                [one] fehlt { $missing } Stein
               *[other] fehlen { $missing } Steine
            }
        [1] die Zahlen einer Reihe müssen lückenlos aufeinander folgen, und in dieser { $missing ->
                [one] fehlt { $missing } Stein
               *[other] fehlen { $missing } Steine
            }, mehr als ihr Joker füllen kann
       *[other] die Zahlen einer Reihe müssen lückenlos aufeinander folgen, und in dieser { $missing ->
                [one] fehlt { $missing } Stein
               *[other] fehlen { $missing } Steine
            }, mehr als ihre { $jokers } Joker füllen können
    }
reason-run-too-long = eine Reihe hat höchstens 13 Steine (1 bis 13), und diese hat { $count }
reason-run-wraps = auf die 13 folgt nie die 1: Reihen gehen nicht im Kreis herum
reason-mixed-colours-and-numbers = die Steine sind weder eine Farbe in Zahlenfolge (eine Reihe) noch eine Zahl in verschiedenen Farben (eine Gruppe)

# Why a turn is refused.
reason-impossible-tiles = auf dem Tisch und dem Bänkchen liegen zusammen mehr { $colour ->
        [joker] Joker
        [black] schwarze { $number }er
        [blue] blaue { $number }er
        [orange] orangefarbene { $number }er
       *[red] rote { $number }er
    }, als es im ganzen Spiel gibt
# $set is the set's place on the table (1, 2, …). $reason names the message
# that says what is wrong with the set: keep the list of reasons as it is
# (each puts in that message).
reason-invalid-starting-table = Kombination { $set }, die vor dem Zug auf dem Tisch lag ({ $tiles }), ist ungültig: { $reason ->
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
# "Kombination 2 (r7 r9 r10) ist ungültig: …". $set is the set's place on the
# table (1, 2, …). $reason names the message that says what is wrong with the
# set: keep the list of reasons as it is (each puts in that message).
reason-invalid-set = Kombination { $set } ({ $tiles }) ist ungültig: { $reason ->
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
reason-table-tile-removed = { $colour ->
        [joker] Der Joker
        [black] Die schwarze { $number }
        [blue] Die blaue { $number }
        [orange] Die orangefarbene { $number }
       *[red] Die rote { $number }
    } lag auf dem Tisch und muss dort bleiben: Steine wandern nie vom Tisch zurück auf ein Bänkchen.
reason-too-many-tiles = Auf dem Tisch liegen mehr { $colour ->
        [joker] Joker
        [black] schwarze { $number }er
        [blue] blaue { $number }er
        [orange] orangefarbene { $number }er
       *[red] rote { $number }er
    }, als auf dem Tisch und deinem Bänkchen zusammen lagen.
reason-unknown-tile = { $colour ->
        [joker] Der Joker
        [black] Die schwarze { $number }
        [blue] Die blaue { $number }
        [orange] Die orangefarbene { $number }
       *[red] Die rote { $number }
    } lag weder auf dem Tisch noch auf deinem Bänkchen.
reason-rearranged-but-played-none = Du hast den Tisch umgebaut, aber keinen Stein von deinem Bänkchen gelegt; lege mindestens einen Stein oder zieh einen.
reason-no-tile-played = Lege mindestens einen Stein von deinem Bänkchen oder zieh einen Stein.
# $needed: the points the rules ask; $value: what the sets laid are worth.
reason-initial-meld-too-low = Deine erste Auslage muss mindestens { $needed } Punkte wert sein, aber diese Kombinationen sind nur { $value } wert.
reason-initial-meld-uses-table = Für deine erste Auslage darfst du nur Steine von deinem Bänkchen verwenden; die Kombination { $tiles } auf dem Tisch darfst du weder nehmen noch umbauen.
reason-initial-meld-touches-table = Bei deiner ersten Auslage darfst du nichts an die Kombination { $tiles } auf dem Tisch anlegen; lege nur neue Kombinationen aus.
# $tiles: the set the joker was in.
reason-joker-replacement-not-from-rack = Um den Joker aus { $tiles } zu befreien, musst du ihn durch den Stein ersetzen, für den er steht – und zwar von deinem eigenen Bänkchen.
reason-freed-joker-needs-two-rack-tiles = Ein befreiter Joker muss in eine neue Kombination mit mindestens zwei Steinen von deinem Bänkchen; beim Joker aus { $tiles } ist das nicht der Fall.
# $tiles: the group; $missing: the tiles of the two colours it lacks.
reason-group-joker-needs-both-colours = Der Joker in der Gruppe { $tiles } kann nur befreit werden, wenn du beide fehlenden Steine legst ({ $missing }).
reason-joker-set-manipulated = Nach diesen Regeln darf eine Kombination mit Joker nur durch Austauschen des Jokers verändert werden, und { $tiles } wurde anders verändert.

# Why the round or the match refuses an action. $id is a tile's number
# among the 106 (0 to 105).
reason-round-over = Die Runde ist vorbei.
reason-duplicate-tile = Stein #{ $id } liegt zweimal auf dem Tisch.
reason-tile-not-available = Stein #{ $id } liegt weder auf dem Tisch noch auf deinem Bänkchen.
reason-round-still-played = Jetzt nicht: Die Runde läuft noch.
# $expected: what the game waits for, in English (rare).
reason-not-now = Jetzt nicht: { $expected }.
reason-match-over = Die Partie ist vorbei.
reason-not-in-these-rules = Das ist nach diesen Regeln nicht erlaubt.

# Why a tile cannot be picked up or put there.
reason-table-before-initial-meld = Vor deiner ersten Auslage darfst du nur neue Kombinationen von deinem Bänkchen auslegen.
reason-not-movable = Dieser Stein kann jetzt nicht bewegt werden.

## How to play: the rules actually chosen, examples judged by them, the
## questions players ask and the controls.

howto-title = Spielregeln
howto-back = Zurück
# $name: the rule set's name (a preset, or howto-custom-rules).
howto-rules-of-this-game = Die Regeln dieses Spiels: { $name }
howto-custom-rules = eigene Regeln
# $tiles: tiles dealt to each player; $direction: clockwise or counterclockwise;
# $box: classic (106 tiles), or xp (160 at five or six players, 106 at fewer).
howto-goal = Lege als Erster alle Steine von deinem Bänkchen aus. { $box ->
        [xp] Zu fünft oder zu sechst wird mit 160 Steinen gespielt: 1 bis 13 in vier Farben, jeweils dreimal, dazu vier Joker. Bei bis zu vier Spielern sind es 106: jeweils zweimal, dazu zwei Joker.
       *[classic] Es gibt 106 Steine: 1 bis 13 in vier Farben, jeweils zweimal, dazu zwei Joker.
    } Jeder Spieler beginnt mit { $tiles } Steinen. Gespielt wird { $direction ->
        [clockwise] im Uhrzeigersinn
       *[counterclockwise] gegen den Uhrzeigersinn
    }.
# Headings.
howto-sets = Kombinationen
howto-sets-or-not = Gültig oder nicht?
howto-your-turn = Dein Zug
howto-jokers = Joker nach diesen Regeln
howto-scoring = Punkte und Sieg
howto-questions = Häufige Fragen
howto-controls = Steuerung
howto-runs = Eine Reihe besteht aus drei oder mehr Steinen einer Farbe in lückenloser Zahlenfolge. Die 1 ist immer die kleinste Zahl; auf die 13 folgt nie die 1.
howto-runs-wrap = Eine Reihe besteht aus drei oder mehr Steinen einer Farbe in lückenloser Zahlenfolge. Nach diesen Regeln geht es im Kreis weiter: Auf die 13 darf die 1 folgen (12 13 1 ist eine Reihe).
howto-group = Eine Gruppe besteht aus drei oder vier Steinen mit derselben Zahl in verschiedenen Farben.
howto-joker = Ein Joker ersetzt jeden Stein, den seine Kombination braucht.
# Under a row of example tiles. $value: the points the set is worth.
howto-example-valid = gültig, { $value } Punkte wert
# Under a row of example tiles that is not a set. $reason names the message
# that says why: keep the list of reasons as it is.
howto-example-invalid = ungültig: { $reason ->
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
        [0] Dein erster Zug, die erste Auslage, muss aus neuen Kombinationen von deinem eigenen Bänkchen bestehen; nach diesen Regeln gibt es keinen Mindestwert.
       *[other] Dein erster Zug, die erste Auslage, muss aus neuen Kombinationen von deinem eigenen Bänkchen bestehen und mindestens { $points } Punkte wert sein (ein Joker zählt wie der Stein, den er ersetzt).
    }
howto-turn = Danach darfst du den ganzen Tisch umbauen: Kombinationen verlängern, teilen, Steine austauschen und neu zusammenstellen, solange am Ende jede Kombination gültig ist und mindestens ein Stein von deinem Bänkchen dazugekommen ist. Wenn du nicht legen kannst oder willst, ziehst du einen Stein; damit endet dein Zug.
howto-no-timer = Es gibt kein Zeitlimit pro Zug.
# $secs: seconds a turn; $penalty: tiles drawn when the time runs out.
howto-timer = Du hast { $secs } Sekunden pro Zug. Läuft die Zeit ab, wird der Tisch zurückgesetzt, deine Steine kommen zurück auf dein Bänkchen und du ziehst { $penalty ->
        [1] einen Stein
        [2] zwei Steine
        [3] drei Steine
       *[other] { $penalty } Steine
    }.
# As howto-timer, when a table left invalid costs more: $invalid tiles.
howto-timer-invalid-costs-more = Du hast { $secs } Sekunden pro Zug. Läuft die Zeit ab, wird der Tisch zurückgesetzt, deine Steine kommen zurück auf dein Bänkchen und du ziehst { $penalty ->
        [1] einen Stein
        [2] zwei Steine
        [3] drei Steine
       *[other] { $penalty } Steine
    } ({ $invalid ->
        [1] einen Stein
        [2] zwei Steine
        [3] drei Steine
       *[other] { $invalid } Steine
    }, wenn du den Tisch ungültig hinterlassen hast).
# A tournament clock's time for the match: whole minutes, or minutes and
# seconds; it fills $time of the two sentences after it.
howto-clock-time = { $minutes ->
        [one] eine Minute
       *[other] { $minutes } Minuten
    }
howto-clock-time-seconds = { $minutes } min { $seconds } s
# A tournament clock (Fischer): $time for the whole match, $bonus seconds
# added after every move.
howto-clock-fischer = Jeder Spieler hat { $time } für die ganze Partie und bekommt nach jedem Zug { $bonus } Sekunden dazu.
# A tournament clock (Bronstein): the time a move took is given back, up
# to $bonus seconds.
howto-clock-bronstein = Jeder Spieler hat { $time } für die ganze Partie; nach jedem Zug bekommt er die dafür gebrauchte Zeit zurück, höchstens aber { $bonus } Sekunden.
howto-clock-lose = Läuft die Zeit eines Spielers ab, verliert er die Partie.
howto-clock-revert = Läuft die Zeit eines Spielers ab, wird der Tisch zurückgesetzt, er zieht { $penalty ->
        [1] einen Stein
       *[other] { $penalty } Steine
    } und hat von da an { $bonus } Sekunden für jeden Zug.
# The championship's deal: one joker each, then $rest tiles at random.
howto-joker-each = Jeder Spieler bekommt einen Joker und dazu { $rest } weitere, zufällig verteilte Steine, sodass kein Joker im Vorrat bleibt.
howto-redeal-doubles = Liegen nach dem Austeilen auf einem Bänkchen drei Paare gleicher Steine (also dreimal zwei identische Steine), wird neu gemischt und neu ausgeteilt.
howto-unopened = Ein Bänkchen ohne erste Auslage kostet statt seiner Steine { $could_not } Punkte – oder { $could }, wenn sein Spieler die erste Auslage in seinem letzten Zug hätte machen können.
# $penalty: tiles drawn on giving up.
howto-giving-up = Wenn du den Tisch verändert hast und den Zug nicht zu Ende bringen kannst, gib auf: Der Tisch wird zurückgesetzt und du ziehst { $penalty ->
        [1] einen Stein
        [2] zwei Steine
        [3] drei Steine
       *[other] { $penalty } Steine
    }.
# The joker restrictions in force, each after a bullet.
howto-joker-from-rack = Um einen Joker zu befreien, musst du ihn durch den Stein ersetzen, für den er steht – von deinem eigenen Bänkchen, nicht vom Tisch.
howto-joker-two-rack-tiles = Ein befreiter Joker muss in eine neue Kombination mit mindestens zwei Steinen von deinem Bänkchen.
howto-joker-both-colours = Ein Joker in einer Dreiergruppe wird nur befreit, wenn du beide fehlenden Farben legst.
howto-joker-sets-locked = Eine Kombination mit Joker darf nicht verändert werden, außer um den Joker auszutauschen.
# $joker: the points a joker left on a rack costs; $exhausted: lowest-value
# or fewest-tiles, who wins when the pool runs out.
howto-scoring-text = Wer als Erster alle Steine ausgelegt hat, gewinnt die Runde und bekommt die Punkte aller Steine, die bei den anderen noch auf dem Bänkchen liegen; jedem anderen werden die Punkte seiner eigenen Steine abgezogen. Ein Joker, der auf dem Bänkchen bleibt, kostet { $joker } Punkte. Ist der Vorrat aufgebraucht und kann niemand mehr legen, { $exhausted ->
        [lowest-value] gewinnt, wer die wenigsten Punkte auf dem Bänkchen hat
       *[fewest-tiles] gewinnt, wer die wenigsten Steine auf dem Bänkchen hat
    }.
# $length: players (as many rounds as players), rounds ($rounds rounds) or
# target (until someone reaches $points); $standings: score or rounds-won.
howto-match = { $length ->
        [players] Eine Partie hat so viele Runden, wie es Spieler gibt
        [rounds] Eine Partie hat { $rounds } Runden
       *[target] Eine Partie läuft, bis jemand { $points } Punkte erreicht
    }; { $standings ->
        [score] es gewinnt, wer insgesamt die meisten Punkte hat.
       *[rounds-won] es gewinnt, wer die meisten Runden gewonnen hat (bei Gleichstand entscheidet die Gesamtpunktzahl).
    }
howto-q-joker-in-meld = Darf ein Joker in der ersten Auslage verwendet werden?
howto-a-joker-in-meld = Ja, mit dem Wert des Steins, den er ersetzt.
howto-q-draw = Muss ich in jedem Zug ziehen?
howto-a-draw = Nur wenn du nichts legst.
howto-q-take-back = Darf ich einen Stein vom Tisch zurück auf mein Bänkchen nehmen?
howto-a-take-back = Nie. Einen Stein, den du in diesem Zug gelegt hast, darfst du zurücknehmen, bevor du auf Fertig drückst.
howto-q-meld-table-tiles = Darf ich für die erste Auslage Steine vom Tisch verwenden?
howto-a-meld-table-tiles = Nein: nur Steine von deinem Bänkchen, in neuen Kombinationen.
howto-q-drawn-tile = Darf ich einen Stein legen, den ich gerade gezogen habe?
howto-a-drawn-tile = Nicht im selben Zug: Mit dem Ziehen endet er.
howto-q-free-joker = Wie befreie ich einen Joker?
howto-a-free-joker = Baue nach deiner ersten Auslage so um, dass die Kombination des Jokers auch ohne ihn gültig bleibt (oft, indem du den Stein einsetzt, für den er stand), und lege den Joker dann im selben Zug in eine andere Kombination.
# The key names (Enter, D, Rücktaste, Strg+Z, R, H, G, S, Esc, Leertaste, F,
# M, N, 0, + and -) are the keyboard's: as printed on German keyboards
# (Ctrl = Strg, Space = Leertaste, Backspace = Rücktaste).
howto-controls-text = Schiebe Steine mit der Maus oder dem Finger, oder tippe sie an: Antippen nimmt einen Stein auf, und wenn du danach eine Kombination, eine freie Stelle auf dem Tisch oder dein Bänkchen antippst, legst du ihn dort ab; langes Drücken (oder Strg/Shift-Klick) nimmt mehrere auf. Schiebe eine Kombination an ihrem Umriss, um sie als Ganzes zu verschieben; eine Kombination auf einer freien Stelle bleibt dort liegen, wo du sie hinlegst. Mit zwei Fingern, dem Mausrad oder + / - zoomst du (0 zeigt den ganzen Tisch), und Schieben auf einer freien Stelle verschiebt die Ansicht. Tippe auf den Vorrat, um zu ziehen. Während die anderen spielen, kannst du dein Bänkchen ordnen. Tasten: Enter Fertig, D Ziehen, Rücktaste oder Strg+Z Rückgängig, R Von vorn, H Tipp, G / S Bänkchen sortieren, Esc Menü. Ohne Maus: ⬅/➡ wandern über das Bänkchen, ⬆ geht hoch zum Tisch (⬅/➡ wählen dann eine Kombination) und ⬇ zurück zum Bänkchen; die Leertaste markiert den Stein oder die Kombination unter dem Cursor, M verschiebt das Markierte auf die gewählte Kombination und N macht daraus eine neue Kombination. Während die Computer spielen, beschleunigen Leertaste oder F ihre Züge.
# The keys that ask the table a question, answered aloud (for a screen
# reader, and on the web page's accessible copy too). Keep the key letters.
howto-controls-ask = So hörst du jederzeit, wie das Spiel steht: A wiederholt die letzte Ansage, Q die letzten Ansagen, W sagt, wer dran ist, T nennt die verbleibende Zeit, Y die Steine auf deinem Bänkchen, B die Kombinationen auf dem Tisch, C Steine und Punkte aller Spieler und den Vorrat, und L sagt, was zuletzt gelegt wurde.
