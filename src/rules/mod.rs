//! The whole game logic as plain, deterministic Rust: no Bevy here.
//! Everything else calls into this module; nothing else decides what is legal.

mod clock;
mod counts;
mod draft;
mod explain;
mod game;
mod meld;
mod opening;
mod rng;
mod round;
mod ruleset;
mod scoring;
mod tile;
mod turn;

pub use clock::{Clock, ClockKind, MAX_BANK_SECS, OutOfTime, TimeBanks, TurnTime};
pub use counts::TileCounts;
pub use draft::{
    DraftSet, DropTarget, MoveRefused, SetId, TurnDraft, rack_by_groups, rack_by_runs,
    rack_with_moved, snap_to_meld,
};
pub use explain::{RulesText, explain};
pub use game::{Action, ActionOutcome, MAX_ROUNDS, Match, MatchConfig, MatchError, ReplayError};
pub use meld::{
    MAX_GROUP_LEN, MAX_RUN_LEN, MIN_MELD_LEN, MeldError, MeldKind, MeldShape, analyze_meld,
    arrange_meld, describe_meld, is_valid_meld, joker_roles, meld_shapes, meld_value,
};
pub use opening::can_open;
pub use rng::{GameRng, derive_seed};
pub use round::{
    NoPlay, Round, RoundError, Seat, StartDraw, TurnOutcome, canonical_table, doubles,
};
pub use ruleset::{
    MAX_PLAYERS, MatchLength, PlayDirection, PoolExhaustedWinner, Preset, RuleSet, RuleSetError,
    Standings, UnopenedPenalty,
};
pub use scoring::{
    RoundEnd, RoundResult, places, rack_value, score_pool_exhausted, score_went_out, standings,
};
pub use tile::{Color, ParseTileError, Tile, TileId, TileSet, faces, format_tiles, parse_tiles};
pub use turn::{TurnError, TurnSummary, is_group_of_three_with_joker, validate_turn};
