//! The seat held in a room: its ticket (kept on disk, so a reload or a
//! dropped connection comes back to it by itself), and what a computer
//! played there while the player was away.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::connection::{Connection, FromServer, LinkEvent, ToServer};
use super::room::RoomShown;
use crate::game::persist::Storage;
use crate::game::persist::storage::Doc;
use crate::game::state::{Menu, Screen};
use crate::online::protocol::{ErrorCode, ServerError, ServerMsg, WhileAway};
use crate::online::{ClientMsg, RoomPhase};

/// A seat held in a room: what it takes to come back to it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ticket {
    pub server: String,
    pub code: String,
    pub seat: usize,
    pub token: String,
}

impl Ticket {
    pub(super) fn resume(&self) -> ClientMsg {
        ClientMsg::Resume {
            code: self.code.clone(),
            token: self.token.clone(),
        }
    }
}

/// The seat this device holds, if any.
#[derive(Resource, Debug, Default)]
pub struct Seat {
    pub ticket: Option<Ticket>,
    /// Stepped away from: the link closed and the seat kept on the server
    /// (Play online offers to go back to it).
    pub away: bool,
}

impl Seat {
    /// A seat held and played here now (not stepped away from).
    pub fn played(&self) -> bool {
        self.ticket.is_some() && !self.away
    }
}

/// A resume on its way: its refusal says the seat held is gone. (A late
/// refusal, after the seat was taken back or another taken, does not.)
#[derive(Resource, Debug, Default)]
pub struct Resuming(pub bool);

/// What a computer played in this seat while the player was away, to tell
/// once back at the table.
#[derive(Resource, Debug, Default)]
pub struct WhileAwayNews(pub Option<WhileAway>);

/// Keeps the seat by what the server says; a new connection takes the
/// seat back first (after signing in).
pub(super) fn follow(
    mut from: MessageReader<FromServer>,
    mut links: MessageReader<LinkEvent>,
    conn: Res<Connection>,
    mut seat: ResMut<Seat>,
    mut room: ResMut<RoomShown>,
    mut news: ResMut<WhileAwayNews>,
    mut resuming: ResMut<Resuming>,
    mut to: MessageWriter<ToServer>,
) {
    for FromServer(msg) in from.read() {
        match msg {
            ServerMsg::Welcome {
                code,
                seat: number,
                token,
                while_away,
            } => {
                news.0 = *while_away;
                resuming.0 = false;
                seat.away = false;
                seat.ticket = Some(Ticket {
                    server: conn.server().to_string(),
                    code: code.clone(),
                    seat: *number,
                    token: token.clone(),
                });
            }
            ServerMsg::Room(_) => resuming.0 = false,
            ServerMsg::Error(e) if lost_seat(e, resuming.0) => {
                resuming.0 = false;
                info!("the seat is let go: {e}");
                RoomShown::forget(&mut room);
                to.write(ToServer::HangUp);
                if e.code == ErrorCode::Replaced {
                    // Played elsewhere (another tab keeps the same ticket
                    // on disk): the copy on disk stays theirs.
                    seat.bypass_change_detection().ticket = None;
                } else {
                    seat.ticket = None;
                }
            }
            _ => {}
        }
    }
    for event in links.read() {
        // A seat stepped away from waits for Play online's button.
        if *event == LinkEvent::Opened
            && let Some(ticket) = seat.ticket.as_ref().filter(|_| !seat.away)
        {
            to.write(ToServer::Greet(ticket.resume()));
            resuming.0 = true;
        }
    }
}

/// The seat is gone: the room left the server (asked for again), it is
/// played elsewhere, or the host took it away. No reconnecting.
fn lost_seat(e: &ServerError, resuming: bool) -> bool {
    (resuming && e.answers("resume") && e.code == ErrorCode::NoRoom)
        || matches!(e.code, ErrorCode::Replaced | ErrorCode::Removed)
}

pub(super) fn keep(storage: Option<Res<Storage>>, seat: Res<Seat>) {
    if !seat.is_changed() || seat.is_added() {
        return;
    }
    let Some(storage) = storage else { return };
    match &seat.ticket {
        Some(t) => {
            if let Err(e) = storage.0.save(Doc::OnlineSeat, t) {
                warn!("the seat could not be kept for a reload: {e}");
            }
        }
        None => storage.0.remove(Doc::OnlineSeat),
    }
}

/// A room in its lobby (a seat taken again after a reload) shows its lobby
/// over the title.
pub(super) fn show_lobby(
    room: Res<RoomShown>,
    screen: Res<State<Screen>>,
    menu: Res<State<Menu>>,
    mut next: ResMut<NextState<Menu>>,
) {
    if !room.is_changed() {
        return;
    }
    let lobby = room
        .view
        .as_ref()
        .is_some_and(|v| v.phase == RoomPhase::Lobby);
    if lobby && *screen.get() == Screen::Title && *menu.get() != Menu::Online {
        next.set(Menu::Online);
    }
}
