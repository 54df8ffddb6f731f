//! The finished matches kept (the last 50): date, players and winner, to
//! watch again or export as a file; and a match file to import.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::{back, centred_panel, look, note};
use crate::game::flow::open_table;
use crate::game::persist::replays::KEPT;
use crate::game::persist::storage::Doc;
use crate::game::persist::{Replays, Storage};
use crate::game::session::Session;
use crate::game::state::{Menu, Screen};
use crate::game::ui_rects::UiRects;
use crate::record::MatchRecord;

/// What the last export or import said, the path typed to import, and
/// each kept match's winners (worked out once: a replay is not free).
#[derive(Default)]
pub(super) struct ReplaysForm {
    said: Option<String>,
    import_path: String,
    winners: Option<Vec<String>>,
}

/// What was pressed on a match of the list (its index in the list).
enum MatchPressed {
    Watch(usize),
    Export(usize),
}

/// What was pressed to import a match file.
enum ImportPressed {
    /// Import, with the path typed.
    Typed,
    /// Import a match file… (the browser's file picker).
    Pick,
}

pub(super) fn draw(
    mut contexts: EguiContexts,
    mut commands: Commands,
    mut replays: ResMut<Replays>,
    storage: Option<Res<Storage>>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    mut menu: ResMut<NextState<Menu>>,
    mut form: Local<ReplaysForm>,
    mut rects: Option<ResMut<UiRects>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let folder = storage.as_ref().and_then(|s| s.0.folder());
    if replays.is_changed() || form.winners.is_none() {
        form.winners = Some(winners(&replays));
    }
    centred_panel(ctx, "replays", 520.0, |ui| {
        header(ui);
        let mut watch: Option<MatchRecord> = None;
        match match_list(ui, &replays, form.winners.as_deref(), &mut rects) {
            Some(MatchPressed::Watch(i)) => watch = Some(replays.matches[i].clone()),
            Some(MatchPressed::Export(i)) => {
                let record = &replays.matches[i];
                let name = format!(
                    "tilemeld-{}-{}.json",
                    record.date.as_deref().unwrap_or("undated"),
                    record.seed
                );
                form.said = Some(export_file(folder.as_deref(), &name, &record.to_json()));
            }
            None => {}
        }
        ui.add_space(8.0);
        match import_row(ui, folder.is_some(), &mut form.import_path, &mut rects) {
            Some(ImportPressed::Typed) => {
                let text = std::fs::read_to_string(form.import_path.trim())
                    .map_err(|e| format!("cannot read {}: {e}", form.import_path.trim()));
                form.said = Some(import(text, &mut replays, storage.as_deref()));
                // The list changed under this system: its own change is
                // not seen as one next frame.
                form.winners = None;
            }
            Some(ImportPressed::Pick) => form.said = pick_file().err(),
            None => {}
        }
        if let Some(text) = take_picked() {
            form.said = Some(import(text, &mut replays, storage.as_deref()));
            form.winners = None;
        }
        if let Some(said) = &form.said {
            ui.label(egui::RichText::new(said).color(look::GOLD));
        }
        if let Some(record) = watch
            && let Err(e) = open_table(&mut commands, Session::watch(record), &mut next)
        {
            form.said = Some(format!("Cannot watch it: {e}"));
        }
        ui.add_space(6.0);
        let back_pressed = ui
            .vertical_centered(|ui| ui.add(look::big_button("Back")).clicked())
            .inner;
        if back_pressed {
            back(&screen, &mut menu);
        }
    });
    Ok(())
}

/// Each kept match's winners, in the list's order.
fn winners(replays: &Replays) -> Vec<String> {
    replays
        .matches
        .iter()
        .map(|record| {
            record
                .replay()
                .map(|g| record.winners(&g).join(", "))
                .unwrap_or_else(|e| format!("nobody (it cannot be replayed: {e})"))
        })
        .collect()
}

fn header(ui: &mut egui::Ui) {
    ui.vertical_centered(|ui| {
        ui.label(look::heading("Replays"));
        ui.label(
            egui::RichText::new(format!("The last {KEPT} finished matches, newest first."))
                .color(look::MUTED),
        );
    });
    ui.add_space(8.0);
}

/// The kept matches, newest first, each with Watch and Export.
fn match_list(
    ui: &mut egui::Ui,
    replays: &Replays,
    winners: Option<&[String]>,
    rects: &mut Option<ResMut<UiRects>>,
) -> Option<MatchPressed> {
    if replays.matches.is_empty() {
        ui.label("No finished match yet: one is kept here when it ends.");
    }
    let mut pressed = None;
    for (i, record) in replays.matches.iter().enumerate().rev() {
        let names: Vec<&str> = record.seats.iter().map(|s| s.name.as_str()).collect();
        let won_by = winners.and_then(|w| w.get(i)).cloned().unwrap_or_default();
        ui.horizontal_wrapped(|ui| {
            ui.label(format!(
                "{} · {} · won by {won_by}",
                record.date.as_deref().unwrap_or("?"),
                names.join(", ")
            ));
            let watch_button = ui.button("Watch");
            if i + 1 == replays.matches.len() {
                note(rects, "watch-1", &watch_button);
            }
            if watch_button.clicked() {
                pressed = Some(MatchPressed::Watch(i));
            }
            let export = ui
                .button("Export")
                .on_hover_text("Save it as a file to send");
            note(rects, export_name(replays.matches.len() - 1 - i), &export);
            if export.clicked() {
                pressed = Some(MatchPressed::Export(i));
            }
        });
    }
    pressed
}

/// Import: a path typed when there is a folder, the browser's file picker
/// otherwise.
fn import_row(
    ui: &mut egui::Ui,
    has_folder: bool,
    import_path: &mut String,
    rects: &mut Option<ResMut<UiRects>>,
) -> Option<ImportPressed> {
    if has_folder {
        ui.horizontal_wrapped(|ui| {
            ui.label("Import a match file:");
            ui.text_edit_singleline(import_path);
            ui.button("Import")
                .clicked()
                .then_some(ImportPressed::Typed)
        })
        .inner
    } else {
        let pick = ui.button("Import a match file…");
        note(rects, "import", &pick);
        pick.clicked().then_some(ImportPressed::Pick)
    }
}

/// Checks a match file's text and keeps it at the top of the list; says
/// what happened.
fn import(
    text: Result<String, String>,
    replays: &mut Replays,
    storage: Option<&Storage>,
) -> String {
    let record = text.and_then(|t| {
        let record = MatchRecord::from_json(&t)?;
        record.replay()?;
        Ok(record)
    });
    match record {
        Ok(record) => {
            replays.keep(record);
            match storage.map(|s| s.0.save(Doc::Replays, &*replays)) {
                Some(Err(e)) => format!("Imported, but the list could not be saved: {e}"),
                _ => "Imported: it is at the top of the list.".to_string(),
            }
        }
        Err(e) => format!("Not imported: {e}"),
    }
}

/// The name a match's Export button is known by (the newest is 1).
fn export_name(newest_first: usize) -> &'static str {
    const NAMES: [&str; 3] = ["export-1", "export-2", "export-3"];
    NAMES.get(newest_first).copied().unwrap_or("export")
}

/// Writes the file beside the settings, or offers it as a download.
fn export_file(folder: Option<&std::path::Path>, name: &str, text: &str) -> String {
    match folder {
        Some(dir) => {
            let path = dir.join(name);
            match std::fs::write(&path, text) {
                Ok(()) => format!("Written to {}", path.display()),
                Err(e) => format!("Cannot write {}: {e}", path.display()),
            }
        }
        None => match download(name, text) {
            Ok(()) => format!("Downloaded as {name}"),
            Err(e) => format!("Cannot download it: {e}"),
        },
    }
}

#[cfg(target_arch = "wasm32")]
use crate::game::persist::browser_files::{download, pick_file, take_picked};

#[cfg(not(target_arch = "wasm32"))]
fn download(_name: &str, _text: &str) -> Result<(), String> {
    Err("there is no folder to write it to".into())
}

#[cfg(not(target_arch = "wasm32"))]
fn pick_file() -> Result<(), String> {
    Err("type the file's path instead".into())
}

#[cfg(not(target_arch = "wasm32"))]
fn take_picked() -> Option<Result<String, String>> {
    None
}
