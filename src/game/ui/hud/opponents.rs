//! A seat for each other player along the top: a generated avatar, name,
//! level, tiles left (a fan of backs and the count), score, and a clear
//! mark (and the time left) on the seat whose turn it is.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::ScreenPos;
use crate::ai::Level;
use crate::game::locale::Tr;
use crate::game::seats::SeatKind;
use crate::game::session::{Phase, Session};
use crate::game::table::CurrentLayout;
use crate::game::table::tiles::opponent_seats;
use crate::game::ui::theme::ui as look;

pub(super) fn draw(
    mut contexts: EguiContexts,
    session: Res<Session>,
    layout: Res<CurrentLayout>,
    screen_pos: ScreenPos,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let rtl = look::right_to_left(ctx);
    for (i, seat) in opponent_seats(&session).into_iter().enumerate() {
        let Some(&at) = layout.0.opponents.get(i) else {
            continue;
        };
        let r = screen_pos.rect(at, ctx);
        let s = &session.seats[seat];
        let current = seat == session.current_seat()
            && matches!(session.phase, Phase::Computer | Phase::Human);
        let seat_view = SeatCard {
            name: &s.name,
            level: with_bank(
                match s.kind {
                    SeatKind::Human => tr.get("seat-human"),
                    SeatKind::Computer(l) => tr.get(seat_level(l)),
                    // What the room says the seat is now (away, say).
                    SeatKind::Remote => session
                        .online_table()
                        .and_then(|o| o.tags.get(seat).copied())
                        .map_or_else(|| tr.get("seat-online"), |tag| tr.get(tag)),
                },
                session.bank_left(seat),
            ),
            tiles: session.game.round.seats[seat].rack.len(),
            score: session.game.totals[seat],
            current,
            time_left: current
                .then_some(())
                .and(session.turn_time_left())
                .map(|(left, total)| (left / total.max(1.0)).clamp(0.0, 1.0)),
        };
        egui::Area::new(egui::Id::new(("seat", seat)))
            .fixed_pos(r.min)
            .interactable(false)
            .show(ctx, |ui| {
                let (rect, _) = ui.allocate_exact_size(r.size(), egui::Sense::hover());
                seat_view.paint(ui.painter(), Side { card: rect, rtl });
            });
        if current {
            ctx.request_repaint();
        }
    }
    Ok(())
}

/// The seat's level, and its bank under a tournament clock ("Hard · 9:58").
fn with_bank(level: String, bank: Option<f32>) -> String {
    match bank {
        Some(left) => {
            let secs = left.max(0.0).ceil() as u32;
            format!("{level} · {}:{:02}", secs / 60, secs % 60)
        }
        None => level,
    }
}

/// Time left as a clock shows it: seconds under a minute, else m:ss.
pub fn clock_text(left: f32) -> String {
    let secs = left.max(0.0).ceil() as u32;
    if secs < 60 {
        secs.to_string()
    } else {
        format!("{}:{:02}", secs / 60, secs % 60)
    }
}

/// A computer's level as its seat shows it, in small letters.
fn seat_level(l: Level) -> &'static str {
    match l {
        Level::Easy => "seat-level-easy",
        Level::Medium => "seat-level-medium",
        Level::Hard => "seat-level-hard",
        Level::Greedy => "seat-level-greedy",
        Level::Master => "seat-level-master",
    }
}

struct SeatCard<'a> {
    name: &'a str,
    level: String,
    tiles: usize,
    score: i32,
    current: bool,
    /// Share of the turn's time left, when the turn is timed.
    time_left: Option<f32>,
}

/// A seat card's inside as laid out left to right, mirrored for a
/// language read right to left (the avatar on the right, the level on the
/// left).
#[derive(Clone, Copy)]
struct Side {
    card: egui::Rect,
    rtl: bool,
}

impl Side {
    fn x(self, x: f32) -> f32 {
        if self.rtl {
            self.card.left() + self.card.right() - x
        } else {
            x
        }
    }

    fn pos(self, x: f32, y: f32) -> egui::Pos2 {
        egui::pos2(self.x(x), y)
    }

    fn rect(self, r: egui::Rect) -> egui::Rect {
        let (a, b) = (self.x(r.left()), self.x(r.right()));
        egui::Rect::from_x_y_ranges(a.min(b)..=a.max(b), r.y_range())
    }

    fn align(self, a: egui::Align2) -> egui::Align2 {
        let x = match (self.rtl, a.x()) {
            (true, egui::Align::Min) => egui::Align::Max,
            (true, egui::Align::Max) => egui::Align::Min,
            (_, x) => x,
        };
        egui::Align2([x, a.y()])
    }
}

/// Where and how large the text of a seat is written.
struct SeatText {
    ink: egui::Color32,
    /// Left edge of the text, right of the avatar.
    left: f32,
    pad: f32,
    big: f32,
    small: f32,
    /// Too narrow for the level, the score and a fan of more than one back.
    compact: bool,
}

impl SeatCard<'_> {
    fn paint(&self, p: &egui::Painter, side: Side) {
        let rect = side.card;
        let radius = (rect.height() * 0.2).min(12.0);
        let ink = self.paint_card(p, rect, radius);
        let h = rect.height();
        let pad = (h * 0.1).clamp(3.0, 8.0);
        let face = h - 2.0 * pad;
        // A narrow card (six at a phone's table) gives its face's room to
        // the name.
        let text_left = if rect.width() - face - 3.0 * pad >= 48.0 {
            let avatar =
                egui::Rect::from_min_size(rect.min + egui::vec2(pad, pad), egui::vec2(face, face));
            paint_avatar(p, side.rect(avatar), self.name);
            avatar.right() + pad
        } else {
            rect.left() + pad
        };
        let room = rect.right() - pad - text_left;
        let big = (h * 0.3).clamp(11.0, 19.0);
        let text = SeatText {
            ink,
            left: text_left,
            pad,
            big,
            small: (big * 0.72).max(10.0),
            compact: room < 110.0,
        };
        self.paint_name(p, side, &text);
        self.paint_tiles_left(p, side, &text);
        if !text.compact {
            p.text(
                side.pos(rect.right() - pad, rect.top() + pad),
                side.align(egui::Align2::RIGHT_TOP),
                &self.level,
                egui::FontId::proportional(text.small),
                ink.gamma_multiply(0.7),
            );
        }
        if let Some(left) = self.time_left {
            paint_time_left(p, side, radius, left);
        }
    }

    /// The seat's card, gold with a ring for the seat playing; gives the
    /// ink for the text on it.
    fn paint_card(&self, p: &egui::Painter, rect: egui::Rect, radius: f32) -> egui::Color32 {
        let (fill, ink) = if self.current {
            (look::GOLD, look::SEAT_ACTIVE_INK)
        } else {
            (look::SEAT_FILL, look::TEXT)
        };
        p.rect_filled(rect, radius, fill);
        if self.current {
            p.rect_stroke(
                rect.expand(2.0),
                radius + 2.0,
                egui::Stroke::new(2.5, look::BRIGHT),
                egui::StrokeKind::Outside,
            );
        }
        ink
    }

    /// The name; it gives way to the level in the top right corner.
    fn paint_name(&self, p: &egui::Painter, side: Side, text: &SeatText) {
        let rect = side.card;
        let room = rect.right() - text.pad - text.left;
        let level_w = if text.compact {
            0.0
        } else {
            p.layout_no_wrap(
                self.level.clone(),
                egui::FontId::proportional(text.small),
                text.ink,
            )
            .size()
            .x + 6.0
        };
        let name = fit(self.name, room - level_w, text.big);
        p.text(
            side.pos(text.left, rect.top() + text.pad),
            side.align(egui::Align2::LEFT_TOP),
            name,
            egui::FontId::proportional(text.big),
            text.ink,
        );
    }

    /// Tiles left: a fan of backs and the count (and the score).
    fn paint_tiles_left(&self, p: &egui::Painter, side: Side, text: &SeatText) {
        let rect = side.card;
        let small = text.small;
        let fan_y = rect.bottom() - text.pad - small * 1.2;
        let back = egui::vec2(small * 0.62, small * 1.0);
        let shown = if text.compact { 1 } else { self.tiles.min(10) };
        for k in 0..shown {
            let r = side.rect(egui::Rect::from_min_size(
                egui::pos2(text.left + k as f32 * back.x * 0.45, fan_y),
                back,
            ));
            p.rect_filled(r, 2.0, look::SEAT_TILE_BACK);
            p.rect_stroke(
                r,
                2.0,
                egui::Stroke::new(0.8, look::SEAT_TILE_EDGE),
                egui::StrokeKind::Inside,
            );
        }
        let fan_w = back.x + (shown.max(1) - 1) as f32 * back.x * 0.45;
        let count = if text.compact {
            format!("{}", self.tiles)
        } else {
            format!("{} · {:+}", self.tiles, self.score)
        };
        p.text(
            side.pos(text.left + fan_w + 4.0, fan_y + back.y / 2.0),
            side.align(egui::Align2::LEFT_CENTER),
            count,
            egui::FontId::proportional(small),
            text.ink,
        );
    }
}

/// The turn's time, as a bar along the bottom edge.
fn paint_time_left(p: &egui::Painter, side: Side, radius: f32, left: f32) {
    let rect = side.card;
    let bar = egui::Rect::from_min_max(
        egui::pos2(rect.left() + radius, rect.bottom() - 4.0),
        egui::pos2(rect.right() - radius, rect.bottom() - 1.0),
    );
    p.rect_filled(bar, 1.5, look::TIME_TRACK);
    let mut done = bar;
    done.set_width(bar.width() * left);
    p.rect_filled(side.rect(done), 1.5, time_colour(left));
}

/// Green while there is time, amber, then red.
pub fn time_colour(left: f32) -> egui::Color32 {
    if left > 0.5 {
        look::TIME_PLENTY
    } else if left > 0.2 {
        look::TIME_SHORT
    } else {
        look::TIME_LOW
    }
}

/// The name cut to the room there is (an ellipsis when cut).
fn fit(name: &str, room: f32, size: f32) -> String {
    let per_char = size * 0.55;
    let max = (room / per_char).floor().max(1.0) as usize;
    if name.chars().count() <= max {
        name.to_string()
    } else {
        let cut: String = name.chars().take(max.saturating_sub(1).max(1)).collect();
        format!("{cut}…")
    }
}

/// A face drawn from the name alone, so a player keeps it from game to game:
/// a coloured disc, a head, hair, eyes and a smile.
pub fn paint_avatar(p: &egui::Painter, rect: egui::Rect, name: &str) {
    let hash = name.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    });
    let pick = |shift: u32, n: u64| ((hash >> shift) % n) as usize;
    let c = rect.center();
    let r = rect.width().min(rect.height()) / 2.0;
    p.circle_filled(c, r, look::AVATAR_BACKS[pick(0, 6)]);
    let head = c + egui::vec2(0.0, r * 0.12);
    let hr = r * 0.58;
    // Hair: a larger disc behind the head, showing above it.
    p.circle_filled(
        head - egui::vec2(0.0, r * 0.1),
        hr * 1.08,
        look::AVATAR_HAIR[pick(8, 5)],
    );
    p.circle_filled(
        head + egui::vec2(0.0, r * 0.04),
        hr,
        look::AVATAR_SKINS[pick(16, 4)],
    );
    let eye = look::AVATAR_EYES;
    let ey = head.y - hr * 0.05;
    let ex = hr * 0.38;
    let er = (hr * 0.11).max(1.0);
    p.circle_filled(egui::pos2(head.x - ex, ey), er, eye);
    p.circle_filled(egui::pos2(head.x + ex, ey), er, eye);
    // A smile: a few points on an arc.
    let width = 0.35 + 0.2 * pick(24, 3) as f32 / 2.0;
    let mouth: Vec<egui::Pos2> = (0..=6)
        .map(|i| {
            let t = -1.0 + i as f32 / 3.0;
            egui::pos2(
                head.x + t * hr * width,
                head.y + hr * 0.38 + (1.0 - t * t) * hr * 0.14,
            )
        })
        .collect();
    p.add(egui::Shape::line(
        mouth,
        egui::Stroke::new((hr * 0.08).max(1.0), eye),
    ));
    p.circle_stroke(c, r, egui::Stroke::new(1.0, look::AVATAR_RIM));
}
