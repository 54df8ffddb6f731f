# Tilemeld: en línea (español)

## Jugar en línea (crear una sala o unirse a una)

online-title = Jugar en línea
online-intro = Juega con amigos en otros dispositivos. El servidor reparte, comprueba cada movimiento y conserva la partida si alguien se desconecta.
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
servererror-removed = El anfitrión te quitó de la sala.
servererror-no-player = Primero inicia sesión como jugador.
servererror-bad-name = No puedes usar ese nombre: está vacío, es demasiado largo o parece el de una máquina. Elige otro.
servererror-queue-full = Ahora mismo hay demasiados jugadores esperando. Vuelve a intentarlo en un minuto.
servererror-other-server = Esa sala se está jugando a través de otro servidor. Vuelve a intentarlo en un momento.
