//! The viewer's controls where the turn's buttons are in a game: back,
//! play on or stop, forward, whose rack is shown, and leave.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::hud::ScreenPos;
use super::theme::ui as look;
use crate::game::dev::UiRects;
use crate::game::replay::{WatchCommand, watching};
use crate::game::session::Session;
use crate::game::state::{Menu, Screen};
use crate::game::table::CurrentLayout;
use crate::game::ui::puzzle::OpenAfterTitle;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        draw.run_if(in_state(Screen::Playing))
            .run_if(in_state(Menu::None))
            .run_if(watching)
            .run_if(super::theme::ui_ready),
    );
}

fn draw(
    mut contexts: EguiContexts,
    mut commands: Commands,
    session: Res<Session>,
    layout: Res<CurrentLayout>,
    screen_pos: ScreenPos,
    mut out: MessageWriter<WatchCommand>,
    mut next: ResMut<NextState<Screen>>,
    mut rects: Option<ResMut<UiRects>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(w) = &session.watching else {
        return Ok(());
    };
    let area = screen_pos.rect(layout.0.controls, ctx);
    let total = w.record.actions.len();
    let status = format!(
        "Replay · round {} · move {} of {total}",
        session.game.round_number + 1,
        w.step
    );
    let rack = &session.seats[w.seat].name;
    egui::Area::new(egui::Id::new("replay-bar"))
        .fixed_pos(area.min)
        .show(ctx, |ui| {
            ui.set_max_size(area.size());
            ui.spacing_mut().item_spacing = egui::vec2(4.0, 4.0);
            ui.label(
                egui::RichText::new(status)
                    .strong()
                    .color(egui::Color32::WHITE),
            );
            let button = egui::vec2(((area.width() - 8.0) / 3.0).max(44.0), 44.0);
            ui.horizontal_wrapped(|ui| {
                let buttons = [
                    (
                        "watch-back",
                        "⏮",
                        "Back one move",
                        WatchCommand::Back,
                        w.step > 0,
                    ),
                    (
                        "watch-play",
                        if w.auto { "⏸" } else { "▶" },
                        if w.auto { "Stop" } else { "Play on by itself" },
                        WatchCommand::PlayPause,
                        w.step < total,
                    ),
                    (
                        "watch-forward",
                        "⏭",
                        "Forward one move",
                        WatchCommand::Forward,
                        w.step < total,
                    ),
                ];
                for (name, icon, tip, command, enabled) in buttons {
                    let b = ui
                        .add_enabled(
                            enabled,
                            egui::Button::new(egui::RichText::new(icon).size(20.0))
                                .min_size(button),
                        )
                        .on_hover_text(tip);
                    if let Some(r) = rects.as_mut() {
                        r.note(name, b.rect);
                    }
                    if b.clicked() {
                        out.write(command);
                    }
                }
            });
            ui.horizontal_wrapped(|ui| {
                let wide = egui::vec2((area.width() - 4.0) / 2.0, 40.0);
                let seat = ui
                    .add(egui::Button::new(format!("Rack: {rack}")).min_size(wide))
                    .on_hover_text("Show the next player's rack");
                if seat.clicked() {
                    out.write(WatchCommand::NextRack);
                }
                if ui
                    .add(egui::Button::new("Replays").min_size(wide))
                    .on_hover_text("Back to the list of matches")
                    .clicked()
                {
                    commands.insert_resource(OpenAfterTitle(Menu::Replays));
                    next.set(Screen::Title);
                }
            });
            if w.step >= total {
                ui.label(egui::RichText::new("The end of the match.").color(look::GOLD));
            }
        });
    Ok(())
}
