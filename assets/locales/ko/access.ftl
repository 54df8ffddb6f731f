# Tilemeld: what a screen reader hears (한국어)
# Every text here is read aloud, never drawn: write it as it is said.

## Tiles in words

# A run of one colour, said once for all its tiles: "파란색 4 5 6".
# $numbers is the numbers with spaces between; $colour is as in tile-numbered.
tiles-run = { $colour ->
        [black] 검은색
        [blue] 파란색
        [orange] 주황색
       *[red] 빨간색
    } { $numbers }
# Between tiles or runs said one after another: "빨간색 7, 파란색 7, 조커".
tiles-separator = {", "}

## The table as lists
## No particle is put right after a variable (은/는, 을/를 depend on how the
## number or word ends).

access-rack = 내 받침대, 타일 { $count }개
access-table = 테이블, 조합 { $count }개
# A set on the table: "2번 조합: 파란색 4 5 6".
access-set = { $number }번 조합: { $tiles }
access-set-invalid = { $number }번 조합, 아직 올바르지 않음: { $tiles }
access-put-here = { $number }번 조합에 붙이기 ({ $tiles })
access-new-set = 집은 타일을 새 조합으로 내려놓기
access-back-to-rack = 집은 타일을 받침대로 되돌리기

## Announcements

# "Ada: 타일 3개를 냈습니다. 새 조합 파란색 4 5 6; 빨간색 4 5 6 7 조합에 빨간색 7."
# $self is `you` for the player's own seat: then no name (Korean drops the subject).
access-played = { $self ->
        [you] 타일 { $count }개를 냈습니다
       *[other] { $name }: 타일 { $count }개를 냈습니다
    }. { $sets }.
access-laid-new = 새 조합 { $tiles }
access-laid-added = { $set } 조합에 { $tiles }
# Between the sets of one play.
access-laid-separator = {"; "}
access-your-turn = 내 차례입니다. 받침대에 타일이 { $count }개 있습니다.
# Tiles the player put into a set: "파란색 7, 이제 2번 조합에 있습니다: 파란색 4 5 6 7."
access-put = { $tiles }, 이제 { $number }번 조합에 있습니다: { $set }.
access-put-back = { $tiles }, 받침대로 돌아왔습니다.
access-nothing-picked = 먼저 타일을 집으세요. 받침대나 테이블의 타일을 누르세요.
access-round-over = 라운드가 끝났습니다.
