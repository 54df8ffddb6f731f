//! Several dispatchers in one process, each with its own rooms (and its
//! own thread, in the server): which of them holds each room in memory,
//! and a connection moved whole from one to another when it asks for a
//! room the other holds. Between processes a room is held by lease and a
//! connection is relayed; inside one, this directory says it at once and
//! nothing of the connection is lost on the way.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use super::leases::held_elsewhere;
use super::{Conn, ConnId, Dispatcher, Entry};
use crate::online::limits::Limits;
use crate::online::protocol::ServerError;

/// The rooms in memory in a process, by the dispatcher holding each.
#[derive(Debug, Default)]
pub struct LocalRooms {
    held: Mutex<HashMap<String, usize>>,
}

impl LocalRooms {
    fn held(&self) -> MutexGuard<'_, HashMap<String, usize>> {
        self.held.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Takes a room for dispatcher `me`, or says which other one has it.
    fn take(&self, code: &str, me: usize) -> Result<(), usize> {
        let mut held = self.held();
        match held.get(code) {
            Some(&other) if other != me => Err(other),
            _ => {
                held.insert(code.to_string(), me);
                Ok(())
            }
        }
    }

    fn holder(&self, code: &str) -> Option<usize> {
        self.held().get(code).copied()
    }

    fn give_back(&self, code: &str, me: usize) {
        let mut held = self.held();
        if held.get(code) == Some(&me) {
            held.remove(code);
        }
    }
}

/// What the dispatchers of one process share: the directory of rooms and
/// the limits per address (one address gets one allowance, whichever
/// dispatcher it reaches).
#[derive(Clone)]
pub struct Shard {
    pub index: usize,
    pub rooms: Arc<LocalRooms>,
    pub limits: Arc<Mutex<Limits>>,
    /// Counts the quick-match tables set with players waiting through a
    /// sibling: each looks for its players' word at its next tick, not
    /// at its next look at the queue.
    pub seated: Arc<AtomicU64>,
}

/// How a dispatcher of this process is named where a relay's address goes.
pub fn shard_address(index: usize) -> String {
    format!("shard:{index}")
}

/// The dispatcher of this process an address names, if it names one.
pub fn local_shard(address: &str) -> Option<usize> {
    address.strip_prefix("shard:")?.parse().ok()
}

/// A connection on its way to another dispatcher of the process: all it
/// was here (its address, the player it signed in as, the rooms it
/// opened), so it arrives as it left.
pub struct Departing(Conn);

impl Dispatcher {
    /// Makes this dispatcher one of a process's several.
    pub fn into_shard(mut self, shard: Shard) -> Dispatcher {
        self.limits = shard.limits.clone();
        self.shard = Some(shard);
        self
    }

    /// The dispatcher a connection is first given to, by its number.
    pub fn first_shard(id: ConnId, shards: usize) -> usize {
        (id % shards.max(1) as u64) as usize
    }

    /// A new connection numbered by the caller (who numbers them across
    /// the process's dispatchers).
    pub fn connect_as(&mut self, id: ConnId, address: &str, relayed_in: bool) {
        self.conns.insert(id, Conn::new(address, relayed_in));
    }

    /// Whether this dispatcher has the connection (it may have been handed
    /// to another).
    pub fn has_conn(&self, id: ConnId) -> bool {
        self.conns.contains_key(&id)
    }

    /// Takes out a connection that [`Dispatcher::relay`] sent to another
    /// dispatcher of the process (nothing of it stays here).
    pub fn hand_off(&mut self, id: ConnId) -> Option<Departing> {
        let mut conn = self.conns.remove(&id)?;
        conn.closing = false;
        Some(Departing(conn))
    }

    /// A connection another dispatcher of the process handed over.
    pub fn adopt(&mut self, id: ConnId, departing: Departing) {
        self.conns.insert(id, departing.0);
    }

    /// Puts the room `make` makes into this dispatcher's memory: taken in
    /// the process's directory first (held by a sibling: an error that
    /// relays there), and given back there if `make` fails.
    pub(super) fn admit_room(
        &mut self,
        code: &str,
        now: u64,
        make: impl FnOnce(&mut Self) -> Result<Entry, ServerError>,
    ) -> Result<(), ServerError> {
        self.take_locally(code, now)?;
        match make(self) {
            Ok(entry) => {
                self.rooms.insert(code.to_string(), entry);
                Ok(())
            }
            Err(e) => {
                self.give_back_locally(code);
                Err(e)
            }
        }
    }

    /// Whether this dispatcher may read a room into memory: no other one
    /// of the process holds it. If one does, the room is "held elsewhere"
    /// there, and [`Dispatcher::relay`] moves the connection to it.
    fn take_locally(&mut self, code: &str, now: u64) -> Result<(), ServerError> {
        let Some(shard) = &self.shard else {
            return Ok(());
        };
        shard.rooms.take(code, shard.index).map_err(|other| {
            self.held = Some((now, Some(shard_address(other))));
            held_elsewhere(code)
        })
    }

    /// The error that sends a message on to the sibling holding `code`'s
    /// room, when one holds it.
    pub(super) fn sibling_holds(&mut self, code: &str, now: u64) -> Option<ServerError> {
        let shard = self.shard.as_ref()?;
        let code = crate::online::protocol::normalise_code(code)?;
        let other = shard.rooms.holder(&code).filter(|&k| k != shard.index)?;
        self.held = Some((now, Some(shard_address(other))));
        Some(held_elsewhere(&code))
    }

    /// A room left this dispatcher's memory (or was never read in).
    pub(super) fn give_back_locally(&self, code: &str) {
        if let Some(shard) = &self.shard {
            shard.rooms.give_back(code, shard.index);
        }
    }

    /// Word was left for players who may be waiting through a sibling.
    pub(super) fn tell_siblings(&self) {
        if let Some(shard) = &self.shard {
            shard.seated.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// Whether a sibling set a table since this dispatcher last looked.
    pub(super) fn sibling_seated(&mut self) -> bool {
        let Some(shard) = &self.shard else {
            return false;
        };
        let now = shard.seated.load(Ordering::Relaxed);
        std::mem::replace(&mut self.seen_seated, now) != now
    }

    /// Whether this dispatcher does the work of the whole process (rooms
    /// past their retention, games over days whose turn ran out,
    /// quick-match waits that are over, saying the process is alive): the
    /// first of several, or the only one.
    pub(super) fn keeps_house(&self) -> bool {
        self.shard.as_ref().is_none_or(|s| s.index == 0)
    }

    /// Whether a relay's address names a dispatcher of this process.
    pub(super) fn is_sibling(&self, address: &str) -> bool {
        self.shard.is_some() && local_shard(address).is_some()
    }
}
