//! The turn's controls where the hands are: in landscape a column beside
//! the rack (whose turn, the time left, Done, Draw, Undo, Reset, Hint), in
//! portrait a row of large buttons just above the rack, with whose turn and
//! the time in the band above it. Done stands out only when the rules
//! accept the turn. Sorting is two small buttons on the rack's edge. Every
//! control says its key in its tooltip.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::opponents::{clock_text, time_colour};
use super::{ScreenPos, TurnVerdict};
use crate::game::locale::Tr;
use crate::game::messages::TurnCommand;
use crate::game::play::human_may_act;
use crate::game::play::playback::Playback;
use crate::game::session::{Phase, Session};
use crate::game::table::CurrentLayout;
use crate::game::table::layout::Form;
use crate::game::ui::theme::ui as look;
use crate::game::ui_rects::UiRects;
use crate::rules::NoPlay;

pub(super) fn draw(
    mut contexts: EguiContexts,
    session: Res<Session>,
    verdict: Res<TurnVerdict>,
    layout: Res<CurrentLayout>,
    playback: Res<Playback>,
    toast: Res<super::toast::Toast>,
    screen_pos: ScreenPos,
    mut out: MessageWriter<TurnCommand>,
    mut rects: Option<ResMut<UiRects>>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let l = &layout.0;
    let area = screen_pos.rect(l.controls, ctx);
    let human_turn = human_may_act(&session, &playback);
    let status = status_line(&session, &tr);
    let time_left = session
        .turn_time_left()
        .map(|(left, total)| (left, (left / total.max(1.0)).clamp(0.0, 1.0)));
    if time_left.is_some_and(|(left, _)| left <= 10.0) {
        ctx.request_repaint();
    }
    let mut note = |name: &'static str, r: &egui::Response| {
        if let Some(rects) = rects.as_mut() {
            rects.note(name, r.rect);
        }
    };

    // On a phone the row's width is the screen's: its labels keep their
    // pixel size whatever the size setting (the buttons grow taller).
    let text_scale = match l.form {
        Form::Landscape => 1.0,
        Form::Portrait => 1.0 / ctx.zoom_factor(),
    };
    let buttons = TurnButtons {
        session: &session,
        verdict: &verdict,
        tr: &tr,
        text_scale,
        stacked: l.form == Form::Portrait,
    };
    let panel = Panel {
        buttons: &buttons,
        enabled: human_turn,
        playing: playback.is_playing(),
        time_left,
        status: &status,
    };
    egui::Area::new(egui::Id::new("controls"))
        .fixed_pos(area.min)
        .show(ctx, |ui| {
            ui.set_min_size(area.size());
            ui.set_max_size(area.size());
            // Labels fit their buttons even on a phone.
            ui.spacing_mut().button_padding = egui::vec2(2.0, 4.0);
            match l.form {
                Form::Landscape => panel.column(ui, area, &mut out, &mut note),
                Form::Portrait => panel.row(ui, area, &mut out, &mut note),
            }
        });

    if l.form == Form::Portrait {
        let band = screen_pos.rect(l.notices, ctx);
        let hurrying = playback.is_playing();
        let hurry = hurrying.then(|| tr.get("hud-tap-to-hurry"));
        if portrait_status(ctx, band, &status, time_left, hurry, toast.showing()) {
            out.write(TurnCommand::SpeedUp);
        }
    }
    if let Some(command) = sort_buttons(ctx, screen_pos.rect(l.sort_buttons, ctx), &tr) {
        out.write(command);
    }
    Ok(())
}

/// What the controls show this frame.
struct Panel<'a> {
    buttons: &'a TurnButtons<'a>,
    /// The human may act now.
    enabled: bool,
    /// A move is being played out (Faster is offered).
    playing: bool,
    /// Seconds left and the share of the turn's time left.
    time_left: Option<(f32, f32)>,
    status: &'a str,
}

impl Panel<'_> {
    /// Landscape: a column beside the rack, from the bottom up.
    fn column(
        &self,
        ui: &mut egui::Ui,
        area: egui::Rect,
        out: &mut MessageWriter<TurnCommand>,
        note: &mut impl FnMut(&'static str, &egui::Response),
    ) {
        let column = egui::UiBuilder::new()
            .max_rect(area)
            .layout(egui::Layout::bottom_up(egui::Align::Center));
        ui.scope_builder(column, |ui| {
            ui.spacing_mut().item_spacing = egui::vec2(6.0, 6.0);
            let w = area.width();
            ui.add_space(2.0);
            if self.playing {
                let tr = self.buttons.tr;
                let faster = ui
                    .add(egui::Button::new(tr.get("hud-faster")).min_size(egui::vec2(w, 36.0)))
                    .on_hover_text(tr.get("hud-faster-tip"));
                if faster.clicked() {
                    out.write(TurnCommand::SpeedUp);
                }
            }
            ui.add_enabled_ui(self.enabled, |ui| {
                let third = (w - 12.0) / 3.0;
                // A row of fixed height, so the column's bottom-up order
                // places it whole.
                ui.allocate_ui_with_layout(egui::vec2(w, 44.0), look::row_layout(ui.ctx()), |ui| {
                    ui.spacing_mut().item_spacing.x = 6.0;
                    self.buttons.small_row(ui, third, 44.0, out, note);
                });
                self.buttons.draw_button(ui, egui::vec2(w, 48.0), out, note);
                self.buttons.done_button(ui, egui::vec2(w, 58.0), out, note);
            });
            if let Some((left, share)) = self.time_left {
                time_bar(ui, w, left, share);
            }
            ui.label(
                egui::RichText::new(self.status)
                    .size(18.0)
                    .strong()
                    .color(look::BRIGHT),
            );
        });
    }

    /// Portrait: one row of large buttons just above the rack.
    fn row(
        &self,
        ui: &mut egui::Ui,
        area: egui::Rect,
        out: &mut MessageWriter<TurnCommand>,
        note: &mut impl FnMut(&'static str, &egui::Response),
    ) {
        ui.add_enabled_ui(self.enabled, |ui| {
            ui.spacing_mut().item_spacing = egui::vec2(4.0, 4.0);
            // Done and Draw a little wider than Undo, Reset and Hint.
            let unit = (area.width() - 4.0 * 4.0) / 5.0;
            let (main, small) = (unit * 1.2, unit * (5.0 - 2.4) / 3.0);
            let h = area.height();
            look::row(ui, |ui| {
                self.buttons.done_button(ui, egui::vec2(main, h), out, note);
                self.buttons.draw_button(ui, egui::vec2(main, h), out, note);
                self.buttons.small_row(ui, small, h, out, note);
            });
        });
    }
}

/// Sorting the rack: two small buttons on its edge.
fn sort_buttons(ctx: &egui::Context, sort: egui::Rect, tr: &Tr) -> Option<TurnCommand> {
    egui::Area::new(egui::Id::new("sort-buttons"))
        .fixed_pos(sort.min)
        .show(ctx, |ui| {
            ui.spacing_mut().item_spacing.x = 6.0;
            let size = egui::vec2((sort.width() - 6.0) / 2.0, sort.height());
            ui.horizontal(|ui| {
                let groups =
                    ui.add(egui::Button::new(egui::RichText::new("777").size(16.0)).min_size(size));
                let tip = tr.get("hud-sort-groups-tip");
                look::spoken_as(&groups, &tip);
                let groups = groups.on_hover_text(tip);
                let runs =
                    ui.add(egui::Button::new(egui::RichText::new("789").size(16.0)).min_size(size));
                let tip = tr.get("hud-sort-runs-tip");
                look::spoken_as(&runs, &tip);
                let runs = runs.on_hover_text(tip);
                if groups.clicked() {
                    Some(TurnCommand::SortGroups)
                } else if runs.clicked() {
                    Some(TurnCommand::SortRuns)
                } else {
                    None
                }
            })
            .inner
        })
        .inner
}

/// Portrait: whose turn and the time, in the band above the controls (a
/// notice takes the band while it shows, and neither peeks out from under
/// the other); while the computers play (`hurry` holds the words that say
/// so), a tap on the band hurries them. Returns whether it was tapped.
fn portrait_status(
    ctx: &egui::Context,
    band: egui::Rect,
    status: &str,
    time_left: Option<(f32, f32)>,
    hurry: Option<String>,
    notice_shown: bool,
) -> bool {
    let hurrying = hurry.is_some();
    if !notice_shown {
        egui::Area::new(egui::Id::new("turn-status"))
            .fixed_pos(band.min)
            .interactable(false)
            .order(egui::Order::Background)
            .show(ctx, |ui| {
                ui.set_width(band.width());
                look::row(ui, |ui| {
                    ui.label(
                        egui::RichText::new(status)
                            .size(16.0)
                            .strong()
                            .color(look::BRIGHT),
                    );
                    if let Some(hurry) = &hurry {
                        ui.label(egui::RichText::new(hurry).size(12.0).color(look::MUTED));
                    }
                });
                if let Some((left, share)) = time_left {
                    time_bar(ui, band.width(), left, share);
                }
            });
    }
    hurrying
        && egui::Area::new(egui::Id::new("hurry"))
            .fixed_pos(band.min)
            .order(egui::Order::Middle)
            .show(ctx, |ui| {
                ui.allocate_response(band.size(), egui::Sense::click())
            })
            .inner
            .clicked()
}

fn status_line(session: &Session, tr: &Tr) -> String {
    let who = &session.seats[session.current_seat()].name;
    let named = |key: &str| tr.get_with(key, &[("name", who.into())]);
    match session.phase {
        Phase::Human if session.humans() == 1 => tr.get("hud-status-your-turn"),
        Phase::Human => named("hud-status-their-turn"),
        Phase::Computer => named("hud-status-computer-playing"),
        Phase::Cover { .. } => named("hud-status-pass-to"),
        Phase::RoundOver => tr.get("hud-status-round-over"),
        Phase::MatchOver => match session.puzzle_run() {
            Some(run) if run.shown => tr.get("hud-status-solution-shown"),
            Some(_) => tr.get("hud-status-solved"),
            None => tr.get("hud-status-match-over"),
        },
    }
}

/// The time left as a bar that turns amber, then red, and beats once a
/// second in the last ten.
fn time_bar(ui: &mut egui::Ui, width: f32, left: f32, share: f32) {
    let beat = if left <= 10.0 {
        (left.fract() * std::f32::consts::PI).sin().abs()
    } else {
        0.0
    };
    let h = 8.0 + 4.0 * beat;
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, 12.0), egui::Sense::hover());
    let bar = egui::Rect::from_center_size(rect.center(), egui::vec2(width, h));
    let p = ui.painter();
    p.rect_filled(bar, h / 2.0, look::TIME_TRACK_CONTROLS);
    let mut done = bar;
    done.set_width(width * share);
    p.rect_filled(done, h / 2.0, time_colour(share));
    p.text(
        bar.left_center() + egui::vec2(6.0, 0.0),
        egui::Align2::LEFT_CENTER,
        clock_text(left),
        egui::FontId::proportional(11.0 + 2.0 * beat),
        look::BRIGHT,
    );
}

/// How much of `size` the widest line of `text` may have to fit `width`
/// on a button (1 when it fits).
fn fitting_share(ui: &egui::Ui, text: &str, size: f32, width: f32) -> f32 {
    let widest = ui.ctx().fonts_mut(|fonts| {
        text.lines()
            .map(|line| {
                let font = egui::FontId::proportional(size);
                fonts
                    .layout_no_wrap(line.to_string(), font, look::TEXT)
                    .size()
                    .x
            })
            .fold(0.0, f32::max)
    });
    let room = width - 2.0 * ui.spacing().button_padding.x;
    if widest > room && widest > 0.0 {
        room / widest
    } else {
        1.0
    }
}

/// A button of exactly this size; its label wraps rather than widen it (a
/// large size setting on a phone).
fn put(ui: &mut egui::Ui, enabled: bool, size: egui::Vec2, button: egui::Button) -> egui::Response {
    ui.add_enabled_ui(enabled, |ui| ui.add_sized(size, button.wrap()))
        .inner
}

/// The rules' verdicts as buttons.
struct TurnButtons<'a> {
    session: &'a Session,
    verdict: &'a TurnVerdict,
    tr: &'a Tr,
    /// Multiplies the labels' sizes.
    text_scale: f32,
    /// Every icon above its word (a phone's narrow buttons), not only the
    /// small buttons'.
    stacked: bool,
}

impl TurnButtons<'_> {
    /// An icon and its word: side by side on a wide button, the icon above
    /// on a narrow one; smaller (down to 60%) where a long word would not
    /// fit the button's `width` on one line.
    fn icon_label(
        &self,
        ui: &egui::Ui,
        (icon, word): (&str, &str),
        size: f32,
        narrow: bool,
        width: f32,
    ) -> egui::RichText {
        let gap = if narrow || self.stacked { "\n" } else { " " };
        let text = format!("{icon}{gap}{word}");
        let size = size * self.text_scale;
        let fitting = (size * fitting_share(ui, &text, size, width)).max(size * 0.6);
        egui::RichText::new(text).size(fitting)
    }

    fn done_button(
        &self,
        ui: &mut egui::Ui,
        size: egui::Vec2,
        out: &mut MessageWriter<TurnCommand>,
        note: &mut impl FnMut(&'static str, &egui::Response),
    ) {
        let ok = self.verdict.check.is_ok();
        let text = self
            .icon_label(ui, ("✔", &self.tr.get("hud-done")), 19.0, false, size.x)
            .strong();
        let button = if ok {
            egui::Button::new(text.color(look::ON_GOLD))
                .fill(look::GOLD)
                .stroke(egui::Stroke::new(2.0, look::BRIGHT))
        } else {
            egui::Button::new(text)
        };
        let done = put(ui, ok, size, button);
        let done = match &self.verdict.check {
            Err(e) if !self.session.draft.is_untouched() => {
                done.on_disabled_hover_text(self.tr.phrase(&crate::i18n::reasons::round(e)))
            }
            _ => done.on_hover_text(self.tr.get("hud-done-tip")),
        };
        note("done", &done);
        if done.clicked() {
            out.write(TurnCommand::Done);
        }
    }

    /// Draw, or Give up once the table is changed, or Pass with an empty pool.
    fn draw_button(
        &self,
        ui: &mut egui::Ui,
        size: egui::Vec2,
        out: &mut MessageWriter<TurnCommand>,
        note: &mut impl FnMut(&'static str, &egui::Response),
    ) {
        if let Some(run) = self.session.puzzle_run()
            && !run.allows(TurnCommand::Draw)
        {
            let (label, tip) = if run.lesson.is_some() {
                ("hud-show-me", "hud-show-me-tip")
            } else {
                ("hud-solution", "hud-solution-tip")
            };
            let text = self.icon_label(ui, ("⏩", &self.tr.get(label)), 16.0, false, size.x);
            let show = put(
                ui,
                !run.puzzle.solution.is_empty(),
                size,
                egui::Button::new(text),
            )
            .on_hover_text(self.tr.get(tip));
            note("solution", &show);
            if show.clicked() {
                out.write(TurnCommand::ShowSolution);
            }
            return;
        }
        let tr = self.tr;
        let (label, tip) = match self.verdict.no_play {
            NoPlay::GiveUp { penalty } => (
                ("⚐", tr.get("hud-give-up")),
                tr.get_with("hud-give-up-tip", &[("count", penalty.into())]),
            ),
            NoPlay::Draw if self.session.game.round.pool.is_empty() => {
                (("⏩", tr.get("hud-pass")), tr.get("hud-pass-tip"))
            }
            NoPlay::Draw => (("✚", tr.get("hud-draw")), tr.get("hud-draw-tip")),
        };
        let text = self.icon_label(ui, (label.0, &label.1), 16.0, false, size.x);
        let draw = put(ui, true, size, egui::Button::new(text)).on_hover_text(tip);
        note("draw", &draw);
        if draw.clicked() {
            out.write(TurnCommand::Draw);
        }
    }

    /// Undo, Reset and Hint.
    fn small_row(
        &self,
        ui: &mut egui::Ui,
        width: f32,
        height: f32,
        out: &mut MessageWriter<TurnCommand>,
        note: &mut impl FnMut(&'static str, &egui::Response),
    ) {
        let size = egui::vec2(width, height);
        let buttons = [
            (
                "undo",
                ("⟲", "hud-undo"),
                self.session.draft.can_undo(),
                "hud-undo-tip",
                TurnCommand::Undo,
            ),
            (
                "reset",
                ("⏮", "hud-reset"),
                true,
                "hud-reset-tip",
                TurnCommand::Reset,
            ),
            (
                "hint",
                ("💡", "hud-hint"),
                self.session
                    .puzzle_run()
                    .is_none_or(|p| p.allows(TurnCommand::Hint)),
                "hud-hint-tip",
                TurnCommand::Hint,
            ),
        ];
        for (name, (icon, word), enabled, tip, command) in buttons {
            let word = self.tr.get(word);
            // A word too long for the button at a readable size leaves the
            // icon alone (the tooltip and a screen reader still say it).
            let label = if fitting_share(ui, &word, 15.0 * self.text_scale, width) < 0.7 {
                egui::RichText::new(icon).size(20.0 * self.text_scale)
            } else {
                self.icon_label(ui, (icon, &word), 15.0, true, width)
            };
            let button = put(ui, enabled, size, egui::Button::new(label));
            look::spoken_as(&button, &word);
            let button = button.on_hover_text(self.tr.get(tip));
            note(name, &button);
            if button.clicked() {
                out.write(command);
            }
        }
    }
}
