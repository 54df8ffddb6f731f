//! Every rule option of RULES.md in one serde type, with presets named after
//! the editions in the rule texts.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::clock::Clock;
use super::tile::TileSet;

/// Who wins a round that ends because the pool is empty and everyone passed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PoolExhaustedWinner {
    /// Lowest total value of tiles on the rack (jokers at their penalty).
    LowestValue,
    /// Fewest tiles on the rack (Pressman 1998).
    FewestTiles,
}

/// How long a match lasts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum MatchLength {
    /// As many rounds as there are players.
    OneRoundPerPlayer,
    /// A fixed number of rounds.
    Rounds { rounds: u16 },
    /// Until someone's cumulative score reaches a target, at a round's end.
    TargetScore { points: i32 },
}

/// How the final standings are ranked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Standings {
    /// Highest cumulative score first.
    Score,
    /// Most rounds won first, ties broken by cumulative score.
    RoundsWonThenScore,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayDirection {
    Clockwise,
    Counterclockwise,
}

/// The whole rule set of a game. Unknown fields are refused, so a typo in a
/// saved game or a CLI override is an error, not a silently ignored option.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RuleSet {
    /// Tiles dealt to each player (14; some editions 16).
    pub tiles_per_player: u8,
    /// Points the initial meld must reach (30; 0 disables the requirement).
    pub initial_meld_points: u16,
    /// Runs may wrap from 13 to 1.
    pub wrap_around_runs: bool,
    /// What a joker left on a rack costs at the end of a round.
    pub joker_penalty: u16,
    /// (a) The tile that replaces a joker must come from the player's rack.
    pub joker_replacement_from_rack: bool,
    /// (b) A freed joker must go into a set with at least two tiles from the player's rack.
    pub freed_joker_needs_two_rack_tiles: bool,
    /// (c) In a group of three, a joker is freed only by playing both missing colours.
    pub group_joker_needs_both_colours: bool,
    /// (d) A set containing a joker may not be manipulated at all.
    pub joker_sets_locked: bool,
    /// Seconds per turn; `None` turns the timer off.
    pub turn_timer_secs: Option<u16>,
    /// Tiles drawn when the timer runs out with a valid (or untouched) table.
    pub timeout_penalty: u8,
    /// Tiles drawn when the timer runs out with the table left invalid.
    pub timeout_invalid_table_penalty: u8,
    /// Tiles drawn when a player gives up an invalid turn.
    pub invalid_turn_penalty: u8,
    pub pool_exhausted_winner: PoolExhaustedWinner,
    pub match_length: MatchLength,
    pub standings: Standings,
    pub play_direction: PlayDirection,
    /// The tiles in the box: two copies of each face and two jokers (106),
    /// or the XP box's three and four (160). Left out of the JSON when
    /// classic, so files of classic games read as they always did.
    #[serde(skip_serializing_if = "TileSet::is_classic")]
    pub tile_set: TileSet,
    /// At four seats or fewer only the classic 106 of the box are used (the
    /// XP box's advice); the whole box from five seats.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub classic_set_up_to_four_seats: bool,
    /// A chess-style bank of time per player for the match (besides, or
    /// instead of, the turn timer).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clock: Option<Clock>,
    /// Each rack is dealt one joker, then the rest at random (tournament
    /// play: as many jokers as players, and none left in the pool).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub joker_in_every_rack: bool,
    /// A deal where some rack holds three doubles (two copies of a face) is
    /// shuffled and dealt again.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub redeal_three_doubles: bool,
    /// What a rack costs at the round's end when its player never made the
    /// initial meld, instead of its tiles' value.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unopened_penalty: Option<UnopenedPenalty>,
}

/// The charge for a rack that never opened (tournament play).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnopenedPenalty {
    /// When the rack could not have made the initial meld.
    pub could_not: u16,
    /// When it could have, and its player chose not to.
    pub could: u16,
}

impl Default for RuleSet {
    fn default() -> Self {
        RuleSet::modern()
    }
}

/// The named rule presets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Preset {
    /// What modern official sets and apps do.
    Modern,
    /// The official "Sabra way" sheet: two-minute timer, strict jokers, three-tile misplay penalty.
    Sabra,
    /// The 1998 Pressman American edition (as Wikipedia describes it).
    Pressman1998,
    /// The 2009 Pressman sheet.
    Pressman2009,
    /// One-minute timer with a three-tile penalty, as in the house-rules blog.
    House,
    /// Goliath's Rummikub XP, for up to six: 160 tiles at five or six seats.
    Xp,
    /// The tournament rules of the Mind Sports Olympiad and the World
    /// Rummikub Championship: two players, a Bronstein clock.
    Championship,
}

impl Preset {
    pub const ALL: [Preset; 7] = [
        Preset::Modern,
        Preset::Sabra,
        Preset::Pressman1998,
        Preset::Pressman2009,
        Preset::House,
        Preset::Xp,
        Preset::Championship,
    ];

    pub fn key(self) -> &'static str {
        match self {
            Preset::Modern => "modern",
            Preset::Sabra => "sabra",
            Preset::Pressman1998 => "pressman1998",
            Preset::Pressman2009 => "pressman2009",
            Preset::House => "house",
            Preset::Xp => "xp",
            Preset::Championship => "championship",
        }
    }

    pub fn title(self) -> &'static str {
        match self {
            Preset::Modern => "Modern (default)",
            Preset::Sabra => "Sabra way",
            Preset::Pressman1998 => "Pressman 1998",
            Preset::Pressman2009 => "Pressman 2009",
            Preset::House => "One-minute house rules",
            Preset::Xp => "XP, up to six players",
            Preset::Championship => "Championship (two players)",
        }
    }

    /// The seats a table under this preset may have.
    pub fn seats(self) -> std::ops::RangeInclusive<usize> {
        match self {
            Preset::Xp => 2..=MAX_PLAYERS,
            Preset::Championship => 2..=2,
            _ => 2..=4,
        }
    }

    pub fn from_key(key: &str) -> Option<Preset> {
        Preset::ALL
            .into_iter()
            .find(|p| p.key().eq_ignore_ascii_case(key.trim()))
    }

    pub fn rules(self) -> RuleSet {
        let modern = RuleSet::modern();
        match self {
            Preset::Modern => modern,
            Preset::Sabra => RuleSet {
                joker_replacement_from_rack: true,
                group_joker_needs_both_colours: true,
                joker_sets_locked: true,
                turn_timer_secs: Some(120),
                invalid_turn_penalty: 3,
                timeout_invalid_table_penalty: 3,
                play_direction: PlayDirection::Counterclockwise,
                ..modern
            },
            Preset::Pressman1998 => RuleSet {
                turn_timer_secs: None,
                pool_exhausted_winner: PoolExhaustedWinner::FewestTiles,
                ..modern
            },
            Preset::Pressman2009 => RuleSet {
                joker_replacement_from_rack: true,
                freed_joker_needs_two_rack_tiles: true,
                turn_timer_secs: Some(120),
                invalid_turn_penalty: 3,
                timeout_invalid_table_penalty: 3,
                match_length: MatchLength::TargetScore { points: 100 },
                ..modern
            },
            Preset::House => RuleSet {
                turn_timer_secs: Some(60),
                timeout_penalty: 3,
                timeout_invalid_table_penalty: 3,
                invalid_turn_penalty: 3,
                standings: Standings::RoundsWonThenScore,
                ..modern
            },
            Preset::Xp => xp(),
            Preset::Championship => championship(),
        }
    }
}

/// Goliath's Rummikub XP rule sheet (the XP and Mini XP boxes):
/// - 160 tiles, the numbers 1–13 in four colours three times and four
///   jokers, all used at five or six seats; at four or fewer the sheet
///   advises the classic 106, and so does the preset.
/// - 14 tiles each, an initial meld of 30 from the rack alone, 1 never
///   follows 13, a group holds each colour once (so still three or four
///   tiles, however many copies there are).
/// - One minute a turn. A player who has not finished when it runs out puts
///   every tile back and draws three, whether the table was left valid or
///   not, so the time-out draws three in both cases; a turn given up draws
///   three too.
/// - Scoring as the classic sheet: the losers count their racks as minus,
///   the winner gets their sum; a joker left costs 30. When the pool runs
///   out, the lowest rack value wins. Standings by total score.
/// - Jokers as in modern play: the sheet asks only that a joker taken
///   from a set is replaced by its tile and used in the same turn, which
///   every valid table already does.
fn xp() -> RuleSet {
    RuleSet {
        turn_timer_secs: Some(60),
        timeout_penalty: 3,
        timeout_invalid_table_penalty: 3,
        invalid_turn_penalty: 3,
        tile_set: TileSet::XP,
        classic_set_up_to_four_seats: true,
        ..RuleSet::modern()
    }
}

/// The championship rules, as the Mind Sports Olympiad plays Rummikub
/// (aligned since 2025 with the World Rummikub Championship):
/// - two players; each takes one joker, then 13 tiles at random, so the
///   pool holds no joker. A deal where either rack holds three doubles is
///   dealt again (the sheet lets a player ask for it; here it always
///   happens, as nobody would keep such a rack in a timed game).
/// - an initial meld of 30 from the rack alone, jokers allowed, no table
///   set touched in that turn; a joker is taken back only after it.
/// - a joker left on a rack costs 50. A rack that never opened costs 100,
///   or 200 if it could have made the initial meld on the player's last
///   turn (the rack they held then: a rack that never opened only grows,
///   so that is the best chance they had).
/// - a Bronstein clock of 10 minutes and 10 seconds a move, no turn timer;
///   running out loses the match.
/// - a match is one game; the tournament's rounds are the event's.
/// - Left open by the sheet and chosen here: a player who cannot or will
///   not play still draws or passes, even with the pool empty (the sheet
///   asks a play with a tile from the rack when the pool is empty, which
///   only a full search could enforce); the round then ends as every
///   other edition's, the lowest rack value winning.
fn championship() -> RuleSet {
    RuleSet {
        joker_penalty: 50,
        turn_timer_secs: None,
        match_length: MatchLength::Rounds { rounds: 1 },
        clock: Some(Clock {
            bank_secs: 600,
            bonus_secs: 10,
            kind: super::clock::ClockKind::Bronstein,
            out_of_time: super::clock::OutOfTime::LoseMatch,
        }),
        joker_in_every_rack: true,
        redeal_three_doubles: true,
        unopened_penalty: Some(UnopenedPenalty {
            could_not: 100,
            could: 200,
        }),
        ..RuleSet::modern()
    }
}

/// A rule set that cannot be played, or an override that is not a rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleSetError(pub String);

impl fmt::Display for RuleSetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for RuleSetError {}

/// The most seats at a table (Rummikub XP's six).
pub const MAX_PLAYERS: usize = 6;

/// A table of five or more needs at least this many tiles (the XP box).
const TILES_FOR_FIVE: usize = 150;

/// The highest initial meld a rule set may ask: more than most racks ever
/// hold (the editions ask 30 or 50), and a bound on the meld search.
pub const MAX_INITIAL_MELD_POINTS: u16 = 200;

impl RuleSet {
    pub fn modern() -> RuleSet {
        RuleSet {
            tiles_per_player: 14,
            initial_meld_points: 30,
            wrap_around_runs: false,
            joker_penalty: 30,
            joker_replacement_from_rack: false,
            freed_joker_needs_two_rack_tiles: false,
            group_joker_needs_both_colours: false,
            joker_sets_locked: false,
            turn_timer_secs: Some(60),
            timeout_penalty: 1,
            timeout_invalid_table_penalty: 1,
            invalid_turn_penalty: 1,
            pool_exhausted_winner: PoolExhaustedWinner::LowestValue,
            match_length: MatchLength::OneRoundPerPlayer,
            standings: Standings::Score,
            play_direction: PlayDirection::Clockwise,
            tile_set: TileSet::CLASSIC,
            classic_set_up_to_four_seats: false,
            clock: None,
            joker_in_every_rack: false,
            redeal_three_doubles: false,
            unopened_penalty: None,
        }
    }

    /// The tiles a game of `players` is played with.
    pub fn tile_set_for(&self, players: usize) -> TileSet {
        if self.classic_set_up_to_four_seats && players <= 4 {
            TileSet::CLASSIC
        } else {
            self.tile_set
        }
    }

    /// The most tiles of one face any game under these rules may hold:
    /// what a position judged without its seat count is checked against.
    pub fn widest_tile_set(&self) -> TileSet {
        let classic = TileSet::CLASSIC;
        TileSet {
            copies: self.tile_set.copies.max(classic.copies),
            jokers: self.tile_set.jokers.max(classic.jokers),
        }
    }

    /// Whether any of the older editions' joker restrictions is on.
    pub fn restricts_jokers(&self) -> bool {
        self.joker_replacement_from_rack
            || self.freed_joker_needs_two_rack_tiles
            || self.group_joker_needs_both_colours
            || self.joker_sets_locked
    }

    /// Checks that a game can be played with these rules by `players` players.
    pub fn check_playable(&self, players: usize) -> Result<(), RuleSetError> {
        if !(2..=MAX_PLAYERS).contains(&players) {
            return Err(RuleSetError(format!(
                "a game needs 2 to {MAX_PLAYERS} players, not {players}"
            )));
        }
        self.check_tile_set(players)?;
        if !(1..=20).contains(&self.tiles_per_player) {
            return Err(RuleSetError(format!(
                "tiles_per_player must be between 1 and 20, not {}",
                self.tiles_per_player
            )));
        }
        if self.initial_meld_points > MAX_INITIAL_MELD_POINTS {
            return Err(RuleSetError(format!(
                "initial_meld_points must be at most {MAX_INITIAL_MELD_POINTS}, not {}",
                self.initial_meld_points
            )));
        }
        if let Some(secs) = self.turn_timer_secs
            && !(5..=3600).contains(&secs)
        {
            return Err(RuleSetError(format!(
                "turn_timer_secs must be between 5 and 3600 seconds (or null for no timer), not {secs}"
            )));
        }
        if self.timeout_penalty > 5
            || self.timeout_invalid_table_penalty > 5
            || self.invalid_turn_penalty > 5
        {
            return Err(RuleSetError("penalty draws are at most 5 tiles".into()));
        }
        match self.match_length {
            MatchLength::Rounds { rounds } if !(1..=100).contains(&rounds) => {
                return Err(RuleSetError(format!(
                    "a match has 1 to 100 rounds, not {rounds}"
                )));
            }
            MatchLength::TargetScore { points } if points <= 0 => {
                return Err(RuleSetError(format!(
                    "a target score must be positive, not {points}"
                )));
            }
            _ => {}
        }
        if let Some(problem) = self.clock.and_then(|c| c.problem()) {
            return Err(RuleSetError(problem));
        }
        if let Some(p) = self.unopened_penalty
            && (p.could_not > 1000 || p.could > 1000)
        {
            return Err(RuleSetError(
                "an unopened rack costs at most 1000 points".into(),
            ));
        }
        Ok(())
    }

    fn check_tile_set(&self, players: usize) -> Result<(), RuleSetError> {
        let set = self.tile_set;
        if !set.is_supported() {
            return Err(RuleSetError(format!(
                "a tile set has 2 or 3 copies of each tile and up to 2 jokers per copy past \
                 the first, not {} copies and {} jokers",
                set.copies, set.jokers
            )));
        }
        let used = self.tile_set_for(players);
        if players > 4 && used.len() < TILES_FOR_FIVE {
            return Err(RuleSetError(format!(
                "five or six players need the XP box's 160 tiles (the xp preset), \
                 not {} tiles",
                used.len()
            )));
        }
        if self.restricts_jokers() && self.widest_tile_set() != TileSet::CLASSIC {
            return Err(RuleSetError(
                "the older editions' joker options are played with the classic 106 tiles".into(),
            ));
        }
        if self.joker_in_every_rack && players > used.jokers as usize {
            return Err(RuleSetError(format!(
                "a joker in every rack needs a joker for each of the {players} players; \
                 the box has {}",
                used.jokers
            )));
        }
        if players * self.tiles_per_player as usize >= used.len() {
            return Err(RuleSetError(format!(
                "{players} racks of {} leave no pool from {} tiles",
                self.tiles_per_player,
                used.len()
            )));
        }
        Ok(())
    }

    /// Builds a rule set from a JSON object: an optional `"preset"` name and
    /// any fields of [`RuleSet`] that override it.
    pub fn from_json_overrides(value: &serde_json::Value) -> Result<RuleSet, RuleSetError> {
        let serde_json::Value::Object(map) = value else {
            return Err(RuleSetError(
                "\"rules\" must be an object of rule options, optionally with a \"preset\"".into(),
            ));
        };
        let mut base = RuleSet::modern();
        if let Some(preset) = map.get("preset") {
            let name = preset
                .as_str()
                .ok_or_else(|| RuleSetError("\"preset\" must be a string".into()))?;
            base = Preset::from_key(name)
                .ok_or_else(|| {
                    RuleSetError(format!(
                        "unknown preset \"{}\"; the presets are {}",
                        name.chars().take(40).collect::<String>(),
                        Preset::ALL.map(Preset::key).join(", ")
                    ))
                })?
                .rules();
        }
        let mut merged = serde_json::to_value(&base).expect("a rule set always serialises");
        let target = merged.as_object_mut().expect("a rule set is an object");
        for (key, v) in map {
            if key != "preset" {
                target.insert(key.clone(), v.clone());
            }
        }
        serde_json::from_value(merged).map_err(|e| RuleSetError(format!("bad rule option: {e}")))
    }
}
