//! A panel for each other player along the top: name, level, tiles left
//! (a stack of backs and the count), score, and whose turn it is.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::ScreenPos;
use crate::game::session::{Phase, SeatKind, Session};
use crate::game::table::CurrentLayout;
use crate::game::table::tiles::opponent_seats;

pub(super) fn draw(
    mut contexts: EguiContexts,
    session: Res<Session>,
    layout: Res<CurrentLayout>,
    screen_pos: ScreenPos,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let to_screen = |p| screen_pos.of(p);
    // Opponents along the top.
    for (i, seat) in opponent_seats(&session).into_iter().enumerate() {
        let Some(&at) = layout.0.opponents.get(i) else {
            continue;
        };
        let s = &session.seats[seat];
        let tiles = session.game.round.seats[seat].rack.len();
        let current = seat == session.current_seat()
            && matches!(session.phase, Phase::Computer | Phase::Human);
        egui::Area::new(egui::Id::new(("opponent", seat)))
            .fixed_pos(to_screen(at) - egui::vec2(90.0, 30.0))
            .show(ctx, |ui| {
                egui::Frame::new()
                    .fill(if current {
                        egui::Color32::from_rgb(250, 220, 120)
                    } else {
                        egui::Color32::from_black_alpha(120)
                    })
                    .corner_radius(10.0)
                    .inner_margin(egui::Margin::symmetric(10, 6))
                    .show(ui, |ui| {
                        ui.set_width(160.0);
                        let color = if current {
                            egui::Color32::BLACK
                        } else {
                            egui::Color32::WHITE
                        };
                        let kind = match s.kind {
                            SeatKind::Human => "human",
                            SeatKind::Computer(l) => l.key(),
                        };
                        ui.horizontal(|ui| {
                            ui.label(
                                egui::RichText::new(&s.name)
                                    .strong()
                                    .size(17.0)
                                    .color(color),
                            );
                            ui.label(
                                egui::RichText::new(kind)
                                    .size(12.0)
                                    .color(color.gamma_multiply(0.75)),
                            );
                        });
                        ui.horizontal(|ui| {
                            // A little stack of tile backs, one per tile (up to 14 shown).
                            let (rect, _) = ui
                                .allocate_exact_size(egui::vec2(70.0, 14.0), egui::Sense::hover());
                            for k in 0..tiles.min(14) {
                                let x = rect.left() + k as f32 * 4.6;
                                let r = egui::Rect::from_min_size(
                                    egui::pos2(x, rect.top()),
                                    egui::vec2(8.0, 13.0),
                                );
                                ui.painter().rect_filled(
                                    r,
                                    2.0,
                                    egui::Color32::from_rgb(40, 110, 118),
                                );
                                ui.painter().rect_stroke(
                                    r,
                                    2.0,
                                    egui::Stroke::new(0.6, egui::Color32::from_black_alpha(120)),
                                    egui::StrokeKind::Inside,
                                );
                            }
                            ui.label(
                                egui::RichText::new(format!(
                                    "{tiles} · {:+}",
                                    session.game.totals[seat]
                                ))
                                .size(14.0)
                                .color(color),
                            );
                        });
                    });
            });
    }

    Ok(())
}
