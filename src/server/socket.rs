//! One WebSocket connection: text frames in to the hub, the outbox out,
//! with limits on time and rate. A connection that goes quiet, does not
//! read what it is sent, or floods is closed.

use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use axum::extract::ws::{Message, WebSocket};
use tokio::time::{Instant, MissedTickBehavior, interval, timeout};

use super::gate::Pass;
use super::hub::Hub;
use super::relay;
use crate::online::{ConnId, ErrorCode, Output, ServerError, ServerMsg};

/// The server pings this often; browsers and the game answer by themselves.
pub const PING_EVERY: Duration = Duration::from_secs(20);
/// A connection the server hears nothing from (not even a pong) this long
/// is closed.
pub const SILENT_FOR: Duration = Duration::from_secs(60);
/// One frame must be taken by the client within this.
pub const WRITE_WITHIN: Duration = Duration::from_secs(10);
/// Messages a connection may send: a burst, then a steady rate.
const BURST: f64 = 30.0;
const PER_SEC: f64 = 10.0;
/// Messages refused for the rate within one window before the connection
/// is closed.
const MAX_THROTTLED: u32 = 100;
const THROTTLE_WINDOW: Duration = Duration::from_secs(10);

/// The rate of messages a connection may send.
struct Rate {
    allowance: f64,
    last: Instant,
    throttled: u32,
    window: Instant,
}

enum Verdict {
    Pass,
    Throttle,
    Close,
}

impl Rate {
    fn new() -> Rate {
        let now = Instant::now();
        Rate {
            allowance: BURST,
            last: now,
            throttled: 0,
            window: now,
        }
    }

    fn judge(&mut self) -> Verdict {
        let now = Instant::now();
        let gained = now.duration_since(self.last).as_secs_f64() * PER_SEC;
        self.allowance = (self.allowance + gained).min(BURST);
        self.last = now;
        if now.duration_since(self.window) >= THROTTLE_WINDOW {
            self.window = now;
            self.throttled = 0;
        }
        if self.allowance >= 1.0 {
            self.allowance -= 1.0;
            return Verdict::Pass;
        }
        self.throttled += 1;
        if self.throttled > MAX_THROTTLED {
            Verdict::Close
        } else {
            Verdict::Throttle
        }
    }
}

async fn write(socket: &mut WebSocket, msg: Message) -> bool {
    matches!(timeout(WRITE_WITHIN, socket.send(msg)).await, Ok(Ok(())))
}

/// A message refused before it reaches the hub (not text, too many): the
/// error goes straight back, saying which request it answers. False when
/// the connection is gone.
async fn refuse(
    socket: &mut WebSocket,
    code: ErrorCode,
    message: &str,
    text: Option<&str>,
) -> bool {
    let mut error = ServerError::new(code, message);
    if let Some(text) = text {
        error = error.answering(text);
    }
    let error = ServerMsg::Error(error);
    let text = serde_json::to_string(&error).unwrap_or_default();
    write(socket, Message::Text(text.into())).await
}

/// Takes a connection to the room's holder: another dispatcher of this
/// process, or another server: the player is sent there through the
/// proxy, or relayed there when the proxy did not take them where they
/// asked (`via`). True when the connection has ended.
async fn follow(
    socket: &mut WebSocket,
    hub: &Hub,
    (id, via): (ConnId, Option<&str>),
    address: &str,
    to: &str,
    text: String,
) -> bool {
    if let Some(k) = hub.sibling(to) {
        hub.hand_over(id, k, text).await;
        return false;
    }
    if hub.routes() && via != Some(to) {
        hub.metrics().routed.fetch_add(1, Ordering::Relaxed);
        let route = ServerMsg::Route {
            via: to.to_string(),
            again: text,
        };
        let route = serde_json::to_string(&route).unwrap_or_default();
        if write(socket, Message::Text(route.into())).await {
            let _ = write(socket, Message::Close(None)).await;
        }
        return true;
    }
    let secret = hub.cluster_secret().unwrap_or_default();
    match relay::open(to, &text, address, &secret).await {
        Ok(up) => {
            let metrics = hub.metrics();
            metrics.relays.fetch_add(1, Ordering::Relaxed);
            relay::pipe(socket, up, (PING_EVERY, SILENT_FOR), &metrics.relayed).await;
            true
        }
        Err(e) => {
            eprintln!("tilemeld serve: relaying to {to}: {e}");
            hub.relay_failed(id, to, &text);
            false
        }
    }
}

/// Lets the hub know a connection is gone however its task ends (a panic
/// included), so its seat never stays "connected".
struct Hangup {
    hub: Arc<Hub>,
    id: ConnId,
}

impl Drop for Hangup {
    fn drop(&mut self) {
        self.hub.disconnect(self.id);
    }
}

/// Serves one connection until it ends. `address` is whom it counts as:
/// the peer, or the player a server of the cluster relays; `via`, the
/// process the player asked the proxy for.
pub async fn connection(
    mut socket: WebSocket,
    hub: Arc<Hub>,
    pass: Arc<Pass>,
    (address, relayed_in): (IpAddr, bool),
    via: Option<String>,
) {
    let address = address.to_string();
    let mut line = hub.connect(&address, relayed_in);
    let _hangup = Hangup {
        hub: hub.clone(),
        id: line.id,
    };
    let mut rate = Rate::new();
    let mut heard = Instant::now();
    let mut ping = interval(PING_EVERY);
    ping.set_missed_tick_behavior(MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            () = line.kill.notified() => break,
            next = line.outbox.recv() => match next {
                Some(Output::Text(text)) => {
                    if !write(&mut socket, Message::Text(text.into())).await {
                        break;
                    }
                }
                Some(Output::Close) | None => {
                    let _ = write(&mut socket, Message::Close(None)).await;
                    break;
                }
                Some(Output::Relay { address: to, text }) => {
                    if follow(&mut socket, &hub, (line.id, via.as_deref()), &address, &to, text).await {
                        break;
                    }
                }
            },
            _ = ping.tick() => {
                if heard.elapsed() >= SILENT_FOR || !write(&mut socket, Message::Ping(Vec::new().into())).await {
                    break;
                }
            }
            incoming = socket.recv() => {
                heard = Instant::now();
                let text = match incoming {
                    Some(Ok(Message::Text(t))) => Some(t),
                    Some(Ok(Message::Binary(_))) => None,
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    Some(Ok(Message::Close(_)) | Err(_)) | None => break,
                };
                hub.metrics().messages.fetch_add(1, Ordering::Relaxed);
                let (code, why) = match (rate.judge(), &text) {
                    (Verdict::Pass, Some(text)) if hub.receive(line.id, text.as_str()) => continue,
                    (Verdict::Pass, Some(_)) => (ErrorCode::Throttled, "the server is busy; try again in a moment"),
                    (Verdict::Pass, None) => (ErrorCode::BadMessage, "messages are JSON text"),
                    (Verdict::Throttle, _) => (ErrorCode::Throttled, "too many messages; slow down"),
                    (Verdict::Close, _) => {
                        refuse(&mut socket, ErrorCode::Throttled, "too many messages; the connection is closed", None).await;
                        break;
                    }
                };
                if !refuse(&mut socket, code, why, text.as_deref()).await {
                    break;
                }
            }
        }
    }
    drop(pass);
}
