//! ReplayRun a finished match again: step forward (the move plays out tile
//! by tile, as the computers' do) and back, or let it play on by itself.
//! Every state shown is the rules' own, rebuilt from the seed and the log.

use bevy::prelude::*;

pub mod run;

use run::ReplayRun;

use crate::ai::{AiTurn, plan_moves};
use crate::game::messages::Feedback;
use crate::game::play::PlaySystems;
use crate::game::play::playback::{ComputerSpeed, PAUSE_SECS, Playback};
use crate::game::seats::{SeatConfig, SeatKind};
use crate::game::session::{Session, TableKind};
use crate::record::{MatchRecord, RecordSeat};
use crate::rules::Action;

impl Session {
    /// A recorded match on the table, at its first move, to step through.
    pub fn replay(record: MatchRecord) -> Result<Session, String> {
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
        session.kind = TableKind::Replay(ReplayRun {
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
        let Some(w) = self.replay_run() else {
            return Err("no match is being watched".into());
        };
        self.game = w.record.replay_to(step)?;
        let step = self.game.log.len();
        if let Some(w) = self.replay_run_mut() {
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
}

/// The viewer's buttons and keys.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReplayCommand {
    Forward,
    Back,
    /// Play on by itself, or stop.
    PlayPause,
    /// Show the next seat's rack.
    NextRack,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ReplayCommand>().add_systems(
        Update,
        (watch_commands, play_on)
            .chain()
            .run_if(replaying)
            .in_set(PlaySystems::Turn),
    );
}

/// Run condition: the table shows a match being watched.
pub fn replaying(session: Option<Res<Session>>) -> bool {
    session.is_some_and(|s| s.replay_run().is_some())
}

fn watch_commands(
    mut commands_in: MessageReader<ReplayCommand>,
    mut session: ResMut<Session>,
    mut playback: ResMut<Playback>,
    mut feedback: MessageWriter<Feedback>,
) {
    for command in commands_in.read() {
        match command {
            ReplayCommand::Forward => step_forward(&mut session, &mut playback, &mut feedback),
            ReplayCommand::Back => {
                *playback = Playback::default();
                let step = session.replay_run().map_or(0, |w| w.step);
                if step > 0
                    && let Err(e) = session.watch_at(step - 1)
                {
                    warn!("cannot step back: {e}");
                }
            }
            ReplayCommand::PlayPause => {
                if let Some(w) = session.replay_run_mut() {
                    w.auto = !w.auto;
                }
            }
            ReplayCommand::NextRack => {
                let seats = session.seats.len();
                if let Some(w) = session.replay_run_mut() {
                    w.seat = (w.seat + 1) % seats;
                }
            }
        }
    }
}

/// The next move of the log: a play is laid out tile by tile, then the
/// rules apply it; anything else applies at once.
fn step_forward(
    session: &mut Session,
    playback: &mut Playback,
    feedback: &mut MessageWriter<Feedback>,
) {
    if playback.is_playing() {
        playback.speed_up();
        return;
    }
    let Some(w) = session.replay_run() else {
        return;
    };
    let Some(action) = w.record.actions.get(w.step).cloned() else {
        return;
    };
    let step = w.step + 1;
    if let Some(w) = session.replay_run_mut() {
        w.step = step;
    }
    let seat = session.current_seat();
    match action {
        Action::Play { table } if !session.game.round.is_over() => {
            let round = &session.game.round;
            let moves = plan_moves(&round.table, &round.current_seat().rack, &table);
            let turn = AiTurn {
                action: Action::Play { table },
                moves,
            };
            playback.start(turn, session, true);
        }
        action => {
            feedback.write_batch(Feedback::from_outcome(session.apply(action), seat));
        }
    }
}

/// While playing on by itself, the next move follows a short pause.
fn play_on(
    time: Res<Time>,
    speed: Res<ComputerSpeed>,
    mut session: ResMut<Session>,
    mut playback: ResMut<Playback>,
    mut feedback: MessageWriter<Feedback>,
    mut wait: Local<f32>,
) {
    if !session.replay_run().is_some_and(|w| w.auto) || playback.is_playing() {
        *wait = PAUSE_SECS;
        return;
    }
    *wait -= time.delta_secs() * speed.0.max(0.1) * playback.speed.max(1.0);
    if *wait <= 0.0 {
        *wait = PAUSE_SECS;
        step_forward(&mut session, &mut playback, &mut feedback);
    }
}
