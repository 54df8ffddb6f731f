//! "Drawing now gives up this turn": asked when Draw is pressed with a
//! changed table under rules whose give-up penalty is more than one tile.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::locale::Tr;
use crate::game::messages::TurnCommand;
use crate::game::play::human::GiveUpPrompt;
use crate::game::ui::theme::ui as look;
use crate::i18n::Arg;

pub(super) fn draw(
    mut contexts: EguiContexts,
    prompt: Option<Res<GiveUpPrompt>>,
    mut out: MessageWriter<TurnCommand>,
    tr: Res<Tr>,
) -> Result {
    let Some(prompt) = prompt else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let count = [("count", Arg::from(prompt.penalty))];
    egui::Area::new(egui::Id::new("give-up-prompt"))
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            look::card().show(ui, |ui| {
                ui.set_max_width(420.0);
                ui.label(look::heading(&tr.get("prompt-give-up-title")));
                let text = tr.get_with("prompt-give-up-text", &count);
                look::paragraph(ui, &tr, &text, 16.0, look::TEXT);
                look::row(ui, |ui| {
                    if ui
                        .add(look::big_button(
                            &tr.get_with("prompt-give-up-confirm", &count),
                        ))
                        .clicked()
                    {
                        out.write(TurnCommand::ConfirmGiveUp);
                    }
                    if ui
                        .add(look::big_button(&tr.get("prompt-keep-playing")))
                        .clicked()
                    {
                        out.write(TurnCommand::KeepPlaying);
                    }
                });
            });
        });
    Ok(())
}
