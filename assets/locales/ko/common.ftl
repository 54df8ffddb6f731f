# Tilemeld: common (한국어)

## Colours and tiles

colour-black = 검은색
colour-blue = 파란색
colour-orange = 주황색
colour-red = 빨간색
# A numbered tile as a reader says it: "red 7". $colour is one of black,
# blue, orange, red (select on it where the colour word must agree).
tile-numbered = { $colour ->
        [black] 검은색
        [blue] 파란색
        [orange] 주황색
       *[red] 빨간색
    } { $number }
tile-joker = 조커

## Computer levels

level-easy = 쉬움
level-medium = 보통
level-hard = 어려움
level-greedy = 욕심쟁이
level-master = 마스터

## Rule sets

preset-modern = 모던 (기본)
preset-sabra = 사브라 방식
preset-pressman1998 = Pressman 1998
preset-pressman2009 = Pressman 2009
preset-house = 1분 하우스 룰
preset-xp = XP (최대 6명)
preset-championship = 챔피언십 (2명)

## Daily puzzle levels

puzzle-level-easy = 쉬움
puzzle-level-medium = 보통
puzzle-level-hard = 어려움
