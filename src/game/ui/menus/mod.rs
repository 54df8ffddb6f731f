//! The menus: main, new game, settings, how to play, and the pause menu
//! over a game. Each is drawn while its `Menu` state is on; Back returns to
//! the main menu over the title, or to the pause menu over a game.

mod how_to_play;
mod main_menu;
mod new_game;
mod online;
mod online_lists;
mod online_quick;
mod pause;
mod puzzles;
mod replays;
mod rule_options;
mod settings;

use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};

use super::theme::ui as look;
use crate::game::state::{Menu, Screen};
use crate::game::ui_rects::note;

pub use new_game::NewGameForm;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<online::JoinForm>()
        .init_resource::<online_quick::QuickForm>()
        .init_resource::<online_lists::BoardForm>()
        .add_systems(OnEnter(Menu::Online), online::fresh_lists);
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Startup, online::invite_link);
    app.add_systems(
        EguiPrimaryContextPass,
        (
            main_menu::draw.run_if(in_state(Menu::Main)),
            new_game::draw.run_if(in_state(Menu::NewGame)),
            settings::draw.run_if(in_state(Menu::Settings)),
            how_to_play::draw.run_if(in_state(Menu::HowToPlay)),
            pause::draw.run_if(in_state(Menu::Pause)),
            puzzles::draw.run_if(in_state(Menu::Puzzles)),
            replays::draw.run_if(in_state(Menu::Replays)),
            online::draw.run_if(in_state(Menu::Online)),
            pause::menu_button
                .run_if(in_state(Screen::Playing))
                .run_if(in_state(Menu::None)),
        )
            .run_if(super::theme::ui_ready),
    );
}

/// Text typed for `field` in the web page's accessible copy: it replaces
/// `text` (cut to `limit` characters). Whether it did.
fn typed_in_copy(field: &egui::Response, text: &mut String, limit: usize) -> bool {
    #[cfg(target_arch = "wasm32")]
    if let Some(typed) = crate::game::web_access::take_typed(field.id) {
        *text = typed.chars().take(limit).collect();
        return true;
    }
    let _ = (field, text, limit);
    false
}

/// Keeps a dropdown's open list above the menu card it belongs to (the card
/// is moved to the top every frame; its sublayers go with it).
fn list_above(ui: &egui::Ui, combo: &egui::Response) {
    ui.ctx().set_sublayer(
        ui.layer_id(),
        egui::LayerId::new(egui::Order::Foreground, combo.id.with("popup")),
    );
}

/// Back from Settings or How to play: to the menu they were opened from.
fn back(screen: &State<Screen>, next: &mut NextState<Menu>) {
    next.set(Menu::back(*screen.get()));
}

fn centred_panel(ctx: &egui::Context, id: &str, width: f32, add: impl FnOnce(&mut egui::Ui)) {
    let screen = ctx.content_rect();
    // Above everything on the table, the hot-seat cover included: the top of
    // the foreground, where the dropdowns' lists open (see `list_above`). A
    // higher order would hide those lists behind the card.
    let id = egui::Id::new(id);
    ctx.move_to_top(egui::LayerId::new(egui::Order::Foreground, id));
    egui::Area::new(id)
        .order(egui::Order::Foreground)
        .anchor(
            egui::Align2::CENTER_TOP,
            egui::vec2(0.0, (screen.height() * 0.06).max(8.0)),
        )
        .show(ctx, |ui| {
            look::card().show(ui, |ui| {
                ui.set_width(width.min(screen.width() - 48.0));
                ui.set_max_height(screen.height() * 0.86);
                egui::ScrollArea::vertical().show(ui, |ui| {
                    // Read right to left, the card's lines start at its right.
                    // (A grid must sit in a left-aligned block of its own:
                    // egui's grid starts at the cursor, which in a
                    // right-aligned layout is no place to start from.)
                    if look::right_to_left(ui.ctx()) {
                        // Clear of the scroll bar, which floats over the
                        // content's right edge.
                        let scroll = &ui.spacing().scroll;
                        let bar =
                            scroll.bar_width + scroll.bar_inner_margin + scroll.bar_outer_margin;
                        ui.set_max_width(ui.available_width() - bar);
                        ui.with_layout(egui::Layout::top_down(egui::Align::Max), add);
                    } else {
                        add(ui);
                    }
                });
            });
        });
}
