# Tilemeld : commun (français)

## Couleurs et tuiles

colour-black = noir
colour-blue = bleu
colour-orange = orange
colour-red = rouge
# Une tuile numérotée telle qu'on la dit : « 7 rouge ». $colour vaut black,
# blue, orange ou red (clés du sélecteur, à garder telles quelles).
tile-numbered = { $number } { $colour ->
        [black] noir
        [blue] bleu
        [orange] orange
       *[red] rouge
    }
tile-joker = joker

## Niveaux de l'ordinateur

level-easy = Facile
level-medium = Moyen
level-hard = Difficile
level-greedy = Glouton
level-master = Maître

## Jeux de règles

preset-modern = Moderne (par défaut)
preset-sabra = Version Sabra
preset-pressman1998 = Pressman 1998
preset-pressman2009 = Pressman 2009
preset-house = Règles maison (une minute par tour)
preset-xp = XP, jusqu'à six joueurs
preset-championship = Championnat, deux joueurs

## Niveaux du défi du jour

puzzle-level-easy = Facile
puzzle-level-medium = Moyen
puzzle-level-hard = Difficile
