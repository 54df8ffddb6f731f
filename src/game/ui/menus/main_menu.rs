//! The main menu over the title: Continue, New game, Settings, How to play, Quit.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::{NewGameForm, centred_panel, look, note};
use crate::game::dev::UiRects;
use crate::game::flow::PendingGame;
use crate::game::persist::{SaveStatus, Settings, Storage, StorageNotices, load_saved_game};
use crate::game::state::{Menu, Screen};

pub(super) fn draw(
    mut contexts: EguiContexts,
    mut commands: Commands,
    storage: Option<Res<Storage>>,
    settings: Option<Res<Settings>>,
    status: Option<ResMut<SaveStatus>>,
    mut notices: ResMut<StorageNotices>,
    mut next: ResMut<NextState<Screen>>,
    mut menu: ResMut<NextState<Menu>>,
    mut exit: MessageWriter<AppExit>,
    mut rects: Option<ResMut<UiRects>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut status = status;
    let has_save = status.as_ref().is_some_and(|s| s.has_saved_game);
    centred_panel(ctx, "menu", 360.0, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(8.0);
            ui.label(look::title("Tilemeld"));
            ui.label(
                egui::RichText::new("runs · groups · rearrange the table")
                    .italics()
                    .color(look::MUTED),
            );
            ui.add_space(18.0);
            let cont = ui.add_enabled(has_save, look::big_button("Continue"));
            note(&mut rects, "continue", &cont);
            if cont.clicked()
                && let (Some(storage), Some(status)) = (&storage, &mut status)
                && let Some(session) = load_saved_game(&storage.0, status, &mut notices)
            {
                commands.insert_resource(PendingGame(session));
                next.set(Screen::Playing);
            }
            let new_game = ui.add(look::big_button("New game"));
            note(&mut rects, "new-game", &new_game);
            if new_game.clicked() {
                let setup = settings
                    .as_ref()
                    .and_then(|s| s.last_setup.clone())
                    .unwrap_or_default();
                let mut setup = setup;
                setup.seed = crate::game::setup::random_seed();
                commands.insert_resource(NewGameForm::from_setup(setup));
                menu.set(Menu::NewGame);
            }
            if ui.add(look::big_button("Settings")).clicked() {
                menu.set(Menu::Settings);
            }
            if ui.add(look::big_button("How to play")).clicked() {
                menu.set(Menu::HowToPlay);
            }
            if !cfg!(target_arch = "wasm32") && ui.add(look::big_button("Quit")).clicked() {
                exit.write(AppExit::Success);
            }
            for n in notices.0.iter() {
                ui.add_space(8.0);
                ui.label(egui::RichText::new(n).color(look::WARN));
            }
        });
    });
    Ok(())
}
