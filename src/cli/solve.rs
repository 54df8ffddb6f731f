//! `tilemeld solve`: the best play for positions given as JSON lines.

use std::io::{self, BufRead, Write};

use serde::Deserialize;
use serde_json::{Value, json};

use super::check_turn::{check_sizes, rules_from};
use super::json_lines::{error_json, parse_line, run};
use crate::ai::{Objective, solve};
use crate::rules::Tile;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SolveInput {
    rack: Vec<Tile>,
    #[serde(default)]
    table: Vec<Vec<Tile>>,
    #[serde(default)]
    initial_meld_done: bool,
    #[serde(default)]
    objective: Objective,
    #[serde(default)]
    rules: Option<Value>,
}

/// Answers one input line.
pub fn answer(line: &str) -> Value {
    let input: SolveInput = match parse_line(line) {
        Ok(i) => i,
        Err(e) => return error_json(e),
    };
    let rules = match rules_from(input.rules.as_ref()) {
        Ok(r) => r,
        Err(e) => return error_json(e),
    };
    if let Err(e) = check_sizes("table", &input.table)
        .and_then(|_| check_sizes("rack", std::slice::from_ref(&input.rack)))
    {
        return error_json(e);
    }
    let started = std::time::Instant::now();
    match solve(
        &input.rack,
        &input.table,
        input.initial_meld_done,
        &rules,
        input.objective,
    ) {
        Ok(s) => json!({
            "tiles_played": s.tiles_played,
            "value_played": s.value_played,
            "played": s.played,
            "table": s.table,
            "micros": started.elapsed().as_micros() as u64,
        }),
        Err(e) => error_json(e.to_string()),
    }
}

pub fn main(input: impl BufRead, output: impl Write) -> io::Result<()> {
    run(input, output, answer)
}
