//! Sets (melds): runs and groups, with jokers.
//!
//! A set is judged as a multiset of tiles: it is valid when its tiles can be
//! arranged into a run or a group. [`analyze_meld`] returns the reading the
//! game uses (the highest-valued one; a joker is worth the tile it stands
//! for), and [`arrange_meld`] the canonical display order.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::ruleset::RuleSet;
use super::tile::{Color, Tile, format_tiles};

/// A run never holds more tiles than there are numbers.
pub const MAX_RUN_LEN: usize = 13;
pub const MIN_MELD_LEN: usize = 3;
pub const MAX_GROUP_LEN: usize = 4;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MeldKind {
    /// Consecutive numbers of one colour from `start` (wrapping past 13 only
    /// when the rule set allows it).
    Run { color: Color, start: u8 },
    /// One number in different colours.
    Group { number: u8 },
}

/// One way to read a valid set: what it is and what each slot holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeldShape {
    pub kind: MeldKind,
    /// The face each slot stands for, in display order (runs ascending,
    /// groups in colour order). Jokers appear here as the tile they replace.
    pub slots: Vec<Tile>,
    /// Which slots are filled by jokers.
    pub joker_slots: Vec<bool>,
}

impl MeldShape {
    /// Face value of the set, jokers counted as the tile they stand for.
    pub fn value(&self) -> u32 {
        self.slots
            .iter()
            .map(|t| t.number().unwrap_or(0) as u32)
            .sum()
    }

    /// The tiles the jokers stand for in this reading.
    pub fn joker_faces(&self) -> impl Iterator<Item = Tile> + '_ {
        self.slots
            .iter()
            .zip(&self.joker_slots)
            .filter(|(_, j)| **j)
            .map(|(t, _)| *t)
    }

    pub fn is_run(&self) -> bool {
        matches!(self.kind, MeldKind::Run { .. })
    }
}

/// Why a set is not valid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum MeldError {
    TooFewTiles {
        len: usize,
    },
    OnlyJokers,
    GroupRepeatsColour {
        tile: Tile,
    },
    GroupTooLarge {
        len: usize,
    },
    GroupMixesNumbers,
    RunRepeatsNumber {
        tile: Tile,
    },
    RunMixesColours,
    RunHasGap {
        missing: usize,
        jokers: usize,
    },
    RunTooLong {
        len: usize,
    },
    /// The run would need 13 to be followed by 1.
    RunWraps,
    MixedColoursAndNumbers,
}

impl MeldError {
    /// A stable snake_case code.
    pub fn code(&self) -> &'static str {
        match self {
            MeldError::TooFewTiles { .. } => "too_few_tiles",
            MeldError::OnlyJokers => "only_jokers",
            MeldError::GroupRepeatsColour { .. } => "group_repeats_colour",
            MeldError::GroupTooLarge { .. } => "group_too_large",
            MeldError::GroupMixesNumbers => "group_mixes_numbers",
            MeldError::RunRepeatsNumber { .. } => "run_repeats_number",
            MeldError::RunMixesColours => "run_mixes_colours",
            MeldError::RunHasGap { .. } => "run_has_gap",
            MeldError::RunTooLong { .. } => "run_too_long",
            MeldError::RunWraps => "run_wraps",
            MeldError::MixedColoursAndNumbers => "mixed_colours_and_numbers",
        }
    }
}

impl fmt::Display for MeldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MeldError::TooFewTiles { len } => write!(
                f,
                "a set needs at least three tiles and this one has {len}"
            ),
            MeldError::OnlyJokers => f.write_str("a set needs at least one numbered tile besides its jokers"),
            MeldError::GroupRepeatsColour { tile } => write!(
                f,
                "a group may not repeat a colour, and this one has two {}s",
                tile.describe()
            ),
            MeldError::GroupTooLarge { len } => write!(
                f,
                "a group holds at most four tiles, one of each colour, and this one has {len}"
            ),
            MeldError::GroupMixesNumbers => {
                f.write_str("all tiles of a group must show the same number")
            }
            MeldError::RunRepeatsNumber { tile } => write!(
                f,
                "a run may not repeat a number, and this one has two {}s",
                tile.describe()
            ),
            MeldError::RunMixesColours => f.write_str("all tiles of a run must be the same colour"),
            MeldError::RunHasGap { missing, jokers } => {
                let tiles = if *missing == 1 { "tile" } else { "tiles" };
                match jokers {
                    0 => write!(f, "the numbers of a run must follow each other, and this one is missing {missing} {tiles}"),
                    1 => write!(f, "the numbers of a run must follow each other, and this one is missing {missing} {tiles} that its joker cannot all fill"),
                    _ => write!(f, "the numbers of a run must follow each other, and this one is missing {missing} {tiles} that its {jokers} jokers cannot all fill"),
                }
            }
            MeldError::RunTooLong { len } => write!(
                f,
                "a run holds at most 13 tiles (1 to 13) and this one has {len}"
            ),
            MeldError::RunWraps => {
                f.write_str("13 is never followed by 1: runs do not wrap around")
            }
            MeldError::MixedColoursAndNumbers => f.write_str(
                "the tiles are neither one colour in sequence (a run) nor one number in different colours (a group)",
            ),
        }
    }
}

impl std::error::Error for MeldError {}

fn run_slots(color: Color, start: u8, len: usize) -> impl Iterator<Item = Tile> {
    (0..len).map(move |i| Tile::new(color, ((start as usize - 1 + i) % 13) as u8 + 1))
}

/// Every valid reading of a set, runs first (by start), then the group.
pub fn meld_shapes(tiles: &[Tile], rules: &RuleSet) -> Vec<MeldShape> {
    let mut out = Vec::new();
    let len = tiles.len();
    if len < MIN_MELD_LEN {
        return out;
    }
    let jokers = tiles.iter().filter(|t| t.is_joker()).count();
    let numbered: Vec<Tile> = tiles.iter().copied().filter(|t| !t.is_joker()).collect();
    let Some(&first) = numbered.first() else {
        return out;
    };
    let color = first.color().expect("numbered tile");
    let number = first.number().expect("numbered tile");

    if len <= MAX_RUN_LEN && numbered.iter().all(|t| t.color() == Some(color)) {
        let mut seen = [false; 14];
        let mut distinct = true;
        for t in &numbered {
            let n = t.number().expect("numbered tile") as usize;
            distinct &= !seen[n];
            seen[n] = true;
        }
        if distinct {
            // Without wrap-around a run holds its lowest and highest tiles
            // only from the starts between them: the others need no look.
            let starts = if rules.wrap_around_runs {
                1..=13
            } else {
                let lowest = (1..14).find(|&n| seen[n]).unwrap_or(1) as u8;
                let highest = (1..14).rev().find(|&n| seen[n]).unwrap_or(13) as u8;
                (highest + 1).saturating_sub(len as u8).max(1)..=lowest.min(14 - len as u8)
            };
            for start in starts {
                let slots: Vec<Tile> = run_slots(color, start, len).collect();
                if numbered.iter().all(|t| slots.contains(t)) {
                    let joker_slots = slots.iter().map(|s| !numbered.contains(s)).collect();
                    out.push(MeldShape {
                        kind: MeldKind::Run { color, start },
                        slots,
                        joker_slots,
                    });
                }
            }
        }
    }

    if len <= MAX_GROUP_LEN && numbered.iter().all(|t| t.number() == Some(number)) {
        let mut seen = [false; 4];
        let mut distinct = true;
        for t in &numbered {
            let c = t.color().expect("numbered tile").index();
            distinct &= !seen[c];
            seen[c] = true;
        }
        if distinct {
            let mut slots = Vec::with_capacity(len);
            let mut joker_slots = Vec::with_capacity(len);
            let mut jokers_left = jokers;
            for c in Color::ALL {
                if seen[c.index()] {
                    slots.push(Tile::new(c, number));
                    joker_slots.push(false);
                } else if jokers_left > 0 {
                    jokers_left -= 1;
                    slots.push(Tile::new(c, number));
                    joker_slots.push(true);
                }
            }
            out.push(MeldShape {
                kind: MeldKind::Group { number },
                slots,
                joker_slots,
            });
        }
    }
    out
}

/// The reading the game uses: the highest value; on a tie a run before a
/// group, and the run starting higher.
pub fn analyze_meld(tiles: &[Tile], rules: &RuleSet) -> Result<MeldShape, MeldError> {
    let shapes = meld_shapes(tiles, rules);
    let mut best: Option<MeldShape> = None;
    for s in shapes {
        let better = match &best {
            None => true,
            Some(b) => {
                let (sv, bv) = (s.value(), b.value());
                sv > bv || (sv == bv && s.is_run() && (!b.is_run() || run_start(&s) > run_start(b)))
            }
        };
        if better {
            best = Some(s);
        }
    }
    best.ok_or_else(|| meld_error(tiles, rules))
}

pub fn is_valid_meld(tiles: &[Tile], rules: &RuleSet) -> bool {
    !meld_shapes(tiles, rules).is_empty()
}

fn run_start(shape: &MeldShape) -> u8 {
    match shape.kind {
        MeldKind::Run { start, .. } => start,
        MeldKind::Group { .. } => 0,
    }
}

/// Every tile a joker could stand for in some valid reading of the set.
pub fn joker_roles(tiles: &[Tile], rules: &RuleSet) -> Vec<Tile> {
    let shapes = meld_shapes(tiles, rules);
    let mut roles: Vec<Tile> = shapes.iter().flat_map(|s| s.joker_faces()).collect();
    if let Some(group) = shapes.iter().find(|s| !s.is_run()) {
        // In a group a joker may stand for any missing colour.
        let MeldKind::Group { number } = group.kind else {
            unreachable!()
        };
        if group.joker_slots.iter().any(|&j| j) {
            for c in Color::ALL {
                let t = Tile::new(c, number);
                if !tiles.contains(&t) {
                    roles.push(t);
                }
            }
        }
    }
    roles.sort();
    roles.dedup();
    roles
}

/// Why no reading of the set works. Only meaningful for an invalid set.
fn meld_error(tiles: &[Tile], rules: &RuleSet) -> MeldError {
    let len = tiles.len();
    if len < MIN_MELD_LEN {
        return MeldError::TooFewTiles { len };
    }
    let jokers = tiles.iter().filter(|t| t.is_joker()).count();
    let numbered: Vec<Tile> = tiles.iter().copied().filter(|t| !t.is_joker()).collect();
    if numbered.is_empty() {
        return MeldError::OnlyJokers;
    }
    let one_number = numbered.iter().all(|t| t.number() == numbered[0].number());
    let one_colour = numbered.iter().all(|t| t.color() == numbered[0].color());
    let mut sorted = numbered.clone();
    sorted.sort();
    let repeated = sorted.windows(2).find(|w| w[0] == w[1]).map(|w| w[0]);

    if one_number && !one_colour {
        if let Some(tile) = repeated {
            return MeldError::GroupRepeatsColour { tile };
        }
        return MeldError::GroupTooLarge { len };
    }
    if one_colour {
        if let Some(tile) = repeated {
            return if one_number && numbered.len() > 1 && len <= MAX_GROUP_LEN {
                MeldError::GroupRepeatsColour { tile }
            } else {
                MeldError::RunRepeatsNumber { tile }
            };
        }
        if len > MAX_RUN_LEN {
            return MeldError::RunTooLong { len };
        }
        let missing = run_gap(&numbered, rules.wrap_around_runs);
        let has = |n: u8| numbered.iter().any(|t| t.number() == Some(n));
        if !rules.wrap_around_runs && has(1) && has(13) && run_gap(&numbered, true) <= jokers {
            return MeldError::RunWraps;
        }
        return MeldError::RunHasGap { missing, jokers };
    }
    let distinct_numbers = {
        let mut ns: Vec<u8> = numbered.iter().filter_map(|t| t.number()).collect();
        ns.sort();
        ns.windows(2).all(|w| w[0] != w[1])
    };
    let distinct_colours = {
        let mut cs: Vec<Color> = numbered.iter().filter_map(|t| t.color()).collect();
        cs.sort();
        cs.windows(2).all(|w| w[0] != w[1])
    };
    if distinct_numbers && !distinct_colours {
        MeldError::RunMixesColours
    } else if distinct_colours && !distinct_numbers {
        MeldError::GroupMixesNumbers
    } else {
        MeldError::MixedColoursAndNumbers
    }
}

/// Tiles missing between the numbered tiles of a one-colour run.
fn run_gap(numbered: &[Tile], wrap: bool) -> usize {
    let mut ns: Vec<usize> = numbered
        .iter()
        .filter_map(|t| t.number().map(usize::from))
        .collect();
    ns.sort();
    let span_from = |i: usize| -> usize {
        // Span when the run starts at ns[i] and may wrap past 13.
        let start = ns[i];
        ns.iter().map(|&n| (n + 13 - start) % 13).max().unwrap_or(0) + 1
    };
    let span = if wrap {
        (0..ns.len()).map(span_from).min().unwrap_or(0)
    } else {
        ns[ns.len() - 1] - ns[0] + 1
    };
    span - ns.len()
}

/// The set in display order: runs ascending with each joker in the slot it
/// fills, groups in colour order. `face` gives the face of an item, so this
/// works for faces, physical tile ids and ECS entities alike.
pub fn arrange_meld<T: Copy>(
    items: &[T],
    face: impl Fn(T) -> Tile,
    rules: &RuleSet,
) -> Result<Vec<T>, MeldError> {
    let faces: Vec<Tile> = items.iter().map(|&i| face(i)).collect();
    let shape = analyze_meld(&faces, rules)?;
    let mut used = vec![false; items.len()];
    let mut take = |wanted: Tile| -> T {
        let i = (0..items.len())
            .find(|&i| !used[i] && faces[i] == wanted)
            .expect("the shape was built from these tiles");
        used[i] = true;
        items[i]
    };
    Ok(shape
        .slots
        .iter()
        .zip(&shape.joker_slots)
        .map(|(&slot, &is_joker)| take(if is_joker { Tile::JOKER } else { slot }))
        .collect())
}

/// The value of a set for the initial meld, or the reason it is invalid.
pub fn meld_value(tiles: &[Tile], rules: &RuleSet) -> Result<u32, MeldError> {
    analyze_meld(tiles, rules).map(|s| s.value())
}

/// A short description of a set for messages: its tiles in notation.
pub fn describe_meld(tiles: &[Tile]) -> String {
    format_tiles(tiles)
}
