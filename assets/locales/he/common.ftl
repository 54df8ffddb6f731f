# Tilemeld: common (Hebrew)

## Colours and tiles

colour-black = שחור
colour-blue = כחול
colour-orange = כתום
colour-red = אדום
# A numbered tile as a reader says it: "red 7". $colour is one of black,
# blue, orange, red (select on it where the colour word must agree).
tile-numbered = { $number } { $colour ->
        [black] שחור
        [blue] כחול
        [orange] כתום
       *[red] אדום
    }
tile-joker = ג'וקר

## Computer levels

level-easy = קל
level-medium = בינוני
level-hard = קשה
level-greedy = חמדן
level-master = מאסטר

## Rule sets

preset-modern = מודרני (ברירת מחדל)
preset-sabra = בשיטת צבר
preset-pressman1998 = Pressman 1998
preset-pressman2009 = Pressman 2009
preset-house = חוקי הבית, דקה לתור
preset-xp = XP, עד שישה שחקנים
preset-championship = אליפות, לשני שחקנים

## Daily puzzle levels

# Feminine: they qualify "חידה" (a puzzle).
puzzle-level-easy = קלה
puzzle-level-medium = בינונית
puzzle-level-hard = קשה
