//! Quick match: a signed-in player waits in the store's queue for a table
//! like the one they chose; when it fills (or their wait is over and
//! computers fill it) the server opens a room for it, deals at once and
//! seats every waiting player whose connection is here.

use super::{ConnId, Dispatcher, Entry, err};
use crate::ai::Level;
use crate::online::limits::Limit;
use crate::online::matchmaking::{
    DEFAULT_WAIT_MS, MAX_WAIT_MS, Pace, PlayerId, QueueError, Seating, Wanted,
};
use crate::online::player_store::{QueueJoin, QueueRefusal, SeatNotice};
use crate::online::protocol::{ClientMsg, ErrorCode, RoomSetup, SeatKind, ServerError, ServerMsg};
use crate::online::room::Room;
use crate::rules::Preset;

/// The computer that fills an empty seat or plays for a player who
/// dropped.
pub const QUICK_COMPUTER: Level = Level::Medium;
/// A live table among strangers always has a turn timer: the rules' own,
/// or this one.
pub const QUICK_TURN_SECS: u16 = 120;
/// How often the queue is looked at for tables whose wait is over.
pub const QUEUE_CHECK_MS: u64 = 1_000;
/// How often the store is looked at for word left by another server that
/// seated a player waiting here. Servers tell each other at once; this is
/// for word that was missed.
pub const NOTICE_CHECK_MS: u64 = 10_000;

/// A player waiting here: their connection, whether for a game over days
/// (they wait on after it closes), and the wait's mark in the store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Here {
    pub conn: ConnId,
    pub over_days: bool,
    pub ticket: String,
}

/// The room a seating opens: the preset's rules (with a turn timer), its
/// players in the order they came, computers after them.
pub fn quick_setup(seating: &Seating) -> Option<RoomSetup> {
    let mut rules = Preset::from_key(&seating.wanted.rules)?.rules();
    if rules.clock.is_none() {
        rules.turn_timer_secs = rules.turn_timer_secs.or(Some(QUICK_TURN_SECS));
    }
    let move_hours = match seating.wanted.pace {
        Pace::Live => None,
        Pace::Correspondence { hours } => Some(hours),
    };
    let computer = SeatKind::Computer {
        level: QUICK_COMPUTER,
    };
    let seats = std::iter::repeat_n(SeatKind::Human, seating.players.len())
        .chain(std::iter::repeat_n(computer, seating.computers))
        .collect();
    Some(RoomSetup {
        rules,
        seats,
        stand_in: QUICK_COMPUTER,
        rated: Some(seating.wanted.rules.clone()),
        public: true,
        move_hours,
        event: None,
    })
}

impl Dispatcher {
    pub(super) fn quick(
        &mut self,
        id: ConnId,
        wanted: Wanted,
        wait_secs: Option<u32>,
        now: u64,
    ) -> Result<(), ServerError> {
        let player = self.player_of(id)?;
        let address = self.conns[&id].address.clone();
        if !self.take_limit(Limit::Queue, &address, now) {
            return Err(err(
                ErrorCode::Throttled,
                "your address joined the queue too often; wait a minute",
            ));
        }
        // One spelling of a preset: one line, one rating family.
        let mut wanted = wanted;
        if let Some(preset) = Preset::from_key(&wanted.rules) {
            wanted.rules = preset.key().to_string();
        }
        // Word left for an earlier table (a game over days set while they
        // were away) is not for this wait: that game is in their list.
        if let Err(e) = self.store.take_notices(std::slice::from_ref(&player)) {
            self.problems
                .push(format!("player {player}'s old notice stays: {}", e.message));
        }
        let wait_ms = wait_secs.map_or(DEFAULT_WAIT_MS, |s| u64::from(s) * 1000);
        let ticket = self.token();
        let join = QueueJoin {
            player: &player,
            ticket: &ticket,
            wanted: &wanted,
            wait_ms,
            now,
        };
        let seated = self.store.queue_join(&join).map_err(|r| match r {
            QueueRefusal::Queue(QueueError::BadTable) => err(
                ErrorCode::BadMessage,
                "no such table: a rules preset, 2 to 4 seats, and a pace offered",
            ),
            QueueRefusal::Queue(QueueError::Full) => err(
                ErrorCode::QueueFull,
                "the queue is full; try again in a minute",
            ),
            QueueRefusal::Store(e) => e,
        })?;
        let over_days = wanted.pace != Pace::Live;
        self.queued.insert(
            player,
            Here {
                conn: id,
                over_days,
                ticket,
            },
        );
        match seated {
            Some(seating) => self.seat_table(seating, now),
            None => self.send(
                id,
                &ServerMsg::Queued {
                    wanted,
                    fill_in_ms: wait_ms.min(MAX_WAIT_MS),
                },
            ),
        }
        Ok(())
    }

    /// The player stops waiting. A player who was no longer waiting (a
    /// table was set for them as they asked) is not answered: the
    /// `welcome` that seated them came first and stands.
    pub(super) fn unqueue(&mut self, id: ConnId) -> Result<(), ServerError> {
        let player = self.player_of(id)?;
        let was = self.store.queue_leave(&player, None)?;
        self.queued.remove(&player);
        if was || self.seat_of(id).is_none() {
            self.send(id, &ServerMsg::Unqueued);
        }
        Ok(())
    }

    /// A connection that waited in the queue closed: it stops waiting (a
    /// live table is not set for someone who is gone). One waiting for a
    /// game over days waits on: they find the game in their list later.
    pub(super) fn unqueue_closed(&mut self, id: ConnId) {
        if let Some(player) = self.conns.get(&id).and_then(|c| c.player.clone()) {
            self.let_wait_go(id, &player, false);
        }
    }

    /// The wait `player` began on connection `id`, if it is still theirs
    /// here, ends: only that wait (by its ticket), never one begun since on
    /// another server. A wait for a game over days stays unless `all`.
    pub(super) fn let_wait_go(&mut self, id: ConnId, player: &str, all: bool) {
        let Some(here) = self.queued.get(player).filter(|h| h.conn == id) else {
            return;
        };
        let Here {
            over_days, ticket, ..
        } = here.clone();
        self.queued.remove(player);
        if over_days && !all {
            return;
        }
        if let Err(e) = self.store.queue_leave(player, Some(&ticket)) {
            self.problems
                .push(format!("player {player} stays queued: {}", e.message));
        }
    }

    /// Tables whose first player waited long enough, now with computers;
    /// and players here seated by another server, brought to their table.
    pub(super) fn seat_due(&mut self, now: u64) {
        if now.saturating_sub(self.last_queue_check) >= QUEUE_CHECK_MS {
            self.last_queue_check = now;
            if self.keeps_house() {
                match self.store.queue_due(now) {
                    Ok(tables) => tables.into_iter().for_each(|t| self.seat_table(t, now)),
                    Err(e) => self.problems.push(format!("the queue: {}", e.message)),
                }
            }
        }
        let told = self.sibling_seated();
        if told || now.saturating_sub(self.last_notice_check) >= self.settings.notice_check_ms {
            self.last_notice_check = now;
            self.bring_seated(now);
        }
    }

    /// Another server (or dispatcher) says it seated `players`, or (`None`)
    /// word may have been missed: those waiting here are brought to their
    /// table now, not at the next look at the store.
    pub fn seated_elsewhere(&mut self, players: Option<&[String]>, now: u64) {
        let entered: Vec<&PlayerId> = self.entered().map(|(p, _)| p).collect();
        let here = |p: &String| self.queued.contains_key(p) || entered.contains(&p);
        if players.is_none_or(|ps| ps.iter().any(here)) {
            self.bring_seated(now);
        }
    }

    /// Players waiting here whom another server (or dispatcher) seated are
    /// brought to their table.
    fn bring_seated(&mut self, now: u64) {
        let entered: Vec<(PlayerId, ConnId)> =
            self.entered().map(|(p, id)| (p.clone(), id)).collect();
        if self.queued.is_empty() && entered.is_empty() {
            return;
        }
        let waiting: Vec<String> = self
            .queued
            .keys()
            .cloned()
            .chain(entered.iter().map(|(p, _)| p.clone()))
            .collect();
        let notices = match self.store.take_notices(&waiting) {
            Ok(n) => n,
            Err(e) => {
                self.problems
                    .push(format!("the queue's notices: {}", e.message));
                return;
            }
        };
        for n in notices {
            // An event's player stays entered: there are rounds to come.
            let conn = match self.queued.remove(&n.player) {
                Some(Here { conn, .. }) => Some(conn),
                None => entered
                    .iter()
                    .find(|(p, _)| *p == n.player)
                    .map(|(_, id)| *id),
            };
            let Some(id) = conn else {
                continue;
            };
            let text = serde_json::to_string(&ClientMsg::Resume {
                code: n.code.clone(),
                token: n.token.clone(),
            })
            .unwrap_or_default();
            // As if the player had sent it: their table is on the server
            // that seated them, and the resume is relayed there.
            self.receive(id, &text, now);
        }
    }

    /// Opens the room of a seating, deals, and seats its players who are
    /// connected here. If that fails they are told, and may queue again.
    fn seat_table(&mut self, seating: Seating, now: u64) {
        let conns: Vec<Option<ConnId>> = seating
            .players
            .iter()
            .map(|p| self.queued.remove(p).map(|h| h.conn))
            .map(|c| c.filter(|id| self.conns.get(id).is_some_and(|c| !c.closing)))
            .collect();
        let here: Vec<bool> = conns.iter().map(Option::is_some).collect();
        match self.open_table(&seating, &here, now) {
            Ok(code) => {
                self.notify_elsewhere(&seating, &here, &code);
                for (seat, conn) in conns.into_iter().enumerate() {
                    if let Some(id) = conn
                        && let Err(e) = self.attach(id, &code, seat, now)
                    {
                        self.send(id, &ServerMsg::Error(e.answering_type("quick")));
                    }
                }
            }
            Err(e) => {
                self.problems
                    .push(format!("a quick-match table: {}", e.message));
                for id in conns.into_iter().flatten() {
                    self.send(id, &ServerMsg::Error(e.clone().answering_type("quick")));
                }
            }
        }
    }

    /// Leaves word for the seated players whose connections are not here
    /// (on another server, or gone): their seat's token, to resume with.
    fn notify_elsewhere(&mut self, seating: &Seating, here: &[bool], code: &str) {
        self.leave_word(&seating.players, here, code);
    }

    /// Leaves word for `players` of a room's seats (in seat order) whose
    /// connections are not here.
    pub(super) fn leave_word(&mut self, players: &[String], here: &[bool], code: &str) {
        let Some(e) = self.rooms.get(code) else {
            return;
        };
        let notices: Vec<SeatNotice> = (0..here.len())
            .filter(|&seat| !here[seat])
            .map(|seat| SeatNotice {
                player: players[seat].clone(),
                code: code.to_string(),
                token: e.room.seats[seat].token.clone().unwrap_or_default(),
            })
            .collect();
        if notices.is_empty() {
            return;
        }
        if let Err(e) = self.store.leave_notices(&notices) {
            self.problems.push(format!(
                "room {code}: players elsewhere not told: {}",
                e.message
            ));
        }
        self.tell_siblings();
    }

    /// The room of a seating, dealt; `here` tells which players are
    /// connected here (the others are away from now, as after a drop).
    fn open_table(
        &mut self,
        seating: &Seating,
        here: &[bool],
        now: u64,
    ) -> Result<String, ServerError> {
        let setup = quick_setup(seating)
            .ok_or_else(|| err(ErrorCode::BadMessage, "the queue held an unknown table"))?;
        let mut names = Vec::new();
        for p in &seating.players {
            let found = self.store.player(p)?;
            names.push(found.map_or_else(|| "?".to_string(), |f| f.name));
        }
        let code = self.new_code()?;
        let token = self.token();
        let mut room = Room::new(code.clone(), setup, &names[0], token)?;
        room.seats[0].player = Some(seating.players[0].clone());
        for (seat, (player, name)) in seating.players.iter().zip(&names).enumerate().skip(1) {
            let token = self.token();
            room.take_seat(seat, name, token);
            room.seats[seat].player = Some(player.clone());
        }
        self.admit_room(&code, now, |d| d.deal_table(room, here, now))?;
        Ok(code)
    }

    /// A seating's room kept, and its first match dealt.
    fn deal_table(
        &mut self,
        mut room: Room,
        here: &[bool],
        now: u64,
    ) -> Result<Entry, ServerError> {
        self.store.create_room(&room, now)?;
        for seat in (0..here.len()).filter(|&s| !here[s]) {
            room.set_connected(seat, false, now);
        }
        let host = room.host;
        let nobody = (!here.contains(&true)).then_some(now);
        let mut entry = Entry::new(room, nobody, &self.settings);
        self.deal_match(&mut entry, now, |room, seed, salt| {
            room.start(host, seed, salt, now)
        })?;
        Ok(entry)
    }
}
