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
# Annuler et Recommencer, dits une fois faits.
access-undone = Votre dernier déplacement est annulé.
access-reset = La table est remise comme au début de votre tour, et vos tuiles sont de retour sur votre chevalet.
access-nothing-to-take-back = Il n'y a rien à annuler.
# La connexion d'une table en ligne rétablie, après l'annonce de conn-lost.
access-reconnected = Connexion rétablie.
access-round-over = La manche est terminée.
# Après le coup d'un autre joueur, quand il est près de vider son chevalet (4 tuiles ou moins).
access-tiles-left = Il reste { $count ->
        [one] { $count } tuile
       *[other] { $count } tuiles
    } à { $name }.
# Après access-round-over : qui a gagné ; $names, $count et $self comme dans
# roundend-went-out et roundend-lowest-rack.
access-went-out = { $self ->
        [you] Vous avez vidé votre chevalet.
       *[other] { $names } { $count ->
                [one] a vidé son chevalet.
               *[other] ont vidé leur chevalet.
            }
    }
access-lowest-rack = { $self ->
        [you] La pioche est épuisée et vous aviez le chevalet le plus faible.
       *[other] La pioche est épuisée et { $names } { $count ->
                [one] avait le chevalet le plus faible.
               *[other] avaient les chevalets les plus faibles.
            }
    }
# La pendule de tournoi d'un joueur est tombée à zéro : il perd la partie.
access-out-of-time = { $self ->
        [you] Votre temps est écoulé et vous perdez la partie.
       *[other] { $name } a épuisé son temps et perd la partie.
    }
# Puis les points de chaque joueur pour la manche et son total de la partie,
# du meilleur au moins bon, séparés par access-laid-separator :
# « Ada 35, total 35 ; vous -12, total -12 ».
access-round-scores = Points de la manche : { $scores }.
access-round-score = { $self ->
        [you] vous
       *[other] { $name }
    } { $points }, total { $total }
# Les tuiles piochées, dites au seul joueur qui les a piochées : « Vous avez pioché 7 rouge. »
access-you-drew = Vous avez pioché { $tiles }.
# Le temps du tour du joueur, au début du tour, quand il reste 30 puis
# 10 secondes, et sur demande (T).
access-time-left = { $seconds ->
        [one] Il reste { $seconds } seconde.
       *[other] Il reste { $seconds } secondes.
    }
# Le temps d'une pendule de tournoi, à partir de deux minutes.
access-time-left-minutes = Il reste { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } et { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }.
access-no-timer = Il n'y a pas de limite de temps par tour.

## Questions posées d'une seule touche (Comment jouer en donne la liste)

# A : la dernière annonce à nouveau, quand rien n'a encore été dit.
access-said-nothing = Rien n'a encore été annoncé.
# Q : les annonces récentes, de la plus ancienne à la plus récente ; $said les enchaîne.
access-said-lately = Dernières annonces : { $said }
# W : à qui c'est de jouer.
access-whose-turn = { $self ->
        [you] C'est à vous de jouer.
       *[other] C'est à { $name } de jouer.
    }
# Y : le chevalet du joueur ; $tiles en mots.
access-your-rack = Votre chevalet, { $count ->
        [one] { $count } tuile
       *[other] { $count } tuiles
    } : { $tiles }.
access-no-rack = Vous n'avez pas de chevalet à cette table.
# B : la table ; $sets : access-set pour chaque combinaison, séparées par access-laid-separator.
access-the-table = La table, { $count ->
        [one] { $count } combinaison
       *[other] { $count } combinaisons
    } : { $sets }.
access-table-empty = La table est vide.
# C : les tuiles et les points (le total de la partie) de chaque joueur, puis la pioche,
# séparés par access-laid-separator : « Ada, 8 tuiles, 12 points ; … ; la pioche, 40 tuiles ».
access-count = { $self ->
        [you] vous
       *[other] { $name }
    }, { $count ->
        [one] { $count } tuile
       *[other] { $count } tuiles
    }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
access-pool = la pioche, { $count ->
        [one] { $count } tuile
       *[other] { $count } tuiles
    }
# L : le dernier coup de la manche, quand personne n'a encore posé.
access-no-play-yet = Personne n'a encore posé de tuiles dans cette manche.
