# Tilemeld: common (Português do Brasil)

## Colours and tiles

colour-black = preto
colour-blue = azul
colour-orange = laranja
colour-red = vermelho
# A numbered tile as a reader says it: "7 vermelho" (the number is the noun:
# "o 7 vermelho"). $colour is one of black, blue, orange, red.
tile-numbered = { $number } { $colour ->
        [black] preto
        [blue] azul
        [orange] laranja
       *[red] vermelho
    }
tile-joker = curinga

## Computer levels

level-easy = Fácil
level-medium = Médio
level-hard = Difícil
level-greedy = Ganancioso
level-master = Mestre

## Rule sets

preset-modern = Moderno (padrão)
preset-sabra = Estilo Sabra
preset-pressman1998 = Pressman 1998
preset-pressman2009 = Pressman 2009
preset-house = Regras da casa (1 minuto)
preset-xp = XP, até seis jogadores
preset-championship = Campeonato, dois jogadores

## Daily puzzle levels

puzzle-level-easy = Fácil
puzzle-level-medium = Médio
puzzle-level-hard = Difícil
