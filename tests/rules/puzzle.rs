//! Daily puzzles: every day of a year gives a puzzle at every level, each
//! solvable, with no obvious home for a rack tile, graded by the fewest
//! table sets its solution must change; the same date prints the same bytes.

use std::process::Command;

use tilemeld::puzzles::{
    Date, Puzzle, PuzzleLevel, check_puzzle, daily, fewest_changes, obvious_home, puzzle_rules,
    sets_changed,
};
use tilemeld::rules::{Tile, parse_tiles};

fn tiles(text: &str) -> Vec<Tile> {
    parse_tiles(text).unwrap()
}

fn sets(texts: &[&str]) -> Vec<Vec<Tile>> {
    texts.iter().map(|t| tiles(t)).collect()
}

#[test]
fn every_day_of_a_year_has_a_checked_puzzle_at_every_level() {
    let first: Date = "2026-11-23".parse().unwrap();
    let days: Vec<Date> = (0..365)
        .map(|i| Date::from_days(first.days() + i))
        .collect();
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let failures: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = days
            .chunks(days.len().div_ceil(threads))
            .map(|chunk| {
                scope.spawn(move || {
                    let mut failures = Vec::new();
                    for &day in chunk {
                        for level in PuzzleLevel::ALL {
                            match daily(day, level) {
                                Ok(p) => {
                                    assert_eq!(p.date, day.to_string());
                                    assert_eq!(p.level, level);
                                    if let Err(e) = check_puzzle(&p) {
                                        failures.push(format!("{day} {level}: {e}"));
                                    }
                                }
                                Err(e) => failures.push(format!("{day} {level}: {e}")),
                            }
                        }
                    }
                    failures
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn levels_differ_by_how_many_sets_must_change() {
    let day: Date = "2026-11-23".parse().unwrap();
    let changes: Vec<u32> = PuzzleLevel::ALL
        .iter()
        .map(|&l| daily(day, l).unwrap().sets_changed)
        .collect();
    assert_eq!(changes[0], 1);
    assert_eq!(changes[1], 2);
    assert!(changes[2] >= 3, "{changes:?}");
}

fn puzzle_cli(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_tilemeld"))
        .arg("puzzle")
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn the_same_date_and_level_print_the_same_bytes() {
    let args = ["--date", "2026-11-23", "--level", "medium"];
    let first = puzzle_cli(&args);
    let second = puzzle_cli(&args);
    assert!(
        first.status.success(),
        "{}",
        String::from_utf8_lossy(&first.stderr)
    );
    assert_eq!(first.stdout, second.stdout);
    let text = String::from_utf8(first.stdout).unwrap();
    assert_eq!(text.lines().count(), 1);
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    for key in ["table", "rack", "solution"] {
        assert!(value[key].is_array(), "{key} missing in {text}");
    }
    // The project's tile notation, and the very puzzle the library makes.
    let puzzle: Puzzle = serde_json::from_value(value).unwrap();
    assert_eq!(
        puzzle,
        daily("2026-11-23".parse().unwrap(), PuzzleLevel::Medium).unwrap()
    );
    assert!(text.contains(&format!("\"{}\"", puzzle.rack[0])));

    let next_day = puzzle_cli(&["--date", "2026-11-24", "--level", "medium"]);
    assert_ne!(next_day.stdout, text.as_bytes());
}

#[test]
fn the_puzzle_command_refuses_bad_dates_and_levels() {
    for (args, says) in [
        (&["--date", "2026-02-30"][..], "not a day of the calendar"),
        (&["--date", "tomorrow"][..], "YYYY-MM-DD"),
        (&["--date", "2026-1-5"][..], "YYYY-MM-DD"),
        (&["--level", "expert"][..], "easy, medium or hard"),
        (&["--date"][..], "needs a value"),
        (&["--size", "3"][..], "unknown option"),
    ] {
        let out = puzzle_cli(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn dates_follow_the_calendar() {
    let day = |s: &str| s.parse::<Date>().unwrap();
    assert_eq!(day("1970-01-01").days(), 0);
    assert_eq!(day("2000-03-01").days(), 11_017);
    assert_eq!(day("2026-11-24").days(), 20_781);
    assert!("2024-02-29".parse::<Date>().is_ok());
    assert!("2100-02-29".parse::<Date>().is_err());
    assert!("2000-02-29".parse::<Date>().is_ok());
    assert!("2026-13-01".parse::<Date>().is_err());
    for days in (0..=day("9999-12-31").days()).step_by(997) {
        let d = Date::from_days(days);
        assert_eq!(d.to_string().parse::<Date>(), Ok(d));
    }
    assert!(day("2026-12-31").next() == day("2027-01-01"));
    assert!(day("2027-01-01").follows(day("2026-12-31")));
    assert_eq!(Date::from_unix_seconds(86_399), day("1970-01-01"));
}

#[test]
fn a_tile_that_simply_joins_a_set_is_an_obvious_home() {
    let rules = puzzle_rules();
    let table = sets(&["r3 r4 r5", "k9 b9 o9"]);
    assert_eq!(
        obvious_home(&table, &tiles("b1 r6"), &rules),
        Some((tiles("r6")[0], 0))
    );
    assert_eq!(
        obvious_home(&table, &tiles("r9"), &rules),
        Some((tiles("r9")[0], 1))
    );
    assert_eq!(obvious_home(&table, &tiles("r4 b9 k1"), &rules), None);
}

#[test]
fn the_fewest_changes_split_one_run_for_a_duplicate() {
    let rules = puzzle_rules();
    let table = sets(&["k1 b1 o1", "r3 r4 r5 r6 r7"]);
    let play = fewest_changes(&table, &tiles("r5"), &rules, u32::MAX).unwrap();
    assert_eq!(play.sets_changed, 1);
    assert_eq!(play.changed, vec![1]);
    assert_eq!(play.solution[0], tiles("k1 b1 o1"));
    assert_eq!(sets_changed(&table, &play.solution), 1);
    // A tile taken from a group of four changes only the run it joins.
    let table = sets(&["r3 r4 r5 r6", "k8 b8 o8 r8"]);
    let play = fewest_changes(&table, &tiles("r7 r9"), &rules, u32::MAX).unwrap();
    assert_eq!(play.sets_changed, 1, "{:?}", play.solution);
    // From a group of three it changes the group too.
    let table = sets(&["k8 b8 r8", "r9 r10 r11 r12"]);
    let play = fewest_changes(&table, &tiles("r7 o8"), &rules, u32::MAX).unwrap();
    assert_eq!(play.sets_changed, 2, "{:?}", play.solution);
    assert!(fewest_changes(&table, &tiles("r7 o8"), &rules, 1).is_none());
    // Nothing places a lone far tile.
    assert!(fewest_changes(&table, &tiles("b12"), &rules, u32::MAX).is_none());
}

#[test]
fn a_tampered_puzzle_is_refused() {
    let good = daily("2026-11-23".parse().unwrap(), PuzzleLevel::Hard).unwrap();
    check_puzzle(&good).unwrap();

    let mut claim = good.clone();
    claim.sets_changed += 1;
    assert!(check_puzzle(&claim).unwrap_err().contains("changes"));

    let mut short = good.clone();
    short.solution = good.table.clone();
    assert!(check_puzzle(&short).is_err());

    let mut homed = good.clone();
    let end = *homed.table[0].last().unwrap();
    let extra = if end.number() == Some(13) {
        homed.table[0][0]
    } else {
        end
    };
    homed.rack.push(extra);
    assert!(check_puzzle(&homed).is_err());

    let mut easy = good;
    easy.level = PuzzleLevel::Easy;
    assert!(check_puzzle(&easy).unwrap_err().contains("easy"));
}
