//! The sizes every part of the layout keeps to.

/// Width / height of a tile, like a real one.
pub const TILE_ASPECT: f32 = 0.74;
/// Tiles are never drawn smaller than this (logical pixels high), so they
/// stay readable; a tiny window scrolls nothing, it just gets dense.
pub const MIN_TILE_H: f32 = 22.0;
pub const MAX_TILE_H: f32 = 96.0;
/// The last resort when a full table will not fit at `MIN_TILE_H`.
pub(super) const FLOOR_TILE_H: f32 = 12.0;
/// The smallest thing a finger is asked to hit (CSS pixels).
pub const TOUCH_MIN: f32 = 44.0;

/// The most the table zooms in, and the largest a zoomed tile grows.
pub const MAX_ZOOM: f32 = 4.0;
pub(super) const MAX_ZOOMED_TILE_H: f32 = 1.5 * MAX_TILE_H;

/// Width of the controls' column in landscape, at scale 1.
pub const CONTROLS_W: f32 = 184.0;
