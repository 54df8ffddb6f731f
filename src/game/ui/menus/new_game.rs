//! The New game screen: the players, the rules (a preset and every
//! option), the seed.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::{centred_panel, look, note};
use crate::ai::Level;
use crate::game::flow::start_game;
use crate::game::locale::Tr;
use crate::game::online::Ask;
use crate::game::persist::Settings;
use crate::game::seats::{GameSetup, SeatConfig, SeatKind};
use crate::game::state::{Menu, Screen};
use crate::game::ui_rects::UiRects;
use crate::i18n::Phrase;
use crate::i18n::words;
use crate::online::{RoomSetup, SeatKind as RoomSeat};
use crate::rules::{MAX_PLAYERS, Preset};

/// Start on the form in online mode: the room is asked of the server and
/// the lobby opens.
fn create_room(
    form: &mut NewGameForm,
    settings: Option<&Settings>,
    asks: &mut MessageWriter<Ask>,
    menu: &mut NextState<Menu>,
    tr: &Tr,
) {
    let Some(setup) = room_setup(&form.setup) else {
        form.problem = Some(Phrase::new("newgame-room-needs-human"));
        return;
    };
    let name = settings.map_or("", |s| s.online_name.trim());
    let host = tr.get("newgame-host-name");
    let name = if name.is_empty() { host.as_str() } else { name };
    asks.write(Ask::Create {
        name: name.to_string(),
        setup,
    });
    form.online = false;
    menu.set(Menu::Online);
}

/// The room a New game form describes: its human seats are for players
/// who join, its computers play on the server.
fn room_setup(setup: &GameSetup) -> Option<RoomSetup> {
    setup
        .seats
        .iter()
        .any(SeatConfig::is_human)
        .then(|| RoomSetup {
            rules: setup.rules.clone(),
            seats: setup
                .seats
                .iter()
                .map(|s| match s.kind {
                    SeatKind::Computer(level) => RoomSeat::Computer { level },
                    SeatKind::Human | SeatKind::Remote => RoomSeat::Human,
                })
                .collect(),
            stand_in: crate::ai::Level::Medium,
            rated: None,
            public: false,
            move_hours: None,
            event: None,
        })
}

/// The new-game form being filled in.
#[derive(Resource, Debug, Clone)]
pub struct NewGameForm {
    pub setup: GameSetup,
    pub preset: Preset,
    seed_text: String,
    problem: Option<Phrase>,
    /// The form creates an online room (the server deals; no seed).
    pub online: bool,
}

impl NewGameForm {
    pub fn from_setup(setup: GameSetup) -> NewGameForm {
        let preset = Preset::ALL
            .into_iter()
            .find(|p| p.rules() == setup.rules)
            .unwrap_or(Preset::Modern);
        NewGameForm {
            seed_text: setup.seed.to_string(),
            setup,
            preset,
            problem: None,
            online: false,
        }
    }

    /// The form for a new online room: a room is for friends, so when the
    /// last setup has no human seat but yours, the second seat is a friend's.
    pub fn for_room(setup: GameSetup, friend: &str) -> NewGameForm {
        let mut form = NewGameForm::from_setup(setup);
        form.online = true;
        let seats = &mut form.setup.seats;
        if seats.iter().filter(|s| s.is_human()).count() < 2
            && let Some(seat) = seats.iter_mut().skip(1).find(|s| !s.is_human())
        {
            *seat = SeatConfig::human(friend);
        }
        form
    }
}

/// The key of a seat's kind in the players' list (shorter on a phone).
fn kind_label(kind: SeatKind, narrow: bool) -> &'static str {
    if narrow {
        return match kind {
            SeatKind::Human => "newgame-kind-human",
            SeatKind::Computer(level) => words::level(level),
            SeatKind::Remote => "newgame-kind-online-short",
        };
    }
    match kind {
        SeatKind::Human => "newgame-kind-human",
        SeatKind::Computer(Level::Easy) => "newgame-kind-computer-easy",
        SeatKind::Computer(Level::Medium) => "newgame-kind-computer-medium",
        SeatKind::Computer(Level::Hard) => "newgame-kind-computer-hard",
        SeatKind::Computer(Level::Greedy) => "newgame-kind-computer-greedy",
        SeatKind::Computer(Level::Master) => "newgame-kind-computer-master",
        SeatKind::Remote => "newgame-kind-online",
    }
}

/// The first game's setup, the player's seat named in their language (a
/// name is kept as typed, in reading order).
pub fn default_setup(tr: &Tr) -> GameSetup {
    let mut setup = GameSetup::default();
    if let Some(you) = setup.seats.iter_mut().find(|s| s.is_human()) {
        you.name = tr.part("newgame-name-you");
    }
    setup
}

/// Names for the computers a player adds (names, not words: not translated).
const NAMES: [&str; MAX_PLAYERS] = ["You", "Ada", "Ben", "Cleo", "Dev", "Eve"];
/// The probe's names for the presets in the Rules list, in `Preset::ALL`'s order.
const PRESET_PROBES: [&str; 7] = [
    "preset-modern",
    "preset-sabra",
    "preset-pressman1998",
    "preset-pressman2009",
    "preset-house",
    "preset-xp",
    "preset-championship",
];
/// The probe's names for each seat's Remove button.
const REMOVE_PROBES: [&str; MAX_PLAYERS] = [
    "seat-remove-1",
    "seat-remove-2",
    "seat-remove-3",
    "seat-remove-4",
    "seat-remove-5",
    "seat-remove-6",
];

/// The players' rows: a name and human or computer level each, Remove
/// beside each when there are more than two, and Add a player.
fn players(
    ui: &mut egui::Ui,
    tr: &Tr,
    form: &mut NewGameForm,
    rects: &mut Option<ResMut<UiRects>>,
) {
    let mut remove = None;
    let seats = form.setup.seats.len();
    // On a phone the rows are narrower: a shorter name field and list.
    let narrow = ui.available_width() < 480.0;
    let (name_w, kind_w) = if narrow {
        let room = ui.available_width() - 44.0 - 2.0 * 8.0;
        ui.label(
            egui::RichText::new(tr.get("newgame-players-columns"))
                .small()
                .color(look::MUTED),
        );
        (room * 0.5, room * 0.5 - 24.0)
    } else {
        (150.0, 200.0)
    };
    for (i, seat) in form.setup.seats.iter_mut().enumerate() {
        look::row(ui, |ui| {
            ui.add(
                egui::TextEdit::singleline(&mut seat.name)
                    .desired_width(name_w)
                    .char_limit(24),
            );
            kind_list(ui, tr, i, &mut seat.kind, narrow, kind_w);
            let label = if narrow {
                "×".to_string()
            } else {
                tr.get("newgame-remove")
            };
            if seats > 2 {
                let button = ui
                    .add(egui::Button::new(label).min_size(egui::vec2(36.0, 0.0)))
                    .on_hover_text(tr.get("newgame-remove-hover"));
                note(rects, REMOVE_PROBES[i], &button);
                if button.clicked() {
                    remove = Some(i);
                }
            }
        });
    }
    if let Some(i) = remove {
        form.setup.seats.remove(i);
    }
    let n = form.setup.seats.len();
    let add = (n < MAX_PLAYERS).then(|| ui.button(tr.get("newgame-add-player")));
    if let Some(add) = &add {
        note(rects, "add-player", add);
    }
    if add.is_some_and(|a| a.clicked()) {
        form.setup
            .seats
            .push(SeatConfig::computer(NAMES[n], Level::Medium));
        // A third player leaves the championship; a fifth needs the XP
        // box's tiles.
        if form.setup.rules.check_playable(n + 1).is_err()
            && let Some(p) = Preset::ALL
                .into_iter()
                .find(|p| p.rules().check_playable(n + 1).is_ok())
        {
            form.preset = p;
            form.setup.rules = p.rules();
        }
    }
    if form.setup.seats.len() > 4 {
        look::text(ui, tr, &tr.get("newgame-xp-seats"), look::MUTED);
    }
}

/// A seat's kind: human or a computer's level. Every row's list is as wide,
/// its text cut short if need be, so the Remove buttons line up.
fn kind_list(ui: &mut egui::Ui, tr: &Tr, i: usize, kind: &mut SeatKind, narrow: bool, width: f32) {
    ui.scope(|ui| {
        ui.set_max_width(width);
        let list = egui::ComboBox::from_id_salt(("kind", i))
            .selected_text(tr.get(kind_label(*kind, narrow)))
            .width(width)
            .truncate()
            .show_ui(ui, |ui| {
                for k in SeatKind::CHOICES {
                    ui.selectable_value(kind, k, tr.get(kind_label(k, narrow)));
                }
            });
        super::list_above(ui, &list.response);
    });
}

/// What was pressed at the foot of the form.
enum Pressed {
    /// Start, or Create room.
    Start,
    Back,
}

pub(super) fn draw(
    mut contexts: EguiContexts,
    mut commands: Commands,
    form: Option<ResMut<NewGameForm>>,
    settings: Option<ResMut<Settings>>,
    mut next: ResMut<NextState<Screen>>,
    mut menu: ResMut<NextState<Menu>>,
    mut rects: Option<ResMut<UiRects>>,
    mut asks: MessageWriter<Ask>,
    tr: Res<Tr>,
) -> Result {
    let Some(mut form) = form else {
        commands.insert_resource(NewGameForm::from_setup(default_setup(&tr)));
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let mut pressed = None;
    centred_panel(ctx, "new-game", 560.0, |ui| {
        header(ui, &tr, form.online);
        players(ui, &tr, &mut form, &mut rects);
        ui.add_space(10.0);
        preset_row(ui, &tr, &mut form, &mut rects);
        // The id stays the English words', whatever the language.
        egui::CollapsingHeader::new(tr.get("newgame-every-option"))
            .id_salt("Every rule option")
            .show(ui, |ui| {
                super::rule_options::rule_options(ui, &tr, &mut form.setup.rules)
            });
        ui.add_space(8.0);
        if !form.online {
            seed_row(ui, &tr, &mut form.seed_text);
        }
        if let Some(p) = &form.problem {
            ui.label(egui::RichText::new(tr.phrase(p)).color(look::WARN));
        }
        ui.add_space(10.0);
        pressed = foot_buttons(ui, &tr, form.online, &mut rects);
    });
    match pressed {
        Some(Pressed::Back) => {
            menu.set(if form.online {
                Menu::Online
            } else {
                Menu::Main
            });
            form.online = false;
        }
        Some(Pressed::Start) if form.online => {
            create_room(&mut form, settings.as_deref(), &mut asks, &mut menu, &tr);
        }
        Some(Pressed::Start) => {
            let you = tr.part("newgame-name-you");
            form.setup.name_people_at_one_device(&you, |n| {
                tr.part_with("newgame-name-player", &[("number", n.into())])
            });
            if let Some(setup) = start_here(&mut form, &mut commands, &mut next)
                && let Some(mut s) = settings
            {
                s.last_setup = Some(setup);
            }
        }
        None => {}
    }
    Ok(())
}

/// The title, and over the players a word on an online room's seats.
fn header(ui: &mut egui::Ui, tr: &Tr, online: bool) {
    ui.label(look::heading(&tr.get(if online {
        "newgame-title-online"
    } else {
        "newgame-title"
    })));
    ui.add_space(6.0);
    ui.label(egui::RichText::new(tr.get("newgame-players")).strong());
    if online {
        look::text(ui, tr, &tr.get("newgame-online-seats"), look::MUTED);
    }
}

/// The rules' preset: choosing one sets every rule option to it.
fn preset_row(
    ui: &mut egui::Ui,
    tr: &Tr,
    form: &mut NewGameForm,
    rects: &mut Option<ResMut<UiRects>>,
) {
    look::row_wrapped(ui, |ui| {
        ui.label(egui::RichText::new(tr.get("newgame-rules")).strong());
        let before = form.preset;
        let combo = egui::ComboBox::from_id_salt("preset")
            .selected_text(tr.get(words::preset(form.preset)))
            .width(220.0_f32.min(ui.available_width() - 8.0))
            .show_ui(ui, |ui| {
                let seats = form.setup.seats.len();
                for (p, probe) in Preset::ALL.into_iter().zip(PRESET_PROBES) {
                    // A preset without the tiles for this many players is
                    // shown, not chosen.
                    let fits = p.rules().check_playable(seats).is_ok();
                    let why = if p.seats().contains(&seats) || seats > 4 {
                        "newgame-preset-too-few-tiles"
                    } else {
                        "newgame-preset-two-players"
                    };
                    let item = ui
                        .add_enabled_ui(fits, |ui| {
                            ui.selectable_value(&mut form.preset, p, tr.get(words::preset(p)))
                        })
                        .inner
                        .on_disabled_hover_text(tr.get(why));
                    note(rects, probe, &item);
                }
            });
        note(rects, "preset", &combo.response);
        super::list_above(ui, &combo.response);
        if form.preset != before {
            form.setup.rules = form.preset.rules();
        }
    });
}

/// The seed typed, or a new one drawn.
fn seed_row(ui: &mut egui::Ui, tr: &Tr, seed_text: &mut String) {
    look::row_wrapped(ui, |ui| {
        let label = ui.label(tr.get("newgame-seed"));
        let field = ui
            .add(egui::TextEdit::singleline(seed_text).desired_width(140.0))
            .labelled_by(label.id);
        super::typed_in_copy(&field, seed_text, 20);
        if ui.button(tr.get("newgame-new-seed")).clicked() {
            *seed_text = crate::game::now::random_seed().to_string();
        }
    });
    // A line of its own: beside the row it would wrap under the seed.
    ui.label(egui::RichText::new(tr.get("newgame-seed-hint")).color(look::MUTED));
}

/// Start (or Create room) and Back.
fn foot_buttons(
    ui: &mut egui::Ui,
    tr: &Tr,
    online: bool,
    rects: &mut Option<ResMut<UiRects>>,
) -> Option<Pressed> {
    look::row(ui, |ui| {
        let start_button = ui.add(look::big_button(&tr.get(if online {
            "newgame-create-room"
        } else {
            "newgame-start"
        })));
        note(rects, "start", &start_button);
        let mut pressed = None;
        if start_button.clicked() {
            pressed = Some(Pressed::Start);
        }
        if ui.button(tr.get("menu-back")).clicked() {
            pressed = Some(Pressed::Back);
        }
        pressed
    })
    .inner
}

/// Starts the game the form describes, on this device; gives its setup, or
/// nothing with the form's problem said.
fn start_here(
    form: &mut NewGameForm,
    commands: &mut Commands,
    next: &mut NextState<Screen>,
) -> Option<GameSetup> {
    match form.seed_text.trim().parse::<u64>() {
        Ok(seed) => form.setup.seed = seed,
        Err(_) => {
            form.problem = Some(Phrase::new("newgame-seed-not-number"));
            return None;
        }
    }
    if form.setup.seats.iter().any(|s| s.name.trim().is_empty()) {
        form.problem = Some(Phrase::new("newgame-name-needed"));
        return None;
    }
    let setup = form.setup.clone();
    match start_game(commands, &setup, next) {
        Ok(()) => Some(setup),
        Err(e) => {
            form.problem = Some(Phrase::new("newgame-cannot-start").with("why", e));
            None
        }
    }
}
