//! Statistics: rounds and matches played and won, by the strongest
//! computer opponent faced, counted as rounds end.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::Settings;
use crate::ai::Level;
use crate::game::messages::Feedback;
use crate::game::session::{SeatKind, Session};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        record_stats
            .run_if(resource_exists::<Settings>)
            .in_set(crate::game::GameSystems::View),
    );
}

fn record_stats(
    mut feedback: MessageReader<Feedback>,
    session: Res<Session>,
    mut settings: ResMut<Settings>,
) {
    for f in feedback.read() {
        if *f == Feedback::RoundOver {
            settings.stats.record_round(&session);
            if session.game.is_over() {
                settings.stats.record_match(&session);
            }
        }
    }
}

/// Games played and won, by the strongest computer opponent faced.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Stats {
    pub rounds_played: u32,
    pub rounds_won: u32,
    pub matches_played: u32,
    pub matches_won: u32,
    /// Indexed by opponent level: easy, medium, hard, greedy.
    pub by_level: [LevelStats; 4],
    /// The best score a human made in one round.
    pub best_round: Option<i32>,
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
                SeatKind::Human => None,
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
    }
}

pub fn level_index(l: Level) -> usize {
    match l {
        Level::Easy => 0,
        Level::Medium => 1,
        Level::Hard => 2,
        Level::Greedy => 3,
    }
}
