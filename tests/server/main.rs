//! The online server as players meet it: the real `tilemeld serve` process,
//! real WebSocket clients on localhost. A whole game between two clients
//! and a computer (and every message each client got, checked against the
//! true state for tiles it must not see); every kind of bad message; the
//! server killed mid-game and started again; the web build's files. Each
//! test that runs a server runs twice: on SQLite and on PostgreSQL (a
//! throwaway one the tests start, `postgres.rs`); and what only one store
//! has (a damaged file, a database that goes away) is tested on its own.
//! `cargo test --no-default-features --features server --test server`

#[macro_use]
mod harness;
mod cluster;
mod events;
mod hardening;
mod isolation;
mod operating;
mod play;
mod players;
mod postgres;
mod proxy;
mod stores;

pub use harness::*;
