//! Player settings, kept across runs: read at start-up, saved whenever they
//! change. A settings file that cannot be read is never written over.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::stats::Stats;
use super::storage::{Doc, Loaded, Store, settings_notice};
use super::{Storage, StorageNotices};
use crate::game::palette::TileColours;
use crate::game::seats::GameSetup;
use crate::i18n::{Lang, Phrase};

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
    /// Size of tiles, text and controls: 1 normal, up to 1.6 for large.
    pub ui_scale: f32,
    /// Stronger outlines and plainer backgrounds.
    pub high_contrast: bool,
    /// The tiles' colours: classic, for colour-blind players, for low vision.
    pub tile_colours: TileColours,
    /// No confetti or shaking, and tiles that fade to their place instead
    /// of gliding. On for a new player whose system (browser) asks for
    /// less motion.
    pub reduce_motion: bool,
    /// The last new game's setup, offered again.
    pub last_setup: Option<GameSetup>,
    pub stats: Stats,
    /// The main menu has offered the lessons and the player has answered
    /// (started one or said no).
    pub lessons_offered: bool,
    /// The name this player goes by in online rooms.
    pub online_name: String,
    /// The language chosen in Settings; none follows the system's (the
    /// browser's) languages. One this build does not know (a file from a
    /// newer version) reads as none, not as a damaged file.
    #[serde(deserialize_with = "lenient_language")]
    pub language: Option<Lang>,
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
            ui_scale: 1.0,
            high_contrast: false,
            tile_colours: TileColours::Classic,
            reduce_motion: system_prefers_less_motion(),
            last_setup: None,
            stats: Stats::default(),
            lessons_offered: false,
            online_name: String::new(),
            language: None,
        }
    }
}

/// Whether the system asks for less motion: the browser's
/// `prefers-reduced-motion`; natively, `TILEMELD_REDUCE_MOTION=1` (desktops
/// have no one place that says so).
fn system_prefers_less_motion() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| {
                w.match_media("(prefers-reduced-motion: reduce)")
                    .ok()
                    .flatten()
            })
            .is_some_and(|m| m.matches())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::env::var("TILEMELD_REDUCE_MOTION").is_ok_and(|v| v == "1")
    }
}

pub const UI_SCALE_MIN: f32 = 0.8;
pub const UI_SCALE_MAX: f32 = 1.6;

impl Settings {
    /// A new player (no round, no puzzle, never asked) is offered the lessons.
    pub fn offer_lessons(&self) -> bool {
        !self.lessons_offered && self.stats.rounds_played == 0 && self.stats.puzzles.is_empty()
    }

    /// Multiplies animation rates: 0 means "no motion, jump there" (tiles
    /// then fade in where they land).
    pub fn motion_rate(&self) -> f32 {
        if self.instant_animation || self.reduce_motion {
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
        self.ui_scale = if self.ui_scale.is_finite() {
            self.ui_scale.clamp(UI_SCALE_MIN, UI_SCALE_MAX)
        } else {
            1.0
        };
        self
    }
}

/// Whether saving the settings may write the file: not when the file there
/// could not be read and was not set aside (it would be lost).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SettingsWritable(pub bool);

/// The settings as last saved, so saving happens once per change.
#[derive(Resource, Debug, Default)]
struct LastSaved(Option<Settings>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LastSaved>()
        .add_systems(PreStartup, load_settings)
        .add_systems(Last, save_settings.run_if(resource_exists::<Settings>));
}

fn load_settings(
    mut commands: Commands,
    storage: Option<Res<Storage>>,
    mut notices: ResMut<StorageNotices>,
) {
    let store = storage
        .map(|s| s.0.clone())
        .unwrap_or_else(Store::default_location);
    let (settings, writable) = match store.load::<Settings>(Doc::Settings) {
        Loaded::Ok(s) => (s.sanitised(), true),
        Loaded::Missing => (Settings::default(), true),
        Loaded::Bad { why, kept_aside } => {
            warn!("the settings cannot be read (defaults are used): {why:?}");
            notices.0.push(settings_notice(why));
            (Settings::default(), kept_aside)
        }
    };
    commands.insert_resource(Storage(store));
    commands.insert_resource(settings);
    commands.insert_resource(SettingsWritable(writable));
}

fn save_settings(
    settings: Res<Settings>,
    storage: Res<Storage>,
    writable: Res<SettingsWritable>,
    mut last: ResMut<LastSaved>,
    mut notices: ResMut<StorageNotices>,
) {
    if last.0.as_ref() == Some(&settings) {
        return;
    }
    if last.0.is_some()
        && writable.0
        && let Err(e) = storage.0.save(Doc::Settings, &*settings)
    {
        warn!("cannot save the settings: {e}");
        notices
            .0
            .push(Phrase::new("storage-settings-not-saved").with("why", e));
    }
    last.0 = Some(settings.clone());
}

fn lenient_language<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Lang>, D::Error> {
    let value = Option::<serde_json::Value>::deserialize(d)?;
    Ok(value.and_then(|v| serde_json::from_value(v).ok()))
}
