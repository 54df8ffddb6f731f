//! What the server does by itself on each tick: a turn whose time ran
//! out, the next round, computer turns (handed out as jobs, at most as
//! many as there are workers), rooms paused and evicted when nobody is
//! there, and rooms deleted past their retention.

use super::rated::unrated;
use super::{ComputerJob, Dispatcher, Entry, RETRY_AFTER_MS, SWEEP_MS, err};
use crate::online::protocol::{ErrorCode, SeatKind};
use crate::online::room::Due;
use crate::rules::Action;

impl Dispatcher {
    /// Does what is due in every room; returns at most `capacity`
    /// computer turns to work out.
    pub fn tick(&mut self, now: u64, capacity: usize) -> Vec<ComputerJob> {
        if self.draining {
            return Vec::new();
        }
        if self.keeps_house()
            && self
                .last_sweep
                .is_none_or(|t| now.saturating_sub(t) >= SWEEP_MS)
        {
            self.last_sweep = Some(now);
            self.sweep(now);
        }
        if now.saturating_sub(self.last_forget) >= 60_000 {
            self.last_forget = now;
            self.own_limits().forget_idle(now);
        }
        self.seat_due(now);
        self.run_events(now);
        if self.keeps_house() {
            self.wake_deadlines(now);
        }
        self.renew_leases(now);
        self.retry_waiting(now);
        let idle = self.settings.room_idle_ms;
        // A game over days stays while it has something to do now (its
        // computers' turns); it is read back for a turn's deadline. So does
        // an event's table: the event waits for it.
        let gone: Vec<String> = self
            .rooms
            .values()
            .filter(|e| !e.thinking && e.empty_since.is_some_and(|t| now.saturating_sub(t) >= idle))
            .filter(|e| !(never_waits(e) && e.room.due(now).is_some()))
            .map(|e| e.room.code.clone())
            .collect();
        for code in gone {
            if let Some(e) = self.rooms.remove(&code) {
                let why = err(ErrorCode::NoRoom, "nobody is playing this match now");
                self.drop_watchers(e.watchers, why);
            }
            self.let_go(&code);
        }
        // Only the rooms with something to do are taken out of the map.
        let codes: Vec<String> = self
            .rooms
            .values()
            .filter(|e| self.wants_upkeep(e, now))
            .map(|e| e.room.code.clone())
            .collect();
        let mut jobs = Vec::new();
        for code in codes {
            let _ = self.with_entry(&code, |d, e| {
                d.upkeep(e, now, &mut jobs, capacity);
                Ok(())
            });
        }
        jobs
    }

    /// Whether nobody has been in the room for long enough that it waits
    /// (a game over days never waits: its deadlines are the players'; nor
    /// does an event's table: the event waits for it).
    fn paused(&self, e: &Entry, now: u64) -> bool {
        !never_waits(e)
            && e.empty_since
                .is_some_and(|t| now.saturating_sub(t) >= self.settings.pause_after_ms)
    }

    /// Someone is back in a room: if it was paused, its turn starts afresh.
    pub(super) fn wake(&mut self, e: &mut Entry, now: u64) {
        let paused_at = e.empty_since.map(|t| t + self.settings.pause_after_ms);
        if self.paused(e, now)
            && let Some(g) = &mut e.room.game
        {
            // A tournament clock keeps what the turn had used before the
            // pause; a turn timer starts afresh.
            let used = match (&g.banks, paused_at) {
                (Some(_), Some(at)) => at.saturating_sub(g.turn_started),
                _ => 0,
            };
            g.turn_started = now.saturating_sub(used);
            if let Err(error) = self.store.restart_clock(&e.room.code, now) {
                self.problems
                    .push(format!("room {}: {}", e.room.code, error.message));
            }
        }
        e.empty_since = None;
    }

    fn wants_upkeep(&self, e: &Entry, now: u64) -> bool {
        !e.thinking
            && now >= e.retry_at
            && !self.paused(e, now)
            && (e.room.due(now).is_some() || unrated(e))
    }

    fn upkeep(&mut self, e: &mut Entry, now: u64, jobs: &mut Vec<ComputerJob>, capacity: usize) {
        if unrated(e) {
            self.rate_if_over(e, now);
            if unrated(e) {
                e.retry_at = now + RETRY_AFTER_MS;
            } else {
                self.broadcast(e, now);
            }
            return;
        }
        let Some(due) = e.room.due(now) else { return };
        let Some(g) = &e.room.game else { return };
        match due {
            Due::Timeout => {
                // An online player's turn reaches the server only when they
                // press Done: the table they leave is the one they found.
                let attempted = g.game.round.table.clone();
                self.server_action(e, Action::Timeout { attempted }, now);
            }
            Due::OutOfTime => {
                self.server_action(e, Action::OutOfTime, now);
            }
            Due::NextRound => {
                self.server_action(e, Action::NextRound, now);
            }
            Due::Computer { level, seed } => {
                let waited = now.saturating_sub(g.turn_started);
                if waited < self.settings.computer_delay_ms || jobs.len() >= capacity {
                    return;
                }
                e.thinking = true;
                jobs.push(ComputerJob {
                    code: e.room.code.clone(),
                    number: g.number,
                    seq: g.game.log.len(),
                    round: g.game.round.clone(),
                    level,
                    seed,
                });
            }
        }
    }

    /// A computer's turn that found no worker free: asked for again at a
    /// later tick.
    pub fn computer_not_now(&mut self, job: &ComputerJob) {
        if let Some(e) = self.rooms.get_mut(&job.code) {
            e.thinking = false;
        }
    }

    /// A computer's move worked out: played if the room is where it was.
    pub fn computer_done(&mut self, job: &ComputerJob, action: Action, now: u64) {
        let _ = self.with_entry(&job.code, |d, e| {
            e.thinking = false;
            let Some(g) = &e.room.game else { return Ok(()) };
            if g.number != job.number || g.game.log.len() != job.seq {
                return Ok(());
            }
            let seat = g.game.round.current;
            let human = e.room.seats[seat].kind == SeatKind::Human;
            if d.server_action(e, action, now)
                && human
                && let Some(last) = e.room.game.as_ref().and_then(|g| g.last.as_ref())
            {
                let away = &mut e.while_away[seat];
                if away.turns == 0 {
                    d.problems.push(format!(
                        "room {}: seat {seat}'s player is away; a computer plays for them",
                        e.room.code
                    ));
                }
                away.turns += 1;
                away.played += last.played.len() as u32;
                away.drew += last.drew as u32;
                d.keep_absence(e, seat, now);
            }
            Ok(())
        });
    }

    /// Deletes the rooms past their retention (those in memory too: their
    /// players are told).
    fn sweep(&mut self, now: u64) {
        let gone = match self.store.delete_expired(now, &self.settings.retention) {
            Ok(gone) => gone,
            Err(e) => {
                self.problems.push(format!("deleting old rooms: {e}"));
                return;
            }
        };
        for code in gone {
            let Some(e) = self.rooms.remove(&code) else {
                continue;
            };
            self.give_back_locally(&code);
            for id in e.conns.into_iter().flatten().chain(e.watchers) {
                self.kick(id, err(ErrorCode::NoRoom, "this room was closed"));
            }
        }
    }
}

/// A room played whether anyone is there: a game over days, an event's
/// table.
fn never_waits(e: &Entry) -> bool {
    e.room.over_days() || e.room.setup.event.is_some()
}
