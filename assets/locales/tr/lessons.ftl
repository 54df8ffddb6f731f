# Tilemeld: lessons (Turkish)

## The lessons of the guided first game: a title and what to do (at most
## two short lines under the title, at the top of the table; keep the text
## within about 130 characters). The tiles, numbers and keys named are the
## ones on the lesson's table: keep them.

lesson-run-title = Seri
lesson-run-text = Seri, aynı renkte sıralı üç ya da daha fazla taştır. 4, 5 ve 6'yı çuhaya yan yana sürükle, sonra Tamam'a bas.
lesson-group-title = Grup
lesson-group-text = Grup, aynı sayının farklı renklerdeki üç ya da dört taşıdır. Üç 7'yi yan yana koy, sonra Tamam'a bas.
lesson-initial-meld-title = İlk açılış
lesson-initial-meld-text = İlk açılışın kendi taşlarınla 30 puan etmeli. Joker, yerini tuttuğu taş kadar sayılır: 10 + 10 + 10.
lesson-adding-title = Pere taş işleme
lesson-adding-text = Açtıktan sonra masadaki her pere taş işleyebilirsin. Mavi 6'yı seriye, mavi 8'i gruba işle.
lesson-shift-title = Kaydırma
lesson-shift-text = Uzun bir serinin ucundaki taşı kaydır: siyah 8'i al, kendi iki 8'inle bir grup yap.
lesson-split-title = Bölme
lesson-split-text = Uzun bir seriyi ikiye böl. Kırmızı 5'in ortaya girer: 3 4 5 ve 5 6 7.
lesson-substitute-title = Değiştirme
lesson-substitute-text = Kırmızı 9'unu gruptaki siyah 9'un yerine koy, siyah 9'u da 10 ve 11'inle bir seride kullan.
lesson-combine-title = Birleştirme
lesson-combine-text = İki perden taş alıp yeni bir per yap: siyah 4 ile mavi 4, senin turuncu 4'üne katılsın.
lesson-freeing-joker-title = Jokeri alma
lesson-freeing-joker-text = Kırmızı 8'in jokerin yerine geçebilir; alınan joker bu turda oynanmalı: iki 5'inle birlikte.
lesson-drawing-title = Taş çekme
lesson-drawing-text = Hiçbir şey uymuyor mu? Taş çek (D): turun biter. Oyunda adının çevresindeki halka süreni gösterir: süre bitince taş çekersin.
lesson-undo-reset-hint-title = Geri al, Sıfırla, İpucu
lesson-undo-reset-hint-text = Geri al son hareketi, Sıfırla tüm turu geri alır; kırmızı çerçeveli per neyin yanlış olduğunu söyler. İpucu (H) bir hamle önerir.

## The lesson's card: its heading on the table and its end.

# Over the table: "Lesson 3 of 11 · The initial meld". $number: the lesson's
# place; $count: how many lessons; $title: its title.
lesson-heading = Ders { $number }/{ $count } · { $title }
# The lesson's end, when it was done (or its play was shown).
lesson-well-done = Harika!
lesson-shown = İşte böyle
lesson-last = Oyunun hepsi bu kadar. Yeni oyun düğmesiyle bir oyun başlat.
# $title: the next lesson's title.
lesson-next = Sıradaki: { $title }
# Buttons.
lesson-next-lesson = Sonraki ders
lesson-again = Tekrar
lesson-menu = Menü

## The daily puzzle's card: its heading on the table and its result.
## $level is the puzzle's level (Easy, Medium, Hard); $date its day
## (2026-03-14, as it is); $time the time taken (4:07, as it is).

# Over the table.
puzzle-heading = { $level } bulmaca · { $date } · { $time }
# The same on a narrow screen, without the day.
puzzle-heading-short = { $level } bulmaca · { $time }
# $tiles: the tiles on the rack; $sets: how many table sets must change.
puzzle-goal = Istakadaki { $tiles } taşın hepsini tek hamlede yerleştir: masadaki { $sets } per değişmeli.
# The result, when the player solved it.
puzzle-solved = Çözüldü!
puzzle-solved-in = { $date } tarihli { $level } bulmaca, { $time } sürede
# The result, when the player had the solution shown.
puzzle-solution = Çözüm
puzzle-solution-shown = Çözüm gösterildi, bu yüzden bu bulmaca sayılmaz. Başka bir seviye dene ya da yarınkini.
# Also in the puzzles menu. $streak: days in a row solved; $solved: days
# solved in all.
puzzle-streak = Üst üste { $streak } gün · toplam { $solved } gün çözüldü
# Buttons: the next level's puzzle of the same day, the same again, back to
# the puzzles menu.
puzzle-next-level = { $level } bulmaca
puzzle-try-again = Tekrar dene
puzzle-puzzles = Bulmacalar
