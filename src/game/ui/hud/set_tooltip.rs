//! Why a set is invalid, next to the pointer over it.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::ScreenPos;
use crate::game::locale::Tr;
use crate::game::table::{PointerWorld, SetView};
use crate::i18n::spoken;

pub(super) fn draw(
    mut contexts: EguiContexts,
    pointer: Res<PointerWorld>,
    sets: Query<&SetView>,
    windows: Query<&Window>,
    screen_pos: ScreenPos,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let cameras = &screen_pos.cameras;
    // Why a set is invalid, under the pointer.
    let hovered = pointer.0.or_else(|| {
        windows
            .iter()
            .next()
            .and_then(|w| w.cursor_position())
            .and_then(|c| {
                cameras
                    .iter()
                    .next()
                    .and_then(|(cam, t)| cam.viewport_to_world_2d(t, c).ok())
            })
    });
    let problem = hovered.and_then(|p| {
        sets.iter()
            .find(|s| s.rect.contains(p))
            .and_then(|s| s.problem.clone())
            .map(|problem| (p, problem))
    });
    if let Some((p, problem)) = problem {
        egui::Area::new(egui::Id::new("set-problem"))
            .fixed_pos(screen_pos.of(p, ctx) + egui::vec2(14.0, 14.0))
            .order(egui::Order::Tooltip)
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.set_max_width(260.0);
                    ui.label(tr.get_with(problem.key, &spoken::phrase_args(&tr, &problem)));
                });
            });
    }

    Ok(())
}
