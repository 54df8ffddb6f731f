//! The screens around the table: main menu, new game, settings, how to
//! play, and the pause menu. One `States` enum; entities made for a screen
//! go when it is left.

use bevy::prelude::*;
use bevy::window::WindowOccluded;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::messages::TurnCommand;
use super::probe::UiRects;
use super::session::{GameSetup, Phase, SeatConfig, SeatKind, Session};
use super::settings::{Settings, Storage, StorageNotices, level_index, load_saved_game, save_game};
use super::storage::Doc;
use super::theme::ui as look;
use crate::ai::Level;
use crate::rules::{MatchLength, PlayDirection, PoolExhaustedWinner, Preset, RuleSet, Standings};

#[derive(States, Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    Menu,
    NewGame,
    Settings,
    HowToPlay,
    Playing,
}

/// The pause menu is open (the turn timer stops).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Paused(pub bool);

/// Where Settings and How to play return to.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
struct ReturnTo(Screen);

/// The new-game form being filled in.
#[derive(Resource, Debug, Clone)]
pub struct NewGameForm {
    pub setup: GameSetup,
    pub preset: Preset,
    seed_text: String,
    problem: Option<String>,
}

impl NewGameForm {
    fn from_setup(setup: GameSetup) -> NewGameForm {
        let preset = Preset::ALL
            .into_iter()
            .find(|p| p.rules() == setup.rules)
            .unwrap_or(Preset::Modern);
        NewGameForm {
            seed_text: setup.seed.to_string(),
            setup,
            preset,
            problem: None,
        }
    }
}

pub fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .init_resource::<Paused>()
        // Registered by WindowPlugin too; here so headless apps can run this plugin.
        .add_message::<WindowOccluded>()
        .insert_resource(ReturnTo(Screen::Menu))
        .add_systems(PostStartup, skip_menu_when_started_from_the_command_line)
        .add_systems(OnExit(Screen::Playing), leave_game)
        .add_systems(OnEnter(Screen::Playing), begin_pending_game)
        .add_systems(
            Update,
            (pause_key, pause_when_hidden).run_if(in_state(Screen::Playing)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                menu_screen.run_if(in_state(Screen::Menu)),
                new_game_screen.run_if(in_state(Screen::NewGame)),
                settings_screen.run_if(in_state(Screen::Settings)),
                how_to_play_screen.run_if(in_state(Screen::HowToPlay)),
                pause_menu.run_if(in_state(Screen::Playing)),
                match_over_buttons.run_if(in_state(Screen::Playing)),
            )
                .run_if(super::theme::ui_ready),
        );
}

fn skip_menu_when_started_from_the_command_line(
    session: Option<Res<Session>>,
    mut next: ResMut<NextState<Screen>>,
) {
    if session.is_some() {
        // Not `set`: a test (or anything before this) may already have
        // entered the table, and re-entering it would put the game away.
        NextState::set_if_neq(&mut next, Screen::Playing);
    }
}

/// A match started from a screen waits here until the table is entered:
/// "Play again" goes from the table to the table, and leaving it puts the
/// finished match away first.
#[derive(Resource)]
struct PendingGame(Session);

fn begin_pending_game(world: &mut World) {
    if let Some(PendingGame(session)) = world.remove_resource::<PendingGame>() {
        world.insert_resource(session);
    }
}

/// Saves and puts the game away when the table is left.
fn leave_game(
    mut commands: Commands,
    session: Option<Res<Session>>,
    storage: Option<Res<Storage>>,
    mut paused: ResMut<Paused>,
) {
    if let (Some(session), Some(storage)) = (session, storage) {
        save_game(&session, &storage.0);
    }
    commands.remove_resource::<Session>();
    paused.0 = false;
}

fn pause_key(keys: Option<Res<ButtonInput<KeyCode>>>, mut paused: ResMut<Paused>) {
    if keys.is_some_and(|k| k.just_pressed(KeyCode::Escape)) {
        paused.0 = !paused.0;
    }
}

/// A hidden tab or a minimised window opens the pause menu, so the turn
/// timer and the computer's moves wait for the player to come back. Every
/// seat is at this screen, so pausing is always fair.
fn pause_when_hidden(mut occluded: MessageReader<WindowOccluded>, mut paused: ResMut<Paused>) {
    if occluded.read().any(|o| o.occluded) {
        paused.0 = true;
    }
}

/// True unless the pause menu is open.
pub fn not_paused(paused: Option<Res<Paused>>) -> bool {
    !paused.is_some_and(|p| p.0)
}

/// Notes where a button was drawn, for the page's test view.
fn note(rects: &mut Option<ResMut<UiRects>>, name: &'static str, response: &egui::Response) {
    if let Some(r) = rects {
        r.note(name, response.rect);
    }
}

/// Starts a new match from a setup.
pub fn start_game(
    commands: &mut Commands,
    setup: &GameSetup,
    next: &mut NextState<Screen>,
) -> Result<(), String> {
    let session = Session::new(setup).map_err(|e| e.to_string())?;
    commands.insert_resource(PendingGame(session));
    next.set(Screen::Playing);
    Ok(())
}

fn centred_panel(ctx: &egui::Context, id: &str, width: f32, add: impl FnOnce(&mut egui::Ui)) {
    let screen = ctx.content_rect();
    egui::Area::new(egui::Id::new(id))
        .anchor(
            egui::Align2::CENTER_TOP,
            egui::vec2(0.0, (screen.height() * 0.06).max(8.0)),
        )
        .show(ctx, |ui| {
            look::card().show(ui, |ui| {
                ui.set_width(width.min(screen.width() - 48.0));
                ui.set_max_height(screen.height() * 0.86);
                egui::ScrollArea::vertical().show(ui, add);
            });
        });
}

#[allow(clippy::too_many_arguments)]
fn menu_screen(
    mut contexts: EguiContexts,
    mut commands: Commands,
    storage: Option<Res<Storage>>,
    settings: Option<Res<Settings>>,
    mut notices: ResMut<StorageNotices>,
    mut next: ResMut<NextState<Screen>>,
    mut back: ResMut<ReturnTo>,
    mut exit: MessageWriter<AppExit>,
    mut rects: Option<ResMut<UiRects>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let has_save = storage.as_ref().is_some_and(|s| s.0.exists(Doc::SavedGame));
    centred_panel(ctx, "menu", 360.0, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(8.0);
            ui.label(look::title("Tilemeld"));
            ui.label(
                egui::RichText::new("runs · groups · rearrange the table")
                    .italics()
                    .color(look::MUTED),
            );
            ui.add_space(18.0);
            let cont = ui.add_enabled(has_save, look::big_button("Continue"));
            note(&mut rects, "continue", &cont);
            if cont.clicked()
                && let Some(storage) = &storage
                && let Some(session) = load_saved_game(&storage.0, &mut notices)
            {
                commands.insert_resource(PendingGame(session));
                next.set(Screen::Playing);
            }
            let new_game = ui.add(look::big_button("New game"));
            note(&mut rects, "new-game", &new_game);
            if new_game.clicked() {
                let setup = settings
                    .as_ref()
                    .and_then(|s| s.last_setup.clone())
                    .unwrap_or_default();
                let mut setup = setup;
                setup.seed = super::setup::random_seed();
                commands.insert_resource(NewGameForm::from_setup(setup));
                next.set(Screen::NewGame);
            }
            if ui.add(look::big_button("Settings")).clicked() {
                back.0 = Screen::Menu;
                next.set(Screen::Settings);
            }
            if ui.add(look::big_button("How to play")).clicked() {
                back.0 = Screen::Menu;
                next.set(Screen::HowToPlay);
            }
            if !cfg!(target_arch = "wasm32") && ui.add(look::big_button("Quit")).clicked() {
                exit.write(AppExit::Success);
            }
            for n in notices.0.iter() {
                ui.add_space(8.0);
                ui.label(egui::RichText::new(n).color(look::WARN));
            }
        });
    });
    Ok(())
}

fn kind_label(kind: SeatKind) -> &'static str {
    match kind {
        SeatKind::Human => "Human",
        SeatKind::Computer(Level::Easy) => "Computer: easy",
        SeatKind::Computer(Level::Medium) => "Computer: medium",
        SeatKind::Computer(Level::Hard) => "Computer: hard",
        SeatKind::Computer(Level::Greedy) => "Computer: greedy",
    }
}

const NAMES: [&str; 4] = ["You", "Ada", "Ben", "Cleo"];

fn new_game_screen(
    mut contexts: EguiContexts,
    mut commands: Commands,
    form: Option<ResMut<NewGameForm>>,
    settings: Option<ResMut<Settings>>,
    mut next: ResMut<NextState<Screen>>,
    mut rects: Option<ResMut<UiRects>>,
) -> Result {
    let Some(mut form) = form else {
        commands.insert_resource(NewGameForm::from_setup(GameSetup::default()));
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let mut start = false;
    centred_panel(ctx, "new-game", 560.0, |ui| {
        ui.label(look::heading("New game"));
        ui.add_space(6.0);
        ui.label(egui::RichText::new("Players").strong());
        let mut remove = None;
        let seats = form.setup.seats.len();
        for (i, seat) in form.setup.seats.iter_mut().enumerate() {
            ui.horizontal(|ui| {
                ui.add(
                    egui::TextEdit::singleline(&mut seat.name)
                        .desired_width(150.0)
                        .char_limit(24),
                );
                egui::ComboBox::from_id_salt(("kind", i))
                    .selected_text(kind_label(seat.kind))
                    .width(170.0)
                    .show_ui(ui, |ui| {
                        for k in [
                            SeatKind::Human,
                            SeatKind::Computer(Level::Easy),
                            SeatKind::Computer(Level::Medium),
                            SeatKind::Computer(Level::Hard),
                            SeatKind::Computer(Level::Greedy),
                        ] {
                            ui.selectable_value(&mut seat.kind, k, kind_label(k));
                        }
                    });
                if seats > 2 && ui.button("Remove").clicked() {
                    remove = Some(i);
                }
            });
        }
        if let Some(i) = remove {
            form.setup.seats.remove(i);
        }
        if form.setup.seats.len() < 4 && ui.button("Add a player").clicked() {
            let n = form.setup.seats.len();
            form.setup
                .seats
                .push(SeatConfig::computer(NAMES[n], Level::Medium));
        }
        ui.add_space(10.0);
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new("Rules").strong());
            let before = form.preset;
            egui::ComboBox::from_id_salt("preset")
                .selected_text(form.preset.title())
                .width(220.0)
                .show_ui(ui, |ui| {
                    for p in Preset::ALL {
                        ui.selectable_value(&mut form.preset, p, p.title());
                    }
                });
            if form.preset != before {
                form.setup.rules = form.preset.rules();
            }
        });
        egui::CollapsingHeader::new("Every rule option")
            .show(ui, |ui| rule_options(ui, &mut form.setup.rules));
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            ui.label("Seed");
            ui.add(egui::TextEdit::singleline(&mut form.seed_text).desired_width(140.0));
            if ui.button("New seed").clicked() {
                form.seed_text = super::setup::random_seed().to_string();
            }
            ui.label(egui::RichText::new("the same seed deals the same game").color(look::MUTED));
        });
        if let Some(p) = &form.problem {
            ui.label(egui::RichText::new(p).color(look::WARN));
        }
        ui.add_space(10.0);
        ui.horizontal(|ui| {
            let start_button = ui.add(look::big_button("Start"));
            note(&mut rects, "start", &start_button);
            if start_button.clicked() {
                start = true;
            }
            if ui.button("Back").clicked() {
                next.set(Screen::Menu);
            }
        });
    });
    if start {
        match form.seed_text.trim().parse::<u64>() {
            Ok(seed) => form.setup.seed = seed,
            Err(_) => {
                form.problem = Some("The seed is a whole number, like 12345.".into());
                return Ok(());
            }
        }
        if form.setup.seats.iter().any(|s| s.name.trim().is_empty()) {
            form.problem = Some("Every player needs a name.".into());
            return Ok(());
        }
        let setup = form.setup.clone();
        match start_game(&mut commands, &setup, &mut next) {
            Ok(()) => {
                if let Some(mut s) = settings {
                    s.last_setup = Some(setup);
                }
            }
            Err(e) => form.problem = Some(e),
        }
    }
    Ok(())
}

/// Widgets for every field of the rule set.
fn rule_options(ui: &mut egui::Ui, rules: &mut RuleSet) {
    egui::Grid::new("rules")
        .num_columns(2)
        .spacing([16.0, 6.0])
        .show(ui, |ui| {
            ui.label("Tiles dealt");
            ui.horizontal(|ui| {
                ui.radio_value(&mut rules.tiles_per_player, 14, "14");
                ui.radio_value(&mut rules.tiles_per_player, 16, "16");
            });
            ui.end_row();
            ui.label("Initial meld");
            ui.add(egui::Slider::new(&mut rules.initial_meld_points, 0..=60).suffix(" points"));
            ui.end_row();
            ui.label("Turn timer");
            ui.horizontal(|ui| {
                for (label, v) in [
                    ("off", None),
                    ("30 s", Some(30)),
                    ("60 s", Some(60)),
                    ("120 s", Some(120)),
                ] {
                    ui.radio_value(&mut rules.turn_timer_secs, v, label);
                }
            });
            ui.end_row();
            ui.label("Runs wrap 13 → 1");
            ui.checkbox(&mut rules.wrap_around_runs, "");
            ui.end_row();
            ui.label("Joker left on a rack");
            ui.horizontal(|ui| {
                ui.radio_value(&mut rules.joker_penalty, 30, "30");
                ui.radio_value(&mut rules.joker_penalty, 25, "25");
            });
            ui.end_row();
            ui.label("Joker's replacement from the rack");
            ui.checkbox(&mut rules.joker_replacement_from_rack, "");
            ui.end_row();
            ui.label("Freed joker with two rack tiles");
            ui.checkbox(&mut rules.freed_joker_needs_two_rack_tiles, "");
            ui.end_row();
            ui.label("Group joker needs both colours");
            ui.checkbox(&mut rules.group_joker_needs_both_colours, "");
            ui.end_row();
            ui.label("Sets with a joker are locked");
            ui.checkbox(&mut rules.joker_sets_locked, "");
            ui.end_row();
            ui.label("Time-out penalty");
            ui.add(egui::Slider::new(&mut rules.timeout_penalty, 0..=3).suffix(" tiles"));
            ui.end_row();
            ui.label("… with the table left invalid");
            ui.add(
                egui::Slider::new(&mut rules.timeout_invalid_table_penalty, 0..=3).suffix(" tiles"),
            );
            ui.end_row();
            ui.label("Giving up an invalid turn");
            ui.add(egui::Slider::new(&mut rules.invalid_turn_penalty, 0..=3).suffix(" tiles"));
            ui.end_row();
            ui.label("Empty pool: winner");
            ui.horizontal(|ui| {
                ui.radio_value(
                    &mut rules.pool_exhausted_winner,
                    PoolExhaustedWinner::LowestValue,
                    "lowest rack value",
                );
                ui.radio_value(
                    &mut rules.pool_exhausted_winner,
                    PoolExhaustedWinner::FewestTiles,
                    "fewest tiles",
                );
            });
            ui.end_row();
            ui.label("Match length");
            ui.vertical(|ui| {
                let mut kind = match rules.match_length {
                    MatchLength::OneRoundPerPlayer => 0,
                    MatchLength::Rounds { .. } => 1,
                    MatchLength::TargetScore { .. } => 2,
                };
                ui.horizontal(|ui| {
                    ui.radio_value(&mut kind, 0, "a round per player");
                    ui.radio_value(&mut kind, 1, "rounds");
                    ui.radio_value(&mut kind, 2, "to a score");
                });
                rules.match_length = match (kind, rules.match_length) {
                    (0, _) => MatchLength::OneRoundPerPlayer,
                    (1, MatchLength::Rounds { mut rounds }) => {
                        ui.add(egui::Slider::new(&mut rounds, 1..=20));
                        MatchLength::Rounds { rounds }
                    }
                    (1, _) => MatchLength::Rounds { rounds: 4 },
                    (_, MatchLength::TargetScore { mut points }) => {
                        ui.add(egui::Slider::new(&mut points, 50..=1000));
                        MatchLength::TargetScore { points }
                    }
                    _ => MatchLength::TargetScore { points: 200 },
                };
            });
            ui.end_row();
            ui.label("Standings");
            ui.horizontal(|ui| {
                ui.radio_value(&mut rules.standings, Standings::Score, "by score");
                ui.radio_value(
                    &mut rules.standings,
                    Standings::RoundsWonThenScore,
                    "by rounds won",
                );
            });
            ui.end_row();
            ui.label("Direction of play");
            ui.horizontal(|ui| {
                ui.radio_value(
                    &mut rules.play_direction,
                    PlayDirection::Clockwise,
                    "clockwise",
                );
                ui.radio_value(
                    &mut rules.play_direction,
                    PlayDirection::Counterclockwise,
                    "counterclockwise",
                );
            });
            ui.end_row();
        });
}

fn settings_screen(
    mut contexts: EguiContexts,
    settings: Option<ResMut<Settings>>,
    back: Res<ReturnTo>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let Some(mut settings) = settings else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    centred_panel(ctx, "settings", 460.0, |ui| {
        ui.label(look::heading("Settings"));
        egui::Grid::new("settings-grid")
            .num_columns(2)
            .spacing([16.0, 10.0])
            .show(ui, |ui| {
                ui.label("Music");
                ui.add(egui::Slider::new(&mut settings.music_volume, 0.0..=1.0).show_value(false));
                ui.end_row();
                ui.label("Effects");
                ui.add(
                    egui::Slider::new(&mut settings.effects_volume, 0.0..=1.0).show_value(false),
                );
                ui.end_row();
                ui.label("Sound");
                ui.checkbox(&mut settings.muted, "mute everything");
                ui.end_row();
                ui.label("Animation");
                ui.add_enabled(
                    !settings.instant_animation,
                    egui::Slider::new(&mut settings.animation_speed, 0.25..=4.0)
                        .text("calm … brisk")
                        .show_value(false),
                );
                ui.end_row();
                ui.label("");
                ui.checkbox(&mut settings.instant_animation, "instant");
                ui.end_row();
                ui.label("Colour-blind mode");
                ui.checkbox(&mut settings.colour_blind, "a symbol for each colour");
                ui.end_row();
            });
        ui.separator();
        ui.label(egui::RichText::new("Statistics").strong());
        let st = &settings.stats;
        ui.label(format!(
            "Rounds won {} of {} · matches won {} of {}",
            st.rounds_won, st.rounds_played, st.matches_won, st.matches_played
        ));
        for level in [Level::Easy, Level::Medium, Level::Hard, Level::Greedy] {
            let l = st.by_level[level_index(level)];
            if l.played > 0 {
                ui.label(format!(
                    "Against {}: won {} of {} rounds",
                    level.key(),
                    l.won,
                    l.played
                ));
            }
        }
        if let Some(best) = st.best_round {
            ui.label(format!("Best round: {best:+} points"));
        }
        ui.add_space(8.0);
        if ui.add(look::big_button("Back")).clicked() {
            next.set(back.0);
        }
    });
    Ok(())
}

fn how_to_play_screen(
    mut contexts: EguiContexts,
    back: Res<ReturnTo>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    centred_panel(ctx, "how-to-play", 640.0, |ui| {
        ui.label(look::heading("How to play"));
        super::howto::contents(ui);
        ui.add_space(8.0);
        if ui.add(look::big_button("Back")).clicked() {
            next.set(back.0);
        }
    });
    Ok(())
}

fn pause_menu(
    mut contexts: EguiContexts,
    mut paused: ResMut<Paused>,
    mut back: ResMut<ReturnTo>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("pause-button"))
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-10.0, 10.0))
        .show(ctx, |ui| {
            if ui.add(egui::Button::new("Menu (Esc)")).clicked() {
                paused.0 = !paused.0;
            }
        });
    if !paused.0 {
        return Ok(());
    }
    centred_panel(ctx, "pause", 300.0, |ui| {
        ui.vertical_centered(|ui| {
            ui.label(look::heading("Paused"));
            if ui.add(look::big_button("Resume")).clicked() {
                paused.0 = false;
            }
            if ui.add(look::big_button("Settings")).clicked() {
                back.0 = Screen::Playing;
                paused.0 = false;
                next.set(Screen::Settings);
            }
            if ui.add(look::big_button("How to play")).clicked() {
                back.0 = Screen::Playing;
                paused.0 = false;
                next.set(Screen::HowToPlay);
            }
            if ui.add(look::big_button("Save and leave")).clicked() {
                next.set(Screen::Menu);
            }
        });
    });
    Ok(())
}

/// After a match: play again with the same players, or go to the menu.
fn match_over_buttons(
    mut contexts: EguiContexts,
    mut commands: Commands,
    session: Option<Res<Session>>,
    mut next: ResMut<NextState<Screen>>,
    mut out: MessageWriter<TurnCommand>,
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    if session.phase != Phase::MatchOver {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("match-over-buttons"))
        .anchor(egui::Align2::CENTER_BOTTOM, egui::vec2(0.0, -24.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                if ui.add(look::big_button("Play again")).clicked() {
                    let setup = GameSetup {
                        seats: session.seats.clone(),
                        seed: super::setup::random_seed(),
                        rules: session.rules().clone(),
                    };
                    let _ = start_game(&mut commands, &setup, &mut next);
                    out.write(TurnCommand::Reveal);
                }
                if ui.add(look::big_button("Menu")).clicked() {
                    next.set(Screen::Menu);
                }
            });
        });
    Ok(())
}
