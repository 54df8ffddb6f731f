# Tilemeld: table (Turkish)

## Notices on the table

refused-wait-your-turn = Taş oynamak için sıranı bekle; o zamana kadar ıstakanı düzenleyebilirsin.
hint-no-play = Oynayabileceğin bir hamle yok: taş çek.

## The turn's controls beside the rack (hud)
## Button labels are short: on a phone they sit under an icon in a fifth of
## the screen's width. The letters in brackets are keyboard keys.

# The status line above the controls. $name is a player's name.
hud-status-your-turn = Sıra sende
hud-status-their-turn = Sıra: { $name }
hud-status-computer-playing = { $name } oynuyor…
# Hot-seat: the device goes to the next player.
hud-status-pass-to = Cihazı ver: { $name }
hud-status-round-over = El bitti
hud-status-solution-shown = Çözüm gösterildi
hud-status-solved = Çözüldü
hud-status-match-over = Maç bitti
# Portrait: small text beside the status while the computers play.
hud-tap-to-hurry = hızlandırmak için buraya dokun
hud-faster = Hızlandır
hud-faster-tip = Bilgisayarların hamlelerini hızlandır (F ya da boşluk tuşu)
hud-done = Tamam
hud-done-tip = Turu bitir (Enter)
# Lessons: the button that plays the lesson's answer out.
hud-show-me = Göster
hud-show-me-tip = Masada oynayarak göster
# Daily puzzle: the button that plays the solution out.
hud-solution = Çözüm
hud-solution-tip = Çözümü masada oynat; bu durumda bugün çözülmüş sayılmaz
hud-give-up = Vazgeç
# $count is the number of tiles drawn as the penalty.
hud-give-up-tip = Masayı değiştirdin: masa eski haline döner ve { $count } taş çekersin (D)
hud-pass = Pas
hud-pass-tip = Ortada taş kalmadı: pas geç (D)
hud-draw = Taş çek
hud-draw-tip = Ortadan bir taş çek; turun biter (D)
hud-undo = Geri al
hud-undo-tip = Son hareketi geri al (Ctrl+Z ya da Backspace)
hud-reset = Sıfırla
hud-reset-tip = Masayı ve ıstakanı turun başındaki haline döndür (R)
hud-hint = İpucu
hud-hint-tip = Bir hamle göster (H)
# Tooltips of the two sort buttons on the rack's edge (labelled 777 and 789).
hud-sort-groups-tip = Istakanı gruplar halinde diz: aynı sayılar yan yana (G)
hud-sort-runs-tip = Istakanı seriler halinde diz: önce renge, sonra sayıya göre (S)
# Tooltips of the pool (the stack of face-down tiles).
hud-pool-empty = Ortada taş kalmadı
hud-pool-tip = Ortadaki taşlar: taş çekmek için tıkla (D)

## The other players' seats along the top
## Small text in a seat's top right corner: what plays the seat.

seat-human = insan
seat-level-easy = kolay
seat-level-medium = orta
seat-level-hard = zor
seat-level-greedy = açgözlü
seat-level-master = usta
seat-online = çevrimiçi

## Hot-seat cover between two players' turns

# $name is the next player's name.
cover-pass-to = Cihazı ver: { $name }
cover-ready = Hazırım

## Asked when Draw is pressed after changing the table

prompt-give-up-title = Bu hamleden vazgeçiyor musun?
# $count is the number of tiles drawn as the penalty (more than one).
prompt-give-up-text = Masayı değiştirdin. Şimdi taş çekersen hamleden vazgeçmiş olursun: masa eski haline döner ve { $count } taş çekersin.
prompt-give-up-confirm = Vazgeç, { $count } taş çek (Enter)
prompt-keep-playing = Oynamaya devam et

## Notices above the rack (a few seconds each)
## $name is a player's name, $count a number of tiles; $self is `you` when
## the seat is the player's own (one person at this device), else `other`:
## say "you" there, not the name in a sentence about someone else.

# Stands for a player's name when the seat is unknown.
toast-someone = Biri
toast-played = { $self ->
        [you] { $count } taş oynadın
       *[other] { $name } { $count } taş oynadı
    }
toast-passed = { $self ->
        [you] Pas geçtin
       *[other] { $name } pas geçti
    }
toast-drew = { $self ->
        [you] { $count } taş çektin
       *[other] { $name } { $count } taş çekti
    }
# The turn's time ran out: the table went back and $count tiles were drawn.
toast-time-up = { $self ->
        [you] Süren doldu: masa eski haline döndü ve { $count } taş çektin
       *[other] { $name } için süre doldu: masa eski haline döndü ve { $count } taş çekildi
    }
# Back at an online table: a computer played the player's seat for $turns
# turns. The next three say too that it laid $played tiles, drew $drew
# tiles, or both.
toast-while-away = Sen yokken bilgisayar senin yerine { $turns } tur oynadı
toast-while-away-laid = Sen yokken bilgisayar senin yerine { $turns } tur oynadı: masaya { $played } taş koydu
toast-while-away-drew = Sen yokken bilgisayar senin yerine { $turns } tur oynadı: { $drew } taş çekti
toast-while-away-laid-drew = Sen yokken bilgisayar senin yerine { $turns } tur oynadı: masaya { $played } taş koydu ve { $drew } taş çekti

## The round's end card

# The headline when a player emptied their rack.
roundend-went-out-title = Bitti!
# Player names in a list: $list is one name or a list made by this message,
# $name the next name ("Ada and Bob", then "Ada and Bob and Cy").
roundend-names-and = { $list } ve { $name }
# $names is one name or a list of them; $count how many players.
roundend-went-out = { $self ->
        [you] Elini bitirdin!
       *[other] { $names } elini bitirdi
    }
roundend-pool-ran-out = Ortada taş kalmadı
roundend-lowest-rack = { $self ->
        [you] En düşük ıstaka seninkiydi
       *[other] En düşük ıstaka: { $names }
    }
roundend-out-of-time-title = Süre doldu
# The tournament clock ran out: that player loses the match.
roundend-out-of-time = { $self ->
        [you] Süren doldu: maçı kaybettin
       *[other] { $name } için süre doldu: { $name } maçı kaybetti
    }
roundend-next-round = Sonraki el (Enter)
# Column headings of the score table.
roundend-player = Oyuncu
roundend-left-on-rack = Istakada kalan
roundend-round = El
roundend-total = Toplam
# A cell of the score table: the tiles left on a rack and what they count.
# Select on $tiles or $points where the words change with the number.
roundend-rack-left = { $tiles } taş, { $points } puan
# A play the player missed: on turn $turn they could have played $more
# more tiles ($possible in all instead of the $played they played).
roundend-missed = { $name }: { $turn }. turda { $more } taş daha oynayabilirdin ({ $played } yerine { $possible }).
# Opens a small board showing the missed play.
roundend-show-me = Göster
roundend-final-standings = Genel sıralama
# A line of the final standings: $place is 1, 2, 3…; $points the total
# (may be negative); $won the rounds won. Select on $points where the word
# changes with the number.
roundend-standing = { $place }. { $name } — { $points } puan, kazanılan el: { $won }
roundend-rematch = Rövanş
# Online, at the match's end, to the players who are not the host.
roundend-host-may-rematch = Rövanşı oda sahibi başlatabilir
roundend-leave = Ayrıl
roundend-play-again = Tekrar oyna
roundend-menu = Menü

## Show me: a missed play on a small board

showme-title = { $turn }. tur: neler oynanabilirdi
# Select on $possible where the word changes with the number.
showme-instead = { $played } yerine { $possible } taş
showme-before = O turdaki masa ve ıstaka
showme-rack = Istaka
showme-again = Tekrar
showme-close = Kapat
# The letter on a joker's face on the small board (one letter).
showme-joker = J

## Watching a replay: the bar where the turn's buttons are in a game

# $round counts from 1; $move is the number of moves shown so far, $total
# the number of moves in the replay.
watch-status = Kayıt · { $round }. el · hamle { $move }/{ $total }
watch-status-end = Kayıt · { $round }. el · hamle { $move }/{ $total } · son
# Button labels under an icon (short), and their tooltips.
watch-back-label = Geri
watch-back-tip = Bir hamle geri
watch-play-label = Oynat
watch-play-tip = Otomatik oynat
watch-stop-label = Durdur
watch-stop-tip = Durdur
watch-forward-label = İleri
watch-forward-tip = Bir hamle ileri
# The button that shows another player's rack; $name is whose rack is shown.
watch-rack = Istaka: { $name }
# The same on a phone: two short lines.
watch-rack-stacked =
    Istaka
    { $name }
watch-next-rack-tip = Sonraki oyuncunun ıstakasını göster
# On a phone, under an icon: back to the list of replays.
watch-list = Liste
watch-replays = Kayıtlar
watch-list-tip = Maç listesine dön
