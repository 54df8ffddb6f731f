//! The heads-up display and the plain screens, drawn with egui: turn
//! controls, timer, opponents, messages, the hot-seat cover, and the round
//! and match results.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::computer::Playback;
use super::messages::{Feedback, TurnCommand};
use super::session::{Phase, SeatKind, Session};
use super::theme::ui as look;
use super::turn::CurrentLayout;
use super::view::{PointerWorld, SetView, opponent_seats};
use crate::rules::{RoundEnd, faces, rack_value};

/// The latest message for the player, and how long it stays.
#[derive(Resource, Default)]
struct Toast {
    text: String,
    seconds: f32,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Toast>()
        .add_systems(Update, collect_feedback.in_set(super::GameSystems::View))
        .add_systems(
            EguiPrimaryContextPass,
            draw_hud.run_if(super::theme::ui_ready),
        );
}

fn collect_feedback(
    time: Res<Time>,
    mut feedback: MessageReader<Feedback>,
    mut toast: ResMut<Toast>,
    session: Option<Res<Session>>,
) {
    toast.seconds -= time.delta_secs();
    let name = |seat: usize| {
        session
            .as_ref()
            .and_then(|s| s.seats.get(seat))
            .map_or("Someone".to_string(), |s| s.name.clone())
    };
    for f in feedback.read() {
        let text = match f {
            Feedback::Refused(m) | Feedback::TurnRefused(m) => m.clone(),
            Feedback::Played { seat, tiles } => {
                format!("{} played {tiles} tile{}", name(*seat), plural(*tiles))
            }
            Feedback::Drew { seat, tiles: 0 } => format!("{} passed", name(*seat)),
            Feedback::Drew { seat, tiles } => {
                format!("{} drew {tiles} tile{}", name(*seat), plural(*tiles))
            }
            Feedback::TimeUp { seat, drew } => {
                format!(
                    "Time's up for {}: the table is restored and {drew} tile{} drawn",
                    name(*seat),
                    plural(*drew)
                )
            }
            _ => continue,
        };
        toast.text = text;
        toast.seconds = 3.5;
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

#[allow(clippy::too_many_arguments)]
fn draw_hud(
    mut contexts: EguiContexts,
    session: Option<Res<Session>>,
    layout: Option<Res<CurrentLayout>>,
    playback: Res<Playback>,
    toast: Res<Toast>,
    pointer: Res<PointerWorld>,
    sets: Query<&SetView>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    windows: Query<&Window>,
    mut out: MessageWriter<TurnCommand>,
    time: Res<Time>,
    mut results_shown: Local<(u64, f32)>,
    mut rects: Option<ResMut<super::probe::UiRects>>,
) -> Result {
    let (Some(session), Some(layout)) = (session, layout) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let to_screen = |p: Vec2| -> egui::Pos2 {
        cameras
            .iter()
            .next()
            .and_then(|(c, t)| c.world_to_viewport(t, p.extend(0.0)).ok())
            .map_or(egui::pos2(0.0, 0.0), |v| egui::pos2(v.x, v.y))
    };

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

    // Turn controls on the right of the rack; tall controls rise into the
    // corner of the table, never over the rack.
    let corner = to_screen(layout.0.controls);
    let screen_h = windows.iter().next().map_or(800.0, |w| w.height());
    let human_turn = session.phase == Phase::Human && !playback.is_playing();
    let check = session.draft.check(&session.game.round);
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
                        let draw_label = if session.game.round.pool.is_empty() {
                            "Pass (D)"
                        } else {
                            "Draw (D)"
                        };
                        if ui
                            .add(egui::Button::new(draw_label).min_size(egui::vec2(140.0, 24.0)))
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
                        if check.is_err()
                            && !session.draft.is_untouched()
                            && session.draft.has_invalid_set(session.rules())
                            && ui.button("Give up turn").clicked()
                        {
                            out.write(TurnCommand::GiveUp);
                        }
                    });
                    if playback.is_playing() && ui.button("Faster (Space)").clicked() {
                        out.write(TurnCommand::SpeedUp);
                    }
                });
        });

    // Why a set is invalid, under the pointer.
    let hovered = pointer.0.or_else(|| {
        windows
            .iter()
            .next()
            .and_then(|w| w.cursor_position())
            .and_then(|c| {
                cameras
                    .iter()
                    .next()
                    .and_then(|(cam, t)| cam.viewport_to_world_2d(t, c).ok())
            })
    });
    let problem = hovered.and_then(|p| {
        sets.iter()
            .find(|s| s.rect.contains(p))
            .and_then(|s| s.problem.clone())
            .map(|problem| (p, problem))
    });
    if let Some((p, problem)) = problem {
        egui::Area::new(egui::Id::new("set-problem"))
            .fixed_pos(to_screen(p) + egui::vec2(14.0, 14.0))
            .order(egui::Order::Tooltip)
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.set_max_width(260.0);
                    ui.label(problem);
                });
            });
    }

    if toast.seconds > 0.0 && !toast.text.is_empty() {
        egui::Area::new(egui::Id::new("toast"))
            .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 90.0))
            .order(egui::Order::Foreground)
            .show(ctx, |ui| {
                egui::Frame::new()
                    .fill(egui::Color32::from_black_alpha(190))
                    .corner_radius(10.0)
                    .inner_margin(10.0)
                    .show(ui, |ui| {
                        ui.set_max_width(560.0);
                        ui.add(
                            egui::Label::new(
                                egui::RichText::new(&toast.text)
                                    .size(16.0)
                                    .color(egui::Color32::WHITE),
                            )
                            .wrap_mode(egui::TextWrapMode::Extend),
                        );
                    });
            });
    }

    match session.phase {
        Phase::Cover { seat } => {
            let screen = ctx.content_rect();
            egui::Area::new(egui::Id::new("cover"))
                .fixed_pos(screen.min)
                .order(egui::Order::Foreground)
                .show(ctx, |ui| {
                    ui.set_min_size(screen.size());
                    ui.painter()
                        .rect_filled(screen, 0.0, egui::Color32::from_rgb(20, 60, 45));
                    ui.vertical_centered(|ui| {
                        ui.add_space(screen.height() * 0.38);
                        ui.label(
                            egui::RichText::new(format!("Pass to {}", session.seats[seat].name))
                                .size(36.0)
                                .color(egui::Color32::WHITE),
                        );
                        ui.add_space(16.0);
                        if ui
                            .add(egui::Button::new(
                                egui::RichText::new("I'm ready").size(20.0),
                            ))
                            .clicked()
                        {
                            out.write(TurnCommand::Reveal);
                        }
                    });
                });
        }
        Phase::RoundOver | Phase::MatchOver => {
            let over = session.phase == Phase::MatchOver;
            // Scores count up over the first second.
            if results_shown.0 != session.turn_serial {
                *results_shown = (session.turn_serial, 0.0);
            }
            results_shown.1 += time.delta_secs();
            let shown = (results_shown.1 / 1.0).clamp(0.0, 1.0);
            let count = |v: i32| (v as f32 * shown).round() as i32;
            egui::Area::new(egui::Id::new("results"))
                .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, -20.0))
                .order(egui::Order::Foreground)
                .show(ctx, |ui| {
                    look::card().show(ui, |ui| {
                        ui.set_width(460.0);
                        let Some(result) = session.game.history.last() else {
                            return;
                        };
                        let winners: Vec<&str> = result
                            .winners()
                            .iter()
                            .map(|&w| session.seats[w].name.as_str())
                            .collect();
                        ui.vertical_centered(|ui| {
                            match result.end {
                                RoundEnd::WentOut { .. } => {
                                    ui.label(look::title("Rummikub!"));
                                    ui.label(
                                        egui::RichText::new(format!("{} went out", winners.join(" and ")))
                                            .size(20.0),
                                    );
                                }
                                RoundEnd::PoolExhausted { .. } => {
                                    ui.label(look::heading("The pool ran out"));
                                    ui.label(
                                        egui::RichText::new(format!("{} had the lowest rack", winners.join(" and ")))
                                            .size(18.0),
                                    );
                                }
                            }
                        });
                        ui.add_space(8.0);
                        egui::Grid::new("results").striped(true).spacing([18.0, 6.0]).show(ui, |ui| {
                            ui.strong("Player");
                            ui.strong("Left on the rack");
                            ui.strong("Round");
                            ui.strong("Total");
                            ui.end_row();
                            for (seat, s) in session.seats.iter().enumerate() {
                                ui.label(&s.name);
                                let rack = &session.game.round.seats[seat].rack;
                                ui.label(format!(
                                    "{} tiles, {} pts",
                                    rack.len(),
                                    rack_value(&faces(rack), session.rules())
                                ));
                                let round = result.scores[seat];
                                let colour = if round > 0 { look::GOLD } else { egui::Color32::from_rgb(236, 236, 226) };
                                ui.label(egui::RichText::new(format!("{:+}", count(round))).color(colour).strong());
                                ui.label(format!("{}", session.game.totals[seat] - round + count(round)));
                                ui.end_row();
                            }
                        });
                        for m in session.biggest_misses() {
                            ui.add_space(4.0);
                            let name = &session.seats[m.seat].name;
                            let more = m.possible - m.played;
                            ui.label(
                                egui::RichText::new(format!(
                                    "{name}: on turn {} you could have played {more} more tile{} ({} instead of {}).",
                                    m.turn,
                                    if more == 1 { "" } else { "s" },
                                    m.possible,
                                    m.played
                                ))
                                .color(look::MUTED),
                            );
                        }
                        ui.add_space(8.0);
                        if over {
                            ui.separator();
                            ui.label(look::heading("Final standings"));
                            for (place, seat) in session.game.standings().into_iter().enumerate() {
                                ui.label(
                                    egui::RichText::new(format!(
                                        "{}. {} — {} points, {} round{} won",
                                        place + 1,
                                        session.seats[seat].name,
                                        session.game.totals[seat],
                                        session.game.rounds_won[seat],
                                        if session.game.rounds_won[seat] == 1 { "" } else { "s" }
                                    ))
                                    .size(if place == 0 { 20.0 } else { 16.0 }),
                                );
                            }
                        } else {
                            ui.vertical_centered(|ui| {
                                if ui.add(look::big_button("Next round (Enter)")).clicked() {
                                    out.write(TurnCommand::NextRound);
                                }
                            });
                        }
                    });
                });
        }
        _ => {}
    }
    Ok(())
}
