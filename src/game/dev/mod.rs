//! Tools for tests: scripted play with screenshots (native) and the page's
//! read-only JSON view of the game.

mod probe;
#[cfg(not(target_arch = "wasm32"))]
mod script;
#[cfg(not(target_arch = "wasm32"))]
mod widgets;

pub use probe::{TileQuery, latest, tile_rects};

pub use probe::plugin as probe_plugin;
#[cfg(not(target_arch = "wasm32"))]
pub use script::plugin as script_plugin;
