//! Fonts for Hebrew, Korean and Chinese in a browser. They are too big for
//! every first visit (web/fonts.py cuts them down to the game's
//! characters), so the page fetches one when it is needed: for the
//! language being spoken, or for a name at the table written in that
//! script. The page's `tilemeldFetchFont` fetches `fonts/<tag>.ttf` (the
//! service worker keeps it for offline play) and hands the bytes back
//! through `tilemeld_font_arrived`; egui then takes the font as a
//! fallback behind the menus' own.

use std::cell::RefCell;
use std::collections::HashSet;

use bevy::prelude::*;
use bevy_egui::egui::epaint::text::{FontInsert, FontPriority, InsertFontFamily};
use bevy_egui::egui::{FontData, FontFamily};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use wasm_bindgen::{JsCast, JsValue};

use crate::game::locale::Tr;
use crate::game::session::Session;
use crate::i18n::Lang;

thread_local! {
    /// Fonts the page has fetched and egui has not taken yet.
    static ARRIVED: RefCell<Vec<(String, Vec<u8>)>> = const { RefCell::new(Vec::new()) };
}

/// The page fetched a font (`tag` as asked, the file's bytes).
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn tilemeld_font_arrived(tag: &str, bytes: Vec<u8>) {
    if FONT_TAGS.contains(&tag) {
        ARRIVED.with_borrow_mut(|a| a.push((tag.to_string(), bytes)));
    }
}

const FONT_TAGS: [&str; 3] = ["he", "ko", "zh"];

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (ask_for_fonts, take_fonts)
            .chain()
            .run_if(super::theme::ui_ready),
    );
}

/// The font a language needs, if the menus' own lacks its script.
fn font_for(lang: Lang) -> Option<&'static str> {
    match lang {
        Lang::He => Some("he"),
        Lang::Ko => Some("ko"),
        Lang::Zh => Some("zh"),
        _ => None,
    }
}

/// The fonts a text needs (a player's name in any script).
fn fonts_for_text(text: &str) -> impl Iterator<Item = &'static str> + '_ {
    text.chars().filter_map(|c| match c {
        '\u{0590}'..='\u{05FF}' | '\u{FB1D}'..='\u{FB4F}' => Some("he"),
        '\u{1100}'..='\u{11FF}' | '\u{3130}'..='\u{318F}' | '\u{AC00}'..='\u{D7AF}' => Some("ko"),
        '\u{3000}'..='\u{303F}' | '\u{4E00}'..='\u{9FFF}' | '\u{FF00}'..='\u{FFEF}' => Some("zh"),
        _ => None,
    })
}

fn ask_for_fonts(
    tr: Res<Tr>,
    session: Option<Res<Session>>,
    mut asked: Local<HashSet<&'static str>>,
    mut looked: Local<bool>,
) {
    // Only when the language or the names at the table may have changed
    // (checked here, not as a run condition, which would spend a change
    // seen before the UI was ready).
    let session_changed = session.as_ref().is_some_and(|s| s.is_changed());
    if *looked && !tr.is_changed() && !session_changed {
        return;
    }
    *looked = true;
    let names = session
        .iter()
        .flat_map(|s| s.seats.iter().map(|seat| seat.name.as_str()))
        .flat_map(fonts_for_text);
    let wanted: Vec<&'static str> = font_for(tr.lang()).into_iter().chain(names).collect();
    for tag in wanted {
        if asked.insert(tag) {
            fetch(tag);
        }
    }
}

fn fetch(tag: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(function) = js_sys::Reflect::get(&window, &JsValue::from_str("tilemeldFetchFont"))
    else {
        return;
    };
    if let Ok(function) = function.dyn_into::<js_sys::Function>() {
        let _ = function.call1(&JsValue::NULL, &JsValue::from_str(tag));
    }
}

fn take_fonts(mut contexts: EguiContexts) -> Result {
    let arrived = ARRIVED.with_borrow_mut(std::mem::take);
    if arrived.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    for (tag, bytes) in arrived {
        let families = [FontFamily::Proportional, FontFamily::Monospace]
            .into_iter()
            .map(|family| InsertFontFamily {
                family,
                priority: FontPriority::Lowest,
            })
            .collect();
        ctx.add_font(FontInsert::new(&tag, FontData::from_owned(bytes), families));
    }
    Ok(())
}
