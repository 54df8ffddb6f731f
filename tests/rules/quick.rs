//! Players and quick match through the dispatcher: an identity made,
//! signed in and carried to another device; names that read as a
//! computer refused; players meeting at a table, computers filling it
//! after the wait, leaving the queue; and every new message's bad input.

use serde_json::{Value, json};
use tilemeld::ai::{Level, choose_turn};
use tilemeld::online::dispatch::{QUEUE_CHECK_MS, QUICK_TURN_SECS};
use tilemeld::online::store::rebuild;
use tilemeld::online::{
    ConnId, ErrorCode, PlayerStore, RoomPhase, RoomStore, RoomView, SeatKind, ServerMsg,
};
use tilemeld::rules::Action;

use super::dispatch::{Server, inbox};

/// A player's id, secret and recovery code, from `register`'s answer.
pub(crate) struct Registered {
    pub(crate) id: String,
    pub(crate) secret: String,
    pub(crate) recovery: String,
}

pub(crate) fn player_msg(
    msgs: &[ServerMsg],
) -> Option<(String, String, Option<String>, Option<String>)> {
    msgs.iter().rev().find_map(|m| match m {
        ServerMsg::Player {
            id,
            name,
            secret,
            recovery,
        } => Some((id.clone(), name.clone(), secret.clone(), recovery.clone())),
        _ => None,
    })
}

pub(crate) fn register(s: &mut Server, conn: ConnId, name: &str) -> Registered {
    let out = s.send(conn, json!({"type": "register", "name": name}));
    let (id, shown, secret, recovery) = player_msg(&inbox(&out, conn).msgs).expect("a player");
    assert_eq!(shown, name);
    Registered {
        id,
        secret: secret.expect("the secret, once"),
        recovery: recovery.expect("the recovery code, once"),
    }
}

pub(crate) fn quick(rules: &str, seats: u8, wait_secs: u32) -> Value {
    json!({"type": "quick", "rules": rules, "seats": seats, "pace": "live", "wait_secs": wait_secs})
}

#[test]
fn a_player_is_made_signed_in_and_carried_to_another_device() {
    let mut s = Server::new();
    let phone = s.connect("10.0.0.1");
    let me = register(&mut s, phone, "Noa");
    assert!(me.id.starts_with('p'));
    // Only hashes are kept.
    let kept = s.store.clone().player(&me.id).unwrap().unwrap();
    assert_ne!(kept.identity.secret_hash, me.secret);
    assert_eq!(kept.name, "Noa");

    // Back on the same device: the id and secret.
    let again = s.connect("10.0.0.1");
    let out = s.send(
        again,
        json!({"type": "sign_in", "player": me.id, "secret": me.secret}),
    );
    let (id, name, secret, recovery) = player_msg(&inbox(&out, again).msgs).unwrap();
    assert_eq!((id.as_str(), name.as_str()), (me.id.as_str(), "Noa"));
    assert_eq!(
        (secret, recovery),
        (None, None),
        "nothing secret is sent again"
    );

    // A wrong secret, or an id nobody has, reads the same.
    for (player, secret) in [
        (me.id.as_str(), "0".repeat(64)),
        ("pnobody", me.secret.clone()),
    ] {
        let c = s.connect("10.0.0.9");
        let out = s.send(
            c,
            json!({"type": "sign_in", "player": player, "secret": secret}),
        );
        let got = inbox(&out, c);
        assert_eq!(got.last_error(), ErrorCode::BadToken);
        assert!(player_msg(&got.msgs).is_none());
    }

    // The recovery code, typed in lower case with spaces, on a laptop: a
    // new secret, and the old one stops working.
    let laptop = s.connect("10.0.0.2");
    let typed = me.recovery.to_lowercase().replace('-', " ");
    let out = s.send(laptop, json!({"type": "recover", "code": typed}));
    let (id, _, secret, recovery) = player_msg(&inbox(&out, laptop).msgs).unwrap();
    assert_eq!(id, me.id);
    let new_secret = secret.expect("a new secret");
    assert_ne!(new_secret, me.secret);
    assert_eq!(recovery, None);
    let c = s.connect("10.0.0.1");
    let out = s.send(
        c,
        json!({"type": "sign_in", "player": me.id, "secret": me.secret}),
    );
    assert_eq!(inbox(&out, c).last_error(), ErrorCode::BadToken);
    let out = s.send(
        c,
        json!({"type": "sign_in", "player": me.id, "secret": new_secret}),
    );
    assert!(player_msg(&inbox(&out, c).msgs).is_some());

    // A new name.
    let out = s.send(c, json!({"type": "rename", "name": "  Noa  B "}));
    assert_eq!(player_msg(&inbox(&out, c).msgs).unwrap().1, "Noa B");
    assert_eq!(
        s.store.clone().player(&me.id).unwrap().unwrap().name,
        "Noa B"
    );
}

#[test]
fn names_that_read_as_a_computer_or_say_nothing_are_refused_everywhere() {
    let mut s = Server::new();
    let c = s.connect("10.0.0.1");
    for name in [
        "Ada (hard)",
        "computer",
        "Bot",
        "\u{1F916} Kim",
        "\u{200B}",
        "",
        &"x".repeat(25),
        // Blank, invisible and look-alike (found from outside).
        "\u{3164}",
        "\u{FFA0}\u{FFA0}",
        "\u{115F}\u{1160}",
        "\u{2800}",
        "Alice\u{E0020}",
        "Al\u{206A}ice",
        "Al\u{034F}ice",
        "Alice\u{1D173}",
        "Alice\u{FFF9}",
        "Ada (h\u{0430}rd)",
        "Ada \u{FF08}hard\u{FF09}",
    ] {
        let out = s.send(c, json!({"type": "register", "name": name}));
        let got = inbox(&out, c);
        assert!(
            matches!(got.last_error(), ErrorCode::BadName | ErrorCode::BadMessage),
            "{name:?}: {:?}",
            got.msgs
        );
        assert!(player_msg(&got.msgs).is_none(), "{name:?}");
    }
    // Renaming needs a player, and the same checks.
    let out = s.send(c, json!({"type": "rename", "name": "Kim"}));
    assert_eq!(inbox(&out, c).last_error(), ErrorCode::NoPlayer);
    register(&mut s, c, "Kim");
    let out = s.send(c, json!({"type": "rename", "name": "Kim (easy)"}));
    assert_eq!(inbox(&out, c).last_error(), ErrorCode::BadName);
    // A friends' room takes the same care with a seat's name.
    let out = s.send(
        c,
        json!({"type": "create", "name": "Dev (master)", "setup": {"rules": {}, "seats": [{"kind": "human"}, {"kind": "human"}]}}),
    );
    assert_eq!(inbox(&out, c).last_error(), ErrorCode::BadName);
}

#[test]
fn players_wanting_the_same_table_meet_at_once_in_a_dealt_match() {
    let mut s = Server::new();
    let a = s.connect("10.0.0.1");
    let b = s.connect("10.0.0.2");
    let other = s.connect("10.0.0.3");
    let pa = register(&mut s, a, "Ann");
    let pb = register(&mut s, b, "Bo");
    register(&mut s, other, "Cy");
    let out = s.send(a, quick("pressman1998", 2, 20));
    let queued = inbox(&out, a);
    assert!(
        queued.msgs.iter().any(|m| matches!(
            m,
            ServerMsg::Queued {
                fill_in_ms: 20_000,
                ..
            }
        )),
        "{:?}",
        queued.msgs
    );
    // Another table (three seats) does not meet them.
    s.send(other, quick("pressman1998", 3, 20));
    let out = s.send(b, quick("pressman1998", 2, 20));
    let (code, seat_a, _, _) = inbox(&out, a).welcome();
    let (code_b, seat_b, _, _) = inbox(&out, b).welcome();
    assert_eq!(code, code_b);
    assert_eq!((seat_a, seat_b), (0, 1), "in the order they came");
    assert!(inbox(&out, other).msgs.is_empty());
    let view = inbox(&out, b).last_view();
    assert_eq!(view.phase, RoomPhase::Playing, "dealt at once, no lobby");
    assert_eq!(view.seats[0].name, "Ann");
    assert_eq!(view.seats[1].name, "Bo");
    assert!(view.seats.iter().all(|s| s.kind == SeatKind::Human));
    // Strangers always have a turn timer (the 1998 rules have none).
    assert_eq!(view.rules.turn_timer_secs, Some(QUICK_TURN_SECS));
    // The seats are the players' (for their ratings), kept in the store.
    let kept = s.store.clone().load(&code).unwrap().unwrap();
    let players: Vec<_> = kept.seats.iter().map(|s| s.player.clone()).collect();
    assert_eq!(players, [Some(pa.id), Some(pb.id)]);
    assert!(kept.game.is_some());
    assert_eq!(s.d.queued().unwrap(), 1, "only Cy waits");
}

#[test]
fn after_the_wait_computers_fill_the_table_and_are_marked() {
    let mut s = Server::new();
    let a = s.connect("10.0.0.1");
    register(&mut s, a, "Ann");
    let start = s.now;
    s.send(a, quick("sabra", 4, 5));
    assert!(inbox(&s.tick_at(start + 4_000), a).msgs.is_empty());
    let out = s.tick_at(start + 5_010 + QUEUE_CHECK_MS);
    let got = inbox(&out, a);
    let (_, seat, _, _) = got.welcome();
    assert_eq!(seat, 0);
    let view = got.last_view();
    assert_eq!(view.phase, RoomPhase::Playing);
    let computers = view
        .seats
        .iter()
        .filter(|s| matches!(s.kind, SeatKind::Computer { .. }))
        .count();
    assert_eq!(computers, 3);
    assert!(view.seats[1].name.contains("medium"), "{:?}", view.seats[1]);
    // The sabra rules keep their own timer.
    assert_eq!(view.rules.turn_timer_secs, Some(120));
    assert_eq!(s.d.queued().unwrap(), 0);
}

#[test]
fn leaving_the_queue_by_message_or_by_closing_and_moving_lines() {
    let mut s = Server::new();
    let a = s.connect("10.0.0.1");
    let b = s.connect("10.0.0.2");
    register(&mut s, a, "Ann");
    register(&mut s, b, "Bo");
    s.send(a, quick("modern", 2, 60));
    let out = s.send(a, json!({"type": "unqueue"}));
    assert!(inbox(&out, a).msgs.contains(&ServerMsg::Unqueued));
    assert_eq!(s.d.queued().unwrap(), 0);
    // Joining again moves a player between lines: never in two.
    s.send(a, quick("modern", 3, 60));
    s.send(a, quick("house", 2, 60));
    assert_eq!(s.d.queued().unwrap(), 1);
    // A closed connection stops waiting: Bo does not meet a player who is gone.
    s.d.disconnect(a, s.now);
    assert_eq!(s.d.queued().unwrap(), 0);
    let out = s.send(b, quick("house", 2, 60));
    assert!(
        inbox(&out, b)
            .msgs
            .iter()
            .all(|m| !matches!(m, ServerMsg::Welcome { .. }))
    );
}

#[test]
fn quick_match_refuses_bad_input_and_changes_nothing() {
    let mut s = Server::new();
    let c = s.connect("10.0.0.1");
    // A player first.
    let out = s.send(c, quick("modern", 2, 20));
    assert_eq!(inbox(&out, c).last_error(), ErrorCode::NoPlayer);
    let out = s.send(c, json!({"type": "unqueue"}));
    assert_eq!(inbox(&out, c).last_error(), ErrorCode::NoPlayer);
    register(&mut s, c, "Ann");
    let bad = [
        quick("no-such-rules", 2, 20),
        quick("modern", 1, 20),
        quick("modern", 5, 20),
        json!({"type": "quick", "rules": "modern", "seats": 2, "pace": "correspondence", "hours": 5}),
        json!({"type": "quick", "rules": "modern", "seats": 2, "pace": "sometimes"}),
        json!({"type": "quick", "rules": "modern", "seats": 300, "pace": "live"}),
        json!({"type": "quick", "rules": "modern", "seats": 2}),
        json!({"type": "quick", "rules": "modern", "seats": 2, "pace": "live", "wait_secs": -1}),
    ];
    for msg in bad {
        let out = s.send(c, msg.clone());
        assert_eq!(inbox(&out, c).last_error(), ErrorCode::BadMessage, "{msg}");
        assert_eq!(s.d.queued().unwrap(), 0, "{msg}");
    }
    // A wait past the most is cut to it.
    let out = s.send(c, quick("modern", 2, 100_000));
    assert!(inbox(&out, c).msgs.iter().any(|m| matches!(
        m,
        ServerMsg::Queued {
            fill_in_ms: 120_000,
            ..
        }
    )));
}

#[test]
fn an_address_joining_the_queue_over_and_over_is_held_back() {
    let mut s = Server::new();
    let c = s.connect("10.0.0.1");
    register(&mut s, c, "Ann");
    let mut throttled = 0;
    for _ in 0..40 {
        let out = s.send(c, quick("modern", 3, 20));
        if inbox(&out, c)
            .msgs
            .iter()
            .any(|m| matches!(m, ServerMsg::Error(e) if e.code == ErrorCode::Throttled))
        {
            throttled += 1;
        }
    }
    assert!((5..=10).contains(&throttled), "{throttled} of 40 held back");
    // Registering: ten at once from one address, then one a minute.
    let mut made = 0;
    for i in 0..15 {
        let r = s.connect("10.0.0.5");
        let out = s.send(r, json!({"type": "register", "name": format!("P{i}")}));
        if player_msg(&inbox(&out, r).msgs).is_some() {
            made += 1;
        }
    }
    assert_eq!(made, 10);
}

#[test]
fn a_store_that_refuses_writes_seats_nobody_and_loses_no_one_silently() {
    let mut s = Server::new();
    let a = s.connect("10.0.0.1");
    let b = s.connect("10.0.0.2");
    register(&mut s, a, "Ann");
    register(&mut s, b, "Bo");
    s.send(a, quick("modern", 2, 20));
    s.store.set_failing(true);
    let out = s.send(b, quick("modern", 2, 20));
    assert_eq!(inbox(&out, b).last_error(), ErrorCode::Storage);
    s.store.set_failing(false);
    // Bo is not queued; Ann still is, and meets the next player.
    assert_eq!(s.d.queued().unwrap(), 1);
    let out = s.send(b, quick("modern", 2, 20));
    assert_eq!(inbox(&out, a).welcome().0, inbox(&out, b).welcome().0);
}

/// Plays a quick match between the connections to its end, each as Greedy
/// would; `gone` left at the start (a computer plays their seat). Returns
/// the last view each connection got (none for one that left).
fn play_out(
    s: &mut Server,
    seats: &[(ConnId, String)],
    gone: Option<usize>,
) -> Vec<Option<RoomView>> {
    let mut last: Vec<Option<RoomView>> = vec![None; seats.len()];
    let mut code = String::new();
    for _ in 0..3_000 {
        if code.is_empty() {
            code = seats
                .iter()
                .find_map(|(c, _)| s.d.seat_of(*c))
                .expect("seated")
                .0;
        }
        let stored = s.store.clone().load(&code).unwrap().unwrap();
        let room = rebuild(stored, s.now).unwrap();
        let g = room.game.unwrap();
        if g.game.is_over() {
            break;
        }
        let seq = g.game.log.len();
        let who = g.game.round.current;
        let out = if g.game.round.is_over() {
            let (conn, token) = &seats[usize::from(gone == Some(0))];
            let intent = json!({"intent": "next_round"});
            s.send(
                *conn,
                json!({"type": "act", "token": token, "seq": seq, "intent": intent}),
            )
        } else if Some(who) == gone {
            s.tick_at(s.now + 1_000)
        } else {
            let intent = match choose_turn(&g.game.round, Level::Greedy, seq as u64).action {
                Action::Play { table } => json!({"intent": "play", "table": table}),
                _ => json!({"intent": "draw"}),
            };
            let (conn, token) = &seats[who];
            s.send(
                *conn,
                json!({"type": "act", "token": token, "seq": seq, "intent": intent}),
            )
        };
        for (i, (conn, _)) in seats.iter().enumerate() {
            if let Some(v) = inbox(&out, *conn).views().last() {
                last[i] = Some((*v).clone());
            }
        }
    }
    last
}

/// Two players meet and are seated; returns their connections and tokens.
fn met(s: &mut Server, names: [&str; 2]) -> (Vec<(ConnId, String)>, Vec<String>) {
    let mut seats = Vec::new();
    let mut ids = Vec::new();
    let mut out = Vec::new();
    for (i, name) in names.iter().enumerate() {
        let c = s.connect(&format!("10.0.1.{i}"));
        ids.push(register(s, c, name).id);
        out = s.send(c, quick("modern", 2, 60));
        seats.push((c, String::new()));
    }
    for seat in &mut seats {
        seat.1 = inbox(&out, seat.0).welcome().2;
    }
    (seats, ids)
}

#[test]
fn a_rated_match_changes_the_players_ratings_once_and_shows_the_change() {
    let mut s = Server::new();
    let (seats, ids) = met(&mut s, ["Ann", "Bo"]);
    let views = play_out(&mut s, &seats, None);
    let view = views[0].as_ref().unwrap();
    assert_eq!(view.phase, RoomPhase::MatchOver);
    let [a, b] = [view.ratings[0].unwrap(), view.ratings[1].unwrap()];
    assert_eq!((a.before, b.before), (1500, 1500), "new players show 1500");
    assert!(a.provisional && b.provisional);
    let winner = if view.totals[0] > view.totals[1] {
        0
    } else {
        1
    };
    let (w, l) = (
        view.ratings[winner].unwrap(),
        view.ratings[1 - winner].unwrap(),
    );
    assert!(w.after > 1500 && l.after < 1500, "{w:?} {l:?}");
    assert_eq!(
        views[1].as_ref().unwrap().ratings,
        view.ratings,
        "both see the same changes"
    );

    // The store: the leaderboard, each player's own rank and recent games.
    let mut store = s.store.clone();
    let board = store.leaderboard("modern", 100).unwrap();
    assert_eq!(board.len(), 2);
    assert_eq!(board[0].player, ids[winner]);
    assert_eq!((board[0].rank, board[1].rank), (1, 2));
    assert_eq!(
        store
            .ranked(&ids[1 - winner], "modern")
            .unwrap()
            .unwrap()
            .rank,
        2
    );
    assert!(store.leaderboard("sabra", 100).unwrap().is_empty());
    let games = store.recent_games(&ids[winner], 20).unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!((games[0].place, games[0].family.as_str()), (1, "modern"));

    // A server started again over the store reads the room back: the same
    // changes, and nobody rated twice.
    let code = s.d.seat_of(seats[0].0).unwrap().0;
    let mut again = Server::over(s.store.clone(), s.now + 1_000);
    let c = again.connect("10.0.1.0");
    let out = again.send(
        c,
        json!({"type": "resume", "code": code, "token": seats[0].1}),
    );
    assert_eq!(inbox(&out, c).last_view().ratings, view.ratings);
    let ann = store.ranked(&ids[0], "modern").unwrap().unwrap();
    assert_eq!(ann.rating.games, 1);
}

#[test]
fn a_player_who_leaves_a_rated_match_is_last_whatever_the_computer_does() {
    let mut s = Server::new();
    let (seats, ids) = met(&mut s, ["Ann", "Bo"]);
    let token = seats[0].1.clone();
    s.send(seats[0].0, json!({"type": "leave", "token": token}));
    let views = play_out(&mut s, &seats, Some(0));
    let view = views[1].as_ref().unwrap();
    assert_eq!(view.phase, RoomPhase::MatchOver);
    let (ann, bo) = (view.ratings[0].unwrap(), view.ratings[1].unwrap());
    assert!(ann.after < 1500 && bo.after > 1500, "{ann:?} {bo:?}");
    let games = s.store.clone().recent_games(&ids[0], 20).unwrap();
    assert!(games[0].left);
    assert_eq!(games[0].place, 2);
}

#[test]
fn a_friends_room_is_never_rated_whatever_the_client_says() {
    let mut s = Server::new();
    let c = s.connect("10.0.0.1");
    let setup = json!({"rules": {}, "seats": [{"kind": "human"}, {"kind": "computer", "level": "easy"}], "rated": "modern"});
    let out = s.send(c, json!({"type": "create", "name": "Ann", "setup": setup}));
    let code = inbox(&out, c).welcome().0;
    assert_eq!(
        s.store.clone().load(&code).unwrap().unwrap().setup.rated,
        None
    );
}

#[test]
fn the_leaderboard_and_recent_games_as_json() {
    use tilemeld::online::dispatch::ApiAnswer;
    let mut s = Server::new();
    let (seats, ids) = met(&mut s, ["Ann", "Bo"]);
    play_out(&mut s, &seats, None);
    let now = s.now;
    let ApiAnswer::Json(text) = s.d.leaderboard("modern", Some(&ids[1]), "10.0.2.1", now) else {
        panic!("a leaderboard");
    };
    let board: Value = serde_json::from_str(&text).unwrap();
    let players = board["players"].as_array().unwrap();
    assert_eq!(players.len(), 2);
    assert_eq!(players[0]["rank"], 1);
    assert!(players[0]["rating"].as_i64().unwrap() > 1500);
    assert_eq!(players[0]["provisional"], true);
    assert_eq!(board["you"]["player"], ids[1].as_str());
    let ApiAnswer::Json(text) = s.d.recent_games(&ids[0], "10.0.2.1", now) else {
        panic!("recent games");
    };
    let games: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(games["name"], "Ann");
    assert_eq!(games["games"][0]["family"], "modern");
    assert_eq!(
        s.d.leaderboard("nonsense", None, "10.0.2.1", now),
        ApiAnswer::NotFound("no rules family \"nonsense\"".into())
    );
    // An address that asks too often is held back; another is not.
    let answers: Vec<ApiAnswer> = (0..80)
        .map(|_| s.d.leaderboard("modern", None, "10.0.2.2", now))
        .collect();
    assert!(
        answers[..60]
            .iter()
            .all(|a| matches!(a, ApiAnswer::Json(_)))
    );
    assert!(answers[60..].iter().all(|a| *a == ApiAnswer::Throttled));
    assert!(matches!(
        s.d.recent_games(&ids[0], "10.0.2.3", now),
        ApiAnswer::Json(_)
    ));
}

#[test]
fn the_leaderboard_over_a_connection_gives_the_same_lines_and_its_players_rank() {
    use tilemeld::online::dispatch::ApiAnswer;
    let mut s = Server::new();
    let (seats, ids) = met(&mut s, ["Ann", "Bo"]);
    play_out(&mut s, &seats, None);
    let conn = seats[1].0;
    let out = s.send(conn, json!({"type": "leaderboard", "rules": "modern"}));
    let Some(ServerMsg::Leaderboard {
        rules,
        players,
        you,
    }) = inbox(&out, conn).msgs.pop()
    else {
        panic!("a leaderboard: {out:?}");
    };
    assert_eq!(rules, "modern");
    let now = s.now;
    let ApiAnswer::Json(text) = s.d.leaderboard("modern", Some(&ids[1]), "10.0.2.9", now) else {
        panic!("a leaderboard over HTTP");
    };
    let http: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(serde_json::to_value(&players).unwrap(), http["players"]);
    assert_eq!(serde_json::to_value(&you).unwrap(), http["you"]);
    assert_eq!(you.unwrap().player, ids[1]);
    // A family that does not exist is a bad message; a connection with no
    // player gets the board without a line of its own.
    let out = s.send(conn, json!({"type": "leaderboard", "rules": "chess"}));
    assert_eq!(inbox(&out, conn).last_error(), ErrorCode::BadMessage);
    let stranger = s.connect("10.0.3.1");
    let out = s.send(stranger, json!({"type": "leaderboard", "rules": "modern"}));
    assert!(matches!(
        inbox(&out, stranger).msgs.pop(),
        Some(ServerMsg::Leaderboard { you: None, ref players, .. }) if players.len() == 2
    ));
    // Recent games: one's own, another's by id; the same as over HTTP.
    let out = s.send(conn, json!({"type": "recent_games"}));
    let Some(ServerMsg::RecentGames {
        player,
        name,
        games,
    }) = inbox(&out, conn).msgs.pop()
    else {
        panic!("recent games: {out:?}");
    };
    assert_eq!(
        (player.as_str(), name.as_str(), games.len()),
        (ids[1].as_str(), "Bo", 1)
    );
    let now = s.now;
    let ApiAnswer::Json(text) = s.d.recent_games(&ids[1], "10.0.2.9", now) else {
        panic!("recent games over HTTP");
    };
    let http: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(serde_json::to_value(&games).unwrap(), http["games"]);
    let out = s.send(stranger, json!({"type": "recent_games", "player": ids[0]}));
    assert!(matches!(
        inbox(&out, stranger).msgs.pop(),
        Some(ServerMsg::RecentGames { ref name, .. }) if name == "Ann"
    ));
    // Nobody to name: no player; a player nobody is: no player either.
    let out = s.send(stranger, json!({"type": "recent_games"}));
    assert_eq!(inbox(&out, stranger).last_error(), ErrorCode::NoPlayer);
    let out = s.send(
        stranger,
        json!({"type": "recent_games", "player": "p-nobody"}),
    );
    assert_eq!(inbox(&out, stranger).last_error(), ErrorCode::NoPlayer);
}

#[test]
fn a_rating_the_store_refused_at_the_end_is_made_later_and_a_rematch_waits_for_it() {
    let mut s = Server::new();
    let (seats, ids) = met(&mut s, ["Ann", "Bo"]);
    s.store.set_failing_ratings(true);
    let views = play_out(&mut s, &seats, None);
    let view = views[0].clone().unwrap();
    assert_eq!(view.phase, RoomPhase::MatchOver);
    assert!(view.ratings.is_empty(), "not rated yet");
    let (conn, token) = &seats[0];
    let out = s.send(*conn, json!({"type": "rematch", "token": token}));
    assert_eq!(inbox(&out, *conn).last_error(), ErrorCode::Storage);
    // The store is back: the room's upkeep rates it and shows the change.
    s.store.set_failing_ratings(false);
    let out = s.tick_at(s.now + 6_000);
    let rated = inbox(&out, *conn).last_view();
    assert_eq!(rated.ratings.len(), 2);
    assert!(rated.ratings.iter().all(Option::is_some));
    assert_eq!(
        s.store
            .clone()
            .ranked(&ids[0], "modern")
            .unwrap()
            .unwrap()
            .rating
            .games,
        1
    );
}

#[test]
fn a_seat_a_computer_played_to_the_end_is_last_when_rated_after_a_restart() {
    let mut s = Server::new();
    let (seats, ids) = met(&mut s, ["Ann", "Bo"]);
    // Ann drops and never comes back: after the grace a computer plays her
    // seat to the end. The store cannot rate the match then.
    let now = s.now;
    s.d.disconnect(seats[0].0, now);
    s.store.set_failing_ratings(true);
    let views = play_out(&mut s, &seats, Some(0));
    let over = views[1].clone().unwrap();
    assert_eq!(over.phase, RoomPhase::MatchOver);
    assert!(over.ratings.is_empty(), "not rated yet");
    // A restarted server reads the room back when Bo comes back, and its
    // upkeep rates it: the seat a computer played at the end is last.
    s.store.set_failing_ratings(false);
    let mut again = Server::over(s.store.clone(), s.now + 1_000);
    let bo = again.connect("10.0.1.1");
    let (code, _) = again_seat(&s, &seats);
    let mut out = again.send(
        bo,
        json!({"type": "resume", "code": code, "token": seats[1].1}),
    );
    out.extend(again.tick_at(again.now + 6_000));
    let rated = inbox(&out, bo).last_view();
    assert_eq!(rated.ratings.len(), 2, "rated and shown");
    let ann = again.store.clone().recent_games(&ids[0], 20).unwrap();
    assert!(ann[0].left, "the seat a computer played counts as left");
    assert_eq!(ann[0].place, 2);
}

/// The room the seats sit in.
fn again_seat(s: &Server, seats: &[(ConnId, String)]) -> (String, usize) {
    seats
        .iter()
        .find_map(|(c, _)| s.d.seat_of(*c))
        .expect("seated")
}
