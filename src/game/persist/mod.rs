//! What is kept across runs: settings, statistics and the game in
//! progress, in files on the desktop or localStorage in a browser.

#[cfg(target_arch = "wasm32")]
pub mod browser_files;
pub mod replays;
mod save;
mod settings;
mod stats;
pub mod storage;
mod tally;

use bevy::prelude::*;

use crate::i18n::Phrase;

pub use replays::Replays;
pub use save::{SaveStatus, load_saved_game, save_game};
pub use settings::{Settings, SettingsWritable};
pub use stats::{Stats, level_index};

/// Where settings and the saved game go.
#[derive(Resource, Debug, Clone)]
pub struct Storage(pub storage::Store);

/// Problems with stored files, for the player: shown on the menu and, during
/// a game, as a message on the table, in the player's language.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct StorageNotices(pub Vec<Phrase>);

pub fn plugin(app: &mut App) {
    app.init_resource::<StorageNotices>().add_plugins((
        settings::plugin,
        tally::plugin,
        save::plugin,
        replays::plugin,
    ));
}
