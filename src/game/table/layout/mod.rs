//! Where everything goes on screen, as a pure function of the window size
//! and what is on the table. The window's shape picks the form: landscape
//! (opponents along the top, pool, rack and controls along the bottom, the
//! controls in a column on the right) or portrait (opponents in a strip,
//! the rack across the bottom in up to four rows, the controls in a row
//! just above it, within a thumb's reach). Sets are laid out to fill the
//! table, as large as it allows. Positions are in world units of the 2D
//! camera (logical pixels, origin at the centre, y up).

mod frame;
mod sets;
mod sizes;
#[cfg(test)]
mod tests;

use bevy::math::{Rect, Vec2};

use crate::rules::{DropTarget, SetId};
use frame::{Geometry, landscape_frame, mirror, portrait_frame, rack_slots, seat_rects, seat_rows};
use sets::fit_sets;
pub use sets::{SetLayout, felt_place_in, felt_point_in};
pub use sizes::{CONTROLS_W, MAX_TILE_H, MAX_ZOOM, MIN_TILE_H, TILE_ASPECT, TOUCH_MIN, size_for};
use sizes::{ZOOMED_GROWTH, max_tile_h};

/// The latest layout, kept by the view for hit-testing drops.
#[derive(bevy::prelude::Resource, Debug, Clone, PartialEq)]
pub struct CurrentLayout(pub Layout);

/// The window's shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    Landscape,
    Portrait,
}

/// What the layout is asked to fit.
#[derive(Debug, Clone, PartialEq)]
pub struct LayoutRequest<'a> {
    pub window: Vec2,
    /// Each set on the table and its length, in table order.
    pub sets: &'a [(SetId, usize)],
    pub rack_len: usize,
    pub opponents: usize,
    /// The player's size setting: 1 is normal, more makes tiles and
    /// controls larger.
    pub scale: f32,
    /// Sets the player put down on free felt, and where: the centre of the
    /// set's first tile as a felt place ([`felt_place_in`]). The other sets
    /// flow around them.
    pub anchors: &'a [(SetId, Vec2)],
    /// How far the player zoomed into the table, and where it is panned.
    pub zoom: TableZoom,
    /// For a language read right to left: the frame mirrored (controls,
    /// pool and menu button on the other side, the seats from the right).
    /// The tiles keep their order: runs read up from left to right.
    pub mirrored: bool,
}

/// The table's zoom (1 shows all of it, larger shows part of it larger)
/// and pan (logical pixels the zoomed table is moved by). The layout holds
/// both within what the table allows.
#[derive(bevy::prelude::Resource, Debug, Clone, Copy, PartialEq)]
pub struct TableZoom {
    pub zoom: f32,
    pub pan: Vec2,
}

impl Default for TableZoom {
    fn default() -> Self {
        TableZoom {
            zoom: 1.0,
            pan: Vec2::ZERO,
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Layout {
    pub window: Vec2,
    pub form: Form,
    /// A tile on the table.
    pub tile: Vec2,
    /// A tile on the rack (as large as the rack allows).
    pub rack_tile: Vec2,
    pub table: Rect,
    pub sets: Vec<SetLayout>,
    pub rack: Rect,
    /// Rows of the rack.
    pub rack_rows: usize,
    /// Centre of each rack slot, in rack order, filled row by row.
    pub rack_slots: Vec<Vec2>,
    /// Each opponent's seat panel.
    pub opponents: Vec<Rect>,
    /// The band the seats share (a puzzle's heading takes it).
    pub strip: Rect,
    /// The pool's stack (click or tap it to draw).
    pub pool: Rect,
    /// The turn controls: a column (landscape) or a row (portrait).
    pub controls: Rect,
    pub menu_button: Rect,
    /// Where notices appear, over nothing else.
    pub notices: Rect,
    /// Sorting the rack by groups and by runs, just above it.
    pub sort_buttons: Rect,
    /// The zoom and pan in force (within the table's limits), and the most
    /// this table may be zoomed (1: its tiles are as large as they get).
    pub zoom: TableZoom,
    pub max_zoom: f32,
}

/// Lays out a table with sets of the given sizes, a rack of `rack_len`
/// tiles and `opponents` other players, in a window of `window` size, at
/// the normal size.
pub fn layout(window: Vec2, sets: &[(SetId, usize)], rack_len: usize, opponents: usize) -> Layout {
    layout_for(&LayoutRequest {
        window,
        sets,
        rack_len,
        opponents,
        scale: 1.0,
        anchors: &[],
        zoom: TableZoom::default(),
        mirrored: false,
    })
}

/// Portrait when the window is clearly taller than wide.
pub fn form_of(window: Vec2) -> Form {
    if window.y > window.x * 1.1 {
        Form::Portrait
    } else {
        Form::Landscape
    }
}

pub fn layout_for(req: &LayoutRequest) -> Layout {
    let window = req.window.max(Vec2::new(320.0, 240.0));
    let k = req.scale.clamp(0.75, 2.0);
    let form = form_of(window);

    // Everything but the table.
    let g = Geometry::of(window, k);
    let rows = seat_rows(form == Form::Portrait, req.opponents);
    let frame = match form {
        Form::Portrait => portrait_frame(g, req.rack_len, rows),
        Form::Landscape => landscape_frame(g, req.rack_len),
    };
    let mut opponents = seat_rects(frame.strip, req.opponents, rows, g.m, k);
    let frame = if req.mirrored {
        opponents.iter_mut().for_each(|r| *r = mirror(*r));
        frame.mirrored()
    } else {
        frame
    };

    let table = frame.table;
    let (tile, sets) = fit_sets(req.sets, req.anchors, table, frame.rack_tile.y);
    let largest = ZOOMED_GROWTH * max_tile_h(window.y) * k.max(1.0);
    let max_zoom = (largest / tile.y).clamp(1.0, MAX_ZOOM);
    let (tile, sets, zoom) = zoomed(table, tile, sets, req.zoom, max_zoom);

    Layout {
        window,
        form,
        tile,
        rack_tile: frame.rack_tile,
        table,
        sets,
        rack: frame.rack,
        rack_rows: frame.rows,
        rack_slots: rack_slots(&frame, req.rack_len),
        opponents,
        strip: frame.strip,
        pool: frame.pool,
        controls: frame.controls,
        menu_button: frame.menu_button,
        notices: frame.notices,
        sort_buttons: frame.sort_buttons,
        zoom,
        max_zoom,
    }
}

/// The table's sets seen through the zoom: every point scaled about the
/// table's centre and moved by the pan (held so the zoomed table still
/// covers the table), each outline cut to the table. Tiles that fall off
/// the table are not shown (the view hides them).
fn zoomed(
    table: Rect,
    tile: Vec2,
    sets: Vec<SetLayout>,
    want: TableZoom,
    max_zoom: f32,
) -> (Vec2, Vec<SetLayout>, TableZoom) {
    let z = want.zoom.clamp(1.0, max_zoom);
    if z <= 1.0 {
        return (tile, sets, TableZoom::default());
    }
    let limit = (z - 1.0) * table.size() / 2.0;
    let pan = want.pan.clamp(-limit, limit);
    let c = table.center();
    let map = |p: Vec2| c + (p - c) * z + pan;
    let shown = |p: Vec2| {
        let r = Rect::from_center_size(p, tile * z).inflate(-0.5);
        table.contains(r.min) && table.contains(r.max)
    };
    let sets = sets
        .into_iter()
        .map(|s| {
            let tiles: Vec<Vec2> = s.tiles.into_iter().map(map).collect();
            let whole = Rect::from_corners(map(s.rect.min), map(s.rect.max));
            // A set none of whose tiles is shown leaves no frame behind.
            let rect = if tiles.iter().any(|&p| shown(p)) {
                whole.intersect(table)
            } else {
                Rect::from_center_size(whole.center().clamp(table.min, table.max), Vec2::ZERO)
            };
            SetLayout {
                id: s.id,
                tiles,
                rect,
            }
        })
        .collect();
    (tile * z, sets, TableZoom { zoom: z, pan })
}

impl Layout {
    /// What a drop at `point` means: a set (and the slot in it), the rack
    /// (and the slot), or free table space (a new set).
    pub fn drop_target(&self, point: Vec2) -> Option<DropTarget> {
        for set in &self.sets {
            // A zoomed set off the table has no outline left to drop on.
            if !set.rect.is_empty() && set.rect.contains(point) {
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

    /// Where `point` lies on the whole table (as if it were not zoomed), as
    /// a felt place ([`felt_place_in`]): what a set's anchor is.
    pub fn felt_place(&self, point: Vec2) -> Vec2 {
        let c = self.table.center();
        let unzoomed = c + (point - c - self.zoom.pan) / self.zoom.zoom;
        felt_place_in(self.table, unzoomed)
    }

    /// Whether a table tile centred at `centre` is drawn: all of it on the
    /// table (zoomed in, one that crosses the edge would cover the seats or
    /// the controls).
    pub fn shows_table_tile(&self, centre: Vec2) -> bool {
        let tile = Rect::from_center_size(centre, self.tile).inflate(-0.5);
        self.table.contains(tile.min) && self.table.contains(tile.max)
    }

    pub fn set(&self, id: SetId) -> Option<&SetLayout> {
        self.sets.iter().find(|s| s.id == id)
    }
}
