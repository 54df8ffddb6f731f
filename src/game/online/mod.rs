//! Online play, the client: one connection to a Tilemeld server, the seat
//! it holds in a room (kept on disk, so a reload or a dropped connection
//! comes back to it by itself), and the room as the server last showed it.
//! The table follows the server's views ([`table`]); the server judges
//! every move.
//!
//! The connection is a pipe ([`connection`]): each frame from the server
//! becomes a [`FromServer`] message, and whatever is to be sent is written
//! as a [`ToServer`] message. The state is kept by concern, each resource
//! by its own system reading those messages: the seat ([`Seat`]), the room
//! shown ([`RoomShown`]), who plays ([`Players`], [`Identity`]), the quick
//! match waited for ([`QuickWait`]), the game watched ([`Watched`]), the
//! lists ([`Lists`]), reactions ([`Reactions`]) and what went wrong
//! ([`OnlineProblem`]). What the player asks comes as an [`Ask`]; a
//! frame runs: receive, follow, ask, send ([`OnlineSystems`]).

mod ask;
pub mod connection;
pub mod deal_check;
pub mod lists;
pub mod player;
mod problem;
pub mod reactions;
mod requests;
mod room;
pub mod room_table;
mod seat;
mod socket;
pub mod table;
mod turn_title;
mod waiting;
mod watch;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::game::persist::Storage;
use crate::game::persist::storage::{Doc, Loaded};
use crate::game::session::Session;
use crate::game::state::Screen;

pub use ask::Ask;
pub use connection::{Connection, FromServer, Link, LinkEvent, ToServer, default_server};
use lists::Lists;
use player::{Identity, PlayerCard, Players};
pub use problem::{OnlineProblem, error_phrase};
use reactions::Reactions;
pub use room::RoomShown;
pub use seat::{Seat, Ticket, WhileAwayNews};
pub use socket::{Connector, Socket, SocketEvent, Transport};
pub use waiting::{QuickWait, Waiting};
pub use watch::Watched;

/// A frame of online play, in order.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OnlineSystems {
    /// The connection's frames become messages.
    Receive,
    /// Each concern follows what came.
    Follow,
    /// What the player asked.
    Ask,
    /// What was written goes out.
    Send,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Connection>()
        .init_resource::<Seat>()
        .init_resource::<RoomShown>()
        .init_resource::<WhileAwayNews>()
        .init_resource::<seat::Resuming>()
        .init_resource::<Players>()
        .init_resource::<Identity>()
        .init_resource::<QuickWait>()
        .init_resource::<Watched>()
        .init_resource::<Lists>()
        .init_resource::<Reactions>()
        .init_resource::<OnlineProblem>()
        .add_message::<FromServer>()
        .add_message::<ToServer>()
        .add_message::<LinkEvent>()
        .add_message::<Ask>()
        .configure_sets(
            Update,
            (
                OnlineSystems::Receive,
                OnlineSystems::Follow,
                OnlineSystems::Ask,
                OnlineSystems::Send,
            )
                .chain(),
        )
        .add_systems(Startup, (player::load, resume_saved_seat).chain())
        .add_systems(
            Update,
            (
                connection::receive.in_set(OnlineSystems::Receive),
                // The player signs in before the seat is taken back.
                (
                    player::follow,
                    room::follow,
                    seat::follow,
                    watch::follow,
                    waiting::follow,
                    lists::follow,
                    reactions::follow,
                    problem::follow,
                )
                    .chain()
                    .in_set(OnlineSystems::Follow),
                (requests::answer, hold_link)
                    .chain()
                    .in_set(OnlineSystems::Ask),
                connection::send.in_set(OnlineSystems::Send),
                (seat::keep, player::keep, seat::show_lobby).after(OnlineSystems::Send),
            ),
        )
        .add_systems(OnExit(Screen::Playing), leave_room)
        .add_plugins((table::plugin, turn_title::plugin, deal_check::plugin));
}

/// A lost link is made again while a seat is played (not stepped away
/// from) or a game watched.
fn hold_link(seat: Res<Seat>, watched: Res<Watched>, mut conn: ResMut<Connection>) {
    let hold = seat.played() || watched.0.is_some();
    conn.bypass_change_detection().hold(hold);
}

/// Leaving an online table (Leave the game, Menu at a match's end) leaves
/// the room, or stops watching it; a seat stepped away from is kept.
fn leave_room(session: Option<Res<Session>>, mut asks: MessageWriter<Ask>) {
    if session.is_some_and(|s| s.online_table().is_some()) {
        asks.write(Ask::LeaveTable);
    }
}

/// A seat held when the game last ran is taken again.
fn resume_saved_seat(storage: Option<Res<Storage>>, mut asks: MessageWriter<Ask>) {
    let Some(storage) = storage else { return };
    match storage.0.load::<Ticket>(Doc::OnlineSeat) {
        Loaded::Ok(ticket) => {
            asks.write(Ask::Resume(ticket));
        }
        Loaded::Missing => {}
        Loaded::Bad { why, .. } => {
            warn!("{why:?}");
            storage.0.remove(Doc::OnlineSeat);
        }
    }
}

/// What the screens read of online play, and where they ask.
#[derive(SystemParam)]
pub struct OnlinePlay<'w> {
    pub conn: Res<'w, Connection>,
    pub seat: Res<'w, Seat>,
    pub room: Res<'w, RoomShown>,
    pub players: Res<'w, Players>,
    pub identity: Res<'w, Identity>,
    pub wait: Res<'w, QuickWait>,
    pub watched: Res<'w, Watched>,
    pub lists: Res<'w, Lists>,
    pub problem: Res<'w, OnlineProblem>,
    asks: MessageWriter<'w, Ask>,
}

impl OnlinePlay<'_> {
    pub fn ask(&mut self, ask: Ask) {
        self.asks.write(ask);
    }

    /// This device's player on the current server, if it has one.
    pub fn card(&self) -> Option<&PlayerCard> {
        self.players.on(self.conn.server())
    }

    /// A seat held but not played now (stepped away from): Play online
    /// offers to go back to it.
    pub fn away_from_seat(&self) -> bool {
        self.seat.ticket.is_some() && self.seat.away
    }

    /// Whether a table is followed: a seat held, or a game watched.
    pub fn at_table(&self) -> bool {
        self.seat.ticket.is_some() || self.watched.0.is_some()
    }
}
