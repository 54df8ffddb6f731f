//! Turn validation: given the table before the turn, the player's rack and
//! the table the player wants to leave, is the turn legal, and if not, why.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::counts::TileCounts;
use super::meld::{MeldError, MeldKind, analyze_meld, joker_roles};
use super::ruleset::RuleSet;
use super::tile::{Tile, format_tiles};

/// What a legal turn did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnSummary {
    /// Tiles that went from the rack to the table, in face order.
    pub played: Vec<Tile>,
    /// The value of the new sets when this turn is the initial meld.
    pub initial_meld_value: Option<u32>,
}

/// Why a turn is refused. [`TurnError::code`] is a stable snake_case code and
/// the `Display` text a sentence for the player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "reason")]
pub enum TurnError {
    /// The table and rack together hold more copies of a tile than exist.
    ImpossibleTiles {
        tile: Tile,
    },
    /// The table at the start of the turn is not valid; nothing can be judged.
    InvalidStartingTable {
        index: usize,
        tiles: Vec<Tile>,
        error: MeldError,
    },
    /// A set on the table at the end of the turn is not valid.
    InvalidSet {
        index: usize,
        tiles: Vec<Tile>,
        error: MeldError,
    },
    /// A tile that was on the table is missing from it.
    TableTileRemoved {
        tile: Tile,
    },
    /// A tile appeared that was neither on the table nor on the rack.
    UnknownTile {
        tile: Tile,
        on_rack: bool,
    },
    /// No tile came from the rack.
    NoTilePlayed {
        table_changed: bool,
    },
    InitialMeldTooLow {
        value: u32,
        needed: u16,
    },
    /// The initial meld took tiles from, or rearranged, sets on the table.
    InitialMeldUsesTable {
        tiles: Vec<Tile>,
    },
    /// The initial meld added rack tiles to a set already on the table.
    InitialMeldTouchesTable {
        tiles: Vec<Tile>,
    },
    /// (a) A freed joker was replaced by a tile from the table, not the rack.
    JokerReplacementNotFromRack {
        set: Vec<Tile>,
    },
    /// (b) A freed joker is not in a set with two tiles from the rack.
    FreedJokerNeedsTwoRackTiles {
        set: Vec<Tile>,
    },
    /// (c) A joker left a group of three without both missing colours played.
    GroupJokerNeedsBothColours {
        set: Vec<Tile>,
        missing: Vec<Tile>,
    },
    /// (d) A set with a joker was changed.
    JokerSetManipulated {
        set: Vec<Tile>,
    },
}

impl TurnError {
    pub fn code(&self) -> &'static str {
        match self {
            TurnError::ImpossibleTiles { .. } => "impossible_tiles",
            TurnError::InvalidStartingTable { .. } => "invalid_starting_table",
            TurnError::InvalidSet { .. } => "invalid_set",
            TurnError::TableTileRemoved { .. } => "table_tile_removed",
            TurnError::UnknownTile { .. } => "unknown_tile",
            TurnError::NoTilePlayed { .. } => "no_tile_played",
            TurnError::InitialMeldTooLow { .. } => "initial_meld_too_low",
            TurnError::InitialMeldUsesTable { .. } => "initial_meld_uses_table",
            TurnError::InitialMeldTouchesTable { .. } => "initial_meld_touches_table",
            TurnError::JokerReplacementNotFromRack { .. } => "joker_replacement_not_from_rack",
            TurnError::FreedJokerNeedsTwoRackTiles { .. } => "freed_joker_needs_two_rack_tiles",
            TurnError::GroupJokerNeedsBothColours { .. } => "group_joker_needs_both_colours",
            TurnError::JokerSetManipulated { .. } => "joker_set_manipulated",
        }
    }

    /// Errors that mean the question itself is impossible, not that the
    /// player's turn is illegal.
    pub fn is_input_error(&self) -> bool {
        matches!(
            self,
            TurnError::ImpossibleTiles { .. } | TurnError::InvalidStartingTable { .. }
        )
    }
}

impl fmt::Display for TurnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TurnError::ImpossibleTiles { tile } => write!(
                f,
                "there are more {}s between the table and the rack than there are in the game",
                tile.describe()
            ),
            TurnError::InvalidStartingTable {
                index,
                tiles,
                error,
            } => write!(
                f,
                "set {} on the table before the turn ({}) is not valid: {error}",
                index + 1,
                format_tiles(tiles)
            ),
            TurnError::InvalidSet {
                index,
                tiles,
                error,
            } => write!(
                f,
                "Set {} ({}) is not valid: {error}.",
                index + 1,
                format_tiles(tiles)
            ),
            TurnError::TableTileRemoved { tile } => write!(
                f,
                "The {} was on the table and must stay there: tiles never go back from the table to a rack.",
                tile.describe()
            ),
            TurnError::UnknownTile { tile, on_rack } => {
                if *on_rack {
                    write!(
                        f,
                        "There are more {}s on the table than were on the table and your rack together.",
                        tile.describe()
                    )
                } else {
                    write!(
                        f,
                        "The {} was neither on the table nor on your rack.",
                        tile.describe()
                    )
                }
            }
            TurnError::NoTilePlayed { table_changed } => {
                if *table_changed {
                    f.write_str("You rearranged the table but played no tile from your rack; play at least one tile, or draw.")
                } else {
                    f.write_str("Play at least one tile from your rack, or draw a tile.")
                }
            }
            TurnError::InitialMeldTooLow { value, needed } => write!(
                f,
                "Your first play must be worth at least {needed} points, and these sets are worth {value}."
            ),
            TurnError::InitialMeldUsesTable { tiles } => write!(
                f,
                "Your first play must use only tiles from your rack; it may not take or rearrange the set {} on the table.",
                format_tiles(tiles)
            ),
            TurnError::InitialMeldTouchesTable { tiles } => write!(
                f,
                "In your first play you may not add tiles to the set {} already on the table; lay down new sets only.",
                format_tiles(tiles)
            ),
            TurnError::JokerReplacementNotFromRack { set } => write!(
                f,
                "To free the joker from {} you must replace it with the tile it stands for from your own rack.",
                format_tiles(set)
            ),
            TurnError::FreedJokerNeedsTwoRackTiles { set } => write!(
                f,
                "A freed joker must go into a new set with at least two tiles from your rack; the joker from {} does not.",
                format_tiles(set)
            ),
            TurnError::GroupJokerNeedsBothColours { set, missing } => write!(
                f,
                "The joker in the group {} can only be freed by playing both missing tiles ({}).",
                format_tiles(set),
                format_tiles(missing)
            ),
            TurnError::JokerSetManipulated { set } => write!(
                f,
                "Under these rules a set with a joker may only change by exchanging its joker, and {} was changed otherwise.",
                format_tiles(set)
            ),
        }
    }
}

impl std::error::Error for TurnError {}

fn sorted(set: &[Tile]) -> Vec<Tile> {
    let mut s = set.to_vec();
    s.sort();
    s
}

/// Removes from `after` (sorted sets) one copy of each `before` set found
/// unchanged. Returns the before sets that have no unchanged copy.
fn unmatched_sets(before: &[Vec<Tile>], after: &mut Vec<Vec<Tile>>) -> Vec<Vec<Tile>> {
    let mut missing = Vec::new();
    for set in before {
        let key = sorted(set);
        if let Some(pos) = after.iter().position(|a| *a == key) {
            after.swap_remove(pos);
        } else {
            missing.push(key);
        }
    }
    missing
}

/// Checks a whole turn. `before` is the table at the start of the turn,
/// `rack` the player's rack at the start of the turn, `after` the table the
/// player wants to leave. Empty sets in `after` are ignored.
pub fn validate_turn(
    before: &[Vec<Tile>],
    rack: &[Tile],
    after: &[Vec<Tile>],
    initial_meld_done: bool,
    rules: &RuleSet,
) -> Result<TurnSummary, TurnError> {
    let after: Vec<&Vec<Tile>> = after.iter().filter(|s| !s.is_empty()).collect();
    let (before_counts, supply) = check_starting_position(before, rack, rules)?;
    let after_counts: TileCounts = after.iter().copied().flatten().collect();
    let played = check_tiles_accounted(&before_counts, &supply, &after_counts)?;
    let mut new_sets: Vec<Vec<Tile>> = after.iter().map(|s| sorted(s)).collect();
    let changed_sets = unmatched_sets(before, &mut new_sets);
    if !initial_meld_done && let Some(set) = changed_sets.first() {
        return Err(initial_meld_on_the_table(set, &new_sets));
    }
    check_sets(&after, rules)?;
    if played.is_empty() {
        return Err(TurnError::NoTilePlayed {
            table_changed: !changed_sets.is_empty(),
        });
    }
    let initial_meld_value = if initial_meld_done {
        None
    } else {
        Some(initial_meld_value(&new_sets, rules)?)
    };
    if initial_meld_done && rules.restricts_jokers() {
        check_joker_rules(before, &after, &changed_sets, &new_sets, &played, rules)?;
    }
    Ok(TurnSummary {
        played: played.tiles(),
        initial_meld_value,
    })
}

/// The table and rack as the turn began: no tile more often than the box
/// has it, every set valid. Their tiles, on the table and in all.
fn check_starting_position(
    before: &[Vec<Tile>],
    rack: &[Tile],
    rules: &RuleSet,
) -> Result<(TileCounts, TileCounts), TurnError> {
    let before_counts: TileCounts = before.iter().flatten().collect();
    let rack_counts: TileCounts = rack.iter().collect();
    let supply = before_counts.plus(&rack_counts);
    if let Some(tile) = supply.first_beyond(rules.widest_tile_set()) {
        return Err(TurnError::ImpossibleTiles { tile });
    }
    for (index, set) in before.iter().enumerate() {
        if let Err(error) = analyze_meld(set, rules) {
            return Err(TurnError::InvalidStartingTable {
                index,
                tiles: set.clone(),
                error,
            });
        }
    }
    Ok((before_counts, supply))
}

/// Every tile after the turn came from the table or the rack, and every
/// table tile is still there; the tiles played from the rack.
fn check_tiles_accounted(
    before_counts: &TileCounts,
    supply: &TileCounts,
    after_counts: &TileCounts,
) -> Result<TileCounts, TurnError> {
    if let Some(&tile) = after_counts.minus(supply).tiles().first() {
        return Err(TurnError::UnknownTile {
            tile,
            on_rack: supply.get(tile) > 0,
        });
    }
    if let Some(&tile) = before_counts.minus(after_counts).tiles().first() {
        return Err(TurnError::TableTileRemoved { tile });
    }
    Ok(after_counts.minus(before_counts))
}

/// Why an initial meld that changed a table set is refused: it added to
/// the set, or took from it.
fn initial_meld_on_the_table(set: &[Tile], new_sets: &[Vec<Tile>]) -> TurnError {
    let played_set = TileCounts::from_iter(set.iter());
    let extended = new_sets
        .iter()
        .any(|a| a.len() > set.len() && TileCounts::from_iter(a.iter()).contains_all(&played_set));
    if extended {
        TurnError::InitialMeldTouchesTable {
            tiles: set.to_vec(),
        }
    } else {
        TurnError::InitialMeldUsesTable {
            tiles: set.to_vec(),
        }
    }
}

/// Every set on the table after the turn is valid.
fn check_sets(after: &[&Vec<Tile>], rules: &RuleSet) -> Result<(), TurnError> {
    for (index, set) in after.iter().enumerate() {
        if let Err(error) = analyze_meld(set, rules) {
            return Err(TurnError::InvalidSet {
                index,
                tiles: (*set).clone(),
                error,
            });
        }
    }
    Ok(())
}

/// The points of an initial meld, enough for the rules. Every set that
/// was on the table is still there unchanged, so the new sets are exactly
/// the tiles played.
fn initial_meld_value(new_sets: &[Vec<Tile>], rules: &RuleSet) -> Result<u32, TurnError> {
    let value: u32 = new_sets
        .iter()
        .map(|s| analyze_meld(s, rules).map(|m| m.value()).unwrap_or(0))
        .sum();
    if value < rules.initial_meld_points as u32 {
        return Err(TurnError::InitialMeldTooLow {
            value,
            needed: rules.initial_meld_points,
        });
    }
    Ok(value)
}

/// The older editions' joker restrictions (rule 5 options a–d).
///
/// Jokers are identical, so which joker went where is not known from the
/// tables alone. A joker of a before set `S` counts as *kept* when it ends in
/// a set that still holds one of `S`'s numbered tiles and in which it can
/// still stand for a tile it could stand for in `S` (extending, shortening or
/// splitting a set keeps its joker). Otherwise it is *freed*. Under locked
/// joker sets a set that changed was exchanged, and its jokers that left
/// the set it became are freed. The turn is legal when some way of
/// matching the jokers meets every restriction.
fn check_joker_rules(
    before: &[Vec<Tile>],
    after: &[&Vec<Tile>],
    changed_sets: &[Vec<Tile>],
    new_sets: &[Vec<Tile>],
    played: &TileCounts,
    rules: &RuleSet,
) -> Result<(), TurnError> {
    // Under locked joker sets, the sets whose jokers a reading of the turn
    // has freed by an exchange; a set it counts as exchanged into the copy
    // of one that was there before frees its jokers whatever their company.
    let readings = if rules.joker_sets_locked {
        exchange_readings(after, changed_sets, new_sets, rules)?
    } else {
        vec![Vec::new()]
    };
    // One entry per joker that was on the table: the set it was in.
    let joker_sources = jokers_by_set(before.iter());
    if joker_sources.is_empty() {
        return Ok(());
    }
    // One entry per joker on the table after the turn: the set it is in.
    let joker_targets = jokers_by_set(after.iter().copied());
    check_joker_matchings(
        &readings,
        &joker_sources,
        &joker_targets,
        after,
        played,
        rules,
    )
}

/// Under locked joker sets, the readings of the turn: each changed set with
/// a joker became its own exchanged set, one of the sets the turn made, or
/// one that looks like a set without a joker that was there before (then
/// that one is what changed: it may). A reading is, for each changed set,
/// the set it became.
fn exchange_readings<'a>(
    after: &[&Vec<Tile>],
    changed_sets: &'a [Vec<Tile>],
    new_sets: &[Vec<Tile>],
    rules: &RuleSet,
) -> Result<Vec<Reading<'a>>, TurnError> {
    let lookalikes = lookalikes(after, new_sets);
    let targets: Vec<&Vec<Tile>> = new_sets.iter().chain(&lookalikes).collect();
    let changed: Vec<&Vec<Tile>> = changed_sets
        .iter()
        .filter(|s| s.contains(&Tile::JOKER))
        .collect();
    let options: Vec<Vec<usize>> = changed
        .iter()
        .map(|s| exchanged_into(s, &targets, rules))
        .collect();
    if let Some(i) = options.iter().position(Vec::is_empty) {
        return Err(TurnError::JokerSetManipulated {
            set: changed[i].clone(),
        });
    }
    let mut readings: Vec<Reading> = injections(changed.len(), targets.len())
        .into_iter()
        .filter(|m| m.iter().zip(&options).all(|(a, o)| o.contains(a)))
        .map(|m| {
            m.iter()
                .zip(&changed)
                .map(|(&a, &source)| Exchange {
                    source,
                    became: targets[a].clone(),
                    into_lookalike: a >= new_sets.len(),
                })
                .collect()
        })
        .collect();
    readings.dedup();
    if readings.is_empty() {
        return Err(TurnError::JokerSetManipulated {
            set: changed[0].clone(),
        });
    }
    Ok(readings)
}

/// Under locked joker sets, how the turn changed each joker set, as one
/// reading has it.
type Reading<'a> = Vec<Exchange<'a>>;

/// A joker set and the set it was exchanged into (both sorted): a set the
/// turn made, or the copy of a set without a joker that was there.
#[derive(PartialEq)]
struct Exchange<'a> {
    source: &'a Vec<Tile>,
    became: Vec<Tile>,
    into_lookalike: bool,
}

/// The after sets (sorted) that are not among the sets the turn made and
/// hold no joker: the sets without a joker that were there before.
fn lookalikes(after: &[&Vec<Tile>], new_sets: &[Vec<Tile>]) -> Vec<Vec<Tile>> {
    let mut after_sets: Vec<Vec<Tile>> = after.iter().map(|s| sorted(s)).collect();
    for set in new_sets {
        if let Some(pos) = after_sets.iter().position(|a| a == set) {
            after_sets.swap_remove(pos);
        }
    }
    after_sets.retain(|s| !s.contains(&Tile::JOKER));
    after_sets
}

/// One entry per joker in `sets`: the set it is in.
fn jokers_by_set<'a>(sets: impl Iterator<Item = &'a Vec<Tile>>) -> Vec<&'a Vec<Tile>> {
    sets.flat_map(|s| std::iter::repeat_n(s, s.iter().filter(|t| t.is_joker()).count()))
        .collect()
}

/// Whether, under some reading, some matching of the jokers that were on
/// the table (`joker_sources`) to the jokers after the turn
/// (`joker_targets`) meets every restriction; if none does, the first
/// refusal met.
fn check_joker_matchings(
    readings: &[Reading],
    joker_sources: &[&Vec<Tile>],
    joker_targets: &[&Vec<Tile>],
    after: &[&Vec<Tile>],
    played: &TileCounts,
    rules: &RuleSet,
) -> Result<(), TurnError> {
    let mut first_error = None;
    let sources: Vec<Vec<Tile>> = joker_sources.iter().map(|s| sorted(s)).collect();
    let targets: Vec<Vec<Tile>> = joker_targets.iter().map(|s| sorted(s)).collect();
    for reading in readings {
        // The set each joker's old set was exchanged into, if it changed.
        let became: Vec<Option<&Vec<Tile>>> = sources
            .iter()
            .map(|source| {
                reading
                    .iter()
                    .find(|e| e.source == source)
                    .map(|e| &e.became)
            })
            .collect();
        for assignment in injections(joker_sources.len(), joker_targets.len()) {
            let result = (0..joker_sources.len()).try_for_each(|i| {
                let t = assignment[i];
                // A joker of an exchanged set that is not in what the set
                // became was freed, whatever company it keeps: a copy of a
                // tile of its old set is not that tile.
                let exchanged = became[i].is_some_and(|b| *b != targets[t]);
                check_one_joker(
                    joker_sources[i],
                    joker_targets[t],
                    exchanged,
                    after,
                    played,
                    rules,
                )
            });
            match result {
                Ok(()) => return Ok(()),
                // A reading that needs an exchange into a lookalike is not
                // what the player meant: the set was manipulated.
                Err(e) => {
                    first_error.get_or_insert(match reading.iter().find(|e| e.into_lookalike) {
                        Some(e) => TurnError::JokerSetManipulated {
                            set: e.source.clone(),
                        },
                        None => e,
                    });
                }
            }
        }
    }
    first_error.map_or(Ok(()), Err)
}

/// Under locked joker sets the one change allowed to a set with a joker is
/// the exchange: the joker leaves and the tiles it stood for take its place
/// (for a group of three under option (c), both missing colours). The
/// after sets `source` could have become so.
fn exchanged_into(source: &[Tile], after: &[&Vec<Tile>], rules: &RuleSet) -> Vec<usize> {
    let numbered: TileCounts = source.iter().filter(|t| !t.is_joker()).collect();
    let jokers = source.len() - numbered.total();
    let roles = joker_roles(source, rules);
    let extra_slot = usize::from(
        rules.group_joker_needs_both_colours && is_group_of_three_with_joker(source, rules),
    );
    let exchanged = |set: &&Vec<Tile>| {
        let counts: TileCounts = set.iter().collect();
        if !counts.contains_all(&numbered) || counts.get(Tile::JOKER) as usize >= jokers {
            return false;
        }
        let added = counts.minus(&numbered);
        // Each joker that left is replaced by a tile it stood for (taking
        // a joker out of a long run without one is a manipulation); the
        // second colour (c) asks of a group of three is judged by (c).
        let freed = jokers - counts.get(Tile::JOKER) as usize;
        let numbered_added = added.total() - added.get(Tile::JOKER) as usize;
        set.len() <= source.len() + extra_slot
            && (freed..=freed + extra_slot).contains(&numbered_added)
            && added
                .tiles()
                .iter()
                .all(|t| t.is_joker() || roles.contains(t))
    };
    (0..after.len()).filter(|&i| exchanged(&after[i])).collect()
}

/// A group of three holding one joker: under option (c) its joker is freed
/// only by both missing colours.
pub fn is_group_of_three_with_joker(source: &[Tile], rules: &RuleSet) -> bool {
    source.len() == 3
        && source.iter().filter(|t| t.is_joker()).count() == 1
        && matches!(
            analyze_meld(source, rules).map(|m| m.kind),
            Ok(MeldKind::Group { .. })
        )
}

/// Whether the joker that was in `source` may end in `target`; an
/// `exchanged` joker counts as freed whatever company it keeps.
fn check_one_joker(
    source: &[Tile],
    target: &[Tile],
    exchanged: bool,
    after: &[&Vec<Tile>],
    played: &TileCounts,
    rules: &RuleSet,
) -> Result<(), TurnError> {
    let numbered: Vec<Tile> = source.iter().copied().filter(|t| !t.is_joker()).collect();
    let source_roles = joker_roles(source, rules);
    let keeps_company = numbered.iter().any(|t| target.contains(t));
    let target_roles = joker_roles(target, rules);
    if !exchanged && keeps_company && source_roles.iter().any(|r| target_roles.contains(r)) {
        return Ok(());
    }

    // The joker was freed.
    let holds = |set: &Vec<Tile>, tiles: &[Tile]| {
        let need: TileCounts = tiles.iter().collect();
        TileCounts::from_iter(set.iter()).contains_all(&need)
    };
    if rules.group_joker_needs_both_colours && is_group_of_three_with_joker(source, rules) {
        // A group of three's roles are its missing colours.
        let missing = source_roles.clone();
        let mut full = numbered.clone();
        full.extend(&missing);
        let from_rack_ok =
            !rules.joker_replacement_from_rack || missing.iter().all(|&t| played.get(t) >= 1);
        if !(from_rack_ok && after.iter().any(|s| holds(s, &full))) {
            return Err(TurnError::GroupJokerNeedsBothColours {
                set: source.to_vec(),
                missing,
            });
        }
    } else if rules.joker_replacement_from_rack {
        let replaced = source_roles.iter().any(|&role| {
            played.get(role) >= 1
                && after
                    .iter()
                    .any(|s| s.contains(&role) && numbered.iter().any(|t| s.contains(t)))
        });
        if !replaced {
            return Err(TurnError::JokerReplacementNotFromRack {
                set: source.to_vec(),
            });
        }
    }
    if rules.freed_joker_needs_two_rack_tiles {
        let target_counts: TileCounts = target.iter().collect();
        let rack_tiles_in_target: usize = Tile::all_faces()
            .filter(|t| !t.is_joker())
            .map(|t| target_counts.get(t).min(played.get(t)) as usize)
            .sum();
        if rack_tiles_in_target < 2 {
            return Err(TurnError::FreedJokerNeedsTwoRackTiles {
                set: source.to_vec(),
            });
        }
    }
    Ok(())
}

/// All injective maps from `k` items into `n` slots (k, n ≤ 2 in a real game).
fn injections(k: usize, n: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut current = Vec::with_capacity(k);
    fn go(k: usize, n: usize, current: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if current.len() == k {
            out.push(current.clone());
            return;
        }
        for slot in 0..n {
            if !current.contains(&slot) {
                current.push(slot);
                go(k, n, current, out);
                current.pop();
            }
        }
    }
    go(k, n, &mut current, &mut out);
    out
}
