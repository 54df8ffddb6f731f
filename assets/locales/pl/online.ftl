# Tilemeld: online (Polski)

## Play online (create a room or join one)

online-title = Graj online
online-intro = Graj ze znajomymi na innych urządzeniach. Serwer rozdaje kostki, sprawdza każdy ruch i przechowuje grę, gdy ktoś się rozłączy.
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
online-room-gone = Pokoju, w którym grasz, już nie ma albo twoje miejsce zostało zwolnione.

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
servererror-stale = Gra poszła naprzód, zanim twój ruch dotarł. Spróbuj ponownie.
# The rules refused a move sent to the server.
servererror-refused = Zasady nie pozwalają na ten ruch.
servererror-storage = Serwer nie mógł tego zapisać, więc nic się nie zmieniło. Spróbuj ponownie.
servererror-replaced = Twoje miejsce otwarto w innej karcie lub na innym urządzeniu.
servererror-removed = Gospodarz usunął cię z pokoju.
servererror-no-player = Najpierw zaloguj się jako gracz.
servererror-bad-name = Nie można użyć tej nazwy: jest pusta, za długa albo wygląda jak nazwa komputera. Wybierz inną.
servererror-queue-full = Teraz czeka zbyt wielu graczy. Spróbuj ponownie za minutę.
servererror-other-server = Ten pokój jest rozgrywany przez inny serwer. Spróbuj ponownie za chwilę.
