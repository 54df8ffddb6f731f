//! The player's hands: pointer and touch (picking observers), taps and
//! the keyboard, turned into the game's messages.

mod drops;
mod keys;
mod pointer;
mod taps;

use bevy::prelude::*;

/// Keyboard play and taps (run headless too: tests press keys and tap).
pub fn core_plugin(app: &mut App) {
    app.add_plugins((keys::plugin, taps::plugin, drops::plugin));
}

/// Pointer and touch through Bevy's picking (needs a window).
pub use pointer::plugin as pointer_plugin;
