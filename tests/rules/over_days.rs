//! Games over days through the dispatcher: players queued for a move a
//! day meet even when one of them has gone; nobody's seat is given to a
//! computer for being away; a turn runs out after its hours even with the
//! room out of memory; each player's list says whose turn it is.

use serde_json::{Value, json};
use tilemeld::online::dispatch::ROOM_IDLE_MS;
use tilemeld::online::{ConnId, ServerMsg};

use super::dispatch::{Server, inbox};

const DAY_MS: u64 = 24 * 3_600_000;

fn sign_up(s: &mut Server, address: &str, name: &str) -> (ConnId, String, String) {
    let c = s.connect(address);
    let out = s.send(c, json!({"type": "register", "name": name}));
    let (id, secret) = inbox(&out, c)
        .msgs
        .iter()
        .find_map(|m| match m {
            ServerMsg::Player { id, secret, .. } => Some((id.clone(), secret.clone().unwrap())),
            _ => None,
        })
        .unwrap();
    (c, id, secret)
}

fn my_games(s: &mut Server, c: ConnId) -> Vec<Value> {
    let out = s.send(c, json!({"type": "my_games"}));
    inbox(&out, c)
        .msgs
        .iter()
        .find_map(|m| match m {
            ServerMsg::MyGames { games } => Some(serde_json::to_value(games).unwrap()),
            _ => None,
        })
        .expect("the list")
        .as_array()
        .unwrap()
        .clone()
}

#[test]
fn a_game_over_days_waits_for_its_players_and_its_turns_run_out_by_the_hour() {
    let mut s = Server::new();
    let days = json!({"type": "quick", "rules": "modern", "seats": 2, "pace": "correspondence", "hours": 24});
    let (ann, ann_id, ann_secret) = sign_up(&mut s, "10.0.6.1", "Ann");
    s.send(ann, days.clone());
    // Ann goes; she still waits for a game over days.
    s.d.disconnect(ann, s.now);
    assert_eq!(s.d.queued().unwrap(), 1);
    let (bo, _, _) = sign_up(&mut s, "10.0.6.2", "Bo");
    let out = s.send(bo, days);
    let view = inbox(&out, bo).last_view();
    let left = view.turn_ms_left.unwrap();
    assert!(left > DAY_MS - 60_000 && left <= DAY_MS, "{left}");

    // Ann comes back another day: her list shows the game, and whose turn.
    let back = s.connect("10.0.6.1");
    s.send(
        back,
        json!({"type": "sign_in", "player": ann_id, "secret": ann_secret}),
    );
    let games = my_games(&mut s, back);
    assert_eq!(games.len(), 1);
    assert_eq!(games[0]["code"], view.code.as_str());
    assert_eq!(games[0]["move_hours"], 24);
    assert_eq!(games[0]["seat"], 0);
    assert_eq!(games[0]["your_turn"], view.current == 0);

    // Bo leaves too. Hours pass: no computer takes anyone's seat, and the
    // room leaves memory.
    s.d.disconnect(bo, s.now);
    let start = s.now;
    let seq = view.seq;
    for hours in [1, 5, 23] {
        s.tick_at(start + hours * 3_600_000);
    }
    assert!(
        s.d.rooms_in_memory() == 0,
        "out of memory after {} min idle",
        ROOM_IDLE_MS / 60_000
    );
    // The day is up: the room is read back, and the turn runs out.
    s.tick_at(start + DAY_MS + 61_000);
    s.tick_at(start + DAY_MS + 61_100);
    let games = my_games(&mut s, back);
    assert_eq!(games[0]["your_turn"], view.current != 0, "the turn passed");
    let token = games[0]["token"].as_str().unwrap().to_string();
    let out = s.send(
        back,
        json!({"type": "resume", "code": view.code, "token": token}),
    );
    let now = inbox(&out, back).last_view();
    assert_eq!(now.seq, seq + 1, "one time-out, and nothing else");
    assert!(!now.seats.iter().any(|seat| seat.stand_in));
}

#[test]
fn a_move_time_not_offered_is_refused_and_old_word_does_not_take_a_new_wait() {
    let mut s = Server::new();
    let host = s.connect("10.0.0.1");
    let setup =
        json!({"rules": {}, "seats": [{"kind": "human"}, {"kind": "human"}], "move_hours": 0});
    let out = s.send(
        host,
        json!({"type": "create", "name": "Ann", "setup": setup}),
    );
    assert_eq!(
        inbox(&out, host).last_error(),
        tilemeld::online::ErrorCode::BadMessage
    );

    // Ann waits for a game over days and goes; Bo's arrival sets it.
    let days = json!({"type": "quick", "rules": "modern", "seats": 2, "pace": "correspondence", "hours": 72});
    let (ann, ann_id, ann_secret) = sign_up(&mut s, "10.0.6.1", "Ann");
    s.send(ann, days.clone());
    s.d.disconnect(ann, s.now);
    let (bo, _, _) = sign_up(&mut s, "10.0.6.2", "Bo");
    let out = s.send(bo, days);
    let old = inbox(&out, bo).welcome().0;
    // Back, Ann asks for a live game: she waits for that, and is not
    // taken to the old game (it is in her list).
    let back = s.connect("10.0.6.1");
    s.send(
        back,
        json!({"type": "sign_in", "player": ann_id, "secret": ann_secret}),
    );
    let live = json!({"type": "quick", "rules": "house", "seats": 2, "pace": "live"});
    s.send(back, live);
    let out = s.tick_at(s.now + 1_500);
    assert!(
        !inbox(&out, back)
            .msgs
            .iter()
            .any(|m| matches!(m, ServerMsg::Welcome { .. })),
        "not taken to {old}"
    );
    assert_eq!(my_games(&mut s, back)[0]["code"], old.as_str());
    assert_eq!(s.d.queued().unwrap(), 1, "she waits for the live game");
}
