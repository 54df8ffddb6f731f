//! What each store does alike, and what only PostgreSQL can do: the same
//! records kept by the memory, SQLite and PostgreSQL stores; a database
//! that goes away in the middle of a game and comes back; one that does
//! not answer; one that cannot be reached at start, or is from a newer
//! tilemeld; a write the database refuses halfway.

use super::*;
use tilemeld::online::room::Moved;
use tilemeld::online::store::{Deal, Move, Retention, Stage, StoredSeat};
use tilemeld::online::{MemoryStore, Room, RoomSetup, SeatKind, WhileAway};

fn setup(seats: usize) -> RoomSetup {
    RoomSetup {
        rules: one_round(),
        seats: vec![SeatKind::Human; seats],
        stand_in: Level::Medium,
        rated: None,
        public: false,
        move_hours: None,
        event: None,
    }
}

/// The same writes on every store, and what each reads back.
#[test]
fn every_store_keeps_the_same_records() {
    let sqlite = Db::sqlite("records");
    let postgres = Db::postgres("records");
    let mut stores: Vec<(&str, Box<dyn Store>)> = vec![
        ("memory", Box::new(MemoryStore::default())),
        ("sqlite", sqlite.open()),
        ("postgres", postgres.open()),
    ];
    let playing = Room::new("PLAYIN".into(), setup(3), "Ada", "t0".into()).unwrap();
    let lobby = Room::new("LOBBYY".into(), setup(2), "Eve", "t9".into()).unwrap();
    let ben = StoredSeat {
        seat: 1,
        name: "Ben".into(),
        token: "t1".into(),
        ..StoredSeat::default()
    };
    let cleo = StoredSeat {
        seat: 2,
        name: "Cléo 🀄".into(),
        token: "t2".into(),
        left: true,
        away: WhileAway {
            turns: 3,
            played: 6,
            drew: 1,
        },
        player: Some("p0123456789abcdef0123".into()),
        moved: Moved {
            number: 2,
            count: 1,
            address: "5e1f2a3b4c5d6e7f".into(),
        },
    };
    // A seed past i64::MAX: its bits come back as they went.
    let deal = Deal {
        number: 2,
        seed: u64::MAX - 12_345,
        salt: "salt",
    };
    let table = vec![vec![TileId(1), TileId(2), TileId(3)]];
    let actions = [Action::Draw, Action::Play { table }, Action::Draw];
    let mut seen = Vec::new();
    for (name, store) in &mut stores {
        store.create_room(&playing, 1_000).unwrap();
        store.create_room(&lobby, 1_000).unwrap();
        assert!(store.exists("PLAYIN").unwrap() && !store.exists("NOROOM").unwrap());
        store.save_seat("PLAYIN", &ben, 2_000).unwrap();
        store.save_seat("PLAYIN", &cleo, 2_000).unwrap();
        store.free_seat("PLAYIN", 1, 2_500).unwrap();
        store.save_seat("PLAYIN", &ben, 2_600).unwrap();
        store.save_game("PLAYIN", &deal, 3_000).unwrap();
        for (n, action) in actions.iter().enumerate() {
            let mv = Move {
                number: 2,
                n,
                action,
                ms: 0,
                stage: Stage::Playing,
            };
            store
                .append_action("PLAYIN", &mv, 4_000 + n as u64)
                .unwrap();
        }
        let again = Move {
            number: 2,
            n: 1,
            action: &Action::Draw,
            ms: 0,
            stage: Stage::Playing,
        };
        assert!(
            store.append_action("PLAYIN", &again, 5_000).is_err(),
            "{name}"
        );
        assert!(store.save_seat("NOROOM", &ben, 5_000).is_err(), "{name}");
        assert!(store.restart_clock("NOROOM", 5_000).is_err(), "{name}");
        store.restart_clock("PLAYIN", 6_000).unwrap();
        let room = store.load("PLAYIN").unwrap().unwrap();
        assert_eq!(room.turn_started, 6_000, "{name}");
        assert_eq!(room.game.as_ref().unwrap().seed, deal.seed, "{name}");
        assert_eq!(room.seats.len(), 3, "{name}");
        assert_eq!(store.load("NOROOM").unwrap(), None, "{name}");
        assert_eq!(store.count().unwrap(), 2, "{name}");
        // The lobby's day has passed; the match's 30 days have not.
        let day = Retention::default().lobby_ms;
        let gone = store.delete_expired(1_001 + day, &Retention::default());
        assert_eq!(gone.unwrap(), vec!["LOBBYY".to_string()], "{name}");
        assert_eq!(store.count().unwrap(), 1, "{name}");
        seen.push(room);
    }
    assert_eq!(seen[0], seen[1], "memory and SQLite differ");
    assert_eq!(seen[0], seen[2], "memory and PostgreSQL differ");
}

/// The database stops in the middle of a game: the server stays up and
/// tells players their moves were not kept; started again, play goes on
/// where it was, and everything played is in the database.
/// An event kept whole by every store, and the list of public ones.
#[test]
fn every_store_keeps_events_whole_and_lists_the_public_ones() {
    use tilemeld::online::event_store::EventSummary;
    use tilemeld::online::events::event::{Event, EventKind, EventPhase, EventSpec, EventStep};
    let spec = |name: &str, starts_at: u64, invite: Option<&str>| EventSpec {
        name: name.into(),
        kind: EventKind::Swiss,
        preset: "modern".into(),
        seats: 2,
        rounds: 3,
        minutes: 0,
        starts_at,
        invite: invite.map(Into::into),
    };
    // A running event, mid-round, a seed past i64::MAX.
    let mut running = Event::new(
        "EVRUN".into(),
        spec("Cléo's Swiss 🀄", 1_000, None),
        u64::MAX - 3,
    )
    .unwrap();
    for i in 0..5 {
        running
            .join(&format!("p{i}"), &format!("P{i}"), 1500, None, 0)
            .unwrap();
    }
    let tables = running.step(EventStep::Start, 1_000).unwrap();
    running.tables[tables[0]].code = Some("ROOM01".into());
    let soon = Event::new("EVSOON".into(), spec("Soon", 9_000, None), 1).unwrap();
    let mut later = Event::new("EVLATE".into(), spec("Later", 20_000, None), 2).unwrap();
    let mut club = Event::new("EVCLUB".into(), spec("Club", 5_000, Some("CLUB42")), 3).unwrap();
    let mut over = Event::new("EVOVER".into(), spec("Over", 500, None), 4).unwrap();
    over.phase = EventPhase::Finished;
    let sqlite = Db::sqlite("events");
    let postgres = Db::postgres("events");
    let mut stores: Vec<(&str, Box<dyn Store>)> = vec![
        ("memory", Box::new(MemoryStore::default())),
        ("sqlite", sqlite.open()),
        ("postgres", postgres.open()),
    ];
    for e in [&mut running, &mut later, &mut club, &mut over] {
        e.version = 1;
    }
    let soon = Event { version: 1, ..soon };
    for (name, store) in &mut stores {
        for e in [&later, &running, &club, &over, &soon] {
            assert!(store.save_event(e, 10).unwrap(), "{name}");
        }
        // Version 1 again is another server's new event of that id: kept
        // nothing.
        let other = Event {
            players: Vec::new(),
            ..running.clone()
        };
        assert!(!store.save_event(&other, 11).unwrap(), "{name}");
        assert_eq!(
            store.load_event("EVRUN").unwrap().as_ref(),
            Some(&running),
            "{name}"
        );
        assert_eq!(store.load_event("NOPE").unwrap(), None, "{name}");
        let listed: Vec<String> = store
            .list_events(10)
            .unwrap()
            .into_iter()
            .map(|s| s.id)
            .collect();
        assert_eq!(
            listed,
            ["EVRUN", "EVSOON", "EVLATE", "EVOVER"],
            "{name}: the club's is not listed"
        );
        assert_eq!(store.list_events(2).unwrap().len(), 2, "{name}");
        assert_eq!(
            store.list_events(1).unwrap()[0],
            EventSummary::of(&running),
            "{name}"
        );
        // A change replaces the event; the live ones are the unfinished.
        let mut done = running.clone();
        done.phase = EventPhase::Finished;
        done.version = 2;
        assert!(store.save_event(&done, 20).unwrap(), "{name}");
        // A server that took the same step from version 1 is too late.
        assert!(!store.save_event(&done, 21).unwrap(), "{name}");
        assert_eq!(store.load_event("EVRUN").unwrap(), Some(done), "{name}");
        assert_eq!(
            store.live_events().unwrap(),
            ["EVCLUB", "EVLATE", "EVSOON"],
            "{name}"
        );
    }
    // Read back by a store opened again on the same database.
    assert_eq!(
        sqlite.open().load_event("EVSOON").unwrap(),
        Some(soon.clone())
    );
    assert_eq!(postgres.open().load_event("EVSOON").unwrap(), Some(soon));
}

#[test]
fn a_database_that_goes_away_mid_game_gives_clear_errors_and_play_goes_on_when_it_is_back() {
    // A PostgreSQL of its own: the run's is shared with tests that must
    // not see it stop.
    let mut pg = Postgres::start("outage").unwrap_or_else(|e| panic!("{e}"));
    let db = Db::on(&pg, "outage");
    let mut server = Server::start(&db);
    let seats = json!([{"kind": "human"}, {"kind": "human"}]);
    let (mut host, mut guest) = two_players(&server, seats);
    let first = host.view_at(0).current;
    let (mover, other) = if first == 0 {
        (&mut host, &mut guest)
    } else {
        (&mut guest, &mut host)
    };
    mover.act(0, json!({"intent": "draw"}));
    other.view_at(1);

    pg.stop();
    other.act(1, json!({"intent": "draw"}));
    let refused = other.until("the refusal", |m| matches!(m, ServerMsg::Error(_)));
    let ServerMsg::Error(e) = refused else {
        unreachable!()
    };
    assert_eq!(e.code, ErrorCode::Storage, "{}", e.message);
    assert!(e.message.contains("database"), "{}", e.message);
    // Nothing moved, and the server is up and answering.
    assert_eq!(other.view.as_ref().unwrap().seq, 1);
    assert!(
        server.child.try_wait().unwrap().is_none(),
        "the server died"
    );
    other.send(json!({"type": "ping"}));
    other.until("pong", |m| matches!(m, ServerMsg::Pong));
    let mut newcomer = Client::connect(&server);
    newcomer.send(json!({"type": "create", "name": "Cy", "setup": {"rules": one_round(), "seats": [{"kind": "human"}, {"kind": "human"}]}}));
    assert_eq!(newcomer.error(), ErrorCode::Storage);

    pg.start_again();
    let start = Instant::now();
    loop {
        other.act(1, json!({"intent": "draw"}));
        let answer = other.until("an answer", |m| {
            matches!(m, ServerMsg::Error(_)) || matches!(m, ServerMsg::Room(v) if v.seq == 2)
        });
        match answer {
            ServerMsg::Room(_) => break,
            ServerMsg::Error(e) => assert_eq!(e.code, ErrorCode::Storage, "{}", e.message),
            _ => unreachable!(),
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "the server never got its database back"
        );
        std::thread::sleep(Duration::from_millis(200));
    }
    mover.view_at(2);
    mover.act(2, json!({"intent": "draw"}));
    other.view_at(3);

    // All of it was kept: a server started afresh on the database has it.
    let before = other.view_at(3);
    server.kill();
    let server = Server::start(&db);
    let mut back = Client::connect(&server);
    let (code, token) = (other.code.clone(), other.token.clone());
    back.send(json!({"type": "resume", "code": code, "token": token}));
    let now = back.view_at(3);
    assert_eq!(
        (now.rack, now.table, now.pool),
        (before.rack, before.table, before.pool)
    );
}

/// The database's name, from its URL.
fn name_of(db: &Db) -> &str {
    db.arg.rsplit('/').next().unwrap()
}

fn serve_on(url: &str) -> (Option<i32>, String, Duration) {
    let start = Instant::now();
    let out = Command::new(env!("CARGO_BIN_EXE_tilemeld"))
        .args(["serve", "--addr", "127.0.0.1:0", "--db", url])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stderr).to_string();
    (out.status.code(), said, start.elapsed())
}

#[test]
fn a_database_that_cannot_be_reached_at_start_is_refused_with_a_clear_message() {
    // A port nothing listens on.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let url = format!("postgres://tilemeld:secret@127.0.0.1:{port}/rooms");
    let (code, said, took) = serve_on(&url);
    assert_eq!(code, Some(1), "{said}");
    assert!(
        said.contains(&format!("postgres://tilemeld@127.0.0.1:{port}/rooms"))
            && said.contains("cannot connect"),
        "{said}"
    );
    assert!(!said.contains("secret"), "the password was printed: {said}");
    assert!(took < Duration::from_secs(10), "{took:?}");
    // A server that is there, but not the database.
    let (code, said, _) = serve_on(&Postgres::shared().url("no_such_database"));
    assert_eq!(code, Some(1), "{said}");
    assert!(said.contains("no_such_database"), "{said}");
    // Not a URL it can read.
    let (code, said, _) = serve_on("postgres://a@127.0.0.1:notaport/rooms");
    assert_eq!(code, Some(1), "{said}");
    assert!(said.contains("not a PostgreSQL URL"), "{said}");
}

#[test]
fn a_database_from_a_newer_tilemeld_is_refused() {
    let db = Db::postgres("newer");
    drop(db.open());
    Postgres::shared().psql(name_of(&db), "UPDATE tilemeld_schema SET version = 99");
    let (code, said, _) = serve_on(&db.arg);
    assert_eq!(code, Some(1), "{said}");
    assert!(said.contains("newer tilemeld"), "{said}");
}

/// The PostgreSQL counterpart of the full SQLite file: a write the
/// database refuses halfway (here by a trigger) leaves nothing behind.
#[test]
fn a_write_the_database_refuses_halfway_leaves_nothing() {
    let db = Db::postgres("refused");
    let mut store = db.open();
    Postgres::shared().psql(
        name_of(&db),
        "CREATE FUNCTION refuse() RETURNS trigger AS $$ BEGIN
             IF NEW.name = 'Refused' THEN RAISE EXCEPTION 'refused by the test'; END IF;
             RETURN NEW; END $$ LANGUAGE plpgsql;
         CREATE TRIGGER refuse BEFORE INSERT OR UPDATE ON seats
             FOR EACH ROW EXECUTE FUNCTION refuse();",
    );
    let refused = Room::new("REFUSE".into(), setup(2), "Refused", "t".into()).unwrap();
    let e = store.create_room(&refused, 1).unwrap_err();
    assert_eq!(e.code, ErrorCode::Storage);
    assert!(e.message.contains("refused by the test"), "{}", e.message);
    assert_eq!(store.count().unwrap(), 0, "the room's row stayed");
    assert_eq!(store.load("REFUSE").unwrap(), None);
    let room = Room::new("KEPTOK".into(), setup(2), "Ada", "t".into()).unwrap();
    store.create_room(&room, 1).unwrap();
    let seat = StoredSeat {
        seat: 1,
        name: "Refused".into(),
        token: "u".into(),
        ..StoredSeat::default()
    };
    assert!(store.save_seat("KEPTOK", &seat, 2).is_err());
    let kept = store.load("KEPTOK").unwrap().unwrap();
    assert_eq!(kept.seats.len(), 1);
}

/// A database that does not answer (another session holds a lock on the
/// rooms): the call is a storage error after the store's wait, not a hang,
/// and the store carries on once the database answers again.
#[test]
fn a_database_that_does_not_answer_is_a_storage_error_within_seconds() {
    let db = Db::postgres("stuck");
    let pg = Postgres::shared();
    let mut store = db.open();
    let room = Room::new("STUCKK".into(), setup(2), "Ada", "t".into()).unwrap();
    store.create_room(&room, 1).unwrap();
    let mut locker = pg.psql_meanwhile(
        name_of(&db),
        "BEGIN; LOCK TABLE rooms IN ACCESS EXCLUSIVE MODE; SELECT pg_sleep(8); COMMIT;",
    );
    let held = "SELECT count(*) FROM pg_locks
         WHERE relation = 'rooms'::regclass AND mode = 'AccessExclusiveLock' AND granted";
    let start = Instant::now();
    while pg.psql(name_of(&db), held) != "1" {
        assert!(
            start.elapsed() < Duration::from_secs(5),
            "the lock was never taken"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    let start = Instant::now();
    let e = store.restart_clock("STUCKK", 2).unwrap_err();
    let took = start.elapsed();
    assert_eq!(e.code, ErrorCode::Storage);
    assert!(e.message.contains("did not answer"), "{}", e.message);
    assert!(
        took >= Duration::from_secs(4) && took < Duration::from_secs(7),
        "{took:?}"
    );
    locker.wait().unwrap();
    let start = Instant::now();
    while let Err(e) = store.restart_clock("STUCKK", 3) {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the store never came back: {}",
            e.message
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    assert_eq!(store.load("STUCKK").unwrap().unwrap().turn_started, 3);
}
