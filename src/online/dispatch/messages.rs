//! Each message a client may send, judged and kept.

use super::sign_in::checked_name;
use super::{ConnId, Dispatcher, Entry, RETRY_AFTER_MS, ROOMS_PER_CONNECTION, err};
use crate::online::counts::address_key;
use crate::online::limits::Limit;
use crate::online::protocol::{
    CODE_ALPHABET, CODE_LEN, ClientMsg, ErrorCode, Intent, RoomSetup, SeatKind, ServerError,
    ServerMsg, decode_client,
};
use crate::online::room::Room;
use crate::online::store::{Deal, Move, Stage, StoredSeat};
use crate::rules::Action;

impl Dispatcher {
    pub(super) fn handle(&mut self, id: ConnId, text: &str, now: u64) -> Result<(), ServerError> {
        let msg = decode_client(text)?;
        if takes_the_connection_elsewhere(&msg) {
            // A resume waiting for a lease is given up: the connection has
            // moved on, and must not be seated there later.
            self.waiting.remove(&id);
        }
        match msg {
            ClientMsg::Ping => self.send(id, &ServerMsg::Pong),
            ClientMsg::Create { name, setup } => {
                self.create(id, &checked_name(&name)?, setup, now)?
            }
            ClientMsg::Join { code, name } => {
                let name = checked_name(&name)?;
                match self.find(id, &code, now) {
                    Err(e) if e.code == ErrorCode::OtherServer && self.relay(id, text, now) => {}
                    found => self.join(id, &found?, &name, now)?,
                }
            }
            ClientMsg::Resume { code, token } => match self.resume(id, &code, &token, now) {
                Err(e) if e.code == ErrorCode::OtherServer => {
                    // Played through another server: relayed there; or
                    // that server died: wait for its lease.
                    if !self.relay(id, text, now) {
                        self.wait_for_lease(id, &code, &token, None, now);
                    }
                }
                other => other?,
            },
            ClientMsg::Start { token } => self.with_seat(id, &token, now, |d, e, seat| {
                d.deal_match(e, now, |room, seed, salt| room.start(seat, seed, salt, now))
            })?,
            ClientMsg::Rematch { token } => self.with_seat(id, &token, now, |d, e, seat| {
                d.rate_before_rematch(e, now)?;
                d.deal_match(e, now, |room, seed, salt| {
                    room.rematch(seat, seed, salt, now)
                })
            })?,
            ClientMsg::Act { token, seq, intent } => {
                self.with_seat(id, &token, now, |d, e, seat| {
                    d.act(id, e, seat, seq, intent, now)
                })?
            }
            ClientMsg::Leave { token } => self.leave(id, &token, now)?,
            ClientMsg::Remove { token, seat } => self.remove(id, &token, seat, now)?,
            ClientMsg::Register { name } => self.register(id, &name, now)?,
            ClientMsg::SignIn { player, secret } => self.sign_in(id, &player, &secret, now)?,
            ClientMsg::Recover { code } => self.recover(id, &code, now)?,
            ClientMsg::Rename { name } => self.rename(id, &name, now)?,
            ClientMsg::Quick { wanted, wait_secs } => self.quick(id, wanted, wait_secs, now)?,
            ClientMsg::Unqueue => self.unqueue(id)?,
            ClientMsg::React { token, reaction } => self.react(id, &token, reaction, now)?,
            ClientMsg::Games => self.list_games(id, now)?,
            ClientMsg::Events => self.send_events(id, now)?,
            ClientMsg::Event { id: event } => self.send_event(id, &event, now)?,
            ClientMsg::EventJoin { id: event, invite } => {
                self.join_event(id, &event, invite.as_deref(), now)?
            }
            ClientMsg::EventLeave { id: event } => self.leave_event(id, &event, now)?,
            ClientMsg::MyGames => self.my_games(id, now)?,
            ClientMsg::Leaderboard { rules } => self.send_leaderboard(id, &rules, now)?,
            ClientMsg::RecentGames { player } => self.send_recent_games(id, player, now)?,
            ClientMsg::Watch { code } => match self.watch(id, &code, now) {
                Err(e) if e.code == ErrorCode::OtherServer && self.relay(id, text, now) => {}
                other => other?,
            },
        }
        Ok(())
    }

    /// A look-up by code or token that a stranger could use to guess: an
    /// address that missed too often is refused for a while.
    pub(super) fn guarded<R>(
        &mut self,
        id: ConnId,
        now: u64,
        f: impl FnOnce(&mut Self) -> Result<R, ServerError>,
    ) -> Result<R, ServerError> {
        let address = self.conns[&id].address.clone();
        if !self.allows_limit(Limit::Miss, &address, now) {
            return Err(err(
                ErrorCode::Throttled,
                "too many wrong codes from your address; wait a minute",
            ));
        }
        let result = f(self);
        if let Err(e) = &result
            && matches!(
                e.code,
                ErrorCode::NoRoom | ErrorCode::BadToken | ErrorCode::NoEvent
            )
        {
            self.take_limit(Limit::Miss, &address, now);
        }
        result
    }

    /// Back to a seat with its token. Every miss counts against the
    /// address and reads the same, so a resume tells nobody which codes
    /// are in use. Once the address has missed too often, only a seat in a
    /// room in memory with its right token is let in (a token cannot be
    /// guessed, and a player behind a guesser's address must get back to
    /// their seat); anything else is held back before any work is done
    /// for it, and reads the same whether the room exists.
    pub(super) fn resume(
        &mut self,
        id: ConnId,
        code: &str,
        token: &str,
        now: u64,
    ) -> Result<(), ServerError> {
        let address = self.conns[&id].address.clone();
        if !self.allows_limit(Limit::Miss, &address, now) {
            if let Some(elsewhere) = self.sibling_holds(code, now) {
                return Err(elsewhere);
            }
            let here = crate::online::protocol::normalise_code(code).and_then(|c| {
                let seat = self.rooms.get(&c)?.room.seat_of(token)?;
                Some((c, seat))
            });
            return match here {
                Some((code, seat)) => self.attach(id, &code, seat, now),
                None => Err(err(
                    ErrorCode::Throttled,
                    "too many wrong codes from your address; wait a minute",
                )),
            };
        }
        let seat = self
            .open_room(code, now)
            .and_then(|code| Ok((self.rooms[&code].room.check_token(token)?, code)));
        match seat {
            Ok((seat, code)) => self.attach(id, &code, seat, now),
            Err(e) if matches!(e.code, ErrorCode::NoRoom | ErrorCode::BadToken) => {
                self.take_limit(Limit::Miss, &address, now);
                Err(err(
                    ErrorCode::NoRoom,
                    "no seat with that code and token: the room is gone, or the seat was given up",
                ))
            }
            Err(e) => Err(e),
        }
    }

    fn find(&mut self, id: ConnId, code: &str, now: u64) -> Result<String, ServerError> {
        self.guarded(id, now, |d| d.open_room(code, now))
    }

    pub(super) fn new_code(&mut self) -> Result<String, ServerError> {
        loop {
            let code: String = self
                .random::<16>()
                .iter()
                // 253 = 11 × 23: rejecting the top keeps every letter equally likely.
                .filter(|&&b| b < 253)
                .take(CODE_LEN)
                .map(|&b| CODE_ALPHABET[b as usize % CODE_ALPHABET.len()] as char)
                .collect();
            if code.len() == CODE_LEN
                && !self.rooms.contains_key(&code)
                && !self.store.exists(&code)?
            {
                return Ok(code);
            }
        }
    }

    /// A new match dealt from a fresh seed and salt (by `begin`: the
    /// first, or a rematch), kept before anyone sees it.
    pub(super) fn deal_match(
        &mut self,
        e: &mut Entry,
        now: u64,
        begin: impl FnOnce(&mut Room, u64, String) -> Result<(), ServerError>,
    ) -> Result<(), ServerError> {
        let seed = u64::from_le_bytes(self.random::<8>());
        self.deal_seeded(e, seed, now, begin)
    }

    /// [`Dispatcher::deal_match`] with the seed given (an event's table).
    pub(super) fn deal_seeded(
        &mut self,
        e: &mut Entry,
        seed: u64,
        now: u64,
        begin: impl FnOnce(&mut Room, u64, String) -> Result<(), ServerError>,
    ) -> Result<(), ServerError> {
        let before = e.room.game.clone();
        let salt = self.token();
        begin(&mut e.room, seed, salt.clone())?;
        let deal = Deal {
            number: e.room.game.as_ref().map_or(1, |g| g.number),
            seed,
            salt: &salt,
        };
        self.store
            .save_game(&e.room.code, &deal, now)
            .inspect_err(|_| e.room.game = before)
    }

    fn create(
        &mut self,
        id: ConnId,
        name: &str,
        setup: RoomSetup,
        now: u64,
    ) -> Result<(), ServerError> {
        if self.conns[&id].rooms_created >= ROOMS_PER_CONNECTION {
            return Err(err(
                ErrorCode::Throttled,
                format!("one connection opens at most {ROOMS_PER_CONNECTION} rooms"),
            ));
        }
        let code = self.new_code()?;
        let token = self.token();
        // Only the server makes a rated room (a quick match) or an
        // event's table.
        let setup = RoomSetup {
            rated: None,
            event: None,
            ..setup
        };
        let room = Room::new(code.clone(), setup, name, token)?;
        let address = self.conns[&id].address.clone();
        if !self.take_limit(Limit::Create, &address, now) {
            return Err(err(
                ErrorCode::Throttled,
                "your address opened too many rooms; try again in a minute",
            ));
        }
        let seat = room.host;
        self.admit_room(&code, now, |d| {
            d.store.create_room(&room, now)?;
            Ok(Entry::new(room, None, &d.settings))
        })?;
        if let Some(c) = self.conns.get_mut(&id) {
            c.rooms_created += 1;
        }
        self.attach(id, &code, seat, now)
    }

    fn join(&mut self, id: ConnId, code: &str, name: &str, now: u64) -> Result<(), ServerError> {
        let token = self.token();
        let seat = self.with_entry(code, |d, e| {
            let seat = e.room.join(name, token.clone())?;
            let kept = StoredSeat::of(&e.room, seat, Default::default());
            if let Err(error) = d.store.save_seat(code, &kept, now) {
                e.room.seats[seat].token = None;
                e.room.seats[seat].name.clear();
                return Err(error);
            }
            Ok(seat)
        })?;
        self.attach(id, code, seat, now)
    }

    /// Seats a connection: one connection a seat, so any other connection
    /// on it is told and closed (it would otherwise keep seeing the rack
    /// of whoever sits there next).
    pub(super) fn attach(
        &mut self,
        id: ConnId,
        code: &str,
        seat: usize,
        now: u64,
    ) -> Result<(), ServerError> {
        self.unwatch(id);
        if self
            .seat_of(id)
            .is_some_and(|(c, s)| c != code || s != seat)
        {
            self.detach(id, now);
        }
        self.with_entry(code, |d, e| {
            if let Some(old) = e.conns[seat].replace(id)
                && old != id
            {
                let why = "this seat was opened on another connection (another tab or device)";
                d.kick(old, err(ErrorCode::Replaced, why));
            }
            let was_left = e.room.seats[seat].left;
            e.room.set_connected(seat, true, now);
            d.wake(e, now);
            let away = std::mem::take(&mut e.while_away[seat]);
            if was_left || away.turns > 0 {
                d.keep_absence(e, seat, now);
            }
            if let Some(c) = d.conns.get_mut(&id) {
                c.seat = Some((code.to_string(), seat));
            }
            let welcome = ServerMsg::Welcome {
                code: code.to_string(),
                seat,
                token: e.room.seats[seat].token.clone().unwrap_or_default(),
                while_away: (away.turns > 0).then_some(away),
            };
            d.send(id, &welcome);
            d.broadcast(e, now);
            Ok(())
        })
    }

    /// A connection lets go of its seat (closed, or seated elsewhere).
    pub(super) fn detach(&mut self, id: ConnId, now: u64) {
        let Some((code, seat)) = self.conns.get_mut(&id).and_then(|c| c.seat.take()) else {
            return;
        };
        let _ = self.with_entry(&code, |d, e| {
            if e.conns[seat] == Some(id) {
                e.release(seat, now);
                d.broadcast(e, now);
            }
            Ok(())
        });
    }

    /// Runs a change on the room a connection sits in, for the seat its
    /// token holds, then shows everyone the room.
    fn with_seat(
        &mut self,
        id: ConnId,
        token: &str,
        now: u64,
        change: impl FnOnce(&mut Self, &mut Entry, usize) -> Result<(), ServerError>,
    ) -> Result<(), ServerError> {
        self.in_seat(id, token, |d, e, seat| {
            change(d, e, seat)?;
            d.broadcast(e, now);
            Ok(())
        })
    }

    /// Runs `f` on the room a connection sits in, for the seat its token
    /// holds (a token of another seat, or no seat, is refused).
    pub(super) fn in_seat(
        &mut self,
        id: ConnId,
        token: &str,
        f: impl FnOnce(&mut Self, &mut Entry, usize) -> Result<(), ServerError>,
    ) -> Result<(), ServerError> {
        let Some((code, bound)) = self.seat_of(id) else {
            return Err(err(ErrorCode::BadToken, "join or resume a room first"));
        };
        self.with_entry(&code, |d, e| {
            let seat = e.room.check_token(token)?;
            if seat != bound {
                return Err(err(ErrorCode::BadToken, "that token is another seat's"));
            }
            f(d, e, seat)
        })
    }

    fn act(
        &mut self,
        id: ConnId,
        e: &mut Entry,
        seat: usize,
        seq: u32,
        intent: Intent,
        now: u64,
    ) -> Result<(), ServerError> {
        let before = e.room.game.clone();
        let own =
            matches!(intent, Intent::Play { .. } | Intent::Draw) && e.room.setup.rated.is_some();
        let action = e.room.act(seat, seq, intent, now)?;
        // Counted before the move is kept: a move that ends the match is
        // rated with it.
        let moved = e.room.seats[seat].moved.clone();
        let counted = own && self.count_own_move(id, e, seat);
        if let Err(error) = self.keep(e, &action, now) {
            e.room.game = before;
            e.room.seats[seat].moved = moved;
            return Err(error);
        }
        if counted {
            self.keep_absence(e, seat, now);
        }
        if let Some(g) = before.filter(|_| own) {
            let table = match action {
                Action::Play { table } => Some(table),
                _ => None,
            };
            let think_ms = now.saturating_sub(g.turn_started);
            self.audit_later(e, seat, g.game.round, table, think_ms);
        }
        Ok(())
    }

    /// A move a rated seat's player made themselves: counted (up to what
    /// takes part, `Moved::ENOUGH`) with the address it came from; whether
    /// the count changed (and must be kept, so a restart knows who took
    /// part).
    fn count_own_move(&self, id: ConnId, e: &mut Entry, seat: usize) -> bool {
        let Some(number) = e.room.game.as_ref().map(|g| g.number) else {
            return false;
        };
        let address = self.conns.get(&id).map_or("", |c| c.address.as_str());
        e.room.seats[seat].moved.add(number, &address_key(address))
    }

    /// Keeps whether a seat's player left and what was played for them
    /// (a failure is only logged: the match itself is safe).
    pub(super) fn keep_absence(&mut self, e: &Entry, seat: usize, now: u64) {
        let kept = StoredSeat::of(&e.room, seat, e.while_away[seat]);
        let kept = self.store.save_seat(&e.room.code, &kept, now);
        if let Err(error) = kept {
            self.problems
                .push(format!("room {}: {}", e.room.code, error.message));
        }
    }

    /// Appends the move just applied to the store (and rates the match
    /// when it ended it).
    pub(super) fn keep(
        &mut self,
        e: &mut Entry,
        action: &Action,
        now: u64,
    ) -> Result<(), ServerError> {
        let g = e.room.game.as_ref().expect("a move was just applied");
        let mv = Move {
            number: g.number,
            n: g.game.log.len() - 1,
            action,
            ms: g.last_ms,
            stage: Stage::of(&e.room),
        };
        self.store.append_action(&e.room.code, &mv, now)?;
        self.moves += 1;
        self.rate_if_over(e, now);
        self.event_table_over(e, now);
        Ok(())
    }

    fn leave(&mut self, id: ConnId, token: &str, now: u64) -> Result<(), ServerError> {
        self.with_seat(id, token, now, |d, e, seat| {
            let frees = e.room.game.is_none() && seat != e.room.host;
            if frees {
                d.store.free_seat(&e.room.code, seat, now)?;
            }
            e.release(seat, now);
            e.room.leave(seat, now);
            if !frees {
                d.keep_absence(e, seat, now);
            }
            if let Some(c) = d.conns.get_mut(&id) {
                c.seat = None;
            }
            Ok(())
        })
    }

    /// The host frees a player's seat in the lobby.
    fn remove(
        &mut self,
        id: ConnId,
        token: &str,
        seat: usize,
        now: u64,
    ) -> Result<(), ServerError> {
        self.with_seat(id, token, now, |d, e, by| {
            if by != e.room.host {
                return Err(err(ErrorCode::NotHost, "only the host can remove a player"));
            }
            if e.room.game.is_some() {
                return Err(err(ErrorCode::WrongPhase, "the match has started"));
            }
            let taken = e.room.seats.get(seat).is_some_and(|s| {
                s.kind == SeatKind::Human && s.token.is_some() && seat != e.room.host
            });
            if !taken {
                return Err(err(ErrorCode::BadMessage, "no other player sits there"));
            }
            d.store.free_seat(&e.room.code, seat, now)?;
            e.room.leave(seat, now);
            if let Some(gone) = e.conns[seat].take() {
                d.kick(
                    gone,
                    err(ErrorCode::Removed, "the host removed you from the room"),
                );
            }
            Ok(())
        })
    }

    /// A move the server makes itself (a timeout, the next round, a
    /// computer's play); if the rules refuse a computer's play (they
    /// should not), it draws instead. False when nothing changed.
    pub(super) fn server_action(&mut self, e: &mut Entry, action: Action, now: u64) -> bool {
        let before = e.room.game.clone();
        let mut result = e.room.apply(action.clone(), now).map(|()| action);
        if let Err(error) = &result
            && error.code == ErrorCode::Refused
        {
            self.problems
                .push(format!("room {}: {}", e.room.code, error.message));
            result = e.room.apply(Action::Draw, now).map(|()| Action::Draw);
        }
        let kept = result.and_then(|action| self.keep(e, &action, now));
        if let Err(error) = kept {
            self.problems
                .push(format!("room {}: {}", e.room.code, error.message));
            e.room.game = before;
            e.retry_at = now + RETRY_AFTER_MS;
            return false;
        }
        self.broadcast(e, now);
        true
    }
}

/// A message after which a resume this connection waits for is void.
fn takes_the_connection_elsewhere(msg: &ClientMsg) -> bool {
    matches!(
        msg,
        ClientMsg::Create { .. }
            | ClientMsg::Join { .. }
            | ClientMsg::Resume { .. }
            | ClientMsg::Leave { .. }
            | ClientMsg::Quick { .. }
            | ClientMsg::Watch { .. }
    )
}
