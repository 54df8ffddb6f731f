//! Where the sets go on the felt: as large as the table allows, in rows,
//! around the sets the player put down where they put them, with room
//! kept for a new set.

use bevy::math::{Rect, Vec2};

use super::sizes::{FLOOR_TILE_H, MIN_TILE_H, TILE_ASPECT};
use crate::rules::SetId;

#[derive(Debug, Clone, PartialEq)]
pub struct SetLayout {
    pub id: SetId,
    /// Centre of each tile.
    pub tiles: Vec<Vec2>,
    /// The set's outline, a little larger than its tiles.
    pub rect: Rect,
}

/// The largest table tile at which every set fits, no larger than the
/// rack's (`rack_tile_h` high), and the sets placed at it.
pub(super) fn fit_sets(
    sets: &[(SetId, usize)],
    anchors: &[(SetId, Vec2)],
    table: Rect,
    rack_tile_h: f32,
) -> (Vec2, Vec<SetLayout>) {
    // Below the readable size only when nothing else fits (a small phone
    // with large tiles and a full table).
    let mut th = rack_tile_h.min(table.height() / 3.0).max(MIN_TILE_H);
    // Room for one more set of three is kept, so there is always free felt
    // to start a new set on.
    let mut with_room = sets.to_vec();
    with_room.push((ROOM, 3));
    let (tile, placed) = loop {
        let tile = Vec2::new(th * TILE_ASPECT, th);
        let placed = place_sets(table, tile, &with_room, &[]);
        if placed.is_some() || th <= FLOOR_TILE_H {
            break (tile, placed);
        }
        th = (th * 0.95).max(FLOOR_TILE_H);
    };
    // Sets put down by the player stay where they were put, at this tile
    // size or a little smaller; where they cannot, every set flows.
    let anchored = (!anchors.is_empty() && placed.is_some())
        .then(|| {
            (0..5).find_map(|i| {
                let h = (tile.y * (1.0 - 0.05 * i as f32)).max(MIN_TILE_H.min(tile.y));
                let tile = Vec2::new(h * TILE_ASPECT, h);
                place_sets(table, tile, &with_room, anchors).map(|s| (tile, s))
            })
        })
        .flatten();
    match (anchored, placed) {
        (Some(found), _) => found,
        (None, Some(placed)) => (tile, placed),
        (None, None) => {
            let mut sets = flow_sets(table, tile, &with_room, &[]);
            sets.retain(|s| s.id != ROOM);
            centre_rows(&mut sets, table, &[]);
            (tile, sets)
        }
    }
}

/// Gap between sets in a row, and between rows, in tile widths.
const SET_GAP: f32 = 0.7;
const ROW_GAP: f32 = 0.35;

/// Where a point lies on the felt, as the player's sets are remembered: across
/// as a share of the table's width, down from its top edge in table widths.
/// Measured from the top, a set stays put when the rack gives the table more
/// or less room below; in widths, it keeps its place when the window
/// changes size.
pub fn felt_place_in(table: Rect, point: Vec2) -> Vec2 {
    let w = table.width().max(1.0);
    Vec2::new(
        ((point.x - table.min.x) / w).clamp(0.0, 1.0),
        ((table.max.y - point.y) / w).clamp(0.0, table.height() / w),
    )
}

/// The point at a felt place (see [`felt_place_in`]).
pub fn felt_point_in(table: Rect, place: Vec2) -> Vec2 {
    Vec2::new(
        table.min.x + place.x * table.width(),
        table.max.y - place.y * table.width(),
    )
}

/// Places sets: each anchored one where the player put it (unless it would
/// cover one put down before it), the rest (and the `ROOM`, left out of the
/// result) in rows from the top, wrapping to the table's width around the
/// anchored ones, each row centred where that covers nothing. `None` when
/// they do not fit in its height.
fn place_sets(
    table: Rect,
    tile: Vec2,
    sets: &[(SetId, usize)],
    anchors: &[(SetId, Vec2)],
) -> Option<Vec<SetLayout>> {
    let pad = tile.x * SET_PAD;
    let mut pinned: Vec<SetLayout> = Vec::new();
    for &(id, len) in sets {
        let Some(&(_, at)) = anchors.iter().find(|(a, _)| *a == id) else {
            continue;
        };
        let size = Vec2::new(len.max(1) as f32 * tile.x, tile.y) + 2.0 * pad;
        let first = felt_point_in(table, at);
        let min = first - tile / 2.0 - pad;
        let min = min.clamp(table.min, (table.max - size).max(table.min));
        let rect = Rect::from_corners(min, min + size);
        let clear = pinned
            .iter()
            .all(|p| p.rect.inflate(tile.x * 0.25).intersect(rect).is_empty());
        if size.x <= table.width() + 0.5 && clear {
            pinned.push(set_at(id, len, rect, tile, pad));
        }
    }
    let rest: Vec<(SetId, usize)> = sets
        .iter()
        .filter(|(id, _)| !pinned.iter().any(|p| p.id == *id))
        .copied()
        .collect();
    let obstacles: Vec<Rect> = pinned.iter().map(|p| p.rect).collect();
    let mut flowed = flow_sets(table, tile, &rest, &obstacles);
    if !flowed.iter().all(|s| s.rect.min.y >= table.min.y - 0.5) {
        return None;
    }
    // The room kept for a new set is not centred with the rows (the sets
    // would sit left of centre).
    flowed.retain(|s| s.id != ROOM);
    let blocked: Vec<Rect> = obstacles.iter().map(|o| o.inflate(tile.x * 0.25)).collect();
    centre_rows(&mut flowed, table, &blocked);
    // Back in table order.
    let mut all: Vec<SetLayout> = pinned.into_iter().chain(flowed).collect();
    all.sort_by_key(|s| sets.iter().position(|(id, _)| *id == s.id));
    Some(all)
}

/// Padding around a set's tiles, in tile widths.
const SET_PAD: f32 = 0.12;

/// A place kept free for one more set of three, so there is always free
/// felt to start a new set on; it is left out of the layout.
const ROOM: SetId = SetId(u32::MAX);

fn set_at(id: SetId, len: usize, rect: Rect, tile: Vec2, pad: f32) -> SetLayout {
    let tiles = (0..len)
        .map(|i| {
            Vec2::new(
                rect.min.x + pad + tile.x * (i as f32 + 0.5),
                rect.max.y - pad - tile.y / 2.0,
            )
        })
        .collect();
    SetLayout { id, tiles, rect }
}

/// Sets in rows from the top left, wrapping to the table's width, kept
/// clear of `obstacles`. Rows run on below the table when they do not fit.
fn flow_sets(
    table: Rect,
    tile: Vec2,
    sets: &[(SetId, usize)],
    obstacles: &[Rect],
) -> Vec<SetLayout> {
    let pad = tile.x * SET_PAD;
    let gap = tile.x * SET_GAP;
    let row_h = tile.y * (1.0 + ROW_GAP) + 2.0 * pad;
    let blocked: Vec<Rect> = obstacles.iter().map(|o| o.inflate(tile.x * 0.25)).collect();
    let mut x = table.min.x;
    let mut y = table.max.y;
    let mut out: Vec<SetLayout> = Vec::with_capacity(sets.len());
    for &(id, len) in sets {
        let size = Vec2::new(len.max(1) as f32 * tile.x, tile.y) + 2.0 * pad;
        let rect = loop {
            if x > table.min.x && x + size.x > table.max.x {
                x = table.min.x;
                y -= row_h;
            }
            let rect = Rect::new(x, y - size.y, x + size.x, y);
            match blocked
                .iter()
                .filter(|b| !b.intersect(rect).is_empty())
                .map(|b| b.max.x)
                .reduce(f32::max)
            {
                Some(right) => x = right + gap * 0.5,
                None => break rect,
            }
        };
        out.push(set_at(id, len, rect, tile, pad));
        x = rect.max.x + gap;
    }
    out
}

/// Each row of sets is centred across the table (rows share a top edge),
/// unless that would cover an obstacle; then it stays where it is.
fn centre_rows(sets: &mut [SetLayout], table: Rect, blocked: &[Rect]) {
    let mut start = 0;
    while start < sets.len() {
        let top = sets[start].rect.max.y;
        let end = start
            + sets[start..]
                .iter()
                .take_while(|s| s.rect.max.y == top)
                .count();
        let row = &mut sets[start..end];
        let right = row.iter().map(|s| s.rect.max.x).fold(f32::MIN, f32::max);
        let shift = ((table.max.x - right) / 2.0).max(0.0);
        let moved = |r: Rect| Rect::from_corners(r.min + Vec2::X * shift, r.max + Vec2::X * shift);
        let clear = row.iter().all(|s| {
            blocked
                .iter()
                .all(|b| b.intersect(moved(s.rect)).is_empty())
        });
        if clear {
            for s in row.iter_mut() {
                s.rect = moved(s.rect);
                for t in &mut s.tiles {
                    t.x += shift;
                }
            }
        }
        start = end;
    }
}
