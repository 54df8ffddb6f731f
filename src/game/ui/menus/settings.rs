//! The Settings screen: sound, animation, colour-blind mode, tile and text
//! size, high contrast, language, statistics.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::{back, centred_panel, look};
use crate::ai::Level;
use crate::game::locale::Tr;
use crate::game::palette::TileColours;
use crate::game::persist::{Settings, level_index};
use crate::game::state::{Menu, Screen};
use crate::i18n::Lang;

/// The size setting's steps, each with its name's key.
pub const UI_SIZES: [(f32, &str); 4] = [
    (0.85, "settings-size-small"),
    (1.0, "settings-size-normal"),
    (1.25, "settings-size-large"),
    (1.5, "settings-size-larger"),
];

pub(super) fn draw(
    mut contexts: EguiContexts,
    settings: Option<ResMut<Settings>>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Menu>>,
    tr: Res<Tr>,
) -> Result {
    let Some(mut settings) = settings else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    centred_panel(ctx, "settings", 460.0, |ui| {
        ui.label(look::heading(&tr.get("settings-title")));
        // A grid where there is room; on a phone each label above its control.
        let narrow = ui.available_width() < 440.0;
        if narrow {
            // In the card's own layout: flush right when read right to left.
            controls(ui, &tr, &mut settings, true);
        } else {
            ui.vertical(|ui| {
                egui::Grid::new("settings-grid")
                    .num_columns(2)
                    .spacing([16.0, 10.0])
                    .show(ui, |ui| controls(ui, &tr, &mut settings, false))
            });
        }
        ui.separator();
        statistics(ui, &tr, &settings);
        ui.add_space(8.0);
        if ui.add(look::big_button(&tr.get("menu-back"))).clicked() {
            back(&screen, &mut next);
        }
    });
    Ok(())
}

/// Rounds and matches won, against each computer level, the best round.
fn statistics(ui: &mut egui::Ui, tr: &Tr, settings: &Settings) {
    ui.label(egui::RichText::new(tr.get("settings-statistics")).strong());
    let st = &settings.stats;
    let won = tr.get_with(
        "settings-stats-won",
        &[
            ("rounds", st.rounds_won.into()),
            ("rounds_played", st.rounds_played.into()),
            ("matches", st.matches_won.into()),
            ("matches_played", st.matches_played.into()),
        ],
    );
    look::text(ui, tr, &won, look::TEXT);
    for level in [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Master,
        Level::Greedy,
    ] {
        let l = st.by_level[level_index(level)];
        if l.played > 0 {
            // The level's stable key selects its word in the message.
            let against = tr.get_with(
                "settings-stats-against",
                &[
                    ("level", level.key().into()),
                    ("won", l.won.into()),
                    ("played", l.played.into()),
                ],
            );
            look::text(ui, tr, &against, look::TEXT);
        }
    }
    if let Some(best) = st.best_round {
        ui.label(tr.get_with(
            "settings-stats-best-round",
            &[("points", format!("{best:+}").into())],
        ));
    }
}

/// One setting: its name and its control, as a grid row or stacked.
fn row(ui: &mut egui::Ui, narrow: bool, name: &str, control: impl FnOnce(&mut egui::Ui)) {
    if narrow {
        ui.label(egui::RichText::new(name).strong());
        control(ui);
        ui.add_space(4.0);
    } else {
        // The control in a cell of its own, so a control that wraps onto a
        // second line (a long language) makes its row taller instead of
        // overlapping.
        look::grid_pair(
            ui,
            |ui| look::grid_label(ui, name),
            |ui| look::grid_control(ui, 250.0, control),
        );
        ui.end_row();
    }
}

fn controls(ui: &mut egui::Ui, tr: &Tr, settings: &mut Settings, narrow: bool) {
    // Read right to left, a slider's least is on the right (egui takes a
    // range from high to low), so its label's ends read the same way.
    let rtl = look::right_to_left(ui.ctx());
    let range = |least: f32, most: f32| if rtl { most..=least } else { least..=most };
    row(ui, narrow, &tr.get("settings-music"), |ui| {
        ui.add(egui::Slider::new(&mut settings.music_volume, range(0.0, 1.0)).show_value(false));
    });
    row(ui, narrow, &tr.get("settings-effects"), |ui| {
        ui.add(egui::Slider::new(&mut settings.effects_volume, range(0.0, 1.0)).show_value(false));
    });
    row(ui, narrow, &tr.get("settings-sound"), |ui| {
        look::checkbox(ui, &mut settings.muted, tr.get("settings-mute"));
    });
    row(ui, narrow, &tr.get("settings-animation"), |ui| {
        look::row_wrapped(ui, |ui| {
            ui.add_enabled(
                !settings.instant_animation,
                egui::Slider::new(&mut settings.animation_speed, range(0.25, 4.0))
                    .text(tr.get("settings-animation-speed"))
                    .show_value(false),
            );
            look::checkbox(
                ui,
                &mut settings.instant_animation,
                tr.get("settings-instant"),
            );
            look::checkbox(
                ui,
                &mut settings.reduce_motion,
                tr.get("settings-reduce-motion"),
            );
        });
    });
    row(ui, narrow, &tr.get("settings-tile-colours"), |ui| {
        look::row_wrapped(ui, |ui| {
            for colours in TileColours::ALL {
                let on = settings.tile_colours == colours;
                if ui.selectable_label(on, tr.get(colours.key())).clicked() {
                    settings.tile_colours = colours;
                }
            }
        });
    });
    row(ui, narrow, &tr.get("settings-colour-blind"), |ui| {
        look::checkbox(
            ui,
            &mut settings.colour_blind,
            tr.get("settings-colour-blind-symbols"),
        );
    });
    // Steps, not a slider: the menu itself grows as it changes.
    row(ui, narrow, &tr.get("settings-size"), |ui| {
        look::row_wrapped(ui, |ui| {
            for (scale, name) in UI_SIZES {
                let on = (settings.ui_scale - scale).abs() < 0.01;
                if ui.selectable_label(on, tr.get(name)).clicked() {
                    settings.ui_scale = scale;
                }
            }
        });
    });
    row(ui, narrow, &tr.get("settings-high-contrast"), |ui| {
        look::checkbox(
            ui,
            &mut settings.high_contrast,
            tr.get("settings-high-contrast-detail"),
        );
    });
    row(ui, narrow, &tr.get("settings-language"), |ui| {
        language(ui, tr, &mut settings.language);
    });
}

/// The language list: the system's, or one by its own name (each language
/// is named in itself, never translated).
fn language(ui: &mut egui::Ui, tr: &Tr, chosen: &mut Option<Lang>) {
    let name = |lang: Option<Lang>| match lang {
        None => tr.get("settings-language-system"),
        Some(l) => l.native_name().to_string(),
    };
    let combo = egui::ComboBox::from_id_salt("language")
        .selected_text(name(*chosen))
        .show_ui(ui, |ui| {
            ui.selectable_value(chosen, None, name(None));
            for lang in Lang::ALL {
                let item = ui.selectable_value(chosen, Some(lang), name(Some(lang)));
                // A screen reader says each name in its own language's voice.
                ui.ctx().accesskit_node_builder(item.id, |node| {
                    node.set_language(lang.tag());
                });
            }
        });
    super::list_above(ui, &combo.response);
}
