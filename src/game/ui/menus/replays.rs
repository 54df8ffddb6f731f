//! The finished matches kept (the last 50): date, players and winner, to
//! watch again or export as a file; and a match file to import.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::{back, centred_panel, look, note};
use crate::game::flow::open_table;
use crate::game::locale::Tr;
use crate::game::persist::replays::KEPT;
use crate::game::persist::storage::Doc;
use crate::game::persist::{Replays, Storage};
use crate::game::session::Session;
use crate::game::state::{Menu, Screen};
use crate::game::ui_rects::UiRects;
use crate::i18n::Phrase;
use crate::record::MatchRecord;

/// What the last export or import said, the path typed to import, and
/// each kept match's winners (worked out once: a replay is not free).
#[derive(Default)]
pub(super) struct ReplaysForm {
    said: Option<Phrase>,
    import_path: String,
    winners: Option<Vec<Winners>>,
}

/// A kept match's winners' names, or why it cannot be replayed.
type Winners = Result<String, String>;

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
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let folder = storage.as_ref().and_then(|s| s.0.folder());
    if replays.is_changed() || form.winners.is_none() {
        form.winners = Some(winners(&replays));
    }
    centred_panel(ctx, "replays", 520.0, |ui| {
        header(ui, &tr);
        let mut watch: Option<MatchRecord> = None;
        match match_list(ui, &tr, &replays, form.winners.as_deref(), &mut rects) {
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
        match import_row(ui, &tr, folder.is_some(), &mut form.import_path, &mut rects) {
            Some(ImportPressed::Typed) => {
                let path = form.import_path.trim();
                let text = std::fs::read_to_string(path).map_err(|e| {
                    Phrase::new("replays-cannot-read")
                        .with("path", path)
                        .with("why", e.to_string())
                });
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
            ui.label(egui::RichText::new(tr.phrase(said)).color(look::GOLD));
        }
        if let Some(record) = watch
            && let Err(e) = open_table(&mut commands, Session::replay(record), &mut next)
        {
            form.said = Some(Phrase::new("replays-cannot-watch").with("why", e));
        }
        ui.add_space(6.0);
        let back_pressed = ui
            .vertical_centered(|ui| ui.add(look::big_button(&tr.get("menu-back"))).clicked())
            .inner;
        if back_pressed {
            back(&screen, &mut menu);
        }
    });
    Ok(())
}

/// Each kept match's winners, in the list's order.
fn winners(replays: &Replays) -> Vec<Winners> {
    replays
        .matches
        .iter()
        .map(|record| record.replay().map(|g| record.winners(&g).join(", ")))
        .collect()
}

fn header(ui: &mut egui::Ui, tr: &Tr) {
    ui.vertical_centered(|ui| {
        ui.label(look::heading(&tr.get("replays-title")));
        let intro = tr.get_with("replays-intro", &[("count", KEPT.into())]);
        look::text(ui, tr, &intro, look::MUTED);
    });
    ui.add_space(8.0);
}

/// The kept matches, newest first, each with Watch and Export.
fn match_list(
    ui: &mut egui::Ui,
    tr: &Tr,
    replays: &Replays,
    winners: Option<&[Winners]>,
    rects: &mut Option<ResMut<UiRects>>,
) -> Option<MatchPressed> {
    if replays.matches.is_empty() {
        look::text(ui, tr, &tr.get("replays-empty"), look::TEXT);
    }
    let mut pressed = None;
    for (i, record) in replays.matches.iter().enumerate().rev() {
        look::row_wrapped(ui, |ui| {
            ui.label(match_line(tr, record, winners.and_then(|w| w.get(i))));
            let watch_button = ui.button(tr.get("replays-watch"));
            if i + 1 == replays.matches.len() {
                note(rects, "watch-1", &watch_button);
            }
            if watch_button.clicked() {
                pressed = Some(MatchPressed::Watch(i));
            }
            let export = ui
                .button(tr.get("replays-export"))
                .on_hover_text(tr.get("replays-export-hover"));
            note(rects, export_name(replays.matches.len() - 1 - i), &export);
            if export.clicked() {
                pressed = Some(MatchPressed::Export(i));
            }
        });
    }
    pressed
}

/// A kept match in the list: its date, its players and who won it.
fn match_line(tr: &Tr, record: &MatchRecord, winners: Option<&Winners>) -> String {
    let names: Vec<&str> = record.seats.iter().map(|s| s.name.as_str()).collect();
    let date = record.date.as_deref().unwrap_or("?");
    let players = names.join(", ");
    match winners {
        Some(Err(why)) => tr.get_with(
            "replays-match-unplayable",
            &[
                ("date", date.into()),
                ("players", players.into()),
                ("why", why.into()),
            ],
        ),
        won_by => tr.get_with(
            "replays-match",
            &[
                ("date", date.into()),
                ("players", players.into()),
                (
                    "winners",
                    won_by
                        .and_then(|w| w.as_ref().ok())
                        .cloned()
                        .unwrap_or_default()
                        .into(),
                ),
            ],
        ),
    }
}

/// Import: a path typed when there is a folder, the browser's file picker
/// otherwise.
fn import_row(
    ui: &mut egui::Ui,
    tr: &Tr,
    has_folder: bool,
    import_path: &mut String,
    rects: &mut Option<ResMut<UiRects>>,
) -> Option<ImportPressed> {
    if has_folder {
        look::row_wrapped(ui, |ui| {
            ui.label(tr.get("replays-import-label"));
            ui.text_edit_singleline(import_path);
            ui.button(tr.get("replays-import"))
                .clicked()
                .then_some(ImportPressed::Typed)
        })
        .inner
    } else {
        let pick = ui.button(tr.get("replays-import-pick"));
        note(rects, "import", &pick);
        pick.clicked().then_some(ImportPressed::Pick)
    }
}

/// Checks a match file's text (or why it could not be read: the notice
/// that it was not imported) and keeps it at the top of the list; says
/// what happened.
fn import(
    text: Result<String, Phrase>,
    replays: &mut Replays,
    storage: Option<&Storage>,
) -> Phrase {
    let record = text.and_then(|t| {
        let checked = MatchRecord::from_json(&t).and_then(|record| {
            record.replay()?;
            Ok(record)
        });
        checked.map_err(|e| Phrase::new("replays-not-imported").with("why", e))
    });
    match record {
        Ok(record) => {
            replays.keep(record);
            match storage.map(|s| s.0.save(Doc::Replays, &*replays)) {
                Some(Err(e)) => Phrase::new("replays-imported-unsaved").with("why", e),
                _ => Phrase::new("replays-imported"),
            }
        }
        Err(said) => said,
    }
}

/// The name a match's Export button is known by (the newest is 1).
fn export_name(newest_first: usize) -> &'static str {
    const NAMES: [&str; 3] = ["export-1", "export-2", "export-3"];
    NAMES.get(newest_first).copied().unwrap_or("export")
}

/// Writes the file beside the settings, or offers it as a download.
fn export_file(folder: Option<&std::path::Path>, name: &str, text: &str) -> Phrase {
    match folder {
        Some(dir) => {
            let path = dir.join(name);
            match std::fs::write(&path, text) {
                Ok(()) => Phrase::new("replays-written").with("path", path.display().to_string()),
                Err(e) => Phrase::new("replays-cannot-write")
                    .with("path", path.display().to_string())
                    .with("why", e.to_string()),
            }
        }
        None => match download(name, text) {
            Ok(()) => Phrase::new("replays-downloaded").with("name", name),
            Err(said) => said,
        },
    }
}

/// Offers the file as a download; or why not.
#[cfg(target_arch = "wasm32")]
fn download(name: &str, text: &str) -> Result<(), Phrase> {
    crate::game::persist::browser_files::download(name, text)
        .map_err(|e| Phrase::new("replays-cannot-download").with("why", e))
}

/// Opens the browser's file picker; or why not.
#[cfg(target_arch = "wasm32")]
fn pick_file() -> Result<(), Phrase> {
    crate::game::persist::browser_files::pick_file()
        .map_err(|e| Phrase::new("replays-cannot-pick").with("why", e))
}

#[cfg(target_arch = "wasm32")]
use crate::game::persist::browser_files::take_picked;

#[cfg(not(target_arch = "wasm32"))]
fn download(_name: &str, _text: &str) -> Result<(), Phrase> {
    Err(Phrase::new("replays-no-folder"))
}

#[cfg(not(target_arch = "wasm32"))]
fn pick_file() -> Result<(), Phrase> {
    Err(Phrase::new("replays-type-path"))
}

#[cfg(not(target_arch = "wasm32"))]
fn take_picked() -> Option<Result<String, Phrase>> {
    None
}
