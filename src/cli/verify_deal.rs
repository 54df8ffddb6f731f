//! `tilemeld verify-deal FILE`: checks an online match's deal. The file
//! holds what a player saw: the commitment published at the start, the
//! seed and salt revealed at the end, the rules, the number of players,
//! their seat, and the rack they were dealt each round (tile ids, as the
//! server sent them). Prints `{"fair":true}`, or `{"fair":false,"reason":…}`
//! and exits 1.

use serde::Deserialize;
use serde_json::json;

use crate::online::fair::verify_deal;
use crate::rules::{MAX_PLAYERS, RuleSet, TileId};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Deal {
    commitment: String,
    seed: u64,
    salt: String,
    rules: RuleSet,
    players: usize,
    seat: usize,
    dealt: Vec<Vec<TileId>>,
}

pub fn main(args: &[String]) -> i32 {
    let [path] = args else {
        eprintln!("tilemeld verify-deal: give one file: tilemeld verify-deal FILE");
        return 2;
    };
    let deal = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read it: {e}"))
        .and_then(|t| serde_json::from_str::<Deal>(&t).map_err(|e| format!("not a deal: {e}")));
    let deal = match deal {
        Ok(d) => d,
        Err(e) => {
            eprintln!("tilemeld verify-deal: {path}: {e}");
            return 2;
        }
    };
    if let Some(t) = deal
        .dealt
        .iter()
        .flatten()
        .find(|t| t.0 as usize >= TileId::SPAN)
    {
        eprintln!("tilemeld verify-deal: {path}: there is no tile {}", t.0);
        return 2;
    }
    if !(2..=MAX_PLAYERS).contains(&deal.players) {
        eprintln!("tilemeld verify-deal: {path}: a match has 2 to {MAX_PLAYERS} players");
        return 2;
    }
    match verify_deal(
        &deal.commitment,
        deal.seed,
        &deal.salt,
        &deal.rules,
        deal.players,
        deal.seat,
        &deal.dealt,
    ) {
        Ok(()) => {
            println!("{}", json!({"fair": true}));
            0
        }
        Err(reason) => {
            println!("{}", json!({"fair": false, "reason": reason}));
            1
        }
    }
}
