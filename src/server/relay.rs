//! A connection relayed to the server of the cluster that holds its room:
//! a WebSocket of our own to that server's `/play`, which says (with the
//! cluster's secret) whose connection it carries, then text frames both
//! ways until either side closes. The holder judges every message; this
//! server only carries them.

use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use axum::extract::ws::{Message, WebSocket};
use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio::time::timeout;
use tokio_tungstenite::tungstenite::Message as Up;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::HeaderValue;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::online::identity::same;
use crate::online::protocol::MAX_MESSAGE_BYTES;

/// The header that proves a connection comes from a server of the
/// cluster, and the one that names the player's own address.
pub const RELAY_HEADER: &str = "x-tilemeld-relay";
pub const CLIENT_HEADER: &str = "x-tilemeld-client";
/// The holder must answer within this.
pub const CONNECT_WITHIN: Duration = Duration::from_secs(3);
/// Either side must take a frame within this.
const WRITE_WITHIN: Duration = Duration::from_secs(10);

type Upstream = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// Opens the relay to `address` and sends it the first message.
pub async fn open(
    address: &str,
    first: &str,
    client: &str,
    secret: &str,
) -> Result<Upstream, String> {
    let mut request = format!("ws://{address}/play")
        .into_client_request()
        .map_err(|e| e.to_string())?;
    let headers = request.headers_mut();
    let value = |v: &str| HeaderValue::from_str(v).map_err(|e| e.to_string());
    headers.insert(RELAY_HEADER, value(secret)?);
    headers.insert(CLIENT_HEADER, value(client)?);
    let config = WebSocketConfig::default()
        .max_message_size(Some(MAX_MESSAGE_BYTES * 64))
        .max_frame_size(Some(MAX_MESSAGE_BYTES * 64));
    let connect = tokio_tungstenite::connect_async_with_config(request, Some(config), true);
    let (mut up, _) = timeout(CONNECT_WITHIN, connect)
        .await
        .map_err(|_| format!("{address} did not answer"))?
        .map_err(|e| format!("{address}: {e}"))?;
    up.send(Up::text(first)).await.map_err(|e| e.to_string())?;
    Ok(up)
}

/// Carries text both ways until one side closes or stops taking frames,
/// or the player says nothing (not even a pong to the ping sent every
/// `ping_every`) for `silent_for`. Counts the player's messages carried
/// in `carried`.
pub async fn pipe(
    client: &mut WebSocket,
    mut up: Upstream,
    (ping_every, silent_for): (Duration, Duration),
    carried: &AtomicU64,
) {
    let mut ping = tokio::time::interval(ping_every);
    ping.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut heard = tokio::time::Instant::now();
    loop {
        tokio::select! {
            _ = ping.tick() => {
                let pinged = timeout(WRITE_WITHIN, client.send(Message::Ping(Vec::new().into()))).await;
                if heard.elapsed() >= silent_for || !matches!(pinged, Ok(Ok(()))) {
                    break;
                }
            }
            from_client = client.recv() => match from_client {
                Some(Ok(Message::Text(t))) => {
                    heard = tokio::time::Instant::now();
                    carried.fetch_add(1, Ordering::Relaxed);
                    if !matches!(timeout(WRITE_WITHIN, up.send(Up::text(t.as_str()))).await, Ok(Ok(()))) {
                        break;
                    }
                }
                Some(Ok(Message::Ping(_) | Message::Pong(_) | Message::Binary(_))) => {
                    heard = tokio::time::Instant::now();
                }
                Some(Ok(Message::Close(_)) | Err(_)) | None => break,
            },
            from_holder = up.next() => match from_holder {
                Some(Ok(Up::Text(t))) => {
                    let sent = timeout(WRITE_WITHIN, client.send(Message::Text(t.as_str().into()))).await;
                    if !matches!(sent, Ok(Ok(()))) {
                        break;
                    }
                }
                Some(Ok(Up::Ping(_) | Up::Pong(_) | Up::Binary(_) | Up::Frame(_))) => {}
                Some(Ok(Up::Close(_)) | Err(_)) | None => break,
            },
        }
    }
    let _ = timeout(Duration::from_secs(1), up.close(None)).await;
}

/// The address a connection to `/play` counts as: the player's, when a
/// server of the cluster relays it (its secret matches), else the peer's;
/// and whether it is relayed.
pub fn client_address(
    peer: IpAddr,
    relay: Option<&str>,
    client: Option<&str>,
    secret: Option<&str>,
) -> (IpAddr, bool) {
    let trusted = matches!((relay, secret), (Some(r), Some(s)) if same(r, s));
    match client.filter(|_| trusted).and_then(|c| c.parse().ok()) {
        Some(player) => (player, true),
        None => (peer, false),
    }
}
