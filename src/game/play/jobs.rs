//! Work that must not hold up a frame (the computers' thinking, hints, the
//! missed-play analysis): on another thread natively, in small steps inside
//! frames where there is only one thread (the browser).

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

/// How jobs run: on another thread, or in small steps inside frames.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ThinkingMode {
    Threaded,
    Stepped,
}

impl Default for ThinkingMode {
    fn default() -> Self {
        if cfg!(target_arch = "wasm32") {
            ThinkingMode::Stepped
        } else {
            ThinkingMode::Threaded
        }
    }
}

/// Time a frame gives each stepped job, in seconds. Half a 60 Hz frame: a
/// step is at most one solver call (p99 6-15 ms natively in `cargo bench
/// --bench solver -- --turns`, so a large table's solve can still cost a
/// frame), and Hard's decisions, bounded by the solver's work, take at most
/// about 120 ms of solving natively, which this spreads over a few frames.
/// Zero makes one step a frame (tests that must replay exactly).
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct StepBudget(pub f64);

impl Default for StepBudget {
    fn default() -> Self {
        StepBudget(0.008)
    }
}

/// One step of a job: `None` while it is not done.
pub type Step<T> = Box<dyn FnMut() -> Option<T> + Send + Sync>;

/// A job under way.
pub enum Job<T> {
    Task(Task<T>),
    Steps(Step<T>),
}

impl<T: Send + 'static> Job<T> {
    /// Starts a job made of steps; threaded, it runs them all on another thread.
    pub fn start(mode: ThinkingMode, mut step: Step<T>) -> Job<T> {
        match mode {
            ThinkingMode::Threaded => Job::Task(AsyncComputeTaskPool::get().spawn(async move {
                loop {
                    if let Some(done) = step() {
                        break done;
                    }
                }
            })),
            ThinkingMode::Stepped => Job::Steps(step),
        }
    }

    /// The result once the job is done. A stepped job works until this
    /// frame's budget for it is spent.
    pub fn poll(&mut self, budget: StepBudget) -> Option<T> {
        match self {
            Job::Task(task) => check_ready(task),
            Job::Steps(step) => {
                let start = web_time::Instant::now();
                loop {
                    if let Some(done) = step() {
                        break Some(done);
                    }
                    if start.elapsed().as_secs_f64() >= budget.0 {
                        break None;
                    }
                }
            }
        }
    }
}
