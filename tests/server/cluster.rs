//! Several `tilemeld serve` processes on one PostgreSQL: a room is played
//! by the process that holds its lease, and a player who reaches another
//! process plays through it (it relays the connection); when the holder
//! is killed, the players come back through another process, which takes
//! the room over from its log once the lease runs out, and the match goes
//! on as it was.

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

/// A player who reaches another process than the room's plays through it:
/// it relays the connection to the holder, and the player never knows.
#[test]
fn a_player_on_another_process_plays_through_it() {
    let db = Db::postgres("relay");
    let a = Server::start(&db);
    let b = Server::start(&db);
    let mut host = Client::connect(&a);
    let humans = json!([{"kind": "human"}, {"kind": "human"}]);
    host.send(
        json!({"type": "create", "name": "Ada", "setup": {"rules": one_round(), "seats": humans}}),
    );
    host.until("welcome", |m| matches!(m, ServerMsg::Welcome { .. }));
    // B learns where A is within a renewal (2 s).
    std::thread::sleep(Duration::from_millis(2_500));
    let mut guest = Client::connect(&b);
    let code = host.code.clone();
    guest.send(json!({"type": "join", "code": code, "name": "Ben"}));
    guest.until("welcome through B", |m| {
        matches!(m, ServerMsg::Welcome { .. })
    });
    assert_eq!(guest.code, host.code);
    let token = host.token.clone();
    host.send(json!({"type": "start", "token": token}));
    // Moves by both, the guest's through B.
    for seq in 0..4 {
        let view = guest.view_at(seq);
        host.view_at(seq);
        let mover = if view.current == view.you {
            &mut guest
        } else {
            &mut host
        };
        mover.act(seq, json!({"intent": "draw"}));
    }
    assert_eq!(guest.view_at(4).seq, host.view_at(4).seq);
    // The guest's rack is its own, through the relay too.
    let (g, h) = (guest.view_at(4), host.view_at(4));
    assert_eq!((g.you, h.you), (1, 0));
    assert_ne!(g.rack, h.rack);
    // A late joiner through B is relayed as well, and A refuses them: the
    // match has begun.
    let mut third = Client::connect(&b);
    third.send(json!({"type": "join", "code": code, "name": "Cy"}));
    assert_eq!(third.error(), ErrorCode::WrongPhase);
}

/// Only a server of the cluster (knowing its secret) may say whose
/// connection it relays; anyone else counts as the address it comes from.
#[test]
fn a_relayed_player_s_address_needs_the_cluster_s_secret() {
    use tilemeld::server::relay::client_address;
    let peer: std::net::IpAddr = "10.1.1.1".parse().unwrap();
    let player = "192.0.2.7";
    let says = |relay, client, secret| client_address(peer, relay, client, secret).0.to_string();
    assert_eq!(says(Some("k3y"), Some(player), Some("k3y")), player);
    assert_eq!(says(Some("guess"), Some(player), Some("k3y")), "10.1.1.1");
    assert_eq!(says(None, Some(player), Some("k3y")), "10.1.1.1");
    assert_eq!(
        says(Some(""), Some(player), None),
        "10.1.1.1",
        "a server alone trusts nobody"
    );
    assert_eq!(
        says(Some("k3y"), Some("not an address"), Some("k3y")),
        "10.1.1.1"
    );
}

/// Two players queued on two processes meet at one table: the process
/// whose player completed it opens it, and the other brings its player
/// there through a relay.
#[test]
fn players_on_two_processes_meet_through_quick_match() {
    // The store is looked at for word of a seating only every 10 minutes:
    // the player waiting on A is brought to the table because B tells A.
    let db = Db::postgres("cluster-quick");
    let a = Server::start_with(&db, &["--notice-check-secs", "600"]);
    let b = Server::start_with(&db, &["--notice-check-secs", "600"]);
    let quick =
        json!({"type": "quick", "rules": "modern", "seats": 2, "pace": "live", "wait_secs": 60});
    let mut ann = Client::connect(&a);
    ann.send(json!({"type": "register", "name": "Ann"}));
    ann.send(quick.clone());
    ann.until("queued", |m| matches!(m, ServerMsg::Queued { .. }));
    // B learns where A is within a renewal.
    std::thread::sleep(Duration::from_millis(2_500));
    let mut bo = Client::connect(&b);
    bo.send(json!({"type": "register", "name": "Bo"}));
    bo.send(quick);
    bo.until("welcome", |m| matches!(m, ServerMsg::Welcome { .. }));
    let seated = Instant::now();
    ann.until("welcome", |m| matches!(m, ServerMsg::Welcome { .. }));
    let told_within = seated.elapsed();
    assert!(
        told_within < Duration::from_secs(5),
        "Ann heard of her table after {told_within:?}"
    );
    for c in [&mut ann, &mut bo] {
        c.view_at(0);
    }
    assert_eq!(ann.code, bo.code);
    let (va, vb) = (ann.view.clone().unwrap(), bo.view.clone().unwrap());
    assert_eq!((va.you, vb.you), (0, 1));
    assert_eq!(va.seats[1].name, "Bo");
    assert!(va.seats.iter().all(|s| s.connected));
}

#[test]
fn a_peer_advertised_by_host_name_is_looked_up_for_the_per_address_exemption() {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let ips = runtime.block_on(tilemeld::server::peer_ips(&[
        "10.0.0.7:8080".to_string(),
        "localhost:8080".to_string(),
        "no-such-host.invalid:8080".to_string(),
    ]));
    assert_eq!(ips[0], std::net::IpAddr::from([10, 0, 0, 7]));
    assert!(ips.len() >= 2, "localhost resolves: {ips:?}");
    assert!(ips[1..].iter().all(|ip| ip.is_loopback()), "{ips:?}");
}

/// The address of another server of the cluster is not a free pass: past
/// the limit per address, a connection from it must prove it is a relay
/// (the cluster's secret), so a client sharing that address (here every
/// client: all are on loopback, as the servers are) is held to the limit.
#[test]
fn a_peer_s_address_past_its_limit_takes_relays_only() {
    let db = Db::postgres("cluster-cap");
    let a = Server::start_with(&db, &["--max-per-address", "4"]);
    let b = Server::start_with(&db, &["--max-per-address", "4"]);
    let mut host = Client::connect(&a);
    let humans = json!([{"kind": "human"}, {"kind": "human"}]);
    host.send(
        json!({"type": "create", "name": "Ada", "setup": {"rules": one_round(), "seats": humans}}),
    );
    host.until("welcome", |m| matches!(m, ServerMsg::Welcome { .. }));
    // Each learns the other's address within a renewal (2 s), and its
    // gate the address's within its next pass (2 s more).
    std::thread::sleep(Duration::from_millis(5_000));
    let held: Vec<TcpStream> = (0..3)
        .map(|_| TcpStream::connect(&a.addr).unwrap())
        .collect();
    // A's four places for 127.0.0.1 are taken; a relay from B still comes in.
    let mut guest = Client::connect(&b);
    let code = host.code.clone();
    guest.send(json!({"type": "join", "code": code, "name": "Ben"}));
    guest.until("welcome through B", |m| {
        matches!(m, ServerMsg::Welcome { .. })
    });
    // A plain client from that address does not.
    let mut plain = TcpStream::connect(&a.addr).unwrap();
    plain
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    plain
        .write_all(b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .unwrap();
    let mut answer = String::new();
    let _ = plain.read_to_string(&mut answer);
    assert!(answer.starts_with("HTTP/1.1 429"), "{answer}");
    drop(held);
}
