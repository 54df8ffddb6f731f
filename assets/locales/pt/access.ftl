# Tilemeld: what a screen reader hears (Português do Brasil)
# Every text here is read aloud, never drawn: write it as it is said.

## Tiles in words

# A run of one colour, said once for all its tiles: "4 5 6 azuis".
# $numbers is the numbers with spaces between; $colour is as in tile-numbered.
tiles-run = { $numbers } { $colour ->
        [black] pretos
        [blue] azuis
        [orange] laranja
       *[red] vermelhos
    }
# Between tiles or runs said one after another: "7 vermelho, 7 azul, curinga".
tiles-separator = {", "}

## The table as lists

access-rack = Seu suporte, { $count ->
        [0] { $count } peças
        [one] { $count } peça
       *[other] { $count } peças
    }
access-table = Mesa, { $count ->
        [0] { $count } conjuntos
        [one] { $count } conjunto
       *[other] { $count } conjuntos
    }
# A set on the table: "Conjunto 2: 4 5 6 azuis".
access-set = Conjunto { $number }: { $tiles }
access-set-invalid = Conjunto { $number }, ainda não é válido: { $tiles }
# The button by each set: "Colocar no conjunto 2 (4 5 6 azuis)"; $tiles as in access-set.
access-put-here = Colocar no conjunto { $number } ({ $tiles })
access-new-set = Baixar as peças que você pegou como um conjunto novo
access-back-to-rack = Devolver ao seu suporte as peças que você pegou

## Announcements

# "Ada jogou 3 peças: 4 5 6 azuis como conjunto novo; 7 vermelho no conjunto 4 5 6 7 vermelhos."
access-played = { $self ->
        [you] Você jogou
       *[other] { $name } jogou
    } { $count ->
        [0] { $count } peças
        [one] { $count } peça
       *[other] { $count } peças
    }: { $sets }.
access-laid-new = { $tiles } como conjunto novo
access-laid-added = { $tiles } no conjunto { $set }
# Between the sets of one play.
access-laid-separator = {"; "}
access-your-turn = Sua vez. Você tem { $count ->
        [0] { $count } peças
        [one] { $count } peça
       *[other] { $count } peças
    }.
# Tiles the player put into a set: "7 azul agora no conjunto 2: 4 5 6 7 azuis."
access-put = { $tiles } agora no conjunto { $number }: { $set }.
access-put-back = { $tiles } de volta no seu suporte.
access-nothing-picked = Primeiro, pegue peças: toque em uma peça do seu suporte ou da mesa.
# Undo and Reset, said once they are done.
access-undone = Seu último movimento foi desfeito.
access-reset = A mesa voltou a ficar como no início da sua jogada, e as suas peças voltaram para o seu suporte.
access-nothing-to-take-back = Não há nada para desfazer.
# An online table's connection made again after conn-lost was said.
access-reconnected = Conexão restabelecida.
access-round-over = A rodada acabou.
# After another player's play, when they are close to going out (4 tiles or
# fewer): "Ana ficou com 3 peças."
access-tiles-left = { $name } ficou com { $count ->
        [0] { $count } peças
        [one] { $count } peça
       *[other] { $count } peças
    }.
# After access-round-over: who won; $names, $count and $self as in
# roundend-went-out and roundend-lowest-rack.
access-went-out = { $self ->
        [you] Você bateu.
       *[other] { $count ->
            [0] { $names } bateram.
            [one] { $names } bateu.
           *[other] { $names } bateram.
        }
    }
access-lowest-rack = { $self ->
        [you] O monte acabou, e você ficou com o menor valor no suporte.
       *[other] { $count ->
            [0] O monte acabou, e { $names } ficaram com o menor valor no suporte.
            [one] O monte acabou, e { $names } ficou com o menor valor no suporte.
           *[other] O monte acabou, e { $names } ficaram com o menor valor no suporte.
        }
    }
# The tournament clock ran out for a player, who loses the match.
access-out-of-time = { $self ->
        [you] Seu tempo acabou, e você perdeu a partida.
       *[other] { $name } ficou sem tempo e perdeu a partida.
    }
# Then each player's score for the round and the match's total, the best
# first, joined by access-laid-separator: "Ana 35, total 35; você -12, total -12".
access-round-scores = Pontos desta rodada: { $scores }.
access-round-score = { $self ->
        [you] você
       *[other] { $name }
    } { $points }, total { $total }
# The tile or tiles the player drew, said only to them: "Você comprou 7 vermelho."
access-you-drew = Você comprou { $tiles }.
# The player's turn clock, at the turn's start, at 30 and 10 seconds left,
# and when asked (T).
access-time-left = { $seconds ->
        [0] Restam { $seconds } segundos.
        [one] Resta { $seconds } segundo.
       *[other] Restam { $seconds } segundos.
    }
# A tournament clock's time, from two minutes up.
access-time-left-minutes = Restam { $minutes ->
        [0] { $minutes } minutos
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    } e { $seconds ->
        [0] { $seconds } segundos
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }.
access-no-timer = Não há limite de tempo por jogada.

## Questions asked with one key (How to play lists the keys)

# A: the last announcement again, before anything was said.
access-said-nothing = Nada foi anunciado ainda.
# Q: the recent announcements, oldest first; $said is them one after another.
access-said-lately = Últimos anúncios: { $said }
# W: whose turn it is.
access-whose-turn = { $self ->
        [you] É a sua vez.
       *[other] É a vez de { $name }.
    }
# Y: the player's rack; $tiles in words.
access-your-rack = Seu suporte, { $count ->
        [0] { $count } peças
        [one] { $count } peça
       *[other] { $count } peças
    }: { $tiles }.
access-no-rack = Você não tem suporte nesta mesa.
# B: the table; $sets is access-set for each, joined by access-laid-separator.
access-the-table = A mesa, { $count ->
        [0] { $count } conjuntos
        [one] { $count } conjunto
       *[other] { $count } conjuntos
    }: { $sets }.
access-table-empty = A mesa está vazia.
# C: each player's tiles and points (the match's total), then the pool,
# joined by access-laid-separator: "Ada, 8 peças, 12 pontos; …; monte, 40 peças".
access-count = { $self ->
        [you] você
       *[other] { $name }
    }, { $count ->
        [0] { $count } peças
        [one] { $count } peça
       *[other] { $count } peças
    }, { $points ->
        [0] { $points } pontos
        [one] { $points } ponto
       *[other] { $points } pontos
    }
access-pool = monte, { $count ->
        [0] { $count } peças
        [one] { $count } peça
       *[other] { $count } peças
    }
# L: the last play this round, before anyone played.
access-no-play-yet = Ninguém jogou ainda nesta rodada.
