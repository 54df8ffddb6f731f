# Tilemeld: common (Nederlands)

## Colours and tiles

colour-black = zwart
colour-blue = blauw
colour-orange = oranje
colour-red = rood
# A numbered tile as a reader says it: "rode 7". $colour is one of black,
# blue, orange, red (select on it where the colour word must agree).
tile-numbered = { $colour ->
        [black] zwarte
        [blue] blauwe
        [orange] oranje
       *[red] rode
    } { $number }
tile-joker = joker

## Computer levels

level-easy = Makkelijk
level-medium = Gemiddeld
level-hard = Moeilijk
level-greedy = Hebberig
level-master = Meester

## Rule sets

preset-modern = Modern (standaard)
preset-sabra = Sabra-stijl
preset-pressman1998 = Pressman 1998
preset-pressman2009 = Pressman 2009
preset-house = Huisregels, 1 minuut per beurt
preset-xp = XP, tot zes spelers
preset-championship = Kampioenschap, twee spelers

## Daily puzzle levels

puzzle-level-easy = Makkelijk
puzzle-level-medium = Gemiddeld
puzzle-level-hard = Moeilijk
