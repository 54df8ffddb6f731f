# Tilemeld : menus (français)

## Le menu principal

main-tagline = suites · séries · réorganisez la table
main-continue = Continuer
main-new-game = Nouvelle partie
main-play-online = Jouer en ligne
main-learn = Apprendre à jouer
main-daily-puzzle = Défi du jour
main-replays = Revoir les parties
main-settings = Paramètres
main-how-to-play = Comment jouer
main-quit = Quitter
main-offer-title = Vous découvrez le jeu ?
main-offer-text = Apprenez-le directement sur la table en { $lessons } courtes leçons (environ { $minutes } minutes).
main-offer-start = Commencer la leçon 1
main-offer-no = Non, merci

## Commun aux menus

menu-back = Retour

## Nouvelle partie (le formulaire d'une partie sur cet appareil, ou d'un nouveau salon en ligne)

newgame-title = Nouvelle partie
newgame-title-online = Nouveau salon en ligne
newgame-players = Joueurs
# Au-dessus des joueurs, quand le formulaire crée un salon en ligne.
newgame-online-seats = Vous prenez la première place humaine ; les amis qui vous rejoignent avec le code prennent les autres.
# Au-dessus des lignes des joueurs sur un téléphone : le contenu des deux colonnes.
newgame-players-columns = nom · humain ou niveau de l'ordinateur
# Le type d'une place, dans une liste à côté du nom du joueur (sur
# téléphone la liste est étroite : les niveaux y portent leur propre nom).
newgame-kind-human = Humain
newgame-kind-computer-easy = Ordinateur : facile
newgame-kind-computer-medium = Ordinateur : moyen
newgame-kind-computer-hard = Ordinateur : difficile
newgame-kind-computer-greedy = Ordinateur : glouton
newgame-kind-computer-master = Ordinateur : maître
newgame-kind-online = Joueur en ligne
# La même chose sur un téléphone : une liste étroite.
newgame-kind-online-short = En ligne
newgame-remove = Retirer
newgame-remove-hover = Retirer ce joueur
newgame-add-player = Ajouter un joueur
newgame-xp-seats = À cinq ou six joueurs, on joue selon les règles XP, avec 160 tuiles.
newgame-preset-too-few-tiles = Pas assez de tuiles pour cinq ou six joueurs
newgame-preset-two-players = Pour deux joueurs seulement
newgame-rules = Règles
# Une section qui s'ouvre pour montrer chaque règle, une par une.
newgame-every-option = Toutes les options de règles
# Le nombre qui décide de la distribution des tuiles.
newgame-seed = Numéro de donne
newgame-new-seed = Nouvelle donne
newgame-seed-hint = un même numéro donne toujours la même distribution
newgame-create-room = Créer le salon
newgame-start = Commencer
newgame-room-needs-human = Un salon en ligne doit avoir une place humaine pour vous.
# Le nom de l'hôte dans un salon en ligne quand aucun n'a été saisi.
newgame-host-name = Hôte
newgame-seed-not-number = Le numéro de donne est un nombre entier, comme 12345.
newgame-name-needed = Chaque joueur doit avoir un nom.
# La partie n'a pas pu commencer : $why est la raison donnée par les règles (en anglais).
newgame-cannot-start = { $why }

## Toutes les options de règles (une grille : un nom et son réglage)

options-tiles-dealt = Tuiles distribuées
options-initial-meld = Première pose
# Après le nombre d'un curseur, comme dans « 30 points » (une espace est mise avant).
options-unit-points = points
options-turn-timer = Temps par tour
# Pas de limite de temps.
options-timer-off = illimité
# Une limite de $secs secondes (30, 60 ou 120), en bref.
options-timer-seconds = { $secs } s
options-wrap-runs = Suites en boucle 13 ➡ 1
# Ce que coûte à son joueur un joker resté sur le chevalet (30 ou 25).
options-joker-penalty = Joker resté sur un chevalet
options-joker-replacement = Joker remplacé par une tuile du chevalet
options-freed-joker = Joker libéré avec deux tuiles du chevalet
options-group-joker = Joker d'une série : les deux couleurs exigées
options-joker-sets-locked = Combinaisons avec joker bloquées
# Tuiles piochées quand le temps d'un tour est écoulé.
options-timeout-penalty = Pénalité si le temps est écoulé
# Après le nombre d'un curseur, comme dans « 2 tuiles » (une espace est mise avant).
options-unit-tiles = tuiles
# La pénalité quand le temps est écoulé et que la table est laissée
# invalide (la ligne sous la pénalité si le temps est écoulé).
options-timeout-invalid-penalty = … si la table reste invalide
options-invalid-turn-penalty = Abandon d'un tour invalide
# Qui gagne quand la pioche est vide et que personne ne peut jouer.
options-empty-pool = Pioche vide : gagnant
options-lowest-value = chevalet de plus faible valeur
options-fewest-tiles = le moins de tuiles
options-match-length = Durée de la partie
# La durée de la partie : une manche par joueur, un nombre de manches, ou
# jusqu'à un score.
options-round-per-player = une manche par joueur
options-rounds = manches
options-to-a-score = jusqu'à un score
options-standings = Classement
options-by-score = au score
options-by-rounds-won = aux manches gagnées
options-direction = Sens du jeu
options-clockwise = sens horaire
options-counterclockwise = sens antihoraire

## Paramètres

settings-title = Paramètres
settings-music = Musique
settings-effects = Effets
settings-sound = Son
settings-mute = tout couper
settings-animation = Animation
# Sous le curseur de vitesse d'animation : lent à gauche, rapide à droite.
settings-animation-speed = calme … vif
# Animation : aucun mouvement.
settings-instant = instantané
settings-colour-blind = Mode daltonien
settings-colour-blind-symbols = un symbole pour chaque couleur
# Animation : ni confettis ni secousses ; les tuiles apparaissent en fondu à leur place.
settings-reduce-motion = moins d'animation
settings-tile-colours = Couleurs des tuiles
settings-tile-colours-classic = Classiques
settings-tile-colours-colour-blind = Daltonisme (Okabe–Ito)
settings-tile-colours-low-vision = Basse vision (vert, gras)
settings-size = Taille des tuiles et du texte
settings-size-small = Petite
settings-size-normal = Normale
settings-size-large = Grande
settings-size-larger = Très grande
settings-high-contrast = Contraste élevé
settings-high-contrast-detail = tapis sombre, contours blancs
settings-language = Langue
# Dans la liste des langues : suivre la langue du système (du navigateur).
# Les autres entrées portent le nom de chaque langue dans cette langue.
settings-language-system = Langue du système
settings-statistics = Statistiques
settings-stats-won = Manches gagnées : { $rounds } sur { $rounds_played } · parties gagnées : { $matches } sur { $matches_played }
# Manches contre un niveau de l'ordinateur. $level vaut easy, medium, hard, greedy ou master.
settings-stats-against = Contre l'ordinateur { $level ->
        [easy] facile
        [medium] moyen
        [hard] difficile
        [master] maître
       *[greedy] glouton
    } : { $won ->
        [one] { $won } manche gagnée sur { $played }
       *[other] { $won } manches gagnées sur { $played }
    }
# $points a un signe : +35, -12.
settings-stats-best-round = Meilleure manche : { $points } points

## Le menu de pause par-dessus une partie

# Le bouton au-dessus de la table qui ouvre le menu de pause (peu de place).
pause-menu = Menu
pause-menu-hover = Mettre en pause et ouvrir le menu (Échap)
pause-title = Pause
# $level est le niveau du défi (Facile, Moyen, Difficile) ; $date comme 2026-11-26.
pause-daily-puzzle = Défi du jour · { $level } · { $date }
# La manche en cours, et le nombre qui a distribué la partie.
pause-round = Manche { $round } · donne n° { $seed }
pause-resume = Reprendre (Échap)
pause-settings = Paramètres
pause-how-to-play = Comment jouer
pause-quit = Retour au menu
pause-save-and-quit = Enregistrer et revenir au menu
# En ligne, en tant que joueur : la place est gardée sur le serveur (Vos parties y ramène le joueur).
pause-step-away = Retour au menu (place conservée)
# En ligne, pour de bon : un ordinateur prend la place, et une partie classée compte comme une défaite.
pause-leave-game = Quitter la partie

## Défis du jour

puzzles-title = Défis du jour
# $date comme 2026-11-26.
puzzles-intro = { $date } : posez toutes les tuiles de votre chevalet en un seul tour. Les mêmes défis pour tout le monde aujourd'hui.
# Un niveau réussi aujourd'hui : $level (Facile, Moyen, Difficile) et le
# temps mis, comme 2:05.
puzzles-solved = ✔ { $level } · { $time }
puzzles-easy-hint = Une combinaison de la table doit changer
puzzles-medium-hint = Deux combinaisons de la table doivent changer
puzzles-hard-hint = Trois combinaisons de la table ou plus doivent changer
# Le défi n'a pas pu être créé : $why est la raison donnée par le jeu (en anglais).
puzzles-cannot-open = { $why }

## Revoir les parties (parties terminées gardées pour les revoir)

replays-title = Revoir les parties
replays-intro = Les { $count } dernières parties terminées, de la plus récente à la plus ancienne.
replays-empty = Aucune partie terminée pour l'instant : chaque partie est gardée ici quand elle se termine.
# Une partie gardée : $date comme 2026-11-26 (ou ?), $players les noms des
# joueurs et $winners ceux des gagnants, chaque liste séparée par des virgules.
replays-match = { $date } · { $players } · gagnée par { $winners }
# La même chose, pour une partie qui ne peut plus être revue : $why est la
# raison donnée par le jeu (en anglais).
replays-match-unplayable = { $date } · { $players } · aucun gagnant (impossible de la revoir : { $why })
replays-watch = Regarder
replays-export = Exporter
replays-export-hover = Enregistrer la partie dans un fichier à partager
# À côté d'un champ où le joueur saisit le chemin d'un fichier.
replays-import-label = Importer un fichier de partie :
replays-import = Importer
# Ouvre le sélecteur de fichiers du navigateur.
replays-import-pick = Importer un fichier de partie…
# $why est la raison donnée par le système (en anglais).
replays-cannot-read = Non importée : impossible de lire { $path } : { $why }
# $why est la raison pour laquelle le jeu a refusé le fichier (en anglais).
replays-not-imported = Non importée : { $why }
replays-imported = Partie importée : elle est en haut de la liste.
# $why est la raison donnée par le système (en anglais).
replays-imported-unsaved = Partie importée, mais la liste n'a pas pu être enregistrée : { $why }
replays-cannot-watch = Impossible de la regarder : { $why }
# $path est l'endroit où le fichier de partie a été écrit.
replays-written = Enregistrée dans { $path }
replays-cannot-write = Impossible d'écrire { $path } : { $why }
# $name est le nom du fichier de partie, dans les téléchargements du navigateur.
replays-downloaded = Téléchargée sous le nom { $name }
replays-cannot-download = Impossible de la télécharger : { $why }
replays-no-folder = Impossible de la télécharger : il n'y a aucun dossier où l'écrire
# La raison pour laquelle le sélecteur de fichiers du navigateur ne s'est pas ouvert (en anglais).
replays-cannot-pick = { $why }
replays-type-path = saisissez plutôt le chemin du fichier

## Fichiers enregistrés (paramètres, partie sauvegardée, parties terminées) :
## problèmes signalés dans le menu principal et sur la table

# Un fichier enregistré n'a pas pu être lu du tout. $doc le nomme (settings,
# saved-game, replays, online-seat, online-player) ; $problem vaut browser (le navigateur a
# refusé) ou system, et alors $detail est le chemin et la raison donnée par
# le système (en anglais).
storage-unreadable = Impossible de lire { $doc ->
        [settings] les paramètres
        [saved-game] la partie sauvegardée
        [replays] la liste des parties terminées
        [online-player] votre joueur en ligne
       *[online-seat] votre place dans un salon en ligne
    } : { $problem ->
        [browser] le navigateur a refusé de lire son stockage
       *[system] { $detail }
    }.
# Un fichier enregistré est illisible et mis de côté. $doc comme ci-dessus.
# $problem : not-tilemeld ou damaged ($detail est la raison donnée par le
# lecteur, en anglais), ou other-version ($found et $reads sont des numéros
# de format). $kept dit ce qu'est devenue la copie défectueuse : moved ou
# local-storage ($place est son nouveau fichier ou sa clé), storage-full,
# not-moved ($error est la raison donnée par le système, en anglais) ou none.
storage-set-aside = Impossible de lire { $doc ->
        [settings] les paramètres
        [saved-game] la partie sauvegardée
        [replays] la liste des parties terminées
        [online-player] votre joueur en ligne
       *[online-seat] votre place dans un salon en ligne
    } : { $problem ->
        [not-tilemeld] ce n'est pas un fichier Tilemeld ({ $detail })
        [other-version] le fichier a été écrit par une autre version de Tilemeld (format { $found }, celle-ci lit le format { $reads })
       *[damaged] le fichier est endommagé ({ $detail })
    }. { $kept ->
        [moved] La copie défectueuse a été conservée sous le nom { $place }.
        [local-storage] La copie défectueuse a été conservée dans localStorage sous le nom { $place }.
        [storage-full] La copie défectueuse n'a pas pu être mise de côté (stockage plein ?) ; elle a été laissée en place.
        [not-moved] La copie défectueuse n'a pas pu être déplacée ({ $error }) ; elle a été laissée en place.
       *[none] {""}
    }
# Les paramètres n'ont pas pu être lus du tout (voir storage-unreadable) :
# les valeurs par défaut sont utilisées.
storage-settings-unreadable = Impossible de lire les paramètres : { $problem ->
        [browser] le navigateur a refusé de lire son stockage
       *[system] { $detail }
    }. Les paramètres par défaut sont utilisés pour l'instant ; les modifications ne sont pas enregistrées, pour que le fichier ne soit pas perdu.
# Les paramètres sont illisibles (voir storage-set-aside) : les valeurs par
# défaut sont utilisées, pour de bon si la copie défectueuse a été mise de
# côté, sinon pour l'instant.
storage-settings-set-aside = Impossible de lire les paramètres : { $problem ->
        [not-tilemeld] ce n'est pas un fichier Tilemeld ({ $detail })
        [other-version] le fichier a été écrit par une autre version de Tilemeld (format { $found }, celle-ci lit le format { $reads })
       *[damaged] le fichier est endommagé ({ $detail })
    }. { $kept ->
        [moved] La copie défectueuse a été conservée sous le nom { $place }. Les paramètres par défaut sont utilisés.
        [local-storage] La copie défectueuse a été conservée dans localStorage sous le nom { $place }. Les paramètres par défaut sont utilisés.
        [storage-full] La copie défectueuse n'a pas pu être mise de côté (stockage plein ?) ; elle a été laissée en place. Les paramètres par défaut sont utilisés pour l'instant ; les modifications ne sont pas enregistrées, pour que le fichier ne soit pas perdu.
        [not-moved] La copie défectueuse n'a pas pu être déplacée ({ $error }) ; elle a été laissée en place. Les paramètres par défaut sont utilisés pour l'instant ; les modifications ne sont pas enregistrées, pour que le fichier ne soit pas perdu.
       *[none] Les paramètres par défaut sont utilisés pour l'instant ; les modifications ne sont pas enregistrées, pour que le fichier ne soit pas perdu.
    }
# Les coups de la partie sauvegardée n'y mènent pas : $why est la raison
# donnée par le jeu (en anglais). $kept et ses variables comme dans storage-set-aside.
storage-game-inconsistent = La partie sauvegardée est incohérente ({ $why }) et ne peut pas être reprise. { $kept ->
        [moved] La copie défectueuse a été conservée sous le nom { $place }.
        [local-storage] La copie défectueuse a été conservée dans localStorage sous le nom { $place }.
        [storage-full] La copie défectueuse n'a pas pu être mise de côté (stockage plein ?) ; elle a été laissée en place.
        [not-moved] La copie défectueuse n'a pas pu être déplacée ({ $error }) ; elle a été laissée en place.
       *[none] {""}
    }
# $why est la raison donnée par le système (en anglais), ici et dans les deux suivants.
storage-game-not-saved = La partie n'a pas pu être sauvegardée : { $why }.
storage-settings-not-saved = Les paramètres n'ont pas pu être enregistrés : { $why }.
storage-match-not-kept = La partie terminée n'a pas pu être conservée : { $why }.
# Un fichier de partie choisi dans le navigateur : $size et $max sont en octets.
storage-import-too-big = Non importée : le fichier fait { $size } octets ; un fichier de partie fait au plus { $max } octets
storage-import-not-text = Non importée : le fichier n'est pas du texte
# $why est la raison donnée par le navigateur (en anglais).
storage-import-failed = Non importée : { $why }

## Noms par défaut

# La place du joueur lui-même dans une première partie (un nom : court ; le
# joueur peut le changer dans Nouvelle partie).
newgame-name-you = Vous
newgame-name-player = Joueur { $number }
# La place de la deuxième personne quand un salon en ligne est créé pour des amis.
newgame-name-friend = Ami
