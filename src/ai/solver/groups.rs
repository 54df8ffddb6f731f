//! The groups of one number: how the tiles each colour gives (and the
//! jokers) split into groups of three and four.

/// Groups of one number: each group's colours and joker count.
pub(super) type Groups = Vec<(Vec<usize>, u8)>;

/// Splits the tiles of one number that go to groups, `g[c]` of colour `c`
/// (each 0..=2), and `jokers` jokers into groups. Returns each group's
/// colours and joker count, preferring groups of three (each is a spot for
/// a free joker). With `canonical`, a group holding a joker has exactly
/// three tiles (in a group of four the joker is not essential). Eight tiles
/// and a joker or two make three groups, so up to three are tried.
pub(super) fn split_groups(g: [u8; 4], jokers: u8, canonical: bool) -> Option<Groups> {
    static TABLES: std::sync::OnceLock<Vec<Option<Groups>>> = std::sync::OnceLock::new();
    let table = TABLES.get_or_init(|| {
        let mut all = Vec::with_capacity(81 * 3 * 2);
        for index in 0..81 * 3 * 2 {
            let (g, jokers, canonical) = table_key(index);
            all.push(search_groups(g, jokers, canonical));
        }
        all
    });
    let index = g.iter().rev().fold(0usize, |acc, &c| acc * 3 + c as usize);
    table[(index * 3 + jokers as usize) * 2 + canonical as usize].clone()
}

/// The position `index` of the tables stands for: the copies of each
/// colour (0 to 2), the free jokers (0 to 2), and whether canonical.
fn table_key(index: usize) -> ([u8; 4], u8, bool) {
    let canonical = index % 2 == 1;
    let jokers = (index / 2 % 3) as u8;
    let mut rest = index / 6;
    let mut g = [0u8; 4];
    for c in g.iter_mut() {
        *c = (rest % 3) as u8;
        rest /= 3;
    }
    (g, jokers, canonical)
}

/// [`split_groups`]'s answer as the search needs it, without building the
/// groups: `None` when the tiles and jokers make no groups, else how many
/// groups of three they make (each a spot for a free joker).
#[inline]
pub(super) fn groups_of_three(g: [u8; 4], jokers: u8, canonical: bool) -> Option<u8> {
    static TABLE: std::sync::OnceLock<Vec<Option<u8>>> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        (0..81 * 3 * 2)
            .map(|index| {
                let (g, jokers, canonical) = table_key(index);
                split_groups(g, jokers, canonical).map(|groups| {
                    groups
                        .iter()
                        .filter(|(cs, j)| cs.len() + *j as usize == 3)
                        .count() as u8
                })
            })
            .collect()
    });
    let index = g.iter().rev().fold(0usize, |acc, &c| acc * 3 + c as usize);
    table[(index * 3 + jokers as usize) * 2 + canonical as usize]
}

/// The search behind [`split_groups`]: every way to deal each colour's
/// tiles into distinct groups and the jokers among them.
pub(super) fn search_groups(g: [u8; 4], jokers: u8, canonical: bool) -> Option<Groups> {
    let total = g.iter().sum::<u8>() + jokers;
    if total == 0 {
        return Some(Vec::new());
    }
    let mut best: Option<(usize, Groups)> = None;
    for k in 1..=3usize {
        // Each colour goes into `g[c]` distinct groups: a bit mask over k.
        let masks: Vec<Vec<u8>> = (0..4)
            .map(|c| {
                (0..1u8 << k)
                    .filter(|m| m.count_ones() == g[c] as u32)
                    .collect()
            })
            .collect();
        for m0 in &masks[0] {
            for m1 in &masks[1] {
                for m2 in &masks[2] {
                    for m3 in &masks[3] {
                        let chosen = [*m0, *m1, *m2, *m3];
                        let mut reals = [0usize; 3];
                        for (i, real) in reals.iter_mut().enumerate().take(k) {
                            *real = chosen.iter().filter(|m| *m >> i & 1 == 1).count();
                        }
                        if reals[..k].contains(&0) {
                            continue;
                        }
                        if let Some((threes, js)) = deal_jokers(&reals[..k], jokers, canonical)
                            && best.as_ref().is_none_or(|(t, _)| threes > *t)
                        {
                            let groups = (0..k)
                                .map(|i| {
                                    ((0..4).filter(|&c| chosen[c] >> i & 1 == 1).collect(), js[i])
                                })
                                .collect();
                            best = Some((threes, groups));
                        }
                    }
                }
            }
        }
    }
    best.map(|(_, groups)| groups)
}

/// The first way (in the search's order) to deal `jokers` jokers among
/// groups of `reals` real tiles with the most groups of three: that count
/// and each group's jokers.
fn deal_jokers(reals: &[usize], jokers: u8, canonical: bool) -> Option<(usize, [u8; 3])> {
    let k = reals.len();
    let mut best: Option<(usize, [u8; 3])> = None;
    for deal in 0..3usize.pow(k as u32) {
        let mut js = [0u8; 3];
        for (i, j) in js.iter_mut().enumerate().take(k) {
            *j = (deal / 3usize.pow(i as u32) % 3) as u8;
        }
        if js.iter().sum::<u8>() != jokers {
            continue;
        }
        let ok = (0..k).all(|i| {
            let size = reals[i] + js[i] as usize;
            (3..=4).contains(&size) && !(canonical && js[i] > 0 && size != 3)
        });
        if !ok {
            continue;
        }
        let threes = (0..k).filter(|&i| reals[i] + js[i] as usize == 3).count();
        if best.is_none_or(|(t, _)| threes > t) {
            best = Some((threes, js));
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn group_splits() {
        for canonical in [false, true] {
            assert!(split_groups([1, 1, 1, 0], 0, canonical).is_some());
            assert!(split_groups([1, 1, 0, 0], 1, canonical).is_some());
            assert!(split_groups([1, 0, 0, 0], 2, canonical).is_some());
            assert!(split_groups([0, 0, 0, 0], 2, canonical).is_none());
            assert!(split_groups([2, 1, 1, 0], 0, canonical).is_none());
            assert!(split_groups([2, 2, 1, 1], 0, canonical).is_some());
            assert!(split_groups([2, 2, 2, 2], 0, canonical).is_some());
            assert!(split_groups([2, 2, 1, 0], 1, canonical).is_some());
            assert!(split_groups([1, 1, 1, 1], 1, canonical).is_none());
        }
        // A joker in a group of four is never essential.
        assert!(split_groups([1, 1, 1, 0], 1, false).is_some());
        assert!(split_groups([1, 1, 1, 0], 1, true).is_none());
        // Four colours and two jokers: two groups of three, a joker in each.
        let groups = split_groups([1, 1, 1, 1], 2, true).unwrap();
        assert!(groups.iter().all(|(c, j)| c.len() + *j as usize == 3));
        // Eight tiles and a joker: three groups of three.
        let groups = split_groups([2, 2, 2, 2], 1, true).unwrap();
        assert_eq!(groups.len(), 3);
        assert!(groups.iter().all(|(c, j)| c.len() + *j as usize == 3));
        // Ten tiles: a group of four real tiles and two threes with a joker each.
        let groups = split_groups([2, 2, 2, 2], 2, true).unwrap();
        assert!(
            groups
                .iter()
                .all(|(c, j)| *j == 0 || c.len() + *j as usize == 3)
        );
        assert_eq!(
            split_groups([2, 2, 2, 2], 2, false).map(|g| g.len()),
            Some(3)
        );
    }
}
