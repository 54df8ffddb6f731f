//! The online client's table against the server's own dispatcher in this
//! process (over a loopback transport instead of sockets): the lobby, the start, the
//! other player's play laid out and then equal to the server's table, the
//! player's own draw and a refused move, and a dropped connection that
//! comes back to the same seat by itself; leaving the table leaves the room.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

use bevy::prelude::*;
use tilemeld::ai::{Level, choose_turn};
use tilemeld::game::messages::{DropTiles, Feedback, HumanMove, TurnCommand};
use tilemeld::game::online::lists::Lists;
use tilemeld::game::online::player::{Identity, PlayerCard, Players};
use tilemeld::game::online::reactions::{Heard, Reactions};
use tilemeld::game::online::{
    Ask, Connection, Link, OnlineProblem, QuickWait, RoomShown, Seat, SocketEvent, Ticket,
    Transport,
};
use tilemeld::game::persist::storage::{Doc, Loaded};
use tilemeld::game::play::human_may_act;
use tilemeld::game::play::playback::Playback;
use tilemeld::game::session::{Phase, Session};
use tilemeld::game::state::Screen;
use tilemeld::online::matchmaking::{Pace, Wanted};
use tilemeld::online::protocol::Reaction;
use tilemeld::online::room::GRACE_MS;
use tilemeld::online::store::rebuild;
use tilemeld::online::{
    ConnId, Dispatcher, Intent, MemoryStore, Output, RoomPhase, RoomSetup, RoomStore, RoomView,
    SeatKind, ServerMsg, Settings,
};
use tilemeld::rules::{Action, DropTarget, GameRng, Match, MatchLength, RuleSet};

use super::{command, feedback, headless_app};

/// The server's own dispatcher in this process, over a store in memory:
/// connections are inboxes here instead of sockets.
struct Hub {
    d: Dispatcher,
    store: MemoryStore,
    inboxes: HashMap<ConnId, Inbox>,
    now: u64,
    /// The friend, played by the test: a connection and its seat's token.
    friend: Option<(ConnId, String)>,
    /// Answers wait here while the test holds them (a slow server).
    held: Option<Vec<(ConnId, Output)>>,
}

type Inbox = Arc<Mutex<Vec<SocketEvent>>>;

static HUBS: LazyLock<Mutex<HashMap<String, Arc<Mutex<Hub>>>>> = LazyLock::new(Mutex::default);

fn hub(url: &str) -> Arc<Mutex<Hub>> {
    HUBS.lock()
        .unwrap()
        .entry(url.into())
        .or_insert_with(|| Arc::new(Mutex::new(Hub::new())))
        .clone()
}

struct Loop {
    hub: Arc<Mutex<Hub>>,
    id: ConnId,
    inbox: Inbox,
}

fn connect(url: &str) -> Box<dyn Transport> {
    let hub = hub(url);
    let (id, inbox) = hub.lock().unwrap().open();
    Box::new(Loop { hub, id, inbox })
}

impl Transport for Loop {
    fn send(&self, text: String) {
        self.hub.lock().unwrap().receive(self.id, &text);
    }

    fn poll(&self) -> Option<SocketEvent> {
        let mut v = self.inbox.lock().unwrap();
        (!v.is_empty()).then(|| v.remove(0))
    }
}

impl Hub {
    fn new() -> Hub {
        let store = MemoryStore::default();
        let mut rng = GameRng::new(3);
        let entropy =
            Box::new(move |b: &mut [u8]| b.iter_mut().for_each(|x| *x = rng.next_u64() as u8));
        let settings = Settings {
            computer_delay_ms: 0,
            ..Settings::default()
        };
        Hub {
            d: Dispatcher::new(Box::new(store.clone()), entropy, settings),
            store,
            inboxes: HashMap::new(),
            now: 1_000_000,
            friend: None,
            held: None,
        }
    }

    fn open(&mut self) -> (ConnId, Inbox) {
        let id = self.d.connect("127.0.0.1");
        let inbox: Inbox = Arc::new(Mutex::new(vec![SocketEvent::Opened]));
        self.inboxes.insert(id, inbox.clone());
        (id, inbox)
    }

    fn receive(&mut self, id: ConnId, text: &str) {
        self.now += 100;
        self.d.receive(id, text, self.now);
        self.deliver();
    }

    fn deliver(&mut self) {
        let out = self.d.drain();
        if let Some(held) = &mut self.held {
            held.extend(out);
            return;
        }
        for (id, out) in out {
            let Some(inbox) = self.inboxes.get(&id) else {
                continue;
            };
            let event = match out {
                Output::Text(t) => SocketEvent::Text(t),
                Output::Close => SocketEvent::Closed("closed by the server".into()),
                // One server here: nothing is relayed.
                Output::Relay { .. } => SocketEvent::Closed("relayed".into()),
            };
            inbox.lock().unwrap().push(event);
        }
    }

    /// Holds the server's answers until [`Hub::release`].
    fn hold(&mut self) {
        self.held = Some(Vec::new());
    }

    fn release(&mut self) {
        let held = self.held.take().unwrap_or_default();
        for (id, out) in held {
            if let (Some(inbox), Output::Text(t)) = (self.inboxes.get(&id), out) {
                inbox.lock().unwrap().push(SocketEvent::Text(t));
            }
        }
        self.deliver();
    }

    /// The server's tick, computer turns worked out at once.
    fn tick(&mut self) {
        for job in self.d.tick(self.now, 1) {
            let action = job.run();
            self.d.computer_done(&job, action, self.now);
        }
        self.deliver();
    }

    /// The connection breaks: the client is told, the server sees it go.
    fn drop_connection(&mut self, id: ConnId) {
        self.d.disconnect(id, self.now);
        if let Some(inbox) = self.inboxes.remove(&id) {
            inbox
                .lock()
                .unwrap()
                .push(SocketEvent::Closed("gone".into()));
        }
        self.deliver();
    }

    /// What the friend's connection has been sent, as messages.
    fn friend_views(&self) -> Vec<RoomView> {
        let (id, _) = self.friend.as_ref().unwrap();
        let inbox = self.inboxes[id].lock().unwrap();
        inbox
            .iter()
            .filter_map(|e| match e {
                SocketEvent::Text(t) => match serde_json::from_str(t).ok()? {
                    ServerMsg::Room(v) => Some(*v),
                    _ => None,
                },
                _ => None,
            })
            .collect()
    }

    /// The friend joins the only room there is.
    fn friend_joins(&mut self, code: &str) {
        let (id, inbox) = self.open();
        self.receive(
            id,
            &format!(r#"{{"type":"join","code":"{code}","name":"Ben"}}"#),
        );
        let token = welcome_token(&inbox).expect("the friend is welcome");
        self.friend = Some((id, token));
    }

    /// The friend opens a room for two; its code.
    fn friend_creates(&mut self) -> String {
        let (id, inbox) = self.open();
        let create = serde_json::json!({"type": "create", "name": "Ben", "setup": {
            "rules": RuleSet::default(), "seats": [{"kind": "human"}, {"kind": "human"}]}});
        self.receive(id, &create.to_string());
        let token = welcome_token(&inbox).expect("the friend is welcome");
        self.friend = Some((id, token));
        self.friend_views().last().unwrap().code.clone()
    }

    /// Says `text` to every connection (as a process of a bigger server
    /// would).
    fn say_to_all(&self, text: &str) {
        for inbox in self.inboxes.values() {
            inbox.lock().unwrap().push(SocketEvent::Text(text.into()));
        }
    }

    /// A stranger registers and asks for a quick match like `wanted`; once
    /// seated they are the friend this hub plays.
    fn stranger_quick(&mut self, name: &str, wanted: &Wanted) {
        let (id, inbox) = self.open();
        self.receive(id, &format!(r#"{{"type":"register","name":"{name}"}}"#));
        let mut quick = serde_json::to_value(wanted).unwrap();
        quick["type"] = "quick".into();
        self.receive(id, &quick.to_string());
        let token = welcome_token(&inbox).expect("the stranger is seated");
        self.friend = Some((id, token));
    }

    fn friend_reacts(&mut self, reaction: &str) {
        let (id, token) = self.friend.clone().unwrap();
        let react = serde_json::json!({"type": "react", "token": token, "reaction": reaction});
        self.receive(id, &react.to_string());
    }

    /// The match as the server keeps it.
    fn truth(&mut self) -> Match {
        let code = self.friend_views().last().unwrap().code.clone();
        let stored = self.store.load(&code).unwrap().unwrap();
        rebuild(stored, self.now).unwrap().game.unwrap().game
    }

    /// Seat 1 (the friend, played here) moves as Greedy would.
    fn friend_moves(&mut self) -> Intent {
        let g = self.truth();
        let seq = g.log.len() as u32;
        let intent = match choose_turn(&g.round, Level::Greedy, seq as u64).action {
            Action::Play { table } => Intent::Play { table },
            _ => Intent::Draw,
        };
        let (id, token) = self.friend.clone().unwrap();
        let act = serde_json::json!({"type": "act", "token": token, "seq": seq, "intent": intent});
        self.receive(id, &act.to_string());
        intent
    }
}

/// The seat's token a connection was welcomed with.
fn welcome_token(inbox: &Inbox) -> Option<String> {
    inbox.lock().unwrap().iter().find_map(|e| match e {
        SocketEvent::Text(t) => match serde_json::from_str(t).ok()? {
            ServerMsg::Welcome { token, .. } => Some(token),
            _ => None,
        },
        _ => None,
    })
}

fn frames(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
    }
}

/// The game, playing online through the loopback server at `url`.
fn online_app(url: &str, store: Option<tilemeld::game::persist::storage::Store>) -> App {
    let mut app = headless_app(None, store, 50.0);
    app.insert_resource(Connection::new(connect, url));
    app
}

fn ask(app: &mut App, ask: Ask) {
    app.world_mut().write_message(ask);
}

/// The room as the game last saw it.
fn room(app: &App) -> Option<RoomView> {
    app.world().resource::<RoomShown>().view.clone()
}

/// The table's player makes a move in the turn being played.
fn human_moves(app: &mut App, action: Action) {
    let turn = app.world().resource::<Session>().turn_key();
    app.world_mut().write_message(HumanMove { turn, action });
}

fn link(app: &App) -> Link {
    app.world().resource::<Connection>().link()
}

fn problem(app: &App) -> Option<String> {
    let p = app.world().resource::<OnlineProblem>();
    p.0.as_ref().map(|p| p.key.to_string())
}

fn ticket(app: &App) -> Option<Ticket> {
    app.world().resource::<Seat>().ticket.clone()
}

/// A server whose room is on another of its processes sends the player
/// there (`route`): the game connects again with `?via=`, asks again
/// there, and after a drop comes back there, not to the first process.
#[test]
fn a_player_sent_to_the_room_s_process_joins_there_and_comes_back_there() {
    let (url, holder) = ("loop://route", "loop://route?via=10.0.0.2:8080");
    let code = hub(holder).lock().unwrap().friend_creates();
    // The first process's own answer never comes: it sends the player on.
    hub(url).lock().unwrap().hold();
    let mut app = online_app(url, None);
    ask(
        &mut app,
        Ask::Join {
            code: code.clone(),
            name: "Dana".into(),
        },
    );
    frames(&mut app, 3);
    let join = serde_json::json!({"type": "join", "code": code, "name": "Dana"});
    let route =
        serde_json::json!({"type": "route", "via": "10.0.0.2:8080", "again": join.to_string()});
    hub(url).lock().unwrap().say_to_all(&route.to_string());
    frames(&mut app, 3);
    let view = room(&app).unwrap();
    assert_eq!((view.code.as_str(), view.you), (code.as_str(), 1));
    assert!(view.seats.iter().all(|s| s.taken));
    // The connection breaks: the game comes back to the holder by itself.
    let h = hub(holder);
    let dana = *h.lock().unwrap().inboxes.keys().max().unwrap();
    h.lock().unwrap().drop_connection(dana);
    frames(&mut app, 60);
    assert_eq!(link(&app), Link::Open, "{:?}", problem(&app));
    assert_eq!(room(&app).unwrap().you, 1);
    assert!(h.lock().unwrap().friend_views().last().unwrap().seats[1].connected);
    assert_eq!(
        hub(url).lock().unwrap().inboxes.len(),
        1,
        "never back to the first"
    );
}

/// Dana's room for two (one round, no timer) opened on `url`: the app in
/// its lobby.
fn dana_s_lobby(url: &str) -> App {
    let mut app = online_app(url, None);
    ask(
        &mut app,
        Ask::Create {
            name: "Dana".into(),
            setup: room_for_two(),
        },
    );
    frames(&mut app, 4);
    app
}

/// A friends' room for two: one round, no timer.
fn room_for_two() -> RoomSetup {
    let rules = RuleSet {
        match_length: MatchLength::Rounds { rounds: 1 },
        turn_timer_secs: None,
        ..RuleSet::default()
    };
    RoomSetup {
        rules,
        seats: vec![SeatKind::Human, SeatKind::Human],
        stand_in: Level::Medium,
        rated: None,
        public: false,
        move_hours: None,
        event: None,
    }
}

/// A request made while the link is being made again is not lost: the
/// seat held is let go for the new room, and the request goes out on a
/// new link.
#[test]
fn a_room_asked_for_while_the_link_is_lost_is_opened() {
    let url = "loop://lost-then-create";
    let mut app = dana_s_lobby(url);
    let old = room(&app).unwrap().code;
    {
        let h = hub(url);
        let mut h = h.lock().unwrap();
        let dana = *h.inboxes.keys().max().unwrap();
        h.drop_connection(dana);
    }
    frames(&mut app, 1);
    assert!(matches!(link(&app), Link::Lost { .. }), "{:?}", link(&app));
    ask(
        &mut app,
        Ask::Create {
            name: "Dana".into(),
            setup: room_for_two(),
        },
    );
    frames(&mut app, 4);
    assert_eq!(link(&app), Link::Open, "{:?}", problem(&app));
    let view = room(&app).expect("the new room");
    assert_ne!(view.code, old);
    assert_eq!(ticket(&app).unwrap().code, view.code);
}

/// Each of `heard` is in an announcement a screen reader heard lately.
fn assert_heard(app: &App, heard: &[&str]) {
    let said: Vec<&str> = app
        .world()
        .resource::<tilemeld::game::access::Announcements>()
        .recent()
        .collect();
    for h in heard {
        assert!(said.iter().any(|s| s.contains(h)), "{h}: {said:?}");
    }
}

/// Dana's room for two, the friend in it and the match started: the app
/// at the table, with its hub.
fn at_an_online_table(url: &str) -> (App, Arc<Mutex<Hub>>) {
    let mut app = dana_s_lobby(url);
    let code = room(&app).unwrap().code;
    let h = hub(url);
    h.lock().unwrap().friend_joins(&code);
    frames(&mut app, 2);
    ask(&mut app, Ask::Start);
    frames(&mut app, 4);
    (app, h)
}

/// Two reactions within two seconds: the server refuses the second
/// (throttled). That refusal answers the reaction: a move waiting for the
/// server stays waiting, and no move is said to be refused.
#[test]
fn a_refused_reaction_leaves_a_move_waiting_for_the_server_alone() {
    let (mut app, _hub) = at_an_online_table("loop://react-throttle");
    {
        let mut s = app.world_mut().resource_mut::<Session>();
        s.online_table_mut().unwrap().awaiting = true;
    }
    feedback(&mut app);
    for reaction in [Reaction::Hello, Reaction::Wow] {
        ask(&mut app, Ask::React(reaction));
        frames(&mut app, 2);
    }
    let told = feedback(&mut app);
    frames(&mut app, 2);
    let s = app.world().resource::<Session>();
    assert!(
        s.online_table().unwrap().awaiting,
        "the move waiting for the server was let go"
    );
    assert!(
        !told
            .iter()
            .any(|f| matches!(f, Feedback::TurnRefused { .. })),
        "{told:?}"
    );
    let heard = &app.world().resource::<Reactions>().heard;
    assert_eq!(heard.len(), 1, "the first reaction was heard: {heard:?}");
}

#[test]
fn an_online_table_follows_the_server_and_comes_back_after_a_drop() {
    let url = "loop://follows";
    let mut app = dana_s_lobby(url);
    let lobby = room(&app).unwrap();
    assert_eq!((lobby.phase, lobby.code.len()), (RoomPhase::Lobby, 6));
    assert!(!lobby.seats[1].taken);
    // The friend joins; the host starts.
    let h = hub(url);
    h.lock().unwrap().friend_joins(&lobby.code);
    frames(&mut app, 2);
    assert!(room(&app).unwrap().seats[1].taken);
    ask(&mut app, Ask::Start);
    frames(&mut app, 4);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Playing
    );

    let truth = |h: &Arc<Mutex<Hub>>| h.lock().unwrap().truth();
    let (mut friend_plays, mut own_draws, mut laid_out) = (0, 0, 0);
    for _ in 0..40 {
        let t = truth(&h);
        if t.round.is_over() {
            break;
        }
        let s = app.world().resource::<Session>();
        // The table and the player's own rack are the server's.
        assert_eq!(s.game.round.table, t.round.table);
        let mut mine = s.game.round.seats[0].rack.clone();
        let mut real = t.round.seats[0].rack.clone();
        mine.sort();
        real.sort();
        assert_eq!(mine, real);
        assert_eq!(
            s.game.round.seats[1].rack.len(),
            t.round.seats[1].rack.len()
        );
        assert_eq!(s.online_table().unwrap().seq, t.log.len() as u32);
        if t.round.current == 1 {
            assert_eq!(
                s.phase,
                Phase::Computer,
                "the friend's turn is played elsewhere"
            );
            if let Intent::Play { .. } = h.lock().unwrap().friend_moves() {
                friend_plays += 1;
                // Laid out tile by tile before the table takes the view.
                let mut saw = false;
                for _ in 0..200 {
                    app.update();
                    saw |= app.world().resource::<Playback>().is_playing();
                    if !app.world().resource::<Playback>().is_playing() && saw {
                        break;
                    }
                }
                laid_out += usize::from(saw);
            }
            frames(&mut app, 3);
        } else {
            assert_eq!(s.phase, Phase::Human);
            feedback(&mut app);
            command(&mut app, TurnCommand::Draw);
            let mut told = feedback(&mut app);
            for _ in 0..3 {
                app.update();
                told.extend(feedback(&mut app));
            }
            own_draws += 1;
            assert!(
                told.iter()
                    .any(|f| matches!(f, Feedback::Drew { seat: 0, tiles: 1 })),
                "{told:?}"
            );
        }
    }
    assert!(
        friend_plays >= 2 && laid_out == friend_plays,
        "{friend_plays} plays, {laid_out} laid out"
    );
    assert!(own_draws >= 2);

    // A move the server refuses is told, and the turn is the player's again.
    while truth(&h).round.current != 0 {
        h.lock().unwrap().friend_moves();
        frames(&mut app, 120);
    }
    frames(&mut app, 3);
    // While a move is on its way, nothing on the table moves and Done and
    // the pool are off (a slow server: its answer is held).
    h.lock().unwrap().hold();
    let before = app.world().resource::<Session>().draft.clone();
    human_moves(&mut app, Action::Draw);
    frames(&mut app, 1);
    assert!(
        app.world()
            .resource::<Session>()
            .online_table()
            .unwrap()
            .awaiting,
        "the move is on its way"
    );
    let tile = before.rack[0];
    app.world_mut().write_message(DropTiles::to(
        vec![tile],
        DropTarget::NewSet { after: None },
    ));
    frames(&mut app, 2);
    let s = app.world().resource::<Session>();
    assert_eq!(
        s.draft, before,
        "a tile moved while the move was on its way"
    );
    assert!(!human_may_act(s, app.world().resource::<Playback>()));
    h.lock().unwrap().release();
    frames(&mut app, 120);
    while truth(&h).round.current != 0 {
        h.lock().unwrap().friend_moves();
        frames(&mut app, 120);
    }
    frames(&mut app, 3);
    let lone = {
        let t = truth(&h);
        let mut table = t.round.table.clone();
        table.push(vec![t.round.seats[0].rack[0]]);
        table
    };
    human_moves(&mut app, Action::Play { table: lone });
    frames(&mut app, 3);
    assert!(
        feedback(&mut app)
            .iter()
            .any(|f| matches!(f, Feedback::TurnRefused { .. }))
    );
    let s = app.world().resource::<Session>();
    assert!(s.may_act(), "the refused turn is the player's again");
    let seq = s.online_table().unwrap().seq;
    assert_eq!(seq, truth(&h).log.len() as u32, "nothing changed");
    command(&mut app, TurnCommand::Draw);
    frames(&mut app, 3);
    assert_eq!(truth(&h).round.current, 1);

    // The connection drops: the banner's state, then back to the same seat.
    {
        let mut h = h.lock().unwrap();
        let friend = h.friend.as_ref().unwrap().0;
        let mine = *h.inboxes.keys().filter(|&&id| id != friend).max().unwrap();
        h.drop_connection(mine);
    }
    frames(&mut app, 1);
    assert_eq!(link(&app), Link::Lost { attempts: 0 });
    // Away past the grace period: the friend moves, then a computer plays
    // the player's turn; back at the table the player is told so.
    {
        let mut h = h.lock().unwrap();
        h.friend_moves();
        h.now += GRACE_MS + 1_000;
        h.tick();
    }
    assert_eq!(truth(&h).round.current, 1, "the stand-in played seat 0");
    let mut told = Vec::new();
    for _ in 0..60 {
        app.update();
        told.extend(feedback(&mut app));
    }
    assert_eq!(link(&app), Link::Open);
    assert_eq!(ticket(&app).unwrap().seat, 0);
    assert!(
        told.iter()
            .any(|f| matches!(f, Feedback::WhileAway { turns: 1, .. })),
        "{told:?}"
    );
    // A screen reader heard the link go, come back, and what was done meanwhile.
    assert_heard(
        &app,
        &[
            "Connection lost.",
            "Connected again.",
            "While you were away",
        ],
    );
    frames(&mut app, 120);
    let s = app.world().resource::<Session>();
    assert_eq!(s.online_table().unwrap().seq, truth(&h).log.len() as u32);
    assert_eq!(s.game.round.table, truth(&h).round.table);

    // Leaving the table leaves the room: a computer plays the seat at once,
    // and the seat is not taken again on the next start.
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    frames(&mut app, 2);
    let seen = h.lock().unwrap().friend_views();
    let seat = &seen.last().unwrap().seats[0];
    assert!(
        seat.stand_in && !seat.connected,
        "seat 0 left for good: {seat:?}"
    );
    assert!(ticket(&app).is_none());
}

#[test]
fn a_quick_match_makes_a_player_kept_on_disk_a_watcher_sees_no_rack_and_a_seat_stepped_away_from_is_kept()
 {
    let url = "loop://quick";
    let (store, _dir) = super::saving::temp_store("online-quick");
    let mut app = online_app(url, Some(store.clone()));
    let wanted = Wanted {
        rules: "modern".into(),
        seats: 2,
        pace: Pace::Live,
    };
    ask(
        &mut app,
        Ask::Quick {
            name: "Ann".into(),
            wanted: wanted.clone(),
            wait_secs: 60,
        },
    );
    frames(&mut app, 4);
    let id = {
        let w = app.world();
        let card = w.resource::<Players>().on(url).expect("a new player");
        assert_eq!(card.name, "Ann");
        assert!(card.recovery.as_ref().is_some_and(|c| c.len() >= 16));
        assert_eq!(*w.resource::<Identity>(), Identity::SignedIn);
        let wait = w.resource::<QuickWait>().0.clone();
        assert_eq!(wait.unwrap().fill_in, Some(60.0));
        card.id.clone()
    };
    let Loaded::Ok(kept) = store.load::<Vec<PlayerCard>>(Doc::OnlinePlayer) else {
        panic!("the player is kept on disk");
    };
    assert_eq!(kept.len(), 1);
    assert_eq!(
        (kept[0].id.as_str(), kept[0].server.as_str()),
        (id.as_str(), url)
    );

    // A stranger asks for the same table: both are dealt in at once.
    let h = hub(url);
    h.lock().unwrap().stranger_quick("Bo", &wanted);
    frames(&mut app, 4);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Playing
    );
    let names: Vec<String> = super::session(&app)
        .seats
        .iter()
        .map(|s| s.name.clone())
        .collect();
    assert_eq!(names, ["Ann", "Bo"]);
    assert!(app.world().resource::<QuickWait>().0.is_none());

    // The stranger's reaction is heard; muted, the next one is not.
    h.lock().unwrap().friend_reacts("good_luck");
    frames(&mut app, 2);
    let heard = std::mem::take(&mut app.world_mut().resource_mut::<Reactions>().heard);
    assert_eq!(
        heard,
        [Heard {
            seat: 1,
            reaction: Reaction::GoodLuck
        }]
    );
    app.world_mut().resource_mut::<Reactions>().mute(1, true);
    h.lock().unwrap().now += 3_000;
    h.lock().unwrap().friend_reacts("wow");
    frames(&mut app, 2);
    assert!(app.world().resource::<Reactions>().heard.is_empty());

    // A watcher: the table and every seat's count, no rack, no seat of theirs.
    let code = h
        .lock()
        .unwrap()
        .friend_views()
        .last()
        .unwrap()
        .code
        .clone();
    let mut watcher = online_app(url, None);
    ask(&mut watcher, Ask::Watch(code.clone()));
    frames(&mut watcher, 5);
    let seen = super::session(&watcher);
    assert_eq!(seen.viewer(), None);
    assert!(seen.online_table().unwrap().watching);
    let truth = h.lock().unwrap().truth();
    assert_eq!(seen.game.round.table, truth.round.table);
    for (s, t) in seen.game.round.seats.iter().zip(&truth.round.seats) {
        assert_eq!(s.rack.len(), t.rack.len());
    }
    assert!(room(&watcher).unwrap().rack.is_empty());

    // Ann steps away: the connection closes, the seat is kept (here and on
    // the server), and it is listed in her games, whose ticket brings her
    // back to it.
    ask(&mut app, Ask::StepAway);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    frames(&mut app, 2);
    assert!(app.world().resource::<Seat>().away);
    assert_eq!(link(&app), Link::Offline);
    assert_eq!(ticket(&app).unwrap().code, code, "the seat is kept");
    ask(&mut app, Ask::MyGames { name: "Ann".into() });
    frames(&mut app, 5);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Title,
        "listing her games does not take the seat back"
    );
    let games = app.world().resource::<Lists>().my_games.clone().unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!((games[0].code.as_str(), games[0].seat), (code.as_str(), 0));
    assert_eq!(
        *app.world().resource::<Identity>(),
        Identity::SignedIn,
        "signed in again on the new connection"
    );
    let ticket = Ticket {
        server: url.into(),
        code: code.clone(),
        seat: 0,
        token: games[0].token.clone(),
    };
    ask(&mut app, Ask::Resume(ticket));
    frames(&mut app, 4);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Playing
    );
    assert_eq!(super::session(&app).online_table().unwrap().code, code);
}

/// "Check this deal" as a seat sees a match: the commitment seen when it
/// began and the racks seen dealt, checked against what is revealed at
/// the end; a reveal or a rack that does not match says so.
#[test]
fn a_deal_seen_from_a_seat_is_checked_at_the_match_s_end() {
    use tilemeld::game::online::deal_check::{DealSeen, DealVerdict};
    use tilemeld::online::Room;
    use tilemeld::online::fair::DealProblem;
    use tilemeld::online::protocol::{Intent, RoomPhase, RoomSetup, SeatKind};
    let rules = RuleSet {
        match_length: MatchLength::Rounds { rounds: 2 },
        ..RuleSet::default()
    };
    let setup = RoomSetup {
        rules,
        seats: vec![SeatKind::Human, SeatKind::Human],
        stand_in: Level::Medium,
        rated: Some("modern".into()),
        public: true,
        move_hours: None,
        event: None,
    };
    let mut room = Room::new("DEALOK".into(), setup, "Ann", "t-ann".into()).unwrap();
    room.join("Bo", "t-bo".into()).unwrap();
    room.start(0, 42, "pepper".into(), 0).unwrap();
    let mut seen = DealSeen::default();
    let mut moves = 0;
    while room.phase() != RoomPhase::MatchOver {
        seen.note(&room.view(1, moves));
        let g = room.game.as_ref().unwrap();
        let seq = g.game.log.len() as u32;
        if room.phase() == RoomPhase::RoundOver {
            room.act(0, seq, Intent::NextRound, moves).unwrap();
        } else {
            let seat = g.game.round.current;
            let intent = match choose_turn(&g.game.round, Level::Greedy, moves).action {
                Action::Play { table } => Intent::Play { table },
                _ => Intent::Draw,
            };
            room.act(seat, seq, intent, moves).unwrap();
        }
        moves += 1;
        assert!(moves < 3_000);
    }
    let end = room.view(1, moves);
    seen.note(&end);
    assert_eq!(seen.check(&end), Some(DealVerdict::Fair { rounds: 2 }));
    // A reveal that is not the seed committed to.
    let mut lie = end.clone();
    lie.reveal.as_mut().unwrap().seed += 1;
    assert_eq!(
        seen.check(&lie),
        Some(DealVerdict::Unfair(DealProblem::Commitment))
    );
    // A commitment other than the one seen when the match began: not this
    // match's to check.
    let mut other = end.clone();
    other.commitment = Some("0".repeat(64));
    assert_eq!(seen.check(&other), None);
    // A rack seen that the seed does not deal.
    let mut fresh = DealSeen::default();
    let mut dealt = room.view(1, moves);
    dealt.phase = RoomPhase::Playing;
    dealt.turns = 0;
    dealt.round = 0;
    dealt.rack.swap_remove(0);
    fresh.note(&dealt);
    assert_eq!(
        fresh.check(&end),
        Some(DealVerdict::Unfair(DealProblem::Rack { round: 0 }))
    );
}
