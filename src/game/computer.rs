//! Computer turns: the AI thinks off the main thread, then its moves play
//! out tile by tile on the table before the rules apply the turn. Hints
//! play out the same way, without ending the turn.

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use super::draft::{DropTarget, SetId};
use super::messages::Feedback;
use super::session::{Phase, SeatKind, Session};
use super::turn::report;
use crate::ai::{AiJob, AiTurn, Target, choose_turn};
use crate::rules::derive_seed;

/// Seconds each computer move takes at normal speed.
pub const MOVE_SECS: f32 = 0.3;
/// A short pause before a computer turn starts and after it ends.
pub const PAUSE_SECS: f32 = 0.4;

/// A computer player's turn being computed.
#[derive(Resource)]
pub struct Thinking {
    work: Work,
    key: u64,
}

enum Work {
    /// On another thread (native).
    Task(Task<AiTurn>),
    /// In small steps on this thread, a few milliseconds a frame (the web).
    Steps(Box<AiJob>),
}

/// How computer turns are worked out: on another thread, or in small steps
/// inside frames where there is only one thread (the browser).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ThinkingMode {
    Threaded,
    Stepped,
}

impl Default for ThinkingMode {
    fn default() -> Self {
        if cfg!(target_arch = "wasm32") {
            ThinkingMode::Stepped
        } else {
            ThinkingMode::Threaded
        }
    }
}

/// Time a frame gives a stepped computer turn. Half a 60 Hz frame: a step
/// is at most one solver call (p99 8 ms natively in `cargo bench --bench
/// solver -- --turns`), and Hard's heads-up decisions take up to about a
/// second of solving, which this spreads over about two seconds.
const STEP_BUDGET_SECS: f64 = 0.008;

/// Moves being played out on the draft, one by one.
#[derive(Resource, Debug, Default)]
pub struct Playback {
    turn: Option<AiTurn>,
    key: u64,
    next: usize,
    /// Seconds until the next move.
    wait: f32,
    /// Apply the turn's action when the moves are done (a computer turn),
    /// or leave the draft to the player (a hint).
    commit: bool,
    pub speed: f32,
}

impl Playback {
    pub fn start(&mut self, turn: AiTurn, key: u64, commit: bool) {
        *self = Playback {
            turn: Some(turn),
            key,
            next: 0,
            wait: PAUSE_SECS,
            commit,
            speed: self.speed.max(1.0),
        };
    }

    pub fn is_playing(&self) -> bool {
        self.turn.is_some()
    }

    /// Moves not yet shown of the turn being played out.
    pub fn moves_left(&self) -> usize {
        self.turn.as_ref().map_or(0, |t| t.moves.len() - self.next)
    }

    pub fn speed_up(&mut self) {
        self.speed = (self.speed.max(1.0) * 4.0).min(64.0);
    }
}

/// How fast computer moves play: 1 is normal; tests and fast-forward raise it.
#[derive(Resource, Debug, Clone, Copy)]
pub struct ComputerSpeed(pub f32);

impl Default for ComputerSpeed {
    fn default() -> Self {
        ComputerSpeed(1.0)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Playback>()
        .init_resource::<ComputerSpeed>()
        .init_resource::<ThinkingMode>()
        .add_systems(
            Update,
            (
                start_thinking,
                collect_thoughts,
                play_moves.run_if(super::screens::not_paused),
            )
                .chain()
                .in_set(super::GameSystems::Logic)
                .after(super::turn::TurnSystems),
        );
}

fn start_thinking(
    mut commands: Commands,
    mode: Res<ThinkingMode>,
    session: Option<Res<Session>>,
    thinking: Option<Res<Thinking>>,
    playback: Res<Playback>,
) {
    let Some(session) = session else { return };
    if session.phase != Phase::Computer || playback.is_playing() {
        return;
    }
    if thinking.is_some_and(|t| t.key == session.turn_key()) {
        return;
    }
    let SeatKind::Computer(level) = session.seats[session.current_seat()].kind else {
        return;
    };
    let round = session.game.round.clone();
    let key = session.turn_key();
    // The computer's choices depend on the game's seed and the turn only,
    // so a replayed game plays the same.
    let (round_number, turns) = (
        session.game.round_number as u64,
        session.game.round.turns as u64,
    );
    let seed = derive_seed(
        session.game.config.seed ^ 0xA1,
        (round_number << 32) | turns,
    );
    let work = match *mode {
        ThinkingMode::Threaded => Work::Task(
            AsyncComputeTaskPool::get().spawn(async move { choose_turn(&round, level, seed) }),
        ),
        ThinkingMode::Stepped => Work::Steps(Box::new(AiJob::new(&round, level, seed))),
    };
    commands.insert_resource(Thinking { work, key });
}

fn collect_thoughts(
    mut commands: Commands,
    session: Option<Res<Session>>,
    thinking: Option<ResMut<Thinking>>,
    mut playback: ResMut<Playback>,
) {
    let (Some(session), Some(mut thinking)) = (session, thinking) else {
        return;
    };
    if thinking.key != session.turn_key() {
        commands.remove_resource::<Thinking>();
        return;
    }
    let done = match &mut thinking.work {
        Work::Task(task) => check_ready(task),
        Work::Steps(job) => {
            let start = web_time::Instant::now();
            loop {
                if let Some(turn) = job.step() {
                    break Some(turn);
                }
                if start.elapsed().as_secs_f64() > STEP_BUDGET_SECS {
                    break None;
                }
            }
        }
    };
    if let Some(turn) = done {
        commands.remove_resource::<Thinking>();
        playback.start(turn, session.turn_key(), true);
    }
}

fn play_moves(
    time: Res<Time>,
    speed: Res<ComputerSpeed>,
    session: Option<ResMut<Session>>,
    mut playback: ResMut<Playback>,
    mut feedback: MessageWriter<Feedback>,
) {
    let Some(mut session) = session else { return };
    if !playback.is_playing() {
        return;
    }
    if playback.key != session.turn_key() {
        *playback = Playback {
            speed: playback.speed,
            ..default()
        };
        return;
    }
    playback.wait -= time.delta_secs() * speed.0 * playback.speed.max(1.0);
    while playback.wait <= 0.0 {
        let turn = playback.turn.as_ref().expect("playing");
        if let Some(m) = turn.moves.get(playback.next).copied() {
            let target = match m.to {
                Target::Set(i) => DropTarget::Set {
                    set: SetId(i as u32),
                    index: usize::MAX,
                },
                Target::NewSet => DropTarget::NewSet { after: None },
            };
            let rules = session.rules().clone();
            if let Err(e) = session.draft.move_tiles(&[m.tile], target, &rules) {
                warn!("a planned move did not apply: {e}");
            }
            feedback.write(Feedback::Placed);
            playback.next += 1;
            playback.wait += MOVE_SECS;
            continue;
        }
        // All moves shown.
        let turn = playback.turn.take().expect("playing");
        if playback.commit {
            let seat = session.current_seat();
            report(session.apply(turn.action), seat, &mut feedback);
        }
        playback.speed = 1.0;
        break;
    }
}
