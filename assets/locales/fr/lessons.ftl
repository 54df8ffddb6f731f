# Tilemeld : leçons (français)

## Les leçons de la première partie guidée : un titre et ce qu'il faut faire
## (au plus deux lignes courtes sous le titre, en haut de la table ; environ
## 130 caractères au maximum). Les tuiles, numéros et touches cités sont ceux
## de la table de la leçon : les garder.

lesson-run-title = Une suite
lesson-run-text = Une suite : au moins trois tuiles de même couleur qui se suivent. Posez 4, 5 et 6 côte à côte sur le tapis, puis validez.
lesson-group-title = Une série
lesson-group-text = Une série : trois ou quatre tuiles du même numéro, chacune d'une couleur différente. Réunissez les trois 7, puis validez.
lesson-initial-meld-title = La première pose
lesson-initial-meld-text = Votre première pose doit valoir 30 points, avec vos propres tuiles. Un joker vaut la tuile qu'il remplace : 10 + 10 + 10.
lesson-adding-title = Compléter une combinaison
lesson-adding-text = Après votre première pose, vous pouvez compléter toute combinaison de la table : le 6 bleu sur la suite, le 8 bleu sur la série.
lesson-shift-title = Déplacer
lesson-shift-text = Prenez une tuile au bout d'une longue suite : le 8 noir, pour faire une série de 8 avec les deux vôtres.
lesson-split-title = Couper
lesson-split-text = Coupez une longue suite en deux. Votre 5 rouge va au milieu : 3 4 5 et 5 6 7.
lesson-substitute-title = Remplacer
lesson-substitute-text = Mettez votre 9 rouge dans la série à la place du 9 noir, et jouez le 9 noir dans une suite avec vos 10 et 11.
lesson-combine-title = Combiner
lesson-combine-text = Prenez des tuiles dans deux combinaisons pour en former une nouvelle : le 4 noir et le 4 bleu rejoignent votre 4 orange.
lesson-freeing-joker-title = Libérer un joker
lesson-freeing-joker-text = Votre 8 rouge peut prendre la place du joker ; le joker libéré doit être rejoué dans ce tour, avec vos deux 5.
lesson-drawing-title = Piocher
lesson-drawing-text = Rien à poser ? Piochez (D) : votre tour s'arrête là. En partie, l'anneau autour de votre nom est le minuteur : à zéro, vous piochez.
lesson-undo-reset-hint-title = Annuler, Recommencer, Indice
lesson-undo-reset-hint-text = Annuler défait un déplacement, Recommencer tout le tour ; une combinaison en rouge dit ce qui ne va pas. Indice (H) montre un coup.

## La carte de la leçon : son titre sur la table et sa fin.

# Au-dessus de la table : « Leçon 3 sur 11 · La première pose ». $number : la
# place de la leçon ; $count : le nombre de leçons ; $title : son titre.
lesson-heading = Leçon { $number } sur { $count } · { $title }
# La fin de la leçon, quand elle a été réussie (ou son coup montré).
lesson-well-done = Bravo !
lesson-shown = Voilà comment faire
lesson-last = Vous connaissez maintenant tout le jeu. Lancez une partie depuis Nouvelle partie.
# $title : le titre de la leçon suivante.
lesson-next = Ensuite : { $title }
# Boutons.
lesson-next-lesson = Leçon suivante
lesson-again = Refaire
lesson-menu = Menu

## La carte du défi du jour : son titre sur la table et son résultat.
## $level est le niveau du défi (Facile, Moyen, Difficile) ; $date son jour
## (2026-03-14, tel quel) ; $time le temps mis (4:07, tel quel).

# Au-dessus de la table.
puzzle-heading = Défi { $level } · { $date } · { $time }
# La même chose sur un écran étroit, sans le jour.
puzzle-heading-short = Défi { $level } · { $time }
# $tiles : les tuiles du chevalet ; $sets : combien de combinaisons de la table doivent changer.
puzzle-goal = Posez les { $tiles } tuiles de votre chevalet en un seul tour : { $sets ->
        [one] { $sets } combinaison de la table doit changer
       *[other] { $sets } combinaisons de la table doivent changer
    }.
# Le résultat, quand le joueur a réussi.
puzzle-solved = Réussi !
puzzle-solved-in = Défi { $level } du { $date } en { $time }
# Le résultat, quand le joueur a fait afficher la solution.
puzzle-solution = La solution
puzzle-solution-shown = Solution affichée : ce défi ne compte pas. Essayez un autre niveau, ou revenez demain.
# Aussi dans le menu des défis. $streak : jours réussis d'affilée ; $solved :
# jours réussis en tout.
puzzle-streak = { $streak ->
        [0] Aucune série en cours
        [1] Série d'un jour
       *[other] Série de { $streak } jours
    } · { $solved ->
        [one] { $solved } jour réussi
       *[other] { $solved } jours réussis
    }
# Boutons : le défi du niveau suivant du même jour, le même à nouveau, retour
# au menu des défis.
puzzle-next-level = Défi { $level }
puzzle-try-again = Réessayer
puzzle-puzzles = Défis
