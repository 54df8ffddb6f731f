//! The "How to play" text: the rules actually chosen (their preset and
//! options, in the words of `rules::explain`), drawn examples judged by
//! those rules, the questions players ask, and the real controls.

use bevy::color::ColorToPacked;
use bevy_egui::egui;

use bevy::prelude::*;
use bevy_egui::EguiContexts;

use super::{centred_panel, look};
use crate::game::persist::Settings;
use crate::game::session::Session;
use crate::game::state::{Menu, Screen};
use crate::rules::{Preset, RuleSet, Tile, analyze_meld, explain, parse_tiles};

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
fn example(ui: &mut egui::Ui, tiles: &str, rules: &RuleSet) {
    let tiles = parse_tiles(tiles).expect("the examples are written correctly");
    let verdict = analyze_meld(&tiles, rules);
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 3.0;
        for &t in &tiles {
            tile(ui, t);
        }
    });
    match verdict {
        Ok(shape) => ui.label(
            egui::RichText::new(format!("valid, worth {}", shape.value())).color(look::VALID),
        ),
        Err(e) => ui.label(egui::RichText::new(format!("not valid: {e}")).color(look::WARN)),
    };
    ui.add_space(2.0);
}

/// The rules as chosen (`name` says which), with examples judged by them.
pub fn contents(ui: &mut egui::Ui, rules: &RuleSet, name: &str) {
    let para = |ui: &mut egui::Ui, text: &str| {
        ui.label(text);
        ui.add_space(2.0);
    };
    let text = explain(rules);
    ui.label(egui::RichText::new(format!("The rules of this game: {name}")).color(look::GOLD));
    para(ui, &text.goal);
    ui.label(egui::RichText::new("Sets").strong().size(19.0));
    para(ui, &text.runs);
    example(ui, "b4 b5 b6 b7", rules);
    para(
        ui,
        "A group is three or four tiles of one number in different colours.",
    );
    example(ui, "k9 b9 r9", rules);
    para(ui, "A joker stands for any tile its set needs.");
    example(ui, "o10 j o12", rules);
    ui.label(egui::RichText::new("Sets or not?").strong().size(19.0));
    example(ui, "r2 r3 r5", rules);
    example(ui, "r3 b4 r5", rules);
    example(ui, "k8 k8 b8", rules);
    example(ui, "r12 r13 r1", rules);
    ui.label(egui::RichText::new("Your turn").strong().size(19.0));
    para(ui, &text.initial_meld);
    para(ui, &text.turn);
    para(ui, &text.timer);
    para(ui, &text.giving_up);
    if !text.jokers.is_empty() {
        ui.label(
            egui::RichText::new("Jokers, under these rules")
                .strong()
                .size(19.0),
        );
        for j in &text.jokers {
            para(ui, &format!("• {j}"));
        }
    }
    ui.label(egui::RichText::new("Scoring").strong().size(19.0));
    para(ui, &text.scoring);
    para(ui, &text.the_match);
    ui.label(
        egui::RichText::new("Questions players ask")
            .strong()
            .size(19.0),
    );
    for (q, a) in [
        (
            "Can a joker be used in the initial meld?",
            "Yes, at the value of the tile it stands for.",
        ),
        ("Must I draw every turn?", "Only when you do not play."),
        (
            "Can I take a tile from the table back to my rack?",
            "Never. You may take back a tile you put down this turn, before you press Done.",
        ),
        (
            "Can my initial meld use table tiles?",
            "No: only tiles from your rack, in new sets.",
        ),
        (
            "Can I play a tile I just drew?",
            "Not in the same turn: drawing ends it.",
        ),
        (
            "How do I free a joker?",
            "After your initial meld, rearrange so that the joker's set stays valid without it (often by putting in the tile it stood for), then use the joker in another set this turn.",
        ),
    ] {
        ui.label(egui::RichText::new(q).strong());
        para(ui, a);
    }
    ui.label(egui::RichText::new("Controls").strong().size(19.0));
    para(
        ui,
        "Drag tiles with the mouse or a finger, or tap: a tap picks a tile up and a tap on a set, free felt or your rack puts it there; a long press (or Ctrl/Shift-click) picks up several. Drag a set by its outline to move it whole; a set put on free felt stays where you put it. Pinch, the mouse wheel or + / - zoom the table (0 shows all of it), and a drag on free felt moves it. Tap the pool to draw. While others play you can arrange your rack. Keys: Enter Done, D Draw, Backspace or Ctrl+Z Undo, R Reset, H Hint, G / S sort the rack, Esc menu. Without a mouse: ←/→ move along the rack, ↑ goes up to the table (←/→ then choose a set) and ↓ back to the rack, Space selects the tile or set under the cursor, M moves the selection onto the chosen set and N makes it a new set. While the computers play, Space or F speeds them up.",
    );
}

/// Over a game, its rules; over the title, the last new game's.
pub(super) fn draw(
    mut contexts: EguiContexts,
    screen: Res<State<Screen>>,
    session: Option<Res<Session>>,
    settings: Option<Res<Settings>>,
    mut next: ResMut<NextState<Menu>>,
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
        .map_or("custom rules", |p| p.title());
    centred_panel(ctx, "how-to-play", 640.0, |ui| {
        ui.label(look::heading("How to play"));
        contents(ui, &rules, name);
        ui.add_space(8.0);
        if ui.add(look::big_button("Back")).clicked() {
            super::back(&screen, &mut next);
        }
    });
    Ok(())
}
