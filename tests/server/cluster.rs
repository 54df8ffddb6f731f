//! Several `tilemeld serve` processes on one PostgreSQL: a room is played
//! by the process that holds its lease; when that process is killed, the
//! players come back through another one, which takes the room over from
//! its log once the lease runs out, and the match goes on as it was.

use super::*;
use tilemeld::online::store::LEASE_MS;

fn resume_on(server: &Server, was: &Client) -> Client {
    let mut c = Client::connect(server);
    let (code, token) = (was.code.clone(), was.token.clone());
    c.send(json!({"type": "resume", "code": code, "token": token}));
    c
}

#[test]
fn a_killed_process_s_room_goes_on_through_another_within_ten_seconds() {
    let db = Db::postgres("cluster");
    let a = Server::start(&db);
    let b = Server::start(&db);
    let humans = json!([{"kind": "human"}, {"kind": "human"}]);
    let (mut host, mut guest) = two_players(&a, humans);
    // One move on A.
    let view = host.view_at(0);
    let mover = if view.current == view.you {
        &mut host
    } else {
        &mut guest
    };
    mover.act(0, json!({"intent": "draw"}));
    let before = [host.view_at(1), guest.view_at(1)];

    // A is killed mid-game; both players reconnect through B at once.
    a.kill();
    let killed = Instant::now();
    let mut back = [resume_on(&b, &host), resume_on(&b, &guest)];
    let mut welcomed = Vec::new();
    for c in &mut back {
        // B waits for A's lease to run out (the client's 10 s `until` is
        // the bound this test holds it to).
        c.until("welcome through B", |m| {
            matches!(m, ServerMsg::Welcome { .. })
        });
        welcomed.push(killed.elapsed());
    }
    let took = welcomed.iter().max().unwrap();
    eprintln!(
        "takeover after kill -9: {} ms (lease {LEASE_MS} ms)",
        took.as_millis()
    );
    assert!(*took < Duration::from_secs(10), "{took:?}");
    for (c, was) in back.iter_mut().zip(&before) {
        let now = c.view_at(1);
        assert_eq!(
            (&now.rack, &now.table, now.current),
            (&was.rack, &was.table, was.current)
        );
        assert_eq!(now.commitment, was.commitment, "the same deal");
    }
    // The match goes on through B.
    let view = back[0].view.clone().unwrap();
    let i = if view.current == view.you { 0 } else { 1 };
    back[i].act(1, json!({"intent": "draw"}));
    back[0].view_at(2);
    back[1].view_at(2);
}
