//! One dispatcher on a thread of its own, fed by a channel: the rooms it
//! holds are judged and kept there, so a store call that hangs (a row
//! locked in PostgreSQL, a slow disk) holds up only that dispatcher's
//! rooms. Nothing async ever waits on it: the sockets post commands and
//! read their outboxes, and what it says goes straight into those.

use std::collections::HashMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use tokio::runtime::Handle;
use tokio::sync::{Notify, OwnedSemaphorePermit, Semaphore, mpsc, oneshot};

use super::metrics::Metrics;
use crate::online::audit::Audited;
use crate::online::dispatch::{ApiAnswer, Departing};
use crate::online::store::Cluster;
use crate::online::{ComputerJob, ConnId, Dispatcher, Output};
use crate::rules::Action;

/// How often a dispatcher does what is due in its rooms.
const TICK: Duration = Duration::from_millis(100);

/// Milliseconds since 1970: stored times mean the same after a restart.
pub fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

pub fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic elsewhere must not take every room down with it.
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// What a dispatcher is asked to do.
pub enum Command {
    Connect {
        id: ConnId,
        address: String,
        relayed_in: bool,
    },
    Receive {
        id: ConnId,
        text: String,
        /// When the socket posted it (the wait in the queue is measured).
        posted: Instant,
    },
    Disconnect(ConnId),
    RelayFailed {
        id: ConnId,
        address: String,
        text: String,
    },
    /// Move a connection to dispatcher `to`, which then reads `text`.
    HandOff {
        id: ConnId,
        to: usize,
        text: String,
        done: oneshot::Sender<()>,
    },
    Adopt {
        id: ConnId,
        conn: Departing,
        text: String,
    },
    ComputerDone(ComputerJob, Action),
    Audited(Option<Audited>),
    /// Another server seated these players (`None`: perhaps some, unsaid).
    Seated(Option<Vec<String>>),
    Ask(Question),
    Drain(oneshot::Sender<()>),
}

/// What a dispatcher is asked and answers.
pub enum Question {
    Leaderboard {
        family: String,
        player: Option<String>,
        address: String,
        reply: oneshot::Sender<ApiAnswer>,
    },
    RecentGames {
        player: String,
        address: String,
        reply: oneshot::Sender<ApiAnswer>,
    },
    /// The list of events (no id) or one event.
    Events {
        id: Option<String>,
        address: String,
        reply: oneshot::Sender<ApiAnswer>,
    },
    RoomsStored(oneshot::Sender<Result<usize, String>>),
    Alive(oneshot::Sender<()>),
}

/// A connection's outbox and the signal that ends it.
pub struct Sink {
    pub tx: mpsc::Sender<Output>,
    pub kill: Arc<Notify>,
}

/// One dispatcher's channel, and how many messages wait in it.
pub struct Inbox {
    pub tx: Sender<Command>,
    pub messages: AtomicUsize,
}

/// What one dispatcher says of itself after each piece of work.
#[derive(Default)]
pub struct ShardGauges {
    pub rooms_in_memory: AtomicUsize,
    pub waiting_here: AtomicUsize,
    pub moves: AtomicU64,
    pub audits_waiting: AtomicUsize,
    pub audits_dropped: AtomicU64,
}

/// What the dispatchers and the sockets share.
pub struct Post {
    pub sinks: Mutex<HashMap<ConnId, Sink>>,
    /// The dispatcher each connection is with.
    pub routes: Mutex<HashMap<ConnId, usize>>,
    pub inboxes: Vec<Inbox>,
    pub gauges: Vec<ShardGauges>,
    /// Threads for computers and audits, each dispatcher its own share.
    pub workers: Vec<Arc<Semaphore>>,
    pub metrics: Metrics,
    /// The cluster as the first dispatcher last learnt it.
    pub cluster: Mutex<Option<Cluster>>,
    pub draining: AtomicBool,
}

impl Post {
    /// Hands a command to dispatcher `k` (false if its thread is gone).
    pub fn post(&self, k: usize, command: Command) -> bool {
        self.inboxes
            .get(k)
            .is_some_and(|inbox| inbox.tx.send(command).is_ok())
    }

    /// Posts a player's message to dispatcher `k`, counted in its inbox
    /// (the dispatcher counts it out when it takes it).
    pub fn post_message(&self, k: usize, id: ConnId, text: String) -> bool {
        self.forward_message(k, id, text, Instant::now())
    }

    fn forward_message(&self, k: usize, id: ConnId, text: String, posted: Instant) -> bool {
        self.inboxes[k].messages.fetch_add(1, Ordering::Relaxed);
        self.post(k, Command::Receive { id, text, posted })
    }

    pub fn route(&self, id: ConnId) -> Option<usize> {
        lock(&self.routes).get(&id).copied()
    }
}

/// A dispatcher's thread.
pub struct Shard {
    pub index: usize,
    pub core: Dispatcher,
    pub post: Arc<Post>,
    pub runtime: Handle,
}

impl Shard {
    /// Takes commands until the process ends; does what is due every tick.
    pub fn run(mut self, inbox: Receiver<Command>) {
        let mut next_tick = Instant::now();
        loop {
            let wait = next_tick.saturating_duration_since(Instant::now());
            match inbox.recv_timeout(wait) {
                Ok(command) => self.handle(command),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return,
            }
            if Instant::now() >= next_tick {
                self.tick();
                next_tick = Instant::now() + TICK;
            }
        }
    }

    fn handle(&mut self, command: Command) {
        match command {
            Command::Connect {
                id,
                address,
                relayed_in,
            } => self.core.connect_as(id, &address, relayed_in),
            Command::Receive { id, text, posted } => {
                self.post.inboxes[self.index]
                    .messages
                    .fetch_sub(1, Ordering::Relaxed);
                match self.handed_to(id) {
                    Some(k) => {
                        self.post.forward_message(k, id, text, posted);
                    }
                    None => {
                        self.post.metrics.waited.observe(posted.elapsed());
                        self.dispatch("a message", |core| core.receive(id, &text, now_ms()));
                    }
                }
            }
            Command::Disconnect(id) => match self.handed_to(id) {
                Some(k) => {
                    self.post.post(k, Command::Disconnect(id));
                }
                None => {
                    lock(&self.post.routes).remove(&id);
                    self.dispatch("a disconnection", |core| core.disconnect(id, now_ms()));
                }
            },
            Command::RelayFailed { id, address, text } => {
                self.dispatch("a failed relay", |core| {
                    core.relay_failed(id, &address, &text, now_ms())
                });
            }
            Command::HandOff { id, to, text, done } => {
                self.hand_off(id, to, text);
                let _ = done.send(());
            }
            Command::Adopt { id, conn, text } => {
                self.core.adopt(id, conn);
                self.dispatch("a message", |core| core.receive(id, &text, now_ms()));
            }
            Command::ComputerDone(job, action) => {
                self.dispatch("a computer's move", |core| {
                    core.computer_done(&job, action, now_ms())
                });
            }
            Command::Audited(found) => {
                self.dispatch("an audit", |core| core.audited(found, now_ms()));
            }
            Command::Seated(players) => {
                self.dispatch("word of a seating", |core| {
                    core.seated_elsewhere(players.as_deref(), now_ms())
                });
            }
            Command::Ask(question) => self.answer(question),
            Command::Drain(done) => {
                self.dispatch("a drain", Dispatcher::stop);
                let _ = done.send(());
            }
        }
        self.publish();
    }

    /// The dispatcher a connection was handed on to, if it was: what was
    /// posted here for it before the hand-over was known goes after it.
    fn handed_to(&self, id: ConnId) -> Option<usize> {
        if self.core.has_conn(id) {
            return None;
        }
        self.post.route(id).filter(|&k| k != self.index)
    }

    fn hand_off(&mut self, id: ConnId, to: usize, text: String) {
        let Some(conn) = self.core.hand_off(id) else {
            return;
        };
        self.post.metrics.handoffs.fetch_add(1, Ordering::Relaxed);
        lock(&self.post.routes).insert(id, to);
        self.post.post(to, Command::Adopt { id, conn, text });
    }

    fn answer(&mut self, question: Question) {
        match question {
            Question::Leaderboard {
                family,
                player,
                address,
                reply,
            } => {
                let answer = self.dispatch("a message", |core| {
                    core.leaderboard(&family, player.as_deref(), &address, now_ms())
                });
                let _ = reply.send(answer);
            }
            Question::RecentGames {
                player,
                address,
                reply,
            } => {
                let answer = self.dispatch("a message", |core| {
                    core.recent_games(&player, &address, now_ms())
                });
                let _ = reply.send(answer);
            }
            Question::Events { id, address, reply } => {
                let answer = self.dispatch("a message", |core| {
                    core.events_api(id.as_deref(), &address, now_ms())
                });
                let _ = reply.send(answer);
            }
            Question::RoomsStored(reply) => {
                let _ = reply.send(self.core.rooms_stored());
            }
            Question::Alive(reply) => {
                let _ = reply.send(());
            }
        }
    }

    /// Runs `f` on the dispatcher, then hands out what it said. A panic in
    /// `f` (a defect) is logged and goes no further: the connection that
    /// caused it and every other one carry on.
    fn dispatch<R: Default>(&mut self, what: &str, f: impl FnOnce(&mut Dispatcher) -> R) -> R {
        let start = Instant::now();
        let result = catch_unwind(AssertUnwindSafe(|| f(&mut self.core))).unwrap_or_else(|_| {
            eprintln!("tilemeld serve: handling {what} failed; carrying on");
            R::default()
        });
        // The gauges and the timing are written before anyone is told the
        // outcome, so whoever reads the metrics after an answer sees it.
        self.post.metrics.dispatched(what, start.elapsed());
        self.publish();
        self.deliver();
        result
    }

    /// Hands out what the dispatcher said, in order. A full outbox ends
    /// its connection.
    fn deliver(&mut self) {
        for problem in self.core.drain_problems() {
            eprintln!("tilemeld serve: {problem}");
        }
        let out = self.core.drain();
        if out.is_empty() {
            return;
        }
        let mut sinks = lock(&self.post.sinks);
        for (id, output) in out {
            let Some(sink) = sinks.get(&id) else { continue };
            if sink.tx.try_send(output).is_err() {
                sink.kill.notify_one();
                sinks.remove(&id);
            }
        }
    }

    /// Runs `work` on a worker thread, holding `permit`, and posts its
    /// answer back to this dispatcher.
    fn on_worker(
        &self,
        permit: OwnedSemaphorePermit,
        work: impl FnOnce() -> Command + Send + 'static,
    ) {
        let (post, index) = (self.post.clone(), self.index);
        self.runtime.spawn_blocking(move || {
            let done = work();
            drop(permit);
            post.post(index, done);
        });
    }

    fn publish(&self) {
        let g = &self.post.gauges[self.index];
        let core = &self.core;
        g.rooms_in_memory
            .store(core.rooms_in_memory(), Ordering::Relaxed);
        g.waiting_here.store(core.waiting_here(), Ordering::Relaxed);
        g.moves.store(core.moves_kept(), Ordering::Relaxed);
        g.audits_waiting
            .store(core.audits_waiting(), Ordering::Relaxed);
        g.audits_dropped
            .store(core.audits_dropped(), Ordering::Relaxed);
    }

    /// Does what is due in every room; computer turns and audits go to
    /// this dispatcher's share of the workers.
    fn tick(&mut self) {
        let workers = self.post.workers[self.index].clone();
        let capacity = workers.available_permits();
        let (jobs, audits) = self.dispatch("a tick", |core| {
            let jobs = core.tick(now_ms(), capacity);
            let audits = core.audits(capacity.saturating_sub(jobs.len()));
            (jobs, audits)
        });
        for job in jobs {
            // Only this thread takes this share's permits: one is free.
            let Ok(permit) = workers.clone().try_acquire_owned() else {
                self.core.computer_not_now(&job);
                continue;
            };
            self.on_worker(permit, move || {
                let action = catch_unwind(AssertUnwindSafe(|| job.run())).unwrap_or_else(|_| {
                    eprintln!("tilemeld serve: room {}: the computer failed", job.code);
                    Action::Draw
                });
                Command::ComputerDone(job, action)
            });
        }
        for job in audits {
            // An audit is only statistics: without a worker it is let go.
            let Ok(permit) = workers.clone().try_acquire_owned() else {
                continue;
            };
            self.on_worker(permit, move || {
                let found = catch_unwind(AssertUnwindSafe(|| job.run())).unwrap_or_else(|_| {
                    eprintln!("tilemeld serve: room {}: an audit failed", job.code);
                    None
                });
                Command::Audited(found)
            });
        }
        if self.index == 0 {
            let mut known = lock(&self.post.cluster);
            if known.as_ref() != self.core.cluster() {
                *known = self.core.cluster().cloned();
            }
        }
        self.publish();
    }
}
