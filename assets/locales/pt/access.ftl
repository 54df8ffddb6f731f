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
access-round-over = A rodada acabou.
