//! Where everything goes on screen, as a pure function of the window size
//! and what is on the table. The window's shape picks the form: landscape
//! (opponents along the top, pool, rack and controls along the bottom, the
//! controls in a column on the right) or portrait (opponents in a strip,
//! the rack across the bottom in up to four rows, the controls in a row
//! just above it, within a thumb's reach). Sets are laid out to fill the
//! table, as large as it allows. Positions are in world units of the 2D
//! camera (logical pixels, origin at the centre, y up).

use bevy::math::{Rect, Vec2};

use crate::rules::{DropTarget, SetId};

/// Width / height of a tile, like a real one.
pub const TILE_ASPECT: f32 = 0.74;
/// Tiles are never drawn smaller than this (logical pixels high), so they
/// stay readable; a tiny window scrolls nothing, it just gets dense.
pub const MIN_TILE_H: f32 = 22.0;
pub const MAX_TILE_H: f32 = 96.0;
/// The last resort when a full table will not fit at `MIN_TILE_H`.
const FLOOR_TILE_H: f32 = 12.0;
/// The smallest thing a finger is asked to hit (CSS pixels).
pub const TOUCH_MIN: f32 = 44.0;

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

/// The most the table zooms in, and the largest a zoomed tile grows.
pub const MAX_ZOOM: f32 = 4.0;
const MAX_ZOOMED_TILE_H: f32 = 1.5 * MAX_TILE_H;

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

/// Width of the controls' column in landscape, at scale 1.
pub const CONTROLS_W: f32 = 184.0;

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
    let frame = match form {
        Form::Portrait => portrait_frame(g, req.rack_len),
        Form::Landscape => landscape_frame(g, req.rack_len),
    };
    let mut opponents = seat_rects(frame.strip, req.opponents, g.m, k);
    let frame = if req.mirrored {
        opponents.iter_mut().for_each(|r| *r = mirror(*r));
        frame.mirrored()
    } else {
        frame
    };

    let table = frame.table;
    let (tile, sets) = fit_sets(req, table, frame.rack_tile.y);
    let max_zoom = (MAX_ZOOMED_TILE_H * k.max(1.0) / tile.y).clamp(1.0, MAX_ZOOM);
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

/// Seats share the strip, centred, none wider than a comfortable card.
fn seat_rects(strip: Rect, opponents: usize, m: f32, k: f32) -> Vec<Rect> {
    let seat_w = if opponents == 0 {
        0.0
    } else {
        ((strip.width() - m * (opponents as f32 - 1.0)) / opponents as f32).min(230.0 * k)
    };
    let seats_w = seat_w * opponents as f32 + m * (opponents.max(1) as f32 - 1.0);
    let seats_x = strip.center().x - seats_w / 2.0;
    (0..opponents)
        .map(|i| {
            let x = seats_x + i as f32 * (seat_w + m);
            Rect::new(x, strip.min.y, x + seat_w, strip.max.y)
        })
        .collect()
}

/// The largest table tile at which every set fits, no larger than the
/// rack's (`rack_tile_h` high), and the sets placed at it.
fn fit_sets(req: &LayoutRequest, table: Rect, rack_tile_h: f32) -> (Vec2, Vec<SetLayout>) {
    // Below the readable size only when nothing else fits (a small phone
    // with large tiles and a full table).
    let mut th = rack_tile_h.min(table.height() / 3.0).max(MIN_TILE_H);
    // Room for one more set of three is kept, so there is always free felt
    // to start a new set on.
    let mut with_room = req.sets.to_vec();
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
    let anchored = (!req.anchors.is_empty() && placed.is_some())
        .then(|| {
            (0..5).find_map(|i| {
                let h = (tile.y * (1.0 - 0.05 * i as f32)).max(MIN_TILE_H.min(tile.y));
                let tile = Vec2::new(h * TILE_ASPECT, h);
                place_sets(table, tile, &with_room, req.anchors).map(|s| (tile, s))
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

/// Centre of each rack slot, and one more, filled row by row.
fn rack_slots(frame: &Frame, rack_len: usize) -> Vec<Vec2> {
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

/// The window's measures every frame function works from.
#[derive(Debug, Clone, Copy)]
struct Geometry {
    w: f32,
    h: f32,
    /// The size setting.
    k: f32,
    /// The margin.
    m: f32,
    left: f32,
    right: f32,
    bottom: f32,
    top: f32,
}

impl Geometry {
    /// The measures of a window of that size (at least 320×240), at the
    /// size setting `k`.
    fn of(window: Vec2, k: f32) -> Geometry {
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

/// Seats in a strip beside the menu button, the rack across the bottom,
/// a row of controls above it.
fn portrait_frame(g: Geometry, rack_len: usize) -> Frame {
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
    let strip = Rect::new(left + m, menu_button.min.y, menu_button.min.x - m, top - m);
    let rack_w = w - 2.0 * m;
    let pad = m * 0.5;
    let slots = rack_len + 1;
    // The rack's tiles as large as the rack allows: try two to four
    // rows and keep the largest tile (fewer rows on a tie).
    let height_cap = h * 0.3 * k.max(1.0).sqrt() - 2.0 * pad;
    // Larger sizes put fewer tiles to a row (seven at the normal size).
    let min_cols = ((7.0 / k).round() as usize).max(4);
    let tile_for = |rows: usize| {
        let cols = slots.div_ceil(rows).max(min_cols);
        ((rack_w - 2.0 * pad) / cols as f32)
            .min(MAX_TILE_H * TILE_ASPECT)
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
        .max(((rack_w - 2.0 * pad) / tile_w).floor() as usize);
    let rows = slots.div_ceil(cols).clamp(2, best_rows);
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

/// Seats along the top, the pool, the rack and a column of controls along
/// the bottom.
fn landscape_frame(g: Geometry, rack_len: usize) -> Frame {
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
    // Two rows of rack tiles between the pool and the controls.
    let slots = rack_len + 1;
    let cols = slots.div_ceil(2).max(10);
    let pad = m * 0.5;
    let pool_w = (h * 0.11).clamp(40.0, 110.0);
    let rack_room = w - 2.0 * m - controls_w - m - pool_w - m;
    let tile_w = ((rack_room - 2.0 * pad) / cols as f32)
        .min(MAX_TILE_H * TILE_ASPECT * k.max(1.0))
        .min((h * 0.26 - 2.0 * pad) / 2.0 * TILE_ASPECT);
    let rack_tile = Vec2::new(tile_w, tile_w / TILE_ASPECT);
    let rack_w = cols as f32 * tile_w + 2.0 * pad;
    let rack_h = 2.0 * rack_tile.y + 2.0 * pad;
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
        rows: 2,
        cols,
        pool,
        controls,
        notices,
        sort_buttons,
        table,
    }
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
struct Frame {
    strip: Rect,
    menu_button: Rect,
    rack: Rect,
    rack_tile: Vec2,
    rows: usize,
    cols: usize,
    pool: Rect,
    controls: Rect,
    notices: Rect,
    sort_buttons: Rect,
    table: Rect,
}

/// `r` seen in a mirror down the window's middle (x = 0).
fn mirror(r: Rect) -> Rect {
    Rect::new(-r.max.x, r.min.y, -r.min.x, r.max.y)
}

impl Frame {
    fn mirrored(self) -> Frame {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn sets(n: usize, len: usize) -> Vec<(SetId, usize)> {
        (0..n).map(|i| (SetId(i as u32), len)).collect()
    }

    const SIZES: [(f32, f32); 7] = [
        (360.0, 640.0),
        (390.0, 844.0),
        (768.0, 1024.0),
        (800.0, 600.0),
        (1280.0, 800.0),
        (1920.0, 1080.0),
        (3840.0, 2160.0),
    ];

    /// Sets put down by a player: in the middle, in a corner, at the edge,
    /// and one on top of another.
    const PLACED: [(SetId, Vec2); 4] = [
        (SetId(1), Vec2::new(0.5, 0.5)),
        (SetId(0), Vec2::new(0.05, 0.95)),
        (SetId(5), Vec2::new(1.0, 0.0)),
        (SetId(3), Vec2::new(0.52, 0.5)),
    ];

    fn overlap(a: Rect, b: Rect) -> bool {
        let i = a.intersect(b);
        !i.is_empty() && i.size().min_element() > 0.5
    }

    fn inside(outer: Rect, inner: Rect) -> bool {
        inner.min.x >= outer.min.x - 0.5
            && inner.min.y >= outer.min.y - 0.5
            && inner.max.x <= outer.max.x + 0.5
            && inner.max.y <= outer.max.y + 0.5
    }

    /// Every size from a small phone held upright to 4K, with one to three
    /// opponents, every size setting, an empty to a full table and a short
    /// to a long rack: nothing overlaps and nothing leaves the window.
    #[test]
    fn nothing_overlaps_at_any_size() {
        for (w, h) in SIZES {
            let window = Vec2::new(w, h);
            let screen = Rect::from_center_size(Vec2::ZERO, window);
            for opponents in 1..=3 {
                for scale in [0.8, 1.0, 1.6] {
                    for (sets, rack_len, anchors) in [
                        (sets(0, 3), 14, &[][..]),
                        (sets(8, 4), 20, &[][..]),
                        (sets(30, 4), 24, &[][..]),
                        (sets(8, 4), 20, &PLACED[..]),
                        (sets(30, 4), 24, &PLACED[..]),
                    ] {
                        let l = layout_for(&LayoutRequest {
                            window,
                            sets: &sets,
                            rack_len,
                            opponents,
                            scale,
                            anchors,
                            zoom: TableZoom::default(),
                            mirrored: false,
                        });
                        let what = format!(
                            "{w}x{h}, {opponents} opponents, scale {scale}, {} sets, rack {rack_len}, {} placed",
                            sets.len(),
                            anchors.len()
                        );
                        let mut parts = vec![
                            ("table", l.table),
                            ("rack", l.rack),
                            ("pool", l.pool),
                            ("controls", l.controls),
                            ("menu", l.menu_button),
                            ("notices", l.notices),
                            ("sort", l.sort_buttons),
                        ];
                        parts.extend(l.opponents.iter().map(|&r| ("seat", r)));
                        for (i, (name, r)) in parts.iter().enumerate() {
                            assert!(inside(screen, *r), "{what}: {name} {r:?} leaves the window");
                            assert!(
                                r.width() > 1.0 && r.height() > 1.0,
                                "{what}: {name} is empty"
                            );
                            for (other, q) in &parts[i + 1..] {
                                assert!(
                                    !overlap(*r, *q),
                                    "{what}: {name} {r:?} overlaps {other} {q:?}"
                                );
                            }
                        }
                        assert_eq!(l.opponents.len(), opponents);
                        // Readable tiles, except on a small phone with large
                        // tiles and a full table.
                        let floor = if scale > 1.0 && w < 400.0 {
                            FLOOR_TILE_H
                        } else {
                            MIN_TILE_H
                        };
                        assert!(l.tile.y >= floor, "{what}: tiles {}", l.tile.y);
                        for s in &l.sets {
                            assert!(inside(l.table, s.rect), "{what}: a set leaves the table");
                        }
                        for (i, a) in l.sets.iter().enumerate() {
                            for b in &l.sets[i + 1..] {
                                assert!(!overlap(a.rect, b.rect), "{what}: sets overlap");
                            }
                        }
                        for slot in &l.rack_slots[..rack_len] {
                            let tile = Rect::from_center_size(*slot, l.rack_tile);
                            assert!(inside(l.rack, tile), "{what}: a rack tile leaves the rack");
                        }
                    }
                }
            }
        }
    }

    /// What a finger needs: on a phone the layout stands upright, and the
    /// buttons and rack tiles are at least 44 pixels.
    #[test]
    fn phones_get_the_portrait_form_with_targets_a_finger_can_hit() {
        for (w, h) in SIZES {
            let l = layout(Vec2::new(w, h), &sets(6, 3), 14, 3);
            let portrait = h > w;
            assert_eq!(l.form == Form::Portrait, portrait, "{w}x{h}");
            for (name, r) in [
                ("controls", l.controls),
                ("menu", l.menu_button),
                ("sort", l.sort_buttons),
            ] {
                assert!(
                    r.height() >= TOUCH_MIN - 0.5,
                    "{w}x{h}: {name} is {} high",
                    r.height()
                );
            }
            assert!(
                l.rack_tile.x >= TOUCH_MIN - 0.5,
                "{w}x{h}: rack tiles {} wide",
                l.rack_tile.x
            );
            if portrait {
                // The controls sit right above the rack, at the bottom.
                assert!(l.controls.min.y >= l.rack.max.y && l.controls.max.y < 0.0);
                // Five buttons in the row, each wide enough.
                assert!(l.controls.width() / 5.0 >= TOUCH_MIN, "{w}x{h}");
            }
        }
    }

    #[test]
    fn tiles_fill_the_felt_and_the_size_setting_makes_them_larger() {
        // A few sets on a big screen are drawn large, not in a corner.
        let l = layout(Vec2::new(1920.0, 1080.0), &sets(3, 3), 14, 3);
        assert!(l.tile.y >= 80.0, "tiles {} high", l.tile.y);
        assert!(l.rack_tile.y >= 80.0, "rack tiles {} high", l.rack_tile.y);
        let big = layout_for(&LayoutRequest {
            window: Vec2::new(390.0, 844.0),
            sets: &sets(3, 3),
            rack_len: 14,
            opponents: 3,
            scale: 1.6,
            anchors: &[],
            zoom: TableZoom::default(),
            mirrored: false,
        });
        let normal = layout(Vec2::new(390.0, 844.0), &sets(3, 3), 14, 3);
        assert!(big.rack_tile.x > normal.rack_tile.x);
        assert!(big.controls.height() > normal.controls.height());
    }

    /// However full the table, a new set has room: a point of free felt
    /// (a drop there makes a new set) at least a tile wide.
    #[test]
    fn there_is_always_free_felt_for_a_new_set() {
        for (w, h) in SIZES {
            for n in [1, 4, 8, 16, 30] {
                let l = layout(Vec2::new(w, h), &sets(n, 4), 14, 3);
                let free = (0..200)
                    .flat_map(|i| (0..200).map(move |j| (i, j)))
                    .any(|(i, j)| {
                        let p = Vec2::new(
                            l.table.min.x + l.table.width() * (i as f32 + 0.5) / 200.0,
                            l.table.min.y + l.table.height() * (j as f32 + 0.5) / 200.0,
                        );
                        let spot = Rect::from_center_size(p, l.tile * 1.2);
                        l.sets.iter().all(|s| s.rect.intersect(spot).is_empty())
                            && inside(l.table, spot)
                            && matches!(l.drop_target(p), Some(DropTarget::NewSet { .. }))
                    });
                assert!(free, "{w}x{h} with {n} sets: no free felt");
            }
        }
    }

    /// A set put down on free felt stays where it was put (its first tile
    /// under the point, or against the table's edge when it would cross
    /// it), at every size and after the window changes; the other sets flow
    /// around it, and a set put on top of it flows instead.
    #[test]
    fn a_set_put_on_the_felt_stays_where_it_was_put() {
        for (w, h) in SIZES {
            for n in [3, 10] {
                let all = sets(n, 3);
                let put = Vec2::new(0.6, 0.25);
                let anchors = [(SetId(1), put), (SetId(2), put + Vec2::new(0.01, 0.0))];
                let l = layout_for(&LayoutRequest {
                    window: Vec2::new(w, h),
                    sets: &all,
                    rack_len: 14,
                    opponents: 2,
                    scale: 1.0,
                    anchors: &anchors,
                    zoom: TableZoom::default(),
                    mirrored: false,
                });
                let what = format!("{w}x{h}, {n} sets");
                let set = l.set(SetId(1)).expect("the set is laid out");
                let want = felt_point_in(l.table, put);
                let at_edge = (set.rect.max.x - l.table.max.x).abs() < 0.5
                    || (set.rect.min.y - l.table.min.y).abs() < 0.5;
                assert!(
                    set.tiles[0].distance(want) < 0.5 || at_edge,
                    "{what}: the set is at {:?}, put at {want:?}",
                    set.tiles[0]
                );
                assert!(
                    (l.felt_place(set.tiles[0]) - put).length() < 0.5,
                    "{what}: the set is far from where it was put"
                );
                for (i, a) in l.sets.iter().enumerate() {
                    assert!(inside(l.table, a.rect), "{what}: a set leaves the table");
                    for b in &l.sets[i + 1..] {
                        assert!(!overlap(a.rect, b.rect), "{what}: sets overlap");
                    }
                }
                assert_eq!(l.sets.len(), n, "{what}");
                // The same place, as a share of the table, in another window.
                let other = layout_for(&LayoutRequest {
                    window: Vec2::new(h.max(w) * 0.8, h.min(w) * 0.8),
                    sets: &all,
                    rack_len: 14,
                    opponents: 2,
                    scale: 1.0,
                    anchors: &anchors,
                    zoom: TableZoom::default(),
                    mirrored: false,
                });
                let moved = other.set(SetId(1)).expect("laid out");
                assert!(
                    (other.felt_place(moved.tiles[0]) - put).length() < 0.5,
                    "{what}: resized, the set moved away"
                );
            }
        }
        // Without a place every row is centred as before; with one, the
        // set under the point is the one put there.
        let plain = layout(Vec2::new(1280.0, 800.0), &sets(3, 3), 14, 1);
        let put = [(SetId(0), Vec2::new(0.2, 0.2))];
        let placed = layout_for(&LayoutRequest {
            window: Vec2::new(1280.0, 800.0),
            sets: &sets(3, 3),
            rack_len: 14,
            opponents: 1,
            scale: 1.0,
            anchors: &put,
            zoom: TableZoom::default(),
            mirrored: false,
        });
        let point = felt_point_in(placed.table, Vec2::new(0.2, 0.2));
        assert!(matches!(
            placed.drop_target(point),
            Some(DropTarget::Set { set: SetId(0), .. })
        ));
        assert!(!matches!(
            plain.drop_target(point),
            Some(DropTarget::Set { set: SetId(0), .. })
        ));
    }

    #[test]
    fn right_to_left_mirrors_the_frame_and_keeps_the_tiles_in_order() {
        for window in [
            Vec2::new(390.0, 844.0),
            Vec2::new(1280.0, 800.0),
            Vec2::new(1920.0, 1080.0),
        ] {
            let laid = sets(4, 3);
            let request = |mirrored| LayoutRequest {
                window,
                sets: &laid,
                rack_len: 14,
                opponents: 3,
                scale: 1.0,
                anchors: &[],
                zoom: TableZoom::default(),
                mirrored,
            };
            let plain = layout_for(&request(false));
            let rtl = layout_for(&request(true));
            for (what, a, b) in [
                ("controls", plain.controls, rtl.controls),
                ("pool", plain.pool, rtl.pool),
                ("menu button", plain.menu_button, rtl.menu_button),
                ("rack", plain.rack, rtl.rack),
                ("table", plain.table, rtl.table),
                ("sort buttons", plain.sort_buttons, rtl.sort_buttons),
            ] {
                assert_eq!(mirror(a), b, "{what} at {window}");
            }
            // The next seat is the rightmost one.
            let xs: Vec<f32> = rtl.opponents.iter().map(|r| r.center().x).collect();
            assert!(xs.windows(2).all(|w| w[0] > w[1]), "{xs:?}");
            // Tiles still run left to right, in the rack and in each set.
            assert!(rtl.rack_slots[0].x < rtl.rack_slots[1].x);
            for set in &rtl.sets {
                assert!(set.tiles.windows(2).all(|w| w[0].x < w[1].x));
                assert!(inside(rtl.table, set.rect), "a set off the table");
            }
            assert_eq!(plain.tile, rtl.tile);
            if form_of(window) == Form::Landscape {
                assert!(rtl.controls.max.x < rtl.table.min.x, "controls on the left");
            }
        }
    }

    #[test]
    fn tiles_grow_with_the_window_and_shrink_with_a_full_table() {
        let small = layout(Vec2::new(800.0, 600.0), &sets(3, 3), 14, 1);
        let big = layout(Vec2::new(3840.0, 2160.0), &sets(3, 3), 14, 1);
        assert!(big.tile.y > small.tile.y);
        let full = layout(Vec2::new(800.0, 600.0), &sets(30, 4), 14, 1);
        assert!(full.tile.y < small.tile.y);
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
