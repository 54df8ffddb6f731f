//! The worked examples of the rule texts, as table-driven regression files
//! in `tests/data/`: every set and every manipulation the seeds show.

use serde_json::Value;
use tilemeld::cli::check_turn;
use tilemeld::rules::{RuleSet, Tile, analyze_meld, arrange_meld};

fn lines(path: &str) -> Vec<Value> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .enumerate()
        .map(|(i, l)| serde_json::from_str(l).unwrap_or_else(|e| panic!("{path}:{}: {e}", i + 1)))
        .collect()
}

fn tiles(v: &Value) -> Vec<Tile> {
    serde_json::from_value(v.clone()).expect("tile list")
}

#[test]
fn meld_examples() {
    let cases = lines("tests/data/melds.jsonl");
    assert!(cases.len() >= 30);
    let mut failures = Vec::new();
    for case in &cases {
        let name = case["name"].as_str().unwrap();
        let rules = match case.get("rules") {
            Some(r) => RuleSet::from_json_overrides(r).unwrap(),
            None => RuleSet::default(),
        };
        let set = tiles(&case["set"]);
        let got = analyze_meld(&set, &rules);
        let want_valid = case["valid"].as_bool().unwrap();
        match (&got, want_valid) {
            (Ok(shape), true) => {
                if let Some(value) = case.get("value")
                    && shape.value() as u64 != value.as_u64().unwrap()
                {
                    failures.push(format!("{name}: value {} not {value}", shape.value()));
                }
                if let Some(order) = case.get("order") {
                    let arranged = arrange_meld(&set, |t| t, &rules).unwrap();
                    if arranged != tiles(order) {
                        failures.push(format!("{name}: order {arranged:?} not {order}"));
                    }
                }
            }
            (Err(e), false) => {
                if e.code() != case["reason"].as_str().unwrap() {
                    failures.push(format!(
                        "{name}: reason {} ({e}) not {}",
                        e.code(),
                        case["reason"]
                    ));
                }
            }
            (got, _) => failures.push(format!("{name}: got {got:?}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn turn_examples() {
    let cases = lines("tests/data/turns.jsonl");
    assert!(cases.len() >= 55);
    let mut failures = Vec::new();
    for case in &cases {
        let name = case["name"].as_str().unwrap();
        let answer = check_turn::answer(&case["case"].to_string());
        let expect = &case["expect"];
        let ok = if expect.get("error").is_some() {
            answer.get("error").is_some()
        } else {
            answer["legal"] == expect["legal"]
                && expect.get("reason").is_none_or(|r| answer["reason"] == *r)
                && (answer["legal"] == true
                    || answer["message"].as_str().is_some_and(|m| m.len() > 20))
        };
        if !ok {
            failures.push(format!("{name}: expected {expect}, got {answer}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
