//! The table for a screen reader: what is said when something happens
//! ([`Announcements`]), the rack and the table as lists of tiles in words
//! ([`reading`]), and what a reader's buttons do ([`AccessAction`]). The
//! egui pass puts these into the accessibility tree (`ui/access_tree.rs`);
//! the browser mirrors that tree into the page. Plain game state: the
//! headless tests play a turn through it.

mod actions;
mod announce;
pub mod reading;

pub use actions::AccessAction;
pub use announce::{Announcements, played_text};

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((actions::plugin, announce::plugin));
}
