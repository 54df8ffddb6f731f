//! Who this device plays as on a server: the player id and secret the
//! server gave on a first quick match (kept on disk like the seat's ticket),
//! and the recovery code that carries them to another device.

use serde::{Deserialize, Serialize};

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

/// Where the player's identity stands on the current connection.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
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
