//! Turns as ordered tile moves, so the game can animate a computer turn (or
//! a hint) tile by tile.

use serde::{Deserialize, Serialize};

use crate::rules::{Tile, TileId};

/// Where a tile is during a turn. Set indices refer to the working table:
/// the table at the start of the turn, with new sets appended as they are
/// made (emptied sets keep their index until the turn ends).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "index")]
pub enum Spot {
    Rack,
    Set(usize),
}

/// Where a moved tile goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "index")]
pub enum Target {
    Set(usize),
    /// A new set, appended to the working table.
    NewSet,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TileMove {
    pub tile: TileId,
    pub from: Spot,
    pub to: Target,
}

/// Gives physical tiles to a table of faces: every table tile keeps its id,
/// preferably staying in the set it was in, and played faces take rack ids.
/// `after` must hold exactly the table's faces plus faces from the rack.
pub fn assign_ids(
    before: &[Vec<TileId>],
    rack: &[TileId],
    after: &[Vec<Tile>],
) -> Vec<Vec<TileId>> {
    let bases = match_sets(before, after, |b, a| {
        let mut faces: Vec<Tile> = a.to_vec();
        b.iter()
            .filter(|id| {
                if let Some(i) = faces.iter().position(|f| *f == id.face()) {
                    faces.swap_remove(i);
                    true
                } else {
                    false
                }
            })
            .count()
    });
    let mut free_table: Vec<Vec<TileId>> = before.to_vec();
    let mut out: Vec<Vec<Option<TileId>>> = after.iter().map(|s| vec![None; s.len()]).collect();
    // First, tiles stay in their own set.
    for (j, set) in after.iter().enumerate() {
        if let Some(b) = bases[j] {
            for (k, face) in set.iter().enumerate() {
                if let Some(i) = free_table[b].iter().position(|id| id.face() == *face) {
                    out[j][k] = Some(free_table[b].swap_remove(i));
                }
            }
        }
    }
    // Then any other table tile of that face, and only then the rack.
    let mut free_table: Vec<TileId> = free_table.concat();
    let mut free_rack: Vec<TileId> = rack.to_vec();
    for (j, set) in after.iter().enumerate() {
        for (k, face) in set.iter().enumerate() {
            if out[j][k].is_some() {
                continue;
            }
            let id = if let Some(i) = free_table.iter().position(|id| id.face() == *face) {
                free_table.swap_remove(i)
            } else {
                let i = free_rack
                    .iter()
                    .position(|id| id.face() == *face)
                    .expect("every face of the new table is on the table or the rack");
                free_rack.swap_remove(i)
            };
            out[j][k] = Some(id);
        }
    }
    out.into_iter()
        .map(|s| s.into_iter().map(|id| id.expect("assigned")).collect())
        .collect()
}

/// Pairs each `after` set with at most one `before` set, greedily by the
/// largest overlap.
fn match_sets<A, B>(
    before: &[B],
    after: &[A],
    overlap: impl Fn(&B, &A) -> usize,
) -> Vec<Option<usize>> {
    let mut pairs: Vec<(usize, usize, usize)> = Vec::new();
    for (i, b) in before.iter().enumerate() {
        for (j, a) in after.iter().enumerate() {
            let o = overlap(b, a);
            if o > 0 {
                pairs.push((o, i, j));
            }
        }
    }
    pairs.sort_by(|x, y| y.0.cmp(&x.0).then(x.1.cmp(&y.1)).then(x.2.cmp(&y.2)));
    let mut base = vec![None; after.len()];
    let mut used = vec![false; before.len()];
    for (_, i, j) in pairs {
        if base[j].is_none() && !used[i] {
            base[j] = Some(i);
            used[i] = true;
        }
    }
    base
}

/// The moves that turn `before` (with `rack`) into `after`, set by set.
pub fn plan_moves(before: &[Vec<TileId>], rack: &[TileId], after: &[Vec<TileId>]) -> Vec<TileMove> {
    let bases = match_sets(before, after, |b, a| {
        b.iter().filter(|id| a.contains(id)).count()
    });
    let mut working: Vec<Vec<TileId>> = before.to_vec();
    let mut on_rack: Vec<TileId> = rack.to_vec();
    let mut moves = Vec::new();
    // Sets built in place first, then new sets, each in table order.
    let mut order: Vec<usize> = (0..after.len()).collect();
    order.sort_by_key(|&j| bases[j].is_none());
    for j in order {
        let mut target = bases[j];
        for &tile in &after[j] {
            let from = match on_rack.iter().position(|&t| t == tile) {
                Some(i) => {
                    on_rack.remove(i);
                    Spot::Rack
                }
                None => {
                    let s = working
                        .iter()
                        .position(|set| set.contains(&tile))
                        .expect("every tile of the new table is on the table or the rack");
                    if Some(s) == target {
                        continue;
                    }
                    working[s].retain(|&t| t != tile);
                    Spot::Set(s)
                }
            };
            let to = match target {
                Some(t) => Target::Set(t),
                None => {
                    working.push(Vec::new());
                    target = Some(working.len() - 1);
                    Target::NewSet
                }
            };
            working[target.expect("set")].push(tile);
            moves.push(TileMove { tile, from, to });
        }
    }
    moves
}

/// Why a list of moves does not apply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveError(pub String);

/// Applies moves to the table and rack; returns the table (without empty
/// sets) and what is left of the rack.
pub fn apply_moves(
    before: &[Vec<TileId>],
    rack: &[TileId],
    moves: &[TileMove],
) -> Result<(Vec<Vec<TileId>>, Vec<TileId>), MoveError> {
    let mut working: Vec<Vec<TileId>> = before.to_vec();
    let mut on_rack: Vec<TileId> = rack.to_vec();
    for (i, m) in moves.iter().enumerate() {
        match m.from {
            Spot::Rack => {
                let p = on_rack.iter().position(|&t| t == m.tile).ok_or_else(|| {
                    MoveError(format!("move {i}: tile {} is not on the rack", m.tile.0))
                })?;
                on_rack.remove(p);
            }
            Spot::Set(s) => {
                let set = working
                    .get_mut(s)
                    .ok_or_else(|| MoveError(format!("move {i}: no set {s}")))?;
                let p = set.iter().position(|&t| t == m.tile).ok_or_else(|| {
                    MoveError(format!("move {i}: tile {} is not in set {s}", m.tile.0))
                })?;
                set.remove(p);
            }
        }
        match m.to {
            Target::Set(s) => working
                .get_mut(s)
                .ok_or_else(|| MoveError(format!("move {i}: no set {s}")))?
                .push(m.tile),
            Target::NewSet => working.push(vec![m.tile]),
        }
    }
    working.retain(|s| !s.is_empty());
    Ok((working, on_rack))
}
