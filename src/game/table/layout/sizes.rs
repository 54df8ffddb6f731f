//! The sizes every part of the layout keeps to.

/// Width / height of a tile, like a real one.
pub const TILE_ASPECT: f32 = 0.74;
/// Tiles are never drawn smaller than this (logical pixels high), so they
/// stay readable; a tiny window scrolls nothing, it just gets dense.
pub const MIN_TILE_H: f32 = 22.0;
/// The largest a tile is drawn in an ordinary window; a tall one (a 4K
/// screen at scale 1) allows more: see [`max_tile_h`].
pub const MAX_TILE_H: f32 = 96.0;
/// The last resort when a full table will not fit at `MIN_TILE_H`.
pub(super) const FLOOR_TILE_H: f32 = 12.0;
/// The smallest thing a finger is asked to hit (CSS pixels).
pub const TOUCH_MIN: f32 = 44.0;

/// The largest a tile grows in a window `window_h` high (at the normal
/// size): 96, or 7.5% of the height when that is more, so a tile on a
/// large screen is as easy to read as on a desktop one.
pub fn max_tile_h(window_h: f32) -> f32 {
    MAX_TILE_H.max(window_h * 0.075)
}

/// The desktop window the normal size is drawn for (logical pixels).
const DESKTOP: (f32, f32) = (1920.0, 1080.0);

/// The size everything is drawn at (menus, seats, controls and the table)
/// in a window of `window` logical pixels with the size setting
/// `ui_scale`: a window larger every way than a desktop one (a 4K screen
/// at the system's scale 1) grows it in proportion, so its text is read
/// from as far; twice at most.
pub fn size_for(ui_scale: f32, window: bevy::math::Vec2) -> f32 {
    let room = (window.x / DESKTOP.0)
        .min(window.y / DESKTOP.1)
        .clamp(1.0, 2.0);
    (ui_scale * room).min(2.0)
}

/// The most the table zooms in, and how much larger than the largest tile
/// a zoomed tile grows.
pub const MAX_ZOOM: f32 = 4.0;
pub(super) const ZOOMED_GROWTH: f32 = 1.5;

/// Width of the controls' column in landscape, at scale 1.
pub const CONTROLS_W: f32 = 184.0;
