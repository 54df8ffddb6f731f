# Tilemeld: lessons (Português do Brasil)

## The lessons of the guided first game: a title and what to do (at most
## two short lines under the title, at the top of the table; keep the text
## within about 130 characters). The tiles, numbers and keys named are the
## ones on the lesson's table: keep them.

lesson-run-title = Uma sequência
lesson-run-text = Uma sequência tem três ou mais peças da mesma cor com números seguidos. Arraste 4, 5 e 6 lado a lado no feltro e aperte Pronto.
lesson-group-title = Um grupo
lesson-group-text = Um grupo tem três ou quatro peças do mesmo número, cada uma de uma cor. Junte os três 7 e aperte Pronto.
lesson-initial-meld-title = A jogada inicial
lesson-initial-meld-text = A sua primeira jogada precisa valer 30 pontos, só com peças suas. O curinga vale a peça que substitui: 10 + 10 + 10.
lesson-adding-title = Aumentar um conjunto
lesson-adding-text = Depois da jogada inicial, dá para aumentar qualquer conjunto da mesa. Ponha o 6 azul na sequência e o 8 azul no grupo.
lesson-shift-title = Deslocar
lesson-shift-text = Tire uma peça da ponta de uma sequência longa: pegue o 8 preto e forme um grupo de 8 com os seus dois.
lesson-split-title = Dividir
lesson-split-text = Divida uma sequência longa em duas. O seu 5 vermelho vai no meio: 3 4 5 e 5 6 7.
lesson-substitute-title = Substituir
lesson-substitute-text = Ponha o seu 9 vermelho no grupo, no lugar do 9 preto, e use o 9 preto numa sequência com o seu 10 e o seu 11.
lesson-combine-title = Combinar
lesson-combine-text = Tire peças de dois conjuntos para formar um novo: o 4 preto e o 4 azul se juntam ao seu 4 laranja.
lesson-freeing-joker-title = Liberar um curinga
lesson-freeing-joker-text = O seu 8 vermelho pode ficar no lugar do curinga; o curinga liberado precisa ser usado agora: com os seus dois 5.
lesson-drawing-title = Comprar
lesson-drawing-text = Nada encaixa? Compre uma peça (D): isso encerra a vez. Numa partida, o anel em volta do seu nome é o relógio: zerou, você compra.
lesson-undo-reset-hint-title = Desfazer, Recomeçar, Dica
lesson-undo-reset-hint-text = Desfazer volta um movimento; Recomeçar, a jogada toda. Um contorno vermelho diz o que está errado. Dica (H) mostra uma jogada.

## The lesson's card: its heading on the table and its end.

# Over the table: "Lição 3 de 11 · A jogada inicial". $number: the lesson's
# place; $count: how many lessons; $title: its title.
lesson-heading = Lição { $number } de { $count } · { $title }
# The lesson's end, when it was done (or its play was shown).
lesson-well-done = Muito bem!
lesson-shown = É assim que se faz
lesson-last = Agora você já conhece o jogo todo. Comece uma partida em Nova partida.
# $title: the next lesson's title.
lesson-next = A seguir: { $title }
# Buttons.
lesson-next-lesson = Próxima lição
lesson-again = De novo
lesson-menu = Menu

## The daily puzzle's card: its heading on the table and its result.
## $level is the puzzle's level (Fácil, Médio, Difícil); $date its day
## (2026-03-14, as it is); $time the time taken (4:07, as it is).

# Over the table.
puzzle-heading = Desafio { $level } · { $date } · { $time }
# The same on a narrow screen, without the day.
puzzle-heading-short = Desafio { $level } · { $time }
# $tiles: the tiles on the rack; $sets: how many table sets must change.
puzzle-goal = Coloque as { $tiles } peças do suporte em uma só jogada: { $sets ->
        [0] { $sets } conjuntos da mesa precisam mudar
        [one] { $sets } conjunto da mesa precisa mudar
       *[other] { $sets } conjuntos da mesa precisam mudar
    }.
# The result, when the player solved it.
puzzle-solved = Resolvido!
puzzle-solved-in = Desafio { $level } de { $date } em { $time }
# The result, when the player had the solution shown.
puzzle-solution = A solução
puzzle-solution-shown = A solução foi mostrada, então este não conta. Tente outro nível, ou o de amanhã.
# Also in the puzzles menu. $streak: days in a row solved; $solved: days
# solved in all.
puzzle-streak = Dias seguidos: { $streak } · dias resolvidos: { $solved }
# Buttons: the next level's puzzle of the same day, the same again, back to
# the puzzles menu.
puzzle-next-level = Desafio { $level }
puzzle-try-again = Tentar de novo
puzzle-puzzles = Desafios
