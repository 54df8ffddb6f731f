//! Who sits at the table: each seat's name and whether a person, a computer
//! or (online) someone elsewhere plays it; and the setup a match starts from.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::ai::Level;
use crate::rules::RuleSet;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "level")]
pub enum SeatKind {
    Human,
    Computer(Level),
    /// In an online room: a player on another device, or the server's
    /// computer. The server sends its moves; nothing here plays for it.
    Remote,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatConfig {
    pub name: String,
    pub kind: SeatKind,
}

impl SeatConfig {
    pub fn human(name: &str) -> SeatConfig {
        SeatConfig {
            name: name.into(),
            kind: SeatKind::Human,
        }
    }

    pub fn computer(name: &str, level: Level) -> SeatConfig {
        SeatConfig {
            name: name.into(),
            kind: SeatKind::Computer(level),
        }
    }

    pub fn is_human(&self) -> bool {
        self.kind == SeatKind::Human
    }
}

/// Everything needed to start a match.
#[derive(Resource, Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSetup {
    pub seats: Vec<SeatConfig>,
    pub seed: u64,
    pub rules: RuleSet,
}

impl Default for GameSetup {
    fn default() -> Self {
        GameSetup {
            seats: vec![
                SeatConfig::human("You"),
                SeatConfig::computer("Ada", Level::Hard),
                SeatConfig::computer("Ben", Level::Medium),
                SeatConfig::computer("Cleo", Level::Medium),
            ],
            seed: 1,
            rules: RuleSet::default(),
        }
    }
}
