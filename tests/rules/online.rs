//! A room of online play, without a network: seats and the host, who may
//! move and when, the stale and the out-of-turn, the timer and the dropped
//! player, a whole match in which no seat ever sees another's tiles or the
//! pool, the fair-deal check, and random messages that never break it.

use proptest::prelude::*;
use tilemeld::ai::{Level, choose_turn};
use tilemeld::online::fair::{commitment, verify_deal};
use tilemeld::online::protocol::{ClientMsg, decode_client, normalise_code};
use tilemeld::online::room::{GRACE_MS, NEXT_ROUND_MS};
use tilemeld::online::shadow::{ViewError, reveal_played, shadow_match};
use tilemeld::online::{Due, ErrorCode, Intent, Room, RoomPhase, RoomSetup, SeatKind};
use tilemeld::rules::{Action, MatchLength, RuleSet, TileId};

fn setup(seats: Vec<SeatKind>, rules: RuleSet) -> RoomSetup {
    RoomSetup {
        rules,
        seats,
        stand_in: Level::Medium,
        rated: None,
        public: false,
        move_hours: None,
        event: None,
    }
}

fn two_humans_and_a_computer() -> Room {
    let rules = RuleSet {
        match_length: MatchLength::Rounds { rounds: 1 },
        ..RuleSet::default()
    };
    let seats = vec![
        SeatKind::Human,
        SeatKind::Human,
        SeatKind::Computer {
            level: Level::Greedy,
        },
    ];
    Room::new("ABCDEF".into(), setup(seats, rules), "Ada", "t-ada".into()).unwrap()
}

fn started() -> Room {
    let mut room = two_humans_and_a_computer();
    room.join("Ben", "t-ben".into()).unwrap();
    room.start(0, 7, "salt".into(), 0).unwrap();
    room
}

#[test]
fn a_room_seats_the_host_then_joiners_and_refuses_more() {
    let mut room = two_humans_and_a_computer();
    assert_eq!(room.host, 0);
    assert_eq!(room.seat_of("t-ada"), Some(0));
    assert_eq!(room.join("Ben", "t-ben".into()), Ok(1));
    let full = room.join("Cy", "t-cy".into()).unwrap_err();
    assert_eq!(full.code, ErrorCode::RoomFull);
    assert_eq!(
        room.check_token("nope").unwrap_err().code,
        ErrorCode::BadToken
    );
    // Bad setups are refused with the reason.
    let one = setup(vec![SeatKind::Human], RuleSet::default());
    assert!(Room::new("ABCDEF".into(), one, "A", "t".into()).is_err());
    let no_human = setup(
        vec![
            SeatKind::Computer { level: Level::Easy },
            SeatKind::Computer { level: Level::Easy },
        ],
        RuleSet::default(),
    );
    let e = Room::new("ABCDEF".into(), no_human, "A", "t".into()).unwrap_err();
    assert!(e.message.contains("human"), "{e}");
}

#[test]
fn only_the_host_starts_and_only_when_every_seat_is_taken() {
    let mut room = two_humans_and_a_computer();
    let waiting = room.start(0, 1, "s".into(), 0).unwrap_err();
    assert_eq!(waiting.code, ErrorCode::WrongPhase);
    assert!(waiting.message.contains("waiting for 1"), "{waiting}");
    room.join("Ben", "t-ben".into()).unwrap();
    assert_eq!(
        room.start(1, 1, "s".into(), 0).unwrap_err().code,
        ErrorCode::NotHost
    );
    room.start(0, 1, "s".into(), 0).unwrap();
    assert_eq!(room.phase(), RoomPhase::Playing);
    assert_eq!(
        room.start(0, 1, "s".into(), 0).unwrap_err().code,
        ErrorCode::WrongPhase
    );
    // Nobody joins a match under way.
    let late = room.join("Cy", "t-cy".into()).unwrap_err();
    assert_eq!(late.code, ErrorCode::WrongPhase);
}

#[test]
fn moves_out_of_turn_stale_or_illegal_change_nothing() {
    let mut room = started();
    let current = room.game.as_ref().unwrap().game.round.current;
    let before = room.clone();
    let other = if current == 0 { 1 } else { 0 };
    if current < 2 {
        let e = room.act(other, 0, Intent::Draw, 5).unwrap_err();
        assert_eq!(e.code, ErrorCode::NotYourTurn);
        let stale = room.act(current, 3, Intent::Draw, 5).unwrap_err();
        assert_eq!(stale.code, ErrorCode::Stale);
        // One rack tile alone on the table: the rules' own reason.
        let tile = room.game.as_ref().unwrap().game.round.seats[current].rack[0];
        let refused = room
            .act(
                current,
                0,
                Intent::Play {
                    table: vec![vec![tile]],
                },
                5,
            )
            .unwrap_err();
        assert_eq!(refused.code, ErrorCode::Refused);
        assert!(!refused.message.is_empty());
        let next = room.act(current, 0, Intent::NextRound, 5).unwrap_err();
        assert_eq!(next.code, ErrorCode::WrongPhase);
        assert_eq!(room, before, "a refused move changed the room");
        // The same draw sent twice: the second is stale.
        room.act(current, 0, Intent::Draw, 5).unwrap();
        let again = room.act(current, 0, Intent::Draw, 6).unwrap_err();
        assert_eq!(again.code, ErrorCode::Stale);
    } else {
        assert!(matches!(room.due(0), Some(Due::Computer { .. })));
    }
}

#[test]
fn the_turn_timer_runs_out_and_a_dropped_players_seat_is_played_after_the_grace() {
    let rules = RuleSet {
        turn_timer_secs: Some(60),
        ..RuleSet::default()
    };
    let mut room = Room::new(
        "ABCDEF".into(),
        setup(vec![SeatKind::Human, SeatKind::Human], rules),
        "Ada",
        "a".into(),
    )
    .unwrap();
    room.join("Ben", "b".into()).unwrap();
    room.set_connected(0, true, 0);
    room.set_connected(1, true, 0);
    room.start(0, 3, "s".into(), 1_000).unwrap();
    assert_eq!(room.due(1_000 + 59_999), None);
    assert_eq!(room.turn_ms_left(1_000 + 59_000), Some(1_000));
    assert_eq!(room.due(1_000 + 60_000), Some(Due::Timeout));
    room.apply(Action::Timeout { attempted: vec![] }, 61_000)
        .unwrap();
    // The player whose turn it is now drops: held for the grace period
    // (the timer still runs), then a computer at the host's level plays.
    let seat = room.game.as_ref().unwrap().game.round.current;
    room.set_connected(seat, false, 61_000);
    assert_eq!(room.due(61_000 + 30_000), None);
    assert!(!room.view(0, 61_000 + 30_000).seats[seat].stand_in);
    let mut untimed = room.clone();
    untimed.setup.rules.turn_timer_secs = None;
    assert!(matches!(
        untimed.due(61_000 + GRACE_MS),
        Some(Due::Computer {
            level: Level::Medium,
            ..
        })
    ));
    assert!(untimed.view(0, 61_000 + GRACE_MS).seats[seat].stand_in);
    // Back with the token: the seat is theirs again.
    untimed.set_connected(seat, true, 61_000 + GRACE_MS + 1);
    assert_eq!(untimed.due(61_000 + GRACE_MS + 1), None);
}

/// Every tile a seat's view shows is on the table or in its own rack.
fn check_view_hides(room: &Room, now: u64) {
    let g = room.game.as_ref().unwrap();
    let round = &g.game.round;
    for you in 0..room.seats.len() {
        let view = room.view(you, now);
        assert_eq!(view.rack, round.seats[you].rack);
        let visible: Vec<TileId> = round
            .table
            .iter()
            .flatten()
            .chain(&round.seats[you].rack)
            .copied()
            .collect();
        let shown = view
            .table
            .iter()
            .flatten()
            .chain(&view.rack)
            .chain(view.last.iter().flat_map(|l| &l.played));
        for t in shown {
            assert!(visible.contains(t), "seat {you} was shown tile {}", t.0);
        }
        for (i, s) in view.seats.iter().enumerate() {
            assert_eq!(s.rack, round.seats[i].rack.len());
        }
        assert_eq!(view.pool, round.pool.len());
        // The deal's seed is revealed only when the match is over.
        assert_eq!(view.reveal.is_some(), room.phase() == RoomPhase::MatchOver);
    }
}

#[test]
fn a_whole_match_through_the_room_never_shows_a_seat_another_rack_or_the_pool() {
    let mut room = started();
    let mut now = 0;
    let mut dealt = vec![room.game.as_ref().unwrap().game.round.seats[1].rack.clone()];
    let mut moves = 0;
    while room.phase() != RoomPhase::MatchOver {
        now += 1_000;
        check_view_hides(&room, now);
        let g = room.game.as_ref().unwrap();
        let seq = g.game.log.len() as u32;
        match room.due(now) {
            Some(Due::Computer { level, seed }) => {
                let turn = choose_turn(&g.game.round, level, seed);
                room.apply(turn.action, now).unwrap();
            }
            Some(Due::NextRound) => {
                room.act(1, seq, Intent::NextRound, now).unwrap();
                dealt.push(room.game.as_ref().unwrap().game.round.seats[1].rack.clone());
            }
            Some(Due::Timeout | Due::OutOfTime) => unreachable!("no timer in these rules"),
            None if room.phase() == RoomPhase::RoundOver => now += NEXT_ROUND_MS,
            None => {
                let seat = g.game.round.current;
                let turn = choose_turn(&g.game.round, Level::Greedy, moves);
                let intent = match turn.action {
                    Action::Play { table } => Intent::Play { table },
                    _ => Intent::Draw,
                };
                room.act(seat, seq, intent, now).unwrap();
            }
        }
        moves += 1;
        assert!(moves < 2_000, "the match does not end");
    }
    check_view_hides(&room, now);
    let g = &room.game.as_ref().unwrap().game;
    eprintln!("{moves} moves, {} logged", g.log.len());
    assert!(
        g.log.len() > 10,
        "a round of three ends after more moves than that"
    );
    assert_eq!(g.history.len(), 1);
    let view = room.view(1, now);
    let reveal = view.reveal.unwrap();
    let c = view.commitment.unwrap();
    verify_deal(&c, reveal.seed, &reveal.salt, &view.rules, 3, 1, &dealt).unwrap();
}

#[test]
fn a_deal_is_checked_against_its_commitment_and_the_racks_played() {
    let room = started();
    let g = room.game.as_ref().unwrap();
    let c = commitment(g.seed, &g.salt);
    assert_eq!(c.len(), 64);
    assert_eq!(c, commitment(7, "salt"));
    assert_ne!(c, commitment(8, "salt"));
    assert_ne!(c, commitment(7, "salz"));
    let rack = vec![g.game.round.seats[0].rack.clone()];
    let rules = &room.setup.rules;
    verify_deal(&c, 7, "salt", rules, 3, 0, &rack).unwrap();
    let e = verify_deal(&c, 8, "salt", rules, 3, 0, &rack).unwrap_err();
    assert!(e.contains("commitment"), "{e}");
    let mut other = rack.clone();
    other[0][0] = TileId(other[0][0].0 ^ 1);
    if other[0] != rack[0] {
        let e = verify_deal(&c, 7, "salt", rules, 3, 0, &other).unwrap_err();
        assert!(e.contains("other tiles"), "{e}");
    }
}

#[test]
fn the_decoder_refuses_bad_messages_by_name() {
    let cases = [
        ("not json", ErrorCode::BadMessage),
        (r#"{"type":"launch"}"#, ErrorCode::BadMessage),
        (r#"{"type":"join","code":"ABCDEF"}"#, ErrorCode::BadMessage),
        (
            r#"{"type":"join","code":"ABCDEF","name":""}"#,
            ErrorCode::BadMessage,
        ),
        (
            r#"{"type":"join","code":"ABCDEF","name":"\u0007\u200b\u202e"}"#,
            ErrorCode::BadMessage,
        ),
        (
            r#"{"type":"act","token":"t","seq":0,"intent":{"intent":"play","table":[[1,2,200]]}}"#,
            ErrorCode::BadMessage,
        ),
        (
            r#"{"type":"act","token":"t","seq":-1,"intent":{"intent":"draw"}}"#,
            ErrorCode::BadMessage,
        ),
    ];
    for (text, code) in cases {
        assert_eq!(decode_client(text).unwrap_err().code, code, "{text}");
    }
    let big = format!(r#"{{"type":"ping","x":"{}"}}"#, "a".repeat(20_000));
    assert_eq!(decode_client(&big).unwrap_err().code, ErrorCode::TooLarge);
    assert_eq!(decode_client(r#"{"type":"ping"}"#), Ok(ClientMsg::Ping));
    assert_eq!(normalise_code(" abcdef "), Some("ABCDEF".into()));
    assert_eq!(normalise_code("ABCDEI"), None, "I is not in the alphabet");
    assert_eq!(normalise_code("ABCDE"), None);
}

fn any_intent() -> impl Strategy<Value = Intent> {
    prop_oneof![
        Just(Intent::Draw),
        Just(Intent::GiveUp),
        Just(Intent::NextRound),
        proptest::collection::vec(proptest::collection::vec(0u8..106, 0..5), 0..4).prop_map(
            |sets| Intent::Play {
                table: sets
                    .into_iter()
                    .map(|s| s.into_iter().map(TileId).collect())
                    .collect()
            }
        ),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn the_decoder_never_panics(text in ".{0,300}") {
        let _ = decode_client(&text);
    }

    /// Random moves from random seats at random times: never a panic, a
    /// refused move changes nothing, and the match always keeps its 106
    /// tiles and a valid table.
    #[test]
    fn random_messages_never_break_a_room(
        steps in proptest::collection::vec((0usize..3, 0u32..6, any_intent(), 0u64..90_000), 1..60)
    ) {
        let mut room = started();
        let mut now = 0;
        for (seat, seq_back, intent, wait) in steps {
            now += wait;
            let seq = room.game.as_ref().unwrap().game.log.len() as u32;
            let before = room.clone();
            if room.act(seat, seq.saturating_sub(seq_back), intent, now).is_err() {
                prop_assert_eq!(&room, &before);
            }
            if let Some(Due::Computer { level, seed }) = room.due(now) {
                let turn = choose_turn(&room.game.as_ref().unwrap().game.round, level, seed);
                room.apply(turn.action, now).unwrap();
            }
            room.game.as_ref().unwrap().game.check_invariants().map_err(TestCaseError::fail)?;
            let _ = room.view(seat, now);
        }
    }
}

/// A client's shadow of the match, at every move of a whole match, for
/// each human seat: all 106 tiles once each, its own rack and the table
/// exact, the counts the server's; the rules judge its own moves as the
/// server did, and another seat's play, shown on the shadow once its tiles
/// are known, leads to the server's next table.
#[test]
fn a_clients_shadow_of_the_match_agrees_with_the_server_at_every_move() {
    let mut room = {
        let rules = RuleSet {
            match_length: MatchLength::Rounds { rounds: 2 },
            ..RuleSet::default()
        };
        let seats = vec![SeatKind::Human, SeatKind::Human, SeatKind::Human];
        let mut room =
            Room::new("ABCDEF".into(), setup(seats, rules), "Ada", "t-ada".into()).unwrap();
        room.join("Ben", "t-ben".into()).unwrap();
        room.join("Cy", "t-cy".into()).unwrap();
        room.start(0, 11, "salt".into(), 0).unwrap();
        room
    };
    let (mut now, mut moves, mut plays_shown, mut watched_shown) = (0, 0u64, 0, 0);
    let mut refused_alike = 0;
    loop {
        now += 1_000;
        let truth = room.game.as_ref().unwrap().game.clone();
        let shadows: Vec<_> = (0..3)
            .map(|you| {
                let view = room.view(you, now);
                let shadow = shadow_match(&view).unwrap();
                shadow.check_invariants().unwrap();
                assert_eq!(shadow.round.seats[you].rack, truth.round.seats[you].rack);
                assert_eq!(shadow.round.table, truth.round.table);
                assert_eq!(shadow.round.pool.len(), truth.round.pool.len());
                for (s, t) in shadow.round.seats.iter().zip(&truth.round.seats) {
                    assert_eq!(s.rack.len(), t.rack.len());
                    assert_eq!(s.initial_meld_done, t.initial_meld_done);
                }
                assert_eq!(shadow.is_over(), truth.is_over());
                shadow
            })
            .collect();
        // A watcher's shadow: every rack hidden, every count right.
        let watched = shadow_match(&room.watch_view(now)).unwrap();
        watched.check_invariants().unwrap();
        assert_eq!(watched.round.table, truth.round.table);
        for (s, t) in watched.round.seats.iter().zip(&truth.round.seats) {
            assert_eq!(s.rack.len(), t.rack.len());
        }
        if room.phase() == RoomPhase::MatchOver {
            break;
        }
        let seq = truth.log.len() as u32;
        if room.phase() == RoomPhase::RoundOver {
            room.act(0, seq, Intent::NextRound, now).unwrap();
            continue;
        }
        let seat = truth.round.current;
        // The mover's own shadow judges its move as the server does; a
        // move that lays one tile alone is refused by both.
        let lone = {
            let mut table = truth.round.table.clone();
            table.push(vec![truth.round.seats[seat].rack[0]]);
            Intent::Play { table }
        };
        for intent in [lone, choose_intent(&truth, moves)] {
            let mut own = shadows[seat].clone();
            let local = own.apply(action_of(&intent));
            let served = room.act(seat, seq, intent.clone(), now);
            assert_eq!(local.is_ok(), served.is_ok(), "{intent:?}: {served:?}");
            if served.is_err() {
                refused_alike += 1;
                continue;
            }
            let next = room.game.as_ref().unwrap().game.clone();
            // Every other seat shows the play on its shadow.
            for (you, shadow) in shadows.iter().enumerate().filter(|&(y, _)| y != seat) {
                let Intent::Play { table } = &intent else {
                    break;
                };
                let last = room.view(you, now).last.unwrap();
                let mut shown = shadow.clone();
                reveal_played(&mut shown.round, seat, Some(you), &last.played).unwrap();
                shown.check_invariants().unwrap();
                assert_eq!(shown.round.seats[you].rack, shadow.round.seats[you].rack);
                shown
                    .apply(Action::Play {
                        table: table.clone(),
                    })
                    .unwrap();
                assert_eq!(shown.round.table, next.round.table);
                assert_eq!(
                    shown.round.seats[seat].rack.len(),
                    next.round.seats[seat].rack.len()
                );
                plays_shown += 1;
            }
            // And a watcher's, whose every rack is hidden.
            if let Intent::Play { table } = &intent {
                let last = room.watch_view(now).last.unwrap();
                let mut shown = watched.clone();
                reveal_played(&mut shown.round, seat, None, &last.played).unwrap();
                shown.check_invariants().unwrap();
                shown
                    .apply(Action::Play {
                        table: table.clone(),
                    })
                    .unwrap();
                assert_eq!(shown.round.table, next.round.table);
                watched_shown += 1;
            }
            break;
        }
        moves += 1;
        assert!(moves < 3_000, "the match does not end");
    }
    eprintln!("{moves} moves, {plays_shown} plays shown, {refused_alike} refused alike");
    assert!(plays_shown > 10 && refused_alike > 10 && watched_shown > 5);
    // A view that does not add up is refused, not shadowed.
    let mut bad = room.view(0, now);
    bad.pool += 1;
    assert!(matches!(shadow_match(&bad), Err(ViewError::Unseen { .. })));
    let mut bad = room.view(0, now);
    bad.rack.push(bad.rack[0]);
    bad.seats[0].rack += 1;
    let twice = bad.rack[0];
    assert_eq!(shadow_match(&bad), Err(ViewError::TwiceSeen(twice)));
}

fn choose_intent(game: &tilemeld::rules::Match, moves: u64) -> Intent {
    match choose_turn(&game.round, Level::Greedy, moves).action {
        Action::Play { table } => Intent::Play { table },
        _ => Intent::Draw,
    }
}

fn action_of(intent: &Intent) -> Action {
    match intent {
        Intent::Play { table } => Action::Play {
            table: table.clone(),
        },
        Intent::Draw => Action::Draw,
        Intent::GiveUp => Action::GiveUp,
        Intent::NextRound => Action::NextRound,
    }
}
