//! `tilemeld replay FILE`: checks a match file (the rules replay its whole
//! log from its seed) and prints each round's result as a JSON line, then
//! the match's.

use std::io::Write;

use serde_json::json;

use crate::record::{MAX_BYTES, MatchRecord};

pub fn main(args: &[String]) -> i32 {
    let [path] = args else {
        eprintln!("tilemeld replay: give one match file: tilemeld replay FILE");
        return 2;
    };
    match check(path) {
        Ok(lines) => {
            let mut out = std::io::stdout().lock();
            for line in lines {
                if let Err(e) = writeln!(out, "{line}") {
                    if e.kind() == std::io::ErrorKind::BrokenPipe {
                        return 0;
                    }
                    eprintln!("tilemeld replay: cannot write: {e}");
                    return 1;
                }
            }
            0
        }
        Err(e) => {
            eprintln!("tilemeld replay: {path}: {e}");
            1
        }
    }
}

/// The lines to print for a match file, or why it is not a good one.
pub fn check(path: &str) -> Result<Vec<serde_json::Value>, String> {
    let size = std::fs::metadata(path)
        .map_err(|e| format!("cannot read it: {e}"))?
        .len();
    if size > MAX_BYTES as u64 {
        return Err(format!(
            "the file is {size} bytes; a match file is at most {MAX_BYTES}"
        ));
    }
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read it: {e}"))?;
    let record = MatchRecord::from_json(&text)?;
    let game = record.replay()?;
    let mut lines = record.round_lines(&game);
    lines.push(json!({
        "match": if game.is_over() { "over" } else { "unfinished" },
        "actions": record.actions.len(),
        "rounds": game.history.len(),
        "winners": record.winners(&game),
        "totals": record
            .seats
            .iter()
            .zip(&game.totals)
            .map(|(s, t)| (s.name.clone(), json!(t)))
            .collect::<serde_json::Map<_, _>>(),
    }));
    Ok(lines)
}
