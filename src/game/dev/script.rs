//! Scripted play for window tests and screenshots (native builds).
//!
//! `TILEMELD_SCRIPT` holds commands separated by `;`, run one after another:
//! - `wait N`: let N frames pass; `until-human`: wait for a human's turn;
//!   `until-round-over`: wait for the round to end;
//! - `menu NAME`: open a menu (`main`, `new-game`, `settings`, `how-to-play`,
//!   `pause`, `puzzles`, `replays`, `online`, `none` to close it);
//! - `drag rackI new` / `drag rackI setJ` / `drag rackI set-last` /
//!   `drag rackI at X Y`: drag the rack's tile in slot I to free table
//!   space, onto a set, or to the point at X, Y of the table (fractions);
//! - `zoom F`: zoom the table by F about its centre (0 shows all of it);
//! - `cmd NAME`: a turn command (`done`, `draw`, `undo`, `reset`, `hint`,
//!   `sort-groups`, `sort-runs`, `reveal`, `next-round`, `solution`, `speed-up`);
//! - `puzzle LEVEL DATE`: start the daily puzzle of DATE (YYYY-MM-DD) at LEVEL;
//! - `lesson N`: start lesson N of the guided first game;
//! - `replay` (or `watch`): replay the newest finished match; `forward N`: N moves on;
//! - `online-create SEATS`: create a room on the server (`TILEMELD_SERVER`)
//!   with SEATS such as `human,greedy`; `online-start`: start it;
//! - `show-me`: show the round's biggest missed play on its small board;
//! - `shot FILE.png`: save a screenshot, and beside it `FILE.png.json` with
//!   where each visible tile and each widget egui drew are (window pixels),
//!   for the test to check;
//! - `fps N`: time the next N frames and print the frame rate;
//! - `quit`: close once the screenshots are saved.
//!
//! `TILEMELD_SCREENSHOT=FILE.png` is short for `wait 60; shot FILE.png; quit`.
//!
//! The script is read once, when the plugin is built: a step that cannot be
//! read (an unknown step, command, menu, drop place, seat, puzzle level or
//! date) is reported with its number and left out.

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

use serde_json::Value;

use crate::ai::Level;
use crate::game::flow::open_table;
use crate::game::messages::{LiftTiles, PointerDrop, TurnCommand, ZoomTable};
use crate::game::persist::Replays;
use crate::game::play::playback::ComputerSpeed;
use crate::game::replay::ReplayCommand;
use crate::game::session::{Phase, Session};
use crate::game::state::{Menu, Screen};
use crate::game::table::CurrentLayout;
use crate::game::table::layout::Layout;
use crate::online::SeatKind;
use crate::puzzles::{Date, PuzzleLevel};

/// One step of a script, as read (see the module's list).
#[derive(Debug, Clone)]
enum Step {
    Wait(u32),
    Fps(u32),
    UntilHuman,
    UntilRoundOver,
    Menu(Menu),
    Drag {
        slot: usize,
        to: DropAt,
    },
    Zoom(f32),
    Cmd(TurnCommand),
    Puzzle(PuzzleLevel, Date),
    /// A lesson's number, from 1.
    Lesson(usize),
    Replay,
    Forward(u32),
    OnlineCreate(Vec<SeatKind>),
    OnlineStart,
    ShowMe,
    Shot(String),
    Quit,
}

/// Where a scripted drag drops.
#[derive(Debug, Clone, Copy)]
enum DropAt {
    /// A point of the table, in fractions from its bottom-left.
    At(Vec2),
    /// Free felt.
    New,
    /// The end of the last set.
    SetLast,
    /// The end of the set at this index.
    Set(usize),
}

impl Step {
    /// Reads a step (its words separated by spaces); says why it cannot.
    fn parse(text: &str) -> Result<Step, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        Ok(match words.as_slice() {
            ["wait", n] => Step::Wait(n.parse().unwrap_or(1)),
            ["fps", n] => Step::Fps(n.parse().unwrap_or(120u32).max(1)),
            ["until-human"] => Step::UntilHuman,
            ["until-round-over"] => Step::UntilRoundOver,
            ["zoom", by] => Step::Zoom(by.parse().unwrap_or(1.0)),
            ["drag", from, to @ ..] => Step::Drag {
                slot: from.trim_start_matches("rack").parse().unwrap_or(0),
                to: DropAt::parse(to)?,
            },
            ["cmd", name] => Step::Cmd(turn_command(name)?),
            ["shot", path] => Step::Shot(path.to_string()),
            ["quit"] => Step::Quit,
            ["menu", name] => Step::Menu(menu(name)?),
            ["online-create", seats] => Step::OnlineCreate(seat_kinds(seats)?),
            ["online-start"] => Step::OnlineStart,
            ["show-me"] => Step::ShowMe,
            ["replay"] | ["watch"] => Step::Replay,
            ["forward", n] => Step::Forward(n.parse().unwrap_or(1)),
            ["lesson", n] => Step::Lesson(n.parse().unwrap_or(1)),
            ["puzzle", level, date] => Step::Puzzle(level.parse()?, date.parse()?),
            _ => return Err("there is no such step".into()),
        })
    }

    /// A step that waits for a game on the table before it runs.
    fn needs_game(&self) -> bool {
        matches!(
            self,
            Step::UntilHuman
                | Step::UntilRoundOver
                | Step::Drag { .. }
                | Step::Cmd(_)
                | Step::Zoom(_)
        )
    }
}

impl DropAt {
    fn parse(to: &[&str]) -> Result<DropAt, String> {
        match to {
            ["at", x, y] => Ok(DropAt::At(Vec2::new(
                x.parse().unwrap_or(0.5),
                y.parse().unwrap_or(0.5),
            ))),
            ["new"] => Ok(DropAt::New),
            ["set-last"] => Ok(DropAt::SetLast),
            [set] => set
                .trim_start_matches("set")
                .parse()
                .map(DropAt::Set)
                .map_err(|_| format!("\"{set}\" is not setJ, set-last, new or at X Y")),
            _ => Err("a drag goes to setJ, set-last, new or at X Y".into()),
        }
    }

    /// The point of the table it is at, if there is one.
    fn point(self, l: &Layout) -> Option<Vec2> {
        match self {
            DropAt::At(share) => Some(l.table.min + share * l.table.size()),
            DropAt::New => Some(Vec2::new(l.table.center().x, l.table.min.y + l.tile.y)),
            DropAt::SetLast => l
                .sets
                .last()
                .and_then(|s| s.tiles.last())
                .map(|p| *p + Vec2::new(l.tile.x * 0.4, 0.0)),
            DropAt::Set(i) => l
                .sets
                .get(i)
                .and_then(|s| s.tiles.last())
                .map(|p| *p + Vec2::new(l.tile.x * 0.4, 0.0)),
        }
    }
}

fn turn_command(name: &str) -> Result<TurnCommand, String> {
    Ok(match name {
        "done" => TurnCommand::Done,
        "draw" => TurnCommand::Draw,
        "undo" => TurnCommand::Undo,
        "reset" => TurnCommand::Reset,
        "hint" => TurnCommand::Hint,
        "sort-groups" => TurnCommand::SortGroups,
        "sort-runs" => TurnCommand::SortRuns,
        "reveal" => TurnCommand::Reveal,
        "next-round" => TurnCommand::NextRound,
        "solution" => TurnCommand::ShowSolution,
        "speed-up" => TurnCommand::SpeedUp,
        _ => return Err(format!("\"{name}\" is not a turn command")),
    })
}

fn menu(name: &str) -> Result<Menu, String> {
    Ok(match name {
        "main" => Menu::Main,
        "new-game" => Menu::NewGame,
        "settings" => Menu::Settings,
        "how-to-play" => Menu::HowToPlay,
        "pause" => Menu::Pause,
        "puzzles" => Menu::Puzzles,
        "replays" => Menu::Replays,
        "online" => Menu::Online,
        "none" => Menu::None,
        _ => return Err(format!("\"{name}\" is not a menu")),
    })
}

/// Seats such as `human,greedy`.
fn seat_kinds(list: &str) -> Result<Vec<SeatKind>, String> {
    list.split(',')
        .map(|k| match k {
            "human" => Some(SeatKind::Human),
            level => Level::from_key(level).map(|level| SeatKind::Computer { level }),
        })
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| "seats are human or a computer level, comma-separated".to_string())
}

/// The script's steps, separated by `;`. A step that cannot be read is
/// reported (with its number, from 1) and left out.
fn parse_script(text: &str) -> Vec<Step> {
    text.split(';')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .enumerate()
        .filter_map(|(i, text)| {
            Step::parse(text)
                .inspect_err(|why| warn!("script: step {} \"{text}\" left out: {why}", i + 1))
                .ok()
        })
        .collect()
}

#[derive(Resource)]
struct Script {
    steps: Vec<Step>,
    /// Frames left to time, and the time they took so far (`fps N`).
    timing: Option<(u32, u32, f64)>,
    next: usize,
    wait: u32,
    pending_shots: usize,
    quitting: bool,
}

#[derive(Resource, Default)]
struct SavedShots(usize);

impl Script {
    /// The step to run this frame, if any: none while frames are being
    /// timed (`fps N`), waited (`wait N`), or the screenshots of a quitting
    /// script are still being written.
    fn due_step(
        &mut self,
        delta: f64,
        saved: usize,
        exit: &mut MessageWriter<AppExit>,
    ) -> Option<Step> {
        if let Some((left, frames, secs)) = self.timing {
            let secs = secs + delta;
            if left > 1 {
                self.timing = Some((left - 1, frames, secs));
                return None;
            }
            let fps = frames as f64 / secs;
            println!(
                "fps: {fps:.1} over {frames} frames ({:.2} ms a frame)",
                1000.0 / fps
            );
            info!("fps: {fps:.1} over {frames} frames");
            self.timing = None;
        }
        if self.quitting {
            if saved >= self.pending_shots {
                exit.write(AppExit::Success);
            }
            return None;
        }
        if self.wait > 0 {
            self.wait -= 1;
            return None;
        }
        self.steps.get(self.next).cloned()
    }
}

pub fn plugin(app: &mut App) {
    let script = std::env::var("TILEMELD_SCRIPT").ok().or_else(|| {
        std::env::var("TILEMELD_SCREENSHOT")
            .ok()
            .map(|p| format!("wait 60; shot {p}; quit"))
    });
    if let Some(speed) = std::env::var("TILEMELD_COMPUTER_SPEED")
        .ok()
        .and_then(|v| v.parse::<f32>().ok())
    {
        app.insert_resource(ComputerSpeed(speed.clamp(0.1, 1000.0)));
    }
    if let Some(text) = script {
        app.insert_resource(Script {
            steps: parse_script(&text),
            timing: None,
            next: 0,
            wait: 0,
            pending_shots: 0,
            quitting: false,
        })
        .init_resource::<SavedShots>()
        .add_plugins(super::widgets::plugin)
        .add_systems(Update, run_script);
    }
}

#[allow(clippy::too_many_arguments)]
fn run_script(
    mut commands: Commands,
    mut script: ResMut<Script>,
    saved: Res<SavedShots>,
    session: Option<Res<Session>>,
    layout: Option<Res<CurrentLayout>>,
    tiles: super::TileQuery,
    cameras: Query<(&Camera, &GlobalTransform)>,
    windows: Query<&Window>,
    mut lifts: MessageWriter<LiftTiles>,
    mut drops: MessageWriter<PointerDrop>,
    mut turn_commands: MessageWriter<TurnCommand>,
    mut zooms: MessageWriter<ZoomTable>,
    mut exit: MessageWriter<AppExit>,
    mut next: (ResMut<NextState<Menu>>, ResMut<NextState<Screen>>),
    mut replaying: (Option<Res<Replays>>, MessageWriter<ReplayCommand>),
    time: Res<Time>,
) {
    let Some(step) = script.due_step(time.delta_secs_f64(), saved.0, &mut exit) else {
        return;
    };
    script.next += 1;
    let game = match (session, layout) {
        (Some(s), Some(l)) => Some((s, l)),
        _ if step.needs_game() => {
            // A game step before a game is under way: try again next frame.
            script.next -= 1;
            return;
        }
        _ => None,
    };
    let session = game.as_ref().map(|(s, _)| &**s);
    let layout = game.as_ref().map(|(_, l)| &l.0);
    match step {
        Step::Wait(n) => script.wait = n,
        Step::Fps(n) => script.timing = Some((n, n, 0.0)),
        Step::UntilRoundOver => {
            if session.is_none_or(|s| !matches!(s.phase, Phase::RoundOver | Phase::MatchOver)) {
                script.next -= 1;
            }
        }
        Step::UntilHuman => {
            if session.is_none_or(|s| s.phase != Phase::Human) {
                script.next -= 1;
            }
        }
        Step::Zoom(by) => {
            if let Some(l) = layout {
                zooms.write(ZoomTable {
                    by,
                    at: l.table.center(),
                });
            }
        }
        Step::Drag { slot, to } => drag(session, layout, slot, to, &mut lifts, &mut drops),
        Step::Cmd(c) => {
            turn_commands.write(c);
        }
        Step::Shot(path) => {
            script.pending_shots += 1;
            shot(path, &mut commands, &tiles, &cameras, &windows);
        }
        Step::Quit => {
            script.quitting = true;
            commands.queue(report_misplaced_parts);
        }
        Step::Menu(menu) => next.0.set(menu),
        Step::OnlineCreate(seats) => online_create(&mut commands, seats),
        Step::OnlineStart => {
            commands.write_message(crate::game::online::Ask::Start);
        }
        Step::ShowMe => show_me(&mut commands, session),
        Step::Replay => replay(&mut commands, replaying.0.as_deref(), &mut next.1),
        Step::Forward(n) => {
            for _ in 0..n {
                replaying.1.write(ReplayCommand::Forward);
            }
        }
        Step::Lesson(n) => open_or_warn(
            &mut commands,
            Session::lesson(n.saturating_sub(1)),
            &mut next.1,
        ),
        Step::Puzzle(level, date) => {
            open_or_warn(&mut commands, Session::daily(date, level), &mut next.1)
        }
    }
}

/// Names, in the log the window tests read, any message that was given a
/// text already put in the screen's order (see `Messages::misplaced_parts`).
fn report_misplaced_parts(world: &mut World) {
    let Some(tr) = world.get_resource::<crate::game::locale::Tr>() else {
        return;
    };
    let misplaced = tr.0.misplaced_parts();
    if !misplaced.is_empty() {
        error!("misplaced parts, read backwards right to left: {misplaced:?}");
    }
}

/// Drags the rack's tile in `slot` to a place of the table.
fn drag(
    session: Option<&Session>,
    layout: Option<&Layout>,
    slot: usize,
    to: DropAt,
    lifts: &mut MessageWriter<LiftTiles>,
    drops: &mut MessageWriter<PointerDrop>,
) {
    let (Some(session), Some(layout)) = (session, layout) else {
        return;
    };
    let Some(&tile) = session.draft.rack.get(slot) else {
        warn!("script: no tile in rack slot {slot}");
        return;
    };
    if let Some(at) = to.point(layout) {
        lifts.write(LiftTiles { tiles: vec![tile] });
        drops.write(PointerDrop {
            tiles: vec![tile],
            at,
        });
    }
}

/// Saves a screenshot to `path`, and beside it the tile and widget map.
fn shot(
    path: String,
    commands: &mut Commands,
    tiles: &super::TileQuery,
    cameras: &Query<(&Camera, &GlobalTransform)>,
    windows: &Query<&Window>,
) {
    let map = tile_map(tiles, cameras, windows);
    let map_path = format!("{path}.json");
    // The widgets as the frame the screenshot shows has them.
    commands.queue(move |w: &mut World| {
        let mut map = map;
        map["widgets"] = Value::Array(w.resource::<super::widgets::Widgets>().0.clone());
        // The seats as seen: a menu over the table covers them.
        let menu = w.get_resource::<State<crate::game::state::Menu>>();
        let table_seen = menu.is_none_or(|m| *m.get() == crate::game::state::Menu::None);
        if let Some(layout) = w.get_resource::<crate::game::table::CurrentLayout>()
            && table_seen
        {
            map["seats"] = super::probe::seat_rects(&layout.0);
        }
        if let Err(e) = std::fs::write(&map_path, map.to_string()) {
            error!("cannot write the tile map: {e}");
        }
    });
    commands
        .spawn(Screenshot::primary_window())
        .observe(save_to_disk(path))
        .observe(|_: On<ScreenshotCaptured>, mut saved: ResMut<SavedShots>| saved.0 += 1);
}

/// Creates a room on the server with these seats.
fn online_create(commands: &mut Commands, seats: Vec<SeatKind>) {
    let setup = crate::online::RoomSetup {
        rules: crate::rules::RuleSet::default(),
        seats,
        stand_in: Level::Medium,
        rated: None,
        public: false,
        move_hours: None,
        event: None,
    };
    commands.write_message(crate::game::online::Ask::Create {
        name: "Script".into(),
        setup,
    });
}

/// Shows the round's biggest missed play.
fn show_me(commands: &mut Commands, session: Option<&Session>) {
    match session.and_then(|s| s.biggest_misses().first().cloned().cloned()) {
        Some(m) => commands.insert_resource(crate::game::ui::show_me::ShowMe::new(m)),
        None => warn!("script: no missed play to show"),
    }
}

/// Replays the newest finished match.
fn replay(commands: &mut Commands, replays: Option<&Replays>, next: &mut NextState<Screen>) {
    match replays.and_then(|r| r.matches.last().cloned()) {
        Some(record) => open_or_warn(commands, Session::replay(record), next),
        None => warn!("script: no finished match to replay"),
    }
}

/// Puts a session on the table (a lesson, a puzzle, a replay), or says why
/// it cannot.
fn open_or_warn(
    commands: &mut Commands,
    session: Result<Session, String>,
    next: &mut NextState<Screen>,
) {
    if let Err(e) = open_table(commands, session, next) {
        warn!("script: {e}");
    }
}

/// Where each visible tile is drawn, in window pixels.
/// The other players' seat cards in window pixels (top-left origin, as
/// the widgets are): painted, so not in the accessibility tree.
fn tile_map(
    tiles: &super::TileQuery,
    cameras: &Query<(&Camera, &GlobalTransform)>,
    windows: &Query<&Window>,
) -> Value {
    let window = windows
        .iter()
        .next()
        .map_or(Vec2::ZERO, |w| Vec2::new(w.width(), w.height()));
    serde_json::json!({
        "window": [window.x, window.y],
        "tiles": super::tile_rects(tiles, cameras),
    })
}
