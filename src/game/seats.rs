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

impl SeatKind {
    /// What a seat of this device's match may be, in the order a player
    /// chooses from.
    pub const CHOICES: [SeatKind; 6] = [
        SeatKind::Human,
        SeatKind::Computer(Level::Easy),
        SeatKind::Computer(Level::Medium),
        SeatKind::Computer(Level::Hard),
        SeatKind::Computer(Level::Master),
        SeatKind::Computer(Level::Greedy),
    ];
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

impl GameSetup {
    /// With two or more people at one device no seat is "you": a person's
    /// seat still called `you` (the first game's default name, in the
    /// player's language) is named `player(n)` for its place n (1 to 6),
    /// so no message says "Du ist dran".
    pub fn name_people_at_one_device(&mut self, you: &str, player: impl Fn(usize) -> String) {
        if self.seats.iter().filter(|s| s.is_human()).count() < 2 {
            return;
        }
        for (i, seat) in self.seats.iter_mut().enumerate() {
            if seat.is_human() && seat.name.trim() == you {
                seat.name = player(i + 1);
            }
        }
    }
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
