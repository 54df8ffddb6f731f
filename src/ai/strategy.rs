//! The Hard player's judgement on top of the solver: which of the good
//! plays to make. It plays the most tiles it can, choosing among equal
//! plays the one that leaves its rack the most to play next turn; it keeps
//! its jokers back while it can play without them; and when an opponent is
//! about to go out it sheds points (jokers and high tiles first).

use super::solver::{Objective, Solution, solve};
use crate::rules::{RuleSet, Tile, TileCounts, rack_value};

/// What the Hard player sees: its rack, the table, whether it has melded,
/// the fewest tiles any opponent holds and the pool's size.
pub struct View<'a> {
    pub rack: &'a [Tile],
    pub table: &'a [Vec<Tile>],
    pub initial_meld_done: bool,
    pub rules: &'a RuleSet,
    pub fewest_opponent_tiles: usize,
    pub pool: usize,
}

/// When an opponent holds this few tiles, points on the rack matter most.
pub const DANGER: usize = 3;

/// The Hard player's decision, made in small steps (one solver call each),
/// so a single-threaded host can spread it over frames.
pub struct Planner {
    rack: Vec<Tile>,
    table: Vec<Vec<Tile>>,
    initial_meld_done: bool,
    rules: RuleSet,
    danger: bool,
    /// Rack variants still to solve, with the objective to solve them for.
    to_solve: Vec<(Vec<Tile>, Objective)>,
    candidates: Vec<Solution>,
    /// Candidates judged so far, with their keys.
    judged: Vec<((usize, usize, usize, usize), Solution)>,
    started: bool,
    result: Option<Option<Solution>>,
}

impl Planner {
    pub fn new(view: &View) -> Planner {
        Planner {
            rack: view.rack.to_vec(),
            table: view.table.to_vec(),
            initial_meld_done: view.initial_meld_done,
            rules: view.rules.clone(),
            danger: view.fewest_opponent_tiles <= DANGER || view.pool == 0,
            to_solve: Vec::new(),
            candidates: Vec::new(),
            judged: Vec::new(),
            started: false,
            result: None,
        }
    }

    fn solve_rack(&self, rack: &[Tile], objective: Objective) -> Option<Solution> {
        solve(
            rack,
            &self.table,
            self.initial_meld_done,
            &self.rules,
            objective,
        )
        .ok()
        .filter(|s| s.tiles_played > 0)
    }

    /// Does one step of work. Returns the decision once made (`None`
    /// inside means: draw).
    pub fn step(&mut self) -> Option<Option<Solution>> {
        if let Some(r) = &self.result {
            return Some(r.clone());
        }
        if !self.started {
            self.started = true;
            let Some(most) = self.solve_rack(&self.rack, Objective::Tiles) else {
                self.result = Some(None);
                return self.result.clone();
            };
            if most.tiles_played as usize == self.rack.len() {
                self.result = Some(Some(most)); // going out
                return self.result.clone();
            }
            if self.danger {
                self.to_solve.push((self.rack.clone(), Objective::Value));
            }
            // The most tiles with each kind of played tile held back (with a
            // joker, both jokers).
            let mut kinds: Vec<Tile> = self.rack.clone();
            kinds.sort();
            kinds.dedup();
            for held in kinds.iter().filter(|t| most.played.contains(t)) {
                let mut rest = self.rack.clone();
                let i = rest.iter().position(|t| t == held).expect("a rack tile");
                rest.remove(i);
                if held.is_joker() {
                    rest.retain(|t| !t.is_joker());
                }
                self.to_solve.push((rest, Objective::Tiles));
            }
            self.candidates.push(most);
            return None;
        }
        if let Some((rack, objective)) = self.to_solve.pop() {
            if let Some(s) = self.solve_rack(&rack, objective)
                && !self.candidates.iter().any(|c| c.played == s.played)
            {
                self.candidates.push(s);
            }
            return None;
        }
        if let Some(c) = self.candidates.pop() {
            let key = self.judge(&c);
            self.judged.push((key, c));
            return None;
        }
        let best = std::mem::take(&mut self.judged)
            .into_iter()
            .min_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.played.cmp(&b.1.played)))
            .map(|(_, c)| c);
        self.result = Some(best);
        self.result.clone()
    }

    /// Lower is better: in danger the points left; otherwise the tiles
    /// left, then (for the same count) what the rack could still play next
    /// turn on this table, then jokers kept back where that costs nothing.
    fn judge(&self, c: &Solution) -> (usize, usize, usize, usize) {
        let rack_counts: TileCounts = self.rack.iter().collect();
        let left = rack_counts.minus(&c.played.iter().collect()).tiles();
        let value = rack_value(&left, &self.rules) as usize;
        if self.danger {
            return (value, left.len(), 0, 0);
        }
        let next = solve(&left, &c.table, true, &self.rules, Objective::Tiles)
            .map_or(0, |s| s.tiles_played as usize);
        let jokers_kept = left.iter().filter(|t| t.is_joker()).count();
        (
            left.len(),
            usize::MAX - next,
            usize::MAX - jokers_kept,
            value,
        )
    }
}

/// The play to make (`None`: draw), all at once.
pub fn choose(view: &View) -> Option<Solution> {
    let mut planner = Planner::new(view);
    loop {
        if let Some(result) = planner.step() {
            return result;
        }
    }
}
