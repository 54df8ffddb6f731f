//! Hot-seat: the racks stay covered until the next player is ready.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::locale::Tr;
use crate::game::messages::TurnCommand;
use crate::game::session::{Phase, Session};
use crate::game::ui::theme::ui as look;

pub(super) fn draw(
    mut contexts: EguiContexts,
    session: Res<Session>,
    mut out: MessageWriter<TurnCommand>,
    tr: Res<Tr>,
) -> Result {
    let Phase::Cover { seat } = session.phase else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    egui::Area::new(egui::Id::new("cover"))
        .fixed_pos(screen.min)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.set_min_size(screen.size());
            ui.painter().rect_filled(screen, 0.0, look::COVER_BG);
            ui.vertical_centered(|ui| {
                ui.add_space(screen.height() * 0.38);
                ui.label(
                    egui::RichText::new(tr.get_with(
                        "cover-pass-to",
                        &[("name", (&session.seats[seat].name).into())],
                    ))
                    .size(36.0)
                    .color(look::BRIGHT),
                );
                ui.add_space(16.0);
                if ui
                    .add(egui::Button::new(
                        egui::RichText::new(tr.get("cover-ready")).size(20.0),
                    ))
                    .clicked()
                {
                    out.write(TurnCommand::Reveal);
                }
            });
        });
    Ok(())
}
