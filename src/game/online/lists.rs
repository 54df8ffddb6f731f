//! What the server listed for the Play online screen: games to watch, the
//! player's own games, a leaderboard and a player's latest rated games.

use bevy::prelude::*;

use super::connection::FromServer;
use crate::online::protocol::{LeaderLine, MyGame, PublicGame, RecentGame, ServerMsg};

/// The lists last received; `None` until asked and answered.
#[derive(Resource, Debug, Clone, Default)]
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

pub(super) fn follow(mut from: MessageReader<FromServer>, mut lists: ResMut<Lists>) {
    for FromServer(msg) in from.read() {
        match msg {
            ServerMsg::Games { games } => lists.games = Some(games.clone()),
            ServerMsg::MyGames { games } => lists.my_games = Some(games.clone()),
            ServerMsg::Leaderboard {
                rules,
                players,
                you,
            } => {
                lists.leaderboard = Some(Board {
                    rules: rules.clone(),
                    players: players.clone(),
                    you: you.clone(),
                })
            }
            ServerMsg::RecentGames {
                player,
                name,
                games,
            } => {
                lists.recent = Some(Played {
                    player: player.clone(),
                    name: name.clone(),
                    games: games.clone(),
                })
            }
            _ => {}
        }
    }
}
