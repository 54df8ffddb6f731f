//! Quick match: players who want the same table (rules, seats, pace) are
//! seated together in the order they came; when the first of them has
//! waited as long as they chose, computers fill the empty seats. Plain and
//! bounded: a player waits in one line at a time, and the queue holds at
//! most so many players.

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};

use crate::rules::{MAX_PLAYERS, Preset};

/// A player as the server knows them (their player id).
pub type PlayerId = String;

/// How long a player may choose to wait for others before computers fill
/// the table, and the wait when they choose none.
pub const MAX_WAIT_MS: u64 = 120_000;
pub const DEFAULT_WAIT_MS: u64 = 20_000;
/// Players the queue holds at once, over every line.
pub const QUEUE_CAPACITY: usize = 10_000;

/// How fast a match goes: live (the rules' turn timer), or a move in so
/// many hours, for games played over days.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "pace")]
pub enum Pace {
    Live,
    Correspondence { hours: u16 },
}

/// The move times a game over days may have.
pub const CORRESPONDENCE_HOURS: [u16; 3] = [12, 24, 72];

/// The table a player asks for.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Wanted {
    /// A rules preset's key.
    pub rules: String,
    pub seats: u8,
    #[serde(flatten)]
    pub pace: Pace,
}

impl Wanted {
    /// Whether such a table is offered: a known rules preset with the
    /// tiles for its 2 to 6 seats, a move time on the list.
    pub fn check(&self) -> Result<(), QueueError> {
        let offered = match self.pace {
            Pace::Live => true,
            Pace::Correspondence { hours } => CORRESPONDENCE_HOURS.contains(&hours),
        };
        let seats = usize::from(self.seats);
        let seated =
            Preset::from_key(&self.rules).is_some_and(|p| p.rules().check_playable(seats).is_ok());
        if !(2..=MAX_PLAYERS).contains(&seats) || !offered || !seated {
            return Err(QueueError::BadTable);
        }
        Ok(())
    }
}

/// Why a player was not put in the queue.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QueueError {
    /// Not a rules preset, seats other than 2 to 6 (five or six with the
    /// XP box only), or a move time not offered.
    BadTable,
    /// The queue is full.
    Full,
}

/// Players to seat at a new table, in the order they came, and how many
/// computers fill the rest (see [`Seating::of`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seating {
    pub wanted: Wanted,
    pub players: Vec<PlayerId>,
    pub computers: usize,
}

impl Seating {
    /// The players taken from a line for its table; computers fill the
    /// seats left.
    pub fn of(wanted: &Wanted, players: Vec<PlayerId>) -> Seating {
        let computers = usize::from(wanted.seats).saturating_sub(players.len());
        Seating {
            wanted: wanted.clone(),
            players,
            computers,
        }
    }
}

#[derive(Debug, Clone)]
struct Waiting {
    player: PlayerId,
    /// When the computers come (the player's arrival and chosen wait).
    until: u64,
    /// This wait's own mark: a server that let an earlier wait go takes
    /// out only that one, never a wait begun since.
    ticket: String,
}

#[derive(Debug)]
pub struct Queue {
    lines: BTreeMap<Wanted, Vec<Waiting>>,
    /// Each waiting player's line.
    waiting: HashMap<PlayerId, Wanted>,
    capacity: usize,
}

impl Default for Queue {
    fn default() -> Queue {
        Queue::with_capacity(QUEUE_CAPACITY)
    }
}

impl Queue {
    pub fn new() -> Queue {
        Queue::default()
    }

    /// A queue that holds at most `capacity` players.
    pub fn with_capacity(capacity: usize) -> Queue {
        Queue {
            lines: BTreeMap::new(),
            waiting: HashMap::new(),
            capacity,
        }
    }

    /// Players waiting, over every line.
    pub fn len(&self) -> usize {
        self.waiting.len()
    }

    pub fn is_empty(&self) -> bool {
        self.waiting.is_empty()
    }

    /// Whether `player` is waiting, and for what.
    pub fn waiting_for(&self, player: &str) -> Option<&Wanted> {
        self.waiting.get(player)
    }

    /// `player` waits for `wanted` (leaving any line they were in), for
    /// others until `wait_ms` has passed (at most [`MAX_WAIT_MS`]). When
    /// the line then fills a table, its players are seated at once.
    pub fn join(
        &mut self,
        player: &str,
        wanted: Wanted,
        wait_ms: u64,
        now: u64,
    ) -> Result<Option<Seating>, QueueError> {
        self.join_ticketed(player, "", wanted, wait_ms, now)
    }

    /// [`Queue::join`], the wait marked with `ticket` (see
    /// [`Queue::leave_ticket`]).
    pub fn join_ticketed(
        &mut self,
        player: &str,
        ticket: &str,
        wanted: Wanted,
        wait_ms: u64,
        now: u64,
    ) -> Result<Option<Seating>, QueueError> {
        wanted.check()?;
        self.leave(player);
        if self.len() >= self.capacity {
            return Err(QueueError::Full);
        }
        let seats = usize::from(wanted.seats);
        let line = self.lines.entry(wanted.clone()).or_default();
        line.push(Waiting {
            player: player.to_string(),
            until: now.saturating_add(wait_ms.min(MAX_WAIT_MS)),
            ticket: ticket.to_string(),
        });
        self.waiting.insert(player.to_string(), wanted.clone());
        if line.len() < seats {
            return Ok(None);
        }
        Ok(Some(self.seat(&wanted, seats)))
    }

    /// `player` stops waiting; whether they were.
    pub fn leave(&mut self, player: &str) -> bool {
        let Some(wanted) = self.waiting.remove(player) else {
            return false;
        };
        if let Some(line) = self.lines.get_mut(&wanted) {
            line.retain(|w| w.player != player);
            if line.is_empty() {
                self.lines.remove(&wanted);
            }
        }
        true
    }

    /// `player` stops waiting if their wait is the one marked `ticket`;
    /// whether it was.
    pub fn leave_ticket(&mut self, player: &str, ticket: &str) -> bool {
        let Some(wanted) = self.waiting.get(player) else {
            return false;
        };
        let mine = self.lines.get(wanted).is_some_and(|line| {
            line.iter()
                .any(|w| w.player == player && w.ticket == ticket)
        });
        mine && self.leave(player)
    }

    /// Tables whose first player has waited long enough: the players
    /// waiting (up to the table's seats) and computers for the rest.
    pub fn due(&mut self, now: u64) -> Vec<Seating> {
        let ready: Vec<Wanted> = self
            .lines
            .iter()
            .filter(|(_, line)| line.first().is_some_and(|w| w.until <= now))
            .map(|(wanted, _)| wanted.clone())
            .collect();
        ready
            .into_iter()
            .map(|wanted| {
                let seats = usize::from(wanted.seats);
                self.seat(&wanted, seats)
            })
            .collect()
    }

    /// The first players of `wanted`'s line, up to `seats`, out of it.
    fn seat(&mut self, wanted: &Wanted, seats: usize) -> Seating {
        let line = self.lines.entry(wanted.clone()).or_default();
        let taken: Vec<PlayerId> = line
            .drain(..seats.min(line.len()))
            .map(|w| w.player)
            .collect();
        if line.is_empty() {
            self.lines.remove(wanted);
        }
        for player in &taken {
            self.waiting.remove(player);
        }
        Seating::of(wanted, taken)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(seats: u8) -> Wanted {
        Wanted {
            rules: "modern".into(),
            seats,
            pace: Pace::Live,
        }
    }

    #[test]
    fn players_wanting_the_same_table_meet_in_the_order_they_came() {
        let mut q = Queue::new();
        assert_eq!(q.join("a", table(3), 20_000, 0), Ok(None));
        assert_eq!(q.join("b", table(3), 20_000, 10), Ok(None));
        let seated = q.join("c", table(3), 20_000, 20).unwrap().unwrap();
        assert_eq!(seated.players, ["a", "b", "c"]);
        assert_eq!(seated.computers, 0);
        assert!(q.is_empty());
    }

    #[test]
    fn different_tables_do_not_meet() {
        let mut q = Queue::new();
        q.join("a", table(2), 20_000, 0).unwrap();
        let sabra = Wanted {
            rules: "sabra".into(),
            ..table(2)
        };
        let days = Wanted {
            pace: Pace::Correspondence { hours: 24 },
            ..table(2)
        };
        assert_eq!(q.join("b", sabra, 20_000, 0), Ok(None));
        assert_eq!(q.join("c", days, 20_000, 0), Ok(None));
        assert_eq!(q.join("d", table(3), 20_000, 0), Ok(None));
        assert_eq!(q.len(), 4);
        assert!(q.join("e", table(2), 20_000, 0).unwrap().is_some());
    }

    #[test]
    fn after_the_wait_computers_fill_the_table() {
        let mut q = Queue::new();
        q.join("a", table(4), 5_000, 0).unwrap();
        q.join("b", table(4), 60_000, 1_000).unwrap();
        assert!(q.due(4_999).is_empty());
        let seated = q.due(5_000);
        assert_eq!(seated.len(), 1);
        assert_eq!(seated[0].players, ["a", "b"]);
        assert_eq!(seated[0].computers, 2);
        assert!(q.is_empty());
        // A wait longer than the most is cut to it.
        q.join("c", table(2), u64::MAX, 0).unwrap();
        assert!(q.due(MAX_WAIT_MS - 1).is_empty());
        assert_eq!(q.due(MAX_WAIT_MS)[0].computers, 1);
    }

    #[test]
    fn a_player_waits_in_one_line_and_is_never_seated_twice() {
        let mut q = Queue::new();
        q.join("a", table(2), 20_000, 0).unwrap();
        // Joining again (another table, or the same) moves them.
        q.join("a", table(3), 20_000, 0).unwrap();
        q.join("a", table(3), 20_000, 0).unwrap();
        assert_eq!(q.len(), 1);
        assert_eq!(q.waiting_for("a"), Some(&table(3)));
        assert_eq!(
            q.join("b", table(2), 20_000, 0),
            Ok(None),
            "a left that line"
        );
        assert!(q.leave("a"));
        assert!(!q.leave("a"));
        assert_eq!(q.len(), 1);
        let seated = q.due(20_000);
        assert_eq!(seated.len(), 1);
        assert_eq!(seated[0].players, ["b"]);
    }

    #[test]
    fn bad_tables_are_refused_and_the_queue_is_bounded() {
        let mut q = Queue::new();
        assert_eq!(q.join("a", table(1), 0, 0), Err(QueueError::BadTable));
        assert_eq!(q.join("a", table(5), 0, 0), Err(QueueError::BadTable));
        let odd = Wanted {
            pace: Pace::Correspondence { hours: 5 },
            ..table(2)
        };
        assert_eq!(q.join("a", odd, 0, 0), Err(QueueError::BadTable));
        assert!(q.is_empty());
        let unknown = Wanted {
            rules: "no such rules".into(),
            ..table(2)
        };
        assert_eq!(q.join("a", unknown, 0, 0), Err(QueueError::BadTable));
        // Players who never meet: each line holds three of a table of four.
        let mut q = Queue::with_capacity(30);
        let lines: Vec<Wanted> = Preset::ALL
            .iter()
            .flat_map(|p| {
                [Pace::Live, Pace::Correspondence { hours: 24 }].map(|pace| Wanted {
                    rules: p.key().into(),
                    seats: 4,
                    pace,
                })
            })
            .collect();
        for i in 0..30 {
            q.join(&format!("p{i}"), lines[i / 3].clone(), 60_000, 0)
                .unwrap();
        }
        assert_eq!(q.join("late", table(2), 0, 0), Err(QueueError::Full));
        // One already waiting may still change line.
        assert!(q.join("p0", table(2), 0, 0).is_ok());
        assert_eq!(q.len(), 30);
        assert_eq!(Queue::new().capacity, QUEUE_CAPACITY);
    }
}
