# Tilemeld: lessons (Polski)

## The lessons of the guided first game: a title and what to do (at most
## two short lines under the title, at the top of the table; keep the text
## within about 130 characters). The tiles, numbers and keys named are the
## ones on the lesson's table: keep them.

lesson-run-title = Seria
lesson-run-text = Seria to co najmniej trzy kostki jednego koloru po kolei. Przeciągnij 4, 5 i 6 obok siebie na sukno i naciśnij Gotowe.
lesson-group-title = Grupa
lesson-group-text = Grupa to trzy lub cztery kostki z tą samą liczbą, każda w innym kolorze. Połóż razem trzy siódemki i naciśnij Gotowe.
lesson-initial-meld-title = Otwarcie
lesson-initial-meld-text = Pierwsze zagranie musi być warte 30 pkt i złożone z twoich kostek. Joker liczy się jak kostka, którą zastępuje: 10 + 10 + 10.
lesson-adding-title = Dokładanie
lesson-adding-text = Po otwarciu możesz dokładać kostki do każdego układu na stole. Dołóż niebieską 6 do serii, a niebieską 8 do grupy.
lesson-shift-title = Przesunięcie
lesson-shift-text = Zabierz kostkę z końca długiej serii: weź czarną 8 i ułóż grupę ósemek ze swoimi dwiema.
lesson-split-title = Podział
lesson-split-text = Podziel długą serię na dwie. Twoja czerwona 5 idzie w środek: 3 4 5 i 5 6 7.
lesson-substitute-title = Zamiana
lesson-substitute-text = Wstaw swoją czerwoną 9 do grupy w miejsce czarnej 9, a czarnej 9 użyj w serii ze swoimi 10 i 11.
lesson-combine-title = Łączenie
lesson-combine-text = Weź kostki z dwóch układów, by ułożyć nowy: czarna 4 i niebieska 4 dołączają do twojej pomarańczowej 4.
lesson-freeing-joker-title = Uwolnienie jokera
lesson-freeing-joker-text = Twoja czerwona 8 może zająć miejsce jokera; uwolnionego jokera trzeba zagrać w tej turze: z twoimi dwiema piątkami.
lesson-drawing-title = Dobieranie
lesson-drawing-text = Nic nie pasuje? Dobierz kostkę (D): to kończy turę. W grze obwódka wokół twojego imienia to zegar: gdy zniknie, dobierasz.
lesson-undo-reset-hint-title = Cofnij, Od nowa, Podpowiedź
lesson-undo-reset-hint-text = Cofnij wycofuje ruch, Od nowa całą turę; czerwony obrys układu mówi, co jest nie tak. Podpowiedź (H) pokazuje możliwy ruch.

## The lesson's card: its heading on the table and its end.

# Over the table: "Lekcja 3 z 11 · Otwarcie". $number: the lesson's
# place; $count: how many lessons; $title: its title.
lesson-heading = Lekcja { $number } z { $count } · { $title }
# The lesson's end, when it was done (or its play was shown).
lesson-well-done = Brawo!
lesson-shown = Tak to się robi
lesson-last = To już wszystkie zasady. Zacznij prawdziwą partię przyciskiem Nowa gra.
# $title: the next lesson's title.
lesson-next = Dalej: { $title }
# Buttons.
lesson-next-lesson = Następna lekcja
lesson-again = Jeszcze raz
lesson-menu = Menu

## The daily puzzle's card: its heading on the table and its result.
## $level is the puzzle's level (Łatwa, Średnia, Trudna); $date its day
## (2026-03-14, as it is); $time the time taken (4:07, as it is).

# Over the table.
puzzle-heading = { $level } zagadka · { $date } · { $time }
# The same on a narrow screen, without the day.
puzzle-heading-short = { $level } zagadka · { $time }
# $tiles: the tiles on the rack; $sets: how many table sets must change.
puzzle-goal = Wyłóż wszystkie kostki ze stojaka ({ $tiles }) w jednej turze: trzeba zmienić { $sets ->
        [one] { $sets } układ
        [few] { $sets } układy
        [many] { $sets } układów
       *[other] { $sets } układu
    } na stole.
# The result, when the player solved it.
puzzle-solved = Rozwiązane!
puzzle-solved-in = { $level } zagadka z { $date } rozwiązana w { $time }
# The result, when the player had the solution shown.
puzzle-solution = Rozwiązanie
puzzle-solution-shown = Rozwiązanie zostało pokazane, więc ta zagadka się nie liczy. Spróbuj innego poziomu albo jutrzejszej zagadki.
# Also in the puzzles menu. $streak: days in a row solved; $solved: days
# solved in all.
puzzle-streak = Dni z rzędu: { $streak } · rozwiązane dni: { $solved }
# Buttons: the next level's puzzle of the same day, the same again, back to
# the puzzles menu.
puzzle-next-level = { $level } zagadka
puzzle-try-again = Spróbuj ponownie
puzzle-puzzles = Zagadki
