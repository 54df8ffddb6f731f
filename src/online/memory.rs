//! A store in memory, for tests: the same records as the databases, and
//! the same queue.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use super::audit::Audited;
use super::counts::Met;
use super::event_store::{EventStore, EventSummary, list_order};
use super::events::event::{Event, EventPhase};
use super::fair_play::{FairPlayData, FiguresRow, ResultRow, Review, Standing};
use super::matchmaking::{Queue, Seating};
use super::player_store::{
    PlayedGame, PlayerStore, QueueJoin, QueueRefusal, Ranked, RatedMatch, SeatNotice, SeatResult,
    StoredPlayer, results, unmarked,
};
use super::protocol::{PublicGame, ServerError};
use super::rating::{Rating, RatingChange};
use super::room::Room;
use super::store::{
    Claim, Deal, LEASE_MS, Move, Retention, RoomStore, Stage, StoredGame, StoredRoom, StoredSeat,
    storage_error,
};

struct Kept {
    room: StoredRoom,
    stage: Stage,
    active_at: u64,
    /// The server that holds the room, until when.
    owner: String,
    lease_until: u64,
}

#[derive(Default)]
struct Memory {
    rooms: HashMap<String, Kept>,
    players: HashMap<String, StoredPlayer>,
    queue: Queue,
    /// By player and rules family.
    ratings: HashMap<(String, String), Rating>,
    /// Every rated seat, in the order they were rated.
    results: Vec<(String, usize, PlayedGame)>,
    /// Whom each rated seat's result counted against (by player, when).
    counted: Vec<(String, u64, Vec<Met>)>,
    /// Audited figures by player, room and match.
    figures: HashMap<(String, String, u32), FiguresRow>,
    standings: HashMap<String, Standing>,
    notices: HashMap<String, SeatNotice>,
    events: HashMap<String, Event>,
    failing: bool,
    /// Only rating refused (a database that failed at a match's end).
    failing_ratings: bool,
}

/// A store in memory, for tests: the same records as the database. A
/// clone is the same store for the same server (a test keeps one to look
/// into, or to start a second dispatcher over it, as after a restart);
/// [`MemoryStore::server`] is the same store for another server, as two
/// processes share a database.
#[derive(Clone, Default)]
pub struct MemoryStore {
    shared: Arc<Mutex<Memory>>,
    me: String,
}

impl MemoryStore {
    /// The same store, used by another server (named `name`).
    pub fn server(&self, name: &str) -> MemoryStore {
        MemoryStore {
            shared: self.shared.clone(),
            me: name.to_string(),
        }
    }

    /// Every write is refused from now on (as by a full disk), or not.
    pub fn set_failing(&self, failing: bool) {
        self.memory().failing = failing;
    }

    /// Rating a match is refused from now on, or not.
    pub fn set_failing_ratings(&self, failing: bool) {
        self.memory().failing_ratings = failing;
    }

    fn memory(&self) -> MutexGuard<'_, Memory> {
        self.shared.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn write<R>(
        &self,
        code: &str,
        now: u64,
        f: impl FnOnce(&mut Kept) -> R,
    ) -> Result<R, ServerError> {
        let mut memory = self.memory();
        if memory.failing {
            return Err(storage_error("database or disk is full"));
        }
        let kept = memory
            .rooms
            .get_mut(code)
            .ok_or_else(|| storage_error(format!("no room {code}")))?;
        if kept.owner != self.me {
            return Err(storage_error(format!(
                "room {code} is played by another server now"
            )));
        }
        kept.active_at = now;
        kept.lease_until = kept.lease_until.max(now + LEASE_MS);
        Ok(f(kept))
    }
}

impl RoomStore for MemoryStore {
    fn create_room(&mut self, room: &Room, now: u64) -> Result<(), ServerError> {
        let mut memory = self.memory();
        if memory.failing {
            return Err(storage_error("database or disk is full"));
        }
        let stored = StoredRoom {
            code: room.code.clone(),
            setup: room.setup.clone(),
            host: room.host,
            seats: StoredSeat::taken(room),
            game: None,
            turn_started: now,
        };
        let kept = Kept {
            room: stored,
            stage: Stage::Lobby,
            active_at: now,
            owner: self.me.clone(),
            lease_until: now + LEASE_MS,
        };
        memory.rooms.insert(room.code.clone(), kept);
        Ok(())
    }

    fn exists(&mut self, code: &str) -> Result<bool, ServerError> {
        let memory = self.memory();
        Ok(memory.rooms.contains_key(code) || memory.results.iter().any(|r| r.2.code == code))
    }

    fn save_seat(&mut self, code: &str, seat: &StoredSeat, now: u64) -> Result<(), ServerError> {
        self.write(code, now, |kept| {
            let seats = &mut kept.room.seats;
            seats.retain(|s| s.seat != seat.seat);
            seats.push(seat.clone());
            seats.sort_by_key(|s| s.seat);
        })
    }

    fn free_seat(&mut self, code: &str, seat: usize, now: u64) -> Result<(), ServerError> {
        self.write(code, now, |kept| kept.room.seats.retain(|s| s.seat != seat))
    }

    fn save_game(&mut self, code: &str, deal: &Deal, now: u64) -> Result<(), ServerError> {
        self.write(code, now, |kept| {
            kept.stage = Stage::Playing;
            kept.room.turn_started = now;
            kept.room.game = Some(StoredGame {
                number: deal.number,
                seed: deal.seed,
                salt: deal.salt.into(),
                actions: Vec::new(),
            });
        })
    }

    fn append_action(&mut self, code: &str, mv: &Move, now: u64) -> Result<(), ServerError> {
        self.write(code, now, |kept| {
            let game = kept
                .room
                .game
                .as_mut()
                .filter(|g| g.number == mv.number && g.actions.len() == mv.n)
                .ok_or_else(|| storage_error(format!("move {} is not next", mv.n)))?;
            game.actions.push(super::store::TimedAction {
                action: mv.action.clone(),
                ms: mv.ms,
            });
            kept.stage = mv.stage;
            kept.room.turn_started = now;
            Ok(())
        })?
    }

    fn restart_clock(&mut self, code: &str, now: u64) -> Result<(), ServerError> {
        self.write(code, now, |kept| kept.room.turn_started = now)
    }

    fn load(&mut self, code: &str) -> Result<Option<StoredRoom>, String> {
        Ok(self.memory().rooms.get(code).map(|k| k.room.clone()))
    }

    fn delete_expired(&mut self, now: u64, keep: &Retention) -> Result<Vec<String>, String> {
        let mut memory = self.memory();
        let gone: Vec<String> = memory
            .rooms
            .iter()
            .filter(|(_, k)| now.saturating_sub(k.active_at) >= keep.of(k.stage))
            .map(|(code, _)| code.clone())
            .collect();
        for code in &gone {
            memory.rooms.remove(code);
        }
        Ok(gone)
    }

    fn count(&mut self) -> Result<usize, String> {
        Ok(self.memory().rooms.len())
    }

    fn public_games(&mut self, limit: usize) -> Result<Vec<PublicGame>, String> {
        let memory = self.memory();
        let mut games: Vec<&Kept> = memory
            .rooms
            .values()
            .filter(|k| k.stage == Stage::Playing && k.room.setup.public)
            .collect();
        games.sort_by(|a, b| (b.active_at, &a.room.code).cmp(&(a.active_at, &b.room.code)));
        Ok(games
            .into_iter()
            .take(limit)
            .map(|k| PublicGame {
                code: k.room.code.clone(),
                rated: k.room.setup.rated.clone(),
                players: k.room.seats.iter().map(|s| s.name.clone()).collect(),
            })
            .collect())
    }

    fn turns_run_out(&mut self, now: u64) -> Result<Vec<String>, String> {
        let memory = self.memory();
        Ok(memory
            .rooms
            .values()
            .filter(|k| k.stage == Stage::Playing)
            .filter(|k| {
                k.room.setup.move_hours.is_some_and(|h| {
                    now.saturating_sub(k.room.turn_started) >= u64::from(h) * 3_600_000
                })
            })
            .map(|k| k.room.code.clone())
            .collect())
    }

    fn seats_of(
        &mut self,
        player: &str,
        limit: usize,
    ) -> Result<Vec<(String, usize, String)>, String> {
        let memory = self.memory();
        let mut rooms: Vec<&Kept> = memory
            .rooms
            .values()
            .filter(|k| k.stage != Stage::Over)
            .collect();
        rooms.sort_by(|a, b| (b.active_at, &a.room.code).cmp(&(a.active_at, &b.room.code)));
        Ok(rooms
            .into_iter()
            .flat_map(|k| {
                k.room
                    .seats
                    .iter()
                    .filter(|s| s.player.as_deref() == Some(player))
                    .map(|s| (k.room.code.clone(), s.seat, s.token.clone()))
            })
            .take(limit)
            .collect())
    }

    fn claim(&mut self, code: &str, now: u64) -> Result<Claim, ServerError> {
        let mut memory = self.writable()?;
        let Some(kept) = memory.rooms.get_mut(code) else {
            return Ok(Claim::Mine);
        };
        if kept.owner != self.me && kept.lease_until > now {
            return Ok(Claim::Held {
                by: kept.owner.clone(),
                until: kept.lease_until,
                // A named server takes relays at its name.
                address: (!kept.owner.is_empty()).then(|| kept.owner.clone()),
            });
        }
        kept.owner = self.me.clone();
        kept.lease_until = now + LEASE_MS;
        Ok(Claim::Mine)
    }

    fn renew(&mut self, codes: &[String], now: u64) -> Result<Vec<String>, ServerError> {
        let mut memory = self.writable()?;
        let mut lost = Vec::new();
        for code in codes {
            match memory.rooms.get_mut(code) {
                Some(kept) if kept.owner == self.me => kept.lease_until = now + LEASE_MS,
                _ => lost.push(code.clone()),
            }
        }
        Ok(lost)
    }

    fn release(&mut self, code: &str) -> Result<(), ServerError> {
        let mut memory = self.writable()?;
        if let Some(kept) = memory.rooms.get_mut(code).filter(|k| k.owner == self.me) {
            kept.lease_until = 0;
        }
        Ok(())
    }
}

impl MemoryStore {
    /// The memory, or the error a full disk gives.
    fn writable(&self) -> Result<MutexGuard<'_, Memory>, ServerError> {
        let memory = self.memory();
        if memory.failing {
            return Err(storage_error("database or disk is full"));
        }
        Ok(memory)
    }

    fn change_player(
        &self,
        id: &str,
        f: impl FnOnce(&mut StoredPlayer),
    ) -> Result<(), ServerError> {
        let mut memory = self.writable()?;
        let player = memory
            .players
            .get_mut(id)
            .ok_or_else(|| storage_error(format!("no player {id}")))?;
        f(player);
        Ok(())
    }
}

impl PlayerStore for MemoryStore {
    fn add_player(&mut self, player: &StoredPlayer) -> Result<(), ServerError> {
        let mut memory = self.writable()?;
        let id = &player.identity.id;
        if memory.players.contains_key(id) {
            return Err(storage_error(format!("player {id} exists")));
        }
        memory.players.insert(id.clone(), player.clone());
        Ok(())
    }

    fn player(&mut self, id: &str) -> Result<Option<StoredPlayer>, ServerError> {
        Ok(self.memory().players.get(id).cloned())
    }

    fn player_by_recovery(&mut self, hash: &str) -> Result<Option<StoredPlayer>, ServerError> {
        let memory = self.memory();
        let found = memory
            .players
            .values()
            .find(|p| p.identity.recovery_hash == hash);
        Ok(found.cloned())
    }

    fn set_secret(&mut self, id: &str, secret_hash: &str) -> Result<(), ServerError> {
        self.change_player(id, |p| p.identity.secret_hash = secret_hash.to_string())
    }

    fn rename(&mut self, id: &str, name: &str) -> Result<(), ServerError> {
        self.change_player(id, |p| p.name = name.to_string())
    }

    fn queue_join(&mut self, join: &QueueJoin) -> Result<Option<Seating>, QueueRefusal> {
        let mut memory = self.writable()?;
        let wait = join.until() - join.now;
        let wanted = join.wanted.clone();
        Ok(memory
            .queue
            .join_ticketed(join.player, join.ticket, wanted, wait, join.now)?)
    }

    fn queue_leave(&mut self, player: &str, ticket: Option<&str>) -> Result<bool, ServerError> {
        let queue = &mut self.writable()?.queue;
        Ok(match ticket {
            Some(t) => queue.leave_ticket(player, t),
            None => queue.leave(player),
        })
    }

    fn queue_due(&mut self, now: u64) -> Result<Vec<Seating>, ServerError> {
        Ok(self.writable()?.queue.due(now))
    }

    fn queue_len(&mut self) -> Result<usize, ServerError> {
        Ok(self.memory().queue.len())
    }

    fn leave_notices(&mut self, notices: &[SeatNotice]) -> Result<(), ServerError> {
        let mut memory = self.writable()?;
        for n in notices {
            memory.notices.insert(n.player.clone(), n.clone());
        }
        Ok(())
    }

    fn take_notices(&mut self, players: &[String]) -> Result<Vec<SeatNotice>, ServerError> {
        let mut memory = self.writable()?;
        Ok(players
            .iter()
            .filter_map(|p| memory.notices.remove(p))
            .collect())
    }

    fn rate_match(&mut self, m: &RatedMatch) -> Result<Vec<Option<RatingChange>>, ServerError> {
        let mut memory = self.writable()?;
        if memory.failing_ratings {
            return Err(storage_error("the database went away"));
        }
        let mut changes = vec![None; m.seats.len()];
        let recorded: Vec<_> = memory
            .results
            .iter()
            .filter(|(_, _, g)| g.code == m.code && g.number == m.number)
            .map(|(_, seat, g)| (*seat, g.change))
            .collect();
        if !recorded.is_empty() {
            for (seat, change) in recorded {
                changes[seat] = Some(change);
            }
            return Ok(changes);
        }
        let key = |player: &str| (player.to_string(), m.family.to_string());
        let seats = unmarked(m, |p| memory.standings.get(p).is_some_and(|s| s.marked));
        let m = &RatedMatch {
            seats: &seats,
            ..*m
        };
        let since = m.window_start();
        let mut history: HashMap<String, Vec<Met>> = HashMap::new();
        for (player, at, met) in &memory.counted {
            if *at >= since {
                history
                    .entry(player.clone())
                    .or_default()
                    .extend(met.clone());
            }
        }
        let rated = results(m, |p| memory.ratings.get(&key(p)).copied(), &history);
        for (
            seat,
            SeatResult {
                placed,
                change,
                counted,
            },
        ) in rated
        {
            memory.counted.push((placed.player.clone(), m.now, counted));
            memory.ratings.insert(key(&placed.player), change.after);
            let game = PlayedGame {
                code: m.code.into(),
                number: m.number,
                family: m.family.into(),
                place: placed.place,
                left: placed.left,
                change,
                at: m.now,
            };
            memory.results.push((placed.player, seat, game));
            changes[seat] = Some(change);
        }
        Ok(changes)
    }

    fn leaderboard(&mut self, family: &str, limit: usize) -> Result<Vec<Ranked>, ServerError> {
        let memory = self.memory();
        let mut all: Vec<Ranked> = memory
            .ratings
            .iter()
            .filter(|((_, f), _)| f == family)
            .map(|((player, _), rating)| ranked(&memory, family, player, *rating))
            .collect();
        all.sort_by(|a, b| {
            (a.rank, std::cmp::Reverse(a.rating.games), &a.player).cmp(&(
                b.rank,
                std::cmp::Reverse(b.rating.games),
                &b.player,
            ))
        });
        all.truncate(limit);
        Ok(all)
    }

    fn ranked(&mut self, player: &str, family: &str) -> Result<Option<Ranked>, ServerError> {
        let memory = self.memory();
        let key = (player.to_string(), family.to_string());
        Ok(memory
            .ratings
            .get(&key)
            .map(|r| ranked(&memory, family, player, *r)))
    }

    fn record_audit(&mut self, found: &Audited, now: u64) -> Result<(), ServerError> {
        let mut memory = self.writable()?;
        let key = (found.player.clone(), found.code.clone(), found.number);
        let row = memory.figures.entry(key).or_insert_with(|| FiguresRow {
            player: found.player.clone(),
            family: found.family.clone(),
            code: found.code.clone(),
            number: found.number,
            figures: Default::default(),
            at: now,
        });
        row.figures.add(&found.figures);
        row.at = now;
        Ok(())
    }

    fn fair_play_data(&mut self, since: u64) -> Result<FairPlayData, ServerError> {
        let memory = self.memory();
        let results = memory
            .results
            .iter()
            .filter(|(_, _, g)| g.at >= since)
            .map(|(player, _, g)| ResultRow {
                code: g.code.clone(),
                number: g.number,
                player: player.clone(),
                family: g.family.clone(),
                place: g.place,
                at: g.at,
            })
            .collect();
        Ok(FairPlayData {
            figures: memory.figures.values().cloned().collect(),
            results,
            ratings: memory.ratings.clone(),
            names: memory
                .players
                .iter()
                .map(|(id, p)| (id.clone(), p.name.clone()))
                .collect(),
            standings: memory.standings.clone(),
        })
    }

    fn review(&mut self, player: &str, review: Review, now: u64) -> Result<bool, ServerError> {
        let mut memory = self.writable()?;
        if !memory.players.contains_key(player) {
            return Ok(false);
        }
        let standing = memory.standings.entry(player.to_string()).or_default();
        match review {
            Review::Clear => standing.cleared_at = now,
            Review::Mark => standing.marked = true,
            Review::Unmark => standing.marked = false,
        }
        if review == Review::Mark {
            memory.ratings.retain(|(p, _), _| p != player);
        }
        Ok(true)
    }

    fn recent_games(&mut self, player: &str, limit: usize) -> Result<Vec<PlayedGame>, ServerError> {
        let memory = self.memory();
        let mut games: Vec<PlayedGame> = memory
            .results
            .iter()
            .rev()
            .filter(|(p, ..)| p == player)
            .map(|(_, _, g)| g.clone())
            .collect();
        games.sort_by_key(|g| std::cmp::Reverse(g.at));
        games.truncate(limit);
        Ok(games)
    }
}

/// A player's rank: one more than the players of the family rated above.
fn ranked(memory: &Memory, family: &str, player: &str, rating: Rating) -> Ranked {
    let above = memory
        .ratings
        .iter()
        .filter(|((_, f), r)| f == family && r.mu > rating.mu)
        .count();
    Ranked {
        rank: above + 1,
        player: player.to_string(),
        name: memory
            .players
            .get(player)
            .map_or_else(String::new, |p| p.name.clone()),
        rating,
    }
}

impl EventStore for MemoryStore {
    fn save_event(&mut self, event: &Event, _now: u64) -> Result<bool, ServerError> {
        let mut memory = self.memory();
        if memory.failing {
            return Err(storage_error("database or disk is full"));
        }
        let held = memory.events.get(&event.id).map_or(0, |e| e.version);
        if event.version != held + 1 {
            return Ok(false);
        }
        memory.events.insert(event.id.clone(), event.clone());
        Ok(true)
    }

    fn load_event(&mut self, id: &str) -> Result<Option<Event>, String> {
        Ok(self.memory().events.get(id).cloned())
    }

    fn list_events(&mut self, limit: usize) -> Result<Vec<EventSummary>, String> {
        let mut listed: Vec<EventSummary> = self
            .memory()
            .events
            .values()
            .filter(|e| e.spec.invite.is_none())
            .map(EventSummary::of)
            .collect();
        listed.sort_by(list_order);
        listed.truncate(limit);
        Ok(listed)
    }

    fn live_events(&mut self) -> Result<Vec<String>, String> {
        let mut live: Vec<String> = self
            .memory()
            .events
            .values()
            .filter(|e| e.phase != EventPhase::Finished)
            .map(|e| e.id.clone())
            .collect();
        live.sort();
        Ok(live)
    }
}
