# Tilemeld: common (Deutsch)

## Colours and tiles

colour-black = schwarz
colour-blue = blau
colour-orange = orange
colour-red = rot
# A numbered tile as a reader says it: "rote 7". $colour is one of black,
# blue, orange, red (select on it where the colour word must agree).
tile-numbered = { $colour ->
        [black] schwarze
        [blue] blaue
        [orange] orangefarbene
       *[red] rote
    } { $number }
tile-joker = Joker

## Computer levels

level-easy = Leicht
level-medium = Mittel
level-hard = Schwer
level-greedy = Gierig
level-master = Meister

## Rule sets

preset-modern = Modern (Standard)
preset-sabra = Sabra-Stil
preset-pressman1998 = Pressman 1998
preset-pressman2009 = Pressman 2009
preset-house = Hausregeln (1 Minute pro Zug)
preset-xp = XP (bis zu sechs Spieler)
preset-championship = Meisterschaft (zwei Spieler)

## Daily puzzle levels

puzzle-level-easy = Leicht
puzzle-level-medium = Mittel
puzzle-level-hard = Schwer
