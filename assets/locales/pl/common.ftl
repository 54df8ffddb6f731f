# Tilemeld: common (Polski)

## Colours and tiles

colour-black = czarny
colour-blue = niebieski
colour-orange = pomarańczowy
colour-red = czerwony
# A numbered tile as a reader says it: "czerwona 7" (feminine: the word
# understood is "kostka"). $colour is one of black, blue, orange, red.
tile-numbered = { $colour ->
        [black] czarna
        [blue] niebieska
        [orange] pomarańczowa
       *[red] czerwona
    } { $number }
tile-joker = joker

## Computer levels

level-easy = Łatwy
level-medium = Średni
level-hard = Trudny
level-greedy = Zachłanny
level-master = Mistrz

## Rule sets

preset-modern = Współczesne (domyślne)
preset-sabra = Wariant Sabra
preset-pressman1998 = Pressman 1998
preset-pressman2009 = Pressman 2009
preset-house = Zasady domowe (minuta na ruch)
preset-xp = XP, do sześciu graczy
preset-championship = Mistrzowskie, dla dwóch graczy

## Daily puzzle levels

# Feminine: they qualify "zagadka" (the puzzle).
puzzle-level-easy = Łatwa
puzzle-level-medium = Średnia
puzzle-level-hard = Trudna
