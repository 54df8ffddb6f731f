//! Colours a player with low vision can read: every text colour of the
//! theme against each background it is drawn on (WCAG 2's 4.5:1), and
//! every tile numeral's ink against the ivory face (3:1, as for large bold
//! text), in each of the tile colour choices.

use bevy::prelude::*;
use bevy_egui::egui::Color32;
use tilemeld::game::palette::{FELT_LIGHTEST, TILE_FACE_FOOT, TileColours};
use tilemeld::game::ui::theme::ui as look;
use tilemeld::rules::Color as TileColor;

/// WCAG 2's relative luminance of an sRGB colour (channels 0 to 1).
fn luminance(rgb: [f32; 3]) -> f32 {
    let linear = |c: f32| {
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2])
}

fn ratio(a: [f32; 3], b: [f32; 3]) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// An egui colour as it shows: one with alpha over the felt's lightest.
fn shown(c: Color32) -> [f32; 3] {
    let [r, g, b, a] = c.to_srgba_unmultiplied().map(|v| f32::from(v) / 255.0);
    let over = |v: f32, felt: f32| v * a + felt * (1.0 - a);
    [
        over(r, FELT_LIGHTEST[0]),
        over(g, FELT_LIGHTEST[1]),
        over(b, FELT_LIGHTEST[2]),
    ]
}

fn rgb(c: Color) -> [f32; 3] {
    let s = c.to_srgba();
    [s.red, s.green, s.blue]
}

#[test]
fn the_check_itself_matches_wcag_s_examples() {
    assert!((ratio([0.0; 3], [1.0; 3]) - 21.0).abs() < 0.01);
    assert!((ratio([1.0; 3], [1.0; 3]) - 1.0).abs() < 1e-6);
    // #777777 on white is 4.48:1, the classic near miss.
    let grey = 0x77 as f32 / 255.0;
    assert!((ratio([grey; 3], [1.0; 3]) - 4.48).abs() < 0.01);
}

#[test]
fn every_text_colour_stands_out_from_its_background() {
    let low: Vec<String> = look::TEXT_ON
        .iter()
        .map(|(what, text, back)| (what, ratio(shown(*text), shown(*back))))
        .filter(|(_, r)| *r < 4.5)
        .map(|(what, r)| format!("{what}: {r:.2}"))
        .collect();
    assert!(look::TEXT_ON.len() >= 20, "the theme names its pairs");
    assert!(low.is_empty(), "text below 4.5:1: {low:?}");
}

#[test]
fn every_numeral_stands_out_from_the_tile_in_every_tile_colour_choice() {
    let mut low = Vec::new();
    for colours in TileColours::ALL {
        let inks = [
            Some(TileColor::Black),
            Some(TileColor::Blue),
            Some(TileColor::Orange),
            Some(TileColor::Red),
            None,
        ];
        for colour in inks {
            let r = ratio(rgb(colours.ink(colour)), TILE_FACE_FOOT);
            if r < 3.0 {
                low.push(format!("{colours:?} {colour:?}: {r:.2}"));
            }
        }
    }
    // The tiles egui paints (the title, Show me) use the classic inks.
    for (i, ink) in look::TILE_INKS.iter().chain([&look::JOKER_INK]).enumerate() {
        for face in [look::TILE_FACE, look::EXAMPLE_TILE_FACE] {
            let r = ratio(shown(*ink), shown(face));
            if r < 3.0 {
                low.push(format!("egui ink {i}: {r:.2}"));
            }
        }
    }
    assert!(low.is_empty(), "numerals below 3:1: {low:?}");
    // Low vision has no orange: its orange tiles are green.
    let orange = rgb(TileColours::LowVision.ink(Some(TileColor::Orange)));
    assert!(orange[1] > orange[0] && orange[1] > orange[2], "{orange:?}");
    assert!(TileColours::LowVision.heavy() && !TileColours::Classic.heavy());
}
