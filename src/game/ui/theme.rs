//! The shared look of the game's egui: its colours, frames, type and
//! styles (the table's sprite colours are in `game::palette`).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::game::locale::Tr;
use crate::game::palette;
use crate::game::persist::Settings;
use crate::game::table::layout::size_for;
use crate::game::table::tiles::window_size;

/// The egui look: warm dark cards on the felt, large friendly type.
pub mod ui {
    use bevy_egui::egui;

    pub const MUTED: egui::Color32 = egui::Color32::from_rgb(190, 200, 190);
    pub const WARN: egui::Color32 = egui::Color32::from_rgb(255, 170, 120);
    pub const GOLD: egui::Color32 = egui::Color32::from_rgb(250, 210, 110);
    /// The menus' text, and the ink on a seat that is not playing.
    pub const TEXT: egui::Color32 = egui::Color32::from_rgb(236, 236, 226);
    /// Text and marks that stand out: headings, banners, the toast, the
    /// hot-seat cover, the menu button's bars, the playing seat's ring.
    pub const BRIGHT: egui::Color32 = egui::Color32::WHITE;
    /// A rules example judged valid.
    pub const VALID: egui::Color32 = egui::Color32::from_rgb(150, 230, 150);

    /// Tiles painted by egui (the title, Show me): the numbers' inks, in
    /// the order of `rules::Color::index` (black, blue, orange, red).
    pub const TILE_INKS: [egui::Color32; 4] = [
        egui::Color32::from_rgb(26, 26, 31),
        egui::Color32::from_rgb(13, 89, 191),
        egui::Color32::from_rgb(194, 94, 0),
        egui::Color32::from_rgb(204, 20, 25),
    ];
    pub const JOKER_INK: egui::Color32 = egui::Color32::from_rgb(140, 30, 140);
    pub const TILE_FACE: egui::Color32 = egui::Color32::from_rgb(251, 246, 230);
    /// The face of the small tiles in How to play's examples.
    pub const EXAMPLE_TILE_FACE: egui::Color32 = egui::Color32::from_rgb(250, 244, 226);
    pub const TILE_EDGE: egui::Color32 = egui::Color32::from_rgb(190, 180, 160);
    pub const TILE_SHADOW: egui::Color32 = egui::Color32::from_black_alpha(90);

    /// The seats along the top: the card of a seat waiting its turn, the
    /// ink on the gold card of the seat playing, the fan of tile backs.
    pub const SEAT_FILL: egui::Color32 =
        egui::Color32::from_rgba_unmultiplied_const(8, 24, 18, 190);
    pub const SEAT_ACTIVE_INK: egui::Color32 = egui::Color32::from_rgb(30, 24, 10);
    pub const SEAT_TILE_BACK: egui::Color32 = egui::Color32::from_rgb(40, 110, 118);
    pub const SEAT_TILE_EDGE: egui::Color32 = egui::Color32::from_rgb(220, 230, 220);

    /// The turn clock's bar: its track, then green while there is time,
    /// amber, then red.
    pub const TIME_TRACK: egui::Color32 = egui::Color32::from_black_alpha(70);
    /// The track of the turn's time bar under the controls.
    pub const TIME_TRACK_CONTROLS: egui::Color32 = egui::Color32::from_black_alpha(90);
    /// The ink on a gold button (Done when the turn is valid).
    pub const ON_GOLD: egui::Color32 = egui::Color32::from_rgb(30, 24, 10);
    /// The shade behind a heading drawn over the felt (a puzzle's band).
    pub const BAND_SHADE: egui::Color32 = egui::Color32::from_black_alpha(110);
    pub const TIME_PLENTY: egui::Color32 = egui::Color32::from_rgb(90, 200, 120);
    pub const TIME_SHORT: egui::Color32 = egui::Color32::from_rgb(240, 180, 60);
    pub const TIME_LOW: egui::Color32 = egui::Color32::from_rgb(235, 80, 60);

    /// The generated avatars: a disc, skin, hair and eyes picked by the
    /// name's hash, and a faint white rim.
    pub const AVATAR_BACKS: [egui::Color32; 6] = [
        egui::Color32::from_rgb(70, 120, 200),
        egui::Color32::from_rgb(200, 90, 80),
        egui::Color32::from_rgb(120, 170, 90),
        egui::Color32::from_rgb(170, 110, 190),
        egui::Color32::from_rgb(230, 160, 60),
        egui::Color32::from_rgb(60, 160, 160),
    ];
    pub const AVATAR_SKINS: [egui::Color32; 4] = [
        egui::Color32::from_rgb(250, 215, 180),
        egui::Color32::from_rgb(225, 175, 130),
        egui::Color32::from_rgb(170, 115, 80),
        egui::Color32::from_rgb(110, 72, 50),
    ];
    pub const AVATAR_HAIR: [egui::Color32; 5] = [
        egui::Color32::from_rgb(40, 30, 25),
        egui::Color32::from_rgb(120, 70, 30),
        egui::Color32::from_rgb(220, 180, 90),
        egui::Color32::from_rgb(150, 150, 155),
        egui::Color32::from_rgb(170, 60, 40),
    ];
    pub const AVATAR_EYES: egui::Color32 = egui::Color32::from_rgb(30, 30, 40);
    /// `Color32::from_white_alpha(120)`, written so in a const.
    pub const AVATAR_RIM: egui::Color32 =
        egui::Color32::from_rgba_premultiplied(120, 120, 120, 120);

    /// The notice in the band above the rack.
    pub const TOAST_BG: egui::Color32 =
        egui::Color32::from_rgba_unmultiplied_const(10, 20, 16, 250);
    /// The hot-seat cover over the whole screen.
    pub const COVER_BG: egui::Color32 = egui::Color32::from_rgb(20, 60, 45);
    /// The banner of a lost connection.
    pub const CONNECTION_BG: egui::Color32 = egui::Color32::from_rgb(120, 40, 30);
    /// The count on the pool.
    pub const POOL_COUNT: egui::Color32 = egui::Color32::from_rgb(240, 236, 220);

    /// Buttons at rest, under the pointer, pressed; a selected choice.
    pub const BUTTON: egui::Color32 = egui::Color32::from_rgb(46, 86, 68);
    pub const BUTTON_HOVERED: egui::Color32 = egui::Color32::from_rgb(58, 106, 82);
    pub const BUTTON_PRESSED: egui::Color32 = egui::Color32::from_rgb(64, 112, 86);
    pub const SELECTION: egui::Color32 = egui::Color32::from_rgb(130, 96, 20);
    /// Windows and cards over the felt.
    pub const WINDOW_FILL: egui::Color32 =
        egui::Color32::from_rgba_unmultiplied_const(18, 34, 28, 240);
    pub const CARD_FILL: egui::Color32 =
        egui::Color32::from_rgba_unmultiplied_const(18, 34, 28, 250);
    /// High contrast: black buttons, grey under the pointer and pressed,
    /// a deep blue choice, all under white text.
    pub const HC_BUTTON_HOVERED: egui::Color32 = egui::Color32::from_rgb(40, 40, 40);
    pub const HC_BUTTON_PRESSED: egui::Color32 = egui::Color32::from_rgb(70, 70, 70);
    pub const HC_SELECTION: egui::Color32 = egui::Color32::from_rgb(0, 70, 160);

    /// Every text colour with each background it is drawn on (a colour with
    /// alpha lies over the felt): a test holds each pair to WCAG's 4.5:1.
    pub const TEXT_ON: &[(&str, egui::Color32, egui::Color32)] = &[
        ("menu text on a card", TEXT, CARD_FILL),
        ("muted text on a card", MUTED, CARD_FILL),
        ("a warning on a card", WARN, CARD_FILL),
        ("a gold heading on a card", GOLD, CARD_FILL),
        ("a valid example on a card", VALID, CARD_FILL),
        ("text in a window", TEXT, WINDOW_FILL),
        ("a button", TEXT, BUTTON),
        ("muted text on a button", MUTED, BUTTON),
        ("a button under the pointer", TEXT, BUTTON_HOVERED),
        ("a pressed button", TEXT, BUTTON_PRESSED),
        ("a selected choice", TEXT, SELECTION),
        ("ink on a gold button", ON_GOLD, GOLD),
        ("the playing seat's name", SEAT_ACTIVE_INK, GOLD),
        ("a waiting seat's name", TEXT, SEAT_FILL),
        ("a waiting seat's count", MUTED, SEAT_FILL),
        ("the notice above the rack", BRIGHT, TOAST_BG),
        ("the hot-seat cover", BRIGHT, COVER_BG),
        ("a lost connection", BRIGHT, CONNECTION_BG),
        (
            "the pool's count on the felt",
            POOL_COUNT,
            egui::Color32::TRANSPARENT,
        ),
        ("a heading on the felt", BRIGHT, BAND_SHADE),
        ("the title on the felt", GOLD, egui::Color32::TRANSPARENT),
        (
            "high contrast: a button",
            egui::Color32::WHITE,
            egui::Color32::BLACK,
        ),
        (
            "high contrast: under the pointer",
            egui::Color32::WHITE,
            HC_BUTTON_HOVERED,
        ),
        (
            "high contrast: pressed",
            egui::Color32::WHITE,
            HC_BUTTON_PRESSED,
        ),
        (
            "high contrast: a selected choice",
            egui::Color32::WHITE,
            HC_SELECTION,
        ),
    ];

    pub fn card() -> egui::Frame {
        egui::Frame::new()
            .fill(CARD_FILL)
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
        egui::RichText::new(text).size(28.0).strong().color(BRIGHT)
    }

    /// A paragraph of `shown` (a catalog's text as `Messages::get` gave
    /// it). egui wraps lines left to right, which puts the lines of a
    /// right-to-left paragraph in the wrong order: such a paragraph is
    /// wrapped here in reading order, and each line then put in display
    /// order on its own. Chinese is wrapped here too, by its own rules
    /// (`i18n::break_lines`).
    pub fn paragraph(
        ui: &mut egui::Ui,
        messages: &crate::i18n::Messages,
        shown: &str,
        size: f32,
        color: egui::Color32,
    ) -> egui::Response {
        let font = egui::FontId::proportional(size);
        let width = ui.available_width();
        let lines = if messages.lang() == crate::i18n::Lang::Zh {
            fitted_lines(ui.ctx(), shown, &font, width)
        } else {
            let reading = messages
                .lang()
                .is_rtl()
                .then(|| messages.reading_of(shown))
                .flatten();
            let Some(reading) = reading else {
                return ui.label(egui::RichText::new(shown).size(size).color(color));
            };
            rtl_lines(ui.ctx(), reading, font.clone(), width)
        };
        ui.add(
            egui::Label::new(
                egui::RichText::new(lines.join("\n"))
                    .font(font)
                    .color(color),
            )
            // Each line fits the width; as a wrapping label it takes the
            // room a plain one would (an auto-sized card does not grow).
            .wrap_mode(egui::TextWrapMode::Wrap),
        )
    }

    /// A [`paragraph`] at the size of body text.
    pub fn text(
        ui: &mut egui::Ui,
        messages: &crate::i18n::Messages,
        shown: &str,
        color: egui::Color32,
    ) -> egui::Response {
        let size = egui::TextStyle::Body.resolve(ui.style()).size;
        paragraph(ui, messages, shown, size, color)
    }

    /// A right-to-left paragraph's lines as egui should be given them: the
    /// text (in reading order) broken at spaces to fit `width`, top line
    /// first, each line in display order. (Broken here, not by laying it
    /// out in egui: egui counts the shaped glyphs of a right-to-left run
    /// differently from its characters, which cut words in two.)
    pub fn rtl_lines(
        ctx: &egui::Context,
        reading: String,
        font: egui::FontId,
        width: f32,
    ) -> Vec<String> {
        fitted_lines(ctx, &reading, &font, width)
            .iter()
            .map(|line| crate::i18n::for_egui(line.trim()))
            .collect()
    }

    /// `text` broken into lines of `font` that fit `width`, with a little
    /// room to spare, so egui's own wrap never breaks a line again where
    /// ours measured a hair short.
    fn fitted_lines(
        ctx: &egui::Context,
        text: &str,
        font: &egui::FontId,
        width: f32,
    ) -> Vec<String> {
        ctx.fonts_mut(|f| {
            crate::i18n::break_lines(text, width - font.size, |c| f.glyph_width(font, c))
        })
    }

    fn direction_id() -> egui::Id {
        egui::Id::new("tilemeld-right-to-left")
    }

    /// Whether the language being spoken reads right to left (kept in
    /// egui's memory when the language changes).
    pub fn right_to_left(ctx: &egui::Context) -> bool {
        ctx.data(|d| d.get_temp::<bool>(direction_id()))
            .unwrap_or(false)
    }

    pub fn set_right_to_left(ctx: &egui::Context, rtl: bool) {
        ctx.data_mut(|d| d.insert_temp(direction_id(), rtl));
    }

    /// The layout of a row in reading order.
    pub fn row_layout(ctx: &egui::Context) -> egui::Layout {
        if right_to_left(ctx) {
            egui::Layout::right_to_left(egui::Align::Center)
        } else {
            egui::Layout::left_to_right(egui::Align::Center)
        }
    }

    /// A row of widgets in reading order: from the right edge leftwards in
    /// a language read right to left.
    pub fn row<R>(
        ui: &mut egui::Ui,
        add: impl FnOnce(&mut egui::Ui) -> R,
    ) -> egui::InnerResponse<R> {
        directed(ui, false, add)
    }

    /// A row that wraps, in reading order (see [`row`]).
    pub fn row_wrapped<R>(
        ui: &mut egui::Ui,
        add: impl FnOnce(&mut egui::Ui) -> R,
    ) -> egui::InnerResponse<R> {
        directed(ui, true, add)
    }

    fn directed<R>(
        ui: &mut egui::Ui,
        wrap: bool,
        add: impl FnOnce(&mut egui::Ui) -> R,
    ) -> egui::InnerResponse<R> {
        if !right_to_left(ui.ctx()) {
            return if wrap {
                ui.horizontal_wrapped(add)
            } else {
                ui.horizontal(add)
            };
        }
        let size = egui::vec2(ui.available_width(), ui.spacing().interact_size.y);
        let layout = row_layout(ui.ctx()).with_main_wrap(wrap);
        ui.allocate_ui_with_layout(size, layout, add)
    }

    /// A checkbox and its words; read right to left, the box is right of
    /// the words (egui's own box is always on the left). The words toggle
    /// it too, and name it for a screen reader.
    pub fn checkbox(ui: &mut egui::Ui, on: &mut bool, text: String) -> egui::Response {
        if !right_to_left(ui.ctx()) {
            return ui.checkbox(on, text);
        }
        row(ui, |ui| {
            let mut tick = ui.checkbox(on, "");
            spoken_as(&tick, &text);
            // In the menus' own ink (a label that senses clicks would be
            // drawn in a button's dimmer one).
            let ink = ui.visuals().text_color();
            let words = ui.add(
                egui::Label::new(egui::RichText::new(text).color(ink)).sense(egui::Sense::click()),
            );
            if words.clicked() {
                *on = !*on;
                tick.mark_changed();
            }
            tick.union(words)
        })
        .inner
    }

    /// A grid's name cell: flush with the grid's right edge when read
    /// right to left.
    pub fn grid_label(ui: &mut egui::Ui, text: impl Into<egui::WidgetText>) {
        if right_to_left(ui.ctx()) {
            row(ui, |ui| ui.label(text));
        } else {
            ui.label(text);
        }
    }

    /// A grid's control cell at least `width` wide when read right to left:
    /// there it is the first column, which egui sizes to what it held
    /// last frame, so a row that wraps would never widen it.
    pub fn grid_control(ui: &mut egui::Ui, width: f32, add: impl FnOnce(&mut egui::Ui)) {
        ui.vertical(|ui| {
            if right_to_left(ui.ctx()) {
                ui.set_min_width(width);
            }
            add(ui);
        });
    }

    /// Two cells of a grid's row (a name and its control, say), in reading
    /// order: the first on the right in a language read right to left.
    pub fn grid_pair<A, B>(
        ui: &mut egui::Ui,
        first: impl FnOnce(&mut egui::Ui) -> A,
        second: impl FnOnce(&mut egui::Ui) -> B,
    ) -> (A, B) {
        if right_to_left(ui.ctx()) {
            let b = second(ui);
            let a = first(ui);
            (a, b)
        } else {
            let a = first(ui);
            (a, second(ui))
        }
    }

    /// The name a screen reader gives a widget whose face is not words (a
    /// button showing "777" sorts into groups).
    pub fn spoken_as(response: &egui::Response, name: &str) {
        response
            .ctx
            .accesskit_node_builder(response.id, |node| node.set_label(name));
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
        let mut order: Vec<String> = vec!["ubuntu".into(), "icons".into()];
        for (name, data) in crate::game::ui::script_fonts::load() {
            fonts
                .font_data
                .insert(name.into(), std::sync::Arc::new(data));
            order.push(name.into());
        }
        for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
            fonts.families.insert(family, order.clone());
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
            v.widgets.hovered.weak_bg_fill = HC_BUTTON_HOVERED;
            v.widgets.active.weak_bg_fill = HC_BUTTON_PRESSED;
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
            v.selection.bg_fill = HC_SELECTION;
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
            v.override_text_color = Some(TEXT);
            v.widgets.inactive.weak_bg_fill = BUTTON;
            v.widgets.inactive.bg_fill = BUTTON;
            v.widgets.hovered.weak_bg_fill = BUTTON_HOVERED;
            v.widgets.active.weak_bg_fill = BUTTON_PRESSED;
            for w in [
                &mut v.widgets.inactive,
                &mut v.widgets.hovered,
                &mut v.widgets.active,
            ] {
                w.corner_radius = egui::CornerRadius::same(8);
            }
            v.window_fill = WINDOW_FILL;
            v.window_corner_radius = egui::CornerRadius::same(14);
            v.selection.bg_fill = SELECTION;
        });
    }
}

#[derive(Resource)]
pub struct StyleApplied;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(palette::FELT)).add_systems(
        EguiPrimaryContextPass,
        (apply_style, apply_comfort, apply_direction).chain(),
    );
}

/// egui learns which way the language reads ([`ui::row`] asks it).
fn apply_direction(
    mut contexts: EguiContexts,
    tr: Option<Res<Tr>>,
    mut applied: Local<Option<bool>>,
) -> Result {
    let rtl = tr.is_some_and(|t| t.lang().is_rtl());
    if *applied != Some(rtl) {
        ui::set_right_to_left(contexts.ctx_mut()?, rtl);
        *applied = Some(rtl);
    }
    Ok(())
}

/// The player's size and contrast settings, applied to egui (the table's
/// layout reads the size itself) and to the felt.
fn apply_comfort(
    mut contexts: EguiContexts,
    settings: Option<Res<Settings>>,
    windows: Query<&Window>,
    mut clear: ResMut<ClearColor>,
    mut applied: Local<Option<(f32, bool)>>,
) -> Result {
    let Some(settings) = settings else {
        return Ok(());
    };
    // The table's layout draws at the same size (`size_for`).
    let size = size_for(settings.ui_scale, window_size(&windows));
    let wanted = (size, settings.high_contrast);
    if *applied == Some(wanted) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.set_zoom_factor(size);
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
