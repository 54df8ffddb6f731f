//! The pause menu over a game (play waits while it is open), and the Menu
//! button that opens it.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::{centred_panel, look};
use crate::game::session::Session;
use crate::game::state::{Menu, Screen};

/// The Menu button over the table.
pub(super) fn menu_button(mut contexts: EguiContexts, mut menu: ResMut<NextState<Menu>>) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("pause-button"))
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-10.0, 10.0))
        .show(ctx, |ui| {
            if ui.add(egui::Button::new("Menu (Esc)")).clicked() {
                menu.set(Menu::Pause);
            }
        });
    Ok(())
}

pub(super) fn draw(
    mut contexts: EguiContexts,
    session: Option<Res<Session>>,
    mut menu: ResMut<NextState<Menu>>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    centred_panel(ctx, "pause", 300.0, |ui| {
        ui.vertical_centered(|ui| {
            ui.label(look::heading("Paused"));
            if let Some(session) = &session {
                // The same seed deals the same game again (New game → Seed).
                ui.label(
                    egui::RichText::new(format!(
                        "Round {} · seed {}",
                        session.game.round_number + 1,
                        session.game.config.seed
                    ))
                    .color(look::MUTED),
                );
            }
            if ui.add(look::big_button("Resume (Esc)")).clicked() {
                menu.set(Menu::None);
            }
            if ui.add(look::big_button("Settings")).clicked() {
                menu.set(Menu::Settings);
            }
            if ui.add(look::big_button("How to play")).clicked() {
                menu.set(Menu::HowToPlay);
            }
            if ui.add(look::big_button("Save and quit to menu")).clicked() {
                next.set(Screen::Title);
            }
        });
    });
    Ok(())
}
