# Tilemeld : ce qu'entend un lecteur d'écran (français)
# Tout texte ici est lu à voix haute, jamais affiché : l'écrire comme on le dit.

## Les tuiles en mots

# Une suite d'une couleur, dite une seule fois pour toutes ses tuiles : « 4 5 6 bleus ».
# $numbers : les numéros séparés par des espaces ; $colour : comme dans tile-numbered.
tiles-run = { $numbers } { $colour ->
        [black] noirs
        [blue] bleus
        [orange] orange
       *[red] rouges
    }
# Entre des tuiles ou des suites dites l'une après l'autre : « 7 rouge, 7 bleu, joker ».
tiles-separator = {", "}

## La table en listes

access-rack = Votre chevalet, { $count ->
        [one] { $count } tuile
       *[other] { $count } tuiles
    }
access-table = Table, { $count ->
        [one] { $count } combinaison
       *[other] { $count } combinaisons
    }
# Une combinaison sur la table : « Combinaison 2 : 4 5 6 bleus ».
access-set = Combinaison { $number } : { $tiles }
access-set-invalid = Combinaison { $number }, pas encore valide : { $tiles }
# Le bouton à côté de chaque combinaison : « Poser dans la combinaison 2 (4 5 6 bleus) » ; $tiles comme dans access-set.
access-put-here = Poser dans la combinaison { $number } ({ $tiles })
access-new-set = Poser les tuiles prises en nouvelle combinaison
access-back-to-rack = Remettre les tuiles prises sur votre chevalet

## Annonces

# $self vaut you quand la place est celle du joueur (« Vous avez posé… »), sinon other.
# « Ada a posé 3 tuiles : 4 5 6 bleus en nouvelle combinaison ; 7 rouge dans la combinaison 4 5 6 7 rouges. »
access-played = { $self ->
        [you] Vous avez posé
       *[other] { $name } a posé
    } { $count ->
        [one] { $count } tuile
       *[other] { $count } tuiles
    } : { $sets }.
access-laid-new = { $tiles } en nouvelle combinaison
access-laid-added = { $tiles } dans la combinaison { $set }
# Entre les combinaisons d'un même coup.
access-laid-separator = {" ; "}
access-your-turn = À vous de jouer. Vous avez { $count ->
        [one] { $count } tuile
       *[other] { $count } tuiles
    }.
# Les tuiles que le joueur a mises dans une combinaison : « 7 bleu maintenant dans la combinaison 2 : 4 5 6 7 bleus. »
access-put = { $tiles } maintenant dans la combinaison { $number } : { $set }.
access-put-back = { $tiles } de retour sur votre chevalet.
access-nothing-picked = Prenez d'abord des tuiles : appuyez sur une tuile de votre chevalet ou de la table.
access-round-over = La manche est terminée.
