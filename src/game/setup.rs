//! Starting a game: the seats, seed and rules from the command line, and
//! the session built from them.

use bevy::prelude::*;

use super::flow::PendingGame;
use super::now::random_seed;
use super::seats::{GameSetup, SeatConfig, SeatKind};
use super::session::Session;
use super::state::Screen;
use crate::ai::Level;
use crate::rules::{Preset, RuleSet};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, start_session);
}

/// Starts a game at once when a `GameSetup` is given (the command line,
/// tests); otherwise the menu starts one.
fn start_session(
    mut commands: Commands,
    setup: Option<Res<GameSetup>>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(setup) = setup.map(|s| s.clone()) else {
        return;
    };
    let session = Session::new(&setup).unwrap_or_else(|e| {
        error!("cannot start this game ({e}); starting the default game instead");
        Session::new(&GameSetup::default()).expect("the default game starts")
    });
    commands.insert_resource(PendingGame(session));
    next.set(Screen::Playing);
}

/// Parses `--seed N`, `--seats "You:human,Ada:hard,…"` and `--rules PRESET|JSON`.
pub fn parse_game_args(args: &[String]) -> Result<GameSetup, String> {
    let mut setup = GameSetup {
        seed: random_seed(),
        ..GameSetup::default()
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or_else(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--seed" => {
                setup.seed = value()?
                    .parse()
                    .map_err(|_| "--seed takes a whole number".to_string())?;
            }
            "--seats" => setup.seats = parse_seats(value()?)?,
            "--rules" => {
                let text = value()?;
                setup.rules = if text.trim_start().starts_with('{') {
                    let v: serde_json::Value =
                        serde_json::from_str(text).map_err(|e| format!("--rules: {e}"))?;
                    RuleSet::from_json_overrides(&v).map_err(|e| e.to_string())?
                } else {
                    Preset::from_key(text)
                        .ok_or_else(|| format!("unknown preset \"{text}\""))?
                        .rules()
                };
            }
            other => return Err(format!("unknown option {other}")),
        }
    }
    setup
        .rules
        .check_playable(setup.seats.len())
        .map_err(|e| e.to_string())?;
    Ok(setup)
}

fn parse_seats(text: &str) -> Result<Vec<SeatConfig>, String> {
    text.split(',')
        .map(|part| {
            let (name, kind) = part.split_once(':').unwrap_or((part, "human"));
            let kind = match kind.trim() {
                "human" => SeatKind::Human,
                level => SeatKind::Computer(
                    Level::from_key(level)
                        .ok_or_else(|| format!("unknown seat kind \"{level}\""))?,
                ),
            };
            let name = name.trim();
            if name.is_empty() || name.chars().count() > 24 {
                return Err("seat names have 1 to 24 characters".to_string());
            }
            Ok(SeatConfig {
                name: name.into(),
                kind,
            })
        })
        .collect()
}
