# Tilemeld: online (Polski)

## Play online (create a room or join one)

online-title = Graj online
online-intro = Graj od razu z kimkolwiek albo ze znajomymi na innych urządzeniach. Serwer rozdaje kostki, sprawdza każdy ruch i przechowuje grę, gdy ktoś się rozłączy.
# A label before the text field for the player's name.
online-your-name = Twoje imię
# A label before the text field for the server's address (not shown in a browser).
online-server = Serwer
online-create-room = Utwórz pokój
# A label before the text field for a room's six-letter code.
online-invite-code = Kod zaproszenia
# The button by the invite code field.
online-join-room = Dołącz
online-back = Wstecz
# KQMZTR is an example code: keep it as it is (codes are Latin letters).
online-bad-code = Kod zaproszenia ma sześć liter, np. KQMZTR.
online-need-name = Najpierw wpisz swoje imię.
# Coming back to the game, the seat this device held cannot be taken again.
online-room-gone = Pokoju z twoją grą już nie ma albo twoje miejsce zostało zwolnione.
# A seat stepped away from (Menu, Back to the menu): $code is the room's code.
online-back-to-game = Wróć do swojej gry { $code }

## Play online: the tabs along its top

online-tab-quick = Szybka gra
online-tab-friends = Ze znajomymi
online-tab-my-games = Twoje gry
online-tab-watch = Oglądaj
online-tab-leaderboard = Ranking

## Quick match: a table with whoever is waiting

quick-intro = Zagraj z tymi, którzy czekają na taki sam stół. Wolne miejsca zajmują komputery, wyraźnie oznaczone jako komputery.
quick-rules = Zasady
quick-players = Gracze
# How long each player has for a move.
quick-pace = Tempo
quick-pace-live = Na żywo
# $hours is 12, 24 or 72.
quick-pace-hours = { $hours ->
        [24] Doba na ruch
        [72] Trzy doby na ruch
        [one] { $hours } godzina na ruch
        [few] { $hours } godziny na ruch
        [many] { $hours } godzin na ruch
       *[other] { $hours } godziny na ruch
    }
# How long to wait for other players before computers take the empty seats.
quick-wait = Czas oczekiwania na graczy
# $secs is a number of seconds (20, 60, 120).
quick-wait-secs = { $secs ->
        [60] 1 minuta
        [120] 2 minuty
        [one] { $secs } sekunda
        [few] { $secs } sekundy
        [many] { $secs } sekund
       *[other] { $secs } sekundy
    }
quick-find = Znajdź grę
quick-looking = Szukamy graczy…
# $rules is the rules' name, $players a number, $pace the pace (as above).
quick-looking-for = { $rules } · graczy: { $players } · { $pace }
# $waited is a time such as 0:07.
quick-waited = Czekasz już { $waited }
# $secs is a number of seconds.
quick-fill-in = Komputery zajmą wolne miejsca za { $secs } s.
quick-cancel = Anuluj
# One line, always shown under Find a game. $secs is the seconds a seat waits for its player.
quick-fair-play = Fair play: jeśli się rozłączysz, twoje miejsce czeka { $secs } s, a potem gra za ciebie komputer. Gra rankingowa, którą opuścisz, liczy się jako twoja porażka, nigdy jako porażka innych.
quick-over-days = W grze na kilka dni nikt cię nie zastępuje: gdy skończy ci się czas, dobierasz z puli, a gra toczy się dalej. Znajdziesz ją w zakładce Twoje gry.

## Who you play as online

# $name is the player's name.
player-you = Grasz jako { $name }.
player-none = Twój gracz powstanie, gdy pierwszy raz poszukasz gry. Bez zakładania konta.
player-recovery-title = Twój kod odzyskiwania
player-recovery-note = Zapisz go: przeniesie ciebie, twoje gry i twoje rankingi na inne urządzenie.
player-recovery-show = Pokaż kod odzyskiwania
player-recovery-hide = Ukryj
player-recover = Przenieś swojego gracza z innego urządzenia
# The button by the recovery code field.
player-recover-use = Użyj
online-player-unknown = Ten serwer nie zna już twojego gracza. Znajdź grę, żeby zagrać jako nowy gracz.
online-recovery-unknown = Żaden gracz nie ma takiego kodu odzyskiwania.

## Your games: the games you are in, with whose turn it is

mygames-none = Nie bierzesz teraz udziału w żadnej grze.
mygames-refresh = Odśwież
mygames-your-turn = Twoja kolej
mygames-their-turn = Kolej innego gracza
mygames-waiting = Nierozpoczęta
mygames-over = Zakończona
# $left is a time such as 11 h or 3 min.
mygames-left = zostało { $left }
mygames-open = Otwórz
# A time left: $h hours, $m minutes.
time-hours = { $h } godz.
time-minutes = { $m } min

## Watch: public games being played

watch-intro = Gry, które toczą się teraz. Widzisz stół, ale nigdy kostek graczy; rozdanie zobaczysz po zakończeniu gry.
watch-none = Teraz nie toczy się żadna publiczna gra.
watch-button = Oglądaj
# $rules is the rules' name.
watch-rated = rankingowa, { $rules }
watch-friendly = towarzyska
# Shown on the table while watching.
watch-banner = Oglądasz: kostki graczy są ukryte.
watch-stop = Przestań oglądać

## Leaderboard

leaderboard-rank = Pozycja
leaderboard-name = Gracz
leaderboard-rating = Ranking
leaderboard-games = Gry
leaderboard-empty = Nikt nie ma jeszcze rankingu według tych zasad.
# $rank is a place, $rating a number.
leaderboard-you = Ty: pozycja { $rank }, ranking { $rating }
leaderboard-you-none = Nie masz jeszcze rankingu według tych zasad.
# After a rating that is still provisional (few games played).
rating-provisional = tymczasowy
# A player's latest rated games, under the leaderboard. $name is the player's name.
recent-title = Ostatnie gry rankingowe: { $name }
recent-none = Brak gier rankingowych.
# $place is the player's place in that game (1 is the winner).
recent-place = { $place ->
        [1] Wygrana
       *[other] Miejsce { $place }
    }
# After the place, when the player left that game.
recent-left = opuszczona gra

## A rated game's end: each player's rating change

# $name is a player's name, $before and $after ratings, $change a signed number (+23, −8).
rating-change = { $name }: { $before } ➡ { $after } ({ $change })
rating-title = Rankingi

## A rated game's end: its deal checked
deal-check-button = Sprawdź to rozdanie
# The server revealed a secret at the match's end; when the match began it published a fingerprint of it.
deal-check-fair = Rozdanie się zgadza: sekret ujawniony przez serwer na końcu pasuje do odcisku, który serwer opublikował na początku partii.
# $rounds is how many rounds' tiles were checked.
deal-check-fair-racks = Rozdanie się zgadza: sekret ujawniony przez serwer na końcu pasuje do odcisku, który serwer opublikował na początku partii, i wyznacza dokładnie te kostki, które trafiły do ciebie. Sprawdzone rundy: { $rounds }.
deal-check-bad-commitment = Rozdanie się nie zgadza: sekret ujawniony przez serwer na końcu nie pasuje do odcisku, który serwer opublikował na początku partii.
# $round is a round's number (1 is the first).
deal-check-bad-rack = Rozdanie się nie zgadza: według sekretu ujawnionego przez serwer w rundzie { $round } powinny były trafić do ciebie inne kostki.

## Reactions at the table (a fixed set: no free text)

react-button = Reaguj
react-hello = Cześć!
react-good-luck = Powodzenia!
react-well-played = Dobrze zagrane!
react-thanks = Dzięki!
react-oops = Ups!
react-wow = Łał!
react-thinking = Myślę…
react-good-game = Dobra gra!
# $name is a player's name; the reaction follows.
react-said = { $name }: { $reaction }
react-mute = Wycisz reakcje
# $name is a player's name: a toggle that hides their reactions.
react-mute-seat = Wycisz: { $name }

## The window's title while it is your turn online

title-your-turn = Twoja kolej · Tilemeld

## What each other player's seat is, in small type on the seat at the top of the table (little room)

online-tag-online = online
online-tag-away = poza stołem
# A player dropped out and a computer plays their seat until they are back.
online-tag-stand-in = poza stołem: gra komputer
online-tag-computer = komputer

## The lobby: the room's seats fill until the host starts

# Over the room's code, in large letters.
lobby-title = Pokój
# $code is the room's six-letter code; "Graj online" and "Kod zaproszenia"
# are the names of the button on the main menu and of the field on its screen.
lobby-invite = Znajomi dołączają kodem { $code }: Graj online, potem Kod zaproszenia.
# In a browser. $link is this page's address with the room's code in it.
lobby-invite-link = Znajomi dołączają tym kodem albo przez link { $link }
# In place of a name, for a seat nobody has taken yet.
lobby-waiting-player = czekamy na gracza…
# Tags after a seat's name (short).
lobby-tag-away = poza stołem
lobby-tag-host = gospodarz
lobby-tag-computer = komputer
# The host's button to free another player's seat (small).
lobby-remove = Usuń
lobby-remove-hint = Zwolnij to miejsce dla kogoś innego
lobby-start = Zaczynamy
lobby-waiting-seats = Czekamy, aż wszystkie miejsca się zapełnią…
lobby-host-starts = Grę rozpoczyna gospodarz.
lobby-leave = Opuść pokój

## The connection to the server

conn-connecting = Łączenie…
conn-reconnecting = Ponowne łączenie…
# $why is the network's own reason, in English (a technical detail).
conn-no-server = Brak połączenia z serwerem: { $why }
# A banner over the table while the connection is being made again.
conn-lost = Utracono połączenie. Ponowne łączenie…
# $attempt is the number of this attempt (2, 3, …).
conn-lost-retry = Utracono połączenie. Ponowne łączenie (próba { $attempt })… Twoje miejsce czeka przez minutę, potem gra za ciebie komputer, aż wrócisz.
conn-not-connected = Brak połączenia z pokojem.

## The server's errors, as the player reads them (on the Play online screen, in the lobby, or in a note on the table)

# A request the server could not read or accept (a bad value, a room the rules cannot deal).
servererror-bad-message = Serwer nie mógł przyjąć tego żądania.
servererror-too-large = Ta wiadomość była za duża dla serwera.
# Too many wrong codes or new rooms from this network address.
servererror-throttled = Za dużo prób z twojego adresu. Odczekaj minutę i spróbuj ponownie.
servererror-no-room = Nie ma pokoju z tym kodem albo został już zamknięty.
servererror-room-full = Wszystkie miejsca w tym pokoju są zajęte.
# The seat this device held is no longer its own.
servererror-bad-token = To urządzenie nie ma już miejsca w tym pokoju.
servererror-not-host = Tylko gospodarz może to zrobić.
# Starting twice, joining a match that has begun, a move in the lobby.
servererror-wrong-phase = Na tym etapie gry nie można tego zrobić.
servererror-not-your-turn = To nie twoja kolej.
# The move was about the game as it stood before another move arrived.
servererror-stale = Gra potoczyła się dalej, zanim twój ruch dotarł do serwera. Spróbuj ponownie.
# The rules refused a move sent to the server.
servererror-refused = Zasady nie pozwalają na ten ruch.
servererror-storage = Serwer nie mógł tego zapisać, więc nic się nie zmieniło. Spróbuj ponownie.
servererror-replaced = Twoje miejsce otwarto w innej karcie lub na innym urządzeniu.
servererror-removed = Gospodarz usunął cię z pokoju.
servererror-no-player = Najpierw zaloguj się jako gracz.
servererror-bad-name = Nie można użyć tego imienia: jest puste albo za długie, zawiera niewidoczne znaki, nie ma ani jednej litery albo wygląda jak imię komputera. Wybierz inne.
servererror-queue-full = Teraz czeka zbyt wielu graczy. Spróbuj ponownie za minutę.
servererror-other-server = Gra w tym pokoju toczy się na innym serwerze. Spróbuj ponownie za chwilę.
servererror-signed-out = Twój gracz został przeniesiony na inne urządzenie za pomocą kodu odzyskiwania, więc to urządzenie zostało wylogowane. Wpisz kod odzyskiwania, żeby znów grać tutaj swoim graczem.
# A tournament (event) that does not exist, or a club's event and the
# wrong invite code.
servererror-no-event = Nie ma takiego turnieju. Sprawdź kod.
# The event takes no more players: it is over, full, or every round of it
# has begun.
servererror-event-closed = Ten turniej nie przyjmuje teraz graczy.
