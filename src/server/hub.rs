//! The dispatchers behind the sockets: a process's rooms are spread over a
//! few dispatchers, each on its own thread with its own store connection
//! (`shard`). A connection starts with one, by its number, and moves to
//! the one holding the room it asks for; what it sends is posted there,
//! never waited on. Each connection gets a bounded outbox (a client that
//! does not read is dropped, not buffered).

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::{Notify, Semaphore, mpsc, oneshot};

use super::metrics::{Gauges, Metrics};
use super::shard::{Command, Inbox, Post, Question, Shard, ShardGauges, Sink, lock};
use crate::online::dispatch::{ApiAnswer, LocalRooms};
use crate::online::store::Store;
use crate::online::{ConnId, Dispatcher, Output, Settings};

pub use super::shard::now_ms;

/// Messages waiting for one connection; past this it is dropped. A view
/// is a few kB, so a connection costs at most this many of them.
pub const OUTBOX: usize = 32;
/// Messages waiting for one dispatcher; past this a message is refused
/// (the server is busy), so memory stays bounded whatever clients send.
pub const INBOX: usize = 20_000;
/// How long a socket waits for a dispatcher's answer (a question from
/// HTTP, a connection handed on) before it gives up on it.
const ANSWER_WITHIN: Duration = Duration::from_secs(5);

/// A connection's end of the hub: what to send, and a signal to stop.
pub struct Line {
    pub id: ConnId,
    pub outbox: mpsc::Receiver<Output>,
    pub kill: Arc<Notify>,
}

pub struct Hub {
    post: Arc<Post>,
    next_conn: AtomicU64,
    /// Players are sent through the proxy to their room's process
    /// (`--proxy-routes`) rather than relayed there.
    routes: bool,
}

fn os_random(bytes: &mut [u8]) {
    getrandom::fill(bytes).expect("the operating system gives random bytes");
}

impl Hub {
    /// Starts one dispatcher on each store (each its own thread), sharing
    /// `workers` threads for computers and audits. Called inside the
    /// server's runtime (the workers are its blocking threads).
    pub fn new(stores: Vec<Box<dyn Store>>, settings: Settings, workers: usize) -> Hub {
        let n = stores.len().max(1);
        let mut inboxes = Vec::new();
        let mut receivers = Vec::new();
        for _ in 0..n {
            let (tx, rx) = std::sync::mpsc::channel();
            inboxes.push(Inbox {
                tx,
                messages: AtomicUsize::new(0),
            });
            receivers.push(rx);
        }
        let post = Arc::new(Post {
            sinks: Mutex::new(HashMap::new()),
            routes: Mutex::new(HashMap::new()),
            inboxes,
            gauges: (0..n).map(|_| ShardGauges::default()).collect(),
            // Each dispatcher its share, so one stuck on its store holds
            // no other's computers up.
            workers: (0..n)
                .map(|k| Arc::new(Semaphore::new(share(workers, n, k))))
                .collect(),
            metrics: Metrics::default(),
            cluster: Mutex::new(None),
            draining: AtomicBool::new(false),
        });
        let rooms = Arc::new(LocalRooms::default());
        let limits = Arc::new(Mutex::new(Dispatcher::limits_for(&settings)));
        let seated = Arc::new(AtomicU64::new(0));
        for (index, (store, inbox)) in stores.into_iter().zip(receivers).enumerate() {
            let shard = crate::online::dispatch::Shard {
                index,
                rooms: rooms.clone(),
                limits: limits.clone(),
                seated: seated.clone(),
            };
            let core =
                Dispatcher::new(store, Box::new(os_random), settings.clone()).into_shard(shard);
            let thread = Shard {
                index,
                core,
                post: post.clone(),
                runtime: tokio::runtime::Handle::current(),
            };
            std::thread::Builder::new()
                .name(format!("tilemeld-rooms-{index}"))
                .spawn(move || thread.run(inbox))
                .expect("a thread for the dispatcher");
        }
        Hub {
            post,
            next_conn: AtomicU64::new(1),
            routes: false,
        }
    }

    /// Sends players through the proxy to their room's process, if `on`.
    pub fn with_routes(mut self, on: bool) -> Hub {
        self.routes = on;
        self
    }

    pub fn routes(&self) -> bool {
        self.routes
    }

    /// Word that another server seated `players` (`None`: perhaps some):
    /// every dispatcher looks whether they wait there.
    pub fn seated_elsewhere(&self, players: Option<Vec<String>>) {
        for k in 0..self.shards() {
            self.post.post(k, Command::Seated(players.clone()));
        }
    }

    pub fn shards(&self) -> usize {
        self.post.inboxes.len()
    }

    /// Stops: every room goes back to the store (its lease released) and
    /// every connection is closed.
    pub async fn drain(&self) {
        self.post.draining.store(true, Ordering::SeqCst);
        let mut waits = Vec::new();
        for k in 0..self.shards() {
            let (done, wait) = oneshot::channel();
            self.post.post(k, Command::Drain(done));
            waits.push(wait);
        }
        for wait in waits {
            let _ = tokio::time::timeout(ANSWER_WITHIN, wait).await;
        }
    }

    pub fn draining(&self) -> bool {
        self.post.draining.load(Ordering::SeqCst)
    }

    pub fn metrics(&self) -> &Metrics {
        &self.post.metrics
    }

    /// What the dispatchers say of themselves, for `/metrics`.
    pub fn gauges(&self) -> Gauges {
        let mut g = Gauges {
            connections: lock(&self.post.sinks).len(),
            ..Gauges::default()
        };
        for s in &self.post.gauges {
            g.rooms_in_memory += s.rooms_in_memory.load(Ordering::Relaxed);
            g.waiting_here += s.waiting_here.load(Ordering::Relaxed);
            g.moves += s.moves.load(Ordering::Relaxed);
            g.audits_waiting += s.audits_waiting.load(Ordering::Relaxed);
            g.audits_dropped += s.audits_dropped.load(Ordering::Relaxed);
        }
        g
    }

    /// Asks dispatcher `k`; `None` when it does not answer in time.
    async fn ask<T>(
        &self,
        k: usize,
        question: impl FnOnce(oneshot::Sender<T>) -> Question,
    ) -> Option<T> {
        let (reply, answer) = oneshot::channel();
        if !self.post.post(k, Command::Ask(question(reply))) {
            return None;
        }
        tokio::time::timeout(ANSWER_WITHIN, answer).await.ok()?.ok()
    }

    pub async fn rooms_stored(&self) -> Result<usize, String> {
        self.ask(0, Question::RoomsStored)
            .await
            .unwrap_or_else(|| Err("the dispatcher does not answer".into()))
    }

    /// Whether every dispatcher answers within `within`.
    pub async fn alive(&self, within: Duration) -> bool {
        for k in 0..self.shards() {
            let asked = self.ask(k, Question::Alive);
            if !matches!(tokio::time::timeout(within, asked).await, Ok(Some(()))) {
                return false;
            }
        }
        true
    }

    /// A new connection; `relayed_in` when a server of the cluster relays
    /// it.
    pub fn connect(&self, address: &str, relayed_in: bool) -> Line {
        let (tx, outbox) = mpsc::channel(OUTBOX);
        let kill = Arc::new(Notify::new());
        let id = self.next_conn.fetch_add(1, Ordering::Relaxed);
        let k = Dispatcher::first_shard(id, self.shards());
        lock(&self.post.routes).insert(id, k);
        let sink = Sink {
            tx,
            kill: kill.clone(),
        };
        lock(&self.post.sinks).insert(id, sink);
        let address = address.to_string();
        self.post.post(
            k,
            Command::Connect {
                id,
                address,
                relayed_in,
            },
        );
        Line { id, outbox, kill }
    }

    /// Posts a message to the connection's dispatcher; false when that one
    /// has too many waiting (the message is refused, not kept).
    pub fn receive(&self, id: ConnId, text: &str) -> bool {
        let Some(k) = self.post.route(id) else {
            return true;
        };
        if self.post.inboxes[k].messages.load(Ordering::Relaxed) >= INBOX {
            return false;
        }
        self.post.post_message(k, id, text.to_string());
        true
    }

    /// The dispatcher of this process a relay's address names.
    pub fn sibling(&self, address: &str) -> Option<usize> {
        crate::online::dispatch::local_shard(address).filter(|&k| k < self.shards())
    }

    /// Moves a connection to dispatcher `to`, which reads `text` first;
    /// returns once it is there (nothing the socket sends meanwhile can
    /// overtake it).
    pub async fn hand_over(&self, id: ConnId, to: usize, text: String) {
        let Some(k) = self.post.route(id) else { return };
        let (done, moved) = oneshot::channel();
        if self.post.post(k, Command::HandOff { id, to, text, done }) {
            let _ = tokio::time::timeout(ANSWER_WITHIN, moved).await;
        }
    }

    /// The cluster's secret, when this server is one of several.
    pub fn cluster_secret(&self) -> Option<String> {
        lock(&self.post.cluster).as_ref().map(|c| c.secret.clone())
    }

    /// The addresses of the cluster's other live servers.
    pub fn peers(&self) -> Vec<String> {
        lock(&self.post.cluster)
            .as_ref()
            .map(|c| c.peers.clone())
            .unwrap_or_default()
    }

    /// A relay could not reach the room's holder: the message is handled
    /// here.
    pub fn relay_failed(&self, id: ConnId, address: &str, text: &str) {
        if let Some(k) = self.post.route(id) {
            let (address, text) = (address.to_string(), text.to_string());
            self.post
                .post(k, Command::RelayFailed { id, address, text });
        }
    }

    /// The dispatcher an HTTP question about `key` goes to.
    fn shard_for(&self, key: &str) -> usize {
        let sum = key
            .bytes()
            .fold(0usize, |a, b| a.wrapping_mul(31).wrapping_add(b as usize));
        sum % self.shards()
    }

    /// A family's leaderboard as JSON (`player`'s own line too, if given).
    pub async fn leaderboard(
        &self,
        family: &str,
        player: Option<&str>,
        address: &str,
    ) -> ApiAnswer {
        let k = self.shard_for(family);
        let (family, player, address) = (
            family.to_string(),
            player.map(str::to_string),
            address.to_string(),
        );
        self.ask(k, |reply| Question::Leaderboard {
            family,
            player,
            address,
            reply,
        })
        .await
        .unwrap_or_else(busy)
    }

    /// The list of events, or one event, as JSON.
    pub async fn events(&self, id: Option<&str>, address: &str) -> ApiAnswer {
        let k = self.shard_for(id.unwrap_or("events"));
        let (id, address) = (id.map(str::to_string), address.to_string());
        self.ask(k, |reply| Question::Events { id, address, reply })
            .await
            .unwrap_or_else(busy)
    }

    /// A player's recent rated games as JSON.
    pub async fn recent_games(&self, player: &str, address: &str) -> ApiAnswer {
        let k = self.shard_for(player);
        let (player, address) = (player.to_string(), address.to_string());
        self.ask(k, |reply| Question::RecentGames {
            player,
            address,
            reply,
        })
        .await
        .unwrap_or_else(busy)
    }

    pub fn disconnect(&self, id: ConnId) {
        lock(&self.post.sinks).remove(&id);
        if let Some(k) = self.post.route(id) {
            self.post.post(k, Command::Disconnect(id));
        }
    }
}

fn busy() -> ApiAnswer {
    ApiAnswer::Failed("the server is busy; try again in a moment".into())
}

/// Dispatcher `k`'s share of `workers` (each at least one).
fn share(workers: usize, n: usize, k: usize) -> usize {
    (workers / n + usize::from(k < workers % n)).max(1)
}
