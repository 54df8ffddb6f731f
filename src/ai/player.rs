//! The computer players. A turn is chosen from what a player at the table
//! can see: its own rack, the table, the pool's size and the other racks'
//! tile counts.

use serde::{Deserialize, Serialize};

use super::moves::{TileMove, assign_ids, plan_moves};
use super::simple::{lay_off, rack_sets};
use super::solver::{Objective, solve};
use crate::rules::{Action, GameRng, Round, TileId, faces};

/// How strong a computer player is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// Plays only sets from its own rack, and sometimes misses them.
    Easy,
    /// Also lays tiles off onto table sets and splits runs; no deep rearranging.
    Medium,
    /// Solver-optimal plays with strategy: holding back, shedding at the end.
    Hard,
    /// Always plays the solver's maximum (the yardstick for Hard).
    Greedy,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Greedy];

    pub fn key(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Greedy => "greedy",
        }
    }

    pub fn from_key(key: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.key().eq_ignore_ascii_case(key.trim()))
    }
}

/// A computer turn: the action for the rules and the tile moves that
/// lead to it (empty when drawing).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AiTurn {
    pub action: Action,
    pub moves: Vec<TileMove>,
}

impl AiTurn {
    fn draw() -> AiTurn {
        AiTurn {
            action: Action::Draw,
            moves: Vec::new(),
        }
    }

    fn play(round: &Round, table: Vec<Vec<TileId>>) -> AiTurn {
        let moves = plan_moves(&round.table, &round.current_seat().rack, &table);
        AiTurn {
            action: Action::Play { table },
            moves,
        }
    }
}

/// Chooses the current player's turn. `seed` makes the weaker levels'
/// mistakes reproducible.
pub fn choose_turn(round: &Round, level: Level, seed: u64) -> AiTurn {
    let table = match level {
        Level::Easy => simple_play(round, false, 0.3, seed),
        Level::Medium => simple_play(round, true, 0.0, seed),
        Level::Greedy => solver_play(round, Objective::Tiles),
        Level::Hard => hard_play(round),
    };
    match table {
        Some(t) if round.check_play(&t).is_ok() => AiTurn::play(round, t),
        _ => AiTurn::draw(),
    }
}

/// The best play from the current position as moves: the hint for a human.
pub fn hint(round: &Round) -> Option<AiTurn> {
    solver_play(round, Objective::Tiles).map(|t| AiTurn::play(round, t))
}

fn simple_play(round: &Round, lay_offs: bool, miss: f32, seed: u64) -> Option<Vec<Vec<TileId>>> {
    let rules = &round.rules;
    let seat = round.current_seat();
    let mut rng = GameRng::new(seed);
    let (sets, left) = rack_sets(&seat.rack, rules, miss, &mut rng);
    let mut table = round.table.clone();
    if !seat.initial_meld_done {
        let value: u32 = sets
            .iter()
            .map(|s| crate::rules::meld_value(&faces(s), rules).unwrap_or(0))
            .sum();
        if sets.is_empty() || value < rules.initial_meld_points as u32 {
            return None;
        }
        table.extend(sets);
        return Some(table);
    }
    let new_sets = sets.clone();
    table.extend(sets);
    if lay_offs {
        lay_off(&mut table, left, rules);
    }
    if table == round.table {
        return None;
    }
    if round.check_play(&table).is_err() {
        // Stricter joker rules can refuse a lay-off; new sets alone are safe.
        table = round.table.clone();
        table.extend(new_sets);
    }
    (table != round.table).then_some(table)
}

fn solver_play(round: &Round, objective: Objective) -> Option<Vec<Vec<TileId>>> {
    let seat = round.current_seat();
    let rack = faces(&seat.rack);
    let table = round.table_faces();
    let solution = solve(
        &rack,
        &table,
        seat.initial_meld_done,
        &round.rules,
        objective,
    )
    .ok()?;
    if solution.tiles_played == 0 {
        return None;
    }
    Some(assign_ids(&round.table, &seat.rack, &solution.table))
}

fn hard_play(round: &Round) -> Option<Vec<Vec<TileId>>> {
    let seat = round.current_seat();
    let most = solver_play(round, Objective::Tiles)?;
    let played: usize =
        most.iter().map(Vec::len).sum::<usize>() - round.table.iter().map(Vec::len).sum::<usize>();
    if played == seat.rack.len() {
        return Some(most); // going out
    }
    let others_min = round
        .seats
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != round.current)
        .map(|(_, s)| s.rack.len())
        .min()
        .unwrap_or(usize::MAX);
    if others_min <= 4 || round.pool.is_empty() {
        // The round may end soon: shed the most points.
        return solver_play(round, Objective::Value).or(Some(most));
    }
    Some(most)
}
