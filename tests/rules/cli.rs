//! The check-turn CLI: one answer line per input line, errors that name the
//! problem, and no hang or crash on hostile input.

use std::io::{Read, Write};
use std::process::{Command, Stdio};

use serde_json::Value;
use tilemeld::cli::{check_turn, json_lines};

fn run_lines(input: &[u8]) -> Vec<Value> {
    let mut out = Vec::new();
    check_turn::main(input, &mut out).unwrap();
    String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

const LEGAL: &str = r#"{"before": [["r4","r5","r6"]], "rack": ["r7","k1"], "after": [["r4","r5","r6","r7"]], "initial_meld_done": true}"#;

#[test]
fn answers_every_line_in_order_and_goes_on_after_errors() {
    let input = format!(
        "{LEGAL}\nnot json\n{{\"before\": []}}\n\n{}\n[1,2]\n{LEGAL}",
        r#"{"before": [], "rack": ["r1"], "after": [["r1"]], "initial_meld_done": true}"#
    );
    let out = run_lines(input.as_bytes());
    assert_eq!(out.len(), 7);
    assert_eq!(out[0], serde_json::json!({"legal": true}));
    assert!(out[1]["error"].as_str().unwrap().contains("malformed"));
    assert!(out[2]["error"].as_str().unwrap().contains("missing field"));
    assert!(out[3]["error"].as_str().unwrap().contains("empty line"));
    assert_eq!(out[4]["legal"], false);
    assert_eq!(out[4]["reason"], "invalid_set");
    assert!(out[5]["error"].is_string());
    assert_eq!(out[6], serde_json::json!({"legal": true}));
}

#[test]
fn the_spec_example_is_legal() {
    assert_eq!(
        check_turn::answer(LEGAL),
        serde_json::json!({"legal": true})
    );
}

#[test]
fn a_bad_tile_is_named() {
    let out = check_turn::answer(r#"{"before": [], "rack": ["r7", "z3"], "after": []}"#);
    assert!(out["error"].as_str().unwrap().contains("\"z3\""), "{out}");
}

#[test]
fn a_ten_megabyte_line_is_refused_and_the_next_line_answered() {
    let mut input = Vec::with_capacity(10_500_000);
    input.extend_from_slice(br#"{"before": [], "rack": ["#);
    while input.len() < 10_000_000 {
        input.extend_from_slice(br#""r1","#);
    }
    input.extend_from_slice(b"\"r2\"], \"after\": []}\n");
    input.extend_from_slice(LEGAL.as_bytes());
    input.push(b'\n');
    let out = run_lines(&input);
    assert_eq!(out.len(), 2);
    assert!(out[0]["error"].as_str().unwrap().contains("longer than"));
    assert_eq!(out[1]["legal"], true);
}

#[test]
fn ten_thousand_sets_are_refused() {
    let sets = vec![r#"["r1","r2","r3"]"#; 10_000].join(",");
    let line = format!(r#"{{"before": [{sets}], "rack": [], "after": []}}"#);
    let out = check_turn::answer(&line);
    assert!(
        out["error"].as_str().unwrap().contains("10000 sets"),
        "{out}"
    );
    let tiles = vec![r#""r1""#; 5_000].join(",");
    let line = format!(r#"{{"before": [], "rack": [{tiles}], "after": []}}"#);
    assert!(check_turn::answer(&line)["error"].is_string());
}

#[test]
fn deep_nesting_and_bad_bytes_are_errors() {
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    assert!(check_turn::answer(&deep)["error"].is_string());
    let out = run_lines(b"\xff\xfe\n");
    assert_eq!(out[0]["error"], "line is not valid UTF-8");
}

#[test]
fn a_last_line_without_newline_and_crlf_endings_are_answered() {
    let out = run_lines(format!("{LEGAL}\r\n{LEGAL}").as_bytes());
    assert_eq!(out.len(), 2);
    assert!(out.iter().all(|o| o["legal"] == true));
}

#[test]
fn the_bounded_reader_keeps_short_lines_whole() {
    let mut input: &[u8] = b"abc\ndefgh\n";
    let mut buf = Vec::new();
    assert_eq!(
        json_lines::read_bounded_line(&mut input, &mut buf, 4).unwrap(),
        Some(true)
    );
    assert_eq!(buf, b"abc");
    assert_eq!(
        json_lines::read_bounded_line(&mut input, &mut buf, 4).unwrap(),
        Some(false)
    );
    assert_eq!(
        json_lines::read_bounded_line(&mut input, &mut buf, 4).unwrap(),
        None
    );
}

#[test]
fn the_binary_answers_on_stdout_and_exits_zero() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tilemeld"))
        .arg("check-turn")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(format!("{LEGAL}\n{{oops\n").as_bytes())
        .unwrap();
    drop(stdin);
    let mut text = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut text)
        .unwrap();
    assert!(child.wait().unwrap().success());
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0], r#"{"legal":true}"#);
    assert!(lines[1].starts_with(r#"{"error":"#));
}

#[test]
fn unknown_commands_exit_with_usage() {
    let out = Command::new(env!("CARGO_BIN_EXE_tilemeld"))
        .arg("frobnicate")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("Usage"));
}

/// A panic while answering one line is that line's error; the next line is
/// still answered.
#[test]
fn a_panic_on_one_line_is_its_error_and_the_stream_goes_on() {
    let mut out = Vec::new();
    json_lines::run(&b"first\nboom\nlast\n"[..], &mut out, |line| {
        if line == "boom" {
            panic!("the answer fell over");
        }
        serde_json::json!({ "echo": line })
    })
    .unwrap();
    let lines: Vec<Value> = String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["echo"], "first");
    assert!(
        lines[1]["error"]
            .as_str()
            .unwrap()
            .contains("the answer fell over"),
        "{}",
        lines[1]
    );
    assert_eq!(lines[2]["echo"], "last");
}

/// A full disk is an error message and exit code 1, not a panic.
#[test]
fn simulate_to_a_full_disk_says_so_without_a_panic() {
    let Ok(full) = std::fs::File::options().write(true).open("/dev/full") else {
        return; // Not Linux: there is no /dev/full to write to.
    };
    let out = Command::new(env!("CARGO_BIN_EXE_tilemeld"))
        .args([
            "simulate",
            "--games",
            "1",
            "--players",
            "easy,easy",
            "--seed",
            "3",
        ])
        .stdout(full)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    assert!(err.contains("cannot write"), "{err}");
}
