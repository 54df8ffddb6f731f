# Tilemeld: en línea (español)

## Jugar en línea (crear una sala o unirse a una)

online-title = Jugar en línea
online-intro = Juega ya contra cualquiera, o con amigos en otros dispositivos. El servidor reparte, comprueba cada movimiento y conserva la partida si alguien se desconecta.
# Etiqueta antes del campo de texto del nombre del jugador.
online-your-name = Tu nombre
# Etiqueta antes del campo de texto de la dirección del servidor (no se muestra en un navegador).
online-server = Servidor
online-create-room = Crear una sala
# Etiqueta antes del campo de texto del código de seis letras de una sala.
online-invite-code = Código de invitación
# El botón junto al campo del código de invitación.
online-join-room = Unirse
online-back = Volver
# KQMZTR es un código de ejemplo: se deja tal cual (los códigos son letras latinas).
online-bad-code = Un código de invitación tiene seis letras, como KQMZTR.
online-need-name = Primero ponte un nombre.
# Al volver a la partida, el puesto que tenía este dispositivo ya no se puede recuperar.
online-room-gone = La sala en la que estabas ya no existe, o se liberó tu puesto.
# Un puesto del que se salió (Menú, Volver al menú): $code es el código de la sala.
online-back-to-game = Volver a tu partida { $code }

## Jugar en línea: las pestañas de arriba

online-tab-quick = Partida rápida
online-tab-friends = Con amigos
online-tab-my-games = Tus partidas
online-tab-watch = Ver
online-tab-leaderboard = Clasificación

## Partida rápida: una mesa con quien esté esperando

quick-intro = Juega con quien esté esperando la misma mesa. Las máquinas, señaladas como tales, ocupan los puestos que quedan libres.
quick-rules = Reglas
quick-players = Jugadores
# Cuánto tiempo tiene cada jugador para un turno.
quick-pace = Ritmo
quick-pace-live = En tiempo real
# $hours es 12, 24 o 72.
quick-pace-hours = { $hours ->
        [24] Un día por turno
        [72] Tres días por turno
       *[other] { $hours } horas por turno
    }
# Cuánto esperar a otros jugadores antes de que la máquina ocupe los puestos vacíos.
quick-wait = Completar con máquinas tras
# $secs es un número de segundos (20, 60, 120).
quick-wait-secs = { $secs ->
        [60] 1 minuto
        [120] 2 minutos
       *[other] { $secs } segundos
    }
quick-find = Buscar partida
quick-looking = Buscando jugadores…
# $rules es el nombre de las reglas, $players un número, $pace el ritmo (como arriba).
quick-looking-for = { $rules } · { $players } jugadores · { $pace }
# $waited es un tiempo como 0:07.
quick-waited = Tiempo de espera: { $waited }
# $secs es un número de segundos.
quick-fill-in = La máquina ocupará los puestos libres en { $secs } s.
quick-cancel = Cancelar
# Una línea, siempre visible bajo Buscar partida. $secs son los segundos que un puesto espera a su jugador.
quick-fair-play = Juego limpio: si te desconectas, tu puesto espera { $secs } s y después lo juega la máquina. Una partida puntuable que abandones cuenta como derrota tuya, nunca de los demás.
quick-over-days = En una partida de varios días nadie juega por ti: cuando se te acaba el tiempo, robas y la partida sigue. Vuelve a encontrarla en Tus partidas.

## El jugador con el que juegas en línea

# $name es el nombre del jugador.
player-you = Juegas como { $name }.
player-none = Tendrás un jugador la primera vez que busques partida. No hace falta registrarse.
player-recovery-title = Tu código de recuperación
player-recovery-note = Apúntalo: con él te llevas tu jugador, tus partidas y tus puntuaciones a otro dispositivo.
player-recovery-show = Mostrar tu código de recuperación
player-recovery-hide = Ocultar
player-recover = Seguir con tu jugador de otro dispositivo
# El botón junto al campo del código de recuperación.
player-recover-use = Usar
online-player-unknown = Este servidor ya no conoce a tu jugador. Busca una partida para jugar como un jugador nuevo.
online-recovery-unknown = Ningún jugador tiene ese código de recuperación.

## Tus partidas: las partidas en las que estás, y a quién le toca

mygames-none = Ahora no estás en ninguna partida.
mygames-refresh = Actualizar
mygames-your-turn = Tu turno
mygames-their-turn = Turno de otro
mygames-waiting = Sin empezar
mygames-over = Terminada
# $left es un tiempo como 11 h o 3 min.
mygames-left = quedan { $left }
mygames-open = Abrir
# Un tiempo restante: $h horas, $m minutos.
time-hours = { $h } h
time-minutes = { $m } min

## Ver: partidas públicas en juego

watch-intro = Partidas que se están jugando ahora. Ves la mesa, nunca las fichas de un jugador; el reparto se muestra cuando termina la partida.
watch-none = Ahora mismo no se está jugando ninguna partida pública.
watch-button = Ver
# $rules es el nombre de las reglas.
watch-rated = puntuable, { $rules }
watch-friendly = amistosa
# Se muestra sobre la mesa mientras se mira una partida.
watch-banner = Estás mirando: no se muestran las fichas de nadie.
watch-stop = Dejar de mirar

## Clasificación

leaderboard-rank = Posición
leaderboard-name = Jugador
leaderboard-rating = Puntuación
leaderboard-games = Partidas
leaderboard-empty = Todavía nadie tiene puntuación con estas reglas.
# $rank es una posición, $rating un número.
leaderboard-you = Tú: posición { $rank }, puntuación { $rating }
leaderboard-you-none = Todavía no tienes puntuación con estas reglas.
# Tras una puntuación todavía provisional (pocas partidas jugadas).
rating-provisional = provisional
# Las últimas partidas puntuables de un jugador, bajo la clasificación. $name es su nombre.
recent-title = Últimas partidas puntuables de { $name }
recent-none = Aún no hay partidas puntuables.
# $place es la posición del jugador en esa partida (1 es el ganador).
recent-place = { $place ->
        [1] Victoria
       *[other] Posición { $place }
    }
# Tras la posición, cuando el jugador abandonó esa partida.
recent-left = abandonó la partida

## El final de una partida puntuable: el cambio de puntuación de cada jugador

# $name es el nombre de un jugador, $before y $after puntuaciones, $change un número con signo (+23, −8).
rating-change = { $name }: { $before } ➡ { $after } ({ $change })
rating-title = Puntuaciones

## Final de una partida puntuable: el reparto comprobado
deal-check-button = Comprobar este reparto
deal-check-fair = El reparto es correcto: el secreto que el servidor reveló al final coincide con la huella que publicó al empezar la partida.
deal-check-fair-racks = El reparto es correcto: el secreto que el servidor reveló al final coincide con la huella que publicó al empezar la partida y reparte exactamente las fichas que recibiste. Rondas comprobadas: { $rounds }.
deal-check-bad-commitment = El reparto no es correcto: el secreto que el servidor reveló al final no coincide con la huella que publicó al empezar la partida.
deal-check-bad-rack = El reparto no es correcto: el secreto que reveló el servidor te reparte en la ronda { $round } fichas distintas de las que recibiste.

## Reacciones en la mesa (un conjunto fijo: sin texto libre)

react-button = Reaccionar
react-hello = ¡Hola!
react-good-luck = ¡Suerte!
react-well-played = ¡Bien jugado!
react-thanks = ¡Gracias!
react-oops = ¡Uy!
react-wow = ¡Vaya!
react-thinking = Pensando…
react-good-game = ¡Buena partida!
# $name es el nombre de un jugador; después va la reacción.
react-said = { $name }: { $reaction }
react-mute = Silenciar reacciones
# $name es el nombre de un jugador: un interruptor que oculta sus reacciones.
react-mute-seat = Silenciar a { $name }

## El título de la ventana mientras es tu turno en línea

title-your-turn = Tu turno · Tilemeld

## Qué es el puesto de cada otro jugador, en letra pequeña sobre el puesto, arriba de la mesa (poco espacio)

online-tag-online = en línea
online-tag-away = ausente
# Un jugador se desconectó y la máquina juega su puesto hasta que vuelva.
online-tag-stand-in = ausente: juega la máquina
online-tag-computer = máquina

## La sala de espera: los puestos se llenan hasta que el anfitrión empieza

# Sobre el código de la sala, en letras grandes.
lobby-title = Sala
# $code es el código de seis letras de la sala; «Jugar en línea» y «Código de
# invitación» son el botón del menú principal y el campo de su pantalla.
lobby-invite = Tus amigos se unen con { $code }: Jugar en línea y luego Código de invitación.
# En un navegador. $link es la dirección de esta página con el código de la sala.
lobby-invite-link = Tus amigos se unen con este código o con el enlace { $link }
# En lugar de un nombre, para un puesto que nadie ha ocupado aún.
lobby-waiting-player = esperando a un jugador…
# Etiquetas tras el nombre de un puesto (cortas).
lobby-tag-away = ausente
lobby-tag-host = anfitrión
lobby-tag-computer = máquina
# El botón del anfitrión para liberar el puesto de otro jugador (pequeño).
lobby-remove = Quitar
lobby-remove-hint = Liberar este puesto para otra persona
lobby-start = Empezar
lobby-waiting-seats = Esperando a que se ocupen todos los puestos…
lobby-host-starts = El anfitrión empieza la partida.
lobby-leave = Salir de la sala

## La conexión con el servidor

conn-connecting = Conectando…
conn-reconnecting = Reconectando…
# $why es el motivo dado por la red, en inglés (un detalle técnico).
conn-no-server = Sin conexión con el servidor: { $why }
# Un aviso sobre la mesa mientras se vuelve a conectar.
conn-lost = Se perdió la conexión. Reconectando…
# $attempt es el número de este intento (2, 3, …).
conn-lost-retry = Se perdió la conexión. Reconectando (intento { $attempt })… Tu puesto se guarda un minuto; después la máquina juega por ti hasta que vuelvas.
conn-not-connected = No estás conectado a la sala.

## Los errores del servidor, tal como los lee el jugador (en la pantalla Jugar en línea, en la sala de espera o en una nota sobre la mesa)

# Una petición que el servidor no pudo leer o aceptar (un valor incorrecto, una sala que las reglas no pueden repartir).
servererror-bad-message = El servidor no pudo aceptar esa petición.
servererror-too-large = Ese mensaje era demasiado grande para el servidor.
# Demasiados códigos erróneos o salas nuevas desde esta dirección de red.
servererror-throttled = Demasiados intentos desde tu dirección. Espera un minuto y vuelve a intentarlo.
servererror-no-room = No hay ninguna sala con ese código, o ya se cerró.
servererror-room-full = Todos los puestos de esa sala están ocupados.
# El puesto que tenía este dispositivo ya no es suyo.
servererror-bad-token = Este dispositivo ya no tiene un puesto en esa sala.
servererror-not-host = Solo el anfitrión puede hacer eso.
# Empezar dos veces, unirse a una partida ya empezada, un movimiento en la sala de espera.
servererror-wrong-phase = Eso no se puede hacer en este momento de la partida.
servererror-not-your-turn = No es tu turno.
# El movimiento se refería a la partida tal como estaba antes de que llegara otro movimiento.
servererror-stale = La partida avanzó antes de que llegara tu movimiento. Vuelve a intentarlo.
# Las reglas rechazaron un movimiento enviado al servidor.
servererror-refused = Las reglas no permiten ese movimiento.
servererror-storage = El servidor no pudo guardarlo, así que no cambió nada. Vuelve a intentarlo.
servererror-replaced = Tu puesto se abrió en otra pestaña o en otro dispositivo.
servererror-removed = El anfitrión te sacó de la sala.
servererror-no-player = Primero inicia sesión como jugador.
servererror-bad-name = No puedes usar ese nombre: está vacío, es demasiado largo, tiene caracteres que no se ven o ninguna letra, o parece el de una máquina. Elige otro.
servererror-queue-full = Ahora mismo hay demasiados jugadores esperando. Vuelve a intentarlo en un minuto.
servererror-other-server = Esa sala se está jugando a través de otro servidor. Vuelve a intentarlo en un momento.
servererror-signed-out = Tu jugador se trasladó a otro dispositivo con su código de recuperación, así que este dispositivo ha cerrado la sesión. Escribe el código de recuperación para volver a jugar aquí como tú.
# A tournament (event) that does not exist, or a club's event and the
# wrong invite code.
servererror-no-event = Ese torneo no existe. Revisa el código.
# The event takes no more players: it is over, full, or every round of it
# has begun.
servererror-event-closed = Ese torneo no admite jugadores en este momento.
