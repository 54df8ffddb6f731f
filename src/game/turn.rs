//! A human turn: lifting and dropping tiles into the draft, the turn
//! buttons, and the turn timer.

use bevy::prelude::*;

use super::computer::Playback;
use super::draft::DropTarget;
use super::layout::Layout;
use super::messages::{DropTiles, Feedback, LiftTiles, MoveTiles, Rejected, TurnCommand};
use super::session::{Phase, Session};
use crate::ai::hint;
use crate::rules::{Action, ActionOutcome, TileId};

/// The tiles being dragged, if any.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Dragging {
    pub tiles: Vec<TileId>,
}

/// The latest layout, kept by the view for hit-testing drops.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct CurrentLayout(pub Layout);

/// The human-turn systems, which run before the computer's.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct TurnSystems;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Dragging>().add_systems(
        Update,
        (
            handle_lifts,
            handle_drops,
            handle_commands,
            tick_clock.run_if(super::screens::not_paused),
        )
            .chain()
            .in_set(TurnSystems)
            .in_set(super::GameSystems::Logic),
    );
}

fn handle_lifts(
    mut lifts: MessageReader<LiftTiles>,
    session: Option<Res<Session>>,
    mut dragging: ResMut<Dragging>,
    mut feedback: MessageWriter<Feedback>,
    mut rejected: MessageWriter<Rejected>,
) {
    let Some(session) = session else {
        lifts.clear();
        return;
    };
    for lift in lifts.read() {
        if session.phase != Phase::Human {
            continue;
        }
        match lift
            .tiles
            .iter()
            .try_for_each(|&t| session.draft.can_lift(t))
        {
            Ok(()) => {
                dragging.tiles = lift.tiles.clone();
                feedback.write(Feedback::Lifted);
            }
            Err(e) => {
                dragging.tiles.clear();
                feedback.write(Feedback::Refused(e.to_string()));
                rejected.write(Rejected {
                    tiles: lift.tiles.clone(),
                });
            }
        }
    }
}

fn handle_drops(
    mut drops: MessageReader<DropTiles>,
    mut moves: MessageReader<MoveTiles>,
    session: Option<ResMut<Session>>,
    layout: Option<Res<CurrentLayout>>,
    mut dragging: ResMut<Dragging>,
    mut feedback: MessageWriter<Feedback>,
    mut rejected: MessageWriter<Rejected>,
) {
    let (Some(mut session), Some(layout)) = (session, layout) else {
        drops.clear();
        moves.clear();
        return;
    };
    let dropped: Vec<(Vec<TileId>, Option<DropTarget>)> = drops
        .read()
        .map(|d| (d.tiles.clone(), layout.0.drop_target(d.at)))
        .chain(moves.read().map(|m| (m.tiles.clone(), Some(m.target))))
        .collect();
    for (tiles, target) in dropped {
        dragging.tiles.clear();
        if session.phase != Phase::Human {
            continue;
        }
        let Some(target) = target else {
            // Dropped off the table: the tiles simply go back.
            continue;
        };
        let rules = session.rules().clone();
        match session.draft.move_tiles(&tiles, target, &rules) {
            Ok(()) => {
                feedback.write(Feedback::Placed);
            }
            Err(e) => {
                feedback.write(Feedback::Refused(e.to_string()));
                rejected.write(Rejected { tiles });
            }
        }
    }
}

fn handle_commands(
    mut commands_in: MessageReader<TurnCommand>,
    session: Option<ResMut<Session>>,
    mut playback: ResMut<Playback>,
    mut feedback: MessageWriter<Feedback>,
    mut rejected: MessageWriter<Rejected>,
) {
    let Some(mut session) = session else {
        commands_in.clear();
        return;
    };
    for &command in commands_in.read() {
        let human = session.phase == Phase::Human && !playback.is_playing();
        match command {
            TurnCommand::Done if human => match session.draft.check(&session.game.round) {
                Ok(_) => {
                    let seat = session.current_seat();
                    let table = session.draft.table();
                    report(session.apply(Action::Play { table }), seat, &mut feedback);
                }
                Err(e) => {
                    feedback.write(Feedback::TurnRefused(e.to_string()));
                    // The sets that are wrong shake.
                    let rules = session.rules().clone();
                    let tiles: Vec<TileId> = session
                        .draft
                        .sets
                        .iter()
                        .filter(|s| {
                            session
                                .draft
                                .set_verdict(s.id, &rules)
                                .is_some_and(|v| v.is_err())
                        })
                        .flat_map(|s| s.tiles.iter().copied())
                        .collect();
                    rejected.write(Rejected { tiles });
                }
            },
            TurnCommand::Draw if human => {
                // Drawing ends the turn; whatever was moved goes back first.
                let seat = session.current_seat();
                report(session.apply(Action::Draw), seat, &mut feedback);
            }
            TurnCommand::GiveUp if human => {
                let seat = session.current_seat();
                report(session.apply(Action::GiveUp), seat, &mut feedback);
            }
            TurnCommand::Undo if human => {
                session.draft.undo();
            }
            TurnCommand::Reset if human => session.draft.reset(),
            TurnCommand::SortGroups if human => session.draft.sort_rack_by_groups(),
            TurnCommand::SortRuns if human => session.draft.sort_rack_by_runs(),
            TurnCommand::Hint if human => {
                session.draft.reset();
                match hint(&session.game.round) {
                    Some(turn) => playback.start(turn, session.turn_key(), false),
                    None => {
                        feedback.write(Feedback::Refused(
                            "No play is possible: draw a tile.".into(),
                        ));
                    }
                }
            }
            TurnCommand::SpeedUp => playback.speed_up(),
            TurnCommand::NextRound if session.phase == Phase::RoundOver => {
                report(session.apply(Action::NextRound), usize::MAX, &mut feedback);
            }
            TurnCommand::Reveal => {
                if let Phase::Cover { .. } = session.phase {
                    session.phase = Phase::Human;
                }
            }
            _ => {}
        }
    }
}

/// Tells the player what an applied action did.
pub fn report(
    result: Result<ActionOutcome, crate::rules::MatchError>,
    seat: usize,
    feedback: &mut MessageWriter<Feedback>,
) {
    match result {
        Ok(ActionOutcome::Turn(t)) => {
            if !t.played.is_empty() {
                feedback.write(Feedback::Played {
                    seat,
                    tiles: t.played.len(),
                });
            } else {
                feedback.write(Feedback::Drew {
                    seat,
                    tiles: t.drawn.len(),
                });
            }
            if t.round_over {
                feedback.write(Feedback::RoundOver);
            }
        }
        Ok(ActionOutcome::RoundStarted { .. }) => {}
        Err(e) => {
            feedback.write(Feedback::TurnRefused(e.to_string()));
        }
    }
}

/// Counts the turn timer down during a human turn. When it runs out the
/// rules' timeout applies: the table goes back as it was and the player
/// draws the penalty.
fn tick_clock(
    time: Res<Time>,
    session: Option<ResMut<Session>>,
    playback: Res<Playback>,
    mut dragging: ResMut<Dragging>,
    mut feedback: MessageWriter<Feedback>,
) {
    let Some(mut session) = session else { return };
    if session.phase != Phase::Human || playback.is_playing() {
        return;
    }
    let Some(left) = session.clock else { return };
    let left = left - time.delta_secs();
    if left > 0.0 {
        session.clock = Some(left);
        return;
    }
    let seat = session.current_seat();
    let rules = session.rules().clone();
    let table_left_invalid = session.draft.has_invalid_set(&rules);
    dragging.tiles.clear();
    match session.apply(Action::Timeout { table_left_invalid }) {
        Ok(ActionOutcome::Turn(t)) => {
            feedback.write(Feedback::TimeUp {
                seat,
                drew: t.drawn.len(),
            });
            if t.round_over {
                feedback.write(Feedback::RoundOver);
            }
        }
        other => report(other, seat, &mut feedback),
    }
}
