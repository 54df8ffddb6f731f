# Tilemeld: online (Nederlands)

## Play online (create a room or join one)

online-title = Online spelen
online-intro = Speel met vrienden op andere apparaten. De server deelt, controleert elke zet en bewaart het spel als iemand wegvalt.
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
conn-lost-retry = Verbinding verbroken. Opnieuw verbinden (poging { $attempt })… Je plaats blijft een minuut vrij, daarna speelt een computer voor je tot je terug bent.
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
servererror-bad-name = Die naam kan niet: hij is leeg, te lang of lijkt op die van een computer. Kies een andere.
servererror-queue-full = Er wachten nu te veel spelers. Probeer het over een minuut opnieuw.
servererror-other-server = Die kamer wordt via een andere server gespeeld. Probeer het zo meteen opnieuw.
