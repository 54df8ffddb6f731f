//! `tilemeld serve`: one process that serves the web build and the
//! WebSocket endpoint for online play at `/play`, keeps every room in an
//! embedded SQLite database (or in PostgreSQL, `--db postgres://…`), and
//! judges every move with `rules`.

mod api;
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
