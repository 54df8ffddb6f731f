# Tilemeld: common (Turkish)

## Colours and tiles

colour-black = siyah
colour-blue = mavi
colour-orange = turuncu
colour-red = kırmızı
# A numbered tile as a reader says it: "red 7". $colour is one of black,
# blue, orange, red (select on it where the colour word must agree).
tile-numbered = { $colour ->
        [black] siyah
        [blue] mavi
        [orange] turuncu
       *[red] kırmızı
    } { $number }
tile-joker = joker

## Computer levels

level-easy = Kolay
level-medium = Orta
level-hard = Zor
level-greedy = Açgözlü
level-master = Usta

## Rule sets

preset-modern = Modern (varsayılan)
preset-sabra = Sabra usulü
preset-pressman1998 = Pressman 1998
preset-pressman2009 = Pressman 2009
preset-house = Ev kuralları, tur başına bir dakika
preset-xp = XP, altı oyuncuya kadar
preset-championship = Şampiyona, iki oyunculu

## Daily puzzle levels

puzzle-level-easy = Kolay
puzzle-level-medium = Orta
puzzle-level-hard = Zor
