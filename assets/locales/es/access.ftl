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
access-round-over = La ronda ha terminado.
