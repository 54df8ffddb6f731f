//! One room's trouble stays in that room: with room A's row locked in
//! PostgreSQL by another session (a long transaction, a vacuum, a slow
//! disk), A's next move waits for the lock, while room B on the same
//! process keeps its round trip, and every connection its pings.

use std::time::{Duration, Instant};

use serde_json::json;
use tilemeld::online::ServerMsg;

use crate::harness::{Client, Db, Message, Server, timed_out, two_players};

/// How long the other session holds room A's row.
const HOLD: Duration = Duration::from_secs(3);

/// A WebSocket ping's round trip.
fn ping(c: &mut Client) -> Duration {
    let start = Instant::now();
    c.ws.send(Message::Ping(b"are you there".to_vec().into()))
        .unwrap();
    while start.elapsed() < Duration::from_secs(10) {
        match c.ws.read() {
            Ok(Message::Pong(_)) => return start.elapsed(),
            Ok(Message::Text(t)) => {
                if let Ok(ServerMsg::Room(v)) = serde_json::from_str(t.as_str()) {
                    c.view = Some(*v);
                }
                c.seen.push(t.to_string());
            }
            Ok(_) => {}
            Err(e) if timed_out(&e) => {}
            Err(e) => panic!("the connection broke: {e}"),
        }
    }
    panic!("no pong within 10 s");
}

/// The player whose turn it is draws; the time until both see the move.
fn draw_round_trip(a: &mut Client, b: &mut Client) -> Duration {
    let view = a.view.clone().unwrap();
    let seq = view.seq;
    let start = Instant::now();
    if view.current == view.you {
        a.act(seq, json!({"intent": "draw"}));
    } else {
        b.act(seq, json!({"intent": "draw"}));
    }
    a.view_at(seq + 1);
    b.view_at(seq + 1);
    start.elapsed()
}

/// Holds room `code`'s row in another session until told to let go.
fn lock_row(url: &str, code: &str) -> (std::sync::mpsc::Sender<()>, std::thread::JoinHandle<()>) {
    let (locked_tx, locked) = std::sync::mpsc::channel();
    let (release, released) = std::sync::mpsc::channel::<()>();
    let (url, code) = (url.to_string(), code.to_string());
    let holder = std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async move {
            let (mut client, connection) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
                .await
                .unwrap();
            tokio::spawn(connection);
            let tx = client.transaction().await.unwrap();
            let rows = tx
                .query(
                    "SELECT code FROM rooms WHERE code = $1 FOR UPDATE",
                    &[&code],
                )
                .await
                .unwrap();
            assert_eq!(rows.len(), 1, "room {code} is in the database");
            locked_tx.send(()).unwrap();
            tokio::task::spawn_blocking(move || released.recv())
                .await
                .unwrap()
                .ok();
            tx.commit().await.unwrap();
        });
    });
    locked.recv().expect("the row is locked");
    (release, holder)
}

#[test]
fn a_locked_room_holds_up_no_other_room_on_its_process() {
    let db = Db::postgres("a_locked_room_holds_up_no_other_room");
    let server = Server::start(&db);
    let seats = json!([{"kind": "human"}, {"kind": "human"}]);
    // Connections are spread over the dispatchers by number: A's host
    // is the first, B's the third, on dispatchers of their own.
    let (mut a1, mut a2) = two_players(&server, seats.clone());
    let (mut b1, mut b2) = two_players(&server, seats);
    let mut baseline = Duration::ZERO;
    for _ in 0..4 {
        baseline = baseline.max(draw_round_trip(&mut b1, &mut b2));
    }
    let (release, holder) = lock_row(&db.arg, &a1.code);
    let held = Instant::now();
    // A's move waits on the lock (its dispatcher with it).
    let a_view = a1.view.clone().unwrap();
    let a_mover = if a_view.current == a_view.you {
        &mut a1
    } else {
        &mut a2
    };
    a_mover.act(a_view.seq, json!({"intent": "draw"}));
    let mut slowest = Duration::ZERO;
    let mut slowest_ping = Duration::ZERO;
    let mut moves = 0;
    while held.elapsed() < HOLD {
        slowest = slowest.max(draw_round_trip(&mut b1, &mut b2));
        moves += 1;
        for c in [&mut a1, &mut a2, &mut b1, &mut b2] {
            slowest_ping = slowest_ping.max(ping(c));
        }
        b1.send(json!({"type": "ping"}));
        b1.until("pong", |m| matches!(m, ServerMsg::Pong));
        // Within the rate a connection may send.
        std::thread::sleep(Duration::from_millis(150));
    }
    for c in [&mut a1, &mut a2] {
        while c.poll().is_some() {}
        assert_eq!(
            c.view.as_ref().unwrap().seq,
            a_view.seq,
            "room A's move waits for the lock"
        );
    }
    release.send(()).unwrap();
    holder.join().unwrap();
    // Nothing of A's move was lost: it lands once the row is free.
    a1.view_at(a_view.seq + 1);
    a2.view_at(a_view.seq + 1);
    eprintln!(
        "room B during room A's lock: {moves} moves, slowest {slowest:?} (before: {baseline:?}); slowest ping {slowest_ping:?}"
    );
    assert!(moves >= 5, "room B kept moving: {moves} moves in {HOLD:?}");
    assert!(
        slowest < Duration::from_millis(500),
        "room B's round trip stayed short: {slowest:?} (before: {baseline:?})"
    );
    assert!(
        slowest_ping < Duration::from_millis(500),
        "pings: {slowest_ping:?}"
    );
}

/// A process's PostgreSQL calls take turns: a call waits for one while
/// as many as allowed work, until the oldest has waited `PATIENCE` for
/// its answer (then it stops counting: a locked row holds up no other).
#[test]
fn a_call_waits_for_a_turn_until_the_working_one_runs_out_of_patience() {
    use tilemeld::server::pg::turns::{PATIENCE, Turns};
    let turns = Turns::new(1);
    let far = Instant::now() + Duration::from_secs(5);
    let first = turns.take(far).expect("a free turn");
    let asked = Instant::now();
    let second = turns.take(far).expect("a turn once the first is stuck");
    let waited = asked.elapsed();
    assert!(waited >= PATIENCE - Duration::from_millis(5), "{waited:?}");
    assert!(waited < PATIENCE * 4, "{waited:?}");
    drop((first, second));
    let soon = Instant::now() + Duration::from_millis(1);
    assert!(turns.take(soon).is_some(), "every turn was given back");
    let _working = turns.take(far).expect("a free turn");
    let sooner = Instant::now() + PATIENCE / 5;
    assert!(
        turns.take(sooner).is_none(),
        "no turn while the working call is within its patience and the deadline comes first"
    );
}
