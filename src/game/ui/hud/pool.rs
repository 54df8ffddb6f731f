//! How many tiles are left in the pool, written on its stack.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::ScreenPos;
use crate::game::session::Session;
use crate::game::table::CurrentLayout;

pub(super) fn draw(
    mut contexts: EguiContexts,
    session: Res<Session>,
    layout: Res<CurrentLayout>,
    screen_pos: ScreenPos,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let to_screen = |p| screen_pos.of(p);
    // How many tiles are left in the pool, on its stack.
    egui::Area::new(egui::Id::new("pool-count"))
        .fixed_pos(to_screen(layout.0.pool) - egui::vec2(22.0, 14.0))
        .interactable(false)
        .show(ctx, |ui| {
            ui.set_width(44.0);
            ui.vertical_centered(|ui| {
                ui.label(
                    egui::RichText::new(session.game.round.pool.len().to_string())
                        .size(22.0)
                        .strong()
                        .color(egui::Color32::from_rgb(240, 236, 220)),
                );
            });
        });

    Ok(())
}
