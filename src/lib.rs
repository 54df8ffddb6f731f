//! Tilemeld: a Rummikub-style tile game. Plain Rust at the bottom, the
//! game and the server on top; each module's own documentation says how
//! it works.
//!
//! - [`rules`]: the whole game logic, plain and deterministic: tiles,
//!   sets, turns, rounds, matches, every edition's options.
//! - [`ai`]: the exact solver and the computer players, plain Rust too.
//! - [`puzzles`]: the daily puzzles and the lessons, as content.
//! - [`record`]: a match as a file, rebuilt by the rules (replays).
//! - [`online`]: online play's shared part: the protocol, a room, the
//!   server's dispatcher over a store, players, ratings and fair play.
//! - [`cli`]: the command-line tools (`check-turn`, `solve`, `simulate`…).
//! - [`sounds`]: the sound generator.
//! - `game` (feature `game`): the Bevy app on top of the rules.
//! - `i18n` (feature `game`): every sentence, in eleven languages.
//! - `server` (feature `server`): `tilemeld serve`.

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
