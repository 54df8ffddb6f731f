//! The "How to play" text: the rules actually chosen (their preset and
//! options, in the player's language: the sentences of `rules::explain`,
//! whose English they keep), drawn examples judged by those rules, the
//! questions players ask, and the real controls.

use bevy::color::ColorToPacked;
use bevy_egui::egui;

use bevy::prelude::*;
use bevy_egui::EguiContexts;

use super::{centred_panel, look};
use crate::game::locale::Tr;
use crate::game::persist::Settings;
use crate::game::session::Session;
use crate::game::state::{Menu, Screen};
use crate::i18n::Phrase;
use crate::i18n::{reasons, words};
use crate::rules::{
    ClockKind, MatchLength, OutOfTime, PlayDirection, PoolExhaustedWinner, Preset, RuleSet,
    Standings, Tile, analyze_meld, parse_tiles,
};

/// Paints a small tile in the text.
fn tile(ui: &mut egui::Ui, t: Tile) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(26.0, 36.0), egui::Sense::hover());
    let p = ui.painter();
    p.rect_filled(rect.translate(egui::vec2(1.5, 2.0)), 5.0, look::TILE_SHADOW);
    p.rect_filled(rect, 5.0, look::EXAMPLE_TILE_FACE);
    let (text, color) = match (t.number(), t.color()) {
        (Some(n), Some(c)) => {
            let [r, g, b, _] = crate::game::palette::ink(Some(c)).to_srgba().to_u8_array();
            (n.to_string(), egui::Color32::from_rgb(r, g, b))
        }
        _ => ("J".into(), look::JOKER_INK),
    };
    p.text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        text,
        egui::FontId::proportional(17.0),
        color,
    );
}

/// A row of tiles, and under it the rules' verdict (it wraps on a phone).
fn example(ui: &mut egui::Ui, tr: &Tr, tiles: &str, rules: &RuleSet) {
    let tiles = parse_tiles(tiles).expect("the examples are written correctly");
    let verdict = analyze_meld(&tiles, rules);
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 3.0;
        // A run reads up from left to right in every language; in a
        // right-to-left card this row is laid from the right.
        let mut order = tiles.clone();
        if ui.layout().prefer_right_to_left() {
            order.reverse();
        }
        for t in order {
            tile(ui, t);
        }
    });
    match verdict {
        Ok(shape) => ui.label(
            egui::RichText::new(
                tr.get_with("howto-example-valid", &[("value", shape.value().into())]),
            )
            .color(look::VALID),
        ),
        Err(e) => ui.label(
            egui::RichText::new(tr.phrase(&reasons::nest(
                Phrase::new("howto-example-invalid"),
                reasons::meld(&e),
            )))
            .color(look::WARN),
        ),
    };
    ui.add_space(2.0);
}

fn para(ui: &mut egui::Ui, tr: &Tr, text: String) {
    look::paragraph(ui, tr, &text, 16.0, look::TEXT);
    ui.add_space(2.0);
}

fn section(ui: &mut egui::Ui, title: String) {
    ui.label(egui::RichText::new(title).strong().size(19.0));
}

/// The rules as chosen (`name` says which), with examples judged by them.
pub fn contents(ui: &mut egui::Ui, tr: &Tr, rules: &RuleSet, name: &str) {
    ui.label(
        egui::RichText::new(tr.get_with("howto-rules-of-this-game", &[("name", name.into())]))
            .color(look::GOLD),
    );
    para(ui, tr, goal(tr, rules));
    tournament_deal(ui, tr, rules);
    section(ui, tr.get("howto-sets"));
    let runs = if rules.wrap_around_runs {
        tr.get("howto-runs-wrap")
    } else {
        tr.get("howto-runs")
    };
    para(ui, tr, runs);
    example(ui, tr, "b4 b5 b6 b7", rules);
    para(ui, tr, tr.get("howto-group"));
    example(ui, tr, "k9 b9 r9", rules);
    para(ui, tr, tr.get("howto-joker"));
    example(ui, tr, "o10 j o12", rules);
    section(ui, tr.get("howto-sets-or-not"));
    for tiles in ["r2 r3 r5", "r3 b4 r5", "k8 k8 b8", "r12 r13 r1"] {
        example(ui, tr, tiles, rules);
    }
    section(ui, tr.get("howto-your-turn"));
    para(
        ui,
        tr,
        tr.get_with(
            "howto-initial-meld",
            &[("points", rules.initial_meld_points.into())],
        ),
    );
    para(ui, tr, tr.get("howto-turn"));
    para(ui, tr, timer(tr, rules));
    if let Some(clock) = bank_clock(tr, rules) {
        para(ui, tr, clock);
    }
    para(
        ui,
        tr,
        tr.get_with(
            "howto-giving-up",
            &[("penalty", rules.invalid_turn_penalty.into())],
        ),
    );
    jokers(ui, tr, rules);
    section(ui, tr.get("howto-scoring"));
    para(ui, tr, scoring(tr, rules));
    if let Some(p) = rules.unopened_penalty {
        let args = [("could_not", p.could_not.into()), ("could", p.could.into())];
        para(ui, tr, tr.get_with("howto-unopened", &args));
    }
    para(ui, tr, the_match(tr, rules));
    questions(ui, tr);
    section(ui, tr.get("howto-controls"));
    para(ui, tr, tr.get("howto-controls-text"));
    para(ui, tr, tr.get("howto-controls-ask"));
}

/// The goal, the tiles, the deal and the direction of play.
fn goal(tr: &Tr, rules: &RuleSet) -> String {
    let direction = match rules.play_direction {
        PlayDirection::Clockwise => "clockwise",
        PlayDirection::Counterclockwise => "counterclockwise",
    };
    let tile_box = if rules.tile_set.is_classic() {
        "classic"
    } else {
        "xp"
    };
    tr.get_with(
        "howto-goal",
        &[
            ("tiles", rules.tiles_per_player.into()),
            ("direction", direction.into()),
            ("box", tile_box.into()),
        ],
    )
}

/// The turn timer and what running out of time costs.
fn timer(tr: &Tr, rules: &RuleSet) -> String {
    let Some(secs) = rules.turn_timer_secs else {
        return tr.get("howto-no-timer");
    };
    let penalty = rules.timeout_penalty;
    let invalid = rules.timeout_invalid_table_penalty;
    if invalid != penalty {
        tr.get_with(
            "howto-timer-invalid-costs-more",
            &[
                ("secs", secs.into()),
                ("penalty", penalty.into()),
                ("invalid", invalid.into()),
            ],
        )
    } else {
        tr.get_with(
            "howto-timer",
            &[("secs", secs.into()), ("penalty", penalty.into())],
        )
    }
}

/// The tournament clock, and what running out of it means.
fn bank_clock(tr: &Tr, rules: &RuleSet) -> Option<String> {
    let clock = rules.clock?;
    let (minutes, seconds) = (clock.bank_secs / 60, clock.bank_secs % 60);
    let time = [("minutes", minutes.into()), ("seconds", seconds.into())];
    let time = match seconds {
        0 => tr.part_with("howto-clock-time", &time),
        _ => tr.part_with("howto-clock-time-seconds", &time),
    };
    let bank = [("time", time.into()), ("bonus", clock.bonus_secs.into())];
    let kind = match clock.kind {
        ClockKind::Fischer => tr.get_with("howto-clock-fischer", &bank),
        ClockKind::Bronstein => tr.get_with("howto-clock-bronstein", &bank),
    };
    let out = match clock.out_of_time {
        OutOfTime::LoseMatch => tr.get("howto-clock-lose"),
        OutOfTime::RevertAndDraw => tr.get_with(
            "howto-clock-revert",
            &[
                ("penalty", rules.timeout_penalty.into()),
                ("bonus", clock.bonus_secs.into()),
            ],
        ),
    };
    Some(format!("{kind} {out}"))
}

/// The deal's tournament options, if any: a joker in every rack, and
/// dealing again for three doubles.
fn tournament_deal(ui: &mut egui::Ui, tr: &Tr, rules: &RuleSet) {
    if rules.joker_in_every_rack {
        let rest = rules.tiles_per_player.saturating_sub(1);
        para(
            ui,
            tr,
            tr.get_with("howto-joker-each", &[("rest", rest.into())]),
        );
    }
    if rules.redeal_three_doubles {
        para(ui, tr, tr.get("howto-redeal-doubles"));
    }
}

/// The joker restrictions in force, if any.
fn jokers(ui: &mut egui::Ui, tr: &Tr, rules: &RuleSet) {
    let restrictions = [
        (rules.joker_replacement_from_rack, "howto-joker-from-rack"),
        (
            rules.freed_joker_needs_two_rack_tiles,
            "howto-joker-two-rack-tiles",
        ),
        (
            rules.group_joker_needs_both_colours,
            "howto-joker-both-colours",
        ),
        (rules.joker_sets_locked, "howto-joker-sets-locked"),
    ];
    if !restrictions.iter().any(|(on, _)| *on) {
        return;
    }
    section(ui, tr.get("howto-jokers"));
    for (_, key) in restrictions.into_iter().filter(|(on, _)| *on) {
        para(ui, tr, format!("• {}", tr.get(key)));
    }
}

fn scoring(tr: &Tr, rules: &RuleSet) -> String {
    let exhausted = match rules.pool_exhausted_winner {
        PoolExhaustedWinner::LowestValue => "lowest-value",
        PoolExhaustedWinner::FewestTiles => "fewest-tiles",
    };
    tr.get_with(
        "howto-scoring-text",
        &[
            ("joker", rules.joker_penalty.into()),
            ("exhausted", exhausted.into()),
        ],
    )
}

/// How long a match lasts and who wins it.
fn the_match(tr: &Tr, rules: &RuleSet) -> String {
    let standings = match rules.standings {
        Standings::Score => "score",
        Standings::RoundsWonThenScore => "rounds-won",
    };
    let (length, rounds, points) = match rules.match_length {
        MatchLength::OneRoundPerPlayer => ("players", 0, 0),
        MatchLength::Rounds { rounds } => ("rounds", rounds, 0),
        MatchLength::TargetScore { points } => ("target", 0, points),
    };
    tr.get_with(
        "howto-match",
        &[
            ("length", length.into()),
            ("rounds", rounds.into()),
            ("points", points.into()),
            ("standings", standings.into()),
        ],
    )
}

fn questions(ui: &mut egui::Ui, tr: &Tr) {
    section(ui, tr.get("howto-questions"));
    for (q, a) in [
        (
            tr.get("howto-q-joker-in-meld"),
            tr.get("howto-a-joker-in-meld"),
        ),
        (tr.get("howto-q-draw"), tr.get("howto-a-draw")),
        (tr.get("howto-q-take-back"), tr.get("howto-a-take-back")),
        (
            tr.get("howto-q-meld-table-tiles"),
            tr.get("howto-a-meld-table-tiles"),
        ),
        (tr.get("howto-q-drawn-tile"), tr.get("howto-a-drawn-tile")),
        (tr.get("howto-q-free-joker"), tr.get("howto-a-free-joker")),
    ] {
        ui.label(egui::RichText::new(q).strong());
        para(ui, tr, a);
    }
}

/// Over a game, its rules; over the title, the last new game's.
pub(super) fn draw(
    mut contexts: EguiContexts,
    screen: Res<State<Screen>>,
    session: Option<Res<Session>>,
    settings: Option<Res<Settings>>,
    mut next: ResMut<NextState<Menu>>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let rules = match (&session, screen.get()) {
        (Some(s), Screen::Playing) => s.rules().clone(),
        _ => settings
            .as_ref()
            .and_then(|s| s.last_setup.as_ref())
            .map_or_else(RuleSet::default, |setup| setup.rules.clone()),
    };
    let name = Preset::ALL
        .into_iter()
        .find(|p| p.rules() == rules)
        .map_or_else(
            || tr.part("howto-custom-rules"),
            |p| tr.part(words::preset(p)),
        );
    centred_panel(ctx, "how-to-play", 640.0, |ui| {
        ui.label(look::heading(&tr.get("howto-title")));
        contents(ui, &tr, &rules, &name);
        ui.add_space(8.0);
        if ui.add(look::big_button(&tr.get("howto-back"))).clicked() {
            super::back(&screen, &mut next);
        }
    });
    Ok(())
}
