//! What a rated match counts for, so that a rating cannot be bought:
//!
//! - Players are rated among themselves only: computers, and the
//!   computers that stand in for a player, neither give nor take rating
//!   (`rating::rate`).
//! - A player who did not take part (fewer than [`Moved::ENOUGH`](crate::online::room::Moved::ENOUGH) moves of
//!   their own, and not there at the end: they left, or let the clock and
//!   the stand-in play) finishes last and loses as a leaver does. The
//!   others gain at most [`ABSENT_GAIN_CAP`] from beating them: a second
//!   identity that leaves at once is worth almost nothing.
//! - A player's result against the same opponent counts at most once in
//!   [`PAIR_EVERY_MS`], and against players from their own network address
//!   at most once in that time, whoever they are: rematches between two
//!   identities, or identities made on one machine, cannot be farmed.
//! - A provisional player's rating moves at most [`PROVISIONAL_SWING`] in
//!   one match.
//!
//! Pure: the stores read each player's counted meetings of the last
//! [`PAIR_EVERY_MS`] and write what [`judge`] returns, in the transaction
//! that rates the match.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::rating::{Finish, Rating, rate};

/// How long a pair's result (or a player's result against their own
/// address) counts only once.
pub const PAIR_EVERY_MS: u64 = 6 * 3600 * 1000;
/// The most a player's rating (μ) rises for beating players who did not
/// take part: 3 points as shown.
pub const ABSENT_GAIN_CAP: f64 = 0.05;
/// The most a provisional player's rating (μ) moves in one match: 90
/// points as shown.
pub const PROVISIONAL_SWING: f64 = 1.5;

/// A network address as kept with a rated seat: hashed, so the store
/// holds no address as such (an IPv4 address's hash can still be found by
/// trying them all: the store is personal data all the same).
pub fn address_key(address: &str) -> String {
    let digest = Sha256::digest(format!("tilemeld-address:{address}").as_bytes());
    digest[..8].iter().map(|b| format!("{b:02x}")).collect()
}

/// A player at a rated match's end.
#[derive(Debug, Clone, PartialEq)]
pub struct Entrant {
    pub player: String,
    pub rating: Rating,
    /// 1 is first; tied seats share a place.
    pub place: usize,
    /// They left (or a computer was playing their seat at the end).
    pub left: bool,
    pub took_part: bool,
    /// Where they played from ([`address_key`]).
    pub address: String,
}

/// One opponent a player's result counted against.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Met {
    pub player: String,
    /// From the player's own address.
    pub same_address: bool,
}

/// A player's rating after the match, and whom it counted against (none:
/// the match did not count for them, and their rating is as before).
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome {
    pub after: Rating,
    pub counted: Vec<Met>,
}

/// Each seat's outcome (`None` for a computer's seat). `history` holds,
/// for each player, whom their results counted against in the last
/// [`PAIR_EVERY_MS`].
pub fn judge(
    seats: &[Option<Entrant>],
    history: &HashMap<String, Vec<Met>>,
) -> Vec<Option<Outcome>> {
    let players: Vec<(usize, &Entrant)> = seats
        .iter()
        .enumerate()
        .filter_map(|(i, s)| Some((i, s.as_ref()?)))
        .collect();
    let mut out = vec![None; seats.len()];
    // Alone with computers, a player is not rated at all.
    if players.len() < 2 {
        return out;
    }
    for &(i, me) in &players {
        let others: Vec<&Entrant> = players
            .iter()
            .filter(|&&(j, _)| j != i)
            .map(|&(_, e)| e)
            .collect();
        let seen = history.get(&me.player).map_or(&[][..], Vec::as_slice);
        let outcome = if me.took_part {
            present(me, &others, seen)
        } else {
            absent(me, &others)
        };
        out[i] = Some(bounded(me.rating, outcome));
    }
    out
}

/// The opponents a present player's result counts against: not one
/// already counted in the window, and at most one from their own address
/// (none if one already counted).
fn counting<'a>(me: &Entrant, others: &[&'a Entrant], seen: &[Met]) -> Vec<&'a Entrant> {
    let mut own_address = seen.iter().any(|m| m.same_address);
    let mut chosen = Vec::new();
    for &o in others {
        if seen.iter().any(|m| m.player == o.player) {
            continue;
        }
        if o.address == me.address {
            if own_address {
                continue;
            }
            own_address = true;
        }
        chosen.push(o);
    }
    chosen
}

/// Weng-Lin among `me` and `others` only; `me`'s rating after.
fn among(me: &Entrant, others: &[&Entrant]) -> Rating {
    let finish = |e: &Entrant| Finish::Player {
        rating: e.rating,
        place: e.place,
        left: e.left || !e.took_part,
    };
    let finishes: Vec<Finish> = std::iter::once(finish(me))
        .chain(others.iter().map(|o| finish(o)))
        .collect();
    rate(&finishes)[0].unwrap_or(me.rating)
}

fn met(me: &Entrant, others: &[&Entrant]) -> Vec<Met> {
    others
        .iter()
        .map(|o| Met {
            player: o.player.clone(),
            same_address: o.address == me.address,
        })
        .collect()
}

fn present(me: &Entrant, others: &[&Entrant], seen: &[Met]) -> Outcome {
    let counted = counting(me, others, seen);
    if counted.is_empty() {
        return Outcome {
            after: me.rating,
            counted: Vec::new(),
        };
    }
    let (there, gone): (Vec<&Entrant>, Vec<&Entrant>) = counted.iter().partition(|o| o.took_part);
    let base = if there.is_empty() {
        me.rating
    } else {
        among(me, &there)
    };
    let mut after = base;
    if !gone.is_empty() {
        let full = among(me, &counted);
        after.mu += (full.mu - base.mu).min(ABSENT_GAIN_CAP);
    }
    after.games = me.rating.games + 1;
    Outcome {
        after,
        counted: met(me, &counted),
    }
}

/// A player who did not take part loses to everyone at the table, as a
/// leaver does; nothing limits what that costs them.
fn absent(me: &Entrant, others: &[&Entrant]) -> Outcome {
    if others.is_empty() {
        return Outcome {
            after: me.rating,
            counted: Vec::new(),
        };
    }
    Outcome {
        after: among(me, others),
        counted: met(me, others),
    }
}

/// A provisional player's change, cut to [`PROVISIONAL_SWING`].
fn bounded(before: Rating, mut outcome: Outcome) -> Outcome {
    if before.provisional() {
        let change = (outcome.after.mu - before.mu).clamp(-PROVISIONAL_SWING, PROVISIONAL_SWING);
        outcome.after.mu = before.mu + change;
    }
    outcome
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entrant(player: &str, place: usize, took_part: bool, address: &str) -> Entrant {
        Entrant {
            player: player.into(),
            rating: Rating::default(),
            place,
            left: !took_part,
            took_part,
            address: address.into(),
        }
    }

    fn shown_change(o: &Option<Outcome>) -> i32 {
        o.as_ref().unwrap().after.shown() - Rating::default().shown()
    }

    #[test]
    fn beating_a_player_who_never_took_part_is_worth_almost_nothing() {
        let seats = [
            Some(entrant("stayer", 2, true, "a")),
            Some(entrant("leaver", 1, false, "b")),
        ];
        let out = judge(&seats, &HashMap::new());
        let gain = shown_change(&out[0]);
        assert!((1..=3).contains(&gain), "{gain}");
        assert!(shown_change(&out[1]) < -50, "the leaver pays");
        assert_eq!(out[0].as_ref().unwrap().after.games, 1);
    }

    #[test]
    fn a_pair_counts_once_in_a_while_and_an_address_once() {
        let seats = [
            Some(entrant("ann", 1, true, "a")),
            Some(entrant("bo", 2, true, "b")),
        ];
        let fresh = judge(&seats, &HashMap::new());
        assert!(shown_change(&fresh[0]) > 50);
        let mut history = HashMap::new();
        history.insert("ann".to_string(), fresh[0].clone().unwrap().counted);
        history.insert("bo".to_string(), fresh[1].clone().unwrap().counted);
        let again = judge(&seats, &history);
        assert_eq!(shown_change(&again[0]), 0);
        assert_eq!(shown_change(&again[1]), 0);
        assert!(again[0].as_ref().unwrap().counted.is_empty());
        assert_eq!(again[0].as_ref().unwrap().after.games, 0);

        // Three identities on one address: one of them counts, once.
        let socks = [
            Some(entrant("main", 1, true, "x")),
            Some(entrant("sock1", 2, true, "x")),
            Some(entrant("sock2", 3, true, "x")),
        ];
        let out = judge(&socks, &HashMap::new());
        assert_eq!(out[0].as_ref().unwrap().counted.len(), 1);
        let mut history = HashMap::new();
        history.insert("main".to_string(), out[0].clone().unwrap().counted);
        let later = [
            Some(entrant("main", 1, true, "x")),
            Some(entrant("sock3", 2, true, "x")),
        ];
        assert_eq!(shown_change(&judge(&later, &history)[0]), 0);
    }

    #[test]
    fn honest_players_are_rated_as_weng_lin_rates_them() {
        let seats = [
            Some(entrant("ann", 2, true, "a")),
            Some(entrant("bo", 1, true, "b")),
            None,
            Some(entrant("cy", 3, true, "c")),
        ];
        let out = judge(&seats, &HashMap::new());
        let plain = rate(&[
            Finish::Player {
                rating: Rating::default(),
                place: 2,
                left: false,
            },
            Finish::Player {
                rating: Rating::default(),
                place: 1,
                left: false,
            },
            Finish::Player {
                rating: Rating::default(),
                place: 3,
                left: false,
            },
        ]);
        // Bounded for a provisional player, as the plain model is not.
        for (o, p) in [
            (&out[0], plain[0]),
            (&out[1], plain[1]),
            (&out[3], plain[2]),
        ] {
            let (o, p) = (o.as_ref().unwrap().after, p.unwrap());
            let want = 25.0 + (p.mu - 25.0).clamp(-PROVISIONAL_SWING, PROVISIONAL_SWING);
            assert!((o.mu - want).abs() < 1e-9, "{o:?} {p:?}");
            assert!((o.sigma - p.sigma).abs() < 1e-9);
        }
        assert_eq!(out[2], None);
    }
}
