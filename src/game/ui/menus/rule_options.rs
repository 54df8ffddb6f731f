//! A widget for every field of the rule set.

use bevy_egui::egui;

use crate::game::locale::Tr;
use crate::game::ui::theme::ui as look;
use crate::rules::{MatchLength, PlayDirection, PoolExhaustedWinner, RuleSet, Standings};

/// Widgets for every field of the rule set.
pub(super) fn rule_options(ui: &mut egui::Ui, tr: &Tr, rules: &mut RuleSet) {
    // A block of its own: see `centred_panel`.
    ui.vertical(|ui| {
        egui::Grid::new("rules")
            .num_columns(2)
            .spacing([16.0, 6.0])
            .show(ui, |ui| {
                deal_and_turn_rows(ui, tr, rules);
                joker_rows(ui, tr, rules);
                penalty_rows(ui, tr, rules);
                ending_rows(ui, tr, rules);
            })
    });
}

/// A row of the grid: the option's name and its control (in reading
/// order).
fn option(ui: &mut egui::Ui, name: String, control: impl FnOnce(&mut egui::Ui)) {
    look::grid_pair(ui, |ui| look::grid_label(ui, name), control);
    ui.end_row();
}

/// A slider's unit after its number ("12 points"): the catalog's word,
/// with the space before it.
fn unit(tr: &Tr, key: &str) -> String {
    format!(" {}", tr.get(key))
}

/// Tiles dealt, the initial meld, the turn timer and wrapping runs.
fn deal_and_turn_rows(ui: &mut egui::Ui, tr: &Tr, rules: &mut RuleSet) {
    option(ui, tr.get("options-tiles-dealt"), |ui| {
        look::row(ui, |ui| {
            ui.radio_value(&mut rules.tiles_per_player, 14, "14");
            ui.radio_value(&mut rules.tiles_per_player, 16, "16");
        });
    });
    option(ui, tr.get("options-initial-meld"), |ui| {
        ui.add(
            egui::Slider::new(&mut rules.initial_meld_points, 0..=60)
                .suffix(unit(tr, "options-unit-points")),
        );
    });
    option(ui, tr.get("options-turn-timer"), |ui| {
        look::row(ui, |ui| {
            ui.radio_value(
                &mut rules.turn_timer_secs,
                None,
                tr.get("options-timer-off"),
            );
            for secs in [30_u16, 60, 120] {
                let label = tr.get_with("options-timer-seconds", &[("secs", secs.into())]);
                ui.radio_value(&mut rules.turn_timer_secs, Some(secs), label);
            }
        });
    });
    option(ui, tr.get("options-wrap-runs"), |ui| {
        ui.checkbox(&mut rules.wrap_around_runs, "");
    });
}

/// The joker's penalty and the joker rules.
fn joker_rows(ui: &mut egui::Ui, tr: &Tr, rules: &mut RuleSet) {
    option(ui, tr.get("options-joker-penalty"), |ui| {
        look::row(ui, |ui| {
            ui.radio_value(&mut rules.joker_penalty, 30, "30");
            ui.radio_value(&mut rules.joker_penalty, 25, "25");
        });
    });
    option(ui, tr.get("options-joker-replacement"), |ui| {
        ui.checkbox(&mut rules.joker_replacement_from_rack, "");
    });
    option(ui, tr.get("options-freed-joker"), |ui| {
        ui.checkbox(&mut rules.freed_joker_needs_two_rack_tiles, "");
    });
    option(ui, tr.get("options-group-joker"), |ui| {
        ui.checkbox(&mut rules.group_joker_needs_both_colours, "");
    });
    option(ui, tr.get("options-joker-sets-locked"), |ui| {
        ui.checkbox(&mut rules.joker_sets_locked, "");
    });
}

/// The tiles drawn for a time-out or an invalid turn given up.
fn penalty_rows(ui: &mut egui::Ui, tr: &Tr, rules: &mut RuleSet) {
    let tiles = unit(tr, "options-unit-tiles");
    option(ui, tr.get("options-timeout-penalty"), |ui| {
        ui.add(egui::Slider::new(&mut rules.timeout_penalty, 0..=3).suffix(&tiles));
    });
    option(ui, tr.get("options-timeout-invalid-penalty"), |ui| {
        ui.add(egui::Slider::new(&mut rules.timeout_invalid_table_penalty, 0..=3).suffix(&tiles));
    });
    option(ui, tr.get("options-invalid-turn-penalty"), |ui| {
        ui.add(egui::Slider::new(&mut rules.invalid_turn_penalty, 0..=3).suffix(&tiles));
    });
}

/// Who wins on an empty pool, the match's length, the standings and the
/// direction of play.
fn ending_rows(ui: &mut egui::Ui, tr: &Tr, rules: &mut RuleSet) {
    option(ui, tr.get("options-empty-pool"), |ui| {
        look::row(ui, |ui| {
            ui.radio_value(
                &mut rules.pool_exhausted_winner,
                PoolExhaustedWinner::LowestValue,
                tr.get("options-lowest-value"),
            );
            ui.radio_value(
                &mut rules.pool_exhausted_winner,
                PoolExhaustedWinner::FewestTiles,
                tr.get("options-fewest-tiles"),
            );
        });
    });
    option(ui, tr.get("options-match-length"), |ui| {
        ui.vertical(|ui| match_length(ui, tr, &mut rules.match_length));
    });
    option(ui, tr.get("options-standings"), |ui| {
        look::row(ui, |ui| {
            ui.radio_value(
                &mut rules.standings,
                Standings::Score,
                tr.get("options-by-score"),
            );
            ui.radio_value(
                &mut rules.standings,
                Standings::RoundsWonThenScore,
                tr.get("options-by-rounds-won"),
            );
        });
    });
    option(ui, tr.get("options-direction"), |ui| {
        look::row(ui, |ui| {
            ui.radio_value(
                &mut rules.play_direction,
                PlayDirection::Clockwise,
                tr.get("options-clockwise"),
            );
            ui.radio_value(
                &mut rules.play_direction,
                PlayDirection::Counterclockwise,
                tr.get("options-counterclockwise"),
            );
        });
    });
}

/// The match's kind, and under it its number of rounds or its target.
fn match_length(ui: &mut egui::Ui, tr: &Tr, length: &mut MatchLength) {
    let mut kind = match *length {
        MatchLength::OneRoundPerPlayer => 0,
        MatchLength::Rounds { .. } => 1,
        MatchLength::TargetScore { .. } => 2,
    };
    look::row(ui, |ui| {
        ui.radio_value(&mut kind, 0, tr.get("options-round-per-player"));
        ui.radio_value(&mut kind, 1, tr.get("options-rounds"));
        ui.radio_value(&mut kind, 2, tr.get("options-to-a-score"));
    });
    *length = match (kind, *length) {
        (0, _) => MatchLength::OneRoundPerPlayer,
        (1, MatchLength::Rounds { mut rounds }) => {
            ui.add(egui::Slider::new(&mut rounds, 1..=20));
            MatchLength::Rounds { rounds }
        }
        (1, _) => MatchLength::Rounds { rounds: 4 },
        (_, MatchLength::TargetScore { mut points }) => {
            ui.add(egui::Slider::new(&mut points, 50..=1000));
            MatchLength::TargetScore { points }
        }
        _ => MatchLength::TargetScore { points: 200 },
    };
}
