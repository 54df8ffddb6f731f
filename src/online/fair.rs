//! Fair deals, checkable: when a match starts the server publishes a
//! SHA-256 commitment to its seed (with a random salt, so the seed cannot be
//! found by trying them all); when it ends it reveals both, and anyone can
//! check that the seed matches and deals exactly the racks that were played.

use sha2::{Digest, Sha256};

use crate::rules::{Round, RuleSet, TileId, derive_seed};

/// The published commitment: hex SHA-256 of `tilemeld-deal:{seed}:{salt}`.
pub fn commitment(seed: u64, salt: &str) -> String {
    let digest = Sha256::digest(format!("tilemeld-deal:{seed}:{salt}").as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// Checks a revealed seed against the commitment and against the racks one
/// seat was dealt at the start of each round (in round order).
pub fn verify_deal(
    commitment_hex: &str,
    seed: u64,
    salt: &str,
    rules: &RuleSet,
    players: usize,
    seat: usize,
    dealt: &[Vec<TileId>],
) -> Result<(), String> {
    if commitment(seed, salt) != commitment_hex.trim().to_ascii_lowercase() {
        return Err("the seed and salt do not match the commitment".into());
    }
    if seat >= players {
        return Err(format!("there is no seat {seat} among {players}"));
    }
    for (r, rack) in dealt.iter().enumerate() {
        let round = Round::deal(derive_seed(seed, r as u64), players, rules);
        let mut want = round.seats[seat].rack.clone();
        let mut got = rack.clone();
        want.sort();
        got.sort();
        if want != got {
            return Err(format!(
                "round {}: the seed deals seat {seat} other tiles than were played",
                r + 1
            ));
        }
    }
    Ok(())
}
