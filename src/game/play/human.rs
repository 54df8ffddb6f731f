//! A human turn: lifting and dropping tiles into the draft, and the turn
//! commands (Done, Draw, Undo, Reset, sorting, giving up).

use bevy::prelude::*;

use super::PlaySystems;
use super::hand::{self, Hand};
use super::playback::Playback;
use crate::game::messages::{
    DropTiles, Feedback, HintRequest, HumanMove, LiftTiles, SetLaid, TurnCommand,
};
use crate::game::session::{Phase, Session};
use crate::game::state::Pause;
use crate::i18n::Phrase;
use crate::i18n::reasons;
use crate::rules::{Action, DropTarget, NoPlay, TileId};

/// Draw was pressed with a changed table: drawing now gives up the turn,
/// with this penalty, once the player confirms.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct GiveUpPrompt {
    pub penalty: u8,
    pub turn: u64,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            handle_lifts,
            hand::handle_picks,
            handle_drops,
            hand::drop_all,
            handle_commands,
            apply_moves.run_if(local_table),
            drop_stale_prompt,
        )
            .chain()
            .in_set(PlaySystems::Turn),
    )
    // Whatever was held when a menu opened goes back.
    .add_systems(OnEnter(Pause(true)), let_go);
}

fn let_go(mut hand: ResMut<Hand>) {
    hand.lifted.clear();
}

fn handle_lifts(
    mut lifts: MessageReader<LiftTiles>,
    session: Res<Session>,
    playback: Res<Playback>,
    mut hand: ResMut<Hand>,
    mut feedback: MessageWriter<Feedback>,
) {
    for lift in lifts.read() {
        // While others play, the viewer's own rack may be arranged.
        if let Some(seat) = session.planning_seat() {
            let rack = &session.rack_orders[seat];
            if lift.tiles.iter().all(|t| rack.contains(t)) {
                hand.lifted = lift.tiles.clone();
                feedback.write(Feedback::Lifted);
            }
            continue;
        }
        // A hint being played out has the table until it is done.
        if !super::human_may_act(&session, &playback) {
            continue;
        }
        match lift
            .tiles
            .iter()
            .try_for_each(|&t| session.draft.can_lift(t))
        {
            Ok(()) => {
                hand.lifted = lift.tiles.clone();
                feedback.write(Feedback::Lifted);
            }
            Err(e) => {
                hand.lifted.clear();
                feedback.write(Feedback::Refused {
                    reason: reasons::move_refused(&e),
                    tiles: lift.tiles.clone(),
                });
            }
        }
    }
}

fn handle_drops(
    mut drops: MessageReader<DropTiles>,
    mut session: ResMut<Session>,
    playback: Res<Playback>,
    mut laid: MessageWriter<SetLaid>,
    mut feedback: MessageWriter<Feedback>,
) {
    for DropTiles {
        tiles,
        target,
        felt,
    } in drops.read().cloned()
    {
        if session.planning_seat().is_some() {
            // Planning while others play: the rack only.
            match target {
                Some(DropTarget::Rack { index }) if session.plan_rack(&tiles, index) => {
                    feedback.write(Feedback::Placed);
                }
                Some(DropTarget::Rack { .. }) | None => {}
                Some(_) => {
                    feedback.write(Feedback::refused(Phrase::new("refused-wait-your-turn")));
                }
            }
            continue;
        }
        if !super::human_may_act(&session, &playback) {
            continue;
        }
        let Some(target) = target else {
            // Dropped off the table: the tiles simply go back.
            continue;
        };
        // A whole set moved to free felt stays where it was put, and the
        // rules' table does not change. Only a drop on free felt carries a
        // place (input/drops.rs).
        if let Some(on_felt) = felt
            && let Some(set) =
                session.draft.sets.iter().find(|s| {
                    s.tiles.len() == tiles.len() && s.tiles.iter().all(|t| tiles.contains(t))
                })
        {
            laid.write(SetLaid {
                tiles: set.tiles.clone(),
                at: on_felt,
            });
            feedback.write(Feedback::Placed);
            continue;
        }
        let rules = session.rules().clone();
        match session.draft.move_tiles(&tiles, target, &rules) {
            Ok(()) => {
                if let Some(on_felt) = felt
                    && let Some(Ok(set)) = session.draft.locate(tiles[0])
                    && let Some(set) = session.draft.set(set)
                {
                    laid.write(SetLaid {
                        tiles: set.tiles.clone(),
                        at: on_felt,
                    });
                }
                feedback.write(Feedback::Placed);
            }
            Err(e) => {
                feedback.write(Feedback::Refused {
                    reason: reasons::move_refused(&e),
                    tiles,
                });
            }
        }
    }
}

pub(super) fn handle_commands(
    mut commands: Commands,
    mut commands_in: MessageReader<TurnCommand>,
    mut session: ResMut<Session>,
    mut playback: ResMut<Playback>,
    prompt: Option<Res<GiveUpPrompt>>,
    mut feedback: MessageWriter<Feedback>,
    mut moves: MessageWriter<HumanMove>,
    mut hint: MessageWriter<HintRequest>,
) {
    // A move written this frame ends what the player may do in it (it is
    // applied, or sent and awaited, after this system).
    let mut moved = false;
    for &command in commands_in.read() {
        let human = !moved && super::human_may_act(&session, &playback);
        // A puzzle is one turn: nothing to draw, give up or hint.
        let refused = session.puzzle_run().is_some_and(|p| !p.allows(command));
        match command {
            _ if refused => {}
            TurnCommand::Done if human => moved = done(&session, &mut moves, &mut feedback),
            TurnCommand::Draw if human => moved = draw(&mut commands, &session, &mut moves),
            TurnCommand::GiveUp if human => moved = make(&mut moves, &session, Action::GiveUp),
            TurnCommand::ConfirmGiveUp
                if human
                    && prompt
                        .as_ref()
                        .is_some_and(|p| p.turn == session.turn_key()) =>
            {
                commands.remove_resource::<GiveUpPrompt>();
                moved = make(&mut moves, &session, Action::GiveUp);
            }
            TurnCommand::KeepPlaying => commands.remove_resource::<GiveUpPrompt>(),
            TurnCommand::Undo if human => {
                session.draft.undo();
            }
            TurnCommand::Reset if human => session.draft.reset(),
            TurnCommand::SortGroups if human => session.draft.sort_rack_by_groups(),
            TurnCommand::SortRuns if human => session.draft.sort_rack_by_runs(),
            TurnCommand::SortGroups => {
                session.plan_sort(false);
            }
            TurnCommand::SortRuns => {
                session.plan_sort(true);
            }
            TurnCommand::Hint if human => {
                hint.write(HintRequest);
            }
            TurnCommand::SpeedUp => playback.speed_up(),
            TurnCommand::NextRound if session.phase == Phase::RoundOver => {
                moved = make(&mut moves, &session, Action::NextRound);
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

/// Writes the player's move; true (a move was made).
fn make(moves: &mut MessageWriter<HumanMove>, session: &Session, action: Action) -> bool {
    moves.write(HumanMove {
        turn: session.turn_key(),
        action,
    });
    true
}

/// Run condition: the table's moves are judged here (not by a server).
fn local_table(session: Option<Res<Session>>) -> bool {
    session.is_some_and(|s| s.online_table().is_none())
}

/// The rules' judgement of each move for the turn being played, and what
/// it tells the player.
pub(super) fn apply_moves(
    mut moves: MessageReader<HumanMove>,
    mut session: ResMut<Session>,
    mut feedback: MessageWriter<Feedback>,
) {
    for HumanMove { turn, action } in moves.read() {
        if *turn == session.turn_key() {
            let seat = session.current_seat();
            let outcome = session.apply(action.clone());
            feedback.write_batch(Feedback::from_outcome(outcome, seat));
        }
    }
}

/// Done: the table played if the rules take it (true); else the reason,
/// and the sets that are wrong shake.
fn done(
    session: &Session,
    moves: &mut MessageWriter<HumanMove>,
    feedback: &mut MessageWriter<Feedback>,
) -> bool {
    match session.draft.check(&session.game.round) {
        Ok(_) => {
            let table = session.draft.table();
            make(moves, session, Action::Play { table })
        }
        Err(e) => {
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
            feedback.write(Feedback::TurnRefused {
                reason: reasons::round(&e),
                tiles,
            });
            false
        }
    }
}

/// Draw: the rules decide, as drawing from a changed table is giving up
/// (asked first when it costs more than one tile); true when a move was
/// made.
fn draw(commands: &mut Commands, session: &Session, moves: &mut MessageWriter<HumanMove>) -> bool {
    let attempted = session.draft.table();
    match session.game.round.no_play_action(&attempted) {
        NoPlay::Draw => make(moves, session, Action::Draw),
        NoPlay::GiveUp { penalty } if penalty > 1 => {
            commands.insert_resource(GiveUpPrompt {
                penalty,
                turn: session.turn_key(),
            });
            false
        }
        NoPlay::GiveUp { .. } => make(moves, session, Action::GiveUp),
    }
}

/// The give-up question belongs to the turn it was asked in.
fn drop_stale_prompt(
    mut commands: Commands,
    prompt: Option<Res<GiveUpPrompt>>,
    session: Res<Session>,
) {
    if prompt.is_some_and(|p| p.turn != session.turn_key()) {
        commands.remove_resource::<GiveUpPrompt>();
    }
}
