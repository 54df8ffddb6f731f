//! The Settings screen: sound, animation, colour-blind mode, tile and text
//! size, high contrast, statistics.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::{back, centred_panel, look};
use crate::ai::Level;
use crate::game::persist::{Settings, level_index};
use crate::game::state::{Menu, Screen};

/// The size setting's steps.
pub const UI_SIZES: [(f32, &str); 4] = [
    (0.85, "Small"),
    (1.0, "Normal"),
    (1.25, "Large"),
    (1.5, "Larger"),
];

pub(super) fn draw(
    mut contexts: EguiContexts,
    settings: Option<ResMut<Settings>>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Menu>>,
) -> Result {
    let Some(mut settings) = settings else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    centred_panel(ctx, "settings", 460.0, |ui| {
        ui.label(look::heading("Settings"));
        // A grid where there is room; on a phone each label above its control.
        let narrow = ui.available_width() < 440.0;
        if narrow {
            ui.vertical(|ui| controls(ui, &mut settings, true));
        } else {
            egui::Grid::new("settings-grid")
                .num_columns(2)
                .spacing([16.0, 10.0])
                .show(ui, |ui| controls(ui, &mut settings, false));
        }
        ui.separator();
        ui.label(egui::RichText::new("Statistics").strong());
        let st = &settings.stats;
        ui.label(format!(
            "Rounds won {} of {} · matches won {} of {}",
            st.rounds_won, st.rounds_played, st.matches_won, st.matches_played
        ));
        for level in [Level::Easy, Level::Medium, Level::Hard, Level::Greedy] {
            let l = st.by_level[level_index(level)];
            if l.played > 0 {
                ui.label(format!(
                    "Against {}: won {} of {} rounds",
                    level.key(),
                    l.won,
                    l.played
                ));
            }
        }
        if let Some(best) = st.best_round {
            ui.label(format!("Best round: {best:+} points"));
        }
        ui.add_space(8.0);
        if ui.add(look::big_button("Back")).clicked() {
            back(&screen, &mut next);
        }
    });
    Ok(())
}

/// One setting: its name and its control, as a grid row or stacked.
fn row(ui: &mut egui::Ui, narrow: bool, name: &str, control: impl FnOnce(&mut egui::Ui)) {
    if narrow {
        ui.label(egui::RichText::new(name).strong());
        control(ui);
        ui.add_space(4.0);
    } else {
        ui.label(name);
        control(ui);
        ui.end_row();
    }
}

fn controls(ui: &mut egui::Ui, settings: &mut Settings, narrow: bool) {
    row(ui, narrow, "Music", |ui| {
        ui.add(egui::Slider::new(&mut settings.music_volume, 0.0..=1.0).show_value(false));
    });
    row(ui, narrow, "Effects", |ui| {
        ui.add(egui::Slider::new(&mut settings.effects_volume, 0.0..=1.0).show_value(false));
    });
    row(ui, narrow, "Sound", |ui| {
        ui.checkbox(&mut settings.muted, "mute everything");
    });
    row(ui, narrow, "Animation", |ui| {
        ui.horizontal_wrapped(|ui| {
            ui.add_enabled(
                !settings.instant_animation,
                egui::Slider::new(&mut settings.animation_speed, 0.25..=4.0)
                    .text("calm … brisk")
                    .show_value(false),
            );
            ui.checkbox(&mut settings.instant_animation, "instant");
        });
    });
    row(ui, narrow, "Colour-blind mode", |ui| {
        ui.checkbox(&mut settings.colour_blind, "a symbol for each colour");
    });
    // Steps, not a slider: the menu itself grows as it changes.
    row(ui, narrow, "Tile and text size", |ui| {
        ui.horizontal_wrapped(|ui| {
            for (scale, name) in UI_SIZES {
                let on = (settings.ui_scale - scale).abs() < 0.01;
                if ui.selectable_label(on, name).clicked() {
                    settings.ui_scale = scale;
                }
            }
        });
    });
    row(ui, narrow, "High contrast", |ui| {
        ui.checkbox(&mut settings.high_contrast, "dark felt, white outlines");
    });
}
