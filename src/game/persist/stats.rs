//! Statistics: rounds and matches played and won, by the strongest
//! computer opponent faced, and the daily puzzles' days and times.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::ai::Level;
use crate::game::seats::SeatKind;
use crate::game::session::Session;
use crate::puzzles::{Date, PuzzleLevel};

/// Games played and won, by the strongest computer opponent faced.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Stats {
    pub rounds_played: u32,
    pub rounds_won: u32,
    pub matches_played: u32,
    pub matches_won: u32,
    /// Indexed by opponent level: easy, medium, hard, greedy, master
    /// ([`level_index`]). Saves from before Master hold four; they are
    /// read with Master's slot empty.
    #[serde(deserialize_with = "by_level_padded")]
    pub by_level: [LevelStats; LEVELS],
    /// The best score a human made in one round.
    pub best_round: Option<i32>,
    /// Daily puzzles solved (without being shown the solution).
    pub puzzles: Vec<SolvedPuzzle>,
}

/// A daily puzzle solved: its date (YYYY-MM-DD), level and best time.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SolvedPuzzle {
    pub date: String,
    pub level: PuzzleLevel,
    pub secs: u32,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct LevelStats {
    pub played: u32,
    pub won: u32,
}

impl Stats {
    /// Counts a finished round for the humans at the table.
    pub fn record_round(&mut self, session: &Session) {
        let Some(result) = session.game.history.last() else {
            return;
        };
        let humans: Vec<usize> = (0..session.seats.len())
            .filter(|&s| session.seats[s].is_human())
            .collect();
        if humans.is_empty() {
            return;
        }
        let strongest = session
            .seats
            .iter()
            .filter_map(|s| match s.kind {
                SeatKind::Computer(l) => Some(l),
                SeatKind::Human | SeatKind::Remote => None,
            })
            .max_by_key(|l| level_rank(*l));
        self.rounds_played += 1;
        let won = humans.iter().any(|h| result.winners().contains(h));
        self.rounds_won += u32::from(won);
        if let Some(level) = strongest {
            let entry = &mut self.by_level[level_index(level)];
            entry.played += 1;
            entry.won += u32::from(won);
        }
        for h in humans {
            let score = result.scores[h];
            self.best_round = Some(self.best_round.map_or(score, |b| b.max(score)));
        }
    }

    /// Counts a solved puzzle, keeping the best time for a date and level.
    pub fn record_puzzle(&mut self, date: &str, level: PuzzleLevel, secs: f32) {
        let secs = secs.max(0.0).round() as u32;
        match self
            .puzzles
            .iter_mut()
            .find(|p| p.date == date && p.level == level)
        {
            Some(p) => p.secs = p.secs.min(secs),
            None => self.puzzles.push(SolvedPuzzle {
                date: date.to_string(),
                level,
                secs,
            }),
        }
    }

    /// The best time for a day's puzzle at a level, if solved.
    pub fn puzzle_time(&self, date: Date, level: PuzzleLevel) -> Option<u32> {
        let date = date.to_string();
        self.puzzles
            .iter()
            .find(|p| p.date == date && p.level == level)
            .map(|p| p.secs)
    }

    /// The days with at least one puzzle solved (dates that do not parse,
    /// from a hand-edited file, are left out).
    fn puzzle_days(&self) -> Vec<Date> {
        let mut days: Vec<Date> = self
            .puzzles
            .iter()
            .filter_map(|p| p.date.parse().ok())
            .collect();
        days.sort();
        days.dedup();
        days
    }

    pub fn puzzle_days_solved(&self) -> usize {
        self.puzzle_days().len()
    }

    /// Days in a row with a puzzle solved, up to today (or up to yesterday,
    /// while today's is still to do).
    pub fn puzzle_streak(&self, today: Date) -> u32 {
        let days = self.puzzle_days();
        let mut day = if days.contains(&today) {
            today
        } else {
            Date::from_days(today.days() - 1)
        };
        let mut streak = 0;
        while days.contains(&day) {
            streak += 1;
            day = Date::from_days(day.days() - 1);
        }
        streak
    }

    pub fn record_match(&mut self, session: &Session) {
        let humans: Vec<usize> = (0..session.seats.len())
            .filter(|&s| session.seats[s].is_human())
            .collect();
        if humans.is_empty() {
            return;
        }
        self.matches_played += 1;
        if let Some(&first) = session.game.standings().first() {
            self.matches_won += u32::from(humans.contains(&first));
        }
    }
}

fn level_rank(l: Level) -> u8 {
    match l {
        Level::Easy => 0,
        Level::Medium => 1,
        Level::Greedy => 2,
        Level::Hard => 3,
        Level::Master => 4,
    }
}

pub fn level_index(l: Level) -> usize {
    match l {
        Level::Easy => 0,
        Level::Medium => 1,
        Level::Hard => 2,
        Level::Greedy => 3,
        Level::Master => 4,
    }
}

/// Slots in [`Stats::by_level`]: one per level.
pub const LEVELS: usize = 5;

/// Reads `by_level` with any number of slots (older saves have fewer
/// levels): the ones given, the rest empty.
fn by_level_padded<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<[LevelStats; LEVELS], D::Error> {
    let read = Vec::<LevelStats>::deserialize(d)?;
    let mut out = [LevelStats::default(); LEVELS];
    for (slot, s) in out.iter_mut().zip(read) {
        *slot = s;
    }
    Ok(out)
}
