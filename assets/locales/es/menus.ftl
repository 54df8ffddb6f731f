# Tilemeld: menús (español)

## El menú principal

main-tagline = escaleras · grupos · reorganiza la mesa
main-continue = Continuar
main-new-game = Nueva partida
main-play-online = Jugar en línea
main-learn = Aprender a jugar
main-daily-puzzle = Reto diario
main-replays = Repeticiones
main-settings = Ajustes
main-how-to-play = Cómo se juega
main-quit = Salir
main-offer-title = ¿Primera vez que juegas?
main-offer-text = Apréndelo en la mesa con { $lessons } lecciones cortas (unos { $minutes } minutos).
main-offer-start = Empezar la lección 1
main-offer-no = No, gracias

## Común a los menús

menu-back = Volver

## Nueva partida (el formulario de una partida en este dispositivo, o de una nueva sala en línea)

newgame-title = Nueva partida
newgame-title-online = Nueva sala en línea
newgame-players = Jugadores
# Encima de los jugadores, cuando el formulario crea una sala en línea.
newgame-online-seats = Tú ocupas el primer puesto humano; los amigos que entren con el código ocupan los demás.
# Encima de las filas de jugadores en un teléfono: qué hay en las dos columnas.
newgame-players-columns = nombre · humano o nivel de la máquina
# El tipo de un puesto, en una lista junto al nombre del jugador (en el
# teléfono la lista es estrecha: allí los niveles llevan su propio nombre).
newgame-kind-human = Humano
newgame-kind-computer-easy = Máquina: fácil
newgame-kind-computer-medium = Máquina: media
newgame-kind-computer-hard = Máquina: difícil
newgame-kind-computer-greedy = Máquina: codiciosa
newgame-kind-computer-master = Máquina: maestra
newgame-kind-online = Jugador en línea
# Lo mismo en un teléfono: una lista estrecha.
newgame-kind-online-short = En línea
newgame-remove = Quitar
newgame-remove-hover = Quitar a este jugador
newgame-add-player = Añadir un jugador
newgame-xp-seats = Con cinco o seis jugadores se usan las reglas XP, con 160 fichas.
newgame-preset-too-few-tiles = No hay fichas suficientes para cinco o seis jugadores
newgame-preset-two-players = Solo para dos jugadores
newgame-rules = Reglas
# Una sección que se abre para mostrar todas las reglas, una por una.
newgame-every-option = Todas las opciones de reglas
# El número que decide el reparto.
newgame-seed = Número de partida
newgame-new-seed = Otro número
newgame-seed-hint = con el mismo número se reparte la misma partida
newgame-create-room = Crear sala
newgame-start = Empezar
newgame-room-needs-human = Una sala en línea necesita un puesto humano para ti.
# El nombre del anfitrión en una sala en línea cuando no se escribió ninguno.
newgame-host-name = Anfitrión
newgame-seed-not-number = El número de partida solo puede tener cifras, como 12345.
newgame-name-needed = Todos los jugadores necesitan un nombre.
# No se pudo empezar la partida: $why es el motivo dado por las reglas (en inglés).
newgame-cannot-start = { $why }

## Todas las opciones de reglas (una cuadrícula: un nombre y su control)

options-tiles-dealt = Fichas repartidas
options-initial-meld = Primera jugada
# Tras el número de un deslizador, como en «30 puntos» (se pone un espacio antes).
options-unit-points = puntos
options-turn-timer = Tiempo por turno
# Sin límite de tiempo.
options-timer-off = sin límite
# Un límite de $secs segundos (30, 60 o 120), abreviado.
options-timer-seconds = { $secs } s
options-wrap-runs = Escaleras circulares 13 ➡ 1
# Lo que le cuesta a su jugador un comodín que queda en el atril (30 o 25).
options-joker-penalty = Comodín que queda en el atril
options-joker-replacement = Reemplazo del comodín desde el atril
options-freed-joker = Comodín liberado con dos fichas del atril
options-group-joker = Comodín de grupo: exige los dos colores
options-joker-sets-locked = Combinaciones con comodín bloqueadas
# Fichas que se roban cuando se acaba el tiempo de un turno.
options-timeout-penalty = Penalización por tiempo agotado
# Tras el número de un deslizador, como en «2 fichas» (se pone un espacio antes).
options-unit-tiles = fichas
# La penalización cuando se acaba el tiempo y la mesa queda inválida (la
# línea bajo la penalización por tiempo agotado).
options-timeout-invalid-penalty = … si la mesa queda inválida
options-invalid-turn-penalty = Abandonar un turno inválido
# Quién gana cuando el pozo está vacío y nadie puede jugar.
options-empty-pool = Pozo vacío: gana
options-lowest-value = menor valor en el atril
options-fewest-tiles = menos fichas
options-match-length = Duración de la partida
# La duración de la partida: una ronda por jugador, un número de rondas o
# hasta una puntuación.
options-round-per-player = una ronda por jugador
options-rounds = rondas
options-to-a-score = hasta una puntuación
options-standings = Clasificación
options-by-score = por puntuación
options-by-rounds-won = por rondas ganadas
options-direction = Sentido del juego
options-clockwise = horario
options-counterclockwise = antihorario

## Ajustes

settings-title = Ajustes
settings-music = Música
settings-effects = Efectos
settings-sound = Sonido
settings-mute = silenciar todo
settings-animation = Animación
# Bajo el deslizador de velocidad de animación: lenta a la izquierda, rápida a la derecha.
settings-animation-speed = tranquila … ágil
# Animación: sin ningún movimiento.
settings-instant = instantánea
settings-colour-blind = Modo daltónico
settings-colour-blind-symbols = un símbolo para cada color
# Animación: sin confeti ni sacudidas; las fichas aparecen poco a poco en su sitio.
settings-reduce-motion = menos movimiento
settings-tile-colours = Colores de las fichas
settings-tile-colours-classic = Clásicos
settings-tile-colours-colour-blind = Para daltónicos (Okabe–Ito)
settings-tile-colours-low-vision = Para baja visión (verde, negrita)
settings-size = Tamaño de fichas y texto
settings-size-small = Pequeño
settings-size-normal = Normal
settings-size-large = Grande
settings-size-larger = Muy grande
settings-high-contrast = Alto contraste
settings-high-contrast-detail = tapete oscuro, contornos blancos
settings-language = Idioma
# En la lista de idiomas: seguir el idioma del sistema (del navegador). Las
# demás entradas son el nombre de cada idioma en ese idioma.
settings-language-system = Idioma del sistema
settings-statistics = Estadísticas
settings-stats-won = Rondas ganadas: { $rounds } de { $rounds_played } · partidas ganadas: { $matches } de { $matches_played }
# Rondas contra un nivel de la máquina. $level es easy, medium, hard, greedy o master.
settings-stats-against = Contra la máquina { $level ->
        [easy] fácil
        [medium] media
        [hard] difícil
        [master] maestra
       *[greedy] codiciosa
    }: { $won } de { $played } rondas ganadas
# $points lleva signo: +35, -12.
settings-stats-best-round = Mejor ronda: { $points } puntos

## El menú de pausa sobre una partida

# El botón sobre la mesa que abre el menú de pausa (poco espacio).
pause-menu = Menú
pause-menu-hover = Pausar y abrir el menú (Esc)
pause-title = En pausa
# $level es el nivel del reto (Fácil, Medio, Difícil); $date como 2026-11-26.
pause-daily-puzzle = Reto diario · { $level } · { $date }
# La ronda en juego, y el número que repartió la partida.
pause-round = Ronda { $round } · partida n.º { $seed }
pause-resume = Continuar (Esc)
pause-settings = Ajustes
pause-how-to-play = Cómo se juega
pause-quit = Salir al menú
pause-save-and-quit = Guardar y salir al menú
# En línea, como jugador: el servidor guarda el puesto (Tus partidas lleva de vuelta a él).
pause-step-away = Volver al menú sin perder el puesto
# En línea: para siempre; la máquina juega el puesto, y una partida puntuable cuenta como derrota.
pause-leave-game = Abandonar la partida

## Retos diarios

puzzles-title = Retos diarios
# $date como 2026-11-26.
puzzles-intro = { $date }: coloca todas las fichas de tu atril en un solo turno. Hoy, los mismos retos para todos.
# Un nivel resuelto hoy: $level (Fácil, Medio, Difícil) y el tiempo que
# llevó, como 2:05.
puzzles-solved = ✔ { $level } · { $time }
puzzles-easy-hint = Hay que cambiar una combinación de la mesa
puzzles-medium-hint = Hay que cambiar dos combinaciones de la mesa
puzzles-hard-hint = Hay que cambiar tres o más combinaciones de la mesa
# No se pudo crear el reto: $why es el motivo dado por el juego (en inglés).
puzzles-cannot-open = { $why }

## Repeticiones (partidas terminadas guardadas para volver a verlas)

replays-title = Repeticiones
replays-intro = Las últimas { $count } partidas terminadas, de la más reciente a la más antigua.
replays-empty = Todavía no hay ninguna partida terminada: cada una se guarda aquí al acabar.
# Una partida guardada: $date como 2026-11-26 (o ?), $players los nombres de
# los jugadores y $winners los de los ganadores, cada lista separada por comas.
replays-match = { $date } · { $players } · ganada por { $winners }
# Lo mismo, para una partida que ya no se puede reproducir: $why es el
# motivo dado por el juego (en inglés).
replays-match-unplayable = { $date } · { $players } · sin ganador (no se puede reproducir: { $why })
replays-watch = Ver
replays-export = Exportar
replays-export-hover = Guardarla como archivo para enviarla
# Junto a un campo donde el jugador escribe la ruta de un archivo.
replays-import-label = Importar un archivo de partida:
replays-import = Importar
# Abre el selector de archivos del navegador.
replays-import-pick = Importar un archivo de partida…
# $why es el motivo dado por el sistema (en inglés).
replays-cannot-read = No importada: no se puede leer { $path }: { $why }
# $why es el motivo por el que el juego rechazó el archivo (en inglés).
replays-not-imported = No importada: { $why }
replays-imported = Importada: está al principio de la lista.
# $why es el motivo dado por el sistema (en inglés).
replays-imported-unsaved = Importada, pero no se pudo guardar la lista: { $why }
replays-cannot-watch = No se puede ver: { $why }
# $path es donde se escribió el archivo de la partida.
replays-written = Guardada en { $path }
replays-cannot-write = No se puede escribir { $path }: { $why }
# $name es el nombre del archivo de la partida, en las descargas del navegador.
replays-downloaded = Descargada como { $name }
replays-cannot-download = No se puede descargar: { $why }
replays-no-folder = No se puede descargar: no hay ninguna carpeta donde guardarla
# El motivo dado por el navegador por el que no se abrió su selector de archivos (en inglés).
replays-cannot-pick = { $why }
replays-type-path = mejor escribe la ruta del archivo

## Archivos guardados (ajustes, partida guardada, partidas terminadas):
## problemas avisados en el menú principal y en la mesa

# Un archivo guardado no se pudo leer en absoluto. $doc lo nombra (settings,
# saved-game, replays, online-seat, online-player); $problem es browser (el navegador se
# negó) o system, y entonces $detail es la ruta y el motivo dado por el
# sistema (en inglés).
storage-unreadable = No se pudo leer { $doc ->
        [settings] la configuración
        [saved-game] la partida guardada
        [replays] la lista de partidas terminadas
        [online-player] el jugador con el que juegas en línea
       *[online-seat] tu puesto en una sala en línea
    }: { $problem ->
        [browser] el navegador se negó a leer su almacenamiento
       *[system] { $detail }
    }.
# Un archivo guardado no se puede leer y se aparta. $doc como arriba.
# $problem: not-tilemeld o damaged ($detail es el motivo dado por el lector,
# en inglés), u other-version ($found y $reads son números de formato).
# $kept dice qué pasó con la copia dañada: moved o local-storage ($place es
# su nuevo archivo o clave), storage-full, not-moved ($error es el motivo
# dado por el sistema, en inglés) o none.
storage-set-aside = No se pudo leer { $doc ->
        [settings] la configuración
        [saved-game] la partida guardada
        [replays] la lista de partidas terminadas
        [online-player] el jugador con el que juegas en línea
       *[online-seat] tu puesto en una sala en línea
    }: { $problem ->
        [not-tilemeld] no es un archivo de Tilemeld ({ $detail })
        [other-version] el archivo lo escribió otra versión de Tilemeld (formato { $found }; esta lee el formato { $reads })
       *[damaged] el archivo está dañado ({ $detail })
    }. { $kept ->
        [moved] La copia dañada se guardó como { $place }.
        [local-storage] La copia dañada se guardó en localStorage como { $place }.
        [storage-full] La copia dañada no se pudo apartar (¿almacenamiento lleno?); se dejó donde estaba.
        [not-moved] La copia dañada no se pudo mover ({ $error }); se dejó donde estaba.
       *[none] {""}
    }
# La configuración no se pudo leer en absoluto (ver storage-unreadable), y
# se usan los valores predeterminados.
storage-settings-unreadable = No se pudo leer la configuración: { $problem ->
        [browser] el navegador se negó a leer su almacenamiento
       *[system] { $detail }
    }. Por ahora se usa la configuración predeterminada; los cambios no se guardan, para no sobrescribir el archivo.
# La configuración no se puede leer (ver storage-set-aside), y se usan los
# valores predeterminados: para siempre si la copia dañada se apartó, si no
# por ahora.
storage-settings-set-aside = No se pudo leer la configuración: { $problem ->
        [not-tilemeld] no es un archivo de Tilemeld ({ $detail })
        [other-version] el archivo lo escribió otra versión de Tilemeld (formato { $found }; esta lee el formato { $reads })
       *[damaged] el archivo está dañado ({ $detail })
    }. { $kept ->
        [moved] La copia dañada se guardó como { $place }. Se usa la configuración predeterminada.
        [local-storage] La copia dañada se guardó en localStorage como { $place }. Se usa la configuración predeterminada.
        [storage-full] La copia dañada no se pudo apartar (¿almacenamiento lleno?); se dejó donde estaba. Por ahora se usa la configuración predeterminada; los cambios no se guardan, para no sobrescribir el archivo.
        [not-moved] La copia dañada no se pudo mover ({ $error }); se dejó donde estaba. Por ahora se usa la configuración predeterminada; los cambios no se guardan, para no sobrescribir el archivo.
       *[none] Por ahora se usa la configuración predeterminada; los cambios no se guardan, para no sobrescribir el archivo.
    }
# Las jugadas de la partida guardada no llevan a ella: $why es el motivo
# dado por el juego (en inglés). $kept y sus variables como en storage-set-aside.
storage-game-inconsistent = La partida guardada no es coherente ({ $why }) y no se puede continuar. { $kept ->
        [moved] La copia dañada se guardó como { $place }.
        [local-storage] La copia dañada se guardó en localStorage como { $place }.
        [storage-full] La copia dañada no se pudo apartar (¿almacenamiento lleno?); se dejó donde estaba.
        [not-moved] La copia dañada no se pudo mover ({ $error }); se dejó donde estaba.
       *[none] {""}
    }
# $why es el motivo dado por el sistema (en inglés), aquí y en los dos siguientes.
storage-game-not-saved = No se pudo guardar la partida: { $why }.
storage-settings-not-saved = No se pudo guardar la configuración: { $why }.
storage-match-not-kept = No se pudo conservar la partida terminada: { $why }.
# Un archivo de partida elegido en el navegador: $size y $max están en bytes.
storage-import-too-big = No importada: el archivo ocupa { $size } bytes; un archivo de partida ocupa como máximo { $max } bytes
storage-import-not-text = No importada: el archivo no es de texto
# $why es el motivo dado por el navegador (en inglés).
storage-import-failed = No importada: { $why }

## Nombres predeterminados

# El puesto del propio jugador en su primera partida (un nombre: corto; el
# jugador puede cambiarlo en Nueva partida).
newgame-name-you = Tú
newgame-name-player = Jugador { $number }
# El puesto de la segunda persona cuando se crea una sala en línea para amigos.
newgame-name-friend = Amigo
