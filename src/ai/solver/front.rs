//! The solver's front: a position in, the best play out, at once
//! ([`solve`]) or a step at a time ([`SolveJob`]).

use super::budget::{Budget, Interrupted};
use super::jokers::solve_restricted;
use super::memo::NEG;
use super::order::best_sets;
use super::play::{Objective, Solution, SolveError, played_value};
use super::search::{MAX_CAP, SearchInputs};
use crate::rules::{
    RuleSet, Tile, TileCounts, analyze_meld, arrange_meld, format_tiles, validate_turn,
};

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

/// The work ([`work_done`](super::memo::work_done)) of one step of the players' thinking, the
/// hint and the missed-play analysis: a solve that needs more is carried
/// on in the next step. About 1.5 ms natively (6 ms on the slowest tables
/// seen), so a browser that takes one step a frame keeps its frames.
pub const STEP_WORK: u64 = 12_000;

/// Steps a [`SolveJob`] takes at the work it is allowed; after that each
/// step may do twice the last. An attempt redoes the work the memo lost to
/// collisions since the last, so this makes every solve end. (At 64, one
/// or two of Master's 300 decisions in 10 games under Pressman 2009 had a
/// solve go past it, with steps of 96,000 to 192,000 nodes.)
pub const STEPS_AT_FIRST_ALLOWANCE: u32 = 256;

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

    /// Searches up to about `work` nodes ([`work_done`](super::memo::work_done)); the answer once
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
    budget.start_attempt();
    let table_counts: TileCounts = table.iter().flatten().collect();
    let rack_counts: TileCounts = rack.iter().collect();
    if let Err(e) = check_position(&table_counts, &rack_counts, table, rules) {
        return Ok(Err(e));
    }
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
        return solve_restricted(budget, rack, table, rules, objective).map(Ok);
    }
    // Before the initial meld every joker counts towards the threshold, and
    // for the value objective every joker's value counts, so the search
    // places all of them; otherwise it places only essential jokers.
    let canonical = !meld_mode && objective == Objective::Tiles;
    let inputs = SearchInputs {
        table: &search_table,
        rack: &rack_counts,
        threshold,
        objective,
        canonical,
        wrap: rules.wrap_around_runs,
        floor: NEG,
        wide_box: !rules.widest_tile_set().is_classic(),
    };
    // No solution happens only with table tiles that cannot all be placed,
    // which a valid table rules out, or with nothing to play before the meld.
    let Some(sets) = best_sets(&inputs, budget)? else {
        return Ok(Ok(Solution::unchanged(table)));
    };
    let placed: TileCounts = sets.iter().flatten().collect();
    let played = placed.minus(&search_table);
    if played.is_empty() {
        return Ok(Ok(Solution::unchanged(table)));
    }
    Ok(checked_play(
        sets,
        played,
        rack,
        table,
        initial_meld_done,
        rules,
    ))
}

/// A position the solver can judge: no more copies of a tile than a box
/// holds, and a valid table.
fn check_position(
    table_counts: &TileCounts,
    rack_counts: &TileCounts,
    table: &[Vec<Tile>],
    rules: &RuleSet,
) -> Result<(), SolveError> {
    let supply = table_counts.plus(rack_counts);
    let set = rules.widest_tile_set();
    if let Some(t) = supply.first_beyond(set) {
        let what = if t.is_joker() {
            format!("jokers; there are only {}", set.jokers)
        } else {
            format!("copies of {t}; a box has {}", set.copies)
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
    Ok(())
}

/// The search's sets as the play: the whole table (before the initial meld
/// the table's sets as they were, then the new ones), every set arranged,
/// the turn checked against the rules, and the value played.
fn checked_play(
    mut sets: Vec<Vec<Tile>>,
    played: TileCounts,
    rack: &[Tile],
    table: &[Vec<Tile>],
    initial_meld_done: bool,
    rules: &RuleSet,
) -> Result<Solution, SolveError> {
    let meld_mode = !initial_meld_done;
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
        return Err(SolveError::Unsupported(format!(
            "the best play found breaks a rule of these rules ({e})"
        )));
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
    Ok(Solution {
        tiles_played: played.total() as u32,
        played: played.tiles(),
        table: sets,
        value_played,
    })
}
