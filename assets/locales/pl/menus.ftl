# Tilemeld: menus (Polski)

## The main menu

main-tagline = serie · grupy · przebudowa stołu
main-continue = Kontynuuj
main-new-game = Nowa gra
main-play-online = Graj online
main-learn = Naucz się grać
main-daily-puzzle = Zagadka dnia
main-replays = Powtórki
main-settings = Ustawienia
main-how-to-play = Jak grać
main-quit = Wyjdź
main-offer-title = Nie znasz tej gry?
main-offer-text = Poznaj ją przy stole w { $lessons } krótkich lekcjach (około { $minutes ->
        [one] { $minutes } minuty
       *[other] { $minutes } minut
    }).
main-offer-start = Zacznij lekcję 1
main-offer-no = Nie, dziękuję

## Shared by the menus

menu-back = Wstecz

## New game (the form for a game on this device, or for a new online room)

newgame-title = Nowa gra
newgame-title-online = Nowy pokój online
newgame-players = Gracze
# Over the players, when the form makes an online room.
newgame-online-seats = Zajmujesz pierwsze miejsce dla człowieka; znajomi, którzy dołączą z kodem, zajmą pozostałe.
# Over the players' rows on a phone: what the two columns hold.
newgame-players-columns = imię · człowiek lub poziom komputera
# A seat's kind, in a list beside the player's name (the phone's list is
# narrow: there the computer levels are the levels' own names).
newgame-kind-human = Człowiek
newgame-kind-computer-easy = Komputer: łatwy
newgame-kind-computer-medium = Komputer: średni
newgame-kind-computer-hard = Komputer: trudny
newgame-kind-computer-greedy = Komputer: zachłanny
newgame-kind-computer-master = Komputer: mistrz
newgame-kind-online = Gracz online
# The same on a phone: a narrow list.
newgame-kind-online-short = Online
newgame-remove = Usuń
newgame-remove-hover = Usuń tego gracza
newgame-add-player = Dodaj gracza
newgame-xp-seats = Przy pięciu lub sześciu graczach obowiązują zasady XP: 160 kostek.
newgame-preset-too-few-tiles = Za mało kostek dla pięciu lub sześciu graczy
newgame-preset-two-players = Tylko dla dwóch graczy
newgame-rules = Zasady
# A section that opens to show every rule, one by one.
newgame-every-option = Wszystkie opcje zasad
# The number that decides the deal ("numer rozdania").
newgame-seed = Numer rozdania
newgame-new-seed = Nowy numer
newgame-seed-hint = ten sam numer daje to samo rozdanie
newgame-create-room = Utwórz pokój
newgame-start = Zaczynamy
newgame-room-needs-human = W pokoju online musi być miejsce dla człowieka – dla ciebie.
# The name the host goes by in an online room when none was typed.
newgame-host-name = Gospodarz
newgame-seed-not-number = Numer rozdania to liczba całkowita, np. 12345.
newgame-name-needed = Każdy gracz musi mieć imię.
# The game could not be started: $why is the rules' own reason (in English).
newgame-cannot-start = { $why }

## Every rule option (a grid: a name, and its control)

options-tiles-dealt = Kostki na start
options-initial-meld = Otwarcie
# After the number on a slider, as in "30 pkt" (a space is put before it);
# the abbreviation fits every number.
options-unit-points = pkt
options-turn-timer = Czas na ruch
# The turn timer is off.
options-timer-off = bez limitu
# A turn timer of $secs seconds (30, 60 or 120), short.
options-timer-seconds = { $secs } s
options-wrap-runs = Serie zawijają się 13 ➡ 1
# What a joker left on a rack counts against its player (30 or 25).
options-joker-penalty = Joker pozostały na stojaku
options-joker-replacement = Zamiennik jokera ze stojaka
options-freed-joker = Uwolniony joker z dwiema kostkami ze stojaka
options-group-joker = Joker w grupie wymaga obu kolorów
options-joker-sets-locked = Układy z jokerem są zablokowane
# Tiles drawn when a turn's time runs out.
options-timeout-penalty = Kara za przekroczenie czasu
# After the number on a slider, as in "2 szt." (a space is put before it);
# the abbreviation fits every number.
options-unit-tiles = szt.
# The penalty when time runs out and the table is left invalid (the line
# under the time-out penalty).
options-timeout-invalid-penalty = … gdy stół pozostanie błędny
options-invalid-turn-penalty = Rezygnacja z błędnej tury
# Who wins when the pool is empty and nobody can play.
options-empty-pool = Pusta pula: wygrywa
options-lowest-value = najmniej punktów na stojaku
options-fewest-tiles = najmniej kostek
options-match-length = Długość partii
# The match's length: one round for each player, a number of rounds, or
# up to a score.
options-round-per-player = runda na gracza
options-rounds = liczba rund
options-to-a-score = do progu punktów
options-standings = Klasyfikacja
options-by-score = według punktów
options-by-rounds-won = według wygranych rund
options-direction = Kierunek gry
options-clockwise = zgodnie z zegarem
options-counterclockwise = przeciwnie do zegara

## Settings

settings-title = Ustawienia
settings-music = Muzyka
settings-effects = Efekty
settings-sound = Dźwięk
settings-mute = wycisz wszystko
settings-animation = Animacja
# Under the animation speed slider: slow at the left, fast at the right.
settings-animation-speed = spokojnie … żwawo
# Animation: no motion at all.
settings-instant = natychmiast
settings-colour-blind = Tryb dla daltonistów
settings-colour-blind-symbols = symbol dla każdego koloru
# Animation: no confetti or shaking; tiles fade to their place.
settings-reduce-motion = mniej ruchu
settings-tile-colours = Kolory kostek
settings-tile-colours-classic = Klasyczne
settings-tile-colours-colour-blind = Dla daltonistów (Okabe–Ito)
settings-tile-colours-low-vision = Dla słabowidzących (zielony, grube cyfry)
settings-size = Rozmiar kostek i tekstu
settings-size-small = Mały
settings-size-normal = Normalny
settings-size-large = Duży
settings-size-larger = Większy
settings-high-contrast = Wysoki kontrast
settings-high-contrast-detail = ciemne sukno, białe obrysy
settings-language = Język
# In the language list: follow the system's (the browser's) language. The
# other entries are each language's own name.
settings-language-system = Język systemu
settings-statistics = Statystyki
settings-stats-won = Wygrane rundy: { $rounds } z { $rounds_played } · wygrane partie: { $matches } z { $matches_played }
# Rounds against one computer level. $level is easy, medium, hard, greedy or master.
settings-stats-against = Komputer { $level ->
        [easy] łatwy
        [medium] średni
        [hard] trudny
        [master] mistrz
       *[greedy] zachłanny
    } – wygrane rundy: { $won } z { $played }
# $points is signed: +35, -12 (text, not a number: "pkt" fits every number).
settings-stats-best-round = Najlepsza runda: { $points } pkt

## The pause menu over a game

# The button over the table that opens the pause menu (little room).
pause-menu = Menu
pause-menu-hover = Pauza i menu (Esc)
pause-title = Pauza
# $level is the puzzle's level (Łatwa, Średnia, Trudna); $date like 2026-11-26.
pause-daily-puzzle = Zagadka dnia · { $level } · { $date }
# The round being played, and the number that dealt the game.
pause-round = Runda { $round } · rozdanie nr { $seed }
pause-resume = Wróć do gry (Esc)
pause-settings = Ustawienia
pause-how-to-play = Jak grać
pause-quit = Wyjdź do menu
pause-save-and-quit = Zapisz i wyjdź do menu
# Online, as a player: the seat is kept on the server (Your games brings the player back).
pause-step-away = Wyjdź do menu, miejsce zostaje
# Online: for good; a computer plays the seat, and a rated game counts as a loss.
pause-leave-game = Opuść grę

## Daily puzzles

puzzles-title = Zagadki dnia
# $date like 2026-11-26.
puzzles-intro = { $date }: wyłóż wszystkie kostki ze stojaka w jednej turze. Dziś wszyscy mają te same zagadki.
# A level solved today: $level (Łatwa, Średnia, Trudna) and the time it took,
# like 2:05.
puzzles-solved = ✔ { $level } · { $time }
puzzles-easy-hint = Trzeba zmienić jeden układ na stole
puzzles-medium-hint = Trzeba zmienić dwa układy na stole
puzzles-hard-hint = Trzeba zmienić trzy lub więcej układów na stole
# The puzzle could not be made: $why is the game's own reason (in English).
puzzles-cannot-open = { $why }

## Replays (finished matches kept to watch again)

replays-title = Powtórki
replays-intro = Ostatnie zakończone partie (do { $count }), od najnowszej.
replays-empty = Nie ma jeszcze zakończonych partii: każda trafia tutaj, gdy się skończy.
# A kept match: $date like 2026-11-26 (or ?), $players the players' names
# and $winners the winners' names, each list joined with commas.
replays-match = { $date } · { $players } · zwycięstwo: { $winners }
# The same, for a match that no longer replays: $why is the game's own
# reason (in English).
replays-match-unplayable = { $date } · { $players } · bez zwycięzcy (nie da się jej odtworzyć: { $why })
replays-watch = Oglądaj
replays-export = Eksportuj
replays-export-hover = Zapisz jako plik do wysłania
# Beside a field where the player types a file's path.
replays-import-label = Importuj plik partii:
replays-import = Importuj
# Opens the browser's file picker.
replays-import-pick = Importuj plik partii…
# $why is the system's own reason (in English).
replays-cannot-read = Nie zaimportowano: nie można odczytać { $path }: { $why }
# $why is the game's own reason the file was refused (in English).
replays-not-imported = Nie zaimportowano: { $why }
replays-imported = Zaimportowano: partia jest na górze listy.
# $why is the system's own reason (in English).
replays-imported-unsaved = Zaimportowano, ale nie udało się zapisać listy: { $why }
replays-cannot-watch = Nie można jej obejrzeć: { $why }
# $path is where the match file was written.
replays-written = Zapisano w { $path }
replays-cannot-write = Nie można zapisać { $path }: { $why }
# $name is the match file's name, in the browser's downloads.
replays-downloaded = Pobrano jako { $name }
replays-cannot-download = Nie można pobrać: { $why }
replays-no-folder = Nie można pobrać: nie ma folderu, w którym można by zapisać plik
# The browser's own reason its file picker did not open (in English).
replays-cannot-pick = { $why }
replays-type-path = albo wpisz ścieżkę do pliku

## Stored files (settings, the saved game, the finished matches): problems
## told on the main menu and on the table

# A stored file could not be read at all. $doc names it (settings,
# saved-game, replays, online-seat, online-player); $problem is browser (the browser
# refused) or system, when $detail is the path and the system's own reason
# (in English). The names are in the genitive ("nie udało się odczytać …").
storage-unreadable = Nie udało się odczytać { $doc ->
        [settings] ustawień
        [saved-game] zapisanej gry
        [replays] listy zakończonych partii
        [online-player] twojego gracza online
       *[online-seat] miejsca w pokoju online
    }: { $problem ->
        [browser] przeglądarka odmówiła dostępu do swojej pamięci
       *[system] { $detail }
    }.
# A stored file does not read and is set aside. $doc as above. $problem:
# not-tilemeld or damaged ($detail is the reader's own reason, in
# English), or other-version ($found and $reads are format numbers).
# $kept says what became of the bad copy: moved or local-storage ($place
# is its new file or key), storage-full, not-moved ($error is the system's
# reason, in English), or none.
storage-set-aside = Nie udało się odczytać { $doc ->
        [settings] ustawień
        [saved-game] zapisanej gry
        [replays] listy zakończonych partii
        [online-player] twojego gracza online
       *[online-seat] miejsca w pokoju online
    }: { $problem ->
        [not-tilemeld] to nie jest plik Tilemeld ({ $detail })
        [other-version] plik pochodzi z innej wersji Tilemeld (format { $found }, ta wersja czyta format { $reads })
       *[damaged] plik jest uszkodzony ({ $detail })
    }. { $kept ->
        [moved] Wadliwą kopię zachowano jako { $place }.
        [local-storage] Wadliwą kopię zachowano w localStorage jako { $place }.
        [storage-full] Nie udało się odłożyć wadliwej kopii (brak miejsca?); została na swoim miejscu.
        [not-moved] Nie udało się przenieść wadliwej kopii ({ $error }); została na swoim miejscu.
       *[none] {""}
    }
# The settings could not be read at all (see storage-unreadable), and the
# defaults are used.
storage-settings-unreadable = Nie udało się odczytać ustawień: { $problem ->
        [browser] przeglądarka odmówiła dostępu do swojej pamięci
       *[system] { $detail }
    }. Na razie obowiązują ustawienia domyślne; zmiany nie są zapisywane, żeby plik nie przepadł.
# The settings do not read (see storage-set-aside), and the defaults are
# used: for good when the bad copy is out of the way, else for now.
storage-settings-set-aside = Nie udało się odczytać ustawień: { $problem ->
        [not-tilemeld] to nie jest plik Tilemeld ({ $detail })
        [other-version] plik pochodzi z innej wersji Tilemeld (format { $found }, ta wersja czyta format { $reads })
       *[damaged] plik jest uszkodzony ({ $detail })
    }. { $kept ->
        [moved] Wadliwą kopię zachowano jako { $place }. Obowiązują ustawienia domyślne.
        [local-storage] Wadliwą kopię zachowano w localStorage jako { $place }. Obowiązują ustawienia domyślne.
        [storage-full] Nie udało się odłożyć wadliwej kopii (brak miejsca?); została na swoim miejscu. Na razie obowiązują ustawienia domyślne; zmiany nie są zapisywane, żeby plik nie przepadł.
        [not-moved] Nie udało się przenieść wadliwej kopii ({ $error }); została na swoim miejscu. Na razie obowiązują ustawienia domyślne; zmiany nie są zapisywane, żeby plik nie przepadł.
       *[none] Na razie obowiązują ustawienia domyślne; zmiany nie są zapisywane, żeby plik nie przepadł.
    }
# The saved game's moves do not lead to it: $why is the game's own reason
# (in English). $kept and its variables as in storage-set-aside.
storage-game-inconsistent = Zapisana gra jest niespójna ({ $why }) i nie można jej kontynuować. { $kept ->
        [moved] Wadliwą kopię zachowano jako { $place }.
        [local-storage] Wadliwą kopię zachowano w localStorage jako { $place }.
        [storage-full] Nie udało się odłożyć wadliwej kopii (brak miejsca?); została na swoim miejscu.
        [not-moved] Nie udało się przenieść wadliwej kopii ({ $error }); została na swoim miejscu.
       *[none] {""}
    }
# $why is the system's own reason (in English), in this and the next two.
storage-game-not-saved = Nie udało się zapisać gry: { $why }.
storage-settings-not-saved = Nie udało się zapisać ustawień: { $why }.
storage-match-not-kept = Nie udało się zachować zakończonej partii: { $why }.
# A match file picked in the browser: $size and $max are in bytes.
storage-import-too-big = Nie zaimportowano: plik ma { $size ->
        [one] { $size } bajt
        [few] { $size } bajty
        [many] { $size } bajtów
       *[other] { $size } bajta
    }, a plik partii może mieć najwyżej { $max }
storage-import-not-text = Nie zaimportowano: to nie jest plik tekstowy
# $why is the browser's own reason (in English).
storage-import-failed = Nie zaimportowano: { $why }

## Default names

newgame-name-you = Ty
newgame-name-player = Gracz { $number }
newgame-name-friend = Znajomy
