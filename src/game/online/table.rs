//! The table of an online room follows the server: the first view of a
//! started match opens it; another player's play is laid out tile by tile
//! (as a computer's is) before the table takes the server's view; the
//! player's own moves go to the server, and a refusal is told.

use bevy::ecs::change_detection::Tick;
use bevy::prelude::*;

use super::room_table::{OnlineTable, seat_tags};
use super::{Ask, FromServer, OnlinePlay, OnlineSystems, RoomShown, WhileAwayNews, error_phrase};
use crate::ai::{AiTurn, plan_moves};
use crate::game::flow::open_table;
use crate::game::messages::{Feedback, HumanMove};
use crate::game::play::playback::Playback;
use crate::game::seats::{SeatConfig, SeatKind};
use crate::game::session::{Phase, Session, TableKind, newly_laid};
use crate::game::state::Screen;
use crate::online::protocol::ServerMsg;
use crate::online::shadow::{ViewError, reveal_played, shadow_match};
use crate::online::{Intent, RoomPhase, RoomView};
use crate::rules::{Action, TimeBanks};

/// The view the table shows (by the room's change tick), and the move
/// whose play is being laid out.
#[derive(Resource, Debug, Default)]
pub struct Followed {
    shown: Option<Tick>,
    laying_out: Option<u32>,
}

impl Session {
    /// The table of an online room as its seat sees it.
    pub fn online(view: &RoomView) -> Result<Session, ViewError> {
        let game = shadow_match(view)?;
        let seats = view
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatConfig {
                name: s.name.clone(),
                kind: if i == view.you && !view.watching {
                    SeatKind::Human
                } else {
                    SeatKind::Remote
                },
            })
            .collect();
        let mut session = Session::from_match(seats, game);
        session.kind = TableKind::Online(OnlineTable::new(view));
        session.follow_clock(view);
        Ok(session)
    }

    /// Brings an online table to the server's latest view (another table
    /// has none to follow). The turn in progress is kept while the game
    /// has not moved (a view also comes when a player connects or drops);
    /// the viewer's rack order is kept.
    pub fn follow(&mut self, view: &RoomView) -> Result<(), ViewError> {
        let Some(online) = self.online_table_mut() else {
            return Ok(());
        };
        online.tags = seat_tags(view);
        let unmoved = online.seq == view.seq && self.game.round_number == view.round;
        for (seat, s) in self.seats.iter_mut().zip(&view.seats) {
            if !s.name.is_empty() {
                seat.name = s.name.clone();
            }
        }
        if unmoved {
            return Ok(());
        }
        let game = shadow_match(view)?;
        self.last_laid = newly_laid(&self.game.round.table, &game.round.table);
        self.game = game;
        if let Some(online) = self.online_table_mut() {
            online.seq = view.seq;
            online.awaiting = false;
        }
        self.begin_turn();
        self.follow_clock(view);
        Ok(())
    }

    fn follow_clock(&mut self, view: &RoomView) {
        if self.phase == Phase::Human {
            self.clock = view.turn_ms_left.map(|ms| ms as f32 / 1000.0);
        }
        self.banks = view.banks_ms.clone().map(|left_ms| TimeBanks { left_ms });
        self.turn_ms = 0;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Followed>().add_systems(
        Update,
        (
            open_started_match.run_if(in_state(Screen::Title)),
            (send_moves, tell_refusals, follow_view, run_banks)
                .chain()
                .run_if(online_table)
                .after(crate::game::GameSystems::Logic)
                .before(crate::game::GameSystems::View)
                .run_if(in_state(Screen::Playing)),
        )
            .after(OnlineSystems::Follow),
    );
}

/// The current seat's bank runs on between the server's views (the
/// server charges it; this is what the clocks show meanwhile).
fn run_banks(time: Res<Time>, mut session: ResMut<Session>) {
    let playing = matches!(session.phase, Phase::Human | Phase::Computer);
    if session.banks.is_some() && playing {
        let ms = time.delta().as_millis() as u64;
        session.turn_ms = session.turn_ms.saturating_add(ms);
    }
}

/// Run condition: the table shows an online room's match.
pub fn online_table(session: Option<Res<Session>>) -> bool {
    session.is_some_and(|s| s.online_table().is_some())
}

/// Run condition: the table shows an online match being watched.
pub fn watching_online(session: Option<Res<Session>>) -> bool {
    session.is_some_and(|s| s.online_table().is_some_and(|o| o.watching))
}

/// A room whose match is under way goes on the table.
fn open_started_match(
    mut commands: Commands,
    online: OnlinePlay,
    mut followed: ResMut<Followed>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(view) = &online.room.view else {
        return;
    };
    let tick = online.room.last_changed();
    if view.phase == RoomPhase::Lobby || followed.shown == Some(tick) || !online.at_table() {
        return;
    }
    followed.shown = Some(tick);
    followed.laying_out = None;
    if let Err(e) = open_table(&mut commands, Session::online(view), &mut next) {
        warn!("the room's view does not add up: {e}");
    }
}

/// The player's moves go to the server, one at a time: the turn waits for
/// its answer (a timeout online is the server's to apply).
fn send_moves(
    mut session: ResMut<Session>,
    mut moves: MessageReader<HumanMove>,
    mut asks: MessageWriter<Ask>,
) {
    for HumanMove { turn, action } in moves.read() {
        // A move for a turn gone by, or while one is on its way, is dropped.
        let now = session.turn_key();
        let Some(table) = session
            .online_table_mut()
            .filter(|t| !t.awaiting && *turn == now)
        else {
            continue;
        };
        let intent = match action.clone() {
            Action::Play { table } => Intent::Play { table },
            Action::Draw => Intent::Draw,
            Action::GiveUp => Intent::GiveUp,
            Action::NextRound => Intent::NextRound,
            // The server's own: a client never sends them.
            Action::Timeout { .. } | Action::OutOfTime => continue,
        };
        table.awaiting = true;
        asks.write(Ask::Act {
            seq: table.seq,
            intent,
        });
    }
}

/// A move refused: the table says so, and the turn is the player's again.
/// Only the errors answering a move are the table's.
fn tell_refusals(
    mut session: ResMut<Session>,
    mut from: MessageReader<FromServer>,
    mut news: ResMut<WhileAwayNews>,
    mut feedback: MessageWriter<Feedback>,
) {
    for FromServer(msg) in from.read() {
        let ServerMsg::Error(e) = msg else { continue };
        if !e.answers("act") {
            continue;
        }
        info!("the server refused a move: {e}");
        if let Some(table) = session.online_table_mut() {
            table.awaiting = false;
        }
        feedback.write(Feedback::turn_refused(error_phrase(e.code)));
    }
    if let Some(away) = news.0.take() {
        feedback.write(Feedback::WhileAway {
            turns: away.turns,
            played: away.played,
            drew: away.drew,
        });
    }
}

/// Takes the server's newest view: another player's play is laid out
/// first; anything else (a draw, the player's own move, a new round)
/// shows at once.
fn follow_view(
    mut session: ResMut<Session>,
    room: Res<RoomShown>,
    mut followed: ResMut<Followed>,
    mut playback: ResMut<Playback>,
    mut feedback: MessageWriter<Feedback>,
) {
    let Some(view) = &room.view else { return };
    if followed.shown == Some(room.last_changed()) || playback.is_playing() {
        return;
    }
    let Some(table) = session.online_table().cloned() else {
        return;
    };
    if view.code != table.code {
        return;
    }
    if let Some(last) = &view.last
        && view.seq == table.seq + 1
        && followed.laying_out != Some(view.seq)
        && Some(last.seat) != table.own_seat()
        && !last.played.is_empty()
        && session.phase == Phase::Computer
        && session.current_seat() == last.seat
    {
        followed.laying_out = Some(view.seq);
        let mut round = session.game.round.clone();
        if reveal_played(&mut round, last.seat, table.own_seat(), &last.played).is_ok() {
            session.game.round = round;
            session.begin_turn();
            let round = &session.game.round;
            let moves = plan_moves(&round.table, &round.current_seat().rack, &view.table);
            let turn = AiTurn {
                action: Action::Play {
                    table: view.table.clone(),
                },
                moves,
            };
            playback.start(turn, &session, true);
            return;
        }
    }
    followed.shown = Some(room.last_changed());
    let seat = session.current_seat();
    let was_over = matches!(session.phase, Phase::RoundOver | Phase::MatchOver);
    // What the move just made did, when it is not shown already.
    let told = view
        .last
        .as_ref()
        .filter(|l| view.seq == table.seq + 1 && l.seat == seat)
        .map(|l| match l.played.len() {
            0 => Feedback::Drew {
                seat,
                tiles: l.drew,
            },
            tiles => Feedback::Played { seat, tiles },
        });
    match session.follow(view) {
        Ok(()) => {
            feedback.write_batch(told);
            if !was_over && matches!(session.phase, Phase::RoundOver | Phase::MatchOver) {
                feedback.write(Feedback::RoundOver);
            }
        }
        Err(e) => warn!("the room's view does not add up: {e}"),
    }
}
