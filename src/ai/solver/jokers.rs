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

use crate::rules::{
    RuleSet, Tile, TileCounts, analyze_meld, arrange_meld, is_group_of_three_with_joker,
    joker_roles, validate_turn,
};

use super::budget::{Budget, Interrupted};
use super::explicit::{Ctx, solve_explicit};
use super::order::best_sets;
use super::play::{Best, Objective, Solution, key, played_value};
use super::search::{SearchInputs, more_tiles_than};

/// One way a joker set ends, as its contribution to a plan.
#[derive(Clone, Debug, Default)]
struct Fate {
    /// Sets put on the table as they are.
    fixed: Vec<Vec<Tile>>,
    /// Tiles handed to the search, which must place them all.
    pool: Vec<Tile>,
    /// Rack tiles this fate uses itself.
    from_rack: Vec<Tile>,
    /// Table tiles (outside the joker sets) this fate takes for itself.
    from_table: Vec<Tile>,
    /// Phantom tiles a joker takes the place of afterwards, each with the
    /// numbered tiles of its set (the joker stays in their company).
    phantoms: Vec<(Tile, Vec<Tile>)>,
    /// The fates of its set this one relaxes (see [`Relaxations`]).
    relax: Relax,
}

/// Which fates of its set a fate relaxes: every table of theirs, with
/// the rest arranged in some way, is a table of this fate's, playing the
/// same rack tiles (which this fate leaves to the search).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Relax {
    #[default]
    None,
    /// All the set's tiles, its jokers too, go to the rest: it relaxes
    /// every fate of the set.
    Dissolved,
    /// An exchange: which one (the same tiles from the same places), where
    /// the rebuilt set goes (`None`: to the rest; else which of
    /// `placements` keeps it, whole or in part) and where the freed jokers
    /// go (`None`: all to the rest; else which of
    /// `freed_joker_destinations`). The rebuilt set sent to the rest
    /// relaxes its other placements, and the freed jokers sent to the rest
    /// their other destinations.
    Exchange {
        group: usize,
        placement: Option<usize>,
        destination: Option<usize>,
    },
}

impl Relax {
    fn relaxes(self, other: Relax) -> bool {
        match (self, other) {
            (Relax::Dissolved, _) => true,
            (
                Relax::Exchange {
                    group,
                    placement,
                    destination,
                },
                Relax::Exchange {
                    group: g,
                    placement: p,
                    destination: d,
                },
            ) => {
                group == g
                    && (placement.is_none() || placement == p)
                    && (destination.is_none() || destination == d)
            }
            _ => false,
        }
    }
}

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
        if tried == MAX_PLANS {
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

/// Whether each joker set can be freed, and its fates.
fn fates_by_set(
    joker_sets: &[&Vec<Tile>],
    rack: &TileCounts,
    rules: &RuleSet,
) -> (Vec<bool>, Vec<Vec<Fate>>) {
    joker_sets
        .iter()
        .map(|s| {
            let free = can_be_freed(s, rack, rules);
            (free, fates_of(s, free, rack, rules))
        })
        .unzip()
}

/// Every fate of one joker set (see the module's comment); `freeable`:
/// whether the rules let its jokers leave it ([`can_be_freed`]).
fn fates_of(set: &[Tile], freeable: bool, rack: &TileCounts, rules: &RuleSet) -> Vec<Fate> {
    let numbered: Vec<Tile> = set.iter().copied().filter(|t| !t.is_joker()).collect();
    let jokers = set.len() - numbered.len();
    let kept = Fate {
        fixed: vec![set.to_vec()],
        ..Fate::default()
    };
    if rules.joker_sets_locked {
        let mut out = vec![kept];
        out.extend(exchanges(&numbered, jokers, set, rack, rules));
        return out;
    }
    // Under (a) a joker nothing on the rack can replace is never freed: it
    // stays in its set or in a role beside its old company, so the fates
    // that set it free (dissolved, or off to a new set) are all refused.
    let dissolved = Fate {
        pool: set.to_vec(),
        relax: Relax::Dissolved,
        ..Fate::default()
    };
    // A set with one joker is most often kept; with both, taken apart.
    let mut out = if !freeable {
        vec![kept]
    } else if jokers == 1 {
        vec![kept, dissolved]
    } else {
        vec![dissolved, kept]
    };
    // Kept in their roles: each joker (or one of two, the other set free)
    // stands in for a tile it plays in the set.
    let with_jokers = |tiles: &[Tile], n: usize| -> Vec<Tile> {
        let mut v = numbered.clone();
        v.extend(tiles);
        v.extend(std::iter::repeat_n(Tile::JOKER, n));
        v
    };
    for (roles, free) in role_choices(set, &numbered, jokers, rules) {
        out.push(Fate {
            pool: with_jokers(&roles, free),
            phantoms: roles.iter().map(|&r| (r, numbered.clone())).collect(),
            ..Fate::default()
        });
    }
    // Under (c), a group of three grows by a missing colour from the rack
    // round its joker (kept as a role, the search may instead carry the
    // joker off to a set the rules refuse it).
    if rules.group_joker_needs_both_colours && is_group_of_three_with_joker(set, rules) {
        for role in joker_roles(set, rules) {
            if rack.get(role) > 0 {
                let mut grown = set.to_vec();
                grown.push(role);
                out.push(Fate {
                    fixed: vec![grown],
                    from_rack: vec![role],
                    ..Fate::default()
                });
            }
        }
    }
    // A set dissolved whole may also send a joker to a new set with two
    // rack tiles.
    let pairs_of_freed = if freeable {
        pairs(rack, &[], rules)
    } else {
        Vec::new()
    };
    for pair in pairs_of_freed {
        out.push(Fate {
            pool: with_jokers(&[], jokers - 1),
            from_rack: pair[..pair.len() - 1].to_vec(),
            fixed: vec![pair],
            ..Fate::default()
        });
    }
    out.extend(exchanges(&numbered, jokers, set, rack, rules));
    out
}

/// Whether the rules let a joker of `set` leave it: under (a) only a tile
/// it stands for from the rack frees it (under (c), for a group of three,
/// both missing colours), as `validate_turn` asks.
fn can_be_freed(set: &[Tile], rack: &TileCounts, rules: &RuleSet) -> bool {
    if !rules.joker_replacement_from_rack {
        return true;
    }
    // A group of three's roles are its missing colours.
    let roles = joker_roles(set, rules);
    let on_rack = |r: &Tile| rack.get(*r) > 0;
    if rules.group_joker_needs_both_colours && is_group_of_three_with_joker(set, rules) {
        roles.iter().all(on_rack)
    } else {
        roles.iter().any(on_rack)
    }
}

/// The tiles that can stand in a set's jokers' places: one role for one
/// joker, or for two jokers one role (the other joker left as it is,
/// `free` 1) or two; each choice leaves a valid set.
fn role_choices(
    set: &[Tile],
    numbered: &[Tile],
    jokers: usize,
    rules: &RuleSet,
) -> Vec<(Vec<Tile>, usize)> {
    let roles = joker_roles(set, rules);
    let valid = |tiles: &[Tile], free: usize| {
        let mut v = numbered.to_vec();
        v.extend(tiles);
        v.extend(std::iter::repeat_n(Tile::JOKER, free));
        analyze_meld(&v, rules).is_ok()
    };
    let mut out = Vec::new();
    if jokers == 0 || jokers > 2 {
        return out;
    }
    for (i, &r) in roles.iter().enumerate() {
        if valid(&[r], jokers - 1) {
            out.push((vec![r], jokers - 1));
        }
        if jokers == 2 {
            for &r2 in &roles[i + 1..] {
                if valid(&[r, r2], 0) {
                    out.push((vec![r, r2], 0));
                }
            }
        }
    }
    out
}

/// Under (b), sets of a freed joker and two to four rack tiles, from the
/// rack without `taken`.
fn pairs(rack: &TileCounts, taken: &[Tile], rules: &RuleSet) -> Vec<Vec<Tile>> {
    if !rules.freed_joker_needs_two_rack_tiles {
        return Vec::new();
    }
    let needed: TileCounts = taken.iter().collect();
    if !rack.contains_all(&needed) {
        return Vec::new();
    }
    joker_sets(&rack.minus(&needed), rules)
}

/// The exchanges of a joker set: tiles it stands for (under (c), for a
/// group of three, both missing colours) — from the rack, or without (a)
/// from the table too — take the places of one or both of its jokers. The
/// rebuilt set stays as it is, or (not under (d)) joins the rest; each
/// freed joker joins the rest or (under (b)) starts a new set with two to
/// four rack tiles.
fn exchanges(
    numbered: &[Tile],
    jokers: usize,
    set: &[Tile],
    rack: &TileCounts,
    rules: &RuleSet,
) -> Vec<Fate> {
    let mut out = Vec::new();
    let mut group = 0;
    for (tiles, freed) in replacements(numbered, jokers, set, rules) {
        let placements = placements(numbered, &tiles, jokers, freed, rules);
        // From the rack (always allowed), or without (a) from the table.
        let choices = if rules.joker_replacement_from_rack {
            1
        } else {
            1u32 << tiles.len()
        };
        for mask in 0..choices {
            let (from_table, from_rack) = split_by_source(&tiles, mask);
            if !rack.contains_all(&from_rack.iter().collect()) {
                continue;
            }
            let new_sets = pairs(rack, &from_rack, rules);
            let destinations = freed_joker_destinations(&new_sets, freed);
            for (placement, (fixed, pooled)) in placements.iter().enumerate() {
                for (destination, sets) in destinations.iter().enumerate() {
                    let mut fate =
                        exchange_fate(&from_rack, &from_table, fixed, pooled, sets, freed);
                    fate.relax = Relax::Exchange {
                        group,
                        placement: (!fixed.is_empty()).then_some(placement),
                        destination: (!sets.is_empty()).then_some(destination),
                    };
                    out.push(fate);
                }
            }
            group += 1;
        }
    }
    out
}

/// The tiles that can take a joker set's jokers' places, each with how
/// many jokers they free: under (c), for a group of three, both missing
/// colours for its one joker; otherwise each choice of roles.
fn replacements(
    numbered: &[Tile],
    jokers: usize,
    set: &[Tile],
    rules: &RuleSet,
) -> Vec<(Vec<Tile>, usize)> {
    if rules.group_joker_needs_both_colours && is_group_of_three_with_joker(set, rules) {
        // A group of three's roles are its missing colours.
        vec![(joker_roles(set, rules), 1)]
    } else {
        role_choices(set, numbered, jokers, rules)
            .into_iter()
            .map(|(tiles, left)| (tiles, jokers - left))
            .collect()
    }
}

/// Where the set rebuilt with `tiles` in its jokers' places goes, as (a set
/// put on the table as it is, tiles that join the rest). It stays whole
/// (under (d) the one choice); or it joins the rest, all of it, or (with
/// no joker left in it) all but a set that keeps the new tiles with some of
/// the old (what option (a) asks of the tile that replaced the joker).
fn placements(
    numbered: &[Tile],
    tiles: &[Tile],
    jokers: usize,
    freed: usize,
    rules: &RuleSet,
) -> Vec<(Vec<Tile>, Vec<Tile>)> {
    let mut rebuilt = numbered.to_vec();
    rebuilt.extend(tiles);
    rebuilt.extend(std::iter::repeat_n(Tile::JOKER, jokers - freed));
    if rules.joker_sets_locked {
        return vec![(rebuilt, Vec::new())];
    }
    // To the rest first: it bounds the others (see `Relax`), so tried
    // first it may spare them.
    let mut placements = vec![(Vec::new(), rebuilt.clone()), (rebuilt, Vec::new())];
    if freed == jokers {
        for mask in 1u32..(1 << numbered.len()) - 1 {
            let mut kept = tiles.to_vec();
            let mut rest = Vec::new();
            for (i, &t) in numbered.iter().enumerate() {
                if mask >> i & 1 == 1 {
                    kept.push(t);
                } else {
                    rest.push(t);
                }
            }
            if analyze_meld(&kept, rules).is_ok() {
                placements.push((kept, rest));
            }
        }
    }
    placements
}

/// The replacement tiles as (from the table, from the rack): tile `i` comes
/// from the table when bit `i` of `mask` is set.
fn split_by_source(tiles: &[Tile], mask: u32) -> (Vec<Tile>, Vec<Tile>) {
    let (from_table, from_rack): (Vec<(usize, &Tile)>, Vec<(usize, &Tile)>) = tiles
        .iter()
        .enumerate()
        .partition(|(i, _)| mask >> i & 1 == 1);
    let from_rack: Vec<Tile> = from_rack.into_iter().map(|(_, &t)| t).collect();
    let from_table: Vec<Tile> = from_table.into_iter().map(|(_, &t)| t).collect();
    (from_table, from_rack)
}

/// Where the freed jokers go: all to the rest (no new set), or under (b)
/// one or each to a new set with rack tiles.
fn freed_joker_destinations(new_sets: &[Vec<Tile>], freed: usize) -> Vec<Vec<&Vec<Tile>>> {
    let mut destinations: Vec<Vec<&Vec<Tile>>> = vec![Vec::new()];
    destinations.extend(new_sets.iter().map(|s| vec![s]));
    if freed == 2 {
        for (i, a) in new_sets.iter().enumerate() {
            destinations.extend(new_sets[i + 1..].iter().map(|b| vec![a, b]));
        }
    }
    destinations
}

/// One exchange's fate: the replacement tiles from the rack and the table,
/// the rebuilt set `fixed` on the table or `pooled` into the rest, and the
/// freed jokers each in one of `new_sets` or else in the rest.
fn exchange_fate(
    from_rack: &[Tile],
    from_table: &[Tile],
    fixed: &[Tile],
    pooled: &[Tile],
    new_sets: &[&Vec<Tile>],
    freed: usize,
) -> Fate {
    let mut fate = Fate {
        from_rack: from_rack.to_vec(),
        from_table: from_table.to_vec(),
        pool: pooled.to_vec(),
        ..Fate::default()
    };
    if !fixed.is_empty() {
        fate.fixed.push(fixed.to_vec());
    }
    fate.pool
        .extend(std::iter::repeat_n(Tile::JOKER, freed - new_sets.len()));
    for &s in new_sets {
        fate.from_rack.extend(&s[..s.len() - 1]);
        fate.fixed.push(s.clone());
    }
    fate
}

/// Sets of rack tiles tried with a freed joker under (b), and plans tried
/// in all: enough for every real position, and a bound on any.
const MAX_JOKER_SETS: usize = 4;
const MAX_PLANS: usize = 96;

/// Sets of a joker and two to four rack tiles, longest first (the first
/// [`MAX_JOKER_SETS`]; of one length, in the order of the rack's faces).
fn joker_sets(rack: &TileCounts, rules: &RuleSet) -> Vec<Vec<Tile>> {
    let tiles: Vec<Tile> = Tile::all_faces()
        .filter(|t| !t.is_joker() && rack.get(*t) > 0)
        .collect();
    let mut out: Vec<Vec<Tile>> = Vec::new();
    for size in (2..=4).rev() {
        picks_of(
            &tiles,
            size,
            0,
            &mut Vec::with_capacity(size + 1),
            &mut out,
            rules,
        );
    }
    out
}

/// Adds to `out` each set of `pick`, `size` more of `tiles` from `from`
/// on, and a joker, until it holds [`MAX_JOKER_SETS`].
fn picks_of(
    tiles: &[Tile],
    size: usize,
    from: usize,
    pick: &mut Vec<Tile>,
    out: &mut Vec<Vec<Tile>>,
    rules: &RuleSet,
) {
    if out.len() == MAX_JOKER_SETS {
        return;
    }
    if size == 0 {
        pick.push(Tile::JOKER);
        if analyze_meld(pick, rules).is_ok() {
            out.push(pick.clone());
        }
        pick.pop();
        return;
    }
    for i in from..tiles.len() {
        // One colour or one number, as a set with a joker must be.
        if let Some(&first) = pick.first() {
            let t: Tile = tiles[i];
            if t.color() != first.color() && t.number() != first.number() {
                continue;
            }
        }
        pick.push(tiles[i]);
        if may_make_a_set(pick, pick.len() + size - 1, rules) {
            picks_of(tiles, size - 1, i + 1, pick, out, rules);
        }
        pick.pop();
    }
}

/// Whether `pick` (distinct faces) may be part of a set of `len` of them
/// and a joker: a group (one number, four tiles at most) or, without
/// wrap-around, a run (one colour, spanning at most `len` + 1 numbers).
fn may_make_a_set(pick: &[Tile], len: usize, rules: &RuleSet) -> bool {
    let first = pick[0];
    if pick.len() == 1 {
        return true;
    }
    if pick.iter().all(|t| t.number() == first.number()) {
        return len < 4;
    }
    if rules.wrap_around_runs {
        return true;
    }
    let numbers = pick.iter().filter_map(|t| t.number());
    let (low, high) = numbers.fold((u8::MAX, 0), |(l, h), n| (l.min(n), h.max(n)));
    pick.iter().all(|t| t.color() == first.color()) && usize::from(high - low) <= len
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

#[cfg(test)]
mod tests {
    use super::*;

    fn fates(dissolved: &[bool]) -> Vec<Fate> {
        dissolved
            .iter()
            .map(|&dissolved| Fate {
                relax: if dissolved {
                    Relax::Dissolved
                } else {
                    Relax::None
                },
                ..Fate::default()
            })
            .collect()
    }

    #[test]
    fn plans_go_through_every_combination_the_first_set_fastest() {
        let sets = vec![fates(&[false; 3]), fates(&[false; 2])];
        let order: Vec<Vec<usize>> = plan_order(&sets).collect();
        assert_eq!(
            order,
            [[0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [2, 1]].map(Vec::from)
        );
    }

    /// A tried plan bounds the plans it relaxes: the same fates, but where
    /// it dissolves a set.
    #[test]
    fn a_plan_that_dissolves_a_set_bounds_the_plans_with_its_other_fates() {
        let sets = vec![fates(&[false, true, false]), fates(&[false, true])];
        let rules = RuleSet::modern();
        let mut tried = Relaxations::new(&sets, Objective::Tiles, &rules);
        tried.note(&[0, 0], 9);
        assert_eq!(tried.bound(&[2, 0]), None, "kept relaxes nothing");
        tried.note(&[1, 0], 6);
        assert_eq!(tried.bound(&[0, 0]), Some(6));
        assert_eq!(tried.bound(&[2, 0]), Some(6));
        assert_eq!(tried.bound(&[2, 1]), None, "the second set differs");
        tried.note(&[1, 1], 8);
        assert_eq!(tried.bound(&[2, 1]), Some(8));
        assert_eq!(tried.bound(&[0, 0]), Some(6), "the fewest of the bounds");
        let mut by_value = Relaxations::new(&sets, Objective::Value, &rules);
        by_value.note(&[1, 0], 6);
        assert_eq!(by_value.bound(&[0, 0]), None, "tiles bound only tiles");
        let wrap = RuleSet {
            wrap_around_runs: true,
            ..rules
        };
        let mut wrapping = Relaxations::new(&sets, Objective::Tiles, &wrap);
        wrapping.note(&[1, 0], 6);
        assert_eq!(wrapping.bound(&[0, 0]), None);
    }

    /// An exchange's rebuilt set sent to the rest relaxes the same
    /// exchange with the set kept whole or in part, and its freed jokers
    /// sent to the rest relax them sent to new sets; other exchanges and
    /// the kept set it does not.
    #[test]
    fn an_exchange_sent_to_the_rest_relaxes_its_other_placements_and_destinations() {
        let exchange = |group, placement, destination| Relax::Exchange {
            group,
            placement,
            destination,
        };
        // The rebuilt set to the rest (`POOLED`), kept whole or in part;
        // the freed jokers all to the rest, or to new sets 2 and 1.
        const POOLED: Option<usize> = None;
        const ALL_TO_THE_REST: Option<usize> = None;
        let (whole, part) = (Some(1), Some(3));
        assert!(exchange(0, POOLED, ALL_TO_THE_REST).relaxes(exchange(0, whole, Some(2))));
        assert!(exchange(0, POOLED, Some(1)).relaxes(exchange(0, part, Some(1))));
        assert!(exchange(0, whole, ALL_TO_THE_REST).relaxes(exchange(0, whole, Some(1))));
        assert!(!exchange(0, POOLED, Some(1)).relaxes(exchange(0, whole, Some(2))));
        assert!(!exchange(0, whole, Some(1)).relaxes(exchange(0, whole, ALL_TO_THE_REST)));
        assert!(!exchange(0, whole, ALL_TO_THE_REST).relaxes(exchange(0, POOLED, Some(1))));
        assert!(!exchange(0, part, ALL_TO_THE_REST).relaxes(exchange(0, whole, Some(1))));
        assert!(!exchange(1, POOLED, ALL_TO_THE_REST).relaxes(exchange(0, whole, Some(1))));
        assert!(!exchange(0, POOLED, ALL_TO_THE_REST).relaxes(Relax::None));
        assert!(Relax::Dissolved.relaxes(exchange(0, Some(0), Some(1))));
        assert!(!Relax::None.relaxes(Relax::None));
    }

    /// The exchanges of a run whose joker the rack can replace, under
    /// Pressman 2009: their tags say what the fates hold.
    #[test]
    fn exchange_fates_are_tagged_with_their_placement_and_destination() {
        let rules = crate::rules::Preset::Pressman2009.rules();
        let t = |s: &str| s.parse::<Tile>().unwrap();
        let set: Vec<Tile> = ["o10", "o11", "j", "o13"].map(t).to_vec();
        let rack: TileCounts = ["o12", "k3", "k4", "k5"].map(t).iter().collect();
        let fates = fates_of(&set, true, &rack, &rules);
        for fate in &fates {
            if let Relax::Exchange {
                group,
                placement,
                destination,
            } = fate.relax
            {
                assert_eq!(group, 0, "one replacement: o12 from the rack");
                assert_eq!(fate.from_rack[0], t("o12"));
                let rebuilt_kept = fate.fixed.iter().any(|s| s.contains(&t("o12")));
                assert_eq!(rebuilt_kept, placement.is_some(), "{fate:?}");
                let freed_to_rest = fate.pool.contains(&Tile::JOKER);
                assert_eq!(freed_to_rest, destination.is_none(), "{fate:?}");
            }
        }
        let exchanges = fates
            .iter()
            .filter(|f| matches!(f.relax, Relax::Exchange { .. }))
            .count();
        // Kept, to the rest, or in part ([o10 o11 o12], [o11 o12 o13]),
        // each with the joker to the rest or to [k3 k4 k5 j] or [k3 k4 j]...
        assert!(exchanges >= 8, "{exchanges} exchanges");
    }

    /// The sets a freed joker may start are, for racks of every size and
    /// with and without wrap-around, the first four of every set of two to
    /// four of the rack's faces and a joker that the rules take, longest
    /// first and otherwise in the order of the faces.
    #[test]
    fn joker_sets_are_the_longest_sets_the_rules_take() {
        let faces: Vec<Tile> = Tile::all_faces().filter(|t| !t.is_joker()).collect();
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut roll = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        for case in 0..400 {
            let rules = RuleSet {
                wrap_around_runs: case % 2 == 1,
                ..RuleSet::modern()
            };
            let mut rack = TileCounts::new();
            for _ in 0..1 + roll(20) {
                rack.add(faces[roll(faces.len())]);
            }
            let on_rack: Vec<Tile> = faces.iter().copied().filter(|t| rack.get(*t) > 0).collect();
            let mut every: Vec<Vec<Tile>> = Vec::new();
            for mask in 1u32..1 << on_rack.len().min(20) {
                let size = mask.count_ones() as usize;
                if !(2..=4).contains(&size) {
                    continue;
                }
                let mut set: Vec<Tile> = (0..on_rack.len())
                    .filter(|i| mask >> i & 1 == 1)
                    .map(|i| on_rack[i])
                    .collect();
                set.push(Tile::JOKER);
                if analyze_meld(&set, &rules).is_ok() {
                    every.push(set);
                }
            }
            // Of one length, in the order of the faces.
            every.sort_by(|a, b| b.len().cmp(&a.len()).then_with(|| a.cmp(b)));
            every.truncate(MAX_JOKER_SETS);
            assert_eq!(joker_sets(&rack, &rules), every, "rack {:?}", rack.tiles());
        }
    }
}
