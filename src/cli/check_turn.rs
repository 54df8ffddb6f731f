//! `tilemeld check-turn`: judges turns given as JSON lines.

use std::io::{self, BufRead, Write};

use serde::Deserialize;
use serde_json::{Value, json};

use super::json_lines::{error_json, parse_line, run};
use crate::rules::{RuleSet, Tile, TileId, validate_turn};

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CheckTurnInput {
    before: Vec<Vec<Tile>>,
    rack: Vec<Tile>,
    after: Vec<Vec<Tile>>,
    #[serde(default)]
    initial_meld_done: bool,
    #[serde(default)]
    rules: Option<Value>,
}

/// Rules from an optional `"rules"` object (a preset and/or overrides).
pub fn rules_from(value: Option<&Value>) -> Result<RuleSet, String> {
    match value {
        None | Some(Value::Null) => Ok(RuleSet::default()),
        Some(v) => RuleSet::from_json_overrides(v).map_err(|e| e.to_string()),
    }
}

/// Refuses tables and racks no box of tiles could produce, before any work.
pub fn check_sizes(what: &str, sets: &[Vec<Tile>]) -> Result<(), String> {
    if sets.len() > TileId::SPAN {
        return Err(format!(
            "\"{what}\" has {} sets; a table holds at most {} tiles",
            sets.len(),
            TileId::SPAN
        ));
    }
    let tiles: usize = sets.iter().map(Vec::len).sum();
    if tiles > TileId::SPAN {
        return Err(format!(
            "\"{what}\" has {tiles} tiles; there are only {} tiles in a game",
            TileId::SPAN
        ));
    }
    Ok(())
}

/// Answers one input line.
pub fn answer(line: &str) -> Value {
    let input: CheckTurnInput = match parse_line(line) {
        Ok(i) => i,
        Err(e) => return error_json(e),
    };
    let rules = match rules_from(input.rules.as_ref()) {
        Ok(r) => r,
        Err(e) => return error_json(e),
    };
    if let Err(e) = check_sizes("before", &input.before)
        .and_then(|_| check_sizes("after", &input.after))
        .and_then(|_| check_sizes("rack", std::slice::from_ref(&input.rack)))
    {
        return error_json(e);
    }
    match validate_turn(
        &input.before,
        &input.rack,
        &input.after,
        input.initial_meld_done,
        &rules,
    ) {
        Ok(_) => json!({ "legal": true }),
        Err(e) if e.is_input_error() => error_json(e.to_string()),
        Err(e) => json!({ "legal": false, "reason": e.code(), "message": e.to_string() }),
    }
}

pub fn main(input: impl BufRead, output: impl Write) -> io::Result<()> {
    run(input, output, answer)
}
