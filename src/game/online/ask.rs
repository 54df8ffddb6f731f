//! What the player asks of online play (from the screens, the table, a
//! test), as a message; [`super::requests`] does what each asks.

use bevy::prelude::*;

use super::seat::Ticket;
use crate::online::matchmaking::Wanted;
use crate::online::protocol::{Intent, Reaction, RoomSetup};

#[derive(Message, Debug, Clone)]
pub enum Ask {
    /// Opens a room as its host (any seat held before is let go).
    Create {
        name: String,
        setup: RoomSetup,
    },
    Join {
        code: String,
        name: String,
    },
    /// Comes back to a seat held before (a reload, a restart, one of your
    /// games).
    Resume(Ticket),
    Start,
    Rematch,
    /// The host frees another player's seat in the lobby.
    Remove(usize),
    /// A move, about the game as it stood after `seq` moves.
    Act {
        seq: u32,
        intent: Intent,
    },
    /// Leaves the room for good: the server frees the seat (in the lobby)
    /// or has a computer play it (in a match), and it is not resumed.
    Leave,
    /// Steps away from the table: the connection closes and the seat is
    /// kept on the server (a computer stands in after the grace in a live
    /// game; a game over days just waits). Your games brings it back.
    StepAway,
    /// The table was left some other way (a match's end, Leave the game):
    /// the room is left, or the game watched let go; a seat stepped away
    /// from is kept.
    LeaveTable,
    /// Plays on another server from now on (natively, typed on Play
    /// online): what was held on the old one is let go here.
    SwitchServer(String),
    /// Waits for a table like `wanted`; computers fill it after
    /// `wait_secs`.
    Quick {
        name: String,
        wanted: Wanted,
        wait_secs: u32,
    },
    /// Stops waiting (a wait for a game over days outlives the connection
    /// on the server, so this is sent before any closing).
    Unqueue,
    /// Carries a player to this device by their recovery code.
    Recover(String),
    /// The public games being played.
    Games,
    /// This player's games (none without a player).
    MyGames {
        name: String,
    },
    Leaderboard {
        rules: String,
    },
    /// A player's latest rated games (this device's player's when none is
    /// named).
    RecentGames {
        player: Option<String>,
    },
    /// Watches a public game (any seat held is let go).
    Watch(String),
    /// Stops watching: the connection is closed, which the server reads
    /// as leaving.
    StopWatching,
    /// A reaction to the table, from the seat held.
    React(Reaction),
}
