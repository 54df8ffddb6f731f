//! The "How to play" text: the rules with drawn examples of valid and
//! invalid sets, and the questions players ask.

use bevy::color::ColorToPacked;
use bevy_egui::egui;

use bevy::prelude::*;
use bevy_egui::EguiContexts;

use super::{centred_panel, look};
use crate::game::state::{Menu, Screen};
use crate::rules::{RuleSet, Tile, analyze_meld, parse_tiles};

/// Paints a small tile in the text.
fn tile(ui: &mut egui::Ui, t: Tile) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(26.0, 36.0), egui::Sense::hover());
    let p = ui.painter();
    p.rect_filled(
        rect.translate(egui::vec2(1.5, 2.0)),
        5.0,
        egui::Color32::from_black_alpha(90),
    );
    p.rect_filled(rect, 5.0, egui::Color32::from_rgb(250, 244, 226));
    let (text, color) = match (t.number(), t.color()) {
        (Some(n), Some(c)) => {
            let [r, g, b, _] = crate::game::ui::theme::ink(Some(c))
                .to_srgba()
                .to_u8_array();
            (n.to_string(), egui::Color32::from_rgb(r, g, b))
        }
        _ => ("J".into(), egui::Color32::from_rgb(140, 30, 140)),
    };
    p.text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        text,
        egui::FontId::proportional(17.0),
        color,
    );
}

/// A row of tiles with a tick or a cross and the rules' verdict.
fn example(ui: &mut egui::Ui, tiles: &str) {
    let tiles = parse_tiles(tiles).expect("the examples are written correctly");
    let verdict = analyze_meld(&tiles, &RuleSet::default());
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 3.0;
        for &t in &tiles {
            tile(ui, t);
        }
        ui.add_space(10.0);
        match verdict {
            Ok(shape) => ui.label(
                egui::RichText::new(format!("valid, worth {}", shape.value()))
                    .color(egui::Color32::from_rgb(150, 230, 150)),
            ),
            Err(e) => ui.label(egui::RichText::new(format!("not valid: {e}")).color(look::WARN)),
        };
    });
}

pub fn contents(ui: &mut egui::Ui) {
    let para = |ui: &mut egui::Ui, text: &str| {
        ui.label(text);
        ui.add_space(2.0);
    };
    para(
        ui,
        "Be the first to lay out every tile on your rack. There are 106 tiles: 1 to 13 in four colours, twice, and two jokers. Each player starts with 14.",
    );
    ui.label(egui::RichText::new("Sets").strong().size(19.0));
    para(
        ui,
        "A run is three or more tiles of one colour in a row. 1 is always low; 13 is never followed by 1.",
    );
    example(ui, "b4 b5 b6 b7");
    para(
        ui,
        "A group is three or four tiles of one number in different colours.",
    );
    example(ui, "k9 b9 r9");
    para(ui, "A joker stands for any tile its set needs.");
    example(ui, "o10 j o12");
    ui.label(egui::RichText::new("Not sets").strong().size(19.0));
    example(ui, "r2 r3 r5");
    example(ui, "r3 b4 r5");
    example(ui, "k8 k8 b8");
    example(ui, "r12 r13 r1");
    ui.label(egui::RichText::new("Your turn").strong().size(19.0));
    para(
        ui,
        "Your first play, the initial meld, must be new sets from your own rack worth at least 30 points (jokers count as the tile they stand for). After that you may rearrange the whole table: extend, split, swap and regroup sets, as long as every set is valid at the end and at least one tile came from your rack. If you cannot or do not want to play, draw a tile; that ends your turn.",
    );
    para(
        ui,
        "When the timer runs out, the table goes back to how it was and you draw a tile.",
    );
    ui.label(egui::RichText::new("Scoring").strong().size(19.0));
    para(
        ui,
        "The player who goes out wins the round and scores what is left on everyone else's rack; the others lose that much. A joker left on a rack costs 30. If the pool runs out and nobody can play, the lowest rack wins.",
    );
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
        "Drag tiles with the mouse or a finger, or tap: a tap picks a tile up and a tap on a set, free felt or your rack puts it there; a long press (or Ctrl/Shift-click) picks up several. Drag a set by its outline to move it whole. Tap the pool to draw. While others play you can arrange your rack. Keys: Enter Done, D Draw, Backspace or Ctrl+Z Undo, R Reset, H Hint, G / S sort the rack, Esc menu. Without a mouse: ←/→ move along the rack, ↑ goes up to the table (←/→ then choose a set) and ↓ back to the rack, Space selects the tile or set under the cursor, M moves the selection onto the chosen set and N makes it a new set. While the computers play, Space or F speeds them up.",
    );
}

pub(super) fn draw(
    mut contexts: EguiContexts,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Menu>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    centred_panel(ctx, "how-to-play", 640.0, |ui| {
        ui.label(look::heading("How to play"));
        contents(ui);
        ui.add_space(8.0);
        if ui.add(look::big_button("Back")).clicked() {
            super::back(&screen, &mut next);
        }
    });
    Ok(())
}
