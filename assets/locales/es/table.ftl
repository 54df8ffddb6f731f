# Tilemeld: mesa (español)

## Avisos en la mesa

refused-wait-your-turn = Espera tu turno para jugar fichas; mientras tanto, puedes ordenar tu atril.
hint-no-play = No hay ninguna jugada posible: roba una ficha.

## Los controles del turno junto al atril (hud)
## Los textos de los botones son cortos: en un teléfono van bajo un icono, en
## un quinto del ancho de la pantalla. Las letras entre paréntesis son teclas.

# La línea de estado sobre los controles. $name es el nombre de un jugador.
hud-status-your-turn = Tu turno
hud-status-their-turn = Turno de { $name }
hud-status-computer-playing = { $name } está jugando…
# Mismo dispositivo: el dispositivo pasa al siguiente jugador.
hud-status-pass-to = Pásaselo a { $name }
hud-status-round-over = Fin de la ronda
hud-status-solution-shown = Solución mostrada
hud-status-solved = Resuelto
hud-status-match-over = Fin de la partida
# En vertical: texto pequeño junto al estado mientras juega la máquina.
hud-tap-to-hurry = toca aquí para acelerar
hud-faster = Más rápido
hud-faster-tip = Acelerar las jugadas de la máquina (F o Espacio)
hud-done = Listo
hud-done-tip = Terminar el turno (Enter)
# Lecciones: el botón que juega la respuesta de la lección.
hud-show-me = Muéstramelo
hud-show-me-tip = Ver la jugada en la mesa
# Reto diario: el botón que juega la solución.
hud-solution = Solución
hud-solution-tip = Ver la solución en la mesa; el reto de hoy ya no contará como resuelto
hud-give-up = Abandonar
# $count es el número de fichas robadas como penalización.
hud-give-up-tip = Cambiaste la mesa: vuelve a quedar como estaba y robas { $count ->
        [one] { $count } ficha
       *[other] { $count } fichas
    } (D)
hud-pass = Pasar
hud-pass-tip = El pozo está vacío: pasar el turno (D)
hud-draw = Robar
hud-draw-tip = Robar una ficha; con eso termina tu turno (D)
hud-undo = Deshacer
hud-undo-tip = Deshacer el último movimiento (Ctrl+Z o Retroceso)
hud-reset = Reiniciar
hud-reset-tip = Dejar la mesa y tu atril como al empezar el turno (R)
hud-hint = Pista
hud-hint-tip = Mostrar una jugada (H)
# Textos de ayuda de los dos botones de ordenar en el borde del atril (marcados 777 y 789).
hud-sort-groups-tip = Ordenar el atril por grupos: los números iguales juntos (G)
hud-sort-runs-tip = Ordenar el atril por escaleras: por color y luego por número (S)
# Textos de ayuda del pozo (el montón de fichas boca abajo).
hud-pool-empty = El pozo está vacío
hud-pool-tip = El pozo: haz clic para robar una ficha (D)

## Los puestos de los demás jugadores, arriba
## Texto pequeño en la esquina superior derecha de un puesto: quién lo juega.

seat-human = humano
seat-level-easy = fácil
seat-level-medium = medio
seat-level-hard = difícil
seat-level-greedy = codicioso
seat-level-master = maestro
seat-online = en línea

## Pantalla entre los turnos de dos jugadores en el mismo dispositivo

# $name es el nombre del siguiente jugador.
cover-pass-to = Pásale el dispositivo a { $name }
cover-ready = ¡A jugar!

## Pregunta al pulsar Robar después de cambiar la mesa

prompt-give-up-title = ¿Abandonar este turno?
# $count es el número de fichas robadas como penalización (más de una).
prompt-give-up-text = Cambiaste la mesa. Si robas ahora, abandonas el turno: la mesa vuelve a quedar como estaba y robas { $count ->
        [one] { $count } ficha
       *[other] { $count } fichas
    }.
prompt-give-up-confirm = Abandonar y robar { $count } (Enter)
prompt-keep-playing = Seguir jugando

## Avisos sobre el atril (unos segundos cada uno)
## $name es el nombre de un jugador, $count un número de fichas; $self es
## you cuando el puesto es el del propio jugador (una persona en este
## dispositivo), si no other: entonces se le habla de tú («Robaste 2
## fichas»), nunca con su nombre en tercera persona.

# Sustituye al nombre de un jugador cuando no se sabe el puesto.
toast-someone = Alguien
toast-played = { $self ->
        [you] Colocaste
       *[other] { $name } colocó
    } { $count ->
        [one] { $count } ficha
       *[other] { $count } fichas
    }
toast-passed = { $self ->
        [you] Pasaste el turno
       *[other] { $name } pasó el turno
    }
toast-drew = { $self ->
        [you] Robaste
       *[other] { $name } robó
    } { $count ->
        [one] { $count } ficha
       *[other] { $count } fichas
    }
# Se acabó el tiempo del turno: la mesa volvió atrás y se robaron $count fichas.
toast-time-up = { $self ->
        [you] Se te acabó el tiempo: robas { $count ->
                [one] { $count } ficha
               *[other] { $count } fichas
            } y la mesa vuelve a quedar como estaba
       *[other] Se le acabó el tiempo a { $name }: roba { $count ->
                [one] { $count } ficha
               *[other] { $count } fichas
            } y la mesa vuelve a quedar como estaba
    }
# De vuelta en una mesa en línea: la máquina jugó por el jugador durante
# $turns turnos. Los tres siguientes dicen además que colocó $played fichas,
# robó $drew fichas, o ambas cosas.
toast-while-away = Mientras no estabas, la máquina jugó por ti durante { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turnos
    }
toast-while-away-laid = Mientras no estabas, la máquina jugó por ti durante { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turnos
    }: colocó { $played ->
        [one] { $played } ficha
       *[other] { $played } fichas
    }
toast-while-away-drew = Mientras no estabas, la máquina jugó por ti durante { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turnos
    }: robó { $drew ->
        [one] { $drew } ficha
       *[other] { $drew } fichas
    }
toast-while-away-laid-drew = Mientras no estabas, la máquina jugó por ti durante { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turnos
    }: colocó { $played ->
        [one] { $played } ficha
       *[other] { $played } fichas
    } y robó { $drew ->
        [one] { $drew } ficha
       *[other] { $drew } fichas
    }

## La tarjeta de fin de ronda

# El titular cuando un jugador vació su atril.
roundend-went-out-title = ¡Sin fichas!
# Nombres de jugadores en una lista: $list es un nombre o una lista hecha con
# este mensaje, $name el siguiente nombre («Ada y Bob», luego «Ada y Bob y Cy»).
roundend-names-and = { $list } y { $name }
# $names es un nombre o una lista de nombres; $count cuántos jugadores.
# $self es you cuando es un solo jugador y es el propio jugador.
roundend-went-out = { $self ->
        [you] Te quedaste sin fichas
       *[other] { $names } { $count ->
                [one] se quedó sin fichas
               *[other] se quedaron sin fichas
            }
    }
roundend-pool-ran-out = Se agotó el pozo
roundend-lowest-rack = { $self ->
        [you] Tenías el atril de menor valor
       *[other] { $names } { $count ->
                [one] tenía el atril de menor valor
               *[other] tenían los atriles de menor valor
            }
    }
roundend-out-of-time-title = ¡Sin tiempo!
# Se acabó el reloj de torneo: ese jugador pierde la partida.
roundend-out-of-time = { $self ->
        [you] Se te acabó el tiempo: pierdes la partida
       *[other] Se le acabó el tiempo a { $name }: pierde la partida
    }
roundend-next-round = Siguiente ronda (Enter)
# Encabezados de las columnas de la tabla de puntuación.
roundend-player = Jugador
roundend-left-on-rack = En el atril
roundend-round = Ronda
roundend-total = Total
# Una celda de la tabla de puntuación: las fichas que quedaron en un atril y
# lo que cuentan.
roundend-rack-left = { $tiles ->
        [one] { $tiles } ficha
       *[other] { $tiles } fichas
    }, { $points } pts
# Una jugada que el jugador no vio: en el turno $turn podría haber colocado
# $more fichas más ($possible en total en vez de las $played que colocó).
roundend-missed = { $name }: en el turno { $turn } podrías haber colocado { $more ->
        [one] { $more } ficha más
       *[other] { $more } fichas más
    } ({ $possible } en vez de { $played }).
# Abre un tablero pequeño que muestra la jugada perdida.
roundend-show-me = Muéstramelo
roundend-final-standings = Clasificación final
# Una línea de la clasificación final: $place es 1, 2, 3…; $points el total
# (puede ser negativo); $won las rondas ganadas.
roundend-standing = { $place }. { $name } — { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }, { $won ->
        [one] { $won } ronda ganada
       *[other] { $won } rondas ganadas
    }
roundend-rematch = Revancha
# En línea, al final de la partida, para los jugadores que no son el anfitrión.
roundend-host-may-rematch = El anfitrión puede empezar una revancha
roundend-leave = Salir
roundend-play-again = Jugar otra vez
roundend-menu = Menú

## Muéstramelo: una jugada perdida en un tablero pequeño

showme-title = Turno { $turn }: lo que se podía jugar
showme-instead = { $possible ->
        [one] { $possible } ficha
       *[other] { $possible } fichas
    } en vez de { $played }
showme-before = La mesa y el atril de ese turno
showme-rack = Atril
showme-again = Otra vez
showme-close = Cerrar
# La letra en la cara de un comodín en el tablero pequeño (una letra).
showme-joker = C

## Ver una repetición: la barra donde van los botones del turno en una partida

# $round cuenta desde 1; $move es el número de movimientos mostrados hasta
# ahora, $total el número de movimientos de la repetición.
watch-status = Repetición · ronda { $round } · movimiento { $move } de { $total }
watch-status-end = Repetición · ronda { $round } · movimiento { $move } de { $total } · fin
# Textos de botones bajo un icono (cortos), y sus textos de ayuda.
watch-back-label = Atrás
watch-back-tip = Un movimiento atrás
watch-play-label = Reproducir
watch-play-tip = Avanzar automáticamente
watch-stop-label = Parar
watch-stop-tip = Parar
watch-forward-label = Adelante
watch-forward-tip = Un movimiento adelante
# El botón que muestra el atril de otro jugador; $name es de quién es.
watch-rack = Atril: { $name }
# Lo mismo en un teléfono: dos líneas cortas.
watch-rack-stacked =
    Atril
    { $name }
watch-next-rack-tip = Mostrar el atril del siguiente jugador
# En un teléfono, bajo un icono: volver a la lista de repeticiones.
watch-list = Lista
watch-replays = Repeticiones
watch-list-tip = Volver a la lista de partidas
