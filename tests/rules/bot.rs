//! A simple player for driving whole games in tests: plays the sets it can
//! make from its rack, then lays off single tiles onto table sets, sometimes
//! splitting a run. It is not the game's AI; it only has to be legal often
//! and varied.

use tilemeld::rules::{
    Action, Round, RuleSet, Tile, TileId, analyze_meld, is_valid_meld, GameRng,
};

fn faces(ids: &[TileId]) -> Vec<Tile> {
    ids.iter().map(|i| i.face()).collect()
}

/// Disjoint valid sets from the rack: runs, then groups, then pairs a joker completes.
pub fn rack_sets(rack: &[TileId], rules: &RuleSet) -> (Vec<Vec<TileId>>, Vec<TileId>) {
    let mut left: Vec<TileId> = rack.to_vec();
    left.sort_by_key(|id| id.face());
    let mut sets = Vec::new();
    // Runs: for each colour, maximal stretches of consecutive numbers.
    for color in 0..4 {
        let mut stretch: Vec<TileId> = Vec::new();
        for n in 1..=14u8 {
            let found = (n <= 13)
                .then(|| {
                    left.iter()
                        .copied()
                        .find(|id| id.face() == Tile::new(tilemeld::rules::Color::from_index(color), n))
                })
                .flatten();
            match found {
                Some(id) => stretch.push(id),
                None => {
                    if stretch.len() >= 3 {
                        left.retain(|id| !stretch.contains(id));
                        sets.push(std::mem::take(&mut stretch));
                    }
                    stretch.clear();
                }
            }
        }
    }
    // Groups.
    for n in 1..=13u8 {
        let mut group: Vec<TileId> = Vec::new();
        for id in &left {
            let f = id.face();
            if f.number() == Some(n) && !group.iter().any(|g| g.face().color() == f.color()) {
                group.push(*id);
            }
        }
        if group.len() >= 3 {
            left.retain(|id| !group.contains(id));
            sets.push(group);
        }
    }
    // A joker completes any two tiles that almost make a set.
    while let Some(jpos) = left.iter().position(|id| id.face().is_joker()) {
        let joker = left[jpos];
        let mut done = false;
        'pairs: for i in 0..left.len() {
            for k in i + 1..left.len() {
                if i == jpos || k == jpos {
                    continue;
                }
                let trial = vec![left[i], left[k], joker];
                if is_valid_meld(&faces(&trial), rules) {
                    left.retain(|id| !trial.contains(id));
                    sets.push(trial);
                    done = true;
                    break 'pairs;
                }
            }
        }
        if !done {
            break;
        }
    }
    (sets, left)
}

/// What the bot does on the current turn.
pub fn choose(round: &Round, rng: &mut GameRng) -> Action {
    let rules = &round.rules;
    let seat = round.current_seat();
    let (sets, mut left) = rack_sets(&seat.rack, rules);
    let mut table = round.table.clone();
    let mut played_any = false;
    if !seat.initial_meld_done {
        let value: u32 = sets
            .iter()
            .map(|s| analyze_meld(&faces(s), rules).unwrap().value())
            .sum();
        if value < rules.initial_meld_points as u32 || sets.is_empty() {
            return Action::Draw;
        }
        table.extend(sets);
        return Action::Play { table };
    }
    played_any |= !sets.is_empty();
    table.extend(sets);
    // Lay off single tiles, sometimes by splitting a run around a duplicate.
    let mut i = 0;
    while i < left.len() {
        let tile = left[i];
        let mut placed = false;
        for s in 0..table.len() {
            let mut trial = table[s].clone();
            trial.push(tile);
            if is_valid_meld(&faces(&trial), rules) {
                table[s] = trial;
                placed = true;
                break;
            }
            if rng.below(2) == 0 && table[s].len() >= 5 {
                if let Some(pos) = table[s].iter().position(|t| t.face() == tile.face()) {
                    let (a, b) = table[s].split_at(pos + 1);
                    let mut second = vec![tile];
                    second.extend_from_slice(b);
                    let first = a.to_vec();
                    if is_valid_meld(&faces(&first), rules) && is_valid_meld(&faces(&second), rules) {
                        table[s] = first;
                        table.push(second);
                        placed = true;
                        break;
                    }
                }
            }
        }
        if placed {
            left.remove(i);
            played_any = true;
        } else {
            i += 1;
        }
    }
    if !played_any {
        return Action::Draw;
    }
    if round.check_play(&table).is_ok() {
        return Action::Play { table };
    }
    // Stricter joker rules can refuse a lay-off; fall back to new sets only.
    let (sets, _) = rack_sets(&seat.rack, rules);
    let mut plain = round.table.clone();
    plain.extend(sets);
    if plain.len() > round.table.len() && round.check_play(&plain).is_ok() {
        Action::Play { table: plain }
    } else {
        Action::Draw
    }
}
