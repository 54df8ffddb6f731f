//! An event run by the server, through the dispatcher: players enter over
//! the socket, the runner seats each round at its time, the tables' rooms
//! deal the event's deals and give their results back, and the standings
//! come over the socket; a server started again over the store carries on.

use std::collections::BTreeSet;

use serde_json::json;
use tilemeld::online::event_store::EventStore;
use tilemeld::online::events::event::{Event, EventKind, EventPhase, EventSpec};
use tilemeld::online::store::rebuild;
use tilemeld::online::{ConnId, ErrorCode, RoomStore, ServerMsg};

use super::dispatch::{Server, inbox};
use super::quick::register;

const START: u64 = 1_005_000;

/// A Swiss event of two rounds of the championship rules, made as the
/// operator's command makes it.
fn swiss_in_store(s: &Server) -> Event {
    let spec = EventSpec {
        name: "Test Swiss".into(),
        kind: EventKind::Swiss,
        preset: "championship".into(),
        seats: 2,
        rounds: 2,
        minutes: 0,
        starts_at: START,
        invite: None,
    };
    let mut e = Event::new("ETEST".into(), spec, 99).unwrap();
    e.version = 1;
    assert!(s.store.clone().save_event(&e, s.now).unwrap());
    e
}

fn event_now(s: &Server) -> Event {
    s.store.clone().load_event("ETEST").unwrap().unwrap()
}

/// Each connection that was seated leaves its table at once, so stand-in
/// computers play it out; ticks every 100 ms until `done` or 60,000 ticks.
fn play_out(s: &mut Server, conns: &[ConnId], done: impl Fn(&Event) -> bool) {
    for _ in 0..60_000 {
        let now = s.now + 100;
        let out = s.tick_at(now);
        for &c in conns {
            let seated = inbox(&out, c).msgs.iter().find_map(|m| match m {
                ServerMsg::Welcome { token, .. } => Some(token.clone()),
                _ => None,
            });
            if let Some(token) = seated {
                s.send(c, json!({"type": "leave", "token": token}));
            }
        }
        if done(&event_now(s)) {
            return;
        }
    }
    panic!("not done: {:?}", event_now(s));
}

#[test]
fn a_swiss_event_runs_on_the_server_from_entry_to_standings() {
    let mut s = Server::new();
    swiss_in_store(&s);
    let conns: Vec<ConnId> = (0..4).map(|i| s.connect(&format!("10.0.1.{i}"))).collect();
    for (i, &c) in conns.iter().enumerate() {
        register(&mut s, c, &format!("Player {i}"));
        let out = s.send(c, json!({"type": "event_join", "id": "ETEST"}));
        let told = inbox(&out, c).msgs.into_iter().find_map(|m| match m {
            ServerMsg::Event { event, you } => Some((event, you)),
            _ => None,
        });
        let (event, you) = told.expect("the event, as entered");
        assert_eq!(you, Some(i));
        assert_eq!(event.event.players, i + 1);
    }
    // Not a player: refused; no such event: refused.
    let stranger = s.connect("10.0.2.1");
    let out = s.send(stranger, json!({"type": "event_join", "id": "ETEST"}));
    assert_eq!(inbox(&out, stranger).last_error(), ErrorCode::NoPlayer);
    let out = s.send(conns[0], json!({"type": "event_join", "id": "ENONE"}));
    assert_eq!(inbox(&out, conns[0]).last_error(), ErrorCode::NoEvent);
    // Nothing before its time.
    s.tick_at(START - 1_000);
    assert_eq!(event_now(&s).phase, EventPhase::Upcoming);
    s.now = START - 100;
    play_out(&mut s, &conns, |e| e.phase == EventPhase::Finished);
    let e = event_now(&s);
    assert_eq!(e.round, 2);
    assert_eq!(e.tables.len(), 4);
    assert!(e.tables.iter().all(|t| t.result.is_some()));
    let pairs: BTreeSet<Vec<usize>> = e
        .tables
        .iter()
        .map(|t| {
            let mut p = t.players.clone();
            p.sort();
            p
        })
        .collect();
    assert_eq!(pairs.len(), 4, "no rematch");
    assert!(e.players.iter().all(|p| p.games == 2));
    // Each table's room dealt the table's deal.
    for t in &e.tables {
        let code = t.code.as_deref().unwrap();
        let stored = s.store.clone().load(code).unwrap().unwrap();
        assert_eq!(stored.setup.event.as_deref(), Some("ETEST"));
        let room = rebuild(stored, s.now).unwrap();
        assert_eq!(room.game.unwrap().seed, t.deal_seed);
    }
    // The standings over the socket: points by place, best first.
    let out = s.send(conns[1], json!({"type": "event", "id": "ETEST"}));
    let view = inbox(&out, conns[1])
        .msgs
        .into_iter()
        .find_map(|m| match m {
            ServerMsg::Event { event, you } => Some((event, you)),
            _ => None,
        });
    let (view, you) = view.expect("the event");
    assert_eq!(you, Some(1));
    assert_eq!(view.standings.len(), 4);
    assert!(view.standings.windows(2).all(|w| w[0].score >= w[1].score));
    let points: u32 = view.standings.iter().map(|s| s.score).sum();
    assert_eq!(points, 2 * 4, "two points a table, four tables");
    // Over: no more entries.
    let late = s.connect("10.0.3.1");
    register(&mut s, late, "Late");
    let out = s.send(late, json!({"type": "event_join", "id": "ETEST"}));
    assert_eq!(inbox(&out, late).last_error(), ErrorCode::EventClosed);
}

#[test]
fn an_event_carries_on_when_the_server_starts_again_mid_round() {
    let mut s = Server::new();
    swiss_in_store(&s);
    let conns: Vec<ConnId> = (0..4).map(|i| s.connect(&format!("10.0.4.{i}"))).collect();
    for (i, &c) in conns.iter().enumerate() {
        register(&mut s, c, &format!("P{i}"));
        s.send(c, json!({"type": "event_join", "id": "ETEST"}));
    }
    s.now = START - 100;
    play_out(&mut s, &conns, |e| e.round == 1 && !e.tables.is_empty());
    // The server is gone; another starts over the same store. Nobody is
    // connected: the round's rooms play on with computers and the next
    // round opens its rooms (for nobody here; they find them in My games).
    let mut again = Server::over(s.store.clone(), s.now);
    play_out(&mut again, &[], |e| e.phase == EventPhase::Finished);
    let e = event_now(&again);
    assert_eq!(e.tables.len(), 4);
    assert!(e.tables.iter().all(|t| t.result.is_some()));
}

#[test]
fn a_duplicate_round_of_nine_tables_opens_every_room_and_hides_its_deal() {
    let mut s = Server::new();
    let spec = EventSpec {
        name: "Nine tables".into(),
        kind: EventKind::Duplicate,
        preset: "championship".into(),
        seats: 2,
        rounds: 1,
        minutes: 0,
        starts_at: START,
        invite: None,
    };
    let mut e = Event::new("ETEST".into(), spec, 7).unwrap();
    e.version = 1;
    assert!(s.store.clone().save_event(&e, s.now).unwrap());
    let conns: Vec<ConnId> = (0..18).map(|i| s.connect(&format!("10.0.5.{i}"))).collect();
    for (i, &c) in conns.iter().enumerate() {
        register(&mut s, c, &format!("D{i}"));
        s.send(c, json!({"type": "event_join", "id": "ETEST"}));
    }
    s.now = START - 100;
    play_out(&mut s, &conns, |e| e.phase == EventPhase::Finished);
    let e = event_now(&s);
    assert_eq!(e.tables.len(), 9, "more tables than a check's first guess");
    let seed = e.tables[0].deal_seed;
    for t in &e.tables {
        assert_eq!(t.deal_seed, seed, "one deal for the round");
        let stored = s
            .store
            .clone()
            .load(t.code.as_deref().unwrap())
            .unwrap()
            .unwrap();
        assert!(!stored.setup.public, "nobody watches a duplicate's table");
        let room = rebuild(stored, s.now).unwrap();
        assert_eq!(room.view(0, s.now).reveal, None, "its deal stays hidden");
    }
    assert_eq!(e.standings().len(), 18);
}
