//! Who this device plays as on a server: the player id and secret the
//! server gave on a first quick match (kept on disk like the seat's ticket),
//! the recovery code that carries them to another device, and whether the
//! connection plays as them yet.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::connection::{Connection, FromServer, Link, LinkEvent, ToServer};
use crate::game::persist::Storage;
use crate::game::persist::storage::{Doc, Loaded};
use crate::online::ClientMsg;
use crate::online::protocol::{ErrorCode, ServerError, ServerMsg};

/// A player identity on one server.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerCard {
    /// The server it belongs to (another server does not know it).
    pub server: String,
    pub id: String,
    pub name: String,
    pub secret: String,
    /// Shown to the player to write down; `None` once they chose to hide
    /// it, or when it was not sent.
    #[serde(default)]
    pub recovery: Option<String>,
}

/// This device's players, one card per server played on.
#[derive(Resource, Debug, Clone)]
pub struct Players {
    pub cards: Vec<PlayerCard>,
    /// False when the copy on disk could not be read nor set aside: it is
    /// not written over.
    on_disk: bool,
}

impl Default for Players {
    fn default() -> Self {
        Players {
            cards: Vec::new(),
            on_disk: true,
        }
    }
}

impl Players {
    /// This device's player on `server`, if it has one.
    pub fn on(&self, server: &str) -> Option<&PlayerCard> {
        self.cards.iter().find(|c| c.server == server)
    }

    fn forget(&mut self, server: &str) {
        self.cards.retain(|c| c.server != server);
    }
}

/// Where the player's identity stands on the current connection.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Identity {
    /// Nothing asked on this connection yet.
    #[default]
    None,
    /// A message on its way: its answer (a `player`, or an error) says
    /// whether the connection plays as someone.
    SigningIn,
    Registering,
    Recovering,
    /// The connection plays as the card's player.
    SignedIn,
}

impl Identity {
    pub fn asking(self) -> bool {
        matches!(
            self,
            Identity::SigningIn | Identity::Registering | Identity::Recovering
        )
    }
}

/// What makes the connection play as someone: the card's player, or a new
/// one named `name`; and a rename when `name` changed. A connection being
/// opened signs in as it opens.
pub(super) fn identify(
    card: Option<&PlayerCard>,
    identity: &mut Identity,
    link: Link,
    name: &str,
) -> Vec<ClientMsg> {
    let name = name.trim();
    let mut asks = Vec::new();
    match (*identity, card) {
        (Identity::None, None) => {
            *identity = Identity::Registering;
            asks.push(ClientMsg::Register {
                name: name.to_string(),
            });
            return asks;
        }
        (Identity::None, Some(card)) if link == Link::Open => {
            *identity = Identity::SigningIn;
            asks.push(sign_in(card));
        }
        _ => {}
    }
    if card.is_some_and(|c| c.name != name) && !name.is_empty() {
        asks.push(ClientMsg::Rename {
            name: name.to_string(),
        });
    }
    asks
}

pub(super) fn sign_in(card: &PlayerCard) -> ClientMsg {
    ClientMsg::SignIn {
        player: card.id.clone(),
        secret: card.secret.clone(),
    }
}

/// Keeps the player and the identity by what the server says; a new
/// connection signs in first.
pub(super) fn follow(
    mut from: MessageReader<FromServer>,
    mut links: MessageReader<LinkEvent>,
    conn: Res<Connection>,
    mut players: ResMut<Players>,
    mut identity: ResMut<Identity>,
    mut to: MessageWriter<ToServer>,
) {
    for FromServer(msg) in from.read() {
        match msg {
            ServerMsg::Player {
                id,
                name,
                secret,
                recovery,
            } => {
                *identity = Identity::SignedIn;
                let card = PlayerCard {
                    server: conn.server().to_string(),
                    id: id.clone(),
                    name: name.clone(),
                    secret: secret.clone().unwrap_or_default(),
                    recovery: recovery.clone(),
                };
                now_playing_as(&mut players, card, secret.is_some());
            }
            ServerMsg::Error(e) => {
                if answers_identity(e) {
                    info!("the server refused who this device plays as: {e}");
                    *identity = Identity::None;
                }
                if voids_card(e) {
                    players.forget(conn.server());
                    *identity = Identity::None;
                }
            }
            _ => {}
        }
    }
    for event in links.read() {
        match event {
            // A new link signs in, unless it registers or recovers (a
            // sign-in asked on a link that went since is asked again).
            LinkEvent::Opened => {
                let own = matches!(*identity, Identity::Registering | Identity::Recovering);
                if let Some(card) = players.on(conn.server()).filter(|_| !own) {
                    to.write(ToServer::Greet(sign_in(card)));
                    *identity = Identity::SigningIn;
                }
            }
            LinkEvent::Closed { .. } | LinkEvent::Moved => *identity = Identity::None,
        }
    }
}

/// A new identity (`fresh`: its secret was sent) replaces the card; an
/// identity signed in may carry a new name.
fn now_playing_as(players: &mut ResMut<Players>, card: PlayerCard, fresh: bool) {
    if fresh {
        players.forget(&card.server);
        players.cards.push(card);
        return;
    }
    let here = players
        .cards
        .iter()
        .position(|c| c.server == card.server && c.id == card.id);
    if let Some(i) = here
        && players.cards[i].name != card.name
    {
        players.cards[i].name = card.name;
    }
}

fn answers_identity(e: &ServerError) -> bool {
    ["sign_in", "register", "recover"]
        .into_iter()
        .any(|kind| e.answers(kind))
}

/// The server does not know this device's player (a new database: the
/// next quick match makes a new one), or the player was carried to another
/// device with the recovery code (this device's secret no longer works;
/// the code brings the player back here).
fn voids_card(e: &ServerError) -> bool {
    (e.answers("sign_in") && e.code == ErrorCode::BadToken) || e.code == ErrorCode::SignedOut
}

/// The player this device played as when the game last ran.
pub(super) fn load(storage: Option<Res<Storage>>, mut players: ResMut<Players>) {
    let Some(storage) = storage else { return };
    // Read back, not changed: nothing to write.
    let players = players.bypass_change_detection();
    match storage.0.load::<Vec<PlayerCard>>(Doc::OnlinePlayer) {
        Loaded::Ok(cards) => players.cards = cards,
        Loaded::Missing => {}
        Loaded::Bad { why, kept_aside } => {
            warn!("{why:?}");
            // A copy that could not be set aside is not written over.
            players.on_disk = kept_aside;
        }
    }
}

pub(super) fn keep(storage: Option<Res<Storage>>, players: Res<Players>) {
    if !players.is_changed() || players.is_added() {
        return;
    }
    let Some(storage) = storage.filter(|_| players.on_disk) else {
        return;
    };
    let kept = if players.cards.is_empty() {
        storage.0.remove(Doc::OnlinePlayer);
        Ok(())
    } else {
        storage.0.save(Doc::OnlinePlayer, &players.cards)
    };
    if let Err(e) = kept {
        warn!("who you play as online could not be kept: {e}");
    }
}
