# Tilemeld: lo que oye un lector de pantalla (español)
# Todo texto de aquí se lee en voz alta, nunca se muestra: se escribe tal como se dice.

## Las fichas en palabras

# Una escalera de un color, dicho una sola vez para todas sus fichas: «4 5 6 azules».
# $numbers: los números separados por espacios; $colour: como en tile-numbered.
tiles-run = { $numbers } { $colour ->
        [black] negros
        [blue] azules
        [orange] naranja
       *[red] rojos
    }
# Entre fichas o escaleras dichas una tras otra: «7 rojo, 7 azul, comodín».
tiles-separator = {", "}

## La mesa como listas

access-rack = Tu atril, { $count ->
        [one] { $count } ficha
       *[other] { $count } fichas
    }
access-table = Mesa, { $count ->
        [one] { $count } combinación
       *[other] { $count } combinaciones
    }
# Una combinación en la mesa: «Combinación 2: 4 5 6 azules».
access-set = Combinación { $number }: { $tiles }
access-set-invalid = Combinación { $number }, todavía no es válida: { $tiles }
access-put-here = Poner en la combinación { $number } ({ $tiles })
access-new-set = Bajar las fichas tomadas como combinación nueva
access-back-to-rack = Devolver las fichas tomadas a tu atril

## Avisos

# «Ada colocó 3 fichas: 4 5 6 azules como combinación nueva; 7 rojo en la combinación 4 5 6 7 rojos.»
# $self es you cuando el puesto es el del propio jugador: «Colocaste 3 fichas: …».
access-played = { $self ->
        [you] Colocaste
       *[other] { $name } colocó
    } { $count ->
        [one] { $count } ficha
       *[other] { $count } fichas
    }: { $sets }.
access-laid-new = { $tiles } como combinación nueva
access-laid-added = { $tiles } en la combinación { $set }
# Entre las combinaciones de una misma jugada.
access-laid-separator = {"; "}
access-your-turn = Tu turno. Tienes { $count ->
        [one] { $count } ficha
       *[other] { $count } fichas
    }.
# Fichas que el jugador puso en una combinación: «7 azul ahora en la combinación 2: 4 5 6 7 azules.»
access-put = { $tiles } ahora en la combinación { $number }: { $set }.
access-put-back = { $tiles } de vuelta en tu atril.
access-nothing-picked = Primero toma fichas: pulsa una ficha de tu atril o de la mesa.
# Deshacer y Reiniciar, dichos una vez hechos.
access-undone = Se deshizo tu último movimiento.
access-reset = La mesa volvió a quedar como al empezar tu turno y tus fichas regresaron a tu atril.
access-nothing-to-take-back = No hay nada que deshacer.
# La conexión de una mesa en línea, restablecida después de decirse conn-lost.
access-reconnected = Conexión restablecida.
access-round-over = La ronda ha terminado.
# Tras la jugada de otro jugador, cuando está a punto de quedarse sin fichas (4 fichas o menos).
access-tiles-left = A { $name } { $count ->
        [one] le queda { $count } ficha
       *[other] le quedan { $count } fichas
    }.
# Tras access-round-over: quién ganó; $names, $count y $self como en
# roundend-went-out y roundend-lowest-rack.
access-went-out = { $self ->
        [you] Te quedaste sin fichas.
       *[other] { $names } { $count ->
                [one] se quedó sin fichas.
               *[other] se quedaron sin fichas.
            }
    }
access-lowest-rack = { $self ->
        [you] Se agotó el pozo y tenías el atril de menor valor.
       *[other] Se agotó el pozo y { $names } { $count ->
                [one] tenía el atril de menor valor.
               *[other] tenían los atriles de menor valor.
            }
    }
# Se le acabó el reloj de torneo a un jugador, que pierde la partida.
access-out-of-time = { $self ->
        [you] Se te acabó el tiempo y pierdes la partida.
       *[other] Se le acabó el tiempo a { $name }, que pierde la partida.
    }
# Luego los puntos de cada jugador en la ronda y su total de la partida, del
# mejor al peor, separados con access-laid-separator: «Ada 35, total 35; tú -12, total -12».
access-round-scores = Puntos de la ronda: { $scores }.
access-round-score = { $self ->
        [you] tú
       *[other] { $name }
    } { $points }, total { $total }
# La ficha o fichas que robó el jugador, dichas solo a él: «Robaste 7 rojo.»
access-you-drew = Robaste { $tiles }.
# El reloj del turno del jugador, al empezar el turno, cuando quedan 30 y
# 10 segundos, y cuando lo pide (T).
access-time-left = { $seconds ->
        [one] Queda { $seconds } segundo.
       *[other] Quedan { $seconds } segundos.
    }
# El tiempo de un reloj de torneo, a partir de dos minutos.
access-time-left-minutes = Quedan { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    } y { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }.
access-no-timer = No hay límite de tiempo por turno.

## Preguntas con una sola tecla (Cómo se juega enumera las teclas)

# A: el último aviso otra vez, cuando todavía no se ha dicho nada.
access-said-nothing = Todavía no se ha dicho nada.
# Q: los avisos recientes, del más antiguo al más nuevo; $said los encadena.
access-said-lately = Avisos recientes: { $said }
# W: de quién es el turno.
access-whose-turn = { $self ->
        [you] Es tu turno.
       *[other] Es el turno de { $name }.
    }
# Y: el atril del jugador; $tiles en palabras.
access-your-rack = Tu atril, { $count ->
        [one] { $count } ficha
       *[other] { $count } fichas
    }: { $tiles }.
access-no-rack = No tienes atril en esta mesa.
# B: la mesa; $sets es access-set para cada combinación, separadas con access-laid-separator.
access-the-table = La mesa, { $count ->
        [one] { $count } combinación
       *[other] { $count } combinaciones
    }: { $sets }.
access-table-empty = La mesa está vacía.
# C: las fichas y los puntos (el total de la partida) de cada jugador, y luego
# el pozo, separados con access-laid-separator: «Ada, 8 fichas, 12 puntos; …; el pozo, 40 fichas».
access-count = { $self ->
        [you] tú
       *[other] { $name }
    }, { $count ->
        [one] { $count } ficha
       *[other] { $count } fichas
    }, { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
access-pool = el pozo, { $count ->
        [one] { $count } ficha
       *[other] { $count } fichas
    }
# L: la última jugada de la ronda, cuando nadie ha colocado todavía.
access-no-play-yet = Todavía nadie ha colocado fichas en esta ronda.
