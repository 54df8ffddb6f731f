//! On an online table: a banner while the connection to the server is
//! lost and being made again (the server keeps the seat meanwhile).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::locale::Tr;
use crate::game::online::{Connection, Link, OnlineProblem};
use crate::game::ui::theme::ui as look;

pub(super) fn draw(
    mut contexts: EguiContexts,
    conn: Res<Connection>,
    problem: Res<OnlineProblem>,
    tr: Res<Tr>,
) -> Result {
    let text = match conn.link() {
        Link::Open => return Ok(()),
        Link::Lost { attempts: 0 } | Link::Connecting => tr.get("conn-lost"),
        Link::Lost { attempts } => {
            tr.get_with("conn-lost-retry", &[("attempt", (attempts + 1).into())])
        }
        Link::Offline => match &problem.0 {
            Some(problem) => tr.phrase(problem),
            None => tr.get("conn-not-connected"),
        },
    };
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("connection-banner"))
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 8.0))
        .order(egui::Order::Foreground)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(look::CONNECTION_BG)
                .stroke(egui::Stroke::new(1.0, look::WARN))
                .corner_radius(8.0)
                .inner_margin(10.0)
                .show(ui, |ui| {
                    ui.set_max_width(ctx.content_rect().width() - 32.0);
                    ui.label(egui::RichText::new(text).strong().color(look::BRIGHT));
                });
        });
    ctx.request_repaint();
    Ok(())
}
