//! On an online table: reactions (a fixed set of phrases, so nothing to
//! moderate) sent with React and shown for a few seconds as they come,
//! each seat mutable; and for a watcher, what they are doing and Stop
//! watching.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::access::Announcements;
use crate::game::locale::Tr;
use crate::game::online::Online;
use crate::game::session::Session;
use crate::game::state::Screen;
use crate::game::ui::theme::ui as look;
use crate::game::ui_rects::UiRects;
use crate::online::protocol::Reaction;

/// How long a reaction stays on screen.
const SHOWN_SECS: f32 = 4.0;
/// Reactions on screen at once, at most.
const SHOWN_AT_ONCE: usize = 4;
const REACTION_PROBES: [&str; 8] = [
    "react-hello",
    "react-good-luck",
    "react-well-played",
    "react-thanks",
    "react-oops",
    "react-wow",
    "react-thinking",
    "react-good-game",
];

/// Reactions on screen, with the seconds each has left.
#[derive(Resource, Debug, Default)]
pub(super) struct Bubbles {
    shown: Vec<(String, f32)>,
    /// The React list is open.
    open: bool,
}

/// A reaction's words in the player's language.
fn reaction_key(r: Reaction) -> &'static str {
    let i = Reaction::ALL.iter().position(|&x| x == r).unwrap_or(0);
    REACTION_PROBES[i]
}

/// Reactions heard become bubbles, and are said to a screen reader.
pub(super) fn hear(
    time: Res<Time>,
    mut online: ResMut<Online>,
    mut bubbles: ResMut<Bubbles>,
    mut announcements: ResMut<Announcements>,
    session: Res<Session>,
    tr: Res<Tr>,
) {
    let dt = time.delta_secs();
    bubbles.shown.retain_mut(|(_, left)| {
        *left -= dt;
        *left > 0.0
    });
    for heard in std::mem::take(&mut online.heard) {
        let name = session
            .seats
            .get(heard.seat)
            .map_or_else(|| tr.get("toast-someone"), |s| s.name.clone());
        let text = tr.get_with(
            "react-said",
            &[
                ("name", name.into()),
                ("reaction", tr.get(reaction_key(heard.reaction)).into()),
            ],
        );
        announcements.say(text.clone());
        bubbles.shown.push((text, SHOWN_SECS));
    }
    let over = bubbles.shown.len().saturating_sub(SHOWN_AT_ONCE);
    bubbles.shown.drain(..over);
}

pub(super) fn draw(
    mut contexts: EguiContexts,
    mut online: ResMut<Online>,
    mut bubbles: ResMut<Bubbles>,
    session: Res<Session>,
    mut rects: Option<ResMut<UiRects>>,
    mut next: ResMut<NextState<Screen>>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let watching = online.watching.is_some();
    egui::Area::new(egui::Id::new("reactions"))
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(12.0, 12.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.set_max_width(240.0_f32.min(ui.ctx().content_rect().width() * 0.3));
            if watching {
                watcher(ui, &tr, &mut rects, &mut next);
            } else {
                let b = ui.button(tr.get("react-button"));
                note(&mut rects, "react", &b);
                if b.clicked() {
                    bubbles.open = !bubbles.open;
                }
                if bubbles.open && choose(ui, &tr, &mut online, &session, &mut rects) {
                    bubbles.open = false;
                }
            }
            for (text, left) in &bubbles.shown {
                let alpha = (left / 0.5).clamp(0.0, 1.0);
                egui::Frame::new()
                    .fill(look::TOAST_BG.gamma_multiply(alpha))
                    .corner_radius(10.0)
                    .inner_margin(8.0)
                    .show(ui, |ui| {
                        ui.label(
                            egui::RichText::new(text).color(look::BRIGHT.gamma_multiply(alpha)),
                        );
                    });
            }
        });
    if !bubbles.shown.is_empty() {
        ctx.request_repaint();
    }
    Ok(())
}

fn note(rects: &mut Option<ResMut<UiRects>>, name: &'static str, response: &egui::Response) {
    if let Some(r) = rects {
        r.note(name, response.rect);
    }
}

/// The reactions to send, and a Mute toggle for each other seat; whether
/// one was sent.
fn choose(
    ui: &mut egui::Ui,
    tr: &Tr,
    online: &mut Online,
    session: &Session,
    rects: &mut Option<ResMut<UiRects>>,
) -> bool {
    let mut sent = false;
    look::card().show(ui, |ui| {
        for (r, probe) in Reaction::ALL.into_iter().zip(REACTION_PROBES) {
            let b = ui.button(tr.get(reaction_key(r)));
            note(rects, probe, &b);
            if b.clicked() {
                online.react(r);
                sent = true;
            }
        }
        ui.separator();
        ui.label(
            egui::RichText::new(tr.get("react-mute"))
                .small()
                .color(look::MUTED),
        );
        let you = online.ticket.as_ref().map(|t| t.seat);
        for (i, seat) in session.seats.iter().enumerate() {
            if Some(i) == you {
                continue;
            }
            let mut muted = online.muted.contains(&i);
            let text = tr.get_with("react-mute-seat", &[("name", seat.name.clone().into())]);
            if look::checkbox(ui, &mut muted, text).changed() {
                online.mute(i, muted);
            }
        }
    });
    sent
}

/// A watcher's corner: that they watch, and Stop watching.
fn watcher(
    ui: &mut egui::Ui,
    tr: &Tr,
    rects: &mut Option<ResMut<UiRects>>,
    next: &mut NextState<Screen>,
) {
    egui::Frame::new()
        .fill(look::TOAST_BG)
        .corner_radius(10.0)
        .inner_margin(8.0)
        .show(ui, |ui| {
            ui.label(egui::RichText::new(tr.get("watch-banner")).color(look::BRIGHT));
            let stop = ui.button(tr.get("watch-stop"));
            note(rects, "watch-stop", &stop);
            if stop.clicked() {
                // Leaving the table stops watching (see `leave_room`).
                next.set(Screen::Title);
            }
        });
}
