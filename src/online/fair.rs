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

/// Why a revealed deal does not check out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DealProblem {
    /// The seed and salt are not the ones committed to.
    Commitment,
    /// There is no such seat.
    Seat,
    /// The seed deals this round (0 is the first) other tiles to the seat.
    Rack { round: u32 },
}

impl std::fmt::Display for DealProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DealProblem::Commitment => write!(f, "the seed and salt do not match the commitment"),
            DealProblem::Seat => write!(f, "there is no such seat"),
            DealProblem::Rack { round } => write!(
                f,
                "round {}: the seed deals the seat other tiles than were played",
                round + 1
            ),
        }
    }
}

/// A deal as one seat saw it: the commitment published when the match
/// began, and the racks it was dealt in the rounds it saw begin (by round,
/// 0 the first; tile ids, as the server sent them).
#[derive(Debug, Clone, Copy)]
pub struct SeenDeal<'a> {
    pub commitment: &'a str,
    pub rules: &'a RuleSet,
    pub players: usize,
    pub seat: usize,
    pub dealt: &'a [(u32, Vec<TileId>)],
}

/// Checks a revealed seed and salt against a deal as a seat saw it: the
/// commitment, then each rack seen dealt, re-derived from the seed.
pub fn check_seen(seen: &SeenDeal, seed: u64, salt: &str) -> Result<(), DealProblem> {
    if commitment(seed, salt) != seen.commitment.trim().to_ascii_lowercase() {
        return Err(DealProblem::Commitment);
    }
    if seen.seat >= seen.players {
        return Err(DealProblem::Seat);
    }
    for (round, rack) in seen.dealt {
        let dealt = Round::deal(
            derive_seed(seed, u64::from(*round)),
            seen.players,
            seen.rules,
        );
        let mut want = dealt.seats[seen.seat].rack.clone();
        let mut got = rack.clone();
        want.sort();
        got.sort();
        if want != got {
            return Err(DealProblem::Rack { round: *round });
        }
    }
    Ok(())
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
    let dealt: Vec<(u32, Vec<TileId>)> = (0..).zip(dealt.iter().cloned()).collect();
    let seen = SeenDeal {
        commitment: commitment_hex,
        rules,
        players,
        seat,
        dealt: &dealt,
    };
    check_seen(&seen, seed, salt).map_err(|p| match p {
        DealProblem::Seat => format!("there is no seat {seat} among {players}"),
        other => other.to_string(),
    })
}
