# Tilemeld: online (English)

## Play online (create a room or join one)

online-title = Play online
online-intro = Play anyone now, or friends on other devices. The server deals, judges every move and keeps the game if anyone drops.
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
# A seat stepped away from (Menu, Back to the menu): $code is the room's code.
online-back-to-game = Back to your game { $code }

## Play online: the tabs along its top

online-tab-quick = Quick match
online-tab-friends = With friends
online-tab-my-games = Your games
online-tab-watch = Watch
online-tab-leaderboard = Leaderboard

## Quick match: a table with whoever is waiting

quick-intro = Play whoever is waiting for the same table. Computers, marked as computers, fill the seats nobody takes.
quick-rules = Rules
quick-players = Players
# How long each player has for a move.
quick-pace = Pace
quick-pace-live = Live
# $hours is 12, 24 or 72.
quick-pace-hours = { $hours ->
        [24] A day a move
        [72] Three days a move
       *[other] { $hours } hours a move
    }
# How long to wait for other players before computers take the empty seats.
quick-wait = Computers fill after
# $secs is a number of seconds (20, 60, 120).
quick-wait-secs = { $secs ->
        [60] 1 minute
        [120] 2 minutes
       *[other] { $secs } seconds
    }
quick-find = Find a game
quick-looking = Looking for players…
# $rules is the rules' name, $players a number, $pace the pace (as above).
quick-looking-for = { $rules } · { $players } players · { $pace }
# $waited is a time such as 0:07.
quick-waited = Waited { $waited }
# $secs is a number of seconds.
quick-fill-in = Computers fill the empty seats in { $secs } s.
quick-cancel = Cancel
# One line, always shown under Find a game. $secs is the seconds a seat waits for its player.
quick-fair-play = Fair play: if you drop out, your seat waits { $secs } s, then a computer plays it. A rated game you leave counts as your loss, never the others'.
quick-over-days = In a game over days nobody stands in for you: when your time runs out, you draw and the game goes on. Find it again under Your games.

## Who you play as online

# $name is the player's name.
player-you = You play as { $name }.
player-none = You get a player the first time you find a game. Nothing to sign up for.
player-recovery-title = Your recovery code
player-recovery-note = Write it down: it brings you, your games and your ratings to another device.
player-recovery-show = Show your recovery code
player-recovery-hide = Hide
player-recover = Play as yourself from another device
# The button by the recovery code field.
player-recover-use = Use
online-player-unknown = This server does not know your player any more. Find a game to play as a new player.
online-recovery-unknown = No player has that recovery code.

## Your games: the games you are in, with whose turn it is

mygames-none = You are in no game now.
mygames-refresh = Refresh
mygames-your-turn = Your turn
mygames-their-turn = Their turn
mygames-waiting = Not started
mygames-over = Over
# $left is a time such as 11 h or 3 min.
mygames-left = { $left } left
mygames-open = Open
# A time left: $h hours, $m minutes.
time-hours = { $h } h
time-minutes = { $m } min

## Watch: public games being played

watch-intro = Games being played now. You see the table, never a player's tiles; the deal is shown when the game ends.
watch-none = No game is being played in public right now.
watch-button = Watch
# $rules is the rules' name.
watch-rated = rated, { $rules }
watch-friendly = friendly
# Shown on the table while watching.
watch-banner = Watching: nobody's tiles are shown.
watch-stop = Stop watching

## Leaderboard

leaderboard-rank = Rank
leaderboard-name = Player
leaderboard-rating = Rating
leaderboard-games = Games
leaderboard-empty = Nobody has a rating under these rules yet.
# $rank is a place, $rating a number.
leaderboard-you = You: place { $rank }, rating { $rating }
leaderboard-you-none = You have no rating under these rules yet.
# After a rating that is still provisional (few games played).
rating-provisional = provisional
# A player's latest rated games, under the leaderboard. $name is the player's name.
recent-title = Latest rated games of { $name }
recent-none = No rated games yet.
# $place is the player's place in that game (1 is the winner).
recent-place = { $place ->
        [1] Won
       *[other] Place { $place }
    }
# After the place, when the player left that game.
recent-left = left the game

## A rated game's end: each player's rating change

# $name is a player's name, $before and $after ratings, $change a signed number (+23, −8).
rating-change = { $name }: { $before } ➡ { $after } ({ $change })
rating-title = Ratings

## A rated game's end: its deal checked
deal-check-button = Check this deal
# The server revealed a secret at the match's end; when the match began it published a fingerprint of it.
deal-check-fair = The deal checks out: the secret revealed at the end matches the fingerprint published when the match began.
# $rounds is how many rounds' tiles were checked.
deal-check-fair-racks = The deal checks out: the secret revealed at the end matches the fingerprint published when the match began, and deals exactly the tiles you were given. Rounds checked: { $rounds }.
deal-check-bad-commitment = The deal does not check out: the secret revealed at the end does not match the fingerprint published when the match began.
# $round is a round's number (1 is the first).
deal-check-bad-rack = The deal does not check out: the secret the server revealed deals you other tiles in round { $round } than you were given.

## Reactions at the table (a fixed set: no free text)

react-button = React
react-hello = Hello!
react-good-luck = Good luck!
react-well-played = Well played!
react-thanks = Thanks!
react-oops = Oops!
react-wow = Wow!
react-thinking = Thinking…
react-good-game = Good game!
# $name is a player's name; the reaction follows.
react-said = { $name }: { $reaction }
react-mute = Mute reactions
# $name is a player's name: a toggle that hides their reactions.
react-mute-seat = Mute { $name }

## The window's title while it is your turn online

title-your-turn = Your turn · Tilemeld

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
servererror-bad-name = That name can't be used: it is empty, too long, has characters that can't be seen or no letter at all, or reads like a computer's. Choose another.
servererror-queue-full = Too many players are waiting right now. Try again in a minute.
servererror-other-server = That room is being played through another server. Try again in a moment.
servererror-signed-out = Your player was moved to another device with its recovery code, so this device is signed out. Type the recovery code to play as yourself here again.
# A tournament (event) that does not exist, or a club's event and the
# wrong invite code.
servererror-no-event = There is no such event. Check its code.
# The event takes no more players: it is over, full, or every round of it
# has begun.
servererror-event-closed = This event is not taking players now.
