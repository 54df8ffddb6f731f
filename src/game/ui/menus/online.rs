//! Play online: create a room (the New game screen's options) or join one
//! by its code; then the lobby, where the seats fill until the host starts.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::{centred_panel, look, note};
use crate::game::locale::Tr;
use crate::game::online::{Link, Online};
use crate::game::persist::Settings;
use crate::game::state::Menu;
use crate::game::ui_rects::UiRects;
use crate::i18n::Phrase;
use crate::online::protocol::{MAX_NAME_CHARS, SeatView, normalise_code};
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
    problem: Option<Phrase>,
}

pub(super) fn draw(
    mut contexts: EguiContexts,
    mut online: ResMut<Online>,
    mut settings: Option<ResMut<Settings>>,
    mut form: ResMut<JoinForm>,
    mut commands: Commands,
    mut menu: ResMut<NextState<Menu>>,
    mut rects: Option<ResMut<UiRects>>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if let Some(view) = online.view.clone().filter(|v| v.phase == RoomPhase::Lobby) {
        centred_panel(ctx, "lobby", 440.0, |ui| {
            lobby(ui, &tr, &view, &mut online, &mut rects);
        });
        return Ok(());
    }
    let mut name = settings
        .as_ref()
        .map(|s| s.online_name.clone())
        .unwrap_or_default();
    centred_panel(ctx, "online", 440.0, |ui| {
        intro(ui, &tr);
        name_row(ui, &tr, &mut name, &mut rects);
        if !cfg!(target_arch = "wasm32") {
            server_row(ui, &tr, &mut online.server);
        }
        ui.add_space(8.0);
        let named = !name.trim().is_empty();
        let create = ui.add_enabled(named, look::big_button(&tr.get("online-create-room")));
        note(&mut rects, "online-create", &create);
        if create.clicked() {
            // A fresh form in online mode (on a first start there is none
            // yet, and an old one would start a local game).
            let setup = settings
                .as_ref()
                .and_then(|s| s.last_setup.clone())
                .unwrap_or_else(|| super::new_game::default_setup(&tr));
            let friend = tr.part("newgame-name-friend");
            commands.insert_resource(NewGameForm::for_room(setup, &friend));
            menu.set(Menu::NewGame);
        }
        ui.add_space(8.0);
        if join_row(ui, &tr, &mut form.code, named, &mut rects) {
            match normalise_code(&form.code) {
                Some(code) => {
                    form.problem = None;
                    online.join(&code, name.trim());
                }
                None => form.problem = Some(Phrase::new("online-bad-code")),
            }
        }
        status(ui, &tr, named, &form, &online);
        ui.add_space(8.0);
        if ui.button(tr.get("online-back")).clicked() {
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

fn intro(ui: &mut egui::Ui, tr: &Tr) {
    ui.label(look::heading(&tr.get("online-title")));
    look::text(ui, tr, &tr.get("online-intro"), look::MUTED);
    ui.add_space(8.0);
}

fn name_row(ui: &mut egui::Ui, tr: &Tr, name: &mut String, rects: &mut Option<ResMut<UiRects>>) {
    look::row(ui, |ui| {
        ui.label(tr.get("online-your-name"));
        let field = ui.add(
            egui::TextEdit::singleline(name)
                .char_limit(MAX_NAME_CHARS)
                .desired_width(200.0),
        );
        note(rects, "online-name", &field);
    });
}

/// The server's address (natively; a page plays on the server it came from).
fn server_row(ui: &mut egui::Ui, tr: &Tr, server: &mut String) {
    look::row(ui, |ui| {
        ui.label(tr.get("online-server"));
        ui.add(egui::TextEdit::singleline(server).desired_width(260.0));
    });
}

/// The invite code and Join; says whether Join was pressed.
fn join_row(
    ui: &mut egui::Ui,
    tr: &Tr,
    code: &mut String,
    named: bool,
    rects: &mut Option<ResMut<UiRects>>,
) -> bool {
    look::row(ui, |ui| {
        ui.label(tr.get("online-invite-code"));
        let field = ui.add(
            egui::TextEdit::singleline(code)
                .char_limit(6)
                .desired_width(90.0)
                .hint_text("ABCDEF"),
        );
        note(rects, "online-code", &field);
        let join = ui.add_enabled(named, egui::Button::new(tr.get("online-join-room")));
        note(rects, "online-join", &join);
        join.clicked()
    })
    .inner
}

/// What stands in the way: no name yet, the link, the problems met.
fn status(ui: &mut egui::Ui, tr: &Tr, named: bool, form: &JoinForm, online: &Online) {
    if !named {
        ui.label(egui::RichText::new(tr.get("online-need-name")).color(look::MUTED));
    }
    match online.link {
        Link::Connecting => {
            ui.label(egui::RichText::new(tr.get("conn-connecting")).color(look::MUTED));
        }
        Link::Lost { .. } => {
            ui.label(egui::RichText::new(tr.get("conn-reconnecting")).color(look::WARN));
        }
        _ => {}
    }
    for p in [&form.problem, &online.problem].into_iter().flatten() {
        ui.label(egui::RichText::new(tr.phrase(p)).color(look::WARN));
    }
}

fn lobby(
    ui: &mut egui::Ui,
    tr: &Tr,
    view: &RoomView,
    online: &mut Online,
    rects: &mut Option<ResMut<UiRects>>,
) {
    ui.vertical_centered(|ui| {
        ui.label(look::heading(&tr.get("lobby-title")));
        let code = ui.label(
            egui::RichText::new(&view.code)
                .size(40.0)
                .strong()
                .monospace()
                .color(look::GOLD),
        );
        note(rects, "online-room-code", &code);
        look::text(ui, tr, &invite_text(tr, &view.code), look::MUTED);
    });
    ui.add_space(8.0);
    seats(ui, tr, view, online, rects);
    ui.add_space(8.0);
    let everyone = view
        .seats
        .iter()
        .all(|s| s.taken || s.kind != SeatKind::Human);
    look::row(ui, |ui| {
        if view.you == view.host {
            let start = ui.add_enabled(everyone, look::big_button(&tr.get("lobby-start")));
            note(rects, "online-start", &start);
            if start.clicked() {
                online.start();
            }
            if !everyone {
                ui.label(egui::RichText::new(tr.get("lobby-waiting-seats")).color(look::MUTED));
            }
        } else {
            ui.label(egui::RichText::new(tr.get("lobby-host-starts")).color(look::MUTED));
        }
    });
    if let Some(p) = &online.problem {
        ui.label(egui::RichText::new(tr.phrase(p)).color(look::WARN));
    }
    ui.add_space(6.0);
    if ui.button(tr.get("lobby-leave")).clicked() {
        online.leave();
    }
}

/// The room's seats: who sits there (or that a player is awaited), a tag,
/// and for the host a Remove button by each other player.
fn seats(
    ui: &mut egui::Ui,
    tr: &Tr,
    view: &RoomView,
    online: &mut Online,
    rects: &mut Option<ResMut<UiRects>>,
) {
    // Columns in reading order: the seat's number on the right when read
    // right to left.
    let rtl = look::right_to_left(ui.ctx());
    // A block of its own: see `centred_panel`.
    ui.vertical(|ui| {
        egui::Grid::new("lobby-seats")
            .striped(true)
            .spacing([16.0, 6.0])
            .show(ui, |ui| {
                for (i, seat) in view.seats.iter().enumerate() {
                    let mut cells = seat_cells(tr, view, i, seat);
                    let removable = view.you == view.host
                        && i != view.host
                        && seat.kind == SeatKind::Human
                        && seat.taken;
                    let mut remove = |ui: &mut egui::Ui| {
                        if !removable {
                            if rtl {
                                // The column's empty cell, so the others line up.
                                ui.allocate_exact_size(egui::Vec2::ZERO, egui::Sense::hover());
                            }
                            return;
                        }
                        let button = ui
                            .small_button(tr.get("lobby-remove"))
                            .on_hover_text(tr.get("lobby-remove-hint"));
                        note(rects, REMOVE_NAMES[i.min(3)], &button);
                        if button.clicked() {
                            online.remove(i);
                        }
                    };
                    if rtl {
                        remove(ui);
                        cells.reverse();
                    }
                    for cell in cells {
                        ui.label(cell);
                    }
                    if !rtl {
                        remove(ui);
                    }
                    ui.end_row();
                }
            });
    });
}

/// A seat's number, who sits there (or that a player is awaited) and its
/// tag.
fn seat_cells(tr: &Tr, view: &RoomView, i: usize, seat: &SeatView) -> [egui::RichText; 3] {
    let who = match (seat.kind, seat.taken) {
        (SeatKind::Computer { .. }, _) => seat.name.clone(),
        (SeatKind::Human, true) => seat.name.clone(),
        (SeatKind::Human, false) => tr.get("lobby-waiting-player"),
    };
    let mut who = egui::RichText::new(who);
    if i == view.you {
        who = who.strong().color(look::GOLD);
    }
    let tag = match (seat.kind, i == view.host, seat.taken && !seat.connected) {
        (_, _, true) => Some("lobby-tag-away"),
        (_, true, _) => Some("lobby-tag-host"),
        (SeatKind::Computer { .. }, _, _) => Some("lobby-tag-computer"),
        _ => None,
    };
    let tag = tag.map(|k| tr.get(k)).unwrap_or_default();
    [
        egui::RichText::new(format!("{}", i + 1)),
        who,
        egui::RichText::new(tag).color(look::MUTED),
    ]
}

/// How friends join: the code, and in a browser the link to this page.
fn invite_text(tr: &Tr, code: &str) -> String {
    #[cfg(target_arch = "wasm32")]
    if let Some(origin) = web_sys::window().and_then(|w| w.location().origin().ok()) {
        let link = format!("{origin}/?room={code}");
        return tr.get_with("lobby-invite-link", &[("link", link.into())]);
    }
    tr.get_with("lobby-invite", &[("code", code.into())])
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
