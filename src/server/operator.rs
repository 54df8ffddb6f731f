//! `tilemeld fair-play`: the operator's fair-play report and actions, on
//! the store a server uses (SQLite or PostgreSQL). The report is one JSON
//! line per flag (`online::fair_play`); an action clears a player's flags,
//! marks an account (its games stop counting, it leaves the leaderboards,
//! its ratings are reset) or lifts the mark, and prints one JSON line.

use serde_json::json;

use super::hub::now_ms;
use super::open_store;
use crate::online::fair_play::{Review, report};

pub const USAGE: &str = "tilemeld fair-play --db tilemeld.sqlite|postgres://… [--days 30] \
[--clear PLAYER | --mark PLAYER | --unmark PLAYER]";

const DAY_MS: u64 = 24 * 3600 * 1000;

struct Options {
    db: String,
    days: u64,
    action: Option<(Review, String)>,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        db: String::new(),
        days: 30,
        action: None,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let value = it
            .next()
            .cloned()
            .ok_or_else(|| format!("{flag} needs a value"))?;
        let act = |review| -> Result<Option<(Review, String)>, String> {
            match &o.action {
                Some(_) => Err("one of --clear, --mark, --unmark at a time".into()),
                None => Ok(Some((review, value.clone()))),
            }
        };
        match flag.as_str() {
            "--db" => o.db = value,
            "--days" => o.days = value.parse().map_err(|_| "--days takes a number")?,
            "--clear" => o.action = act(Review::Clear)?,
            "--mark" => o.action = act(Review::Mark)?,
            "--unmark" => o.action = act(Review::Unmark)?,
            other => return Err(format!("unknown option {other}")),
        }
    }
    if o.db.is_empty() {
        return Err("--db is needed: the database the servers use".into());
    }
    Ok(o)
}

fn review_key(review: Review) -> &'static str {
    match review {
        Review::Clear => "clear",
        Review::Mark => "mark",
        Review::Unmark => "unmark",
    }
}

/// The command line's entry: returns the exit code.
pub fn main(args: &[String]) -> i32 {
    let o = match parse(args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("tilemeld fair-play: {e}\nusage: {USAGE}");
            return 2;
        }
    };
    let now = now_ms();
    let mut store = match open_store(&o.db, now) {
        Ok((store, _)) => store,
        Err(e) => {
            eprintln!("tilemeld fair-play: {e}");
            return 1;
        }
    };
    if let Some((review, player)) = o.action {
        return match store.review(&player, review, now) {
            Ok(true) => {
                println!("{}", json!({"player": player, "done": review_key(review)}));
                0
            }
            Ok(false) => {
                eprintln!("tilemeld fair-play: no player {player:?}");
                1
            }
            Err(e) => {
                eprintln!("tilemeld fair-play: {}", e.message);
                1
            }
        };
    }
    let since = now.saturating_sub(o.days.saturating_mul(DAY_MS));
    match store.fair_play_data(since) {
        Ok(data) => {
            for flag in report(&data) {
                println!("{}", serde_json::to_string(&flag).unwrap_or_default());
            }
            0
        }
        Err(e) => {
            eprintln!("tilemeld fair-play: {}", e.message);
            1
        }
    }
}
