//! What can become of a set of the table holding a joker under the older
//! editions' joker options: its fates (see the parent module), which fate
//! relaxes which, and the sets a freed joker may start with rack tiles.

use crate::rules::{
    RuleSet, Tile, TileCounts, analyze_meld, is_group_of_three_with_joker, joker_roles,
};

/// One way a joker set ends, as its contribution to a plan.
#[derive(Clone, Debug, Default)]
pub(super) struct Fate {
    /// Sets put on the table as they are.
    pub(super) fixed: Vec<Vec<Tile>>,
    /// Tiles handed to the search, which must place them all.
    pub(super) pool: Vec<Tile>,
    /// Rack tiles this fate uses itself.
    pub(super) from_rack: Vec<Tile>,
    /// Table tiles (outside the joker sets) this fate takes for itself.
    pub(super) from_table: Vec<Tile>,
    /// Phantom tiles a joker takes the place of afterwards, each with the
    /// numbered tiles of its set (the joker stays in their company).
    pub(super) phantoms: Vec<(Tile, Vec<Tile>)>,
    /// The fates of its set this one relaxes (see [`super::Relaxations`]).
    pub(super) relax: Relax,
}

/// Which fates of its set a fate relaxes: every table of theirs, with
/// the rest arranged in some way, is a table of this fate's, playing the
/// same rack tiles (which this fate leaves to the search).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum Relax {
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
    pub(super) fn relaxes(self, other: Relax) -> bool {
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

/// Whether each joker set can be freed, and its fates.
pub(super) fn fates_by_set(
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
pub(super) fn fates_of(
    set: &[Tile],
    freeable: bool,
    rack: &TileCounts,
    rules: &RuleSet,
) -> Vec<Fate> {
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
pub(super) fn exchanges(
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

/// Sets of rack tiles tried with a freed joker under (b): enough for
/// every real position, and a bound on any.
pub(super) const MAX_JOKER_SETS: usize = 4;

/// Sets of a joker and two to four rack tiles, longest first (the first
/// [`MAX_JOKER_SETS`]; of one length, in the order of the rack's faces).
pub(super) fn joker_sets(rack: &TileCounts, rules: &RuleSet) -> Vec<Vec<Tile>> {
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
