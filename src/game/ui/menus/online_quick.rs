//! Play online's Quick match tab: the table wanted (rules, players, pace,
//! how long to wait for people), Find a game, the wait, the fair-play
//! rule in one line, and who the player plays as (with the recovery code
//! that carries them to another device).

use bevy::prelude::*;
use bevy_egui::egui;

use super::{look, note};
use crate::game::locale::Tr;
use crate::game::online::Waiting;
use crate::game::online::{Ask, OnlinePlay};
use crate::game::ui_rects::UiRects;
use crate::online::matchmaking::{CORRESPONDENCE_HOURS, DEFAULT_WAIT_MS, Pace, Wanted};
use crate::online::room::GRACE_MS;
use crate::rules::Preset;

/// How long a player may choose to wait before computers fill the table.
const WAITS: [u32; 3] = [(DEFAULT_WAIT_MS / 1000) as u32, 60, 120];
/// The probe's names for the pace choices: live, then each move time.
const PACE_PROBES: [&str; 4] = [
    "quick-pace-live",
    "quick-pace-12",
    "quick-pace-24",
    "quick-pace-72",
];
const SEAT_PROBES: [&str; 5] = [
    "quick-seats-2",
    "quick-seats-3",
    "quick-seats-4",
    "quick-seats-5",
    "quick-seats-6",
];
const WAIT_PROBES: [&str; 3] = ["quick-wait-20", "quick-wait-60", "quick-wait-120"];

/// The table asked for, as chosen on the tab.
#[derive(Resource, Debug, Clone)]
pub struct QuickForm {
    pub preset: Preset,
    pub seats: u8,
    pub pace: Pace,
    pub wait_secs: u32,
    /// The recovery code typed to play as oneself here.
    pub recovery: String,
    pub show_recovery: bool,
}

impl Default for QuickForm {
    fn default() -> Self {
        QuickForm {
            preset: Preset::Modern,
            seats: 2,
            pace: Pace::Live,
            wait_secs: WAITS[0],
            recovery: String::new(),
            show_recovery: false,
        }
    }
}

/// The rules' name in the player's language.
pub(super) fn preset_name(tr: &Tr, preset: Preset) -> String {
    tr.get(&format!("preset-{}", preset.key()))
}

pub(super) fn pace_name(tr: &Tr, pace: Pace) -> String {
    match pace {
        Pace::Live => tr.get("quick-pace-live"),
        Pace::Correspondence { hours } => {
            tr.get_with("quick-pace-hours", &[("hours", i64::from(hours).into())])
        }
    }
}

/// The tab's body; `name` is the player's name as typed.
pub(super) fn draw(
    ui: &mut egui::Ui,
    tr: &Tr,
    form: &mut QuickForm,
    online: &mut OnlinePlay,
    name: &str,
    rects: &mut Option<ResMut<UiRects>>,
) {
    if let Some(waiting) = online.wait.0.clone() {
        wait(ui, tr, &waiting, online, rects);
        return;
    }
    look::text(ui, tr, &tr.get("quick-intro"), look::MUTED);
    ui.add_space(6.0);
    choices(ui, tr, form, rects);
    ui.add_space(8.0);
    let named = !name.trim().is_empty();
    let find = ui.add_enabled(named, look::big_button(&tr.get("quick-find")));
    note(rects, "quick-find", &find);
    if find.clicked() {
        let wanted = Wanted {
            rules: form.preset.key().to_string(),
            seats: form.seats,
            pace: form.pace,
        };
        online.ask(Ask::Quick {
            name: name.to_string(),
            wanted,
            wait_secs: form.wait_secs,
        });
    }
    let fair = tr.get_with(
        "quick-fair-play",
        &[("secs", ((GRACE_MS / 1000) as i64).into())],
    );
    look::text(ui, tr, &fair, look::MUTED);
    if form.pace != Pace::Live {
        look::text(ui, tr, &tr.get("quick-over-days"), look::MUTED);
    }
    ui.add_space(8.0);
    ui.separator();
    player(ui, tr, form, online, rects);
}

/// The rules preset to play (or to rank by), from a list; `probe` names
/// the list and, with the preset's key, each of its choices.
pub(super) fn rules_row(
    ui: &mut egui::Ui,
    tr: &Tr,
    probe: &'static str,
    preset: &mut Preset,
    rects: &mut Option<ResMut<UiRects>>,
) {
    look::row(ui, |ui| {
        ui.label(tr.get("quick-rules"));
        let combo = egui::ComboBox::from_id_salt(probe)
            .selected_text(preset_name(tr, *preset))
            .width(220.0)
            .show_ui(ui, |ui| {
                for p in Preset::ALL {
                    let option = ui.selectable_value(preset, p, preset_name(tr, p));
                    if probe == "quick-rules" {
                        note(rects, quick_preset_probe(p), &option);
                    }
                }
            });
        note(rects, probe, &combo.response);
        super::list_above(ui, &combo.response);
    });
}

/// Rules, players, pace, and the wait for people.
fn choices(ui: &mut egui::Ui, tr: &Tr, form: &mut QuickForm, rects: &mut Option<ResMut<UiRects>>) {
    let before = (form.preset, form.seats);
    rules_row(ui, tr, "quick-rules", &mut form.preset, rects);
    look::row_wrapped(ui, |ui| {
        ui.label(tr.get("quick-players"));
        for (n, probe) in (2..=6).zip(SEAT_PROBES) {
            let b = ui.selectable_value(&mut form.seats, n, n.to_string());
            note(rects, probe, &b);
        }
    });
    // Seats and rules must fit: more seats than the rules take choose
    // rules that take them (five or six, the XP box); rules for fewer
    // bring the table within theirs (the championship is for two).
    let seats = usize::from(form.seats);
    if form.preset.rules().check_playable(seats).is_err() {
        if form.seats != before.1 {
            form.preset = Preset::ALL
                .into_iter()
                .find(|p| p.rules().check_playable(seats).is_ok())
                .unwrap_or(Preset::Xp);
        } else {
            let fits = form.preset.seats();
            form.seats = seats.clamp(*fits.start(), (*fits.end()).min(4)) as u8;
        }
    }
    look::row_wrapped(ui, |ui| {
        ui.label(tr.get("quick-pace"));
        let paces = std::iter::once(Pace::Live).chain(
            CORRESPONDENCE_HOURS
                .iter()
                .map(|&hours| Pace::Correspondence { hours }),
        );
        for (pace, probe) in paces.zip(PACE_PROBES) {
            let b = ui.selectable_value(&mut form.pace, pace, pace_name(tr, pace));
            note(rects, probe, &b);
        }
    });
    look::row_wrapped(ui, |ui| {
        ui.label(tr.get("quick-wait"));
        for (secs, probe) in WAITS.into_iter().zip(WAIT_PROBES) {
            let text = tr.get_with("quick-wait-secs", &[("secs", i64::from(secs).into())]);
            let b = ui.selectable_value(&mut form.wait_secs, secs, text);
            note(rects, probe, &b);
        }
    });
}

fn quick_preset_probe(p: Preset) -> &'static str {
    match p {
        Preset::Modern => "quick-preset-modern",
        Preset::Sabra => "quick-preset-sabra",
        Preset::Pressman1998 => "quick-preset-pressman1998",
        Preset::Pressman2009 => "quick-preset-pressman2009",
        Preset::House => "quick-preset-house",
        Preset::Xp => "quick-preset-xp",
        Preset::Championship => "quick-preset-championship",
    }
}

/// Waiting for a table: what was asked, how long so far, when computers
/// come, and Cancel.
fn wait(
    ui: &mut egui::Ui,
    tr: &Tr,
    waiting: &Waiting,
    online: &mut OnlinePlay,
    rects: &mut Option<ResMut<UiRects>>,
) {
    ui.vertical_centered(|ui| {
        ui.label(look::heading(&tr.get("quick-looking")));
        let rules = Preset::from_key(&waiting.wanted.rules)
            .map(|p| preset_name(tr, p))
            .unwrap_or_else(|| waiting.wanted.rules.clone());
        let asked = tr.get_with(
            "quick-looking-for",
            &[
                ("rules", rules.into()),
                ("players", i64::from(waiting.wanted.seats).into()),
                ("pace", pace_name(tr, waiting.wanted.pace).into()),
            ],
        );
        ui.label(asked);
        let secs = waiting.waited as u64;
        let waited = format!("{}:{:02}", secs / 60, secs % 60);
        ui.label(
            egui::RichText::new(tr.get_with("quick-waited", &[("waited", waited.into())]))
                .color(look::MUTED),
        );
        if let Some(fill) = waiting.fill_in {
            let left = (fill - waiting.waited).ceil().max(0.0) as i64;
            ui.label(
                egui::RichText::new(tr.get_with("quick-fill-in", &[("secs", left.into())]))
                    .color(look::MUTED),
            );
        }
        ui.add_space(8.0);
        let cancel = ui.button(tr.get("quick-cancel"));
        note(rects, "quick-cancel", &cancel);
        if cancel.clicked() {
            online.ask(Ask::Unqueue);
        }
    });
    // The wait counts down every second, with or without input.
    ui.ctx()
        .request_repaint_after(std::time::Duration::from_millis(250));
}

/// Who the player plays as here, the recovery code to write down, and a
/// field to play as oneself from another device.
fn player(
    ui: &mut egui::Ui,
    tr: &Tr,
    form: &mut QuickForm,
    online: &mut OnlinePlay,
    rects: &mut Option<ResMut<UiRects>>,
) {
    match online.card().cloned() {
        Some(card) => {
            ui.label(tr.get_with("player-you", &[("name", card.name.clone().into())]));
            if let Some(code) = &card.recovery {
                if form.show_recovery {
                    ui.label(egui::RichText::new(tr.get("player-recovery-title")).strong());
                    let shown = ui.label(
                        egui::RichText::new(code)
                            .monospace()
                            .size(20.0)
                            .color(look::GOLD),
                    );
                    note(rects, "player-recovery-code", &shown);
                    look::text(ui, tr, &tr.get("player-recovery-note"), look::MUTED);
                    if ui.button(tr.get("player-recovery-hide")).clicked() {
                        form.show_recovery = false;
                    }
                } else {
                    let show = ui.button(tr.get("player-recovery-show"));
                    note(rects, "player-recovery-show", &show);
                    if show.clicked() {
                        form.show_recovery = true;
                    }
                }
            }
        }
        None => {
            look::text(ui, tr, &tr.get("player-none"), look::MUTED);
        }
    }
    ui.add_space(4.0);
    let label = ui.label(tr.get("player-recover"));
    look::row(ui, |ui| {
        let field = ui
            .add(
                egui::TextEdit::singleline(&mut form.recovery)
                    .char_limit(24)
                    .desired_width(220.0),
            )
            .labelled_by(label.id);
        super::typed_in_copy(&field, &mut form.recovery, 24);
        note(rects, "player-recover-code", &field);
        let usable = form.recovery.trim().len() >= 16;
        let use_it = ui.add_enabled(usable, egui::Button::new(tr.get("player-recover-use")));
        if use_it.clicked() {
            online.ask(Ask::Recover(form.recovery.trim().to_string()));
            form.recovery.clear();
        }
    });
}
