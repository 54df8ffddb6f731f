//! A widget for every field of the rule set.

use bevy_egui::egui;

use crate::game::locale::Tr;
use crate::rules::{MatchLength, PlayDirection, PoolExhaustedWinner, RuleSet, Standings};

/// Widgets for every field of the rule set.
pub(super) fn rule_options(ui: &mut egui::Ui, tr: &Tr, rules: &mut RuleSet) {
    egui::Grid::new("rules")
        .num_columns(2)
        .spacing([16.0, 6.0])
        .show(ui, |ui| {
            deal_and_turn_rows(ui, tr, rules);
            joker_rows(ui, tr, rules);
            penalty_rows(ui, tr, rules);
            ending_rows(ui, tr, rules);
        });
}

/// A slider's unit after its number ("12 points"): the catalog's word,
/// with the space before it.
fn unit(tr: &Tr, key: &str) -> String {
    format!(" {}", tr.get(key))
}

/// Tiles dealt, the initial meld, the turn timer and wrapping runs.
fn deal_and_turn_rows(ui: &mut egui::Ui, tr: &Tr, rules: &mut RuleSet) {
    ui.label(tr.get("options-tiles-dealt"));
    ui.horizontal(|ui| {
        ui.radio_value(&mut rules.tiles_per_player, 14, "14");
        ui.radio_value(&mut rules.tiles_per_player, 16, "16");
    });
    ui.end_row();
    ui.label(tr.get("options-initial-meld"));
    ui.add(
        egui::Slider::new(&mut rules.initial_meld_points, 0..=60)
            .suffix(unit(tr, "options-unit-points")),
    );
    ui.end_row();
    ui.label(tr.get("options-turn-timer"));
    ui.horizontal(|ui| {
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
    ui.end_row();
    ui.label(tr.get("options-wrap-runs"));
    ui.checkbox(&mut rules.wrap_around_runs, "");
    ui.end_row();
}

/// The joker's penalty and the joker rules.
fn joker_rows(ui: &mut egui::Ui, tr: &Tr, rules: &mut RuleSet) {
    ui.label(tr.get("options-joker-penalty"));
    ui.horizontal(|ui| {
        ui.radio_value(&mut rules.joker_penalty, 30, "30");
        ui.radio_value(&mut rules.joker_penalty, 25, "25");
    });
    ui.end_row();
    ui.label(tr.get("options-joker-replacement"));
    ui.checkbox(&mut rules.joker_replacement_from_rack, "");
    ui.end_row();
    ui.label(tr.get("options-freed-joker"));
    ui.checkbox(&mut rules.freed_joker_needs_two_rack_tiles, "");
    ui.end_row();
    ui.label(tr.get("options-group-joker"));
    ui.checkbox(&mut rules.group_joker_needs_both_colours, "");
    ui.end_row();
    ui.label(tr.get("options-joker-sets-locked"));
    ui.checkbox(&mut rules.joker_sets_locked, "");
    ui.end_row();
}

/// The tiles drawn for a time-out or an invalid turn given up.
fn penalty_rows(ui: &mut egui::Ui, tr: &Tr, rules: &mut RuleSet) {
    let tiles = unit(tr, "options-unit-tiles");
    ui.label(tr.get("options-timeout-penalty"));
    ui.add(egui::Slider::new(&mut rules.timeout_penalty, 0..=3).suffix(&tiles));
    ui.end_row();
    ui.label(tr.get("options-timeout-invalid-penalty"));
    ui.add(egui::Slider::new(&mut rules.timeout_invalid_table_penalty, 0..=3).suffix(&tiles));
    ui.end_row();
    ui.label(tr.get("options-invalid-turn-penalty"));
    ui.add(egui::Slider::new(&mut rules.invalid_turn_penalty, 0..=3).suffix(&tiles));
    ui.end_row();
}

/// Who wins on an empty pool, the match's length, the standings and the
/// direction of play.
fn ending_rows(ui: &mut egui::Ui, tr: &Tr, rules: &mut RuleSet) {
    ui.label(tr.get("options-empty-pool"));
    ui.horizontal(|ui| {
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
    ui.end_row();
    ui.label(tr.get("options-match-length"));
    ui.vertical(|ui| match_length(ui, tr, &mut rules.match_length));
    ui.end_row();
    ui.label(tr.get("options-standings"));
    ui.horizontal(|ui| {
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
    ui.end_row();
    ui.label(tr.get("options-direction"));
    ui.horizontal(|ui| {
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
    ui.end_row();
}

/// The match's kind, and under it its number of rounds or its target.
fn match_length(ui: &mut egui::Ui, tr: &Tr, length: &mut MatchLength) {
    let mut kind = match *length {
        MatchLength::OneRoundPerPlayer => 0,
        MatchLength::Rounds { .. } => 1,
        MatchLength::TargetScore { .. } => 2,
    };
    ui.horizontal(|ui| {
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
