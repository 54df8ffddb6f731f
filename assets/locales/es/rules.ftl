# Tilemeld: reglas (español)

## Los motivos de las reglas: por qué se rechaza una combinación, un turno o
## un movimiento. Se muestran en un aviso, en el texto de ayuda de una
## combinación con borde rojo y en el botón Listo. Una ficha tiene $colour
## (black, blue, orange, red o joker) y $number (no en un comodín). $tiles son
## fichas en la notación del juego («r7 r8 j»), y se deja tal cual.

# Por qué una combinación no es válida. Empiezan en minúscula y terminan sin
# punto: también se insertan en reason-invalid-set. $count es el número de
# fichas de la combinación.
reason-too-few-tiles = una combinación necesita al menos tres fichas y esta tiene { $count }
reason-only-jokers = una combinación necesita al menos una ficha numerada además de sus comodines
# «este tiene dos 7 rojos» (o «dos comodines»).
reason-group-repeats-colour = un grupo no puede repetir un color, y este tiene dos { $colour ->
        [joker] comodines
        [black] { $number } negros
        [blue] { $number } azules
        [orange] { $number } naranja
       *[red] { $number } rojos
    }
reason-group-too-large = un grupo tiene como máximo cuatro fichas, una de cada color, y este tiene { $count }
reason-group-mixes-numbers = todas las fichas de un grupo deben tener el mismo número
reason-run-repeats-number = una escalera no puede repetir un número, y esta tiene dos { $colour ->
        [joker] comodines
        [black] { $number } negros
        [blue] { $number } azules
        [orange] { $number } naranja
       *[red] { $number } rojos
    }
reason-run-mixes-colours = todas las fichas de una escalera deben ser del mismo color
# $missing: cuántos números le faltan a la escalera; $jokers: cuántos comodines tiene.
reason-run-has-gap = { $jokers ->
        [0] los números de una escalera deben ser consecutivos, y a esta le { $missing ->
                [one] falta { $missing } ficha
               *[other] faltan { $missing } fichas
            }
        [1] los números de una escalera deben ser consecutivos, y a esta le { $missing ->
                [one] falta { $missing } ficha
               *[other] faltan { $missing } fichas
            } que su comodín no alcanza a cubrir
       *[other] los números de una escalera deben ser consecutivos, y a esta le { $missing ->
                [one] falta { $missing } ficha
               *[other] faltan { $missing } fichas
            } que sus { $jokers } comodines no alcanzan a cubrir
    }
reason-run-too-long = una escalera tiene como máximo 13 fichas (del 1 al 13) y esta tiene { $count }
reason-run-wraps = después del 13 nunca va el 1: las escaleras no dan la vuelta
reason-mixed-colours-and-numbers = las fichas no son ni de un solo color en secuencia (una escalera) ni de un solo número en colores distintos (un grupo)

# Por qué se rechaza un turno.
reason-impossible-tiles = hay más { $colour ->
        [joker] comodines
        [black] { $number } negros
        [blue] { $number } azules
        [orange] { $number } naranja
       *[red] { $number } rojos
    } entre la mesa y el atril de los que tiene el juego
# $set es la posición de la combinación en la mesa (1, 2, …). $reason nombra
# el mensaje que dice qué falla en la combinación: deja la lista de motivos
# tal cual (cada uno inserta ese mensaje).
reason-invalid-starting-table = la combinación { $set } de la mesa antes del turno ({ $tiles }) no es válida: { $reason ->
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
# «La combinación 2 (r7 r9 r10) no es válida: …». $set es la posición de la
# combinación en la mesa (1, 2, …). $reason nombra el mensaje que dice qué
# falla: deja la lista de motivos tal cual (cada uno inserta ese mensaje).
reason-invalid-set = La combinación { $set } ({ $tiles }) no es válida: { $reason ->
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
        [joker] El comodín
        [black] El { $number } negro
        [blue] El { $number } azul
        [orange] El { $number } naranja
       *[red] El { $number } rojo
    } estaba en la mesa y debe quedarse allí: las fichas nunca vuelven de la mesa a un atril.
reason-too-many-tiles = Hay más { $colour ->
        [joker] comodines
        [black] { $number } negros
        [blue] { $number } azules
        [orange] { $number } naranja
       *[red] { $number } rojos
    } en la mesa de los que había entre la mesa y tu atril juntos.
reason-unknown-tile = { $colour ->
        [joker] El comodín
        [black] El { $number } negro
        [blue] El { $number } azul
        [orange] El { $number } naranja
       *[red] El { $number } rojo
    } no estaba ni en la mesa ni en tu atril.
reason-rearranged-but-played-none = Reorganizaste la mesa pero no colocaste ninguna ficha de tu atril; coloca al menos una, o roba.
reason-no-tile-played = Coloca al menos una ficha de tu atril, o roba una ficha.
# $needed: los puntos que piden las reglas; $value: lo que suman las combinaciones bajadas.
reason-initial-meld-too-low = Tu primera jugada debe sumar al menos { $needed } puntos, y estas combinaciones suman { $value }.
reason-initial-meld-uses-table = Tu primera jugada solo puede usar fichas de tu atril; no puede tomar ni reorganizar la combinación { $tiles } de la mesa.
reason-initial-meld-touches-table = En tu primera jugada no puedes añadir fichas a la combinación { $tiles } que ya está en la mesa; baja solo combinaciones nuevas.
# $tiles: la combinación donde estaba el comodín.
reason-joker-replacement-not-from-rack = Para liberar el comodín de { $tiles } debes reemplazarlo por la ficha que representa, sacada de tu propio atril.
reason-freed-joker-needs-two-rack-tiles = Un comodín liberado debe ir a una combinación nueva con al menos dos fichas de tu atril, y no es el caso del comodín de { $tiles }.
# $tiles: el grupo; $missing: las fichas de los dos colores que le faltan.
reason-group-joker-needs-both-colours = El comodín del grupo { $tiles } solo se puede liberar colocando las dos fichas que faltan ({ $missing }).
reason-joker-set-manipulated = Con estas reglas, una combinación con comodín solo puede modificarse intercambiando su comodín, y { $tiles } se modificó de otra forma.

# Por qué la ronda o la partida rechaza una acción. $id es el número de una
# ficha entre las 106 (de 0 a 105).
reason-round-over = La ronda ha terminado.
reason-duplicate-tile = La ficha n.º { $id } está dos veces en la mesa.
reason-tile-not-available = La ficha n.º { $id } no está ni en la mesa ni en tu atril.
reason-round-still-played = Ahora no: la ronda sigue en juego.
# $expected: lo que espera el juego, en inglés (raro).
reason-not-now = Ahora no: { $expected }.
reason-match-over = La partida ha terminado.
reason-not-in-these-rules = Estas reglas no lo permiten.

# Por qué una ficha no se puede tomar o dejar ahí.
reason-table-before-initial-meld = Antes de tu primera jugada solo puedes bajar combinaciones nuevas desde tu atril.
reason-not-movable = Esa ficha no se puede mover ahora.

## Cómo se juega: las reglas elegidas de verdad, ejemplos juzgados según ellas,
## las preguntas que hacen los jugadores y los controles.

howto-title = Cómo se juega
howto-back = Volver
# $name: el nombre del conjunto de reglas (uno predefinido, o howto-custom-rules).
howto-rules-of-this-game = Las reglas de esta partida: { $name }
howto-custom-rules = reglas personalizadas
# $tiles: las fichas repartidas a cada jugador; $direction: clockwise o counterclockwise;
# $box: classic (106 fichas) o xp (160 con cinco o seis jugadores, 106 con menos).
howto-goal = Gana quien coloque primero todas las fichas de su atril. { $box ->
        [xp] Con cinco o seis jugadores hay 160 fichas: del 1 al 13 en cuatro colores, cada una tres veces, y cuatro comodines; con cuatro jugadores o menos hay 106: cada ficha dos veces, y dos comodines.
       *[classic] Hay 106 fichas: del 1 al 13 en cuatro colores, cada una dos veces, y dos comodines.
    } Cada jugador empieza con { $tiles } fichas. Se juega en sentido { $direction ->
        [clockwise] horario
       *[counterclockwise] antihorario
    }.
# Títulos.
howto-sets = Combinaciones
howto-sets-or-not = ¿Combinación o no?
howto-your-turn = Tu turno
howto-jokers = Los comodines, con estas reglas
howto-scoring = Puntuación
howto-questions = Preguntas frecuentes
howto-controls = Controles
howto-runs = Una escalera son tres o más fichas seguidas del mismo color. El 1 es siempre el más bajo; después del 13 nunca va el 1.
howto-runs-wrap = Una escalera son tres o más fichas seguidas del mismo color. Con estas reglas las escaleras dan la vuelta: después del 13 puede ir el 1 (12 13 1 es una escalera).
howto-group = Un grupo son tres o cuatro fichas del mismo número en colores distintos.
howto-joker = Un comodín sustituye a cualquier ficha que necesite su combinación.
# Bajo una fila de fichas de ejemplo. $value: los puntos que vale la combinación.
howto-example-valid = válida, vale { $value }
# Bajo una fila de fichas de ejemplo que no es una combinación. $reason nombra
# el mensaje que dice por qué: deja la lista de motivos tal cual.
howto-example-invalid = no válida: { $reason ->
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
# $points: lo mínimo que debe sumar la primera jugada (0: sin mínimo).
howto-initial-meld = { $points ->
        [0] Tu primera jugada debe estar formada por combinaciones nuevas con fichas de tu propio atril; estas reglas no piden ningún valor mínimo.
       *[other] Tu primera jugada debe estar formada por combinaciones nuevas con fichas de tu propio atril que sumen al menos { $points } puntos (los comodines valen lo que la ficha que sustituyen).
    }
howto-turn = Después puedes reorganizar toda la mesa: alargar, dividir, intercambiar y reagrupar combinaciones, siempre que al final todas sean válidas y al menos una ficha salga de tu atril. Si no puedes o no quieres jugar, roba una ficha; con eso termina tu turno.
howto-no-timer = No hay límite de tiempo por turno.
# $secs: segundos por turno; $penalty: fichas que se roban cuando se acaba el tiempo.
howto-timer = Tienes { $secs } segundos por turno. Cuando se acaba el tiempo, la mesa vuelve a quedar como estaba, tus fichas regresan a tu atril y robas { $penalty ->
        [1] una ficha
        [2] dos fichas
        [3] tres fichas
       *[other] { $penalty } fichas
    }.
# Como howto-timer, cuando dejar la mesa inválida cuesta más: $invalid fichas.
howto-timer-invalid-costs-more = Tienes { $secs } segundos por turno. Cuando se acaba el tiempo, la mesa vuelve a quedar como estaba, tus fichas regresan a tu atril y robas { $penalty ->
        [1] una ficha
        [2] dos fichas
        [3] tres fichas
       *[other] { $penalty } fichas
    } ({ $invalid ->
        [1] una ficha
        [2] dos fichas
        [3] tres fichas
       *[other] { $invalid } fichas
    } si dejas la mesa inválida).
# El tiempo de un reloj de torneo para toda la partida: minutos enteros, o
# minutos y segundos; rellena el $time de las dos frases siguientes.
howto-clock-time = { $minutes ->
        [one] un minuto
       *[other] { $minutes } minutos
    }
howto-clock-time-seconds = { $minutes } min { $seconds } s
# Un reloj de torneo (Fischer): $time para toda la partida y $bonus segundos
# más después de cada jugada.
howto-clock-fischer = Cada jugador tiene { $time } para toda la partida y { $bonus } segundos más después de cada jugada.
# Un reloj de torneo (Bronstein): se devuelve el tiempo que tardó la jugada,
# hasta $bonus segundos.
howto-clock-bronstein = Cada jugador tiene { $time } para toda la partida; después de cada jugada se le devuelve el tiempo que tardó, hasta { $bonus } segundos.
howto-clock-lose = El jugador al que se le acaba el tiempo pierde la partida.
howto-clock-revert = Cuando a un jugador se le acaba el tiempo, la mesa vuelve a quedar como estaba, roba { $penalty ->
        [1] una ficha
       *[other] { $penalty } fichas
    } y a partir de entonces tiene { $bonus } segundos para cada jugada.
# El reparto del campeonato: un comodín para cada uno y luego $rest fichas al azar.
howto-joker-each = A cada jugador se le reparte un comodín y { $rest } fichas más al azar, así que no queda ningún comodín en el pozo.
howto-redeal-doubles = Si en el reparto un atril recibe tres dobles (dos fichas iguales, tres veces), se mezclan las fichas y se vuelve a repartir.
howto-unopened = Un atril que nunca llegó a hacer su primera jugada cuesta { $could_not } puntos en lugar de lo que valen sus fichas, o { $could } si su jugador hubiera podido hacerla en su último turno.
# $penalty: fichas que se roban al abandonar.
howto-giving-up = Si cambias la mesa y no puedes terminar el turno, abandónalo: la mesa vuelve a quedar como estaba y robas { $penalty ->
        [1] una ficha
        [2] dos fichas
        [3] tres fichas
       *[other] { $penalty } fichas
    }.
# Las restricciones de los comodines en vigor, cada una tras una viñeta.
howto-joker-from-rack = Para liberar un comodín debes reemplazarlo por la ficha que representa, sacada de tu propio atril y no de la mesa.
howto-joker-two-rack-tiles = Un comodín liberado debe ir a una combinación nueva con al menos dos fichas de tu atril.
howto-joker-both-colours = Un comodín en un grupo de tres solo se libera colocando los dos colores que faltan.
howto-joker-sets-locked = Una combinación con comodín no se puede cambiar, salvo para intercambiar su comodín.
# $joker: los puntos que cuesta un comodín que queda en un atril; $exhausted:
# lowest-value o fewest-tiles, quién gana cuando se acaba el pozo.
howto-scoring-text = Quien se queda sin fichas gana la ronda y suma lo que queda en los atriles de todos los demás; cada uno de los demás resta el valor de su propio atril. Un comodín que queda en un atril cuesta { $joker } puntos. Si se acaba el pozo y nadie puede jugar, { $exhausted ->
        [lowest-value] gana el atril de menor valor
       *[fewest-tiles] gana quien tenga menos fichas
    }.
# $length: players (tantas rondas como jugadores), rounds ($rounds rondas) o
# target (hasta que alguien llegue a $points); $standings: score o rounds-won.
howto-match = { $length ->
        [players] Una partida tiene tantas rondas como jugadores
        [rounds] Una partida tiene { $rounds } rondas
       *[target] Una partida sigue hasta que alguien llegue a { $points } puntos
    }; { $standings ->
        [score] gana quien sume más puntos en total.
       *[rounds-won] gana quien se lleve más rondas y, si hay empate, decide la puntuación total.
    }
howto-q-joker-in-meld = ¿Se puede usar un comodín en la primera jugada?
howto-a-joker-in-meld = Sí, con el valor de la ficha que sustituye.
howto-q-draw = ¿Tengo que robar en cada turno?
howto-a-draw = Solo cuando no juegas.
howto-q-take-back = ¿Puedo devolver a mi atril una ficha de la mesa?
howto-a-take-back = Nunca. Puedes recuperar una ficha que colocaste en este turno, antes de pulsar Listo.
howto-q-meld-table-tiles = ¿Puede mi primera jugada usar fichas de la mesa?
howto-a-meld-table-tiles = No: solo fichas de tu atril, en combinaciones nuevas.
howto-q-drawn-tile = ¿Puedo jugar una ficha que acabo de robar?
howto-a-drawn-tile = No en el mismo turno: robar lo termina.
howto-q-free-joker = ¿Cómo libero un comodín?
howto-a-free-joker = Después de tu primera jugada, reorganiza la mesa para que la combinación del comodín siga siendo válida sin él (a menudo poniendo la ficha que sustituía) y luego usa el comodín en otra combinación en ese mismo turno.
# Las teclas D, R, H, G, S, F, M, N, Ctrl+Z, Enter, Esc, 0, + y - son las del
# teclado; Espacio (la barra espaciadora), Retroceso y Mayús se dicen así en español.
howto-controls-text = Arrastra las fichas con el ratón o con el dedo, o usa toques: un toque toma una ficha, y un toque en una combinación, en el tapete libre o en tu atril la deja allí; una pulsación larga (o Ctrl/Mayús + clic) toma varias. Arrastra una combinación por su contorno para moverla entera; una combinación dejada en el tapete libre se queda donde la pusiste. Pellizca, usa la rueda del ratón o + / - para acercar o alejar la mesa (0 la muestra entera), y arrastra sobre el tapete libre para moverla. Toca el pozo para robar. Mientras los demás juegan, puedes ordenar tu atril. Teclas: Enter Listo, D Robar, Retroceso o Ctrl+Z Deshacer, R Reiniciar, H Pista, G / S ordenan el atril, Esc menú. Sin ratón: ⬅/➡ recorren el atril, ⬆ sube a la mesa (entonces ⬅/➡ eligen una combinación) y ⬇ vuelve al atril, Espacio selecciona la ficha o la combinación bajo el cursor, M mueve la selección a la combinación elegida y N la convierte en una combinación nueva. Mientras juega la máquina, Espacio o F la acelera.
# Las teclas que le hacen una pregunta a la mesa, con respuesta en voz alta
# (para un lector de pantalla, y también en la copia accesible de la página
# web). Se mantienen las letras de las teclas.
howto-controls-ask = Para oír cómo va la partida en cualquier momento: A repite el último aviso y Q los avisos recientes; W dice de quién es el turno, T el tiempo que queda, Y tu atril, B la mesa, C las fichas y los puntos de cada jugador, además del pozo, y L la última jugada.
