//! The player's hands: pointer and touch (picking observers) and the
//! keyboard, turned into the game's messages.

mod keys;
mod pointer;

pub use keys::KeyCursor;
pub use pointer::Selected;

/// Keyboard play (runs headless too: tests press keys).
pub use keys::plugin as keys_plugin;
/// Pointer and touch through Bevy's picking (needs a window).
pub use pointer::plugin as pointer_plugin;
