//! Where everything goes on screen, as a pure function of the window size
//! and what is on the table: sets in rows that wrap, the current rack in two
//! rows at the bottom, opponents along the top. Positions are in world units
//! of the 2D camera (logical pixels, origin at the centre, y up).

use bevy::math::{Rect, Vec2};

use crate::rules::{DropTarget, SetId};

/// Width / height of a tile, like a real one.
pub const TILE_ASPECT: f32 = 0.74;
/// Tiles are never drawn smaller than this (logical pixels high), so they
/// stay readable; a tiny window scrolls nothing, it just gets dense.
pub const MIN_TILE_H: f32 = 22.0;
pub const MAX_TILE_H: f32 = 96.0;

#[derive(Debug, Clone, PartialEq)]
pub struct SetLayout {
    pub id: SetId,
    /// Centre of each tile.
    pub tiles: Vec<Vec2>,
    /// The set's outline, a little larger than its tiles.
    pub rect: Rect,
}

/// The latest layout, kept by the view for hit-testing drops.
#[derive(bevy::prelude::Resource, Debug, Clone, PartialEq)]
pub struct CurrentLayout(pub Layout);

#[derive(Debug, Clone, PartialEq)]
pub struct Layout {
    pub window: Vec2,
    pub tile: Vec2,
    pub table: Rect,
    pub sets: Vec<SetLayout>,
    pub rack: Rect,
    /// Centre of each rack slot, in rack order (two rows, filled row by row).
    pub rack_slots: Vec<Vec2>,
    /// Where each opponent's panel is centred.
    pub opponents: Vec<Vec2>,
    pub pool: Vec2,
    /// Top-left corner of the turn controls, right of the rack.
    pub controls: Vec2,
}

/// Width kept free right of the rack for the turn controls.
pub const CONTROLS_W: f32 = 176.0;

/// Lays out a table with sets of the given sizes, a rack of `rack_len`
/// tiles and `opponents` other players, in a window of `window` size.
pub fn layout(window: Vec2, sets: &[(SetId, usize)], rack_len: usize, opponents: usize) -> Layout {
    let window = window.max(Vec2::new(320.0, 240.0));
    let top_h = (window.y * 0.10).clamp(40.0, 120.0);
    let margin = (window.x.min(window.y) * 0.02).clamp(6.0, 24.0);
    let rack_cols = rack_len.div_ceil(2).max(10) as f32;
    // The bottom row: the pool, the rack, the turn controls.
    let bottom_free =
        |tile: Vec2| window.x - 2.0 * margin - CONTROLS_W - tile.x * 1.6 - 2.0 * margin;

    // The largest tile height at which the rack and the table both fit.
    let mut h = MAX_TILE_H.min(window.y / 9.0);
    let placement = loop {
        let tile = Vec2::new(h * TILE_ASPECT, h);
        let rack_w = rack_cols * tile.x + 2.0 * margin;
        let rack_h = 2.0 * tile.y + 3.0 * margin * 0.5;
        // The turn controls stand in the right-hand column.
        let table = Rect::new(
            -window.x / 2.0 + margin,
            -window.y / 2.0 + rack_h + margin,
            window.x / 2.0 - 2.0 * margin - CONTROLS_W,
            window.y / 2.0 - top_h,
        );
        let placed = place_sets(table, tile, sets);
        if (placed.is_some() && rack_w <= bottom_free(tile)) || h <= MIN_TILE_H {
            break (tile, table, rack_h, placed);
        }
        h = (h * 0.94).max(MIN_TILE_H);
    };
    let (tile, table, rack_h, placed) = placement;
    let sets_layout = placed.unwrap_or_else(|| place_sets_overflowing(table, tile, sets));

    let free = bottom_free(tile).max(tile.x * 4.0);
    let rack_w = (rack_cols * tile.x + 2.0 * margin).min(free);
    let left = -window.x / 2.0 + margin + tile.x * 1.6 + margin;
    let rack_x = left + (free - rack_w) / 2.0;
    let rack = Rect::new(
        rack_x,
        -window.y / 2.0 + margin * 0.5,
        rack_x + rack_w,
        -window.y / 2.0 + rack_h,
    );
    let per_row = rack_len.div_ceil(2).max(1);
    let row_y = [
        rack.max.y - margin * 0.5 - tile.y / 2.0,
        rack.min.y + margin * 0.5 + tile.y / 2.0,
    ];
    let rack_slots = (0..rack_len.max(1) + 1)
        .map(|i| {
            let (row, col) = (i / per_row, i % per_row);
            let row = row.min(1);
            let x = rack.min.x + margin + tile.x * (col as f32 + 0.5);
            Vec2::new(x, row_y[row])
        })
        .collect();
    let opponents = (0..opponents)
        .map(|i| {
            let x = -window.x / 2.0 + window.x * (i as f32 + 1.0) / (opponents as f32 + 1.0);
            Vec2::new(x, window.y / 2.0 - top_h / 2.0)
        })
        .collect();
    let pool = Vec2::new(
        rack.min.x - margin - tile.x * 0.7,
        (rack.min.y + rack.max.y) / 2.0,
    );
    let controls = Vec2::new(window.x / 2.0 - margin - CONTROLS_W, rack.max.y);
    Layout {
        window,
        tile,
        table,
        sets: sets_layout,
        rack,
        rack_slots,
        opponents,
        pool,
        controls,
    }
}

/// Gap between sets in a row, and between rows, in tile widths.
const SET_GAP: f32 = 0.7;
const ROW_GAP: f32 = 0.35;

/// Places sets in rows from the top left, wrapping to the table's width.
/// `None` when they do not fit in its height.
fn place_sets(table: Rect, tile: Vec2, sets: &[(SetId, usize)]) -> Option<Vec<SetLayout>> {
    let out = place_sets_overflowing(table, tile, sets);
    out.iter()
        .all(|s| s.rect.min.y >= table.min.y - 0.5)
        .then_some(out)
}

fn place_sets_overflowing(table: Rect, tile: Vec2, sets: &[(SetId, usize)]) -> Vec<SetLayout> {
    let pad = tile.x * 0.12;
    let mut x = table.min.x;
    let mut y = table.max.y;
    let mut out = Vec::with_capacity(sets.len());
    for &(id, len) in sets {
        let w = len.max(1) as f32 * tile.x;
        if x > table.min.x && x + w > table.max.x {
            x = table.min.x;
            y -= tile.y * (1.0 + ROW_GAP) + 2.0 * pad;
        }
        let top = y - pad;
        let tiles = (0..len)
            .map(|i| Vec2::new(x + pad + tile.x * (i as f32 + 0.5), top - tile.y / 2.0))
            .collect();
        let rect = Rect::new(x, top - tile.y - pad, x + w + 2.0 * pad, y);
        out.push(SetLayout { id, tiles, rect });
        x += w + 2.0 * pad + tile.x * SET_GAP;
    }
    out
}

impl Layout {
    /// What a drop at `point` means: a set (and the slot in it), the rack
    /// (and the slot), or free table space (a new set).
    pub fn drop_target(&self, point: Vec2) -> Option<DropTarget> {
        for set in &self.sets {
            if set.rect.contains(point) {
                let index = set
                    .tiles
                    .iter()
                    .position(|c| point.x < c.x)
                    .unwrap_or(set.tiles.len());
                return Some(DropTarget::Set { set: set.id, index });
            }
        }
        if self.rack.contains(point) {
            let index = self
                .rack_slots
                .iter()
                .enumerate()
                .min_by(|a, b| a.1.distance(point).total_cmp(&b.1.distance(point)))
                .map_or(0, |(i, _)| i);
            return Some(DropTarget::Rack { index });
        }
        if self.table.contains(point) {
            // The new set goes after the last set before the point in
            // reading order: in a row above it, or left of it in its row.
            let after = self
                .sets
                .iter()
                .rfind(|s| {
                    s.rect.min.y > point.y || (s.rect.max.y >= point.y && s.rect.min.x <= point.x)
                })
                .map(|s| s.id);
            return Some(DropTarget::NewSet { after });
        }
        None
    }

    pub fn set(&self, id: SetId) -> Option<&SetLayout> {
        self.sets.iter().find(|s| s.id == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sets(n: usize, len: usize) -> Vec<(SetId, usize)> {
        (0..n).map(|i| (SetId(i as u32), len)).collect()
    }

    #[test]
    fn everything_fits_from_800x600_to_4k() {
        for window in [
            Vec2::new(800.0, 600.0),
            Vec2::new(1280.0, 800.0),
            Vec2::new(3840.0, 2160.0),
        ] {
            // A full table: 106 tiles in 30 sets, and a big rack.
            let l = layout(window, &sets(30, 4), 24, 3);
            assert!(l.tile.y >= MIN_TILE_H, "{window}: tiles {}", l.tile.y);
            for s in &l.sets {
                assert!(
                    l.table.contains(s.rect.center()),
                    "{window}: set off the table"
                );
                assert!(
                    s.rect.min.y >= l.table.min.y - 1.0,
                    "{window}: set below the table"
                );
                assert!(
                    s.rect.max.x <= l.table.max.x + 1.0,
                    "{window}: set past the edge"
                );
            }
            for slot in &l.rack_slots[..24] {
                assert!(
                    l.rack.contains(*slot),
                    "{window}: rack slot outside the rack"
                );
            }
            // Sets never overlap each other.
            for (i, a) in l.sets.iter().enumerate() {
                for b in &l.sets[i + 1..] {
                    assert!(
                        a.rect.intersect(b.rect).is_empty()
                            || a.rect.intersect(b.rect).size().min_element() < 0.5
                    );
                }
            }
        }
    }

    #[test]
    fn tiles_grow_with_the_window_and_shrink_with_a_full_table() {
        let small = layout(Vec2::new(800.0, 600.0), &sets(3, 3), 14, 1);
        let big = layout(Vec2::new(3840.0, 2160.0), &sets(3, 3), 14, 1);
        assert!(big.tile.y > small.tile.y);
        let full = layout(Vec2::new(800.0, 600.0), &sets(30, 4), 14, 1);
        assert!(full.tile.y <= small.tile.y);
    }

    #[test]
    fn drops_hit_sets_slots_the_rack_and_free_space() {
        let l = layout(Vec2::new(1280.0, 800.0), &sets(2, 3), 14, 1);
        let first = &l.sets[0];
        // Left of the second tile: slot 1.
        let p = Vec2::new(first.tiles[1].x - 1.0, first.tiles[1].y);
        assert_eq!(
            l.drop_target(p),
            Some(DropTarget::Set {
                set: SetId(0),
                index: 1
            })
        );
        let p = Vec2::new(first.tiles[2].x + 5.0, first.tiles[2].y);
        assert_eq!(
            l.drop_target(p),
            Some(DropTarget::Set {
                set: SetId(0),
                index: 3
            })
        );
        assert!(matches!(
            l.drop_target(l.rack_slots[3]),
            Some(DropTarget::Rack { index: 3 })
        ));
        let free = Vec2::new(l.table.center().x, l.table.min.y + 10.0);
        assert_eq!(
            l.drop_target(free),
            Some(DropTarget::NewSet {
                after: Some(SetId(1))
            })
        );
        assert_eq!(l.drop_target(Vec2::new(0.0, l.window.y / 2.0 - 2.0)), None);
        // In the gap between the two sets of the first row: after the first.
        let gap = Vec2::new(
            (l.sets[0].rect.max.x + l.sets[1].rect.min.x) / 2.0,
            l.sets[0].rect.center().y,
        );
        assert_eq!(
            l.drop_target(gap),
            Some(DropTarget::NewSet {
                after: Some(SetId(0))
            })
        );
    }
}
