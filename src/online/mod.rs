//! Online play's shared part, plain Rust: the messages between clients and
//! the server, a room's state machine (judged by `rules`), the server's
//! dispatcher over a room store, limits per address, and the check of a
//! fair deal. The server (feature `server`) and the game's client use it.
//!
//! # Players, quick match, ratings and fair play
//!
//! **Players and quick match.** A player needs no e-mail address: `register`
//! gives a player id, a secret (256 bits) and a recovery code of 16 letters
//! (`ABCD-EFGH-JKMN-PQRS`: no 0/O or 1/I/L, typed back in any case, with or
//! without dashes), which carries the player to another device (a new secret
//! is issued there; the old one stops working, and every connection signed in
//! with it is signed out: at once on that process, with `signed_out`, and on
//! any other at its next request that needs the player). The server keeps only
//! SHA-256 hashes of the secret and the code, and compares in constant time.
//! A signed-in player sends `quick` with a rules preset, 2–4 seats and a wait
//! (20 s unless they say, at most 120 s): players who want the same table are
//! seated in the order they came, the moment a table fills; when the first of
//! them has waited their time, Medium computers fill the empty seats (named
//! and marked as computers, as everywhere). The match is dealt at once; a
//! table of strangers always has a turn timer (the preset's own, or 120 s)
//! or a tournament clock (the championship's). A clock's banks are charged
//! by the room as each move is made, the time a move took is kept with it
//! in the store (so a restart reads the same banks back), and a bank that
//! runs out is the server's move, as a turn timer's is.
//! Each seat remembers its player, for ratings. The queue is in the store
//! (SQLite, or PostgreSQL for servers that share it): a join and a table
//! seated are each one transaction, taken in turn per line (an advisory lock
//! in PostgreSQL), so two servers never seat one player twice (a test races
//! two stores on one database). A player whose connection closes leaves the
//! queue, unless they wait for a game over days.
//!
//! **Games over days.** `quick` with `"pace": "correspondence"` and `"hours"`
//! 12, 24 or 72 seats players for a match where each move is due within that
//! many hours. Nobody's seat goes to a computer for being away (the 60 s rule
//! is for live games); a turn not played in time runs out as the rules' timer
//! would (the time-out penalty), even with nobody connected: the server asks
//! the store each minute for such turns and reads those rooms back to play
//! them. A player may have several at once: `my_games` lists their games not
//! over (20, the latest first) with whose turn it is, the time left and the
//! seat's token to resume with; a player who queued and left finds the game
//! there when they come back.
//!
//! **Watching and reactions.** Quick matches are public (a friends' room is
//! not, unless its setup says `"public": true`): `games` lists the 50 public
//! matches being played, the latest first, with their players' names, and
//! `watch` (a code) shows one as the table does, every seat's count and
//! nobody's rack; the deal is revealed at the match's end as to the players.
//! A room takes 100 watchers; a room that is not public reads as no room at
//! all. At the table a player may `react` with one of a fixed set (hello,
//! good luck, well played, thanks, oops, wow, thinking, good game: shown in
//! each reader's language, so there is no free text to moderate), one every
//! 2 s; everyone at the table and its watchers get it.
//!
//! **Ratings.** A quick match between two or more players is rated: Weng-Lin
//! (the OpenSkill model, from the `skillratings` crate) by finishing place,
//! one rating per player per rules preset, shown as μ×60 (a new player
//! shows 1500) and marked provisional for the first 10 matches or while σ >
//! 5. Players are rated among themselves only: computers neither give nor
//! take rating, and a player who left, or whose seat a computer was playing
//! at the end, finishes last whatever that computer did, without the others
//! losing anything to it. The change is in the room's view at the match's
//! end (`ratings`: before, after, provisional, per seat). A match is rated
//! once, in one transaction with its results (PostgreSQL holds a lock per
//! player, so two servers rating two matches of one player at once lose
//! neither; a test races them); a server started again shows the same
//! changes. What counts is below (**Fair play**). Over HTTP, as JSON: `GET /api/leaderboard/{preset}` (the best
//! 100; `?player=ID` adds that player's own rank) and
//! `GET /api/players/{id}/games` (their 20 latest rated matches); the
//! game asks the same over its connection (`leaderboard`, `recent_games`). A
//! leaderboard is answered from memory for 10 s, and an address may ask 60
//! times, then 5 a second.
//!
//! **Fair play: what is rated.** A rating is only worth something if it cannot
//! be bought, so the server rates by these rules (`src/online/counts.rs`):
//!
//! - Only quick matches between two or more players are rated; friends' rooms
//!   never are. Computers, and the computers that stand in for a player,
//!   neither give nor take rating.
//! - A player *took part* when they made at least two moves of their own in
//!   the match (a play or a draw; a timeout or a stand-in's move is not theirs),
//!   or one and stayed to the end. One who did not finishes last and loses as a
//!   leaver does; the others gain at most 3 points for beating them.
//! - A player's result against the same opponent counts at most once in 6
//!   hours, and against players from their own network address at most once in
//!   6 hours, whoever they are; a match that does not count leaves the rating as
//!   it was (it is still on the record).
//! - A provisional player's rating moves at most 90 points in one match.
//!
//! A second identity that leaves at once, with the other asking for a rematch
//! at each end, gained its owner 374 points in three matches before these
//! rules; a test plays 30 such matches and the stayer gains at most 3
//! (`tests/rules/fair_play.rs`). Honest matches between a Hard and an Easy
//! player six hours apart are rated as plain Weng-Lin rates them: the test
//! checks the stronger ends more than 100 points above, with the model's
//! spread (within 25%).
//!
//! **Fair play: what is looked for.** Each move a player makes in a rated match
//! is audited off the dispatcher, on the computer workers they leave free
//! (`src/online/audit.rs`): on a turn whose best play is not obvious (the exact
//! solver places more tiles than the obvious play: the rack's sets and
//! lay-offs, nothing taken apart), did the player place as many tiles as the
//! solver's best, and how fast. The figures are kept per player and match.
//! The report (`src/online/fair_play.rs`) flags:
//!
//! - a player who, over at least 30 such turns, finds the best at least 25
//!   points (of 100) more often than their peers (players of the same rules
//!   within 200 points of their rating, or all of them when fewer than 3 are),
//!   and at least 4 standard errors above. In the test, a bot that plays the
//!   solver's best at once found it on 711 of 711 such turns; a bot that plays
//!   as Medium on 26 of 3,805 (0.7%), one that plays as Hard (which plays for
//!   the round, not the turn) on 323 of 1,363 (24%); the first is flagged,
//!   nobody else;
//! - a pair who met at least 8 times and either meet 4 times as often as
//!   random pairing among the players seen would give, or one always (90%)
//!   finishes ahead of the other though against everyone else the winner does
//!   no better than the loser.
//!
//! Nothing is done automatically. The operator runs
//!
//! ```sh
//! tilemeld fair-play --db tilemeld.sqlite          # or --db postgres://…; --days 30 by default
//! tilemeld fair-play --db … --clear PLAYER         # looked at: only what comes after flags them again
//! tilemeld fair-play --db … --mark PLAYER          # their games stop counting, off the leaderboards, ratings reset
//! tilemeld fair-play --db … --unmark PLAYER        # the mark lifted (ratings stay reset)
//! ```
//!
//! The report is one JSON line per flag (`"flag": "solver"` with the player,
//! name, rules, rating, hard turns, best found, agreement, the peers' agreement,
//! z, fast finds, mean think time and the five games to look at first; or
//! `"flag": "pair"` with both players, meetings, who finished ahead, each one's
//! results against everyone else and the games). A marked player is rated
//! against nobody and nobody against them. Tested on SQLite and PostgreSQL.
//!
//! # Events
//!
//! Tournaments (`events`): an arena (a fixed time, players seated as soon as
//! they are free, points by place and a streak bonus), a Swiss (a fixed
//! number of rounds paired by score, no rematch, byes spread) or a duplicate
//! (every table of a round plays the same deal; each seat compared with the
//! same seat of the others). An operator creates one (`tilemeld event
//! create`); a signed-in player enters it with `event_join` (a club's event
//! with its invite code; a wrong code reads as no event, and counts as a
//! miss of the address) and withdraws with `event_leave`; `events` lists
//! them and `event` shows one (its standings and tables), as
//! `GET /api/events[/{id}]` does. The store keeps each event whole, with a
//! version: a change is written only over the version it was made from, so
//! servers sharing a database never take one step twice
//! (`event_store.rs`). The dispatcher that keeps house runs the events
//! (`dispatch/event_runner.rs`): when a step is due it writes the event
//! with each new table's room code, then opens the rooms (every seat its
//! player's, rated by the rules' family, the table's deal drawn from the
//! event's secret seed by a one-way hash) and seats the players who entered
//! from a connection here; the others are told through the store, as a
//! quick match's are, and are brought to their table by their own server.
//! A Swiss's or an arena's tables may be watched and reveal their deal at
//! their end; a duplicate's may not (every table of the round plays that
//! deal). A table's room never pauses for want of players (computers stand
//! in), a move that comes after its player's bank ran out is refused, and
//! when its match ends it gives its places and totals to the event,
//! whichever server plays it; a result not given (a server stopped at that
//! moment) is given when the runner next looks at the table. A table whose room no
//! server plays (its server was stopped) is read back and played on by the
//! runner, so an event survives any process being killed.

pub mod audit;
pub mod counts;
pub mod dispatch;
pub mod event_store;
/// Tournaments: Swiss and arena pairing, duplicate scoring, standings.
pub mod events;
pub mod fair;
pub mod fair_play;
pub mod identity;
pub mod limits;
pub mod matchmaking;
pub mod memory;
pub mod names;
pub mod player_store;
pub mod protocol;
pub mod rating;
pub mod room;
pub mod shadow;
pub mod store;

pub use dispatch::{ComputerJob, ConnId, Dispatcher, Output, Settings};
pub use memory::MemoryStore;
pub use player_store::PlayerStore;
pub use protocol::{
    ClientMsg, ErrorCode, Intent, RoomPhase, RoomSetup, RoomView, SeatKind, ServerError, ServerMsg,
    WhileAway,
};
pub use room::{Due, Room};
pub use store::{RoomStore, Store};
