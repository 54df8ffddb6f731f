//! Rooms held by lease when servers share a store: a room is read into
//! memory only once this server holds it, its lease is renewed while it
//! is here, given back when it leaves memory, and a room whose lease
//! another server took is dropped (its connections are told). A player
//! resuming a room whose server died waits here until that server's lease
//! lapses, then the room is read back from its log and played on.

use super::{ConnId, Dispatcher, Output, err};
use crate::online::protocol::{ClientMsg, ErrorCode, ServerError, ServerMsg};
use crate::online::store::{Claim, LEASE_MS, RENEW_EVERY_MS};

/// A resume waiting for another server's lease to lapse.
#[derive(Debug, Clone)]
pub(super) struct Waiting {
    pub code: String,
    pub token: String,
    /// When to try again, and when to give up.
    pub retry_at: u64,
    pub give_up_at: u64,
}

/// How long a resume waits for a room held by another server: past one
/// whole lease, the holder is alive and renewing.
pub const WAIT_FOR_LEASE_MS: u64 = LEASE_MS + RENEW_EVERY_MS;

/// The resume a waiting connection asked for, as it would send it.
fn resume_text(w: &Waiting) -> String {
    let msg = ClientMsg::Resume {
        code: w.code.clone(),
        token: w.token.clone(),
    };
    serde_json::to_string(&msg).unwrap_or_default()
}

pub(super) fn held_elsewhere(code: &str) -> ServerError {
    err(
        ErrorCode::OtherServer,
        format!("room {code} is being played through another server"),
    )
}

impl Dispatcher {
    /// Takes the room's lease, or says who holds it.
    pub(super) fn claim(&mut self, code: &str, now: u64) -> Result<(), ServerError> {
        match self.store.claim(code, now)? {
            Claim::Mine => Ok(()),
            Claim::Held { until, address, .. } => {
                self.held = Some((until, address));
                Err(held_elsewhere(code))
            }
        }
    }

    /// A resume refused because another server held the room: it is tried
    /// again when that server's lease runs out, until `give_up_at` (a
    /// first wait: one lease and a renewal from now).
    pub(super) fn wait_for_lease(
        &mut self,
        id: ConnId,
        code: &str,
        token: &str,
        give_up_at: Option<u64>,
        now: u64,
    ) {
        let give_up_at = give_up_at.unwrap_or(now + WAIT_FOR_LEASE_MS);
        let held_until = self.held.take().map_or(now, |h| h.0);
        let waiting = Waiting {
            code: code.to_string(),
            token: token.to_string(),
            retry_at: held_until.clamp(now + 1, give_up_at.max(now + 1)),
            give_up_at,
        };
        self.waiting.insert(id, waiting);
    }

    /// Resumes whose wait is over are tried again; one still refused
    /// after its time is told the room is elsewhere.
    pub(super) fn retry_waiting(&mut self, now: u64) {
        let due: Vec<ConnId> = self
            .waiting
            .iter()
            .filter(|(_, w)| w.retry_at <= now)
            .map(|(id, _)| *id)
            .collect();
        for id in due {
            let Some(w) = self.waiting.remove(&id) else {
                continue;
            };
            match self.resume(id, &w.code, &w.token, now) {
                Err(e)
                    if e.code == ErrorCode::OtherServer
                        && self.relay(id, &resume_text(&w), now) => {}
                Err(e) if e.code == ErrorCode::OtherServer && now < w.give_up_at => {
                    self.wait_for_lease(id, &w.code, &w.token, Some(w.give_up_at), now);
                }
                Err(e) => self.send(id, &ServerMsg::Error(e.answering_type("resume"))),
                Ok(()) => {}
            }
        }
    }

    /// A message that asked for a room another server holds goes to that
    /// server, when it is alive and known; false when it is not (then the
    /// message is answered here).
    pub(super) fn relay(&mut self, id: ConnId, text: &str, now: u64) -> bool {
        let address = self.held.as_ref().and_then(|h| h.1.clone());
        let unreachable = |a: &String| self.unreachable.get(a).is_some_and(|&t| t > now);
        // One hop at most between servers, and never to this server itself
        // (a holder that was this server before a restart still has its
        // address). A dispatcher of this process is no hop.
        let relayed_in = self.conns.get(&id).is_some_and(|c| c.relayed_in);
        let ours = |a: &String| self.settings.advertise.as_ref() == Some(a);
        let Some(address) = address.filter(|a| {
            self.is_sibling(a) || (!self.no_relay && !relayed_in && !unreachable(a) && !ours(a))
        }) else {
            return false;
        };
        self.held = None;
        // The connection is the holder's from now on: nothing of it stays
        // here (no seat kept connected, no watching, no waiting).
        self.waiting.remove(&id);
        self.unwatch(id);
        self.detach(id, now);
        self.unqueue_closed(id);
        if let Some(c) = self.conns.get_mut(&id) {
            c.closing = true;
        }
        let text = text.to_string();
        self.outbox.push((id, Output::Relay { address, text }));
        true
    }

    /// Renews the leases of the rooms in memory (every few seconds), and
    /// drops the rooms another server took. A server with an address for
    /// relays says it is alive, and learns the cluster (its first
    /// dispatcher, for the process).
    pub(super) fn renew_leases(&mut self, now: u64) {
        if now.saturating_sub(self.last_renew) < RENEW_EVERY_MS {
            return;
        }
        self.last_renew = now;
        if let Some(address) = self
            .settings
            .advertise
            .clone()
            .filter(|_| self.keeps_house())
        {
            match self.store.announce(&address, now) {
                Ok(cluster) => self.cluster = cluster,
                Err(e) => self.problems.push(format!("announcing: {}", e.message)),
            }
        }
        let codes: Vec<String> = self.rooms.keys().cloned().collect();
        let lost = match self.store.renew(&codes, now) {
            Ok(lost) => lost,
            Err(e) => {
                self.problems
                    .push(format!("renewing leases: {}", e.message));
                return;
            }
        };
        for code in lost {
            self.problems
                .push(format!("room {code}: another server took it"));
            let Some(e) = self.rooms.remove(&code) else {
                continue;
            };
            self.give_back_locally(&code);
            for id in e.conns.into_iter().flatten() {
                self.kick(id, held_elsewhere(&code));
            }
            for id in e.watchers {
                self.kick(id, held_elsewhere(&code));
            }
        }
    }

    /// The server is stopping: every room leaves memory (all of it is in
    /// the store already) and its lease goes back at once, so another
    /// server of the cluster takes it the moment a player comes back
    /// there; every connection is closed (the game reconnects by itself).
    /// From now on nothing is taken in.
    pub fn stop(&mut self) {
        self.draining = true;
        let codes: Vec<String> = self.rooms.drain().map(|(code, _)| code).collect();
        for code in codes {
            self.let_go(&code);
        }
        let conns: Vec<ConnId> = self.conns.keys().copied().collect();
        for id in conns {
            if let Some(c) = self.conns.get_mut(&id) {
                c.seat = None;
                c.closing = true;
            }
            self.outbox.push((id, Output::Close));
        }
    }

    /// Whether the server is stopping ([`Dispatcher::stop`]).
    pub fn draining(&self) -> bool {
        self.draining
    }

    /// A room left memory: its lease goes back.
    pub(super) fn let_go(&mut self, code: &str) {
        self.give_back_locally(code);
        if let Err(e) = self.store.release(code) {
            self.problems.push(format!(
                "room {code}: its lease stays until it runs out: {}",
                e.message
            ));
        }
    }
}
