//! The viewer's controls where the turn's buttons are in a game: back,
//! play on or stop, forward, whose rack is shown, and leave.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::hud::ScreenPos;
use super::theme::ui as look;
use crate::game::locale::Tr;
use crate::game::replay::run::ReplayRun;
use crate::game::replay::{ReplayCommand, replaying};
use crate::game::session::Session;
use crate::game::state::OpenAfterTitle;
use crate::game::state::{Menu, Screen};
use crate::game::table::CurrentLayout;
use crate::game::table::layout::Form;
use crate::game::ui_rects::UiRects;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        draw.run_if(in_state(Screen::Playing))
            .run_if(in_state(Menu::None))
            .run_if(replaying)
            .run_if(super::theme::ui_ready),
    );
}

/// What the viewer pressed.
enum Pressed {
    Command(ReplayCommand),
    List,
}

/// One of the stepping buttons: probe name, icon, word, tip, command, on.
type StepButton = (
    &'static str,
    &'static str,
    String,
    String,
    ReplayCommand,
    bool,
);

fn draw(
    mut contexts: EguiContexts,
    mut commands: Commands,
    session: Res<Session>,
    layout: Res<CurrentLayout>,
    screen_pos: ScreenPos,
    mut out: MessageWriter<ReplayCommand>,
    mut next: ResMut<NextState<Screen>>,
    mut rects: Option<ResMut<UiRects>>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(w) = session.replay_run() else {
        return Ok(());
    };
    let l = &layout.0;
    let portrait = l.form == Form::Portrait;
    let area = screen_pos.rect(l.controls, ctx);
    let status = status_text(w, session.game.round_number, &tr);
    let rack = &session.seats[w.seat].name;
    if portrait {
        let band = screen_pos.rect(l.notices, ctx);
        egui::Area::new(egui::Id::new("replay-status"))
            .fixed_pos(band.min)
            .show(ctx, |ui| {
                ui.set_max_size(band.size());
                ui.label(status_label(&status));
            });
    }
    let pressed = egui::Area::new(egui::Id::new("replay-bar"))
        .fixed_pos(area.min)
        .show(ctx, |ui| {
            ui.set_max_size(area.size());
            ui.spacing_mut().item_spacing = egui::vec2(4.0, 4.0);
            if !portrait {
                ui.label(status_label(&status));
            }
            ui.horizontal_wrapped(|ui| bar(ui, w, rack, portrait, area, rects.as_deref_mut(), &tr))
                .inner
        })
        .inner;
    match pressed {
        Some(Pressed::Command(c)) => {
            out.write(c);
        }
        Some(Pressed::List) => {
            commands.insert_resource(OpenAfterTitle(Menu::Replays));
            next.set(Screen::Title);
        }
        None => {}
    }
    Ok(())
}

fn status_text(w: &ReplayRun, round_number: u32, tr: &Tr) -> String {
    let total = w.record.actions.len();
    let key = if w.step >= total {
        "watch-status-end"
    } else {
        "watch-status"
    };
    tr.get_with(
        key,
        &[
            ("round", (round_number + 1).into()),
            ("move", w.step.into()),
            ("total", total.into()),
        ],
    )
}

fn status_label(status: &str) -> egui::RichText {
    egui::RichText::new(status).strong().color(look::BRIGHT)
}

fn step_buttons(w: &ReplayRun, tr: &Tr) -> [StepButton; 3] {
    let total = w.record.actions.len();
    let (play, play_tip) = if w.auto {
        ("watch-stop-label", "watch-stop-tip")
    } else {
        ("watch-play-label", "watch-play-tip")
    };
    [
        (
            "watch-back",
            "⏮",
            tr.get("watch-back-label"),
            tr.get("watch-back-tip"),
            ReplayCommand::Back,
            w.step > 0,
        ),
        (
            "watch-play",
            if w.auto { "⏸" } else { "▶" },
            tr.get(play),
            tr.get(play_tip),
            ReplayCommand::PlayPause,
            w.step < total,
        ),
        (
            "watch-forward",
            "⏭",
            tr.get("watch-forward-label"),
            tr.get("watch-forward-tip"),
            ReplayCommand::Forward,
            w.step < total,
        ),
    ]
}

/// The sizes of a stepping button and of a wide one. Portrait: one row of
/// five where the turn's buttons are, the status in the band above it.
/// Landscape: a column beside the rack.
fn button_sizes(area: egui::Rect, portrait: bool) -> (egui::Vec2, egui::Vec2) {
    if portrait {
        let each = (area.width() - 4.0 * 4.0) / 5.0;
        (
            egui::vec2(each, area.height()),
            egui::vec2(each, area.height()),
        )
    } else {
        let third = ((area.width() - 8.0) / 3.0).max(44.0);
        (
            egui::vec2(third, 44.0),
            egui::vec2((area.width() - 4.0) / 2.0, 40.0),
        )
    }
}

/// The buttons: back, play, forward, whose rack, the list.
fn bar(
    ui: &mut egui::Ui,
    w: &ReplayRun,
    rack: &str,
    portrait: bool,
    area: egui::Rect,
    mut rects: Option<&mut UiRects>,
    tr: &Tr,
) -> Option<Pressed> {
    let (button, wide) = button_sizes(area, portrait);
    let mut pressed = None;
    for (name, icon, word, tip, command, enabled) in step_buttons(w, tr) {
        let text = if portrait {
            format!("{icon}\n{word}")
        } else {
            icon.to_string()
        };
        let size = if portrait { 15.0 } else { 20.0 };
        let b = ui
            .add_enabled(
                enabled,
                egui::Button::new(egui::RichText::new(text).size(size)).min_size(button),
            )
            .on_hover_text(tip);
        if let Some(r) = rects.as_mut() {
            r.note(name, b.rect);
        }
        if b.clicked() {
            pressed = Some(Pressed::Command(command));
        }
    }
    let rack_key = if portrait {
        "watch-rack-stacked"
    } else {
        "watch-rack"
    };
    let rack_label = tr.get_with(rack_key, &[("name", rack.into())]);
    let seat = ui
        .add(egui::Button::new(egui::RichText::new(rack_label).size(15.0)).min_size(wide))
        .on_hover_text(tr.get("watch-next-rack-tip"));
    if seat.clicked() {
        pressed = Some(Pressed::Command(ReplayCommand::NextRack));
    }
    let list = if portrait {
        format!("☰\n{}", tr.get("watch-list"))
    } else {
        tr.get("watch-replays")
    };
    if ui
        .add(egui::Button::new(egui::RichText::new(list).size(15.0)).min_size(wide))
        .on_hover_text(tr.get("watch-list-tip"))
        .clicked()
    {
        pressed = Some(Pressed::List);
    }
    pressed
}
