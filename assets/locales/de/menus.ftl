# Tilemeld: menus (Deutsch)

## The main menu

main-tagline = Reihen · Gruppen · den Tisch umbauen
main-continue = Weiterspielen
main-new-game = Neues Spiel
main-play-online = Online spielen
main-learn = Spielen lernen
main-daily-puzzle = Tagesrätsel
main-replays = Aufzeichnungen
main-settings = Einstellungen
main-how-to-play = Spielregeln
main-quit = Beenden
main-offer-title = Neu im Spiel?
main-offer-text = Lerne es direkt am Tisch in { $lessons } kurzen Lektionen (etwa { $minutes } Minuten).
main-offer-start = Lektion 1 starten
main-offer-no = Nein danke

## Shared by the menus

menu-back = Zurück

## New game (the form for a game on this device, or for a new online room)

newgame-title = Neues Spiel
newgame-title-online = Neuer Online-Raum
newgame-players = Spieler
# Over the players, when the form makes an online room.
newgame-online-seats = Du sitzt auf dem ersten Platz, der auf „Mensch“ steht; Freunde, die mit dem Code beitreten, übernehmen die anderen.
# Over the players' rows on a phone: what the two columns hold.
newgame-players-columns = Name · Mensch oder Computerstufe
# A seat's kind, in a list beside the player's name (the phone's list is
# narrow: there the computer levels are the levels' own names).
newgame-kind-human = Mensch
newgame-kind-computer-easy = Computer: leicht
newgame-kind-computer-medium = Computer: mittel
newgame-kind-computer-hard = Computer: schwer
newgame-kind-computer-greedy = Computer: gierig
newgame-kind-computer-master = Computer: Meister
newgame-kind-online = Online-Spieler
# The same on a phone: a narrow list.
newgame-kind-online-short = Online
newgame-remove = Entfernen
newgame-remove-hover = Diesen Spieler entfernen
newgame-add-player = Spieler hinzufügen
newgame-xp-seats = Zu fünft oder zu sechst wird nach den XP-Regeln mit 160 Steinen gespielt.
newgame-preset-too-few-tiles = Nicht genug Steine für fünf oder sechs Spieler
newgame-preset-two-players = Nur für zwei Spieler
newgame-rules = Regeln
# A section that opens to show every rule, one by one.
newgame-every-option = Alle Regeloptionen
# The number that decides the deal.
newgame-seed = Spielnummer
newgame-new-seed = Neue Nummer
newgame-seed-hint = gleiche Nummer, gleiches Spiel
newgame-create-room = Raum erstellen
newgame-start = Starten
newgame-room-needs-human = In einem Online-Raum muss ein Platz für dich auf „Mensch“ stehen.
# The name the host goes by in an online room when none was typed.
newgame-host-name = Gastgeber
newgame-seed-not-number = Die Spielnummer ist eine ganze Zahl, z. B. 12345.
newgame-name-needed = Jeder Spieler braucht einen Namen.
# The game could not be started: $why is the rules' own reason (in English).
newgame-cannot-start = { $why }

## Every rule option (a grid: a name, and its control)

options-tiles-dealt = Steine pro Spieler
options-initial-meld = Erste Auslage
# After the number on a slider, as in "30 Punkte" (a space is put before it).
options-unit-points = Punkte
options-turn-timer = Zeit pro Zug
# The turn timer is off.
options-timer-off = aus
# A turn timer of $secs seconds (30, 60 or 120), short.
options-timer-seconds = { $secs } s
options-wrap-runs = Reihen über 13 ➡ 1
# What a joker left on a rack counts against its player (30 or 25).
options-joker-penalty = Joker auf dem Bänkchen
options-joker-replacement = Joker nur mit eigenem Stein tauschen
options-freed-joker = Befreiter Joker mit zwei eigenen Steinen
options-group-joker = Gruppen-Joker: beide Farben nötig
options-joker-sets-locked = Kombinationen mit Joker gesperrt
# Tiles drawn when a turn's time runs out.
options-timeout-penalty = Strafe bei Zeitablauf
# After the number on a slider, as in "2 Steine" (a space is put before it).
options-unit-tiles = Steine
# The penalty when time runs out and the table is left invalid (the line
# under the time-out penalty).
options-timeout-invalid-penalty = … bei ungültigem Tisch
options-invalid-turn-penalty = Aufgeben eines ungültigen Zugs
# Who wins when the pool is empty and nobody can play.
options-empty-pool = Vorrat leer: Sieger
options-lowest-value = wenigste Punkte
options-fewest-tiles = wenigste Steine
options-match-length = Länge der Partie
# The match's length: one round for each player, a number of rounds, or
# up to a score.
options-round-per-player = eine Runde pro Spieler
options-rounds = Runden
options-to-a-score = bis zu einer Punktzahl
options-standings = Gesamtsieg
options-by-score = nach Punkten
options-by-rounds-won = nach gewonnenen Runden
options-direction = Spielrichtung
options-clockwise = im Uhrzeigersinn
options-counterclockwise = gegen den Uhrzeigersinn

## Settings

settings-title = Einstellungen
settings-music = Musik
settings-effects = Effekte
settings-sound = Ton
settings-mute = alles stumm
settings-animation = Animation
# Under the animation speed slider: slow at the left, fast at the right.
settings-animation-speed = gemächlich … flott
# Animation: no motion at all.
settings-instant = sofort
settings-colour-blind = Farbenblind-Modus
settings-colour-blind-symbols = ein Symbol für jede Farbe
# Animation: no confetti or shaking; tiles fade to their place.
settings-reduce-motion = weniger Bewegung
settings-tile-colours = Steinfarben
settings-tile-colours-classic = Klassisch
settings-tile-colours-colour-blind = Farbenblind (Okabe–Ito)
settings-tile-colours-low-vision = Sehschwäche (grün, fett)
settings-size = Stein- und Textgröße
settings-size-small = Klein
settings-size-normal = Normal
settings-size-large = Groß
settings-size-larger = Größer
settings-high-contrast = Hoher Kontrast
settings-high-contrast-detail = dunkler Filz, weiße Umrisse
settings-language = Sprache
# In the language list: follow the system's (the browser's) language. The
# other entries are each language's own name.
settings-language-system = Systemsprache
settings-statistics = Statistik
settings-stats-won = Runden gewonnen: { $rounds } von { $rounds_played } · Partien gewonnen: { $matches } von { $matches_played }
# Rounds against one computer level. $level is easy, medium, hard, greedy or master.
settings-stats-against = Gegen Computer ({ $level ->
        [easy] leicht
        [medium] mittel
        [hard] schwer
        [master] Meister
       *[greedy] gierig
    }): { $won } von { $played } Runden gewonnen
# $points is signed: +35, -12.
settings-stats-best-round = Beste Runde: { $points } Punkte

## The pause menu over a game

# The button over the table that opens the pause menu (little room).
pause-menu = Menü
pause-menu-hover = Spiel pausieren und Menü öffnen (Esc)
pause-title = Pause
# $level is the puzzle's level (Leicht, Mittel, Schwer); $date like 2026-11-26.
pause-daily-puzzle = Tagesrätsel · { $level } · { $date }
# The round being played, and the number that dealt the game.
pause-round = Runde { $round } · Spielnummer { $seed }
pause-resume = Weiter (Esc)
pause-settings = Einstellungen
pause-how-to-play = Spielregeln
pause-quit = Zum Menü
pause-save-and-quit = Speichern und zum Menü
# Online, as a player: the seat is kept on the server (Your games brings the player back).
pause-step-away = Zum Menü, Platz bleibt reserviert
# Online: for good; a computer plays the seat, and a rated game counts as a loss.
pause-leave-game = Spiel verlassen

## Daily puzzles

puzzles-title = Tagesrätsel
# $date like 2026-11-26.
puzzles-intro = { $date }: Lege alle Steine von deinem Bänkchen in einem einzigen Zug aus. Heute gibt es für alle dieselben Rätsel.
# A level solved today: $level (Leicht, Mittel, Schwer) and the time it took,
# like 2:05.
puzzles-solved = ✔ { $level } · { $time }
puzzles-easy-hint = Eine Kombination auf dem Tisch muss sich ändern
puzzles-medium-hint = Zwei Kombinationen auf dem Tisch müssen sich ändern
puzzles-hard-hint = Drei oder mehr Kombinationen auf dem Tisch müssen sich ändern
# The puzzle could not be made: $why is the game's own reason (in English).
puzzles-cannot-open = { $why }

## Replays (finished matches kept to watch again)

replays-title = Aufzeichnungen
replays-intro = Die letzten { $count } beendeten Partien, die neueste zuerst.
replays-empty = Noch keine beendete Partie: Jede Partie wird hier aufbewahrt, sobald sie zu Ende ist.
# A kept match: $date like 2026-11-26 (or ?), $players the players' names
# and $winners the winners' names, each list joined with commas.
replays-match = { $date } · { $players } · Sieger: { $winners }
# The same, for a match that no longer replays: $why is the game's own
# reason (in English).
replays-match-unplayable = { $date } · { $players } · kein Sieger (kann nicht abgespielt werden: { $why })
replays-watch = Ansehen
replays-export = Exportieren
replays-export-hover = Als Datei speichern, um sie zu verschicken
# Beside a field where the player types a file's path.
replays-import-label = Partiedatei importieren:
replays-import = Importieren
# Opens the browser's file picker.
replays-import-pick = Partiedatei importieren…
# $why is the system's own reason (in English).
replays-cannot-read = Nicht importiert: { $path } kann nicht gelesen werden: { $why }
# $why is the game's own reason the file was refused (in English).
replays-not-imported = Nicht importiert: { $why }
replays-imported = Importiert: Die Partie steht ganz oben in der Liste.
# $why is the system's own reason (in English).
replays-imported-unsaved = Importiert, aber die Liste konnte nicht gespeichert werden: { $why }
replays-cannot-watch = Ansehen nicht möglich: { $why }
# $path is where the match file was written.
replays-written = Gespeichert unter { $path }
replays-cannot-write = Speichern unter { $path } nicht möglich: { $why }
# $name is the match file's name, in the browser's downloads.
replays-downloaded = Heruntergeladen als { $name }
replays-cannot-download = Herunterladen nicht möglich: { $why }
replays-no-folder = Herunterladen nicht möglich: Es gibt keinen Ordner, in dem die Datei gespeichert werden kann
# The browser's own reason its file picker did not open (in English).
replays-cannot-pick = { $why }
replays-type-path = gib stattdessen den Pfad der Datei ein

## Stored files (settings, the saved game, the finished matches): problems
## told on the main menu and on the table

# A stored file could not be read at all. $doc names it (settings,
# saved-game, replays, online-seat, online-player); $problem is browser (the browser
# refused) or system, when $detail is the path and the system's own reason
# (in English).
storage-unreadable = { $doc ->
        [settings] Die Einstellungen konnten
        [saved-game] Das gespeicherte Spiel konnte
        [replays] Die Liste der beendeten Partien konnte
        [online-player] Dein Online-Profil konnte
       *[online-seat] Dein Platz in einem Online-Raum konnte
    } nicht gelesen werden: { $problem ->
        [browser] Der Browser hat den Zugriff auf seinen Speicher verweigert
       *[system] { $detail }
    }.
# A stored file does not read and is set aside. $doc as above. $problem:
# not-tilemeld or damaged ($detail is the reader's own reason, in
# English), or other-version ($found and $reads are format numbers).
# $kept says what became of the bad copy: moved or local-storage ($place
# is its new file or key), storage-full, not-moved ($error is the system's
# reason, in English), or none.
storage-set-aside = { $doc ->
        [settings] Die Einstellungen konnten
        [saved-game] Das gespeicherte Spiel konnte
        [replays] Die Liste der beendeten Partien konnte
        [online-player] Dein Online-Profil konnte
       *[online-seat] Dein Platz in einem Online-Raum konnte
    } nicht gelesen werden: { $problem ->
        [not-tilemeld] Das ist keine Tilemeld-Datei ({ $detail })
        [other-version] Die Datei stammt von einer anderen Version von Tilemeld (Format { $found }, diese Version liest { $reads })
       *[damaged] Die Datei ist beschädigt ({ $detail })
    }. { $kept ->
        [moved] Die unlesbare Kopie wurde als { $place } aufbewahrt.
        [local-storage] Die unlesbare Kopie wurde im localStorage als { $place } aufbewahrt.
        [storage-full] Die unlesbare Kopie konnte nicht beiseitegelegt werden (Speicher voll?); sie liegt noch an ihrem Platz.
        [not-moved] Die unlesbare Kopie konnte nicht verschoben werden ({ $error }); sie liegt noch an ihrem Platz.
       *[none] {""}
    }
# The settings could not be read at all (see storage-unreadable), and the
# defaults are used.
storage-settings-unreadable = Die Einstellungen konnten nicht gelesen werden: { $problem ->
        [browser] Der Browser hat den Zugriff auf seinen Speicher verweigert
       *[system] { $detail }
    }. Vorerst gelten die Standardeinstellungen; Änderungen werden nicht gespeichert, damit die Datei nicht verloren geht.
# The settings do not read (see storage-set-aside), and the defaults are
# used: for good when the bad copy is out of the way, else for now.
storage-settings-set-aside = Die Einstellungen konnten nicht gelesen werden: { $problem ->
        [not-tilemeld] Das ist keine Tilemeld-Datei ({ $detail })
        [other-version] Die Datei stammt von einer anderen Version von Tilemeld (Format { $found }, diese Version liest { $reads })
       *[damaged] Die Datei ist beschädigt ({ $detail })
    }. { $kept ->
        [moved] Die unlesbare Kopie wurde als { $place } aufbewahrt. Es gelten die Standardeinstellungen.
        [local-storage] Die unlesbare Kopie wurde im localStorage als { $place } aufbewahrt. Es gelten die Standardeinstellungen.
        [storage-full] Die unlesbare Kopie konnte nicht beiseitegelegt werden (Speicher voll?); sie liegt noch an ihrem Platz. Vorerst gelten die Standardeinstellungen; Änderungen werden nicht gespeichert, damit die Datei nicht verloren geht.
        [not-moved] Die unlesbare Kopie konnte nicht verschoben werden ({ $error }); sie liegt noch an ihrem Platz. Vorerst gelten die Standardeinstellungen; Änderungen werden nicht gespeichert, damit die Datei nicht verloren geht.
       *[none] Vorerst gelten die Standardeinstellungen; Änderungen werden nicht gespeichert, damit die Datei nicht verloren geht.
    }
# The saved game's moves do not lead to it: $why is the game's own reason
# (in English). $kept and its variables as in storage-set-aside.
storage-game-inconsistent = Das gespeicherte Spiel passt nicht zusammen ({ $why }) und kann nicht fortgesetzt werden. { $kept ->
        [moved] Die unlesbare Kopie wurde als { $place } aufbewahrt.
        [local-storage] Die unlesbare Kopie wurde im localStorage als { $place } aufbewahrt.
        [storage-full] Die unlesbare Kopie konnte nicht beiseitegelegt werden (Speicher voll?); sie liegt noch an ihrem Platz.
        [not-moved] Die unlesbare Kopie konnte nicht verschoben werden ({ $error }); sie liegt noch an ihrem Platz.
       *[none] {""}
    }
# $why is the system's own reason (in English), in this and the next two.
storage-game-not-saved = Das Spiel konnte nicht gespeichert werden: { $why }.
storage-settings-not-saved = Die Einstellungen konnten nicht gespeichert werden: { $why }.
storage-match-not-kept = Die beendete Partie konnte nicht aufbewahrt werden: { $why }.
# A match file picked in the browser: $size and $max are in bytes.
storage-import-too-big = Nicht importiert: Die Datei hat { $size } Bytes; eine Partiedatei darf höchstens { $max } haben
storage-import-not-text = Nicht importiert: Die Datei ist keine Textdatei
# $why is the browser's own reason (in English).
storage-import-failed = Nicht importiert: { $why }

## Default names

# The player's own seat in a first game (a name: short; the player can
# change it in New game).
newgame-name-you = Du
newgame-name-player = Spieler { $number }
# The second person's seat when an online room is made for friends.
newgame-name-friend = Freund
