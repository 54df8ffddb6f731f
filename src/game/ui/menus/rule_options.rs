//! A widget for every field of the rule set.

use bevy_egui::egui;

use crate::rules::{MatchLength, PlayDirection, PoolExhaustedWinner, RuleSet, Standings};

/// Widgets for every field of the rule set.
pub(super) fn rule_options(ui: &mut egui::Ui, rules: &mut RuleSet) {
    egui::Grid::new("rules")
        .num_columns(2)
        .spacing([16.0, 6.0])
        .show(ui, |ui| {
            deal_and_turn_rows(ui, rules);
            joker_rows(ui, rules);
            penalty_rows(ui, rules);
            ending_rows(ui, rules);
        });
}

/// Tiles dealt, the initial meld, the turn timer and wrapping runs.
fn deal_and_turn_rows(ui: &mut egui::Ui, rules: &mut RuleSet) {
    ui.label("Tiles dealt");
    ui.horizontal(|ui| {
        ui.radio_value(&mut rules.tiles_per_player, 14, "14");
        ui.radio_value(&mut rules.tiles_per_player, 16, "16");
    });
    ui.end_row();
    ui.label("Initial meld");
    ui.add(egui::Slider::new(&mut rules.initial_meld_points, 0..=60).suffix(" points"));
    ui.end_row();
    ui.label("Turn timer");
    ui.horizontal(|ui| {
        for (label, v) in [
            ("off", None),
            ("30 s", Some(30)),
            ("60 s", Some(60)),
            ("120 s", Some(120)),
        ] {
            ui.radio_value(&mut rules.turn_timer_secs, v, label);
        }
    });
    ui.end_row();
    ui.label("Runs wrap 13 → 1");
    ui.checkbox(&mut rules.wrap_around_runs, "");
    ui.end_row();
}

/// The joker's penalty and the joker rules.
fn joker_rows(ui: &mut egui::Ui, rules: &mut RuleSet) {
    ui.label("Joker left on a rack");
    ui.horizontal(|ui| {
        ui.radio_value(&mut rules.joker_penalty, 30, "30");
        ui.radio_value(&mut rules.joker_penalty, 25, "25");
    });
    ui.end_row();
    ui.label("Joker's replacement from the rack");
    ui.checkbox(&mut rules.joker_replacement_from_rack, "");
    ui.end_row();
    ui.label("Freed joker with two rack tiles");
    ui.checkbox(&mut rules.freed_joker_needs_two_rack_tiles, "");
    ui.end_row();
    ui.label("Group joker needs both colours");
    ui.checkbox(&mut rules.group_joker_needs_both_colours, "");
    ui.end_row();
    ui.label("Sets with a joker are locked");
    ui.checkbox(&mut rules.joker_sets_locked, "");
    ui.end_row();
}

/// The tiles drawn for a time-out or an invalid turn given up.
fn penalty_rows(ui: &mut egui::Ui, rules: &mut RuleSet) {
    ui.label("Time-out penalty");
    ui.add(egui::Slider::new(&mut rules.timeout_penalty, 0..=3).suffix(" tiles"));
    ui.end_row();
    ui.label("… with the table left invalid");
    ui.add(egui::Slider::new(&mut rules.timeout_invalid_table_penalty, 0..=3).suffix(" tiles"));
    ui.end_row();
    ui.label("Giving up an invalid turn");
    ui.add(egui::Slider::new(&mut rules.invalid_turn_penalty, 0..=3).suffix(" tiles"));
    ui.end_row();
}

/// Who wins on an empty pool, the match's length, the standings and the
/// direction of play.
fn ending_rows(ui: &mut egui::Ui, rules: &mut RuleSet) {
    ui.label("Empty pool: winner");
    ui.horizontal(|ui| {
        ui.radio_value(
            &mut rules.pool_exhausted_winner,
            PoolExhaustedWinner::LowestValue,
            "lowest rack value",
        );
        ui.radio_value(
            &mut rules.pool_exhausted_winner,
            PoolExhaustedWinner::FewestTiles,
            "fewest tiles",
        );
    });
    ui.end_row();
    ui.label("Match length");
    ui.vertical(|ui| match_length(ui, &mut rules.match_length));
    ui.end_row();
    ui.label("Standings");
    ui.horizontal(|ui| {
        ui.radio_value(&mut rules.standings, Standings::Score, "by score");
        ui.radio_value(
            &mut rules.standings,
            Standings::RoundsWonThenScore,
            "by rounds won",
        );
    });
    ui.end_row();
    ui.label("Direction of play");
    ui.horizontal(|ui| {
        ui.radio_value(
            &mut rules.play_direction,
            PlayDirection::Clockwise,
            "clockwise",
        );
        ui.radio_value(
            &mut rules.play_direction,
            PlayDirection::Counterclockwise,
            "counterclockwise",
        );
    });
    ui.end_row();
}

/// The match's kind, and under it its number of rounds or its target.
fn match_length(ui: &mut egui::Ui, length: &mut MatchLength) {
    let mut kind = match *length {
        MatchLength::OneRoundPerPlayer => 0,
        MatchLength::Rounds { .. } => 1,
        MatchLength::TargetScore { .. } => 2,
    };
    ui.horizontal(|ui| {
        ui.radio_value(&mut kind, 0, "a round per player");
        ui.radio_value(&mut kind, 1, "rounds");
        ui.radio_value(&mut kind, 2, "to a score");
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
