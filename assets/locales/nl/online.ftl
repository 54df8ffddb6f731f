# Tilemeld: online (Nederlands)

## Play online (create a room or join one)

online-title = Online spelen
online-intro = Speel meteen tegen andere spelers, of met vrienden op andere apparaten. De server deelt de stenen uit, controleert elke zet en bewaart het spel als iemand wegvalt.
# A label before the text field for the player's name.
online-your-name = Je naam
# A label before the text field for the server's address (not shown in a browser).
online-server = Server
online-create-room = Kamer maken
# A label before the text field for a room's six-letter code.
online-invite-code = Uitnodigingscode
# The button by the invite code field.
online-join-room = Meedoen
online-back = Terug
# KQMZTR is an example code: keep it as it is (codes are Latin letters).
online-bad-code = Een uitnodigingscode bestaat uit zes letters, zoals KQMZTR.
online-need-name = Geef jezelf eerst een naam.
# Coming back to the game, the seat this device held cannot be taken again.
online-room-gone = De kamer waar je in zat bestaat niet meer, of je plaats is opgegeven.
# A seat stepped away from (Menu, Back to the menu): $code is the room's code.
online-back-to-game = Terug naar je spel { $code }

## Play online: the tabs along its top

online-tab-quick = Snel spelen
online-tab-friends = Met vrienden
online-tab-my-games = Jouw spellen
online-tab-watch = Kijken
online-tab-leaderboard = Ranglijst

## Quick match: a table with whoever is waiting

quick-intro = Speel tegen spelers die op een tafel met dezelfde instellingen wachten. Plaatsen die niemand inneemt, worden opgevuld door computers, duidelijk als computer aangegeven.
quick-rules = Regels
quick-players = Spelers
# How long each player has for a move.
quick-pace = Tempo
quick-pace-live = Live
# $hours is 12, 24 or 72.
quick-pace-hours = { $hours ->
        [24] Een dag per zet
        [72] Drie dagen per zet
       *[other] { $hours } uur per zet
    }
# How long to wait for other players before computers take the empty seats.
quick-wait = Computers vullen aan na
# $secs is a number of seconds (20, 60, 120).
quick-wait-secs = { $secs ->
        [60] 1 minuut
        [120] 2 minuten
       *[other] { $secs } seconden
    }
quick-find = Spel zoeken
quick-looking = Op zoek naar spelers…
# $rules is the rules' name, $players a number, $pace the pace (as above).
quick-looking-for = { $rules } · { $players } spelers · { $pace }
# $waited is a time such as 0:07.
quick-waited = Gewacht: { $waited }
# $secs is a number of seconds.
quick-fill-in = Over { $secs } s vullen computers de lege plaatsen.
quick-cancel = Annuleren
# One line, always shown under Find a game. $secs is the seconds a seat waits for its player.
quick-fair-play = Fair play: val je weg, dan wacht je plaats { $secs } s op je en daarna speelt een computer voor je. Een spel met rating dat je verlaat, telt als jouw verlies, nooit als dat van de anderen.
quick-over-days = In een spel over meerdere dagen valt niemand voor je in: is je tijd om, dan pak je een steen uit de pot en gaat het spel verder. Je vindt het terug onder Jouw spellen.

## Who you play as online

# $name is the player's name.
player-you = Je speelt als { $name }.
player-none = Je krijgt een speler zodra je voor het eerst een spel zoekt. Aanmelden hoeft niet.
player-recovery-title = Je herstelcode
player-recovery-note = Schrijf hem op: hiermee neem je jezelf, je spellen en je ratings mee naar een ander apparaat.
player-recovery-show = Herstelcode tonen
player-recovery-hide = Verbergen
player-recover = Speel als jezelf vanaf een ander apparaat
# The button by the recovery code field.
player-recover-use = Gebruiken
online-player-unknown = Deze server kent je speler niet meer. Zoek een spel om als nieuwe speler te spelen.
online-recovery-unknown = Geen enkele speler heeft die herstelcode.

## Your games: the games you are in, with whose turn it is

mygames-none = Je zit nu in geen enkel spel.
mygames-refresh = Vernieuwen
mygames-your-turn = Jouw beurt
mygames-their-turn = Een ander is aan de beurt
mygames-waiting = Niet begonnen
mygames-over = Afgelopen
# $left is a time such as 11 h or 3 min.
mygames-left = nog { $left }
mygames-open = Openen
# A time left: $h hours, $m minutes.
time-hours = { $h } u
time-minutes = { $m } min

## Watch: public games being played

watch-intro = Spellen die nu gespeeld worden. Je ziet de tafel, nooit de stenen van een speler; de verdeling wordt getoond als het spel afgelopen is.
watch-none = Er wordt nu geen openbaar spel gespeeld.
watch-button = Kijken
# $rules is the rules' name.
watch-rated = met rating, { $rules }
watch-friendly = vriendschappelijk
# Shown on the table while watching.
watch-banner = Je kijkt mee: je ziet van niemand de stenen.
watch-stop = Stoppen met kijken

## Leaderboard

leaderboard-rank = Positie
leaderboard-name = Speler
leaderboard-rating = Rating
leaderboard-games = Spellen
leaderboard-empty = Nog niemand heeft een rating met deze regels.
# $rank is a place, $rating a number.
leaderboard-you = Jij: positie { $rank }, rating { $rating }
leaderboard-you-none = Je hebt nog geen rating met deze regels.
# After a rating that is still provisional (few games played).
rating-provisional = voorlopig
# A player's latest rated games, under the leaderboard. $name is the player's name.
recent-title = { $name }: laatste spellen met rating
recent-none = Nog geen spellen met rating.
# $place is the player's place in that game (1 is the winner).
recent-place = { $place ->
        [1] Gewonnen
       *[other] Positie { $place }
    }
# After the place, when the player left that game.
recent-left = spel verlaten

## A rated game's end: each player's rating change

# $name is a player's name, $before and $after ratings, $change a signed number (+23, −8).
rating-change = { $name }: { $before } ➡ { $after } ({ $change })
rating-title = Ratings

## Het einde van een spel met rating: de verdeling gecontroleerd
deal-check-button = Deze verdeling controleren
deal-check-fair = De verdeling klopt: het geheim dat de server aan het eind heeft onthuld, past bij de vingerafdruk die hij bij het begin van het spel heeft gepubliceerd.
deal-check-fair-racks = De verdeling klopt: het geheim dat de server aan het eind heeft onthuld, past bij de vingerafdruk die hij bij het begin van het spel heeft gepubliceerd, en deelt precies de stenen uit die jij hebt gekregen. Gecontroleerde rondes: { $rounds }.
deal-check-bad-commitment = De verdeling klopt niet: het geheim dat de server aan het eind heeft onthuld, past niet bij de vingerafdruk die hij bij het begin van het spel heeft gepubliceerd.
deal-check-bad-rack = De verdeling klopt niet: het onthulde geheim geeft je in ronde { $round } andere stenen dan je hebt gekregen.

## Reactions at the table (a fixed set: no free text)

react-button = Reageren
react-hello = Hallo!
react-good-luck = Succes!
react-well-played = Goed gespeeld!
react-thanks = Bedankt!
react-oops = Oeps!
react-wow = Wauw!
react-thinking = Even denken…
react-good-game = Goed spel!
# $name is a player's name; the reaction follows.
react-said = { $name }: { $reaction }
react-mute = Reacties dempen
# $name is a player's name: a toggle that hides their reactions.
react-mute-seat = { $name } dempen

## The window's title while it is your turn online

title-your-turn = Jouw beurt · Tilemeld

## What each other player's seat is, in small type on the seat at the top of the table (little room)

online-tag-online = online
online-tag-away = weg
# A player dropped out and a computer plays their seat until they are back.
online-tag-stand-in = weg: computer speelt
online-tag-computer = computer

## The lobby: the room's seats fill until the host starts

# Over the room's code, in large letters.
lobby-title = Kamer
# $code is the room's six-letter code; "Online spelen" and "Uitnodigingscode"
# are the names of the button on the main menu and of the field on its screen.
lobby-invite = Vrienden doen mee met { $code }: Online spelen, dan Uitnodigingscode.
# In a browser. $link is this page's address with the room's code in it.
lobby-invite-link = Vrienden doen mee met deze code, of via de link { $link }
# In place of a name, for a seat nobody has taken yet.
lobby-waiting-player = wachten op een speler…
# Tags after a seat's name (short).
lobby-tag-away = weg
lobby-tag-host = host
lobby-tag-computer = computer
# The host's button to free another player's seat (small).
lobby-remove = Verwijderen
lobby-remove-hint = Deze plaats vrijmaken voor iemand anders
lobby-start = Starten
lobby-waiting-seats = Wachten tot alle plaatsen bezet zijn…
lobby-host-starts = De host start het spel.
lobby-leave = Kamer verlaten

## The connection to the server

conn-connecting = Verbinden…
conn-reconnecting = Opnieuw verbinden…
# $why is the network's own reason, in English (a technical detail).
conn-no-server = Geen verbinding met de server: { $why }
# A banner over the table while the connection is being made again.
conn-lost = Verbinding verbroken. Opnieuw verbinden…
# $attempt is the number of this attempt (2, 3, …).
conn-lost-retry = Verbinding verbroken. Opnieuw verbinden (poging { $attempt })… Je plaats blijft een minuut voor je bewaard, daarna speelt een computer voor je tot je terug bent.
conn-not-connected = Niet verbonden met de kamer.

## The server's errors, as the player reads them (on the Play online screen, in the lobby, or in a note on the table)

# A request the server could not read or accept (a bad value, a room the rules cannot deal).
servererror-bad-message = De server kon dat verzoek niet aannemen.
servererror-too-large = Dat bericht was te groot voor de server.
# Too many wrong codes or new rooms from this network address.
servererror-throttled = Te veel pogingen vanaf je adres. Wacht een minuut en probeer het opnieuw.
servererror-no-room = Er is geen kamer met die code, of hij is gesloten.
servererror-room-full = Alle plaatsen in die kamer zijn bezet.
# The seat this device held is no longer its own.
servererror-bad-token = Dit apparaat heeft geen plaats meer in die kamer.
servererror-not-host = Alleen de host kan dat doen.
# Starting twice, joining a match that has begun, a move in the lobby.
servererror-wrong-phase = Dat kan op dit moment in het spel niet.
servererror-not-your-turn = Je bent niet aan de beurt.
# The move was about the game as it stood before another move arrived.
servererror-stale = Het spel was al verder voordat je zet aankwam. Probeer het opnieuw.
# The rules refused a move sent to the server.
servererror-refused = De regels staan die zet niet toe.
servererror-storage = De server kon dat niet opslaan, dus er is niets veranderd. Probeer het opnieuw.
servererror-replaced = Je plaats is geopend in een ander tabblad of op een ander apparaat.
servererror-removed = De host heeft je uit de kamer verwijderd.
servererror-no-player = Meld je eerst aan als speler.
servererror-bad-name = Die naam kan niet: hij is leeg, te lang, bevat onzichtbare tekens of geen enkele letter, of lijkt op die van een computer. Kies een andere.
servererror-queue-full = Er wachten nu te veel spelers. Probeer het over een minuut opnieuw.
servererror-other-server = Die kamer wordt via een andere server gespeeld. Probeer het zo meteen opnieuw.
servererror-signed-out = Je speler is met zijn herstelcode naar een ander apparaat overgezet, dus dit apparaat is afgemeld. Voer de herstelcode in om hier weer als jezelf te spelen.
# A tournament (event) that does not exist, or a club's event and the
# wrong invite code.
servererror-no-event = Dat toernooi bestaat niet. Controleer de code.
# The event takes no more players: it is over, full, or every round of it
# has begun.
servererror-event-closed = Dat toernooi neemt nu geen spelers aan.
