//! Play online's lists: your games (whose turn, the time left, Open), the
//! public games to watch, and a rules family's leaderboard with your own
//! place. Each is asked for when its tab opens, and again on Refresh.

use bevy::prelude::*;
use bevy_egui::egui;

use super::online_quick::{preset_name, rules_row};
use super::{look, note};
use crate::game::locale::Tr;
use crate::game::online::{Ask, OnlinePlay, Ticket};
use crate::game::ui_rects::UiRects;
use crate::online::RoomPhase;
use crate::online::protocol::{LeaderLine, MyGame};
use crate::rules::Preset;

/// The probe's names for the first rows' buttons.
const OPEN_PROBES: [&str; 4] = [
    "mygames-open-0",
    "mygames-open-1",
    "mygames-open-2",
    "mygames-open-3",
];
const WATCH_PROBES: [&str; 4] = ["watch-0", "watch-1", "watch-2", "watch-3"];

/// The leaderboard's rules family.
#[derive(Resource, Debug, Clone)]
pub struct BoardForm {
    pub preset: Preset,
}

impl Default for BoardForm {
    fn default() -> Self {
        BoardForm {
            preset: Preset::Modern,
        }
    }
}

fn refresh(
    ui: &mut egui::Ui,
    tr: &Tr,
    rects: &mut Option<ResMut<UiRects>>,
    probe: &'static str,
) -> bool {
    let b = ui.small_button(tr.get("mygames-refresh"));
    note(rects, probe, &b);
    b.clicked()
}

/// Your games: a row each, with Open.
pub(super) fn my_games(
    ui: &mut egui::Ui,
    tr: &Tr,
    online: &mut OnlinePlay,
    name: &str,
    opened: bool,
    rects: &mut Option<ResMut<UiRects>>,
) {
    if opened || refresh(ui, tr, rects, "mygames-refresh") {
        online.ask(Ask::MyGames {
            name: name.to_string(),
        });
    }
    let Some(games) = online.lists.my_games.clone() else {
        return;
    };
    if games.is_empty() {
        look::text(ui, tr, &tr.get("mygames-none"), look::MUTED);
        return;
    }
    let mut open = None;
    ui.vertical(|ui| {
        egui::Grid::new("my-games")
            .striped(true)
            .spacing([12.0, 6.0])
            .show(ui, |ui| {
                for (i, game) in games.iter().enumerate() {
                    ui.label(egui::RichText::new(&game.code).monospace());
                    ui.label(game.players.join(", "));
                    ui.label(turn_text(tr, game));
                    let b = ui.button(tr.get("mygames-open"));
                    if let Some(probe) = OPEN_PROBES.get(i) {
                        note(rects, probe, &b);
                    }
                    if b.clicked() {
                        open = Some(game.clone());
                    }
                    ui.end_row();
                }
            });
    });
    if let Some(game) = open {
        let server = online.conn.server().to_string();
        online.ask(Ask::Resume(Ticket {
            server,
            code: game.code,
            seat: game.seat,
            token: game.token,
        }));
    }
}

/// Whose turn it is and the time left.
fn turn_text(tr: &Tr, game: &MyGame) -> egui::RichText {
    let whose = match (game.phase, game.your_turn) {
        (RoomPhase::Lobby, _) => return egui::RichText::new(tr.get("mygames-waiting")),
        (RoomPhase::MatchOver, _) => return egui::RichText::new(tr.get("mygames-over")),
        (_, true) => tr.get("mygames-your-turn"),
        (_, false) => tr.get("mygames-their-turn"),
    };
    let text = match game.turn_ms_left {
        Some(ms) => format!(
            "{whose} · {}",
            tr.get_with("mygames-left", &[("left", time_left(tr, ms).into())])
        ),
        None => whose,
    };
    let text = egui::RichText::new(text);
    if game.your_turn {
        text.strong().color(look::GOLD)
    } else {
        text.color(look::MUTED)
    }
}

/// A time left, in hours when there are some, else minutes.
pub(super) fn time_left(tr: &Tr, ms: u64) -> String {
    let minutes = ms.div_ceil(60_000);
    if minutes >= 60 {
        tr.get_with("time-hours", &[("h", ((minutes / 60) as i64).into())])
    } else {
        tr.get_with("time-minutes", &[("m", (minutes as i64).into())])
    }
}

/// Public games to watch.
pub(super) fn watch(
    ui: &mut egui::Ui,
    tr: &Tr,
    online: &mut OnlinePlay,
    opened: bool,
    rects: &mut Option<ResMut<UiRects>>,
) {
    look::text(ui, tr, &tr.get("watch-intro"), look::MUTED);
    if opened || refresh(ui, tr, rects, "watch-refresh") {
        online.ask(Ask::Games);
    }
    let Some(games) = online.lists.games.clone() else {
        return;
    };
    if games.is_empty() {
        look::text(ui, tr, &tr.get("watch-none"), look::MUTED);
        return;
    }
    let mut chosen = None;
    ui.vertical(|ui| {
        egui::Grid::new("public-games")
            .striped(true)
            .spacing([12.0, 6.0])
            .show(ui, |ui| {
                for (i, game) in games.iter().enumerate() {
                    ui.label(game.players.join(", "));
                    let kind = match game.rated.as_deref().and_then(Preset::from_key) {
                        Some(p) => {
                            tr.get_with("watch-rated", &[("rules", preset_name(tr, p).into())])
                        }
                        None => tr.get("watch-friendly"),
                    };
                    ui.label(egui::RichText::new(kind).color(look::MUTED));
                    let b = ui.button(tr.get("watch-button"));
                    if let Some(probe) = WATCH_PROBES.get(i) {
                        note(rects, probe, &b);
                    }
                    if b.clicked() {
                        chosen = Some(game.code.clone());
                    }
                    ui.end_row();
                }
            });
    });
    if let Some(code) = chosen {
        online.ask(Ask::Watch(code));
    }
}

/// A family's best players, and the player's own place.
pub(super) fn leaderboard(
    ui: &mut egui::Ui,
    tr: &Tr,
    form: &mut BoardForm,
    online: &mut OnlinePlay,
    opened: bool,
    rects: &mut Option<ResMut<UiRects>>,
) {
    let before = form.preset;
    rules_row(ui, tr, "leaderboard-rules", &mut form.preset, rects);
    if opened || before != form.preset || refresh(ui, tr, rects, "leaderboard-refresh") {
        online.ask(Ask::Leaderboard {
            rules: form.preset.key().to_string(),
        });
        if opened {
            // Your own latest games until another player's name is chosen.
            online.ask(Ask::RecentGames { player: None });
        }
    }
    let Some(board) = online
        .lists
        .leaderboard
        .clone()
        .filter(|b| b.rules == form.preset.key())
    else {
        return;
    };
    if board.players.is_empty() {
        look::text(ui, tr, &tr.get("leaderboard-empty"), look::MUTED);
    } else {
        let chosen = ui
            .vertical(|ui| board_grid(ui, tr, &board.players, board.you.as_ref()))
            .inner;
        if let Some(player) = chosen {
            online.ask(Ask::RecentGames {
                player: Some(player),
            });
        }
    }
    your_place(ui, tr, online, board.you.as_ref(), rects);
    recent_games(ui, tr, online);
}

/// The player's own place on the board, or that they have none yet.
fn your_place(
    ui: &mut egui::Ui,
    tr: &Tr,
    online: &OnlinePlay,
    you: Option<&LeaderLine>,
    rects: &mut Option<ResMut<UiRects>>,
) {
    let you = match you {
        Some(you) => tr.get_with(
            "leaderboard-you",
            &[
                ("rank", (you.rank as i64).into()),
                ("rating", i64::from(you.rating).into()),
            ],
        ),
        None if online.card().is_some() => tr.get("leaderboard-you-none"),
        None => return,
    };
    let line = ui.label(egui::RichText::new(you).strong());
    note(rects, "leaderboard-you", &line);
}

/// A player's latest rated games: the rules, the place, the rating change.
fn recent_games(ui: &mut egui::Ui, tr: &Tr, online: &OnlinePlay) {
    let Some(played) = &online.lists.recent else {
        return;
    };
    ui.add_space(6.0);
    ui.label(
        egui::RichText::new(tr.get_with("recent-title", &[("name", played.name.clone().into())]))
            .strong(),
    );
    if played.games.is_empty() {
        look::text(ui, tr, &tr.get("recent-none"), look::MUTED);
        return;
    }
    ui.vertical(|ui| {
        egui::Grid::new("recent-games")
            .striped(true)
            .spacing([16.0, 4.0])
            .show(ui, |ui| {
                for g in &played.games {
                    let rules = Preset::from_key(&g.family)
                        .map_or_else(|| g.family.clone(), |p| preset_name(tr, p));
                    ui.label(rules);
                    let mut place =
                        tr.get_with("recent-place", &[("place", (g.place as i64).into())]);
                    if g.left {
                        place = format!("{place} · {}", tr.get("recent-left"));
                    }
                    ui.label(place);
                    ui.label(format!("{} \u{27a1} {}", g.rating_before, g.rating_after));
                    ui.end_row();
                }
            });
    });
}

/// The board's lines; a name clicked is returned (its recent games are
/// asked for).
fn board_grid(
    ui: &mut egui::Ui,
    tr: &Tr,
    players: &[LeaderLine],
    you: Option<&LeaderLine>,
) -> Option<String> {
    let mut chosen = None;
    egui::Grid::new("leaderboard")
        .striped(true)
        .spacing([16.0, 4.0])
        .show(ui, |ui| {
            for key in [
                "leaderboard-rank",
                "leaderboard-name",
                "leaderboard-rating",
                "leaderboard-games",
            ] {
                ui.label(egui::RichText::new(tr.get(key)).small().color(look::MUTED));
            }
            ui.end_row();
            for line in players {
                let mine = you.is_some_and(|y| y.player == line.player);
                let mut name = egui::RichText::new(&line.name);
                if mine {
                    name = name.strong().color(look::GOLD);
                }
                ui.label(line.rank.to_string());
                if ui.selectable_label(false, name).clicked() {
                    chosen = Some(line.player.clone());
                }
                let rating = if line.provisional {
                    format!("{} ({})", line.rating, tr.get("rating-provisional"))
                } else {
                    line.rating.to_string()
                };
                ui.label(rating);
                ui.label(line.games.to_string());
                ui.end_row();
            }
        });
    chosen
}
