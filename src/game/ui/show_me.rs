//! Show me: the round end's missed play on a small board. The table and
//! the rack of that turn, then the better play laid out tile by tile.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::theme::ui as look;
use crate::game::locale::Tr;
use crate::game::play::missed::MissedPlay;
use crate::game::state::Screen;
use crate::rules::{Tile, TileCounts};

/// The missed play being shown, and for how long it has been.
#[derive(Resource, Debug, Clone)]
pub struct ShowMe {
    pub missed: MissedPlay,
    pub secs: f32,
}

impl ShowMe {
    pub fn new(missed: MissedPlay) -> ShowMe {
        ShowMe { missed, secs: 0.0 }
    }
}

/// Seconds the turn's table is shown before the play starts, and between
/// two tiles laid.
const LOOK_SECS: f32 = 1.2;
const TILE_SECS: f32 = 0.45;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        draw.run_if(resource_exists::<ShowMe>)
            .run_if(in_state(Screen::Playing))
            .run_if(super::theme::ui_ready),
    )
    .add_systems(OnExit(Screen::Playing), |mut commands: Commands| {
        commands.remove_resource::<ShowMe>();
    });
}

/// Where the played tiles sit in the better table, in the order they are
/// laid: set by set, left to right. A tile counts as played when the turn's
/// table did not hold that many of its face.
pub fn laid_order(before: &[Vec<Tile>], better: &[Vec<Tile>]) -> Vec<(usize, usize)> {
    let before: TileCounts = before.iter().flatten().collect();
    let after: TileCounts = better.iter().flatten().collect();
    let mut played = after.minus(&before);
    let mut order = Vec::new();
    for (s, set) in better.iter().enumerate() {
        for (i, &t) in set.iter().enumerate() {
            if played.get(t) > 0 {
                let mut one = TileCounts::new();
                one.add(t);
                played = played.minus(&one);
                order.push((s, i));
            }
        }
    }
    order
}

/// What was pressed under the board.
enum Pressed {
    Again,
    Close,
}

/// How far the showing has gone: the played tiles in the order they are
/// laid, how many are laid, and whether the play has started.
struct Progress {
    order: Vec<(usize, usize)>,
    laid: usize,
    playing: bool,
}

fn draw(
    mut contexts: EguiContexts,
    mut commands: Commands,
    time: Res<Time>,
    mut show: ResMut<ShowMe>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    show.secs += time.delta_secs();
    let m = &show.missed;
    let progress = Progress {
        order: laid_order(&m.before, &m.better),
        laid: (((show.secs - LOOK_SECS) / TILE_SECS).floor().max(-1.0) + 1.0) as usize,
        playing: show.secs >= LOOK_SECS,
    };
    if progress.laid <= progress.order.len() {
        ctx.request_repaint();
    }
    let screen = ctx.content_rect();
    // The card adds 20 points of margin a side.
    let width = (screen.width() - 64.0).min(760.0);
    let mut pressed = None;
    egui::Area::new(egui::Id::new("show-me"))
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .order(egui::Order::Tooltip)
        .show(ctx, |ui| {
            look::card().show(ui, |ui| {
                ui.set_width(width);
                ui.set_max_height(screen.height() - 40.0);
                header(ui, m, progress.playing, &tr);
                ui.add_space(6.0);
                egui::ScrollArea::vertical()
                    .max_height(screen.height() - 200.0)
                    .show(ui, |ui| board(ui, m, &progress, width, &tr));
                ui.add_space(8.0);
                pressed = buttons(ui, width, &tr);
            });
        });
    match pressed {
        Some(Pressed::Again) => show.secs = 0.0,
        Some(Pressed::Close) => {
            commands.remove_resource::<ShowMe>();
        }
        None => {}
    }
    Ok(())
}

fn header(ui: &mut egui::Ui, m: &MissedPlay, playing: bool, tr: &Tr) {
    ui.vertical_centered(|ui| {
        ui.label(look::heading(
            &tr.get_with("showme-title", &[("turn", m.turn.into())]),
        ));
        let text = if playing {
            tr.get_with(
                "showme-instead",
                &[("possible", m.possible.into()), ("played", m.played.into())],
            )
        } else {
            tr.get("showme-before")
        };
        ui.label(egui::RichText::new(text).color(look::MUTED));
    });
}

/// The table's sets, then the rack in rows that fit the card.
fn board(ui: &mut egui::Ui, m: &MissedPlay, progress: &Progress, width: f32, tr: &Tr) {
    let tile = tile_size(width, m);
    let joker = tr.get("showme-joker");
    let shown = table_shown(m, progress);
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = egui::vec2(tile.x * 0.5, 8.0);
        for set in &shown {
            draw_set(ui, set, tile, &joker);
        }
    });
    ui.add_space(8.0);
    ui.label(egui::RichText::new(tr.get("showme-rack")).color(look::MUTED));
    let rack = rack_left(m, progress);
    // A long rack in rows that fit the card.
    let per_row = ((width / (tile.x + 2.0)) as usize).max(1);
    for row in rack.chunks(per_row) {
        draw_set(ui, row, tile, &joker);
    }
}

/// The turn's table; once the play has started, the better table with the
/// played tiles laid so far (outlined) and not yet the others.
fn table_shown(m: &MissedPlay, progress: &Progress) -> Vec<Vec<(Tile, TileLook)>> {
    if !progress.playing {
        return m
            .before
            .iter()
            .map(|set| set.iter().map(|&t| (t, TileLook::Plain)).collect())
            .collect();
    }
    m.better
        .iter()
        .enumerate()
        .map(|(s, set)| {
            set.iter()
                .enumerate()
                .filter_map(
                    |(i, &t)| match progress.order.iter().position(|&p| p == (s, i)) {
                        Some(k) if k < progress.laid => Some((t, TileLook::Laid)),
                        Some(_) => None,
                        None => Some((t, TileLook::Plain)),
                    },
                )
                .collect()
        })
        .filter(|set: &Vec<_>| !set.is_empty())
        .collect()
}

/// The turn's rack, without the tiles laid so far.
fn rack_left(m: &MissedPlay, progress: &Progress) -> Vec<(Tile, TileLook)> {
    let mut rack: Vec<(Tile, TileLook)> = m.rack.iter().map(|&t| (t, TileLook::Plain)).collect();
    if progress.playing {
        for &(s, i) in progress.order.iter().take(progress.laid) {
            let t = m.better[s][i];
            if let Some(k) = rack.iter().position(|&(r, _)| r == t) {
                rack.remove(k);
            }
        }
    }
    rack
}

/// Two buttons that share the card's width, even on a phone.
fn buttons(ui: &mut egui::Ui, width: f32, tr: &Tr) -> Option<Pressed> {
    let half = egui::vec2((width - 8.0) / 2.0, 44.0);
    look::row(ui, |ui| {
        let button = |key: &str| {
            egui::Button::new(egui::RichText::new(tr.get(key)).size(18.0)).min_size(half)
        };
        let mut pressed = None;
        if ui.add(button("showme-again")).clicked() {
            pressed = Some(Pressed::Again);
        }
        if ui.add(button("showme-close")).clicked() {
            pressed = Some(Pressed::Close);
        }
        pressed
    })
    .inner
}

#[derive(Clone, Copy, PartialEq)]
enum TileLook {
    Plain,
    /// Laid by the better play: outlined in gold.
    Laid,
}

/// Tiles as large as fit: the widest set or rack in a row of the card.
fn tile_size(width: f32, m: &MissedPlay) -> egui::Vec2 {
    let longest = m
        .better
        .iter()
        .chain(m.before.iter())
        .map(Vec::len)
        .chain([m.rack.len().min(14)])
        .max()
        .unwrap_or(3) as f32;
    let w = (width / (longest + 1.0)).clamp(18.0, 34.0);
    egui::vec2(w, w / 0.74)
}

/// A row of tiles; `joker` is the letter on a joker's face.
fn draw_set(ui: &mut egui::Ui, set: &[(Tile, TileLook)], tile: egui::Vec2, joker: &str) {
    let gap = 2.0;
    let (rect, _) = ui.allocate_exact_size(
        egui::vec2(set.len() as f32 * (tile.x + gap), tile.y),
        egui::Sense::hover(),
    );
    let p = ui.painter();
    for (i, (t, look)) in set.iter().enumerate() {
        let r =
            egui::Rect::from_min_size(rect.min + egui::vec2(i as f32 * (tile.x + gap), 0.0), tile);
        p.rect_filled(r, 4.0, look::TILE_FACE);
        let stroke = match look {
            TileLook::Laid => egui::Stroke::new(3.0, look::GOLD),
            TileLook::Plain => egui::Stroke::new(1.0, look::TILE_EDGE),
        };
        p.rect_stroke(r, 4.0, stroke, egui::StrokeKind::Inside);
        let (text, ink) = match (t.color(), t.number()) {
            (Some(c), Some(n)) => (n.to_string(), look::TILE_INKS[c.index()]),
            _ => (joker.to_string(), look::JOKER_INK),
        };
        p.text(
            r.center(),
            egui::Align2::CENTER_CENTER,
            text,
            egui::FontId::proportional(tile.y * 0.5),
            ink,
        );
    }
}
