//! The daily puzzle on the table: solved by hand (it counts, with its
//! time), shown by Show solution (played out, not counted), Undo and Reset,
//! nothing to draw or hint, a refused Done, no save left behind, and the
//! streak.

use super::saving::temp_store;
use super::*;
use tilemeld::ai::{Target, assign_ids, plan_moves};
use tilemeld::game::flow::PendingGame;
use tilemeld::game::messages::DropTiles;
use tilemeld::game::persist::storage::Doc;
use tilemeld::game::persist::{Settings, Stats};
use tilemeld::game::state::Screen;
use tilemeld::puzzles::{Date, Puzzle, PuzzleLevel, daily};
use tilemeld::rules::canonical_table;

fn the_puzzle(level: PuzzleLevel) -> Puzzle {
    daily("2026-11-24".parse().unwrap(), level).unwrap()
}

/// A game saved before the puzzle, which the puzzle must leave alone.
const SAVED: &str = "{\"a game\": \"saved before the puzzle\"}";

/// A headless app (with statistics and a saved game in a scratch folder)
/// at a puzzle.
fn puzzle_app(name: &str, puzzle: &Puzzle, computer_speed: f32) -> (App, std::path::PathBuf) {
    let (store, dir) = temp_store(name);
    std::fs::write(dir.join("saved-game.json"), SAVED).unwrap();
    assert!(store.exists(Doc::SavedGame), "the save's file name changed");
    // Never read here: the app is not asked to continue.
    let mut app = headless_app(None, Some(store), computer_speed);
    app.insert_resource(PendingGame(Session::puzzle(puzzle).unwrap()));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    for _ in 0..3 {
        app.update();
    }
    (app, dir)
}

/// Lays the puzzle's solution out by the same messages keyboard play sends,
/// one tile at a time.
pub fn lay_out_solution(app: &mut App) {
    let s = session(app);
    let puzzle = s.puzzle_run().unwrap().puzzle.clone();
    let round = &s.game.round;
    let rack = &round.current_seat().rack;
    let ids = assign_ids(&round.table, rack, &puzzle.solution);
    let moves = plan_moves(&round.table, rack, &ids);
    let mut sets: Vec<SetId> = s.draft.sets.iter().map(|s| s.id).collect();
    for m in moves {
        let draft = &session(app).draft;
        let target = match m.to {
            Target::Set(i) if sets.get(i).is_some_and(|&id| draft.set(id).is_some()) => {
                DropTarget::Set {
                    set: sets[i],
                    index: usize::MAX,
                }
            }
            _ => DropTarget::NewSet { after: None },
        };
        app.world_mut()
            .write_message(DropTiles::to(vec![m.tile], target));
        app.update();
        if target == (DropTarget::NewSet { after: None }) {
            let made = session(app).draft.sets.last().unwrap().id;
            match m.to {
                Target::Set(i) if i < sets.len() => sets[i] = made,
                _ => sets.push(made),
            }
        }
    }
}

fn stats(app: &App) -> Stats {
    app.world().resource::<Settings>().stats.clone()
}

#[test]
fn a_puzzle_solved_by_hand_counts_with_its_time() {
    let puzzle = the_puzzle(PuzzleLevel::Medium);
    let (mut app, dir) = puzzle_app("puzzle-solved", &puzzle, 0.0);
    let s = session(&app);
    assert_eq!(s.seats.len(), 1);
    assert_eq!(s.phase, Phase::Human);
    assert_eq!(s.clock, None, "a puzzle has no turn timer");
    assert_eq!(faces(&s.draft.rack).len(), puzzle.rack.len());
    lay_out_solution(&mut app);
    for _ in 0..60 {
        app.update();
    }
    assert!(session(&app).draft.rack.is_empty());
    command(&mut app, TurnCommand::Done);
    let s = session(&app);
    assert_eq!(s.phase, Phase::MatchOver);
    let run = s.puzzle_run().unwrap();
    assert!(!run.shown);
    // 30 frames of laying out, 60 of thinking: about 1.4 s at 16 ms.
    assert!((1.0..3.0).contains(&run.secs), "{}", run.secs);
    let stats = stats(&app);
    assert_eq!(stats.puzzles.len(), 1);
    assert_eq!(stats.puzzles[0].date, "2026-11-24");
    assert_eq!(stats.puzzles[0].level, PuzzleLevel::Medium);
    assert_eq!(stats.puzzles[0].secs, run.secs.round() as u32);
    // A round of a game it is not.
    assert_eq!(stats.rounds_played, 0);
    let day: Date = "2026-11-24".parse().unwrap();
    assert_eq!(stats.puzzle_streak(day), 1);
    assert_eq!(
        stats.puzzle_time(day, PuzzleLevel::Medium),
        Some(stats.puzzles[0].secs)
    );
    // A finished puzzle does not remove the saved game as a finished match would.
    for _ in 0..3 {
        app.update();
    }
    assert_saved_game_untouched(&dir);
}

#[test]
fn show_solution_plays_it_out_and_does_not_count() {
    let puzzle = the_puzzle(PuzzleLevel::Hard);
    let (mut app, _) = puzzle_app("puzzle-shown", &puzzle, 50.0);
    // A tile moved first: the solution starts from the puzzle as dealt.
    let first = session(&app).draft.rack[0];
    app.world_mut().write_message(DropTiles::to(
        vec![first],
        DropTarget::NewSet { after: None },
    ));
    app.update();
    assert!(!session(&app).draft.is_untouched());
    command(&mut app, TurnCommand::ShowSolution);
    assert!(app.world().resource::<Playback>().is_playing());
    for _ in 0..400 {
        app.update();
        if session(&app).phase == Phase::MatchOver {
            break;
        }
    }
    let s = session(&app);
    assert_eq!(s.phase, Phase::MatchOver);
    assert!(s.puzzle_run().unwrap().shown);
    let table = canonical_table(&s.game.round.table);
    let mut laid: Vec<Vec<tilemeld::rules::Tile>> = table.iter().map(|set| faces(set)).collect();
    let mut solution = puzzle.solution.clone();
    for set in laid.iter_mut().chain(solution.iter_mut()) {
        set.sort();
    }
    laid.sort();
    solution.sort();
    assert_eq!(laid, solution);
    assert!(stats(&app).puzzles.is_empty());
}

#[test]
fn in_a_puzzle_nothing_is_drawn_or_hinted_and_undo_and_reset_work() {
    let puzzle = the_puzzle(PuzzleLevel::Easy);
    let (mut app, dir) = puzzle_app("puzzle-controls", &puzzle, 0.0);
    let pool = session(&app).game.round.pool.len();
    command(&mut app, TurnCommand::Draw);
    press_key(&mut app, KeyCode::KeyD);
    command(&mut app, TurnCommand::Hint);
    command(&mut app, TurnCommand::GiveUp);
    app.update();
    let s = session(&app);
    assert_eq!(s.game.round.pool.len(), pool);
    assert_eq!(s.game.round.seats[0].rack.len(), puzzle.rack.len());
    assert_eq!(s.phase, Phase::Human);
    assert!(!app.world().resource::<Playback>().is_playing());

    // A rack tile alone is no set: Done is refused with the rules' reason.
    let rack: Vec<TileId> = s.draft.rack.clone();
    app.world_mut().write_message(DropTiles::to(
        vec![rack[0]],
        DropTarget::NewSet { after: None },
    ));
    app.update();
    command(&mut app, TurnCommand::Done);
    assert!(
        feedback(&mut app)
            .iter()
            .any(|f| matches!(f, Feedback::TurnRefused { .. }))
    );
    assert_eq!(session(&app).phase, Phase::Human);
    app.world_mut().write_message(DropTiles::to(
        vec![rack[1]],
        DropTarget::NewSet { after: None },
    ));
    app.update();
    command(&mut app, TurnCommand::Undo);
    assert_eq!(session(&app).draft.rack.len(), rack.len() - 1);
    command(&mut app, TurnCommand::Reset);
    assert!(session(&app).draft.is_untouched());

    // Leaving a puzzle leaves the saved game as it was.
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    app.update();
    assert_saved_game_untouched(&dir);
}

fn assert_saved_game_untouched(dir: &std::path::Path) {
    let text = std::fs::read_to_string(dir.join("saved-game.json"));
    assert_eq!(text.ok().as_deref(), Some(SAVED));
}

#[test]
fn the_streak_counts_days_in_a_row_up_to_today() {
    let day = |s: &str| s.parse::<Date>().unwrap();
    let mut stats = Stats::default();
    assert_eq!(stats.puzzle_streak(day("2026-11-24")), 0);
    for (date, level, secs) in [
        ("2026-11-20", PuzzleLevel::Easy, 50.0),
        ("2026-11-22", PuzzleLevel::Hard, 300.0),
        ("2026-11-23", PuzzleLevel::Easy, 40.0),
        ("2026-11-23", PuzzleLevel::Medium, 90.0),
        ("2026-11-23", PuzzleLevel::Easy, 70.0),
        ("not a day", PuzzleLevel::Easy, 1.0),
    ] {
        stats.record_puzzle(date, level, secs);
    }
    // The better time of two is kept.
    assert_eq!(
        stats.puzzle_time(day("2026-11-23"), PuzzleLevel::Easy),
        Some(40)
    );
    assert_eq!(stats.puzzle_days_solved(), 3);
    // Today still to do: the streak runs to yesterday.
    assert_eq!(stats.puzzle_streak(day("2026-11-24")), 2);
    assert_eq!(stats.puzzle_streak(day("2026-11-23")), 2);
    assert_eq!(stats.puzzle_streak(day("2026-11-25")), 0);
    stats.record_puzzle("2026-11-24", PuzzleLevel::Easy, 30.0);
    assert_eq!(stats.puzzle_streak(day("2026-11-24")), 3);
}
