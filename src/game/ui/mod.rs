//! What egui draws: the theme, the heads-up display over the table, the
//! round's end, and the menus.

mod access_tree;
pub mod hud;
mod menus;
pub mod puzzle_card;
mod replay_bar;
mod round_end;
mod script_fonts;
pub mod show_me;
pub mod theme;
#[cfg(target_arch = "wasm32")]
mod web_fonts;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        theme::plugin,
        access_tree::plugin,
        hud::plugin,
        round_end::plugin,
        menus::plugin,
        replay_bar::plugin,
        show_me::plugin,
        puzzle_card::plugin,
    ));
    #[cfg(target_arch = "wasm32")]
    app.add_plugins(web_fonts::plugin);
}
