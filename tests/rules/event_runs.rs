//! An event from start to finish, without a server: Swiss rounds with no
//! rematch and standings by points, a duplicate round dealing the same at
//! every table, an arena seating its free players until its time is up,
//! who may join, and an event read back mid-round pairing as before.

use std::collections::BTreeSet;

use tilemeld::online::events::event::{
    Event, EventKind, EventPhase, EventSpec, EventStep, JoinRefused, TableResult,
};

fn spec(kind: EventKind, seats: usize, rounds: u16) -> EventSpec {
    EventSpec {
        name: "Club night".into(),
        kind,
        preset: "modern".into(),
        seats,
        rounds,
        minutes: if kind == EventKind::Arena { 5 } else { 0 },
        starts_at: 1_000,
        invite: None,
    }
}

/// An event with `n` players p0, p1…, rated best first.
fn event_of(kind: EventKind, seats: usize, rounds: u16, n: usize) -> Event {
    let mut e = Event::new("EV1".into(), spec(kind, seats, rounds), 42).unwrap();
    for i in 0..n {
        let rating = 2000 - 10 * i as i32;
        e.join(&format!("p{i}"), &format!("P{i}"), rating, None, 0)
            .unwrap();
    }
    e
}

/// Opens rooms for new tables, as the server would: code `T<index>`.
fn open(e: &mut Event, tables: &[usize]) {
    for &t in tables {
        e.tables[t].code = Some(format!("T{t}"));
    }
}

/// The lower-numbered player wins every table (places by index).
fn by_index(e: &Event, t: usize) -> TableResult {
    let players = &e.tables[t].players;
    let places = players
        .iter()
        .map(|p| 1 + players.iter().filter(|q| *q < p).count())
        .collect();
    let totals = players.iter().map(|&p| 100 - p as i32 * 10).collect();
    TableResult { places, totals }
}

fn finish_open_tables(e: &mut Event, now: u64) {
    let open: Vec<usize> = (0..e.tables.len())
        .filter(|&t| e.tables[t].result.is_none())
        .collect();
    for t in open {
        let code = e.tables[t].code.clone().unwrap();
        let result = by_index(e, t);
        assert_eq!(e.record(&code, result, now), Ok(true));
    }
}

#[test]
fn a_swiss_event_plays_its_rounds_without_a_rematch_and_ranks_by_points() {
    let mut e = event_of(EventKind::Swiss, 2, 3, 6);
    assert_eq!(e.due(999), None);
    let mut now = 1_000;
    while let Some(step) = e.due(now) {
        let tables = e.step(step, now).unwrap();
        open(&mut e, &tables);
        finish_open_tables(&mut e, now);
        now += 60_000;
    }
    assert_eq!(e.phase, EventPhase::Finished);
    assert_eq!(e.round, 3);
    assert_eq!(e.tables.len(), 9, "three tables a round");
    let pairs: BTreeSet<Vec<usize>> = e
        .tables
        .iter()
        .map(|t| {
            let mut p = t.players.clone();
            p.sort();
            p
        })
        .collect();
    assert_eq!(pairs.len(), 9, "no pair met twice");
    assert!(e.players.iter().all(|p| p.games == 3));
    let standings = e.standings();
    assert_eq!(standings[0].player, 0, "p0 beat everyone it met");
    assert_eq!(standings[0].score, 6);
    assert_eq!(standings.last().unwrap().player, 5);
    assert!(standings.windows(2).all(|w| w[0].score >= w[1].score));
    assert_eq!(e.due(now), None);
    assert_eq!(
        e.join("late", "Late", 1500, None, now),
        Err(JoinRefused::Finished)
    );
}

#[test]
fn an_event_read_back_mid_round_pairs_the_next_round_as_before() {
    let mut e = event_of(EventKind::Swiss, 2, 4, 7);
    let tables = e.step(EventStep::Start, 1_000).unwrap();
    assert_eq!(tables.len(), 3);
    assert_eq!(e.byes.len(), 1, "seven players: one bye");
    open(&mut e, &tables);
    finish_open_tables(&mut e, 2_000);
    let text = serde_json::to_string(&e).unwrap();
    let mut again: Event = serde_json::from_str(&text).unwrap();
    assert_eq!(again, e);
    let next = e.step(EventStep::NextRound, 3_000).unwrap();
    let next_again = again.step(EventStep::NextRound, 3_000).unwrap();
    assert_eq!(next, next_again);
    assert_eq!(e.tables, again.tables, "the same tables and deals");
    let byes: BTreeSet<usize> = e.byes.iter().map(|b| b.1).collect();
    assert_eq!(byes.len(), 2, "a second bye goes to someone else");
}

#[test]
fn a_duplicate_round_deals_alike_and_compares_each_seat_with_its_peers() {
    let mut e = event_of(EventKind::Duplicate, 2, 2, 4);
    let tables = e.step(EventStep::Start, 1_000).unwrap();
    assert_eq!(tables.len(), 2);
    let (a, b) = (tables[0], tables[1]);
    assert_eq!(e.tables[a].deal_seed, e.tables[b].deal_seed);
    open(&mut e, &tables);
    // Seat 1 of table a wins by 30; seat 0 of table b wins by 10.
    let code = |e: &Event, t: usize| e.tables[t].code.clone().unwrap();
    let ra = TableResult {
        places: vec![2, 1],
        totals: vec![-30, 30],
    };
    let rb = TableResult {
        places: vec![1, 2],
        totals: vec![10, -10],
    };
    assert_eq!(e.record(&code(&e, a), ra, 2_000), Ok(true));
    assert_eq!(e.record(&code(&e, b), rb, 2_000), Ok(true));
    // Seat 0: b's +10 beats a's -30. Seat 1: a's +30 beats b's -10.
    let top: BTreeSet<usize> = e.standings()[..2].iter().map(|s| s.player).collect();
    let winners: BTreeSet<usize> = [e.tables[a].players[1], e.tables[b].players[0]].into();
    assert_eq!(top, winners);
    assert!(e.standings()[..2].iter().all(|s| s.score == 10_000));
    assert!(e.standings()[2..].iter().all(|s| s.score == 0));
    let next = e.step(EventStep::NextRound, 3_000).unwrap();
    assert_eq!(e.tables[next[0]].deal_seed, e.tables[next[1]].deal_seed);
    assert_ne!(e.tables[next[0]].deal_seed, e.tables[a].deal_seed);
    // A result that does not fit the table is refused; a room no open
    // table plays is not one of the event's.
    let bad = TableResult {
        places: vec![1],
        totals: vec![0],
    };
    open(&mut e, &next);
    assert!(e.record(&code(&e, next[0]), bad, 4_000).is_err());
    let ok = by_index(&e, next[0]);
    assert_eq!(e.record("NOROOM", ok, 4_000), Ok(false));
}

#[test]
fn an_arena_seats_free_players_until_its_time_is_up() {
    let mut e = event_of(EventKind::Arena, 2, 0, 5);
    let tables = e.step(EventStep::Start, 1_000).unwrap();
    assert_eq!(tables.len(), 2, "five players: two tables, one waits");
    open(&mut e, &tables);
    assert_eq!(e.due(2_000), None, "one free player is no table");
    finish_open_tables(&mut e, 2_000);
    assert_eq!(e.due(3_000), Some(EventStep::SeatArena));
    let more = e.step(EventStep::SeatArena, 3_000).unwrap();
    assert_eq!(more.len(), 2);
    open(&mut e, &more);
    // Time is up with tables still playing: they finish, then the end.
    let end = e.spec.ends_at();
    assert_eq!(e.due(end), None);
    finish_open_tables(&mut e, end);
    assert_eq!(e.due(end), Some(EventStep::Finish));
    e.step(EventStep::Finish, end).unwrap();
    assert_eq!(e.phase, EventPhase::Finished);
    let standings = e.standings();
    assert!(standings.windows(2).all(|w| w[0].score >= w[1].score));
}

#[test]
fn who_may_join_an_event() {
    let mut private = spec(EventKind::Swiss, 2, 1);
    private.invite = Some("CLUB42".into());
    let mut e = Event::new("EV2".into(), private, 1).unwrap();
    assert_eq!(e.join("a", "A", 1500, None, 0), Err(JoinRefused::Private));
    assert_eq!(
        e.join("a", "A", 1500, Some("WRONG"), 0),
        Err(JoinRefused::Private)
    );
    assert_eq!(e.join("a", "A", 1500, Some(" CLUB42 "), 0), Ok(0));
    assert_eq!(e.join("a", "A", 1500, Some("CLUB42"), 0), Ok(0), "once");
    e.join("b", "B", 1500, Some("CLUB42"), 0).unwrap();
    e.join("c", "C", 1500, Some("CLUB42"), 0).unwrap();
    assert!(e.withdraw("c"));
    let tables = e.step(EventStep::Start, 1_000).unwrap();
    assert_eq!(tables.len(), 1);
    assert!(
        !e.tables[0].players.contains(&2),
        "a withdrawn player is not seated"
    );
    assert!(e.byes.is_empty());
    assert_eq!(
        e.join("d", "D", 1500, Some("CLUB42"), 2_000),
        Err(JoinRefused::TooLate),
        "the one round has begun"
    );
    // An event nobody could play ends at its start.
    let mut empty = event_of(EventKind::Swiss, 2, 3, 1);
    assert_eq!(empty.due(1_000), Some(EventStep::Start));
    assert_eq!(empty.step(EventStep::Start, 1_000), Ok(Vec::new()));
    assert_eq!(empty.phase, EventPhase::Finished);
    // Specs that cannot be held are refused with the reason.
    for (bad, why) in [
        (spec(EventKind::Swiss, 2, 0), "rounds"),
        (spec(EventKind::Swiss, 7, 3), "seats"),
        (
            EventSpec {
                preset: "championship".into(),
                ..spec(EventKind::Swiss, 4, 3)
            },
            "championship",
        ),
        (
            EventSpec {
                minutes: 1,
                ..spec(EventKind::Arena, 2, 0)
            },
            "minutes",
        ),
        (
            EventSpec {
                preset: "nope".into(),
                ..spec(EventKind::Swiss, 2, 3)
            },
            "preset",
        ),
    ] {
        let e = Event::new("X".into(), bad, 1).unwrap_err();
        assert!(e.contains(why), "{e}");
    }
}
