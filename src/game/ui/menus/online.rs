//! Play online: tabs for a quick match, friends (create a room with the
//! New game screen's options, or join one by its code; then the lobby,
//! where the seats fill until the host starts), your games, games to
//! watch and the leaderboard.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::online_lists::{self, BoardForm};
use super::online_quick::{self, QuickForm};
use super::{centred_panel, look, note};
use crate::game::locale::Tr;
use crate::game::online::{Ask, Link, OnlinePlay};
use crate::game::persist::Settings;
use crate::game::state::Menu;
use crate::game::ui_rects::UiRects;
use crate::i18n::Phrase;
use crate::online::protocol::{MAX_NAME_CHARS, SeatView, normalise_code};
use crate::online::{RoomPhase, RoomView, SeatKind};

use super::NewGameForm;

/// The lobby's Remove buttons, by seat, for the browser test's probe.
const REMOVE_NAMES: [&str; 6] = [
    "online-remove-0",
    "online-remove-1",
    "online-remove-2",
    "online-remove-3",
    "online-remove-4",
    "online-remove-5",
];

/// Play online's tabs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum OnlineTab {
    #[default]
    Quick,
    Friends,
    MyGames,
    Watch,
    Leaderboard,
}

impl OnlineTab {
    const ALL: [OnlineTab; 5] = [
        OnlineTab::Quick,
        OnlineTab::Friends,
        OnlineTab::MyGames,
        OnlineTab::Watch,
        OnlineTab::Leaderboard,
    ];

    /// Its catalog key, also the probe's name for it.
    fn key(self) -> &'static str {
        match self {
            OnlineTab::Quick => "online-tab-quick",
            OnlineTab::Friends => "online-tab-friends",
            OnlineTab::MyGames => "online-tab-my-games",
            OnlineTab::Watch => "online-tab-watch",
            OnlineTab::Leaderboard => "online-tab-leaderboard",
        }
    }
}

/// The join form: the code typed so far (an invite link fills it in), and
/// the tab shown.
#[derive(Resource, Debug, Default)]
pub struct JoinForm {
    pub code: String,
    problem: Option<Phrase>,
    pub tab: OnlineTab,
    /// The tab drawn last frame: a tab just opened asks for its list.
    drawn: Option<OnlineTab>,
}

/// Every form of the Play online screen.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Forms<'w> {
    join: ResMut<'w, JoinForm>,
    quick: ResMut<'w, QuickForm>,
    board: ResMut<'w, BoardForm>,
}

pub(super) fn draw(
    mut contexts: EguiContexts,
    mut online: OnlinePlay,
    mut settings: Option<ResMut<Settings>>,
    mut forms: Forms,
    mut commands: Commands,
    mut menu: ResMut<NextState<Menu>>,
    mut rects: Option<ResMut<UiRects>>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if let Some(view) = online
        .room
        .view
        .clone()
        .filter(|v| v.phase == RoomPhase::Lobby)
    {
        centred_panel(ctx, "lobby", 440.0, |ui| {
            lobby(ui, &tr, &view, &mut online, &mut rects);
        });
        return Ok(());
    }
    let mut name = settings
        .as_ref()
        .map(|s| s.online_name.clone())
        .unwrap_or_default();
    centred_panel(ctx, "online", 480.0, |ui| {
        intro(ui, &tr);
        name_row(ui, &tr, &mut name, &mut rects);
        if !cfg!(target_arch = "wasm32") {
            server_row(ui, &tr, &mut online);
        }
        back_to_seat(ui, &tr, &mut online, &mut rects);
        ui.add_space(6.0);
        if online.wait.0.is_some() {
            forms.join.tab = OnlineTab::Quick;
        }
        tabs(ui, &tr, &mut forms.join.tab, &mut rects);
        ui.separator();
        let tab = forms.join.tab;
        let opened = forms.join.drawn != Some(tab);
        forms.join.drawn = Some(tab);
        if tab_body(
            ui,
            &tr,
            (tab, opened),
            &name,
            &mut forms,
            &mut online,
            &mut rects,
        ) {
            open_room_form(settings.as_deref(), &tr, &mut commands, &mut menu);
        }
        // Only a table to sit at needs a name.
        let needs_name = matches!(tab, OnlineTab::Quick | OnlineTab::Friends);
        status(
            ui,
            &tr,
            !needs_name || !name.trim().is_empty(),
            &forms.join,
            &online,
        );
        ui.add_space(8.0);
        if ui.button(tr.get("online-back")).clicked() {
            online.ask(Ask::Unqueue);
            online.ask(Ask::Leave);
            forms.join.drawn = None;
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

/// The tab shown (`opened`: just now); whether Create a room was pressed.
fn tab_body(
    ui: &mut egui::Ui,
    tr: &Tr,
    (tab, opened): (OnlineTab, bool),
    name: &str,
    forms: &mut Forms,
    online: &mut OnlinePlay,
    rects: &mut Option<ResMut<UiRects>>,
) -> bool {
    match tab {
        OnlineTab::Quick => online_quick::draw(ui, tr, &mut forms.quick, online, name, rects),
        OnlineTab::Friends => return friends(ui, tr, name, &mut forms.join, online, rects),
        OnlineTab::MyGames => online_lists::my_games(ui, tr, online, name, opened, rects),
        OnlineTab::Watch => online_lists::watch(ui, tr, online, opened, rects),
        OnlineTab::Leaderboard => {
            online_lists::leaderboard(ui, tr, &mut forms.board, online, opened, rects)
        }
    }
    false
}

/// Create a room: the New game form, fresh and in online mode (on a first
/// start there is none yet, and an old one would start a local game).
fn open_room_form(
    settings: Option<&Settings>,
    tr: &Tr,
    commands: &mut Commands,
    menu: &mut NextState<Menu>,
) {
    let setup = settings
        .and_then(|s| s.last_setup.clone())
        .unwrap_or_else(|| super::new_game::default_setup(tr));
    let friend = tr.part("newgame-name-friend");
    commands.insert_resource(NewGameForm::for_room(setup, &friend));
    menu.set(Menu::NewGame);
}

/// Play online opened: the tab shown asks for its list again, and a
/// player without a name yet is given one to start with ("Player 4821"),
/// so Quick match and Join need no typing first (it can be changed).
pub(super) fn fresh_lists(
    mut form: ResMut<JoinForm>,
    settings: Option<ResMut<Settings>>,
    tr: Res<Tr>,
) {
    form.drawn = None;
    if let Some(mut s) = settings.filter(|s| s.online_name.trim().is_empty()) {
        let number = 1000 + crate::game::now::random_seed() % 9000;
        s.online_name = tr.part_with("newgame-name-player", &[("number", number.into())]);
    }
}

/// The tabs along the top, in reading order, wrapping on a narrow screen.
fn tabs(ui: &mut egui::Ui, tr: &Tr, tab: &mut OnlineTab, rects: &mut Option<ResMut<UiRects>>) {
    look::row_wrapped(ui, |ui| {
        for t in OnlineTab::ALL {
            let b = ui.selectable_value(tab, t, tr.get(t.key()));
            note(rects, t.key(), &b);
        }
    });
}

/// With friends: create a room, or join one by its code; says whether
/// Create a room was pressed.
fn friends(
    ui: &mut egui::Ui,
    tr: &Tr,
    name: &str,
    form: &mut JoinForm,
    online: &mut OnlinePlay,
    rects: &mut Option<ResMut<UiRects>>,
) -> bool {
    let named = !name.trim().is_empty();
    let create = ui.add_enabled(named, look::big_button(&tr.get("online-create-room")));
    note(rects, "online-create", &create);
    ui.add_space(8.0);
    if join_row(ui, tr, &mut form.code, named, rects) {
        match normalise_code(&form.code) {
            Some(code) => {
                form.problem = None;
                online.ask(Ask::Join {
                    code,
                    name: name.trim().to_string(),
                });
            }
            None => form.problem = Some(Phrase::new("online-bad-code")),
        }
    }
    create.clicked()
}

fn intro(ui: &mut egui::Ui, tr: &Tr) {
    ui.label(look::heading(&tr.get("online-title")));
    look::text(ui, tr, &tr.get("online-intro"), look::MUTED);
    ui.add_space(8.0);
}

fn name_row(ui: &mut egui::Ui, tr: &Tr, name: &mut String, rects: &mut Option<ResMut<UiRects>>) {
    look::row(ui, |ui| {
        let label = ui.label(tr.get("online-your-name"));
        let field = ui
            .add(
                egui::TextEdit::singleline(name)
                    .char_limit(MAX_NAME_CHARS)
                    .desired_width(200.0),
            )
            .labelled_by(label.id);
        super::typed_in_copy(&field, name, MAX_NAME_CHARS);
        note(rects, "online-name", &field);
    });
}

/// The server's address (natively; a page plays on the server it came
/// from). A new address closes the connection to the old one.
fn server_row(ui: &mut egui::Ui, tr: &Tr, online: &mut OnlinePlay) {
    look::row(ui, |ui| {
        let label = ui.label(tr.get("online-server"));
        let mut server = online.conn.server().to_string();
        let field = ui
            .add(egui::TextEdit::singleline(&mut server).desired_width(260.0))
            .labelled_by(label.id);
        if field.changed() || super::typed_in_copy(&field, &mut server, 256) {
            online.ask(Ask::SwitchServer(server));
        }
    });
}

/// A seat stepped away from: a button back to its table.
fn back_to_seat(
    ui: &mut egui::Ui,
    tr: &Tr,
    online: &mut OnlinePlay,
    rects: &mut Option<ResMut<UiRects>>,
) {
    let Some(ticket) = online
        .seat
        .ticket
        .clone()
        .filter(|_| online.away_from_seat())
    else {
        return;
    };
    let text = tr.get_with(
        "online-back-to-game",
        &[("code", ticket.code.clone().into())],
    );
    let back = ui.add(look::big_button(&text));
    note(rects, "online-back-to-game", &back);
    if back.clicked() {
        online.ask(Ask::Resume(ticket));
    }
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
        let label = ui.label(tr.get("online-invite-code"));
        let field = ui
            .add(
                egui::TextEdit::singleline(code)
                    .char_limit(6)
                    .desired_width(90.0)
                    .hint_text("ABCDEF"),
            )
            .labelled_by(label.id);
        super::typed_in_copy(&field, code, 6);
        note(rects, "online-code", &field);
        let join = ui.add_enabled(named, egui::Button::new(tr.get("online-join-room")));
        note(rects, "online-join", &join);
        join.clicked()
    })
    .inner
}

/// What stands in the way: no name yet, the link, the problems met.
fn status(ui: &mut egui::Ui, tr: &Tr, named: bool, form: &JoinForm, online: &OnlinePlay) {
    if !named {
        ui.label(egui::RichText::new(tr.get("online-need-name")).color(look::MUTED));
    }
    match online.conn.link() {
        Link::Connecting => {
            ui.label(egui::RichText::new(tr.get("conn-connecting")).color(look::MUTED));
        }
        Link::Lost { .. } => {
            ui.label(egui::RichText::new(tr.get("conn-reconnecting")).color(look::WARN));
        }
        _ => {}
    }
    for p in [&form.problem, &online.problem.0].into_iter().flatten() {
        ui.label(egui::RichText::new(tr.phrase(p)).color(look::WARN));
    }
}

fn lobby(
    ui: &mut egui::Ui,
    tr: &Tr,
    view: &RoomView,
    online: &mut OnlinePlay,
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
                online.ask(Ask::Start);
            }
            if !everyone {
                ui.label(egui::RichText::new(tr.get("lobby-waiting-seats")).color(look::MUTED));
            }
        } else {
            ui.label(egui::RichText::new(tr.get("lobby-host-starts")).color(look::MUTED));
        }
    });
    if let Some(p) = &online.problem.0 {
        ui.label(egui::RichText::new(tr.phrase(p)).color(look::WARN));
    }
    ui.add_space(6.0);
    if ui.button(tr.get("lobby-leave")).clicked() {
        online.ask(Ask::Leave);
    }
}

/// The room's seats: who sits there (or that a player is awaited), a tag,
/// and for the host a Remove button by each other player.
fn seats(
    ui: &mut egui::Ui,
    tr: &Tr,
    view: &RoomView,
    online: &mut OnlinePlay,
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
                        note(rects, REMOVE_NAMES[i.min(5)], &button);
                        if button.clicked() {
                            online.ask(Ask::Remove(i));
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
        form.tab = OnlineTab::Friends;
        menu.set(Menu::Online);
    }
}
