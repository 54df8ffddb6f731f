//! The operator's fair-play report, worked out from what the store keeps:
//!
//! - **Solver-assisted play.** A player whose share of hard turns played
//!   best (`audit`) stays far above their peers' (real players of about
//!   their rating under the same rules) over at least
//!   [`MIN_HARD_TURNS`] turns: at least [`MARGIN`] above, and
//!   [`MIN_Z`] standard errors.
//! - **Pairs.** Two players who met at least [`MIN_MEETINGS`] times, and
//!   either meet unusually often ([`OFTEN`] times what random pairing among
//!   the players seen would give), or one always beats the other ([`ONE_SIDED`] of their meetings
//!   or more) though against everyone else the winner does no better than
//!   the loser: soft play, or a second identity feeding the first.
//!
//! Nothing here acts on its own: the report names the players and the
//! games to look at; an operator clears a flag or marks an account.

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;

use super::audit::TurnFigures;
use super::rating::Rating;

/// Hard turns a player needs before their agreement is judged.
pub const MIN_HARD_TURNS: u32 = 30;
/// Hard turns a peer needs to be counted among the peers.
pub const MIN_PEER_TURNS: u32 = 10;
/// How far (as shown) a peer's rating may be from the player's.
pub const PEER_BAND: i32 = 200;
/// Peers needed in the band; with fewer, every player under the rules is
/// a peer.
pub const MIN_PEERS: usize = 3;
/// How far above the peers' share a flagged player's share is, at least.
pub const MARGIN: f64 = 0.25;
/// And by how many standard errors.
pub const MIN_Z: f64 = 4.0;
/// Meetings of a pair before it is judged.
pub const MIN_MEETINGS: u32 = 8;
/// A pair meets unusually often at this many times what random pairing
/// among the players seen would give.
pub const OFTEN: f64 = 4.0;
/// The share of their meetings one of a pair wins to be one-sided.
pub const ONE_SIDED: f64 = 0.9;
/// Pairings with others a player needs for their other results to say
/// anything.
pub const MIN_OTHER_PAIRINGS: u32 = 3;

/// One player's audited figures in one match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FiguresRow {
    pub player: String,
    pub family: String,
    pub code: String,
    pub number: u32,
    pub figures: TurnFigures,
    /// When the figures last changed.
    pub at: u64,
}

/// One rated seat's result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultRow {
    pub code: String,
    pub number: u32,
    pub player: String,
    pub family: String,
    pub place: usize,
    pub at: u64,
}

/// An operator's word on a player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Review {
    /// Looked at: nothing before now flags them again.
    Clear,
    /// Their games stop counting: they leave the leaderboard, their
    /// ratings are reset, and no match rates them.
    Mark,
    /// The mark lifted (the ratings stay reset).
    Unmark,
}

/// A player's standing with the operator.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Standing {
    /// Flags count only what came after this (a cleared flag).
    pub cleared_at: u64,
    pub marked: bool,
}

/// What the report reads from the store.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct FairPlayData {
    pub figures: Vec<FiguresRow>,
    pub results: Vec<ResultRow>,
    /// By player and family.
    pub ratings: HashMap<(String, String), Rating>,
    pub names: HashMap<String, String>,
    pub standings: HashMap<String, Standing>,
}

/// A game to look at.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GameRef {
    pub code: String,
    pub game: u32,
    pub hard_turns: u32,
    pub best_found: u32,
}

/// One line of the report.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "flag", rename_all = "snake_case")]
pub enum Flag {
    /// Solver-assisted play.
    Solver {
        player: String,
        name: String,
        family: String,
        rating: i32,
        hard_turns: u32,
        best_found: u32,
        agreement: f64,
        peers: usize,
        peers_agreement: f64,
        z: f64,
        /// Best plays found in under `audit::FAST_MS`.
        fast_best: u32,
        mean_think_ms: u64,
        games: Vec<GameRef>,
    },
    /// Two players whose meetings look arranged.
    Pair {
        player: String,
        name: String,
        other: String,
        other_name: String,
        meetings: u32,
        /// Of their meetings, the ones `player` finished ahead.
        player_ahead: u32,
        player_matches: u32,
        other_matches: u32,
        /// Each one's share of pairings won against everyone else.
        player_elsewhere: Option<f64>,
        other_elsewhere: Option<f64>,
        often: bool,
        one_sided: bool,
        games: Vec<String>,
    },
}

/// The report: every flag, players first, by the strength of the case.
pub fn report(data: &FairPlayData) -> Vec<Flag> {
    let mut flags = solver_flags(data);
    flags.extend(pair_flags(data));
    flags
}

fn name(data: &FairPlayData, player: &str) -> String {
    data.names.get(player).cloned().unwrap_or_default()
}

fn standing(data: &FairPlayData, player: &str) -> Standing {
    data.standings.get(player).copied().unwrap_or_default()
}

/// Each (player, family)'s figures since their flag was last cleared.
fn totals(data: &FairPlayData) -> BTreeMap<(String, String), (TurnFigures, Vec<&FiguresRow>)> {
    let mut totals: BTreeMap<(String, String), (TurnFigures, Vec<&FiguresRow>)> = BTreeMap::new();
    for row in &data.figures {
        let s = standing(data, &row.player);
        if s.marked || row.at <= s.cleared_at {
            continue;
        }
        let entry = totals
            .entry((row.player.clone(), row.family.clone()))
            .or_default();
        entry.0.add(&row.figures);
        entry.1.push(row);
    }
    totals
}

fn solver_flags(data: &FairPlayData) -> Vec<Flag> {
    let totals = totals(data);
    let shown = |p: &str, f: &str| {
        data.ratings
            .get(&(p.to_string(), f.to_string()))
            .copied()
            .unwrap_or_default()
            .shown()
    };
    let mut flags = Vec::new();
    for ((player, family), (mine, rows)) in &totals {
        if mine.hard_turns < MIN_HARD_TURNS {
            continue;
        }
        let rating = shown(player, family);
        let others = totals.iter().filter(|((p, f), (t, _))| {
            p != player && f == family && t.hard_turns >= MIN_PEER_TURNS
        });
        let near: Vec<&TurnFigures> = others
            .clone()
            .filter(|((p, f), _)| (shown(p, f) - rating).abs() <= PEER_BAND)
            .map(|(_, (t, _))| t)
            .collect();
        let peers: Vec<&TurnFigures> = if near.len() >= MIN_PEERS {
            near
        } else {
            others.map(|(_, (t, _))| t).collect()
        };
        if peers.is_empty() {
            continue;
        }
        let mut pooled = TurnFigures::default();
        peers.iter().for_each(|t| pooled.add(t));
        let p0 = pooled.agreement().clamp(0.02, 0.98);
        let n = f64::from(mine.hard_turns);
        let z = (f64::from(mine.best_found) - n * p0) / (n * p0 * (1.0 - p0)).sqrt();
        if mine.agreement() - pooled.agreement() < MARGIN || z < MIN_Z {
            continue;
        }
        let mut games: Vec<GameRef> = rows
            .iter()
            .map(|r| GameRef {
                code: r.code.clone(),
                game: r.number,
                hard_turns: r.figures.hard_turns,
                best_found: r.figures.best_found,
            })
            .collect();
        games.sort_by_key(|g| std::cmp::Reverse((g.best_found, g.hard_turns)));
        games.truncate(5);
        flags.push(Flag::Solver {
            player: player.clone(),
            name: name(data, player),
            family: family.clone(),
            rating,
            hard_turns: mine.hard_turns,
            best_found: mine.best_found,
            agreement: round3(mine.agreement()),
            peers: peers.len(),
            peers_agreement: round3(pooled.agreement()),
            z: round3(z),
            fast_best: mine.fast_best,
            mean_think_ms: mine.think_ms / u64::from(mine.hard_turns),
            games,
        });
    }
    flags
}

fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

/// What the results say of each pair and each player.
#[derive(Default)]
struct Meetings {
    /// By (a, b) with a < b: meetings, a ahead, the games.
    pairs: BTreeMap<(String, String), (u32, u32, Vec<String>)>,
    /// By player: rated matches.
    matches: HashMap<String, u32>,
    /// By player: pairings, and pairings won (finished ahead).
    pairings: HashMap<String, (u32, u32)>,
}

fn meetings(data: &FairPlayData) -> Meetings {
    let mut by_match: BTreeMap<(&str, u32), Vec<&ResultRow>> = BTreeMap::new();
    for r in &data.results {
        let s = standing(data, &r.player);
        if !s.marked && r.at > s.cleared_at {
            by_match.entry((&r.code, r.number)).or_default().push(r);
        }
    }
    let mut m = Meetings::default();
    for ((code, number), seats) in by_match {
        for r in &seats {
            *m.matches.entry(r.player.clone()).or_default() += 1;
        }
        for (i, a) in seats.iter().enumerate() {
            for b in &seats[i + 1..] {
                let (x, y) = if a.player < b.player { (a, b) } else { (b, a) };
                let pair = m
                    .pairs
                    .entry((x.player.clone(), y.player.clone()))
                    .or_default();
                pair.0 += 1;
                pair.1 += u32::from(x.place < y.place);
                pair.2.push(format!("{code}/{number}"));
                for (me, them) in [(x, y), (y, x)] {
                    let p = m.pairings.entry(me.player.clone()).or_default();
                    p.0 += 1;
                    p.1 += u32::from(me.place < them.place);
                }
            }
        }
    }
    m
}

fn pair_flags(data: &FairPlayData) -> Vec<Flag> {
    let m = meetings(data);
    let elsewhere = |p: &str, met: u32, won: u32| {
        let (all, all_won) = m.pairings.get(p).copied().unwrap_or_default();
        let (n, w) = (all - met, all_won - won);
        (n >= MIN_OTHER_PAIRINGS).then(|| f64::from(w) / f64::from(n))
    };
    let mut flags = Vec::new();
    for ((a, b), (met, a_ahead, games)) in &m.pairs {
        let (met, a_ahead) = (*met, *a_ahead);
        if met < MIN_MEETINGS {
            continue;
        }
        let (ma, mb) = (m.matches[a], m.matches[b]);
        let expected = f64::from(ma.min(mb)) / (m.matches.len().max(2) - 1) as f64;
        let often = f64::from(met) >= OFTEN * expected;
        let b_ahead = met - a_ahead;
        let (ea, eb) = (elsewhere(a, met, a_ahead), elsewhere(b, met, b_ahead));
        let winner_no_better = |w: Option<f64>, l: Option<f64>| match (w, l) {
            (Some(w), Some(l)) => w <= l,
            _ => true,
        };
        let share = f64::from(a_ahead) / f64::from(met);
        let one_sided = (share >= ONE_SIDED && winner_no_better(ea, eb))
            || (1.0 - share >= ONE_SIDED && winner_no_better(eb, ea));
        if !(often || one_sided) {
            continue;
        }
        let mut games = games.clone();
        games.truncate(10);
        flags.push(Flag::Pair {
            player: a.clone(),
            name: name(data, a),
            other: b.clone(),
            other_name: name(data, b),
            meetings: met,
            player_ahead: a_ahead,
            player_matches: ma,
            other_matches: mb,
            player_elsewhere: ea.map(round3),
            other_elsewhere: eb.map(round3),
            often,
            one_sided,
            games,
        });
    }
    flags
}
