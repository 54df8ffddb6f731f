//! The rooms in play and the connections watching them: every message is
//! judged here (by the room and the rules), kept in the store, then the
//! room is sent to each connection as its seat may see it.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use tokio::sync::mpsc::UnboundedSender;

use super::store::Store;
use crate::ai::choose_turn;
use crate::online::protocol::decode_client;
use crate::online::protocol::{CODE_ALPHABET, CODE_LEN, normalise_code};
use crate::online::{ClientMsg, Due, ErrorCode, Room, ServerError, ServerMsg};
use crate::rules::Action;

/// A connection's outbox: JSON text frames.
pub type Outbox = UnboundedSender<String>;

struct Conn {
    id: u64,
    seat: usize,
    out: Outbox,
}

pub struct Entry {
    pub room: Room,
    conns: Vec<Conn>,
    /// A computer is choosing this room's move (off the async threads).
    thinking: bool,
    /// Since when nobody has been connected to the room.
    idle_since: Option<u64>,
}

/// A room nobody has been connected to for this long leaves memory (it
/// stays in the database, and comes back when the server restarts).
pub const ROOM_IDLE_MS: u64 = 6 * 3600 * 1000;
/// Rooms one connection may open.
pub const ROOMS_PER_CONNECTION: u32 = 3;

pub struct Hub {
    rooms: Mutex<HashMap<String, Arc<Mutex<Entry>>>>,
    store: Mutex<Store>,
    next_conn: AtomicU64,
    clock: Instant,
    /// How long a computer waits before it moves, so people can follow.
    pub computer_delay_ms: u64,
}

/// Where a connection sits, once it has joined a room.
#[derive(Debug, Clone, Default)]
pub struct Binding {
    pub id: u64,
    pub seat: Option<(String, usize)>,
    pub rooms_created: u32,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic elsewhere must not take every room down with it.
    m.lock().unwrap_or_else(|p| p.into_inner())
}

fn random_bytes<const N: usize>() -> [u8; N] {
    let mut b = [0u8; N];
    getrandom::fill(&mut b).expect("the operating system gives random bytes");
    b
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn send(out: &Outbox, msg: &ServerMsg) {
    if let Ok(text) = serde_json::to_string(msg) {
        // A closed outbox is a connection on its way out.
        let _ = out.send(text);
    }
}

pub fn send_error(out: &Outbox, e: ServerError) {
    send(out, &ServerMsg::Error(e));
}

impl Hub {
    pub fn new(store: Store, computer_delay_ms: u64) -> Result<Hub, String> {
        let hub = Hub {
            rooms: Mutex::new(HashMap::new()),
            store: Mutex::new(store),
            next_conn: AtomicU64::new(1),
            clock: Instant::now(),
            computer_delay_ms,
        };
        let (rooms, problems) = lock(&hub.store).load_rooms(hub.now())?;
        for p in problems {
            eprintln!("tilemeld serve: {p}");
        }
        let mut map = lock(&hub.rooms);
        for room in rooms {
            map.insert(
                room.code.clone(),
                Arc::new(Mutex::new(Entry {
                    room,
                    conns: Vec::new(),
                    thinking: false,
                    idle_since: Some(hub.now()),
                })),
            );
        }
        drop(map);
        Ok(hub)
    }

    pub fn now(&self) -> u64 {
        self.clock.elapsed().as_millis() as u64
    }

    pub fn room_count(&self) -> usize {
        lock(&self.rooms).len()
    }

    pub fn new_binding(&self) -> Binding {
        Binding {
            id: self.next_conn.fetch_add(1, Ordering::Relaxed),
            seat: None,
            rooms_created: 0,
        }
    }

    fn entry(&self, code: &str) -> Result<Arc<Mutex<Entry>>, ServerError> {
        let code = normalise_code(code)
            .ok_or_else(|| ServerError::new(ErrorCode::NoRoom, "an invite code is 6 letters"))?;
        lock(&self.rooms)
            .get(&code)
            .cloned()
            .ok_or_else(|| ServerError::new(ErrorCode::NoRoom, format!("no room {code}")))
    }

    fn new_code(&self) -> String {
        let rooms = lock(&self.rooms);
        loop {
            let code: String = random_bytes::<16>()
                .iter()
                // 253 = 11 × 23: rejecting the top keeps every letter equally likely.
                .filter(|&&b| b < 253)
                .take(CODE_LEN)
                .map(|&b| CODE_ALPHABET[b as usize % CODE_ALPHABET.len()] as char)
                .collect();
            if code.len() == CODE_LEN && !rooms.contains_key(&code) {
                return code;
            }
        }
    }

    /// One text frame from a connection.
    pub fn receive(&self, text: &str, conn: &mut Binding, out: &Outbox) {
        if let Err(e) = self.handle(text, conn, out) {
            send_error(out, e);
        }
    }

    fn handle(&self, text: &str, conn: &mut Binding, out: &Outbox) -> Result<(), ServerError> {
        let now = self.now();
        match decode_client(text)? {
            ClientMsg::Ping => send(out, &ServerMsg::Pong),
            ClientMsg::Create { name, setup } => {
                if conn.rooms_created >= ROOMS_PER_CONNECTION {
                    return Err(ServerError::new(
                        ErrorCode::Throttled,
                        format!("one connection opens at most {ROOMS_PER_CONNECTION} rooms"),
                    ));
                }
                let code = self.new_code();
                let token = hex(&random_bytes::<16>());
                let room = Room::new(code.clone(), setup, &name, token.clone())?;
                lock(&self.store).create_room(&room)?;
                let seat = room.host;
                conn.rooms_created += 1;
                let entry = Arc::new(Mutex::new(Entry {
                    room,
                    conns: Vec::new(),
                    thinking: false,
                    idle_since: None,
                }));
                lock(&self.rooms).insert(code.clone(), entry.clone());
                self.attach(&entry, &code, seat, token, conn, out, now);
            }
            ClientMsg::Join { code, name } => {
                let entry = self.entry(&code)?;
                let token = hex(&random_bytes::<16>());
                let (code, seat) = {
                    let mut e = lock(&entry);
                    let seat = e.room.join(&name, token.clone())?;
                    let code = e.room.code.clone();
                    if let Err(err) = lock(&self.store).save_seat(&code, seat, name.trim(), &token)
                    {
                        e.room.seats[seat].token = None;
                        return Err(err);
                    }
                    (code, seat)
                };
                self.attach(&entry, &code, seat, token, conn, out, now);
            }
            ClientMsg::Resume { code, token } => {
                let entry = self.entry(&code)?;
                let (code, seat) = {
                    let e = lock(&entry);
                    (e.room.code.clone(), e.room.check_token(&token)?)
                };
                self.attach(&entry, &code, seat, token, conn, out, now);
            }
            ClientMsg::Start { token } => {
                self.with_seat(conn, &token, |e, seat, store| {
                    let seed = u64::from_le_bytes(random_bytes::<8>());
                    let salt = hex(&random_bytes::<16>());
                    e.room.start(seat, seed, salt.clone(), now)?;
                    let number = e.room.game.as_ref().map_or(1, |g| g.number);
                    store
                        .save_game(&e.room.code, number, seed, &salt)
                        .inspect_err(|_| e.room.game = None)
                })?;
            }
            ClientMsg::Rematch { token } => {
                self.with_seat(conn, &token, |e, seat, store| {
                    let before = e.room.game.clone();
                    let seed = u64::from_le_bytes(random_bytes::<8>());
                    let salt = hex(&random_bytes::<16>());
                    e.room.rematch(seat, seed, salt.clone(), now)?;
                    let number = e.room.game.as_ref().map_or(1, |g| g.number);
                    store
                        .save_game(&e.room.code, number, seed, &salt)
                        .inspect_err(|_| e.room.game = before)
                })?;
            }
            ClientMsg::Leave { token } => {
                let id = conn.id;
                self.with_seat(conn, &token, |e, seat, store| {
                    e.conns.retain(|c| c.id != id);
                    if e.conns.is_empty() {
                        e.idle_since = Some(now);
                    }
                    if e.room.leave(seat, now) {
                        store.free_seat(&e.room.code, seat)?;
                    }
                    Ok(())
                })?;
                conn.seat = None;
            }
            ClientMsg::Act { token, seq, intent } => {
                self.with_seat(conn, &token, |e, seat, store| {
                    let before = e.room.game.clone();
                    let action = e.room.act(seat, seq, intent, now)?;
                    keep(store, e, action).inspect_err(|_| e.room.game = before)
                })?;
            }
        }
        Ok(())
    }

    /// Runs a change on the room this connection sits in, for the seat its
    /// token holds, then shows everyone the room.
    fn with_seat(
        &self,
        conn: &Binding,
        token: &str,
        change: impl FnOnce(&mut Entry, usize, &Store) -> Result<(), ServerError>,
    ) -> Result<(), ServerError> {
        let Some((code, bound)) = &conn.seat else {
            return Err(ServerError::new(
                ErrorCode::BadToken,
                "join or resume a room first",
            ));
        };
        let entry = self.entry(code)?;
        let mut e = lock(&entry);
        let seat = e.room.check_token(token)?;
        if seat != *bound {
            return Err(ServerError::new(
                ErrorCode::BadToken,
                "that token is another seat's",
            ));
        }
        change(&mut e, seat, &lock(&self.store))?;
        broadcast(&e, self.now());
        Ok(())
    }

    fn attach(
        &self,
        entry: &Arc<Mutex<Entry>>,
        code: &str,
        seat: usize,
        token: String,
        conn: &mut Binding,
        out: &Outbox,
        now: u64,
    ) {
        self.detach(conn);
        let mut e = lock(entry);
        e.conns.push(Conn {
            id: conn.id,
            seat,
            out: out.clone(),
        });
        e.room.set_connected(seat, true, now);
        e.idle_since = None;
        conn.seat = Some((code.to_string(), seat));
        send(
            out,
            &ServerMsg::Welcome {
                code: code.to_string(),
                seat,
                token,
            },
        );
        broadcast(&e, now);
    }

    /// A connection closed or moved to another seat.
    pub fn detach(&self, conn: &mut Binding) {
        let Some((code, seat)) = conn.seat.take() else {
            return;
        };
        let Ok(entry) = self.entry(&code) else {
            return;
        };
        let mut e = lock(&entry);
        e.conns.retain(|c| c.id != conn.id);
        if !e.conns.iter().any(|c| c.seat == seat) {
            let now = self.now();
            e.room.set_connected(seat, false, now);
            if e.conns.is_empty() {
                e.idle_since = Some(now);
            }
            broadcast(&e, now);
        }
    }

    /// Does what is due in every room: timeouts, the next round, computer
    /// turns (chosen on a blocking thread, applied if nothing moved since).
    pub fn tick(self: &Arc<Self>) {
        let now = self.now();
        lock(&self.rooms).retain(|_, entry| {
            let e = lock(entry);
            e.thinking
                || e.idle_since
                    .is_none_or(|t| now.saturating_sub(t) < ROOM_IDLE_MS)
        });
        let entries: Vec<_> = lock(&self.rooms).values().cloned().collect();
        for entry in entries {
            let now = self.now();
            let mut e = lock(&entry);
            if e.thinking {
                continue;
            }
            let Some(due) = e.room.due(now) else {
                continue;
            };
            match due {
                Due::Timeout => self.server_action(&mut e, Action::Timeout { attempted: vec![] }),
                Due::NextRound => self.server_action(&mut e, Action::NextRound),
                Due::Computer { level, seed } => {
                    let Some(g) = &e.room.game else { continue };
                    if now.saturating_sub(g.turn_started) < self.computer_delay_ms {
                        continue;
                    }
                    let round = g.game.round.clone();
                    let seq = g.game.log.len();
                    e.thinking = true;
                    drop(e);
                    let hub = self.clone();
                    let entry = entry.clone();
                    tokio::task::spawn_blocking(move || {
                        let turn = choose_turn(&round, level, seed);
                        let mut e = lock(&entry);
                        e.thinking = false;
                        let still = e
                            .room
                            .game
                            .as_ref()
                            .is_some_and(|g| g.game.log.len() == seq);
                        if still {
                            hub.server_action(&mut e, turn.action);
                        }
                    });
                }
            }
        }
    }

    /// A move the server makes itself; if the rules refuse a computer's
    /// play (they should not), it draws instead.
    fn server_action(&self, e: &mut Entry, action: Action) {
        let now = self.now();
        let before = e.room.game.clone();
        let mut result = e.room.apply(action.clone(), now).map(|()| action);
        if let Err(err) = &result
            && err.code == ErrorCode::Refused
        {
            eprintln!("tilemeld serve: room {}: {}", e.room.code, err.message);
            result = e.room.apply(Action::Draw, now).map(|()| Action::Draw);
        }
        let kept = result.and_then(|action| keep(&lock(&self.store), e, action));
        if let Err(err) = kept {
            eprintln!("tilemeld serve: room {}: {}", e.room.code, err.message);
            e.room.game = before;
            return;
        }
        broadcast(e, now);
    }
}

/// Appends the move just applied to the store.
fn keep(store: &Store, e: &Entry, action: Action) -> Result<(), ServerError> {
    let g = e.room.game.as_ref().expect("a move was just applied");
    store.append_action(&e.room.code, g.number, g.game.log.len() - 1, &action)
}

fn broadcast(e: &Entry, now: u64) {
    for c in &e.conns {
        send(&c.out, &ServerMsg::Room(Box::new(e.room.view(c.seat, now))));
    }
}
