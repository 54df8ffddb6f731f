//! The exact solver: the best play from a rack onto a table, and a complete
//! arrangement of the resulting table into valid sets.
//!
//! A dynamic programme over the numbers 1..13, after van Rijn, Takes and
//! Vis, "The complexity of Rummikub problems" (2015), extended with jokers,
//! with the constraint that every table tile is used, and with the
//! initial-meld threshold. Going up the numbers, each colour has two run
//! slots (two copies of each tile mean at most two runs of a colour through
//! one number) whose state is the run's length so far (0, 1, 2, or 3 for
//! "three or more, may stop"). At each number the solver decides, colour by
//! colour, which slots a real tile or a joker extends, starts or closes,
//! and how many tiles go to groups of that number; then how many jokers
//! join the groups. Reachable states are memoised.

use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

use serde::{Deserialize, Serialize};

use crate::rules::{
    Color, RuleSet, Tile, TileCounts, analyze_meld, arrange_meld, format_tiles, validate_turn,
};

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

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolveError {
    /// More copies of a tile (or jokers) than a box holds.
    ImpossibleTiles(String),
    /// A set on the table is not valid.
    InvalidTable(String),
    /// Wrap-around runs are not supported by the solver.
    Unsupported(String),
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

/// Finds the best play. `table` is the table's sets (their arrangement
/// does not matter to the search; it is returned unchanged when nothing can
/// be played).
pub fn solve(
    rack: &[Tile],
    table: &[Vec<Tile>],
    initial_meld_done: bool,
    rules: &RuleSet,
    objective: Objective,
) -> Result<Solution, SolveError> {
    let table_counts: TileCounts = table.iter().flatten().collect();
    let rack_counts: TileCounts = rack.iter().collect();
    let supply = table_counts.plus(&rack_counts);
    if let Some(t) = supply.first_over_two() {
        let what = if t.is_joker() {
            "jokers; there are only two".to_string()
        } else {
            format!("copies of {t}; a box has two")
        };
        return Err(SolveError::ImpossibleTiles(format!(
            "the rack and table hold {} {what}",
            supply.get(t)
        )));
    }
    for (i, set) in table.iter().enumerate() {
        if let Err(e) = analyze_meld(set, rules) {
            return Err(SolveError::InvalidTable(format!(
                "table set {} ({}) is not valid: {e}",
                i + 1,
                format_tiles(set)
            )));
        }
    }
    if rules.wrap_around_runs {
        return Err(SolveError::Unsupported(
            "the solver does not handle wrap-around runs".into(),
        ));
    }

    let unchanged = || Solution {
        played: Vec::new(),
        table: table.to_vec(),
        tiles_played: 0,
        value_played: 0,
    };
    let meld_mode = !initial_meld_done;
    let search_table = if meld_mode {
        TileCounts::new()
    } else {
        table_counts
    };
    let threshold = if meld_mode {
        (rules.initial_meld_points as u32).min(MAX_CAP)
    } else {
        0
    };
    let mut dp = Dp::new(&search_table, &rack_counts, threshold, objective);
    let start = dp.start_key();
    let best = dp.best(start);
    if best < 0 {
        // Only possible with table tiles that cannot all be placed, which a
        // valid table rules out; or nothing to play before the meld.
        return Ok(unchanged());
    }
    let mut sets = dp.reconstruct(start);
    let placed: TileCounts = sets.iter().flatten().collect();
    let played = placed.minus(&search_table);
    if played.is_empty() {
        return Ok(unchanged());
    }
    if meld_mode {
        let mut all = table.to_vec();
        all.append(&mut sets);
        sets = all;
    }
    let sets: Vec<Vec<Tile>> = sets
        .into_iter()
        .map(|s| arrange_meld(&s, |t| t, rules).expect("the solver builds valid sets"))
        .collect();
    let played_tiles = played.tiles();
    debug_assert!(
        validate_turn(table, rack, &sets, initial_meld_done, rules).is_ok(),
        "solver produced an illegal turn: {:?}",
        validate_turn(table, rack, &sets, initial_meld_done, rules)
    );
    let (tiles_played, value_played) = dp.totals(best);
    Ok(Solution {
        played: played_tiles,
        table: sets,
        tiles_played,
        value_played,
    })
}

/// Value thresholds above this are capped (no real threshold is near it).
const MAX_CAP: u32 = 1000;
const NEG: i64 = i64::MIN / 4;

// A run slot's state: what it holds so far. Jokers-only prefixes are kept
// apart so the search never builds a run without a real tile.
const EMPTY: u8 = 0;
const REAL_1: u8 = 1;
const REAL_2: u8 = 2;
/// Three or more tiles: the run may stop here.
const LONG: u8 = 3;
const JOKER_1: u8 = 4;
const JOKER_2: u8 = 5;

/// An unordered pair of slot states as an index below 21.
const fn pair_index(a: u8, b: u8) -> u8 {
    let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
    hi * (hi + 1) / 2 + lo
}

/// What one run slot does at a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum SlotMove {
    /// No run (an empty slot stays empty) or the run ended before this number.
    Idle,
    Real,
    Joker,
}

/// The moves of a slot and the state each leads to. `real_ahead(k)` tells
/// whether a real tile of the slot's colour exists `k` numbers ahead, so a
/// joker starts or extends a jokers-only prefix only when a real tile can
/// still complete it.
fn slot_moves(state: u8, real_ahead: impl Fn(usize) -> bool) -> ([(SlotMove, u8); 3], usize) {
    let mut out = [(SlotMove::Idle, EMPTY); 3];
    let mut len = 0;
    let mut push = |m, next| {
        out[len] = (m, next);
        len += 1;
    };
    match state {
        EMPTY => {
            push(SlotMove::Idle, EMPTY);
            push(SlotMove::Real, REAL_1);
            if real_ahead(1) || real_ahead(2) {
                push(SlotMove::Joker, JOKER_1);
            }
        }
        REAL_1 => {
            push(SlotMove::Real, REAL_2);
            push(SlotMove::Joker, REAL_2);
        }
        REAL_2 => {
            push(SlotMove::Real, LONG);
            push(SlotMove::Joker, LONG);
        }
        LONG => {
            push(SlotMove::Idle, EMPTY);
            push(SlotMove::Real, LONG);
            push(SlotMove::Joker, LONG);
        }
        JOKER_1 => {
            push(SlotMove::Real, REAL_2);
            if real_ahead(1) {
                push(SlotMove::Joker, JOKER_2);
            }
        }
        _ => push(SlotMove::Real, LONG),
    }
    (out, len)
}

/// Whether tiles of one number, `g[c]` of colour `c` (each 0..=2), and
/// `jokers` jokers can be split into groups; returns the groups' colour
/// sets (each with its joker count) when they can.
fn split_groups(g: [u8; 4], jokers: u8) -> Option<Vec<(Vec<usize>, u8)>> {
    let total: u8 = g.iter().sum::<u8>() + jokers;
    if total == 0 {
        return Some(Vec::new());
    }
    let max = *g.iter().max().unwrap_or(&0);
    if (3..=4).contains(&total) && max <= 1 && total > jokers {
        let colours = (0..4).filter(|&c| g[c] == 1).collect();
        return Some(vec![(colours, jokers)]);
    }
    if (6..=8).contains(&total) && max <= 2 {
        let doubles: Vec<usize> = (0..4).filter(|&c| g[c] == 2).collect();
        let singles: Vec<usize> = (0..4).filter(|&c| g[c] == 1).collect();
        for a in 0..=singles.len() {
            for j1 in 0..=jokers {
                let real1 = doubles.len() + a;
                let real2 = doubles.len() + singles.len() - a;
                let s1 = real1 + j1 as usize;
                let s2 = real2 + (jokers - j1) as usize;
                if (3..=4).contains(&s1) && (3..=4).contains(&s2) && real1 > 0 && real2 > 0 {
                    let mut c1 = doubles.clone();
                    c1.extend(&singles[..a]);
                    let mut c2 = doubles.clone();
                    c2.extend(&singles[a..]);
                    return Some(vec![(c1, j1), (c2, jokers - j1)]);
                }
            }
        }
    }
    None
}

#[derive(Default)]
struct FxHasher(u64);

impl Hasher for FxHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u64(&mut self, n: u64) {
        // SplitMix64's finaliser: every key bit reaches the low bits the
        // table indexes by (the keys are packed bit fields).
        let mut z = (self.0 ^ n).wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        self.0 = z ^ (z >> 31);
    }
}

type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// A search state: before processing colour `step` of number index `n`
/// (step 4 = the groups of number `n`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct State {
    n: u8,
    step: u8,
    slots: [[u8; 2]; 4],
    jokers_used: u8,
    groups: [u8; 4],
    /// Value placed so far, capped at the threshold (initial meld only).
    cap: u32,
}

impl State {
    fn key(&self) -> u64 {
        let mut k = self.n as u64;
        k = (k << 3) | self.step as u64;
        for s in self.slots {
            k = (k << 5) | pair_index(s[0], s[1]) as u64;
        }
        k = (k << 2) | self.jokers_used as u64;
        // The groups matter only through how many colours give one tile and
        // how many give two.
        let singles = self.groups.iter().filter(|&&g| g == 1).count() as u64;
        let doubles = self.groups.iter().filter(|&&g| g == 2).count() as u64;
        k = (k << 6) | (singles * 5 + doubles);
        (k << 10) | self.cap as u64
    }
}

/// One option at one colour step: the two slot moves (the tiles that go to
/// groups are in the next state's `groups`).
#[derive(Clone, Copy, Debug)]
struct ColourMove {
    moves: [SlotMove; 2],
}

struct Dp {
    table: [[u8; 13]; 4],
    rack: [[u8; 13]; 4],
    /// `group_capacity[n][c]`: the most tiles colours `c..4` can give to
    /// the groups of number index `n`.
    group_capacity: [[u8; 5]; 13],
    table_jokers: u8,
    jokers: u8,
    threshold: u32,
    objective: Objective,
    memo: FastMap<u64, i64>,
}

/// What a step adds: rack tiles, their value, rack jokers.
#[derive(Clone, Copy, Default)]
struct Gain {
    tiles: i64,
    value: i64,
    jokers: i64,
}

impl Dp {
    fn new(table: &TileCounts, rack: &TileCounts, threshold: u32, objective: Objective) -> Dp {
        let mut t = [[0u8; 13]; 4];
        let mut r = [[0u8; 13]; 4];
        for c in Color::ALL {
            for n in 1..=13u8 {
                let face = Tile::new(c, n);
                t[c.index()][n as usize - 1] = table.get(face) as u8;
                r[c.index()][n as usize - 1] = rack.get(face) as u8;
            }
        }
        let table_jokers = table.get(Tile::JOKER) as u8;
        let mut group_capacity = [[0u8; 5]; 13];
        for n in 0..13 {
            for c in (0..4).rev() {
                group_capacity[n][c] = group_capacity[n][c + 1] + (t[c][n] + r[c][n]).min(2);
            }
        }
        Dp {
            table: t,
            rack: r,
            group_capacity,
            table_jokers,
            jokers: table_jokers + rack.get(Tile::JOKER) as u8,
            threshold,
            objective,
            memo: FastMap::default(),
        }
    }

    /// Real tiles of colour `c` at number index `n` (0 past 13).
    fn available(&self, c: usize, n: usize) -> u8 {
        if n < 13 {
            self.table[c][n] + self.rack[c][n]
        } else {
            0
        }
    }

    fn start_key(&self) -> State {
        State {
            n: 0,
            step: 0,
            slots: [[0; 2]; 4],
            jokers_used: 0,
            groups: [0; 4],
            cap: 0,
        }
    }

    fn score(&self, g: Gain) -> i64 {
        match self.objective {
            Objective::Tiles => (g.tiles << 20) + (g.jokers << 16) + g.value,
            Objective::Value => (g.value << 12) + (g.jokers << 8) + g.tiles,
        }
    }

    /// Tiles and value played, decoded from a best score.
    fn totals(&self, score: i64) -> (u32, u32) {
        match self.objective {
            Objective::Tiles => ((score >> 20) as u32, (score & 0xFFFF) as u32),
            Objective::Value => ((score & 0xFF) as u32, (score >> 12) as u32),
        }
    }

    /// Gain from using `jokers` more jokers at number `number`, when
    /// `used` were used before: table jokers count first, so the rack's
    /// jokers take the higher numbers.
    fn joker_gain(&self, used: u8, jokers: u8, number: i64) -> Gain {
        let mut g = Gain::default();
        for i in 0..jokers {
            if used + i >= self.table_jokers {
                g.tiles += 1;
                g.value += number;
                g.jokers += 1;
            }
        }
        g
    }

    /// Calls `f` with every option of the current step: the next state,
    /// the gain, the colour move (or the group jokers at the group step).
    fn for_each_option(&self, s: &State, mut f: impl FnMut(State, Gain, Option<ColourMove>, u8)) {
        let number = s.n as i64 + 1;
        if s.step < 4 {
            let c = s.step as usize;
            let [a, b] = s.slots[c];
            let n = s.n as usize;
            let t = self.table[c][n];
            let r = self.rack[c][n];
            let real_ahead =
                |k: usize| n + k < 13 && self.table[c][n + k] + self.rack[c][n + k] > 0;
            let (moves_a, len_a) = slot_moves(a, real_ahead);
            let (moves_b, len_b) = slot_moves(b, real_ahead);
            for &(ma, next_a) in &moves_a[..len_a] {
                for &(mb, next_b) in &moves_b[..len_b] {
                    if a == b && mb < ma {
                        continue; // the same state as the swapped pair
                    }
                    let real = (ma == SlotMove::Real) as u8 + (mb == SlotMove::Real) as u8;
                    let jok = (ma == SlotMove::Joker) as u8 + (mb == SlotMove::Joker) as u8;
                    if s.jokers_used + jok > self.jokers || real > t + r {
                        continue;
                    }
                    // Open runs must go on at the next number: with real
                    // tiles of this colour there, or with jokers.
                    let jokers_left = self.jokers - s.jokers_used - jok;
                    let must_go_on = [next_a, next_b]
                        .iter()
                        .filter(|&&st| st != EMPTY && st != LONG)
                        .count() as u8;
                    let need_real =
                        [next_a, next_b].iter().filter(|&&st| st == JOKER_2).count() as u8;
                    let ahead = self.available(c, n + 1);
                    if must_go_on > ahead + jokers_left || need_real > ahead {
                        continue;
                    }
                    for to_groups in 0..=2u8 {
                        let used = real + to_groups;
                        if used < t || used > t + r {
                            continue;
                        }
                        // Tiles given to groups must be able to reach a group:
                        // three tiles, or six once a colour gives two.
                        let mut groups = s.groups;
                        groups[c] = to_groups;
                        let so_far: u8 = groups.iter().sum();
                        if so_far > 0 {
                            let reach = so_far + self.group_capacity[n][c + 1] + jokers_left;
                            let needed = if groups.contains(&2) { 6 } else { 3 };
                            if reach < needed {
                                continue;
                            }
                        }
                        let mut next = *s;
                        next.slots[c] = [next_a, next_b];
                        next.jokers_used += jok;
                        next.groups[c] = to_groups;
                        next.step += 1;
                        let rack_used = (used - t) as i64;
                        let mut gain = self.joker_gain(s.jokers_used, jok, number);
                        gain.tiles += rack_used;
                        gain.value += rack_used * number;
                        next.cap = (s.cap + ((used as u32 + jok as u32) * number as u32))
                            .min(self.threshold);
                        f(next, gain, Some(ColourMove { moves: [ma, mb] }), 0);
                    }
                }
            }
        } else {
            for jg in 0..=(self.jokers - s.jokers_used) {
                if split_groups(s.groups, jg).is_none() {
                    continue;
                }
                let mut next = *s;
                next.jokers_used += jg;
                next.groups = [0; 4];
                next.step = 0;
                next.n += 1;
                next.cap = (s.cap + jg as u32 * number as u32).min(self.threshold);
                f(next, self.joker_gain(s.jokers_used, jg, number), None, jg);
            }
        }
    }

    /// The options of the current step, collected.
    fn options(&self, s: &State) -> Vec<(State, Gain, Option<ColourMove>, u8)> {
        let mut out = Vec::new();
        self.for_each_option(s, |a, b, c, d| out.push((a, b, c, d)));
        out
    }

    fn best(&mut self, s: State) -> i64 {
        if s.n == 13 {
            let closed = s.slots.iter().flatten().all(|&l| l == EMPTY || l == LONG);
            let ok = closed && s.jokers_used >= self.table_jokers && s.cap >= self.threshold;
            return if ok { 0 } else { NEG };
        }
        let key = s.key();
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let mut best = NEG;
        let mut children = [(s, Gain::default()); 27];
        let mut count = 0;
        self.for_each_option(&s, |next, gain, _, _| {
            children[count] = (next, gain);
            count += 1;
        });
        for &(next, gain) in &children[..count] {
            let rest = self.best(next);
            if rest > NEG {
                best = best.max(rest + self.score(gain));
            }
        }
        self.memo.insert(key, best);
        best
    }

    /// Walks the optimal choices from `start` and builds the sets.
    fn reconstruct(&mut self, start: State) -> Vec<Vec<Tile>> {
        let mut sets: Vec<Vec<Tile>> = Vec::new();
        let mut runs: [[Vec<Tile>; 2]; 4] = Default::default();
        let mut s = start;
        while s.n < 13 {
            let target = self.best(s);
            let chosen = self
                .options(&s)
                .into_iter()
                .find(|(next, gain, _, _)| {
                    let rest = self.best(*next);
                    rest > NEG && rest + self.score(*gain) == target
                })
                .expect("an optimal option exists");
            let (next, _, colour_move, group_jokers) = chosen;
            let number = s.n + 1;
            match colour_move {
                Some(m) => {
                    let c = s.step as usize;
                    let color = Color::from_index(c);
                    for (slot, mv) in m.moves.iter().enumerate() {
                        match mv {
                            SlotMove::Idle => {
                                if !runs[c][slot].is_empty() {
                                    sets.push(std::mem::take(&mut runs[c][slot]));
                                }
                            }
                            SlotMove::Real => runs[c][slot].push(Tile::new(color, number)),
                            SlotMove::Joker => runs[c][slot].push(Tile::JOKER),
                        }
                    }
                }
                None => {
                    let groups = split_groups(s.groups, group_jokers).expect("feasible");
                    for (colours, jokers) in groups {
                        let mut set: Vec<Tile> = colours
                            .into_iter()
                            .map(|c| Tile::new(Color::from_index(c), number))
                            .collect();
                        set.extend(std::iter::repeat_n(Tile::JOKER, jokers as usize));
                        sets.push(set);
                    }
                }
            }
            s = next;
        }
        for colour in runs {
            for run in colour {
                if !run.is_empty() {
                    sets.push(run);
                }
            }
        }
        sets
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SLOT_STATES: u8 = 6;

    #[test]
    fn pair_indices_are_a_bijection() {
        let mut seen = [false; 21];
        for a in 0..SLOT_STATES {
            for b in a..SLOT_STATES {
                let i = pair_index(a, b) as usize;
                assert!(!seen[i], "({a}, {b}) shares index {i}");
                seen[i] = true;
                assert_eq!(pair_index(b, a) as usize, i);
            }
        }
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn group_splits() {
        assert!(split_groups([1, 1, 1, 0], 0).is_some());
        assert!(split_groups([1, 1, 0, 0], 1).is_some());
        assert!(split_groups([1, 0, 0, 0], 2).is_some());
        assert!(split_groups([0, 0, 0, 0], 2).is_none());
        assert!(split_groups([2, 1, 1, 0], 0).is_none());
        assert!(split_groups([2, 2, 1, 1], 0).is_some());
        assert!(split_groups([2, 2, 2, 2], 0).is_some());
        assert!(split_groups([2, 2, 1, 0], 1).is_some());
        assert!(split_groups([1, 1, 1, 1], 2).is_some());
        assert!(split_groups([1, 1, 1, 1], 1).is_none());
    }
}
