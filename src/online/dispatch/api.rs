//! What the server answers over plain HTTP, as JSON: a family's
//! leaderboard (the best 100, and a player's own rank), and a player's
//! recent rated games. Leaderboards are kept for a few seconds, and an
//! address asking too often is held back, so the store sees a bounded
//! number of these reads whatever clients do.

use serde_json::json;

use super::{ConnId, Dispatcher, err};
use crate::online::players::{PlayedGame, Ranked};
use crate::online::protocol::{ErrorCode, LeaderLine, ServerError, ServerMsg};
use crate::rules::Preset;

/// Players on a leaderboard.
pub const LEADERBOARD_SIZE: usize = 100;
/// Recent games of a player.
pub const RECENT_GAMES: usize = 20;
/// How long a leaderboard is answered from memory.
pub const LEADERBOARD_FRESH_MS: u64 = 10_000;

/// An answer to an HTTP request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ApiAnswer {
    Json(String),
    NotFound(String),
    Throttled,
    Failed(String),
}

impl Default for ApiAnswer {
    /// What a request gets when the server failed inside.
    fn default() -> ApiAnswer {
        ApiAnswer::Failed("the server failed to answer".into())
    }
}

fn leader_line(r: &Ranked) -> LeaderLine {
    LeaderLine {
        rank: r.rank,
        player: r.player.clone(),
        name: r.name.clone(),
        rating: r.rating.shown(),
        provisional: r.rating.provisional(),
        games: r.rating.games,
    }
}

/// A leaderboard as read: its family's key, the best players, and the
/// asking player's line.
type Board = (&'static str, Vec<LeaderLine>, Option<LeaderLine>);

fn game_view(g: &PlayedGame) -> serde_json::Value {
    json!({
        "room": g.code,
        "match": g.number,
        "family": g.family,
        "place": g.place,
        "left": g.left,
        "rating_before": g.change.before.shown(),
        "rating_after": g.change.after.shown(),
        "provisional": g.change.after.provisional(),
        "at": g.at,
    })
}

impl Dispatcher {
    /// A list read from the store for a connection (games, your games):
    /// counted with the HTTP lookups of its address.
    pub(super) fn looked_up(&mut self, id: ConnId, now: u64) -> Result<(), ServerError> {
        let address = self.conns[&id].address.clone();
        if self.lookups.take(&address, now) {
            Ok(())
        } else {
            Err(err(
                ErrorCode::Throttled,
                "too many lists asked for from your address; wait a moment",
            ))
        }
    }

    /// A family's leaderboard, and `player`'s own line when given.
    pub fn leaderboard(
        &mut self,
        family: &str,
        player: Option<&str>,
        address: &str,
        now: u64,
    ) -> ApiAnswer {
        if Preset::from_key(family).is_none() {
            return ApiAnswer::NotFound(format!("no rules family {family:?}"));
        }
        if !self.lookups.take(address, now) {
            return ApiAnswer::Throttled;
        }
        match self.board(family, player, now) {
            Ok((family, players, you)) => ApiAnswer::Json(
                json!({ "family": family, "players": players, "you": you }).to_string(),
            ),
            Err(e) => ApiAnswer::Failed(e.message),
        }
    }

    /// The leaderboard over a connection, with its player's rank.
    pub(super) fn send_leaderboard(
        &mut self,
        id: ConnId,
        rules: &str,
        now: u64,
    ) -> Result<(), ServerError> {
        if Preset::from_key(rules).is_none() {
            return Err(err(
                ErrorCode::BadMessage,
                format!("no rules family {rules:?}"),
            ));
        }
        self.looked_up(id, now)?;
        let player = self.conns[&id].player.clone();
        let (family, players, you) = self.board(rules, player.as_deref(), now).map_err(|e| {
            err(
                ErrorCode::Storage,
                format!("the leaderboard cannot be read: {e}"),
            )
        })?;
        self.send(
            id,
            &ServerMsg::Leaderboard {
                rules: family.to_string(),
                players,
                you,
            },
        );
        Ok(())
    }

    /// A known family's best players (kept a few seconds) and `player`'s
    /// line.
    fn board(
        &mut self,
        family: &str,
        player: Option<&str>,
        now: u64,
    ) -> Result<Board, ServerError> {
        let family = Preset::from_key(family)
            .map(|p| p.key())
            .ok_or_else(|| err(ErrorCode::BadMessage, format!("no rules family {family:?}")))?;
        let fresh = self
            .leaderboards
            .get(family)
            .filter(|(at, _)| now.saturating_sub(*at) < LEADERBOARD_FRESH_MS);
        let players = match fresh {
            Some((_, players)) => players.clone(),
            None => {
                let players = self.store.leaderboard(family, LEADERBOARD_SIZE)?;
                self.leaderboards
                    .insert(family.to_string(), (now, players.clone()));
                players
            }
        };
        let you = match player {
            Some(p) => self.store.ranked(p, family)?,
            None => None,
        };
        Ok((
            family,
            players.iter().map(leader_line).collect(),
            you.as_ref().map(leader_line),
        ))
    }

    /// A player's name and latest rated games, the newest first.
    pub fn recent_games(&mut self, player: &str, address: &str, now: u64) -> ApiAnswer {
        if !self.lookups.take(address, now) {
            return ApiAnswer::Throttled;
        }
        let found = match self.store.player(player) {
            Ok(Some(p)) => p,
            Ok(None) => return ApiAnswer::NotFound(format!("no player {player:?}")),
            Err(e) => return ApiAnswer::Failed(e.message),
        };
        match self.store.recent_games(player, RECENT_GAMES) {
            Ok(games) => ApiAnswer::Json(
                json!({
                    "player": found.identity.id,
                    "name": found.name,
                    "games": games.iter().map(game_view).collect::<Vec<_>>(),
                })
                .to_string(),
            ),
            Err(e) => ApiAnswer::Failed(e.message),
        }
    }
}
