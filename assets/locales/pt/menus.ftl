# Tilemeld: menus (Português do Brasil)

## The main menu

main-tagline = sequências · grupos · reorganize a mesa
main-continue = Continuar
main-new-game = Nova partida
main-play-online = Jogar online
main-learn = Aprender a jogar
main-daily-puzzle = Desafio diário
main-replays = Partidas gravadas
main-settings = Configurações
main-how-to-play = Como jogar
main-quit = Sair
main-offer-title = Não conhece o jogo?
main-offer-text = Aprenda na própria mesa, em { $lessons } lições curtas (cerca de { $minutes } minutos).
main-offer-start = Começar a lição 1
main-offer-no = Agora não

## Shared by the menus

menu-back = Voltar

## New game (the form for a game on this device, or for a new online room)

newgame-title = Nova partida
newgame-title-online = Nova sala online
newgame-players = Jogadores
# Over the players, when the form makes an online room.
newgame-online-seats = Você fica com o primeiro lugar humano; os amigos que entrarem com o código ficam com os outros.
# Over the players' rows on a phone: what the two columns hold.
newgame-players-columns = nome · humano ou nível do computador
# A seat's kind, in a list beside the player's name (the phone's list is
# narrow: there the computer levels are the levels' own names).
newgame-kind-human = Humano
newgame-kind-computer-easy = Computador: fácil
newgame-kind-computer-medium = Computador: médio
newgame-kind-computer-hard = Computador: difícil
newgame-kind-computer-greedy = Computador: ganancioso
newgame-kind-computer-master = Computador: mestre
newgame-kind-online = Jogador online
# The same on a phone: a narrow list.
newgame-kind-online-short = Online
newgame-remove = Remover
newgame-remove-hover = Remover este jogador
newgame-add-player = Adicionar jogador
newgame-xp-seats = Com cinco ou seis jogadores, o jogo usa as regras XP, com 160 peças.
newgame-preset-too-few-tiles = Não há peças suficientes para cinco ou seis jogadores
newgame-preset-two-players = Só para dois jogadores
newgame-rules = Regras
# A section that opens to show every rule, one by one.
newgame-every-option = Todas as opções de regras
# The number that decides the deal.
newgame-seed = Número da partida
newgame-new-seed = Novo número
newgame-seed-hint = o mesmo número distribui as mesmas peças
newgame-create-room = Criar sala
newgame-start = Começar
newgame-room-needs-human = Uma sala online precisa de um lugar humano para você.
# The name the host goes by in an online room when none was typed.
newgame-host-name = Anfitrião
newgame-seed-not-number = O número da partida deve ser inteiro, como 12345.
newgame-name-needed = Todo jogador precisa de um nome.
# The game could not be started: $why is the rules' own reason (in English).
newgame-cannot-start = { $why }

## Every rule option (a grid: a name, and its control)

options-tiles-dealt = Peças distribuídas
options-initial-meld = Jogada inicial
# After the number on a slider, as in "30 pontos" (a space is put before it).
options-unit-points = pontos
options-turn-timer = Limite de tempo
# The turn timer is off.
options-timer-off = desligado
# A turn timer of $secs seconds (30, 60 or 120), short.
options-timer-seconds = { $secs } s
options-wrap-runs = Sequências dão a volta 13 ➡ 1
# What a joker left on a rack counts against its player (30 or 25).
options-joker-penalty = Curinga que sobra no suporte
options-joker-replacement = Substituto do curinga vem do suporte
options-freed-joker = Curinga liberado com duas peças do suporte
options-group-joker = Curinga de grupo exige as duas cores
options-joker-sets-locked = Conjuntos com curinga ficam travados
# Tiles drawn when a turn's time runs out.
options-timeout-penalty = Penalidade por tempo esgotado
# After the number on a slider, as in "2 peças" (a space is put before it).
options-unit-tiles = peças
# The penalty when time runs out and the table is left invalid (the line
# under the time-out penalty).
options-timeout-invalid-penalty = … se a mesa ficar inválida
options-invalid-turn-penalty = Desistir de uma jogada inválida
# Who wins when the pool is empty and nobody can play.
options-empty-pool = Monte vazio: vencedor
options-lowest-value = menor valor no suporte
options-fewest-tiles = menos peças
options-match-length = Duração da partida
# The match's length: one round for each player, a number of rounds, or
# up to a score.
options-round-per-player = uma rodada por jogador
options-rounds = rodadas
options-to-a-score = até uma pontuação
options-standings = Classificação
options-by-score = por pontos
options-by-rounds-won = por rodadas vencidas
options-direction = Sentido do jogo
options-clockwise = horário
options-counterclockwise = anti-horário

## Settings

settings-title = Configurações
settings-music = Música
settings-effects = Efeitos
settings-sound = Som
settings-mute = silenciar tudo
settings-animation = Animação
# Under the animation speed slider: slow at the left, fast at the right.
settings-animation-speed = calma … ágil
# Animation: no motion at all.
settings-instant = instantânea
settings-colour-blind = Modo daltônico
settings-colour-blind-symbols = um símbolo para cada cor
# Animation: no confetti or shaking; tiles fade to their place.
settings-reduce-motion = menos movimento
settings-tile-colours = Cores das peças
settings-tile-colours-classic = Clássicas
settings-tile-colours-colour-blind = Para daltônicos (Okabe–Ito)
settings-tile-colours-low-vision = Para baixa visão (verde, negrito)
settings-size = Tamanho das peças e do texto
settings-size-small = Pequeno
settings-size-normal = Normal
settings-size-large = Grande
settings-size-larger = Maior
settings-high-contrast = Alto contraste
settings-high-contrast-detail = feltro escuro, contornos brancos
settings-language = Idioma
# In the language list: follow the system's (the browser's) language. The
# other entries are each language's own name.
settings-language-system = Idioma do sistema
settings-statistics = Estatísticas
settings-stats-won = Rodadas vencidas: { $rounds } de { $rounds_played } · partidas vencidas: { $matches } de { $matches_played }
# Rounds against one computer level. $level is easy, medium, hard, greedy or master.
settings-stats-against = Contra o nível { $level ->
        [easy] fácil
        [medium] médio
        [hard] difícil
        [master] mestre
       *[greedy] ganancioso
    }: { $won } de { $played } rodadas vencidas
# $points is signed: +35, -12.
settings-stats-best-round = Melhor rodada: { $points } pontos

## The pause menu over a game

# The button over the table that opens the pause menu (little room).
pause-menu = Menu
pause-menu-hover = Pausar e abrir o menu (Esc)
pause-title = Em pausa
# $level is the puzzle's level (Fácil, Médio, Difícil); $date like 2026-11-26.
pause-daily-puzzle = Desafio diário · { $level } · { $date }
# The round being played, and the number that dealt the game.
pause-round = Rodada { $round } · partida nº { $seed }
pause-resume = Continuar (Esc)
pause-settings = Configurações
pause-how-to-play = Como jogar
pause-quit = Sair para o menu
pause-save-and-quit = Salvar e sair para o menu
# Online, as a player: the seat is kept on the server (Your games brings the player back).
pause-step-away = Voltar ao menu sem perder o lugar
# Online: for good; a computer plays the seat, and a rated game counts as a loss.
pause-leave-game = Abandonar a partida

## Daily puzzles

puzzles-title = Desafios diários
# $date like 2026-11-26.
puzzles-intro = { $date }: coloque todas as peças do seu suporte em uma só jogada. Os desafios de hoje são os mesmos para todo mundo.
# A level solved today: $level (Fácil, Médio, Difícil) and the time it took,
# like 2:05.
puzzles-solved = ✔ { $level } · { $time }
puzzles-easy-hint = Um conjunto da mesa precisa mudar
puzzles-medium-hint = Dois conjuntos da mesa precisam mudar
puzzles-hard-hint = Três ou mais conjuntos da mesa precisam mudar
# The puzzle could not be made: $why is the game's own reason (in English).
puzzles-cannot-open = { $why }

## Replays (finished matches kept to watch again)

replays-title = Partidas gravadas
replays-intro = { $count ->
        [0] As últimas { $count } partidas terminadas, da mais recente para a mais antiga.
        [one] A última partida terminada.
       *[other] As últimas { $count } partidas terminadas, da mais recente para a mais antiga.
    }
replays-empty = Nenhuma partida terminada ainda: cada partida fica guardada aqui quando termina.
# A kept match: $date like 2026-11-26 (or ?), $players the players' names
# and $winners the winners' names, each list joined with commas.
replays-match = { $date } · { $players } · vencida por { $winners }
# The same, for a match that no longer replays: $why is the game's own
# reason (in English).
replays-match-unplayable = { $date } · { $players } · sem vencedor (não pode ser reproduzida: { $why })
replays-watch = Assistir
replays-export = Exportar
replays-export-hover = Salvar como arquivo para enviar
# Beside a field where the player types a file's path.
replays-import-label = Importar um arquivo de partida:
replays-import = Importar
# Opens the browser's file picker.
replays-import-pick = Importar um arquivo de partida…
# $why is the system's own reason (in English).
replays-cannot-read = Não importado: não foi possível ler { $path }: { $why }
# $why is the game's own reason the file was refused (in English).
replays-not-imported = Não importado: { $why }
replays-imported = Importado: está no topo da lista.
# $why is the system's own reason (in English).
replays-imported-unsaved = Importado, mas não foi possível salvar a lista: { $why }
replays-cannot-watch = Não foi possível assistir: { $why }
# $path is where the match file was written.
replays-written = Salvo em { $path }
replays-cannot-write = Não foi possível salvar em { $path }: { $why }
# $name is the match file's name, in the browser's downloads.
replays-downloaded = Baixado como { $name }
replays-cannot-download = Não foi possível baixar: { $why }
replays-no-folder = Não foi possível baixar: não há pasta onde salvar o arquivo
# The browser's own reason its file picker did not open (in English).
replays-cannot-pick = { $why }
replays-type-path = em vez disso, digite o caminho do arquivo

## Stored files (settings, the saved game, the finished matches): problems
## told on the main menu and on the table

# A stored file could not be read at all. $doc names it (settings,
# saved-game, replays, online-seat, online-player); $problem is browser (the browser
# refused) or system, when $detail is the path and the system's own reason
# (in English).
storage-unreadable = Não foi possível ler { $doc ->
        [settings] as configurações
        [saved-game] o jogo salvo
        [replays] a lista de partidas terminadas
        [online-player] o seu jogador online
       *[online-seat] o seu lugar na sala online
    }: { $problem ->
        [browser] o navegador se recusou a ler o armazenamento
       *[system] { $detail }
    }.
# A stored file does not read and is set aside. $doc as above. $problem:
# not-tilemeld or damaged ($detail is the reader's own reason, in
# English), or other-version ($found and $reads are format numbers).
# $kept says what became of the bad copy: moved or local-storage ($place
# is its new file or key), storage-full, not-moved ($error is the system's
# reason, in English), or none.
storage-set-aside = Não foi possível ler { $doc ->
        [settings] as configurações
        [saved-game] o jogo salvo
        [replays] a lista de partidas terminadas
        [online-player] o seu jogador online
       *[online-seat] o seu lugar na sala online
    }: { $problem ->
        [not-tilemeld] o arquivo não é do Tilemeld ({ $detail })
        [other-version] o arquivo foi gravado por outra versão do Tilemeld (formato { $found }; esta lê o formato { $reads })
       *[damaged] o arquivo está danificado ({ $detail })
    }. { $kept ->
        [moved] A cópia com problema foi guardada como { $place }.
        [local-storage] A cópia com problema foi guardada no localStorage como { $place }.
        [storage-full] Não foi possível separar a cópia com problema (armazenamento cheio?); ela ficou onde estava.
        [not-moved] Não foi possível mover a cópia com problema ({ $error }); ela ficou onde estava.
       *[none] {""}
    }
# The settings could not be read at all (see storage-unreadable), and the
# defaults are used.
storage-settings-unreadable = Não foi possível ler as configurações: { $problem ->
        [browser] o navegador se recusou a ler o armazenamento
       *[system] { $detail }
    }. Por enquanto, valem as configurações padrão; as alterações não são salvas, para que o arquivo não se perca.
# The settings do not read (see storage-set-aside), and the defaults are
# used: for good when the bad copy is out of the way, else for now.
storage-settings-set-aside = Não foi possível ler as configurações: { $problem ->
        [not-tilemeld] o arquivo não é do Tilemeld ({ $detail })
        [other-version] o arquivo foi gravado por outra versão do Tilemeld (formato { $found }; esta lê o formato { $reads })
       *[damaged] o arquivo está danificado ({ $detail })
    }. { $kept ->
        [moved] A cópia com problema foi guardada como { $place }. Valem as configurações padrão.
        [local-storage] A cópia com problema foi guardada no localStorage como { $place }. Valem as configurações padrão.
        [storage-full] Não foi possível separar a cópia com problema (armazenamento cheio?); ela ficou onde estava. Por enquanto, valem as configurações padrão; as alterações não são salvas, para que o arquivo não se perca.
        [not-moved] Não foi possível mover a cópia com problema ({ $error }); ela ficou onde estava. Por enquanto, valem as configurações padrão; as alterações não são salvas, para que o arquivo não se perca.
       *[none] Por enquanto, valem as configurações padrão; as alterações não são salvas, para que o arquivo não se perca.
    }
# The saved game's moves do not lead to it: $why is the game's own reason
# (in English). $kept and its variables as in storage-set-aside.
storage-game-inconsistent = O jogo salvo está inconsistente ({ $why }) e não pode ser continuado. { $kept ->
        [moved] A cópia com problema foi guardada como { $place }.
        [local-storage] A cópia com problema foi guardada no localStorage como { $place }.
        [storage-full] Não foi possível separar a cópia com problema (armazenamento cheio?); ela ficou onde estava.
        [not-moved] Não foi possível mover a cópia com problema ({ $error }); ela ficou onde estava.
       *[none] {""}
    }
# $why is the system's own reason (in English), in this and the next two.
storage-game-not-saved = Não foi possível salvar o jogo: { $why }.
storage-settings-not-saved = Não foi possível salvar as configurações: { $why }.
storage-match-not-kept = Não foi possível guardar a partida terminada: { $why }.
# A match file picked in the browser: $size and $max are in bytes.
storage-import-too-big = Não importado: o arquivo tem { $size } bytes; um arquivo de partida tem no máximo { $max }
storage-import-not-text = Não importado: o arquivo não é de texto
# $why is the browser's own reason (in English).
storage-import-failed = Não importado: { $why }

## Default names

newgame-name-you = Você
newgame-name-player = Jogador { $number }
newgame-name-friend = Amigo
