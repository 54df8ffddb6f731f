//! "Drawing now gives up this turn": asked when Draw is pressed with a
//! changed table under rules whose give-up penalty is more than one tile.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::messages::TurnCommand;
use crate::game::play::human::GiveUpPrompt;
use crate::game::ui::theme::ui as look;

pub(super) fn draw(
    mut contexts: EguiContexts,
    prompt: Option<Res<GiveUpPrompt>>,
    mut out: MessageWriter<TurnCommand>,
) -> Result {
    let Some(prompt) = prompt else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("give-up-prompt"))
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            look::card().show(ui, |ui| {
                ui.set_max_width(420.0);
                ui.label(look::heading("Give up this turn?"));
                ui.label(format!(
                    "You changed the table. Drawing now gives up the turn: the table goes back \
                     as it was and you draw {} tiles.",
                    prompt.penalty
                ));
                ui.horizontal(|ui| {
                    if ui
                        .add(look::big_button(&format!(
                            "Give up, draw {} (Enter)",
                            prompt.penalty
                        )))
                        .clicked()
                    {
                        out.write(TurnCommand::ConfirmGiveUp);
                    }
                    if ui.add(look::big_button("Keep playing")).clicked() {
                        out.write(TurnCommand::KeepPlaying);
                    }
                });
            });
        });
    Ok(())
}
