//! The monkey test: the real game plugins (headless) driven by seeded random
//! input for a long time — presses, drags and drops anywhere, multi-tile
//! lifts, taps and long presses, every key and turn command, window sizes
//! from 320×480 to 3840×2160, every menu and back, hidden windows, quitting
//! to the title and continuing, new games under every preset with 2–4 seats
//! of humans and computers, daily puzzles, lessons and replays of the game
//! in progress (stepped, played on, racks switched), computers sped up.
//! After every frame it checks that the table holds 106 tile entities, each
//! where the rules' state says; that the committed table is valid; that the
//! turn in progress belongs to the turn; and that nothing was logged as an
//! error or a warning of ours. Every 25 frames a local game goes through
//! the save's text and must pass the check a loaded save gets.
//!
//! `cargo test --test game monkey` runs a count CI can afford;
//! `cargo test --test game -- --ignored monkey_long --nocapture` runs
//! 100,000 events. A failure prints its seed: `TILEMELD_MONKEY_SEED=S`
//! replays it.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use bevy::ecs::schedule::{ScheduleLabel, SingleThreadedExecutor};
use bevy::log::tracing_subscriber::layer::{Context, SubscriberExt};
use bevy::log::tracing_subscriber::{Layer, Registry};
use bevy::prelude::*;
use bevy::window::{WindowOccluded, WindowResolution};
use tilemeld::game::flow::{PendingGame, open_table, start_game};
use tilemeld::game::messages::{
    DropTiles, LiftTiles, PanTable, PointerDrop, Tap, TurnCommand, ZoomTable,
};
use tilemeld::game::persist::{SaveStatus, StorageNotices, load_saved_game};
use tilemeld::game::play::hand::Hand;
use tilemeld::game::play::jobs::{StepBudget, ThinkingMode};
use tilemeld::game::play::playback::ComputerSpeed;
use tilemeld::game::replay::ReplayCommand;
use tilemeld::game::seats::{GameSetup, SeatConfig, SeatKind};
use tilemeld::game::session::Session;
use tilemeld::game::state::{Menu, Screen};
use tilemeld::game::table::tiles::shown_rack;
use tilemeld::game::table::{CurrentLayout, TilePlace, TileView};
use tilemeld::puzzles::lessons::LESSONS;
use tilemeld::puzzles::{Date, PuzzleLevel};
use tilemeld::rules::{DropTarget, GameRng, Preset, SetId, TileId};

use super::headless_app;
use super::saving::temp_store;

/// Counts warnings and errors: any error, and warnings from our own code.
#[derive(Clone, Default)]
struct Complaints {
    count: Arc<AtomicUsize>,
    last: Arc<std::sync::Mutex<String>>,
}

impl<S: bevy::log::tracing::Subscriber> Layer<S> for Complaints {
    fn on_event(&self, event: &bevy::log::tracing::Event<'_>, _: Context<'_, S>) {
        let meta = event.metadata();
        let level = *meta.level();
        if level == bevy::log::Level::ERROR
            || (level == bevy::log::Level::WARN && meta.target().starts_with("tilemeld"))
        {
            self.count.fetch_add(1, Ordering::Relaxed);
            if let Ok(mut last) = self.last.lock() {
                *last = format!("{} {}: {:?}", level, meta.target(), event);
            }
        }
    }
}

const KEYS: [KeyCode; 20] = [
    KeyCode::Enter,
    KeyCode::KeyD,
    KeyCode::Backspace,
    KeyCode::KeyZ,
    KeyCode::KeyR,
    KeyCode::KeyH,
    KeyCode::KeyG,
    KeyCode::KeyS,
    KeyCode::KeyF,
    KeyCode::Space,
    KeyCode::ArrowLeft,
    KeyCode::ArrowRight,
    KeyCode::ArrowUp,
    KeyCode::ArrowDown,
    KeyCode::KeyM,
    KeyCode::KeyN,
    KeyCode::Escape,
    KeyCode::Equal,
    KeyCode::Minus,
    KeyCode::Digit0,
];

const COMMANDS: [TurnCommand; 16] = [
    TurnCommand::Done,
    TurnCommand::Draw,
    TurnCommand::Undo,
    TurnCommand::Reset,
    TurnCommand::Hint,
    TurnCommand::SortGroups,
    TurnCommand::SortRuns,
    TurnCommand::GiveUp,
    TurnCommand::ConfirmGiveUp,
    TurnCommand::KeepPlaying,
    TurnCommand::SpeedUp,
    TurnCommand::NextRound,
    TurnCommand::Reveal,
    TurnCommand::ShowSolution,
    TurnCommand::Done,
    TurnCommand::Draw,
];

struct Monkey {
    rng: GameRng,
    app: App,
    frames: u64,
    seen: Seen,
}

/// What the monkey got the game to do, to tell the run was not idle.
#[derive(Default)]
struct Seen {
    /// The game (seed) and log length at the last check.
    last: Option<(u64, usize)>,
    games: u32,
    actions: usize,
    rounds_ended: usize,
    /// Puzzles, lessons and replays opened.
    other_tables: u32,
    /// Local games that went through the save's text and its check.
    saves_checked: u32,
}

impl Monkey {
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.rng.below(items.len() as u32) as usize]
    }

    fn chance(&mut self, percent: u32) -> bool {
        self.rng.below(100) < percent
    }

    fn world(&mut self) -> &mut World {
        self.app.world_mut()
    }

    fn session(&self) -> Option<&Session> {
        self.app.world().get_resource::<Session>()
    }

    fn random_setup(&mut self) -> GameSetup {
        let seats = 2 + self.rng.below(3) as usize;
        let kinds = SeatKind::CHOICES;
        let mut seats: Vec<SeatConfig> = (0..seats)
            .map(|i| SeatConfig {
                name: format!("P{i}"),
                kind: self.pick(&kinds),
            })
            .collect();
        // Often a human at the table, so the turn commands have a turn;
        // tables of computers alone play rounds to their end.
        if self.chance(50) && !seats.iter().any(SeatConfig::is_human) {
            seats[0].kind = SeatKind::Human;
        }
        let fitting: Vec<Preset> = Preset::ALL
            .into_iter()
            .filter(|p| p.rules().check_playable(seats.len()).is_ok())
            .collect();
        let mut rules = self.pick(&fitting).rules();
        // Short timers make time-outs happen too, and a short clock runs
        // out: the match lost, or the turn ended and drawn.
        if self.chance(30) {
            rules.turn_timer_secs = Some(5);
        }
        if self.chance(20) {
            rules.clock = Some(tilemeld::rules::Clock {
                bank_secs: 12,
                bonus_secs: 5,
                kind: tilemeld::rules::ClockKind::Bronstein,
                out_of_time: if self.chance(50) {
                    tilemeld::rules::OutOfTime::LoseMatch
                } else {
                    tilemeld::rules::OutOfTime::RevertAndDraw
                },
            });
        }
        GameSetup {
            seats,
            seed: self.rng.next_u64(),
            rules,
        }
    }

    /// A point anywhere, or on something: a set, a slot, the rack.
    fn random_point(&mut self) -> Vec2 {
        let layout = self
            .app
            .world()
            .get_resource::<CurrentLayout>()
            .map(|l| l.0.clone());
        let Some(l) = layout else {
            return Vec2::ZERO;
        };
        let half = l.window / 2.0;
        let anywhere = Vec2::new(
            (self.rng.below(1000) as f32 / 1000.0 - 0.5) * 2.2 * half.x,
            (self.rng.below(1000) as f32 / 1000.0 - 0.5) * 2.2 * half.y,
        );
        match self.rng.below(5) {
            0 if !l.sets.is_empty() => {
                let set = &l.sets[self.rng.below(l.sets.len() as u32) as usize];
                let p = set.tiles[self.rng.below(set.tiles.len() as u32) as usize];
                p + Vec2::new(self.pick(&[-0.45, 0.0, 0.45]) * l.tile.x, 0.0)
            }
            1 if !l.rack_slots.is_empty() => {
                l.rack_slots[self.rng.below(l.rack_slots.len() as u32) as usize]
            }
            2 => Vec2::new(l.table.center().x, l.table.min.y + l.tile.y),
            _ => anywhere,
        }
    }

    /// Some tiles the player might try to lift: from the rack, the table,
    /// a whole set, or any tile at all.
    fn random_tiles(&mut self) -> Vec<TileId> {
        let Some(s) = self.session() else {
            return vec![TileId(0)];
        };
        let rack = s.draft.rack.clone();
        let sets: Vec<Vec<TileId>> = s.draft.sets.iter().map(|s| s.tiles.clone()).collect();
        match self.rng.below(4) {
            0 if !rack.is_empty() => {
                let n = 1 + self.rng.below(3) as usize;
                (0..n).map(|_| self.pick(&rack)).collect()
            }
            1 if !sets.is_empty() => {
                let set = sets[self.rng.below(sets.len() as u32) as usize].clone();
                vec![self.pick(&set)]
            }
            2 if !sets.is_empty() => sets[self.rng.below(sets.len() as u32) as usize].clone(),
            _ => vec![TileId(self.rng.below(TileId::SPAN as u32) as u8)],
        }
    }

    fn press(&mut self, key: KeyCode) {
        super::press_key(&mut self.app, key);
        self.frames += 1;
    }

    fn frame(&mut self) {
        self.app.update();
        self.frames += 1;
    }

    /// One random thing a player (or the machine) does.
    fn event(&mut self) {
        match self.rng.below(100) {
            0..27 => {
                let tiles = self.random_tiles();
                let at = self.random_point();
                self.world().write_message(LiftTiles {
                    tiles: tiles.clone(),
                });
                self.frame();
                if self.chance(90) {
                    self.world().write_message(PointerDrop { tiles, at });
                }
            }
            27..35 => {
                let tiles = self.random_tiles();
                let set = SetId(self.rng.below(12));
                let target = match self.rng.below(3) {
                    0 => DropTarget::Set {
                        set,
                        index: self.rng.below(15) as usize,
                    },
                    1 => DropTarget::NewSet {
                        after: self.chance(50).then_some(set),
                    },
                    _ => DropTarget::Rack {
                        index: self.rng.below(20) as usize,
                    },
                };
                self.world().write_message(DropTiles::to(tiles, target));
            }
            35..48 => {
                let key = self.pick(&KEYS);
                if key == KeyCode::KeyZ {
                    self.world()
                        .resource_mut::<ButtonInput<KeyCode>>()
                        .press(KeyCode::ControlLeft);
                }
                self.press(key);
                self.world()
                    .resource_mut::<ButtonInput<KeyCode>>()
                    .reset(KeyCode::ControlLeft);
            }
            48..63 => {
                let c = self.pick(&COMMANDS);
                self.world().write_message(c);
            }
            63..66 => {
                let w = 320 + self.rng.below(3840 - 320);
                let h = 480 + self.rng.below(2160 - 480);
                let mut windows = self.world().query::<&mut Window>();
                for mut window in windows.iter_mut(self.app.world_mut()) {
                    window.resolution = WindowResolution::new(w, h);
                }
            }
            66..72 => {
                let menu = self.pick(&[
                    Menu::None,
                    Menu::Main,
                    Menu::NewGame,
                    Menu::Pause,
                    Menu::Settings,
                    Menu::HowToPlay,
                    Menu::Puzzles,
                    Menu::Replays,
                    Menu::Online,
                    Menu::None,
                    Menu::None,
                    Menu::None,
                    Menu::None,
                    Menu::None,
                    Menu::None,
                    Menu::None,
                ]);
                self.world().resource_mut::<NextState<Menu>>().set(menu);
            }
            72..73 => {
                let mut windows = self.world().query_filtered::<Entity, With<Window>>();
                let window = windows.single(self.app.world()).expect("one window");
                self.world().write_message(WindowOccluded {
                    window,
                    occluded: true,
                });
            }
            73..74 => {
                // Quit to the title (the game is saved), then maybe continue.
                self.world()
                    .resource_mut::<NextState<Screen>>()
                    .set(Screen::Title);
                self.frame();
                if self.chance(70) {
                    let world = self.app.world_mut();
                    let store = world
                        .resource::<tilemeld::game::persist::Storage>()
                        .0
                        .clone();
                    let mut notices = StorageNotices::default();
                    let loaded = world.resource_scope(|_, mut status: Mut<SaveStatus>| {
                        load_saved_game(&store, &mut status, &mut notices)
                    });
                    assert!(
                        notices.0.is_empty(),
                        "a game the game saved loads: {:?}",
                        notices.0
                    );
                    if let Some(session) = loaded {
                        world.insert_resource(PendingGame(session));
                        world
                            .resource_mut::<NextState<Screen>>()
                            .set(Screen::Playing);
                    }
                }
            }
            74..75 => {
                use bevy::ecs::system::RunSystemOnce;
                let setup = self.random_setup();
                self.world()
                    .run_system_once(
                        move |mut commands: Commands, mut next: ResMut<NextState<Screen>>| {
                            start_game(&mut commands, &setup, &mut next)
                        },
                    )
                    .expect("the system runs")
                    .expect("a playable setup");
            }
            75..77 => {
                let speed = self.pick(&[5.0, 40.0, 200.0]);
                self.world().insert_resource(ComputerSpeed(speed));
            }
            77..80 => {
                // A pinch or the wheel, or a drag on free felt.
                let at = self.random_point();
                if self.chance(50) {
                    let by = self.pick(&[0.0, 0.5, 0.9, 1.1, 1.7, 3.0, 10.0]);
                    self.world().write_message(ZoomTable { by, at });
                } else {
                    let by = (at - self.random_point()) * 0.5;
                    self.world().write_message(PanTable { by });
                }
            }
            80..86 => {
                let tile = self.random_tiles()[0];
                let tap = Tap {
                    tile: self.chance(60).then_some(tile),
                    set: self.chance(30).then(|| SetId(self.rng.below(12))),
                    at: self.random_point(),
                    long: self.chance(30),
                };
                self.world().write_message(tap);
            }
            86..87 => self.open_other_table(),
            87..89 => {
                let command = self.pick(&[
                    ReplayCommand::Forward,
                    ReplayCommand::Back,
                    ReplayCommand::PlayPause,
                    ReplayCommand::NextRack,
                ]);
                self.world().write_message(command);
            }
            _ => {
                // Let some time pass.
                let frames = 1 + self.rng.below(120);
                for _ in 0..frames {
                    self.frame();
                    self.check();
                }
            }
        }
        self.frame();
        self.check();
    }

    /// A daily puzzle, a lesson, or the game in progress watched again.
    fn open_other_table(&mut self) {
        use bevy::ecs::system::RunSystemOnce;
        let session = match self.rng.below(3) {
            0 => {
                // A few fixed days: each puzzle is made once per run.
                let day = 20_000 + i64::from(self.rng.below(3));
                let level = self.pick(&PuzzleLevel::ALL);
                Session::daily(Date::from_unix_seconds(day * 86_400), level)
            }
            1 => Session::lesson(self.rng.below(LESSONS.len() as u32) as usize),
            _ => match self.session() {
                Some(s) if s.is_local() => Session::replay(s.record(None)),
                _ => return,
            },
        };
        let session = session.expect("the table opens");
        self.seen.other_tables += 1;
        self.world()
            .run_system_once(
                move |mut commands: Commands, mut next: ResMut<NextState<Screen>>| {
                    open_table::<String>(&mut commands, Ok(session.clone()), &mut next)
                },
            )
            .expect("the system runs")
            .expect("the table opens");
    }

    /// A local game through the save's text, checked as a loaded save is.
    fn check_save(&mut self) {
        let Some(session) = self.session().filter(|s| s.is_local()) else {
            return;
        };
        let text = serde_json::to_string(session).expect("a session is written");
        let back: Session = serde_json::from_str(&text).expect("a written session reads");
        back.check_consistent()
            .unwrap_or_else(|e| panic!("the save of frame {}: {e}", self.frames));
        self.seen.saves_checked += 1;
    }

    /// The invariants after a frame.
    fn check(&mut self) {
        if self.frames.is_multiple_of(25) {
            self.check_save();
        }
        let on_table = *self.app.world().resource::<State<Screen>>().get() == Screen::Playing;
        let world = self.app.world_mut();
        let mut q = world.query::<(&TileView, &TilePlace)>();
        let places: Vec<(TileId, TilePlace)> = q.iter(world).map(|(v, p)| (v.0, *p)).collect();
        let Some(session) = world.get_resource::<Session>() else {
            assert!(!on_table || places.is_empty(), "no game, no tiles");
            return;
        };
        if !on_table {
            return;
        }
        let key = (session.game.config.seed, session.game.log.len());
        match self.seen.last {
            Some((seed, len)) if seed == key.0 && len <= key.1 => {
                for action in &session.game.log[len..] {
                    self.seen.actions += 1;
                    if matches!(action, tilemeld::rules::Action::NextRound) {
                        self.seen.rounds_ended += 1;
                    }
                }
            }
            Some((seed, _)) if seed == key.0 => {}
            _ => self.seen.games += 1,
        }
        self.seen.last = Some(key);
        let round = &session.game.round;
        session
            .game
            .check_invariants()
            .unwrap_or_else(|e| panic!("the committed game: {e}"));
        session
            .draft
            .check_against(round)
            .unwrap_or_else(|e| panic!("the turn in progress: {e}"));
        assert_eq!(places.len(), 106, "one entity per tile");
        // Sets, placed by the player or flowing, never cover each other.
        let layout = &world.resource::<CurrentLayout>().0;
        for (i, a) in layout.sets.iter().enumerate() {
            for b in &layout.sets[i + 1..] {
                let both = a.rect.intersect(b.rect);
                assert!(
                    both.is_empty() || both.size().min_element() < 0.5,
                    "sets {:?} and {:?} overlap at {:?} ({} sets, zoom {:?})",
                    a.id,
                    b.id,
                    both,
                    layout.sets.len(),
                    layout.zoom
                );
            }
        }
        let dragging = &world.resource::<Hand>().lifted;
        let shown = shown_rack(session).unwrap_or_default();
        let mut ids: Vec<TileId> = places.iter().map(|p| p.0).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), 106, "each tile once");
        for (tile, place) in places {
            let ok = match place {
                TilePlace::Dragged { .. } => dragging.contains(&tile),
                TilePlace::Table { set, .. } => session
                    .draft
                    .set(set)
                    .is_some_and(|s| s.tiles.contains(&tile)),
                TilePlace::Rack { slot } => shown.get(slot) == Some(&tile),
                TilePlace::Hidden { seat } => round.seats[seat].rack.contains(&tile),
                TilePlace::Pool => round.pool.contains(&tile),
            };
            assert!(ok, "tile {} ({}) shown at {place:?}", tile.0, tile.face());
        }
    }
}

/// Runs `events` random events from `seed`; returns events per second.
fn run(seed: u64, events: u64) -> f64 {
    let complaints = Complaints::default();
    let subscriber = Registry::default().with(complaints.clone());
    let _guard = bevy::log::tracing::subscriber::set_default(subscriber);
    let (store, _dir) = temp_store(&format!("monkey-{seed}"));
    let mut app = headless_app(None, Some(store), 40.0);
    // One thread for the frame's systems, so every log line is seen here;
    // jobs step inside frames, as in the browser.
    for label in [
        First.intern(),
        PreUpdate.intern(),
        bevy::state::state::StateTransition.intern(),
        Update.intern(),
        PostUpdate.intern(),
        Last.intern(),
    ] {
        app.edit_schedule(label, |s| {
            s.set_executor(SingleThreadedExecutor::new());
        });
    }
    app.insert_resource(ThinkingMode::Stepped)
        .insert_resource(StepBudget(0.0));
    let mut monkey = Monkey {
        rng: GameRng::new(seed),
        app,
        frames: 0,
        seen: Seen::default(),
    };
    let start = std::time::Instant::now();
    for n in 0..events {
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| monkey.event()));
        let complained = complaints.count.load(Ordering::Relaxed);
        if result.is_err() || complained > 0 {
            panic!(
                "the monkey broke the game at event {n} (frame {}); replay with \
                 TILEMELD_MONKEY_SEED={seed}; last complaint: {}",
                monkey.frames,
                complaints
                    .last
                    .lock()
                    .map(|s| s.clone())
                    .unwrap_or_default()
            );
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let rate = events as f64 / secs;
    let seen = &monkey.seen;
    println!(
        "monkey: seed {seed}: {events} events, {} frames in {secs:.1} s ({rate:.0} events/s); \
         {} games, {} actions applied, {} rounds played to their end; {} puzzles, lessons \
         and replays; {} saves checked",
        monkey.frames,
        seen.games,
        seen.actions,
        seen.rounds_ended,
        seen.other_tables,
        seen.saves_checked
    );
    assert!(
        seen.games >= 2 && seen.actions >= 20 && seen.other_tables >= 3 && seen.saves_checked >= 20,
        "the monkey played: {} games, {} actions, {} other tables, {} saves checked",
        seen.games,
        seen.actions,
        seen.other_tables,
        seen.saves_checked
    );
    rate
}

fn seed() -> u64 {
    std::env::var("TILEMELD_MONKEY_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20261123)
}

#[test]
fn monkey_plays_the_whole_game_without_breaking_it() {
    run(seed(), 3_000);
}

#[test]
#[ignore = "long: cargo test --test game -- --ignored monkey_long --nocapture"]
fn monkey_long() {
    run(seed(), 100_000);
}
