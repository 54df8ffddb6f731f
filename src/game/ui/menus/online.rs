//! Play online: create a room (the New game screen's options) or join one
//! by its code; then the lobby, where the seats fill until the host starts.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::{centred_panel, look, note};
use crate::game::online::{Link, Online};
use crate::game::persist::Settings;
use crate::game::state::Menu;
use crate::game::ui_rects::UiRects;
use crate::online::protocol::{MAX_NAME_CHARS, normalise_code};
use crate::online::{RoomPhase, RoomView, SeatKind};

use super::NewGameForm;

/// The lobby's Remove buttons, by seat, for the browser test's probe.
const REMOVE_NAMES: [&str; 4] = [
    "online-remove-0",
    "online-remove-1",
    "online-remove-2",
    "online-remove-3",
];

/// The join form: the code typed so far (an invite link fills it in).
#[derive(Resource, Debug, Default)]
pub struct JoinForm {
    pub code: String,
    problem: Option<String>,
}

pub(super) fn draw(
    mut contexts: EguiContexts,
    mut online: ResMut<Online>,
    mut settings: Option<ResMut<Settings>>,
    mut form: ResMut<JoinForm>,
    mut commands: Commands,
    mut menu: ResMut<NextState<Menu>>,
    mut rects: Option<ResMut<UiRects>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if let Some(view) = online.view.clone().filter(|v| v.phase == RoomPhase::Lobby) {
        centred_panel(ctx, "lobby", 440.0, |ui| {
            lobby(ui, &view, &mut online, &mut rects);
        });
        return Ok(());
    }
    let mut name = settings
        .as_ref()
        .map(|s| s.online_name.clone())
        .unwrap_or_default();
    centred_panel(ctx, "online", 440.0, |ui| {
        intro(ui);
        name_row(ui, &mut name, &mut rects);
        if !cfg!(target_arch = "wasm32") {
            server_row(ui, &mut online.server);
        }
        ui.add_space(8.0);
        let named = !name.trim().is_empty();
        let create = ui.add_enabled(named, look::big_button("Create a room"));
        note(&mut rects, "online-create", &create);
        if create.clicked() {
            // A fresh form in online mode (on a first start there is none
            // yet, and an old one would start a local game).
            let setup = settings
                .as_ref()
                .and_then(|s| s.last_setup.clone())
                .unwrap_or_default();
            commands.insert_resource(NewGameForm::for_room(setup));
            menu.set(Menu::NewGame);
        }
        ui.add_space(8.0);
        if join_row(ui, &mut form.code, named, &mut rects) {
            match normalise_code(&form.code) {
                Some(code) => {
                    form.problem = None;
                    online.join(&code, name.trim());
                }
                None => form.problem = Some("An invite code is six letters, like KQMZTR.".into()),
            }
        }
        status(ui, named, &form, &online);
        ui.add_space(8.0);
        if ui.button("Back").clicked() {
            online.leave();
            menu.set(Menu::Main);
        }
    });
    if let Some(s) = settings.as_mut()
        && s.online_name != name
    {
        s.online_name = name;
    }
    Ok(())
}

fn intro(ui: &mut egui::Ui) {
    ui.label(look::heading("Play online"));
    ui.label(
        egui::RichText::new(
            "Play friends on other devices. The server deals, judges every move and keeps the game if anyone drops.",
        )
        .color(look::MUTED),
    );
    ui.add_space(8.0);
}

fn name_row(ui: &mut egui::Ui, name: &mut String, rects: &mut Option<ResMut<UiRects>>) {
    ui.horizontal(|ui| {
        ui.label("Your name");
        let field = ui.add(
            egui::TextEdit::singleline(name)
                .char_limit(MAX_NAME_CHARS)
                .desired_width(200.0),
        );
        note(rects, "online-name", &field);
    });
}

/// The server's address (natively; a page plays on the server it came from).
fn server_row(ui: &mut egui::Ui, server: &mut String) {
    ui.horizontal(|ui| {
        ui.label("Server");
        ui.add(egui::TextEdit::singleline(server).desired_width(260.0));
    });
}

/// The invite code and Join; says whether Join was pressed.
fn join_row(
    ui: &mut egui::Ui,
    code: &mut String,
    named: bool,
    rects: &mut Option<ResMut<UiRects>>,
) -> bool {
    ui.horizontal(|ui| {
        ui.label("Invite code");
        let field = ui.add(
            egui::TextEdit::singleline(code)
                .char_limit(6)
                .desired_width(90.0)
                .hint_text("ABCDEF"),
        );
        note(rects, "online-code", &field);
        let join = ui.add_enabled(named, egui::Button::new("Join"));
        note(rects, "online-join", &join);
        join.clicked()
    })
    .inner
}

/// What stands in the way: no name yet, the link, the problems met.
fn status(ui: &mut egui::Ui, named: bool, form: &JoinForm, online: &Online) {
    if !named {
        ui.label(egui::RichText::new("Give yourself a name first.").color(look::MUTED));
    }
    match online.link {
        Link::Connecting => {
            ui.label(egui::RichText::new("Connecting…").color(look::MUTED));
        }
        Link::Lost { .. } => {
            ui.label(egui::RichText::new("Reconnecting…").color(look::WARN));
        }
        _ => {}
    }
    for p in [&form.problem, &online.problem].into_iter().flatten() {
        ui.label(egui::RichText::new(p).color(look::WARN));
    }
}

fn lobby(
    ui: &mut egui::Ui,
    view: &RoomView,
    online: &mut Online,
    rects: &mut Option<ResMut<UiRects>>,
) {
    ui.vertical_centered(|ui| {
        ui.label(look::heading("Room"));
        let code = ui.label(
            egui::RichText::new(&view.code)
                .size(40.0)
                .strong()
                .monospace()
                .color(look::GOLD),
        );
        note(rects, "online-room-code", &code);
        ui.label(egui::RichText::new(invite_text(&view.code)).color(look::MUTED));
    });
    ui.add_space(8.0);
    egui::Grid::new("lobby-seats")
        .striped(true)
        .spacing([16.0, 6.0])
        .show(ui, |ui| {
            for (i, seat) in view.seats.iter().enumerate() {
                ui.label(format!("{}", i + 1));
                let who = match (seat.kind, seat.taken) {
                    (SeatKind::Computer { .. }, _) => seat.name.clone(),
                    (SeatKind::Human, true) => seat.name.clone(),
                    (SeatKind::Human, false) => "waiting for a player…".into(),
                };
                let mut text = egui::RichText::new(who);
                if i == view.you {
                    text = text.strong().color(look::GOLD);
                }
                ui.label(text);
                let tag = match (seat.kind, i == view.host, seat.taken && !seat.connected) {
                    (_, _, true) => "away",
                    (_, true, _) => "host",
                    (SeatKind::Computer { .. }, _, _) => "computer",
                    _ => "",
                };
                ui.label(egui::RichText::new(tag).color(look::MUTED));
                let removable = view.you == view.host
                    && i != view.host
                    && seat.kind == SeatKind::Human
                    && seat.taken;
                if removable {
                    let remove = ui
                        .small_button("Remove")
                        .on_hover_text("Free this seat for someone else");
                    note(rects, REMOVE_NAMES[i.min(3)], &remove);
                    if remove.clicked() {
                        online.remove(i);
                    }
                }
                ui.end_row();
            }
        });
    ui.add_space(8.0);
    let everyone = view
        .seats
        .iter()
        .all(|s| s.taken || s.kind != SeatKind::Human);
    ui.horizontal(|ui| {
        if view.you == view.host {
            let start = ui.add_enabled(everyone, look::big_button("Start"));
            note(rects, "online-start", &start);
            if start.clicked() {
                online.start();
            }
            if !everyone {
                ui.label(egui::RichText::new("Waiting for every seat…").color(look::MUTED));
            }
        } else {
            ui.label(egui::RichText::new("The host starts the game.").color(look::MUTED));
        }
    });
    if let Some(p) = &online.problem {
        ui.label(egui::RichText::new(p).color(look::WARN));
    }
    ui.add_space(6.0);
    if ui.button("Leave the room").clicked() {
        online.leave();
    }
}

/// How friends join: the code, and in a browser the link to this page.
fn invite_text(code: &str) -> String {
    #[cfg(target_arch = "wasm32")]
    if let Some(origin) = web_sys::window().and_then(|w| w.location().origin().ok()) {
        return format!("Friends join with this code, or the link {origin}/?room={code}");
    }
    format!("Friends join with {code}: Play online, then Invite code.")
}

/// A page opened from an invite link (`?room=CODE`) opens Play online with
/// the code filled in. The title was entered before `Startup` (Bevy runs the
/// initial state's `OnEnter` first) and asked for the main menu; this
/// replaces that request.
#[cfg(target_arch = "wasm32")]
pub(super) fn invite_link(mut form: ResMut<JoinForm>, mut menu: ResMut<NextState<Menu>>) {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    let code = search
        .trim_start_matches('?')
        .split('&')
        .find_map(|kv| kv.strip_prefix("room="))
        .and_then(normalise_code);
    if let Some(code) = code {
        form.code = code;
        menu.set(Menu::Online);
    }
}
