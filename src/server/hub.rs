//! The dispatcher behind the sockets: each connection gets a bounded
//! outbox (a client that does not read is dropped, not buffered), and
//! computer turns (and the audits of rated moves, with what workers they
//! leave) are worked out on a fixed number of workers.

use std::collections::HashMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use tokio::sync::{Notify, Semaphore, mpsc};

use super::metrics::{Gauges, Metrics};
use crate::online::dispatch::ApiAnswer;
use crate::online::store::Store;
use crate::online::{ComputerJob, ConnId, Dispatcher, Output, Settings};
use crate::rules::Action;

/// Messages waiting for one connection; past this it is dropped. A view
/// is a few kB, so a connection costs at most this many of them.
pub const OUTBOX: usize = 32;

/// A connection's end of the hub: what to send, and a signal to stop.
pub struct Line {
    pub id: ConnId,
    pub outbox: mpsc::Receiver<Output>,
    pub kill: Arc<Notify>,
}

struct Sink {
    tx: mpsc::Sender<Output>,
    kill: Arc<Notify>,
}

pub struct Hub {
    core: Mutex<Dispatcher>,
    sinks: Mutex<HashMap<ConnId, Sink>>,
    workers: Arc<Semaphore>,
    metrics: Metrics,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic elsewhere must not take every room down with it.
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// Milliseconds since 1970: stored times mean the same after a restart.
pub fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

fn os_random(bytes: &mut [u8]) {
    getrandom::fill(bytes).expect("the operating system gives random bytes");
}

impl Hub {
    pub fn new(store: Box<dyn Store>, settings: Settings, workers: usize) -> Hub {
        Hub {
            core: Mutex::new(Dispatcher::new(store, Box::new(os_random), settings)),
            sinks: Mutex::new(HashMap::new()),
            workers: Arc::new(Semaphore::new(workers.max(1))),
            metrics: Metrics::default(),
        }
    }

    /// Stops: every room goes back to the store (its lease released) and
    /// every connection is closed.
    pub fn drain(&self) {
        self.with_core("a drain", Dispatcher::stop);
    }

    pub fn draining(&self) -> bool {
        lock(&self.core).draining()
    }

    pub fn metrics(&self) -> &Metrics {
        &self.metrics
    }

    /// What the dispatcher says of itself, for `/metrics`.
    pub fn gauges(&self) -> Gauges {
        let connections = lock(&self.sinks).len();
        let core = lock(&self.core);
        Gauges {
            connections,
            rooms_in_memory: core.rooms_in_memory(),
            waiting_here: core.waiting_here(),
            moves: core.moves_kept(),
            audits_waiting: core.audits_waiting(),
            audits_dropped: core.audits_dropped(),
        }
    }

    pub fn rooms_stored(&self) -> Result<usize, String> {
        lock(&self.core).rooms_stored()
    }

    /// A new connection; `relayed_in` when a server of the cluster relays
    /// it.
    pub fn connect(&self, address: &str, relayed_in: bool) -> Line {
        let (tx, outbox) = mpsc::channel(OUTBOX);
        let kill = Arc::new(Notify::new());
        let mut core = lock(&self.core);
        let id = core.connect_from(address, relayed_in);
        let sink = Sink {
            tx,
            kill: kill.clone(),
        };
        lock(&self.sinks).insert(id, sink);
        Line { id, outbox, kill }
    }

    pub fn receive(&self, id: ConnId, text: &str) {
        self.with_core("a message", |core| core.receive(id, text, now_ms()));
    }

    /// The cluster's secret, when this server is one of several.
    pub fn cluster_secret(&self) -> Option<String> {
        lock(&self.core).cluster().map(|c| c.secret.clone())
    }

    /// The addresses of the cluster's other live servers.
    pub fn peers(&self) -> Vec<String> {
        lock(&self.core)
            .cluster()
            .map(|c| c.peers.clone())
            .unwrap_or_default()
    }

    /// A relay could not reach the room's holder: the message is handled
    /// here.
    pub fn relay_failed(&self, id: ConnId, address: &str, text: &str) {
        self.with_core("a failed relay", |core| {
            core.relay_failed(id, address, text, now_ms())
        });
    }

    /// A family's leaderboard as JSON (`player`'s own line too, if given).
    pub fn leaderboard(&self, family: &str, player: Option<&str>, address: &str) -> ApiAnswer {
        self.with_core("a leaderboard", |core| {
            core.leaderboard(family, player, address, now_ms())
        })
    }

    /// A player's recent rated games as JSON.
    pub fn recent_games(&self, player: &str, address: &str) -> ApiAnswer {
        self.with_core("recent games", |core| {
            core.recent_games(player, address, now_ms())
        })
    }

    pub fn disconnect(&self, id: ConnId) {
        lock(&self.sinks).remove(&id);
        self.with_core("a disconnection", |core| core.disconnect(id, now_ms()));
    }

    /// Runs `f` on the dispatcher, then hands out what it said. A panic in
    /// `f` (a defect) is logged and goes no further: the connection that
    /// caused it and every other one carry on.
    fn with_core<R: Default>(&self, what: &str, f: impl FnOnce(&mut Dispatcher) -> R) -> R {
        let mut core = lock(&self.core);
        let start = Instant::now();
        let result = catch_unwind(AssertUnwindSafe(|| f(&mut core))).unwrap_or_else(|_| {
            eprintln!("tilemeld serve: handling {what} failed; carrying on");
            R::default()
        });
        self.deliver(&mut core);
        self.metrics.dispatched(what, start.elapsed());
        result
    }

    /// Hands out what the dispatcher said, still under its lock so every
    /// connection gets its messages in order. A full outbox ends its
    /// connection.
    fn deliver(&self, core: &mut Dispatcher) {
        for problem in core.drain_problems() {
            eprintln!("tilemeld serve: {problem}");
        }
        let mut sinks = lock(&self.sinks);
        for (id, output) in core.drain() {
            let Some(sink) = sinks.get(&id) else { continue };
            if sink.tx.try_send(output).is_err() {
                sink.kill.notify_one();
                sinks.remove(&id);
            }
        }
    }

    /// Does what is due in every room; computer turns go to the workers
    /// (at most as many at once as there are workers).
    pub fn tick(self: &Arc<Self>) {
        let capacity = self.workers.available_permits();
        // Moves of rated matches are audited on the workers the computers
        // leave free, taken under the same hold of the dispatcher.
        let (jobs, audits) = self.with_core("a tick", |core| {
            let jobs = core.tick(now_ms(), capacity);
            let audits = core.audits(capacity.saturating_sub(jobs.len()));
            (jobs, audits)
        });
        for job in jobs {
            let Ok(permit) = self.workers.clone().try_acquire_owned() else {
                // Not reached: only this ticker takes permits.
                self.finish(&job, Action::Draw);
                continue;
            };
            let hub = self.clone();
            tokio::task::spawn_blocking(move || {
                let action = catch_unwind(AssertUnwindSafe(|| job.run())).unwrap_or_else(|_| {
                    eprintln!("tilemeld serve: room {}: the computer failed", job.code);
                    Action::Draw
                });
                drop(permit);
                hub.finish(&job, action);
            });
        }
        for job in audits {
            // Not reached without a permit (as above); an audit is only
            // statistics, so it would be let go.
            let Ok(permit) = self.workers.clone().try_acquire_owned() else {
                continue;
            };
            let hub = self.clone();
            tokio::task::spawn_blocking(move || {
                let found = catch_unwind(AssertUnwindSafe(|| job.run())).unwrap_or_else(|_| {
                    eprintln!("tilemeld serve: room {}: an audit failed", job.code);
                    None
                });
                drop(permit);
                hub.with_core("an audit", |core| core.audited(found, now_ms()));
            });
        }
    }

    fn finish(&self, job: &ComputerJob, action: Action) {
        self.with_core("a computer's move", |core| {
            core.computer_done(job, action, now_ms())
        });
    }
}
