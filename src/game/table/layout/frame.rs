//! The frame around the table: where the seats, the rack, the pool and
//! the controls go by the window's shape and the size setting; what is
//! left is the table.

use bevy::math::{Rect, Vec2};

use super::sizes::{CONTROLS_W, TILE_ASPECT, TOUCH_MIN, max_tile_h};

/// The window's measures every frame function works from.
#[derive(Debug, Clone, Copy)]
pub(super) struct Geometry {
    pub(super) w: f32,
    pub(super) h: f32,
    /// The size setting.
    pub(super) k: f32,
    /// The margin.
    pub(super) m: f32,
    pub(super) left: f32,
    pub(super) right: f32,
    pub(super) bottom: f32,
    pub(super) top: f32,
}

impl Geometry {
    /// The measures of a window of that size (at least 320×240), at the
    /// size setting `k`.
    pub(super) fn of(window: Vec2, k: f32) -> Geometry {
        let (w, h) = (window.x, window.y);
        Geometry {
            w,
            h,
            k,
            m: (w.min(h) * 0.015).clamp(4.0, 16.0),
            left: -w / 2.0,
            right: w / 2.0,
            bottom: -h / 2.0,
            top: h / 2.0,
        }
    }
}

/// Seats in a strip beside the menu button (in `seat_rows` rows), the rack
/// across the bottom, a row of controls above it.
pub(super) fn portrait_frame(g: Geometry, rack_len: usize, seat_rows: usize) -> Frame {
    let Geometry {
        w,
        h,
        k,
        m,
        left,
        right,
        bottom,
        top,
    } = g;
    let strip_h = (54.0 * k).min(h * 0.12);
    let menu_button = Rect::new(
        right - m - strip_h,
        top - m - strip_h + 6.0,
        right - m,
        top - m,
    );
    // Two rows of seats share about one row's height (no lower than a
    // line of text and a count), so the table keeps its height.
    let row_h = if seat_rows > 1 {
        ((strip_h - m) / 2.0).max(32.0)
    } else {
        strip_h
    };
    let rows_h = row_h * seat_rows as f32 + m * (seat_rows as f32 - 1.0);
    let strip = Rect::new(
        left + m,
        top - m - rows_h + 6.0,
        menu_button.min.x - m,
        top - m,
    );
    let pad = m * 0.5;
    let (rows, cols, tile_w) = portrait_rack(g, rack_len, w - 2.0 * m - 2.0 * pad);
    let rack_tile = Vec2::new(tile_w, tile_w / TILE_ASPECT);
    let rack_h = rows as f32 * rack_tile.y + 2.0 * pad;
    let rack = Rect::new(left + m, bottom + m, right - m, bottom + m + rack_h);
    let controls_h = (52.0 * k).max(TOUCH_MIN);
    let row = Rect::new(
        left + m,
        rack.max.y + m,
        right - m,
        rack.max.y + m + controls_h,
    );
    let pool = Rect::new(
        row.min.x,
        row.min.y,
        row.min.x + (controls_h * 1.2).min(64.0),
        row.max.y,
    );
    let controls = Rect::new(pool.max.x + m, row.min.y, row.max.x, row.max.y);
    let (notices, sort_buttons, table) = band_and_table(g, row.max.y, right - m, strip.min.y);
    Frame {
        strip,
        menu_button,
        rack,
        rack_tile,
        rows,
        cols,
        pool,
        controls,
        notices,
        sort_buttons,
        table,
    }
}

/// The rack across a phone, `room` wide inside its edge: two to four rows,
/// whichever keeps the tiles largest (fewer rows on a tie); its rows,
/// columns and tile width.
fn portrait_rack(g: Geometry, rack_len: usize, room: f32) -> (usize, usize, f32) {
    let (h, k) = (g.h, g.k);
    let slots = rack_len + 1;
    let height_cap = h * 0.3 * k.max(1.0).sqrt() - g.m;
    // Larger sizes put fewer tiles to a row (seven at the normal size).
    let min_cols = ((7.0 / k).round() as usize).max(4);
    let tile_for = |rows: usize| {
        let cols = slots.div_ceil(rows).max(min_cols);
        (room / cols as f32)
            .min(max_tile_h(h) * TILE_ASPECT)
            .min(height_cap / rows as f32 * TILE_ASPECT)
    };
    let best_rows = (2..=4)
        .max_by(|&a, &b| tile_for(a).total_cmp(&tile_for(b)).then(b.cmp(&a)))
        .unwrap_or(2);
    let tile_w = tile_for(best_rows);
    // A wide rack (a tablet) takes more tiles to a row, and needs
    // no more rows than its tiles fill.
    let cols = slots
        .div_ceil(best_rows)
        .max(min_cols)
        .max((room / tile_w).floor() as usize);
    let rows = slots.div_ceil(cols).clamp(2, best_rows);
    (rows, cols, tile_w)
}

/// Seats along the top, the pool, the rack and a column of controls along
/// the bottom.
pub(super) fn landscape_frame(g: Geometry, rack_len: usize) -> Frame {
    let Geometry {
        w,
        h,
        k,
        m,
        left,
        right,
        bottom,
        top,
    } = g;
    let strip_h = (h * 0.09).clamp(44.0, 84.0) * k.min(1.5);
    let menu_w = (112.0 * k).min(w * 0.2);
    let menu_button = Rect::new(
        right - m - menu_w,
        top - m - (TOUCH_MIN * k).min(strip_h),
        right - m,
        top - m,
    );
    let strip = Rect::new(left + m, top - m - strip_h, menu_button.min.x - m, top - m);
    let controls_w = (CONTROLS_W * k).min(w * 0.24);
    let pad = m * 0.5;
    let pool_w = (h * 0.11).clamp(40.0, 110.0 * k);
    let rack_room = w - 2.0 * m - controls_w - m - pool_w - m;
    let (rows, cols, tile_w) = landscape_rack(g, rack_len, rack_room - 2.0 * pad, pool_w);
    let rack_tile = Vec2::new(tile_w, tile_w / TILE_ASPECT);
    let rack_w = cols as f32 * tile_w + 2.0 * pad;
    let rack_h = rows as f32 * rack_tile.y + 2.0 * pad;
    let controls = Rect::new(
        right - m - controls_w,
        bottom + m,
        right - m,
        strip.min.y - m,
    );
    let room_left = left + m + pool_w + m;
    let rack_x = room_left + (rack_room - rack_w).max(0.0) / 2.0;
    let rack = Rect::new(rack_x, bottom + m, rack_x + rack_w, bottom + m + rack_h);
    let pool_side = pool_w.min(rack_h);
    let pool = Rect::from_center_size(
        Vec2::new(rack.min.x - m - pool_w / 2.0, rack.center().y),
        Vec2::new(pool_w, pool_side),
    );
    let (notices, sort_buttons, table) =
        band_and_table(g, rack.max.y, controls.min.x - m, strip.min.y);
    Frame {
        strip,
        menu_button,
        rack,
        rack_tile,
        rows,
        cols,
        pool,
        controls,
        notices,
        sort_buttons,
        table,
    }
}

/// The rack between the pool and the controls, `room` wide: one row of
/// tiles while they are as large in one row as in two and the row is as
/// tall as the pool beside it (a finger's target), else two; and its
/// columns and tile width. The rows are chosen for a full deal at least,
/// so a tile or two drawn does not turn one row into two mid-round. Ten
/// columns at least, so a short rack's tiles do not grow past the others'.
fn landscape_rack(g: Geometry, rack_len: usize, room: f32, pool_w: f32) -> (usize, usize, f32) {
    let pad = g.m * 0.5;
    let largest = max_tile_h(g.h) * TILE_ASPECT * g.k.max(1.0);
    let tile_for = |slots: usize, rows: usize| {
        let cols = slots.div_ceil(rows).max(10);
        // The rack's share of the height: 15% for one row, 26% for two.
        let share = if rows == 1 { 0.15 } else { 0.26 };
        let tall = (g.h * share - 2.0 * pad) / rows as f32 * TILE_ASPECT;
        (cols, (room / cols as f32).min(largest).min(tall))
    };
    let deal = rack_len.max(14) + 1;
    let (one, two) = (tile_for(deal, 1).1, tile_for(deal, 2).1);
    let row_h = one / TILE_ASPECT + 2.0 * pad;
    let rows = if one >= two * 0.98 && row_h >= pool_w {
        1
    } else {
        2
    };
    let (cols, tile_w) = tile_for(rack_len + 1, rows);
    (rows, cols, tile_w)
}

/// The band above `floor` (notices, and the sort buttons at its right end)
/// and the table above that, up to `ceiling`, both ending at `right`.
fn band_and_table(g: Geometry, floor: f32, right: f32, ceiling: f32) -> (Rect, Rect, Rect) {
    let m = g.m;
    let band = Rect::new(
        g.left + m,
        floor + m * 0.5,
        right,
        floor + m * 0.5 + TOUCH_MIN * g.k,
    );
    let (notices, sort_buttons) = split_band(band, g.k, m);
    let table = Rect::new(g.left + m, band.max.y + m * 0.5, right, ceiling - m);
    (notices, sort_buttons, table)
}

/// The parts of a layout around the table.
pub(super) struct Frame {
    pub(super) strip: Rect,
    pub(super) menu_button: Rect,
    pub(super) rack: Rect,
    pub(super) rack_tile: Vec2,
    pub(super) rows: usize,
    pub(super) cols: usize,
    pub(super) pool: Rect,
    pub(super) controls: Rect,
    pub(super) notices: Rect,
    pub(super) sort_buttons: Rect,
    pub(super) table: Rect,
}

/// `r` seen in a mirror down the window's middle (x = 0).
pub(super) fn mirror(r: Rect) -> Rect {
    Rect::new(-r.max.x, r.min.y, -r.min.x, r.max.y)
}

impl Frame {
    pub(super) fn mirrored(self) -> Frame {
        Frame {
            strip: mirror(self.strip),
            menu_button: mirror(self.menu_button),
            rack: mirror(self.rack),
            pool: mirror(self.pool),
            controls: mirror(self.controls),
            notices: mirror(self.notices),
            sort_buttons: mirror(self.sort_buttons),
            table: mirror(self.table),
            ..self
        }
    }
}

/// The band above the rack: notices, and the two sort buttons at its right.
fn split_band(band: Rect, k: f32, m: f32) -> (Rect, Rect) {
    let sort_w = 2.0 * TOUCH_MIN * 1.3 * k + m;
    let sort = Rect::new(band.max.x - sort_w, band.min.y, band.max.x, band.max.y);
    (
        Rect::new(band.min.x, band.min.y, sort.min.x - m, band.max.y),
        sort,
    )
}

/// Seats share the strip in `rows` rows (the first the fuller), each row
/// centred, no seat wider than a comfortable card.
pub(super) fn seat_rects(strip: Rect, opponents: usize, rows: usize, m: f32, k: f32) -> Vec<Rect> {
    let rows = rows.clamp(1, opponents.max(1));
    let per_row = opponents.div_ceil(rows);
    let row_h = (strip.height() - m * (rows as f32 - 1.0)) / rows as f32;
    let seat_w = if opponents == 0 {
        0.0
    } else {
        ((strip.width() - m * (per_row as f32 - 1.0)) / per_row as f32).min(230.0 * k)
    };
    (0..opponents)
        .map(|i| {
            let (row, col) = (i / per_row, i % per_row);
            let in_row = per_row.min(opponents - row * per_row);
            let seats_w = seat_w * in_row as f32 + m * (in_row as f32 - 1.0);
            let x = strip.center().x - seats_w / 2.0 + col as f32 * (seat_w + m);
            let top = strip.max.y - row as f32 * (row_h + m);
            Rect::new(x, top - row_h, x + seat_w, top)
        })
        .collect()
}

/// Rows of seat cards: two on a phone held upright when more than three
/// others play, so each card keeps room for a name.
pub(super) fn seat_rows(portrait: bool, opponents: usize) -> usize {
    if portrait && opponents > 3 { 2 } else { 1 }
}

/// Centre of each rack slot, and one more, filled row by row.
pub(super) fn rack_slots(frame: &Frame, rack_len: usize) -> Vec<Vec2> {
    let rack = frame.rack;
    let pad = (rack.height() - frame.rows as f32 * frame.rack_tile.y) / 2.0;
    (0..rack_len.max(1) + 1)
        .map(|i| {
            let (row, col) = ((i / frame.cols).min(frame.rows - 1), i % frame.cols);
            Vec2::new(
                rack.min.x + pad + frame.rack_tile.x * (col as f32 + 0.5),
                rack.max.y - pad - frame.rack_tile.y * (row as f32 + 0.5),
            )
        })
        .collect()
}
