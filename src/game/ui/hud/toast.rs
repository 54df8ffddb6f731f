//! The latest message for the player ("Ada played 4 tiles", a refusal),
//! for a few seconds.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::ScreenPos;
use crate::game::access::while_away_said;
use crate::game::locale::Tr;
use crate::game::messages::Feedback;
use crate::game::persist::StorageNotices;
use crate::game::session::Session;
use crate::game::table::CurrentLayout;
use crate::game::ui::theme::ui as look;
use crate::i18n::{Phrase, spoken};

/// The latest message for the player, and how long it stays.
#[derive(Resource, Default)]
pub(super) struct Toast {
    text: String,
    seconds: f32,
}

impl Toast {
    /// Whether a notice is on screen (it takes the band above the rack).
    pub(super) fn showing(&self) -> bool {
        self.seconds > 0.0 && !self.text.is_empty()
    }
}

pub(super) fn collect_feedback(
    time: Res<Time>,
    mut feedback: MessageReader<Feedback>,
    mut toast: ResMut<Toast>,
    session: Res<Session>,
    tr: Res<Tr>,
) {
    toast.seconds -= time.delta_secs();
    // A message about a seat, with the number of tiles it is about.
    let said = |key: &str, seat: usize, count: usize| {
        let name = session
            .seats
            .get(seat)
            .map_or_else(|| tr.get("toast-someone"), |s| s.name.clone());
        tr.get_with(
            key,
            &[
                ("name", name.into()),
                ("count", count.into()),
                ("self", session.person(seat).into()),
            ],
        )
    };
    for f in feedback.read() {
        let text = match f {
            Feedback::Refused { reason, .. } | Feedback::TurnRefused { reason, .. } => {
                tr.get_with(reason.key, &spoken::phrase_args(&tr, reason))
            }
            Feedback::Played { seat, tiles } => said("toast-played", *seat, *tiles),
            Feedback::Drew { seat, tiles: 0 } => said("toast-passed", *seat, 0),
            Feedback::Drew { seat, tiles } => said("toast-drew", *seat, *tiles),
            Feedback::TimeUp { seat, drew } => said("toast-time-up", *seat, *drew),
            Feedback::WhileAway {
                turns,
                played,
                drew,
            } => {
                let (key, args) = while_away_said(*turns, *played, *drew);
                toast.text = tr.get_with(key, &args);
                toast.seconds = 8.0;
                continue;
            }
            _ => continue,
        };
        toast.text = text;
        toast.seconds = 3.5;
    }
}

/// Problems with stored files (a save that failed, say) are told on the
/// table too, each once.
pub(super) fn show_notices(
    notices: Res<StorageNotices>,
    mut shown: Local<usize>,
    mut toast: ResMut<Toast>,
    tr: Res<Tr>,
) {
    if let Some(last) = notices.0.get(*shown..).and_then(<[Phrase]>::last) {
        toast.text = tr.phrase(last);
        toast.seconds = 6.0;
    }
    *shown = notices.0.len();
}

/// The notice, in the band above the rack: it covers no set and no tile.
pub(super) fn draw(
    mut contexts: EguiContexts,
    toast: Res<Toast>,
    layout: Res<CurrentLayout>,
    screen_pos: ScreenPos,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if toast.showing() {
        let band = screen_pos.rect(layout.0.notices, ctx);
        egui::Area::new(egui::Id::new("toast"))
            .fixed_pos(band.min)
            .order(egui::Order::Foreground)
            .interactable(false)
            .show(ctx, |ui| {
                let (rect, _) = ui.allocate_exact_size(band.size(), egui::Sense::hover());
                ui.painter().rect_filled(rect, 10.0, look::TOAST_BG);
                let size = (band.height() * 0.42).clamp(12.0, 17.0);
                let galley = ui.painter().layout(
                    toast.text.clone(),
                    egui::FontId::proportional(size),
                    look::BRIGHT,
                    band.width() - 16.0,
                );
                let at = rect.center() - galley.size() / 2.0;
                ui.painter().galley(at, galley, look::BRIGHT);
            });
    }

    Ok(())
}
