//! The guided first game: every lesson done right (the rules accept it and
//! the lesson ends) and done wrong (refused with the rules' own reason, the
//! lesson goes on); drawing and the hint lessons end when the player does
//! them; the tiles a lesson talks about are highlighted.

use super::puzzle::lay_out_solution;
use super::*;
use tilemeld::game::flow::PendingGame;
use tilemeld::game::messages::DropTiles;
use tilemeld::game::state::Screen;
use tilemeld::game::table::{DIMMED_TINT, FRESH_TINT, tile_tint};
use tilemeld::puzzles::lessons::{Goal, LESSONS};

fn lesson_app(index: usize) -> App {
    let mut app = headless_app(None, None, 50.0);
    app.insert_resource(PendingGame(Session::lesson(index).unwrap()));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    for _ in 0..3 {
        app.update();
    }
    app
}

fn lesson_done(app: &App) -> bool {
    let s = session(app);
    s.phase == Phase::MatchOver || s.puzzle_run().is_some_and(|p| p.done)
}

#[test]
fn every_play_lesson_refuses_a_wrong_try_with_the_rules_reason_and_ends_when_done_right() {
    for (i, lesson) in LESSONS.iter().enumerate() {
        if lesson.goal != Goal::PlaceAll {
            continue;
        }
        let mut app = lesson_app(i);
        assert_eq!(session(&app).puzzle_run().unwrap().lesson, Some(i));
        assert_eq!(
            session(&app).game.round.seats[0].initial_meld_done,
            lesson.meld_done,
            "{}",
            lesson.title
        );
        // Wrong: one rack tile alone on the felt.
        let first = session(&app).draft.rack[0];
        app.world_mut().write_message(DropTiles::to(
            vec![first],
            DropTarget::NewSet { after: None },
        ));
        app.update();
        let why = session(&app)
            .game
            .round
            .check_play(&session(&app).draft.table())
            .unwrap_err()
            .to_string();
        command(&mut app, TurnCommand::Done);
        assert!(
            feedback(&mut app).iter().any(
                |f| matches!(f, Feedback::TurnRefused { reason, .. } if english(reason) == why)
            ),
            "{}: {why}",
            lesson.title
        );
        assert!(!lesson_done(&app), "{}", lesson.title);
        // Right: the lesson's play, tile by tile.
        command(&mut app, TurnCommand::Reset);
        lay_out_solution(&mut app);
        command(&mut app, TurnCommand::Done);
        assert!(lesson_done(&app), "{}", lesson.title);
        assert!(session(&app).game.round.seats[0].rack.is_empty());
    }
}

#[test]
fn the_draw_and_hint_lessons_end_when_the_player_does_it() {
    for (i, lesson) in LESSONS.iter().enumerate() {
        let command_for = match lesson.goal {
            Goal::Draw => TurnCommand::Draw,
            Goal::Hint => TurnCommand::Hint,
            Goal::PlaceAll => continue,
        };
        let mut app = lesson_app(i);
        // Done with nothing laid is no way through.
        command(&mut app, TurnCommand::Done);
        assert!(!lesson_done(&app), "{}", lesson.title);
        let rack = session(&app).game.round.seats[0].rack.len();
        command(&mut app, command_for);
        assert!(lesson_done(&app), "{}", lesson.title);
        if lesson.goal == Goal::Draw {
            assert_eq!(session(&app).game.round.seats[0].rack.len(), rack + 1);
        }
    }
}

#[test]
fn every_lesson_has_its_words_in_the_catalog_in_two_lines() {
    let english = tilemeld::i18n::Messages::new(tilemeld::i18n::Lang::En);
    for lesson in LESSONS {
        let (title, text) = (english.get(lesson.title), english.get(lesson.text));
        assert!(
            title != lesson.title && text != lesson.text,
            "{}: not in the catalog",
            lesson.title
        );
        assert!(text.len() <= 130, "{title}: keep it to two lines");
    }
    assert_eq!(english.get(LESSONS[4].title), "Shift");
}

#[test]
fn a_lesson_highlights_the_tiles_it_talks_about() {
    let i = LESSONS
        .iter()
        .position(|l| l.title == "lesson-freeing-joker-title")
        .unwrap();
    let app = lesson_app(i);
    let s = session(&app);
    let focus = &s.puzzle_run().unwrap().focus;
    assert_eq!(faces(focus), vec![tilemeld::rules::Tile::JOKER]);
    let table: Vec<_> = s.game.round.table.iter().flatten().copied().collect();
    for &tile in &table {
        let want = if focus.contains(&tile) {
            FRESH_TINT
        } else {
            DIMMED_TINT
        };
        assert_eq!(tile_tint(s, tile, false), want, "{:?}", tile.face());
    }
    for &tile in &s.draft.rack {
        assert_eq!(tile_tint(s, tile, false), Color::WHITE);
    }
    // A lesson that talks about no table tile dims nothing.
    let app = lesson_app(0);
    let s = session(&app);
    for &tile in s.game.round.table.iter().flatten().chain(&s.draft.rack) {
        assert_eq!(tile_tint(s, tile, false), Color::WHITE);
    }
}

#[test]
fn the_lessons_are_offered_to_a_new_player_until_answered() {
    use tilemeld::game::persist::Settings;
    let fresh = Settings::default();
    assert!(fresh.offer_lessons());
    let answered = Settings {
        lessons_offered: true,
        ..Settings::default()
    };
    assert!(!answered.offer_lessons());
    let mut played = Settings::default();
    played.stats.rounds_played = 1;
    assert!(
        !played.offer_lessons(),
        "someone who has played is not a beginner"
    );
    // An old settings file (before the offer existed) reads as not asked.
    let old: Settings = serde_json::from_str(r#"{"muted": true}"#).unwrap();
    assert!(old.muted && old.offer_lessons());
}
