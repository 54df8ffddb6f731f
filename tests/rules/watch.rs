//! Watching public matches and reactions at the table, through the
//! dispatcher: the list of games, a watcher who never sees a rack, rooms
//! that are not public reading as no room, the watchers' limit; a fixed
//! set of reactions to everyone at the table, one every two seconds.

use serde_json::{Value, json};
use tilemeld::online::dispatch::{REACT_EVERY_MS, ROOM_IDLE_MS, WATCHERS_PER_ROOM};
use tilemeld::online::protocol::Reaction;
use tilemeld::online::{ConnId, ErrorCode, ServerMsg};

use super::dispatch::{Server, inbox};

/// Ann and Bo at a quick match (public); their connections and tokens.
fn table(s: &mut Server) -> (String, [(ConnId, String); 2]) {
    let quick = json!({"type": "quick", "rules": "modern", "seats": 2, "pace": "live"});
    let mut seats = Vec::new();
    let mut out = Vec::new();
    for (i, name) in ["Ann", "Bo"].iter().enumerate() {
        let c = s.connect(&format!("10.0.4.{i}"));
        s.send(c, json!({"type": "register", "name": name}));
        out = s.send(c, quick.clone());
        seats.push(c);
    }
    let code = inbox(&out, seats[0]).welcome().0;
    let seat = |c: ConnId| (c, inbox(&out, c).welcome().2);
    (code, [seat(seats[0]), seat(seats[1])])
}

fn games(s: &mut Server, c: ConnId) -> Vec<Value> {
    let out = s.send(c, json!({"type": "games"}));
    let got = inbox(&out, c);
    let games = got.msgs.iter().find_map(|m| match m {
        ServerMsg::Games { games } => Some(serde_json::to_value(games).unwrap()),
        _ => None,
    });
    games.expect("the games").as_array().unwrap().clone()
}

#[test]
fn a_watcher_sees_the_table_and_the_counts_and_never_a_rack() {
    let mut s = Server::new();
    let (code, [(a, ta), (b, tb)]) = table(&mut s);
    let w = s.connect("10.0.5.1");
    let listed = games(&mut s, w);
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["code"], code.as_str());
    assert_eq!(listed[0]["players"], json!(["Ann", "Bo"]));
    assert_eq!(listed[0]["rated"], "modern");
    let out = s.send(w, json!({"type": "watch", "code": code.to_lowercase()}));
    let view = inbox(&out, w).last_view();
    assert!(view.watching);
    assert!(view.rack.is_empty());
    assert_eq!(view.seats[0].rack, 14);
    // Moves reach the watcher, never with a rack.
    let current = view.current;
    let (conn, token) = [(a, &ta), (b, &tb)][current];
    let out = s.send(
        conn,
        json!({"type": "act", "token": token, "seq": 0, "intent": {"intent": "draw"}}),
    );
    let seen = inbox(&out, w).last_view();
    assert_eq!(seen.seq, 1);
    assert!(seen.watching && seen.rack.is_empty());
    assert_eq!(seen.seats[current].rack, 15);
    // A watcher cannot act: it holds no seat.
    let out = s.send(
        w,
        json!({"type": "act", "token": token, "seq": 1, "intent": {"intent": "draw"}}),
    );
    assert_eq!(inbox(&out, w).last_error(), ErrorCode::BadToken);

    // The players gone and the room out of memory: the watcher is told,
    // by an error answering its watch (the game's client lets it go).
    let now = s.now;
    s.d.disconnect(a, now);
    s.d.disconnect(b, now);
    let out = s.tick_at(now + ROOM_IDLE_MS + 60_000);
    let told = inbox(&out, w);
    let gone = told.errors();
    assert_eq!(gone.len(), 1, "{:?}", told.msgs);
    assert_eq!(
        (gone[0].code, gone[0].answers("watch")),
        (ErrorCode::NoRoom, true)
    );
}

#[test]
fn a_room_that_is_not_public_reads_as_no_room_and_watchers_are_limited() {
    let mut s = Server::new();
    let host = s.connect("10.0.0.1");
    let setup =
        json!({"rules": {}, "seats": [{"kind": "human"}, {"kind": "computer", "level": "easy"}]});
    let out = s.send(
        host,
        json!({"type": "create", "name": "Ann", "setup": setup}),
    );
    let private = inbox(&out, host).welcome().0;
    let w = s.connect("10.0.5.1");
    let out = s.send(w, json!({"type": "watch", "code": private}));
    let refused = inbox(&out, w).errors()[0].clone();
    let out = s.send(w, json!({"type": "watch", "code": "ZZZZZZ"}));
    let missing = inbox(&out, w).errors()[0].clone();
    assert_eq!(refused.code, ErrorCode::NoRoom);
    assert_eq!(refused.code, missing.code);
    assert!(refused.answers("watch") && missing.answers("watch"));
    assert!(games(&mut s, w).is_empty(), "a friends' room is not listed");

    let (code, _) = table(&mut s);
    for i in 0..WATCHERS_PER_ROOM {
        let c = s.connect(&format!("10.1.{}.{}", i / 200, i % 200));
        let out = s.send(c, json!({"type": "watch", "code": code}));
        assert!(inbox(&out, c).errors().is_empty(), "watcher {i}");
    }
    let late = s.connect("10.2.0.1");
    let out = s.send(late, json!({"type": "watch", "code": code}));
    assert_eq!(inbox(&out, late).last_error(), ErrorCode::RoomFull);
}

#[test]
fn reactions_reach_the_table_one_every_two_seconds() {
    let mut s = Server::new();
    let (code, [(a, ta), (b, _)]) = table(&mut s);
    let w = s.connect("10.0.5.1");
    s.send(w, json!({"type": "watch", "code": code}));
    let out = s.send(
        a,
        json!({"type": "react", "token": ta, "reaction": "well_played"}),
    );
    let said = ServerMsg::Reaction {
        seat: 0,
        reaction: Reaction::WellPlayed,
    };
    for c in [a, b, w] {
        assert!(inbox(&out, c).msgs.contains(&said), "{c}");
    }
    assert!(
        inbox(&out, a).views().is_empty(),
        "a reaction does not resend the room"
    );
    let out = s.send(a, json!({"type": "react", "token": ta, "reaction": "wow"}));
    assert_eq!(inbox(&out, a).last_error(), ErrorCode::Throttled);
    // The refusal says it answers the reaction (not a move).
    assert!(inbox(&out, a).errors()[0].answers("react"));
    assert!(inbox(&out, b).msgs.is_empty());
    // A move refused says it answers the move; what is no message, nothing.
    let out = s.send(
        a,
        json!({"type": "act", "token": ta, "seq": 99, "intent": {"intent": "draw"}}),
    );
    assert!(inbox(&out, a).errors()[0].answers("act"));
    let out = s.send_text(a, "not json");
    assert_eq!(inbox(&out, a).errors()[0].answers, None);
    s.now += REACT_EVERY_MS;
    let out = s.send(a, json!({"type": "react", "token": ta, "reaction": "wow"}));
    assert!(
        inbox(&out, b)
            .msgs
            .iter()
            .any(|m| matches!(m, ServerMsg::Reaction { .. }))
    );
    // Free text, an unknown reaction, another seat's token: refused.
    for (msg, code) in [
        (
            json!({"type": "react", "token": ta, "reaction": "you are bad"}),
            ErrorCode::BadMessage,
        ),
        (
            json!({"type": "react", "token": ta, "text": "hi"}),
            ErrorCode::BadMessage,
        ),
        (
            json!({"type": "react", "token": "nope", "reaction": "hello"}),
            ErrorCode::BadToken,
        ),
    ] {
        let out = s.send(a, msg.clone());
        assert_eq!(inbox(&out, a).last_error(), code, "{msg}");
        assert!(inbox(&out, b).msgs.is_empty(), "{msg}");
    }
    // A watcher cannot react.
    let out = s.send(
        w,
        json!({"type": "react", "token": ta, "reaction": "hello"}),
    );
    assert_eq!(inbox(&out, w).last_error(), ErrorCode::BadToken);
}
