//! What a play is: the objective the solver maximises, its answer, why it
//! may have none, and the value a play puts down.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::rules::{RuleSet, Tile, TileCounts, analyze_meld};

/// What the solver maximises.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Objective {
    /// Most rack tiles placed.
    #[default]
    Tiles,
    /// Highest face value of rack tiles placed (a joker as the tile it stands for).
    Value,
}

/// The best play found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Solution {
    /// Rack tiles placed, in face order.
    pub played: Vec<Tile>,
    /// The whole table after the play, every set in display order.
    pub table: Vec<Vec<Tile>>,
    pub tiles_played: u32,
    pub value_played: u32,
}

impl Solution {
    /// No play: the table as it was.
    pub(super) fn unchanged(table: &[Vec<Tile>]) -> Solution {
        Solution {
            played: Vec::new(),
            table: table.to_vec(),
            tiles_played: 0,
            value_played: 0,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolveError {
    /// More copies of a tile (or jokers) than a box holds.
    ImpossibleTiles(String),
    /// A set on the table is not valid.
    InvalidTable(String),
    /// Wrap-around runs, or a best play a joker option refuses: the solver
    /// does not search under every option yet.
    Unsupported(String),
}

/// A candidate, ordered by what the objective prefers.
pub(super) struct Best {
    pub(super) key: (u32, u32),
    pub(super) solution: Solution,
}

/// A play's measures in the order the objective ranks them.
pub(super) fn key(objective: Objective, tiles: u32, value: u32) -> (u32, u32) {
    match objective {
        Objective::Tiles => (tiles, value),
        Objective::Value => (value, tiles),
    }
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::ImpossibleTiles(m)
            | SolveError::InvalidTable(m)
            | SolveError::Unsupported(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for SolveError {}

/// Face value of the rack tiles played; the rack's jokers count as the
/// highest tiles any jokers on the table stand for.
pub(super) fn played_value(sets: &[Vec<Tile>], played: &TileCounts, rules: &RuleSet) -> u32 {
    let numbered: u32 = played
        .tiles()
        .iter()
        .filter_map(|t| t.number().map(u32::from))
        .sum();
    let mut roles: Vec<u32> = sets
        .iter()
        .filter(|s| s.contains(&Tile::JOKER))
        .flat_map(|s| {
            analyze_meld(s, rules)
                .map(|m| {
                    m.joker_faces()
                        .map(|t| t.number().unwrap_or(0) as u32)
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
        .collect();
    roles.sort_unstable_by(|a, b| b.cmp(a));
    numbered
        + roles
            .iter()
            .take(played.get(Tile::JOKER) as usize)
            .sum::<u32>()
}
