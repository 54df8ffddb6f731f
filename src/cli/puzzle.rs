//! `tilemeld puzzle [--date YYYY-MM-DD] [--level easy|medium|hard]`: a day's
//! puzzle as one JSON object (the same date and level print the same bytes).

use std::io::Write;

use crate::puzzles::{Date, PuzzleLevel, daily};

#[derive(Debug, PartialEq, Eq)]
pub struct PuzzleArgs {
    pub date: Option<Date>,
    pub level: PuzzleLevel,
}

pub fn parse(args: &[String]) -> Result<PuzzleArgs, String> {
    let mut out = PuzzleArgs {
        date: None,
        level: PuzzleLevel::Easy,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let value = it.next().ok_or_else(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--date" => out.date = Some(value?.parse()?),
            "--level" => out.level = value?.parse()?,
            other => {
                return Err(format!(
                    "unknown option {other}; options are --date and --level"
                ));
            }
        }
    }
    Ok(out)
}

/// Today, by the clock of this machine (UTC).
pub fn today() -> Date {
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    Date::from_unix_seconds(seconds)
}

pub fn main(args: &[String]) -> i32 {
    let args = match parse(args) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("tilemeld puzzle: {e}");
            return 2;
        }
    };
    let date = args.date.unwrap_or_else(today);
    let puzzle = match daily(date, args.level) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("tilemeld puzzle: {e}");
            return 1;
        }
    };
    let text = serde_json::to_string(&puzzle).expect("a puzzle serialises");
    let mut out = std::io::stdout().lock();
    match writeln!(out, "{text}").and_then(|_| out.flush()) {
        Ok(()) => 0,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => 0,
        Err(e) => {
            eprintln!("tilemeld puzzle: cannot write the puzzle: {e}");
            1
        }
    }
}
