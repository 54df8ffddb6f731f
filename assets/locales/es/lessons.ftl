# Tilemeld: lecciones (español)

## Las lecciones de la primera partida guiada: un título y qué hacer (como
## mucho dos líneas cortas bajo el título, arriba de la mesa; unos 130
## caracteres como máximo). Las fichas, números y teclas nombrados son los de
## la mesa de la lección: se mantienen.

lesson-run-title = Una escalera
lesson-run-text = Una escalera son tres o más fichas seguidas del mismo color. Arrastra el 4, el 5 y el 6 juntos al tapete y pulsa Listo.
lesson-group-title = Un grupo
lesson-group-text = Un grupo son tres o cuatro fichas del mismo número, cada una de un color. Junta los tres 7 y pulsa Listo.
lesson-initial-meld-title = La primera jugada
lesson-initial-meld-text = Tu primera jugada debe sumar 30 puntos con tus propias fichas. Un comodín vale lo que la ficha que sustituye: 10 + 10 + 10.
lesson-adding-title = Añadir a una combinación
lesson-adding-text = Tras tu primera jugada puedes añadir fichas a cualquier combinación. Pon el 6 azul en la escalera y el 8 azul en el grupo.
lesson-shift-title = Mover
lesson-shift-text = Toma una ficha del extremo de una escalera larga: el 8 negro, y forma un grupo de 8 con los dos tuyos.
lesson-split-title = Dividir
lesson-split-text = Divide una escalera larga en dos. Tu 5 rojo va en medio: 3 4 5 y 5 6 7.
lesson-substitute-title = Sustituir
lesson-substitute-text = Pon tu 9 rojo en el grupo en lugar del 9 negro, y usa el 9 negro en una escalera con tu 10 y tu 11.
lesson-combine-title = Combinar
lesson-combine-text = Toma fichas de dos combinaciones para formar una nueva: el 4 negro y el 4 azul se unen a tu 4 naranja.
lesson-freeing-joker-title = Liberar un comodín
lesson-freeing-joker-text = Tu 8 rojo puede ocupar el lugar del comodín; el comodín liberado debe jugarse en este turno: con tus dos 5.
lesson-drawing-title = Robar
lesson-drawing-text = ¿No encaja nada? Roba una ficha (D): así acaba tu turno. En partida, el anillo que rodea tu nombre es el reloj: si se agota, robas.
lesson-undo-reset-hint-title = Deshacer, Reiniciar, Pista
lesson-undo-reset-hint-text = Deshacer anula un movimiento y Reiniciar, todo el turno; una combinación con borde rojo dice qué falla. Pista (H) muestra una jugada.

## La tarjeta de la lección: su título sobre la mesa y su final.

# Sobre la mesa: «Lección 3 de 11 · La primera jugada». $number: el lugar de
# la lección; $count: cuántas lecciones hay; $title: su título.
lesson-heading = Lección { $number } de { $count } · { $title }
# El final de la lección, cuando se completó (o se mostró su jugada).
lesson-well-done = ¡Muy bien!
lesson-shown = Así se hace
lesson-last = Ya conoces todo el juego. Empieza una partida desde Nueva partida.
# $title: el título de la siguiente lección.
lesson-next = Siguiente: { $title }
# Botones.
lesson-next-lesson = Siguiente lección
lesson-again = Otra vez
lesson-menu = Menú

## La tarjeta del reto diario: su título sobre la mesa y su resultado.
## $level es el nivel del reto (Fácil, Medio, Difícil); $date su día
## (2026-03-14, tal cual); $time el tiempo empleado (4:07, tal cual).

# Sobre la mesa.
puzzle-heading = Reto { $level } · { $date } · { $time }
# Lo mismo en una pantalla estrecha, sin el día.
puzzle-heading-short = Reto { $level } · { $time }
# $tiles: las fichas del atril; $sets: cuántas combinaciones de la mesa deben cambiar.
puzzle-goal = Coloca las { $tiles } fichas del atril en un solo turno: hay que cambiar { $sets ->
        [one] { $sets } combinación
       *[other] { $sets } combinaciones
    } de la mesa.
# El resultado, cuando el jugador lo resolvió.
puzzle-solved = ¡Resuelto!
puzzle-solved-in = Reto { $level } del { $date } en { $time }
# El resultado, cuando el jugador pidió ver la solución.
puzzle-solution = La solución
puzzle-solution-shown = Viste la solución, así que este no cuenta. Prueba otro nivel, o el reto de mañana.
# También en el menú de retos. $streak: días seguidos resueltos; $solved: días
# resueltos en total.
puzzle-streak = Racha de { $streak ->
        [one] { $streak } día
       *[other] { $streak } días
    } · { $solved ->
        [one] { $solved } día resuelto
       *[other] { $solved } días resueltos
    }
# Botones: el reto del siguiente nivel del mismo día, el mismo otra vez,
# volver al menú de retos.
puzzle-next-level = Reto { $level }
puzzle-try-again = Reintentar
puzzle-puzzles = Retos
