# Tilemeld: online (Deutsch)

## Play online (create a room or join one)

online-title = Online spielen
online-intro = Spiel sofort gegen andere oder mit Freunden auf anderen Geräten. Der Server teilt aus, prüft jeden Zug und sichert das Spiel, falls jemand rausfliegt.
# A label before the text field for the player's name.
online-your-name = Dein Name
# A label before the text field for the server's address (not shown in a browser).
online-server = Server
online-create-room = Raum erstellen
# A label before the text field for a room's six-letter code.
online-invite-code = Einladungscode
# The button by the invite code field.
online-join-room = Beitreten
online-back = Zurück
# KQMZTR is an example code: keep it as it is (codes are Latin letters).
online-bad-code = Ein Einladungscode hat sechs Buchstaben, z. B. KQMZTR.
online-need-name = Gib dir zuerst einen Namen.
# Coming back to the game, the seat this device held cannot be taken again.
online-room-gone = Den Raum, in dem du warst, gibt es nicht mehr, oder dein Platz wurde aufgegeben.
# A seat stepped away from (Menu, Back to the menu): $code is the room's code.
online-back-to-game = Zurück zu deinem Spiel { $code }

## Play online: the tabs along its top

online-tab-quick = Schnelles Spiel
online-tab-friends = Mit Freunden
online-tab-my-games = Deine Spiele
online-tab-watch = Zuschauen
online-tab-leaderboard = Rangliste

## Quick match: a table with whoever is waiting

quick-intro = Spiel gegen alle, die auf denselben Tisch warten. Plätze, die niemand nimmt, übernehmen Computer; sie sind als Computer gekennzeichnet.
quick-rules = Regeln
quick-players = Spieler
# How long each player has for a move.
quick-pace = Tempo
quick-pace-live = Live
# $hours is 12, 24 or 72.
quick-pace-hours = { $hours ->
        [24] Ein Tag pro Zug
        [72] Drei Tage pro Zug
       *[other] { $hours } Stunden pro Zug
    }
# How long to wait for other players before computers take the empty seats.
quick-wait = Computer übernehmen nach
# $secs is a number of seconds (20, 60, 120).
quick-wait-secs = { $secs ->
        [60] 1 Minute
        [120] 2 Minuten
       *[other] { $secs } Sekunden
    }
quick-find = Spiel suchen
quick-looking = Suche Mitspieler…
# $rules is the rules' name, $players a number, $pace the pace (as above).
quick-looking-for = { $rules } · { $players } Spieler · { $pace }
# $waited is a time such as 0:07.
quick-waited = Wartezeit: { $waited }
# $secs is a number of seconds.
quick-fill-in = Computer besetzen die freien Plätze in { $secs } s.
quick-cancel = Abbrechen
# One line, always shown under Find a game. $secs is the seconds a seat waits for its player.
quick-fair-play = Fairplay: Fliegst du raus, wartet dein Platz { $secs } s auf dich, dann spielt ein Computer für dich. Ein gewertetes Spiel, das du verlässt, zählt als deine Niederlage, nie als die der anderen.
quick-over-days = In einem Spiel über mehrere Tage springt niemand für dich ein: Läuft deine Zeit ab, ziehst du aus dem Vorrat und das Spiel geht weiter. Du findest es unter „Deine Spiele“ wieder.

## Who you play as online

# $name is the player's name.
player-you = Du spielst als { $name }.
player-none = Dein Spielerprofil wird angelegt, sobald du zum ersten Mal ein Spiel suchst. Keine Anmeldung nötig.
player-recovery-title = Dein Wiederherstellungscode
player-recovery-note = Schreib ihn dir auf: Damit nimmst du dein Profil, deine Spiele und deine Wertungen auf ein anderes Gerät mit.
player-recovery-show = Wiederherstellungscode anzeigen
player-recovery-hide = Verbergen
player-recover = Dein Profil von einem anderen Gerät übernehmen
# The button by the recovery code field.
player-recover-use = Verwenden
online-player-unknown = Dieser Server kennt dein Profil nicht mehr. Such ein Spiel, um mit einem neuen Profil zu spielen.
online-recovery-unknown = Zu diesem Wiederherstellungscode gibt es kein Profil.

## Your games: the games you are in, with whose turn it is

mygames-none = Du bist gerade in keinem Spiel.
mygames-refresh = Aktualisieren
mygames-your-turn = Du bist dran
mygames-their-turn = Andere sind dran
mygames-waiting = Noch nicht gestartet
mygames-over = Beendet
# $left is a time such as 11 h or 3 min.
mygames-left = noch { $left }
mygames-open = Öffnen
# A time left: $h hours, $m minutes.
time-hours = { $h } Std.
time-minutes = { $m } Min.

## Watch: public games being played

watch-intro = Spiele, die gerade laufen. Du siehst den Tisch, aber nie die Steine auf den Bänkchen; wer welche Steine bekommen hat, siehst du am Ende des Spiels.
watch-none = Gerade läuft kein öffentliches Spiel.
watch-button = Zuschauen
# $rules is the rules' name.
watch-rated = gewertet, { $rules }
watch-friendly = ungewertet
# Shown on the table while watching.
watch-banner = Du schaust zu: Die Steine der Spieler bleiben verborgen.
watch-stop = Zuschauen beenden

## Leaderboard

leaderboard-rank = Platz
leaderboard-name = Spieler
leaderboard-rating = Wertung
leaderboard-games = Spiele
leaderboard-empty = Nach diesen Regeln hat noch niemand eine Wertung.
# $rank is a place, $rating a number.
leaderboard-you = Du: Platz { $rank }, Wertung { $rating }
leaderboard-you-none = Du hast nach diesen Regeln noch keine Wertung.
# After a rating that is still provisional (few games played).
rating-provisional = vorläufig
# A player's latest rated games, under the leaderboard. $name is the player's name.
recent-title = Letzte gewertete Spiele von { $name }
recent-none = Noch keine gewerteten Spiele.
# $place is the player's place in that game (1 is the winner).
recent-place = { $place ->
        [1] Gewonnen
       *[other] Platz { $place }
    }
# After the place, when the player left that game.
recent-left = vorzeitig verlassen

## A rated game's end: each player's rating change

# $name is a player's name, $before and $after ratings, $change a signed number (+23, −8).
rating-change = { $name }: { $before } ➡ { $after } ({ $change })
rating-title = Wertungen

## A rated game's end: its deal checked
deal-check-button = Diese Verteilung prüfen
# The server revealed a secret at the match's end; when the match began it published a fingerprint of it.
deal-check-fair = Die Verteilung ist in Ordnung: Das Geheimnis, das der Server am Ende offengelegt hat, passt zu dem Fingerabdruck, den er zu Beginn des Spiels veröffentlicht hat.
# $rounds is how many rounds' tiles were checked.
deal-check-fair-racks = Die Verteilung ist in Ordnung: Das Geheimnis, das der Server am Ende offengelegt hat, passt zu dem Fingerabdruck, den er zu Beginn des Spiels veröffentlicht hat, und teilt genau die Steine aus, die du bekommen hast. Geprüfte Runden: { $rounds }.
deal-check-bad-commitment = Die Verteilung ist nicht in Ordnung: Das Geheimnis, das der Server am Ende offengelegt hat, passt nicht zu dem Fingerabdruck, den er zu Beginn des Spiels veröffentlicht hat.
# $round is a round's number (1 is the first).
deal-check-bad-rack = Die Verteilung ist nicht in Ordnung: Das offengelegte Geheimnis teilt dir in Runde { $round } andere Steine aus, als du bekommen hast.

## Reactions at the table (a fixed set: no free text)

react-button = Reagieren
react-hello = Hallo!
react-good-luck = Viel Glück!
react-well-played = Gut gespielt!
react-thanks = Danke!
react-oops = Hoppla!
react-wow = Wow!
react-thinking = Ich überlege…
react-good-game = Gutes Spiel!
# $name is a player's name; the reaction follows.
react-said = { $name }: { $reaction }
react-mute = Reaktionen stummschalten
# $name is a player's name: a toggle that hides their reactions.
react-mute-seat = { $name } stummschalten

## The window's title while it is your turn online

title-your-turn = Du bist dran · Tilemeld

## What each other player's seat is, in small type on the seat at the top of the table (little room)

online-tag-online = online
online-tag-away = weg
# A player dropped out and a computer plays their seat until they are back.
online-tag-stand-in = weg: Computer spielt
online-tag-computer = Computer

## The lobby: the room's seats fill until the host starts

# Over the room's code, in large letters.
lobby-title = Raum
# $code is the room's six-letter code; "Online spielen" and "Einladungscode"
# are the names of the button on the main menu and of the field on its screen.
lobby-invite = Freunde treten mit { $code } bei: „Online spielen“, dann „Einladungscode“.
# In a browser. $link is this page's address with the room's code in it.
lobby-invite-link = Freunde treten mit diesem Code bei oder über den Link { $link }
# In place of a name, for a seat nobody has taken yet.
lobby-waiting-player = wartet auf einen Spieler…
# Tags after a seat's name (short).
lobby-tag-away = weg
lobby-tag-host = Gastgeber
lobby-tag-computer = Computer
# The host's button to free another player's seat (small).
lobby-remove = Entfernen
lobby-remove-hint = Diesen Platz für jemand anderen freigeben
lobby-start = Starten
lobby-waiting-seats = Warten, bis alle Plätze besetzt sind…
lobby-host-starts = Der Gastgeber startet das Spiel.
lobby-leave = Raum verlassen

## The connection to the server

conn-connecting = Verbindung wird hergestellt…
conn-reconnecting = Verbindung wird wiederhergestellt…
# $why is the network's own reason, in English (a technical detail).
conn-no-server = Keine Verbindung zum Server: { $why }
# A banner over the table while the connection is being made again.
conn-lost = Verbindung unterbrochen. Verbindung wird wiederhergestellt…
# $attempt is the number of this attempt (2, 3, …).
conn-lost-retry = Verbindung unterbrochen. Verbindungsversuch { $attempt }… Dein Platz wird eine Minute lang für dich freigehalten, danach spielt ein Computer für dich, bis du zurück bist.
conn-not-connected = Nicht mit dem Raum verbunden.

## The server's errors, as the player reads them (on the Play online screen, in the lobby, or in a note on the table)

# A request the server could not read or accept (a bad value, a room the rules cannot deal).
servererror-bad-message = Der Server konnte diese Anfrage nicht annehmen.
servererror-too-large = Diese Nachricht war zu groß für den Server.
# Too many wrong codes or new rooms from this network address.
servererror-throttled = Zu viele Versuche von deiner Adresse. Warte eine Minute und versuch es dann noch einmal.
servererror-no-room = Es gibt keinen Raum mit diesem Code, oder er wurde geschlossen.
servererror-room-full = Alle Plätze in diesem Raum sind besetzt.
# The seat this device held is no longer its own.
servererror-bad-token = Dieses Gerät hat keinen Platz mehr in diesem Raum.
servererror-not-host = Das kann nur der Gastgeber.
# Starting twice, joining a match that has begun, a move in the lobby.
servererror-wrong-phase = Das geht in dieser Phase des Spiels nicht.
servererror-not-your-turn = Du bist nicht dran.
# The move was about the game as it stood before another move arrived.
servererror-stale = Das Spiel ist weitergegangen, bevor dein Zug ankam. Versuch es noch einmal.
# The rules refused a move sent to the server.
servererror-refused = Die Regeln erlauben diesen Zug nicht.
servererror-storage = Der Server konnte das nicht speichern, es hat sich also nichts geändert. Versuch es noch einmal.
servererror-replaced = Dein Platz wurde in einem anderen Tab oder auf einem anderen Gerät geöffnet.
servererror-removed = Der Gastgeber hat dich aus dem Raum entfernt.
servererror-no-player = Melde dich zuerst als Spieler an.
servererror-bad-name = Diesen Namen kannst du nicht verwenden: Er ist leer, zu lang, enthält unsichtbare Zeichen oder keinen Buchstaben, oder er sieht aus wie der eines Computers. Wähle einen anderen.
servererror-queue-full = Gerade warten zu viele Spieler. Versuch es in einer Minute noch einmal.
servererror-other-server = Dieser Raum wird gerade über einen anderen Server gespielt. Versuch es gleich noch einmal.
servererror-signed-out = Dein Profil wurde mit seinem Wiederherstellungscode auf ein anderes Gerät übertragen, deshalb ist dieses Gerät abgemeldet. Gib den Wiederherstellungscode ein, um hier wieder mit deinem Profil zu spielen.
# A tournament (event) that does not exist, or a club's event and the
# wrong invite code.
servererror-no-event = Dieses Turnier gibt es nicht. Prüf den Code noch einmal.
# The event takes no more players: it is over, full, or every round of it
# has begun.
servererror-event-closed = Dieses Turnier nimmt gerade keine Spieler auf.
