//! The daily puzzles: today's three levels (solved ones with their time),
//! the streak and the days solved.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::{back, centred_panel, look, note};
use crate::game::flow::open_table;
use crate::game::locale::Tr;
use crate::game::now::today;
use crate::game::persist::Settings;
use crate::game::session::Session;
use crate::game::state::{Menu, Screen};
use crate::game::ui::puzzle_card::{clock_text, streak_text};
use crate::game::ui_rects::UiRects;
use crate::i18n::words;
use crate::puzzles::PuzzleLevel;

pub(super) fn draw(
    mut contexts: EguiContexts,
    mut commands: Commands,
    settings: Option<Res<Settings>>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    mut menu: ResMut<NextState<Menu>>,
    mut rects: Option<ResMut<UiRects>>,
    mut problem: Local<Option<String>>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let today = today();
    centred_panel(ctx, "puzzles", 380.0, |ui| {
        ui.vertical_centered(|ui| {
            ui.label(look::heading(&tr.get("puzzles-title")));
            let intro = tr.get_with("puzzles-intro", &[("date", today.to_string().into())]);
            look::text(ui, &tr, &intro, look::MUTED);
            if let Some(stats) = settings.as_ref().map(|s| &s.stats) {
                ui.label(egui::RichText::new(streak_text(&tr, stats, today)).color(look::GOLD));
            }
            ui.add_space(10.0);
            for level in PuzzleLevel::ALL {
                let solved = settings
                    .as_ref()
                    .and_then(|s| s.stats.puzzle_time(today, level));
                let label = match solved {
                    Some(secs) => tr.get_with(
                        "puzzles-solved",
                        &[
                            ("level", tr.part(words::puzzle_level(level)).into()),
                            ("time", clock_text(secs as f32).into()),
                        ],
                    ),
                    None => tr.get(words::puzzle_level(level)),
                };
                let b = ui
                    .add(look::big_button(&label))
                    .on_hover_text(tr.get(match level {
                        PuzzleLevel::Easy => "puzzles-easy-hint",
                        PuzzleLevel::Medium => "puzzles-medium-hint",
                        PuzzleLevel::Hard => "puzzles-hard-hint",
                    }));
                note(&mut rects, level_name(level), &b);
                if b.clicked() {
                    *problem =
                        open_table(&mut commands, Session::daily(today, level), &mut next).err();
                }
            }
            if let Some(p) = problem.as_ref() {
                let said = tr.get_with("puzzles-cannot-open", &[("why", p.into())]);
                ui.label(egui::RichText::new(said).color(look::WARN));
            }
            ui.add_space(6.0);
            if ui.add(look::big_button(&tr.get("menu-back"))).clicked() {
                back(&screen, &mut menu);
            }
        });
    });
    Ok(())
}

fn level_name(level: PuzzleLevel) -> &'static str {
    match level {
        PuzzleLevel::Easy => "puzzle-easy",
        PuzzleLevel::Medium => "puzzle-medium",
        PuzzleLevel::Hard => "puzzle-hard",
    }
}
