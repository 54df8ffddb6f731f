//! The server against sequences and resources rather than single
//! messages: a seat opened twice, connections that never read, slow or
//! endless connections from one address, a flood, a damaged or full
//! database, a restart in the middle of a timed turn, and the delay
//! Nagle's algorithm would add. Each test that runs a server runs on both
//! stores; the damaged and the full database are SQLite's files.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use serde_json::json;
use tilemeld::online::store::RoomStore;
use tilemeld::online::{ErrorCode, Room, RoomSetup, SeatKind, ServerMsg};
use tilemeld::rules::{MatchLength, RuleSet};
use tilemeld::server::store::Store;
use tungstenite::Message;

use crate::{Client, Server, one_round, temp_dir, timed_out};

/// Whether a new connection gets an answer.
fn answers(server: &Server) {
    let mut c = Client::connect(server);
    c.send(json!({"type": "ping"}));
    c.until("pong", |m| matches!(m, ServerMsg::Pong));
}

fn welcome(c: &mut Client) {
    c.until("welcome", |m| matches!(m, ServerMsg::Welcome { .. }));
}

fn lobby(server: &Server, humans: usize) -> Client {
    let mut host = Client::connect(server);
    let seats = vec![json!({"kind": "human"}); humans];
    host.send(
        json!({"type": "create", "name": "Ada", "setup": {"rules": one_round(), "seats": seats}}),
    );
    welcome(&mut host);
    host
}

/// Whether the server closed this connection within `within`.
fn closed_within(c: &mut Client, within: Duration) -> bool {
    let start = Instant::now();
    while start.elapsed() < within {
        match c.ws.read() {
            Ok(Message::Close(_)) => return true,
            Ok(_) => {}
            Err(e) if timed_out(&e) => {}
            Err(_) => return true,
        }
    }
    false
}

each_store! {
    fn a_seat_opened_twice_closes_the_first_connection_and_no_stale_one_sees_another_rack(db: Db) {
        let server = Server::start(&db);
        let mut host = lobby(&server, 3);
        let code = host.code.clone();
        let mut first = Client::connect(&server);
        first.send(json!({"type": "join", "code": code, "name": "Ben"}));
        welcome(&mut first);
        let token = first.token.clone();
        let mut second = Client::connect(&server);
        second.send(json!({"type": "resume", "code": code, "token": token}));
        welcome(&mut second);
        assert_eq!(first.error(), ErrorCode::Replaced);
        assert!(closed_within(&mut first, Duration::from_secs(5)));
        // The sequence that leaked a rack: leave on the first connection, a
        // newcomer joins, the match starts.
        let _ = first.ws.send(Message::text(
            json!({"type": "leave", "token": token}).to_string(),
        ));
        let mut newcomer = Client::connect(&server);
        newcomer.send(json!({"type": "join", "code": code, "name": "Cleo"}));
        welcome(&mut newcomer);
        let host_token = host.token.clone();
        host.send(json!({"type": "start", "token": host_token}));
        let theirs = newcomer.view_at(0);
        let mine = second.view_at(0);
        assert_ne!(theirs.you, mine.you);
        assert_ne!(
            theirs.rack, mine.rack,
            "the stale connection got the newcomer's rack"
        );
        assert_eq!(mine.you, 1);
        assert!(mine.seats[1].connected && theirs.seats[theirs.you].connected);
    }
}

/// The server process's resident memory (kB) and threads.
fn memory_and_threads(server: &Server) -> (u64, u64) {
    let status = std::fs::read_to_string(format!("/proc/{}/status", server.child.id())).unwrap();
    let field = |name: &str| {
        status
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|v| v.split_whitespace().next()?.parse().ok())
            .unwrap_or(0)
    };
    (field("VmRSS:"), field("Threads:"))
}

each_store! {
    fn connections_that_never_read_cost_bounded_memory_and_the_server_still_answers(db: Db) {
        let server = Server::start_with(&db, &["--max-per-address", "1000"],
        );
        let host = lobby(&server, 2);
        let code = host.code.clone();
        let token = host.token.clone();
        let (rss_before, threads_before) = memory_and_threads(&server);
        // 400 connections resume the host's seat and never read a byte.
        let mut silent = Vec::new();
        for _ in 0..400 {
            let mut c = Client::connect(&server);
            c.send(json!({"type": "resume", "code": code, "token": token}));
            silent.push(c);
        }
        std::thread::sleep(Duration::from_secs(2));
        let (rss, threads) = memory_and_threads(&server);
        eprintln!("rss {rss_before} -> {rss} kB, threads {threads_before} -> {threads}");
        assert!(rss < rss_before + 64 * 1024, "{rss_before} -> {rss} kB");
        assert!(
            threads <= threads_before + 4,
            "{threads_before} -> {threads} threads"
        );
        // A player in another room is answered at once.
        let mut other = lobby(&server, 2);
        let start = Instant::now();
        other.send(json!({"type": "ping"}));
        other.until("pong", |m| matches!(m, ServerMsg::Pong));
        assert!(start.elapsed() < Duration::from_secs(1));
        drop(silent);
        drop(host);
    }
}

fn raw(server: &Server) -> TcpStream {
    let s = TcpStream::connect(&server.addr).unwrap();
    s.set_read_timeout(Some(Duration::from_millis(200)))
        .unwrap();
    s
}

/// Reads until the server closes the stream (true) or `within` passes.
fn server_closes(
    s: &mut TcpStream,
    within: Duration,
    mut trickle: impl FnMut(&mut TcpStream),
) -> bool {
    let start = Instant::now();
    let mut buf = [0u8; 512];
    while start.elapsed() < within {
        match s.read(&mut buf) {
            Ok(0) => return true,
            Ok(_) => {}
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) => {}
            Err(_) => return true,
        }
        trickle(s);
    }
    false
}

each_store! {
    fn slow_and_silent_connections_are_closed_and_one_address_is_told_it_has_too_many(db: Db) {
        let server = Server::start_with(&db, &["--max-per-address", "6"]);
        // Headers one byte at a time, never finished: cut off.
        let mut slow = raw(&server);
        slow.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n").unwrap();
        let mut last = Instant::now();
        let closed = server_closes(&mut slow, Duration::from_secs(16), |s| {
            if last.elapsed() > Duration::from_secs(1) {
                let _ = s.write_all(b"X");
                last = Instant::now();
            }
        });
        assert!(closed, "a connection trickling its headers stays open");
        // Past six connections from one address: a plain refusal.
        let held: Vec<TcpStream> = (0..6).map(|_| raw(&server)).collect();
        let mut seventh = raw(&server);
        let mut answer = String::new();
        let _ = seventh.read_to_string(&mut answer);
        assert!(answer.starts_with("HTTP/1.1 429"), "{answer}");
        assert!(answer.contains("Too many connections from your address"));
        // Held connections that say nothing are closed too, and the address
        // may connect again.
        for mut s in held {
            assert!(server_closes(&mut s, Duration::from_secs(16), |_| {}));
        }
        answers(&server);
    }
}

each_store! {
    fn a_full_server_says_so(db: Db) {
        let server = Server::start_with(&db, &["--max-connections", "20", "--max-per-address", "100"],
        );
        let mut held: Vec<Client> = (0..20).map(|_| Client::connect(&server)).collect();
        let mut one_more = raw(&server);
        let mut answer = String::new();
        let _ = one_more.read_to_string(&mut answer);
        assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
        held.pop();
        std::thread::sleep(Duration::from_millis(300));
        answers(&server);
    }
}

each_store! {
    fn a_flood_is_cut_off(db: Db) {
        let server = Server::start(&db);
        let mut c = Client::connect(&server);
        // 250 messages a second: each tenth of a second lets one through, so
        // the refusals never come two hundred in a row.
        let ping = Message::text(json!({"type": "ping"}).to_string());
        let start = Instant::now();
        let mut closed = false;
        while !closed && start.elapsed() < Duration::from_secs(8) {
            for _ in 0..5 {
                closed |= c.ws.send(ping.clone()).is_err();
            }
            closed |= closed_within(&mut c, Duration::from_millis(20));
        }
        assert!(closed, "a flood of 250 messages a second was never cut off");
    }
}

each_store! {
    fn replies_are_not_held_back_by_nagles_algorithm(db: Db) {
        let server = Server::start(&db);
        let mut host = lobby(&server, 2);
        let (code, token) = (host.code.clone(), host.token.clone());
        // Create, join and resume are each answered with two frames (welcome,
        // then the room); with Nagle's algorithm the second waits for the
        // client's delayed ACK, about 40 ms.
        let mut best = [Duration::MAX; 3];
        // Eight: an address opens ten rooms at once, then one a minute.
        for i in 0..8 {
            let start = Instant::now();
            host.send(json!({"type": "resume", "code": code, "token": token}));
            host.until("the room", |m| matches!(m, ServerMsg::Room(_)));
            best[0] = best[0].min(start.elapsed());
            let mut guest = Client::connect(&server);
            let start = Instant::now();
            guest.send(json!({"type": "join", "code": code, "name": "Ben"}));
            guest.until("the room", |m| matches!(m, ServerMsg::Room(_)));
            best[1] = best[1].min(start.elapsed());
            let t = guest.token.clone();
            guest.send(json!({"type": "leave", "token": t}));
            // The seat is free before the next guest comes: on a busy
            // machine that guest's join could be handled first and find
            // the room full. (The host sees the guest come, then go.)
            host.until("the guest seated", |m| {
                matches!(m, ServerMsg::Room(v) if v.seats[1].taken)
            });
            host.until("the seat free", |m| {
                matches!(m, ServerMsg::Room(v) if !v.seats[1].taken)
            });
            let mut maker = Client::connect(&server);
            let start = Instant::now();
            maker.send(json!({"type": "create", "name": format!("M{i}"), "setup": {"rules": one_round(), "seats": [{"kind": "human"}, {"kind": "human"}]}}));
            maker.until("the room", |m| matches!(m, ServerMsg::Room(_)));
            best[2] = best[2].min(start.elapsed());
        }
        eprintln!("fastest resume, join, create: {best:?}");
        assert!(
            best.iter().all(|b| *b < Duration::from_millis(25)),
            "{best:?}"
        );
    }
}

each_store! {
    fn a_restart_keeps_the_turns_deadline(db: Db) {
        let server = Server::start(&db);
        let rules = RuleSet {
            turn_timer_secs: Some(60),
            ..one_round()
        };
        let mut host = Client::connect(&server);
        let seats = [json!({"kind": "human"}), json!({"kind": "human"})];
        host.send(json!({"type": "create", "name": "Ada", "setup": {"rules": rules, "seats": seats}}));
        welcome(&mut host);
        let code = host.code.clone();
        let mut guest = Client::connect(&server);
        guest.send(json!({"type": "join", "code": code, "name": "Ben"}));
        welcome(&mut guest);
        let token = host.token.clone();
        host.send(json!({"type": "start", "token": token}));
        host.view_at(0);
        std::thread::sleep(Duration::from_secs(3));
        server.kill();
        let server = Server::start(&db);
        let mut back = Client::connect(&server);
        back.send(json!({"type": "resume", "code": code, "token": token}));
        let left = back.view_at(0).turn_ms_left.unwrap();
        assert!(left <= 57_000, "{left} ms left after the restart");
        assert!(left >= 40_000, "{left} ms left after the restart");
    }
}

#[test]
fn a_damaged_database_is_refused_with_a_clear_message_and_left_alone() {
    let dir = temp_dir("damaged");
    let db = dir.join("rooms.sqlite");
    {
        let mut store = Store::open(&db, 1).unwrap();
        let setup = RoomSetup {
            rules: one_round(),
            seats: vec![SeatKind::Human, SeatKind::Human],
            stand_in: tilemeld::ai::Level::Medium,
            rated: None,
            public: false,
            move_hours: None,
            event: None,
        };
        for i in 0..50 {
            let code = format!("ABCD{}{}", (b'A' + i / 23) as char, (b'A' + i % 23) as char);
            let room = Room::new(code, setup.clone(), "Ada", "t".into()).unwrap();
            store.create_room(&room, 1).unwrap();
        }
    }
    // Pages of the file overwritten in the middle.
    let mut bytes = std::fs::read(&db).unwrap();
    assert!(bytes.len() > 8192, "{} bytes", bytes.len());
    for b in &mut bytes[4096..8192] {
        *b = 0x5A;
    }
    std::fs::write(&db, &bytes).unwrap();
    let garbage = dir.join("garbage.sqlite");
    std::fs::write(&garbage, vec![0x42u8; 10_000]).unwrap();
    for file in [&db, &garbage] {
        let before = std::fs::read(file).unwrap();
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_tilemeld"))
            .args(["serve", "--addr", "127.0.0.1:0", "--db"])
            .arg(file)
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{said}");
        assert!(
            said.contains("is damaged") && said.contains("left as it is"),
            "{said}"
        );
        assert_eq!(std::fs::read(file).unwrap(), before, "the file was changed");
    }
}

#[test]
fn a_full_database_refuses_a_room_whole() {
    let dir = temp_dir("diskfull");
    let mut store = Store::open(&dir.join("rooms.sqlite"), 1).unwrap();
    store.limit_pages(40).unwrap();
    let setup = RoomSetup {
        rules: RuleSet {
            match_length: MatchLength::Rounds { rounds: 1 },
            ..RuleSet::default()
        },
        seats: vec![SeatKind::Human, SeatKind::Human],
        stand_in: tilemeld::ai::Level::Medium,
        rated: None,
        public: false,
        move_hours: None,
        event: None,
    };
    let mut made = 0;
    let mut refused = None;
    for i in 0..2_000u32 {
        let code: String = (0..6)
            .map(|k| (b'A' + ((i / 23u32.pow(k)) % 23) as u8) as char)
            .collect();
        let room = Room::new(code.clone(), setup.clone(), &"A".repeat(20), "t".repeat(32)).unwrap();
        match store.create_room(&room, 1) {
            Ok(()) => made += 1,
            Err(e) => {
                assert_eq!(e.code, ErrorCode::Storage);
                refused = Some(code);
                break;
            }
        }
    }
    let refused = refused.expect("the database filled up");
    assert!(made > 0);
    assert_eq!(store.count().unwrap(), made, "a refused room left a row");
    assert_eq!(store.load(&refused).unwrap(), None);
}

each_store! {
    fn a_frame_announced_larger_than_any_message_closes_the_connection_at_once(db: Db) {
        let server = Server::start(&db);
        let mut s = raw(&server);
        write!(
            s,
            "GET /play HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
             Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        )
        .unwrap();
        let mut answer = [0u8; 512];
        let n = s.read(&mut answer).unwrap();
        assert!(String::from_utf8_lossy(&answer[..n]).starts_with("HTTP/1.1 101"));
        // A masked text frame that says it is 16 MB long, and a few of its bytes.
        let mut frame = vec![0x81, 0x80 | 127];
        frame.extend_from_slice(&(16u64 << 20).to_be_bytes());
        frame.extend_from_slice(&[1, 2, 3, 4]);
        frame.extend_from_slice(b"{\"type\":");
        s.write_all(&frame).unwrap();
        // Refused on its header: not held open waiting for the 16 MB.
        assert!(server_closes(&mut s, Duration::from_secs(5), |_| {}));
    }
}

#[test]
fn a_connection_that_does_not_read_is_dropped_when_its_outbox_is_full() {
    use tilemeld::online::{MemoryStore, Settings};
    use tilemeld::server::hub::{Hub, OUTBOX};
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_time()
        .build()
        .unwrap();
    let _inside = runtime.enter();
    // One dispatcher: what each connection sends is taken in order.
    let hub = Hub::new(
        vec![Box::new(MemoryStore::default())],
        Settings::default(),
        1,
    );
    let mut deaf = hub.connect("10.0.0.1", false);
    let mut other = hub.connect("10.0.0.2", false);
    let ping = json!({"type": "ping"}).to_string();
    for _ in 0..OUTBOX + 10 {
        assert!(hub.receive(deaf.id, &ping));
    }
    hub.receive(other.id, &ping);
    let within = Duration::from_secs(5);
    let (served, told) = runtime.block_on(async {
        let served = tokio::time::timeout(within, other.outbox.recv()).await;
        let told = tokio::time::timeout(within, deaf.kill.notified()).await;
        (served, told)
    });
    assert!(
        matches!(served, Ok(Some(_))),
        "another connection is served"
    );
    assert!(told.is_ok(), "the connection is told to end");
    let mut kept = 0;
    while deaf.outbox.try_recv().is_ok() {
        kept += 1;
    }
    assert_eq!(kept, OUTBOX, "the outbox holds no more than its bound");
    // What comes for the dropped connection later is not kept anywhere.
    hub.receive(deaf.id, &ping);
    hub.receive(other.id, &ping);
    let again = runtime.block_on(tokio::time::timeout(within, other.outbox.recv()));
    assert!(matches!(again, Ok(Some(_))));
    assert!(deaf.outbox.try_recv().is_err());
}
