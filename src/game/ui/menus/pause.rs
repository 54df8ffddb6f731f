//! The pause menu over a game (play waits while it is open), and the Menu
//! button that opens it.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::{centred_panel, look, note};
use crate::game::session::Session;
use crate::game::state::{Menu, Screen};
use crate::game::table::CurrentLayout;
use crate::game::ui::hud::ScreenPos;
use crate::game::ui_rects::UiRects;

/// The Menu button over the table.
/// The menu button in its corner of the table: a word where there is
/// room, three bars on a phone.
pub(super) fn menu_button(
    mut contexts: EguiContexts,
    layout: Res<CurrentLayout>,
    screen_pos: ScreenPos,
    mut menu: ResMut<NextState<Menu>>,
    mut rects: Option<ResMut<UiRects>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let r = screen_pos.rect(layout.0.menu_button, ctx);
    let response = egui::Area::new(egui::Id::new("pause-button"))
        .fixed_pos(r.min)
        .show(ctx, |ui| {
            let label = if r.width() >= 90.0 { "Menu" } else { "" };
            let response =
                ui.add(egui::Button::new(egui::RichText::new(label).size(17.0)).min_size(r.size()));
            if label.is_empty() {
                let p = ui.painter();
                let c = response.rect.center();
                let w = r.width() * 0.22;
                for dy in [-7.0, 0.0, 7.0] {
                    p.line_segment(
                        [c + egui::vec2(-w, dy), c + egui::vec2(w, dy)],
                        egui::Stroke::new(2.5, look::BRIGHT),
                    );
                }
            }
            response
        })
        .inner
        .on_hover_text("Pause and open the menu (Esc)");
    note(&mut rects, "menu", &response);
    if response.clicked() {
        menu.set(Menu::Pause);
    }
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
            let puzzle = session.as_ref().and_then(|s| s.puzzle_run());
            if let Some(run) = puzzle {
                ui.label(
                    egui::RichText::new(format!(
                        "Daily puzzle · {} · {}",
                        run.puzzle.level.title(),
                        run.puzzle.date
                    ))
                    .color(look::MUTED),
                );
            } else if let Some(session) = &session {
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
            let quit = if puzzle.is_some() {
                "Quit to menu"
            } else {
                "Save and quit to menu"
            };
            if ui.add(look::big_button(quit)).clicked() {
                next.set(Screen::Title);
            }
        });
    });
    Ok(())
}
