//! The finished matches kept (the last 50): date, players and winner, to
//! watch again or export as a file; and a match file to import.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::{back, centred_panel, look};
use crate::game::persist::replays::KEPT;
use crate::game::persist::{Replays, Storage};
use crate::game::replay::start_watching;
use crate::game::state::{Menu, Screen};
use crate::record::MatchRecord;

/// What the last export or import said, the path typed to import, and
/// each kept match's winners (worked out once: a replay is not free).
#[derive(Default)]
pub(super) struct ReplaysForm {
    said: Option<String>,
    import_path: String,
    winners: Option<Vec<String>>,
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
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let folder = storage.as_ref().and_then(|s| s.0.folder());
    if replays.is_changed() || form.winners.is_none() {
        form.winners = Some(
            replays
                .matches
                .iter()
                .map(|record| {
                    record
                        .replay()
                        .map(|g| record.winners(&g).join(", "))
                        .unwrap_or_else(|e| format!("nobody (it cannot be replayed: {e})"))
                })
                .collect(),
        );
    }
    centred_panel(ctx, "replays", 520.0, |ui| {
        ui.vertical_centered(|ui| {
            ui.label(look::heading("Replays"));
            ui.label(
                egui::RichText::new(format!("The last {KEPT} finished matches, newest first."))
                    .color(look::MUTED),
            );
        });
        ui.add_space(8.0);
        if replays.matches.is_empty() {
            ui.label("No finished match yet: one is kept here when it ends.");
        }
        let mut watch: Option<MatchRecord> = None;
        for (i, record) in replays.matches.iter().enumerate().rev() {
            let names: Vec<&str> = record.seats.iter().map(|s| s.name.as_str()).collect();
            let winners = form
                .winners
                .as_ref()
                .and_then(|w| w.get(i))
                .cloned()
                .unwrap_or_default();
            ui.horizontal_wrapped(|ui| {
                ui.label(format!(
                    "{} · {} · won by {winners}",
                    record.date.as_deref().unwrap_or("?"),
                    names.join(", ")
                ));
                if ui.button("Watch").clicked() {
                    watch = Some(record.clone());
                }
                if let Some(dir) = &folder
                    && ui
                        .button("Export")
                        .on_hover_text("Write it as a file to send")
                        .clicked()
                {
                    let path = dir.join(format!(
                        "match-{}-{}.json",
                        record.date.as_deref().unwrap_or("undated"),
                        i + 1
                    ));
                    form.said = Some(match std::fs::write(&path, record.to_json()) {
                        Ok(()) => format!("Written to {}", path.display()),
                        Err(e) => format!("Cannot write {}: {e}", path.display()),
                    });
                }
            });
        }
        if folder.is_some() {
            ui.add_space(8.0);
            ui.horizontal_wrapped(|ui| {
                ui.label("Import a match file:");
                ui.text_edit_singleline(&mut form.import_path);
                if ui.button("Import").clicked() {
                    form.said = Some(match import(form.import_path.trim()) {
                        Ok(record) => {
                            replays.keep(record);
                            if let Some(s) = &storage
                                && let Err(e) =
                                    s.0.save(crate::game::persist::storage::Doc::Replays, &*replays)
                            {
                                format!("Imported, but the list could not be saved: {e}")
                            } else {
                                "Imported: it is at the top of the list.".to_string()
                            }
                        }
                        Err(e) => format!("Not imported: {e}"),
                    });
                }
            });
        }
        if let Some(said) = &form.said {
            ui.label(egui::RichText::new(said).color(look::GOLD));
        }
        if let Some(record) = watch
            && let Err(e) = start_watching(&mut commands, record, &mut next)
        {
            form.said = Some(format!("Cannot watch it: {e}"));
        }
        ui.add_space(6.0);
        ui.vertical_centered(|ui| {
            if ui.add(look::big_button("Back")).clicked() {
                back(&screen, &mut menu);
            }
        });
    });
    Ok(())
}

/// Reads and checks a match file.
fn import(path: &str) -> Result<MatchRecord, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let record = MatchRecord::from_json(&text)?;
    record.replay()?;
    Ok(record)
}
