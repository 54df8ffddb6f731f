//! The palette and shared look of the game, for the table and for egui.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::game::persist::Settings;
use crate::rules::Color as TileColor;

pub mod palette {
    use bevy::prelude::Color;

    /// Green baize of the table.
    pub const FELT: Color = Color::srgb(0.09, 0.33, 0.22);
    /// The felt under the high-contrast setting: dark, so tiles stand out.
    pub const FELT_HIGH_CONTRAST: Color = Color::srgb(0.02, 0.09, 0.06);
    pub const INK: Color = Color::srgb(0.96, 0.94, 0.88);
    pub const RACK: Color = Color::srgb(0.42, 0.26, 0.14);
    pub const TILE_BLACK: Color = Color::srgb(0.10, 0.10, 0.12);
    pub const TILE_BLUE: Color = Color::srgb(0.05, 0.35, 0.75);
    pub const TILE_ORANGE: Color = Color::srgb(0.93, 0.52, 0.05);
    pub const TILE_RED: Color = Color::srgb(0.80, 0.08, 0.10);
    pub const JOKER: Color = Color::srgb(0.55, 0.12, 0.55);
    /// Outline of a valid set.
    pub const VALID: Color = Color::srgba(1.0, 1.0, 1.0, 0.9);
    /// Outline of the set a dragged tile would join, and the slot marker.
    pub const TARGET: Color = Color::srgb(1.0, 0.82, 0.25);
    /// Outline of an invalid set.
    pub const INVALID: Color = Color::srgba(1.0, 0.25, 0.2, 1.0);
}

/// The colour of a tile's number.
pub fn ink(color: Option<TileColor>) -> Color {
    match color {
        Some(TileColor::Black) => palette::TILE_BLACK,
        Some(TileColor::Blue) => palette::TILE_BLUE,
        Some(TileColor::Orange) => palette::TILE_ORANGE,
        Some(TileColor::Red) => palette::TILE_RED,
        None => palette::JOKER,
    }
}

/// The egui look: warm dark cards on the felt, large friendly type.
pub mod ui {
    use bevy_egui::egui;

    pub const MUTED: egui::Color32 = egui::Color32::from_rgb(190, 200, 190);
    pub const WARN: egui::Color32 = egui::Color32::from_rgb(255, 170, 120);
    pub const GOLD: egui::Color32 = egui::Color32::from_rgb(250, 210, 110);

    pub fn card() -> egui::Frame {
        egui::Frame::new()
            .fill(egui::Color32::from_rgba_unmultiplied(18, 34, 28, 250))
            .stroke(egui::Stroke::new(1.0, egui::Color32::from_rgb(70, 110, 90)))
            .corner_radius(14.0)
            .inner_margin(20.0)
            .shadow(egui::Shadow {
                offset: [0, 6],
                blur: 18,
                spread: 0,
                color: egui::Color32::from_black_alpha(110),
            })
    }

    pub fn title(text: &str) -> egui::RichText {
        egui::RichText::new(text).size(54.0).strong().color(GOLD)
    }

    pub fn heading(text: &str) -> egui::RichText {
        egui::RichText::new(text)
            .size(28.0)
            .strong()
            .color(egui::Color32::WHITE)
    }

    pub fn big_button(text: &str) -> egui::Button<'static> {
        egui::Button::new(egui::RichText::new(text.to_string()).size(19.0))
            .min_size(egui::vec2(220.0, 40.0))
    }

    /// The menus' one font, for text and for numbers alike, and its icons.
    pub fn fonts() -> egui::FontDefinitions {
        let mut fonts = egui::FontDefinitions::empty();
        fonts.font_data.insert(
            "ubuntu".into(),
            std::sync::Arc::new(egui::FontData::from_static(
                epaint_default_fonts::UBUNTU_LIGHT,
            )),
        );
        // The controls' icons (a check, a flag, arrows, a bulb) come from
        // egui's icon font, behind the text font.
        fonts.font_data.insert(
            "icons".into(),
            std::sync::Arc::new(egui::FontData::from_static(
                epaint_default_fonts::EMOJI_ICON,
            )),
        );
        for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
            fonts
                .families
                .insert(family, vec!["ubuntu".into(), "icons".into()]);
        }
        fonts
    }

    /// Plain dark panels, white text and strong outlines.
    pub fn high_contrast(ctx: &egui::Context) {
        ctx.all_styles_mut(|style| {
            let v = &mut style.visuals;
            v.override_text_color = Some(egui::Color32::WHITE);
            v.widgets.inactive.weak_bg_fill = egui::Color32::BLACK;
            v.widgets.inactive.bg_fill = egui::Color32::BLACK;
            v.widgets.hovered.weak_bg_fill = egui::Color32::from_rgb(40, 40, 40);
            v.widgets.active.weak_bg_fill = egui::Color32::from_rgb(70, 70, 70);
            for w in [
                &mut v.widgets.inactive,
                &mut v.widgets.hovered,
                &mut v.widgets.active,
            ] {
                w.bg_stroke = egui::Stroke::new(2.0, egui::Color32::WHITE);
                w.fg_stroke = egui::Stroke::new(2.0, egui::Color32::WHITE);
            }
            v.widgets.noninteractive.bg_stroke = egui::Stroke::new(1.5, egui::Color32::WHITE);
            v.window_fill = egui::Color32::BLACK;
            v.selection.bg_fill = egui::Color32::from_rgb(255, 200, 0);
        });
    }

    /// Sizes and colours for every egui widget of the game.
    pub fn style(ctx: &egui::Context) {
        ctx.all_styles_mut(|style| {
            use egui::{FontId, TextStyle};
            style.text_styles = [
                (TextStyle::Heading, FontId::proportional(24.0)),
                (TextStyle::Body, FontId::proportional(16.0)),
                (TextStyle::Button, FontId::proportional(16.0)),
                (TextStyle::Small, FontId::proportional(12.0)),
                (TextStyle::Monospace, FontId::monospace(14.0)),
            ]
            .into();
            style.spacing.item_spacing = egui::vec2(8.0, 8.0);
            style.spacing.button_padding = egui::vec2(12.0, 6.0);
            let v = &mut style.visuals;
            v.override_text_color = Some(egui::Color32::from_rgb(236, 236, 226));
            v.widgets.inactive.weak_bg_fill = egui::Color32::from_rgb(46, 86, 68);
            v.widgets.inactive.bg_fill = egui::Color32::from_rgb(46, 86, 68);
            v.widgets.hovered.weak_bg_fill = egui::Color32::from_rgb(66, 120, 94);
            v.widgets.active.weak_bg_fill = egui::Color32::from_rgb(90, 150, 110);
            for w in [
                &mut v.widgets.inactive,
                &mut v.widgets.hovered,
                &mut v.widgets.active,
            ] {
                w.corner_radius = egui::CornerRadius::same(8);
            }
            v.window_fill = egui::Color32::from_rgba_unmultiplied(18, 34, 28, 240);
            v.window_corner_radius = egui::CornerRadius::same(14);
            v.selection.bg_fill = egui::Color32::from_rgb(170, 130, 40);
        });
    }
}

#[derive(Resource)]
pub struct StyleApplied;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(palette::FELT))
        .add_systems(EguiPrimaryContextPass, (apply_style, apply_comfort).chain());
}

/// The player's size and contrast settings, applied to egui (the table's
/// layout reads the size itself) and to the felt.
fn apply_comfort(
    mut contexts: EguiContexts,
    settings: Option<Res<Settings>>,
    mut clear: ResMut<ClearColor>,
    mut applied: Local<Option<(f32, bool)>>,
) -> Result {
    let Some(settings) = settings else {
        return Ok(());
    };
    let wanted = (settings.ui_scale, settings.high_contrast);
    if *applied == Some(wanted) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.set_zoom_factor(settings.ui_scale);
    ui::style(ctx);
    if settings.high_contrast {
        ui::high_contrast(ctx);
        clear.0 = palette::FELT_HIGH_CONTRAST;
    } else {
        clear.0 = palette::FELT;
    }
    *applied = Some(wanted);
    Ok(())
}

fn apply_style(
    mut commands: Commands,
    mut contexts: EguiContexts,
    applied: Option<Res<StyleApplied>>,
) -> Result {
    if applied.is_none() {
        let ctx = contexts.ctx_mut()?;
        ctx.set_fonts(ui::fonts());
        ui::style(ctx);
        commands.insert_resource(StyleApplied);
    }
    Ok(())
}

/// Whether the menus' font and style are in place (egui may draw from then on).
pub fn ui_ready(applied: Option<Res<StyleApplied>>) -> bool {
    applied.is_some()
}
