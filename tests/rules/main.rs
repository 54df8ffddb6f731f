//! Tests of the rules engine and the CLI tools. Builds without Bevy:
//! `cargo test --no-default-features`.

mod ai;
pub mod bot;
pub mod brute;
mod championship;
mod cli;
mod dispatch;
mod draft;
mod event_runs;
mod event_server;
mod events;
mod examples;
mod explain;
mod fair_play;
mod game;
mod leases;
mod lessons;
mod notation;
mod online;
mod over_days;
mod properties;
mod puzzle;
mod quick;
mod record;
mod scoring;
mod solver;
mod watch;
