//! Match files: a match exported and imported is the same match, `tilemeld
//! replay FILE` prints each round's result, and a bad file gets a clear
//! error, never a panic.

use std::process::Command;

use tilemeld::ai::{Level, choose_turn};
use tilemeld::record::{MatchRecord, RecordSeat};
use tilemeld::rules::{Action, Match, MatchConfig, MatchLength, RuleSet, derive_seed};

/// Two rounds between computers, played to the end.
fn played_match() -> (Match, Vec<RecordSeat>) {
    let rules = RuleSet {
        match_length: MatchLength::Rounds { rounds: 2 },
        ..RuleSet::default()
    };
    let levels = [Level::Greedy, Level::Medium, Level::Easy];
    let mut game = Match::new(MatchConfig {
        seed: 11,
        players: levels.len(),
        rules,
    })
    .unwrap();
    let mut turns = 0u64;
    while !game.is_over() {
        if game.round.is_over() {
            game.apply(Action::NextRound).unwrap();
            continue;
        }
        let level = levels[game.round.current];
        let turn = choose_turn(&game.round, level, derive_seed(7, turns));
        game.apply(turn.action).unwrap();
        turns += 1;
        assert!(turns < 2_000, "the match does not end");
    }
    let seats = ["Ada", "Ben", "Cleo"]
        .iter()
        .zip(levels)
        .map(|(n, l)| RecordSeat {
            name: n.to_string(),
            computer: Some(l),
        })
        .collect();
    (game, seats)
}

fn replay_cli(path: &std::path::Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_tilemeld"))
        .arg("replay")
        .arg(path)
        .output()
        .unwrap()
}

fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("tilemeld-{name}-{}.json", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn an_exported_match_imports_as_the_same_match_and_replays_round_by_round() {
    let (game, seats) = played_match();
    let record = MatchRecord::new(&game, seats, Some("2026-11-24".into()));
    let text = record.to_json();
    let back = MatchRecord::from_json(&text).unwrap();
    assert_eq!(back, record);
    assert_eq!(back.replay().unwrap(), game);
    // Part of the way: the state after any prefix of the log.
    let half = back.replay_to(record.actions.len() / 2).unwrap();
    assert_eq!(half.log.len(), record.actions.len() / 2);

    let path = temp_file("replay-good", &text);
    let out = replay_cli(&path);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), game.history.len() + 1);
    for (i, (line, result)) in lines.iter().zip(&game.history).enumerate() {
        assert_eq!(line["round"], i + 1);
        let winners: Vec<String> = result
            .winners()
            .iter()
            .map(|&w| record.seats[w].name.clone())
            .collect();
        assert_eq!(line["winners"], serde_json::json!(winners));
        for (seat, score) in record.seats.iter().zip(&result.scores) {
            assert_eq!(line["scores"][&seat.name], *score);
        }
    }
    let last = lines.last().unwrap();
    assert_eq!(last["match"], "over");
    assert_eq!(last["actions"], record.actions.len());
    assert_eq!(last["totals"]["Ada"], game.totals[0]);
    std::fs::remove_file(path).ok();
}

#[test]
fn a_bad_match_file_gets_a_clear_error() {
    let (game, seats) = played_match();
    let record = MatchRecord::new(&game, seats, None);
    let mut tampered = record.clone();
    let i = tampered
        .actions
        .iter()
        .position(|a| matches!(a, Action::Play { .. }))
        .unwrap();
    if let Action::Play { table } = &mut tampered.actions[i] {
        table[0].pop();
    }
    let mut version = serde_json::to_value(&record).unwrap();
    version["version"] = 9.into();
    let mut no_name = record.clone();
    no_name.seats[1].name = " ".into();
    let mut bad_rules = serde_json::to_value(&record).unwrap();
    bad_rules["rules"]["initial_meld_points"] = 60000.into();
    let cases: Vec<(String, String)> = vec![
        ("not json at all".into(), "not JSON".into()),
        ("{\"rack\": []}".into(), "not a Tilemeld match".into()),
        (version.to_string(), "version 9".into()),
        (tampered.to_json(), format!("action {}", i + 1)),
        (no_name.to_json(), "name".into()),
        (bad_rules.to_string(), "initial_meld_points".into()),
        (" ".repeat(5 << 20), "at most".into()),
    ];
    for (n, (text, says)) in cases.iter().enumerate() {
        let path = temp_file(&format!("replay-bad-{n}"), text);
        let out = replay_cli(&path);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "case {n}: {err}");
        assert!(err.contains(says.as_str()), "case {n}: {err}");
        assert!(!err.contains("panicked"), "case {n}: {err}");
        std::fs::remove_file(path).ok();
    }
    let missing = replay_cli(std::path::Path::new("/nonexistent/match.json"));
    assert_eq!(missing.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("cannot read"));
    let usage = Command::new(env!("CARGO_BIN_EXE_tilemeld"))
        .arg("replay")
        .output()
        .unwrap();
    assert_eq!(usage.status.code(), Some(2));
}

/// `tests/data/match.json` is this file's match (the browser test imports
/// it). `TILEMELD_BLESS=1` writes it again after a deliberate change.
#[test]
fn the_sample_match_file_is_the_match_it_says() {
    let (game, seats) = played_match();
    let text = MatchRecord::new(&game, seats, Some("2026-11-24".into())).to_json();
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/match.json");
    if std::env::var_os("TILEMELD_BLESS").is_some() {
        std::fs::write(&path, &text).unwrap();
    }
    let kept = std::fs::read_to_string(&path).unwrap();
    assert_eq!(
        kept, text,
        "run with TILEMELD_BLESS=1 after a deliberate change"
    );
    let back = MatchRecord::from_json(&kept).unwrap();
    assert_eq!(back.replay().unwrap(), game);
}
