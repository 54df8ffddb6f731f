//! The groups of one number: how the tiles each colour gives (and the
//! jokers) split into groups of three and four.

use std::sync::OnceLock;

/// Groups of one number: each group's colours and joker count.
pub(super) type Groups = Vec<(Vec<usize>, u8)>;

/// The most groups one number's tiles make: twelve tiles and four jokers
/// make five groups of three at most.
const MAX_GROUPS: usize = 5;

/// Which tables a search reads: the classic box's (each colour gives 0 to 2
/// tiles, 0 to 2 jokers) or the wide ones (0 to 3 tiles, 0 to 4 jokers).
#[derive(Clone, Copy)]
struct Shape {
    /// Tile counts a colour may give: 3 or 4.
    base: usize,
    /// Joker counts: 3 or 5.
    joker_counts: usize,
}

impl Shape {
    fn of(wide: bool) -> Shape {
        if wide {
            Shape {
                base: 4,
                joker_counts: 5,
            }
        } else {
            Shape {
                base: 3,
                joker_counts: 3,
            }
        }
    }

    fn len(self) -> usize {
        self.base.pow(4) * self.joker_counts * 2
    }

    fn index(self, g: [u8; 4], jokers: u8, canonical: bool) -> usize {
        let colours = g
            .iter()
            .rev()
            .fold(0usize, |acc, &c| acc * self.base + c as usize);
        (colours * self.joker_counts + jokers as usize) * 2 + canonical as usize
    }

    /// The position `index` of a table stands for: the copies of each
    /// colour, the jokers, and whether canonical.
    fn key(self, index: usize) -> ([u8; 4], u8, bool) {
        let canonical = index % 2 == 1;
        let jokers = (index / 2 % self.joker_counts) as u8;
        let mut rest = index / 2 / self.joker_counts;
        let mut g = [0u8; 4];
        for c in g.iter_mut() {
            *c = (rest % self.base) as u8;
            rest /= self.base;
        }
        (g, jokers, canonical)
    }
}

/// Splits the tiles of one number that go to groups, `g[c]` of colour `c`,
/// and `jokers` jokers into groups. Returns each group's colours and joker
/// count, preferring groups of three (each is a spot for a free joker).
/// With `canonical`, a group holding a joker has exactly three tiles (in a
/// group of four the joker is not essential). `wide`: a colour may give
/// three tiles and there may be four jokers.
pub(super) fn split_groups(g: [u8; 4], jokers: u8, canonical: bool, wide: bool) -> Option<Groups> {
    static CLASSIC: OnceLock<Vec<Option<Groups>>> = OnceLock::new();
    static WIDE: OnceLock<Vec<Option<Groups>>> = OnceLock::new();
    let shape = Shape::of(wide);
    let table = if wide { &WIDE } else { &CLASSIC }.get_or_init(|| {
        (0..shape.len())
            .map(|index| {
                let (g, jokers, canonical) = shape.key(index);
                search_groups(g, jokers, canonical)
            })
            .collect()
    });
    table[shape.index(g, jokers, canonical)].clone()
}

/// [`split_groups`]'s answer as the search needs it, without building the
/// groups: `None` when the tiles and jokers make no groups, else how many
/// groups of three they make (each a spot for a free joker).
#[inline]
pub(super) fn groups_of_three(g: [u8; 4], jokers: u8, canonical: bool, wide: bool) -> Option<u8> {
    static CLASSIC: OnceLock<Vec<Option<u8>>> = OnceLock::new();
    static WIDE: OnceLock<Vec<Option<u8>>> = OnceLock::new();
    let shape = Shape::of(wide);
    let table = if wide { &WIDE } else { &CLASSIC }.get_or_init(|| {
        (0..shape.len())
            .map(|index| {
                let (g, jokers, canonical) = shape.key(index);
                split_groups(g, jokers, canonical, wide).map(|groups| {
                    groups
                        .iter()
                        .filter(|(cs, j)| cs.len() + *j as usize == 3)
                        .count() as u8
                })
            })
            .collect()
    });
    table[shape.index(g, jokers, canonical)]
}

/// The search behind [`split_groups`]: every way to deal each colour's
/// tiles into distinct groups and the jokers among them.
pub(super) fn search_groups(g: [u8; 4], jokers: u8, canonical: bool) -> Option<Groups> {
    let total = (g.iter().sum::<u8>() + jokers) as usize;
    if total == 0 {
        return Some(Vec::new());
    }
    let most = *g.iter().max().expect("four colours") as usize;
    let mut best: Option<(usize, Groups)> = None;
    // Each group holds three or four tiles, and a colour's tiles go to
    // distinct groups.
    for k in (1..=MAX_GROUPS).filter(|&k| k >= most && 3 * k <= total && total <= 4 * k) {
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
                        let mut reals = [0usize; MAX_GROUPS];
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
/// and each group's jokers. (The order does not depend on how many jokers
/// a group may take, so the classic tables are what they always were.)
fn deal_jokers(reals: &[usize], jokers: u8, canonical: bool) -> Option<(usize, [u8; MAX_GROUPS])> {
    let k = reals.len();
    // A group of four holds one real tile at least.
    let per_group = jokers.min(3) as usize + 1;
    let mut best: Option<(usize, [u8; MAX_GROUPS])> = None;
    for deal in 0..per_group.pow(k as u32) {
        let mut js = [0u8; MAX_GROUPS];
        for (i, j) in js.iter_mut().enumerate().take(k) {
            *j = (deal / per_group.pow(i as u32) % per_group) as u8;
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
            assert!(split_groups([1, 1, 1, 0], 0, canonical, false).is_some());
            assert!(split_groups([1, 1, 0, 0], 1, canonical, false).is_some());
            assert!(split_groups([1, 0, 0, 0], 2, canonical, false).is_some());
            assert!(split_groups([0, 0, 0, 0], 2, canonical, false).is_none());
            assert!(split_groups([2, 1, 1, 0], 0, canonical, false).is_none());
            assert!(split_groups([2, 2, 1, 1], 0, canonical, false).is_some());
            assert!(split_groups([2, 2, 2, 2], 0, canonical, false).is_some());
            assert!(split_groups([2, 2, 1, 0], 1, canonical, false).is_some());
            assert!(split_groups([1, 1, 1, 1], 1, canonical, false).is_none());
        }
        // A joker in a group of four is never essential.
        assert!(split_groups([1, 1, 1, 0], 1, false, false).is_some());
        assert!(split_groups([1, 1, 1, 0], 1, true, false).is_none());
        // Four colours and two jokers: two groups of three, a joker in each.
        let groups = split_groups([1, 1, 1, 1], 2, true, false).unwrap();
        assert!(groups.iter().all(|(c, j)| c.len() + *j as usize == 3));
        // Eight tiles and a joker: three groups of three.
        let groups = split_groups([2, 2, 2, 2], 1, true, false).unwrap();
        assert_eq!(groups.len(), 3);
        assert!(groups.iter().all(|(c, j)| c.len() + *j as usize == 3));
        // Ten tiles: a group of four real tiles and two threes with a joker each.
        let groups = split_groups([2, 2, 2, 2], 2, true, false).unwrap();
        assert!(
            groups
                .iter()
                .all(|(c, j)| *j == 0 || c.len() + *j as usize == 3)
        );
        assert_eq!(
            split_groups([2, 2, 2, 2], 2, false, false).map(|g| g.len()),
            Some(3)
        );
    }

    /// With a third copy a colour gives up to three tiles, each to its own
    /// group, and up to four jokers join them.
    #[test]
    fn wide_group_splits() {
        let threes = |g, j, canonical| groups_of_three(g, j, canonical, true);
        for canonical in [false, true] {
            assert_eq!(threes([3, 3, 3, 3], 0, canonical), Some(4), "four of three");
            assert_eq!(threes([3, 3, 3, 0], 0, canonical), Some(3));
            assert_eq!(threes([3, 0, 0, 0], 0, canonical), None);
            assert_eq!(threes([3, 3, 1, 1], 0, canonical), None, "one group of two");
            assert!(threes([3, 3, 1, 1], 1, canonical).is_some());
            assert_eq!(threes([1, 0, 0, 0], 2, canonical), Some(1));
        }
        // One real tile and three jokers make a group of four, but no joker
        // of it is essential.
        assert!(split_groups([1, 0, 0, 0], 3, false, true).is_some());
        assert!(split_groups([1, 0, 0, 0], 3, true, true).is_none());
        // Twelve tiles and four jokers: sixteen tiles in groups.
        let groups = split_groups([3, 3, 3, 3], 4, false, true).unwrap();
        assert_eq!(
            groups
                .iter()
                .map(|(c, j)| c.len() + *j as usize)
                .sum::<usize>(),
            16
        );
        for (colours, _) in &groups {
            let mut seen = colours.clone();
            seen.dedup();
            assert_eq!(&seen, colours, "a colour once a group");
        }
        // The wide tables give the classic answers where both have one.
        for index in 0..81 * 3 * 2 {
            let (g, jokers, canonical) = Shape::of(false).key(index);
            assert_eq!(
                groups_of_three(g, jokers, canonical, false),
                groups_of_three(g, jokers, canonical, true),
                "{g:?} {jokers} {canonical}"
            );
        }
    }
}
