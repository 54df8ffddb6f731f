# Tilemeld: rules (Português do Brasil)

## The rules' reasons: why a set, a turn or a move is refused. Shown in a
## toast, in the tooltip of a set outlined in red and on the Done button.
## A tile is $colour (black, blue, orange, red or joker) and $number (not
## for a joker). $tiles is tiles in the game's notation ("r7 r8 j"), left as
## it is.

# Why a set is not valid. These start in lower case and end without a full
# stop: they are also put inside reason-invalid-set. $count is the set's
# number of tiles.
reason-too-few-tiles = um conjunto precisa de pelo menos três peças, e este tem { $count }
reason-only-jokers = um conjunto precisa de pelo menos uma peça numerada além dos curingas
# "e este tem dois 7 vermelhos" (ou "dois curingas").
reason-group-repeats-colour = um grupo não pode repetir cor, e este tem dois { $colour ->
        [joker] curingas
        [black] { $number } pretos
        [blue] { $number } azuis
        [orange] { $number } laranja
       *[red] { $number } vermelhos
    }
reason-group-too-large = um grupo tem no máximo quatro peças, uma de cada cor, e este tem { $count }
reason-group-mixes-numbers = todas as peças de um grupo precisam ter o mesmo número
reason-run-repeats-number = uma sequência não pode repetir número, e esta tem dois { $colour ->
        [joker] curingas
        [black] { $number } pretos
        [blue] { $number } azuis
        [orange] { $number } laranja
       *[red] { $number } vermelhos
    }
reason-run-mixes-colours = todas as peças de uma sequência precisam ser da mesma cor
# $missing: how many numbers the run lacks; $jokers: how many jokers it has.
reason-run-has-gap = { $jokers ->
        [0] os números de uma sequência precisam ser seguidos, e nesta { $missing ->
                [0] faltam { $missing } peças
                [one] falta { $missing } peça
               *[other] faltam { $missing } peças
            }
        [1] os números de uma sequência precisam ser seguidos, e nesta { $missing ->
                [0] faltam { $missing } peças, mais do que o curinga consegue preencher
                [one] falta { $missing } peça, que o curinga não consegue preencher
               *[other] faltam { $missing } peças, mais do que o curinga consegue preencher
            }
       *[other] os números de uma sequência precisam ser seguidos, e nesta { $missing ->
                [0] faltam { $missing } peças, mais do que os { $jokers } curingas conseguem preencher
                [one] falta { $missing } peça, que os { $jokers } curingas não conseguem preencher
               *[other] faltam { $missing } peças, mais do que os { $jokers } curingas conseguem preencher
            }
    }
reason-run-too-long = uma sequência tem no máximo 13 peças (de 1 a 13), e esta tem { $count }
reason-run-wraps = o 13 nunca é seguido pelo 1: as sequências não dão a volta
reason-mixed-colours-and-numbers = as peças não formam nem números seguidos de uma só cor (uma sequência) nem um mesmo número em cores diferentes (um grupo)

# Why a turn is refused.
reason-impossible-tiles = há mais { $colour ->
        [joker] curingas
        [black] { $number } pretos
        [blue] { $number } azuis
        [orange] { $number } laranja
       *[red] { $number } vermelhos
    } entre a mesa e o suporte do que existem no jogo
# $set is the set's place on the table (1, 2, …). $reason names the message
# that says what is wrong with the set: keep the list of reasons as it is
# (each puts in that message).
reason-invalid-starting-table = o conjunto { $set } da mesa antes da jogada ({ $tiles }) não é válido: { $reason ->
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
# "O conjunto 2 (r7 r9 r10) não é válido: …". $set is the set's place on the
# table (1, 2, …). $reason names the message that says what is wrong with
# the set: keep the list of reasons as it is (each puts in that message).
reason-invalid-set = O conjunto { $set } ({ $tiles }) não é válido: { $reason ->
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
reason-table-tile-removed = O { $colour ->
        [joker] curinga
        [black] { $number } preto
        [blue] { $number } azul
        [orange] { $number } laranja
       *[red] { $number } vermelho
    } estava na mesa e precisa ficar lá: as peças nunca voltam da mesa para o suporte.
reason-too-many-tiles = Há mais { $colour ->
        [joker] curingas
        [black] { $number } pretos
        [blue] { $number } azuis
        [orange] { $number } laranja
       *[red] { $number } vermelhos
    } na mesa do que havia na mesa e no seu suporte juntos.
reason-unknown-tile = O { $colour ->
        [joker] curinga
        [black] { $number } preto
        [blue] { $number } azul
        [orange] { $number } laranja
       *[red] { $number } vermelho
    } não estava nem na mesa nem no seu suporte.
reason-rearranged-but-played-none = Você reorganizou a mesa, mas não jogou nenhuma peça do seu suporte; jogue pelo menos uma peça ou compre.
reason-no-tile-played = Jogue pelo menos uma peça do seu suporte ou compre uma peça.
# $needed: the points the rules ask; $value: what the sets laid are worth.
reason-initial-meld-too-low = A sua primeira jogada precisa valer pelo menos { $needed } pontos, e estes conjuntos valem { $value }.
reason-initial-meld-uses-table = A sua primeira jogada só pode usar peças do seu suporte; ela não pode pegar nem reorganizar o conjunto { $tiles } da mesa.
reason-initial-meld-touches-table = Na sua primeira jogada, você não pode acrescentar peças ao conjunto { $tiles } que já está na mesa; baixe só conjuntos novos.
# $tiles: the set the joker was in.
reason-joker-replacement-not-from-rack = Para liberar o curinga de { $tiles }, você precisa substituí-lo pela peça que ele representa, tirada do seu próprio suporte.
reason-freed-joker-needs-two-rack-tiles = Um curinga liberado precisa entrar em um conjunto novo com pelo menos duas peças do seu suporte; o curinga de { $tiles } não entrou.
# $tiles: the group; $missing: the tiles of the two colours it lacks.
reason-group-joker-needs-both-colours = O curinga do grupo { $tiles } só pode ser liberado jogando as duas peças que faltam ({ $missing }).
reason-joker-set-manipulated = Nestas regras, um conjunto com curinga só pode mudar pela troca do curinga, e { $tiles } foi mudado de outra forma.

# Why the round or the match refuses an action. $id is a tile's number
# among the 106 (0 to 105).
reason-round-over = A rodada terminou.
reason-duplicate-tile = A peça nº { $id } está duas vezes na mesa.
reason-tile-not-available = A peça nº { $id } não está nem na mesa nem no seu suporte.
reason-round-still-played = Agora não: a rodada ainda está em andamento.
# $expected: what the game waits for, in English (rare).
reason-not-now = Agora não: { $expected }.
reason-match-over = A partida terminou.
reason-not-in-these-rules = Estas regras não permitem isso.

# Why a tile cannot be picked up or put there.
reason-table-before-initial-meld = Antes da sua jogada inicial, você só pode baixar conjuntos novos do seu suporte.
reason-not-movable = Essa peça não pode ser movida agora.

## How to play: the rules actually chosen, examples judged by them, the
## questions players ask and the controls.

howto-title = Como jogar
howto-back = Voltar
# $name: the rule set's name (a preset, or howto-custom-rules).
howto-rules-of-this-game = As regras desta partida: { $name }
howto-custom-rules = regras personalizadas
# $tiles: tiles dealt to each player; $direction: clockwise or counterclockwise;
# $box: classic (106 tiles), or xp (160 at five or six players, 106 at fewer).
howto-goal = O objetivo é ser o primeiro a baixar todas as peças do seu suporte. { $box ->
        [xp] Com cinco ou seis jogadores, são 160 peças: de 1 a 13 em quatro cores, três de cada, mais quatro curingas; com quatro ou menos, são 106: duas de cada, mais dois curingas.
       *[classic] São 106 peças: de 1 a 13 em quatro cores, duas de cada, mais dois curingas.
    } Cada jogador começa com { $tiles } peças. O jogo segue no sentido { $direction ->
        [clockwise] horário
       *[counterclockwise] anti-horário
    }.
# Headings.
howto-sets = Conjuntos
howto-sets-or-not = É conjunto ou não?
howto-your-turn = Sua vez
howto-jokers = Curingas, nestas regras
howto-scoring = Pontuação
howto-questions = Dúvidas comuns
howto-controls = Controles
howto-runs = Uma sequência tem três ou mais peças da mesma cor com números seguidos. O 1 é sempre o mais baixo; o 13 nunca é seguido pelo 1.
howto-runs-wrap = Uma sequência tem três ou mais peças da mesma cor com números seguidos. Nestas regras, as sequências dão a volta: o 13 pode ser seguido pelo 1 (12 13 1 é uma sequência).
howto-group = Um grupo tem três ou quatro peças do mesmo número, em cores diferentes.
howto-joker = Um curinga substitui qualquer peça de que o seu conjunto precise.
# Under a row of example tiles. $value: the points the set is worth.
howto-example-valid = válido, vale { $value } pontos
# Under a row of example tiles that is not a set. $reason names the message
# that says why: keep the list of reasons as it is.
howto-example-invalid = não é válido: { $reason ->
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
# $points: the least the initial meld must be worth (0: no minimum).
howto-initial-meld = { $points ->
        [0] A sua primeira jogada, a jogada inicial, precisa ser feita com conjuntos novos do seu próprio suporte; estas regras não pedem valor mínimo.
       *[other] A sua primeira jogada, a jogada inicial, precisa ser feita com conjuntos novos do seu próprio suporte que valham pelo menos { $points } pontos (o curinga vale o mesmo que a peça que ele substitui).
    }
howto-turn = Depois disso, você pode reorganizar a mesa toda: aumentar, dividir, trocar e reagrupar conjuntos, desde que no fim todos os conjuntos sejam válidos e pelo menos uma peça tenha saído do seu suporte. Se não puder ou não quiser jogar, compre uma peça; isso encerra a sua vez.
howto-no-timer = Não há limite de tempo por jogada.
# $secs: seconds a turn; $penalty: tiles drawn when the time runs out.
howto-timer = Você tem { $secs } segundos por jogada. Quando o tempo acaba, a mesa volta a ser como era, as suas peças voltam para o suporte e você compra { $penalty ->
        [1] uma peça
        [2] duas peças
        [3] três peças
       *[other] { $penalty } peças
    }.
# As howto-timer, when a table left invalid costs more: $invalid tiles.
howto-timer-invalid-costs-more = Você tem { $secs } segundos por jogada. Quando o tempo acaba, a mesa volta a ser como era, as suas peças voltam para o suporte e você compra { $penalty ->
        [1] uma peça
        [2] duas peças
        [3] três peças
       *[other] { $penalty } peças
    } ({ $invalid ->
        [1] uma peça
        [2] duas peças
        [3] três peças
       *[other] { $invalid } peças
    } se você deixar a mesa inválida).
# A tournament clock's time for the match: whole minutes, or minutes and
# seconds; it fills $time of the two sentences after it.
howto-clock-time = { $minutes ->
        [0] { $minutes } minutos
        [one] um minuto
       *[other] { $minutes } minutos
    }
howto-clock-time-seconds = { $minutes } min { $seconds } s
# A tournament clock (Fischer): $time for the whole match, $bonus seconds
# added after every move.
howto-clock-fischer = Cada jogador tem { $time } para a partida inteira e ganha mais { $bonus } segundos depois de cada jogada.
# A tournament clock (Bronstein): the time a move took is given back, up
# to $bonus seconds.
howto-clock-bronstein = Cada jogador tem { $time } para a partida inteira; depois de cada jogada, o tempo gasto é devolvido, até { $bonus } segundos.
howto-clock-lose = Quem ficar sem tempo perde a partida.
howto-clock-revert = Quando o tempo de um jogador acaba, a mesa volta a ser como era, ele compra { $penalty ->
        [1] uma peça
       *[other] { $penalty } peças
    } e, a partir daí, tem { $bonus } segundos para cada jogada.
# The championship's deal: one joker each, then $rest tiles at random.
howto-joker-each = Cada jogador recebe um curinga e mais { $rest } peças ao acaso, de modo que nenhum curinga fica no monte.
howto-redeal-doubles = Se, na distribuição, um suporte recebe três pares de peças iguais (três vezes duas peças idênticas), as peças são misturadas e distribuídas de novo.
howto-unopened = Um suporte que nunca fez a jogada inicial custa { $could_not } pontos em vez do valor das suas peças, ou { $could } se o jogador pudesse tê-la feito na sua última jogada.
# $penalty: tiles drawn on giving up.
howto-giving-up = Se você mexeu na mesa e não consegue terminar a jogada, desista: a mesa volta a ser como era e você compra { $penalty ->
        [1] uma peça
        [2] duas peças
        [3] três peças
       *[other] { $penalty } peças
    }.
# The joker restrictions in force, each after a bullet.
howto-joker-from-rack = Para liberar um curinga, você precisa substituí-lo pela peça que ele representa, tirada do seu próprio suporte, e não da mesa.
howto-joker-two-rack-tiles = Um curinga liberado precisa entrar em um conjunto novo com pelo menos duas peças do seu suporte.
howto-joker-both-colours = Um curinga em um grupo de três só é liberado jogando as duas cores que faltam.
howto-joker-sets-locked = Um conjunto com curinga não pode ser mudado, a não ser para trocar o curinga.
# $joker: the points a joker left on a rack costs; $exhausted: lowest-value
# or fewest-tiles, who wins when the pool runs out.
howto-scoring-text = Quem bate ganha a rodada e marca a soma do que sobrou nos suportes de todos os outros; cada um dos outros perde o que sobrou no seu. Um curinga que sobra no suporte custa { $joker }. Se o monte acabar e ninguém puder jogar, { $exhausted ->
        [lowest-value] ganha quem tiver o menor valor no suporte
       *[fewest-tiles] ganha quem tiver menos peças
    }.
# $length: players (as many rounds as players), rounds ($rounds rounds) or
# target (until someone reaches $points); $standings: score or rounds-won.
howto-match = { $length ->
        [players] Uma partida tem tantas rodadas quanto jogadores
        [rounds] Uma partida tem { $rounds } rodadas
       *[target] Uma partida continua até alguém chegar a { $points } pontos
    }; { $standings ->
        [score] vence quem tiver a maior pontuação total.
       *[rounds-won] vence quem ganhar mais rodadas, e a pontuação total desempata.
    }
howto-q-joker-in-meld = O curinga pode ser usado na jogada inicial?
howto-a-joker-in-meld = Sim, com o valor da peça que ele substitui.
howto-q-draw = Preciso comprar em toda jogada?
howto-a-draw = Só quando você não joga.
howto-q-take-back = Posso pegar uma peça da mesa de volta para o meu suporte?
howto-a-take-back = Nunca. Você pode pegar de volta uma peça que colocou nesta jogada, antes de apertar Pronto.
howto-q-meld-table-tiles = A jogada inicial pode usar peças da mesa?
howto-a-meld-table-tiles = Não: só peças do seu suporte, em conjuntos novos.
howto-q-drawn-tile = Posso jogar uma peça que acabei de comprar?
howto-a-drawn-tile = Não na mesma jogada: comprar encerra a sua vez.
howto-q-free-joker = Como libero um curinga?
howto-a-free-joker = Depois da sua jogada inicial, reorganize a mesa de modo que o conjunto do curinga continue válido sem ele (em geral, colocando a peça que ele substituía) e use o curinga em outro conjunto na mesma jogada.
# The key names (Enter, D, Backspace, Ctrl+Z, R, H, G, S, Esc, F, M,
# N, 0, + and -) are the keyboard's: keep them; Space is "barra de espaço".
howto-controls-text = Arraste as peças com o mouse ou com o dedo, ou toque: um toque pega uma peça, e um toque em um conjunto, no feltro livre ou no seu suporte a coloca ali; um toque longo (ou Ctrl/Shift+clique) pega várias. Arraste um conjunto pelo contorno para movê-lo inteiro; um conjunto colocado no feltro livre fica onde você o deixou. Use o gesto de pinça, a roda do mouse ou + / - para aproximar ou afastar a mesa (0 mostra a mesa toda), e arraste o feltro livre para movê-la. Toque no monte para comprar. Enquanto os outros jogam, você pode arrumar o seu suporte. Teclas: Enter Pronto, D Comprar, Backspace ou Ctrl+Z Desfazer, R Recomeçar, H Dica, G / S organizam o suporte, Esc menu. Sem mouse: ⬅/➡ percorrem o suporte, ⬆ sobe para a mesa (aí ⬅/➡ escolhem um conjunto) e ⬇ volta ao suporte, a barra de espaço seleciona a peça ou o conjunto sob o cursor, M move a seleção para o conjunto escolhido e N faz dela um conjunto novo. Enquanto os computadores jogam, a barra de espaço ou F acelera as jogadas.
# The keys that ask the table a question, answered aloud (for a screen
# reader, and on the web page's accessible copy too). Keep the key letters.
howto-controls-ask = Para ouvir como está o jogo a qualquer momento: A repete o último anúncio, Q lê os anúncios recentes, W diz de quem é a vez, T o tempo restante, Y o seu suporte, B a mesa, C as peças e os pontos de cada jogador, além do monte, L a última jogada.
