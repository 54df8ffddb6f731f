//! Fair play through the dispatcher, as an attacker tried it from outside:
//! a rating farmed with a second identity that leaves at once, ghosts left
//! in the quick-match queue, a stale wait on another server deleting a new
//! one, a thief's connection kept after a recovery; and honest matches,
//! still rated as Weng-Lin rates them.

use serde_json::{Value, json};
use tilemeld::ai::{Level, choose_turn};
use tilemeld::online::counts::PAIR_EVERY_MS;
use tilemeld::online::dispatch::LEADERBOARD_SIZE;
use tilemeld::online::fair_play::{Flag, report};
use tilemeld::online::player_store::RatedMatch;
use tilemeld::online::rating::Placed;
use tilemeld::online::rating::{Finish, Rating, rate};
use tilemeld::online::store::rebuild;
use tilemeld::online::{ConnId, ErrorCode, MemoryStore, PlayerStore, RoomStore, ServerMsg};
use tilemeld::rules::{Action, places};

use super::dispatch::{Server, inbox};
use super::quick::{Registered, player_msg, quick, register};

fn sign_in(s: &mut Server, conn: ConnId, me: &Registered) -> Vec<ServerMsg> {
    let out = s.send(
        conn,
        json!({"type": "sign_in", "player": me.id, "secret": me.secret}),
    );
    inbox(&out, conn).msgs
}

fn queued(msgs: &[ServerMsg]) -> bool {
    msgs.iter().any(|m| matches!(m, ServerMsg::Queued { .. }))
}

/// How a seat is played.
#[derive(Clone, Copy, PartialEq)]
enum Bot {
    /// As this computer level would.
    Plays(Level),
    /// Draws every turn.
    Draws,
    /// Gone: a computer stands in.
    Gone,
}

/// Plays the match of the room `seats` sit in to its end: each seat as its
/// bot. Returns the room's code.
fn play_match(s: &mut Server, seats: &[(ConnId, String)], bots: &[Bot]) -> String {
    let code = s.d.seat_of(seats[0].0).expect("seated").0;
    let speaker = bots.iter().position(|b| *b != Bot::Gone).expect("someone");
    for _ in 0..5_000 {
        let stored = s.store.clone().load(&code).unwrap().unwrap();
        let g = rebuild(stored, s.now).unwrap().game.unwrap();
        if g.game.is_over() {
            return code;
        }
        let seq = g.game.log.len();
        let who = g.game.round.current;
        let intent = if g.game.round.is_over() {
            Some((speaker, json!({"intent": "next_round"})))
        } else {
            match bots[who] {
                Bot::Gone => None,
                Bot::Draws => Some((who, json!({"intent": "draw"}))),
                Bot::Plays(level) => {
                    let intent = match choose_turn(&g.game.round, level, seq as u64).action {
                        Action::Play { table } => json!({"intent": "play", "table": table}),
                        _ => json!({"intent": "draw"}),
                    };
                    Some((who, intent))
                }
            }
        };
        match intent {
            Some((seat, intent)) => {
                let (conn, token) = &seats[seat];
                s.send(
                    *conn,
                    json!({"type": "act", "token": token, "seq": seq, "intent": intent}),
                );
            }
            None => {
                s.tick_at(s.now + 1_000);
            }
        }
    }
    panic!("the match never ended");
}

/// Each connection's seat token in the room it was just seated in.
fn tokens(msgs_of: &[(ConnId, Vec<ServerMsg>)]) -> Vec<(ConnId, String)> {
    msgs_of
        .iter()
        .map(|(c, msgs)| {
            let token = msgs
                .iter()
                .rev()
                .find_map(|m| match m {
                    ServerMsg::Welcome { token, .. } => Some(token.clone()),
                    _ => None,
                })
                .expect("a welcome");
            (*c, token)
        })
        .collect()
}

/// Two connections queue for a 2-seat table in turn and are seated
/// together (the first is the host).
fn seat_two(s: &mut Server, first: ConnId, second: ConnId, table: &Value) -> Vec<(ConnId, String)> {
    let a = s.send(first, table.clone());
    assert!(queued(&inbox(&a, first).msgs));
    let out = s.send(second, table.clone());
    let both = [
        (first, inbox(&out, first).msgs),
        (second, inbox(&out, second).msgs),
    ];
    tokens(&both)
}

fn shown(s: &Server, player: &str) -> i32 {
    s.store
        .clone()
        .ranked(player, "modern")
        .unwrap()
        .map_or(Rating::default().shown(), |r| r.rating.shown())
}

/// The attack found from outside: two identities from one address meet
/// at a 2-seat table; one leaves at once, the other only draws and asks for
/// a rematch when each match ends. Before, the stayer went 1500 → 1874 in
/// three matches while losing every one on points.
#[test]
fn a_second_identity_that_leaves_at_once_farms_nothing() {
    let mut s = Server::new();
    let farmer = s.connect("10.5.5.5");
    let farmer_id = register(&mut s, farmer, "Farmer").id;
    let sock = s.connect("10.5.5.5");
    let sock_id = register(&mut s, sock, "Sock").id;
    let seats = seat_two(&mut s, farmer, sock, &quick("modern", 2, 60));
    s.send(sock, json!({"type": "leave", "token": seats[1].1}));
    let bots = [Bot::Draws, Bot::Gone];
    for n in 0..30 {
        play_match(&mut s, &seats, &bots);
        if n < 29 {
            let out = s.send(farmer, json!({"type": "rematch", "token": seats[0].1}));
            assert!(
                inbox(&out, farmer).errors().is_empty(),
                "{:?}",
                inbox(&out, farmer).msgs
            );
        }
    }
    let gained = shown(&s, &farmer_id) - 1500;
    assert!((0..=3).contains(&gained), "the stayer gained {gained}");
    let games = s.store.clone().recent_games(&farmer_id, 40).unwrap();
    assert_eq!(games.len(), 30, "every match is on the record");
    assert!(shown(&s, &sock_id) < 1500, "the leaver pays");
    let board = s
        .store
        .clone()
        .leaderboard("modern", LEADERBOARD_SIZE)
        .unwrap();
    assert!(board.iter().all(|r| r.rating.shown() <= 1503), "{board:?}");
}

/// Honest matches between a stronger and a weaker player, hours apart, are
/// rated as plain Weng-Lin rates them (bounded while provisional): the
/// stronger ends well above, and the spread is the model's.
#[test]
fn honest_matches_still_rate_the_stronger_player_higher() {
    let mut s = Server::new();
    let strong = s.connect("10.1.0.1");
    let strong_id = register(&mut s, strong, "Strong").id;
    let weak = s.connect("10.2.0.2");
    let weak_id = register(&mut s, weak, "Weak").id;
    let (mut a, mut b) = (Rating::default(), Rating::default());
    let mut wins = 0;
    for n in 0..24 {
        s.now += PAIR_EVERY_MS + 1;
        // They take turns being first in the line (and the host).
        let (first, second) = if n % 2 == 0 {
            (strong, weak)
        } else {
            (weak, strong)
        };
        let seats = seat_two(&mut s, first, second, &quick("modern", 2, 60));
        let bots = if n % 2 == 0 {
            [Bot::Plays(Level::Hard), Bot::Plays(Level::Easy)]
        } else {
            [Bot::Plays(Level::Easy), Bot::Plays(Level::Hard)]
        };
        let code = play_match(&mut s, &seats, &bots);
        // The same result, rated by the plain model.
        let stored = s.store.clone().load(&code).unwrap().unwrap();
        let m = rebuild(stored, s.now).unwrap().game.unwrap().game;
        let place = places(&m.totals, &m.rounds_won, &m.config.rules);
        let strong_seat = n % 2;
        let (ps, pw) = (place[strong_seat], place[1 - strong_seat]);
        wins += usize::from(ps < pw);
        let finish = |rating, place| Finish::Player {
            rating,
            place,
            left: false,
        };
        let plain = rate(&[finish(a, ps), finish(b, pw)]);
        (a, b) = (plain[0].unwrap(), plain[1].unwrap());
    }
    let (rs, rw) = (shown(&s, &strong_id), shown(&s, &weak_id));
    assert!(wins >= 15, "Hard beat Easy {wins} times of 24");
    assert!(rs > rw + 100, "{rs} against {rw}");
    let (ps, pw) = (a.shown(), b.shown());
    let spread = f64::from(rs - rw) / f64::from(ps - pw);
    assert!(
        (0.75..=1.25).contains(&spread),
        "{rs}-{rw} here, {ps}-{pw} plain"
    );
    let ranked = s
        .store
        .clone()
        .ranked(&strong_id, "modern")
        .unwrap()
        .unwrap();
    assert_eq!(ranked.rating.games, 24, "every match counted");
}

/// A connection queues as one player, then signs in (or registers) as
/// another and closes: the first player's wait must go with it, or the
/// next stranger is seated with nobody.
#[test]
fn a_wait_ends_when_its_connection_becomes_another_player() {
    for second_identity in ["register", "sign_in"] {
        let mut s = Server::new();
        let other = s.connect("10.0.0.9");
        let known = register(&mut s, other, "Known");
        let c = s.connect("10.0.0.1");
        register(&mut s, c, "Ghost");
        assert!(queued(&inbox(&s.send(c, quick("modern", 2, 60)), c).msgs));
        if second_identity == "register" {
            register(&mut s, c, "Ghost Two");
        } else {
            sign_in(&mut s, c, &known);
        }
        s.d.disconnect(c, s.now);
        assert_eq!(s.d.queued().unwrap(), 0, "{second_identity}");
        let stranger = s.connect("10.0.0.2");
        register(&mut s, stranger, "Sam");
        let out = s.send(stranger, quick("modern", 2, 60));
        assert!(queued(&inbox(&out, stranger).msgs), "seated with a ghost");
    }
}

/// A player queued through servers A and B is seated through A and
/// queues again; B's connection, never seated, then closes: the new wait
/// stays.
#[test]
fn a_stale_wait_on_another_server_leaves_the_new_one_alone() {
    let store = MemoryStore::default();
    let mut a = Server::over(store.server("a"), 1_000_000);
    let mut b = Server::over(store.server("b"), 1_000_000);
    let ca = a.connect("10.0.0.1");
    let noa = register(&mut a, ca, "Noa");
    let cb = b.connect("10.0.0.1");
    sign_in(&mut b, cb, &noa);
    assert!(queued(&inbox(&b.send(cb, quick("modern", 2, 60)), cb).msgs));
    assert!(queued(&inbox(&a.send(ca, quick("modern", 2, 60)), ca).msgs));
    let other = a.connect("10.0.0.2");
    register(&mut a, other, "Ola");
    let out = a.send(other, quick("modern", 2, 60));
    inbox(&out, ca).welcome();
    assert!(queued(&inbox(&a.send(ca, quick("sabra", 2, 60)), ca).msgs));
    b.d.disconnect(cb, b.now);
    assert_eq!(a.d.queued().unwrap(), 1, "Noa's new wait was deleted");
    // And it seats her with the next player.
    let third = a.connect("10.0.0.3");
    register(&mut a, third, "Tam");
    let out = a.send(third, quick("sabra", 2, 60));
    inbox(&out, ca).welcome();
}

/// After `recover`, a connection signed in with the old secret no longer
/// speaks for the player: here at once (its wait ends too), and on another
/// server at its next request.
#[test]
fn recovering_signs_out_the_old_secret_here_and_elsewhere() {
    let store = MemoryStore::default();
    let mut a = Server::over(store.server("a"), 1_000_000);
    let mut b = Server::over(store.server("b"), 1_000_000);
    let phone = a.connect("10.0.0.1");
    let me = register(&mut a, phone, "Noa");
    let thief = a.connect("10.6.6.6");
    sign_in(&mut a, thief, &me);
    assert!(queued(
        &inbox(&a.send(thief, quick("modern", 2, 60)), thief).msgs
    ));
    let far_thief = b.connect("10.6.6.7");
    sign_in(&mut b, far_thief, &me);

    let laptop = a.connect("10.0.0.2");
    let out = a.send(laptop, json!({"type": "recover", "code": me.recovery}));
    assert!(player_msg(&inbox(&out, laptop).msgs).is_some());
    assert_eq!(inbox(&out, thief).last_error(), ErrorCode::SignedOut);
    assert_eq!(a.d.queued().unwrap(), 0, "the thief's wait ended");
    for msg in [
        json!({"type": "rename", "name": "Thief"}),
        json!({"type": "my_games"}),
        quick("modern", 2, 60),
    ] {
        let out = a.send(thief, msg.clone());
        assert_eq!(
            inbox(&out, thief).last_error(),
            ErrorCode::NoPlayer,
            "{msg}"
        );
    }
    let out = b.send(far_thief, json!({"type": "my_games"}));
    assert_eq!(inbox(&out, far_thief).last_error(), ErrorCode::SignedOut);
    assert_eq!(inbox(&out, far_thief).errors().len(), 1, "told once");
    let out = b.send(far_thief, json!({"type": "rename", "name": "Thief"}));
    assert_eq!(inbox(&out, far_thief).last_error(), ErrorCode::NoPlayer);
    assert_eq!(a.store.clone().player(&me.id).unwrap().unwrap().name, "Noa");
}

#[test]
fn an_unqueue_after_the_seating_is_not_answered_after_the_welcome() {
    let mut s = Server::new();
    let a = s.connect("10.0.0.1");
    register(&mut s, a, "Ann");
    let b = s.connect("10.0.0.2");
    register(&mut s, b, "Bo");
    seat_two(&mut s, a, b, &quick("modern", 2, 60));
    let out = s.send(a, json!({"type": "unqueue"}));
    assert!(inbox(&out, a).msgs.is_empty(), "{:?}", inbox(&out, a).msgs);
    // Waiting, it is answered.
    let c = s.connect("10.0.0.3");
    register(&mut s, c, "Cy");
    s.send(c, quick("sabra", 2, 60));
    let out = s.send(c, json!({"type": "unqueue"}));
    assert!(matches!(inbox(&out, c).msgs[..], [ServerMsg::Unqueued]));
}

#[test]
fn renames_and_unknown_leaderboards_are_held_back_like_the_rest() {
    let mut s = Server::new();
    let c = s.connect("10.0.0.1");
    register(&mut s, c, "Kim");
    let mut throttled = 0;
    for i in 0..8 {
        let out = s.send(c, json!({"type": "rename", "name": format!("Kim {i}")}));
        throttled += usize::from(
            inbox(&out, c)
                .errors()
                .iter()
                .any(|e| e.code == ErrorCode::Throttled),
        );
    }
    assert_eq!(throttled, 3, "five renames, then one a minute");
    for _ in 0..80 {
        s.send(c, json!({"type": "leaderboard", "rules": "modern"}));
    }
    let out = s.send(c, json!({"type": "leaderboard", "rules": "no such rules"}));
    assert_eq!(inbox(&out, c).last_error(), ErrorCode::Throttled);
    assert!(matches!(
        s.d.leaderboard("no such rules", None, "10.0.0.1", s.now),
        tilemeld::online::dispatch::ApiAnswer::Throttled
    ));
}

/// One player plays the solver's best play at once every turn, another
/// plays as Medium does, 40 rated matches each against four players who
/// play as Medium: the report flags the first, and nobody else.
#[test]
fn a_player_who_plays_the_solver_s_best_every_turn_is_flagged_and_nobody_else() {
    let mut s = Server::new();
    let player = |s: &mut Server, name: &str, n: u8| {
        let c = s.connect(&format!("10.3.0.{n}"));
        (c, register(s, c, name).id)
    };
    let (cheat, cheat_id) = player(&mut s, "Cheat", 1);
    let (medium, medium_id) = player(&mut s, "Mid", 2);
    let opponents: Vec<(ConnId, String)> = (0..4)
        .map(|i| player(&mut s, &format!("Opp {i}"), 10 + i))
        .collect();
    for n in 0..80 {
        let (me, level) = if n % 2 == 0 {
            (cheat, Level::Greedy)
        } else {
            (medium, Level::Medium)
        };
        let opponent = opponents[(n / 2) % 4].0;
        let seats = seat_two(&mut s, me, opponent, &quick("house", 2, 60));
        play_match(
            &mut s,
            &seats,
            &[Bot::Plays(level), Bot::Plays(Level::Medium)],
        );
        s.now += 60_000;
    }
    let data = s.store.clone().fair_play_data(0).unwrap();
    let flags = report(&data);
    let flagged: Vec<String> = flags
        .iter()
        .map(|f| {
            serde_json::to_value(f).unwrap()["player"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
    for f in &flags {
        eprintln!("{}", serde_json::to_string(f).unwrap());
    }
    let figures = |who: &str| {
        let mut t = tilemeld::online::audit::TurnFigures::default();
        data.figures
            .iter()
            .filter(|r| r.player == who)
            .for_each(|r| t.add(&r.figures));
        t
    };
    let (c, m) = (figures(&cheat_id), figures(&medium_id));
    eprintln!(
        "solver's best on hard turns: the solver bot {}/{} ({:.2}), the Medium bot {}/{} ({:.2})",
        c.best_found,
        c.hard_turns,
        c.agreement(),
        m.best_found,
        m.hard_turns,
        m.agreement()
    );
    assert_eq!(flagged, [cheat_id], "{flags:?}");
    let Flag::Solver {
        agreement, games, ..
    } = &flags[0]
    else {
        panic!("{flags:?}")
    };
    assert!(*agreement > 0.9 && !games.is_empty());
    assert!(m.hard_turns >= 30 && m.agreement() < 0.5, "{m:?}");
}

/// Two identities whose meetings always end the same way, though the
/// winner does worse than the loser against everyone else: flagged as a
/// pair. Players who simply meet now and then are not.
#[test]
fn two_identities_that_always_lose_to_each_other_are_flagged_as_a_pair() {
    let mut store = MemoryStore::default();
    let mut at = 1_000;
    let mut rated = |store: &mut MemoryStore, first: &str, second: &str| {
        at += PAIR_EVERY_MS + 1;
        let placed = |player: &str, place| {
            Some(Placed {
                player: player.into(),
                place,
                left: false,
                took_part: true,
                address: player.into(),
            })
        };
        let seats = [placed(first, 1), placed(second, 2)];
        let code = format!("M{at}");
        let m = RatedMatch {
            code: &code,
            number: 1,
            family: "modern",
            seats: &seats,
            now: at,
        };
        store.rate_match(&m).unwrap();
    };
    let others = ["o1", "o2", "o3", "o4", "o5", "o6"];
    for i in 0..12 {
        // The feeder loses to the fed every time...
        rated(&mut store, "fed", "feeder");
        // ...though against everyone else the fed loses and the feeder
        // holds its own; the others play each other too.
        rated(&mut store, others[i % 6], "fed");
        if i % 2 == 0 {
            rated(&mut store, "feeder", others[(i + 1) % 6]);
        } else {
            rated(&mut store, others[(i + 1) % 6], "feeder");
        }
        rated(&mut store, others[i % 6], others[(i + 2) % 6]);
    }
    let flags = report(&store.fair_play_data(0).unwrap());
    let pairs: Vec<(String, String, bool)> = flags
        .iter()
        .filter_map(|f| match f {
            Flag::Pair {
                player,
                other,
                one_sided,
                ..
            } => Some((player.clone(), other.clone(), *one_sided)),
            Flag::Solver { .. } => None,
        })
        .collect();
    assert_eq!(pairs, [("fed".into(), "feeder".into(), true)], "{flags:?}");
}
