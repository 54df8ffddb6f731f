//! The table for a screen reader: what is said when something happens
//! ([`Announcements`]), the rack and the table as lists of tiles in words
//! ([`reading`]), what a reader's buttons do ([`AccessAction`]), and the
//! questions a player asks with one key ([`AccessQuery`]). The
//! egui pass puts these into the accessibility tree (`ui/access_tree.rs`);
//! the browser mirrors that tree into the page. Plain game state: the
//! headless tests play a turn through it.

mod actions;
mod announce;
mod changes;
mod queries;
pub mod reading;

pub use actions::AccessAction;
pub use announce::{Announcements, played_text, while_away_said, winners_said};
pub use queries::AccessQuery;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        actions::plugin,
        announce::plugin,
        changes::plugin,
        queries::plugin,
    ));
}
