//! Swiss tables of 3 to 6 seats: the ranking cut into tables, then players
//! swapped between neighbouring tables where that keeps two of them from
//! sitting together again.

use super::Field;

/// Passes over the neighbouring tables; each swap removes a repeat, so
/// this only bounds the work on a field where repeats cannot all go.
const MAX_PASSES: usize = 8;

/// Table sizes for `players` at `seats`: as few tables as hold them
/// (`players / seats` rounded up), filled evenly, the fuller tables first.
/// So as many tables as possible are full and the others one seat short
/// (10 at 4 seats: 4, 3, 3), and a table of 2 only when the players cannot
/// fill tables of 3 (5 at 4 seats: 3, 2). When tables of `seats` and one
/// short cannot hold them exactly (13 at 6 seats), the sizes are as even
/// as can be (5, 4, 4). Never a table of 1 unless there is one player (who
/// then has a bye rather than a table).
pub fn table_sizes(players: usize, seats: usize) -> Vec<usize> {
    if players == 0 || seats == 0 {
        return Vec::new();
    }
    let count = players.div_ceil(seats);
    (0..count)
        .map(|i| players / count + usize::from(i < players % count))
        .collect()
}

/// The field's tables (ranks), each in seat order, the top table first.
pub(super) fn cut_tables(field: &Field, seats: usize) -> Vec<Vec<usize>> {
    let mut next = 0;
    let mut tables: Vec<Vec<usize>> = table_sizes(field.len(), seats)
        .into_iter()
        .map(|size| {
            next += size;
            (next - size..next).collect()
        })
        .collect();
    for _ in 0..MAX_PASSES {
        let mut swapped = false;
        for i in 1..tables.len() {
            let (upper, lower) = tables.split_at_mut(i);
            while swap_one(field, &mut upper[i - 1], &mut lower[0]) {
                swapped = true;
            }
        }
        if !swapped {
            break;
        }
    }
    for table in &mut tables {
        table.sort_by_key(|&i| (field.player(i).firsts, i));
    }
    tables
}

/// Pairs at a table who sat together before.
fn repeats(field: &Field, table: &[usize]) -> usize {
    let mut count = 0;
    for (k, &a) in table.iter().enumerate() {
        count += table[k + 1..].iter().filter(|&&b| field.met(a, b)).count();
    }
    count
}

/// Makes the swap between two tables that removes the most repeats, the
/// closest in rank among those; false if no swap removes one.
fn swap_one(field: &Field, upper: &mut [usize], lower: &mut [usize]) -> bool {
    let before = repeats(field, upper) + repeats(field, lower);
    if before == 0 {
        return false;
    }
    let mut best: Option<(usize, usize, usize, usize)> = None;
    for i in 0..upper.len() {
        for j in 0..lower.len() {
            std::mem::swap(&mut upper[i], &mut lower[j]);
            let after = repeats(field, upper) + repeats(field, lower);
            std::mem::swap(&mut upper[i], &mut lower[j]);
            let key = (after, upper[i].abs_diff(lower[j]), i, j);
            if after < before && best.is_none_or(|b| key < b) {
                best = Some(key);
            }
        }
    }
    let Some((_, _, i, j)) = best else {
        return false;
    };
    std::mem::swap(&mut upper[i], &mut lower[j]);
    true
}
