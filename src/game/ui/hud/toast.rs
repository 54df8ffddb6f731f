//! The latest message for the player ("Ada played 4 tiles", a refusal),
//! for a few seconds.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::ScreenPos;
use crate::game::locale::Tr;
use crate::game::messages::Feedback;
use crate::game::persist::StorageNotices;
use crate::game::session::Session;
use crate::game::table::CurrentLayout;
use crate::game::ui::theme::ui as look;

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
    let name = |seat: usize| {
        session
            .seats
            .get(seat)
            .map_or("Someone".to_string(), |s| s.name.clone())
    };
    for f in feedback.read() {
        let text = match f {
            Feedback::Refused { reason, .. } | Feedback::TurnRefused { reason, .. } => {
                tr.phrase(reason)
            }
            Feedback::Played { seat, tiles } => {
                format!("{} played {tiles} tile{}", name(*seat), plural(*tiles))
            }
            Feedback::Drew { seat, tiles: 0 } => format!("{} passed", name(*seat)),
            Feedback::Drew { seat, tiles } => {
                format!("{} drew {tiles} tile{}", name(*seat), plural(*tiles))
            }
            Feedback::TimeUp { seat, drew } => {
                format!(
                    "Time's up for {}: the table is restored and {drew} tile{} drawn",
                    name(*seat),
                    plural(*drew)
                )
            }
            Feedback::WhileAway {
                turns,
                played,
                drew,
            } => {
                let n = |k: u32| plural(k as usize);
                let mut text = format!(
                    "While you were away, the computer played your seat for {turns} turn{}",
                    n(*turns)
                );
                if *played > 0 {
                    text += &format!(": it laid {played} tile{}", n(*played));
                }
                if *drew > 0 {
                    let joint = if *played > 0 { " and" } else { ":" };
                    text += &format!("{joint} drew {drew} tile{}", n(*drew));
                }
                toast.text = text;
                toast.seconds = 8.0;
                continue;
            }
            _ => continue,
        };
        toast.text = text;
        toast.seconds = 3.5;
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// Problems with stored files (a save that failed, say) are told on the
/// table too, each once.
pub(super) fn show_notices(
    notices: Res<StorageNotices>,
    mut shown: Local<usize>,
    mut toast: ResMut<Toast>,
) {
    if let Some(last) = notices.0.get(*shown..).and_then(<[String]>::last) {
        toast.text = last.clone();
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
