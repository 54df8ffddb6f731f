//! The client's side of playing anyone: a player identity made, signed in
//! or carried over by its recovery code; waiting for a quick match; the
//! lists of games (to watch, your own) and leaderboards; watching; and
//! reactions at the table.

use super::Online;
use super::lists::{Board, Heard, Played, Waiting};
use super::player::{Identity, PlayerCard};
use crate::i18n::Phrase;
use crate::online::ClientMsg;
use crate::online::matchmaking::Wanted;
use crate::online::protocol::{ErrorCode, Reaction, ServerError, ServerMsg};

/// Reactions kept for the table to show, at most.
const HEARD_KEPT: usize = 8;

impl Online {
    /// This device's player on the current server, if it has one.
    pub fn card(&self) -> Option<&PlayerCard> {
        self.players.iter().find(|c| c.server == self.server)
    }

    /// Makes the connection play as someone: the card's player, or a new
    /// one named `name`; and renames the player when `name` changed.
    fn identify(&mut self, name: &str) {
        let name = name.trim();
        match (self.identity, self.card().cloned()) {
            (Identity::None, None) => {
                self.identity = Identity::Registering;
                self.request(ClientMsg::Register {
                    name: name.to_string(),
                });
                return;
            }
            // A connection being opened signs in as it opens.
            (Identity::None, Some(card)) if self.link == super::Link::Open => {
                self.identity = Identity::SigningIn;
                self.request(ClientMsg::SignIn {
                    player: card.id,
                    secret: card.secret,
                });
            }
            _ => {}
        }
        if self.card().is_some_and(|c| c.name != name) && !name.is_empty() {
            self.request(ClientMsg::Rename {
                name: name.to_string(),
            });
        }
    }

    /// The message that signs a new connection in, if this device has a
    /// player here.
    pub(super) fn sign_in_message(&mut self) -> Option<ClientMsg> {
        let card = self.card()?.clone();
        self.identity = Identity::SigningIn;
        Some(ClientMsg::SignIn {
            player: card.id,
            secret: card.secret,
        })
    }

    /// Waits for a table like `wanted`; computers fill it after `wait_secs`.
    pub fn quick(&mut self, name: &str, wanted: Wanted, wait_secs: u32) {
        self.forget_seat();
        self.stop_watching();
        self.identify(name);
        self.waiting = Some(Waiting {
            wanted: wanted.clone(),
            waited: 0.0,
            fill_in: None,
        });
        self.request(ClientMsg::Quick {
            wanted,
            wait_secs: Some(wait_secs),
        });
    }

    /// Stops waiting; sent at once, so a connection closed next (Back)
    /// does not lose it (a wait for a game over days outlives the
    /// connection on the server).
    pub fn unqueue(&mut self) {
        if self.waiting.take().is_some() {
            self.request(ClientMsg::Unqueue);
            self.flush();
        }
    }

    /// Carries a player to this device by their recovery code.
    pub fn recover(&mut self, code: &str) {
        self.identity = Identity::Recovering;
        self.request(ClientMsg::Recover {
            code: code.to_string(),
        });
    }

    /// Asks for the public games being played.
    pub fn ask_games(&mut self) {
        self.request(ClientMsg::Games);
    }

    /// Asks for this player's games (none without a player).
    pub fn ask_my_games(&mut self, name: &str) {
        if self.card().is_none() {
            self.lists.my_games = Some(Vec::new());
            return;
        }
        self.identify(name);
        self.request(ClientMsg::MyGames);
    }

    pub fn ask_leaderboard(&mut self, rules: &str) {
        if self.card().is_some() && self.identity == Identity::None {
            self.open_signed_in();
        }
        self.request(ClientMsg::Leaderboard {
            rules: rules.to_string(),
        });
    }

    /// Asks for a player's latest rated games (this device's player's when
    /// none is named).
    pub fn ask_recent_games(&mut self, player: Option<&str>) {
        if player.is_none() && self.card().is_none() {
            return;
        }
        if self.card().is_some() && self.identity == Identity::None {
            self.open_signed_in();
        }
        self.request(ClientMsg::RecentGames {
            player: player.map(str::to_string),
        });
    }

    /// Opens the connection (signing in as it opens), if it is not open.
    fn open_signed_in(&mut self) {
        if self.link == super::Link::Open
            && let Some(msg) = self.sign_in_message()
        {
            self.request(msg);
        }
    }

    /// Watches a public game (any seat held is let go).
    pub fn watch(&mut self, code: &str) {
        self.forget_seat();
        self.unqueue();
        self.watching = Some(code.to_string());
        self.request(ClientMsg::Watch {
            code: code.to_string(),
        });
    }

    /// Stops watching: the connection is closed, which the server reads as
    /// leaving.
    pub fn stop_watching(&mut self) {
        if self.watching.take().is_some() {
            self.view = None;
            self.close_quietly();
        }
    }

    /// A reaction to the table, from the seat held.
    pub fn react(&mut self, reaction: Reaction) {
        if let Some(t) = &self.ticket {
            let token = t.token.clone();
            self.request(ClientMsg::React { token, reaction });
        }
    }

    /// Mutes or unmutes a seat's reactions.
    pub fn mute(&mut self, seat: usize, muted: bool) {
        if muted {
            self.muted.insert(seat);
        } else {
            self.muted.remove(&seat);
        }
    }

    /// The answers to what this module asks; whether `msg` was one.
    pub(super) fn receive_reach(&mut self, msg: &ServerMsg) -> bool {
        match msg {
            ServerMsg::Player {
                id,
                name,
                secret,
                recovery,
            } => self.now_playing_as(id, name, secret.as_deref(), recovery.as_deref()),
            ServerMsg::Queued { wanted, fill_in_ms } => {
                let waited = self.waiting.as_ref().map_or(0.0, |w| w.waited);
                self.waiting = Some(Waiting {
                    wanted: wanted.clone(),
                    waited,
                    fill_in: Some(*fill_in_ms as f32 / 1000.0),
                });
            }
            ServerMsg::Unqueued => self.waiting = None,
            ServerMsg::Reaction { seat, reaction } => {
                if !self.muted.contains(seat) {
                    self.heard.push(Heard {
                        seat: *seat,
                        reaction: *reaction,
                    });
                    let over = self.heard.len().saturating_sub(HEARD_KEPT);
                    self.heard.drain(..over);
                }
            }
            ServerMsg::Games { games } => self.lists.games = Some(games.clone()),
            ServerMsg::MyGames { games } => self.lists.my_games = Some(games.clone()),
            ServerMsg::Leaderboard {
                rules,
                players,
                you,
            } => {
                self.lists.leaderboard = Some(Board {
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
                self.lists.recent = Some(Played {
                    player: player.clone(),
                    name: name.clone(),
                    games: games.clone(),
                })
            }
            _ => return false,
        }
        true
    }

    fn now_playing_as(
        &mut self,
        id: &str,
        name: &str,
        secret: Option<&str>,
        recovery: Option<&str>,
    ) {
        self.identity = Identity::SignedIn;
        let server = self.server.clone();
        let here = self.players.iter_mut().find(|c| c.server == server);
        match (secret, here) {
            (Some(secret), _) => {
                self.players.retain(|c| c.server != server);
                self.players.push(PlayerCard {
                    server,
                    id: id.to_string(),
                    name: name.to_string(),
                    secret: secret.to_string(),
                    recovery: recovery.map(str::to_string),
                });
            }
            (None, Some(card)) if card.id == id => card.name = name.to_string(),
            (None, _) => return,
        }
        self.player_changed = true;
    }

    /// An error that answers a message of this module; whether it was.
    /// The server answers in order, and the identity's message goes first
    /// on a connection: an error while it is asked is its answer.
    pub(super) fn refused_reach(&mut self, e: &ServerError) -> bool {
        let asked = self.identity;
        if asked.asking() {
            self.identity = Identity::None;
            match asked {
                // The server does not know this device's player (a new
                // database): the next quick match makes a new one.
                Identity::SigningIn if e.code == ErrorCode::BadToken => {
                    let server = self.server.clone();
                    self.players.retain(|c| c.server != server);
                    self.player_changed = true;
                    self.problem = Some(Phrase::new("online-player-unknown"));
                }
                Identity::Recovering if e.code == ErrorCode::BadToken => {
                    self.problem = Some(Phrase::new("online-recovery-unknown"));
                }
                _ => self.problem = Some(super::error_phrase(e.code)),
            }
            self.waiting = None;
            return true;
        }
        // The player was carried to another device with the recovery
        // code: this device's secret no longer works, so it is forgotten
        // (the code brings the player back here).
        if e.code == ErrorCode::SignedOut {
            let server = self.server.clone();
            self.players.retain(|c| c.server != server);
            self.player_changed = true;
            self.waiting = None;
            self.problem = Some(super::error_phrase(e.code));
            return true;
        }
        // A message sent after an identity the server refused: the
        // refusal already said why.
        if e.code == ErrorCode::NoPlayer
            && self.identity == Identity::None
            && self.problem.is_some()
        {
            self.waiting = None;
            return true;
        }
        // Nothing else is asked while waiting: the error is the queue's.
        if self.waiting.is_some() && self.ticket.is_none() {
            self.waiting = None;
        }
        if self.watching.is_some() && self.view.is_none() {
            // The watch was refused (no such game, full, too many asks).
            self.watching = None;
        } else if self.watching.is_some() && e.code == ErrorCode::NoRoom {
            // The game watched left the server's memory: nothing more
            // will come (Menu, Stop watching).
            self.close_quietly();
            self.problem = Some(super::error_phrase(e.code));
            return true;
        }
        false
    }
}
