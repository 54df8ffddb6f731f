//! Each own move of a rated match is audited for solver-assisted play
//! (`online::audit`): the dispatcher keeps the moves to audit, the network
//! layer works them out off the dispatcher (as it does computers' turns)
//! and hands back what each found, which goes to the player's figures in
//! the store. The queue is bounded: past it a move is not audited (the
//! figures are statistics; a burst must not cost the server memory).

use super::{Dispatcher, Entry};
use crate::online::audit::{AuditJob, Audited};

/// Moves waiting to be audited; past this, moves are not audited.
pub const AUDITS_WAITING: usize = 512;

impl Dispatcher {
    /// Keeps a rated seat's own move for auditing: the round as it found
    /// it, and the table it ended the turn with (`None`: a draw).
    pub(super) fn audit_later(
        &mut self,
        e: &Entry,
        seat: usize,
        round: crate::rules::Round,
        table: Option<Vec<Vec<crate::rules::TileId>>>,
        think_ms: u64,
    ) {
        let (Some(family), Some(player), Some(g)) = (
            e.room.setup.rated.clone(),
            e.room.seats[seat].player.clone(),
            e.room.game.as_ref(),
        ) else {
            return;
        };
        if self.audits.len() >= AUDITS_WAITING {
            self.audits_dropped += 1;
            return;
        }
        self.audits.push_back(AuditJob {
            player,
            family,
            code: e.room.code.clone(),
            number: g.number,
            think_ms,
            round,
            table,
        });
    }

    /// Up to `max` moves to audit.
    pub fn audits(&mut self, max: usize) -> Vec<AuditJob> {
        let n = max.min(self.audits.len());
        self.audits.drain(..n).collect()
    }

    /// What an audit found (`None`: the turn was obvious), for the
    /// player's figures. A store that fails is only logged.
    pub fn audited(&mut self, found: Option<Audited>, now: u64) {
        let Some(found) = found else { return };
        if let Err(e) = self.store.record_audit(&found, now) {
            self.problems.push(format!(
                "player {}: not audited: {}",
                found.player, e.message
            ));
        }
    }

    /// Moves waiting to be audited.
    pub fn audits_waiting(&self) -> usize {
        self.audits.len()
    }

    /// Moves not audited because the queue was full, since the start.
    pub fn audits_dropped(&self) -> u64 {
        self.audits_dropped
    }
}
