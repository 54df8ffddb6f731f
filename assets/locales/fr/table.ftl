# Tilemeld : table (français)

## Avis sur la table

refused-wait-your-turn = Attendez votre tour pour poser des tuiles ; en attendant, vous pouvez ranger votre chevalet.
hint-no-play = Aucun coup possible : piochez une tuile.

## Les commandes du tour à côté du chevalet (hud)
## Les libellés des boutons sont courts : sur un téléphone, ils sont sous une
## icône, dans un cinquième de la largeur de l'écran. Les lettres entre
## parenthèses sont des touches du clavier.

# La ligne d'état au-dessus des commandes. $name est le nom d'un joueur.
hud-status-your-turn = À vous de jouer
hud-status-their-turn = À { $name } de jouer
hud-status-computer-playing = { $name } joue…
# Même appareil : l'appareil passe au joueur suivant.
hud-status-pass-to = Passez la main à { $name }
hud-status-round-over = Manche terminée
hud-status-solution-shown = Solution affichée
hud-status-solved = Réussi
hud-status-match-over = Partie terminée
# En portrait : petit texte à côté de l'état pendant que les ordinateurs jouent.
hud-tap-to-hurry = touchez ici pour accélérer
hud-faster = Plus vite
hud-faster-tip = Faire jouer les ordinateurs plus vite (F ou Espace)
hud-done = Valider
hud-done-tip = Terminer le tour (Entrée)
# Leçons : le bouton qui joue la réponse de la leçon.
hud-show-me = Voir comment
hud-show-me-tip = Jouer la réponse sur la table
# Défi du jour : le bouton qui joue la solution.
hud-solution = Solution
hud-solution-tip = Jouer la solution sur la table ; le défi du jour ne comptera alors pas comme réussi
hud-give-up = Abandonner
# $count est le nombre de tuiles piochées en pénalité.
hud-give-up-tip = Vous avez modifié la table : elle est remise comme au début du tour et vous piochez { $count ->
        [one] { $count } tuile
       *[other] { $count } tuiles
    } (D)
hud-pass = Passer
hud-pass-tip = La pioche est vide : passez votre tour (D)
hud-draw = Piocher
hud-draw-tip = Piocher une tuile ; cela termine votre tour (D)
hud-undo = Annuler
hud-undo-tip = Annuler le dernier déplacement (Ctrl+Z ou Retour arrière)
hud-reset = Recommencer
hud-reset-tip = Remettre la table et votre chevalet comme au début du tour (R)
hud-hint = Indice
hud-hint-tip = Montrer un coup possible (H)
# Infobulles des deux boutons de tri au bord du chevalet (marqués 777 et 789).
hud-sort-groups-tip = Trier le chevalet en séries : mêmes numéros ensemble (G)
hud-sort-runs-tip = Trier le chevalet en suites : par couleur, puis par numéro (S)
# Infobulles de la pioche (la pile de tuiles face cachée).
hud-pool-empty = La pioche est vide
hud-pool-tip = La pioche : cliquez pour piocher une tuile (D)

## Les places des autres joueurs en haut de l'écran
## Petit texte dans le coin supérieur droit d'une place : qui joue à cette place.

seat-human = humain
seat-level-easy = facile
seat-level-medium = moyen
seat-level-hard = difficile
seat-level-greedy = glouton
seat-level-master = maître
seat-online = en ligne

## Écran de passage entre les tours de deux joueurs sur le même appareil

# $name est le nom du joueur suivant.
cover-pass-to = Passez la main à { $name }
cover-ready = C'est parti

## Demandé quand on appuie sur Piocher après avoir modifié la table

prompt-give-up-title = Abandonner ce tour ?
# $count est le nombre de tuiles piochées en pénalité (plus d'une).
prompt-give-up-text = Vous avez modifié la table. Si vous piochez maintenant, vous abandonnez ce tour : la table est remise comme au début du tour et vous piochez { $count ->
        [one] { $count } tuile
       *[other] { $count } tuiles
    }.
prompt-give-up-confirm = Abandonner et piocher { $count } (Entrée)
prompt-keep-playing = Continuer à jouer

## Avis au-dessus du chevalet (quelques secondes chacun)
## $name est le nom d'un joueur, $count un nombre de tuiles ; $self vaut you
## quand la place est celle du joueur (une seule personne sur cet appareil),
## sinon other : dire alors « vous », et non le nom dans une phrase à la
## troisième personne.

# Remplace le nom d'un joueur quand la place est inconnue.
toast-someone = Quelqu'un
toast-played = { $self ->
        [you] Vous avez posé
       *[other] { $name } a posé
    } { $count ->
        [one] { $count } tuile
       *[other] { $count } tuiles
    }
toast-passed = { $self ->
        [you] Vous avez passé votre tour
       *[other] { $name } a passé son tour
    }
toast-drew = { $self ->
        [you] Vous avez pioché
       *[other] { $name } a pioché
    } { $count ->
        [one] { $count } tuile
       *[other] { $count } tuiles
    }
# Le temps du tour est écoulé : la table est revenue en arrière et $count tuiles ont été piochées.
toast-time-up = { $self ->
        [you] Temps écoulé : la table est rétablie et vous piochez { $count ->
                [one] { $count } tuile
               *[other] { $count } tuiles
            }
       *[other] Temps écoulé pour { $name } : la table est rétablie et { $count ->
                [one] { $count } tuile est piochée
               *[other] { $count } tuiles sont piochées
            }
    }
# De retour à une table en ligne : un ordinateur a joué à la place du
# joueur pendant $turns tours. Les trois suivants disent aussi qu'il a posé
# $played tuiles, pioché $drew tuiles, ou les deux.
toast-while-away = En votre absence, l'ordinateur a joué à votre place pendant { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    }
toast-while-away-laid = En votre absence, l'ordinateur a joué à votre place pendant { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    } : il a posé { $played ->
        [one] { $played } tuile
       *[other] { $played } tuiles
    }
toast-while-away-drew = En votre absence, l'ordinateur a joué à votre place pendant { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    } : il a pioché { $drew ->
        [one] { $drew } tuile
       *[other] { $drew } tuiles
    }
toast-while-away-laid-drew = En votre absence, l'ordinateur a joué à votre place pendant { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    } : il a posé { $played ->
        [one] { $played } tuile
       *[other] { $played } tuiles
    } et pioché { $drew ->
        [one] { $drew } tuile
       *[other] { $drew } tuiles
    }

## La carte de fin de manche

# Le titre quand un joueur a vidé son chevalet.
roundend-went-out-title = Fini !
# Noms de joueurs en liste : $list est un nom ou une liste faite par ce
# message, $name le nom suivant (« Ada et Bob », puis « Ada et Bob et Cy »).
roundend-names-and = { $list } et { $name }
# $names est un nom ou une liste de noms ; $count le nombre de joueurs ; $self
# vaut you quand c'est le joueur seul, sinon other.
roundend-went-out = { $self ->
        [you] Vous avez vidé votre chevalet
       *[other] { $names } { $count ->
                [one] a vidé son chevalet
               *[other] ont vidé leur chevalet
            }
    }
roundend-pool-ran-out = La pioche est épuisée
roundend-lowest-rack = { $self ->
        [you] Vous aviez le chevalet le plus faible
       *[other] { $names } { $count ->
                [one] avait le chevalet le plus faible
               *[other] avaient les chevalets les plus faibles
            }
    }
roundend-out-of-time-title = Temps écoulé
# La pendule de tournoi est tombée à zéro : ce joueur perd la partie.
roundend-out-of-time = { $self ->
        [you] Votre temps est écoulé : vous perdez la partie
       *[other] Temps écoulé pour { $name }, qui perd la partie
    }
roundend-next-round = Manche suivante (Entrée)
# En-têtes des colonnes du tableau des scores.
roundend-player = Joueur
roundend-left-on-rack = Tuiles restantes
roundend-round = Manche
roundend-total = Total
# Une case du tableau des scores : les tuiles restées sur un chevalet et ce
# qu'elles comptent.
roundend-rack-left = { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    }, { $points } pts
# Un coup manqué par le joueur : au tour $turn, il aurait pu poser $more
# tuiles de plus ($possible en tout au lieu des $played posées).
roundend-missed = { $name } : au tour { $turn }, vous auriez pu poser { $more ->
        [one] { $more } tuile de plus
       *[other] { $more } tuiles de plus
    } ({ $possible } au lieu de { $played }).
# Ouvre une petite table qui montre le coup manqué.
roundend-show-me = Voir le coup
roundend-final-standings = Classement final
# Une ligne du classement final : $place vaut 1, 2, 3… ; $points le total
# (peut être négatif) ; $won les manches gagnées.
roundend-standing = { $place }. { $name } — { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $won ->
        [one] { $won } manche gagnée
       *[other] { $won } manches gagnées
    }
roundend-rematch = Revanche
# En ligne, à la fin de la partie, pour les joueurs qui ne sont pas l'hôte.
roundend-host-may-rematch = L'hôte peut lancer une revanche
roundend-leave = Quitter
roundend-play-again = Rejouer
roundend-menu = Menu

## Voir le coup : un coup manqué sur une petite table

showme-title = Tour { $turn } : ce que vous pouviez jouer
showme-instead = { $possible ->
        [one] { $possible } tuile
       *[other] { $possible } tuiles
    } au lieu de { $played }
showme-before = La table et le chevalet de ce tour
showme-rack = Chevalet
showme-again = Revoir
showme-close = Fermer
# La lettre sur la face d'un joker sur la petite table (une lettre).
showme-joker = J

## Revoir une partie : la barre à la place des boutons du tour

# $round compte à partir de 1 ; $move est le nombre de coups montrés
# jusqu'ici, $total le nombre de coups de la partie.
watch-status = Rediffusion · manche { $round } · coup { $move } sur { $total }
watch-status-end = Rediffusion · manche { $round } · coup { $move } sur { $total } · fin
# Libellés de boutons sous une icône (courts), et leurs infobulles.
watch-back-label = Précédent
watch-back-tip = Reculer d'un coup
watch-play-label = Lecture
watch-play-tip = Lecture automatique
watch-stop-label = Arrêt
watch-stop-tip = Arrêter la lecture
watch-forward-label = Suivant
watch-forward-tip = Avancer d'un coup
# Le bouton qui montre le chevalet d'un autre joueur ; $name est à qui il est.
watch-rack = Chevalet : { $name }
# La même chose sur un téléphone : deux lignes courtes.
watch-rack-stacked =
    Chevalet
    { $name }
watch-next-rack-tip = Montrer le chevalet du joueur suivant
# Sur un téléphone, sous une icône : retour à la liste des parties.
watch-list = Liste
watch-replays = Parties
watch-list-tip = Retour à la liste des parties
