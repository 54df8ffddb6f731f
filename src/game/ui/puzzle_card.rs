//! A puzzle's heads-up: what to do and the time, at the top of the table;
//! and once it is over, the result (solved in how long, the streak) with
//! the way on.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::theme::ui as look;
use crate::game::flow::open_table;
use crate::game::now::today;
use crate::game::persist::Settings;
use crate::game::puzzle::{in_puzzle, puzzle_over};
use crate::game::session::Session;
use crate::game::state::{Menu, OpenAfterTitle, Screen};
use crate::game::table::CurrentLayout;
use crate::game::ui::hud::ScreenPos;
use crate::game::ui_rects::UiRects;
use crate::puzzles::PuzzleLevel;
use crate::puzzles::lessons::LESSONS;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        (header, result.run_if(puzzle_over))
            .chain()
            .run_if(in_state(Screen::Playing))
            .run_if(in_puzzle)
            .run_if(super::theme::ui_ready),
    );
}

/// The streak and the days solved, as the puzzles menu and result show them.
pub fn streak_text(stats: &crate::game::persist::Stats, today: crate::puzzles::Date) -> String {
    let streak = stats.puzzle_streak(today);
    format!(
        "Streak {streak} day{} · {} days solved",
        if streak == 1 { "" } else { "s" },
        stats.puzzle_days_solved()
    )
}

/// Minutes and seconds.
pub fn clock_text(secs: f32) -> String {
    let s = secs.max(0.0) as u32;
    format!("{}:{:02}", s / 60, s % 60)
}

/// What to do and the time, in the band where opponents sit in a game.
fn header(
    mut contexts: EguiContexts,
    session: Res<Session>,
    layout: Res<CurrentLayout>,
    screen_pos: ScreenPos,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(run) = session.puzzle_run() else {
        return Ok(());
    };
    let p = &run.puzzle;
    let band = screen_pos.rect(layout.0.strip, ctx);
    let small = band.width() < 480.0;
    egui::Area::new(egui::Id::new("puzzle-header"))
        .fixed_pos(band.min)
        .order(egui::Order::Middle)
        .show(ctx, |ui| {
            ui.painter().rect_filled(band, 10.0, look::BAND_SHADE);
            ui.set_min_size(band.size());
            ui.set_max_size(band.size());
            ui.vertical_centered(|ui| {
                if let Some(lesson) = run.lesson.and_then(|i| LESSONS.get(i).map(|l| (i, l))) {
                    let (i, lesson) = lesson;
                    ui.label(
                        egui::RichText::new(format!(
                            "Lesson {} of {} · {}",
                            i + 1,
                            LESSONS.len(),
                            lesson.title
                        ))
                        .size(15.0)
                        .strong()
                        .color(look::GOLD),
                    );
                    ui.label(
                        egui::RichText::new(lesson.text)
                            .size(if small { 12.0 } else { 14.0 })
                            .color(look::BRIGHT),
                    );
                    return;
                }
                ui.add_space(((band.height() - 40.0) / 2.0).max(0.0));
                let date = if small {
                    String::new()
                } else {
                    format!(" · {}", p.date)
                };
                ui.label(
                    egui::RichText::new(format!(
                        "{} puzzle{date} · {}",
                        p.level.title(),
                        clock_text(run.secs)
                    ))
                    .size(16.0)
                    .strong()
                    .color(look::GOLD),
                );
                let sets = if p.sets_changed == 1 { "set" } else { "sets" };
                ui.label(
                    egui::RichText::new(format!(
                        "Place all {} rack tiles in one turn: {} table {sets} must change.",
                        p.rack.len(),
                        p.sets_changed
                    ))
                    .size(if small { 12.5 } else { 14.0 })
                    .color(look::MUTED),
                );
            });
        });
    Ok(())
}

fn result(
    mut contexts: EguiContexts,
    mut commands: Commands,
    session: Res<Session>,
    settings: Option<Res<Settings>>,
    mut next: ResMut<NextState<Screen>>,
    mut rects: Option<ResMut<UiRects>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(run) = session.puzzle_run() else {
        return Ok(());
    };
    let p = &run.puzzle;
    let today = today();
    let stats = settings.as_ref().map(|s| &s.stats);
    egui::Area::new(egui::Id::new("puzzle-result"))
        // Low, over the emptied rack: the solved table stays in view.
        .anchor(egui::Align2::CENTER_BOTTOM, egui::vec2(0.0, -12.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            look::card().show(ui, |ui| {
                ui.set_width((ctx.content_rect().width() - 32.0).min(380.0));
                ui.vertical_centered(|ui| {
                    if let Some(i) = run.lesson {
                        lesson_result(ui, &mut commands, &mut next, i, run.shown);
                        return;
                    }
                    if run.shown {
                        ui.label(look::heading("The solution"));
                        ui.label(
                            egui::RichText::new("Shown, so this one does not count. Try another level, or tomorrow's.")
                                .color(look::MUTED),
                        );
                    } else {
                        ui.label(look::heading("Solved!"));
                        ui.label(
                            egui::RichText::new(format!(
                                "{} puzzle of {} in {}",
                                p.level.title(),
                                p.date,
                                clock_text(run.secs)
                            ))
                            .size(18.0),
                        );
                    }
                    if let Some(stats) = stats {
                        ui.label(egui::RichText::new(streak_text(stats, today)).color(look::GOLD));
                    }
                    ui.add_space(8.0);
                    let date = p.date.parse().unwrap_or(today);
                    let harder = PuzzleLevel::ALL
                        .into_iter()
                        .skip_while(|l| *l != p.level)
                        .nth(1);
                    if let Some(level) = harder {
                        let b = ui.add(look::big_button(&format!("{} puzzle", level.title())));
                        if let Some(r) = rects.as_mut() {
                            r.note("next-puzzle", b.rect);
                        }
                        if b.clicked()
                            && let Err(e) = open_table(&mut commands, Session::daily(date, level), &mut next)
                        {
                            warn!("cannot start the puzzle: {e}");
                        }
                    }
                    if ui.add(look::big_button("Try again")).clicked()
                        && let Err(e) = open_table(&mut commands, Session::daily(date, p.level), &mut next)
                    {
                        warn!("cannot start the puzzle: {e}");
                    }
                    let back = ui.add(look::big_button("Puzzles"));
                    if let Some(r) = rects.as_mut() {
                        r.note("puzzles", back.rect);
                    }
                    if back.clicked() {
                        commands.insert_resource(OpenAfterTitle(Menu::Puzzles));
                        next.set(Screen::Title);
                    }
                });
            });
        });
    Ok(())
}

/// A lesson's end: well done (or shown), and on to the next.
fn lesson_result(
    ui: &mut egui::Ui,
    commands: &mut Commands,
    next: &mut NextState<Screen>,
    index: usize,
    shown: bool,
) {
    let last = index + 1 >= LESSONS.len();
    ui.label(look::heading(if shown {
        "That is how"
    } else {
        "Well done!"
    }));
    if let Some(lesson) = LESSONS.get(index) {
        ui.label(egui::RichText::new(lesson.title).color(look::GOLD));
    }
    if last {
        ui.label(
            egui::RichText::new("That is the whole game. Start one from New game.")
                .color(look::MUTED),
        );
    } else if let Some(next_lesson) = LESSONS.get(index + 1) {
        ui.label(egui::RichText::new(format!("Next: {}", next_lesson.title)).color(look::MUTED));
    }
    let go = |commands: &mut Commands, next: &mut NextState<Screen>, i: usize| {
        if let Err(e) = open_table(commands, Session::lesson(i), next) {
            warn!("cannot start the lesson: {e}");
        }
    };
    if !last && ui.add(look::big_button("Next lesson")).clicked() {
        go(commands, next, index + 1);
    }
    if ui.add(look::big_button("Again")).clicked() {
        go(commands, next, index);
    }
    if ui.add(look::big_button("Menu")).clicked() {
        next.set(Screen::Title);
    }
}
