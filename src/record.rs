//! A match as a small file: its seed, rule set, seats and action log. The
//! rules rebuild the whole match from it, so a finished game can be kept,
//! watched again, or sent to another player. Plain Rust, no Bevy.

use serde::{Deserialize, Serialize};

use crate::ai::Level;
use crate::rules::{Action, Match, MatchConfig, RoundEnd, RuleSet};

/// What the file says it is, so any other JSON is refused by name.
pub const FORMAT: &str = "tilemeld-match";
pub const VERSION: u32 = 1;
/// A match file larger than this is refused unread (a long match of four
/// players is about 100 kB).
pub const MAX_BYTES: usize = 4 << 20;

/// One seat of a recorded match: its name, and the computer's level (none
/// for a human).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordSeat {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<Level>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchRecord {
    pub format: String,
    pub version: u32,
    /// When it was played (YYYY-MM-DD), if known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    pub seed: u64,
    pub rules: RuleSet,
    pub seats: Vec<RecordSeat>,
    pub actions: Vec<Action>,
}

impl MatchRecord {
    pub fn new(game: &Match, seats: Vec<RecordSeat>, date: Option<String>) -> MatchRecord {
        MatchRecord {
            format: FORMAT.into(),
            version: VERSION,
            date,
            seed: game.config.seed,
            rules: game.config.rules.clone(),
            seats,
            actions: game.log.clone(),
        }
    }

    /// Reads a match file, refusing anything that is not one.
    pub fn from_json(text: &str) -> Result<MatchRecord, String> {
        if text.len() > MAX_BYTES {
            return Err(format!(
                "the file is {} bytes; a match file is at most {MAX_BYTES}",
                text.len()
            ));
        }
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| format!("it is not JSON ({e})"))?;
        match value.get("format").and_then(|f| f.as_str()) {
            Some(FORMAT) => {}
            _ => {
                return Err(format!(
                    "it is not a Tilemeld match (no \"format\": \"{FORMAT}\")"
                ));
            }
        }
        match value.get("version").and_then(|v| v.as_u64()) {
            Some(v) if v == u64::from(VERSION) => {}
            Some(v) => {
                return Err(format!(
                    "it is a match file of version {v}; this Tilemeld reads version {VERSION}"
                ));
            }
            None => return Err("it has no version".into()),
        }
        let record: MatchRecord =
            serde_json::from_value(value).map_err(|e| format!("it is not a valid match: {e}"))?;
        if record
            .seats
            .iter()
            .any(|s| s.name.trim().is_empty() || s.name.len() > 40)
        {
            return Err("a seat's name is empty or longer than 40 bytes".into());
        }
        Ok(record)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a match record serialises")
    }

    pub fn config(&self) -> MatchConfig {
        MatchConfig {
            seed: self.seed,
            players: self.seats.len(),
            rules: self.rules.clone(),
        }
    }

    /// The match as the rules rebuild it from the seed and the log.
    pub fn replay(&self) -> Result<Match, String> {
        self.replay_to(self.actions.len())
    }

    /// The match after its first `steps` actions.
    pub fn replay_to(&self, steps: usize) -> Result<Match, String> {
        let steps = steps.min(self.actions.len());
        Match::replay(self.config(), &self.actions[..steps]).map_err(|e| e.to_string())
    }

    /// Each finished round's result, in the seats' names.
    pub fn round_lines(&self, game: &Match) -> Vec<serde_json::Value> {
        let name = |i: usize| self.seats.get(i).map_or("?", |s| s.name.as_str());
        game.history
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let winners: Vec<&str> = r.winners().into_iter().map(name).collect();
                let scores: serde_json::Map<String, serde_json::Value> = r
                    .scores
                    .iter()
                    .enumerate()
                    .map(|(s, v)| (name(s).to_string(), (*v).into()))
                    .collect();
                serde_json::json!({
                    "round": i + 1,
                    "end": match r.end {
                        RoundEnd::WentOut { .. } => "went_out",
                        RoundEnd::PoolExhausted { .. } => "pool_exhausted",
                        RoundEnd::OutOfTime { .. } => "out_of_time",
                    },
                    "winners": winners,
                    "scores": scores,
                })
            })
            .collect()
    }

    /// The match's winner or winners by the standings, once it is over.
    pub fn winners(&self, game: &Match) -> Vec<String> {
        if !game.is_over() {
            return Vec::new();
        }
        let places = game.places();
        game.standings()
            .into_iter()
            .filter(|&s| places[s] == 1)
            .filter_map(|s| self.seats.get(s).map(|x| x.name.clone()))
            .collect()
    }
}
