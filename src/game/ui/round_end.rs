//! The round's end: the headline, the scores counting up, what each human
//! could have played, the final standings after the last round (with a
//! rated online match's rating changes and its deal checked on demand),
//! and the buttons to go on (next round, play again, menu).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::show_me::ShowMe;
use super::theme::ui as look;
use crate::game::flow::start_game;
use crate::game::locale::Tr;
use crate::game::messages::TurnCommand;
use crate::game::online::deal_check::{DealSeen, DealVerdict};
use crate::game::online::{Ask, RoomShown};
use crate::game::play::missed::MissedPlay;
use crate::game::seats::GameSetup;
use crate::game::session::{Phase, Session};
use crate::game::state::Screen;
use crate::game::ui_rects::{UiRects, note};
use crate::online::fair::DealProblem;
use crate::online::protocol::{RatedSeat, RoomView};
use crate::rules::{RoundEnd, RoundResult, faces, rack_value};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        (results, match_over_buttons)
            .run_if(in_state(Screen::Playing))
            .run_if(round_ended)
            .run_if(super::theme::ui_ready),
    );
}

/// Run conditions are all asked, on the title too: no game, no round end.
fn round_ended(session: Option<Res<Session>>) -> bool {
    session.is_some_and(|s| {
        matches!(s.phase, Phase::RoundOver | Phase::MatchOver) && s.puzzle_run().is_none()
    })
}

fn results(
    mut contexts: EguiContexts,
    mut commands: Commands,
    session: Res<Session>,
    time: Res<Time>,
    mut results_shown: Local<(u64, f32)>,
    mut out: MessageWriter<TurnCommand>,
    room: Res<RoomShown>,
    mut deal: ResMut<DealSeen>,
    mut rects: Option<ResMut<UiRects>>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let over = session.phase == Phase::MatchOver;
    // A rated online match's rating changes, once the server has them.
    let watching = session.online_table().is_some_and(|o| o.watching);
    let ratings = session
        .online_table()
        .and(room.view.as_ref())
        .map(|v| v.ratings.clone())
        .unwrap_or_default();
    // Scores count up over the first second.
    if results_shown.0 != session.turn_serial {
        *results_shown = (session.turn_serial, 0.0);
    }
    results_shown.1 += time.delta_secs();
    let shown = (results_shown.1 / 1.0).clamp(0.0, 1.0);
    let Some(result) = session.game.history.last() else {
        return Ok(());
    };
    egui::Area::new(egui::Id::new("results"))
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, -20.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            look::card().show(ui, |ui| {
                // A phone held upright is narrower than the card likes.
                ui.set_width(460.0_f32.min(ui.ctx().content_rect().width() - 56.0));
                ui.vertical_centered(|ui| headline(ui, &session, result, &tr));
                ui.add_space(8.0);
                score_grid(ui, &session, result, shown, &tr);
                if let Some(missed) = missed_plays(ui, &session, &tr) {
                    commands.insert_resource(ShowMe::new(missed));
                }
                ui.add_space(8.0);
                if over {
                    ui.separator();
                    standings(ui, &session, &tr);
                    rating_changes(ui, &session, &ratings, &tr);
                    if let Some(view) = session.online_table().and(room.view.as_ref()) {
                        check_deal(ui, &mut deal, view, &mut rects, &tr);
                    }
                } else if watching {
                    // The players deal the next round.
                } else {
                    ui.vertical_centered(|ui| {
                        if ui
                            .add(look::big_button(&tr.get("roundend-next-round")))
                            .clicked()
                        {
                            out.write(TurnCommand::NextRound);
                        }
                    });
                }
            });
        });
    Ok(())
}

/// Who went out, or that the pool ran out and who had the lowest rack.
fn headline(ui: &mut egui::Ui, session: &Session, result: &RoundResult, tr: &Tr) {
    let who = crate::game::access::winners_said(tr, session, result);
    match result.end {
        RoundEnd::WentOut { .. } => {
            ui.label(look::title(&tr.get("roundend-went-out-title")));
            ui.label(egui::RichText::new(tr.get_with("roundend-went-out", &who)).size(20.0));
        }
        RoundEnd::PoolExhausted { .. } => {
            ui.label(look::heading(&tr.get("roundend-pool-ran-out")));
            ui.label(egui::RichText::new(tr.get_with("roundend-lowest-rack", &who)).size(18.0));
        }
        RoundEnd::OutOfTime { loser } => {
            let name = session.seats.get(loser).map_or("", |s| &s.name);
            let args = [
                ("name", name.into()),
                ("self", session.person(loser).into()),
            ];
            ui.label(look::heading(&tr.get("roundend-out-of-time-title")));
            ui.label(egui::RichText::new(tr.get_with("roundend-out-of-time", &args)).size(18.0));
        }
    }
}

/// Each player's rack left, round score (counting up as `shown` goes from
/// 0 to 1) and total.
fn score_grid(ui: &mut egui::Ui, session: &Session, result: &RoundResult, shown: f32, tr: &Tr) {
    let count = |v: i32| (v as f32 * shown).round() as i32;
    // On a phone the columns share the card: a long word wraps in its
    // column rather than push the grid past the screen's edge.
    let width = ui.available_width();
    let gap = if width < 420.0 { 10.0 } else { 18.0 };
    let header = [
        "roundend-player",
        "roundend-left-on-rack",
        "roundend-round",
        "roundend-total",
    ]
    .map(|key| egui::RichText::new(tr.get(key)).strong());
    let mut rows = vec![header];
    for (seat, s) in session.seats.iter().enumerate() {
        let rack = &session.game.round.seats[seat].rack;
        // The round's own reckoning (an online table does not know the
        // other racks' tiles, only this).
        let value = result
            .rack_values
            .get(seat)
            .copied()
            .unwrap_or_else(|| rack_value(&faces(rack), session.rules()));
        let round = result.scores[seat];
        let colour = if round > 0 { look::GOLD } else { look::TEXT };
        rows.push([
            egui::RichText::new(&s.name),
            egui::RichText::new(tr.get_with(
                "roundend-rack-left",
                &[("tiles", rack.len().into()), ("points", value.into())],
            )),
            egui::RichText::new(format!("{:+}", count(round)))
                .color(colour)
                .strong(),
            egui::RichText::new(format!(
                "{}",
                session.game.totals[seat] - round + count(round)
            )),
        ]);
    }
    // Columns in reading order: the player's name on the right in a
    // language read right to left.
    let rtl = look::right_to_left(ui.ctx());
    egui::Grid::new("results")
        .striped(true)
        .spacing([gap, 6.0])
        .max_col_width((width - 3.0 * gap) * 0.34)
        .show(ui, |ui| {
            for mut row in rows {
                if rtl {
                    row.reverse();
                }
                for cell in row {
                    ui.label(cell);
                }
                ui.end_row();
            }
        });
}

/// The biggest miss of each human this round; the one whose Show me was
/// pressed.
fn missed_plays(ui: &mut egui::Ui, session: &Session, tr: &Tr) -> Option<MissedPlay> {
    let mut pressed = None;
    for m in session.biggest_misses() {
        ui.add_space(4.0);
        let text = tr.get_with(
            "roundend-missed",
            &[
                ("name", (&session.seats[m.seat].name).into()),
                ("turn", m.turn.into()),
                ("more", (m.possible - m.played).into()),
                ("possible", m.possible.into()),
                ("played", m.played.into()),
            ],
        );
        // Saves from before Show me have no board to show.
        let show_me = |ui: &mut egui::Ui| {
            !m.better.is_empty() && ui.button(tr.get("roundend-show-me")).clicked()
        };
        let wanted = if look::right_to_left(ui.ctx()) {
            // A paragraph that wraps must be broken in reading order.
            look::text(ui, tr, &text, look::MUTED);
            show_me(ui)
        } else {
            ui.horizontal_wrapped(|ui| {
                ui.label(egui::RichText::new(text).color(look::MUTED));
                show_me(ui)
            })
            .inner
        };
        if wanted {
            pressed = Some(m.clone());
        }
    }
    pressed
}

fn standings(ui: &mut egui::Ui, session: &Session, tr: &Tr) {
    ui.label(look::heading(&tr.get("roundend-final-standings")));
    for (place, seat) in session.game.standings().into_iter().enumerate() {
        let line = tr.get_with(
            "roundend-standing",
            &[
                ("place", (place + 1).into()),
                ("name", (&session.seats[seat].name).into()),
                ("points", session.game.totals[seat].into()),
                ("won", session.game.rounds_won[seat].into()),
            ],
        );
        ui.label(egui::RichText::new(line).size(if place == 0 { 20.0 } else { 16.0 }));
    }
}

/// Each rated seat's rating before and after, and the change.
fn rating_changes(ui: &mut egui::Ui, session: &Session, ratings: &[Option<RatedSeat>], tr: &Tr) {
    if ratings.iter().all(Option::is_none) {
        return;
    }
    ui.add_space(6.0);
    ui.label(look::heading(&tr.get("rating-title")));
    for (seat, rated) in ratings.iter().enumerate() {
        let (Some(r), Some(s)) = (rated, session.seats.get(seat)) else {
            continue;
        };
        let delta = i64::from(r.after) - i64::from(r.before);
        // A true minus sign, as the catalogs' example has it.
        let change = if delta < 0 {
            format!("\u{2212}{}", -delta)
        } else {
            format!("+{delta}")
        };
        let mut line = tr.get_with(
            "rating-change",
            &[
                ("name", (&s.name).into()),
                ("before", r.before.into()),
                ("after", r.after.into()),
                ("change", change.into()),
            ],
        );
        if r.provisional {
            line = format!("{line} · {}", tr.get("rating-provisional"));
        }
        let colour = match delta.signum() {
            1 => look::VALID,
            -1 => look::WARN,
            _ => look::TEXT,
        };
        ui.label(egui::RichText::new(line).color(colour));
    }
}

/// "Check this deal" under a rated online match's results, and what the
/// check found.
fn check_deal(
    ui: &mut egui::Ui,
    deal: &mut DealSeen,
    view: &RoomView,
    rects: &mut Option<ResMut<UiRects>>,
    tr: &Tr,
) {
    if view.ratings.iter().all(Option::is_none) || !deal.checkable(view) {
        return;
    }
    ui.add_space(4.0);
    let Some(verdict) = deal.verdict else {
        ui.vertical_centered(|ui| {
            let button = ui.button(tr.get("deal-check-button"));
            note(rects, "deal-check", &button);
            if button.clicked() {
                deal.check(view);
            }
        });
        return;
    };
    let (line, colour) = match verdict {
        DealVerdict::Fair { rounds: 0 } => (tr.get("deal-check-fair"), look::VALID),
        DealVerdict::Fair { rounds } => (
            tr.get_with("deal-check-fair-racks", &[("rounds", rounds.into())]),
            look::VALID,
        ),
        DealVerdict::Unfair(DealProblem::Rack { round }) => (
            tr.get_with("deal-check-bad-rack", &[("round", (round + 1).into())]),
            look::WARN,
        ),
        DealVerdict::Unfair(_) => (tr.get("deal-check-bad-commitment"), look::WARN),
    };
    look::paragraph(ui, tr, &line, 14.0, colour);
}

fn match_over_buttons(
    mut contexts: EguiContexts,
    mut commands: Commands,
    session: Res<Session>,
    mut next: ResMut<NextState<Screen>>,
    room: Res<RoomShown>,
    mut asks: MessageWriter<Ask>,
    tr: Res<Tr>,
) -> Result {
    if session.phase != Phase::MatchOver {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    if let Some(table) = session.online_table() {
        let host = room
            .view
            .as_ref()
            .is_some_and(|v| table.own_seat() == Some(v.host));
        egui::Area::new(egui::Id::new("match-over-buttons"))
            .anchor(egui::Align2::CENTER_BOTTOM, egui::vec2(0.0, -24.0))
            .order(egui::Order::Foreground)
            .show(ctx, |ui| {
                look::row(ui, |ui| {
                    if host {
                        if ui
                            .add(look::big_button(&tr.get("roundend-rematch")))
                            .clicked()
                        {
                            asks.write(Ask::Rematch);
                        }
                    } else if !table.watching {
                        ui.label(look::heading(&tr.get("roundend-host-may-rematch")));
                    }
                    if ui
                        .add(look::big_button(&tr.get("roundend-leave")))
                        .clicked()
                    {
                        next.set(Screen::Title);
                    }
                });
            });
        return Ok(());
    }
    egui::Area::new(egui::Id::new("match-over-buttons"))
        .anchor(egui::Align2::CENTER_BOTTOM, egui::vec2(0.0, -24.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            look::row(ui, |ui| {
                if ui
                    .add(look::big_button(&tr.get("roundend-play-again")))
                    .clicked()
                {
                    let setup = GameSetup {
                        seats: session.seats.clone(),
                        seed: crate::game::now::random_seed(),
                        rules: session.rules().clone(),
                    };
                    if let Err(e) = start_game(&mut commands, &setup, &mut next) {
                        warn!("cannot start the same game again: {e}");
                    }
                }
                if ui.add(look::big_button(&tr.get("roundend-menu"))).clicked() {
                    next.set(Screen::Title);
                }
            });
        });
    Ok(())
}
