# Tilemeld : en ligne (français)

## Jouer en ligne (créer un salon ou en rejoindre un)

online-title = Jouer en ligne
online-intro = Jouez tout de suite contre n'importe qui, ou avec des amis sur d'autres appareils. Le serveur distribue les tuiles, vérifie chaque coup et garde la partie si quelqu'un se déconnecte.
# Libellé avant le champ de texte du nom du joueur.
online-your-name = Votre nom
# Libellé avant le champ de texte de l'adresse du serveur (pas affiché dans un navigateur).
online-server = Serveur
online-create-room = Créer un salon
# Libellé avant le champ de texte du code à six lettres d'un salon.
online-invite-code = Code d'invitation
# Le bouton à côté du champ du code d'invitation.
online-join-room = Rejoindre
online-back = Retour
# KQMZTR est un exemple de code : le garder tel quel (les codes sont en lettres latines).
online-bad-code = Un code d'invitation fait six lettres, comme KQMZTR.
online-need-name = Choisissez d'abord un nom.
# En revenant à la partie, la place qu'occupait cet appareil ne peut plus être reprise.
online-room-gone = Le salon où vous étiez n'existe plus, ou votre place a été abandonnée.
# Une place quittée pour un moment (Menu, Retour au menu) : $code est le code du salon.
online-back-to-game = Retour à votre partie { $code }

## Jouer en ligne : les onglets du haut

online-tab-quick = Partie rapide
online-tab-friends = Entre amis
online-tab-my-games = Vos parties
online-tab-watch = Regarder
online-tab-leaderboard = Classement

## Partie rapide : une table avec ceux qui attendent

quick-intro = Jouez avec ceux qui attendent la même table. Des ordinateurs, signalés comme tels, occupent les places que personne ne prend.
quick-rules = Règles
quick-players = Joueurs
# Le temps dont chaque joueur dispose pour un coup.
quick-pace = Rythme
quick-pace-live = En direct
# $hours vaut 12, 24 ou 72.
quick-pace-hours = { $hours ->
        [24] Un jour par coup
        [72] Trois jours par coup
       *[other] { $hours } heures par coup
    }
# Combien de temps attendre d'autres joueurs avant que des ordinateurs prennent les places vides.
quick-wait = Compléter par des ordinateurs après
# $secs est un nombre de secondes (20, 60, 120).
quick-wait-secs = { $secs ->
        [60] 1 minute
        [120] 2 minutes
       *[other] { $secs } secondes
    }
quick-find = Trouver une partie
quick-looking = Recherche de joueurs…
# $rules est le nom des règles, $players un nombre, $pace le rythme (comme ci-dessus).
quick-looking-for = { $rules } · { $players } joueurs · { $pace }
# $waited est une durée comme 0:07.
quick-waited = Attente : { $waited }
# $secs est un nombre de secondes.
quick-fill-in = Des ordinateurs occuperont les places libres dans { $secs } s.
quick-cancel = Annuler
# Une ligne, toujours affichée sous Trouver une partie. $secs est le nombre de secondes pendant lesquelles une place attend son joueur.
quick-fair-play = Fair-play : si vous vous déconnectez, votre place vous attend { $secs } s, puis un ordinateur joue à votre place. Quitter une partie classée compte comme une défaite pour vous, jamais pour les autres.
quick-over-days = Dans une partie sur plusieurs jours, personne ne joue à votre place : quand votre temps est écoulé, vous piochez et la partie continue. Retrouvez-la dans Vos parties.

## Le joueur que vous êtes en ligne

# $name est le nom du joueur.
player-you = Vous jouez sous le nom { $name }.
player-none = Votre joueur est créé la première fois que vous cherchez une partie. Pas besoin de vous inscrire.
player-recovery-title = Votre code de récupération
player-recovery-note = Notez-le : il vous permet de retrouver votre joueur, vos parties et vos cotes sur un autre appareil.
player-recovery-show = Afficher votre code de récupération
player-recovery-hide = Masquer
player-recover = Récupérer votre joueur depuis un autre appareil
# Le bouton à côté du champ du code de récupération.
player-recover-use = Utiliser
online-player-unknown = Ce serveur ne connaît plus votre joueur. Cherchez une partie pour jouer en tant que nouveau joueur.
online-recovery-unknown = Aucun joueur n'a ce code de récupération.

## Vos parties : les parties où vous jouez, et à qui c'est le tour

mygames-none = Vous n'êtes dans aucune partie en ce moment.
mygames-refresh = Actualiser
mygames-your-turn = À vous de jouer
mygames-their-turn = Au tour d'un autre
mygames-waiting = Pas commencée
mygames-over = Terminée
# $left est une durée comme 11 h ou 3 min.
mygames-left = encore { $left }
mygames-open = Ouvrir
# Un temps restant : $h heures, $m minutes.
time-hours = { $h } h
time-minutes = { $m } min

## Regarder : des parties publiques en cours

watch-intro = Parties en cours. Vous voyez la table, jamais les tuiles d'un joueur ; la distribution est montrée à la fin de la partie.
watch-none = Aucune partie publique n'est en cours pour le moment.
watch-button = Regarder
# $rules est le nom des règles.
watch-rated = classée, { $rules }
watch-friendly = amicale
# Affiché sur la table pendant qu'on regarde.
watch-banner = Vous regardez : les tuiles des joueurs restent cachées.
watch-stop = Arrêter de regarder

## Classement

leaderboard-rank = Rang
leaderboard-name = Joueur
leaderboard-rating = Cote
leaderboard-games = Parties
leaderboard-empty = Personne n'a encore de cote avec ces règles.
# $rank est un rang, $rating un nombre.
leaderboard-you = Vous : rang { $rank }, cote { $rating }
leaderboard-you-none = Vous n'avez pas encore de cote avec ces règles.
# Après une cote encore provisoire (peu de parties jouées).
rating-provisional = provisoire
# Les dernières parties classées d'un joueur, sous le classement. $name est le nom du joueur.
recent-title = { $name } : dernières parties classées
recent-none = Pas encore de partie classée.
# $place est la place du joueur dans cette partie (1 pour le gagnant).
recent-place = { $place ->
        [1] Gagnée
       *[other] { $place }e place
    }
# Après la place, quand le joueur a quitté cette partie.
recent-left = a quitté la partie

## La fin d'une partie classée : la variation de cote de chaque joueur

# $name est le nom d'un joueur, $before et $after des cotes, $change un nombre signé (+23, −8).
rating-change = { $name } : { $before } ➡ { $after } ({ $change })
rating-title = Cotes

## Fin d'une partie classée : la distribution vérifiée
deal-check-button = Vérifier cette distribution
# Le serveur a dévoilé un secret à la fin de la partie ; au début, il en avait publié une empreinte.
deal-check-fair = Distribution vérifiée : le secret dévoilé par le serveur à la fin correspond à l'empreinte qu'il a publiée au début de la partie.
# $rounds est le nombre de manches dont les tuiles ont été vérifiées.
deal-check-fair-racks = Distribution vérifiée : le secret dévoilé par le serveur à la fin correspond à l'empreinte qu'il a publiée au début de la partie et distribue exactement les tuiles que vous avez reçues. Manches vérifiées : { $rounds }.
deal-check-bad-commitment = Échec de la vérification : le secret dévoilé par le serveur à la fin ne correspond pas à l'empreinte qu'il a publiée au début de la partie.
# $round est le numéro d'une manche (1 pour la première).
deal-check-bad-rack = Échec de la vérification : à la manche { $round }, le secret dévoilé par le serveur distribue d'autres tuiles que celles que vous avez reçues.

## Réactions à la table (un ensemble fixe : pas de texte libre)

react-button = Réagir
react-hello = Bonjour !
react-good-luck = Bonne chance !
react-well-played = Bien joué !
react-thanks = Merci !
react-oops = Oups !
react-wow = Waouh !
react-thinking = Je réfléchis…
react-good-game = Belle partie !
# $name est le nom d'un joueur ; la réaction suit.
react-said = { $name } : { $reaction }
react-mute = Couper les réactions
# $name est le nom d'un joueur : un interrupteur qui masque ses réactions.
react-mute-seat = Mettre { $name } en sourdine

## Le titre de la fenêtre quand c'est votre tour en ligne

title-your-turn = À vous de jouer · Tilemeld

## Ce qu'est la place de chaque autre joueur, en petits caractères sur la place en haut de la table (peu de place)

online-tag-online = en ligne
online-tag-away = hors ligne
# Un joueur s'est déconnecté et un ordinateur joue à sa place jusqu'à son retour.
online-tag-stand-in = hors ligne : l'ordinateur joue
online-tag-computer = ordinateur

## Le salon d'attente : les places se remplissent jusqu'à ce que l'hôte lance la partie

# Au-dessus du code du salon, en grandes lettres.
lobby-title = Salon
# $code est le code à six lettres du salon ; « Jouer en ligne » et « Code
# d'invitation » sont le bouton du menu principal et le champ de son écran.
lobby-invite = Vos amis vous rejoignent avec { $code } : Jouer en ligne, puis Code d'invitation.
# Dans un navigateur. $link est l'adresse de cette page avec le code du salon.
lobby-invite-link = Vos amis vous rejoignent avec ce code, ou avec le lien { $link }
# À la place d'un nom, pour une place que personne n'a encore prise.
lobby-waiting-player = en attente d'un joueur…
# Étiquettes après le nom d'une place (courtes).
lobby-tag-away = hors ligne
lobby-tag-host = hôte
lobby-tag-computer = ordinateur
# Le bouton de l'hôte pour libérer la place d'un autre joueur (petit).
lobby-remove = Retirer
lobby-remove-hint = Libérer cette place pour quelqu'un d'autre
lobby-start = Commencer
lobby-waiting-seats = En attente de tous les joueurs…
lobby-host-starts = L'hôte lance la partie.
lobby-leave = Quitter le salon

## La connexion au serveur

conn-connecting = Connexion…
conn-reconnecting = Reconnexion…
# $why est la raison donnée par le réseau, en anglais (un détail technique).
conn-no-server = Pas de connexion au serveur : { $why }
# Un bandeau sur la table pendant que la connexion est rétablie.
conn-lost = Connexion perdue. Reconnexion…
# $attempt est le numéro de cette tentative (2, 3, …).
conn-lost-retry = Connexion perdue. Reconnexion (essai { $attempt })… Votre place est gardée une minute, puis un ordinateur la joue jusqu'à votre retour.
conn-not-connected = Non connecté au salon.

## Les erreurs du serveur, telles que le joueur les lit (sur l'écran Jouer en ligne, dans le salon ou dans une note sur la table)

# Une demande que le serveur n'a pas pu lire ou accepter (une valeur incorrecte, un salon que les règles ne peuvent pas distribuer).
servererror-bad-message = Le serveur n'a pas pu accepter cette demande.
servererror-too-large = Ce message était trop volumineux pour le serveur.
# Trop de codes erronés ou de nouveaux salons depuis cette adresse réseau.
servererror-throttled = Trop de tentatives depuis votre adresse. Attendez une minute et réessayez.
servererror-no-room = Aucun salon ne porte ce code, ou il a été fermé.
servererror-room-full = Toutes les places de ce salon sont prises.
# La place qu'occupait cet appareil n'est plus la sienne.
servererror-bad-token = Cet appareil n'a plus de place dans ce salon.
servererror-not-host = Seul l'hôte peut faire cela.
# Lancer deux fois, rejoindre une partie commencée, un coup dans le salon d'attente.
servererror-wrong-phase = Impossible de faire cela à ce stade de la partie.
servererror-not-your-turn = Ce n'est pas votre tour.
# Le coup portait sur la partie telle qu'elle était avant l'arrivée d'un autre coup.
servererror-stale = La partie a avancé avant l'arrivée de votre coup. Réessayez.
# Les règles ont refusé un coup envoyé au serveur.
servererror-refused = Les règles n'autorisent pas ce coup.
servererror-storage = Le serveur n'a pas pu l'enregistrer, donc rien n'a changé. Réessayez.
servererror-replaced = Votre place a été ouverte dans un autre onglet ou sur un autre appareil.
servererror-removed = L'hôte vous a retiré du salon.
servererror-no-player = Connectez-vous d'abord en tant que joueur.
servererror-bad-name = Ce nom ne peut pas être utilisé : il est vide, trop long, contient des caractères invisibles ou aucune lettre, ou ressemble à celui d'un ordinateur. Choisissez-en un autre.
servererror-queue-full = Trop de joueurs attendent en ce moment. Réessayez dans une minute.
servererror-other-server = La partie de ce salon se joue sur un autre serveur. Réessayez dans un instant.
servererror-signed-out = Votre joueur a été transféré sur un autre appareil avec son code de récupération : cet appareil est donc déconnecté. Saisissez le code de récupération pour jouer à nouveau ici sous votre nom.
# A tournament (event) that does not exist, or a club's event and the
# wrong invite code.
servererror-no-event = Ce tournoi n'existe pas. Vérifiez le code.
# The event takes no more players: it is over, full, or every round of it
# has begun.
servererror-event-closed = Ce tournoi n'accepte pas de joueurs pour le moment.
