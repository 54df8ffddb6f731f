//! Ratings by finishing place: Weng-Lin (the OpenSkill model), from the
//! `skillratings` crate, one rating per player per rules family. Players
//! are rated among themselves only: a computer at the table neither gives
//! nor takes rating. A player who left a match (a computer played their
//! seat on) finishes last, whatever the seat's stand-in then did, and the
//! others are ranked among themselves as they finished, so nobody loses
//! rating to a leaver's stand-in.

use serde::{Deserialize, Serialize};
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

/// A rating is provisional for a player's first games, and while the
/// model is still unsure of it.
pub const PROVISIONAL_GAMES: u32 = 10;
pub const PROVISIONAL_SIGMA: f64 = 5.0;

/// A player's rating in one rules family.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The model's estimate of skill (25 for a new player).
    pub mu: f64,
    /// How unsure it is (25/3 for a new player).
    pub sigma: f64,
    /// Rated matches played.
    pub games: u32,
}

impl Default for Rating {
    fn default() -> Rating {
        let new = WengLinRating::new();
        Rating {
            mu: new.rating,
            sigma: new.uncertainty,
            games: 0,
        }
    }
}

impl Rating {
    pub fn provisional(&self) -> bool {
        self.games < PROVISIONAL_GAMES || self.sigma > PROVISIONAL_SIGMA
    }

    /// The number players see: a new player shows 1500.
    pub fn shown(&self) -> i32 {
        (self.mu * 60.0).round() as i32
    }

    fn model(self) -> WengLinRating {
        WengLinRating {
            rating: self.mu,
            uncertainty: self.sigma,
        }
    }
}

/// A seat at a match's end, as far as rating goes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Finish {
    /// A player: their rating before the match, their place (1 is first;
    /// tied seats share a place), and whether they left before the end.
    Player {
        rating: Rating,
        place: usize,
        left: bool,
    },
    /// A computer's seat (from the start, not a stand-in for a leaver).
    Computer,
}

/// Each seat's rating after the match: `None` for a computer, and for
/// every seat when fewer than two players sat at the table.
pub fn rate(seats: &[Finish]) -> Vec<Option<Rating>> {
    let players: Vec<(usize, Rating, usize)> = seats
        .iter()
        .enumerate()
        .filter_map(|(i, f)| match *f {
            Finish::Player {
                rating,
                place,
                left,
            } => Some((i, rating, if left { usize::MAX } else { place })),
            Finish::Computer => None,
        })
        .collect();
    let mut out = vec![None; seats.len()];
    if players.len() < 2 {
        return out;
    }
    // Ranks among the players only: 1, 2, ... with ties shared, leavers
    // together after everyone who stayed.
    let mut places: Vec<usize> = players.iter().map(|p| p.2).collect();
    places.sort_unstable();
    places.dedup();
    let rank = |place: usize| places.iter().position(|&p| p == place).unwrap_or(0) + 1;
    let teams: Vec<[WengLinRating; 1]> = players.iter().map(|p| [p.1.model()]).collect();
    let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(&players)
        .map(|(team, p)| (&team[..], MultiTeamOutcome::new(rank(p.2))))
        .collect();
    let rated = weng_lin_multi_team(&input, &WengLinConfig::new());
    for ((i, before, _), after) in players.iter().zip(rated) {
        if let Some(after) = after.first() {
            out[*i] = Some(Rating {
                mu: after.rating,
                sigma: after.uncertainty,
                games: before.games + 1,
            });
        }
    }
    out
}

/// A player's seat in a rated match: who, and where they finished.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placed {
    pub player: String,
    /// 1 is first; tied seats share a place.
    pub place: usize,
    /// They left before the end (a computer played the seat on).
    pub left: bool,
    /// They made enough moves of their own (`room::Moved::took_part`).
    pub took_part: bool,
    /// Where they played from (`counts::address_key`).
    pub address: String,
}

/// One seat's rating before and after a match.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct RatingChange {
    pub before: Rating,
    pub after: Rating,
}

impl RatingChange {
    /// The change in the number players see.
    pub fn shown_change(&self) -> i32 {
        self.after.shown() - self.before.shown()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(place: usize) -> Finish {
        Finish::Player {
            rating: Rating::default(),
            place,
            left: false,
        }
    }

    fn mu(r: &[Option<Rating>], i: usize) -> f64 {
        r[i].expect("rated").mu
    }

    #[test]
    fn the_winner_gains_and_the_last_loses() {
        let r = rate(&[player(2), player(1), player(3)]);
        assert!(mu(&r, 1) > 25.0 && mu(&r, 0) < mu(&r, 1) && mu(&r, 2) < 25.0);
        assert!(r.iter().all(|x| x.unwrap().games == 1));
        assert!(
            r.iter().all(|x| x.unwrap().sigma < 25.0 / 3.0),
            "surer after a game"
        );
        assert!(r[0].unwrap().provisional());
    }

    #[test]
    fn computers_neither_give_nor_take() {
        // Beaten by two computers, the player still beat the other player:
        // the same change as if the computers had not been there.
        let with = rate(&[Finish::Computer, player(2), Finish::Computer, player(3)]);
        let without = rate(&[player(1), player(2)]);
        assert_eq!(with[0], None);
        assert_eq!(with[2], None);
        assert_eq!(with[1], without[0]);
        assert_eq!(with[3], without[1]);
        // Alone with computers, nothing changes.
        assert_eq!(rate(&[player(1), Finish::Computer]), vec![None, None]);
    }

    #[test]
    fn a_leaver_is_last_and_the_others_are_not_punished() {
        // The leaver's stand-in went on to win (place 1); the leaver still
        // finishes last, and the two who stayed are rated as first and
        // second between themselves.
        let leaver = Finish::Player {
            rating: Rating::default(),
            place: 1,
            left: true,
        };
        let r = rate(&[leaver, player(2), player(3)]);
        let fair = rate(&[player(3), player(1), player(2)]);
        assert_eq!(r, fair);
        assert!(mu(&r, 0) < 25.0);
        assert!(mu(&r, 1) > 25.0);
    }

    #[test]
    fn ties_share_a_rank() {
        let r = rate(&[player(1), player(1)]);
        assert!((mu(&r, 0) - mu(&r, 1)).abs() < 1e-9);
        assert!((mu(&r, 0) - 25.0).abs() < 1e-6);
    }

    #[test]
    fn a_rating_stops_being_provisional() {
        let mut a = Rating::default();
        let mut b = Rating::default();
        for game in 0..30 {
            let places = if game % 3 == 0 { (2, 1) } else { (1, 2) };
            let r = rate(&[
                Finish::Player {
                    rating: a,
                    place: places.0,
                    left: false,
                },
                Finish::Player {
                    rating: b,
                    place: places.1,
                    left: false,
                },
            ]);
            a = r[0].unwrap();
            b = r[1].unwrap();
        }
        assert_eq!(a.games, 30);
        assert!(!a.provisional(), "{a:?}");
        assert!(a.shown() > b.shown());
    }
}
