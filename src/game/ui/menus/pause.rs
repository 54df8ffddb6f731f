//! The pause menu over a game (play waits while it is open), and the Menu
//! button that opens it.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::{centred_panel, look, note};
use crate::game::locale::Tr;
use crate::game::online::{Ask, Watched};
use crate::game::session::Session;
use crate::game::state::{Menu, Screen};
use crate::game::table::CurrentLayout;
use crate::game::ui::hud::ScreenPos;
use crate::game::ui_rects::UiRects;
use crate::i18n::words;

/// The Menu button over the table.
/// The menu button in its corner of the table: a word where there is
/// room, three bars on a phone.
pub(super) fn menu_button(
    mut contexts: EguiContexts,
    layout: Res<CurrentLayout>,
    screen_pos: ScreenPos,
    mut menu: ResMut<NextState<Menu>>,
    mut rects: Option<ResMut<UiRects>>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let r = screen_pos.rect(layout.0.menu_button, ctx);
    let response = egui::Area::new(egui::Id::new("pause-button"))
        .fixed_pos(r.min)
        .show(ctx, |ui| {
            let label = if r.width() >= 90.0 {
                tr.get("pause-menu")
            } else {
                String::new()
            };
            let response = ui
                .add(egui::Button::new(egui::RichText::new(&label).size(17.0)).min_size(r.size()));
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
        .on_hover_text(tr.get("pause-menu-hover"));
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
    watched: Res<Watched>,
    mut asks: MessageWriter<Ask>,
    mut rects: Option<ResMut<UiRects>>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    centred_panel(ctx, "pause", 300.0, |ui| {
        ui.vertical_centered(|ui| {
            ui.label(look::heading(&tr.get("pause-title")));
            let puzzle = session.as_ref().and_then(|s| s.puzzle_run());
            if let Some(run) = puzzle {
                let level = tr.part(words::puzzle_level(run.puzzle.level));
                ui.label(
                    egui::RichText::new(tr.get_with(
                        "pause-daily-puzzle",
                        &[
                            ("level", level.into()),
                            ("date", run.puzzle.date.to_string().into()),
                        ],
                    ))
                    .color(look::MUTED),
                );
            } else if let Some(session) = &session {
                // The same seed deals the same game again (New game → Seed).
                // The seed is text: a number that long loses digits as a
                // catalog number.
                ui.label(
                    egui::RichText::new(tr.get_with(
                        "pause-round",
                        &[
                            ("round", (session.game.round_number + 1).into()),
                            ("seed", session.game.config.seed.to_string().into()),
                        ],
                    ))
                    .color(look::MUTED),
                );
            }
            if ui.add(look::big_button(&tr.get("pause-resume"))).clicked() {
                menu.set(Menu::None);
            }
            if ui
                .add(look::big_button(&tr.get("pause-settings")))
                .clicked()
            {
                menu.set(Menu::Settings);
            }
            if ui
                .add(look::big_button(&tr.get("pause-how-to-play")))
                .clicked()
            {
                menu.set(Menu::HowToPlay);
            }
            let online_table = session.as_ref().is_some_and(|s| s.online_table().is_some());
            if online_table {
                let watching = watched.0.is_some();
                online_quit(ui, &tr, watching, &mut asks, &mut next, &mut rects);
                return;
            }
            let quit = if puzzle.is_some() {
                "pause-quit"
            } else {
                "pause-save-and-quit"
            };
            if ui.add(look::big_button(&tr.get(quit))).clicked() {
                next.set(Screen::Title);
            }
        });
    });
    Ok(())
}

/// Away from an online table: a watcher stops watching; a player may step
/// away (the seat is kept: Play online, or Your games, brings them back) or
/// leave the game for good (a computer plays the seat).
fn online_quit(
    ui: &mut egui::Ui,
    tr: &Tr,
    watching: bool,
    asks: &mut MessageWriter<Ask>,
    next: &mut NextState<Screen>,
    rects: &mut Option<ResMut<UiRects>>,
) {
    if watching {
        let stop = ui.add(look::big_button(&tr.get("watch-stop")));
        note(rects, "pause-stop-watching", &stop);
        if stop.clicked() {
            next.set(Screen::Title);
        }
        return;
    }
    let away = ui.add(look::big_button(&tr.get("pause-step-away")));
    note(rects, "pause-step-away", &away);
    if away.clicked() {
        asks.write(Ask::StepAway);
        next.set(Screen::Title);
    }
    let leave = ui.add(look::big_button(&tr.get("pause-leave-game")));
    note(rects, "pause-leave-game", &leave);
    if leave.clicked() {
        asks.write(Ask::Leave);
        next.set(Screen::Title);
    }
}
