//! The plays of the simpler computer players: sets made from the rack,
//! single tiles laid off onto the table's sets (with run splits), and the
//! rearrangements a beginner makes: a tile taken from a set of four or off
//! the end of a long run to make a new set with rack tiles.

use crate::rules::{Color, RuleSet, Tile, TileId, analyze_meld, is_valid_meld};

use crate::rules::GameRng;

fn faces(ids: &[TileId]) -> Vec<Tile> {
    ids.iter().map(|i| i.face()).collect()
}

/// Disjoint valid sets found in the rack (runs, then groups, then pairs a
/// joker completes), and the tiles left over. Each set found is skipped with
/// probability `miss` (a player who overlooks things).
pub fn rack_sets(
    rack: &[TileId],
    rules: &RuleSet,
    miss: f32,
    rng: &mut GameRng,
) -> (Vec<Vec<TileId>>, Vec<TileId>) {
    let mut left: Vec<TileId> = rack.to_vec();
    left.sort_by_key(|id| (id.face(), id.0));
    let mut sets = Vec::new();
    let overlooks = |rng: &mut GameRng| miss > 0.0 && (rng.below(1000) as f32) < miss * 1000.0;
    for color in Color::ALL {
        let mut stretch: Vec<TileId> = Vec::new();
        for n in 1..=14u8 {
            let found = Tile::try_new(color, n)
                .and_then(|face| left.iter().copied().find(|id| id.face() == face));
            match found {
                Some(id) => stretch.push(id),
                None => {
                    if stretch.len() >= 3 && !overlooks(rng) {
                        left.retain(|id| !stretch.contains(id));
                        sets.push(std::mem::take(&mut stretch));
                    }
                    stretch.clear();
                }
            }
        }
    }
    for n in 1..=13u8 {
        let mut group: Vec<TileId> = Vec::new();
        for id in &left {
            let f = id.face();
            if f.number() == Some(n) && !group.iter().any(|g| g.face().color() == f.color()) {
                group.push(*id);
            }
        }
        if group.len() >= 3 && !overlooks(rng) {
            left.retain(|id| !group.contains(id));
            sets.push(group);
        }
    }
    while let Some(jpos) = left.iter().position(|id| id.face().is_joker()) {
        let joker = left[jpos];
        let mut best: Option<(u32, Vec<TileId>)> = None;
        for i in 0..left.len() {
            for k in i + 1..left.len() {
                if i == jpos || k == jpos {
                    continue;
                }
                let trial = vec![left[i], left[k], joker];
                if let Ok(shape) = analyze_meld(&faces(&trial), rules) {
                    let value = shape.value();
                    if best.as_ref().is_none_or(|(v, _)| value > *v) {
                        best = Some((value, trial));
                    }
                }
            }
        }
        match best {
            Some((_, trial)) if !overlooks(rng) => {
                left.retain(|id| !trial.contains(id));
                sets.push(trial);
            }
            _ => break,
        }
    }
    (sets, left)
}

/// Lays off single rack tiles onto table sets: at a run's end, as a group's
/// missing colour, or by splitting a run at a duplicate of one of its tiles.
/// A place is taken only if `accept` takes the table with the tile laid
/// there; a tile with no such place stays on the rack.
pub fn lay_off(
    table: &mut Vec<Vec<TileId>>,
    rack: &[TileId],
    rules: &RuleSet,
    accept: &dyn Fn(&[Vec<TileId>]) -> bool,
) {
    for &tile in rack {
        lay_off_one(table, tile, rules, accept);
    }
}

fn lay_off_one(
    table: &mut Vec<Vec<TileId>>,
    tile: TileId,
    rules: &RuleSet,
    accept: &dyn Fn(&[Vec<TileId>]) -> bool,
) -> bool {
    for s in 0..table.len() {
        let mut grown = table[s].clone();
        grown.push(tile);
        if is_valid_meld(&faces(&grown), rules) {
            let kept = std::mem::replace(&mut table[s], grown);
            if accept(table) {
                return true;
            }
            table[s] = kept;
        }
        if let Some((first, second)) = split_run(&table[s], tile, rules) {
            let kept = std::mem::replace(&mut table[s], first);
            table.push(second);
            if accept(table) {
                return true;
            }
            table.pop();
            table[s] = kept;
        }
    }
    false
}

/// Splits a run around a duplicate `tile` of one of its inner tiles, as in
/// 4 5 6 7 8 + 6 = 4 5 6 and 6 7 8.
fn split_run(set: &[TileId], tile: TileId, rules: &RuleSet) -> Option<(Vec<TileId>, Vec<TileId>)> {
    let pos = set.iter().position(|t| t.face() == tile.face())?;
    let (a, b) = set.split_at(pos + 1);
    let mut second = vec![tile];
    second.extend_from_slice(b);
    let first = a.to_vec();
    (is_valid_meld(&faces(&first), rules) && is_valid_meld(&faces(&second), rules))
        .then_some((first, second))
}

/// The table tiles a beginner takes from a set: a tile of a set that stays
/// valid without it (any tile of a group of four, an end tile of a run of
/// four or more), never a joker. As (set, place in it).
fn spare_tiles(table: &[Vec<TileId>], rules: &RuleSet) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (s, set) in table.iter().enumerate() {
        if set.len() < 4 {
            continue;
        }
        for i in 0..set.len() {
            if set[i].face().is_joker() {
                continue;
            }
            let mut rest = set.clone();
            rest.remove(i);
            if is_valid_meld(&faces(&rest), rules) {
                out.push((s, i));
            }
        }
    }
    out
}

/// Takes the spare tiles `taken` (each (set, place), from different sets)
/// off the table and puts `set` down as a new set.
fn take_and_meld(
    table: &[Vec<TileId>],
    taken: &[(usize, usize)],
    set: Vec<TileId>,
) -> Vec<Vec<TileId>> {
    let mut out = table.to_vec();
    for &(s, i) in taken {
        out[s].remove(i);
    }
    out.push(set);
    out
}

/// One beginner's rearrangement: a new set of two rack tiles and a spare
/// table tile or, with `two_spares`, of one rack tile and two spare tiles
/// from different sets. A table `accept` refuses is not made. The table
/// after it, or `None`.
fn rearrange_once(
    table: &[Vec<TileId>],
    rack: &[TileId],
    rules: &RuleSet,
    two_spares: bool,
    accept: &dyn Fn(&[Vec<TileId>]) -> bool,
) -> Option<Vec<Vec<TileId>>> {
    let spares = spare_tiles(table, rules);
    let try_set = |tiles: Vec<TileId>, taken: &[(usize, usize)]| {
        if !is_valid_meld(&faces(&tiles), rules) {
            return None;
        }
        let after = take_and_meld(table, taken, tiles);
        accept(&after).then_some(after)
    };
    for (k, &a) in rack.iter().enumerate() {
        for &b in &rack[k + 1..] {
            for &(s, i) in &spares {
                if let Some(after) = try_set(vec![a, b, table[s][i]], &[(s, i)]) {
                    return Some(after);
                }
            }
        }
    }
    if !two_spares {
        return None;
    }
    for &a in rack {
        for (k, &(s1, i1)) in spares.iter().enumerate() {
            for &(s2, i2) in &spares[k + 1..] {
                if s1 == s2 {
                    continue;
                }
                let tiles = vec![a, table[s1][i1], table[s2][i2]];
                if let Some(after) = try_set(tiles, &[(s1, i1), (s2, i2)]) {
                    return Some(after);
                }
            }
        }
    }
    None
}

/// Rearranges as a beginner does while it places rack tiles, laying off
/// what the new sets make room for; `left` are the rack tiles not yet on
/// the table. With probability `miss` it does not look this turn.
pub fn rearrange(
    table: &mut Vec<Vec<TileId>>,
    left: &[TileId],
    rules: &RuleSet,
    two_spares: bool,
    miss: f32,
    rng: &mut GameRng,
    accept: &dyn Fn(&[Vec<TileId>]) -> bool,
) {
    if miss > 0.0 && (rng.below(1000) as f32) < miss * 1000.0 {
        return;
    }
    // Each round places a rack tile, so this ends.
    loop {
        let on_table: Vec<TileId> = table.iter().flatten().copied().collect();
        let rack: Vec<TileId> = left
            .iter()
            .copied()
            .filter(|id| !on_table.contains(id))
            .collect();
        let Some(after) = rearrange_once(table, &rack, rules, two_spares, accept) else {
            return;
        };
        *table = after;
        let rest: Vec<TileId> = rack
            .iter()
            .copied()
            .filter(|id| !table.iter().flatten().any(|t| t == id))
            .collect();
        lay_off(table, &rest, rules, accept);
    }
}
