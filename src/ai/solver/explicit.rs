//! The exact search under the joker options, once the fates of
//! `jokers.rs` fall short of the best play the rules without the options
//! allow.
//!
//! The options judge only a few sets of the table after the turn: the sets
//! the table's jokers end in, and the set that shows how a freed joker was
//! replaced (under (a) the tile it stood for, from the rack, beside a tile
//! of its old set; under (c) a group of three made whole; under (d) the
//! exchanged set). So each table joker gets a destination (kept in a set
//! with a tile of its old set and a role it had there, or freed: to any
//! set, or under (b) to a set with two rack tiles), each set a freed joker
//! leaves gets its witness, every such set is written out whole, and the
//! dynamic programme arranges all the rest, which the options do not look
//! at. Every legal table is one of these plans with the rest arranged in
//! some way, and the programme's arrangement places as many tiles, so the
//! best legal plan is the best legal play.
//!
//! A plan is only as good as its worst part: each part alone (its sets
//! written out, everything else arranged freely) bounds every plan that
//! holds it, so parts that cannot beat the best play found are dropped
//! before plans are put together, and plans are tried best bound first.

use crate::rules::{Color, RuleSet, Tile, TileCounts, arrange_meld, joker_roles, validate_turn};

use super::budget::{Budget, Interrupted};
use super::order::best_sets;
use super::play::{Best, Objective, Solution, key, played_value};
use super::search::{SearchInputs, more_tiles_than};

/// Sets written out by a plan, with the tiles that must come from the rack
/// when the plan is tried strictly (the tiles whose being played the
/// options ask for), and how many of the table's jokers they hold.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Part {
    sets: Vec<Vec<Tile>>,
    force: Vec<Tile>,
    table_jokers: usize,
}

/// A joker set that was on the table, as the options see it.
struct Source {
    set: Vec<Tile>,
    numbered: Vec<Tile>,
    roles: Vec<Tile>,
    group_of_three: bool,
}

/// What a solve knows: the position, the rules and its tile supply.
pub(super) struct Ctx<'a> {
    pub(super) rack: &'a [Tile],
    pub(super) table: &'a [Vec<Tile>],
    pub(super) rules: &'a RuleSet,
    pub(super) objective: Objective,
    pub(super) rack_counts: &'a TileCounts,
    pub(super) table_counts: &'a TileCounts,
}

/// Plans tried at most, and candidate sets of each kind kept at most:
/// bounds on any table (the positions met in play and the brute-forced
/// ones stay far below them).
const MAX_PLANS: usize = 4096;

/// Plans (and parts) a solve may try, by the tiles in play: a search of
/// its own for each, so on big tables only a few. Up to 20 tiles (every
/// brute-forced position) it is 16,384 or more, which no position of the
/// property tests comes near; 4 from 44 tiles on.
fn allowance(tiles: usize) -> usize {
    1 << ((48 - tiles.min(44)) / 2)
}
const MAX_CANDIDATES: usize = 160;

/// The best legal play, given the best found so far and the ceiling (the
/// best play without the options): plans tried best bound first until one
/// reaches the ceiling or none can beat the best.
pub(super) fn solve_explicit(
    ctx: &Ctx,
    mut best: Option<Best>,
    ceiling: (u32, u32),
    budget: &mut Budget,
) -> Result<Option<Best>, Interrupted> {
    let sources = sources(ctx.table, ctx.rules);
    let allowed = allowance(ctx.table_counts.total() + ctx.rack_counts.total());
    let mut choices = candidates(ctx, &sources, allowed);
    let parts = std::mem::take(&mut choices.parts);
    // Each part alone bounds every plan holding it.
    let floor = |b: &Option<Best>| b.as_ref().map_or(0, |b| b.key.0);
    let mut bounds: Vec<Option<(u32, u32)>> = Vec::with_capacity(parts.len());
    for part in &parts {
        if best.as_ref().is_some_and(|b| b.key.0 >= ceiling.0) {
            return Ok(best);
        }
        if bounds.len() == allowed {
            return Ok(best);
        }
        let (bound, found) = evaluate(ctx, &[part], false, best.as_ref().map(|b| b.key.0), budget)?;
        if let Some(f) = found
            && best.as_ref().is_none_or(|b| f.key > b.key)
        {
            best = Some(f);
        }
        bounds.push(bound);
    }
    // Parts that cannot beat the best found are no plan's.
    let alive = |p: &Option<usize>| p.is_none_or(|p| bounds[p].is_some_and(|b| b.0 > floor(&best)));
    for (_, o) in &mut choices.options {
        o.retain(|(p, _)| alive(p));
    }
    for (shapes, witnesses) in &mut choices.per_source {
        shapes.retain(|&p| alive(&Some(p)));
        witnesses.retain(|p| alive(p));
    }
    let plans = combine(&parts, &sources, &choices, ctx.rules);
    let mut ranked: Vec<((u32, u32), &Vec<usize>)> = plans
        .iter()
        .filter_map(|plan| {
            let bound = plan
                .iter()
                .map(|&p| bounds[p])
                .try_fold(ceiling, |acc, b| b.map(|b| acc.min(b)))?;
            Some((bound, plan))
        })
        .collect();
    ranked.sort_by_key(|(bound, _)| std::cmp::Reverse(*bound));
    let mut evaluations = bounds.len();
    for (bound, plan) in ranked.into_iter().take(MAX_PLANS) {
        if best.as_ref().is_some_and(|b| b.key.0 >= ceiling.0) || bound.0 <= floor(&best) {
            break;
        }
        let plan: Vec<&Part> = plan.iter().map(|&p| &parts[p]).collect();
        for strict in [false, true] {
            if strict && plan.iter().all(|p| p.force.is_empty()) {
                break;
            }
            if evaluations == allowed {
                return Ok(best);
            }
            evaluations += 1;
            let (_, found) = evaluate(ctx, &plan, strict, best.as_ref().map(|b| b.key.0), budget)?;
            if let Some(f) = found {
                if best.as_ref().is_none_or(|b| f.key > b.key) {
                    best = Some(f);
                }
                break;
            }
        }
    }
    Ok(best)
}

fn sources(table: &[Vec<Tile>], rules: &RuleSet) -> Vec<Source> {
    table
        .iter()
        .filter(|s| s.contains(&Tile::JOKER))
        .map(|s| Source {
            set: s.clone(),
            numbered: s.iter().copied().filter(|t| !t.is_joker()).collect(),
            roles: joker_roles(s, rules),
            group_of_three: crate::rules::is_group_of_three_with_joker(s, rules),
        })
        .collect()
}

impl Source {
    /// Whether a joker in `set` might stand for a tile it stood for here:
    /// a joker of a run stands for a tile of its colour, of a group for
    /// one of its number (a quick test before the set's reading).
    fn may_share_a_role(&self, set: &[Tile]) -> bool {
        let mut numbered = set.iter().filter(|t| !t.is_joker());
        let Some(first) = numbered.next() else {
            return true;
        };
        let (colour, number) = (first.color(), first.number());
        let one_colour = numbered.clone().all(|t| t.color() == colour);
        let one_number = numbered.all(|t| t.number() == number);
        self.roles
            .iter()
            .any(|r| (one_colour && r.color() == colour) || (one_number && r.number() == number))
    }
}

/// Whether freeing a joker of `source` needs a witness set.
fn needs_witness(source: &Source, rules: &RuleSet) -> bool {
    (rules.group_joker_needs_both_colours && source.group_of_three)
        || rules.joker_replacement_from_rack
}

/// What plans are made of: the parts, each table joker's options (its
/// source, and for each option the part it goes to and whether it is
/// freed), and each source's shapes under (d) and witnesses.
struct Choices {
    parts: Vec<Part>,
    options: Vec<(usize, Vec<(Option<usize>, bool)>)>,
    per_source: Vec<(Vec<usize>, Vec<Option<usize>>)>,
}

/// The parts and choices of a position. When there are more than `limit`
/// parts only the first `limit` are ever evaluated (see `solve_explicit`),
/// so the rest are not worked out.
fn candidates(ctx: &Ctx, sources: &[Source], limit: usize) -> Choices {
    let rules = ctx.rules;
    let supply = ctx.table_counts.plus(ctx.rack_counts);
    let jokers = (supply.get(Tile::JOKER) as usize).min(2);
    let mut choices = Choices {
        parts: Vec::new(),
        options: Vec::new(),
        per_source: Vec::new(),
    };
    let mut freed_to: Option<Vec<(Vec<Tile>, Vec<Tile>)>> = None;
    for (si, src) in sources.iter().enumerate() {
        if choices.parts.len() > limit {
            break;
        }
        // Every set of this source's parts but a freed joker's holds one of
        // its numbered tiles: under (d) a shape, else a witness (a tile the
        // joker stood for from the rack) or a set the joker may stay in.
        let touches = |s: &[Tile]| src.numbered.iter().any(|t| s.contains(t));
        let witness = needs_witness(src, rules);
        let part_of_some = |s: &[Tile]| {
            touches(s)
                && (rules.joker_sets_locked
                    || (witness
                        && src
                            .roles
                            .iter()
                            .any(|r| ctx.rack_counts.get(*r) > 0 && s.contains(r)))
                    || (s.contains(&Tile::JOKER) && src.may_share_a_role(s)))
        };
        let all = sets_from(&supply, jokers, rules, &touches, &part_of_some);
        let parts = &mut choices.parts;
        let (shapes, witnesses) = shapes_and_witnesses(ctx, src, &all, parts);
        if parts.len() > limit {
            break;
        }
        // Under (d) a joker leaves its set only if the set can be exchanged.
        let locked_in = rules.joker_sets_locked && shapes.len() == 1;
        choices.per_source.push((shapes, witnesses));
        let hosts = if locked_in {
            Vec::new()
        } else {
            kept_in(src, &all, rules)
        };
        for _ in 0..src.set.len() - src.numbered.len() {
            let mut mine: Vec<(Option<usize>, bool)> = Vec::new();
            if rules.joker_sets_locked {
                // It stays in its set, kept whole or exchanged.
                mine.push((None, false));
            }
            if locked_in {
                choices.options.push((si, mine));
                continue;
            }
            for set in &hosts {
                mine.push((
                    Some(add(parts, Part::hosting(set.clone(), Vec::new()))),
                    false,
                ));
            }
            if rules.freed_joker_needs_two_rack_tiles {
                let targets = freed_to
                    .get_or_insert_with(|| freed_targets(&supply, jokers, ctx.rack_counts, rules));
                for (set, force) in targets.iter() {
                    mine.push((
                        Some(add(parts, Part::hosting(set.clone(), force.clone()))),
                        true,
                    ));
                }
            } else {
                mine.push((None, true));
            }
            choices.options.push((si, mine));
        }
    }
    choices
}

/// A part's index, added if it is new.
fn add(parts: &mut Vec<Part>, part: Part) -> usize {
    match parts.iter().position(|p| *p == part) {
        Some(i) => i,
        None => {
            parts.push(part);
            parts.len() - 1
        }
    }
}

/// A source's shapes under (d) (kept whole, or exchanged with the jokers
/// it keeps: a changed set must be one of these) and its witnesses.
fn shapes_and_witnesses(
    ctx: &Ctx,
    src: &Source,
    all: &[Vec<Tile>],
    parts: &mut Vec<Part>,
) -> (Vec<usize>, Vec<Option<usize>>) {
    let rules = ctx.rules;
    let mut shapes: Vec<usize> = Vec::new();
    if rules.joker_sets_locked {
        let jokers = src.set.len() - src.numbered.len();
        shapes.push(add(
            parts,
            Part {
                sets: vec![src.set.clone()],
                force: Vec::new(),
                table_jokers: jokers,
            },
        ));
        for set in all.iter().filter(|s| exchanged_into(src, s, rules)) {
            let force: Vec<Tile> = set
                .iter()
                .copied()
                .filter(|t| !t.is_joker() && !src.numbered.contains(t))
                .collect();
            let part = Part {
                table_jokers: set.iter().filter(|t| t.is_joker()).count(),
                sets: vec![set.clone()],
                force,
            };
            shapes.push(add(parts, part));
        }
    }
    let mut witnesses: Vec<Option<usize>> = vec![None];
    if needs_witness(src, rules) {
        for (set, force) in witnesses_of(src, all, ctx.rack_counts, rules) {
            let part = Part {
                sets: vec![set],
                force,
                table_jokers: 0,
            };
            witnesses.push(Some(add(parts, part)));
        }
    }
    (shapes, witnesses)
}

impl Part {
    fn hosting(set: Vec<Tile>, force: Vec<Tile>) -> Part {
        Part {
            sets: vec![set],
            force,
            table_jokers: 1,
        }
    }
}

/// Every plan: a choice for each joker (pairs of one source's jokers once,
/// not in both orders) and each source's witness.
fn combine(
    parts: &[Part],
    sources: &[Source],
    choices: &Choices,
    rules: &RuleSet,
) -> Vec<Vec<usize>> {
    let options = &choices.options;
    let mut plans: Vec<Vec<usize>> = Vec::new();
    let mut choice = vec![0usize; options.len()];
    'next: loop {
        let symmetric = options.len() == 2 && options[0].0 == options[1].0 && choice[0] > choice[1];
        if !symmetric && options.iter().all(|(_, o)| !o.is_empty()) {
            let picked: Vec<(usize, Option<usize>, bool)> = options
                .iter()
                .zip(&choice)
                .map(|((s, o), &c)| (*s, o[c].0, o[c].1))
                .collect();
            add_plans(
                &mut plans,
                parts,
                sources,
                &picked,
                &choices.per_source,
                rules,
            );
        }
        for (i, c) in choice.iter_mut().enumerate() {
            *c += 1;
            if *c < options[i].1.len() {
                continue 'next;
            }
            *c = 0;
        }
        break;
    }
    plans
}

/// The plans of one choice of joker destinations: with each source's
/// witness (under (d) the source kept or exchanged, as its jokers say).
fn add_plans(
    plans: &mut Vec<Vec<usize>>,
    parts: &[Part],
    sources: &[Source],
    picked: &[(usize, Option<usize>, bool)],
    per_source: &[(Vec<usize>, Vec<Option<usize>>)],
    rules: &RuleSet,
) {
    let mut hosts: Vec<usize> = picked.iter().filter_map(|p| p.1).collect();
    hosts.sort_unstable();
    // Two jokers in one set with room for both share it; else the set is
    // there twice.
    if hosts.windows(2).any(|w| w[0] == w[1]) {
        let jokers = parts[hosts[0]].sets[0]
            .iter()
            .filter(|t| t.is_joker())
            .count();
        if jokers >= 2 {
            hosts.dedup();
        }
    }
    let mut lists: Vec<Vec<Option<usize>>> = Vec::new();
    for (si, src) in sources.iter().enumerate() {
        let mine = || picked.iter().filter(move |p| p.0 == si);
        let (shapes, witnesses) = &per_source[si];
        if rules.joker_sets_locked {
            // Kept whole when every joker stays; else exchanged, keeping
            // those that stay.
            let stays = mine().filter(|p| p.1.is_none() && !p.2).count();
            lists.push(
                shapes
                    .iter()
                    .filter(|&&p| parts[p].table_jokers == stays)
                    .map(|&p| Some(p))
                    .collect(),
            );
        }
        if mine().any(|p| p.2) && needs_witness(src, rules) {
            lists.push(witnesses.clone());
        }
    }
    if lists.iter().any(Vec::is_empty) {
        return;
    }
    let mut at = vec![0usize; lists.len()];
    'next: loop {
        let mut plan = hosts.clone();
        plan.extend(lists.iter().zip(&at).filter_map(|(l, &i)| l[i]));
        if plans.len() < MAX_PLANS * 4 {
            plans.push(plan);
        }
        for (k, i) in at.iter_mut().enumerate() {
            *i += 1;
            if *i < lists[k].len() {
                continue 'next;
            }
            *i = 0;
        }
        break;
    }
}

/// Sets a joker of `src` may stay in: one with a numbered tile of `src`
/// in which a joker can stand for a tile it could stand for in `src`.
fn kept_in(src: &Source, all: &[Vec<Tile>], rules: &RuleSet) -> Vec<Vec<Tile>> {
    all.iter()
        .filter(|s| s.contains(&Tile::JOKER) && src.numbered.iter().any(|t| s.contains(t)))
        .filter(|s| src.may_share_a_role(s))
        .filter(|s| {
            let roles = joker_roles(s, rules);
            src.roles.iter().any(|r| roles.contains(r))
        })
        .take(MAX_CANDIDATES)
        .cloned()
        .collect()
}

/// Under (b), the sets a freed joker may go to: with two rack tiles, which
/// must then be played.
fn freed_targets(
    supply: &TileCounts,
    jokers: usize,
    rack: &TileCounts,
    rules: &RuleSet,
) -> Vec<(Vec<Tile>, Vec<Tile>)> {
    let from_rack = |s: &[Tile]| -> Vec<Tile> {
        s.iter()
            .copied()
            .filter(|t| !t.is_joker() && rack.get(*t) > 0)
            .collect()
    };
    let two_from_rack = |s: &[Tile]| from_rack(s).len() >= 2;
    let hosts = |s: &[Tile]| s.contains(&Tile::JOKER) && two_from_rack(s);
    sets_from(supply, jokers, rules, &two_from_rack, &hosts)
        .into_iter()
        .take(MAX_CANDIDATES)
        .map(|s| {
            let force = from_rack(&s);
            (s, force)
        })
        .collect()
}

/// The sets that show a joker of `src` was freed as the options ask: under
/// (c) its group of three made whole (the missing colours from the rack
/// under (a)); under (a) a tile it stood for, from the rack, beside one of
/// its numbered tiles. With the tiles to be played.
fn witnesses_of(
    src: &Source,
    all: &[Vec<Tile>],
    rack: &TileCounts,
    rules: &RuleSet,
) -> Vec<(Vec<Tile>, Vec<Tile>)> {
    if rules.group_joker_needs_both_colours && src.group_of_three {
        // A group of three's roles are its missing colours.
        let missing = src.roles.clone();
        let mut whole = src.numbered.clone();
        whole.extend(&missing);
        let force = if rules.joker_replacement_from_rack {
            missing
        } else {
            Vec::new()
        };
        return vec![(whole, force)];
    }
    let mut out = Vec::new();
    for s in all {
        if !src.numbered.iter().any(|t| s.contains(t)) {
            continue;
        }
        if let Some(&role) = src
            .roles
            .iter()
            .find(|r| rack.get(**r) > 0 && s.contains(r))
        {
            out.push((s.clone(), vec![role]));
            if out.len() == MAX_CANDIDATES {
                break;
            }
        }
    }
    out
}

/// Under (d), whether `src` may have become `set` (the rules' reading of
/// an exchange): its numbered tiles, fewer jokers, and in the places of the
/// jokers that left tiles they stood for (under (c), for a group of three,
/// a colour more).
fn exchanged_into(src: &Source, set: &[Tile], rules: &RuleSet) -> bool {
    let numbered: TileCounts = src.numbered.iter().collect();
    let counts: TileCounts = set.iter().collect();
    let jokers = src.set.len() - src.numbered.len();
    let extra = usize::from(rules.group_joker_needs_both_colours && src.group_of_three);
    if !counts.contains_all(&numbered) || counts.get(Tile::JOKER) as usize >= jokers {
        return false;
    }
    let added = counts.minus(&numbered);
    let freed = jokers - counts.get(Tile::JOKER) as usize;
    let numbered_added = added.total() - added.get(Tile::JOKER) as usize;
    set.len() <= src.set.len() + extra
        && (freed..=freed + extra).contains(&numbered_added)
        && added
            .tiles()
            .iter()
            .all(|t| t.is_joker() || src.roles.contains(t))
}

/// Every valid set of up to `jokers` jokers the supply can make that
/// `keep` takes, each sorted, once. `may_hold` tells the runs worth a look
/// by their faces: it takes every run's faces whose sets `keep` may take.
fn sets_from(
    supply: &TileCounts,
    jokers: usize,
    rules: &RuleSet,
    may_hold: &dyn Fn(&[Tile]) -> bool,
    keep: &dyn Fn(&[Tile]) -> bool,
) -> Vec<Vec<Tile>> {
    let mut out: Vec<Vec<Tile>> = Vec::new();
    let mut push = |mut set: Vec<Tile>| {
        if keep(&set) {
            set.sort();
            out.push(set);
        }
    };
    for n in 1..=13u8 {
        for mask in 1u8..16 {
            let colours: Vec<Tile> = (0..4)
                .filter(|c| mask >> c & 1 == 1)
                .map(|c| Tile::new(Color::from_index(c), n))
                .collect();
            if colours.iter().any(|&t| supply.get(t) == 0) {
                continue;
            }
            for j in 0..=jokers {
                if (3..=4).contains(&(colours.len() + j)) {
                    let mut set = colours.clone();
                    set.extend(std::iter::repeat_n(Tile::JOKER, j));
                    push(set);
                }
            }
        }
    }
    for c in Color::ALL {
        for start in 1..=13u8 {
            for len in 3..=13u8 {
                if !rules.wrap_around_runs && start + len - 1 > 13 {
                    break;
                }
                let faces: Vec<Tile> = (0..len)
                    .map(|i| Tile::new(c, (start - 1 + i) % 13 + 1))
                    .collect();
                let missing = faces.iter().filter(|&&t| supply.get(t) == 0).count();
                if missing > jokers {
                    break;
                }
                if !may_hold(&faces) {
                    continue;
                }
                run_joker_placements(&faces, supply, jokers - missing, &mut push);
            }
        }
    }
    // Equal sets are the same tiles, so an unstable sort orders them as a
    // stable one would.
    out.sort_unstable();
    out.dedup();
    debug_assert!(
        out.iter()
            .all(|s| crate::rules::analyze_meld(s, rules).is_ok())
    );
    out
}

/// The run over `faces` with a joker for each face the supply lacks and
/// up to `extra` more jokers in the places of faces it has.
fn run_joker_placements(
    faces: &[Tile],
    supply: &TileCounts,
    extra: usize,
    push: &mut impl FnMut(Vec<Tile>),
) {
    let base: Vec<Tile> = faces
        .iter()
        .map(|&t| if supply.get(t) == 0 { Tile::JOKER } else { t })
        .collect();
    push(base.clone());
    let real: Vec<usize> = (0..base.len()).filter(|&i| !base[i].is_joker()).collect();
    for (k, &i) in real.iter().enumerate() {
        if extra >= 1 {
            let mut one = base.clone();
            one[i] = Tile::JOKER;
            push(one.clone());
            if extra >= 2 {
                for &i2 in &real[k + 1..] {
                    let mut two = one.clone();
                    two[i2] = Tile::JOKER;
                    push(two);
                }
            }
        }
    }
}

/// One plan: its sets, the programme's arrangement of everything else,
/// and the rules' verdict. Returns the most the plan can place (`None`
/// when its sets do not fit the supply, the rest cannot be arranged, or it
/// cannot place more than `beat` tiles) and the play when the rules accept
/// it. Tried `strict`ly, the tiles its parts name are taken from the rack
/// (so they count as played).
fn evaluate(
    ctx: &Ctx,
    plan: &[&Part],
    strict: bool,
    beat: Option<u32>,
    budget: &mut Budget,
) -> Result<(Option<(u32, u32)>, Option<Best>), Interrupted> {
    let Some((table_left, rack_left)) = take_supply(ctx, plan, strict) else {
        return Ok((None, None));
    };
    let inputs = SearchInputs {
        table: &table_left,
        rack: &rack_left,
        threshold: 0,
        objective: ctx.objective,
        canonical: ctx.objective == Objective::Tiles,
        wrap: ctx.rules.wrap_around_runs,
        floor: more_tiles_than(
            ctx.objective,
            beat.map_or(0, i64::from) - (ctx.rack_counts.total() - rack_left.total()) as i64,
        ),
        wide_box: false,
    };
    let Some(rest) = best_sets(&inputs, budget)? else {
        return Ok((None, None));
    };
    let mut sets: Vec<Vec<Tile>> = plan.iter().flat_map(|p| p.sets.iter().cloned()).collect();
    sets.extend(rest);
    let placed: TileCounts = sets.iter().flatten().collect();
    let played = placed.minus(ctx.table_counts);
    let bound = key(
        ctx.objective,
        played.total() as u32,
        played_value(&sets, &played, ctx.rules),
    );
    if played.is_empty() {
        return Ok((Some(bound), None));
    }
    let Some(arranged) = sets
        .iter()
        .map(|s| arrange_meld(s, |t| t, ctx.rules).ok())
        .collect::<Option<Vec<_>>>()
    else {
        return Ok((Some(bound), None));
    };
    if validate_turn(ctx.table, ctx.rack, &arranged, true, ctx.rules).is_err() {
        return Ok((Some(bound), None));
    }
    let value_played = played_value(&arranged, &played, ctx.rules);
    let tiles_played = played.total() as u32;
    Ok((
        Some(bound),
        Some(Best {
            key: key(ctx.objective, tiles_played, value_played),
            solution: Solution {
                played: played.tiles(),
                table: arranged,
                tiles_played,
                value_played,
            },
        }),
    ))
}

/// What is left for the programme once the plan's sets take their tiles:
/// the table's tiles first (strictly, the named tiles from the rack
/// first), and the table's jokers before the rack's. `None` when the
/// supply lacks a tile.
fn take_supply(ctx: &Ctx, plan: &[&Part], strict: bool) -> Option<(TileCounts, TileCounts)> {
    let mut table = ctx.table_counts.clone();
    let mut rack = ctx.rack_counts.clone();
    let mut jokers_in_sets = 0usize;
    let take = |from: &mut TileCounts, t: Tile| -> bool {
        let mut one = TileCounts::new();
        one.add(t);
        if from.contains_all(&one) {
            *from = from.minus(&one);
            true
        } else {
            false
        }
    };
    for part in plan {
        for set in &part.sets {
            for &t in set {
                if t.is_joker() {
                    jokers_in_sets += 1;
                    continue;
                }
                let (first, second) = if strict && part.force.contains(&t) {
                    (&mut rack, &mut table)
                } else {
                    (&mut table, &mut rack)
                };
                if !take(first, t) && !take(second, t) {
                    return None;
                }
            }
        }
    }
    // Jokers are alike: the table's go first (the rack's left over may
    // still be played by the programme, the table's must be).
    for _ in 0..jokers_in_sets {
        if !take(&mut table, Tile::JOKER) && !take(&mut rack, Tile::JOKER) {
            return None;
        }
    }
    Some((table, rack))
}
