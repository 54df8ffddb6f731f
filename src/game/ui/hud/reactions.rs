//! On an online table: reactions (a fixed set of phrases, so nothing to
//! moderate) sent with React (under the Menu button, where the controls'
//! side of the table is bare) and shown there for a few seconds as they
//! come, each seat mutable; and for a watcher, over the empty rack, what
//! they are doing and Stop watching.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::access::Announcements;
use crate::game::locale::Tr;
use crate::game::online::reactions::Reactions;
use crate::game::online::{Ask, Seat, Watched};
use crate::game::session::Session;
use crate::game::state::Screen;
use crate::game::table::CurrentLayout;
use crate::game::ui::hud::ScreenPos;
use crate::game::ui::theme::ui as look;
use crate::game::ui_rects::{UiRects, note};
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

/// What the reactions' corner reads and where it asks.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Reacting<'w> {
    reactions: ResMut<'w, Reactions>,
    seat: Res<'w, Seat>,
    watched: Res<'w, Watched>,
    asks: MessageWriter<'w, Ask>,
}

/// Reactions heard become bubbles, and are said to a screen reader.
pub(super) fn hear(
    time: Res<Time>,
    mut reactions: ResMut<Reactions>,
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
    for heard in std::mem::take(&mut reactions.heard) {
        let name = session
            .seats
            .get(heard.seat)
            .map_or_else(|| tr.part("toast-someone"), |s| s.name.clone());
        let args = [
            ("name", name.into()),
            ("reaction", tr.part(reaction_key(heard.reaction)).into()),
        ];
        // Said in reading order; shown as the screen takes it.
        announcements.say(tr.part_with("react-said", &args));
        bubbles
            .shown
            .push((tr.get_with("react-said", &args), SHOWN_SECS));
    }
    let over = bubbles.shown.len().saturating_sub(SHOWN_AT_ONCE);
    bubbles.shown.drain(..over);
}

#[allow(clippy::too_many_arguments)]
pub(super) fn draw(
    mut contexts: EguiContexts,
    mut online: Reacting,
    mut bubbles: ResMut<Bubbles>,
    session: Res<Session>,
    layout: Res<CurrentLayout>,
    screen_pos: ScreenPos,
    mut rects: Option<ResMut<UiRects>>,
    mut next: ResMut<NextState<Screen>>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let watching = online.watched.0.is_some();
    if watching {
        // Over the rack, which a watcher does not have.
        let rack = screen_pos.rect(layout.0.rack, ctx);
        egui::Area::new(egui::Id::new("watching"))
            .pivot(egui::Align2::CENTER_CENTER)
            .fixed_pos(rack.center())
            .order(egui::Order::Foreground)
            .show(ctx, |ui| watcher(ui, &tr, &mut rects, &mut next));
    }
    // Under the Menu button, on its side of the window (the other side in
    // a language read right to left): the controls' side is bare there.
    let menu = screen_pos.rect(layout.0.menu_button, ctx);
    let right = menu.center().x > ctx.content_rect().center().x;
    let (pivot, x, align) = if right {
        (egui::Align2::RIGHT_TOP, menu.max.x, egui::Align::Max)
    } else {
        (egui::Align2::LEFT_TOP, menu.min.x, egui::Align::Min)
    };
    egui::Area::new(egui::Id::new("reactions"))
        .pivot(pivot)
        .fixed_pos(egui::pos2(x, menu.max.y + 8.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.set_max_width(menu.width().max(180.0));
            ui.with_layout(egui::Layout::top_down(align), |ui| {
                if !watching {
                    react(ui, &tr, &mut bubbles, &mut online, &session, &mut rects);
                }
                shown(ui, &bubbles);
            });
        });
    if !bubbles.shown.is_empty() {
        ctx.request_repaint();
    }
    Ok(())
}

/// React, and its list when open.
fn react(
    ui: &mut egui::Ui,
    tr: &Tr,
    bubbles: &mut Bubbles,
    online: &mut Reacting,
    session: &Session,
    rects: &mut Option<ResMut<UiRects>>,
) {
    let b = ui.button(tr.get("react-button"));
    note(rects, "react", &b);
    if b.clicked() {
        bubbles.open = !bubbles.open;
    }
    if bubbles.open && choose(ui, tr, online, session, rects) {
        bubbles.open = false;
    }
}

/// The reactions on screen, fading out.
fn shown(ui: &mut egui::Ui, bubbles: &Bubbles) {
    for (text, left) in &bubbles.shown {
        let alpha = (left / 0.5).clamp(0.0, 1.0);
        egui::Frame::new()
            .fill(look::TOAST_BG.gamma_multiply(alpha))
            .corner_radius(10.0)
            .inner_margin(8.0)
            .show(ui, |ui| {
                ui.label(egui::RichText::new(text).color(look::BRIGHT.gamma_multiply(alpha)));
            });
    }
}

/// The reactions to send, and a Mute toggle for each other seat; whether
/// one was sent.
fn choose(
    ui: &mut egui::Ui,
    tr: &Tr,
    online: &mut Reacting,
    session: &Session,
    rects: &mut Option<ResMut<UiRects>>,
) -> bool {
    let mut sent = false;
    look::card().show(ui, |ui| {
        for (r, probe) in Reaction::ALL.into_iter().zip(REACTION_PROBES) {
            let b = ui.button(tr.get(reaction_key(r)));
            note(rects, probe, &b);
            if b.clicked() {
                online.asks.write(Ask::React(r));
                sent = true;
            }
        }
        ui.separator();
        ui.label(
            egui::RichText::new(tr.get("react-mute"))
                .small()
                .color(look::MUTED),
        );
        let you = online.seat.ticket.as_ref().map(|t| t.seat);
        for (i, seat) in session.seats.iter().enumerate() {
            if Some(i) == you {
                continue;
            }
            let mut muted = online.reactions.muted.contains(&i);
            let text = tr.get_with("react-mute-seat", &[("name", seat.name.clone().into())]);
            if look::checkbox(ui, &mut muted, text).changed() {
                online.reactions.mute(i, muted);
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
