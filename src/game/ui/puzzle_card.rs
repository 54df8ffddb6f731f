//! A puzzle's heads-up: what to do and the time, at the top of the table;
//! and once it is over, the result (solved in how long, the streak) with
//! the way on.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::theme::ui as look;
use crate::game::flow::open_table;
use crate::game::locale::Tr;
use crate::game::now::today;
use crate::game::persist::Settings;
use crate::game::puzzle::{in_puzzle, puzzle_over};
use crate::game::session::Session;
use crate::game::state::{Menu, OpenAfterTitle, Screen};
use crate::game::table::CurrentLayout;
use crate::game::ui::hud::ScreenPos;
use crate::game::ui_rects::UiRects;
use crate::i18n::words;
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
pub fn streak_text(
    tr: &Tr,
    stats: &crate::game::persist::Stats,
    today: crate::puzzles::Date,
) -> String {
    tr.get_with(
        "puzzle-streak",
        &[
            ("streak", stats.puzzle_streak(today).into()),
            ("solved", stats.puzzle_days_solved().into()),
        ],
    )
}

/// Minutes and seconds (the same in every language).
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
    tr: Res<Tr>,
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
                        egui::RichText::new(tr.get_with(
                            "lesson-heading",
                            &[
                                ("number", (i + 1).into()),
                                ("count", LESSONS.len().into()),
                                ("title", tr.part(lesson.title).into()),
                            ],
                        ))
                        .size(15.0)
                        .strong()
                        .color(look::GOLD),
                    );
                    let size = if small { 12.0 } else { 14.0 };
                    look::paragraph(ui, &tr, &tr.get(lesson.text), size, look::BRIGHT);
                    return;
                }
                ui.add_space(((band.height() - 40.0) / 2.0).max(0.0));
                let level = tr.part(words::puzzle_level(p.level));
                let time = clock_text(run.secs);
                let heading = if small {
                    tr.get_with(
                        "puzzle-heading-short",
                        &[("level", level.into()), ("time", time.into())],
                    )
                } else {
                    tr.get_with(
                        "puzzle-heading",
                        &[
                            ("level", level.into()),
                            ("date", (&p.date).into()),
                            ("time", time.into()),
                        ],
                    )
                };
                ui.label(
                    egui::RichText::new(heading)
                        .size(16.0)
                        .strong()
                        .color(look::GOLD),
                );
                ui.label(
                    egui::RichText::new(tr.get_with(
                        "puzzle-goal",
                        &[
                            ("tiles", p.rack.len().into()),
                            ("sets", p.sets_changed.into()),
                        ],
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
    tr: Res<Tr>,
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
                        lesson_result(ui, &tr, &mut commands, &mut next, i, run.shown);
                        return;
                    }
                    if run.shown {
                        ui.label(look::heading(&tr.get("puzzle-solution")));
                        ui.label(
                            egui::RichText::new(tr.get("puzzle-solution-shown")).color(look::MUTED),
                        );
                    } else {
                        ui.label(look::heading(&tr.get("puzzle-solved")));
                        ui.label(
                            egui::RichText::new(tr.get_with(
                                "puzzle-solved-in",
                                &[
                                    ("level", tr.part(words::puzzle_level(p.level)).into()),
                                    ("date", (&p.date).into()),
                                    ("time", clock_text(run.secs).into()),
                                ],
                            ))
                            .size(18.0),
                        );
                    }
                    if let Some(stats) = stats {
                        ui.label(
                            egui::RichText::new(streak_text(&tr, stats, today)).color(look::GOLD),
                        );
                    }
                    ui.add_space(8.0);
                    let date = p.date.parse().unwrap_or(today);
                    let harder = PuzzleLevel::ALL
                        .into_iter()
                        .skip_while(|l| *l != p.level)
                        .nth(1);
                    if let Some(level) = harder {
                        let b = ui.add(look::big_button(&tr.get_with(
                            "puzzle-next-level",
                            &[("level", tr.part(words::puzzle_level(level)).into())],
                        )));
                        if let Some(r) = rects.as_mut() {
                            r.note("next-puzzle", b.rect);
                        }
                        if b.clicked()
                            && let Err(e) =
                                open_table(&mut commands, Session::daily(date, level), &mut next)
                        {
                            warn!("cannot start the puzzle: {e}");
                        }
                    }
                    if ui
                        .add(look::big_button(&tr.get("puzzle-try-again")))
                        .clicked()
                        && let Err(e) =
                            open_table(&mut commands, Session::daily(date, p.level), &mut next)
                    {
                        warn!("cannot start the puzzle: {e}");
                    }
                    let back = ui.add(look::big_button(&tr.get("puzzle-puzzles")));
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
    tr: &Tr,
    commands: &mut Commands,
    next: &mut NextState<Screen>,
    index: usize,
    shown: bool,
) {
    let last = index + 1 >= LESSONS.len();
    ui.label(look::heading(&if shown {
        tr.get("lesson-shown")
    } else {
        tr.get("lesson-well-done")
    }));
    if let Some(lesson) = LESSONS.get(index) {
        ui.label(egui::RichText::new(tr.get(lesson.title)).color(look::GOLD));
    }
    if last {
        ui.label(egui::RichText::new(tr.get("lesson-last")).color(look::MUTED));
    } else if let Some(next_lesson) = LESSONS.get(index + 1) {
        ui.label(
            egui::RichText::new(tr.get_with(
                "lesson-next",
                &[("title", tr.part(next_lesson.title).into())],
            ))
            .color(look::MUTED),
        );
    }
    let go = |commands: &mut Commands, next: &mut NextState<Screen>, i: usize| {
        if let Err(e) = open_table(commands, Session::lesson(i), next) {
            warn!("cannot start the lesson: {e}");
        }
    };
    if !last
        && ui
            .add(look::big_button(&tr.get("lesson-next-lesson")))
            .clicked()
    {
        go(commands, next, index + 1);
    }
    if ui.add(look::big_button(&tr.get("lesson-again"))).clicked() {
        go(commands, next, index);
    }
    if ui.add(look::big_button(&tr.get("lesson-menu"))).clicked() {
        next.set(Screen::Title);
    }
}
