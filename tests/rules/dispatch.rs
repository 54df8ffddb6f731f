//! The server's dispatcher without a network, message by message and over
//! sequences: one connection a seat (a stale one never sees the next
//! player's rack), the time-out penalty, rooms paused, evicted, read back
//! and deleted, limits per address, a store that refuses writes, the host
//! removing a player, and what a computer played for an absent player.

use serde_json::{Value, json};
use tilemeld::ai::{Level, choose_turn};
use tilemeld::online::dispatch::{PAUSE_AFTER_MS, ROOM_IDLE_MS};
use tilemeld::online::protocol::{MAX_NAME_CHARS, clean_name};
use tilemeld::online::room::GRACE_MS;
use tilemeld::online::store::{Retention, rebuild};
use tilemeld::online::{
    ConnId, Dispatcher, ErrorCode, MemoryStore, Output, RoomPhase, RoomStore, RoomView,
    ServerError, ServerMsg, Settings, WhileAway,
};
use tilemeld::rules::{Action, GameRng, MatchLength, Preset, RoundEnd, RuleSet};

/// A dispatcher and what each connection received.
pub(crate) struct Server {
    pub(crate) d: Dispatcher,
    pub(crate) store: MemoryStore,
    pub(crate) now: u64,
}

/// What one connection has received, by kind.
#[derive(Default, Debug)]
pub(crate) struct Inbox {
    pub(crate) msgs: Vec<ServerMsg>,
    pub(crate) closed: bool,
    /// The connection was handed to another server.
    pub(crate) relayed: bool,
}

impl Inbox {
    pub(crate) fn views(&self) -> Vec<&RoomView> {
        self.msgs
            .iter()
            .filter_map(|m| match m {
                ServerMsg::Room(v) => Some(&**v),
                _ => None,
            })
            .collect()
    }

    pub(crate) fn last_view(&self) -> RoomView {
        (*self.views().last().expect("a view")).clone()
    }

    pub(crate) fn errors(&self) -> Vec<&ServerError> {
        self.msgs
            .iter()
            .filter_map(|m| match m {
                ServerMsg::Error(e) => Some(e),
                _ => None,
            })
            .collect()
    }

    pub(crate) fn last_error(&self) -> ErrorCode {
        self.errors().last().expect("an error").code
    }

    pub(crate) fn welcome(&self) -> (String, usize, String, Option<WhileAway>) {
        self.msgs
            .iter()
            .rev()
            .find_map(|m| match m {
                ServerMsg::Welcome {
                    code,
                    seat,
                    token,
                    while_away,
                } => Some((code.clone(), *seat, token.clone(), *while_away)),
                _ => None,
            })
            .expect("a welcome")
    }
}

fn entropy(seed: u64) -> tilemeld::online::dispatch::Entropy {
    let mut rng = GameRng::new(seed);
    Box::new(move |b: &mut [u8]| b.iter_mut().for_each(|x| *x = rng.next_u64() as u8))
}

impl Server {
    pub(crate) fn new() -> Server {
        Server::over(MemoryStore::default(), 1_000_000)
    }

    /// A server (again) over a store, at a time.
    pub(crate) fn over(store: MemoryStore, now: u64) -> Server {
        let settings = Settings {
            computer_delay_ms: 0,
            ..Settings::default()
        };
        let d = Dispatcher::new(Box::new(store.clone()), entropy(now), settings);
        Server { d, store, now }
    }

    pub(crate) fn connect(&mut self, address: &str) -> ConnId {
        self.d.connect(address)
    }

    /// Sends a message and returns what every connection received.
    pub(crate) fn send(&mut self, id: ConnId, msg: Value) -> Vec<(ConnId, Output)> {
        self.send_text(id, &msg.to_string())
    }

    pub(crate) fn send_text(&mut self, id: ConnId, text: &str) -> Vec<(ConnId, Output)> {
        self.now += 10;
        self.d.receive(id, text, self.now);
        self.audit();
        self.d.drain()
    }

    /// Audits the rated moves waiting, at once.
    pub(crate) fn audit(&mut self) {
        for job in self.d.audits(usize::MAX) {
            let found = job.run();
            self.d.audited(found, self.now);
        }
    }

    /// Ticks at `now`, working out computer turns at once.
    pub(crate) fn tick_at(&mut self, now: u64) -> Vec<(ConnId, Output)> {
        self.now = now;
        let jobs = self.d.tick(now, 4);
        for job in jobs {
            let action = job.run();
            self.d.computer_done(&job, action, now);
        }
        self.d.drain()
    }
}

pub(crate) fn inbox(out: &[(ConnId, Output)], id: ConnId) -> Inbox {
    let mut inbox = Inbox::default();
    for (to, o) in out {
        if *to != id {
            continue;
        }
        match o {
            Output::Text(t) => inbox.msgs.push(serde_json::from_str(t).unwrap()),
            Output::Close => inbox.closed = true,
            Output::Relay { .. } => inbox.relayed = true,
        }
    }
    inbox
}

fn rules(rounds: u16, timer: Option<u16>) -> RuleSet {
    RuleSet {
        match_length: MatchLength::Rounds { rounds },
        turn_timer_secs: timer,
        ..RuleSet::default()
    }
}

fn create(s: &mut Server, id: ConnId, rules: &RuleSet, seats: Value) -> (String, String) {
    let out = s.send(
        id,
        json!({"type": "create", "name": "Ada", "setup": {"rules": rules, "seats": seats}}),
    );
    let (code, _, token, _) = inbox(&out, id).welcome();
    (code, token)
}

fn join(s: &mut Server, id: ConnId, code: &str, name: &str) -> String {
    let out = s.send(id, json!({"type": "join", "code": code, "name": name}));
    inbox(&out, id).welcome().2
}

/// Ada hosts and Ben joins a lobby of two human seats.
struct Pair {
    a: ConnId,
    ta: String,
    b: ConnId,
    tb: String,
    code: String,
}

fn pair(s: &mut Server, rules: &RuleSet, joiner: &str) -> Pair {
    let a = s.connect("10.0.0.1");
    let (code, ta) = create(s, a, rules, humans(2));
    let b = s.connect("10.0.0.2");
    let tb = join(s, b, &code, joiner);
    Pair { a, ta, b, tb, code }
}

fn humans(n: usize) -> Value {
    Value::Array(vec![json!({"kind": "human"}); n])
}

#[test]
fn a_second_connection_on_a_seat_closes_the_first_and_no_stale_one_sees_a_new_players_rack() {
    let mut s = Server::new();
    let host = s.connect("10.0.0.1");
    let (code, host_token) = create(&mut s, host, &rules(1, None), humans(3));
    let first = s.connect("10.0.0.2");
    let token = join(&mut s, first, &code, "Ben");
    // The same seat resumed on a second connection: the first is told
    // why and closed, and holds nothing any more.
    let second = s.connect("10.0.0.2");
    let out = s.send(
        second,
        json!({"type": "resume", "code": code, "token": token}),
    );
    let old = inbox(&out, first);
    assert_eq!(old.last_error(), ErrorCode::Replaced);
    assert!(old.closed);
    assert_eq!(s.d.seat_of(first), None);
    assert_eq!(inbox(&out, second).welcome().1, 1);
    // What the closed connection still sends is not read (a resume would
    // take the seat back); the live one leaves.
    let out = s.send(first, json!({"type": "leave", "token": token}));
    assert!(out.is_empty(), "{out:?}");
    let out = s.send(
        first,
        json!({"type": "resume", "code": code, "token": token}),
    );
    assert!(out.is_empty(), "{out:?}");
    s.send(second, json!({"type": "leave", "token": token}));
    // A newcomer takes the freed seat; the match starts. Neither old
    // connection receives anything from here on.
    let newcomer = s.connect("10.0.0.3");
    let mut seen = vec![];
    seen.extend(s.send(
        newcomer,
        json!({"type": "join", "code": code, "name": "Cleo"}),
    ));
    let third = s.connect("10.0.0.4");
    seen.extend(s.send(third, json!({"type": "join", "code": code, "name": "Dev"})));
    seen.extend(s.send(host, json!({"type": "start", "token": host_token})));
    assert!(seen.iter().all(|(to, _)| *to != first && *to != second));
    let view = inbox(&seen, newcomer).last_view();
    assert_eq!(view.you, 1);
    assert_eq!(view.rack.len(), 14);
    assert!(view.seats[1].connected);
}

#[test]
fn a_time_out_online_costs_the_time_out_penalty_even_with_sets_on_the_table() {
    let mut rules = Preset::Sabra.rules();
    rules.turn_timer_secs = Some(60);
    rules.match_length = MatchLength::Rounds { rounds: 1 };
    assert_ne!(rules.timeout_penalty, rules.timeout_invalid_table_penalty);
    let mut s = Server::new();
    let Pair { a, ta, b, tb, code } = pair(&mut s, &rules, "Ben");
    s.send(a, json!({"type": "start", "token": ta}));
    // Both play as Greedy would until a set is on the table.
    let seats = [(a, ta), (b, tb)];
    let mut round = None;
    for _ in 0..80 {
        let stored = s.store.clone().load(&code).unwrap().unwrap();
        let room = rebuild(stored, s.now).unwrap();
        let g = room.game.unwrap();
        if !g.game.round.table.is_empty() {
            round = Some(g.game.round);
            break;
        }
        let seq = g.game.log.len();
        let intent = match choose_turn(&g.game.round, Level::Greedy, seq as u64).action {
            Action::Play { table } => json!({"intent": "play", "table": table}),
            _ => json!({"intent": "draw"}),
        };
        let (conn, token) = &seats[g.game.round.current];
        let out = s.send(
            *conn,
            json!({"type": "act", "token": token, "seq": seq, "intent": intent}),
        );
        assert!(inbox(&out, *conn).errors().is_empty());
    }
    let round = round.expect("a set was laid within 80 turns");
    let who = round.current;
    let before = round.seats[who].rack.len();
    // The player whose turn it is lets the time run out.
    let out = s.tick_at(s.now + 60_100);
    let view = inbox(&out, a).last_view();
    assert_eq!(view.current, 1 - who);
    assert_eq!(
        view.seats[who].rack,
        before + rules.timeout_penalty as usize,
        "the table they left is the one they found"
    );
    assert_eq!(view.table.len(), round.table.len());
}

#[test]
fn a_room_nobody_is_in_pauses_leaves_memory_and_comes_back_as_it_was() {
    let mut s = Server::new();
    let a = s.connect("10.0.0.1");
    let seats = json!([{"kind": "human"}, {"kind": "computer", "level": "greedy"}, {"kind": "computer", "level": "greedy"}]);
    let (code, ta) = create(&mut s, a, &rules(3, None), seats);
    let out = s.send(a, json!({"type": "start", "token": ta}));
    let before = inbox(&out, a).last_view();
    s.d.disconnect(a, s.now);
    // Computers play on through the grace period (the player's own turn
    // is then played for them too), then the room waits.
    let left = s.now;
    let mut moves = before.seq;
    let mut t = left;
    while t < left + PAUSE_AFTER_MS - 1_000 {
        t += 500;
        s.tick_at(t);
    }
    let paused_at = s.store.clone().load(&code).unwrap().unwrap();
    let played = paused_at.game.as_ref().unwrap().actions.len() as u32;
    assert!(played > moves, "the computers played while the grace ran");
    moves = played;
    for k in 0..100 {
        let jobs = s.d.tick(left + PAUSE_AFTER_MS + k * 1_000, 4);
        assert!(jobs.is_empty(), "a paused room hands out no computer turn");
    }
    let stored = s.store.clone().load(&code).unwrap().unwrap();
    assert_eq!(stored.game.unwrap().actions.len() as u32, moves);
    // It leaves memory, and a resume reads it back exactly.
    s.tick_at(left + ROOM_IDLE_MS + 1);
    assert_eq!(s.d.rooms_in_memory(), 0);
    let back = s.connect("10.0.0.1");
    let out = s.send(back, json!({"type": "resume", "code": code, "token": ta}));
    let view = inbox(&out, back).last_view();
    assert_eq!(view.seq, moves);
    assert_eq!(view.rack.len(), view.seats[0].rack);
    assert_eq!(s.d.rooms_in_memory(), 1);
    // A whole restart too: a new dispatcher over the same store.
    let mut again = Server::over(s.store.clone(), s.now + 1_000);
    let c = again.connect("10.0.0.1");
    let out = again.send(c, json!({"type": "resume", "code": code, "token": ta}));
    let same = inbox(&out, c).last_view();
    assert_eq!(
        (same.seq, &same.rack, &same.table),
        (view.seq, &view.rack, &view.table)
    );
}

#[test]
fn a_restart_keeps_the_turns_deadline_and_a_woken_room_starts_the_turn_afresh() {
    let mut s = Server::new();
    let Pair {
        a, ta, tb, code, ..
    } = pair(&mut s, &rules(1, Some(60)), "Ben");
    s.send(a, json!({"type": "start", "token": ta}));
    let started = s.now;
    // Killed 20 s into the turn; back 5 s later: 35 s are left.
    let mut again = Server::over(s.store.clone(), started + 25_000);
    let c = again.connect("10.0.0.1");
    let out = again.send(c, json!({"type": "resume", "code": code, "token": ta}));
    let left = inbox(&out, c).last_view().turn_ms_left.unwrap();
    assert!((34_000..=35_000).contains(&left), "{left} ms left");
    // Nobody comes back for an hour: the turn starts afresh.
    let mut later = Server::over(s.store.clone(), started + 3_600_000);
    let c = later.connect("10.0.0.2");
    let out = later.send(c, json!({"type": "resume", "code": code, "token": tb}));
    let left = inbox(&out, c).last_view().turn_ms_left.unwrap();
    assert!(left >= 59_000, "{left} ms left");
}

#[test]
fn rooms_are_deleted_after_their_retention_and_a_resume_then_finds_none() {
    let mut s = Server::new();
    let keep = Retention::default();
    let a = s.connect("10.0.0.1");
    let (lobby, ta) = create(&mut s, a, &rules(1, None), humans(2));
    let seats = json!([{"kind": "human"}, {"kind": "computer", "level": "greedy"}]);
    let (playing, tp) = create(&mut s, a, &rules(1, None), seats);
    s.send(a, json!({"type": "start", "token": tp}));
    s.d.disconnect(a, s.now);
    let t0 = s.now;
    // A day later the lobby nobody started is gone; the match is kept.
    s.tick_at(t0 + keep.lobby_ms + 1);
    s.tick_at(t0 + keep.lobby_ms + 3_600_001);
    let mut store = s.store.clone();
    assert!(!store.exists(&lobby).unwrap());
    assert!(store.exists(&playing).unwrap());
    drop(store);
    let c = s.connect("10.0.0.1");
    let out = s.send(c, json!({"type": "resume", "code": lobby, "token": ta}));
    assert_eq!(inbox(&out, c).last_error(), ErrorCode::NoRoom);
    // A match nobody moved in for 30 days goes too.
    s.tick_at(t0 + keep.playing_ms + 2 * 3_600_000);
    assert!(!s.store.clone().exists(&playing).unwrap());
    assert_eq!(s.d.rooms_stored().unwrap(), 0);
}

#[test]
fn a_store_that_refuses_a_write_leaves_no_half_room() {
    let mut s = Server::new();
    s.store.set_failing(true);
    let a = s.connect("10.0.0.1");
    let out = s.send(
        a,
        json!({"type": "create", "name": "Ada", "setup": {"rules": rules(1, None), "seats": humans(2)}}),
    );
    assert_eq!(inbox(&out, a).last_error(), ErrorCode::Storage);
    assert_eq!(s.d.rooms_stored().unwrap(), 0);
    assert_eq!(s.d.rooms_in_memory(), 0);
    // Once writes go through again, a join that cannot be kept leaves the
    // seat free.
    s.store.set_failing(false);
    let (code, _) = create(&mut s, a, &rules(1, None), humans(2));
    s.store.set_failing(true);
    let b = s.connect("10.0.0.2");
    let out = s.send(b, json!({"type": "join", "code": code, "name": "Ben"}));
    assert_eq!(inbox(&out, b).last_error(), ErrorCode::Storage);
    s.store.set_failing(false);
    join(&mut s, b, &code, "Ben");
}

#[test]
fn an_address_that_guesses_codes_or_opens_rooms_without_end_is_held_back() {
    let mut s = Server::new();
    let host = s.connect("10.0.0.1");
    let (code, host_token) = create(&mut s, host, &rules(1, None), humans(4));
    let guesser = s.connect("10.9.9.9");
    let mut refused = 0;
    for i in 0..40 {
        let guess = format!("ZZZZZ{}", ["A", "B", "C", "D", "E"][i % 5]);
        let out = s.send(
            guesser,
            json!({"type": "join", "code": guess, "name": "Eve"}),
        );
        if inbox(&out, guesser).last_error() == ErrorCode::Throttled {
            refused += 1;
        }
    }
    assert_eq!(refused, 20, "20 misses, then held back");
    // Even the right code is refused to that address for now...
    let out = s.send(
        guesser,
        json!({"type": "join", "code": code, "name": "Eve"}),
    );
    assert_eq!(inbox(&out, guesser).last_error(), ErrorCode::Throttled);
    // A player behind the same address still gets back to their seat,
    // and a resume's misses read the same whether the code is in use: held
    // back before any work is done for them (each used to be looked up).
    let neighbour = s.connect("10.9.9.9");
    let out = s.send(
        neighbour,
        json!({"type": "resume", "code": code, "token": host_token}),
    );
    assert_eq!(inbox(&out, neighbour).welcome().1, 0);
    let out = s.send(
        neighbour,
        json!({"type": "resume", "code": code, "token": "f00d"}),
    );
    let in_use = inbox(&out, neighbour).errors()[0].clone();
    assert_eq!(in_use.code, ErrorCode::Throttled);
    let out = s.send(
        neighbour,
        json!({"type": "resume", "code": "QQQQQQ", "token": "f00d"}),
    );
    assert_eq!(inbox(&out, neighbour).errors()[0], &in_use);
    // Another address's misses still read the same whether the code is in
    // use.
    let other = s.connect("10.9.9.10");
    let out = s.send(
        other,
        json!({"type": "resume", "code": code, "token": "f00d"}),
    );
    let in_use = inbox(&out, other).errors()[0].clone();
    let out = s.send(
        other,
        json!({"type": "resume", "code": "QQQQQQ", "token": "f00d"}),
    );
    assert_eq!(inbox(&out, other).errors()[0], &in_use);
    // ...but not to anyone else, and not a minute later.
    let friend = s.connect("10.0.0.2");
    join(&mut s, friend, &code, "Ben");
    s.now += 60_000;
    join(&mut s, guesser, &code, "Eve");
    // Rooms: ten at once from an address, over any number of connections.
    let mut opened = 0;
    for _ in 0..8 {
        let c = s.connect("10.7.7.7");
        for _ in 0..3 {
            let out = s.send(
                c,
                json!({"type": "create", "name": "Mo", "setup": {"rules": rules(1, None), "seats": humans(2)}}),
            );
            opened += inbox(&out, c)
                .msgs
                .iter()
                .any(|m| matches!(m, ServerMsg::Welcome { .. })) as u32;
        }
    }
    assert_eq!(opened, 10);
}

#[test]
fn the_host_removes_a_player_from_the_lobby() {
    let mut s = Server::new();
    let Pair { a, ta, b, tb, code } = pair(&mut s, &rules(1, None), "Troll");
    let out = s.send(b, json!({"type": "remove", "token": tb, "seat": 0}));
    assert_eq!(inbox(&out, b).last_error(), ErrorCode::NotHost);
    let out = s.send(a, json!({"type": "remove", "token": ta, "seat": 1}));
    let gone = inbox(&out, b);
    assert_eq!(gone.last_error(), ErrorCode::Removed);
    assert!(gone.closed);
    let view = inbox(&out, a).last_view();
    assert!(!view.seats[1].taken);
    // The removed token holds nothing; a friend takes the seat.
    let c = s.connect("10.0.0.2");
    let out = s.send(c, json!({"type": "resume", "code": code, "token": tb}));
    assert_eq!(inbox(&out, c).last_error(), ErrorCode::NoRoom);
    join(&mut s, c, &code, "Ben");
}

#[test]
fn a_player_who_comes_back_is_told_what_the_computer_played_for_them() {
    let mut s = Server::new();
    let Pair { a, ta, b, tb, code } = pair(&mut s, &rules(1, None), "Ben");
    s.send(a, json!({"type": "start", "token": ta}));
    s.d.disconnect(b, s.now);
    let gone = s.now;
    // Ada draws on each of her turns; Ben's are played for him after the
    // grace period.
    let mut t = gone;
    for _ in 0..200 {
        t += 1_000;
        let out = s.tick_at(t);
        if let Some(v) = inbox(&out, a).views().last()
            && v.current == 0
            && v.phase == RoomPhase::Playing
        {
            s.send(
                a,
                json!({"type": "act", "token": ta, "seq": v.seq, "intent": {"intent": "draw"}}),
            );
        }
        if t > gone + GRACE_MS + 30_000 {
            break;
        }
    }
    // The server restarts meanwhile: what was played is kept with the seat.
    let mut s = Server::over(s.store.clone(), t + 1_000);
    let c = s.connect("10.0.0.2");
    let out = s.send(c, json!({"type": "resume", "code": code, "token": tb}));
    let (_, seat, _, away) = inbox(&out, c).welcome();
    assert_eq!(seat, 1);
    let away = away.expect("told what was played");
    assert!(away.turns >= 1);
    let view = inbox(&out, c).last_view();
    let played_or_drew = away.played + away.drew;
    assert!(played_or_drew >= 1, "{away:?}; rack {}", view.rack.len());
    // Told once.
    let d = s.connect("10.0.0.2");
    let out = s.send(d, json!({"type": "resume", "code": code, "token": tb}));
    assert_eq!(inbox(&out, d).welcome().3, None);
}

#[test]
fn names_lose_invisible_and_direction_changing_characters() {
    assert_eq!(clean_name("  Ada \u{202E}evil\u{202C} "), "Ada evil");
    assert_eq!(clean_name("\u{200B}\u{2066}Ben\u{2069}\u{FEFF}"), "Ben");
    assert_eq!(clean_name("A\u{0007}da\u{0000}"), "A da");
    assert_eq!(clean_name("Cleo\t\n  Dev"), "Cleo Dev");
    // The zero-width non-joiner between two letters is part of a Persian
    // name; at the edges or alone it is not kept.
    assert_eq!(clean_name("می\u{200C}خواهم"), "می\u{200C}خواهم");
    assert_eq!(clean_name("\u{200C}\u{200D}"), "");
    assert_eq!(clean_name("\u{200D}Ada\u{200D}"), "Ada");
    let mut s = Server::new();
    let a = s.connect("10.0.0.1");
    let out = s.send(
        a,
        json!({"type": "create", "name": "\u{200B}\u{202E}\u{2066}", "setup": {"rules": rules(1, None), "seats": humans(2)}}),
    );
    assert_eq!(inbox(&out, a).last_error(), ErrorCode::BadMessage);
    let long = "x".repeat(MAX_NAME_CHARS) + "\u{200B}\u{200B}";
    create(&mut s, a, &rules(1, None), humans(2));
    let out = s.send(
        a,
        json!({"type": "create", "name": long, "setup": {"rules": rules(1, None), "seats": humans(2)}}),
    );
    let view = inbox(&out, a).last_view();
    assert_eq!(view.seats[0].name, "x".repeat(MAX_NAME_CHARS));
}

#[test]
fn computer_turns_are_handed_out_no_more_than_the_workers() {
    let mut s = Server::new();
    let seats = json!([{"kind": "human"}, {"kind": "computer", "level": "hard"}, {"kind": "computer", "level": "hard"}]);
    for i in 0..20 {
        let c = s.connect(&format!("10.0.1.{i}"));
        let (_, t) = create(&mut s, c, &rules(1, None), seats.clone());
        s.send(c, json!({"type": "start", "token": t}));
        s.d.disconnect(c, s.now);
    }
    // The rooms a computer begins want a turn (about two in three).
    let now = s.now + 1_000;
    assert!(s.d.tick(now, 0).is_empty(), "no worker free, no job");
    let jobs = s.d.tick(now, 3);
    assert_eq!(jobs.len(), 3);
    let more = s.d.tick(now + 100, 3);
    assert_eq!(more.len(), 3);
    assert!(
        more.iter().all(|m| jobs.iter().all(|j| j.code != m.code)),
        "a room thinking is not handed out twice"
    );
    // Past the pause, abandoned rooms hand out nothing.
    for j in jobs.iter().chain(&more) {
        s.d.computer_done(j, Action::Draw, now + 200);
    }
    assert!(s.d.tick(now + PAUSE_AFTER_MS + 1_000, 3).is_empty());
}

#[test]
fn a_room_never_shows_a_seat_to_a_connection_that_left_it() {
    // Random sequences of joins, resumes, leaves and disconnects over four
    // connections and one lobby: every view a connection receives is of
    // the seat it holds at that moment.
    for seed in 0..40u64 {
        let mut rng = GameRng::new(seed);
        let mut s = Server::new();
        let host = s.connect("10.0.0.1");
        let (code, _) = create(&mut s, host, &rules(1, None), humans(4));
        let mut conns: Vec<ConnId> = (0..4).map(|i| s.connect(&format!("10.0.2.{i}"))).collect();
        let mut tokens: Vec<String> = Vec::new();
        for _ in 0..60 {
            let i = rng.below(conns.len() as u32) as usize;
            let id = conns[i];
            let before: Vec<_> = conns
                .iter()
                .chain([&host])
                .map(|c| (*c, s.d.seat_of(*c)))
                .collect();
            let msg = match rng.below(4) {
                0 => Some(json!({"type": "join", "code": code, "name": "P"})),
                1 if !tokens.is_empty() => {
                    let t = &tokens[rng.below(tokens.len() as u32) as usize];
                    Some(json!({"type": "resume", "code": code, "token": t}))
                }
                2 if !tokens.is_empty() => {
                    let t = &tokens[rng.below(tokens.len() as u32) as usize];
                    Some(json!({"type": "leave", "token": t}))
                }
                _ => None,
            };
            let out = match msg {
                Some(msg) => s.send(id, msg),
                None => {
                    s.d.disconnect(id, s.now);
                    conns[i] = s.connect(&format!("10.0.3.{i}"));
                    s.d.drain()
                }
            };
            if let ServerMsg::Welcome { token, .. } = inbox(&out, id)
                .msgs
                .iter()
                .find(|m| matches!(m, ServerMsg::Welcome { .. }))
                .unwrap_or(&ServerMsg::Pong)
            {
                tokens.push(token.clone());
            }
            // A view goes to a connection only for a seat it held during
            // the message, and nothing after it was told it lost the seat.
            let mut kicked = std::collections::HashSet::new();
            for (to, o) in &out {
                let Output::Text(t) = o else { continue };
                match serde_json::from_str::<ServerMsg>(t).unwrap() {
                    ServerMsg::Room(v) => {
                        assert!(
                            !kicked.contains(to),
                            "seed {seed}: a view after the seat was lost"
                        );
                        let held_before = before
                            .iter()
                            .find(|(c, _)| c == to)
                            .and_then(|(_, h)| h.clone());
                        let held_after = s.d.seat_of(*to);
                        let held = [held_before, held_after]
                            .into_iter()
                            .flatten()
                            .any(|(_, seat)| seat == v.you);
                        assert!(
                            held,
                            "seed {seed}: a view of seat {} to a connection that did not hold it",
                            v.you
                        );
                    }
                    ServerMsg::Error(e)
                        if matches!(e.code, ErrorCode::Replaced | ErrorCode::Removed) =>
                    {
                        kicked.insert(*to);
                    }
                    _ => {}
                }
            }
        }
    }
}

#[test]
fn a_player_who_left_a_match_is_played_for_at_once_after_a_restart_too() {
    let mut s = Server::new();
    let Pair { a, ta, b, tb, code } = pair(&mut s, &rules(1, None), "Ben");
    s.send(a, json!({"type": "start", "token": ta}));
    s.send(b, json!({"type": "leave", "token": tb}));
    let mut again = Server::over(s.store.clone(), s.now + 1_000);
    let c = again.connect("10.0.0.1");
    let out = again.send(c, json!({"type": "resume", "code": code, "token": ta}));
    let view = inbox(&out, c).last_view();
    assert!(
        view.seats[1].stand_in,
        "no new grace period for a player who left"
    );
}

/// Six at a room of the XP box: two people and four computers, 160 tiles
/// between the racks and the pool, each person's view a match the rules
/// accept, and the computers playing until a person's turn. Five seats
/// with the classic box's rules are refused, saying why.
#[test]
fn a_room_of_six_plays_the_xp_box() {
    let mut s = Server::new();
    let xp = Preset::Xp.rules();
    let classic = s.connect("10.0.0.9");
    let out = s.send(
        classic,
        json!({"type": "create", "name": "Ada", "setup": {"rules": RuleSet::default(), "seats": humans(5)}}),
    );
    let refused = inbox(&out, classic);
    assert_eq!(refused.last_error(), ErrorCode::BadMessage);
    assert!(
        refused.errors()[0].message.contains("160 tiles"),
        "{:?}",
        refused.errors()
    );

    let host = s.connect("10.0.0.1");
    let seats = json!([
        {"kind": "human"}, {"kind": "computer", "level": "hard"},
        {"kind": "human"}, {"kind": "computer", "level": "medium"},
        {"kind": "computer", "level": "master"}, {"kind": "computer", "level": "easy"},
    ]);
    let (code, token) = create(&mut s, host, &xp, seats);
    let guest = s.connect("10.0.0.2");
    let guest_token = join(&mut s, guest, &code, "Ben");
    let out = s.send(host, json!({"type": "start", "token": token}));
    for (id, seat) in [(host, 0), (guest, 2)] {
        let view = inbox(&out, id).last_view();
        assert_eq!(view.seats.len(), 6);
        assert_eq!(view.you, seat);
        let held: usize = view.pool + view.seats.iter().map(|s| s.rack).sum::<usize>();
        assert_eq!(held + view.table.iter().map(Vec::len).sum::<usize>(), 160);
        let shadow =
            tilemeld::online::shadow::shadow_match(&view).expect("a match the rules accept");
        shadow.round.check_invariants().unwrap();
    }
    // The people draw and the computers play, twice round the table.
    let mut view = inbox(&out, host).last_view();
    let mut computer_turns = 0;
    for _ in 0..60 {
        let out = match view.current {
            0 | 2 => {
                let (id, t) = if view.current == 0 {
                    (host, &token)
                } else {
                    (guest, &guest_token)
                };
                s.send(
                    id,
                    json!({"type": "act", "token": t, "seq": view.seq, "intent": {"intent": "draw"}}),
                )
            }
            _ => {
                computer_turns += 1;
                let now = s.now + 5_000;
                s.tick_at(now)
            }
        };
        if let Some(v) = inbox(&out, host).views().last() {
            view = (*v).clone();
        }
        assert_eq!(view.seats.len(), 6);
        if view.turns >= 12 {
            break;
        }
    }
    assert!(
        view.turns >= 12,
        "two rounds of the table: {} turns",
        view.turns
    );
    assert!(computer_turns >= 8, "the computers moved: {computer_turns}");
}

#[test]
fn a_championship_room_keeps_each_bank_through_a_restart_and_loses_on_time() {
    let rules = Preset::Championship.rules();
    let mut s = Server::new();
    let Pair { a, ta, b, tb, code } = pair(&mut s, &rules, "Ben");
    let out = s.send(a, json!({"type": "start", "token": ta}));
    let view = inbox(&out, a).last_view();
    assert_eq!(view.banks_ms, Some(vec![600_000, 600_000]));
    assert_eq!(view.turn_ms_left, Some(600_000), "no turn timer, the bank");
    // The first player draws after 25 s: the Bronstein clock gives 10 back.
    let first = view.current;
    let (conn, token) = if first == 0 { (a, &ta) } else { (b, &tb) };
    s.now += 25_000;
    let out = s.send(
        conn,
        json!({"type": "act", "token": token, "seq": view.seq, "intent": {"intent": "draw"}}),
    );
    let view = inbox(&out, a).last_view();
    let mut banks = vec![600_000; 2];
    banks[first] = 600_000 - 25_010 + 10_000;
    assert_eq!(view.banks_ms, Some(banks.clone()));
    // The second player's bank runs while they think.
    s.now += 4_000;
    let stored = s.store.clone().load(&code).unwrap().unwrap();
    let room = rebuild(stored, s.now).unwrap();
    let again = room.game.as_ref().unwrap();
    assert_eq!(again.banks.as_ref().unwrap().left_ms, banks, "read back");
    // A server started again over the store: the second player runs out.
    let mut s = Server::over(s.store.clone(), s.now);
    let watcher = s.connect("10.0.0.3");
    s.send(
        watcher,
        json!({"type": "resume", "code": code, "token": ta}),
    );
    let out = s.tick_at(s.now + banks[1 - first] + 1);
    let view = inbox(&out, watcher).last_view();
    assert_eq!(view.phase, RoomPhase::MatchOver);
    let last = view.history.last().unwrap();
    assert_eq!(last.end, RoundEnd::OutOfTime { loser: 1 - first });
    // The loser never opened, nor had a turn to: the rack pays 100.
    assert_eq!(last.scores, {
        let mut s = vec![-100; 2];
        s[first] = 100;
        s
    });
}

#[test]
fn a_move_that_comes_after_the_bank_ran_out_is_refused_and_the_time_counts() {
    let mut s = Server::new();
    let Pair { a, ta, b, tb, .. } = pair(&mut s, &Preset::Championship.rules(), "Ben");
    let out = s.send(a, json!({"type": "start", "token": ta}));
    let view = inbox(&out, a).last_view();
    let (conn, token) = if view.current == 0 {
        (a, &ta)
    } else {
        (b, &tb)
    };
    // Ten minutes and a second later, before the server's tick: too late.
    s.now += 601_000;
    let out = s.send(
        conn,
        json!({"type": "act", "token": token, "seq": view.seq, "intent": {"intent": "draw"}}),
    );
    assert_eq!(inbox(&out, conn).last_error(), ErrorCode::Refused);
    let out = s.tick_at(s.now + 10);
    let over = inbox(&out, a).last_view();
    assert_eq!(over.phase, RoomPhase::MatchOver);
    assert_eq!(
        over.history.last().unwrap().end,
        RoundEnd::OutOfTime {
            loser: view.current
        }
    );
    assert_eq!(
        over.banks_ms.unwrap()[view.current],
        0,
        "the loser's clock shows 0"
    );
}
