//! Online play, the client: one connection to a Tilemeld server, the seat
//! it holds in a room (kept on disk, so a reload or a dropped connection
//! comes back to it by itself), and the room as the server last showed it.
//! The table follows the server's views ([`table`]); the server judges
//! every move.

pub mod deal_check;
mod errors;
pub mod lists;
mod matchmaking;
pub mod player;
pub mod room_table;
mod socket;
pub mod table;
mod turn_title;

use std::collections::BTreeSet;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::game::persist::Storage;
use crate::game::persist::storage::{Doc, Loaded};
use crate::game::session::Session;
use crate::game::state::{Menu, Screen};
use crate::i18n::Phrase;
use crate::online::ClientMsg;
use crate::online::protocol::{
    ErrorCode, Intent, RoomSetup, RoomView, ServerError, ServerMsg, WhileAway,
};

pub use errors::error_phrase;
use lists::{Heard, Lists, Waiting};
use player::{Identity, PlayerCard};
pub use socket::{Socket, SocketEvent};

/// A connection's two ends as the client sees them; the real one is a
/// [`Socket`], a test's may be a room in the same process.
pub trait Transport: Send + Sync {
    fn send(&self, text: String);
    fn poll(&self) -> Option<SocketEvent>;
}

impl Transport for Socket {
    fn send(&self, text: String) {
        Socket::send(self, text);
    }

    fn poll(&self) -> Option<SocketEvent> {
        Socket::poll(self)
    }
}

/// Opens a connection to a server address.
pub type Connector = fn(&str) -> Box<dyn Transport>;

fn connect_socket(url: &str) -> Box<dyn Transport> {
    Box::new(Socket::connect(url))
}

/// A seat held in a room: what it takes to come back to it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ticket {
    pub server: String,
    pub code: String,
    pub seat: usize,
    pub token: String,
}

/// The state of the connection, for the player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Link {
    Offline,
    Connecting,
    Open,
    /// Lost while holding a seat: trying again, this many times so far.
    Lost {
        attempts: u32,
    },
}

#[derive(Resource)]
pub struct Online {
    connector: Connector,
    transport: Option<Box<dyn Transport>>,
    /// The server's WebSocket address.
    pub server: String,
    /// The process of the server that holds the room, as it said to reach
    /// it (`?via=`), while at that room.
    via: Option<String>,
    pub link: Link,
    pub ticket: Option<Ticket>,
    /// The room as the server last showed it, and a count of the views.
    pub view: Option<RoomView>,
    pub version: u64,
    /// What went wrong, for the Play online screen (in the player's
    /// language when shown).
    pub problem: Option<Phrase>,
    /// Moves the server refused, for the table to tell.
    pub refusals: Vec<ServerError>,
    /// What a computer played in this seat while the player was away, to
    /// tell once back at the table.
    pub while_away: Option<WhileAway>,
    /// Who this device plays as (kept on disk), and whether this
    /// connection plays as them yet.
    /// One card per server played on.
    pub players: Vec<PlayerCard>,
    pub identity: Identity,
    /// A quick match being waited for.
    pub waiting: Option<Waiting>,
    /// The public game watched, by its code.
    pub watching: Option<String>,
    pub lists: Lists,
    /// Reactions heard at the table, not shown yet; and the seats muted.
    pub heard: Vec<Heard>,
    pub muted: BTreeSet<usize>,
    queue: Vec<ClientMsg>,
    resuming: bool,
    retry_in: f32,
    ticket_changed: bool,
    player_changed: bool,
    player_on_disk: bool,
}

/// Seconds before reconnecting, by attempt: quick at first, then every 8 s.
fn backoff(attempts: u32) -> f32 {
    [0.5, 1.0, 2.0, 4.0]
        .get(attempts as usize)
        .copied()
        .unwrap_or(8.0)
}

/// Where a server is by default: in a browser the page's own origin (the
/// server serves the game), natively `TILEMELD_SERVER` or this machine.
pub fn default_server() -> String {
    #[cfg(target_arch = "wasm32")]
    if let Some(loc) = web_sys::window().map(|w| w.location())
        && let (Ok(protocol), Ok(host)) = (loc.protocol(), loc.host())
    {
        let ws = if protocol == "https:" { "wss" } else { "ws" };
        return format!("{ws}://{host}/play");
    }
    std::env::var("TILEMELD_SERVER").unwrap_or_else(|_| "ws://127.0.0.1:8080/play".into())
}

/// `server` asking the proxy for the process `via`.
fn with_via(server: &str, via: &str) -> String {
    let join = if server.contains('?') { '&' } else { '?' };
    format!("{server}{join}via={via}")
}

impl Default for Online {
    fn default() -> Self {
        Online::new(connect_socket)
    }
}

impl Online {
    pub fn new(connector: Connector) -> Online {
        Online {
            connector,
            transport: None,
            server: default_server(),
            via: None,
            link: Link::Offline,
            ticket: None,
            view: None,
            version: 0,
            problem: None,
            refusals: Vec::new(),
            while_away: None,
            players: Vec::new(),
            identity: Identity::None,
            waiting: None,
            watching: None,
            lists: Lists::default(),
            heard: Vec::new(),
            muted: BTreeSet::new(),
            queue: Vec::new(),
            resuming: false,
            retry_in: 0.0,
            ticket_changed: false,
            player_changed: false,
            player_on_disk: true,
        }
    }

    fn open(&mut self) {
        let url = match &self.via {
            Some(via) => with_via(&self.server, via),
            None => self.server.clone(),
        };
        self.transport = Some((self.connector)(&url));
        if !matches!(self.link, Link::Lost { .. }) {
            self.link = Link::Connecting;
        }
    }

    fn request(&mut self, msg: ClientMsg) {
        self.problem = None;
        self.queue.push(msg);
        if self.transport.is_none() {
            self.open();
        }
    }

    /// Opens a room as its host (any seat held before is let go).
    pub fn create(&mut self, name: &str, setup: RoomSetup) {
        self.forget_seat();
        self.stop_watching();
        self.request(ClientMsg::Create {
            name: name.to_string(),
            setup,
        });
    }

    pub fn join(&mut self, code: &str, name: &str) {
        self.forget_seat();
        self.stop_watching();
        self.request(ClientMsg::Join {
            code: code.to_string(),
            name: name.to_string(),
        });
    }

    /// Comes back to a seat held before (a reload, a restart, one of your
    /// games).
    pub fn resume(&mut self, ticket: Ticket) {
        self.stop_watching();
        self.waiting = None;
        self.lists.my_games = None;
        if self.server != ticket.server {
            self.close_quietly();
        }
        self.server = ticket.server.clone();
        let resume = ClientMsg::Resume {
            code: ticket.code.clone(),
            token: ticket.token.clone(),
        };
        self.ticket = Some(ticket);
        self.ticket_changed = true;
        self.view = None;
        match (&self.transport, self.link) {
            // An open connection (Your games was asked through it) takes
            // the seat now; a new one does as it opens.
            (Some(_), Link::Open) => {
                self.resuming = true;
                self.request(resume);
            }
            (Some(_), _) => {}
            (None, _) => self.open(),
        }
    }

    pub fn start(&mut self) {
        if let Some(t) = &self.ticket {
            let token = t.token.clone();
            self.request(ClientMsg::Start { token });
        }
    }

    pub fn rematch(&mut self) {
        if let Some(t) = &self.ticket {
            let token = t.token.clone();
            self.request(ClientMsg::Rematch { token });
        }
    }

    /// The host frees another player's seat in the lobby.
    pub fn remove(&mut self, seat: usize) {
        if let Some(t) = &self.ticket {
            let token = t.token.clone();
            self.request(ClientMsg::Remove { token, seat });
        }
    }

    /// A move, about the game as it stood after `seq` moves.
    pub fn act(&mut self, seq: u32, intent: Intent) {
        if let Some(t) = &self.ticket {
            let token = t.token.clone();
            self.request(ClientMsg::Act { token, seq, intent });
        }
    }

    /// Leaves the room for good: the server frees the seat (in the lobby)
    /// or has a computer play it (in a match), and it is not resumed.
    pub fn leave(&mut self) {
        if let (Some(t), Some(transport), Link::Open) = (&self.ticket, &self.transport, self.link)
            && let Ok(text) = serde_json::to_string(&ClientMsg::Leave {
                token: t.token.clone(),
            })
        {
            transport.send(text);
        }
        self.disconnect();
    }

    /// Steps away from the table: the connection closes and the seat is
    /// kept on the server (a computer stands in after the grace in a live
    /// game; a game over days just waits). Your games brings it back.
    pub fn step_away(&mut self) {
        self.close_quietly();
        self.view = None;
    }

    /// Plays on another server from now on (natively, typed on Play
    /// online): what was held on the old one is let go here.
    pub fn switch_server(&mut self, server: String) {
        // A seat held keeps its ticket: the ticket names its own server.
        if server != self.server {
            self.watching = None;
            self.close_quietly();
            self.lists = Lists::default();
            self.server = server;
        }
    }

    /// A seat held but not played now (stepped away from): Play online
    /// offers to go back to it.
    pub fn away_from_seat(&self) -> bool {
        self.ticket.is_some() && self.link == Link::Offline
    }

    /// Lets go of the connection and of any seat held, telling nobody.
    fn disconnect(&mut self) {
        self.forget_seat();
        self.watching = None;
        self.close_quietly();
    }

    /// Closes the connection (what it held on the server lapses).
    fn close_quietly(&mut self) {
        self.transport = None;
        self.via = None;
        self.link = Link::Offline;
        self.queue.clear();
        self.identity = Identity::None;
        self.waiting = None;
    }

    fn forget_seat(&mut self) {
        self.via = None;
        if self.ticket.take().is_some() {
            self.ticket_changed = true;
        }
        self.view = None;
        self.refusals.clear();
        self.heard.clear();
        self.muted.clear();
    }

    /// Whether this device holds a seat in a room.
    pub fn seated(&self) -> bool {
        self.ticket.is_some()
    }

    /// Whether a table is followed: a seat held, or a game watched.
    pub fn at_table(&self) -> bool {
        self.seated() || self.watching.is_some()
    }

    /// Reads what came in, reconnects when due, sends what waits.
    pub fn pump(&mut self, dt: f32) {
        while let Some(event) = self.transport.as_ref().and_then(|t| t.poll()) {
            match event {
                SocketEvent::Opened => self.opened(),
                SocketEvent::Text(text) => match serde_json::from_str::<ServerMsg>(&text) {
                    Ok(msg) => self.receive(msg),
                    Err(e) => warn!("a message from the server that is not one: {e}"),
                },
                SocketEvent::Closed(why) => {
                    if self.link != Link::Open {
                        // The process asked for cannot be reached (gone):
                        // the next try goes wherever the proxy sends it.
                        self.via = None;
                    }
                    self.transport = None;
                    self.resuming = false;
                    self.identity = Identity::None;
                    // The server drops a live wait with its connection.
                    self.waiting = None;
                    if self.at_table() {
                        let attempts = match self.link {
                            Link::Lost { attempts } => attempts + 1,
                            _ => 0,
                        };
                        self.link = Link::Lost { attempts };
                        self.retry_in = backoff(attempts);
                    } else {
                        self.link = Link::Offline;
                        self.queue.clear();
                        if self.problem.is_none() {
                            self.problem = Some(Phrase::new("conn-no-server").with("why", why));
                        }
                    }
                }
            }
        }
        if let Some(w) = &mut self.waiting {
            w.waited += dt;
        }
        if self.transport.is_none() && matches!(self.link, Link::Lost { .. }) {
            self.retry_in -= dt;
            if self.retry_in <= 0.0 {
                self.open();
            }
        }
        self.flush();
    }

    /// Sends what waits, when the connection is open.
    fn flush(&mut self) {
        if self.link == Link::Open
            && let Some(t) = &self.transport
        {
            for msg in self.queue.drain(..) {
                if let Ok(text) = serde_json::to_string(&msg) {
                    t.send(text);
                }
            }
        }
    }

    /// A new connection: signs in, and comes back to the seat held or the
    /// game watched, before what waits to be sent.
    fn opened(&mut self) {
        self.link = Link::Open;
        let registering = matches!(
            self.queue.first(),
            Some(ClientMsg::Register { .. } | ClientMsg::Recover { .. })
        );
        let fresh = matches!(
            self.queue.first(),
            Some(ClientMsg::Create { .. } | ClientMsg::Join { .. })
        );
        if let (Some(t), false) = (&self.ticket, fresh) {
            let resume = ClientMsg::Resume {
                code: t.code.clone(),
                token: t.token.clone(),
            };
            self.resuming = true;
            self.queue.insert(0, resume);
        } else if let Some(code) = &self.watching
            && !matches!(self.queue.first(), Some(ClientMsg::Watch { .. }))
        {
            let watch = ClientMsg::Watch { code: code.clone() };
            self.queue.insert(0, watch);
        }
        if !registering && let Some(sign_in) = self.sign_in_message() {
            self.queue.insert(0, sign_in);
        }
    }

    /// The room asked for is played by another process: the connection is
    /// made again through it, and what was asked asked again there (a
    /// seat held is resumed on opening anyway).
    fn route(&mut self, via: String, again: &str) {
        self.via = Some(via);
        self.transport = None;
        self.resuming = false;
        self.identity = Identity::None;
        match serde_json::from_str::<ClientMsg>(again) {
            Ok(ClientMsg::Resume { .. }) if self.ticket.is_some() => {}
            Ok(msg) => self.queue.insert(0, msg),
            Err(e) => warn!("the server asked to send again what is not a message: {e}"),
        }
        self.open();
    }

    fn receive(&mut self, msg: ServerMsg) {
        if self.receive_reach(&msg) {
            return;
        }
        match msg {
            ServerMsg::Welcome {
                code,
                seat,
                token,
                while_away,
            } => {
                self.while_away = while_away;
                self.waiting = None;
                self.ticket = Some(Ticket {
                    server: self.server.clone(),
                    code,
                    seat,
                    token,
                });
                self.ticket_changed = true;
            }
            ServerMsg::Room(view) => {
                self.resuming = false;
                self.view = Some(*view);
                self.version += 1;
            }
            ServerMsg::Route { via, again } => self.route(via, &again),
            ServerMsg::Error(e) if self.refused_reach(&e) => {
                info!("the server refused who this device plays as: {e}");
            }
            ServerMsg::Error(e) if self.resuming && e.code == ErrorCode::NoRoom => {
                info!("the seat held before cannot be resumed: {e}");
                self.resuming = false;
                self.disconnect();
                self.problem = Some(Phrase::new("online-room-gone"));
            }
            ServerMsg::Error(e) if matches!(e.code, ErrorCode::Replaced | ErrorCode::Removed) => {
                // The seat is played elsewhere (another tab keeps the same
                // ticket on disk) or was taken away: no reconnecting.
                info!("the server let go of this seat: {e}");
                self.transport = None;
                self.link = Link::Offline;
                self.queue.clear();
                self.ticket = None;
                if e.code == ErrorCode::Removed {
                    self.ticket_changed = true;
                }
                self.view = None;
                self.problem = Some(error_phrase(e.code));
            }
            // A move refused: the table says so, and the turn is the
            // player's again.
            ServerMsg::Error(e) if e.answers("act") => {
                info!("the server refused a move: {e}");
                self.problem = Some(error_phrase(e.code));
                self.refusals.push(e);
            }
            ServerMsg::Error(e) if e.answers("react") => {
                info!("the server refused a reaction: {e}");
            }
            ServerMsg::Error(e) => {
                info!("the server refused a request: {e}");
                self.problem = Some(error_phrase(e.code));
            }
            // Answered by `receive_reach`.
            ServerMsg::Pong
            | ServerMsg::Player { .. }
            | ServerMsg::Queued { .. }
            | ServerMsg::Unqueued
            | ServerMsg::Reaction { .. }
            | ServerMsg::Games { .. }
            | ServerMsg::MyGames { .. }
            | ServerMsg::Leaderboard { .. }
            | ServerMsg::RecentGames { .. } => {}
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Online>()
        .add_systems(Startup, (load_player, resume_saved_seat).chain())
        .add_systems(Update, (pump, keep_ticket, keep_player, show_lobby).chain())
        .add_systems(OnExit(Screen::Playing), leave_room)
        .add_plugins((table::plugin, turn_title::plugin, deal_check::plugin));
}

fn pump(time: Res<Time>, mut online: ResMut<Online>) {
    online.pump(time.delta_secs());
}

/// A seat held when the game last ran is taken again.
fn resume_saved_seat(storage: Option<Res<Storage>>, mut online: ResMut<Online>) {
    let Some(storage) = storage else { return };
    match storage.0.load::<Ticket>(Doc::OnlineSeat) {
        Loaded::Ok(ticket) => online.resume(ticket),
        Loaded::Missing => {}
        Loaded::Bad { why, .. } => {
            warn!("{why:?}");
            storage.0.remove(Doc::OnlineSeat);
        }
    }
}

fn keep_ticket(storage: Option<Res<Storage>>, mut online: ResMut<Online>) {
    if !online.ticket_changed {
        return;
    }
    online.ticket_changed = false;
    let Some(storage) = storage else { return };
    match &online.ticket {
        Some(t) => {
            if let Err(e) = storage.0.save(Doc::OnlineSeat, t) {
                warn!("the seat could not be kept for a reload: {e}");
            }
        }
        None => storage.0.remove(Doc::OnlineSeat),
    }
}

/// Leaving an online table (Leave the game, Menu at a match's end) leaves
/// the room, or stops watching it; a seat stepped away from is kept.
fn leave_room(session: Option<Res<Session>>, mut online: ResMut<Online>) {
    if session.is_some_and(|s| s.online_table().is_some()) {
        if online.watching.is_some() {
            online.stop_watching();
        } else if !online.away_from_seat() {
            online.leave();
        }
    }
}

/// The player this device played as when the game last ran.
fn load_player(storage: Option<Res<Storage>>, mut online: ResMut<Online>) {
    let Some(storage) = storage else { return };
    match storage.0.load::<Vec<PlayerCard>>(Doc::OnlinePlayer) {
        Loaded::Ok(cards) => online.players = cards,
        Loaded::Missing => {}
        Loaded::Bad { why, kept_aside } => {
            warn!("{why:?}");
            // A copy that could not be set aside is not written over.
            online.player_on_disk = kept_aside;
        }
    }
}

fn keep_player(storage: Option<Res<Storage>>, mut online: ResMut<Online>) {
    if !online.player_changed {
        return;
    }
    online.player_changed = false;
    let Some(storage) = storage.filter(|_| online.player_on_disk) else {
        return;
    };
    let kept = if online.players.is_empty() {
        storage.0.remove(Doc::OnlinePlayer);
        Ok(())
    } else {
        storage.0.save(Doc::OnlinePlayer, &online.players)
    };
    if let Err(e) = kept {
        warn!("who you play as online could not be kept: {e}");
    }
}

/// A room in its lobby (a seat taken again after a reload) shows its lobby
/// over the title.
fn show_lobby(
    online: Res<Online>,
    screen: Res<State<Screen>>,
    menu: Res<State<Menu>>,
    mut next: ResMut<NextState<Menu>>,
    mut seen: Local<u64>,
) {
    if *seen == online.version {
        return;
    }
    *seen = online.version;
    let lobby = online
        .view
        .as_ref()
        .is_some_and(|v| v.phase == crate::online::RoomPhase::Lobby);
    if lobby && *screen.get() == Screen::Title && *menu.get() != Menu::Online {
        next.set(Menu::Online);
    }
}
