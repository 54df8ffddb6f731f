//! The turn controls beside the rack: whose turn, the time left, the pool,
//! Done (enabled only when the rules accept the turn), Draw, Undo, Reset,
//! Hint, sorting, giving up and speeding the computers up.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::{ScreenPos, TurnVerdict};
use crate::game::dev::UiRects;
use crate::game::messages::TurnCommand;
use crate::game::play::playback::Playback;
use crate::game::session::{Phase, Session};
use crate::game::table::CurrentLayout;
use crate::rules::NoPlay;

pub(super) fn draw(
    mut contexts: EguiContexts,
    session: Res<Session>,
    verdict: Res<TurnVerdict>,
    layout: Res<CurrentLayout>,
    playback: Res<Playback>,
    windows: Query<&Window>,
    screen_pos: ScreenPos,
    mut out: MessageWriter<TurnCommand>,
    mut rects: Option<ResMut<UiRects>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let to_screen = |p| screen_pos.of(p);
    // Turn controls on the right of the rack; tall controls rise into the
    // corner of the table, never over the rack.
    let corner = to_screen(layout.0.controls);
    let screen_h = windows.iter().next().map_or(800.0, |w| w.height());
    let human_turn = session.phase == Phase::Human && !playback.is_playing();
    let check = &verdict.check;
    egui::Area::new(egui::Id::new("controls"))
        .fixed_pos(egui::pos2(
            corner.x,
            corner.y.min(screen_h - 300.0).max(0.0),
        ))
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_black_alpha(150))
                .corner_radius(8.0)
                .inner_margin(8.0)
                .show(ui, |ui| {
                    ui.set_width(150.0);
                    let who = &session.seats[session.current_seat()].name;
                    let status = match session.phase {
                        Phase::Human if session.humans() == 1 => "Your turn".to_string(),
                        Phase::Human => format!("{who}'s turn"),
                        Phase::Computer => format!("{who} is playing…"),
                        Phase::Cover { .. } => format!("Pass to {who}"),
                        Phase::RoundOver => "Round over".into(),
                        Phase::MatchOver => "Match over".into(),
                    };
                    ui.label(
                        egui::RichText::new(status)
                            .color(egui::Color32::WHITE)
                            .strong(),
                    );
                    if let Some(left) = session.clock {
                        let urgent = left <= 10.0;
                        let color = if urgent {
                            egui::Color32::from_rgb(255, 110, 90)
                        } else {
                            egui::Color32::WHITE
                        };
                        // The last seconds beat once a second.
                        let beat = if urgent {
                            (left.fract() * std::f32::consts::PI).sin().abs()
                        } else {
                            0.0
                        };
                        ui.label(
                            egui::RichText::new(format!("Time {:.0} s", left.ceil()))
                                .size(18.0 + 8.0 * beat)
                                .color(color),
                        );
                        if urgent {
                            ctx.request_repaint();
                        }
                    }
                    ui.label(
                        egui::RichText::new(format!("Pool: {}", session.game.round.pool.len()))
                            .color(egui::Color32::LIGHT_GRAY),
                    );
                    ui.add_enabled_ui(human_turn, |ui| {
                        let done = ui.add_enabled(
                            check.is_ok(),
                            egui::Button::new("Done (Enter)").min_size(egui::vec2(140.0, 28.0)),
                        );
                        let done = match &check {
                            Err(e) if !session.draft.is_untouched() => {
                                done.on_disabled_hover_text(e.to_string())
                            }
                            _ => done,
                        };
                        if let Some(r) = rects.as_mut() {
                            r.note("done", done.rect);
                        }
                        if done.clicked() {
                            out.write(TurnCommand::Done);
                        }
                        // Drawing from a changed table gives the turn up.
                        let (draw_label, draw_tip) = match verdict.no_play {
                            NoPlay::GiveUp { penalty } => (
                                "Give up (D)",
                                format!(
                                    "You changed the table: it goes back as it was and you draw {penalty} tile{}.",
                                    if penalty == 1 { "" } else { "s" }
                                ),
                            ),
                            NoPlay::Draw if session.game.round.pool.is_empty() => {
                                ("Pass (D)", "The pool is empty: pass the turn.".to_string())
                            }
                            NoPlay::Draw => ("Draw (D)", "Draw a tile; that ends your turn.".to_string()),
                        };
                        if ui
                            .add(egui::Button::new(draw_label).min_size(egui::vec2(140.0, 24.0)))
                            .on_hover_text(draw_tip)
                            .clicked()
                        {
                            out.write(TurnCommand::Draw);
                        }
                        ui.horizontal(|ui| {
                            if ui
                                .add_enabled(session.draft.can_undo(), egui::Button::new("Undo"))
                                .clicked()
                            {
                                out.write(TurnCommand::Undo);
                            }
                            if ui.button("Reset").clicked() {
                                out.write(TurnCommand::Reset);
                            }
                            if ui.button("Hint").clicked() {
                                out.write(TurnCommand::Hint);
                            }
                        });
                        ui.horizontal(|ui| {
                            if ui.button("Sort 777").clicked() {
                                out.write(TurnCommand::SortGroups);
                            }
                            if ui.button("Sort 789").clicked() {
                                out.write(TurnCommand::SortRuns);
                            }
                        });
                    });
                    if playback.is_playing() && ui.button("Faster (Space)").clicked() {
                        out.write(TurnCommand::SpeedUp);
                    }
                });
        });

    Ok(())
}
