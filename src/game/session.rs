//! The game being played: the rules' match, who sits where, the current
//! turn's draft, and the phase of play. Every change of the game goes
//! through [`Session::apply`], which asks the rules.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::ai::puzzle::{Puzzle, puzzle_rules};
use crate::ai::{Level, Solution};
use crate::game::messages::TurnCommand;
use crate::lessons::{Goal, LESSONS};
use crate::record::{MatchRecord, RecordSeat};
use crate::rules::{
    Action, ActionOutcome, Match, MatchConfig, MatchError, Round, RuleSet, RuleSetError, Tile,
    TileId, TurnDraft, faces, format_tiles,
};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "level")]
pub enum SeatKind {
    Human,
    Computer(Level),
    /// In an online room: a player on another device, or the server's
    /// computer. The server sends its moves; nothing here plays for it.
    Remote,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatConfig {
    pub name: String,
    pub kind: SeatKind,
}

impl SeatConfig {
    pub fn human(name: &str) -> SeatConfig {
        SeatConfig {
            name: name.into(),
            kind: SeatKind::Human,
        }
    }

    pub fn computer(name: &str, level: Level) -> SeatConfig {
        SeatConfig {
            name: name.into(),
            kind: SeatKind::Computer(level),
        }
    }

    pub fn is_human(&self) -> bool {
        self.kind == SeatKind::Human
    }
}

/// Everything needed to start a match.
#[derive(Resource, Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSetup {
    pub seats: Vec<SeatConfig>,
    pub seed: u64,
    pub rules: RuleSet,
}

impl Default for GameSetup {
    fn default() -> Self {
        GameSetup {
            seats: vec![
                SeatConfig::human("You"),
                SeatConfig::computer("Ada", Level::Hard),
                SeatConfig::computer("Ben", Level::Medium),
                SeatConfig::computer("Cleo", Level::Medium),
            ],
            seed: 1,
            rules: RuleSet::default(),
        }
    }
}

/// A turn where a human played fewer tiles than the solver could have.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MissedPlay {
    pub round: u32,
    /// The round's turn number, from 1.
    pub turn: u32,
    pub seat: usize,
    pub played: u32,
    pub possible: u32,
    /// The table and the rack at that turn, and the table after the better
    /// play, for the round end's Show me.
    #[serde(default)]
    pub before: Vec<Vec<Tile>>,
    #[serde(default)]
    pub rack: Vec<Tile>,
    #[serde(default)]
    pub better: Vec<Vec<Tile>>,
}

/// The phase of play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Hot-seat: the racks are hidden until this seat's player is ready.
    Cover {
        seat: usize,
    },
    /// A human is playing the current turn.
    Human,
    /// A computer is thinking or playing its moves.
    Computer,
    RoundOver,
    MatchOver,
}

#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Session {
    pub seats: Vec<SeatConfig>,
    pub game: Match,
    /// Each player's own arrangement of their rack.
    pub rack_orders: Vec<Vec<TileId>>,
    /// The current turn's working table and rack.
    pub draft: TurnDraft,
    pub phase: Phase,
    /// Seconds left on the turn timer, when the rules have one.
    pub clock: Option<f32>,
    /// Counts the turns this session has begun; see [`Session::turn_key`].
    pub turn_serial: u64,
    /// Turns where a human left tiles the solver could have played.
    #[serde(default)]
    pub missed: Vec<MissedPlay>,
    /// The tiles the last turn laid on the table, shown to the next player
    /// until they move something.
    #[serde(default)]
    pub last_laid: Vec<TileId>,
    /// Human turns not yet compared with the solver's best play; the
    /// analysis runs off the frame and adds to `missed`.
    #[serde(skip)]
    pub to_analyse: Vec<TurnToAnalyse>,
    /// The daily puzzle being played, when this table is one.
    #[serde(default)]
    pub puzzle: Option<PuzzleRun>,
    /// A finished match being watched again, when this table shows one.
    #[serde(skip)]
    pub watching: Option<Watching>,
    /// An online room's match, when this table shows one: the server
    /// judges the moves, and this is the seat's view of them.
    #[serde(skip)]
    pub online: Option<OnlineTable>,
}

/// The table of an online room. The game here is the seat's shadow of the
/// server's match ([`crate::online::shadow`]).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct OnlineTable {
    pub code: String,
    pub you: usize,
    /// Moves the server has made in the match: every move sent carries it.
    pub seq: u32,
    /// Moves to send; while one is on its way the turn waits.
    pub outbox: Vec<crate::online::Intent>,
    pub awaiting: bool,
    /// What each seat is now: "online", "away", a computer standing in.
    pub tags: Vec<String>,
}

/// The tiles on the table `after` that were not on it `before`.
fn newly_laid(before: &[Vec<TileId>], after: &[Vec<TileId>]) -> Vec<TileId> {
    let before: Vec<TileId> = before.iter().flatten().copied().collect();
    after
        .iter()
        .flatten()
        .copied()
        .filter(|t| !before.contains(t))
        .collect()
}

fn seat_tags(view: &crate::online::RoomView) -> Vec<String> {
    use crate::online::SeatKind as Room;
    view.seats
        .iter()
        .map(|s| match s.kind {
            // The name says which computer.
            Room::Computer { .. } => "computer".into(),
            Room::Human if s.stand_in => "away: computer plays".into(),
            Room::Human if !s.connected => "away".into(),
            Room::Human => "online".into(),
        })
        .collect()
}

/// A recorded match on the table: how far it has been stepped, whether it
/// plays on by itself, and whose rack is shown.
#[derive(Debug, Clone, PartialEq)]
pub struct Watching {
    pub record: MatchRecord,
    /// Actions of the log applied so far.
    pub step: usize,
    pub auto: bool,
    pub seat: usize,
}

/// A daily puzzle on the table: the time it has taken so far, and whether
/// its solution was shown (then solving it does not count).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PuzzleRun {
    pub puzzle: Puzzle,
    pub secs: f32,
    pub shown: bool,
    /// The lesson of the guided first game this position teaches, if any.
    #[serde(default)]
    pub lesson: Option<usize>,
    /// A lesson whose goal is not a play (draw, hint) has been done.
    #[serde(default)]
    pub done: bool,
    /// The table tiles a lesson talks about: highlighted, the others dimmed.
    #[serde(default)]
    pub focus: Vec<TileId>,
}

impl PuzzleRun {
    pub fn goal(&self) -> Goal {
        self.lesson
            .and_then(|i| LESSONS.get(i))
            .map_or(Goal::PlaceAll, |l| l.goal)
    }

    /// Whether a turn command does anything here: a puzzle is one turn, with
    /// nothing to draw, give up or hint; a lesson allows what it teaches.
    pub fn allows(&self, command: TurnCommand) -> bool {
        match command {
            TurnCommand::Draw => self.goal() == Goal::Draw,
            TurnCommand::Hint => self.lesson.is_some(),
            TurnCommand::GiveUp => false,
            _ => true,
        }
    }
}

/// A human turn as it stood before the player ended it, to compare with
/// the best play the solver finds.
#[derive(Debug, Clone, PartialEq)]
pub struct TurnToAnalyse {
    pub round: Round,
    pub round_number: u32,
    pub played: u32,
}

impl TurnToAnalyse {
    /// The missed play, given the solver's best play.
    pub fn missed(&self, best: &Solution) -> Option<MissedPlay> {
        (best.tiles_played > self.played).then(|| MissedPlay {
            round: self.round_number,
            turn: self.round.turns + 1,
            seat: self.round.current,
            played: self.played,
            possible: best.tiles_played,
            before: self.round.table_faces(),
            rack: faces(&self.round.current_seat().rack),
            better: best.table.clone(),
        })
    }
}

impl Session {
    pub fn new(setup: &GameSetup) -> Result<Session, RuleSetError> {
        let game = Match::new(MatchConfig {
            seed: setup.seed,
            players: setup.seats.len(),
            rules: setup.rules.clone(),
        })?;
        Ok(Session::from_match(setup.seats.clone(), game))
    }

    /// The day's puzzle at a level, on the table.
    pub fn daily(
        date: crate::ai::puzzle::Date,
        level: crate::ai::puzzle::PuzzleLevel,
    ) -> Result<Session, String> {
        Session::puzzle(&crate::ai::puzzle::daily(date, level)?)
    }

    /// A table for a daily puzzle: one rack, no opponents, no turn timer.
    pub fn puzzle(puzzle: &Puzzle) -> Result<Session, String> {
        let rules = RuleSet {
            turn_timer_secs: None,
            ..puzzle_rules()
        };
        let rack = format_tiles(&puzzle.rack);
        let table: Vec<String> = puzzle.table.iter().map(|s| format_tiles(s)).collect();
        let table: Vec<&str> = table.iter().map(String::as_str).collect();
        let round = Round::arranged(&[&rack], &table, &rules)?;
        let mut session =
            Session::from_match(vec![SeatConfig::human("You")], Match::prepared(round));
        session.puzzle = Some(PuzzleRun {
            puzzle: puzzle.clone(),
            secs: 0.0,
            shown: false,
            lesson: None,
            done: false,
            focus: Vec::new(),
        });
        Ok(session)
    }

    /// A lesson of the guided first game on the table, the tiles it talks
    /// about highlighted.
    pub fn lesson(index: usize) -> Result<Session, String> {
        let lesson = LESSONS
            .get(index)
            .ok_or_else(|| format!("there is no lesson {}", index + 1))?;
        let mut session = Session::puzzle(&lesson.position())?;
        if !lesson.meld_done {
            session.game.round.seats[0].initial_meld_done = false;
            session.begin_turn();
        }
        if let Some(run) = session.puzzle.as_mut() {
            run.lesson = Some(index);
        }
        let mut focus = lesson.focus_tiles();
        let focus: Vec<TileId> = session
            .game
            .round
            .table
            .iter()
            .flatten()
            .copied()
            .filter(|id| match focus.iter().position(|&f| f == id.face()) {
                Some(i) => {
                    focus.swap_remove(i);
                    true
                }
                None => false,
            })
            .collect();
        if let Some(run) = session.puzzle.as_mut() {
            run.focus = focus;
        }
        Ok(session)
    }

    /// A recorded match on the table, at its first move, to step through.
    pub fn watch(record: MatchRecord) -> Result<Session, String> {
        let game = record.replay_to(0)?;
        // The whole log must replay before anything is shown of it.
        record.replay()?;
        let seats = record
            .seats
            .iter()
            .map(|s| SeatConfig {
                name: s.name.clone(),
                kind: s.computer.map_or(SeatKind::Human, SeatKind::Computer),
            })
            .collect();
        let seat = record
            .seats
            .iter()
            .position(|s| s.computer.is_none())
            .unwrap_or(0);
        let mut session = Session::from_match(seats, game);
        session.watching = Some(Watching {
            record,
            step: 0,
            auto: false,
            seat,
        });
        session.begin_turn();
        Ok(session)
    }

    /// Puts a watched match at `step` actions into its log.
    pub fn watch_at(&mut self, step: usize) -> Result<(), String> {
        let Some(w) = &self.watching else {
            return Err("no match is being watched".into());
        };
        self.game = w.record.replay_to(step)?;
        let step = self.game.log.len();
        if let Some(w) = self.watching.as_mut() {
            w.step = step;
        }
        self.last_laid.clear();
        self.begin_turn();
        Ok(())
    }

    /// The match as a file: seed, rules, seats and moves.
    pub fn record(&self, date: Option<String>) -> MatchRecord {
        let seats = self
            .seats
            .iter()
            .map(|s| RecordSeat {
                name: s.name.clone(),
                computer: match s.kind {
                    SeatKind::Computer(level) => Some(level),
                    SeatKind::Human | SeatKind::Remote => None,
                },
            })
            .collect();
        MatchRecord::new(&self.game, seats, date)
    }

    fn from_match(seats: Vec<SeatConfig>, game: Match) -> Session {
        let draft = TurnDraft::new(&game.round, &[]);
        let mut session = Session {
            rack_orders: vec![Vec::new(); seats.len()],
            seats,
            game,
            draft,
            phase: Phase::Human,
            clock: None,
            turn_serial: 0,
            missed: Vec::new(),
            last_laid: Vec::new(),
            to_analyse: Vec::new(),
            puzzle: None,
            watching: None,
            online: None,
        };
        session.begin_turn();
        session
    }

    /// The table of an online room as its seat sees it.
    pub fn online(view: &crate::online::RoomView) -> Result<Session, String> {
        let game = crate::online::shadow::shadow_match(view)?;
        let seats = view
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatConfig {
                name: s.name.clone(),
                kind: if i == view.you {
                    SeatKind::Human
                } else {
                    SeatKind::Remote
                },
            })
            .collect();
        let mut session = Session::from_match(seats, game);
        session.online = Some(OnlineTable {
            code: view.code.clone(),
            you: view.you,
            seq: view.seq,
            tags: seat_tags(view),
            ..OnlineTable::default()
        });
        session.follow_clock(view);
        Ok(session)
    }

    /// Brings an online table to the server's latest view. The turn in
    /// progress is kept while the game has not moved (a view also comes
    /// when a player connects or drops); the viewer's rack order is kept.
    pub fn follow(&mut self, view: &crate::online::RoomView) -> Result<(), String> {
        let Some(online) = self.online.as_mut() else {
            return Err("not an online table".into());
        };
        online.tags = seat_tags(view);
        for (seat, s) in self.seats.iter_mut().zip(&view.seats) {
            if !s.name.is_empty() {
                seat.name = s.name.clone();
            }
        }
        if online.seq == view.seq && self.game.round_number == view.round {
            return Ok(());
        }
        let game = crate::online::shadow::shadow_match(view)?;
        self.last_laid = newly_laid(&self.game.round.table, &game.round.table);
        self.game = game;
        if let Some(online) = self.online.as_mut() {
            online.seq = view.seq;
            online.awaiting = false;
        }
        self.begin_turn();
        self.follow_clock(view);
        Ok(())
    }

    fn follow_clock(&mut self, view: &crate::online::RoomView) {
        if self.phase == Phase::Human {
            self.clock = view.turn_ms_left.map(|ms| ms as f32 / 1000.0);
        }
    }

    /// A move of this table's player: applied through the rules here, or on
    /// an online table sent to the server (then `None`: its answer comes as
    /// the next view). A timeout online is the server's to apply.
    pub fn submit(&mut self, action: Action) -> Option<Result<ActionOutcome, MatchError>> {
        let Some(online) = self.online.as_mut() else {
            return Some(self.apply(action));
        };
        use crate::online::Intent;
        let intent = match action {
            Action::Play { table } => Intent::Play { table },
            Action::Draw => Intent::Draw,
            Action::GiveUp => Intent::GiveUp,
            Action::NextRound => Intent::NextRound,
            Action::Timeout { .. } => return None,
        };
        online.outbox.push(intent);
        online.awaiting = true;
        None
    }

    /// Whether the table's player may act now: their turn, and on an
    /// online table no move of theirs on its way. With a move being played
    /// out, see [`crate::game::play::human_may_act`].
    pub fn may_act(&self) -> bool {
        self.phase == Phase::Human && !self.online.as_ref().is_some_and(|o| o.awaiting)
    }

    pub fn rules(&self) -> &RuleSet {
        self.game.rules()
    }

    pub fn humans(&self) -> usize {
        self.seats.iter().filter(|s| s.is_human()).count()
    }

    pub fn current_seat(&self) -> usize {
        self.game.round.current
    }

    /// Whose rack is shown face up: the only human, or in hot-seat the
    /// human whose turn it is once they have taken the device.
    pub fn viewer(&self) -> Option<usize> {
        if let Some(w) = &self.watching {
            return Some(w.seat);
        }
        match self.humans() {
            0 => None,
            1 => self.seats.iter().position(SeatConfig::is_human),
            _ => (self.phase == Phase::Human).then(|| self.current_seat()),
        }
    }

    /// The seat whose rack the viewer may arrange while another seat plays
    /// (planning ahead): the viewer, when the turn in progress is not theirs.
    pub fn planning_seat(&self) -> Option<usize> {
        self.viewer()
            .filter(|&v| v != self.draft.seat || self.phase != Phase::Human)
    }

    /// Rearranges the planning seat's rack: `tiles` moved to `index`.
    /// False when there is no such rack or a tile is not on it.
    pub fn plan_rack(&mut self, tiles: &[TileId], index: usize) -> bool {
        let Some(seat) = self.planning_seat() else {
            return false;
        };
        match crate::rules::rack_with_moved(&self.rack_orders[seat], tiles, index) {
            Some(order) => {
                self.rack_orders[seat] = order;
                true
            }
            None => false,
        }
    }

    /// Sorts the planning seat's rack (runs, or else groups).
    pub fn plan_sort(&mut self, runs: bool) -> bool {
        let Some(seat) = self.planning_seat() else {
            return false;
        };
        let order = &self.rack_orders[seat];
        self.rack_orders[seat] = if runs {
            crate::rules::rack_by_runs(order)
        } else {
            crate::rules::rack_by_groups(order)
        };
        true
    }

    /// Applies an action through the rules and moves on to what follows.
    pub fn apply(&mut self, action: Action) -> Result<ActionOutcome, MatchError> {
        let question = self.question(&action);
        if matches!(
            action,
            Action::Play { .. } | Action::Draw | Action::GiveUp | Action::Timeout { .. }
        ) && self.draft.seat == self.current_seat()
        {
            self.rack_orders[self.draft.seat] = self.draft.rack.clone();
        }
        let before = self.game.round.table.clone();
        let outcome = self.game.apply(action)?;
        self.last_laid = newly_laid(&before, &self.game.round.table);
        self.to_analyse.extend(question);
        self.begin_turn();
        Ok(outcome)
    }

    /// A human's turn, to compare with the solver's best play later.
    fn question(&self, action: &Action) -> Option<TurnToAnalyse> {
        let round = &self.game.round;
        if round.is_over()
            || !self.seats[round.current].is_human()
            || self.puzzle.is_some()
            || self.watching.is_some()
        {
            return None;
        }
        let played = match action {
            Action::Play { table } => {
                (table.iter().map(Vec::len).sum::<usize>()
                    - round.table.iter().map(Vec::len).sum::<usize>()) as u32
            }
            Action::Draw | Action::GiveUp | Action::Timeout { .. } => 0,
            Action::NextRound => return None,
        };
        Some(TurnToAnalyse {
            round: round.clone(),
            round_number: self.game.round_number,
            played,
        })
    }

    /// The biggest miss of each human in the current round.
    pub fn biggest_misses(&self) -> Vec<&MissedPlay> {
        let mut out: Vec<&MissedPlay> = Vec::new();
        for m in self
            .missed
            .iter()
            .filter(|m| m.round == self.game.round_number)
        {
            match out.iter_mut().find(|o| o.seat == m.seat) {
                Some(o) if m.possible - m.played > o.possible - o.played => *o = m,
                Some(_) => {}
                None => out.push(m),
            }
        }
        out.sort_by_key(|m| m.seat);
        out
    }

    /// Sets up whatever comes next: the next turn's draft and phase, or the
    /// end of the round or match.
    pub fn begin_turn(&mut self) {
        self.turn_serial += 1;
        for (seat, order) in self.rack_orders.iter_mut().enumerate() {
            let rack = &self.game.round.seats[seat].rack;
            order.retain(|t| rack.contains(t));
            let missing: Vec<TileId> = rack
                .iter()
                .copied()
                .filter(|t| !order.contains(t))
                .collect();
            order.extend(missing);
        }
        if self.game.round.is_over() {
            self.phase = if self.game.is_over() {
                Phase::MatchOver
            } else {
                Phase::RoundOver
            };
            self.clock = None;
            return;
        }
        let seat = self.current_seat();
        self.draft = TurnDraft::new(&self.game.round, &self.rack_orders[seat]);
        self.clock = self.rules().turn_timer_secs.map(f32::from);
        self.phase = if !self.seats[seat].is_human() || self.watching.is_some() {
            // A watched match's moves are all played back, as a computer's are.
            Phase::Computer
        } else if self.humans() >= 2 {
            Phase::Cover { seat }
        } else {
            Phase::Human
        };
    }

    /// Checks a loaded session completely: the match is rebuilt from its
    /// seed and log and must equal the one stored; the seats, the phase,
    /// the rack orders, the turn in progress and the clock must belong to it.
    pub fn check_consistent(&self) -> Result<(), String> {
        let players = self.game.config.players;
        if self.seats.len() != players || self.rack_orders.len() != players {
            return Err(format!(
                "{} seats and {} rack orders for a game of {players}",
                self.seats.len(),
                self.rack_orders.len()
            ));
        }
        if self.seats.iter().any(|s| s.name.trim().is_empty()) {
            return Err("a seat has no name".into());
        }
        let rebuilt = Match::replay(self.game.config.clone(), &self.game.log)
            .map_err(|e| format!("its moves do not replay: {e}"))?;
        // A match the rules rebuilt keeps their invariants; equal to it, so
        // does this one.
        if rebuilt != self.game {
            return Err("the game differs from what its seed and moves give".into());
        }
        let round = &self.game.round;
        for (seat, order) in self.rack_orders.iter().enumerate() {
            if order.iter().any(|t| !round.seats[seat].rack.contains(t)) {
                return Err(format!(
                    "seat {seat}'s rack order names tiles it does not hold"
                ));
            }
        }
        let expected_phase = if round.is_over() {
            if self.game.is_over() {
                Phase::MatchOver
            } else {
                Phase::RoundOver
            }
        } else if !self.seats[round.current].is_human() {
            Phase::Computer
        } else if self.humans() >= 2 && self.phase != Phase::Human {
            Phase::Cover {
                seat: round.current,
            }
        } else {
            Phase::Human
        };
        if self.phase != expected_phase {
            return Err(format!(
                "the phase {:?} does not fit the game ({expected_phase:?})",
                self.phase
            ));
        }
        self.draft.check_against(round)?;
        if let Some(c) = self.clock {
            let limit = self.rules().turn_timer_secs.map_or(0.0, f32::from);
            if !(c.is_finite() && (0.0..=limit).contains(&c)) {
                return Err(format!("the turn timer reads {c} s"));
            }
        }
        if let Some(m) = self.missed.iter().find(|m| {
            m.seat >= players || m.round > self.game.round_number || m.played > m.possible
        }) {
            return Err(format!("a missed play that cannot be: {m:?}"));
        }
        Ok(())
    }

    /// After loading: in hot-seat, the racks stay covered until the player
    /// whose turn it is says they are ready.
    pub fn resumed(&mut self) {
        if self.phase == Phase::Human && self.humans() >= 2 {
            self.phase = Phase::Cover {
                seat: self.current_seat(),
            };
        }
    }

    /// A key naming the current turn, so late results for an earlier turn
    /// (a computer's thinking, say) are recognised and dropped.
    pub fn turn_key(&self) -> u64 {
        self.turn_serial
    }
}
