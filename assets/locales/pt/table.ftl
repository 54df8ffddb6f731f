# Tilemeld: table (Português do Brasil)

## Notices on the table

refused-wait-your-turn = Espere a sua vez para jogar peças; até lá, você pode arrumar o seu suporte.
hint-no-play = Não há jogada possível: compre uma peça.

## The turn's controls beside the rack (hud)
## Button labels are short: on a phone they sit under an icon in a fifth of
## the screen's width. The letters in brackets are keyboard keys.

# The status line above the controls. $name is a player's name.
hud-status-your-turn = Sua vez
hud-status-their-turn = Vez de { $name }
hud-status-computer-playing = { $name } está jogando…
# Hot-seat: the device goes to the next player.
hud-status-pass-to = Passe para { $name }
hud-status-round-over = Fim da rodada
hud-status-solution-shown = Solução mostrada
hud-status-solved = Resolvido
hud-status-match-over = Fim da partida
# Portrait: small text beside the status while the computers play.
hud-tap-to-hurry = toque aqui para acelerar
hud-faster = Acelerar
hud-faster-tip = Acelerar as jogadas dos computadores (F ou barra de espaço)
hud-done = Pronto
hud-done-tip = Encerrar a jogada (Enter)
# Lessons: the button that plays the lesson's answer out.
hud-show-me = Mostrar
hud-show-me-tip = Mostrar a jogada na mesa
# Daily puzzle: the button that plays the solution out.
hud-solution = Solução
hud-solution-tip = Mostrar a solução na mesa; assim, o dia não conta como resolvido
hud-give-up = Desistir
# $count is the number of tiles drawn as the penalty.
hud-give-up-tip = Você mexeu na mesa: ela volta a ser como era e você compra { $count ->
        [0] { $count } peças
        [one] { $count } peça
       *[other] { $count } peças
    } (D)
hud-pass = Passar
hud-pass-tip = O monte está vazio: passe a vez (D)
hud-draw = Comprar
hud-draw-tip = Comprar uma peça; isso encerra a sua vez (D)
hud-undo = Desfazer
hud-undo-tip = Desfazer o último movimento (Ctrl+Z ou Backspace)
hud-reset = Recomeçar
hud-reset-tip = Deixar a mesa e o seu suporte como estavam no início da jogada (R)
hud-hint = Dica
hud-hint-tip = Mostrar uma jogada possível (H)
# Tooltips of the two sort buttons on the rack's edge (labelled 777 and 789).
hud-sort-groups-tip = Organizar o suporte em grupos: números iguais juntos (G)
hud-sort-runs-tip = Organizar o suporte em sequências: por cor, depois por número (S)
# Tooltips of the pool (the stack of face-down tiles).
hud-pool-empty = O monte está vazio
hud-pool-tip = O monte: clique para comprar uma peça (D)

## The other players' seats along the top
## Small text in a seat's top right corner: what plays the seat.

seat-human = humano
seat-level-easy = fácil
seat-level-medium = médio
seat-level-hard = difícil
seat-level-greedy = ganancioso
seat-level-master = mestre
seat-online = online

## Hot-seat cover between two players' turns

# $name is the next player's name.
cover-pass-to = Passe para { $name }
cover-ready = Vamos lá

## Asked when Draw is pressed after changing the table

prompt-give-up-title = Desistir desta jogada?
# $count is the number of tiles drawn as the penalty (more than one).
prompt-give-up-text = Você mexeu na mesa. Comprar agora é desistir da jogada: a mesa volta a ser como era e você compra { $count ->
        [0] { $count } peças
        [one] { $count } peça
       *[other] { $count } peças
    }.
prompt-give-up-confirm = Desistir e comprar { $count } (Enter)
prompt-keep-playing = Continuar jogando

## Notices above the rack (a few seconds each)
## $name is a player's name, $count a number of tiles; $self is `you` when
## the seat is the player's own (one person at this device), else `other`:
## then the message speaks to the player ("Você jogou"), not about a name.

# Stands for a player's name when the seat is unknown.
toast-someone = Alguém
toast-played = { $self ->
        [you] Você jogou
       *[other] { $name } jogou
    } { $count ->
        [0] { $count } peças
        [one] { $count } peça
       *[other] { $count } peças
    }
toast-passed = { $self ->
        [you] Você passou a vez
       *[other] { $name } passou a vez
    }
toast-drew = { $self ->
        [you] Você comprou
       *[other] { $name } comprou
    } { $count ->
        [0] { $count } peças
        [one] { $count } peça
       *[other] { $count } peças
    }
# The turn's time ran out: the table went back and $count tiles were drawn.
toast-time-up = { $self ->
        [you] Seu tempo acabou: você comprou
       *[other] { $name } ficou sem tempo: comprou
    } { $count ->
        [0] { $count } peças
        [one] { $count } peça
       *[other] { $count } peças
    }, e a mesa voltou a ser como era
# Back at an online table: a computer played the player's seat for $turns
# turns. The next three say too that it laid $played tiles, drew $drew
# tiles, or both.
toast-while-away = Enquanto você estava fora, o computador fez { $turns ->
        [0] { $turns } jogadas
        [one] { $turns } jogada
       *[other] { $turns } jogadas
    } no seu lugar
toast-while-away-laid = Enquanto você estava fora, o computador fez { $turns ->
        [0] { $turns } jogadas
        [one] { $turns } jogada
       *[other] { $turns } jogadas
    } no seu lugar: baixou { $played ->
        [0] { $played } peças
        [one] { $played } peça
       *[other] { $played } peças
    }
toast-while-away-drew = Enquanto você estava fora, o computador fez { $turns ->
        [0] { $turns } jogadas
        [one] { $turns } jogada
       *[other] { $turns } jogadas
    } no seu lugar: comprou { $drew ->
        [0] { $drew } peças
        [one] { $drew } peça
       *[other] { $drew } peças
    }
toast-while-away-laid-drew = Enquanto você estava fora, o computador fez { $turns ->
        [0] { $turns } jogadas
        [one] { $turns } jogada
       *[other] { $turns } jogadas
    } no seu lugar: baixou { $played ->
        [0] { $played } peças
        [one] { $played } peça
       *[other] { $played } peças
    } e comprou { $drew ->
        [0] { $drew } peças
        [one] { $drew } peça
       *[other] { $drew } peças
    }

## The round's end card

# The headline when a player emptied their rack.
roundend-went-out-title = Bateu!
# Player names in a list: $list is one name or a list made by this message,
# $name the next name ("Ana e Beto", then "Ana e Beto e Caio").
roundend-names-and = { $list } e { $name }
# $names is one name or a list of them; $count how many players; $self as
# in the notices above (`you` only when the player alone is named).
roundend-went-out = { $self ->
        [you] Você bateu
       *[other] { $count ->
            [0] { $names } bateram
            [one] { $names } bateu
           *[other] { $names } bateram
        }
    }
roundend-pool-ran-out = O monte acabou
roundend-lowest-rack = { $self ->
        [you] Você ficou com o menor valor no suporte
       *[other] { $count ->
            [0] { $names } ficaram com o menor valor no suporte
            [one] { $names } ficou com o menor valor no suporte
           *[other] { $names } ficaram com o menor valor no suporte
        }
    }
roundend-out-of-time-title = Tempo esgotado
# The tournament clock ran out: that player loses the match.
roundend-out-of-time = { $self ->
        [you] Seu tempo acabou: você perdeu a partida
       *[other] { $name } ficou sem tempo e perdeu a partida
    }
roundend-next-round = Próxima rodada (Enter)
# Column headings of the score table.
roundend-player = Jogador
roundend-left-on-rack = Sobrou no suporte
roundend-round = Rodada
roundend-total = Total
# A cell of the score table: the tiles left on a rack and what they count.
# In Portuguese (pt) 0 falls in "one": it gets its own variant [0].
roundend-rack-left = { $tiles ->
        [0] { $tiles } peças
        [one] { $tiles } peça
       *[other] { $tiles } peças
    }, { $points } pts
# A play the player missed: on turn $turn they could have played $more
# more tiles ($possible in all instead of the $played they played).
roundend-missed = { $name }: na jogada { $turn }, você poderia ter jogado { $more ->
        [0] mais { $more } peças
        [one] mais { $more } peça
       *[other] mais { $more } peças
    } ({ $possible } em vez de { $played }).
# Opens a small board showing the missed play.
roundend-show-me = Mostrar
roundend-final-standings = Classificação final
# A line of the final standings: $place is 1, 2, 3…; $points the total
# (may be negative); $won the rounds won. In Portuguese (pt) 0 falls in
# "one": it gets its own variant [0].
roundend-standing = { $place }. { $name } — { $points ->
        [0] { $points } pontos
        [one] { $points } ponto
       *[other] { $points } pontos
    }, { $won ->
        [0] { $won } rodadas vencidas
        [one] { $won } rodada vencida
       *[other] { $won } rodadas vencidas
    }
roundend-rematch = Revanche
# Online, at the match's end, to the players who are not the host.
roundend-host-may-rematch = O anfitrião pode começar uma revanche
roundend-leave = Sair
roundend-play-again = Jogar de novo
roundend-menu = Menu

## Show me: a missed play on a small board

showme-title = Jogada { $turn }: o que poderia ter sido jogado
# Select on $possible where the word changes with the number.
showme-instead = { $possible ->
        [0] { $possible } peças
        [one] { $possible } peça
       *[other] { $possible } peças
    } em vez de { $played }
showme-before = A mesa e o suporte daquela jogada
showme-rack = Suporte
showme-again = De novo
showme-close = Fechar
# The letter on a joker's face on the small board (one letter).
showme-joker = C

## Watching a replay: the bar where the turn's buttons are in a game

# $round counts from 1; $move is the number of moves shown so far, $total
# the number of moves in the replay.
watch-status = Partida gravada · rodada { $round } · lance { $move } de { $total }
watch-status-end = Partida gravada · rodada { $round } · lance { $move } de { $total } · fim
# Button labels under an icon (short), and their tooltips.
watch-back-label = Voltar
watch-back-tip = Voltar um lance
watch-play-label = Assistir
watch-play-tip = Avançar sozinho, lance a lance
watch-stop-label = Parar
watch-stop-tip = Parar
watch-forward-label = Próximo
watch-forward-tip = Avançar um lance
# The button that shows another player's rack; $name is whose rack is shown.
watch-rack = Suporte: { $name }
# The same on a phone: two short lines.
watch-rack-stacked =
    Suporte
    { $name }
watch-next-rack-tip = Mostrar o suporte do próximo jogador
# On a phone, under an icon: back to the list of replays.
watch-list = Lista
watch-replays = Partidas
watch-list-tip = Voltar à lista de partidas gravadas
