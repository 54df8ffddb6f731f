# Tilemeld: lessons (Deutsch)

## The lessons of the guided first game: a title and what to do (at most
## two short lines under the title, at the top of the table; keep the text
## within about 130 characters). The tiles, numbers and keys named are the
## ones on the lesson's table: keep them.

lesson-run-title = Eine Reihe
lesson-run-text = Eine Reihe: drei oder mehr Steine einer Farbe in Zahlenfolge. Schiebe 4, 5 und 6 nebeneinander auf den Tisch, dann Fertig.
lesson-group-title = Eine Gruppe
lesson-group-text = Eine Gruppe: drei oder vier gleiche Zahlen, jede in einer anderen Farbe. Lege die drei 7er zusammen, dann Fertig.
lesson-initial-meld-title = Die erste Auslage
lesson-initial-meld-text = Deine erste Auslage braucht 30 Punkte aus eigenen Steinen. Ein Joker zählt wie der Stein, den er ersetzt: 10 + 10 + 10.
lesson-adding-title = Anlegen
lesson-adding-text = Nach der ersten Auslage darfst du überall anlegen. Lege die blaue 6 an die Reihe und die blaue 8 an die Gruppe.
lesson-shift-title = Verschieben
lesson-shift-text = Nimm einen Stein vom Ende einer langen Reihe: Mach aus der schwarzen 8 und deinen zwei 8ern eine Gruppe.
lesson-split-title = Teilen
lesson-split-text = Teile eine lange Reihe in zwei Reihen auf. Deine rote 5 kommt in die Mitte: 3 4 5 und 5 6 7.
lesson-substitute-title = Austauschen
lesson-substitute-text = Lege deine rote 9 statt der schwarzen 9 in die Gruppe und nutze die schwarze 9 in einer Reihe mit deiner 10 und 11.
lesson-combine-title = Kombinieren
lesson-combine-text = Nimm Steine aus zwei Kombinationen für eine neue: Die schwarze 4 und die blaue 4 kommen zu deiner orangefarbenen 4.
lesson-freeing-joker-title = Joker befreien
lesson-freeing-joker-text = Deine rote 8 kann den Platz des Jokers einnehmen; der befreite Joker muss in diesem Zug gelegt werden: zu deinen zwei 5ern.
lesson-drawing-title = Ziehen
lesson-drawing-text = Nichts passt? Zieh einen Stein (D): Damit endet dein Zug. Im Spiel ist der Ring um deinen Namen die Uhr: Bei null ziehst du.
lesson-undo-reset-hint-title = Rückgängig, Von vorn, Tipp
lesson-undo-reset-hint-text = Rückgängig nimmt einen Schritt zurück, Von vorn den ganzen Zug. Rot umrandet? Dort steht, was falsch ist. Tipp (H) zeigt einen Zug.

## The lesson's card: its heading on the table and its end.

# Over the table: "Lektion 3 von 11 · Die erste Auslage". $number: the lesson's
# place; $count: how many lessons; $title: its title.
lesson-heading = Lektion { $number } von { $count } · { $title }
# The lesson's end, when it was done (or its play was shown).
lesson-well-done = Gut gemacht!
lesson-shown = So geht's
lesson-last = Das ist schon das ganze Spiel. Eine Partie startest du über „Neues Spiel“.
# $title: the next lesson's title.
lesson-next = Als Nächstes: { $title }
# Buttons.
lesson-next-lesson = Nächste Lektion
lesson-again = Nochmal
lesson-menu = Menü

## The daily puzzle's card: its heading on the table and its result.
## $level is the puzzle's level (Leicht, Mittel, Schwer); $date its day
## (2026-03-14, as it is); $time the time taken (4:07, as it is).

# Over the table.
puzzle-heading = Rätsel · { $level } · { $date } · { $time }
# The same on a narrow screen, without the day.
puzzle-heading-short = Rätsel · { $level } · { $time }
# $tiles: the tiles on the rack; $sets: how many table sets must change.
puzzle-goal = Lege alle { $tiles } Steine von deinem Bänkchen in einem Zug aus: { $sets ->
        [one] { $sets } Kombination auf dem Tisch muss
       *[other] { $sets } Kombinationen auf dem Tisch müssen
    } sich ändern.
# The result, when the player solved it.
puzzle-solved = Gelöst!
puzzle-solved-in = Rätsel „{ $level }“ vom { $date } in { $time }
# The result, when the player had the solution shown.
puzzle-solution = Die Lösung
puzzle-solution-shown = Die Lösung wurde angezeigt, deshalb zählt dieses Rätsel nicht. Versuch eine andere Stufe oder das Rätsel von morgen.
# Also in the puzzles menu. $streak: days in a row solved; $solved: days
# solved in all.
puzzle-streak = Serie: { $streak ->
        [one] { $streak } Tag
       *[other] { $streak } Tage
    } · { $solved ->
        [one] { $solved } Tag
       *[other] { $solved } Tage
    } gelöst
# Buttons: the next level's puzzle of the same day, the same again, back to
# the puzzles menu.
puzzle-next-level = Rätsel: { $level }
puzzle-try-again = Nochmal versuchen
puzzle-puzzles = Rätsel
