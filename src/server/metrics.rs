//! What a server counts of itself, and the page `/metrics` shows of it in
//! Prometheus' text format (served by `operating`).

use std::fmt::Write as _;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// The dispatcher's work, by kind, in the order they are shown.
pub const KINDS: [&str; 7] = [
    "a message",
    "a disconnection",
    "a tick",
    "a computer's move",
    "an audit",
    "a failed relay",
    "a drain",
];

/// Upper bounds of the histograms' buckets, in seconds.
const BUCKETS: [f64; 14] = [
    0.000_1, 0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0, 2.5, 5.0,
];

/// A histogram of durations (Prometheus' cumulative buckets are summed
/// when shown).
#[derive(Default)]
pub struct Histogram {
    buckets: [AtomicU64; BUCKETS.len()],
    over: AtomicU64,
    count: AtomicU64,
    sum_micros: AtomicU64,
}

impl Histogram {
    pub fn observe(&self, took: Duration) {
        let secs = took.as_secs_f64();
        match BUCKETS.iter().position(|&b| secs <= b) {
            Some(i) => self.buckets[i].fetch_add(1, Ordering::Relaxed),
            None => self.over.fetch_add(1, Ordering::Relaxed),
        };
        self.count.fetch_add(1, Ordering::Relaxed);
        self.sum_micros
            .fetch_add(took.as_micros() as u64, Ordering::Relaxed);
    }

    /// The histogram's lines; `labels` as `key="value"`, or none.
    fn write(&self, out: &mut String, name: &str, labels: &str) {
        let (before_le, own) = if labels.is_empty() {
            (String::new(), String::new())
        } else {
            (format!("{labels},"), format!("{{{labels}}}"))
        };
        let mut seen = 0;
        for (i, bound) in BUCKETS.iter().enumerate() {
            seen += self.buckets[i].load(Ordering::Relaxed);
            let _ = writeln!(out, "{name}_bucket{{{before_le}le=\"{bound}\"}} {seen}");
        }
        let count = self.count.load(Ordering::Relaxed);
        let _ = writeln!(out, "{name}_bucket{{{before_le}le=\"+Inf\"}} {count}");
        let sum = self.sum_micros.load(Ordering::Relaxed) as f64 / 1e6;
        let _ = writeln!(out, "{name}_sum{own} {sum}");
        let _ = writeln!(out, "{name}_count{own} {count}");
    }
}

/// What the network layer counts itself.
#[derive(Default)]
pub struct Metrics {
    /// The dispatchers' time for each kind of work, store calls included.
    pub dispatch: [Histogram; KINDS.len()],
    /// How long players' messages waited for their dispatcher.
    pub waited: Histogram,
    /// Connections relayed to another server of the cluster.
    pub relays: AtomicU64,
    /// Players told to reconnect through the proxy to the server holding
    /// their room, instead of being relayed there.
    pub routed: AtomicU64,
    /// Players' messages taken in (relayed ones on the server that holds
    /// their room), and those carried on to another server.
    pub messages: AtomicU64,
    pub relayed: AtomicU64,
    /// Connections moved to another dispatcher of this process.
    pub handoffs: AtomicU64,
    /// Connections admitted, and turned away.
    pub accepted: AtomicU64,
    pub refused: AtomicU64,
}

impl Metrics {
    pub fn dispatched(&self, what: &str, took: Duration) {
        if let Some(i) = KINDS.iter().position(|k| *k == what) {
            self.dispatch[i].observe(took);
        }
    }
}

/// What the dispatcher says of itself when asked.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Gauges {
    pub connections: usize,
    pub rooms_in_memory: usize,
    pub waiting_here: usize,
    pub moves: u64,
    pub audits_waiting: usize,
    pub audits_dropped: u64,
}

fn metric(out: &mut String, name: &str, kind: &str, help: &str, value: impl std::fmt::Display) {
    let _ = writeln!(
        out,
        "# HELP {name} {help}\n# TYPE {name} {kind}\n{name} {value}"
    );
}

/// The page `/metrics` serves.
pub fn render(m: &Metrics, g: &Gauges) -> String {
    let mut out = String::new();
    let gauges: [(&str, &str, &str, u64); 6] = [
        (
            "tilemeld_connections",
            "gauge",
            "Open WebSocket connections.",
            g.connections as u64,
        ),
        (
            "tilemeld_rooms_in_memory",
            "gauge",
            "Rooms in memory (each one's lease held, on a shared store).",
            g.rooms_in_memory as u64,
        ),
        (
            "tilemeld_queue_waiting_here",
            "gauge",
            "Players waiting for a quick match through this process.",
            g.waiting_here as u64,
        ),
        (
            "tilemeld_moves_total",
            "counter",
            "Moves kept (players', computers', timeouts').",
            g.moves,
        ),
        (
            "tilemeld_audits_waiting",
            "gauge",
            "Rated moves waiting to be audited.",
            g.audits_waiting as u64,
        ),
        (
            "tilemeld_audits_dropped_total",
            "counter",
            "Rated moves not audited: the queue was full.",
            g.audits_dropped,
        ),
    ];
    for (name, kind, help, value) in gauges {
        metric(&mut out, name, kind, help, value);
    }
    counters(&mut out, m);
    histograms(&mut out, m);
    out
}

fn counters(out: &mut String, m: &Metrics) {
    let counters = [
        (
            "tilemeld_relays_total",
            "Connections relayed to another process.",
            &m.relays,
        ),
        (
            "tilemeld_routed_total",
            "Players sent through the proxy to the process holding their room.",
            &m.routed,
        ),
        (
            "tilemeld_messages_total",
            "Players' messages taken in (a relayed one by the process holding its room).",
            &m.messages,
        ),
        (
            "tilemeld_relayed_messages_total",
            "Players' messages carried on to the process holding their room.",
            &m.relayed,
        ),
        (
            "tilemeld_handoffs_total",
            "Connections moved to the dispatcher of this process holding their room.",
            &m.handoffs,
        ),
        (
            "tilemeld_accepted_total",
            "Connections admitted.",
            &m.accepted,
        ),
        (
            "tilemeld_refused_total",
            "Connections turned away (an address or the server full).",
            &m.refused,
        ),
    ];
    for (name, help, value) in counters {
        metric(out, name, "counter", help, value.load(Ordering::Relaxed));
    }
}

fn histograms(out: &mut String, m: &Metrics) {
    let name = "tilemeld_dispatch_seconds";
    let _ = writeln!(
        out,
        "# HELP {name} Time the dispatcher took, by work, its store calls included.\n# TYPE {name} histogram"
    );
    for (kind, h) in KINDS.iter().zip(&m.dispatch) {
        let label = kind
            .trim_start_matches("a ")
            .trim_start_matches("an ")
            .replace([' ', '\''], "_");
        h.write(out, name, &format!("work=\"{label}\""));
    }
    let name = "tilemeld_queue_wait_seconds";
    let _ = writeln!(
        out,
        "# HELP {name} Time a player's message waited for its dispatcher.\n# TYPE {name} histogram"
    );
    m.waited.write(out, name, "");
}
