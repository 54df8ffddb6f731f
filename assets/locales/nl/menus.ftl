# Tilemeld: menus (Nederlands)

## The main menu

main-tagline = rijen · groepen · de tafel ombouwen
main-continue = Verder spelen
main-new-game = Nieuw spel
main-play-online = Online spelen
main-learn = Leren spelen
main-daily-puzzle = Dagelijkse puzzel
main-replays = Terugkijken
main-settings = Instellingen
main-how-to-play = Spelregels
main-quit = Afsluiten
main-offer-title = Ken je het spel nog niet?
main-offer-text = Leer het op tafel in { $lessons } korte lessen (zo'n { $minutes } minuten).
main-offer-start = Begin met les 1
main-offer-no = Nee, bedankt

## Shared by the menus

menu-back = Terug

## New game (the form for a game on this device, or for a new online room)

newgame-title = Nieuw spel
newgame-title-online = Nieuwe online kamer
newgame-players = Spelers
# Over the players, when the form makes an online room.
newgame-online-seats = Jij neemt de eerste plaats voor een menselijke speler; vrienden die met de code meedoen, nemen de andere.
# Over the players' rows on a phone: what the two columns hold.
newgame-players-columns = naam · mens of computerniveau
# A seat's kind, in a list beside the player's name (the phone's list is
# narrow: there the computer levels are the levels' own names).
newgame-kind-human = Mens
newgame-kind-computer-easy = Computer: makkelijk
newgame-kind-computer-medium = Computer: gemiddeld
newgame-kind-computer-hard = Computer: moeilijk
newgame-kind-computer-greedy = Computer: hebberig
newgame-kind-computer-master = Computer: meester
newgame-kind-online = Online speler
# The same on a phone: a narrow list.
newgame-kind-online-short = Online
newgame-remove = Verwijderen
newgame-remove-hover = Deze speler verwijderen
newgame-add-player = Speler toevoegen
newgame-xp-seats = Met vijf of zes spelers speel je volgens de XP-regels, met 160 stenen.
newgame-preset-too-few-tiles = Te weinig stenen voor vijf of zes spelers
newgame-preset-two-players = Alleen voor twee spelers
newgame-rules = Regels
# A section that opens to show every rule, one by one.
newgame-every-option = Alle regelopties
# The number that decides the deal.
newgame-seed = Spelnummer
newgame-new-seed = Nieuw nummer
newgame-seed-hint = zelfde nummer, zelfde spel
newgame-create-room = Kamer maken
newgame-start = Starten
newgame-room-needs-human = Een online kamer heeft een plaats nodig waar jij zelf speelt.
# The name the host goes by in an online room when none was typed.
newgame-host-name = Host
newgame-seed-not-number = Het spelnummer moet een geheel getal zijn, zoals 12345.
newgame-name-needed = Elke speler heeft een naam nodig.
# The game could not be started: $why is the rules' own reason (in English).
newgame-cannot-start = { $why }

## Every rule option (a grid: a name, and its control)

options-tiles-dealt = Stenen per speler
options-initial-meld = Uitkomen met
# After the number on a slider, as in "30 punten" (a space is put before it).
options-unit-points = punten
options-turn-timer = Tijd per beurt
# The turn timer is off.
options-timer-off = uit
# A turn timer of $secs seconds (30, 60 or 120), short.
options-timer-seconds = { $secs } s
options-wrap-runs = Rijen lopen door 13 ➡ 1
# What a joker left on a rack counts against its player (30 or 25).
options-joker-penalty = Joker op het plankje
options-joker-replacement = Joker alleen ruilen vanaf plankje
options-freed-joker = Vrijgespeelde joker met twee eigen stenen
options-group-joker = Groepsjoker: beide kleuren nodig
options-joker-sets-locked = Combinaties met joker op slot
# Tiles drawn when a turn's time runs out.
options-timeout-penalty = Straf als de tijd om is
# After the number on a slider, as in "2 stenen" (a space is put before it).
options-unit-tiles = stenen
# The penalty when time runs out and the table is left invalid (the line
# under the time-out penalty).
options-timeout-invalid-penalty = … met een ongeldige tafel
options-invalid-turn-penalty = Ongeldige beurt opgeven
# Who wins when the pool is empty and nobody can play.
options-empty-pool = Pot leeg: winnaar
options-lowest-value = minste punten
options-fewest-tiles = minste stenen
options-match-length = Lengte van de partij
# The match's length: one round for each player, a number of rounds, or
# up to a score.
options-round-per-player = een ronde per speler
options-rounds = rondes
options-to-a-score = tot een puntentotaal
options-standings = Stand
options-by-score = op punten
options-by-rounds-won = op gewonnen rondes
options-direction = Speelrichting
options-clockwise = met de klok mee
options-counterclockwise = tegen de klok in

## Settings

settings-title = Instellingen
settings-music = Muziek
settings-effects = Effecten
settings-sound = Geluid
settings-mute = alles uit
settings-animation = Animatie
# Under the animation speed slider: slow at the left, fast at the right.
settings-animation-speed = rustig … vlot
# Animation: no motion at all.
settings-instant = direct
settings-colour-blind = Kleurenblindmodus
settings-colour-blind-symbols = een symbool voor elke kleur
# Animation: no confetti or shaking; tiles fade to their place.
settings-reduce-motion = minder beweging
settings-tile-colours = Steenkleuren
settings-tile-colours-classic = Klassiek
settings-tile-colours-colour-blind = Voor kleurenblinden (Okabe–Ito)
settings-tile-colours-low-vision = Voor slechtzienden (groen, vet)
settings-size = Grootte van stenen en tekst
settings-size-small = Klein
settings-size-normal = Normaal
settings-size-large = Groot
settings-size-larger = Groter
settings-high-contrast = Hoog contrast
settings-high-contrast-detail = donker vilt, witte randen
settings-language = Taal
# In the language list: follow the system's (the browser's) language. The
# other entries are each language's own name.
settings-language-system = Systeemtaal
settings-statistics = Statistieken
settings-stats-won = Rondes gewonnen: { $rounds } van { $rounds_played } · partijen gewonnen: { $matches } van { $matches_played }
# Rounds against one computer level. $level is easy, medium, hard, greedy or master.
settings-stats-against = Tegen de computer ({ $level ->
        [easy] makkelijk
        [medium] gemiddeld
        [hard] moeilijk
        [master] meester
       *[greedy] hebberig
    }): { $won } van { $played } rondes gewonnen
# $points is signed: +35, -12.
settings-stats-best-round = Beste ronde: { $points } punten

## The pause menu over a game

# The button over the table that opens the pause menu (little room).
pause-menu = Menu
pause-menu-hover = Pauzeren en het menu openen (Esc)
pause-title = Pauze
# $level is the puzzle's level (Makkelijk, Gemiddeld, Moeilijk); $date like 2026-11-26.
pause-daily-puzzle = Dagelijkse puzzel · { $level } · { $date }
# The round being played, and the number that dealt the game.
pause-round = Ronde { $round } · spelnummer { $seed }
pause-resume = Verder (Esc)
pause-settings = Instellingen
pause-how-to-play = Spelregels
pause-quit = Naar het menu
pause-save-and-quit = Opslaan en naar het menu
# Online, as a player: the seat is kept on the server (Your games brings the player back).
pause-step-away = Naar het menu, je plaats blijft bewaard
# Online: for good; a computer plays the seat, and a rated game counts as a loss.
pause-leave-game = Spel verlaten

## Daily puzzles

puzzles-title = Dagelijkse puzzels
# $date like 2026-11-26.
puzzles-intro = { $date }: leg alle stenen van je plankje in één beurt. Vandaag krijgt iedereen dezelfde puzzels.
# A level solved today: $level (Makkelijk, Gemiddeld, Moeilijk) and the time
# it took, like 2:05.
puzzles-solved = ✔ { $level } · { $time }
puzzles-easy-hint = Eén combinatie op tafel moet veranderen
puzzles-medium-hint = Twee combinaties op tafel moeten veranderen
puzzles-hard-hint = Drie of meer combinaties op tafel moeten veranderen
# The puzzle could not be made: $why is the game's own reason (in English).
puzzles-cannot-open = { $why }

## Replays (finished matches kept to watch again)

replays-title = Terugkijken
replays-intro = De laatste { $count } afgelopen partijen, nieuwste eerst.
replays-empty = Nog geen afgelopen partij: elke partij wordt hier bewaard zodra ze voorbij is.
# A kept match: $date like 2026-11-26 (or ?), $players the players' names
# and $winners the winners' names, each list joined with commas.
replays-match = { $date } · { $players } · gewonnen door { $winners }
# The same, for a match that no longer replays: $why is the game's own
# reason (in English).
replays-match-unplayable = { $date } · { $players } · door niemand gewonnen (kan niet worden afgespeeld: { $why })
replays-watch = Bekijken
replays-export = Exporteren
replays-export-hover = Opslaan als bestand om te versturen
# Beside a field where the player types a file's path.
replays-import-label = Partijbestand importeren:
replays-import = Importeren
# Opens the browser's file picker.
replays-import-pick = Partijbestand importeren…
# $why is the system's own reason (in English).
replays-cannot-read = Niet geïmporteerd: kan { $path } niet lezen: { $why }
# $why is the game's own reason the file was refused (in English).
replays-not-imported = Niet geïmporteerd: { $why }
replays-imported = Geïmporteerd: de partij staat bovenaan de lijst.
# $why is the system's own reason (in English).
replays-imported-unsaved = Geïmporteerd, maar de lijst kon niet worden opgeslagen: { $why }
replays-cannot-watch = Bekijken lukt niet: { $why }
# $path is where the match file was written.
replays-written = Opgeslagen als { $path }
replays-cannot-write = Kan { $path } niet opslaan: { $why }
# $name is the match file's name, in the browser's downloads.
replays-downloaded = Gedownload als { $name }
replays-cannot-download = Downloaden lukt niet: { $why }
replays-no-folder = Downloaden lukt niet: er is geen map om het bestand in op te slaan
# The browser's own reason its file picker did not open (in English).
replays-cannot-pick = { $why }
replays-type-path = typ in plaats daarvan het pad van het bestand

## Stored files (settings, the saved game, the finished matches): problems
## told on the main menu and on the table

# A stored file could not be read at all. $doc names it (settings,
# saved-game, replays, online-seat, online-player); $problem is browser (the browser
# refused) or system, when $detail is the path and the system's own reason
# (in English).
storage-unreadable = { $doc ->
        [settings] De instellingen konden
        [saved-game] Het opgeslagen spel kon
        [replays] De lijst met afgelopen partijen kon
        [online-player] Je online speler kon
       *[online-seat] Je plaats in een online kamer kon
    } niet worden gelezen: { $problem ->
        [browser] de browser weigerde de opslag te lezen
       *[system] { $detail }
    }.
# A stored file does not read and is set aside. $doc as above. $problem:
# not-tilemeld or damaged ($detail is the reader's own reason, in
# English), or other-version ($found and $reads are format numbers).
# $kept says what became of the bad copy: moved or local-storage ($place
# is its new file or key), storage-full, not-moved ($error is the system's
# reason, in English), or none.
storage-set-aside = { $doc ->
        [settings] De instellingen konden
        [saved-game] Het opgeslagen spel kon
        [replays] De lijst met afgelopen partijen kon
        [online-player] Je online speler kon
       *[online-seat] Je plaats in een online kamer kon
    } niet worden gelezen: { $problem ->
        [not-tilemeld] het is geen Tilemeld-bestand ({ $detail })
        [other-version] het bestand komt van een andere versie van Tilemeld (formaat { $found }, deze versie leest { $reads })
       *[damaged] het bestand is beschadigd ({ $detail })
    }. { $kept ->
        [moved] De onleesbare kopie is bewaard als { $place }.
        [local-storage] De onleesbare kopie is in localStorage bewaard als { $place }.
        [storage-full] De onleesbare kopie kon niet apart worden gezet (opslag vol?); ze staat nog op dezelfde plek.
        [not-moved] De onleesbare kopie kon niet worden verplaatst ({ $error }); ze staat nog op dezelfde plek.
       *[none] {""}
    }
# The settings could not be read at all (see storage-unreadable), and the
# defaults are used.
storage-settings-unreadable = De instellingen konden niet worden gelezen: { $problem ->
        [browser] de browser weigerde de opslag te lezen
       *[system] { $detail }
    }. Voorlopig worden de standaardinstellingen gebruikt; wijzigingen worden niet opgeslagen, zodat het bestand niet verloren gaat.
# The settings do not read (see storage-set-aside), and the defaults are
# used: for good when the bad copy is out of the way, else for now.
storage-settings-set-aside = De instellingen konden niet worden gelezen: { $problem ->
        [not-tilemeld] het is geen Tilemeld-bestand ({ $detail })
        [other-version] het bestand komt van een andere versie van Tilemeld (formaat { $found }, deze versie leest { $reads })
       *[damaged] het bestand is beschadigd ({ $detail })
    }. { $kept ->
        [moved] De onleesbare kopie is bewaard als { $place }. De standaardinstellingen worden gebruikt.
        [local-storage] De onleesbare kopie is in localStorage bewaard als { $place }. De standaardinstellingen worden gebruikt.
        [storage-full] De onleesbare kopie kon niet apart worden gezet (opslag vol?); ze staat nog op dezelfde plek. Voorlopig worden de standaardinstellingen gebruikt; wijzigingen worden niet opgeslagen, zodat het bestand niet verloren gaat.
        [not-moved] De onleesbare kopie kon niet worden verplaatst ({ $error }); ze staat nog op dezelfde plek. Voorlopig worden de standaardinstellingen gebruikt; wijzigingen worden niet opgeslagen, zodat het bestand niet verloren gaat.
       *[none] Voorlopig worden de standaardinstellingen gebruikt; wijzigingen worden niet opgeslagen, zodat het bestand niet verloren gaat.
    }
# The saved game's moves do not lead to it: $why is the game's own reason
# (in English). $kept and its variables as in storage-set-aside.
storage-game-inconsistent = Het opgeslagen spel klopt niet ({ $why }) en kan niet worden voortgezet. { $kept ->
        [moved] De onleesbare kopie is bewaard als { $place }.
        [local-storage] De onleesbare kopie is in localStorage bewaard als { $place }.
        [storage-full] De onleesbare kopie kon niet apart worden gezet (opslag vol?); ze staat nog op dezelfde plek.
        [not-moved] De onleesbare kopie kon niet worden verplaatst ({ $error }); ze staat nog op dezelfde plek.
       *[none] {""}
    }
# $why is the system's own reason (in English), in this and the next two.
storage-game-not-saved = Het spel kon niet worden opgeslagen: { $why }.
storage-settings-not-saved = De instellingen konden niet worden opgeslagen: { $why }.
storage-match-not-kept = De afgelopen partij kon niet worden bewaard: { $why }.
# A match file picked in the browser: $size and $max are in bytes.
storage-import-too-big = Niet geïmporteerd: het bestand is { $size } bytes; een partijbestand mag hoogstens { $max } zijn
storage-import-not-text = Niet geïmporteerd: het bestand is geen tekst
# $why is the browser's own reason (in English).
storage-import-failed = Niet geïmporteerd: { $why }

## Default names

newgame-name-you = Jij
newgame-name-player = Speler { $number }
newgame-name-friend = Vriend
