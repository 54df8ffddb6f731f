//! `tilemeld serve`: one process that serves the web build and the
//! WebSocket endpoint for online play at `/play`, keeps every room in an
//! embedded SQLite database (or in PostgreSQL, `--db postgres://…`), and
//! judges every move with `rules`.
//!
//! # What a server promises
//!
//! One process, built without Bevy (tokio, hyper and axum), with SQLite built in: it
//! serves the web build from `dist/` (its Brotli and gzip copies when the
//! browser takes them) and online play over a WebSocket at `/play`. It needs
//! no other service. The server holds the truth: it deals, judges every move
//! with `src/rules`, runs the turn timer and plays the computer seats; each
//! client gets its own rack and only counts of the others' (a test checks every
//! message of a whole game against the true state). Every room, seat, match
//! seed, move and turn deadline is written to the database, each change in one
//! transaction, before the server answers, so a server killed at any moment
//! (`kill -9`) starts again with every room as it was, the turn's time
//! included, and players come back to their seats with their seat tokens. A
//! damaged database file is refused at start (SQLite's `quick_check`) with a
//! message saying so, and left as it is. A player who drops keeps the seat for
//! 60 s (`--grace-secs`; the timer still runs); after that a computer at the
//! host's chosen level plays it until they are back, and then tells them what
//! it played ("while you were away, the computer played your seat for 3 turns:
//! it laid 6 tiles"). A seat has one connection: opening it on a second one
//! (another tab, another device) closes the first, which is told why and does
//! not reconnect. The host can remove a player from the lobby. Before a
//! match the server publishes a SHA-256 commitment to its seed and a random
//! salt; at the end it reveals both, and `tilemeld verify-deal FILE` (or
//! `online::fair::verify_deal` in code) checks that they match and deal the
//! racks that were played: the file holds the commitment, seed, salt, rules,
//! players, your seat and the rack you were dealt each round. In the game, a
//! rated match's results have **Check this deal**: the client keeps the
//! commitment it saw published while the match was played and the rack it was
//! dealt in each round it saw begin, and checks them against the revealed seed
//! and salt, every rack derived again by the rules (`online::fair::check_seen`;
//! a watcher, dealt nothing, checks the commitment).
//!
//! Limits, so that no client can use the server up (each has a test in
//! `tests/server/hardening.rs` or `tests/rules/dispatch.rs`):
//!
//! | what | limit |
//! | --- | --- |
//! | a message | 16 kB; malformed, oversized, out-of-turn, wrong-seat and replayed ones are answered with an error naming the problem and change nothing |
//! | messages a connection sends | a burst of 30, then 10 a second; past 100 refusals in 10 s the connection is closed |
//! | messages waiting for a dispatcher | 20,000; past that a message is refused ("the server is busy"), never kept |
//! | messages waiting to be sent to a connection | 32 (a client that does not read is dropped, not buffered); a frame not taken within 10 s closes it |
//! | a request's headers | within 10 s |
//! | a connection that says nothing | pinged every 20 s, closed after 60 s without a word or a pong |
//! | connections | 64 from one address (an IPv6 address counts as its /64; `--max-per-address`; the next is answered `429`), 4,096 in all (`--max-connections`, and below the open-files limit, which the server raises to the system's maximum; then `503`); past its 64, the address of another server of the cluster is let in only for relays that carry the cluster's secret |
//! | a WebSocket frame | refused by its header past 64 kB (a frame announced larger is never waited for) |
//! | rooms opened | 3 a connection; 10 an address, then one a minute (`--rooms-per-address`) |
//! | wrong invite codes or tokens | 20 an address, then joins are refused for one every 6 s (a guesser finds one of 1,000 open lobbies about every 100 days); an address over it may still resume a seat of a room in memory with its token, and nothing else (refused before any work is done for it); every resume that misses reads the same, so it tells nobody which codes are in use |
//! | computers thinking at once | `--workers` (the number of cores), each dispatcher its share; a room nobody is connected to is played for 2 minutes, then waits, and its turn starts afresh when a player is back |
//! | rooms in memory | a room with no connection leaves memory after 10 minutes and is read back when a player joins or resumes |
//! | names | 1–24 characters once control, direction-changing (bidi) and zero-width characters are removed (a zero-width joiner between two letters stays); then allowed by category: no format, private-use or unassigned characters, no blank fillers (Hangul fillers, the braille blank, tags and the other default-ignorable code points), no pile of marks on one letter, and at least one letter or digit; a name that reads as a computer's seat ("Ada (hard)", "Computer", a robot emoji) is refused, compared after NFKC and Unicode's confusables skeleton (UTS #39, the `unicode-security` crate), so "Ada (hаrd)" with a Cyrillic а or full-width brackets is refused too; in rooms and for players |
//! | players registered | 10 an address, then one a minute (`--players-per-address`) |
//! | quick-match queue joins | three times that, 30 an address, then one every 2 s; a player waits in one line at a time (joining another moves them); at most 10,000 waiting |
//! | wrong player ids, secrets or recovery codes | counted with wrong invite codes (above) |
//! | names changed | 5 an address, then one a minute |
//! | leaderboards and recent games over HTTP | 60 an address, then 5 a second (`429`), asked before the preset is looked at |
//!
//! Servers that share a PostgreSQL share these limits by address (rooms,
//! players, queue joins, names, look-ups, misses): each is a token bucket in
//! one row of the database, refilled and taken from in one statement, so N
//! processes give an address the limit once, not N times (a test takes from
//! one bucket through two stores). Buckets full again are deleted by the
//! hourly sweep. One process on SQLite keeps them in memory. The limit on
//! connections by address is each process's own.
//!
//! Behind a reverse proxy, give the server `--trusted-proxy CIDR` (one range,
//! or several separated by commas, e.g. `--trusted-proxy 127.0.0.1,10.0.0.0/8`):
//! from those addresses only, each request's player is read from
//! `X-Forwarded-For`, as its right-most hop that is not a trusted proxy (what
//! a player writes there themselves is to the left of what the proxy adds, and
//! counts for nothing); the connection from the proxy is exempt from the limit
//! per address, each player behind it is held to it by their own address, and
//! every limit above counts the player. From anyone else the header is
//! ignored. `tests/server/nginx.conf` is a sample nginx configuration for two
//! processes on one PostgreSQL (WebSocket upgrade, `X-Forwarded-For`, timeouts
//! longer than the server's pings, the next process tried when one fails); the
//! server tests run it as it is in front of two processes with
//! `--trusted-proxy 127.0.0.1`, with players from different loopback
//! addresses: rooms opened count each player by their own address across both
//! processes, a player who sends `X-Forwarded-For` of someone else is still
//! counted as themselves, and when the process holding a game is killed its
//! players come back through nginx to the other in about 6 s with the game as
//! it was. (The PROXY protocol is not read.) A defect that panics while
//! handling a message is logged and goes no further than that message.
//!
//! Rooms are deleted after their last change: a lobby nobody started after a
//! day, a finished match after 7 days, a match nobody moved in after 30 days.
//!
//! **PostgreSQL.** `--db postgres://user@host:5432/database` (or
//! `postgresql://`; a password as `user:password@`, never printed) keeps the
//! rooms in PostgreSQL instead, with the same promises: each change one
//! transaction, written before the server answers, every room read back
//! exactly. Give it a database of its own: the server creates its tables at
//! start (and migrates them after an upgrade; a database from a newer
//! tilemeld is refused), and talks to it over one connection for each
//! dispatcher (below), each driven on its dispatcher's own thread, at most
//! as many calls at once as the machine has cores (at least two), without
//! TLS (for a database on the same machine or a private network).
//! As with SQLite, a commit is written but not waited to disk
//! (`synchronous_commit=off` for its session, unless the URL gives its own
//! `options`): a killed server loses nothing, a crash of the database itself
//! at most its last fraction of a second; waiting for the disk on every move
//! took the load bench's p99 from 9 ms to 0.56 s here (PostgreSQL on this
//! machine, 250 rooms; SQLite: 8 ms).
//! A database unreachable at start stops the server with a message naming
//! it. One that goes away later leaves the server up: a move it could not
//! keep is refused with a storage error ("the server could not keep this:
//! the database cannot be reached …"; a call waits at most 5 s), a call
//! tries to reconnect at most once a second, and play goes on when the
//! database is back (a test stops and starts PostgreSQL mid-game).
//!
//! **Operating it.** `--metrics 127.0.0.1:9100` serves, on that address of
//! its own (never the public one), `/metrics` in Prometheus' text format
//! (`tilemeld_connections`, `tilemeld_rooms_in_memory` (each one's lease held,
//! on a shared store), `tilemeld_queue_waiting_here`, `tilemeld_moves_total`,
//! `tilemeld_messages_total`, `tilemeld_relays_total` and
//! `tilemeld_relayed_messages_total` (connections and players' messages
//! carried to another process), `tilemeld_handoffs_total` (connections moved
//! to the dispatcher holding their room), `tilemeld_accepted_total` and
//! `tilemeld_refused_total`, `tilemeld_audits_waiting` and
//! `tilemeld_audits_dropped_total`, `tilemeld_dispatch_seconds`, a
//! histogram of the dispatcher's time by work: a message, a tick, a computer's
//! move, an audit…, store calls included, and `tilemeld_queue_wait_seconds`,
//! how long players' messages waited for their dispatcher), `/healthz` (200 while every
//! dispatcher answers within 2 s) and `/readyz` (200 while the store answers
//! too). Off by default; an address that cannot be had stops the server at
//! start.
//!
//! **Inside a process.** tokio's worker threads (one a core) carry the
//! sockets: accepts, reads, writes, pings and relays, and never wait on a
//! room or a store. The rooms are spread over dispatchers (`--shards`,
//! default 8), each plain synchronous code on a thread of its own, fed by a
//! channel, with its own PostgreSQL connection (SQLite lets one writer in at
//! a time, so a process's dispatchers share one SQLite connection behind a
//! lock rather than sleep in SQLite's busy handler): a socket posts what its player
//! sent and goes on; what a dispatcher says goes straight into the
//! connections' outboxes. A connection starts on a dispatcher by its number
//! and, when it asks for a room another dispatcher holds (a directory of the
//! process's rooms in memory says which), moves there whole, signed-in
//! player and all, before its message is read; between processes the same
//! request is relayed. Limits per address are shared by the dispatchers; the
//! first also does what is the whole process's (sweeping old rooms, games
//! over days whose turn ran out, quick-match waits that are over, saying the
//! process is alive). Computer turns and audits run on the runtime's blocking
//! threads, each dispatcher its share of `--workers`. So a store call that
//! hangs (a row locked by another session, a slow disk) holds up only its
//! dispatcher's rooms: a test (`tests/server/isolation.rs`) locks room A's
//! row in PostgreSQL for 3 s; room B on the same process kept 20 moves at
//! 3.6 ms at worst (1.1 ms before the lock), every ping under 6 ms, and A's
//! move landed when the lock went.
//!
//! **Stopping it.** SIGTERM (or SIGINT) drains a process: it stops taking
//! connections at once, hands every game back (each room is in the store
//! already; its lease is released, so another process takes it the moment a
//! player comes back there), closes its connections (the game reconnects by
//! itself, through the proxy to another process), `/readyz` says so, and it
//! exits. Behind nginx, two players whose game's process was stopped this way
//! were back on the other in 9 ms, against 6.0 s after a `kill -9` (the
//! lease running out); a test checks both, with the game as it was and play
//! going on. A rolling restart (each of two processes in turn stopped with
//! SIGTERM and started again on its address, while two strangers play a rated
//! match through nginx) loses no move and no rating: the test finds every move
//! of the match kept and the match rated once.
//!
//! **Several processes on one PostgreSQL.** Run any number of `tilemeld
//! serve` with the same `--db postgres://…` behind a reverse proxy (one that
//! passes the WebSocket upgrade on `/play`; `tests/server/nginx.conf` is a
//! sample for nginx, tested, and each process then runs with
//! `--trusted-proxy`, above). A player may reach any process and play any
//! room through it:
//!
//! - Each room is held by one process through a lease in its row (`owner`,
//!   `lease_until`): the process that opens or reads back a room takes the
//!   lease, renews it every 2 s while the room is in its memory, and gives it
//!   back when the room leaves memory. Every write about a room checks, in
//!   its transaction, that the writing process still holds it, so a process
//!   that lost its lease (paused, cut off) cannot write a move.
//! - A process that does not hold a player's room relays the connection to
//!   the one that does: its own WebSocket to that process's `/play`, which
//!   carries the player's address and the cluster's secret (made once by the
//!   database), so limits per address still count the player, not the relay.
//!   Each process says every 2 s where others reach it: the address it
//!   listens on, or `--advertise host:port` when it listens on every
//!   interface (the processes' own addresses are then exempt from the
//!   connections-per-address limit, not from the total).
//! - With `--proxy-routes` the player is sent rather than relayed: the
//!   process tells the game to connect again with `/play?via=ADDRESS` (the
//!   holder's `--advertise` address) and what to ask there, and the proxy
//!   takes `via` to that process (the sample's `map $arg_via`; only the
//!   processes listed can be asked for). The game then plays on the holder
//!   directly. A player who asked for one process and reached another all
//!   the same (a proxy that does not route, a process gone) is relayed as
//!   before. A test behind nginx: a player who joins through the wrong
//!   process is sent on and plays with nothing relayed.
//! - The quick-match queue is shared: players queued on two processes meet,
//!   and the process that seats them leaves word for the other and says so
//!   (`NOTIFY`), and the other brings its player to the table at once.
//! - When a process dies, its leases run out within 6 s; a player who
//!   reconnects through another process waits there for the lease (a resume
//!   is held, not refused), and that process takes the room over by
//!   replaying its log: the same racks, table, turn and commitment. A test
//!   kills one of two processes with `kill -9` mid-game: the players are back
//!   through the other in 6.1 s, and play on.
//!
//! SQLite is for one process: several processes on one SQLite file are not
//! supported.
//!
//! The load and attack benches and their figures: `tests/benches/online.md`.

mod api;
pub mod event_admin;
mod events;
mod fair_play;
pub mod gate;
pub mod hub;
pub mod metrics;
mod operating;
pub mod operator;
pub mod pg;
mod players;
pub mod proxy;
mod ratings;
pub mod relay;
pub mod route;
mod shard;
mod socket;
pub mod store;

use std::net::{IpAddr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::{Extension, RawQuery, State, ws::WebSocketUpgrade};
use axum::http::HeaderMap;
use axum::response::IntoResponse;
use axum::routing::get;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::AsyncWriteExt;
use tokio::net::{TcpListener, TcpStream};
use tower_http::services::ServeDir;
use tower_service::Service;

use crate::online::dispatch::NOTICE_CHECK_MS;
use crate::online::limits::{CREATE_RATE, QUEUE_RATE, REGISTER_RATE, Rate};
use crate::online::protocol::MAX_MESSAGE_BYTES;
use crate::online::room::GRACE_MS;
use crate::online::{self, Settings};
use gate::{Gate, Pass, Refusal};
use hub::{Hub, now_ms};
use pg::PgStore;
use proxy::Proxies;
use store::Store;

pub const USAGE: &str = "tilemeld serve [--addr 127.0.0.1:8080] [--db tilemeld.sqlite | --db postgres://user@host:5432/database] [--dist dist] \
[--computer-delay-ms 800] [--workers 2] [--shards 8] [--max-connections 4096] [--max-per-address 64] [--rooms-per-address 10] [--grace-secs 60] \
[--players-per-address 10] [--advertise host:port] [--proxy-routes] [--notice-check-secs 10] [--trusted-proxy CIDR[,CIDR…]] [--metrics 127.0.0.1:9100]";

/// Dispatchers by default: more than the cores (each mostly waits on its
/// store), few enough that a shared database sees few connections.
pub const SHARDS: usize = 8;

/// A request's headers must arrive within this (a slow sender holds a
/// connection for nothing).
pub const HEADERS_WITHIN: Duration = Duration::from_secs(10);

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServeOptions {
    pub addr: String,
    /// An SQLite file, or a PostgreSQL URL (`postgres://…`).
    pub db: String,
    pub dist: PathBuf,
    pub computer_delay_ms: u64,
    /// Threads that work out computer turns.
    pub workers: usize,
    /// Dispatchers, each on its own thread with its own store connection,
    /// that the rooms are spread over.
    pub shards: usize,
    pub max_connections: usize,
    pub max_per_address: usize,
    /// Rooms one address may open at once (then one a minute).
    pub rooms_per_address: u32,
    /// Players one address may register at once (then one a minute), and
    /// three times that many quick-match joins (then one every 2 s).
    pub players_per_address: u32,
    /// How long a dropped player's seat waits before a computer plays it.
    pub grace_secs: u64,
    /// Where the other servers sharing the database reach this one to
    /// relay players (default: the address it listens on, unless that is
    /// every interface).
    pub advertise: Option<String>,
    /// How often the database is looked at for players waiting here whom
    /// another server seated (servers on PostgreSQL also tell each other at
    /// once).
    pub notice_check_secs: u64,
    /// The proxy in front sends `/play?via=ADDRESS` to the process there
    /// (see `route`): players are sent to their room's process instead of
    /// being relayed.
    pub proxy_routes: bool,
    /// Reverse proxies in front: from these only, a request's player is
    /// read from `X-Forwarded-For`.
    pub trusted_proxies: Proxies,
    /// Where `/metrics`, `/healthz` and `/readyz` are served (none: not
    /// at all).
    pub metrics: Option<String>,
}

impl Default for ServeOptions {
    fn default() -> Self {
        ServeOptions {
            addr: "127.0.0.1:8080".into(),
            db: "tilemeld.sqlite".into(),
            dist: "dist".into(),
            computer_delay_ms: 800,
            workers: std::thread::available_parallelism().map_or(2, |n| n.get()),
            shards: SHARDS,
            max_connections: 4096,
            max_per_address: 64,
            rooms_per_address: CREATE_RATE.burst,
            players_per_address: REGISTER_RATE.burst,
            grace_secs: GRACE_MS / 1000,
            advertise: None,
            notice_check_secs: NOTICE_CHECK_MS / 1000,
            proxy_routes: false,
            trusted_proxies: Proxies::default(),
            metrics: None,
        }
    }
}

fn number<T: std::str::FromStr>(flag: &str, text: String) -> Result<T, String> {
    text.parse().map_err(|_| format!("{flag} takes a number"))
}

pub fn parse_options(args: &[String]) -> Result<ServeOptions, String> {
    let mut o = ServeOptions::default();
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{flag} needs a value"))
        };
        match flag.as_str() {
            "--addr" => o.addr = value()?,
            "--db" => o.db = value()?,
            "--dist" => o.dist = value()?.into(),
            "--computer-delay-ms" => o.computer_delay_ms = number(flag, value()?)?,
            "--workers" => o.workers = number(flag, value()?)?,
            "--shards" => o.shards = number::<usize>(flag, value()?)?.clamp(1, 64),
            "--max-connections" => o.max_connections = number(flag, value()?)?,
            "--max-per-address" => o.max_per_address = number(flag, value()?)?,
            "--rooms-per-address" => o.rooms_per_address = number(flag, value()?)?,
            "--players-per-address" => o.players_per_address = number(flag, value()?)?,
            "--grace-secs" => o.grace_secs = number(flag, value()?)?,
            "--advertise" => o.advertise = Some(value()?),
            "--notice-check-secs" => o.notice_check_secs = number(flag, value()?)?,
            "--proxy-routes" => o.proxy_routes = true,
            "--metrics" => o.metrics = Some(value()?),
            "--trusted-proxy" => {
                for range in value()?.split(',') {
                    o.trusted_proxies.0.push(range.parse()?);
                }
            }
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(o)
}

/// The room store `--db` names: PostgreSQL for a `postgres://` or
/// `postgresql://` URL, else an SQLite file. Also says what it opened, for
/// the log (a URL without its password).
pub fn open_store(db: &str, now: u64) -> Result<(Box<dyn online::Store>, String), String> {
    if pg::is_url(db) {
        let store = PgStore::open(db)?;
        let shown = format!("{}, holding rooms as {}", store.shown(), store.me());
        Ok((Box::new(store), shown))
    } else {
        Ok((Box::new(Store::open(Path::new(db), now)?), db.to_string()))
    }
}

/// `n` connections to the store `--db` names (one for each dispatcher),
/// and what was opened, for the log.
pub fn open_stores(
    db: &str,
    n: usize,
    now: u64,
) -> Result<(Vec<Box<dyn online::Store>>, String), String> {
    if pg::is_url(db) {
        // As many calls at once as cores, and at least two (one held up
        // by a locked row leaves the others one).
        let cores = std::thread::available_parallelism().map_or(2, |c| c.get());
        let pool = PgStore::open_pool(db, n, cores.max(2))?;
        let shown = format!(
            "{} ({} connections), holding rooms as {}",
            pool[0].shown(),
            pool.len(),
            pool[0].me()
        );
        let stores = pool
            .into_iter()
            .map(|s| Box::new(s) as Box<dyn online::Store>)
            .collect();
        return Ok((stores, shown));
    }
    let store = Store::open(Path::new(db), now)?;
    let stores = (0..n.max(1))
        .map(|_| Box::new(store.share()) as Box<dyn online::Store>)
        .collect();
    Ok((stores, db.to_string()))
}

/// The command line's entry: returns the exit code.
pub fn main(args: &[String]) -> i32 {
    let options = match parse_options(args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("tilemeld serve: {e}\nusage: {USAGE}");
            return 2;
        }
    };
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            eprintln!("tilemeld serve: cannot start: {e}");
            return 1;
        }
    };
    match runtime.block_on(serve(options)) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("tilemeld serve: {e}");
            1
        }
    }
}

/// Serves until the process ends. Prints `listening on http://ADDR` once
/// the socket is bound (tests read the port from it).
pub async fn serve(options: ServeOptions) -> Result<(), String> {
    // A PostgreSQL store runs its calls on a runtime of its own, which
    // cannot start inside this one: it is opened on a plain thread.
    let (db, shards) = (options.db.clone(), options.shards);
    let (stores, database) = std::thread::spawn(move || open_stores(&db, shards, now_ms()))
        .join()
        .map_err(|_| "opening the database failed".to_string())??;
    let listener = TcpListener::bind(&options.addr)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", options.addr))?;
    let addr: SocketAddr = listener.local_addr().map_err(|e| e.to_string())?;
    let advertise = options
        .advertise
        .clone()
        .or_else(|| (!addr.ip().is_unspecified()).then(|| addr.to_string()));
    let settings = settings_of(&options, advertise);
    let hub = Hub::new(stores, settings, options.workers).with_routes(options.proxy_routes);
    let hub = Arc::new(hub);
    let rooms = hub.rooms_stored().await?;
    if !options.dist.join("index.html").exists() {
        eprintln!(
            "tilemeld serve: no web build in {} (bash web/build.sh makes one); serving play only",
            options.dist.display()
        );
    }
    // Some descriptors stay for the database, the web build's files and
    // the answer to a connection turned away.
    let files = gate::raise_file_limit();
    let total = options
        .max_connections
        .min(files.saturating_sub(64).max(16));
    let gate = Gate::new(
        options.max_per_address,
        total,
        options.trusted_proxies.clone(),
    );
    let operating = match &options.metrics {
        Some(at) => format!(", metrics on http://{}", serve_metrics(at, &hub).await?),
        None => String::new(),
    };
    println!(
        "listening on http://{addr} ({rooms} rooms, database {database}, at most {total} connections, {} from one address{operating})",
        options.max_per_address
    );
    keep_up(&hub, &gate);
    if pg::is_url(&options.db) {
        listen_for_seatings(&options.db, &hub);
    }
    let files = ServeDir::new(&options.dist)
        .precompressed_br()
        .precompressed_gzip();
    let app = Router::new()
        .route("/play", get(play))
        .merge(api::routes())
        .fallback_service(files)
        .with_state(hub.clone());
    tokio::select! {
        () = accept(listener, app, gate, hub.clone()) => {}
        () = terminated() => {
            // New connections are no longer taken (the listener is gone
            // with the accept loop); the rooms go back to the store, their
            // leases with them, so another server takes each at once.
            eprintln!("tilemeld serve: stopping: every room is handed back");
            hub.drain().await;
            tokio::time::sleep(LAST_FRAMES_WITHIN).await;
        }
    }
    Ok(())
}

/// Players waiting here whom another server seats are brought to their
/// table as soon as it says so.
fn listen_for_seatings(db: &str, hub: &Arc<Hub>) {
    let to = hub.clone();
    let heard: pg::listen::Heard =
        Arc::new(move |payload| to.seated_elsewhere(payload.map(pg::listen::players_of)));
    let db = db.to_string();
    tokio::spawn(async move { pg::listen::listen(&db, pg::SEATED, heard).await });
}

/// The dispatcher's settings from the command line's options.
fn settings_of(options: &ServeOptions, advertise: Option<String>) -> Settings {
    Settings {
        computer_delay_ms: options.computer_delay_ms,
        create_rate: Rate {
            burst: options.rooms_per_address,
            ..CREATE_RATE
        },
        grace_ms: options.grace_secs.saturating_mul(1000),
        register_rate: Rate {
            burst: options.players_per_address,
            ..REGISTER_RATE
        },
        queue_rate: Rate {
            burst: options.players_per_address.saturating_mul(3),
            ..QUEUE_RATE
        },
        advertise,
        notice_check_ms: options.notice_check_secs.saturating_mul(1000).max(100),
        ..Settings::default()
    }
}

/// Serves `/metrics`, `/healthz` and `/readyz` at `at`; where it listens.
async fn serve_metrics(at: &str, hub: &Arc<Hub>) -> Result<SocketAddr, String> {
    let listener = TcpListener::bind(at)
        .await
        .map_err(|e| format!("cannot serve --metrics on {at}: {e}"))?;
    let shown = listener.local_addr().map_err(|e| e.to_string())?;
    tokio::spawn(operating::serve(listener, hub.clone()));
    Ok(shown)
}

/// What runs by itself apart from the dispatchers' own ticks (a host
/// name's lookup may take a while): the gate's list of the cluster's other
/// servers.
fn keep_up(hub: &Arc<Hub>, gate: &Arc<Gate>) {
    let (trusting, peers) = (gate.clone(), hub.clone());
    tokio::spawn(async move {
        let mut every = tokio::time::interval(Duration::from_secs(2));
        loop {
            every.tick().await;
            trusting.set_trusted(peer_ips(&peers.peers()).await);
        }
    });
}

/// After a drain, the connections' last frames go out within this.
const LAST_FRAMES_WITHIN: Duration = Duration::from_millis(500);

/// Resolves when the process is asked to stop (SIGTERM or SIGINT).
async fn terminated() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let (Ok(mut term), Ok(mut int)) = (
            signal(SignalKind::terminate()),
            signal(SignalKind::interrupt()),
        ) else {
            return std::future::pending().await;
        };
        tokio::select! {
            _ = term.recv() => {}
            _ = int.recv() => {}
        }
    }
    #[cfg(not(unix))]
    std::future::pending::<()>().await
}

/// Takes connections for ever: each is admitted by the gate or told why
/// not, and served by HTTP/1 with a deadline on its headers.
async fn accept(listener: TcpListener, app: Router, gate: Arc<Gate>, hub: Arc<Hub>) {
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(c) => c,
            Err(e) => {
                // Out of descriptors or a connection reset before accept:
                // wait a moment instead of spinning.
                eprintln!("tilemeld serve: accept: {e}");
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        // Small messages go out at once (Nagle's algorithm would hold a
        // reply up to 40 ms waiting for more).
        let _ = stream.set_nodelay(true);
        let admitted = gate.admit(peer.ip());
        let counter = match admitted {
            Ok(_) => &hub.metrics().accepted,
            Err(_) => &hub.metrics().refused,
        };
        counter.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        match admitted {
            Ok(pass) => {
                let conn = Conn {
                    pass: Arc::new(pass),
                    peer: peer.ip(),
                    gate: gate.clone(),
                    hub: hub.clone(),
                };
                tokio::spawn(serve_connection(stream, app.clone(), conn));
            }
            Err(why) => {
                tokio::spawn(turn_away(stream, why));
            }
        }
    }
}

/// What a connection's requests need besides the app: its place at the
/// gate, the gate (a proxy's requests are admitted player by player) and
/// the hub (whose cluster secret proves a relay).
struct Conn {
    pass: Arc<Pass>,
    peer: IpAddr,
    gate: Arc<Gate>,
    hub: Arc<Hub>,
}

impl Conn {
    /// The place a request is served under: the connection's, or behind a
    /// trusted proxy the player's own (`None`: their address is full).
    fn place(&self, request: &hyper::Request<Incoming>) -> Option<Arc<Pass>> {
        if self.pass.relays_only && !is_relay(request, &self.hub) {
            return None;
        }
        if !self.pass.from_proxy {
            return Some(self.pass.clone());
        }
        let forwarded = request
            .headers()
            .get_all(proxy::FORWARDED_FOR)
            .iter()
            .filter_map(|v| v.to_str().ok());
        let client = self.gate.proxies.client(self.peer, forwarded);
        self.gate.admit_behind_proxy(client).ok().map(Arc::new)
    }
}

async fn serve_connection(stream: TcpStream, app: Router, conn: Conn) {
    let conn = Arc::new(conn);
    let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
        let place = conn.place(&request);
        let app = app.clone();
        async move {
            let Some(place) = place else {
                return Ok(address_full());
            };
            request.extensions_mut().insert(place);
            app.clone().call(request).await
        }
    });
    let _ = hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(HEADERS_WITHIN)
        .serve_connection(TokioIo::new(stream), service)
        .with_upgrades()
        .await;
}

/// Whether a request carries the cluster's secret (a relay from another
/// server of the cluster).
fn is_relay(request: &hyper::Request<Incoming>, hub: &Hub) -> bool {
    let shown = request
        .headers()
        .get(relay::RELAY_HEADER)
        .and_then(|v| v.to_str().ok());
    matches!((shown, hub.cluster_secret()), (Some(s), Some(k)) if crate::online::identity::same(s, &k))
}

/// The answer to a request over an address's cap.
fn address_full() -> axum::response::Response {
    let mut answer = (
        axum::http::StatusCode::TOO_MANY_REQUESTS,
        "Too many connections from your address.",
    )
        .into_response();
    answer.headers_mut().insert(
        axum::http::header::RETRY_AFTER,
        axum::http::HeaderValue::from_static("60"),
    );
    answer
}

/// A plain answer that says why, then the connection is closed.
async fn turn_away(mut stream: TcpStream, why: Refusal) {
    let (status, text) = match why {
        Refusal::AddressFull => (
            "429 Too Many Requests",
            "Too many connections from your address.",
        ),
        Refusal::ServerFull => (
            "503 Service Unavailable",
            "The server is full; try again in a minute.",
        ),
    };
    let answer = format!(
        "HTTP/1.1 {status}\r\nContent-Type: text/plain\r\nContent-Length: {}\r\nConnection: close\r\nRetry-After: 60\r\n\r\n{text}",
        text.len()
    );
    let _ = tokio::time::timeout(Duration::from_secs(2), stream.write_all(answer.as_bytes())).await;
}

/// The IP addresses of the cluster's other servers (`host:port` each).
/// The addresses of the cluster's other servers, as their connections come
/// from: an address advertised by host name is looked up (each at most a
/// second; one that does not resolve is left out until the next pass).
pub async fn peer_ips(peers: &[String]) -> Vec<std::net::IpAddr> {
    let mut ips = Vec::new();
    for peer in peers {
        if let Ok(a) = peer.parse::<SocketAddr>() {
            ips.push(a.ip());
            continue;
        }
        let lookup = tokio::net::lookup_host(peer.as_str());
        if let Ok(Ok(found)) = tokio::time::timeout(Duration::from_secs(1), lookup).await {
            ips.extend(found.map(|a| a.ip()));
        }
    }
    ips
}

async fn play(
    ws: WebSocketUpgrade,
    State(hub): State<Arc<Hub>>,
    Extension(pass): Extension<Arc<Pass>>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
) -> impl IntoResponse {
    let via = query.as_deref().and_then(route::via);
    let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    let (address, relayed_in) = relay::client_address(
        pass.ip,
        header(relay::RELAY_HEADER),
        header(relay::CLIENT_HEADER),
        hub.cluster_secret().as_deref(),
    );
    // Frames a little over the cap still arrive, to be refused with a
    // message; far larger ones close the connection.
    // Small buffers: a room's messages are a few kB, and the defaults
    // (128 kB each way) would make a connection cost a quarter megabyte.
    // A frame's length is read before its bytes, and space for it taken
    // then: without a cap on frames a client could announce 16 MB and
    // trickle it in.
    ws.max_message_size(MAX_MESSAGE_BYTES * 4)
        .max_frame_size(MAX_MESSAGE_BYTES * 4)
        .read_buffer_size(8 * 1024)
        .write_buffer_size(8 * 1024)
        .max_write_buffer_size(64 * 1024)
        .on_upgrade(move |socket| socket::connection(socket, hub, pass, (address, relayed_in), via))
}
