//! Online play's shared part, plain Rust: the messages between clients and
//! the server, a room's state machine (judged by `rules`), the server's
//! dispatcher over a room store, limits per address, and the check of a
//! fair deal. The server (feature `server`) and the game's client use it.

pub mod audit;
pub mod counts;
pub mod dispatch;
pub mod fair;
pub mod fair_play;
pub mod identity;
pub mod limits;
pub mod matchmaking;
pub mod memory;
pub mod names;
pub mod players;
pub mod protocol;
pub mod rating;
pub mod room;
pub mod shadow;
pub mod store;

pub use dispatch::{ComputerJob, ConnId, Dispatcher, Output, Settings};
pub use memory::MemoryStore;
pub use players::PlayerStore;
pub use protocol::{
    ClientMsg, ErrorCode, Intent, RoomPhase, RoomSetup, RoomView, SeatKind, ServerError, ServerMsg,
    WhileAway,
};
pub use room::{Due, Room};
pub use store::{RoomStore, Store};
