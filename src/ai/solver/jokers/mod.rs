//! The solver under the older editions' joker options (a)–(d).
//!
//! The dynamic programme sees the table as tiles; these options judge the
//! sets the table's jokers were in. So each set holding a joker gets a
//! *fate*, the programme arranges everything else, and every assembled
//! table is judged by `validate_turn`; the best one the rules accept wins.
//! The fates of a set `S` with a joker (or both):
//! - **kept**: `S` stays as it is (under (d) the one other choice);
//! - **dissolved** (not under (d)): its tiles, jokers too, join the rest;
//! - **kept as a role** (not under (d)): a joker stands in for a tile it
//!   plays in `S` (a phantom copy of that tile joins the rest, and the
//!   joker takes the phantom's place afterwards), so `S` may grow, shrink or
//!   split around it; of two jokers, one or both;
//! - **grown** (under (c), a group of three): a missing colour from the
//!   rack joins it, and its joker stays;
//! - **exchanged**: the tile a joker stands for (under (c), for a group of
//!   three, both missing colours) from the rack — or, without (a), from the
//!   table — takes its place, for one joker or both; the rebuilt set stays
//!   as it is, or (not under (d)) joins the rest; a freed joker joins the
//!   rest, or (under (b)) starts a new set with two to four rack tiles.
//!
//! The fates arrange each plan's tiles once; when the best of them falls
//! short of the best play without the options, `explicit.rs` searches the
//! plans the rules can tell apart, unless the fates are every way a joker
//! set may end and the rules took each plan's table (`fates_complete`).

mod fates;
#[cfg(test)]
mod tests;

use crate::rules::{RuleSet, Tile, TileCounts, arrange_meld, validate_turn};

use super::budget::{Budget, Interrupted};
use super::explicit::{Ctx, solve_explicit};
use super::order::best_sets;
use super::play::{Best, Objective, Solution, key, played_value};
use super::search::{SearchInputs, more_tiles_than};
use fates::{Fate, Relax, fates_by_set};

/// Plans (combinations of fates) tried at most: enough for every real
/// position, and a bound on any.
const MAX_FATE_PLANS: usize = 96;

pub(super) fn solve_restricted(
    budget: &mut Budget,
    rack: &[Tile],
    table: &[Vec<Tile>],
    rules: &RuleSet,
    objective: Objective,
) -> Result<Solution, Interrupted> {
    let rack_counts: TileCounts = rack.iter().collect();
    let (joker_sets, plain): (Vec<&Vec<Tile>>, Vec<&Vec<Tile>>) =
        table.iter().partition(|s| s.contains(&Tile::JOKER));
    let plain_counts: TileCounts = plain.iter().copied().flatten().collect();
    let (freeable, fates) = fates_by_set(&joker_sets, &rack_counts, rules);

    // The rules without the options allow more, so their best play bounds
    // every plan: once a plan reaches it, the search is over.
    let table_counts: TileCounts = table.iter().flatten().collect();
    let unrestricted = SearchInputs {
        table: &table_counts,
        rack: &rack_counts,
        threshold: 0,
        objective,
        canonical: objective == Objective::Tiles,
        wrap: rules.wrap_around_runs,
        floor: more_tiles_than(objective, 0),
        wide_box: false,
    };
    let ceiling = best_sets(&unrestricted, budget)?.map(|sets| {
        let placed: TileCounts = sets.iter().flatten().collect();
        let played = placed.minus(&table_counts);
        key(
            objective,
            played.total() as u32,
            played_value(&sets, &played, rules),
        )
    });
    // Nothing played without the options: nothing with them either.
    if ceiling.is_none() && objective == Objective::Tiles {
        return Ok(Solution::unchanged(table));
    }
    let at = Position {
        plain: &plain_counts,
        rack_counts: &rack_counts,
        rack,
        table,
        rules,
        objective,
    };
    let (mut best, every_plan_judged) = try_plans(&fates, ceiling, &at, budget)?;
    // Short of the ceiling, the exact search decides, unless the plans
    // cover every legal play already (see `fates_complete`).
    if let Some(c) = ceiling
        && best.as_ref().map_or(0, |b| b.key.0) < c.0
        && !(every_plan_judged
            && (fates_complete(&joker_sets, rules) || jokers_stay(&joker_sets, &freeable, rules)))
    {
        let ctx = Ctx {
            rack,
            table,
            rules,
            objective,
            rack_counts: &rack_counts,
            table_counts: &table_counts,
        };
        best = solve_explicit(&ctx, best, c, budget)?;
    }
    Ok(best.map_or_else(|| Solution::unchanged(table), |b| b.solution))
}

/// A position under the joker options, as each plan sees it.
struct Position<'a> {
    /// The table's tiles outside the joker sets.
    plain: &'a TileCounts,
    rack_counts: &'a TileCounts,
    rack: &'a [Tile],
    table: &'a [Vec<Tile>],
    rules: &'a RuleSet,
    objective: Objective,
}

/// Tries the plans in order until one reaches the `ceiling`: the best
/// table the rules take, and whether the rules took every plan's (none
/// refused, none left untried).
fn try_plans(
    fates: &[Vec<Fate>],
    ceiling: Option<(u32, u32)>,
    at: &Position,
    budget: &mut Budget,
) -> Result<(Option<Best>, bool), Interrupted> {
    let mut best: Option<Best> = None;
    let mut tried_plans = Relaxations::new(fates, at.objective, at.rules);
    let mut every_plan_judged = true;
    let mut tried = 0;
    for choice in plan_order(fates) {
        let choice = &choice[..];
        // A plan no better than one tried already is not tried.
        if let (Some(b), Some(most)) = (&best, tried_plans.bound(choice))
            && most <= b.key.0
        {
            continue;
        }
        if tried == MAX_FATE_PLANS {
            every_plan_judged = false;
            break;
        }
        tried += 1;
        let plan: Vec<&Fate> = choice.iter().zip(fates).map(|(&i, f)| &f[i]).collect();
        let (outcome, most) = try_plan(&plan, at, best.as_ref().map(|b| b.key), budget)?;
        tried_plans.note(choice, most);
        match outcome {
            Tried::Found(candidate) if best.as_ref().is_none_or(|b| candidate.key > b.key) => {
                // Its first measure (tiles, or value) is what the plans differ in.
                let done = ceiling.is_none_or(|c| candidate.key.0 >= c.0);
                best = Some(candidate);
                if done {
                    break;
                }
            }
            Tried::Refused => every_plan_judged = false,
            _ => {}
        }
    }
    Ok((best, every_plan_judged))
}

/// Whether the fates are every way the rules let a joker set end, so that
/// every legal table is, up to copies of a tile trading places, a plan's
/// with the rest arranged in some way. Under (d) without (b), with one
/// joker in each joker set: a joker set stays as it is or is exchanged (its
/// joker replaced by a tile it stands for, or under (c) a group of three's
/// by both missing colours; under (a) from the rack), and stays as
/// rebuilt, and its freed joker may go anywhere, which the rest's
/// arrangement covers. (A set with both jokers may be read as a run or a
/// group, so the rules may take an exchange the fates do not write out.)
/// Then a plan's best arrangement, when the rules take it, is as good as
/// any legal table of that plan; so when they took every plan's, the best
/// plan is the best legal play. The brute force agrees (`many_positions`).
fn fates_complete(joker_sets: &[&Vec<Tile>], rules: &RuleSet) -> bool {
    rules.joker_sets_locked
        && !rules.freed_joker_needs_two_rack_tiles
        && joker_sets
            .iter()
            .all(|s| s.iter().filter(|t| t.is_joker()).count() == 1)
}

/// Whether every table joker must stay beside its old company in a role:
/// under (a), with no joker set the rack can free (see `can_be_freed`),
/// one joker in each, and no two of them with numbered tiles of one colour
/// or one number (so no set after the turn keeps company with two of
/// them, and each joker's set is its own). Then every legal table is, with
/// each joker read as a role of its set, a table of a plan of kept and role
/// fates, and when the rules took each plan's table the best plan is the
/// best legal play.
fn jokers_stay(joker_sets: &[&Vec<Tile>], freeable: &[bool], rules: &RuleSet) -> bool {
    let apart = |a: &[Tile], b: &[Tile]| {
        let numbered = |s: &[Tile]| {
            s.iter()
                .filter(|t| !t.is_joker())
                .copied()
                .collect::<Vec<_>>()
        };
        let b = numbered(b);
        numbered(a).iter().all(|x| {
            b.iter()
                .all(|y| x.color() != y.color() && x.number() != y.number())
        })
    };
    rules.joker_replacement_from_rack
        && !rules.joker_sets_locked
        && !freeable.iter().any(|&f| f)
        && joker_sets
            .iter()
            .all(|s| s.iter().filter(|t| t.is_joker()).count() == 1)
        && joker_sets
            .iter()
            .enumerate()
            .all(|(i, a)| joker_sets[i + 1..].iter().all(|b| apart(a, b)))
}

/// The plans tried so far, each with the most tiles any table of it plays
/// (legal or not), as bounds on the plans still to come under the tiles
/// objective without wrap-around runs: a plan whose fates are those of a
/// tried plan, or fates they relax (see [`Relax`]), plays no more.
struct Relaxations {
    /// Each set's fates' relations.
    relax: Vec<Vec<Relax>>,
    tried: Vec<(Vec<usize>, u32)>,
    tiles: bool,
}

impl Relaxations {
    fn new(fates: &[Vec<Fate>], objective: Objective, rules: &RuleSet) -> Relaxations {
        Relaxations {
            relax: fates
                .iter()
                .map(|f| f.iter().map(|f| f.relax).collect())
                .collect(),
            tried: Vec::new(),
            // With wrap-around runs the search leaves out some arrangements
            // (see `best_sets`), which a set kept whole may hold.
            tiles: objective == Objective::Tiles && !rules.wrap_around_runs,
        }
    }

    /// A plan tried: no table of it plays more than `most` tiles.
    fn note(&mut self, choice: &[usize], most: u32) {
        if self.tiles {
            self.tried.push((choice.to_vec(), most));
        }
    }

    /// The fewest tiles a tried plan that relaxes `choice` bounds it by.
    fn bound(&self, choice: &[usize]) -> Option<u32> {
        let relaxes = |other: &[usize]| {
            other
                .iter()
                .zip(choice)
                .zip(&self.relax)
                .all(|((&o, &c), relax)| o == c || relax[o].relaxes(relax[c]))
        };
        self.tried
            .iter()
            .filter(|(other, _)| relaxes(other))
            .map(|&(_, most)| most)
            .min()
    }
}

/// What a plan came to.
enum Tried {
    /// A table the rules take.
    Found(Best),
    /// Nothing to beat the best found, or nothing played.
    Nothing,
    /// The best arrangement of its rest, which the rules refuse.
    Refused,
}

/// Every combination of fates (one index per joker set), in the order
/// they are tried: the first set's fates vary fastest.
fn plan_order(fates: &[Vec<Fate>]) -> impl Iterator<Item = Vec<usize>> + '_ {
    let plans: usize = fates.iter().map(Vec::len).product();
    (0..plans).map(move |mut k| {
        fates
            .iter()
            .map(|f| {
                let i = k % f.len();
                k /= f.len();
                i
            })
            .collect()
    })
}

/// Assembles one combination of fates: the search places the rest, the
/// phantoms become jokers again, and the rules judge the table. With the
/// most tiles any table of the plan plays (legal or not).
fn try_plan(
    plan: &[&Fate],
    at: &Position,
    to_beat: Option<(u32, u32)>,
    budget: &mut Budget,
) -> Result<(Tried, u32), Interrupted> {
    let &Position {
        plain,
        rack_counts,
        rack,
        table,
        rules,
        objective,
    } = at;
    let mut pool = plain.clone();
    let mut from_rack = TileCounts::new();
    let mut from_table = TileCounts::new();
    let mut fixed: Vec<Vec<Tile>> = Vec::new();
    for fate in plan {
        pool.add_all(&fate.pool);
        from_rack.add_all(&fate.from_rack);
        from_table.add_all(&fate.from_table);
        fixed.extend(fate.fixed.iter().cloned());
    }
    if !rack_counts.contains_all(&from_rack) || !plain.contains_all(&from_table) {
        return Ok((Tried::Nothing, 0));
    }
    let pool = pool.minus(&from_table);
    let rack_left = rack_counts.minus(&from_rack);
    // Nothing this plan could add beats what is found already.
    if let Some(bound) = to_beat {
        let all = from_rack.plus(&rack_left);
        let tiles = all.total() as u32;
        let value = all
            .tiles()
            .iter()
            .map(|t| t.number().map_or(13, u32::from))
            .sum();
        if key(objective, tiles, value) <= bound {
            return Ok((Tried::Nothing, bound.0));
        }
    }
    let inputs = SearchInputs {
        table: &pool,
        rack: &rack_left,
        threshold: 0,
        objective,
        canonical: objective == Objective::Tiles,
        wrap: rules.wrap_around_runs,
        // Only more tiles than the best found (or than none) are of use.
        floor: more_tiles_than(
            objective,
            to_beat.map_or(0, |b| b.0 as i64) - from_rack.total() as i64,
        ),
        wide_box: false,
    };
    let Some(sets) = best_sets(&inputs, budget)? else {
        return Ok((Tried::Nothing, to_beat.map_or(0, |b| b.0)));
    };
    let placed: usize = sets.iter().map(Vec::len).sum();
    let most = (from_rack.total() + placed - pool.total()) as u32;
    Ok((
        assemble(plan, fixed, sets, rack, table, rules, objective),
        most,
    ))
}

/// The plan's table: the phantoms become jokers again, and the rules
/// judge it.
fn assemble(
    plan: &[&Fate],
    mut fixed: Vec<Vec<Tile>>,
    mut sets: Vec<Vec<Tile>>,
    rack: &[Tile],
    table: &[Vec<Tile>],
    rules: &RuleSet,
    objective: Objective,
) -> Tried {
    for fate in plan {
        for (phantom, company) in &fate.phantoms {
            let Some(at) = sets
                .iter()
                .position(|s| s.contains(phantom) && company.iter().any(|t| s.contains(t)))
                .or_else(|| sets.iter().position(|s| s.contains(phantom)))
            else {
                return Tried::Refused;
            };
            let i = sets[at]
                .iter()
                .position(|t| t == phantom)
                .expect("the set holds the phantom");
            sets[at][i] = Tile::JOKER;
        }
    }
    fixed.append(&mut sets);
    let Some(arranged) = fixed
        .iter()
        .map(|s| arrange_meld(s, |t| t, rules).ok())
        .collect::<Option<Vec<Vec<Tile>>>>()
    else {
        return Tried::Refused;
    };
    let table_counts: TileCounts = table.iter().flatten().collect();
    let placed: TileCounts = arranged.iter().flatten().collect();
    let played = placed.minus(&table_counts);
    if played.is_empty() {
        return Tried::Nothing;
    }
    if validate_turn(table, rack, &arranged, true, rules).is_err() {
        return Tried::Refused;
    }
    let value_played = played_value(&arranged, &played, rules);
    let tiles_played = played.total() as u32;
    Tried::Found(Best {
        key: key(objective, tiles_played, value_played),
        solution: Solution {
            played: played.tiles(),
            table: arranged,
            tiles_played,
            value_played,
        },
    })
}
