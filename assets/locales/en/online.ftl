# Tilemeld: online (English)

## Play online (create a room or join one)

online-title = Play online
online-intro = Play friends on other devices. The server deals, judges every move and keeps the game if anyone drops.
# A label before the text field for the player's name.
online-your-name = Your name
# A label before the text field for the server's address (not shown in a browser).
online-server = Server
online-create-room = Create a room
# A label before the text field for a room's six-letter code.
online-invite-code = Invite code
# The button by the invite code field.
online-join-room = Join
online-back = Back
# KQMZTR is an example code: keep it as it is (codes are Latin letters).
online-bad-code = An invite code is six letters, like KQMZTR.
online-need-name = Give yourself a name first.
# Coming back to the game, the seat this device held cannot be taken again.
online-room-gone = The room you were in is gone, or your seat was given up.

## What each other player's seat is, in small type on the seat at the top of the table (little room)

online-tag-online = online
online-tag-away = away
# A player dropped out and a computer plays their seat until they are back.
online-tag-stand-in = away: computer plays
online-tag-computer = computer

## The lobby: the room's seats fill until the host starts

# Over the room's code, in large letters.
lobby-title = Room
# $code is the room's six-letter code; "Play online" and "Invite code" are
# the names of the button on the main menu and of the field on its screen.
lobby-invite = Friends join with { $code }: Play online, then Invite code.
# In a browser. $link is this page's address with the room's code in it.
lobby-invite-link = Friends join with this code, or the link { $link }
# In place of a name, for a seat nobody has taken yet.
lobby-waiting-player = waiting for a player…
# Tags after a seat's name (short).
lobby-tag-away = away
lobby-tag-host = host
lobby-tag-computer = computer
# The host's button to free another player's seat (small).
lobby-remove = Remove
lobby-remove-hint = Free this seat for someone else
lobby-start = Start
lobby-waiting-seats = Waiting for every seat…
lobby-host-starts = The host starts the game.
lobby-leave = Leave the room

## The connection to the server

conn-connecting = Connecting…
conn-reconnecting = Reconnecting…
# $why is the network's own reason, in English (a technical detail).
conn-no-server = No connection to the server: { $why }
# A banner over the table while the connection is being made again.
conn-lost = Connection lost. Reconnecting…
# $attempt is the number of this attempt (2, 3, …).
conn-lost-retry = Connection lost. Reconnecting (try { $attempt })… Your seat is kept for a minute, then a computer plays it until you are back.
conn-not-connected = Not connected to the room.

## The server's errors, as the player reads them (on the Play online screen, in the lobby, or in a note on the table)

# A request the server could not read or accept (a bad value, a room the rules cannot deal).
servererror-bad-message = The server could not accept that request.
servererror-too-large = That message was too large for the server.
# Too many wrong codes or new rooms from this network address.
servererror-throttled = Too many tries from your address. Wait a minute and try again.
servererror-no-room = There is no room with that code, or it has closed.
servererror-room-full = Every seat in that room is taken.
# The seat this device held is no longer its own.
servererror-bad-token = This device no longer holds a seat in that room.
servererror-not-host = Only the host can do that.
# Starting twice, joining a match that has begun, a move in the lobby.
servererror-wrong-phase = That cannot be done at this point of the game.
servererror-not-your-turn = It is not your turn.
# The move was about the game as it stood before another move arrived.
servererror-stale = The game moved on before your move arrived. Try again.
# The rules refused a move sent to the server.
servererror-refused = The rules do not allow that move.
servererror-storage = The server could not save that, so nothing changed. Try again.
servererror-replaced = Your seat was opened in another tab or on another device.
servererror-removed = The host removed you from the room.
servererror-no-player = Sign in as a player first.
servererror-bad-name = That name can't be used: it is empty, too long, or reads like a computer's. Choose another.
servererror-queue-full = Too many players are waiting right now. Try again in a minute.
servererror-other-server = That room is being played through another server. Try again in a moment.
