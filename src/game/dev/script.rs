//! Scripted play for window tests and screenshots (native builds).
//!
//! `TILEMELD_SCRIPT` holds commands separated by `;`, run one after another:
//! - `wait N`: let N frames pass; `until-human`: wait for a human's turn;
//!   `until-round-over`: wait for the round to end;
//! - `menu NAME`: open a menu (`main`, `new-game`, `settings`, `how-to-play`,
//!   `pause`, `puzzles`, `none` to close it);
//! - `drag rackI new` / `drag rackI setJ` / `drag rackI set-last` /
//!   `drag rackI at X Y`: drag the rack's tile in slot I to free table
//!   space, onto a set, or to the point at X, Y of the table (fractions);
//! - `zoom F`: zoom the table by F about its centre (0 shows all of it);
//! - `cmd NAME`: a turn command (`done`, `draw`, `undo`, `reset`, `hint`,
//!   `sort-groups`, `sort-runs`, `reveal`, `next-round`, `solution`, `speed-up`);
//! - `puzzle LEVEL DATE`: start the daily puzzle of DATE (YYYY-MM-DD) at LEVEL;
//! - `lesson N`: start lesson N of the guided first game;
//! - `watch`: watch the newest finished match; `forward N`: N moves on;
//! - `online-create SEATS`: create a room on the server (`TILEMELD_SERVER`)
//!   with SEATS such as `human,greedy`; `online-start`: start it;
//! - `show-me`: show the round's biggest missed play on its small board;
//! - `shot FILE.png`: save a screenshot, and beside it `FILE.png.json` with
//!   where each visible tile is drawn (window pixels), for the test to check;
//! - `fps N`: time the next N frames and print the frame rate;
//! - `quit`: close once the screenshots are saved.
//!
//! `TILEMELD_SCREENSHOT=FILE.png` is short for `wait 60; shot FILE.png; quit`.

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

use crate::game::flow::open_table;
use crate::game::messages::{DropTiles, LiftTiles, TurnCommand, ZoomTable};
use crate::game::play::playback::ComputerSpeed;
use crate::game::session::{Phase, Session};
use crate::game::state::Menu;
use crate::game::table::CurrentLayout;

#[derive(Resource)]
struct Script {
    steps: Vec<String>,
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
    ) -> Option<String> {
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
            steps: text
                .split(';')
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
                .collect(),
            timing: None,
            next: 0,
            wait: 0,
            pending_shots: 0,
            quitting: false,
        })
        .init_resource::<SavedShots>()
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
    mut drops: MessageWriter<DropTiles>,
    mut turn_commands: MessageWriter<TurnCommand>,
    mut zooms: MessageWriter<ZoomTable>,
    mut exit: MessageWriter<AppExit>,
    mut next: (
        ResMut<NextState<Menu>>,
        ResMut<NextState<crate::game::state::Screen>>,
    ),
    mut watching: (
        Option<Res<crate::game::persist::Replays>>,
        MessageWriter<crate::game::replay::WatchCommand>,
    ),
    time: Res<Time>,
) {
    let Some(step) = script.due_step(time.delta_secs_f64(), saved.0, &mut exit) else {
        return;
    };
    script.next += 1;
    let words: Vec<&str> = step.split_whitespace().collect();
    let game_step = matches!(
        words.first(),
        Some(&("until-human" | "until-round-over" | "drag" | "cmd" | "zoom"))
    );
    let (session, layout) = match (session, layout) {
        (Some(s), Some(l)) => (Some(s), Some(l)),
        _ if game_step => {
            // A game step before a game is under way: try again next frame.
            script.next -= 1;
            return;
        }
        _ => (None, None),
    };
    match words.as_slice() {
        ["wait", n] => script.wait = n.parse().unwrap_or(1),
        ["fps", n] => {
            let n = n.parse().unwrap_or(120u32).max(1);
            script.timing = Some((n, n, 0.0));
        }
        ["until-round-over"] => {
            if session
                .as_ref()
                .is_none_or(|s| !matches!(s.phase, Phase::RoundOver | Phase::MatchOver))
            {
                script.next -= 1;
            }
        }
        ["until-human"] => {
            if session.as_ref().is_none_or(|s| s.phase != Phase::Human) {
                script.next -= 1;
            }
        }
        ["zoom", by] => {
            if let Some(l) = &layout {
                zooms.write(ZoomTable {
                    by: by.parse().unwrap_or(1.0),
                    at: l.0.table.center(),
                });
            }
        }
        ["drag", from, to @ ..] => {
            let (Some(session), Some(layout)) = (&session, &layout) else {
                return;
            };
            let slot: usize = from.trim_start_matches("rack").parse().unwrap_or(0);
            let Some(&tile) = session.draft.rack.get(slot) else {
                warn!("script: no tile in rack slot {slot}");
                return;
            };
            let at = drop_point(&layout.0, to);
            if let Some(at) = at {
                lifts.write(LiftTiles { tiles: vec![tile] });
                drops.write(DropTiles {
                    tiles: vec![tile],
                    at,
                });
            }
        }
        ["cmd", name] => {
            let c = match *name {
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
                _ => TurnCommand::SpeedUp,
            };
            turn_commands.write(c);
        }
        ["shot", path] => {
            let path = path.to_string();
            script.pending_shots += 1;
            write_tile_map(&path, &tiles, &cameras, &windows);
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(path))
                .observe(|_: On<ScreenshotCaptured>, mut saved: ResMut<SavedShots>| saved.0 += 1);
        }
        ["quit"] => script.quitting = true,
        ["menu", name] => {
            let menu = match *name {
                "main" => Menu::Main,
                "new-game" => Menu::NewGame,
                "settings" => Menu::Settings,
                "how-to-play" => Menu::HowToPlay,
                "pause" => Menu::Pause,
                "puzzles" => Menu::Puzzles,
                "replays" => Menu::Replays,
                "online" => Menu::Online,
                _ => Menu::None,
            };
            next.0.set(menu);
        }
        _ => {
            if !table_step(
                &words,
                &mut commands,
                session.as_deref(),
                &mut next.1,
                &mut watching,
            ) {
                warn!("script: cannot read \"{step}\"");
            }
        }
    }
}

/// The steps that put something other than a new match on the table (a
/// lesson, a puzzle, a replay, Show me) or drive a replay. False for a
/// step that is none of these.
fn table_step(
    words: &[&str],
    commands: &mut Commands,
    session: Option<&Session>,
    next: &mut NextState<crate::game::state::Screen>,
    watching: &mut (
        Option<Res<crate::game::persist::Replays>>,
        MessageWriter<crate::game::replay::WatchCommand>,
    ),
) -> bool {
    match words {
        ["online-create", seats] => {
            let seats: Option<Vec<crate::online::SeatKind>> = seats
                .split(',')
                .map(|k| match k {
                    "human" => Some(crate::online::SeatKind::Human),
                    level => crate::ai::Level::from_key(level)
                        .map(|level| crate::online::SeatKind::Computer { level }),
                })
                .collect();
            let Some(seats) = seats else {
                warn!("script: seats are human or a computer level, comma-separated");
                return true;
            };
            let setup = crate::online::RoomSetup {
                rules: crate::rules::RuleSet::default(),
                seats,
                stand_in: crate::ai::Level::Medium,
            };
            commands.queue(move |w: &mut World| {
                w.resource_mut::<crate::game::online::Online>()
                    .create("Script", setup);
            });
        }
        ["online-start"] => commands.queue(|w: &mut World| {
            w.resource_mut::<crate::game::online::Online>().start();
        }),
        ["show-me"] => match session.and_then(|s| s.biggest_misses().first().cloned().cloned()) {
            Some(m) => commands.insert_resource(crate::game::ui::show_me::ShowMe::new(m)),
            None => warn!("script: no missed play to show"),
        },
        ["watch"] => {
            let newest = watching.0.as_ref().and_then(|r| r.matches.last().cloned());
            match newest {
                Some(record) => {
                    if let Err(e) = open_table(commands, Session::watch(record), next) {
                        warn!("script: {e}");
                    }
                }
                None => warn!("script: no finished match to watch"),
            }
        }
        ["forward", n] => {
            for _ in 0..n.parse().unwrap_or(1) {
                watching.1.write(crate::game::replay::WatchCommand::Forward);
            }
        }
        ["lesson", n] => {
            let n: usize = n.parse().unwrap_or(1);
            if let Err(e) = open_table(commands, Session::lesson(n.saturating_sub(1)), next) {
                warn!("script: {e}");
            }
        }
        ["puzzle", level, date] => {
            let started = level.parse().and_then(|level| {
                let date = date.parse()?;
                open_table(commands, Session::daily(date, level), next)
            });
            if let Err(e) = started {
                warn!("script: {e}");
            }
        }
        _ => return false,
    }
    true
}

/// Writes where each visible tile is drawn, in window pixels.
fn write_tile_map(
    path: &str,
    tiles: &super::TileQuery,
    cameras: &Query<(&Camera, &GlobalTransform)>,
    windows: &Query<&Window>,
) {
    let window = windows
        .iter()
        .next()
        .map_or(Vec2::ZERO, |w| Vec2::new(w.width(), w.height()));
    let doc = serde_json::json!({
        "window": [window.x, window.y],
        "tiles": super::tile_rects(tiles, cameras),
    });
    if let Err(e) = std::fs::write(format!("{path}.json"), doc.to_string()) {
        error!("cannot write the tile map: {e}");
    }
}

/// Where a scripted drag drops: at a point of the table (fractions from its
/// bottom-left), on free felt, or at the end of a set.
fn drop_point(l: &crate::game::table::layout::Layout, to: &[&str]) -> Option<Vec2> {
    match to {
        ["at", x, y] => {
            let share = Vec2::new(x.parse().unwrap_or(0.5), y.parse().unwrap_or(0.5));
            Some(l.table.min + share * l.table.size())
        }
        ["new"] => Some(Vec2::new(l.table.center().x, l.table.min.y + l.tile.y)),
        ["set-last"] => l
            .sets
            .last()
            .and_then(|s| s.tiles.last())
            .map(|p| *p + Vec2::new(l.tile.x * 0.4, 0.0)),
        [set] => set
            .trim_start_matches("set")
            .parse::<usize>()
            .ok()
            .and_then(|i| l.sets.get(i))
            .and_then(|s| s.tiles.last())
            .map(|p| *p + Vec2::new(l.tile.x * 0.4, 0.0)),
        _ => None,
    }
}
