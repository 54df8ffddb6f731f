//! What the server answers over plain HTTP, as JSON: a family's
//! leaderboard (the best 100, and a player's own rank), and a player's
//! recent rated games. Leaderboards are kept for a few seconds, and an
//! address asking too often is held back, so the store sees a bounded
//! number of these reads whatever clients do.

use serde::Serialize;
use serde_json::json;

use super::{ConnId, Dispatcher, err};
use crate::online::players::{PlayedGame, Ranked};
use crate::online::protocol::{ErrorCode, ServerError};
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

#[derive(Serialize)]
struct RankedView<'a> {
    rank: usize,
    player: &'a str,
    name: &'a str,
    rating: i32,
    provisional: bool,
    games: u32,
}

fn ranked_view(r: &Ranked) -> RankedView<'_> {
    RankedView {
        rank: r.rank,
        player: &r.player,
        name: &r.name,
        rating: r.rating.shown(),
        provisional: r.rating.provisional(),
        games: r.rating.games,
    }
}

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
        let Some(preset) = Preset::from_key(family) else {
            return ApiAnswer::NotFound(format!("no rules family {family:?}"));
        };
        if !self.lookups.take(address, now) {
            return ApiAnswer::Throttled;
        }
        let family = preset.key();
        let fresh = self
            .leaderboards
            .get(family)
            .filter(|(at, _)| now.saturating_sub(*at) < LEADERBOARD_FRESH_MS);
        let players = match fresh {
            Some((_, players)) => players.clone(),
            None => match self.store.leaderboard(family, LEADERBOARD_SIZE) {
                Ok(players) => {
                    self.leaderboards
                        .insert(family.to_string(), (now, players.clone()));
                    players
                }
                Err(e) => return ApiAnswer::Failed(e.message),
            },
        };
        let you = match player.map(|p| self.store.ranked(p, family)) {
            Some(Err(e)) => return ApiAnswer::Failed(e.message),
            Some(Ok(you)) => you,
            None => None,
        };
        let body = json!({
            "family": family,
            "players": players.iter().map(ranked_view).collect::<Vec<_>>(),
            "you": you.as_ref().map(ranked_view),
        });
        ApiAnswer::Json(body.to_string())
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
