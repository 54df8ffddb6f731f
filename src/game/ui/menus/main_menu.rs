//! The main menu over the title: Continue, New game, Daily puzzle, Settings,
//! How to play, Quit.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::{NewGameForm, centred_panel, look, note};
use crate::game::flow::PendingGame;
use crate::game::locale::Tr;
use crate::game::persist::{SaveStatus, Settings, Storage, StorageNotices, load_saved_game};
use crate::game::state::{Menu, Screen};
use crate::game::ui_rects::UiRects;

pub(super) fn draw(
    mut contexts: EguiContexts,
    mut commands: Commands,
    storage: Option<Res<Storage>>,
    mut settings: Option<ResMut<Settings>>,
    status: Option<ResMut<SaveStatus>>,
    mut notices: ResMut<StorageNotices>,
    mut next: ResMut<NextState<Screen>>,
    mut menu: ResMut<NextState<Menu>>,
    mut exit: MessageWriter<AppExit>,
    mut rects: Option<ResMut<UiRects>>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut status = status;
    let has_save = status.as_ref().is_some_and(|s| s.has_saved_game);
    centred_panel(ctx, "menu", 360.0, |ui| {
        ui.vertical_centered(|ui| {
            // A short window (a laptop's 800 pixels with the lessons
            // offered) keeps the last button in view: the buttons close up.
            let short = ui.ctx().content_rect().height() < 880.0;
            if short {
                ui.spacing_mut().item_spacing.y = 4.0;
            }
            heading(ui, &tr, short);
            if settings.as_ref().is_some_and(|s| s.offer_lessons()) {
                lessons_offer(ui, &tr, &mut commands, &mut next, &mut settings, &mut rects);
            }
            let cont = ui.add_enabled(has_save, look::big_button(&tr.get("main-continue")));
            note(&mut rects, "continue", &cont);
            if cont.clicked()
                && let (Some(storage), Some(status)) = (&storage, &mut status)
                && let Some(session) = load_saved_game(&storage.0, status, &mut notices)
            {
                commands.insert_resource(PendingGame(session));
                next.set(Screen::Playing);
            }
            let new_game = ui.add(look::big_button(&tr.get("main-new-game")));
            note(&mut rects, "new-game", &new_game);
            if new_game.clicked() {
                open_new_game(&mut commands, settings.as_deref(), &tr);
                menu.set(Menu::NewGame);
            }
            let online = ui.add(look::big_button(&tr.get("main-play-online")));
            note(&mut rects, "play-online", &online);
            if online.clicked() {
                menu.set(Menu::Online);
            }
            let learn = ui.add(look::big_button(&tr.get("main-learn")));
            note(&mut rects, "learn", &learn);
            if learn.clicked() {
                start_lessons(&mut commands, &mut next, &mut settings);
            }
            let puzzles = ui.add(look::big_button(&tr.get("main-daily-puzzle")));
            note(&mut rects, "daily-puzzle", &puzzles);
            if puzzles.clicked() {
                menu.set(Menu::Puzzles);
            }
            let replays = ui.add(look::big_button(&tr.get("main-replays")));
            note(&mut rects, "replays", &replays);
            if replays.clicked() {
                menu.set(Menu::Replays);
            }
            if ui.add(look::big_button(&tr.get("main-settings"))).clicked() {
                menu.set(Menu::Settings);
            }
            if ui
                .add(look::big_button(&tr.get("main-how-to-play")))
                .clicked()
            {
                menu.set(Menu::HowToPlay);
            }
            if !cfg!(target_arch = "wasm32")
                && ui.add(look::big_button(&tr.get("main-quit"))).clicked()
            {
                exit.write(AppExit::Success);
            }
            for n in notices.0.iter() {
                ui.add_space(8.0);
                ui.label(egui::RichText::new(tr.phrase(n)).color(look::WARN));
            }
        });
    });
    Ok(())
}

/// The game's name in tiles and its tagline.
fn heading(ui: &mut egui::Ui, tr: &Tr, short: bool) {
    ui.add_space(if short { 2.0 } else { 8.0 });
    title_tiles(ui, "TILEMELD");
    let mut tagline = egui::RichText::new(tr.get("main-tagline")).color(look::MUTED);
    if tr.lang().slants() {
        tagline = tagline.italics();
    }
    ui.label(tagline);
    ui.add_space(if short { 8.0 } else { 18.0 });
}

/// The New game form, filled as the last game was set up (a new seed).
fn open_new_game(commands: &mut Commands, settings: Option<&Settings>, tr: &Tr) {
    let mut setup = settings
        .and_then(|s| s.last_setup.clone())
        .unwrap_or_else(|| super::new_game::default_setup(tr));
    setup.seed = crate::game::now::random_seed();
    commands.insert_resource(NewGameForm::from_setup(setup));
}

/// The first start's offer: a short card above the menu's buttons (it blocks
/// nothing) with the first lesson and a way to say no for good.
fn lessons_offer(
    ui: &mut egui::Ui,
    tr: &Tr,
    commands: &mut Commands,
    next: &mut NextState<Screen>,
    settings: &mut Option<ResMut<Settings>>,
    rects: &mut Option<ResMut<UiRects>>,
) {
    egui::Frame::new()
        .fill(look::GOLD.gamma_multiply(0.12))
        .stroke(egui::Stroke::new(1.0, look::GOLD))
        .corner_radius(8.0)
        .inner_margin(10.0)
        .show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.label(
                    egui::RichText::new(tr.get("main-offer-title"))
                        .strong()
                        .color(look::GOLD),
                );
                let offer = tr.get_with(
                    "main-offer-text",
                    &[("lessons", 11.into()), ("minutes", 5.into())],
                );
                look::paragraph(ui, tr, &offer, 16.0, look::TEXT);
                ui.columns(2, |cols| {
                    let start = cols[0]
                        .vertical_centered(|ui| ui.button(tr.get("main-offer-start")))
                        .inner;
                    note(rects, "lessons-offer-start", &start);
                    if start.clicked() {
                        start_lessons(commands, next, settings);
                    }
                    let no = cols[1]
                        .vertical_centered(|ui| ui.button(tr.get("main-offer-no")))
                        .inner;
                    note(rects, "lessons-offer-no", &no);
                    if no.clicked()
                        && let Some(s) = settings
                    {
                        s.lessons_offered = true;
                    }
                });
            });
        });
    ui.add_space(12.0);
}

fn start_lessons(
    commands: &mut Commands,
    next: &mut NextState<Screen>,
    settings: &mut Option<ResMut<Settings>>,
) {
    if let Some(s) = settings {
        s.lessons_offered = true;
    }
    if let Err(e) =
        crate::game::flow::open_table(commands, crate::game::session::Session::lesson(0), next)
    {
        warn!("cannot start the first lesson: {e}");
    }
}

/// The game's name on tiles that drop onto the card one after another and
/// settle with a little bounce.
fn title_tiles(ui: &mut egui::Ui, name: &str) {
    let letters: Vec<char> = name.chars().collect();
    let n = letters.len() as f32;
    let gap = 5.0;
    let w = ((ui.available_width() - gap * (n - 1.0)) / n).min(50.0);
    let h = w / 0.74;
    let (rect, _) = ui.allocate_exact_size(
        egui::vec2(n * w + (n - 1.0) * gap, h + 10.0),
        egui::Sense::hover(),
    );
    let now = ui.ctx().input(|i| i.time);
    let id = egui::Id::new("title-tiles-start");
    let start = ui
        .ctx()
        .data_mut(|d| *d.get_temp_mut_or_insert_with(id, || now));
    let p = ui.painter();
    let mut moving = false;
    for (i, letter) in letters.iter().enumerate() {
        // Each tile falls for 0.45 s, 0.08 s after the one before.
        let t = (((now - start) as f32 - i as f32 * 0.08) / 0.45).clamp(0.0, 1.0);
        moving |= t < 1.0;
        // Ease out with a small overshoot.
        let s = 1.70158;
        let eased = 1.0 + (s + 1.0) * (t - 1.0).powi(3) + s * (t - 1.0).powi(2);
        let drop = (1.0 - eased) * -60.0;
        let x = rect.left() + i as f32 * (w + gap);
        let tile =
            egui::Rect::from_min_size(egui::pos2(x, rect.top() + 4.0 + drop), egui::vec2(w, h));
        let alpha = (t * 3.0).min(1.0);
        let fade = |c: egui::Color32| c.gamma_multiply(alpha);
        p.rect_filled(
            tile.translate(egui::vec2(2.0, 3.0)),
            6.0,
            fade(look::TILE_SHADOW),
        );
        p.rect_filled(tile, 6.0, fade(look::TILE_FACE));
        p.rect_stroke(
            tile,
            6.0,
            egui::Stroke::new(1.0, fade(look::TILE_EDGE)),
            egui::StrokeKind::Inside,
        );
        // The menus' one font is light; the letters are struck twice, a
        // little apart, to stand bold on the tile.
        for dx in [-0.6, 0.6] {
            p.text(
                tile.center() + egui::vec2(dx, 0.0),
                egui::Align2::CENTER_CENTER,
                letter,
                egui::FontId::proportional(h * 0.62),
                fade(look::TILE_INKS[i % 4]),
            );
        }
    }
    if moving {
        ui.ctx().request_repaint();
    }
}
