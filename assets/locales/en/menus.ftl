# Tilemeld: menus (English)

## The main menu

main-tagline = runs · groups · rearrange the table
main-continue = Continue
main-new-game = New game
main-play-online = Play online
main-learn = Learn to play
main-daily-puzzle = Daily puzzle
main-replays = Replays
main-settings = Settings
main-how-to-play = How to play
main-quit = Quit
main-offer-title = New to the game?
main-offer-text = Learn it on the table in { $lessons } short lessons (about { $minutes } minutes).
main-offer-start = Start lesson 1
main-offer-no = No thanks

## Shared by the menus

menu-back = Back

## New game (the form for a game on this device, or for a new online room)

newgame-title = New game
newgame-title-online = New online room
newgame-players = Players
# Over the players, when the form makes an online room.
newgame-online-seats = You take the first human seat; friends who join with the code take the others.
# Over the players' rows on a phone: what the two columns hold.
newgame-players-columns = name · human or computer level
# A seat's kind, in a list beside the player's name (the phone's list is
# narrow: there the computer levels are the levels' own names).
newgame-kind-human = Human
newgame-kind-computer-easy = Computer: easy
newgame-kind-computer-medium = Computer: medium
newgame-kind-computer-hard = Computer: hard
newgame-kind-computer-greedy = Computer: greedy
newgame-kind-computer-master = Computer: master
newgame-kind-online = Online player
# The same on a phone: a narrow list.
newgame-kind-online-short = Online
newgame-remove = Remove
newgame-remove-hover = Remove this player
newgame-add-player = Add a player
newgame-xp-seats = Five or six players play the XP rules, with 160 tiles.
newgame-preset-too-few-tiles = Not enough tiles for five or six players
newgame-preset-two-players = For two players only
newgame-rules = Rules
# A section that opens to show every rule, one by one.
newgame-every-option = Every rule option
# The number that decides the deal.
newgame-seed = Game number
newgame-new-seed = New number
newgame-seed-hint = the same number deals the same game
newgame-create-room = Create room
newgame-start = Start
newgame-room-needs-human = An online room needs a human seat for you.
# The name the host goes by in an online room when none was typed.
newgame-host-name = Host
newgame-seed-not-number = The game number is a whole number, like 12345.
newgame-name-needed = Every player needs a name.
# The game could not be started: $why is the rules' own reason (in English).
newgame-cannot-start = { $why }

## Every rule option (a grid: a name, and its control)

options-tiles-dealt = Tiles dealt
options-initial-meld = Initial meld
# After the number on a slider, as in "30 points" (a space is put before it).
options-unit-points = points
options-turn-timer = Turn timer
# The turn timer is off.
options-timer-off = off
# A turn timer of $secs seconds (30, 60 or 120), short.
options-timer-seconds = { $secs } s
options-wrap-runs = Runs wrap 13 ➡ 1
# What a joker left on a rack counts against its player (30 or 25).
options-joker-penalty = Joker left on a rack
options-joker-replacement = Joker's replacement from the rack
options-freed-joker = Freed joker with two rack tiles
options-group-joker = Group joker needs both colours
options-joker-sets-locked = Sets with a joker are locked
# Tiles drawn when a turn's time runs out.
options-timeout-penalty = Time-out penalty
# After the number on a slider, as in "2 tiles" (a space is put before it).
options-unit-tiles = tiles
# The penalty when time runs out and the table is left invalid (the line
# under the time-out penalty).
options-timeout-invalid-penalty = … with the table left invalid
options-invalid-turn-penalty = Giving up an invalid turn
# Who wins when the pool is empty and nobody can play.
options-empty-pool = Empty pool: winner
options-lowest-value = lowest rack value
options-fewest-tiles = fewest tiles
options-match-length = Match length
# The match's length: one round for each player, a number of rounds, or
# up to a score.
options-round-per-player = a round per player
options-rounds = rounds
options-to-a-score = to a score
options-standings = Standings
options-by-score = by score
options-by-rounds-won = by rounds won
options-direction = Direction of play
options-clockwise = clockwise
options-counterclockwise = counterclockwise

## Settings

settings-title = Settings
settings-music = Music
settings-effects = Effects
settings-sound = Sound
settings-mute = mute everything
settings-animation = Animation
# Under the animation speed slider: slow at the left, fast at the right.
settings-animation-speed = calm … brisk
# Animation: no motion at all.
settings-instant = instant
settings-colour-blind = Colour-blind mode
settings-colour-blind-symbols = a symbol for each colour
# Animation: no confetti or shaking; tiles fade to their place.
settings-reduce-motion = less motion
settings-tile-colours = Tile colours
settings-tile-colours-classic = Classic
settings-tile-colours-colour-blind = Colour-blind (Okabe–Ito)
settings-tile-colours-low-vision = Low vision (green, bold)
settings-size = Tile and text size
settings-size-small = Small
settings-size-normal = Normal
settings-size-large = Large
settings-size-larger = Larger
settings-high-contrast = High contrast
settings-high-contrast-detail = dark felt, white outlines
settings-language = Language
# In the language list: follow the system's (the browser's) language. The
# other entries are each language's own name.
settings-language-system = System language
settings-statistics = Statistics
settings-stats-won = Rounds won { $rounds } of { $rounds_played } · matches won { $matches } of { $matches_played }
# Rounds against one computer level. $level is easy, medium, hard, greedy or master.
settings-stats-against = Against { $level ->
        [easy] easy
        [medium] medium
        [hard] hard
        [master] master
       *[greedy] greedy
    }: won { $won } of { $played } rounds
# $points is signed: +35, -12.
settings-stats-best-round = Best round: { $points } points

## The pause menu over a game

# The button over the table that opens the pause menu (little room).
pause-menu = Menu
pause-menu-hover = Pause and open the menu (Esc)
pause-title = Paused
# $level is the puzzle's level (Easy, Medium, Hard); $date like 2026-11-26.
pause-daily-puzzle = Daily puzzle · { $level } · { $date }
# The round being played, and the number that dealt the game.
pause-round = Round { $round } · game { $seed }
pause-resume = Resume (Esc)
pause-settings = Settings
pause-how-to-play = How to play
pause-quit = Quit to menu
pause-save-and-quit = Save and quit to menu
# Online, as a player: the seat is kept on the server (Your games brings the player back).
pause-step-away = Back to the menu, seat kept
# Online: for good; a computer plays the seat, and a rated game counts as a loss.
pause-leave-game = Leave the game

## Daily puzzles

puzzles-title = Daily puzzles
# $date like 2026-11-26.
puzzles-intro = { $date }: place every tile of your rack in one turn. The same puzzles for everyone today.
# A level solved today: $level (Easy, Medium, Hard) and the time it took,
# like 2:05.
puzzles-solved = ✔ { $level } · { $time }
puzzles-easy-hint = One table set must change
puzzles-medium-hint = Two table sets must change
puzzles-hard-hint = Three or more table sets must change
# The puzzle could not be made: $why is the game's own reason (in English).
puzzles-cannot-open = { $why }

## Replays (finished matches kept to watch again)

replays-title = Replays
replays-intro = The last { $count } finished matches, newest first.
replays-empty = No finished match yet: one is kept here when it ends.
# A kept match: $date like 2026-11-26 (or ?), $players the players' names
# and $winners the winners' names, each list joined with commas.
replays-match = { $date } · { $players } · won by { $winners }
# The same, for a match that no longer replays: $why is the game's own
# reason (in English).
replays-match-unplayable = { $date } · { $players } · won by nobody (it cannot be replayed: { $why })
replays-watch = Watch
replays-export = Export
replays-export-hover = Save it as a file to send
# Beside a field where the player types a file's path.
replays-import-label = Import a match file:
replays-import = Import
# Opens the browser's file picker.
replays-import-pick = Import a match file…
# $why is the system's own reason (in English).
replays-cannot-read = Not imported: cannot read { $path }: { $why }
# $why is the game's own reason the file was refused (in English).
replays-not-imported = Not imported: { $why }
replays-imported = Imported: it is at the top of the list.
# $why is the system's own reason (in English).
replays-imported-unsaved = Imported, but the list could not be saved: { $why }
replays-cannot-watch = Cannot watch it: { $why }
# $path is where the match file was written.
replays-written = Written to { $path }
replays-cannot-write = Cannot write { $path }: { $why }
# $name is the match file's name, in the browser's downloads.
replays-downloaded = Downloaded as { $name }
replays-cannot-download = Cannot download it: { $why }
replays-no-folder = Cannot download it: there is no folder to write it to
# The browser's own reason its file picker did not open (in English).
replays-cannot-pick = { $why }
replays-type-path = type the file's path instead

## Stored files (settings, the saved game, the finished matches): problems
## told on the main menu and on the table

# A stored file could not be read at all. $doc names it (settings,
# saved-game, replays, online-seat, online-player); $problem is browser (the browser
# refused) or system, when $detail is the path and the system's own reason
# (in English).
storage-unreadable = The { $doc ->
        [settings] settings
        [saved-game] saved game
        [replays] list of finished matches
        [online-player] player you play as online
       *[online-seat] seat in an online room
    } could not be read: { $problem ->
        [browser] the browser refused to read its storage
       *[system] { $detail }
    }.
# A stored file does not read and is set aside. $doc as above. $problem:
# not-tilemeld or damaged ($detail is the reader's own reason, in
# English), or other-version ($found and $reads are format numbers).
# $kept says what became of the bad copy: moved or local-storage ($place
# is its new file or key), storage-full, not-moved ($error is the system's
# reason, in English), or none.
storage-set-aside = The { $doc ->
        [settings] settings
        [saved-game] saved game
        [replays] list of finished matches
        [online-player] player you play as online
       *[online-seat] seat in an online room
    } could not be read: { $problem ->
        [not-tilemeld] it is not a Tilemeld file ({ $detail })
        [other-version] it was written by a different version of Tilemeld (format { $found }, this one reads { $reads })
       *[damaged] it is damaged ({ $detail })
    }. { $kept ->
        [moved] The bad copy was kept as { $place }.
        [local-storage] The bad copy was kept in localStorage as { $place }.
        [storage-full] The bad copy could not be set aside (storage full?); it was left in place.
        [not-moved] The bad copy could not be moved aside ({ $error }); it was left in place.
       *[none] {""}
    }
# The settings could not be read at all (see storage-unreadable), and the
# defaults are used.
storage-settings-unreadable = The settings could not be read: { $problem ->
        [browser] the browser refused to read its storage
       *[system] { $detail }
    }. Default settings are used for now; changes are not saved, so the file is not lost.
# The settings do not read (see storage-set-aside), and the defaults are
# used: for good when the bad copy is out of the way, else for now.
storage-settings-set-aside = The settings could not be read: { $problem ->
        [not-tilemeld] it is not a Tilemeld file ({ $detail })
        [other-version] it was written by a different version of Tilemeld (format { $found }, this one reads { $reads })
       *[damaged] it is damaged ({ $detail })
    }. { $kept ->
        [moved] The bad copy was kept as { $place }. Default settings are used.
        [local-storage] The bad copy was kept in localStorage as { $place }. Default settings are used.
        [storage-full] The bad copy could not be set aside (storage full?); it was left in place. Default settings are used for now; changes are not saved, so the file is not lost.
        [not-moved] The bad copy could not be moved aside ({ $error }); it was left in place. Default settings are used for now; changes are not saved, so the file is not lost.
       *[none] Default settings are used for now; changes are not saved, so the file is not lost.
    }
# The saved game's moves do not lead to it: $why is the game's own reason
# (in English). $kept and its variables as in storage-set-aside.
storage-game-inconsistent = The saved game does not hold together ({ $why }) and cannot be continued. { $kept ->
        [moved] The bad copy was kept as { $place }.
        [local-storage] The bad copy was kept in localStorage as { $place }.
        [storage-full] The bad copy could not be set aside (storage full?); it was left in place.
        [not-moved] The bad copy could not be moved aside ({ $error }); it was left in place.
       *[none] {""}
    }
# $why is the system's own reason (in English), in this and the next two.
storage-game-not-saved = The game could not be saved: { $why }.
storage-settings-not-saved = The settings could not be saved: { $why }.
storage-match-not-kept = The finished match could not be kept: { $why }.
# A match file picked in the browser: $size and $max are in bytes.
storage-import-too-big = Not imported: the file is { $size } bytes; a match file is at most { $max }
storage-import-not-text = Not imported: the file is not text
# $why is the browser's own reason (in English).
storage-import-failed = Not imported: { $why }

## Default names

# The player's own seat in a first game (a name: short; the player can
# change it in New game).
newgame-name-you = You
# A person's seat at a table passed round, when it was still called by the
# word for "you" ($number: the seat, 1 to 6).
newgame-name-player = Player { $number }
# The second person's seat when an online room is made for friends.
newgame-name-friend = Friend
