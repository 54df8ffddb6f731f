//! Whole games over WebSockets, bad messages, a server killed and started
//! again, players leaving, and the web build's files; each on both stores.

use super::*;

each_store! {
    fn a_whole_game_over_websockets_shows_no_client_a_tile_it_must_not_see(db: Db) {
        let server = Server::start(&db);
        let seats =
            json!([{"kind": "human"}, {"kind": "human"}, {"kind": "computer", "level": "greedy"}]);
        let (mut host, mut guest) = two_players(&server, seats);
        let start = Instant::now();
        loop {
            for c in [&mut host, &mut guest] {
                while c.poll().is_some() {}
                let Some(v) = c.view.clone() else { continue };
                if v.phase == RoomPhase::Playing && v.current == v.you {
                    let intent = my_turn(&v);
                    c.act(v.seq, intent);
                    // Wait for this move to be judged before deciding again.
                    c.until("the move's answer", |m| match m {
                        ServerMsg::Room(r) => r.seq > v.seq,
                        ServerMsg::Error(e) => panic!("refused: {e}"),
                        _ => false,
                    });
                }
            }
            let over = |c: &Client| {
                c.view
                    .as_ref()
                    .is_some_and(|v| v.phase == RoomPhase::MatchOver)
            };
            if over(&host) && over(&guest) {
                break;
            }
            assert!(
                start.elapsed() < Duration::from_secs(120),
                "the game never ends"
            );
        }
        // The truth, from the server's own database: replay move by move.
        let code = host.code.clone();
        let stored = db
            .open()
            .load(&code)
            .unwrap()
            .unwrap()
            .game
            .unwrap();
        let config = MatchConfig {
            seed: stored.seed,
            players: 3,
            rules: one_round(),
        };
        let mut states = vec![Match::new(config).unwrap()];
        for a in &stored.actions {
            let mut next = states.last().unwrap().clone();
            next.apply(a.action.clone()).unwrap();
            states.push(next);
        }
        assert!(stored.actions.len() > 5, "{} moves", stored.actions.len());
        let mut views = 0;
        for c in [&host, &guest] {
            for text in &c.seen {
                let raw: Value = serde_json::from_str(text).unwrap();
                if raw["type"] != "room" || raw["phase"] == "lobby" {
                    continue;
                }
                let keys: Vec<&str> = raw
                    .as_object()
                    .unwrap()
                    .keys()
                    .map(String::as_str)
                    .collect();
                for k in &keys {
                    assert!(
                        *k == "type" || VIEW_KEYS.contains(k),
                        "the room view grew a field {k}"
                    );
                }
                let v: RoomView = serde_json::from_value(raw).unwrap();
                let truth = &states[v.seq as usize].round;
                let own = &truth.seats[v.you].rack;
                assert_eq!(&v.rack, own);
                let shown = v
                    .table
                    .iter()
                    .flatten()
                    .chain(&v.rack)
                    .chain(v.last.iter().flat_map(|l| &l.played));
                for t in shown {
                    assert!(
                        truth.table.iter().flatten().chain(own).any(|x| x == t),
                        "seat {} was shown tile {} at move {}",
                        v.you,
                        t.0,
                        v.seq
                    );
                }
                views += 1;
            }
        }
        assert!(views > 10);
        // The deal was fair: the revealed seed matches the commitment and
        // deals exactly the rack the guest started with.
        let first = serde_json::from_str::<ServerMsg>(
            guest
                .seen
                .iter()
                .find(|t| t.contains("\"seq\":0") && t.contains("\"phase\":\"playing\""))
                .unwrap(),
        )
        .unwrap();
        let ServerMsg::Room(first) = first else {
            unreachable!()
        };
        let end = guest.view.clone().unwrap();
        let reveal = end.reveal.unwrap();
        assert_eq!(reveal.seed, stored.seed);
        verify_deal(
            first.commitment.as_deref().unwrap(),
            reveal.seed,
            &reveal.salt,
            &end.rules,
            3,
            end.you,
            std::slice::from_ref(&first.rack),
        )
        .unwrap();
        // And by the command line, as a player would check it.
        let mut deal = json!({
            "commitment": first.commitment.clone().unwrap(),
            "seed": reveal.seed,
            "salt": reveal.salt,
            "rules": end.rules,
            "players": 3,
            "seat": end.you,
            "dealt": [first.rack],
        });
        let verify = |deal: &Value| {
            let file = db.dir.join("deal.json");
            std::fs::write(&file, deal.to_string()).unwrap();
            let out = Command::new(env!("CARGO_BIN_EXE_tilemeld"))
                .arg("verify-deal")
                .arg(&file)
                .output()
                .unwrap();
            (
                out.status.code(),
                String::from_utf8_lossy(&out.stdout).trim().to_string(),
            )
        };
        assert_eq!(verify(&deal), (Some(0), r#"{"fair":true}"#.to_string()));
        deal["salt"] = json!("forged");
        let (code, said) = verify(&deal);
        assert_eq!(code, Some(1));
        assert!(
            said.contains(r#""fair":false"#) && said.contains("commitment"),
            "{said}"
        );
    }
}

each_store! {
    fn bad_messages_get_a_clear_error_and_change_nothing(db: Db) {
        let server = Server::start(&db);
        let seats = json!([{"kind": "human"}, {"kind": "human"}]);
        let (host, guest) = two_players(&server, seats);
        let before = host.view.clone().unwrap();
        let (mut mover, mut waiter) = if before.current == 0 {
            (host, guest)
        } else {
            (guest, host)
        };
        // Before joining anything.
        let mut stranger = Client::connect(&server);
        stranger.send(json!({"type": "act", "token": "x", "seq": 0, "intent": {"intent": "draw"}}));
        assert_eq!(stranger.error(), ErrorCode::BadToken);
        stranger.send(json!({"type": "join", "code": "ZZZZZZ", "name": "Cy"}));
        assert_eq!(stranger.error(), ErrorCode::NoRoom);
        let code = mover.code.clone();
        stranger.send(json!({"type": "join", "code": code, "name": "Cy"}));
        assert_eq!(stranger.error(), ErrorCode::WrongPhase);
        stranger.send(json!({"type": "resume", "code": code, "token": "0123"}));
        assert_eq!(
            stranger.error(),
            ErrorCode::NoRoom,
            "a resume's misses all read the same"
        );
        // Malformed and oversized.
        waiter.ws.send(Message::text("{not json")).unwrap();
        assert_eq!(waiter.error(), ErrorCode::BadMessage);
        waiter.ws.send(Message::binary(vec![1u8, 2, 3])).unwrap();
        assert_eq!(waiter.error(), ErrorCode::BadMessage);
        waiter.send(json!({"type": "shuffle_pool"}));
        assert_eq!(waiter.error(), ErrorCode::BadMessage);
        waiter.send(json!({"type": "join", "code": code, "name": "x".repeat(20_000)}));
        assert_eq!(waiter.error(), ErrorCode::TooLarge);
        // Out of turn, another seat's token, not the host, bad tiles.
        waiter.act(0, json!({"intent": "draw"}));
        assert_eq!(waiter.error(), ErrorCode::NotYourTurn);
        let other = mover.token.clone();
        waiter.send(json!({"type": "act", "token": other, "seq": 0, "intent": {"intent": "draw"}}));
        assert_eq!(waiter.error(), ErrorCode::BadToken);
        if waiter.view.as_ref().unwrap().you != 0 {
            let t = waiter.token.clone();
            waiter.send(json!({"type": "start", "token": t}));
            assert_eq!(waiter.error(), ErrorCode::NotHost);
        }
        mover.act(0, json!({"intent": "play", "table": [[1, 2, 250]]}));
        assert_eq!(mover.error(), ErrorCode::BadMessage);
        let tile: TileId = mover.view.as_ref().unwrap().rack[0];
        mover.act(0, json!({"intent": "play", "table": [[tile]]}));
        assert_eq!(mover.error(), ErrorCode::Refused);
        // Nothing moved: a fresh look at the room shows it as it was.
        let t = mover.token.clone();
        mover.send(json!({"type": "resume", "code": code, "token": t}));
        let now = mover.view_at(0);
        assert_eq!(
            (&now.table, now.pool, now.current),
            (&before.table, before.pool, before.current)
        );
        // A move sent twice: the second is stale.
        mover.act(0, json!({"intent": "draw"}));
        mover.view_at(1);
        mover.act(0, json!({"intent": "draw"}));
        assert_eq!(mover.error(), ErrorCode::Stale);
        // A flood is throttled, and the connection still works after.
        for _ in 0..60 {
            mover.send(json!({"type": "ping"}));
        }
        let flooded = mover.until("error", |m| matches!(m, ServerMsg::Error(_)));
        let ServerMsg::Error(flooded) = flooded else {
            unreachable!()
        };
        assert_eq!(flooded.code, ErrorCode::Throttled);
        assert!(flooded.answers("ping"), "{flooded:?}");
        std::thread::sleep(Duration::from_millis(1_500));
        while mover.poll().is_some() {}
        mover.send(json!({"type": "ping"}));
        mover.until("pong", |m| matches!(m, ServerMsg::Pong));
        // A lobby room that is full.
        let mut a = Client::connect(&server);
        a.send(json!({"type": "create", "name": "A", "setup": {"rules": one_round(), "seats": [{"kind": "human"}, {"kind": "computer", "level": "easy"}]}}));
        a.until("welcome", |m| matches!(m, ServerMsg::Welcome { .. }));
        let full = a.code.clone();
        stranger.send(json!({"type": "join", "code": full, "name": "Cy"}));
        assert_eq!(stranger.error(), ErrorCode::RoomFull);
        // One connection cannot fill the server with rooms.
        let room = json!({"type": "create", "name": "Cy", "setup": {"rules": one_round(), "seats": [{"kind": "human"}, {"kind": "computer", "level": "easy"}]}});
        for _ in 0..3 {
            stranger.send(room.clone());
            stranger.until("welcome", |m| matches!(m, ServerMsg::Welcome { .. }));
        }
        stranger.send(room);
        assert_eq!(stranger.error(), ErrorCode::Throttled);
    }
}

each_store! {
    fn a_server_killed_mid_game_comes_back_and_players_resume_their_seats(db: Db) {
        let server = Server::start(&db);
        let seats = json!([{"kind": "human"}, {"kind": "human"}]);
        let (mut host, mut guest) = two_players(&server, seats);
        for seq in 0..3 {
            for c in [&mut host, &mut guest] {
                let v = c.view_at(seq);
                if v.current == v.you {
                    c.act(seq, json!({"intent": "draw"}));
                }
            }
        }
        let before = [host.view_at(3), guest.view_at(3)];
        server.kill();
        let server = Server::start(&db);
        for (c, was) in [&mut host, &mut guest].into_iter().zip(&before) {
            let mut again = Client::connect(&server);
            let (code, token) = (c.code.clone(), c.token.clone());
            again.send(json!({"type": "resume", "code": code, "token": token}));
            let now = again.view_at(3);
            assert_eq!(now.you, was.you);
            assert_eq!(now.rack, was.rack);
            assert_eq!(now.table, was.table);
            assert_eq!(now.current, was.current);
            assert_eq!(now.pool, was.pool);
            assert_eq!(now.commitment, was.commitment);
            *c = again;
        }
        // And the game goes on.
        let mover = if before[0].current == before[0].you {
            &mut host
        } else {
            &mut guest
        };
        mover.act(3, json!({"intent": "draw"}));
        mover.view_at(4);
    }
}

/// The latest room view whose seats satisfy `want`.
fn seats_until(c: &mut Client, what: &str, want: impl Fn(&RoomView) -> bool) -> RoomView {
    if let Some(v) = c.view.clone().filter(|v| want(v)) {
        return v;
    }
    c.until(what, |m| matches!(m, ServerMsg::Room(v) if want(v)));
    c.view.clone().unwrap()
}

each_store! {
    fn a_player_who_leaves_frees_a_lobby_seat_and_a_computer_takes_a_match_seat(db: Db) {
        let server = Server::start(&db);
        let mut host = Client::connect(&server);
        let seats = json!([{"kind": "human"}, {"kind": "human"}]);
        host.send(
            json!({"type": "create", "name": "Ada", "setup": {"rules": one_round(), "seats": seats}}),
        );
        host.until("welcome", |m| matches!(m, ServerMsg::Welcome { .. }));
        let code = host.code.clone();
        let mut ben = Client::connect(&server);
        ben.send(json!({"type": "join", "code": code, "name": "Ben"}));
        ben.until("welcome", |m| matches!(m, ServerMsg::Welcome { .. }));
        seats_until(&mut host, "Ben seated", |v| {
            v.seats[1].taken && v.seats[1].name == "Ben"
        });

        // Ben leaves the lobby: the seat is free and his token holds nothing.
        let ben_token = ben.token.clone();
        ben.send(json!({"type": "leave", "token": ben_token}));
        let v = seats_until(&mut host, "the seat free", |v| !v.seats[1].taken);
        assert_eq!(v.seats[1].name, "");
        let mut again = Client::connect(&server);
        again.send(json!({"type": "resume", "code": code, "token": ben_token}));
        assert_eq!(again.error(), ErrorCode::NoRoom);
        // A start with a seat free is refused; the host's leave keeps the room theirs.
        let host_token = host.token.clone();
        host.send(json!({"type": "start", "token": host_token}));
        assert_eq!(host.error(), ErrorCode::WrongPhase);

        // Cleo takes the freed seat; after a restart the room still has her there.
        let mut cleo = Client::connect(&server);
        cleo.send(json!({"type": "join", "code": code, "name": "Cleo"}));
        cleo.until("welcome", |m| matches!(m, ServerMsg::Welcome { .. }));
        assert_eq!(
            seats_until(&mut cleo, "Cleo seated", |v| v.seats[1].taken).you,
            1
        );
        server.kill();
        let server = Server::start(&db);
        let mut host = {
            let mut c = Client::connect(&server);
            c.send(json!({"type": "resume", "code": code, "token": host_token}));
            c.until("welcome", |m| matches!(m, ServerMsg::Welcome { .. }));
            c
        };
        let v = seats_until(&mut host, "the room back", |v| v.seats[1].taken);
        assert_eq!(v.seats[1].name, "Cleo");

        // In a match, a player who leaves is played by a computer at once (no
        // minute's grace): the game goes on without them.
        let mut cleo = {
            let mut c = Client::connect(&server);
            let token = cleo.token.clone();
            c.send(json!({"type": "resume", "code": code, "token": token}));
            c.until("welcome", |m| matches!(m, ServerMsg::Welcome { .. }));
            c.token = token;
            c
        };
        host.send(json!({"type": "start", "token": host_token}));
        host.view_at(0);
        let cleo_token = cleo.token.clone();
        cleo.send(json!({"type": "leave", "token": cleo_token}));
        let v = seats_until(&mut host, "a computer for Cleo", |v| v.seats[1].stand_in);
        assert!(!v.seats[1].connected);
        // Cleo's turns are played for her: the moves go on while the host draws.
        let start = Instant::now();
        let mut cleo_moves = 0;
        let mut seen = v.seq;
        while cleo_moves < 2 {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "the game went on without Cleo"
            );
            let v = seats_until(&mut host, "a move", |n| n.seq >= seen);
            if v.current == v.you {
                host.act(v.seq, json!({"intent": "draw"}));
            }
            let next = seats_until(&mut host, "the next move", |n| n.seq > v.seq);
            if next.last.as_ref().is_some_and(|m| m.seat == 1) {
                cleo_moves += 1;
            }
            seen = v.seq + 1;
        }
    }
}

each_store! {
    fn the_web_build_is_served_precompressed(db: Db) {
        std::fs::write(db.dir.join("index.html"), "<!doctype html>plain").unwrap();
        std::fs::write(db.dir.join("index.html.br"), b"brotli bytes").unwrap();
        let server = Server::start(&db);
        let get = |encoding: &str| {
            let mut s = TcpStream::connect(&server.addr).unwrap();
            write!(
                s,
                "GET /index.html HTTP/1.1\r\nHost: x\r\nAccept-Encoding: {encoding}\r\nConnection: close\r\n\r\n"
            )
            .unwrap();
            let mut answer = String::new();
            s.read_to_string(&mut answer).unwrap();
            answer.to_ascii_lowercase()
        };
        let br = get("br");
        assert!(br.starts_with("http/1.1 200"), "{br}");
        assert!(
            br.contains("content-encoding: br") && br.ends_with("brotli bytes"),
            "{br}"
        );
        let plain = get("identity");
        assert!(plain.ends_with("<!doctype html>plain"), "{plain}");
    }
}
