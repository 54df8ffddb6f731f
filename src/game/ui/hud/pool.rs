//! The pool: how many tiles are left, written on its stack; clicking or
//! tapping the stack draws (the same as the Draw button).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::ScreenPos;
use crate::game::locale::Tr;
use crate::game::messages::TurnCommand;
use crate::game::play::human_may_act;
use crate::game::play::playback::Playback;
use crate::game::session::Session;
use crate::game::table::CurrentLayout;
use crate::game::ui::theme::ui as look;
use crate::game::ui_rects::UiRects;

pub(super) fn draw(
    mut contexts: EguiContexts,
    session: Res<Session>,
    layout: Res<CurrentLayout>,
    playback: Res<Playback>,
    screen_pos: ScreenPos,
    mut out: MessageWriter<TurnCommand>,
    mut rects: Option<ResMut<UiRects>>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let r = screen_pos.rect(layout.0.pool, ctx);
    let left = session.game.round.pool.len();
    let human_turn = human_may_act(&session, &playback);
    let pile = egui::Area::new(egui::Id::new("pool"))
        .fixed_pos(r.min)
        .show(ctx, |ui| {
            let sense = if human_turn {
                egui::Sense::click()
            } else {
                egui::Sense::hover()
            };
            let response = ui.allocate_response(r.size(), sense);
            let p = ui.painter();
            if human_turn && response.hovered() {
                p.rect_stroke(
                    r.shrink(2.0),
                    8.0,
                    egui::Stroke::new(2.0, look::GOLD),
                    egui::StrokeKind::Inside,
                );
            }
            p.text(
                r.center(),
                egui::Align2::CENTER_CENTER,
                left.to_string(),
                egui::FontId::proportional((r.height() * 0.3).clamp(14.0, 26.0)),
                look::POOL_COUNT,
            );
            response
        })
        .inner;
    if let Some(rects) = rects.as_mut() {
        rects.note("pool", pile.rect);
    }
    let tip = if left == 0 {
        tr.get("hud-pool-empty")
    } else {
        tr.get("hud-pool-tip")
    };
    if pile.on_hover_text(tip).clicked() {
        out.write(TurnCommand::Draw);
    }
    Ok(())
}
