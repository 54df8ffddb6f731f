//! Player settings and statistics, kept across runs, and the saved game.
//! Settings are saved whenever they change; the game in progress after
//! every action and when the app closes.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::session::{GameSetup, SeatKind, Session};
use super::storage::{Doc, Loaded, Store};
use crate::ai::Level;

#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// 0 to 1.
    pub music_volume: f32,
    /// 0 to 1.
    pub effects_volume: f32,
    pub muted: bool,
    /// How fast tiles move: 0.5 calm, 1 normal, 2 brisk; `instant` skips motion.
    pub animation_speed: f32,
    pub instant_animation: bool,
    /// A symbol for each colour as well as the colour itself.
    pub colour_blind: bool,
    /// The last new game's setup, offered again.
    pub last_setup: Option<GameSetup>,
    pub stats: Stats,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            music_volume: 0.5,
            effects_volume: 0.8,
            muted: false,
            animation_speed: 1.0,
            instant_animation: false,
            colour_blind: false,
            last_setup: None,
            stats: Stats::default(),
        }
    }
}

impl Settings {
    /// Multiplies animation rates: 0 means "no motion, jump there".
    pub fn motion_rate(&self) -> f32 {
        if self.instant_animation {
            0.0
        } else {
            self.animation_speed.clamp(0.25, 4.0)
        }
    }

    /// Values out of range (a hand-edited file) are brought back into range.
    pub fn sanitised(mut self) -> Settings {
        let unit = |v: f32| {
            if v.is_finite() {
                v.clamp(0.0, 1.0)
            } else {
                0.5
            }
        };
        self.music_volume = unit(self.music_volume);
        self.effects_volume = unit(self.effects_volume);
        if !self.animation_speed.is_finite() {
            self.animation_speed = 1.0;
        }
        self.animation_speed = self.animation_speed.clamp(0.25, 4.0);
        self
    }
}

/// Games played and won, by the strongest computer opponent faced.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Stats {
    pub rounds_played: u32,
    pub rounds_won: u32,
    pub matches_played: u32,
    pub matches_won: u32,
    /// Indexed by opponent level: easy, medium, hard, greedy.
    pub by_level: [LevelStats; 4],
    /// The best score a human made in one round.
    pub best_round: Option<i32>,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct LevelStats {
    pub played: u32,
    pub won: u32,
}

impl Stats {
    /// Counts a finished round for the humans at the table.
    pub fn record_round(&mut self, session: &Session) {
        let Some(result) = session.game.history.last() else {
            return;
        };
        let humans: Vec<usize> = (0..session.seats.len())
            .filter(|&s| session.seats[s].is_human())
            .collect();
        if humans.is_empty() {
            return;
        }
        let strongest = session
            .seats
            .iter()
            .filter_map(|s| match s.kind {
                SeatKind::Computer(l) => Some(l),
                SeatKind::Human => None,
            })
            .max_by_key(|l| level_rank(*l));
        self.rounds_played += 1;
        let won = humans.iter().any(|h| result.winners().contains(h));
        self.rounds_won += u32::from(won);
        if let Some(level) = strongest {
            let entry = &mut self.by_level[level_index(level)];
            entry.played += 1;
            entry.won += u32::from(won);
        }
        for h in humans {
            let score = result.scores[h];
            self.best_round = Some(self.best_round.map_or(score, |b| b.max(score)));
        }
    }

    pub fn record_match(&mut self, session: &Session) {
        let humans: Vec<usize> = (0..session.seats.len())
            .filter(|&s| session.seats[s].is_human())
            .collect();
        if humans.is_empty() {
            return;
        }
        self.matches_played += 1;
        if let Some(&first) = session.game.standings().first() {
            self.matches_won += u32::from(humans.contains(&first));
        }
    }
}

fn level_rank(l: Level) -> u8 {
    match l {
        Level::Easy => 0,
        Level::Medium => 1,
        Level::Greedy => 2,
        Level::Hard => 3,
    }
}

pub fn level_index(l: Level) -> usize {
    match l {
        Level::Easy => 0,
        Level::Medium => 1,
        Level::Hard => 2,
        Level::Greedy => 3,
    }
}

/// Where settings and the saved game go.
#[derive(Resource, Debug, Clone)]
pub struct Storage(pub Store);

/// Problems reading stored files, to show the player once.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct StorageNotices(pub Vec<String>);

/// The last turn serial saved, so saving happens once per change.
#[derive(Resource, Debug, Default)]
struct LastSaved {
    serial: u64,
    clock_tenths: i64,
    settings: Option<Settings>,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<StorageNotices>()
        .init_resource::<LastSaved>()
        .add_systems(PreStartup, load_settings)
        .add_systems(
            Update,
            (record_stats, apply_motion_rate).in_set(super::GameSystems::View),
        )
        .add_systems(Last, (save_settings, autosave_game, save_on_exit));
}

fn apply_motion_rate(settings: Option<Res<Settings>>, mut rate: ResMut<super::view::MotionRate>) {
    if let Some(settings) = settings
        && rate.0 != settings.motion_rate()
    {
        rate.0 = settings.motion_rate();
    }
}

fn record_stats(
    mut feedback: MessageReader<super::messages::Feedback>,
    session: Option<Res<Session>>,
    settings: Option<ResMut<Settings>>,
) {
    let (Some(session), Some(mut settings)) = (session, settings) else {
        feedback.clear();
        return;
    };
    for f in feedback.read() {
        if *f == super::messages::Feedback::RoundOver {
            settings.stats.record_round(&session);
            if session.game.is_over() {
                settings.stats.record_match(&session);
            }
        }
    }
}

fn load_settings(
    mut commands: Commands,
    storage: Option<Res<Storage>>,
    mut notices: ResMut<StorageNotices>,
) {
    let store = storage
        .map(|s| s.0.clone())
        .unwrap_or_else(Store::default_location);
    let settings = match store.load::<Settings>(Doc::Settings) {
        Loaded::Ok(s) => s.sanitised(),
        Loaded::Missing => Settings::default(),
        Loaded::Bad(why) => {
            warn!("{why}");
            notices.0.push(format!("{why} Default settings are used."));
            Settings::default()
        }
    };
    commands.insert_resource(Storage(store));
    commands.insert_resource(settings);
}

fn save_settings(
    settings: Option<Res<Settings>>,
    storage: Option<Res<Storage>>,
    mut last: ResMut<LastSaved>,
) {
    let (Some(settings), Some(storage)) = (settings, storage) else {
        return;
    };
    if last.settings.as_ref() == Some(&settings) {
        return;
    }
    if last.settings.is_some()
        && let Err(e) = storage.0.save(Doc::Settings, &*settings)
    {
        warn!("cannot save the settings: {e}");
    }
    last.settings = Some(settings.clone());
}

/// Saves the game after every action, and every few seconds while a turn's
/// clock runs, so Continue picks up exactly where play stopped. A finished
/// match is removed.
fn autosave_game(
    session: Option<Res<Session>>,
    storage: Option<Res<Storage>>,
    mut last: ResMut<LastSaved>,
) {
    let (Some(session), Some(storage)) = (session, storage) else {
        return;
    };
    // The clock is saved in five-second steps, not every frame.
    let clock_tenths = session.clock.map_or(-1, |c| (c / 5.0) as i64);
    if session.turn_serial == last.serial && clock_tenths == last.clock_tenths {
        return;
    }
    last.serial = session.turn_serial;
    last.clock_tenths = clock_tenths;
    save_game(&session, &storage.0);
}

/// Writes the game, or removes the save once the match is over.
pub fn save_game(session: &Session, store: &Store) {
    if session.game.is_over() {
        store.remove(Doc::SavedGame);
    } else if let Err(e) = store.save(Doc::SavedGame, session) {
        warn!("cannot save the game: {e}");
    }
}

fn save_on_exit(
    mut exits: MessageReader<AppExit>,
    session: Option<Res<Session>>,
    storage: Option<Res<Storage>>,
) {
    if exits.read().next().is_some()
        && let (Some(session), Some(storage)) = (session, storage)
    {
        save_game(&session, &storage.0);
    }
}

/// The saved game, if there is one that can be read; a bad one is
/// reported and kept aside.
pub fn load_saved_game(store: &Store, notices: &mut StorageNotices) -> Option<Session> {
    match store.load::<Session>(Doc::SavedGame) {
        Loaded::Ok(mut s) => match s.check_consistent() {
            Ok(()) => {
                s.resumed();
                Some(s)
            }
            Err(why) => {
                notices.0.push(format!(
                    "The saved game is inconsistent ({why}) and cannot be continued."
                ));
                None
            }
        },
        Loaded::Missing => None,
        Loaded::Bad(why) => {
            warn!("{why}");
            notices.0.push(why);
            None
        }
    }
}
