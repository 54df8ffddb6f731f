//! What the server listed for the Play online screen (games to watch,
//! the player's own games, a leaderboard), a quick match being waited
//! for, and the reactions heard at the table.

use crate::online::matchmaking::Wanted;
use crate::online::protocol::{LeaderLine, MyGame, PublicGame, Reaction, RecentGame};

/// A quick match being waited for.
#[derive(Debug, Clone, PartialEq)]
pub struct Waiting {
    pub wanted: Wanted,
    /// Seconds waited so far.
    pub waited: f32,
    /// Seconds until computers fill the table, when the server has said.
    pub fill_in: Option<f32>,
}

/// The lists last received; `None` until asked and answered.
#[derive(Debug, Clone, Default)]
pub struct Lists {
    pub games: Option<Vec<PublicGame>>,
    pub my_games: Option<Vec<MyGame>>,
    pub leaderboard: Option<Board>,
    pub recent: Option<Played>,
}

/// A player's latest rated games, as received.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    pub player: String,
    pub name: String,
    pub games: Vec<RecentGame>,
}

/// A leaderboard as received.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    pub rules: String,
    pub players: Vec<LeaderLine>,
    pub you: Option<LeaderLine>,
}

/// A reaction from a seat, for the table to show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Heard {
    pub seat: usize,
    pub reaction: Reaction,
}
