//! The connection to a server, as a pipe. This module alone owns the
//! transport, the link's state, the backoff and the one outgoing buffer.
//! [`receive`] turns each incoming frame into a [`FromServer`] message and
//! each change of the link into a [`LinkEvent`]; [`send`] takes the
//! [`ToServer`] messages in the order written and writes them when the
//! link is open, greetings (signing in, taking the seat back) first.

use bevy::prelude::*;

use super::socket::{Connector, SocketEvent, Transport, connect_socket};
use crate::online::ClientMsg;
use crate::online::protocol::ServerMsg;

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

/// A message from the server.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct FromServer(pub ServerMsg);

/// What the connection is asked to do, in the order written.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum ToServer {
    /// A request, sent once the link is open (opening it if closed).
    Send(ClientMsg),
    /// What a new connection says first, in answer to
    /// [`LinkEvent::Opened`]: it goes before what waits, and replaces the
    /// same message waiting there.
    Greet(ClientMsg),
    /// Opens the link if it is closed: the greetings say what to say.
    Open,
    /// Closes the link after sending what is written before this; nothing
    /// is tried again.
    HangUp,
    /// Plays on another server from now on (closing the link to the old).
    SwitchTo(String),
}

/// A change of the link that the rest of online play follows.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum LinkEvent {
    Opened,
    /// Gone by the network (or never came), with why as the network says
    /// it. A link held (a seat, a game watched) is tried again.
    Closed {
        why: String,
    },
    /// The server sent the connection to the process holding its room:
    /// what the old connection was (signed in, waiting) is gone.
    Moved,
}

#[derive(Resource)]
pub struct Connection {
    connector: Connector,
    transport: Option<Box<dyn Transport>>,
    /// The server's WebSocket address.
    server: String,
    /// The process of the server that holds the room, as it said to reach
    /// it (`?via=`), while at that room.
    via: Option<String>,
    link: Link,
    greetings: Vec<ClientMsg>,
    outgoing: Vec<ClientMsg>,
    retry_in: f32,
    /// Whether a lost link is made again: a seat held or a game watched.
    hold: bool,
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

impl Default for Connection {
    fn default() -> Self {
        Connection::new(connect_socket, default_server())
    }
}

impl Connection {
    pub fn new(connector: Connector, server: impl Into<String>) -> Connection {
        Connection {
            connector,
            transport: None,
            server: server.into(),
            via: None,
            link: Link::Offline,
            greetings: Vec::new(),
            outgoing: Vec::new(),
            retry_in: 0.0,
            hold: false,
        }
    }

    pub fn server(&self) -> &str {
        &self.server
    }

    pub fn link(&self) -> Link {
        self.link
    }

    /// Whether a lost link is to be made again.
    pub(super) fn hold(&mut self, hold: bool) {
        if self.hold != hold {
            self.hold = hold;
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

    fn take(&mut self, order: &ToServer) {
        match order {
            ToServer::Send(msg) => {
                self.outgoing.push(msg.clone());
                if self.transport.is_none() {
                    self.open();
                }
            }
            ToServer::Greet(msg) => {
                self.outgoing.retain(|m| m != msg);
                self.greetings.push(msg.clone());
            }
            ToServer::Open if self.transport.is_none() => self.open(),
            ToServer::Open => {}
            ToServer::HangUp => {
                self.flush();
                self.hang_up();
            }
            ToServer::SwitchTo(server) if *server != self.server => {
                self.hang_up();
                self.server = server.clone();
            }
            ToServer::SwitchTo(_) => {}
        }
    }

    fn hang_up(&mut self) {
        self.transport = None;
        self.via = None;
        self.link = Link::Offline;
        self.greetings.clear();
        self.outgoing.clear();
    }

    /// Gone by the network: tried again if held (decided once the frame's
    /// messages are followed, see [`send`]).
    fn lost(&mut self, why: String) -> LinkEvent {
        if self.link != Link::Open {
            // The process asked for cannot be reached (gone): the next try
            // goes wherever the proxy sends it.
            self.via = None;
        }
        self.transport = None;
        self.greetings.clear();
        let attempts = match self.link {
            Link::Lost { attempts } => attempts + 1,
            _ => 0,
        };
        self.link = Link::Lost { attempts };
        self.retry_in = backoff(attempts);
        LinkEvent::Closed { why }
    }

    /// The room asked for is played by another process: the connection is
    /// made again through it, and what was asked asked again there.
    fn route(&mut self, via: String, again: &str) -> LinkEvent {
        self.via = Some(via);
        self.transport = None;
        self.greetings.clear();
        match serde_json::from_str::<ClientMsg>(again) {
            Ok(msg) => self.outgoing.insert(0, msg),
            Err(e) => warn!("the server asked to send again what is not a message: {e}"),
        }
        self.link = Link::Connecting;
        self.open();
        LinkEvent::Moved
    }

    fn retry(&mut self, dt: f32) {
        if self.transport.is_none() && matches!(self.link, Link::Lost { .. }) {
            self.retry_in -= dt;
            if self.retry_in <= 0.0 {
                self.open();
            }
        }
    }

    /// Writes what waits, greetings first, when the link is open.
    fn flush(&mut self) {
        if self.link != Link::Open {
            return;
        }
        let Some(t) = &self.transport else { return };
        for msg in self.greetings.drain(..).chain(self.outgoing.drain(..)) {
            if let Ok(text) = serde_json::to_string(&msg) {
                t.send(text);
            }
        }
    }
}

/// Reads what came in: each frame becomes a message; a route is followed
/// here. Reconnects when due.
pub(super) fn receive(
    time: Res<Time>,
    mut conn: ResMut<Connection>,
    mut from: MessageWriter<FromServer>,
    mut events: MessageWriter<LinkEvent>,
) {
    while let Some(event) = conn.transport.as_ref().and_then(|t| t.poll()) {
        match event {
            SocketEvent::Opened => {
                conn.link = Link::Open;
                events.write(LinkEvent::Opened);
            }
            SocketEvent::Text(text) => match serde_json::from_str::<ServerMsg>(&text) {
                Ok(ServerMsg::Route { via, again }) => {
                    events.write(conn.route(via, &again));
                }
                Ok(msg) => {
                    from.write(FromServer(msg));
                }
                Err(e) => warn!("a message from the server that is not one: {e}"),
            },
            SocketEvent::Closed(why) => {
                events.write(conn.lost(why));
            }
        }
    }
    conn.retry(time.delta_secs());
}

/// Lets a lost link nobody holds go (a seat or a game watched may have
/// come in the same frame as the loss, so this waits for the frame's
/// messages to be followed); then takes what was written for the server,
/// in order, and sends what the open link can.
pub(super) fn send(mut conn: ResMut<Connection>, mut to: MessageReader<ToServer>) {
    if !conn.hold && matches!(conn.link, Link::Lost { .. }) {
        conn.hang_up();
    }
    for order in to.read() {
        conn.take(order);
    }
    conn.flush();
}
