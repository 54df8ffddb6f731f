# Tilemeld: online (Português do Brasil)

## Play online (create a room or join one)

online-title = Jogar online
online-intro = Jogue agora com qualquer pessoa, ou com amigos em outros aparelhos. O servidor distribui as peças, confere cada jogada e guarda a partida se alguém cair.
# A label before the text field for the player's name.
online-your-name = Seu nome
# A label before the text field for the server's address (not shown in a browser).
online-server = Servidor
online-create-room = Criar uma sala
# A label before the text field for a room's six-letter code.
online-invite-code = Código de convite
# The button by the invite code field.
online-join-room = Entrar
online-back = Voltar
# KQMZTR is an example code: keep it as it is (codes are Latin letters).
online-bad-code = O código de convite tem seis letras, como KQMZTR.
online-need-name = Primeiro, escolha um nome.
# Coming back to the game, the seat this device held cannot be taken again.
online-room-gone = A sala em que você estava não existe mais, ou o seu lugar foi liberado.
# A seat stepped away from (Menu, Back to the menu): $code is the room's code.
online-back-to-game = Voltar para a sua partida { $code }

## Play online: the tabs along its top

online-tab-quick = Partida rápida
online-tab-friends = Com amigos
online-tab-my-games = Suas partidas
online-tab-watch = Assistir
online-tab-leaderboard = Ranking

## Quick match: a table with whoever is waiting

quick-intro = Jogue com quem estiver esperando pela mesma mesa. Os lugares que ninguém ocupar ficam com computadores, identificados como computadores.
quick-rules = Regras
quick-players = Jogadores
# How long each player has for a move.
quick-pace = Ritmo
quick-pace-live = Ao vivo
# $hours is 12, 24 or 72.
quick-pace-hours = { $hours ->
        [24] Um dia por jogada
        [72] Três dias por jogada
       *[other] { $hours } horas por jogada
    }
# How long to wait for other players before computers take the empty seats.
quick-wait = Computadores entram após
# $secs is a number of seconds (20, 60, 120).
quick-wait-secs = { $secs ->
        [60] 1 minuto
        [120] 2 minutos
       *[other] { $secs } segundos
    }
quick-find = Encontrar partida
quick-looking = Procurando jogadores…
# $rules is the rules' name, $players a number, $pace the pace (as above).
quick-looking-for = { $rules } · { $players } jogadores · { $pace }
# $waited is a time such as 0:07.
quick-waited = Esperando há { $waited }
# $secs is a number of seconds.
quick-fill-in = Computadores ocupam os lugares vazios em { $secs } s.
quick-cancel = Cancelar
# One line, always shown under Find a game. $secs is the seconds a seat waits for its player.
quick-fair-play = Jogo limpo: se você cair, o seu lugar espera { $secs } s e depois o computador joga no seu lugar. Uma partida ranqueada que você abandonar conta como derrota sua, nunca dos outros.
quick-over-days = Numa partida de vários dias, ninguém joga por você: quando o seu tempo acaba, você compra do monte e a partida continua. Encontre-a de novo em Suas partidas.

## Who you play as online

# $name is the player's name.
player-you = Você joga como { $name }.
player-none = O seu jogador é criado na primeira vez que você procurar uma partida. Não precisa fazer cadastro.
player-recovery-title = Seu código de recuperação
player-recovery-note = Anote: com ele, você leva o seu jogador, as suas partidas e os seus ratings para outro aparelho.
player-recovery-show = Mostrar seu código de recuperação
player-recovery-hide = Ocultar
player-recover = Usar o seu jogador de outro aparelho
# The button by the recovery code field.
player-recover-use = Usar
online-player-unknown = Este servidor não conhece mais o seu jogador. Encontre uma partida para jogar como um novo jogador.
online-recovery-unknown = Nenhum jogador tem esse código de recuperação.

## Your games: the games you are in, with whose turn it is

mygames-none = Você não está em nenhuma partida agora.
mygames-refresh = Atualizar
mygames-your-turn = Sua vez
mygames-their-turn = Vez de outro jogador
mygames-waiting = Ainda não começou
mygames-over = Terminada
# $left is a time such as 11 h or 3 min.
mygames-left = restam { $left }
mygames-open = Abrir
# A time left: $h hours, $m minutes.
time-hours = { $h } h
time-minutes = { $m } min

## Watch: public games being played

watch-intro = Partidas sendo jogadas agora. Você vê a mesa, mas nunca as peças dos jogadores; a distribuição aparece quando a partida termina.
watch-none = Nenhuma partida pública está sendo jogada agora.
watch-button = Assistir
# $rules is the rules' name.
watch-rated = ranqueada, { $rules }
watch-friendly = amistosa
# Shown on the table while watching.
watch-banner = Assistindo: as peças dos jogadores ficam ocultas.
watch-stop = Parar de assistir

## Leaderboard

leaderboard-rank = Posição
leaderboard-name = Jogador
leaderboard-rating = Rating
leaderboard-games = Partidas
leaderboard-empty = Ainda ninguém tem rating com estas regras.
# $rank is a place, $rating a number.
leaderboard-you = Você: posição { $rank }, rating { $rating }
leaderboard-you-none = Você ainda não tem rating com estas regras.
# After a rating that is still provisional (few games played).
rating-provisional = provisório
# A player's latest rated games, under the leaderboard. $name is the player's name.
recent-title = Últimas partidas ranqueadas de { $name }
recent-none = Ainda não há partidas ranqueadas.
# $place is the player's place in that game (1 is the winner).
recent-place = { $place ->
        [1] Venceu
       *[other] { $place }º lugar
    }
# After the place, when the player left that game.
recent-left = saiu da partida

## A rated game's end: each player's rating change

# $name is a player's name, $before and $after ratings, $change a signed number (+23, −8).
rating-change = { $name }: { $before } ➡ { $after } ({ $change })
rating-title = Ratings

## Fim de uma partida valendo rating: a distribuição conferida
deal-check-button = Conferir esta distribuição
deal-check-fair = A distribuição confere: o segredo que o servidor revelou no fim bate com a impressão digital que ele publicou no começo da partida.
deal-check-fair-racks = A distribuição confere: o segredo que o servidor revelou no fim bate com a impressão digital que ele publicou no começo da partida e distribui exatamente as peças que você recebeu. Rodadas conferidas: { $rounds }.
deal-check-bad-commitment = A distribuição não confere: o segredo que o servidor revelou no fim não bate com a impressão digital que ele publicou no começo da partida.
deal-check-bad-rack = A distribuição não confere: o segredo revelado dá a você, na rodada { $round }, peças diferentes das que você recebeu.

## Reactions at the table (a fixed set: no free text)

react-button = Reagir
react-hello = Oi!
react-good-luck = Boa sorte!
react-well-played = Boa jogada!
react-thanks = Valeu!
react-oops = Ops!
react-wow = Uau!
react-thinking = Pensando…
react-good-game = Bom jogo!
# $name is a player's name; the reaction follows.
react-said = { $name }: { $reaction }
react-mute = Silenciar reações
# $name is a player's name: a toggle that hides their reactions.
react-mute-seat = Silenciar { $name }

## The window's title while it is your turn online

title-your-turn = Sua vez · Tilemeld

## What each other player's seat is, in small type on the seat at the top of the table (little room)

online-tag-online = online
online-tag-away = ausente
# A player dropped out and a computer plays their seat until they are back.
online-tag-stand-in = ausente: computador joga
online-tag-computer = computador

## The lobby: the room's seats fill until the host starts

# Over the room's code, in large letters.
lobby-title = Sala
# $code is the room's six-letter code; "Jogar online" and "Código de convite"
# are the names of the button on the main menu and of the field on its screen.
lobby-invite = Os amigos entram com { $code }: Jogar online e depois Código de convite.
# In a browser. $link is this page's address with the room's code in it.
lobby-invite-link = Os amigos entram com este código ou pelo link { $link }
# In place of a name, for a seat nobody has taken yet.
lobby-waiting-player = esperando um jogador…
# Tags after a seat's name (short).
lobby-tag-away = ausente
lobby-tag-host = anfitrião
lobby-tag-computer = computador
# The host's button to free another player's seat (small).
lobby-remove = Remover
lobby-remove-hint = Liberar este lugar para outra pessoa
lobby-start = Começar
lobby-waiting-seats = Esperando todos os lugares serem ocupados…
lobby-host-starts = O anfitrião começa a partida.
lobby-leave = Sair da sala

## The connection to the server

conn-connecting = Conectando…
conn-reconnecting = Reconectando…
# $why is the network's own reason, in English (a technical detail).
conn-no-server = Sem conexão com o servidor: { $why }
# A banner over the table while the connection is being made again.
conn-lost = Conexão perdida. Reconectando…
# $attempt is the number of this attempt (2, 3, …).
conn-lost-retry = Conexão perdida. Reconectando (tentativa { $attempt })… O seu lugar fica reservado por um minuto; depois, o computador joga no seu lugar até você voltar.
conn-not-connected = Sem conexão com a sala.

## The server's errors, as the player reads them (on the Play online screen, in the lobby, or in a note on the table)

# A request the server could not read or accept (a bad value, a room the rules cannot deal).
servererror-bad-message = O servidor não pôde aceitar esse pedido.
servererror-too-large = Essa mensagem era grande demais para o servidor.
# Too many wrong codes or new rooms from this network address.
servererror-throttled = Tentativas demais a partir do seu endereço. Espere um minuto e tente de novo.
servererror-no-room = Não há nenhuma sala com esse código, ou ela já foi fechada.
servererror-room-full = Todos os lugares dessa sala estão ocupados.
# The seat this device held is no longer its own.
servererror-bad-token = Este aparelho não tem mais um lugar nessa sala.
servererror-not-host = Só o anfitrião pode fazer isso.
# Starting twice, joining a match that has begun, a move in the lobby.
servererror-wrong-phase = Isso não pode ser feito neste momento da partida.
servererror-not-your-turn = Não é a sua vez.
# The move was about the game as it stood before another move arrived.
servererror-stale = A partida avançou antes de a sua jogada chegar. Tente de novo.
# The rules refused a move sent to the server.
servererror-refused = As regras não permitem essa jogada.
servererror-storage = O servidor não conseguiu salvar isso, então nada mudou. Tente de novo.
servererror-replaced = O seu lugar foi aberto em outra aba ou em outro aparelho.
servererror-removed = O anfitrião removeu você da sala.
servererror-no-player = Primeiro entre como jogador.
servererror-bad-name = Esse nome não pode ser usado: está vazio, é longo demais, tem caracteres invisíveis ou nenhuma letra, ou parece o de um computador. Escolha outro.
servererror-queue-full = Há jogadores demais esperando agora. Tente de novo em um minuto.
servererror-other-server = Essa sala está sendo jogada por outro servidor. Tente de novo daqui a pouco.
servererror-signed-out = Seu jogador foi levado para outro aparelho com o código de recuperação, então este aparelho foi desconectado. Digite o código de recuperação para voltar a jogar aqui como você.
# A tournament (event) that does not exist, or a club's event and the
# wrong invite code.
servererror-no-event = Esse torneio não existe. Confira o código.
# The event takes no more players: it is over, full, or every round of it
# has begun.
servererror-event-closed = Esse torneio não está aceitando jogadores agora.
