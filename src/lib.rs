//! Tilemeld: a Rummikub-style tile game.
//!
//! - [`rules`]: the complete rules engine, plain Rust.
//! - [`cli`]: the JSON-lines command-line tools.
//! - `game` (feature `game`): the Bevy app on top of the rules.

pub mod ai;
pub mod cli;
pub mod online;
pub mod puzzles;
pub mod record;
pub mod rules;
pub mod sounds;

#[cfg(feature = "game")]
pub mod game;
#[cfg(feature = "game")]
pub mod i18n;
#[cfg(feature = "server")]
pub mod server;
