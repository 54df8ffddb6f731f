# Tilemeld: online (Português do Brasil)

## Play online (create a room or join one)

online-title = Jogar online
online-intro = Jogue com amigos em outros aparelhos. O servidor distribui as peças, confere cada jogada e guarda a partida se alguém cair.
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
servererror-bad-name = Esse nome não pode ser usado: está vazio, é longo demais ou parece o de um computador. Escolha outro.
servererror-queue-full = Há jogadores demais esperando agora. Tente de novo em um minuto.
servererror-other-server = Essa sala está sendo jogada por outro servidor. Tente de novo daqui a pouco.
