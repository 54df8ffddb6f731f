//! The events' runner. The dispatcher that keeps house takes each live
//! event's next step when it is due (the first round, the next once every
//! table is done, the arena's free players seated, the end), chooses a
//! room code for each new table and keeps the event, then opens the rooms
//! and seats the players connected here (the others find their table in
//! their games). A table's room, when its match ends on whatever server
//! plays it, gives its result to the event.
//!
//! The event is the truth: its step is one versioned write before any room
//! opens, and a table whose room is missing (a server killed between the
//! two) is opened from it at the next check, with the same deal.

use super::{ConnId, Dispatcher, Entry, err};
use crate::ai::Level;
use crate::online::dispatch::QUICK_TURN_SECS;
use crate::online::events::event::{Event, EventKind, EventTable, TableResult};
use crate::online::protocol::{ErrorCode, RoomSetup, SeatKind, ServerError, ServerMsg};
use crate::online::room::Room;

/// How often the runner looks at the live events.
pub const EVENTS_CHECK_MS: u64 = 1_000;
/// Steps one check takes for one event at most.
const STEPS_PER_CHECK: usize = 8;

impl Dispatcher {
    /// Takes every live event's due steps (the dispatcher that keeps
    /// house, once every [`EVENTS_CHECK_MS`]).
    pub(super) fn run_events(&mut self, now: u64) {
        if !self.keeps_house() || now.saturating_sub(self.last_events) < EVENTS_CHECK_MS {
            return;
        }
        self.last_events = now;
        let ids = match self.store.live_events() {
            Ok(ids) => ids,
            Err(e) => return self.problems.push(format!("events: {e}")),
        };
        for id in ids {
            if let Err(e) = self.run_event(&id, now) {
                self.problems.push(format!("event {id}: {}", e.message));
            }
        }
    }

    fn run_event(&mut self, id: &str, now: u64) -> Result<(), ServerError> {
        for _ in 0..STEPS_PER_CHECK {
            let e = self.read_event(id)?;
            self.open_missing_rooms(&e, now)?;
            let Some(step) = e.due(now) else {
                return Ok(());
            };
            // The step drawn up once to know how many rooms it needs.
            let needed = e.clone().step(step, now).map_or(0, |t| t.len());
            let codes = self.new_codes(needed)?;
            let (kept, _) = self.change_event(id, now, |e| {
                let Some(step) = e.due(now) else {
                    return Ok(());
                };
                let tables = e
                    .step(step, now)
                    .map_err(|why| err(ErrorCode::BadMessage, why.to_string()))?;
                if tables.len() > codes.len() {
                    // Changed meanwhile: drawn up again at the next try.
                    return Err(err(ErrorCode::Storage, "the event changed; trying again"));
                }
                for (t, code) in tables.into_iter().zip(&codes) {
                    e.tables[t].code = Some(code.clone());
                }
                Ok(())
            })?;
            self.open_missing_rooms(&kept, now)?;
        }
        Ok(())
    }

    fn new_codes(&mut self, n: usize) -> Result<Vec<String>, ServerError> {
        (0..n).map(|_| self.new_code()).collect()
    }

    /// Keeps every open table played: opens the room of a table that has
    /// none yet, and reads into memory a table's room no server plays (its
    /// server was stopped), so its computers play for whoever is away.
    fn open_missing_rooms(&mut self, e: &Event, now: u64) -> Result<(), ServerError> {
        for table in e.tables.iter().filter(|t| t.result.is_none()) {
            let Some(code) = table.code.clone().filter(|c| !c.is_empty()) else {
                continue;
            };
            if !self.rooms.contains_key(&code) {
                if !self.store.exists(&code)? {
                    self.open_event_room(e, table, &code, now)?;
                    continue;
                }
                // Held by another server (or dispatcher), it is played there.
                let read = self.admit_room(&code, now, |d| {
                    d.claim(&code, now)?;
                    d.read_room(&code, now)
                });
                if read.is_err() {
                    continue;
                }
            }
            self.finish_table(&code, table.deal_seed, now);
        }
        Ok(())
    }

    /// A table's room here that its server left half-done: dealt if it
    /// never was (stopped between keeping the room and dealing it), its
    /// result given if its match ended unrecorded.
    fn finish_table(&mut self, code: &str, seed: u64, now: u64) {
        let done = self.with_entry(code, |d, e| {
            if e.room.game.is_none() {
                let host = e.room.host;
                d.deal_seeded(e, seed, now, |room, seed, salt| {
                    room.start(host, seed, salt, now)
                })?;
            }
            d.event_table_over(e, now);
            Ok(())
        });
        if let Err(why) = done {
            self.problems
                .push(format!("event table {code}: {}", why.message));
        }
    }

    /// A table's room: its players in their seats, the table's deal dealt,
    /// those connected here seated at once.
    fn open_event_room(
        &mut self,
        e: &Event,
        table: &EventTable,
        code: &str,
        now: u64,
    ) -> Result<(), ServerError> {
        let players: Vec<&str> = table
            .players
            .iter()
            .map(|&p| e.players[p].player.as_str())
            .collect();
        let conns: Vec<Option<ConnId>> = players.iter().map(|p| self.conn_of_player(p)).collect();
        let here: Vec<bool> = conns.iter().map(Option::is_some).collect();
        let mut room = Room::new(
            code.to_string(),
            event_setup(e, players.len()),
            &e.players[table.players[0]].name,
            self.token(),
        )?;
        for (seat, &p) in table.players.iter().enumerate() {
            if seat > 0 {
                let token = self.token();
                room.take_seat(seat, &e.players[p].name, token);
            }
            room.seats[seat].player = Some(e.players[p].player.clone());
        }
        let seed = table.deal_seed;
        self.admit_room(code, now, |d| d.deal_event_table(room, &here, seed, now))?;
        let ids: Vec<String> = players.iter().map(|p| p.to_string()).collect();
        self.leave_word(&ids, &here, code);
        for (seat, conn) in conns.into_iter().enumerate() {
            if let Some(id) = conn
                && let Err(why) = self.attach(id, code, seat, now)
            {
                self.send(id, &ServerMsg::Error(why));
            }
        }
        Ok(())
    }

    /// A table's room kept, and its match dealt from the table's seed.
    fn deal_event_table(
        &mut self,
        mut room: Room,
        here: &[bool],
        seed: u64,
        now: u64,
    ) -> Result<Entry, ServerError> {
        self.store.create_room(&room, now)?;
        for seat in (0..here.len()).filter(|&s| !here[s]) {
            room.set_connected(seat, false, now);
        }
        let host = room.host;
        let nobody = (!here.contains(&true)).then_some(now);
        let mut entry = Entry::new(room, nobody, &self.settings);
        self.deal_seeded(&mut entry, seed, now, |room, seed, salt| {
            room.start(host, seed, salt, now)
        })?;
        Ok(entry)
    }

    /// The connection here from which `player` entered the event, if it
    /// is still theirs.
    fn conn_of_player(&self, player: &str) -> Option<ConnId> {
        self.entered()
            .find(|(p, _)| p.as_str() == player)
            .map(|(_, id)| id)
    }

    /// When an event table's match has ended: its result to the event.
    pub(super) fn event_table_over(&mut self, e: &Entry, now: u64) {
        let Some(event) = e.room.setup.event.clone() else {
            return;
        };
        let Some(g) = e.room.game.as_ref().filter(|g| g.game.is_over()) else {
            return;
        };
        let result = TableResult {
            places: g.game.places(),
            totals: g.game.totals.clone(),
        };
        let code = e.room.code.clone();
        let recorded = self.change_event(&event, now, |ev| {
            ev.record(&code, result.clone(), now)
                .map_err(|why| err(ErrorCode::BadMessage, why))
        });
        if let Err(why) = recorded {
            self.problems
                .push(format!("event {event}, room {code}: {}", why.message));
        }
    }
}

/// The room of an event's table: the event's rules (a turn timer unless
/// they have a clock, as strangers' tables do), every seat a player's,
/// rated by the rules' family, public to watch, but for a duplicate's: its
/// deal is every other table's of the round, so nobody watches it and its
/// deal is not revealed at its end.
fn event_setup(e: &Event, seats: usize) -> RoomSetup {
    let mut rules = e.rules();
    if rules.clock.is_none() {
        rules.turn_timer_secs = rules.turn_timer_secs.or(Some(QUICK_TURN_SECS));
    }
    RoomSetup {
        rules,
        seats: vec![SeatKind::Human; seats],
        stand_in: Level::Medium,
        rated: Some(e.spec.preset.clone()),
        public: e.spec.kind != EventKind::Duplicate,
        move_hours: None,
        event: Some(e.id.clone()),
    }
}
