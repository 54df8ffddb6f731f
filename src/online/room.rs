//! A room of online play: its seats and tokens, the host, the match, who
//! may do what and when, and what the server must do by itself (a turn
//! whose time ran out, a computer's turn, a dropped player's seat).
//! Time comes in as milliseconds, so the machine is tested without a clock.

use super::fair::commitment;
use super::matchmaking::CORRESPONDENCE_HOURS;
use super::protocol::{
    ErrorCode, Intent, LastMove, RatedSeat, Reveal, RoomPhase, RoomSetup, RoomView, SeatKind,
    SeatView, ServerError,
};
use serde::{Deserialize, Serialize};

use crate::ai::Level;
use crate::rules::{
    Action, ActionOutcome, MAX_PLAYERS, Match, MatchConfig, OutOfTime, TimeBanks, derive_seed,
};

/// How long a dropped player's seat waits before a computer plays it.
pub const GRACE_MS: u64 = 60_000;
/// After a round ends, the next one is dealt when a player asks or after this.
pub const NEXT_ROUND_MS: u64 = 30_000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatState {
    pub name: String,
    pub kind: SeatKind,
    /// A human seat's token, once someone has taken it.
    pub token: Option<String>,
    pub connected: bool,
    /// When the seat's player dropped, while they are away.
    pub dropped_at: Option<u64>,
    /// The player left the match for good: a computer plays the seat at
    /// once (until someone comes back with its token).
    pub left: bool,
    /// The player's id, when a signed-in player took the seat (quick
    /// match): whose rating the match changes.
    pub player: Option<String>,
    /// The moves its player made themselves in the room's latest match.
    pub moved: Moved,
}

/// Whether a seat's player took part in a match: the moves they made
/// themselves (not a timeout, not a computer standing in), counted up to
/// [`Moved::ENOUGH`], and the address (hashed) they first moved from.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Moved {
    /// The match they moved in (moves of an earlier one do not count).
    pub number: u32,
    pub count: u8,
    pub address: String,
}

impl Moved {
    /// Moves that count a player as having taken part, whatever happens
    /// after.
    pub const ENOUGH: u8 = 2;

    /// Own moves in match `number`.
    pub fn in_match(&self, number: u32) -> u8 {
        if self.number == number { self.count } else { 0 }
    }

    /// One more own move in match `number` from `address`; whether the
    /// record changed (and must be kept).
    pub fn add(&mut self, number: u32, address: &str) -> bool {
        if self.number != number {
            *self = Moved {
                number,
                count: 0,
                address: address.to_string(),
            };
        }
        if self.count >= Moved::ENOUGH {
            return false;
        }
        self.count += 1;
        true
    }

    /// Whether the player took part in match `number`: enough moves of
    /// their own, or at least one and they stayed to the end.
    pub fn took_part(&self, number: u32, stayed: bool) -> bool {
        let n = self.in_match(number);
        n >= Moved::ENOUGH || (n >= 1 && stayed)
    }
}

/// One match of a room: its secret deal and where it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoomGame {
    pub number: u32,
    pub seed: u64,
    pub salt: String,
    pub game: Match,
    pub turn_started: u64,
    pub last: Option<LastMove>,
    /// Each seat's rating change, once a rated match is over and rated.
    pub rated: Vec<Option<RatedSeat>>,
    /// Each seat's bank, when the rules have a tournament clock (not in a
    /// game over days: its hours are the limit).
    pub banks: Option<TimeBanks>,
    /// What the last action's turn took off its bank, in milliseconds:
    /// kept with the move, so a match read back has the same banks.
    pub last_ms: u64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Room {
    pub code: String,
    pub setup: RoomSetup,
    pub host: usize,
    pub seats: Vec<SeatState>,
    pub game: Option<RoomGame>,
    /// How long a dropped player's seat waits ([`GRACE_MS`] unless the
    /// server is told otherwise).
    pub grace_ms: u64,
}

/// What the server must do for a room without being asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Due {
    /// The turn's time ran out.
    Timeout,
    /// The player's bank ran out under a clock that loses the match.
    OutOfTime,
    /// A computer plays the current seat (its own, or a dropped player's).
    Computer {
        level: Level,
        seed: u64,
    },
    NextRound,
}

fn err(code: ErrorCode, message: impl Into<String>) -> ServerError {
    ServerError::new(code, message)
}

impl Room {
    /// A new room in its lobby, the host in the first human seat.
    pub fn new(
        code: String,
        setup: RoomSetup,
        host_name: &str,
        host_token: String,
    ) -> Result<Room, ServerError> {
        let n = setup.seats.len();
        if !(2..=MAX_PLAYERS).contains(&n) {
            return Err(err(
                ErrorCode::BadMessage,
                format!("a room has 2 to {MAX_PLAYERS} seats"),
            ));
        }
        if let Some(hours) = setup.move_hours
            && !CORRESPONDENCE_HOURS.contains(&hours)
        {
            return Err(err(
                ErrorCode::BadMessage,
                format!("a move within {CORRESPONDENCE_HOURS:?} hours, not {hours}"),
            ));
        }
        setup
            .rules
            .check_playable(n)
            .map_err(|e| err(ErrorCode::BadMessage, e.to_string()))?;
        let host = setup
            .seats
            .iter()
            .position(|k| *k == SeatKind::Human)
            .ok_or_else(|| err(ErrorCode::BadMessage, "the host needs a human seat"))?;
        // Computers get a name each (a table of "Computer" seats is hard
        // to tell apart) and their level.
        const NAMES: [&str; MAX_PLAYERS] = ["Ada", "Ben", "Cleo", "Dev", "Eve", "Finn"];
        let seats = setup
            .seats
            .iter()
            .enumerate()
            .map(|(i, &kind)| SeatState {
                name: match kind {
                    SeatKind::Human => String::new(),
                    SeatKind::Computer { level } => format!("{} ({})", NAMES[i], level.key()),
                },
                kind,
                token: None,
                connected: false,
                dropped_at: None,
                left: false,
                player: None,
                moved: Moved::default(),
            })
            .collect();
        let mut room = Room {
            code,
            setup,
            host,
            seats,
            game: None,
            grace_ms: GRACE_MS,
        };
        room.take_seat(host, host_name, host_token);
        Ok(room)
    }

    /// Seats a player (also used when a room is read back from storage).
    pub fn take_seat(&mut self, seat: usize, name: &str, token: String) {
        let s = &mut self.seats[seat];
        s.name = name.trim().to_string();
        s.token = Some(token);
    }

    pub fn phase(&self) -> RoomPhase {
        match &self.game {
            None => RoomPhase::Lobby,
            Some(g) if g.game.is_over() => RoomPhase::MatchOver,
            Some(g) if g.game.round.is_over() => RoomPhase::RoundOver,
            Some(_) => RoomPhase::Playing,
        }
    }

    pub fn seat_of(&self, token: &str) -> Option<usize> {
        self.seats
            .iter()
            .position(|s| s.token.as_deref() == Some(token))
    }

    /// The seat a token holds, or an error.
    pub fn check_token(&self, token: &str) -> Result<usize, ServerError> {
        self.seat_of(token)
            .ok_or_else(|| err(ErrorCode::BadToken, "that token holds no seat in this room"))
    }

    /// The first free human seat, for a player joining in the lobby.
    pub fn join(&mut self, name: &str, token: String) -> Result<usize, ServerError> {
        if self.game.is_some() {
            return Err(err(
                ErrorCode::WrongPhase,
                "the match has started; only its players can come back",
            ));
        }
        let seat = self
            .seats
            .iter()
            .position(|s| s.kind == SeatKind::Human && s.token.is_none())
            .ok_or_else(|| err(ErrorCode::RoomFull, "every seat is taken"))?;
        self.take_seat(seat, name, token);
        Ok(seat)
    }

    /// A player leaves for good; true when their seat is free again (a
    /// seat in the lobby, not the host's). In a match a computer plays the
    /// seat from now on, without waiting out the grace period.
    pub fn leave(&mut self, seat: usize, now: u64) -> bool {
        let lobby = self.game.is_none();
        let s = &mut self.seats[seat];
        s.connected = false;
        if lobby && seat != self.host {
            s.token = None;
            s.name.clear();
            s.dropped_at = None;
            return true;
        }
        s.dropped_at = Some(now);
        s.left = true;
        false
    }

    pub fn set_connected(&mut self, seat: usize, connected: bool, now: u64) {
        let s = &mut self.seats[seat];
        s.connected = connected;
        s.dropped_at = if connected { None } else { Some(now) };
        s.left &= !connected;
    }

    /// The host starts the first match once every human seat is taken.
    pub fn start(
        &mut self,
        seat: usize,
        seed: u64,
        salt: String,
        now: u64,
    ) -> Result<(), ServerError> {
        if seat != self.host {
            return Err(err(ErrorCode::NotHost, "only the host can start"));
        }
        if self.game.is_some() {
            return Err(err(ErrorCode::WrongPhase, "the match has already started"));
        }
        let waiting = self
            .seats
            .iter()
            .filter(|s| s.kind == SeatKind::Human && s.token.is_none())
            .count();
        if waiting > 0 {
            return Err(err(
                ErrorCode::WrongPhase,
                format!("waiting for {waiting} more player(s)"),
            ));
        }
        self.begin(1, seed, salt, now)
    }

    /// The host deals a new match with the same seats after one ends.
    pub fn rematch(
        &mut self,
        seat: usize,
        seed: u64,
        salt: String,
        now: u64,
    ) -> Result<(), ServerError> {
        if seat != self.host {
            return Err(err(ErrorCode::NotHost, "only the host can start a rematch"));
        }
        if self.phase() != RoomPhase::MatchOver {
            return Err(err(ErrorCode::WrongPhase, "the match is not over"));
        }
        let number = self.game.as_ref().map_or(1, |g| g.number + 1);
        self.begin(number, seed, salt, now)
    }

    /// Deals match `number` from its seed (a new match, or one read back).
    pub fn begin(
        &mut self,
        number: u32,
        seed: u64,
        salt: String,
        now: u64,
    ) -> Result<(), ServerError> {
        let game = Match::new(MatchConfig {
            seed,
            players: self.seats.len(),
            rules: self.setup.rules.clone(),
        })
        .map_err(|e| err(ErrorCode::BadMessage, e.to_string()))?;
        self.game = Some(RoomGame {
            number,
            seed,
            salt,
            game,
            turn_started: now,
            last: None,
            rated: Vec::new(),
            banks: self
                .setup
                .rules
                .clock
                .filter(|_| !self.over_days())
                .map(|c| TimeBanks::new(&c, self.seats.len())),
            last_ms: 0,
        });
        Ok(())
    }

    /// A player's move: checked for phase, turn and staleness, then judged
    /// by the rules. Returns the action the match logged.
    pub fn act(
        &mut self,
        seat: usize,
        seq: u32,
        intent: Intent,
        now: u64,
    ) -> Result<Action, ServerError> {
        let phase = self.phase();
        let g = self
            .game
            .as_ref()
            .ok_or_else(|| err(ErrorCode::WrongPhase, "the match has not started"))?;
        if seq as usize != g.game.log.len() {
            return Err(err(
                ErrorCode::Stale,
                format!(
                    "that was about move {seq}; the game is at move {}",
                    g.game.log.len()
                ),
            ));
        }
        let action = match intent {
            Intent::NextRound => {
                if phase != RoomPhase::RoundOver {
                    return Err(err(ErrorCode::WrongPhase, "the round is not over"));
                }
                Action::NextRound
            }
            turn => {
                if phase != RoomPhase::Playing {
                    return Err(err(ErrorCode::WrongPhase, "no round is being played"));
                }
                if g.game.round.current != seat {
                    return Err(err(ErrorCode::NotYourTurn, "it is not your turn"));
                }
                match turn {
                    Intent::Play { table } => Action::Play { table },
                    Intent::Draw => Action::Draw,
                    Intent::GiveUp => Action::GiveUp,
                    Intent::NextRound => unreachable!(),
                }
            }
        };
        self.apply(action.clone(), now)?;
        Ok(action)
    }

    /// Applies an action to the match (a player's, a timeout, a computer's),
    /// its turn having taken the time since it began.
    pub fn apply(&mut self, action: Action, now: u64) -> Result<(), ServerError> {
        let took = self
            .game
            .as_ref()
            .map_or(0, |g| now.saturating_sub(g.turn_started));
        self.apply_timed(action, took, now)
    }

    /// Applies an action whose turn took `took_ms` (a move read back from
    /// storage says what its turn took).
    pub fn apply_timed(
        &mut self,
        action: Action,
        took_ms: u64,
        now: u64,
    ) -> Result<(), ServerError> {
        let g = self
            .game
            .as_mut()
            .ok_or_else(|| err(ErrorCode::WrongPhase, "the match has not started"))?;
        let seat = g.game.round.current;
        let banks_before = g.banks.clone();
        let late = matches!(action, Action::Play { .. } | Action::Draw | Action::GiveUp)
            && bank_out(g, &self.setup.rules, took_ms).is_some();
        if late {
            // The time ran out first: the server's move (the time-out, or
            // the match lost) is the one that counts.
            return Err(err(ErrorCode::Refused, "your time ran out"));
        }
        let charged = charge_bank(g, &action, took_ms);
        let outcome = match g.game.apply(action) {
            Ok(outcome) => outcome,
            Err(e) => {
                g.banks = banks_before;
                return Err(err(ErrorCode::Refused, e.to_string()));
            }
        };
        g.last_ms = charged;
        g.last = match outcome {
            ActionOutcome::Turn(t) => Some(LastMove {
                seat,
                played: t.played,
                drew: t.drawn.len(),
            }),
            ActionOutcome::RoundStarted { .. } => None,
        };
        g.turn_started = now;
        Ok(())
    }

    /// Whether a seat's player dropped long enough ago for a computer to
    /// stand in (in a game over days, only a player who left).
    pub fn stood_in(&self, seat: usize, now: u64) -> bool {
        let s = &self.seats[seat];
        let dropped_long = s
            .dropped_at
            .is_some_and(|t| now.saturating_sub(t) >= self.grace_ms);
        s.kind == SeatKind::Human && (s.left || (dropped_long && !self.over_days()))
    }

    /// An event's table whose deal other tables play too (a duplicate
    /// round's, not public): its deal is not revealed at its end.
    pub fn withholds_deal(&self) -> bool {
        self.setup.event.is_some() && !self.setup.public
    }

    /// A game over days (a move within hours).
    pub fn over_days(&self) -> bool {
        self.setup.move_hours.is_some()
    }

    /// How long a turn may take: the hours of a game over days, or the
    /// rules' timer.
    pub fn turn_ms(&self) -> Option<u64> {
        match self.setup.move_hours {
            Some(hours) => Some(u64::from(hours) * 3_600_000),
            None => self
                .setup
                .rules
                .turn_timer_secs
                .map(|s| u64::from(s) * 1000),
        }
    }

    /// What the server must do now, if anything.
    pub fn due(&self, now: u64) -> Option<Due> {
        let g = self.game.as_ref()?;
        let waited = now.saturating_sub(g.turn_started);
        match self.phase() {
            RoomPhase::Playing => {
                let seat = g.game.round.current;
                let seed = derive_seed(g.seed ^ 0xC0FF_EE00, g.game.log.len() as u64);
                if let Some(out) = bank_out(g, &self.setup.rules, waited) {
                    return Some(match out {
                        OutOfTime::LoseMatch => Due::OutOfTime,
                        OutOfTime::RevertAndDraw => Due::Timeout,
                    });
                }
                if let Some(ms) = self.turn_ms()
                    && waited >= ms
                {
                    return Some(Due::Timeout);
                }
                match self.seats[seat].kind {
                    SeatKind::Computer { level } => Some(Due::Computer { level, seed }),
                    SeatKind::Human if self.stood_in(seat, now) => Some(Due::Computer {
                        level: self.setup.stand_in,
                        seed,
                    }),
                    SeatKind::Human => None,
                }
            }
            RoomPhase::RoundOver if waited >= NEXT_ROUND_MS => Some(Due::NextRound),
            _ => None,
        }
    }

    /// Milliseconds until `due` may have something to do (for the server's
    /// ticker; computers answer at once).
    pub fn turn_ms_left(&self, now: u64) -> Option<u64> {
        let g = self.game.as_ref()?;
        if self.phase() != RoomPhase::Playing {
            return None;
        }
        let waited = now.saturating_sub(g.turn_started);
        let timer = self.turn_ms().map(|ms| ms.saturating_sub(waited));
        let bank = g
            .banks
            .as_ref()
            .map(|b| b.showing(g.game.round.current, waited));
        match (timer, bank) {
            (Some(t), Some(b)) => Some(t.min(b)),
            (t, b) => t.or(b),
        }
    }

    /// Each seat's bank as its clock shows it at `now`.
    pub fn banks_ms(&self, now: u64) -> Option<Vec<u64>> {
        let g = self.game.as_ref()?;
        let banks = g.banks.as_ref()?;
        let playing = self.phase() == RoomPhase::Playing;
        let waited = now.saturating_sub(g.turn_started);
        Some(
            (0..banks.left_ms.len())
                .map(|seat| {
                    let current = playing && seat == g.game.round.current;
                    banks.showing(seat, if current { waited } else { 0 })
                })
                .collect(),
        )
    }

    /// The room as one seat may see it: its own rack, the others' counts.
    pub fn view(&self, you: usize, now: u64) -> RoomView {
        let phase = self.phase();
        let round = self.game.as_ref().map(|g| &g.game.round);
        let seats = self
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatView {
                name: s.name.clone(),
                kind: s.kind,
                taken: s.token.is_some(),
                connected: s.connected || matches!(s.kind, SeatKind::Computer { .. }),
                stand_in: self.stood_in(i, now),
                rack: round.map_or(0, |r| r.seats[i].rack.len()),
                initial_meld_done: round.is_some_and(|r| r.seats[i].initial_meld_done),
            })
            .collect();
        let g = self.game.as_ref();
        RoomView {
            code: self.code.clone(),
            phase,
            rules: self.setup.rules.clone(),
            host: self.host,
            you,
            seats,
            seq: g.map_or(0, |g| g.game.log.len() as u32),
            round: g.map_or(0, |g| g.game.round_number),
            current: round.map_or(0, |r| r.current),
            table: round.map_or_else(Vec::new, |r| r.table.clone()),
            rack: round.map_or_else(Vec::new, |r| r.seats[you].rack.clone()),
            pool: round.map_or(0, |r| r.pool.len()),
            totals: g.map_or_else(|| vec![0; self.seats.len()], |g| g.game.totals.clone()),
            round_scores: round
                .and_then(|r| r.result.as_ref())
                .map(|r| r.scores.clone()),
            last: g.and_then(|g| g.last.clone()),
            turn_ms_left: self.turn_ms_left(now),
            banks_ms: self.banks_ms(now),
            commitment: g.map(|g| commitment(g.seed, &g.salt)),
            reveal: g
                .filter(|_| phase == RoomPhase::MatchOver && !self.withholds_deal())
                .map(|g| Reveal {
                    seed: g.seed,
                    salt: g.salt.clone(),
                }),
            turns: round.map_or(0, |r| r.turns),
            first: round.map_or(0, |r| r.first),
            passes: round.map_or(0, |r| r.passes),
            history: g.map_or_else(Vec::new, |g| g.game.history.clone()),
            rounds_won: g.map_or_else(|| vec![0; self.seats.len()], |g| g.game.rounds_won.clone()),
            ratings: g.map_or_else(Vec::new, |g| g.rated.clone()),
            watching: false,
        }
    }

    /// The room as a watcher sees it: every seat's count, nobody's rack.
    pub fn watch_view(&self, now: u64) -> RoomView {
        RoomView {
            rack: Vec::new(),
            watching: true,
            ..self.view(0, now)
        }
    }
}

/// Charges the turn `action` ends to its player's bank; what it took off.
fn charge_bank(g: &mut RoomGame, action: &Action, took_ms: u64) -> u64 {
    let ends_turn = matches!(
        action,
        Action::Play { .. } | Action::Draw | Action::GiveUp | Action::Timeout { .. }
    );
    let seat = g.game.round.current;
    match (ends_turn, g.game.config.rules.clock, g.banks.as_mut()) {
        (true, Some(clock), Some(banks)) => {
            banks.end_turn(&clock, seat, took_ms);
            took_ms
        }
        (false, Some(_), Some(banks)) if *action == Action::OutOfTime => {
            if let Some(left) = banks.left_ms.get_mut(seat) {
                *left = 0;
            }
            took_ms
        }
        _ => 0,
    }
}

/// What running out means, when the current player's bank has run out
/// `waited` into the turn.
fn bank_out(g: &RoomGame, rules: &crate::rules::RuleSet, waited: u64) -> Option<OutOfTime> {
    let clock = rules.clock?;
    g.banks
        .as_ref()?
        .is_out(g.game.round.current, waited)
        .then_some(clock.out_of_time)
}
