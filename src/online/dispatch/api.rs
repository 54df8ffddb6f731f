//! What the server answers over plain HTTP, as JSON: a family's
//! leaderboard (the best 100, and a player's own rank), and a player's
//! recent rated games. Leaderboards are kept for a few seconds, and an
//! address asking too often is held back, so the store sees a bounded
//! number of these reads whatever clients do.

use serde_json::json;

use super::{ConnId, Dispatcher, err};
use crate::online::limits::Limit;
use crate::online::player_store::{PlayedGame, Ranked};
use crate::online::protocol::{ErrorCode, LeaderLine, RecentGame, ServerError, ServerMsg};
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

fn game_view(g: &PlayedGame) -> RecentGame {
    RecentGame {
        room: g.code.clone(),
        number: g.number,
        family: g.family.clone(),
        place: g.place,
        left: g.left,
        rating_before: g.change.before.shown(),
        rating_after: g.change.after.shown(),
        provisional: g.change.after.provisional(),
        at: g.at,
    }
}

impl Dispatcher {
    /// A list read from the store for a connection (games, your games):
    /// counted with the HTTP lookups of its address.
    pub(super) fn looked_up(&mut self, id: ConnId, now: u64) -> Result<(), ServerError> {
        let address = self.conns[&id].address.clone();
        if self.take_limit(Limit::Lookup, &address, now) {
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
        if !self.take_limit(Limit::Lookup, address, now) {
            return ApiAnswer::Throttled;
        }
        if Preset::from_key(family).is_none() {
            return ApiAnswer::NotFound(format!("no rules family {family:?}"));
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
        self.looked_up(id, now)?;
        if Preset::from_key(rules).is_none() {
            return Err(err(
                ErrorCode::BadMessage,
                format!("no rules family {rules:?}"),
            ));
        }
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
        if !self.take_limit(Limit::Lookup, address, now) {
            return ApiAnswer::Throttled;
        }
        match self.played(player) {
            Ok(Some((name, games))) => ApiAnswer::Json(
                json!({ "player": player, "name": name, "games": games }).to_string(),
            ),
            Ok(None) => ApiAnswer::NotFound(format!("no player {player:?}")),
            Err(e) => ApiAnswer::Failed(e.message),
        }
    }

    /// A player's recent games over a connection (its own player's when
    /// none is named).
    pub(super) fn send_recent_games(
        &mut self,
        id: ConnId,
        player: Option<String>,
        now: u64,
    ) -> Result<(), ServerError> {
        let player = match player {
            Some(p) => p,
            None => self.player_of(id)?,
        };
        self.looked_up(id, now)?;
        let (name, games) = self
            .played(&player)
            .map_err(|e| err(ErrorCode::Storage, format!("the games cannot be read: {e}")))?
            .ok_or_else(|| err(ErrorCode::NoPlayer, format!("no player {player:?}")))?;
        self.send(
            id,
            &ServerMsg::RecentGames {
                player,
                name,
                games,
            },
        );
        Ok(())
    }

    /// A player's name and latest rated games, if there is such a player.
    fn played(&mut self, player: &str) -> Result<Option<(String, Vec<RecentGame>)>, ServerError> {
        let Some(found) = self.store.player(player)? else {
            return Ok(None);
        };
        let games = self.store.recent_games(player, RECENT_GAMES)?;
        Ok(Some((found.name, games.iter().map(game_view).collect())))
    }
}
