//! `tilemeld serve`: one process that serves the web build and the
//! WebSocket endpoint for online play at `/play`, keeps every room in an
//! embedded SQLite database, and judges every move with `rules`.

pub mod hub;
pub mod store;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::response::IntoResponse;
use axum::routing::get;
use tokio::sync::mpsc;
use tower_http::services::ServeDir;

use crate::online::protocol::MAX_MESSAGE_BYTES;
use crate::online::{ErrorCode, ServerError};
use hub::{Hub, send_error};
use store::Store;

pub const USAGE: &str = "tilemeld serve [--addr 127.0.0.1:8080] [--db tilemeld.sqlite] [--dist dist] [--computer-delay-ms 800]";

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServeOptions {
    pub addr: String,
    pub db: PathBuf,
    pub dist: PathBuf,
    pub computer_delay_ms: u64,
}

impl Default for ServeOptions {
    fn default() -> Self {
        ServeOptions {
            addr: "127.0.0.1:8080".into(),
            db: "tilemeld.sqlite".into(),
            dist: "dist".into(),
            computer_delay_ms: 800,
        }
    }
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
            "--db" => o.db = value()?.into(),
            "--dist" => o.dist = value()?.into(),
            "--computer-delay-ms" => {
                o.computer_delay_ms = value()?
                    .parse()
                    .map_err(|_| "--computer-delay-ms takes milliseconds".to_string())?
            }
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(o)
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
    let store = Store::open(&options.db)?;
    let hub = Arc::new(Hub::new(store, options.computer_delay_ms)?);
    let listener = tokio::net::TcpListener::bind(&options.addr)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", options.addr))?;
    let addr: SocketAddr = listener.local_addr().map_err(|e| e.to_string())?;
    if !options.dist.join("index.html").exists() {
        eprintln!(
            "tilemeld serve: no web build in {} (bash web/build.sh makes one); serving play only",
            options.dist.display()
        );
    }
    println!(
        "listening on http://{addr} ({} rooms, database {})",
        hub.room_count(),
        options.db.display()
    );
    let ticker = hub.clone();
    tokio::spawn(async move {
        let mut every = tokio::time::interval(Duration::from_millis(100));
        loop {
            every.tick().await;
            ticker.tick();
        }
    });
    let files = ServeDir::new(&options.dist)
        .precompressed_br()
        .precompressed_gzip();
    let app = Router::new()
        .route("/play", get(play))
        .fallback_service(files)
        .with_state(hub);
    axum::serve(listener, app).await.map_err(|e| e.to_string())
}

async fn play(ws: WebSocketUpgrade, State(hub): State<Arc<Hub>>) -> impl IntoResponse {
    // Frames a little over the cap still arrive, to be refused with a
    // message; far larger ones close the connection.
    // Small buffers: a room's messages are a few kB, and the defaults
    // (128 kB each way) would make a connection cost a quarter megabyte.
    ws.max_message_size(MAX_MESSAGE_BYTES * 4)
        .read_buffer_size(8 * 1024)
        .write_buffer_size(8 * 1024)
        .on_upgrade(move |socket| connection(socket, hub))
}

/// Messages a connection may send: a burst, then a steady rate.
const BURST: f64 = 30.0;
const PER_SEC: f64 = 10.0;
/// Refused messages in a row before a flooding connection is closed.
const MAX_THROTTLED: u32 = 200;

async fn connection(mut socket: WebSocket, hub: Arc<Hub>) {
    let (out, mut outbox) = mpsc::unbounded_channel::<String>();
    let mut binding = hub.new_binding();
    let mut allowance = BURST;
    let mut last = hub.now();
    let mut throttled = 0u32;
    loop {
        tokio::select! {
            next = outbox.recv() => {
                let Some(text) = next else { break };
                if socket.send(Message::Text(text.into())).await.is_err() {
                    break;
                }
            }
            incoming = socket.recv() => {
                let text = match incoming {
                    Some(Ok(Message::Text(t))) => t,
                    Some(Ok(Message::Binary(_))) => {
                        send_error(&out, ServerError::new(ErrorCode::BadMessage, "messages are JSON text"));
                        continue;
                    }
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    Some(Ok(Message::Close(_)) | Err(_)) | None => break,
                };
                let now = hub.now();
                allowance = (allowance + (now - last) as f64 / 1000.0 * PER_SEC).min(BURST);
                last = now;
                if allowance < 1.0 {
                    throttled += 1;
                    if throttled > MAX_THROTTLED {
                        break;
                    }
                    send_error(&out, ServerError::new(ErrorCode::Throttled, "too many messages; slow down"));
                    continue;
                }
                allowance -= 1.0;
                throttled = 0;
                hub.receive(text.as_str(), &mut binding, &out);
            }
        }
    }
    hub.detach(&mut binding);
}
