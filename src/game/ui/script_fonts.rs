//! Fonts for the scripts the menus' own font lacks: Hebrew (DejaVu Sans)
//! and Chinese and Korean (WenQuanYi Micro Hei), from the system's font
//! packages (`fonts-dejavu-core`, `fonts-wqy-microhei`, which the setup
//! script installs). They stand behind the menus' font, so a player's name
//! in any of these scripts shows in every language. A font that is not
//! there is reported once; its glyphs then show as boxes, nothing fails.

use bevy::prelude::*;
use bevy_egui::egui;

/// A font file to look for, by its name in egui and where packages put it.
struct ScriptFont {
    name: &'static str,
    paths: &'static [&'static str],
    covers: &'static str,
}

const FONTS: [ScriptFont; 2] = [
    ScriptFont {
        name: "dejavu",
        paths: &[
            "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
            "/usr/share/fonts/TTF/DejaVuSans.ttf",
            "/usr/share/fonts/dejavu/DejaVuSans.ttf",
        ],
        covers: "Hebrew",
    },
    ScriptFont {
        name: "wqy",
        paths: &[
            "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
            "/usr/share/fonts/wenquanyi/wqy-microhei/wqy-microhei.ttc",
        ],
        covers: "Chinese and Korean",
    },
];

/// The script fonts found on this system, by their egui names.
pub fn load() -> Vec<(&'static str, egui::FontData)> {
    if cfg!(target_arch = "wasm32") {
        return Vec::new();
    }
    let mut out = Vec::new();
    for font in &FONTS {
        match font.paths.iter().find_map(|p| std::fs::read(p).ok()) {
            Some(bytes) => out.push((font.name, egui::FontData::from_owned(bytes))),
            None => warn!(
                "no font for {} text (looked in {}): install fonts-dejavu-core and \
                 fonts-wqy-microhei",
                font.covers,
                font.paths.join(", ")
            ),
        }
    }
    out
}
