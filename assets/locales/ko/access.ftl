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
# Undo and Reset, said once they are done.
access-undone = 마지막 동작을 되돌렸습니다.
access-reset = 테이블이 차례를 시작할 때의 상태로 돌아갔고, 타일은 받침대로 돌아왔습니다.
access-nothing-to-take-back = 되돌릴 것이 없습니다.
# An online table's connection made again after conn-lost was said.
access-reconnected = 다시 연결되었습니다.
access-round-over = 라운드가 끝났습니다.
# After another player's play, when they are close to going out (4 tiles or
# fewer): "Ada: 타일 3개 남았습니다."
access-tiles-left = { $name }: 타일 { $count }개 남았습니다.
# After access-round-over: who won; $names, $count and $self as in
# roundend-went-out and roundend-lowest-rack.
access-went-out = { $self ->
        [you] 받침대를 모두 비웠습니다.
       *[other] { $names }: 받침대를 모두 비웠습니다.
    }
access-lowest-rack = { $self ->
        [you] 더미가 바닥났습니다. 내 받침대 점수가 가장 낮습니다.
       *[other] 더미가 바닥났습니다. { $names }: 받침대 점수가 가장 낮습니다.
    }
# The tournament clock ran out for a player, who loses the match.
access-out-of-time = { $self ->
        [you] 시간이 다 되어 경기에서 졌습니다.
       *[other] { $name }: 시간이 다 되어 경기에서 졌습니다.
    }
# Then each player's score for the round and the match's total, the best
# first, joined by access-laid-separator: "Ada 35점, 합계 35점; 나 -12점, 합계 -12점".
access-round-scores = 이번 라운드 점수: { $scores }.
access-round-score = { $self ->
        [you] 나
       *[other] { $name }
    } { $points }점, 합계 { $total }점
# The tile or tiles the player drew, said only to them: "가져온 타일: 빨간색 7."
access-you-drew = 가져온 타일: { $tiles }.
# The player's turn clock, at the turn's start, at 30 and 10 seconds left,
# and when asked (T).
access-time-left = { $seconds }초 남았습니다.
# A tournament clock's time, from two minutes up.
access-time-left-minutes = { $minutes }분 { $seconds }초 남았습니다.
access-no-timer = 차례 제한 시간이 없습니다.

## Questions asked with one key (How to play lists the keys)

# A: the last announcement again, before anything was said.
access-said-nothing = 아직 안내한 내용이 없습니다.
# Q: the recent announcements, oldest first; $said is them one after another.
access-said-lately = 최근 안내: { $said }
# W: whose turn it is.
access-whose-turn = { $self ->
        [you] 내 차례입니다.
       *[other] { $name }의 차례입니다.
    }
# Y: the player's rack; $tiles in words.
access-your-rack = 내 받침대, 타일 { $count }개: { $tiles }.
access-no-rack = 이 테이블에는 내 받침대가 없습니다.
# B: the table; $sets is access-set for each, joined by access-laid-separator.
access-the-table = 테이블, 조합 { $count }개: { $sets }.
access-table-empty = 테이블이 비어 있습니다.
# C: each player's tiles and points (the match's total), then the pool,
# joined by access-laid-separator: "Ada, 타일 8개, 12점; …; 더미, 타일 40개".
# The player's own seat is "나", as in newgame-name-you.
access-count = { $self ->
        [you] 나
       *[other] { $name }
    }, 타일 { $count }개, { $points }점
access-pool = 더미, 타일 { $count }개
# L: the last play this round, before anyone played.
access-no-play-yet = 이번 라운드에는 아직 아무도 타일을 내지 않았습니다.
