//! Two servers over one store, as two processes share a database: a room
//! is played by the server that holds its lease; a player resuming
//! through the other waits for that lease, and gets the room once the
//! holder stops renewing it (it died); the old holder can no longer
//! write a move, and drops the room when it finds its lease gone.

use serde_json::json;
use tilemeld::online::dispatch::WAIT_FOR_LEASE_MS;
use tilemeld::online::store::LEASE_MS;
use tilemeld::online::{ErrorCode, MemoryStore, Output, RoomPhase, ServerMsg};

use super::dispatch::{Server, inbox};

/// A room of two on server A, started; returns A, the room's code and
/// the seats' tokens.
fn room_on_a(store: &MemoryStore) -> (Server, String, [String; 2]) {
    let mut a = Server::over(store.clone(), 1_000_000);
    let host = a.connect("10.0.0.1");
    let setup = json!({"rules": {}, "seats": [{"kind": "human"}, {"kind": "human"}]});
    let out = a.send(
        host,
        json!({"type": "create", "name": "Ann", "setup": setup}),
    );
    let (code, _, ta, _) = inbox(&out, host).welcome();
    let guest = a.connect("10.0.0.2");
    let out = a.send(guest, json!({"type": "join", "code": code, "name": "Bo"}));
    let tb = inbox(&out, guest).welcome().2;
    a.send(host, json!({"type": "start", "token": ta}));
    (a, code, [ta, tb])
}

#[test]
fn a_resume_through_another_server_waits_while_the_holder_lives_then_gives_up() {
    let store = MemoryStore::default();
    let (mut a, code, [_, tb]) = room_on_a(&store);
    let mut b = Server::over(store.server("b"), a.now);
    let c = b.connect("10.0.0.2");
    let out = b.send(c, json!({"type": "resume", "code": code, "token": tb}));
    assert!(inbox(&out, c).msgs.is_empty(), "it waits");
    // A lives: it renews every tick; B gives up after one lease and more.
    let start = b.now;
    let mut told = None;
    for t in (500..=WAIT_FOR_LEASE_MS + 1_000).step_by(500) {
        a.tick_at(start + t);
        let got = inbox(&b.tick_at(start + t), c);
        if !got.msgs.is_empty() {
            told = Some((t, got.last_error()));
            break;
        }
    }
    let (when, code) = told.expect("an answer");
    assert_eq!(code, ErrorCode::OtherServer);
    assert!(when >= WAIT_FOR_LEASE_MS, "gave up at {when} ms");
}

/// A connection that waits for a lease and then opens a room of its own
/// is not seated at the old room when the lease comes free.
#[test]
fn a_resume_waiting_for_a_lease_is_void_once_the_connection_moves_on() {
    let store = MemoryStore::default();
    let (a, code, [_, tb]) = room_on_a(&store);
    let died = a.now;
    let mut b = Server::over(store.server("b"), died + 100);
    let c = b.connect("10.0.0.2");
    let out = b.send(c, json!({"type": "resume", "code": code, "token": tb}));
    assert!(inbox(&out, c).msgs.is_empty(), "it waits");
    let setup = json!({"rules": {}, "seats": [{"kind": "human"}, {"kind": "human"}]});
    let out = b.send(c, json!({"type": "create", "name": "Bo", "setup": setup}));
    let own = inbox(&out, c).welcome().0;
    assert_ne!(own, code);
    for t in (200..=LEASE_MS + WAIT_FOR_LEASE_MS).step_by(100) {
        let got = inbox(&b.tick_at(died + t), c);
        let seated_back = got.msgs.iter().any(|m| match m {
            ServerMsg::Welcome { code: at, .. } => *at == code,
            _ => false,
        });
        assert!(!seated_back, "seated at the old room at {t} ms");
        assert!(got.errors().is_empty(), "{:?}", got.msgs);
    }
}

#[test]
fn when_the_holder_dies_another_server_takes_the_room_over_from_its_log() {
    let store = MemoryStore::default();
    let (mut a, code, [ta, tb]) = room_on_a(&store);
    let before = {
        let c = a.connect("10.0.0.2");
        let out = a.send(c, json!({"type": "resume", "code": code, "token": tb}));
        inbox(&out, c).last_view()
    };
    // A stops (killed): it renews no more. Bo comes back through B.
    let died = a.now;
    let mut b = Server::over(store.server("b"), died + 100);
    let c = b.connect("10.0.0.2");
    b.send(c, json!({"type": "resume", "code": code, "token": tb}));
    let mut back = None;
    for t in (200..=LEASE_MS + 1_000).step_by(100) {
        let got = inbox(&b.tick_at(died + t), c);
        if got
            .msgs
            .iter()
            .any(|m| matches!(m, ServerMsg::Welcome { .. }))
        {
            back = Some((t, got.last_view()));
            break;
        }
    }
    let (after_ms, view) = back.expect("Bo is back within a lease");
    assert!(after_ms <= LEASE_MS + 100, "{after_ms} ms");
    assert_eq!(view.phase, RoomPhase::Playing);
    assert_eq!(
        (view.seq, &view.rack, &view.table),
        (before.seq, &before.rack, &before.table)
    );
    assert_eq!(view.commitment, before.commitment);

    // A, not dead after all (it was paused): its moves are refused by the
    // store, and its next renewal finds the room gone, and tells its
    // players, who come back through B.
    let host = a.connect("10.0.0.1");
    let mover = [&ta, &tb][before.current];
    a.send(
        host,
        json!({"type": "resume", "code": code, "token": mover}),
    );
    let seq = before.seq;
    let out = a.send(
        host,
        json!({"type": "act", "token": mover, "seq": seq, "intent": {"intent": "draw"}}),
    );
    let got = inbox(&out, host);
    assert!(
        got.msgs.iter().any(|m| matches!(m, ServerMsg::Error(e) if matches!(e.code, ErrorCode::Storage | ErrorCode::OtherServer))),
        "{:?}",
        got.msgs
    );
    let out = a.tick_at(b.now + 3_000);
    let host_got = inbox(&out, host);
    assert_eq!(host_got.last_error(), ErrorCode::OtherServer);
    assert!(host_got.closed);
    // Nothing A tried reached the store: B's room is as Bo saw it.
    let c2 = b.connect("10.0.0.1");
    let out = b.send(c2, json!({"type": "resume", "code": code, "token": ta}));
    assert_eq!(inbox(&out, c2).last_view().seq, before.seq);
}

#[test]
fn players_queued_on_two_servers_meet_and_the_other_is_relayed_to_the_table() {
    let store = MemoryStore::default();
    // (Their clocks a moment apart: each server's random stream is seeded
    // by its start.)
    let mut a = Server::over(store.server("a"), 1_000_000);
    let mut b = Server::over(store.server("b"), 1_000_007);
    let ann = a.connect("10.0.0.1");
    a.send(ann, json!({"type": "register", "name": "Ann"}));
    let quick = json!({"type": "quick", "rules": "house", "seats": 2, "pace": "live"});
    a.send(ann, quick.clone());
    let bo = b.connect("10.0.0.2");
    b.send(bo, json!({"type": "register", "name": "Bo"}));
    // Bo completes the table on B: B opens it, and leaves word for Ann.
    let out = b.send(bo, quick);
    let (code, seat, _, _) = inbox(&out, bo).welcome();
    assert_eq!(seat, 1);
    // A finds the word on its next look at the queue, and relays Ann's
    // connection to B with her seat's resume.
    let out = a.tick_at(a.now + 1_100);
    let relays: Vec<_> = out
        .iter()
        .filter_map(|(to, o)| match o {
            Output::Relay { address, text } if *to == ann => Some((address.clone(), text.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(relays.len(), 1, "{out:?}");
    assert_eq!(relays[0].0, "b");
    let resume: serde_json::Value = serde_json::from_str(&relays[0].1).unwrap();
    assert_eq!(resume["type"], "resume");
    assert_eq!(resume["code"], code.as_str());
    // B takes that resume as Ann's seat.
    let relayed = b.connect("10.0.0.1");
    let out = b.send(relayed, resume);
    assert_eq!(inbox(&out, relayed).welcome().1, 0);
    // The word is taken once.
    let again = a.tick_at(a.now + 2_200);
    assert!(!again.iter().any(|(_, o)| matches!(o, Output::Relay { .. })));
}

#[test]
fn a_relay_is_one_hop_and_never_to_the_server_itself() {
    let store = MemoryStore::default();
    let (mut a, code, [_, tb]) = room_on_a(&store.server("x"));
    a.tick_at(a.now + 100);
    // B's own address is the holder's (as after a restart), or the
    // connection was itself relayed here: B does not relay it, it waits.
    let mut b = Server::over(store.server("y"), a.now);
    b.d = tilemeld::online::Dispatcher::new(
        Box::new(store.server("y")),
        Box::new(|bytes: &mut [u8]| bytes.fill(7)),
        tilemeld::online::Settings {
            advertise: Some("x".into()),
            ..Default::default()
        },
    );
    let c = b.connect("10.0.0.2");
    let out = b.send(c, json!({"type": "resume", "code": code, "token": tb}));
    assert!(!inbox(&out, c).relayed, "not to itself");
    let mut b2 = Server::over(store.server("z"), a.now);
    let relayed = b2.d.connect_from("10.0.0.2", true);
    let out = b2.send(
        relayed,
        json!({"type": "resume", "code": code, "token": tb}),
    );
    assert!(!inbox(&out, relayed).relayed, "one hop");
    // A connection that was not relayed is.
    let plain = b2.connect("10.0.0.3");
    let out = b2.send(plain, json!({"type": "resume", "code": code, "token": tb}));
    assert!(inbox(&out, plain).relayed);
}
