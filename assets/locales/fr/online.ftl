# Tilemeld : en ligne (français)

## Jouer en ligne (créer un salon ou en rejoindre un)

online-title = Jouer en ligne
online-intro = Jouez avec des amis sur d'autres appareils. Le serveur distribue, vérifie chaque coup et garde la partie si quelqu'un se déconnecte.
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
# KQMZTR est un exemple de code : le garder tel quel (les codes sont en lettres latines).
online-bad-code = Un code d'invitation fait six lettres, comme KQMZTR.
online-need-name = Choisissez d'abord un nom.
# En revenant à la partie, la place qu'occupait cet appareil ne peut plus être reprise.
online-room-gone = Le salon où vous étiez n'existe plus, ou votre place a été abandonnée.

## Ce qu'est la place de chaque autre joueur, en petits caractères sur la place en haut de la table (peu de place)

online-tag-online = en ligne
online-tag-away = hors ligne
# Un joueur s'est déconnecté et un ordinateur joue à sa place jusqu'à son retour.
online-tag-stand-in = hors ligne : l'ordinateur joue
online-tag-computer = ordinateur

## Le salon d'attente : les places se remplissent jusqu'à ce que l'hôte lance la partie

# Au-dessus du code du salon, en grandes lettres.
lobby-title = Salon
# $code est le code à six lettres du salon ; « Jouer en ligne » et « Code
# d'invitation » sont le bouton du menu principal et le champ de son écran.
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
servererror-too-large = Ce message était trop gros pour le serveur.
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
servererror-bad-name = Ce nom ne peut pas être utilisé : il est vide, trop long ou ressemble à celui d'un ordinateur. Choisissez-en un autre.
servererror-queue-full = Trop de joueurs attendent en ce moment. Réessayez dans une minute.
servererror-other-server = Ce salon est joué via un autre serveur. Réessayez dans un instant.
