# Tilemeld: común (español)

## Colores y fichas

colour-black = negro
colour-blue = azul
colour-orange = naranja
colour-red = rojo
# Una ficha numerada tal como se dice: «7 rojo». $colour es black, blue,
# orange o red (claves del selector: se dejan tal cual).
tile-numbered = { $number } { $colour ->
        [black] negro
        [blue] azul
        [orange] naranja
       *[red] rojo
    }
tile-joker = comodín

## Niveles de la máquina

level-easy = Fácil
level-medium = Medio
level-hard = Difícil
level-greedy = Codicioso
level-master = Maestro

## Conjuntos de reglas

preset-modern = Moderno (predeterminado)
preset-sabra = Estilo Sabra
preset-pressman1998 = Pressman 1998
preset-pressman2009 = Pressman 2009
preset-house = Reglas de la casa (un minuto por turno)
preset-xp = XP, hasta seis jugadores
preset-championship = Campeonato, dos jugadores

## Niveles del reto diario

puzzle-level-easy = Fácil
puzzle-level-medium = Medio
puzzle-level-hard = Difícil
