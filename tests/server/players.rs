//! Players and the quick-match queue in every store: the same records in
//! memory, SQLite and PostgreSQL; two servers on one PostgreSQL racing
//! for one line seat every player once; and players meeting through
//! quick match over real WebSockets, on each store.

use std::sync::{Arc, Mutex};

use super::*;
use tilemeld::online::MemoryStore;
use tilemeld::online::audit::{Audited, TurnFigures};
use tilemeld::online::counts::PAIR_EVERY_MS;
use tilemeld::online::identity::Identity;
use tilemeld::online::limits::Rate;
use tilemeld::online::matchmaking::{Pace, Seating, Wanted};
use tilemeld::online::player_store::{QueueJoin, RatedMatch, StoredPlayer};
use tilemeld::online::rating::Placed;

fn player(seed: u8, name: &str) -> (Identity, StoredPlayer) {
    let identity = Identity::new([seed; 58].map(|b| b.wrapping_add(seed)));
    let kept = StoredPlayer {
        identity: identity.stored(),
        name: name.into(),
        created: 5,
    };
    (identity, kept)
}

fn table(rules: &str, seats: u8) -> Wanted {
    Wanted {
        rules: rules.into(),
        seats,
        pace: Pace::Live,
    }
}

fn join(store: &mut dyn Store, who: &str, wanted: &Wanted, now: u64) -> Option<Seating> {
    let ticket = format!("{who}-{now}");
    let join = QueueJoin {
        player: who,
        ticket: &ticket,
        wanted,
        wait_ms: 20_000,
        now,
    };
    store
        .queue_join(&join)
        .unwrap_or_else(|e| panic!("{who}: {e:?}"))
}

/// Players and the queue, the same on every store.
fn players_and_queue(store: &mut dyn Store) -> Vec<String> {
    let mut seen = Vec::new();
    let (ann, kept) = player(1, "Ann");
    store.add_player(&kept).unwrap();
    assert!(store.add_player(&kept).is_err(), "one id, one player");
    assert_eq!(store.player(&ann.id).unwrap(), Some(kept.clone()));
    assert_eq!(store.player("pnobody").unwrap(), None);
    let by_code = store
        .player_by_recovery(&kept.identity.recovery_hash)
        .unwrap();
    assert_eq!(by_code.map(|p| p.identity.id), Some(ann.id.clone()));
    store.set_secret(&ann.id, "new hash").unwrap();
    store.rename(&ann.id, "Ann Lee 李").unwrap();
    let now = store.player(&ann.id).unwrap().unwrap();
    assert_eq!(
        (now.identity.secret_hash.as_str(), now.name.as_str()),
        ("new hash", "Ann Lee 李")
    );
    assert!(store.rename("pnobody", "X").is_err());
    assert!(store.set_secret("pnobody", "X").is_err());

    // The queue: lines by table, in the order players came.
    let two = table("modern", 2);
    let three = table("modern", 3);
    assert_eq!(join(store, "a", &two, 0), None);
    assert_eq!(join(store, "b", &three, 1), None);
    assert_eq!(join(store, "c", &table("sabra", 2), 2), None);
    // a moves to the line of three, then back: never in two lines.
    assert_eq!(join(store, "a", &three, 3), None);
    assert_eq!(store.queue_len().unwrap(), 3);
    assert_eq!(join(store, "d", &two, 4), None);
    let seated = join(store, "a", &three, 5).is_none();
    assert!(seated, "a joining the same line again is one player");
    let full = join(store, "e", &three, 6).expect("b, a and e fill the table of three");
    seen.push(format!("{:?} {}", full.players, full.computers));
    assert_eq!(full.players, ["b", "a", "e"]);
    assert_eq!(store.queue_len().unwrap(), 2);
    assert!(store.queue_leave("c", None).unwrap());
    assert!(!store.queue_leave("c", None).unwrap());
    // A wait let go by its ticket: an older ticket leaves a newer wait.
    assert_eq!(join(store, "f", &table("house", 2), 7), None);
    assert_eq!(join(store, "f", &table("house", 2), 8), None);
    assert!(!store.queue_leave("f", Some("f-7")).unwrap());
    assert!(store.queue_leave("f", Some("f-8")).unwrap());
    // d waits alone; after d's wait computers fill the table.
    assert_eq!(store.queue_due(20_003).unwrap(), []);
    let due = store.queue_due(20_004).unwrap();
    seen.push(format!("{due:?}"));
    assert_eq!(due.len(), 1);
    assert_eq!(
        (due[0].players.as_slice(), due[0].computers),
        (&["d".to_string()][..], 1)
    );
    assert_eq!(due[0].wanted, two);
    assert_eq!(store.queue_len().unwrap(), 0);
    seen
}

fn placed(player: &str, place: usize, left: bool) -> Option<Placed> {
    Some(Placed {
        player: player.into(),
        place,
        left,
        took_part: true,
        address: format!("at-{player}"),
    })
}

/// Two rated matches, one asked twice; what the store then shows.
fn ratings(store: &mut dyn Store) -> Vec<String> {
    for (i, name) in ["Ann", "Bo", "Cy"].iter().enumerate() {
        let (_, mut kept) = player(10 + i as u8, name);
        kept.identity.id = name.to_lowercase();
        store.add_player(&kept).unwrap();
    }
    let first = [
        placed("ann", 1, false),
        None,
        placed("bo", 2, false),
        placed("cy", 1, true),
    ];
    let m = RatedMatch {
        code: "RATEDA",
        number: 1,
        family: "modern",
        seats: &first,
        now: 100,
    };
    let changes = store.rate_match(&m).unwrap();
    assert_eq!(changes[1], None, "a computer's seat");
    assert_eq!(
        store.rate_match(&m).unwrap(),
        changes,
        "asked again: the same"
    );
    // Its code is not given to a new room: the results would be found.
    assert!(store.exists("RATEDA").unwrap());
    assert!(!store.exists("RATEDZ").unwrap());
    // Within the pair's window the same two players count once; after
    // it, again.
    let second = [placed("bo", 1, false), placed("ann", 2, false)];
    let soon = RatedMatch {
        code: "RATEDS",
        number: 1,
        family: "modern",
        seats: &second,
        now: 150,
    };
    let not_counted = store.rate_match(&soon).unwrap();
    assert!(not_counted.iter().flatten().all(|c| c.after == c.before));
    let later = 200 + PAIR_EVERY_MS;
    let m2 = RatedMatch {
        code: "RATEDB",
        number: 3,
        family: "modern",
        seats: &second,
        now: later,
    };
    store.rate_match(&m2).unwrap();
    let board = store.leaderboard("modern", 100).unwrap();
    let ann = store.ranked("ann", "modern").unwrap().unwrap();
    assert_eq!(ann.rating.games, 2);
    assert_eq!(ann.name, "Ann");
    let cy = store.ranked("cy", "modern").unwrap().unwrap();
    assert_eq!(cy.rank, 3, "the leaver is last");
    assert_eq!(store.ranked("cy", "sabra").unwrap(), None);
    let games = store.recent_games("ann", 20).unwrap();
    assert_eq!(
        games
            .iter()
            .map(|g| (g.code.as_str(), g.number, g.place))
            .collect::<Vec<_>>(),
        [("RATEDB", 3, 2), ("RATEDS", 1, 2), ("RATEDA", 1, 1)],
        "newest first"
    );
    assert_eq!(store.recent_games("ann", 1).unwrap().len(), 1);
    assert_eq!(store.leaderboard("modern", 2).unwrap().len(), 2);
    vec![
        format!("{changes:?}"),
        format!("{board:?}"),
        format!("{games:?}"),
    ]
}

#[test]
fn every_store_rates_alike() {
    let sqlite = Db::sqlite("ratings");
    let postgres = Db::postgres("ratings");
    let memory = ratings(&mut MemoryStore::default());
    assert_eq!(ratings(&mut *sqlite.open()), memory);
    assert_eq!(ratings(&mut *postgres.open()), memory);
}

/// Two servers rate matches of one player at the same moments: every
/// match counts (no rating read by one is overwritten by the other).
#[test]
fn two_servers_rating_one_player_at_once_lose_no_match() {
    let db = Db::postgres("rating-race");
    let racers: Vec<_> = (0..2)
        .map(|server| {
            let mut store = db.open();
            std::thread::spawn(move || {
                for i in 0..15 {
                    let other = format!("o{server}-{i}");
                    let seats = [placed("star", 1, false), placed(&other, 2, false)];
                    let code = format!("R{server}{i:04}");
                    let m = RatedMatch {
                        code: &code,
                        number: 1,
                        family: "house",
                        seats: &seats,
                        now: i,
                    };
                    store.rate_match(&m).unwrap();
                }
            })
        })
        .collect();
    for r in racers {
        r.join().unwrap();
    }
    let star = db.open().ranked("star", "house").unwrap().unwrap();
    assert_eq!(star.rating.games, 30);
}

/// Limits per address hold across servers on one PostgreSQL: two
/// stores (two servers) take from one bucket, so an address gets the
/// limit once, not once per server. A store one server uses keeps none
/// (the server keeps its own).
#[test]
fn servers_on_one_postgres_share_each_address_limit() {
    let db = Db::postgres("limits");
    let (mut a, mut b) = (db.open(), db.open());
    let rate = Rate {
        burst: 10,
        every_ms: 60_000,
    };
    let mut taken = 0;
    for i in 0..20 {
        let store = if i % 2 == 0 { &mut a } else { &mut b };
        taken += usize::from(
            store
                .take_shared("create", "10.0.0.1", rate, 1_000, true)
                .unwrap()
                == Some(true),
        );
    }
    assert_eq!(taken, 10, "ten across both servers, not ten each");
    assert_eq!(
        a.take_shared("create", "10.0.0.1", rate, 1_000, false)
            .unwrap(),
        Some(false)
    );
    assert_eq!(
        b.take_shared("create", "10.0.0.2", rate, 1_000, false)
            .unwrap(),
        Some(true)
    );
    assert_eq!(
        b.take_shared("queue", "10.0.0.1", rate, 1_000, true)
            .unwrap(),
        Some(true)
    );
    // One more a minute later, on either server.
    assert_eq!(
        b.take_shared("create", "10.0.0.1", rate, 61_000, true)
            .unwrap(),
        Some(true)
    );
    assert_eq!(
        a.take_shared("create", "10.0.0.1", rate, 61_000, true)
            .unwrap(),
        Some(false)
    );
    // Full again, the bucket is forgotten by the sweep.
    a.delete_expired(10_000_000, &Default::default()).unwrap();
    let left = Postgres::shared().psql(
        db.arg.rsplit('/').next().unwrap(),
        "SELECT count(*) FROM limits",
    );
    assert_eq!(left, "0");
    let sqlite = Db::sqlite("limits");
    assert_eq!(
        sqlite
            .open()
            .take_shared("create", "10.0.0.1", rate, 1, true)
            .unwrap(),
        None
    );
    assert_eq!(
        MemoryStore::default()
            .take_shared("create", "x", rate, 1, true)
            .unwrap(),
        None
    );
}

#[test]
fn every_store_keeps_players_and_the_queue_alike() {
    let sqlite = Db::sqlite("players");
    let postgres = Db::postgres("players");
    let mut seen = Vec::new();
    let mut memory = MemoryStore::default();
    seen.push(players_and_queue(&mut memory));
    seen.push(players_and_queue(&mut *sqlite.open()));
    seen.push(players_and_queue(&mut *postgres.open()));
    assert_eq!(seen[0], seen[1]);
    assert_eq!(seen[0], seen[2]);
    // What SQLite kept is there after the store is opened again.
    let mut again = sqlite.open();
    assert!(again.player(&player(1, "").0.id).unwrap().is_some());
}

/// Two servers on one database, each with its own connection, race their
/// players into one line of two (and ask for due tables as they go): every
/// player is seated once, at a table of two, and nobody is left behind.
#[test]
fn two_servers_on_one_postgres_never_seat_a_player_twice() {
    let db = Db::postgres("race");
    let seatings = Arc::new(Mutex::new(Vec::<Seating>::new()));
    let racers: Vec<_> = (0..2)
        .map(|server| {
            let mut store = db.open();
            let seatings = seatings.clone();
            std::thread::spawn(move || {
                let wanted = table("house", 2);
                for i in 0..30 {
                    let who = format!("s{server}-{i}");
                    let join = QueueJoin {
                        player: &who,
                        ticket: &who,
                        wanted: &wanted,
                        wait_ms: 0,
                        now: 1,
                    };
                    if let Some(s) = store.queue_join(&join).unwrap() {
                        seatings.lock().unwrap().push(s);
                    }
                    let due = store.queue_due(1).unwrap();
                    seatings.lock().unwrap().extend(due);
                }
            })
        })
        .collect();
    for r in racers {
        r.join().unwrap();
    }
    let mut store = db.open();
    let rest = store.queue_due(1).unwrap();
    let seatings = seatings.lock().unwrap();
    let mut everyone: Vec<&String> = seatings
        .iter()
        .chain(&rest)
        .flat_map(|s| &s.players)
        .collect();
    let n = everyone.len();
    everyone.sort();
    everyone.dedup();
    assert_eq!(everyone.len(), n, "a player seated twice");
    assert_eq!(n, 60, "every player seated");
    assert!(
        seatings
            .iter()
            .chain(&rest)
            .all(|s| s.players.len() + s.computers == 2)
    );
    assert_eq!(store.queue_len().unwrap(), 0);
}

fn registered(server: &Server, name: &str) -> Client {
    let mut c = Client::connect(server);
    c.send(json!({"type": "register", "name": name}));
    c
}

each_store! {
    /// Two players who ask for the same table meet in a dealt match; a
    /// third, alone at a table of three, gets two computers after the wait.
    fn players_meet_through_quick_match(db: Db) {
        let server = Server::start(&db);
        let mut ann = registered(&server, "Ann");
        let mut bo = registered(&server, "Bo");
        let mut cy = registered(&server, "Cy");
        for c in [&mut ann, &mut bo, &mut cy] {
            c.until("the player", |m| matches!(m, ServerMsg::Player { .. }));
        }
        let quick = |seats: u8, wait: u32| {
            json!({"type": "quick", "rules": "pressman2009", "seats": seats, "pace": "live", "wait_secs": wait})
        };
        ann.send(quick(2, 60));
        ann.until("queued", |m| matches!(m, ServerMsg::Queued { .. }));
        cy.send(quick(3, 1));
        bo.send(quick(2, 60));
        for c in [&mut ann, &mut bo] {
            c.until("welcome", |m| matches!(m, ServerMsg::Welcome { .. }));
            c.view_at(0);
        }
        assert_eq!(ann.code, bo.code);
        let view = bo.view.clone().unwrap();
        assert_eq!(view.phase, RoomPhase::Playing);
        assert_eq!((view.you, view.seats[0].name.as_str()), (1, "Ann"));
        // Cy: computers after a second (the queue is looked at each second).
        // (Seated by whichever dispatcher looked at the queue: the
        // computers may have moved before Cy's first view.)
        cy.until("welcome", |m| matches!(m, ServerMsg::Welcome { .. }));
        cy.until("the dealt room", |m| matches!(m, ServerMsg::Room(v) if v.phase == RoomPhase::Playing));
        let view = cy.view.clone().unwrap();
        assert_ne!(cy.code, ann.code);
        let computers = view.seats.iter().filter(|s| s.kind != tilemeld::online::SeatKind::Human).count();
        assert_eq!(computers, 2);
        // Both matches are public: listed to watch, the latest first, and
        // a watcher sees Ann and Bo's table without a rack.
        let mut watcher = Client::connect(&server);
        watcher.send(json!({"type": "games"}));
        let listed = match watcher.until("the games", |m| matches!(m, ServerMsg::Games { .. })) {
            ServerMsg::Games { games } => games,
            _ => unreachable!(),
        };
        let codes: Vec<&str> = listed.iter().map(|g| g.code.as_str()).collect();
        assert_eq!(codes, [cy.code.as_str(), ann.code.as_str()]);
        assert_eq!(listed[1].players, ["Ann", "Bo"]);
        let code = ann.code.clone();
        watcher.send(json!({"type": "watch", "code": code}));
        let seen = match watcher.until("the room", |m| matches!(m, ServerMsg::Room(_))) {
            ServerMsg::Room(v) => v,
            _ => unreachable!(),
        };
        assert!(seen.watching && seen.rack.is_empty());
    }
}

/// A GET over plain HTTP: the status line's code and the body.
fn get(server: &Server, path: &str) -> (u16, String) {
    http_get(&server.addr, path)
}

each_store! {
    /// The leaderboard and a player's games as JSON over HTTP, and what
    /// is not there.
    fn leaderboards_and_recent_games_over_http(db: Db) {
        let server = Server::start(&db);
        let (status, body) = get(&server, "/api/leaderboard/Modern");
        assert_eq!(status, 200, "{body}");
        let board: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(board["family"], "modern");
        assert_eq!(board["players"], json!([]));
        assert_eq!(get(&server, "/api/leaderboard/poker").0, 404);
        assert_eq!(get(&server, "/api/players/pnobody/games").0, 404);
        let mut ann = registered(&server, "Ann");
        let id = match ann.until("the player", |m| matches!(m, ServerMsg::Player { .. })) {
            ServerMsg::Player { id, .. } => id,
            _ => unreachable!(),
        };
        let (status, body) = get(&server, &format!("/api/players/{id}/games"));
        assert_eq!(status, 200, "{body}");
        let games: Value = serde_json::from_str(&body).unwrap();
        assert_eq!((games["name"].as_str(), games["games"].as_array().map(Vec::len)), (Some("Ann"), Some(0)));
        let (_, body) = get(&server, &format!("/api/leaderboard/modern?player={id}"));
        let board: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(board["you"], Value::Null, "no rated match yet");
    }
}

/// Games over days in a store: whose turns ran out, and a player's seats.
fn over_days(store: &mut dyn Store) -> Vec<String> {
    use tilemeld::online::store::{Deal, Move, Stage};
    use tilemeld::online::{Room, RoomSetup, SeatKind};
    let setup = |hours| RoomSetup {
        rules: one_round(),
        seats: vec![SeatKind::Human, SeatKind::Human],
        stand_in: Level::Medium,
        rated: None,
        public: false,
        move_hours: hours,
        event: None,
    };
    let mut rooms = Vec::new();
    for (code, hours) in [("DAYSAA", Some(12)), ("LIVEAA", None), ("DAYSBB", Some(72))] {
        let mut room = Room::new(code.into(), setup(hours), "Ann", format!("t-{code}")).unwrap();
        room.seats[0].player = Some("ann".into());
        room.take_seat(1, "Bo", "t-bo".into());
        store.create_room(&room, 1_000).unwrap();
        let deal = Deal {
            number: 1,
            seed: 5,
            salt: "s",
        };
        store.save_game(code, &deal, 2_000).unwrap();
        rooms.push(code);
    }
    let hour = 3_600_000;
    let mut seen = Vec::new();
    assert!(
        store
            .turns_run_out(2_000 + 12 * hour - 1)
            .unwrap()
            .is_empty()
    );
    assert_eq!(store.turns_run_out(2_000 + 12 * hour).unwrap(), ["DAYSAA"]);
    let mut both = store.turns_run_out(2_000 + 72 * hour).unwrap();
    both.sort();
    assert_eq!(both, ["DAYSAA", "DAYSBB"]);
    // A move starts the turn's hours again.
    let mv = Move {
        number: 1,
        n: 0,
        action: &Action::Draw,
        ms: 0,
        stage: Stage::Playing,
    };
    store.append_action("DAYSAA", &mv, 5 * hour).unwrap();
    assert!(store.turns_run_out(2_000 + 12 * hour).unwrap().is_empty());
    let mine = store.seats_of("ann", 20).unwrap();
    seen.push(format!("{mine:?}"));
    assert_eq!(mine.len(), 3);
    assert_eq!(
        mine[0],
        ("DAYSAA".to_string(), 0, "t-DAYSAA".to_string()),
        "the latest first"
    );
    assert!(
        store.seats_of("bo", 20).unwrap().is_empty(),
        "Bo's seat has no player id"
    );
    // A match over leaves the list.
    let over = Move {
        n: 1,
        stage: Stage::Over,
        ..mv
    };
    store.append_action("DAYSAA", &over, 6 * hour).unwrap();
    assert_eq!(store.seats_of("ann", 20).unwrap().len(), 2);
    assert_eq!(store.seats_of("ann", 1).unwrap().len(), 1);
    seen
}

#[test]
fn every_store_keeps_games_over_days_alike() {
    let sqlite = Db::sqlite("over-days");
    let postgres = Db::postgres("over-days");
    let memory = over_days(&mut MemoryStore::default());
    assert_eq!(over_days(&mut *sqlite.open()), memory);
    assert_eq!(over_days(&mut *postgres.open()), memory);
}

/// `tilemeld fair-play` on a database: the report's JSON lines, then an
/// operator's actions.
fn fair_play(db: &Db, args: &[&str]) -> (i32, Vec<Value>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tilemeld"))
        .args(["fair-play", "--db", &db.arg])
        .args(args)
        .output()
        .unwrap();
    let lines = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect();
    let said = String::from_utf8_lossy(&out.stderr).to_string();
    (out.status.code().unwrap_or(-1), lines, said)
}

/// Audited figures and rated results as servers keep them: a player
/// who plays the solver's best on every hard turn, four who do now and
/// then.
fn seed_fair_play(store: &mut dyn Store) {
    let now = tilemeld::server::hub::now_ms();
    for (i, name) in ["Cheat", "P1", "P2", "P3", "P4"].iter().enumerate() {
        let (_, mut kept) = player(40 + i as u8, name);
        kept.identity.id = name.to_lowercase();
        store.add_player(&kept).unwrap();
        for game in 0..4 {
            let found = Audited {
                player: kept.identity.id.clone(),
                family: "modern".into(),
                code: format!("G{i}{game}"),
                number: 1,
                figures: TurnFigures {
                    hard_turns: 12,
                    best_found: if i == 0 { 12 } else { 2 },
                    fast_best: if i == 0 { 12 } else { 1 },
                    think_ms: 12 * 4_000,
                },
            };
            store.record_audit(&found, now - 1_000).unwrap();
        }
        let seats = [placed(&kept.identity.id, 1, false), placed("p1", 2, false)];
        let code = format!("FP{i}");
        if i != 1 {
            let m = RatedMatch {
                code: &code,
                number: 1,
                family: "modern",
                seats: &seats,
                now: now - 1_000,
            };
            store.rate_match(&m).unwrap();
        }
    }
}

#[test]
fn the_operator_s_fair_play_report_and_actions_on_each_store() {
    for db in [Db::sqlite("fair-play"), Db::postgres("fair_play")] {
        seed_fair_play(&mut *db.open());
        let (code, lines, said) = fair_play(&db, &[]);
        assert_eq!(code, 0, "{said}");
        assert_eq!(lines.len(), 1, "{lines:?}");
        let flag = &lines[0];
        assert_eq!(
            (flag["flag"].as_str(), flag["player"].as_str()),
            (Some("solver"), Some("cheat"))
        );
        assert_eq!(flag["name"], "Cheat");
        assert_eq!(
            (flag["hard_turns"].as_u64(), flag["best_found"].as_u64()),
            (Some(48), Some(48))
        );
        assert_eq!(flag["games"].as_array().unwrap().len(), 4);
        // Marked: off the leaderboard, its rating reset, no longer rated.
        let (code, lines, said) = fair_play(&db, &["--mark", "cheat"]);
        assert_eq!(code, 0, "{said}");
        assert_eq!(lines[0]["done"].as_str(), Some("mark"));
        let mut store = db.open();
        assert!(store.ranked("cheat", "modern").unwrap().is_none());
        assert!(
            store
                .leaderboard("modern", 100)
                .unwrap()
                .iter()
                .all(|r| r.player != "cheat")
        );
        let seats = [placed("cheat", 1, false), placed("p2", 2, false)];
        let m = RatedMatch {
            code: "AFTERM",
            number: 1,
            family: "modern",
            seats: &seats,
            now: 5,
        };
        let changes = store.rate_match(&m).unwrap();
        assert_eq!(changes[0], None, "a marked player is not rated");
        assert_eq!(changes[1], None, "nor rated against");
        assert!(
            fair_play(&db, &[]).1.is_empty(),
            "a marked player is not flagged again"
        );
        // Unmarked and cleared: flagged only for what comes after.
        assert_eq!(fair_play(&db, &["--unmark", "cheat"]).0, 0);
        assert_eq!(fair_play(&db, &[]).1.len(), 1);
        assert_eq!(fair_play(&db, &["--clear", "cheat"]).0, 0);
        assert!(fair_play(&db, &[]).1.is_empty());
        // Bad input: a clear message, never a panic.
        let (code, _, said) = fair_play(&db, &["--mark", "nobody"]);
        assert_eq!(code, 1);
        assert!(said.contains("no player \"nobody\""), "{said}");
        let (code, _, said) = fair_play(&db, &["--mark", "a", "--clear", "b"]);
        assert_eq!(code, 2);
        assert!(said.contains("one of --clear"), "{said}");
    }
}
