//! How many of a process's PostgreSQL calls work at once. Each dispatcher
//! has its own connection, so one held up by a locked row holds up only
//! its rooms. But calls running side by side on busy cores made
//! PostgreSQL's own locks convoy (a backend preempted while holding one):
//! with two CPU-bound processes beside the load bench, the p99 of a move
//! was 0.6 s with one call at a time, 1.0-1.9 s with two, 4.5 s with
//! four (and 1.2 s with one that let others by after 50 ms). So as many
//! calls work at once as there are cores; a call that has waited
//! `PATIENCE` for its answer (most likely on a locked row) stops counting,
//! so that two locked rows do not stop the whole process.

use std::sync::{Condvar, Mutex};
use std::time::{Duration, Instant};

/// A call taking longer than this no longer counts as working.
pub const PATIENCE: Duration = Duration::from_millis(50);

pub struct Turns {
    at_once: usize,
    /// The calls running: a number for each, and when it began.
    running: Mutex<Running>,
    freed: Condvar,
}

#[derive(Default)]
struct Running {
    next: u64,
    calls: Vec<(u64, Instant)>,
}

/// A turn taken; given back when dropped.
pub struct Turn<'a> {
    turns: &'a Turns,
    number: u64,
}

impl Turns {
    pub fn new(at_once: usize) -> Turns {
        Turns {
            at_once: at_once.max(1),
            running: Mutex::new(Running::default()),
            freed: Condvar::new(),
        }
    }

    /// Waits for a turn until `deadline`; none if it passes first.
    pub fn take(&self, deadline: Instant) -> Option<Turn<'_>> {
        let mut running = crate::server::shard::lock(&self.running);
        loop {
            let now = Instant::now();
            let working = running
                .calls
                .iter()
                .map(|&(_, began)| began)
                .filter(|&began| now.duration_since(began) < PATIENCE);
            let oldest = working.clone().min();
            if working.count() < self.at_once {
                let number = running.next;
                running.next += 1;
                running.calls.push((number, now));
                return Some(Turn {
                    turns: self,
                    number,
                });
            }
            // Wait for a turn given back, or the first working call to
            // run out of patience.
            let patience_out = oldest.map_or(deadline, |b| b + PATIENCE);
            let wait = patience_out.min(deadline).checked_duration_since(now)?;
            running = self
                .freed
                .wait_timeout(running, wait)
                .unwrap_or_else(|p| p.into_inner())
                .0;
        }
    }
}

impl Drop for Turn<'_> {
    fn drop(&mut self) {
        let mut running = crate::server::shard::lock(&self.turns.running);
        running.calls.retain(|&(n, _)| n != self.number);
        drop(running);
        self.turns.freed.notify_one();
    }
}
