//! Headless tests of the game's real systems: a Bevy app with
//! `MinimalPlugins` and the game's core plugin, no window or renderer,
//! driven by the same messages the pointer and buttons send.

mod access;
mod contrast;
mod hardening;
mod harness;
mod languages;
mod layout;
mod lessons;
mod monkey;
mod online;
mod placement;
mod puzzle;
mod replay;
mod saving;
mod show_me;
mod table;
mod touch;
mod window;

pub use harness::*;
