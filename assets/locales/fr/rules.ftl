# Tilemeld : règles (français)

## Les raisons des règles : pourquoi une combinaison, un tour ou un coup est
## refusé. Affichées dans un avis, dans l'infobulle d'une combinaison
## entourée de rouge et sur le bouton Valider. Une tuile a $colour (black,
## blue, orange, red ou joker) et $number (pas pour un joker). $tiles est
## une liste de tuiles dans la notation du jeu (« r7 r8 j »), laissée telle quelle.

# Pourquoi une combinaison n'est pas valide. Elles commencent par une
# minuscule et finissent sans point : elles sont aussi insérées dans
# reason-invalid-set. $count est le nombre de tuiles de la combinaison.
reason-too-few-tiles = une combinaison doit compter au moins trois tuiles et celle-ci en a { $count }
reason-only-jokers = une combinaison doit contenir au moins une tuile numérotée en plus de ses jokers
# « celle-ci a deux 7 rouges » (ou « deux jokers »).
reason-group-repeats-colour = une série ne peut pas contenir deux fois la même couleur, et celle-ci a deux { $colour ->
        [joker] jokers
        [black] { $number } noirs
        [blue] { $number } bleus
        [orange] { $number } orange
       *[red] { $number } rouges
    }
reason-group-too-large = une série compte au plus quatre tuiles, une de chaque couleur, et celle-ci en a { $count }
reason-group-mixes-numbers = toutes les tuiles d'une série doivent porter le même numéro
reason-run-repeats-number = une suite ne peut pas contenir deux fois le même numéro, et celle-ci a deux { $colour ->
        [joker] jokers
        [black] { $number } noirs
        [blue] { $number } bleus
        [orange] { $number } orange
       *[red] { $number } rouges
    }
reason-run-mixes-colours = toutes les tuiles d'une suite doivent être de la même couleur
# $missing : combien de numéros manquent à la suite ; $jokers : combien de jokers elle a.
reason-run-has-gap = { $jokers ->
        [0] les numéros d'une suite doivent se suivre, et il manque { $missing ->
                [one] { $missing } tuile
               *[other] { $missing } tuiles
            } à celle-ci
        [1] les numéros d'une suite doivent se suivre, et il manque à celle-ci { $missing ->
                [one] { $missing } tuile
               *[other] { $missing } tuiles
            } que son joker ne suffit pas à combler
       *[other] les numéros d'une suite doivent se suivre, et il manque à celle-ci { $missing ->
                [one] { $missing } tuile
               *[other] { $missing } tuiles
            } que ses { $jokers } jokers ne suffisent pas à combler
    }
reason-run-too-long = une suite compte au plus 13 tuiles (de 1 à 13) et celle-ci en a { $count }
reason-run-wraps = 13 n'est jamais suivi de 1 : les suites ne bouclent pas
reason-mixed-colours-and-numbers = les tuiles ne sont ni d'une seule couleur et consécutives (une suite), ni d'un seul numéro en couleurs différentes (une série)

# Pourquoi un tour est refusé.
reason-impossible-tiles = il y a plus de deux { $colour ->
        [joker] jokers
        [black] { $number } noirs
        [blue] { $number } bleus
        [orange] { $number } orange
       *[red] { $number } rouges
    } sur la table et le chevalet réunis, alors qu'une boîte n'en contient que deux
# $set est la place de la combinaison sur la table (1, 2, …). $reason nomme
# le message qui dit ce qui ne va pas : garder la liste des raisons telle
# quelle (chacune insère ce message).
reason-invalid-starting-table = la combinaison { $set } sur la table avant le tour ({ $tiles }) n'est pas valide : { $reason ->
        [reason-too-few-tiles] { reason-too-few-tiles }
        [reason-only-jokers] { reason-only-jokers }
        [reason-group-repeats-colour] { reason-group-repeats-colour }
        [reason-group-too-large] { reason-group-too-large }
        [reason-group-mixes-numbers] { reason-group-mixes-numbers }
        [reason-run-repeats-number] { reason-run-repeats-number }
        [reason-run-mixes-colours] { reason-run-mixes-colours }
        [reason-run-has-gap] { reason-run-has-gap }
        [reason-run-too-long] { reason-run-too-long }
        [reason-run-wraps] { reason-run-wraps }
       *[reason-mixed-colours-and-numbers] { reason-mixed-colours-and-numbers }
    }
# « La combinaison 2 (r7 r9 r10) n'est pas valide : … ». $set est la place
# de la combinaison sur la table (1, 2, …). $reason nomme le message qui dit
# ce qui ne va pas : garder la liste des raisons telle quelle.
reason-invalid-set = La combinaison { $set } ({ $tiles }) n'est pas valide : { $reason ->
        [reason-too-few-tiles] { reason-too-few-tiles }
        [reason-only-jokers] { reason-only-jokers }
        [reason-group-repeats-colour] { reason-group-repeats-colour }
        [reason-group-too-large] { reason-group-too-large }
        [reason-group-mixes-numbers] { reason-group-mixes-numbers }
        [reason-run-repeats-number] { reason-run-repeats-number }
        [reason-run-mixes-colours] { reason-run-mixes-colours }
        [reason-run-has-gap] { reason-run-has-gap }
        [reason-run-too-long] { reason-run-too-long }
        [reason-run-wraps] { reason-run-wraps }
       *[reason-mixed-colours-and-numbers] { reason-mixed-colours-and-numbers }
    }.
reason-table-tile-removed = { $colour ->
        [joker] Le joker
        [black] Le { $number } noir
        [blue] Le { $number } bleu
        [orange] Le { $number } orange
       *[red] Le { $number } rouge
    } était sur la table et doit y rester : les tuiles ne reviennent jamais de la table sur un chevalet.
reason-too-many-tiles = Il y a plus de { $colour ->
        [joker] jokers
        [black] { $number } noirs
        [blue] { $number } bleus
        [orange] { $number } orange
       *[red] { $number } rouges
    } sur la table qu'il n'y en avait sur la table et votre chevalet réunis.
reason-unknown-tile = { $colour ->
        [joker] Le joker
        [black] Le { $number } noir
        [blue] Le { $number } bleu
        [orange] Le { $number } orange
       *[red] Le { $number } rouge
    } n'était ni sur la table ni sur votre chevalet.
reason-rearranged-but-played-none = Vous avez réorganisé la table sans poser aucune tuile de votre chevalet ; posez-en au moins une, ou piochez.
reason-no-tile-played = Posez au moins une tuile de votre chevalet, ou piochez une tuile.
# $needed : les points exigés par les règles ; $value : ce que valent les combinaisons posées.
reason-initial-meld-too-low = Votre première pose doit valoir au moins { $needed } points ; ces combinaisons n'en valent que { $value }.
reason-initial-meld-uses-table = Votre première pose ne doit utiliser que des tuiles de votre chevalet ; elle ne peut ni prendre ni réorganiser la combinaison { $tiles } sur la table.
reason-initial-meld-touches-table = Lors de votre première pose, vous ne pouvez pas ajouter de tuiles à la combinaison { $tiles } déjà sur la table ; posez uniquement de nouvelles combinaisons.
# $tiles : la combinaison où était le joker.
reason-joker-replacement-not-from-rack = Pour libérer le joker de { $tiles }, vous devez le remplacer par la tuile qu'il représente, prise sur votre propre chevalet.
reason-freed-joker-needs-two-rack-tiles = Un joker libéré doit aller dans une nouvelle combinaison avec au moins deux tuiles de votre chevalet ; ce n'est pas le cas du joker de { $tiles }.
# $tiles : la série ; $missing : les tuiles des deux couleurs qui lui manquent.
reason-group-joker-needs-both-colours = Le joker de la série { $tiles } ne peut être libéré qu'en posant les deux tuiles manquantes ({ $missing }).
reason-joker-set-manipulated = Avec ces règles, une combinaison contenant un joker ne peut changer que par l'échange de son joker, et { $tiles } a été modifiée autrement.

# Pourquoi la manche ou la partie refuse une action. $id est le numéro d'une
# tuile parmi les 106 (de 0 à 105).
reason-round-over = La manche est terminée.
reason-duplicate-tile = La tuile n° { $id } est deux fois sur la table.
reason-tile-not-available = La tuile n° { $id } n'est ni sur la table ni sur votre chevalet.
reason-round-still-played = Pas maintenant : la manche est encore en cours.
# $expected : ce qu'attend le jeu, en anglais (rare).
reason-not-now = Pas maintenant : { $expected }.
reason-match-over = La partie est terminée.
reason-not-in-these-rules = Ces règles ne le permettent pas.

# Pourquoi une tuile ne peut pas être prise ou posée là.
reason-table-before-initial-meld = Avant votre première pose, vous pouvez seulement poser de nouvelles combinaisons depuis votre chevalet.
reason-not-movable = Cette tuile ne peut pas être déplacée maintenant.

## Comment jouer : les règles réellement choisies, des exemples jugés selon
## elles, les questions des joueurs et les commandes.

howto-title = Comment jouer
howto-back = Retour
# $name : le nom du jeu de règles (un préréglage, ou howto-custom-rules).
howto-rules-of-this-game = Les règles de cette partie : { $name }
howto-custom-rules = règles personnalisées
# $tiles : les tuiles distribuées à chaque joueur ; $direction : clockwise ou counterclockwise ;
# $box : classic (106 tuiles) ou xp (160 à cinq ou six joueurs, 106 en dessous).
howto-goal = Le but : être le premier à poser toutes les tuiles de son chevalet. { $box ->
        [xp] À cinq ou six joueurs, on joue avec 160 tuiles : les numéros de 1 à 13 en quatre couleurs, chacun en trois exemplaires, et quatre jokers ; à quatre joueurs ou moins, avec 106 tuiles : chacun en deux exemplaires, et deux jokers.
       *[classic] Le jeu compte 106 tuiles : les numéros de 1 à 13 en quatre couleurs, chacun en deux exemplaires, et deux jokers.
    } Chaque joueur commence avec { $tiles } tuiles. On joue dans le sens { $direction ->
        [clockwise] des aiguilles d'une montre
       *[counterclockwise] inverse des aiguilles d'une montre
    }.
# Titres.
howto-sets = Combinaisons
howto-sets-or-not = Combinaison ou pas ?
howto-your-turn = Votre tour
howto-jokers = Les jokers, avec ces règles
howto-scoring = Le décompte des points
howto-questions = Questions fréquentes
howto-controls = Commandes
howto-runs = Une suite est formée d'au moins trois tuiles de même couleur qui se suivent. Le 1 est toujours le plus petit numéro ; le 13 n'est jamais suivi du 1.
howto-runs-wrap = Une suite est formée d'au moins trois tuiles de même couleur qui se suivent. Avec ces règles, les suites peuvent boucler : le 13 peut être suivi du 1 (12 13 1 est une suite).
howto-group = Une série est formée de trois ou quatre tuiles du même numéro, de couleurs différentes.
howto-joker = Un joker remplace n'importe quelle tuile dont sa combinaison a besoin.
# Sous une rangée de tuiles d'exemple. $value : les points que vaut la combinaison.
howto-example-valid = valide, { $value } points
# Sous une rangée de tuiles d'exemple qui n'est pas une combinaison. $reason
# nomme le message qui dit pourquoi : garder la liste des raisons telle quelle.
howto-example-invalid = non valide : { $reason ->
        [reason-too-few-tiles] { reason-too-few-tiles }
        [reason-only-jokers] { reason-only-jokers }
        [reason-group-repeats-colour] { reason-group-repeats-colour }
        [reason-group-too-large] { reason-group-too-large }
        [reason-group-mixes-numbers] { reason-group-mixes-numbers }
        [reason-run-repeats-number] { reason-run-repeats-number }
        [reason-run-mixes-colours] { reason-run-mixes-colours }
        [reason-run-has-gap] { reason-run-has-gap }
        [reason-run-too-long] { reason-run-too-long }
        [reason-run-wraps] { reason-run-wraps }
       *[reason-mixed-colours-and-numbers] { reason-mixed-colours-and-numbers }
    }
# $points : la valeur minimale de la première pose (0 : pas de minimum).
howto-initial-meld = { $points ->
        [0] Votre premier coup, la première pose, ne peut comporter que de nouvelles combinaisons formées avec les tuiles de votre chevalet ; ces règles n'exigent aucune valeur minimale.
       *[other] Votre premier coup, la première pose, ne peut comporter que de nouvelles combinaisons formées avec les tuiles de votre chevalet, et doit valoir au moins { $points } points (un joker vaut la tuile qu'il remplace).
    }
howto-turn = Ensuite, vous pouvez réorganiser toute la table : allonger, couper, échanger et regrouper les combinaisons, tant que toutes sont valides à la fin et qu'au moins une tuile vient de votre chevalet. Si vous ne pouvez pas ou ne voulez pas jouer, piochez une tuile ; cela termine votre tour.
howto-no-timer = Il n'y a pas de limite de temps par tour.
# $secs : les secondes par tour ; $penalty : les tuiles piochées quand le temps est écoulé.
howto-timer = Vous avez { $secs } secondes par tour. Quand le temps est écoulé, la table est remise comme au début du tour, vos tuiles retournent sur votre chevalet et vous piochez { $penalty ->
        [1] une tuile
        [2] deux tuiles
        [3] trois tuiles
       *[other] { $penalty } tuiles
    }.
# Comme howto-timer, quand une table laissée invalide coûte plus : $invalid tuiles.
howto-timer-invalid-costs-more = Vous avez { $secs } secondes par tour. Quand le temps est écoulé, la table est remise comme au début du tour, vos tuiles retournent sur votre chevalet et vous piochez { $penalty ->
        [1] une tuile
        [2] deux tuiles
        [3] trois tuiles
       *[other] { $penalty } tuiles
    } ({ $invalid ->
        [1] une tuile
        [2] deux tuiles
        [3] trois tuiles
       *[other] { $invalid } tuiles
    } si vous avez laissé la table invalide).
# Le temps d'une pendule de tournoi pour toute la partie : des minutes
# entières, ou des minutes et des secondes ; il remplit le $time des deux
# phrases qui suivent.
howto-clock-time = { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
howto-clock-time-seconds = { $minutes } min { $seconds } s
# Une pendule de tournoi (Fischer) : $time pour toute la partie, et
# $bonus secondes ajoutées après chaque coup.
howto-clock-fischer = Chaque joueur dispose de { $time } pour toute la partie, et de { $bonus } secondes de plus après chaque coup.
# Une pendule de tournoi (Bronstein) : le temps pris par un coup est rendu,
# jusqu'à $bonus secondes.
howto-clock-bronstein = Chaque joueur dispose de { $time } pour toute la partie ; après chaque coup, le temps utilisé lui est rendu, dans la limite de { $bonus } secondes.
howto-clock-lose = Un joueur dont le temps est écoulé perd la partie.
howto-clock-revert = Quand le temps d'un joueur est écoulé, la table est remise comme au début du tour, il pioche { $penalty ->
        [1] une tuile
       *[other] { $penalty } tuiles
    }, et il dispose ensuite de { $bonus } secondes pour chaque coup.
# La distribution du championnat : un joker chacun, puis $rest tuiles au hasard.
howto-joker-each = Chaque joueur reçoit un joker et { $rest } autres tuiles tirées au hasard : il ne reste donc aucun joker dans la pioche.
howto-redeal-doubles = Si, à la distribution, un chevalet reçoit trois doublons (trois fois deux tuiles identiques), on mélange et on redistribue.
howto-unopened = Un chevalet qui n'a jamais fait sa première pose coûte { $could_not } points au lieu de la valeur de ses tuiles, ou { $could } si son joueur avait pu la faire à son dernier tour.
# $penalty : les tuiles piochées en abandonnant.
howto-giving-up = Si vous avez modifié la table et ne pouvez pas finir le tour, abandonnez : la table est remise comme au début du tour et vous piochez { $penalty ->
        [1] une tuile
        [2] deux tuiles
        [3] trois tuiles
       *[other] { $penalty } tuiles
    }.
# Les restrictions sur les jokers en vigueur, chacune après une puce.
howto-joker-from-rack = Pour libérer un joker, vous devez le remplacer par la tuile qu'il représente, prise sur votre propre chevalet et non sur la table.
howto-joker-two-rack-tiles = Un joker libéré doit aller dans une nouvelle combinaison avec au moins deux tuiles de votre chevalet.
howto-joker-both-colours = Un joker dans une série de trois ne se libère qu'en posant les deux couleurs manquantes.
howto-joker-sets-locked = Une combinaison contenant un joker ne peut pas être modifiée, sauf pour échanger son joker.
# $joker : les points que coûte un joker resté sur un chevalet ; $exhausted :
# lowest-value ou fewest-tiles, qui gagne quand la pioche est épuisée.
howto-scoring-text = Le joueur qui vide son chevalet gagne la manche et marque la valeur de ce qui reste sur les chevalets de tous les autres ; chacun des autres perd la valeur de son propre chevalet. Un joker resté sur un chevalet coûte { $joker } points. Si la pioche est épuisée et que personne ne peut jouer, { $exhausted ->
        [lowest-value] le joueur dont le chevalet a la plus faible valeur gagne
       *[fewest-tiles] le joueur qui a le moins de tuiles gagne
    }.
# $length : players (autant de manches que de joueurs), rounds ($rounds
# manches) ou target (jusqu'à ce que quelqu'un atteigne $points) ;
# $standings : score ou rounds-won.
howto-match = { $length ->
        [players] Une partie compte autant de manches qu'il y a de joueurs
        [rounds] Une partie compte { $rounds } manches
       *[target] Une partie continue jusqu'à ce que quelqu'un atteigne { $points } points
    } ; { $standings ->
        [score] le meilleur score total l'emporte.
       *[rounds-won] le joueur qui a gagné le plus de manches l'emporte, et le score total départage les ex aequo.
    }
howto-q-joker-in-meld = Peut-on utiliser un joker dans la première pose ?
howto-a-joker-in-meld = Oui, à la valeur de la tuile qu'il remplace.
howto-q-draw = Faut-il piocher à chaque tour ?
howto-a-draw = Seulement si vous ne posez aucune tuile.
howto-q-take-back = Puis-je reprendre une tuile de la table sur mon chevalet ?
howto-a-take-back = Jamais. Vous pouvez seulement reprendre une tuile posée pendant ce tour, tant que vous n'avez pas appuyé sur Valider.
howto-q-meld-table-tiles = Ma première pose peut-elle utiliser des tuiles de la table ?
howto-a-meld-table-tiles = Non : seulement des tuiles de votre chevalet, en nouvelles combinaisons.
howto-q-drawn-tile = Puis-je jouer une tuile que je viens de piocher ?
howto-a-drawn-tile = Pas au même tour : piocher termine votre tour.
howto-q-free-joker = Comment libérer un joker ?
howto-a-free-joker = Après votre première pose, réorganisez la table pour que la combinaison du joker reste valide sans lui (souvent en y mettant la tuile qu'il remplaçait), puis utilisez le joker dans une autre combinaison pendant ce tour.
# Les noms des touches sont ceux du clavier français (Entrée, Retour
# arrière, Échap, Espace) ; les lettres D, R, H, G, S, F, M, N, Ctrl+Z, 0,
# + et - ne changent pas.
howto-controls-text = Faites glisser les tuiles avec la souris ou le doigt, ou procédez par appuis : un appui prend une tuile, et un appui sur une combinaison, sur un espace libre du tapis ou sur votre chevalet l'y pose ; un appui long (ou Ctrl/Maj + clic) en prend plusieurs. Faites glisser une combinaison par son contour pour la déplacer en entier ; une combinaison posée sur un espace libre reste là où vous la mettez. Pincez, utilisez la molette de la souris ou + / - pour zoomer sur la table (0 l'affiche en entier) ; faites glisser un espace libre du tapis pour la déplacer. Touchez la pioche pour piocher. Pendant que les autres jouent, vous pouvez ranger votre chevalet. Touches : Entrée Valider, D Piocher, Retour arrière ou Ctrl+Z Annuler, R Recommencer, H Indice, G / S trier le chevalet, Échap menu. Sans souris : ⬅/➡ parcourent le chevalet, ⬆ monte vers la table (⬅/➡ y choisissent une combinaison) et ⬇ revient au chevalet ; Espace sélectionne la tuile ou la combinaison sous le curseur, M déplace la sélection sur la combinaison choisie et N en fait une nouvelle combinaison. Pendant que les ordinateurs jouent, Espace ou F accélère leur jeu.
# Les touches qui posent une question à la table, avec une réponse à voix
# haute (pour un lecteur d'écran, et aussi dans la copie accessible de la
# page web). Garder les lettres des touches.
howto-controls-ask = Pour entendre où en est la partie à tout moment : A répète la dernière annonce et Q les annonces récentes ; W dit à qui c'est de jouer, T le temps restant, Y votre chevalet, B la table, C les tuiles et les points de chacun ainsi que la pioche, et L le dernier coup.
