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

use std::fmt;
use std::hash::Hasher;

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
    /// Wrap-around runs, or a best play a joker option refuses: the solver
    /// does not search under every option yet.
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
    solve_within(
        &mut Budget::unlimited(),
        rack,
        table,
        initial_meld_done,
        rules,
        objective,
    )
    .unwrap_or_else(|Interrupted| {
        Err(SolveError::Unsupported(
            "the search stopped without a budget".into(),
        ))
    })
}

/// A solve done a piece at a time, for a host that must not block for long
/// (the browser's one thread): each [`SolveJob::step`] searches about as
/// many nodes as it is allowed, and the next carries on where it stopped.
/// The answer is [`solve`]'s.
pub struct SolveJob {
    rack: Vec<Tile>,
    table: Vec<Vec<Tile>>,
    initial_meld_done: bool,
    rules: RuleSet,
    objective: Objective,
    budget: Budget,
    stops: u32,
}

/// The work ([`work_done`]) of one step of the players' thinking, the
/// hint and the missed-play analysis: a solve that needs more is carried
/// on in the next step. About 1.5 ms natively (6 ms on the slowest tables
/// seen), so a browser that takes one step a frame keeps its frames.
pub const STEP_WORK: u64 = 12_000;

/// Steps a [`SolveJob`] takes at the work it is allowed; after that each
/// step may do twice the last. An attempt redoes the work the memo lost to
/// collisions since the last, so this makes every solve end.
pub const STEPS_AT_FIRST_ALLOWANCE: u32 = 64;

impl SolveJob {
    pub fn new(
        rack: &[Tile],
        table: &[Vec<Tile>],
        initial_meld_done: bool,
        rules: &RuleSet,
        objective: Objective,
    ) -> SolveJob {
        SolveJob {
            rack: rack.to_vec(),
            table: table.to_vec(),
            initial_meld_done,
            rules: rules.clone(),
            objective,
            budget: Budget::unlimited(),
            stops: 0,
        }
    }

    /// Whether this job solves that position.
    pub fn solves(
        &self,
        rack: &[Tile],
        table: &[Vec<Tile>],
        initial_meld_done: bool,
        rules: &RuleSet,
        objective: Objective,
    ) -> bool {
        self.initial_meld_done == initial_meld_done
            && self.objective == objective
            && self.rack == rack
            && self.table == table
            && self.rules == *rules
    }

    /// Searches up to about `work` nodes ([`work_done`]); the answer once
    /// found.
    pub fn step(&mut self, work: u64) -> Option<Result<Solution, SolveError>> {
        let doublings = (self.stops + 1)
            .saturating_sub(STEPS_AT_FIRST_ALLOWANCE)
            .min(32);
        self.budget.allow(work.saturating_mul(1 << doublings));
        match solve_within(
            &mut self.budget,
            &self.rack,
            &self.table,
            self.initial_meld_done,
            &self.rules,
            self.objective,
        ) {
            Ok(answer) => Some(answer),
            Err(Interrupted) => {
                self.stops += 1;
                None
            }
        }
    }
}

/// [`solve`], stopping once the search has done the work `budget` allows
/// (the work of programmes a previous attempt finished is not repeated).
pub(super) fn solve_within(
    budget: &mut Budget,
    rack: &[Tile],
    table: &[Vec<Tile>],
    initial_meld_done: bool,
    rules: &RuleSet,
    objective: Objective,
) -> Result<Result<Solution, SolveError>, Interrupted> {
    budget.met = 0;
    let table_counts: TileCounts = table.iter().flatten().collect();
    let rack_counts: TileCounts = rack.iter().collect();
    let supply = table_counts.plus(&rack_counts);
    if let Some(t) = supply.first_over_two() {
        let what = if t.is_joker() {
            "jokers; there are only two".to_string()
        } else {
            format!("copies of {t}; a box has two")
        };
        return Ok(Err(SolveError::ImpossibleTiles(format!(
            "the rack and table hold {} {what}",
            supply.get(t)
        ))));
    }
    for (i, set) in table.iter().enumerate() {
        if let Err(e) = analyze_meld(set, rules) {
            return Ok(Err(SolveError::InvalidTable(format!(
                "table set {} ({}) is not valid: {e}",
                i + 1,
                format_tiles(set)
            ))));
        }
    }

    let unchanged = || Solution {
        played: Vec::new(),
        table: table.to_vec(),
        tiles_played: 0,
        value_played: 0,
    };
    let meld_mode = !initial_meld_done;
    let table_jokers = table_counts.get(Tile::JOKER);
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
    // Under the editions' joker options the sets the table's jokers are in
    // matter, not only its tiles: a search of its own.
    if !meld_mode && rules.restricts_jokers() && table_jokers > 0 {
        return super::jokers::solve_restricted(budget, rack, table, rules, objective).map(Ok);
    }
    // Before the initial meld every joker counts towards the threshold, and
    // for the value objective every joker's value counts, so the search
    // places all of them; otherwise it places only essential jokers.
    let canonical = !meld_mode && objective == Objective::Tiles;
    // No solution happens only with table tiles that cannot all be placed,
    // which a valid table rules out, or with nothing to play before the meld.
    let Some(mut sets) = best_sets(
        &search_table,
        &rack_counts,
        threshold,
        objective,
        canonical,
        rules.wrap_around_runs,
        budget,
    )?
    else {
        return Ok(Ok(unchanged()));
    };
    let placed: TileCounts = sets.iter().flatten().collect();
    let played = placed.minus(&search_table);
    if played.is_empty() {
        return Ok(Ok(unchanged()));
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
    // Without table jokers (or before the meld) the options (a)–(d) have
    // nothing to judge, so this holds; it is checked in every build all the
    // same, and a refused play is never given.
    if let Err(e) = validate_turn(table, rack, &sets, initial_meld_done, rules) {
        return Ok(Err(SolveError::Unsupported(format!(
            "the best play found breaks a rule of these rules ({e})"
        ))));
    }
    // Before the initial meld the new sets are the rack's alone: their
    // value is the meld's, and the table's jokers are not the player's.
    let value_played = if meld_mode {
        sets[table.len()..]
            .iter()
            .map(|s| analyze_meld(s, rules).map_or(0, |m| m.value()))
            .sum()
    } else {
        played_value(&sets, &played, rules)
    };
    Ok(Ok(Solution {
        tiles_played: played.total() as u32,
        played: played.tiles(),
        table: sets,
        value_played,
    }))
}

/// The DP's best sets: every tile of `search_table` placed and as much of
/// the rack as the objective prefers, or `None` when the table's tiles
/// cannot all be placed (or nothing reaches the threshold).
///
/// With wrap-around runs the numbers form a circle; the programme goes
/// through them from each of the 13 starting points and keeps the best. A
/// run may then cross from 13 to 1 wherever no other run crosses the
/// starting point; an arrangement in which runs cross every point between
/// two numbers is not searched.
pub(super) fn best_sets(
    search_table: &TileCounts,
    rack: &TileCounts,
    threshold: u32,
    objective: Objective,
    canonical: bool,
    wrap: bool,
    budget: &mut Budget,
) -> Result<Option<Vec<Vec<Tile>>>, Interrupted> {
    let starts = if wrap { 13 } else { 1 };
    let mut best: Option<(i64, Vec<Vec<Tile>>)> = None;
    for start in 0..starts {
        let numbers: [u8; 13] = std::array::from_fn(|p| ((p + start) % 13) as u8 + 1);
        let ordinal = budget.met;
        budget.met += 1;
        // Without a limit there is no next attempt to keep anything for.
        let limited = budget.stop_at != u64::MAX;
        let inputs = if limited {
            fingerprint(search_table, rack, threshold, objective, canonical, numbers)
        } else {
            0
        };
        let (value, sets) = match budget.finished.get(ordinal) {
            Some(done) if done.inputs == inputs => (done.value, done.sets.clone()),
            _ => {
                let resume = budget
                    .stopped
                    .filter(|(at, _)| *at == ordinal)
                    .map(|(_, mark)| mark);
                let mut dp = Dp::new(
                    search_table,
                    rack,
                    threshold,
                    objective,
                    canonical,
                    numbers,
                    Memo::take(resume),
                );
                dp.stop_at = budget.stop_at;
                let first = dp.start_state();
                let value = dp.best(first);
                let better = value >= 0 && best.as_ref().is_none_or(|(v, _)| value > *v);
                let sets = if better && !dp.stopped {
                    dp.reconstruct(first, wrap)
                } else {
                    None
                };
                let mark = dp.memo.mark();
                dp.memo.put_back();
                if dp.stopped {
                    budget.stopped = Some((ordinal, mark));
                    return Err(Interrupted);
                }
                if limited {
                    // Kept for the next attempt, if this one is stopped later.
                    budget.finished.truncate(ordinal);
                    budget.finished.push(Finished {
                        inputs,
                        value,
                        sets: sets.clone(),
                    });
                }
                (value, sets)
            }
        };
        if let Some(sets) =
            sets.filter(|_| value >= 0 && best.as_ref().is_none_or(|(v, _)| value > *v))
        {
            best = Some((value, sets));
        }
    }
    Ok(best.map(|(_, sets)| sets))
}

/// A search stopped by its [`Budget`] before it found the answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Interrupted;

/// How much search one attempt at a solve may do, and what earlier
/// attempts at the same solve left: the results of the programmes they ran
/// to the end, and the memo of the one they stopped in. An attempt makes
/// the same programmes in the same order, so it takes those results and
/// carries on where the last one stopped.
pub(super) struct Budget {
    /// The thread's [`work_done`] at which the search stops.
    stop_at: u64,
    finished: Vec<Finished>,
    /// Programmes met so far in this attempt.
    met: usize,
    /// The programme an attempt stopped in, and its memo.
    stopped: Option<(usize, MemoMark)>,
}

struct Finished {
    inputs: u64,
    value: i64,
    sets: Option<Vec<Vec<Tile>>>,
}

impl Budget {
    pub(super) fn unlimited() -> Budget {
        Budget {
            stop_at: u64::MAX,
            finished: Vec::new(),
            met: 0,
            stopped: None,
        }
    }

    /// The next attempt may do `work` more search nodes.
    pub(super) fn allow(&mut self, work: u64) {
        self.stop_at = work_done().saturating_add(work);
    }
}

/// A programme's inputs, hashed: what an attempt checks before it reuses
/// an earlier attempt's result.
fn fingerprint(
    table: &TileCounts,
    rack: &TileCounts,
    threshold: u32,
    objective: Objective,
    canonical: bool,
    numbers: [u8; 13],
) -> u64 {
    let mut h = FxHasher::default();
    for t in table.tiles() {
        h.write_u64(t.index() as u64);
    }
    h.write_u64(u64::MAX);
    for t in rack.tiles() {
        h.write_u64(t.index() as u64);
    }
    h.write_u64(
        (u64::from(threshold) << 2)
            | ((objective == Objective::Value) as u64 * 2)
            | canonical as u64,
    );
    h.write(&numbers);
    h.finish()
}

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

/// Value thresholds above this are capped (no real threshold is near it).
const MAX_CAP: u32 = 1000;
const NEG: i64 = i64::MIN / 4;

// A run slot's state: what the run holds so far.
//
// After the initial meld the search only places *essential* jokers, ones
// whose removal would break their set; every other joker is *free* and is
// added at the end to any run end with room or any group of three. Any
// arrangement becomes one of this form by taking out non-essential jokers,
// so nothing is lost, and the search no longer tries every joker in every
// set. The states below encode the essential-joker rules: a run may start
// with a joker only if it stays three long, and a joker may extend a run of
// three or more only if real tiles follow it.
const EMPTY: u8 = 0;
const REAL_1: u8 = 1;
const REAL_2: u8 = 2;
/// Three or more tiles: the run may stop here.
const LONG: u8 = 3;
/// A run that began with a joker.
const JOKER_1: u8 = 4;
const JOKER_2: u8 = 5;
/// Joker then a real tile.
const JOKER_REAL: u8 = 6;
/// A run of three or more followed by a joker: a real tile must come next.
const LONG_JOKER: u8 = 7;
/// A three-tile run starting with a joker: it must stop.
const FULL_3: u8 = 8;

/// An unordered pair of slot states as an index below 45.
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

/// Whether a slot state is a run that must go on at the next number.
fn must_go_on(state: u8) -> bool {
    !matches!(state, EMPTY | LONG | FULL_3)
}

/// The moves of a slot and the state each leads to. `real_ahead(k)` tells
/// whether a real tile of the slot's colour exists `k` numbers ahead, so a
/// joker only goes where a real tile can still complete its run.
fn slot_moves(
    state: u8,
    canonical: bool,
    real_ahead: impl Fn(usize) -> bool,
) -> ([(SlotMove, u8); 3], usize) {
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
            if !canonical {
                push(SlotMove::Joker, LONG);
            } else if real_ahead(1) {
                push(SlotMove::Joker, LONG_JOKER);
            }
        }
        LONG_JOKER => {
            push(SlotMove::Real, LONG);
            if real_ahead(1) {
                push(SlotMove::Joker, LONG_JOKER);
            }
        }
        JOKER_1 => {
            push(SlotMove::Real, if canonical { JOKER_REAL } else { REAL_2 });
            if real_ahead(1) {
                push(SlotMove::Joker, JOKER_2);
            }
        }
        JOKER_2 => push(SlotMove::Real, if canonical { FULL_3 } else { LONG }),
        JOKER_REAL => {
            push(SlotMove::Real, FULL_3);
            push(SlotMove::Joker, FULL_3);
        }
        _ => push(SlotMove::Idle, EMPTY), // FULL_3
    }
    (out, len)
}

/// Free-joker spots a run gives when it starts at `number`: room below it.
fn spots_below(number: u8) -> u8 {
    (number - 1).min(2)
}

/// Free-joker spots a run gives when its last tile is `number`: room above.
fn spots_above(number: u8) -> u8 {
    (13 - number).min(2)
}

/// Groups of one number: each group's colours and joker count.
type Groups = Vec<(Vec<usize>, u8)>;

/// Splits the tiles of one number that go to groups, `g[c]` of colour `c`
/// (each 0..=2), and `jokers` jokers into groups. Returns each group's
/// colours and joker count, preferring groups of three (each is a spot for
/// a free joker). With `canonical`, a group holding a joker has exactly
/// three tiles (in a group of four the joker is not essential). Eight tiles
/// and a joker or two make three groups, so up to three are tried.
fn split_groups(g: [u8; 4], jokers: u8, canonical: bool) -> Option<Groups> {
    static TABLES: std::sync::OnceLock<Vec<Option<Groups>>> = std::sync::OnceLock::new();
    let table = TABLES.get_or_init(|| {
        let mut all = Vec::with_capacity(81 * 3 * 2);
        for index in 0..81 * 3 * 2 {
            let canonical = index % 2 == 1;
            let jokers = (index / 2 % 3) as u8;
            let mut rest = index / 6;
            let mut g = [0u8; 4];
            for c in g.iter_mut() {
                *c = (rest % 3) as u8;
                rest /= 3;
            }
            all.push(search_groups(g, jokers, canonical));
        }
        all
    });
    let index = g.iter().rev().fold(0usize, |acc, &c| acc * 3 + c as usize);
    table[(index * 3 + jokers as usize) * 2 + canonical as usize].clone()
}

/// The search behind [`split_groups`]: every way to deal each colour's
/// tiles into distinct groups and the jokers among them.
fn search_groups(g: [u8; 4], jokers: u8, canonical: bool) -> Option<Groups> {
    let total = g.iter().sum::<u8>() + jokers;
    if total == 0 {
        return Some(Vec::new());
    }
    let mut best: Option<(usize, Groups)> = None;
    for k in 1..=3usize {
        // Each colour goes into `g[c]` distinct groups: a bit mask over k.
        let masks: Vec<Vec<u8>> = (0..4)
            .map(|c| {
                (0..1u8 << k)
                    .filter(|m| m.count_ones() == g[c] as u32)
                    .collect()
            })
            .collect();
        for m0 in &masks[0] {
            for m1 in &masks[1] {
                for m2 in &masks[2] {
                    for m3 in &masks[3] {
                        let chosen = [*m0, *m1, *m2, *m3];
                        let reals: Vec<usize> = (0..k)
                            .map(|i| chosen.iter().filter(|m| *m >> i & 1 == 1).count())
                            .collect();
                        if reals.contains(&0) {
                            continue;
                        }
                        // Deal the jokers: j[i] to group i.
                        for deal in 0..3usize.pow(k as u32) {
                            let js: Vec<u8> = (0..k)
                                .map(|i| (deal / 3usize.pow(i as u32) % 3) as u8)
                                .collect();
                            if js.iter().sum::<u8>() != jokers {
                                continue;
                            }
                            let ok = (0..k).all(|i| {
                                let size = reals[i] + js[i] as usize;
                                (3..=4).contains(&size) && !(canonical && js[i] > 0 && size != 3)
                            });
                            if !ok {
                                continue;
                            }
                            let threes = (0..k).filter(|&i| reals[i] + js[i] as usize == 3).count();
                            if best.as_ref().is_none_or(|(t, _)| threes > *t) {
                                let groups = (0..k)
                                    .map(|i| {
                                        (
                                            (0..4).filter(|&c| chosen[c] >> i & 1 == 1).collect(),
                                            js[i],
                                        )
                                    })
                                    .collect();
                                best = Some((threes, groups));
                            }
                        }
                    }
                }
            }
        }
    }
    best.map(|(_, groups)| groups)
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

/// A search state: before processing colour `step` of number index `n`
/// (step 4 = the groups of number `n`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct State {
    n: u8,
    step: u8,
    slots: [[u8; 2]; 4],
    /// Jokers placed by the search (essential ones, after the meld).
    jokers_used: u8,
    /// Places a free joker could go, capped at two.
    spots: u8,
    groups: [u8; 4],
    /// Value placed so far, capped at the threshold (initial meld only).
    cap: u32,
}

impl State {
    fn key(&self) -> u64 {
        let mut k = self.n as u64;
        k = (k << 3) | self.step as u64;
        for s in self.slots {
            k = (k << 6) | pair_index(s[0], s[1]) as u64;
        }
        k = (k << 2) | self.jokers_used as u64;
        k = (k << 2) | self.spots as u64;
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
    /// Place only essential jokers and add the others at the end.
    canonical: bool,
    /// `remaining[n][step]`: what the rack tiles from this step on could
    /// add at most (tiles that cannot be in any set left out).
    remaining: [[Gain; 5]; 13],
    /// `joker_worth[n]`: the most a joker placed from number index `n` on
    /// can add to the initial meld's value.
    joker_worth: [u32; 13],
    rack_jokers: u8,
    /// The number at each position the search goes through: 1 to 13, or
    /// with wrap-around runs the same numbers from another starting point.
    numbers: [u8; 13],
    memo: Memo,
    /// The thread's work at which the search stops, and whether it did.
    stop_at: u64,
    stopped: bool,
}

/// The memo: a fixed-size, direct-mapped table (a transposition table).
/// A collision overwrites an entry, which costs only a recomputation, so
/// memory stays bounded ([`MEMO_BYTES`] per thread) on any position. The
/// table is kept per thread and reused; a generation number in each tag
/// makes old entries miss without clearing the table, and a programme that
/// resumes a stopped search takes its generation back.
struct Memo {
    slots: Vec<Slot>,
    /// The search's child lists, one per depth (number × step), kept with
    /// the table so a programme allocates none.
    buffers: Vec<Vec<(State, i64, i64)>>,
    generation: u64,
    /// The highest generation handed out since the table was last cleared.
    latest: u64,
    /// Tells this table apart from every other, and from itself before a
    /// clear: a mark is only taken back by the table that made it.
    id: u64,
}

/// Which table and generation a stopped search's entries are in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct MemoMark {
    id: u64,
    generation: u64,
}

static MEMO_IDS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

fn new_memo_id() -> u64 {
    MEMO_IDS.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

#[derive(Clone, Copy, Default)]
struct Slot {
    /// The state key, the generation (bits 51..63) and the exact flag (bit 63).
    tag: u64,
    value: i64,
}

const MEMO_SLOTS: usize = 1 << 18;
/// Memory of one thread's memo table.
pub const MEMO_BYTES: usize = MEMO_SLOTS * std::mem::size_of::<(u64, i64)>();
const GENERATION_SHIFT: u32 = 51;
const MAX_GENERATION: u64 = (1 << 12) - 1;
const EXACT_BIT: u64 = 1 << 63;

thread_local! {
    /// Search nodes expanded on this thread: see [`work_done`].
    static WORK: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
    static MEMO_POOL: std::cell::RefCell<Option<Memo>> = const { std::cell::RefCell::new(None) };
}

/// Search nodes the solver has expanded on this thread so far: a measure
/// of its work that, unlike a clock, gives the same answer on every run and
/// machine, for callers that budget how long they think.
pub fn work_done() -> u64 {
    WORK.with(|w| w.get())
}

impl Memo {
    /// The thread's table, for one programme: a new generation, or the
    /// stopped search's if `resume` marks this table.
    fn take(resume: Option<MemoMark>) -> Memo {
        let mut memo = MEMO_POOL
            .with(|p| p.borrow_mut().take())
            .unwrap_or_else(|| Memo {
                slots: vec![Slot::default(); MEMO_SLOTS],
                buffers: (0..13 * 5).map(|_| Vec::with_capacity(27)).collect(),
                generation: 0,
                latest: 0,
                id: new_memo_id(),
            });
        if let Some(mark) = resume.filter(|m| m.id == memo.id) {
            memo.generation = mark.generation;
            return memo;
        }
        memo.latest += 1;
        if memo.latest > MAX_GENERATION {
            memo.slots.fill(Slot::default());
            memo.latest = 1;
            memo.id = new_memo_id();
        }
        memo.generation = memo.latest;
        memo
    }

    fn mark(&self) -> MemoMark {
        MemoMark {
            id: self.id,
            generation: self.generation,
        }
    }

    fn index(key: u64) -> usize {
        let mut h = FxHasher::default();
        h.write_u64(key);
        (h.finish() as usize) & (MEMO_SLOTS - 1)
    }

    fn get(&self, key: u64) -> Option<Entry> {
        let slot = self.slots[Self::index(key)];
        let want = key | (self.generation << GENERATION_SHIFT);
        (slot.tag & !EXACT_BIT == want).then_some(Entry {
            value: slot.value,
            exact: slot.tag & EXACT_BIT != 0,
        })
    }

    fn insert(&mut self, key: u64, entry: Entry) {
        let exact = if entry.exact { EXACT_BIT } else { 0 };
        self.slots[Self::index(key)] = Slot {
            tag: key | (self.generation << GENERATION_SHIFT) | exact,
            value: entry.value,
        };
    }
}

impl Memo {
    /// Gives the table back to the thread for the next solve.
    fn put_back(self) {
        MEMO_POOL.with(|p| *p.borrow_mut() = Some(self));
    }
}

/// A memoised result: the exact best value of a state, or an upper bound
/// on it (when the search only had to show it could not beat a bound).
#[derive(Clone, Copy)]
struct Entry {
    value: i64,
    exact: bool,
}

/// What a step adds: rack tiles, their value, rack jokers.
#[derive(Clone, Copy, Default, Debug)]
struct Gain {
    tiles: i64,
    value: i64,
    jokers: i64,
}

impl Dp {
    fn new(
        table: &TileCounts,
        rack: &TileCounts,
        threshold: u32,
        objective: Objective,
        canonical: bool,
        numbers: [u8; 13],
        memo: Memo,
    ) -> Dp {
        let mut t = [[0u8; 13]; 4];
        let mut r = [[0u8; 13]; 4];
        for c in Color::ALL {
            for (n, &number) in numbers.iter().enumerate() {
                let face = Tile::new(c, number);
                t[c.index()][n] = table.get(face) as u8;
                r[c.index()][n] = rack.get(face) as u8;
            }
        }
        let table_jokers = table.get(Tile::JOKER) as u8;
        let mut group_capacity = [[0u8; 5]; 13];
        for n in 0..13 {
            for c in (0..4).rev() {
                group_capacity[n][c] = group_capacity[n][c + 1] + (t[c][n] + r[c][n]).min(2);
            }
        }
        let jokers = table_jokers + rack.get(Tile::JOKER) as u8;
        let available = |c: usize, n: i32| -> u8 {
            if (0..13).contains(&n) {
                t[c][n as usize] + r[c][n as usize]
            } else {
                0
            }
        };
        // Whether a rack tile could be in any set at all, with every tile
        // of the table and rack and every joker at hand.
        let could_play = |c: usize, n: usize| -> bool {
            let others = (0..4)
                .filter(|&o| o != c && available(o, n as i32) > 0)
                .count() as u8;
            if others + jokers >= 2 {
                return true;
            }
            (n as i32 - 2..=n as i32).any(|start| {
                start >= 0
                    && start + 2 < 13
                    && (start..start + 3)
                        .filter(|&m| m != n as i32 && available(c, m) == 0)
                        .count() as u8
                        <= jokers
            })
        };
        let mut remaining = [[Gain::default(); 5]; 13];
        let mut acc = Gain::default();
        for n in (0..13).rev() {
            for c in (0..4).rev() {
                if r[c][n] > 0 && could_play(c, n) {
                    acc.tiles += r[c][n] as i64;
                    acc.value += r[c][n] as i64 * numbers[n] as i64;
                }
                remaining[n][c] = acc;
            }
            remaining[n][4] = remaining.get(n + 1).map_or(Gain::default(), |g| g[0]);
        }
        // A joker's set holds a real tile at most two places from it (there
        // are only two jokers), so a joker placed from position `p` on sits
        // at most two past the last real tile from `p - 1` on (`p - 1` for a
        // run the slots already carry).
        let mut joker_worth = [0u32; 13];
        for (p, worth) in joker_worth.iter_mut().enumerate() {
            let last_real = (p..13)
                .rev()
                .find(|&q| (0..4).any(|c| t[c][q] + r[c][q] > 0))
                .map_or(p as i32 - 1, |q| q as i32);
            let last = (last_real + 2).min(12);
            *worth = (p as i32..=last)
                .map(|q| numbers[q as usize] as u32)
                .max()
                .unwrap_or(0);
        }
        Dp {
            table: t,
            rack: r,
            group_capacity,
            table_jokers,
            jokers,
            threshold,
            objective,
            canonical,
            remaining,
            joker_worth,
            rack_jokers: jokers - table_jokers,
            numbers,
            memo,
            stop_at: u64::MAX,
            stopped: false,
        }
    }

    /// The most a state's future could add: every playable rack tile from
    /// here on and every rack joker not yet placed, each joker at 13.
    fn upper_bound(&self, s: &State) -> i64 {
        if s.n == 13 {
            return self.score(Gain {
                tiles: self.rack_jokers as i64,
                value: 13 * self.rack_jokers as i64,
                jokers: self.rack_jokers as i64,
            });
        }
        let mut g = self.remaining[s.n as usize][s.step as usize];
        let rack_jokers_placed = s.jokers_used.saturating_sub(self.table_jokers);
        let jokers = (self.rack_jokers - rack_jokers_placed) as i64;
        g.tiles += jokers;
        g.value += 13 * jokers;
        g.jokers += jokers;
        self.score(g)
    }

    /// Before the initial meld: whether the value placed so far, plus every
    /// playable rack tile still ahead and every joker left at the most it
    /// could stand for, can still reach the threshold. Without it, a rack
    /// that cannot make the meld is searched to the end in every order (a
    /// hundred-point target with 34 small tiles took two minutes to answer
    /// "no play").
    fn can_reach_threshold(&self, s: &State) -> bool {
        if s.cap >= self.threshold {
            return true;
        }
        let ahead = self
            .remaining
            .get(s.n as usize)
            .map_or(0, |r| r[s.step as usize].value);
        let jokers_left = self.rack_jokers - s.jokers_used.saturating_sub(self.table_jokers);
        let worth = self.joker_worth.get(s.n as usize).copied().unwrap_or(0);
        s.cap as i64 + ahead + (worth * jokers_left as u32) as i64 >= self.threshold as i64
    }

    /// Real tiles of colour `c` at number index `n` (0 past 13).
    fn available(&self, c: usize, n: usize) -> u8 {
        if n < 13 {
            self.table[c][n] + self.rack[c][n]
        } else {
            0
        }
    }

    fn start_state(&self) -> State {
        State {
            n: 0,
            step: 0,
            slots: [[EMPTY; 2]; 4],
            jokers_used: 0,
            spots: 0,
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

    /// Gain from placing `jokers` more jokers at number `number`, when
    /// `used` were placed before: table jokers count first, so the rack's
    /// jokers take the higher numbers.
    fn joker_gain(&self, used: u8, jokers: u8, number: i64) -> Gain {
        let mut g = Gain::default();
        for i in 0..jokers {
            if used + i >= self.table_jokers {
                g.tiles += 1;
                g.jokers += 1;
                // Under the tiles objective the value tie-break counts the
                // real tiles taken off the rack, so where a joker stands
                // does not matter (and the search may move it freely).
                if self.objective == Objective::Value {
                    g.value += number;
                }
            }
        }
        g
    }

    /// At the end: how many free jokers go into spots (table jokers must,
    /// rack jokers may), or `None` if the table's jokers find no place.
    fn free_jokers(&self, s: &State) -> Option<(u8, u8)> {
        let placed = s.jokers_used;
        let table_free = self.table_jokers.saturating_sub(placed);
        if !self.canonical {
            return (table_free == 0).then_some((0, 0));
        }
        if table_free > s.spots {
            return None;
        }
        let rack_unplaced = self.jokers - placed - table_free;
        let rack_free = rack_unplaced.min(s.spots - table_free);
        Some((table_free, rack_free))
    }

    /// Calls `f` with every option of the current step: the next state,
    /// the gain, the colour move (or the group jokers at the group step).
    fn for_each_option(&self, s: &State, mut f: impl FnMut(State, Gain, Option<ColourMove>, u8)) {
        let n = s.n as usize;
        let number = self.numbers[n] as i64;
        if s.step < 4 {
            let c = s.step as usize;
            let [a, b] = s.slots[c];
            let t = self.table[c][n];
            let r = self.rack[c][n];
            let real_ahead = |k: usize| self.available(c, n + k) > 0;
            let (moves_a, len_a) = slot_moves(a, self.canonical, real_ahead);
            let (moves_b, len_b) = slot_moves(b, self.canonical, real_ahead);
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
                    // A joker never takes a run slot while a real tile of that
                    // colour and number is left over (unused, or in a group):
                    // swapping them is as good, with the joker freed into a
                    // spot or the group. Exact once two spots are certain.
                    if self.canonical && s.spots >= 2 && jok > 0 && real < t + r {
                        continue;
                    }
                    // Open runs must go on at the next number: with real
                    // tiles of this colour there, or with jokers.
                    let jokers_left = self.jokers - s.jokers_used - jok;
                    let go_on = must_go_on(next_a) as u8 + must_go_on(next_b) as u8;
                    let need_real = [next_a, next_b]
                        .iter()
                        .filter(|&&st| st == JOKER_2 || st == LONG_JOKER)
                        .count() as u8;
                    let ahead = self.available(c, n + 1);
                    if go_on > ahead + jokers_left || need_real > ahead {
                        continue;
                    }
                    let mut spots = s.spots;
                    for (st, m) in [(a, ma), (b, mb)] {
                        if st == EMPTY && m != SlotMove::Idle {
                            spots += spots_below(number as u8);
                        } else if st != EMPTY && m == SlotMove::Idle {
                            spots += spots_above(self.numbers[n - 1]);
                        }
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
                        next.spots = spots.min(2);
                        next.groups = groups;
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
                let Some(groups) = split_groups(s.groups, jg, self.canonical) else {
                    continue;
                };
                let threes = groups
                    .iter()
                    .filter(|(cs, j)| cs.len() + *j as usize == 3)
                    .count() as u8;
                let mut next = *s;
                next.jokers_used += jg;
                next.spots = (s.spots + threes).min(2);
                next.groups = [0; 4];
                next.step = 0;
                next.n += 1;
                next.cap = (s.cap + jg as u32 * number as u32).min(self.threshold);
                f(next, self.joker_gain(s.jokers_used, jg, number), None, jg);
            }
        }
    }

    /// The exact best value of the future of `s`.
    fn best(&mut self, s: State) -> i64 {
        self.search(s, NEG).0
    }

    /// The best value of the future of `s` if it is above `alpha` (then
    /// exact), or an upper bound on it that is at most `alpha`. Returns the
    /// value and whether it is exact. Children are tried best-bound first,
    /// and any child whose bound cannot beat the best so far is skipped.
    fn search(&mut self, s: State, alpha: i64) -> (i64, bool) {
        if s.n == 13 {
            let closed = s.slots.iter().flatten().all(|&l| !must_go_on(l));
            if !closed || s.cap < self.threshold {
                return (NEG, true);
            }
            let value = match self.free_jokers(&s) {
                Some((_, rack_free)) => self.score(Gain {
                    tiles: rack_free as i64,
                    value: 0,
                    jokers: rack_free as i64,
                }),
                None => NEG,
            };
            return (value, true);
        }
        if !self.can_reach_threshold(&s) {
            return (NEG, true);
        }
        let key = s.key();
        if let Some(e) = self.memo.get(key)
            && (e.exact || e.value <= alpha)
        {
            return (e.value, e.exact);
        }
        let bound = self.upper_bound(&s);
        if bound <= alpha {
            return (bound, false);
        }
        // Each depth reuses its own buffer, so the search allocates nothing
        // once warm and never fills arrays it does not use.
        let work = WORK.with(|w| w.get());
        if work >= self.stop_at {
            self.stopped = true;
            return (NEG, true);
        }
        WORK.with(|w| w.set(work + 1));
        let depth = s.n as usize * 5 + s.step as usize;
        let mut children = std::mem::take(&mut self.memo.buffers[depth]);
        children.clear();
        self.for_each_option(&s, |next, gain, _, _| {
            let g = self.score(gain);
            children.push((next, g, g + self.upper_bound(&next)));
        });
        children.sort_unstable_by_key(|c| std::cmp::Reverse(c.2));
        // `best`: the best exact value found; `ceiling`: the highest upper
        // bound of a child known only to be no better than the floor.
        let mut best = NEG;
        let mut ceiling = NEG;
        for &(next, g, child_bound) in children.iter() {
            let floor = alpha.max(best);
            if child_bound <= floor {
                // Sorted by bound: no later child can do better either.
                ceiling = ceiling.max(child_bound);
                break;
            }
            let (r, r_exact) = self.search(next, floor - g);
            if self.stopped {
                // Nothing of a stopped search goes into the memo.
                self.memo.buffers[depth] = children;
                return (NEG, true);
            }
            if r <= NEG {
                continue;
            }
            if r_exact {
                best = best.max(r + g);
            } else {
                ceiling = ceiling.max(r + g);
            }
        }
        // Above alpha the best is exact: every bounded child is at most the
        // floor it was searched with, which is at most the best.
        self.memo.buffers[depth] = children;
        let exact = best > alpha || ceiling <= NEG;
        let value = if exact { best } else { best.max(ceiling) };
        self.memo.insert(key, Entry { value, exact });
        (value, exact)
    }

    /// Walks the optimal choices from `start` and builds the sets (`None`:
    /// the search was stopped on the way).
    fn reconstruct(&mut self, start: State, wrap: bool) -> Option<Vec<Vec<Tile>>> {
        let mut sets: Vec<Vec<Tile>> = Vec::new();
        let mut runs: [[Vec<Tile>; 2]; 4] = Default::default();
        let mut s = start;
        while s.n < 13 {
            let target = self.best(s);
            let mut options = Vec::new();
            self.for_each_option(&s, |a, b, c, d| options.push((a, b, c, d)));
            let found = options.into_iter().find(|(next, gain, _, _)| {
                let g = self.score(*gain);
                let (rest, exact) = self.search(*next, target - g - 1);
                self.stopped || (exact && rest > NEG && rest + g == target)
            });
            if self.stopped {
                return None;
            }
            let (next, _, colour_move, group_jokers) = found.expect("an optimal option exists");
            let number = self.numbers[s.n as usize];
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
                    let groups =
                        split_groups(s.groups, group_jokers, self.canonical).expect("feasible");
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
        let (table_free, rack_free) = self.free_jokers(&s).expect("the optimum places its jokers");
        for _ in 0..table_free + rack_free {
            place_free_joker(&mut sets, wrap);
        }
        Some(sets)
    }
}

/// Puts a free joker where it is worth the most: at a run end with room, or
/// into a group of three.
fn place_free_joker(sets: &mut [Vec<Tile>], wrap: bool) {
    let rules = RuleSet {
        wrap_around_runs: wrap,
        ..RuleSet::default()
    };
    let mut best: Option<(u32, usize)> = None;
    for (i, set) in sets.iter().enumerate() {
        let mut trial = set.clone();
        trial.push(Tile::JOKER);
        if let Ok(shape) = analyze_meld(&trial, &rules) {
            let worth = shape.value() - analyze_meld(set, &rules).map_or(0, |m| m.value());
            if best.is_none_or(|(w, _)| worth > w) {
                best = Some((worth, i));
            }
        }
    }
    let (_, i) = best.expect("the search counted a spot for every free joker");
    sets[i].push(Tile::JOKER);
}

#[cfg(test)]
mod tests {
    use super::*;

    const SLOT_STATES: u8 = 9;

    #[test]
    fn pair_indices_are_a_bijection() {
        let mut seen = [false; 45];
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
        for canonical in [false, true] {
            assert!(split_groups([1, 1, 1, 0], 0, canonical).is_some());
            assert!(split_groups([1, 1, 0, 0], 1, canonical).is_some());
            assert!(split_groups([1, 0, 0, 0], 2, canonical).is_some());
            assert!(split_groups([0, 0, 0, 0], 2, canonical).is_none());
            assert!(split_groups([2, 1, 1, 0], 0, canonical).is_none());
            assert!(split_groups([2, 2, 1, 1], 0, canonical).is_some());
            assert!(split_groups([2, 2, 2, 2], 0, canonical).is_some());
            assert!(split_groups([2, 2, 1, 0], 1, canonical).is_some());
            assert!(split_groups([1, 1, 1, 1], 1, canonical).is_none());
        }
        // A joker in a group of four is never essential.
        assert!(split_groups([1, 1, 1, 0], 1, false).is_some());
        assert!(split_groups([1, 1, 1, 0], 1, true).is_none());
        // Four colours and two jokers: two groups of three, a joker in each.
        let groups = split_groups([1, 1, 1, 1], 2, true).unwrap();
        assert!(groups.iter().all(|(c, j)| c.len() + *j as usize == 3));
        // Eight tiles and a joker: three groups of three.
        let groups = split_groups([2, 2, 2, 2], 1, true).unwrap();
        assert_eq!(groups.len(), 3);
        assert!(groups.iter().all(|(c, j)| c.len() + *j as usize == 3));
        // Ten tiles: a group of four real tiles and two threes with a joker each.
        let groups = split_groups([2, 2, 2, 2], 2, true).unwrap();
        assert!(
            groups
                .iter()
                .all(|(c, j)| *j == 0 || c.len() + *j as usize == 3)
        );
        assert_eq!(
            split_groups([2, 2, 2, 2], 2, false).map(|g| g.len()),
            Some(3)
        );
    }
}
