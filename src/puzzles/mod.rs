//! Daily puzzles: a table and a rack where every rack tile must be placed in
//! one turn. The date seeds the puzzle, so every machine gets the same one;
//! the exact solver guarantees a full solution and grades it by the fewest
//! table sets that must change.

mod date;
pub mod lessons;

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

pub use date::Date;

use crate::ai::{Objective, solve};
use crate::rules::{GameRng, RuleSet, Tile, TileCounts, derive_seed, is_valid_meld, validate_turn};

/// How hard a day's puzzle is: how many table sets its best solution changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PuzzleLevel {
    Easy,
    Medium,
    Hard,
}

impl PuzzleLevel {
    pub const ALL: [PuzzleLevel; 3] = [PuzzleLevel::Easy, PuzzleLevel::Medium, PuzzleLevel::Hard];

    pub fn key(self) -> &'static str {
        match self {
            PuzzleLevel::Easy => "easy",
            PuzzleLevel::Medium => "medium",
            PuzzleLevel::Hard => "hard",
        }
    }

    pub fn title(self) -> &'static str {
        match self {
            PuzzleLevel::Easy => "Easy",
            PuzzleLevel::Medium => "Medium",
            PuzzleLevel::Hard => "Hard",
        }
    }

    fn shape(self) -> Shape {
        match self {
            PuzzleLevel::Easy => Shape {
                drawn: 24,
                rack: 2..=3,
                changes: 1..=1,
            },
            PuzzleLevel::Medium => Shape {
                drawn: 30,
                rack: 3..=4,
                changes: 2..=2,
            },
            PuzzleLevel::Hard => Shape {
                drawn: 36,
                rack: 4..=5,
                changes: 3..=6,
            },
        }
    }

    /// The number of table sets the fewest-change solution may change.
    pub fn changes(self) -> std::ops::RangeInclusive<u32> {
        self.shape().changes
    }
}

impl FromStr for PuzzleLevel {
    type Err = String;

    fn from_str(s: &str) -> Result<PuzzleLevel, String> {
        PuzzleLevel::ALL
            .into_iter()
            .find(|l| l.key() == s)
            .ok_or_else(|| format!("\"{s}\" is not a puzzle level: easy, medium or hard"))
    }
}

impl fmt::Display for PuzzleLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.key())
    }
}

struct Shape {
    /// Tiles drawn from a shuffled box to build the solved table from.
    drawn: usize,
    rack: std::ops::RangeInclusive<usize>,
    changes: std::ops::RangeInclusive<u32>,
}

/// One puzzle: place every rack tile on the table in one turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzle {
    pub date: String,
    pub level: PuzzleLevel,
    pub table: Vec<Vec<Tile>>,
    pub rack: Vec<Tile>,
    /// The table after placing every rack tile, changing as few sets as can
    /// be: the unchanged sets first, in their order, then the new ones.
    pub solution: Vec<Vec<Tile>>,
    /// How many table sets the solution changes (the fewest any full
    /// solution changes).
    pub sets_changed: u32,
}

/// Puzzles are played under the modern rules, after the initial meld.
pub fn puzzle_rules() -> RuleSet {
    RuleSet::modern()
}

/// Attempts per puzzle before giving up (none of 365 days needs near this).
const MAX_ATTEMPTS: u64 = 20_000;

/// The puzzle of a day at a level: the same on every machine.
pub fn daily(date: Date, level: PuzzleLevel) -> Result<Puzzle, String> {
    let seed = derive_seed(0x7113_3E1D_9A22_0000 ^ date.days() as u64, level as u64);
    let mut puzzle = generate(seed, level)?;
    puzzle.date = date.to_string();
    Ok(puzzle)
}

/// A puzzle from a seed (the date's, for daily puzzles).
pub fn generate(seed: u64, level: PuzzleLevel) -> Result<Puzzle, String> {
    let rules = puzzle_rules();
    let shape = level.shape();
    for attempt in 0..MAX_ATTEMPTS {
        let mut rng = GameRng::new(derive_seed(seed, attempt));
        if let Some(p) = attempt_puzzle(&mut rng, &shape, &rules) {
            return Ok(Puzzle { level, ..p });
        }
    }
    Err(format!(
        "no {level} puzzle found for seed {seed} in {MAX_ATTEMPTS} attempts"
    ))
}

/// Rack tiles offered to the solver per try; it keeps the most it can place.
const OFFERED: usize = 8;
/// Tries per shuffled box.
const TRIES: usize = 12;

/// One shuffled box: its first tiles, laid out by the solver, are the
/// table; a few of the other tiles that have no home on it are offered as
/// a rack, and the solver keeps the most of them it can place with the
/// table's help. A rack of the level's size whose best solution changes as
/// many sets as the level asks is a puzzle.
fn attempt_puzzle(rng: &mut GameRng, shape: &Shape, rules: &RuleSet) -> Option<Puzzle> {
    let mut tiles: Vec<Tile> = Tile::all_faces()
        .flat_map(|t| std::iter::repeat_n(t, 2))
        .collect();
    rng.shuffle(&mut tiles);
    let table = solve(&tiles[..shape.drawn], &[], true, rules, Objective::Tiles)
        .ok()?
        .table;
    let mut left: TileCounts = tiles.iter().collect();
    left = left.minus(&table.iter().flatten().collect());
    let mut homeless: Vec<Tile> = tiles
        .iter()
        .copied()
        .filter(|&t| {
            !t.is_joker() && left.get(t) > 0 && obvious_home(&table, &[t], rules).is_none()
        })
        .collect();
    homeless.sort();
    homeless.dedup_by(|a, b| {
        // At most as many copies as are left.
        a == b && left.get(*a) < 2
    });
    if homeless.len() < OFFERED {
        return None;
    }
    for _ in 0..TRIES {
        rng.shuffle(&mut homeless);
        let offered = &homeless[..OFFERED];
        let Ok(best) = solve(offered, &table, true, rules, Objective::Tiles) else {
            continue;
        };
        if !shape.rack.contains(&best.played.len()) {
            continue;
        }
        let rack = best.played;
        let Some(play) = fewest_changes(&table, &rack, rules, *shape.changes.end()) else {
            continue;
        };
        if !shape.changes.contains(&play.sets_changed) {
            continue;
        }
        return Some(Puzzle {
            date: String::new(),
            level: PuzzleLevel::Easy,
            table,
            rack,
            solution: play.solution,
            sets_changed: play.sets_changed,
        });
    }
    None
}

/// A rack tile that simply joins a table set as it is, and that set's index.
pub fn obvious_home(table: &[Vec<Tile>], rack: &[Tile], rules: &RuleSet) -> Option<(Tile, usize)> {
    rack.iter().find_map(|&tile| {
        table
            .iter()
            .position(|set| {
                let mut with = set.clone();
                with.push(tile);
                is_valid_meld(&with, rules)
            })
            .map(|i| (tile, i))
    })
}

/// A full solution that changes as few table sets as can be.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FullPlay {
    /// Indices of the table sets it changes.
    pub changed: Vec<usize>,
    pub sets_changed: u32,
    pub solution: Vec<Vec<Tile>>,
}

/// Among the plays that place every rack tile, one that changes the fewest
/// table sets, if one changes at most `limit` sets. Tries every choice of
/// changed sets, fewest first; the solver decides whether the rack and the
/// chosen sets' tiles can all be laid out again.
pub fn fewest_changes(
    table: &[Vec<Tile>],
    rack: &[Tile],
    rules: &RuleSet,
    limit: u32,
) -> Option<FullPlay> {
    let limit = (limit as usize).min(table.len());
    for size in 0..=limit {
        let mut chosen: Vec<usize> = (0..size).collect();
        loop {
            let sets: Vec<Vec<Tile>> = chosen.iter().map(|&i| table[i].clone()).collect();
            if let Ok(s) = solve(rack, &sets, true, rules, Objective::Tiles)
                && s.tiles_played as usize == rack.len()
            {
                let mut solution: Vec<Vec<Tile>> = (0..table.len())
                    .filter(|i| !chosen.contains(i))
                    .map(|i| table[i].clone())
                    .collect();
                solution.extend(s.table);
                return Some(FullPlay {
                    sets_changed: size as u32,
                    changed: chosen,
                    solution,
                });
            }
            if !next_combination(&mut chosen, table.len()) {
                break;
            }
        }
    }
    None
}

/// Steps `chosen` (increasing indices below `n`) to the next combination of
/// its size in lexicographic order; false after the last.
fn next_combination(chosen: &mut [usize], n: usize) -> bool {
    let k = chosen.len();
    for i in (0..k).rev() {
        if chosen[i] < n - k + i {
            chosen[i] += 1;
            for j in i + 1..k {
                chosen[j] = chosen[j - 1] + 1;
            }
            return true;
        }
    }
    false
}

/// How many table sets are not found unchanged (the same tiles) after a turn.
pub fn sets_changed(table: &[Vec<Tile>], after: &[Vec<Tile>]) -> u32 {
    let mut left: Vec<TileCounts> = after.iter().map(|s| s.iter().collect()).collect();
    table
        .iter()
        .filter(|set| {
            let counts: TileCounts = set.iter().collect();
            match left.iter().position(|s| *s == counts) {
                Some(i) => {
                    left.swap_remove(i);
                    false
                }
                None => true,
            }
        })
        .count() as u32
}

/// Checks a puzzle from scratch: its solution is a legal turn that places
/// every rack tile, no rack tile simply joins a set, and no full solution
/// changes fewer sets than it claims, which its level allows.
pub fn check_puzzle(puzzle: &Puzzle) -> Result<(), String> {
    let rules = puzzle_rules();
    let summary = validate_turn(&puzzle.table, &puzzle.rack, &puzzle.solution, true, &rules)
        .map_err(|e| format!("the solution is not a legal turn: {e}"))?;
    if summary.played.len() != puzzle.rack.len() {
        return Err(format!(
            "the solution places {} of the {} rack tiles",
            summary.played.len(),
            puzzle.rack.len()
        ));
    }
    if let Some((tile, set)) = obvious_home(&puzzle.table, &puzzle.rack, &rules) {
        return Err(format!("{tile} simply joins table set {}", set + 1));
    }
    let changed = sets_changed(&puzzle.table, &puzzle.solution);
    if changed != puzzle.sets_changed {
        return Err(format!(
            "the solution changes {changed} table sets, not {}",
            puzzle.sets_changed
        ));
    }
    let fewest = fewest_changes(&puzzle.table, &puzzle.rack, &rules, u32::MAX)
        .ok_or("no play places every rack tile")?;
    if fewest.sets_changed != puzzle.sets_changed {
        return Err(format!(
            "the fewest sets a full solution changes is {}, not {}",
            fewest.sets_changed, puzzle.sets_changed
        ));
    }
    if !puzzle.level.changes().contains(&puzzle.sets_changed) {
        return Err(format!(
            "a {} puzzle changes {:?} sets, this one {}",
            puzzle.level,
            puzzle.level.changes(),
            puzzle.sets_changed
        ));
    }
    Ok(())
}
