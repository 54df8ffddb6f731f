# Tilemeld: common (English)

## Colours and tiles

colour-black = black
colour-blue = blue
colour-orange = orange
colour-red = red
# A numbered tile as a reader says it: "red 7". $colour is one of black,
# blue, orange, red (select on it where the colour word must agree).
tile-numbered = { $colour ->
        [black] black
        [blue] blue
        [orange] orange
       *[red] red
    } { $number }
tile-joker = joker

## Computer levels

level-easy = Easy
level-medium = Medium
level-hard = Hard
level-greedy = Greedy
level-master = Master

## Rule sets

preset-modern = Modern (default)
preset-sabra = Sabra way
preset-pressman1998 = Pressman 1998
preset-pressman2009 = Pressman 2009
preset-house = One-minute house rules
preset-xp = XP, up to six players
preset-championship = Championship, two players

## Daily puzzle levels

puzzle-level-easy = Easy
puzzle-level-medium = Medium
puzzle-level-hard = Hard
