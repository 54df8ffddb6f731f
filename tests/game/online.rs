//! The online client's table against a room in this process (the server's
//! own room machine, over a loopback transport): the lobby, the start, the
//! other player's play laid out and then equal to the server's table, the
//! player's own draw and a refused move, and a dropped connection that
//! comes back to the same seat by itself; leaving the table leaves the room.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

use bevy::prelude::*;
use tilemeld::ai::{Level, choose_turn};
use tilemeld::game::messages::{Feedback, TurnCommand};
use tilemeld::game::online::{Link, Online, SocketEvent, Transport};
use tilemeld::game::play::playback::Playback;
use tilemeld::game::session::{Phase, Session};
use tilemeld::game::state::Screen;
use tilemeld::online::protocol::decode_client;
use tilemeld::online::{
    ClientMsg, Intent, Room, RoomPhase, RoomSetup, SeatKind, ServerError, ServerMsg,
};
use tilemeld::rules::{Action, MatchLength, RuleSet};

use super::{command, feedback, headless_app};

/// A room and the connections to it, as the real server would hold them.
#[derive(Default)]
struct Hub {
    room: Option<Room>,
    conns: Vec<(Option<usize>, Inbox)>,
    now: u64,
}

type Inbox = Arc<Mutex<Vec<SocketEvent>>>;

static HUBS: LazyLock<Mutex<HashMap<String, Arc<Mutex<Hub>>>>> = LazyLock::new(Mutex::default);

fn hub(url: &str) -> Arc<Mutex<Hub>> {
    HUBS.lock().unwrap().entry(url.into()).or_default().clone()
}

struct Loop {
    hub: Arc<Mutex<Hub>>,
    index: usize,
    inbox: Inbox,
}

fn connect(url: &str) -> Box<dyn Transport> {
    let hub = hub(url);
    let inbox: Inbox = Arc::new(Mutex::new(vec![SocketEvent::Opened]));
    let index = {
        let mut h = hub.lock().unwrap();
        h.conns.push((None, inbox.clone()));
        h.conns.len() - 1
    };
    Box::new(Loop { hub, index, inbox })
}

impl Transport for Loop {
    fn send(&self, text: String) {
        let mut h = self.hub.lock().unwrap();
        if let Err(e) = h.handle(self.index, &text) {
            push(&self.inbox, &ServerMsg::Error(e));
        }
    }

    fn poll(&self) -> Option<SocketEvent> {
        let mut v = self.inbox.lock().unwrap();
        (!v.is_empty()).then(|| v.remove(0))
    }
}

fn push(inbox: &Inbox, msg: &ServerMsg) {
    let text = serde_json::to_string(msg).unwrap();
    inbox.lock().unwrap().push(SocketEvent::Text(text));
}

impl Hub {
    fn handle(&mut self, conn: usize, text: &str) -> Result<(), ServerError> {
        self.now += 100;
        let now = self.now;
        let seat = match decode_client(text)? {
            ClientMsg::Create { name, setup } => {
                self.room = Some(Room::new("KQMZTR".into(), setup, &name, "t0".into())?);
                Some(0)
            }
            ClientMsg::Resume { token, .. } => Some(self.room()?.check_token(&token)?),
            ClientMsg::Start { token } => {
                let room = self.room()?;
                let seat = room.check_token(&token)?;
                room.start(seat, 3, "salt".into(), now)?;
                None
            }
            ClientMsg::Act { token, seq, intent } => {
                let room = self.room()?;
                let seat = room.check_token(&token)?;
                room.act(seat, seq, intent, now)?;
                None
            }
            ClientMsg::Leave { token } => {
                let room = self.room()?;
                let seat = room.check_token(&token)?;
                room.leave(seat, now);
                self.conns[conn].0 = None;
                None
            }
            other => panic!("not used here: {other:?}"),
        };
        if let Some(seat) = seat {
            self.conns[conn].0 = Some(seat);
            let token = self.room()?.seats[seat].token.clone().unwrap();
            let welcome = ServerMsg::Welcome {
                code: "KQMZTR".into(),
                seat,
                token,
            };
            push(&self.conns[conn].1, &welcome);
        }
        self.broadcast();
        Ok(())
    }

    fn room(&mut self) -> Result<&mut Room, ServerError> {
        self.room
            .as_mut()
            .ok_or_else(|| ServerError::new(tilemeld::online::ErrorCode::NoRoom, "no room"))
    }

    fn broadcast(&self) {
        let Some(room) = &self.room else { return };
        for (seat, inbox) in &self.conns {
            if let Some(seat) = seat {
                push(
                    inbox,
                    &ServerMsg::Room(Box::new(room.view(*seat, self.now))),
                );
            }
        }
    }

    /// Seat 1 (the friend, played here) moves as Greedy would.
    fn friend_moves(&mut self) -> Intent {
        self.now += 100;
        let room = self.room.as_mut().unwrap();
        let g = &room.game.as_ref().unwrap().game;
        let seq = g.log.len() as u32;
        let intent = match choose_turn(&g.round, Level::Greedy, seq as u64).action {
            Action::Play { table } => Intent::Play { table },
            _ => Intent::Draw,
        };
        room.act(1, seq, intent.clone(), self.now).unwrap();
        self.broadcast();
        intent
    }
}

fn frames(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
    }
}

#[test]
fn an_online_table_follows_the_server_and_comes_back_after_a_drop() {
    let url = "loop://follows";
    let mut app = headless_app(None, None, 50.0);
    let mut online = Online::new(connect);
    online.server = url.into();
    let rules = RuleSet {
        match_length: MatchLength::Rounds { rounds: 1 },
        turn_timer_secs: None,
        ..RuleSet::default()
    };
    online.create(
        "Dana",
        RoomSetup {
            rules,
            seats: vec![SeatKind::Human, SeatKind::Human],
            stand_in: Level::Medium,
        },
    );
    app.insert_resource(online);
    frames(&mut app, 3);
    let lobby = app.world().resource::<Online>().view.clone().unwrap();
    assert_eq!(
        (lobby.phase, lobby.code.as_str()),
        (RoomPhase::Lobby, "KQMZTR")
    );
    assert!(!lobby.seats[1].taken);
    // The friend joins; the host starts.
    let h = hub(url);
    {
        let mut h = h.lock().unwrap();
        h.room.as_mut().unwrap().join("Ben", "t1".into()).unwrap();
        h.broadcast();
    }
    frames(&mut app, 2);
    assert!(
        app.world()
            .resource::<Online>()
            .view
            .as_ref()
            .unwrap()
            .seats[1]
            .taken
    );
    app.world_mut().resource_mut::<Online>().start();
    frames(&mut app, 4);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Playing
    );

    let truth = |h: &Arc<Mutex<Hub>>| h.lock().unwrap().room.clone().unwrap().game.unwrap().game;
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
        assert_eq!(s.online.as_ref().unwrap().seq, t.log.len() as u32);
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
    let lone = {
        let t = truth(&h);
        let mut table = t.round.table.clone();
        table.push(vec![t.round.seats[0].rack[0]]);
        table
    };
    {
        let mut world = app.world_mut();
        let mut s = world.resource_mut::<Session>();
        let o = s.online.as_mut().unwrap();
        o.outbox.push(Intent::Play { table: lone });
        o.awaiting = true;
        let _ = &mut world;
    }
    frames(&mut app, 3);
    assert!(
        feedback(&mut app)
            .iter()
            .any(|f| matches!(f, Feedback::TurnRefused(_)))
    );
    let s = app.world().resource::<Session>();
    assert!(s.may_move(), "the refused turn is the player's again");
    let seq = s.online.as_ref().unwrap().seq;
    assert_eq!(seq, truth(&h).log.len() as u32, "nothing changed");
    command(&mut app, TurnCommand::Draw);
    frames(&mut app, 3);
    assert_eq!(truth(&h).round.current, 1);

    // The connection drops: the banner's state, then back to the same seat.
    {
        let h = h.lock().unwrap();
        let (_, inbox) = h.conns.last().unwrap();
        inbox
            .lock()
            .unwrap()
            .push(SocketEvent::Closed("gone".into()));
    }
    frames(&mut app, 1);
    assert_eq!(
        app.world().resource::<Online>().link,
        Link::Lost { attempts: 0 }
    );
    h.lock().unwrap().friend_moves();
    frames(&mut app, 60);
    let online = app.world().resource::<Online>();
    assert_eq!(online.link, Link::Open);
    assert_eq!(online.ticket.as_ref().unwrap().seat, 0);
    frames(&mut app, 120);
    let s = app.world().resource::<Session>();
    assert_eq!(s.online.as_ref().unwrap().seq, truth(&h).log.len() as u32);
    assert_eq!(s.game.round.table, truth(&h).round.table);

    // Leaving the table leaves the room: a computer plays the seat at once,
    // and the seat is not taken again on the next start.
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    frames(&mut app, 2);
    let room = h.lock().unwrap().room.clone().unwrap();
    assert!(
        room.seats[0].left && room.stood_in(0, 0),
        "seat 0 left for good"
    );
    assert!(!app.world().resource::<Online>().seated());
}
