//! Independent brute-force checkers, written without the engine's helpers,
//! to compare the engine against.

use tilemeld::rules::{Color, Tile};

/// Whether jokerless `tiles` form a group or a run, by the plain definitions.
fn plain_valid(tiles: &[Tile], wrap: bool) -> bool {
    if tiles.len() < 3 {
        return false;
    }
    let numbers: Vec<u8> = tiles.iter().map(|t| t.number().unwrap()).collect();
    let colors: Vec<Color> = tiles.iter().map(|t| t.color().unwrap()).collect();
    let group = tiles.len() <= 4
        && numbers.iter().all(|&n| n == numbers[0])
        && (0..colors.len()).all(|i| (0..i).all(|j| colors[i] != colors[j]));
    if group {
        return true;
    }
    if !colors.iter().all(|&c| c == colors[0]) || tiles.len() > 13 {
        return false;
    }
    // Some start number from which the numbers are exactly consecutive.
    let starts: Vec<u8> = if wrap {
        (1..=13).collect()
    } else {
        vec![*numbers.iter().min().unwrap()]
    };
    starts.into_iter().any(|start| {
        let mut want: Vec<u8> = (0..tiles.len() as u8)
            .map(|i| {
                let n = start + i;
                if wrap { (n - 1) % 13 + 1 } else { n }
            })
            .collect();
        if want.iter().any(|&n| n > 13) {
            return false;
        }
        let mut have = numbers.clone();
        want.sort();
        have.sort();
        want == have
    })
}

/// The highest value of any valid reading of `tiles`, trying every face for
/// every joker; `None` when no reading is valid.
pub fn best_value(tiles: &[Tile], wrap: bool) -> Option<u32> {
    let jokers = tiles.iter().filter(|t| t.is_joker()).count();
    let numbered: Vec<Tile> = tiles.iter().copied().filter(|t| !t.is_joker()).collect();
    if numbered.is_empty() {
        return None;
    }
    let faces: Vec<Tile> = Tile::all_faces().filter(|t| !t.is_joker()).collect();
    let mut best = None;
    let mut choice = vec![0usize; jokers];
    loop {
        let mut candidate = numbered.clone();
        candidate.extend(choice.iter().map(|&i| faces[i]));
        if plain_valid(&candidate, wrap) {
            let v: u32 = candidate.iter().map(|t| t.number().unwrap() as u32).sum();
            best = Some(best.map_or(v, |b: u32| b.max(v)));
        }
        // Next joker assignment, odometer style.
        let mut k = 0;
        loop {
            if k == jokers {
                return best;
            }
            choice[k] += 1;
            if choice[k] < faces.len() {
                break;
            }
            choice[k] = 0;
            k += 1;
        }
    }
}

/// Legality of a turn under the default rules, from the definitions alone.
pub fn turn_is_legal(
    before: &[Vec<Tile>],
    rack: &[Tile],
    after: &[Vec<Tile>],
    initial_meld_done: bool,
    threshold: u32,
) -> bool {
    let sorted = |v: &[Tile]| {
        let mut v = v.to_vec();
        v.sort();
        v
    };
    let before_all = sorted(&before.concat());
    let after_all = sorted(&after.concat());
    // played = after - before, and before must be inside after.
    let mut played = after_all.clone();
    for t in &before_all {
        match played.iter().position(|p| p == t) {
            Some(i) => {
                played.remove(i);
            }
            None => return false,
        }
    }
    let mut rack_left = rack.to_vec();
    for t in &played {
        match rack_left.iter().position(|r| r == t) {
            Some(i) => {
                rack_left.remove(i);
            }
            None => return false,
        }
    }
    if played.is_empty() || !after.iter().all(|s| best_value(s, false).is_some()) {
        return false;
    }
    if initial_meld_done {
        return true;
    }
    let mut remaining: Vec<Vec<Tile>> = after.iter().map(|s| sorted(s)).collect();
    for set in before {
        match remaining.iter().position(|a| *a == sorted(set)) {
            Some(i) => {
                remaining.remove(i);
            }
            None => return false,
        }
    }
    let value: u32 = remaining
        .iter()
        .map(|s| best_value(s, false).unwrap())
        .sum();
    value >= threshold
}
