//! How many of a process's PostgreSQL connections work at once. Each
//! dispatcher has its own connection, so one held up by a locked row holds
//! up only its rooms; but more calls running at once than the machine has
//! cores made PostgreSQL's own locks convoy when the cores were busy (a
//! backend preempted while holding one), and calls passed their 5 s.

use std::sync::{Condvar, Mutex};
use std::time::Instant;

pub struct Turns {
    free: Mutex<usize>,
    freed: Condvar,
}

/// A turn taken; given back when dropped.
pub struct Turn<'a>(&'a Turns);

impl Turns {
    pub fn new(at_once: usize) -> Turns {
        Turns {
            free: Mutex::new(at_once.max(1)),
            freed: Condvar::new(),
        }
    }

    /// Waits for a turn until `deadline`; none if it passes first.
    pub fn take(&self, deadline: Instant) -> Option<Turn<'_>> {
        let mut free = self.free.lock().unwrap_or_else(|p| p.into_inner());
        while *free == 0 {
            let left = deadline.checked_duration_since(Instant::now())?;
            free = self
                .freed
                .wait_timeout(free, left)
                .unwrap_or_else(|p| p.into_inner())
                .0;
        }
        *free -= 1;
        Some(Turn(self))
    }
}

impl Drop for Turn<'_> {
    fn drop(&mut self) {
        *self.0.free.lock().unwrap_or_else(|p| p.into_inner()) += 1;
        self.0.freed.notify_one();
    }
}
