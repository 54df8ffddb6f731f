# Tilemeld: lessons (Nederlands)

## The lessons of the guided first game: a title and what to do (at most
## two short lines under the title, at the top of the table; keep the text
## within about 130 characters). The tiles, numbers and keys named are the
## ones on the lesson's table: keep them.

lesson-run-title = Een rij
lesson-run-text = Een rij is drie of meer opeenvolgende stenen van één kleur. Sleep 4, 5 en 6 naast elkaar op tafel en druk op Klaar.
lesson-group-title = Een groep
lesson-group-text = Een groep is drie of vier stenen met hetzelfde getal, elk in een andere kleur. Leg de drie 7's bij elkaar, dan Klaar.
lesson-initial-meld-title = Uitkomen
lesson-initial-meld-text = Je eerste zet moet 30 punten waard zijn, met je eigen stenen. Een joker telt als de steen die hij vervangt: 10 + 10 + 10.
lesson-adding-title = Aanleggen
lesson-adding-text = Na het uitkomen mag je aanleggen bij elke combinatie op tafel. Leg de blauwe 6 bij de rij en de blauwe 8 bij de groep.
lesson-shift-title = Verschuiven
lesson-shift-text = Haal een steen van het eind van een lange rij: neem de zwarte 8 en maak met je eigen twee 8's een groep.
lesson-split-title = Splitsen
lesson-split-text = Splits een lange rij in tweeën. Je rode 5 komt in het midden: 3 4 5 en 5 6 7.
lesson-substitute-title = Ruilen
lesson-substitute-text = Leg je rode 9 in de groep in plaats van de zwarte 9, en gebruik de zwarte 9 in een rij met je 10 en 11.
lesson-combine-title = Combineren
lesson-combine-text = Neem stenen uit twee combinaties voor een nieuwe: de zwarte 4 en de blauwe 4 komen bij je oranje 4.
lesson-freeing-joker-title = Een joker vrijspelen
lesson-freeing-joker-text = Je rode 8 kan de plaats van de joker innemen; leg de vrijgespeelde joker nog deze beurt, bij je twee 5's.
lesson-drawing-title = Pakken
lesson-drawing-text = Past er niets? Pak een steen (D): daarmee eindigt je beurt. In een spel is de ring om je naam de klok: bij nul pak je.
lesson-undo-reset-hint-title = Herstel, Opnieuw, Tip
lesson-undo-reset-hint-text = Herstel neemt een zet terug, Opnieuw de hele beurt; een rood omlijnde combinatie zegt wat er fout is. Tip (H) toont een zet.

## The lesson's card: its heading on the table and its end.

# Over the table: "Les 3 van 11 · Uitkomen". $number: the lesson's
# place; $count: how many lessons; $title: its title.
lesson-heading = Les { $number } van { $count } · { $title }
# The lesson's end, when it was done (or its play was shown).
lesson-well-done = Goed gedaan!
lesson-shown = Zo gaat dat
lesson-last = Meer hoef je niet te weten. Begin een spel via Nieuw spel.
# $title: the next lesson's title.
lesson-next = Hierna: { $title }
# Buttons.
lesson-next-lesson = Volgende les
lesson-again = Nog eens
lesson-menu = Menu

## The daily puzzle's card: its heading on the table and its result.
## $level is the puzzle's level (Makkelijk, Gemiddeld, Moeilijk); $date its
## day (2026-03-14, as it is); $time the time taken (4:07, as it is).

# Over the table.
puzzle-heading = Puzzel · { $level } · { $date } · { $time }
# The same on a narrow screen, without the day.
puzzle-heading-short = Puzzel · { $level } · { $time }
# $tiles: the tiles on the rack; $sets: how many table sets must change.
puzzle-goal = Leg alle { $tiles } stenen van je plankje in één beurt: { $sets ->
        [one] { $sets } combinatie op tafel moet
       *[other] { $sets } combinaties op tafel moeten
    } veranderen.
# The result, when the player solved it.
puzzle-solved = Opgelost!
puzzle-solved-in = Puzzel ({ $level }) van { $date } in { $time }
# The result, when the player had the solution shown.
puzzle-solution = De oplossing
puzzle-solution-shown = Getoond, dus deze telt niet mee. Probeer een ander niveau, of de puzzel van morgen.
# Also in the puzzles menu. $streak: days in a row solved; $solved: days
# solved in all.
puzzle-streak = Reeks: { $streak ->
        [one] { $streak } dag
       *[other] { $streak } dagen
    } · { $solved ->
        [one] { $solved } dag
       *[other] { $solved } dagen
    } opgelost
# Buttons: the next level's puzzle of the same day, the same again, back to
# the puzzles menu.
puzzle-next-level = Puzzel: { $level }
puzzle-try-again = Opnieuw proberen
puzzle-puzzles = Puzzels
