//! An online room's match as its seat holds it on the table: the room, the
//! seat, how far the server has got, and whether a move is on its way.

use crate::online::{RoomView, SeatKind as Room};

/// The table of an online room. The game here is the seat's shadow of the
/// server's match ([`crate::online::shadow`]).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct OnlineTable {
    pub code: String,
    pub you: usize,
    /// A watcher's table: no seat is theirs.
    pub watching: bool,
    /// Moves the server has made in the match: every move sent carries it.
    pub seq: u32,
    /// A move is on its way to the server: the turn waits for its answer.
    pub awaiting: bool,
    /// What each seat is now ("online", "away", a computer standing in),
    /// as catalog keys.
    pub tags: Vec<&'static str>,
}

impl OnlineTable {
    pub fn new(view: &RoomView) -> OnlineTable {
        OnlineTable {
            code: view.code.clone(),
            you: view.you,
            watching: view.watching,
            seq: view.seq,
            tags: seat_tags(view),
            ..OnlineTable::default()
        }
    }

    /// The seat this table is played from (none when watching).
    pub fn own_seat(&self) -> Option<usize> {
        (!self.watching).then_some(self.you)
    }
}

/// What each seat of a room is now, as the seats panel shows it: a
/// catalog key each.
pub fn seat_tags(view: &RoomView) -> Vec<&'static str> {
    view.seats
        .iter()
        .map(|s| match s.kind {
            // The name says which computer.
            Room::Computer { .. } => "online-tag-computer",
            Room::Human if s.stand_in => "online-tag-stand-in",
            Room::Human if !s.connected => "online-tag-away",
            Room::Human => "online-tag-online",
        })
        .collect()
}
