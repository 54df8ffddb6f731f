//! The heads-up display over the table, drawn with egui: one system per
//! panel.

mod connection;
mod controls;
mod cover;
mod opponents;
mod pool;
mod prompt;
mod reactions;
mod set_tooltip;
mod toast;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};

use crate::game::session::Session;
use crate::game::state::{Menu, Screen};
use crate::rules::{NoPlay, RoundError, TurnSummary};

/// The rules' verdicts on the turn as it stands, recomputed when the game
/// changes: whether Done is accepted (it is enabled only then), and what
/// Draw would do (draw, or give the changed turn up).
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct TurnVerdict {
    pub check: Result<TurnSummary, RoundError>,
    pub no_play: NoPlay,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<toast::Toast>()
        .init_resource::<reactions::Bubbles>()
        .insert_resource(TurnVerdict {
            check: Err(RoundError::RoundOver),
            no_play: NoPlay::Draw,
        })
        .add_systems(
            Update,
            (
                toast::collect_feedback,
                toast::show_notices.run_if(resource_exists::<crate::game::persist::StorageNotices>),
                judge_turn.run_if(resource_exists_and_changed::<Session>),
                reactions::hear.run_if(crate::game::online::table::online_table),
            )
                .in_set(crate::game::GameSystems::View),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                opponents::draw,
                pool::draw.run_if(not(crate::game::puzzle::in_puzzle)),
                controls::draw
                    .run_if(not(crate::game::replay::replaying))
                    .run_if(not(crate::game::online::table::watching_online)),
                set_tooltip::draw,
                // The result card of a puzzle or lesson says it all; the toast
                // would cover its heading on a phone.
                toast::draw
                    .run_if(in_state(Menu::None))
                    .run_if(not(crate::game::puzzle::puzzle_over)),
                cover::draw,
                prompt::draw.run_if(in_state(Menu::None)),
                connection::draw.run_if(crate::game::online::table::online_table),
                reactions::draw
                    .run_if(crate::game::online::table::online_table)
                    .run_if(in_state(Menu::None)),
            )
                .chain()
                .run_if(in_state(Screen::Playing))
                .run_if(super::theme::ui_ready),
        );
}

fn judge_turn(session: Res<Session>, mut verdict: ResMut<TurnVerdict>) {
    let table = session.draft.table();
    let round = &session.game.round;
    verdict.set_if_neq(TurnVerdict {
        check: round.check_play(&table),
        no_play: round.no_play_action(&table),
    });
}

/// Converts table positions (world units) to screen points for egui.
#[derive(SystemParam)]
pub struct ScreenPos<'w, 's> {
    pub cameras: Query<'w, 's, (&'static Camera, &'static GlobalTransform)>,
}

impl ScreenPos<'_, '_> {
    /// A table point as an egui point (egui's points are logical pixels
    /// divided by its zoom, the player's size setting).
    pub fn of(&self, p: Vec2, ctx: &egui::Context) -> egui::Pos2 {
        let zoom = ctx.zoom_factor();
        self.cameras
            .iter()
            .next()
            .and_then(|(c, t)| c.world_to_viewport(t, p.extend(0.0)).ok())
            .map_or(egui::pos2(0.0, 0.0), |v| egui::pos2(v.x / zoom, v.y / zoom))
    }

    pub fn rect(&self, r: Rect, ctx: &egui::Context) -> egui::Rect {
        egui::Rect::from_min_max(
            self.of(Vec2::new(r.min.x, r.max.y), ctx),
            self.of(Vec2::new(r.max.x, r.min.y), ctx),
        )
    }
}
