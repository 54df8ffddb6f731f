//! `tilemeld simulate --games N --players hard,medium,easy,easy --seed S [--rules JSON] [--threads T] [--duplicate]`

use std::io::Write;

use crate::ai::Level;
use crate::ai::simulate::{Dealing, simulate};
use crate::cli::check_turn::rules_from;
use crate::rules::MAX_PLAYERS;

pub struct SimulateArgs {
    pub games: usize,
    pub players: Vec<Level>,
    pub seed: u64,
    pub rules: Option<serde_json::Value>,
    pub threads: usize,
    pub dealing: Dealing,
}

pub fn parse(args: &[String]) -> Result<SimulateArgs, String> {
    let mut out = SimulateArgs {
        games: 100,
        players: vec![Level::Hard, Level::Medium],
        seed: 1,
        rules: None,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        dealing: Dealing::Fresh,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or_else(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--duplicate" => out.dealing = Dealing::Rotated,
            "--games" => {
                out.games = value()?
                    .parse()
                    .map_err(|_| "--games takes a whole number".to_string())?;
            }
            "--seed" => {
                out.seed = value()?
                    .parse()
                    .map_err(|_| "--seed takes a whole number".to_string())?;
            }
            "--threads" => {
                out.threads = value()?
                    .parse()
                    .map_err(|_| "--threads takes a whole number".to_string())?;
            }
            "--players" => {
                out.players = value()?
                    .split(',')
                    .map(|k| {
                        Level::from_key(k).ok_or_else(|| {
                            format!("unknown level \"{k}\"; levels are easy, medium, hard, greedy, master")
                        })
                    })
                    .collect::<Result<_, _>>()?;
            }
            "--rules" => {
                let text = value()?;
                let v = if text.trim_start().starts_with('{') {
                    serde_json::from_str(text).map_err(|e| format!("--rules: {e}"))?
                } else {
                    serde_json::json!({ "preset": text })
                };
                out.rules = Some(v);
            }
            other => return Err(format!("unknown option {other}")),
        }
    }
    if !(2..=MAX_PLAYERS).contains(&out.players.len()) {
        return Err(format!("--players lists 2 to {MAX_PLAYERS} levels"));
    }
    if out.games == 0 || out.games > 10_000_000 {
        return Err("--games must be between 1 and 10000000".into());
    }
    Ok(out)
}

pub fn main(args: &[String]) -> i32 {
    let parsed = match parse(args) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("tilemeld simulate: {e}");
            return 2;
        }
    };
    let rules = match rules_from(parsed.rules.as_ref()) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("tilemeld simulate: {e}");
            return 2;
        }
    };
    if let Err(e) = rules.check_playable(parsed.players.len()) {
        eprintln!("tilemeld simulate: {e}");
        return 2;
    }
    let summary = simulate(
        &parsed.players,
        &rules,
        parsed.games,
        parsed.seed,
        parsed.threads,
        parsed.dealing,
    );
    let text = serde_json::to_string_pretty(&summary).expect("summary serialises");
    if let Err(e) = writeln!(std::io::stdout().lock(), "{text}") {
        eprintln!("tilemeld simulate: cannot write the summary: {e}");
        return 1;
    }
    i32::from(summary.panics > 0 || summary.invariant_violations > 0)
}
