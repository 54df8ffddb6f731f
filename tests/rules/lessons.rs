//! The guided first game's lessons teach what they say: each play lesson
//! has a way to place the whole rack that the rules accept, and each
//! manipulation cannot be done without changing a table set.

use tilemeld::ai::{Objective, solve};
use tilemeld::puzzles::lessons::{Goal, LESSONS};
use tilemeld::puzzles::{fewest_changes, obvious_home, puzzle_rules};
use tilemeld::rules::validate_turn;

#[test]
fn every_play_lesson_can_be_done_and_the_rules_accept_it() {
    let rules = puzzle_rules();
    for lesson in LESSONS {
        let p = lesson.position();
        // The focus names table tiles only.
        for t in lesson.focus_tiles() {
            assert!(
                p.table.iter().flatten().any(|&x| x == t),
                "{}: {t}",
                lesson.title
            );
        }
        if lesson.goal != Goal::PlaceAll {
            // Nothing on the rack can be played: drawing or a hint is the lesson.
            let best = solve(
                &p.rack,
                &p.table,
                lesson.meld_done,
                &rules,
                Objective::Tiles,
            )
            .unwrap();
            match lesson.goal {
                Goal::Draw => assert_eq!(best.tiles_played, 0, "{}", lesson.title),
                _ => assert!(
                    best.tiles_played > 0,
                    "{}: the hint has a play to show",
                    lesson.title
                ),
            }
            continue;
        }
        let summary = validate_turn(&p.table, &p.rack, &p.solution, lesson.meld_done, &rules)
            .unwrap_or_else(|e| panic!("{}: {e}", lesson.title));
        assert_eq!(summary.played.len(), p.rack.len(), "{}", lesson.title);
    }
}

#[test]
fn each_manipulation_needs_a_table_set_changed() {
    let rules = puzzle_rules();
    // Lessons are named by their titles' catalog keys.
    for title in [
        "lesson-shift-title",
        "lesson-split-title",
        "lesson-substitute-title",
        "lesson-combine-title",
        "lesson-freeing-joker-title",
    ] {
        let lesson = LESSONS.iter().find(|l| l.title == title).unwrap();
        let (table, rack) = (lesson.table_tiles(), lesson.rack_tiles());
        // A substitute (and the tile that frees a joker) does join its set,
        // but then a tile must come out of it.
        if !matches!(
            title,
            "lesson-substitute-title" | "lesson-freeing-joker-title"
        ) {
            assert_eq!(obvious_home(&table, &rack, &rules), None, "{title}");
        }
        let play = fewest_changes(&table, &rack, &rules, u32::MAX).unwrap();
        assert!(play.sets_changed >= 1, "{title}");
    }
    // Before the initial meld, 29 points are not enough.
    let meld = LESSONS
        .iter()
        .find(|l| l.title == "lesson-initial-meld-title")
        .unwrap();
    let short = tilemeld::rules::parse_tiles("k9 b9 j").unwrap();
    assert!(validate_turn(&[], &short, std::slice::from_ref(&short), false, &rules).is_err());
    let p = meld.position();
    assert!(validate_turn(&[], &p.rack, &p.solution, false, &rules).is_ok());
}
