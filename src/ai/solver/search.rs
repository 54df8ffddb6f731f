//! The dynamic programme over the numbers (see the module above): its
//! tables, the search with its bounds, and the sets it read off.

use super::groups::{groups_of_three, split_groups};
use super::memo::{Entry, Memo, NEG, WORK};
use super::play::Objective;
use super::state::*;
use crate::rules::{Color, RuleSet, Tile, TileCounts, analyze_meld};

/// Value thresholds above this are capped (no real threshold is near it).
pub(super) const MAX_CAP: u32 = 1000;

/// One option at one colour step: the slots' moves (the tiles that go to
/// groups are in the next state's `groups`).
#[derive(Clone, Copy, Debug)]
pub(super) struct ColourMove {
    pub(super) moves: [SlotMove; SLOTS],
}

/// What the programmes of a solve are asked: place every tile of `table`
/// and as much of `rack` as `objective` prefers, worth `threshold` at least.
pub(super) struct SearchInputs<'a> {
    /// The table tiles the search must place (none before the initial meld).
    pub(super) table: &'a TileCounts,
    pub(super) rack: &'a TileCounts,
    pub(super) threshold: u32,
    pub(super) objective: Objective,
    /// Place only essential jokers and add the others at the end.
    pub(super) canonical: bool,
    /// Wrap-around runs: a programme from each starting number.
    pub(super) wrap: bool,
    /// Only arrangements worth more than this ([`Dp::score`]) are wanted:
    /// the search may prune everything else (`NEG`: any arrangement).
    pub(super) floor: i64,
    /// The box has third copies and more jokers (XP): a position that holds
    /// them is searched wide. The classic box's positions, and the phantom
    /// copies the joker options make, are searched as they always were.
    pub(super) wide_box: bool,
}

/// One colour at one number, the colour step's subject: its tiles on the
/// table and on the rack.
struct ColourStep {
    c: usize,
    n: usize,
    number: i64,
    table: u8,
    rack: u8,
}

/// What a colour's run slots do at a number: their moves, the states they
/// lead to, the real tiles and jokers they take, the jokers still free
/// after them and the free-joker spots (uncapped).
struct RunMoves {
    moves: ColourMove,
    next: [SlotState; SLOTS],
    real: u8,
    jokers: u8,
    jokers_left: u8,
    spots: u8,
}

/// The floor ([`SearchInputs::floor`]) that asks the programme for more
/// than `tiles` rack tiles under the tiles objective (any arrangement under
/// the value objective, whose measures plans add up differently).
pub(super) fn more_tiles_than(objective: Objective, tiles: i64) -> i64 {
    if objective == Objective::Tiles && tiles >= 0 {
        ((tiles + 1) << 20) - 1
    } else {
        NEG
    }
}

pub(super) struct Dp {
    pub(super) table: [[u8; 13]; 4],
    pub(super) rack: [[u8; 13]; 4],
    /// `group_capacity[n][c]`: the most tiles colours `c..4` can give to
    /// the groups of number index `n`.
    pub(super) group_capacity: [[u8; 5]; 13],
    pub(super) table_jokers: u8,
    pub(super) jokers: u8,
    pub(super) threshold: u32,
    pub(super) objective: Objective,
    /// Place only essential jokers and add the others at the end.
    pub(super) canonical: bool,
    /// `remaining[n][step]`: what the rack tiles from this step on could
    /// add at most (tiles that cannot be in any set left out).
    pub(super) remaining: [[Gain; 5]; 13],
    /// `joker_worth[n]`: the most a joker placed from number index `n` on
    /// can add to the initial meld's value.
    pub(super) joker_worth: [u32; 13],
    pub(super) rack_jokers: u8,
    /// The number at each position the search goes through: 1 to 13, 13
    /// to 1, or with wrap-around runs upwards from another starting point.
    pub(super) numbers: [u8; 13],
    /// The numbers go from 13 down to 1: a run's first tile is its
    /// highest.
    pub(super) downward: bool,
    pub(super) memo: Memo,
    /// A face has a third copy here, or there are more than two jokers:
    /// three run slots a colour, three tiles a colour to the groups, and
    /// the wide memo key. Otherwise the search is the classic one, node for
    /// node.
    pub(super) wide: bool,
    /// Copies of a face at most: 2, or 3 when wide.
    copies: u8,
    /// Free-joker spots worth counting: 2, or 4 when wide.
    spot_cap: u8,
    /// The thread's work at which the search stops, and whether it did.
    pub(super) stop_at: u64,
    pub(super) stopped: bool,
}

/// What a step adds: rack tiles, their value, rack jokers.
#[derive(Clone, Copy, Default, Debug)]
pub(super) struct Gain {
    pub(super) tiles: i64,
    pub(super) value: i64,
    pub(super) jokers: i64,
}

impl Dp {
    pub(super) fn new(inputs: &SearchInputs, numbers: [u8; 13], memo: Memo) -> Dp {
        let &SearchInputs {
            table,
            rack,
            threshold,
            objective,
            canonical,
            wide_box,
            ..
        } = inputs;
        let mut t = [[0u8; 13]; 4];
        let mut r = [[0u8; 13]; 4];
        for c in Color::ALL {
            for (n, &number) in numbers.iter().enumerate() {
                let face = Tile::new(c, number);
                t[c.index()][n] = table.get(face) as u8;
                r[c.index()][n] = rack.get(face) as u8;
            }
        }
        let table_jokers = table.get(Tile::JOKER) as u8;
        let jokers = table_jokers + rack.get(Tile::JOKER) as u8;
        let wide =
            wide_box && (jokers > 2 || (0..4).any(|c| (0..13).any(|n| t[c][n] + r[c][n] > 2)));
        let (copies, spot_cap) = if wide { (3, 4) } else { (2, 2) };
        Dp {
            table: t,
            rack: r,
            group_capacity: group_capacity(&t, &r, copies),
            table_jokers,
            jokers,
            threshold,
            objective,
            canonical,
            remaining: remaining_gains(&t, &r, jokers, &numbers),
            joker_worth: joker_worth(&t, &r, &numbers, spot_cap),
            rack_jokers: jokers - table_jokers,
            numbers,
            downward: numbers[0] == numbers[1] + 1,
            memo,
            wide,
            copies,
            spot_cap,
            stop_at: u64::MAX,
            stopped: false,
        }
    }

    /// The most a state's future could add: every playable rack tile from
    /// here on and every rack joker not yet placed (for the value
    /// objective, each joker at 13).
    pub(super) fn upper_bound(&self, s: &State) -> i64 {
        // Under the tiles objective a joker adds no value (see `joker_gain`).
        let joker_value = if self.objective == Objective::Value {
            13
        } else {
            0
        };
        if s.n == 13 {
            return self.score(Gain {
                tiles: self.rack_jokers as i64,
                value: joker_value * self.rack_jokers as i64,
                jokers: self.rack_jokers as i64,
            });
        }
        let mut g = self.remaining[s.n as usize][s.step as usize];
        let rack_jokers_placed = s.jokers_used.saturating_sub(self.table_jokers);
        let jokers = (self.rack_jokers - rack_jokers_placed) as i64;
        g.tiles += jokers;
        g.value += joker_value * jokers;
        g.jokers += jokers;
        self.score(g)
    }

    /// Before the initial meld: whether the value placed so far, plus every
    /// playable rack tile still ahead and every joker left at the most it
    /// could stand for, can still reach the threshold. Without it, a rack
    /// that cannot make the meld is searched to the end in every order (a
    /// hundred-point target with 34 small tiles took two minutes to answer
    /// "no play").
    pub(super) fn can_reach_threshold(&self, s: &State) -> bool {
        if s.cap >= self.threshold {
            return true;
        }
        let ahead = self
            .remaining
            .get(s.n as usize)
            .map_or(0, |r| r[s.step as usize].value);
        let jokers_left = self.rack_jokers - s.jokers_used.saturating_sub(self.table_jokers);
        let worth = self.joker_worth.get(s.n as usize).copied().unwrap_or(0);
        s.cap as i64 + ahead + (worth * jokers_left as u32) as i64 >= self.threshold as i64
    }

    /// Real tiles of colour `c` at number index `n` (0 past 13).
    pub(super) fn available(&self, c: usize, n: usize) -> u8 {
        if n < 13 {
            self.table[c][n] + self.rack[c][n]
        } else {
            0
        }
    }

    pub(super) fn start_state(&self) -> State {
        State {
            n: 0,
            step: 0,
            slots: [[SlotState::Empty; SLOTS]; 4],
            jokers_used: 0,
            spots: 0,
            groups: [0; 4],
            cap: 0,
        }
    }

    pub(super) fn score(&self, g: Gain) -> i64 {
        match self.objective {
            Objective::Tiles => (g.tiles << 20) + (g.jokers << 16) + g.value,
            Objective::Value => (g.value << 12) + (g.jokers << 8) + g.tiles,
        }
    }

    /// Gain from placing `jokers` more jokers at number `number`, when
    /// `used` were placed before: table jokers count first, so the rack's
    /// jokers take the higher numbers.
    pub(super) fn joker_gain(&self, used: u8, jokers: u8, number: i64) -> Gain {
        let mut g = Gain::default();
        for i in 0..jokers {
            if used + i >= self.table_jokers {
                g.tiles += 1;
                g.jokers += 1;
                // Under the tiles objective the value tie-break counts the
                // real tiles taken off the rack, so where a joker stands
                // does not matter (and the search may move it freely).
                if self.objective == Objective::Value {
                    g.value += number;
                }
            }
        }
        g
    }

    /// At the end: how many free jokers go into spots (table jokers must,
    /// rack jokers may), or `None` if the table's jokers find no place.
    pub(super) fn free_jokers(&self, s: &State) -> Option<(u8, u8)> {
        let placed = s.jokers_used;
        let table_free = self.table_jokers.saturating_sub(placed);
        if !self.canonical {
            return (table_free == 0).then_some((0, 0));
        }
        if table_free > s.spots {
            return None;
        }
        let rack_unplaced = self.jokers - placed - table_free;
        let rack_free = rack_unplaced.min(s.spots - table_free);
        Some((table_free, rack_free))
    }

    /// Calls `f` with every option of the current step: the next state,
    /// the gain, the colour move (or the group jokers at the group step).
    pub(super) fn for_each_option(
        &self,
        s: &State,
        mut f: impl FnMut(State, Gain, Option<ColourMove>, u8),
    ) {
        if s.step < 4 {
            self.for_each_colour_option(s, &mut f);
        } else {
            self.for_each_group_option(s, &mut f);
        }
    }

    /// A colour step's options: what the colour's run slots do, then how
    /// many of its tiles go to the groups.
    #[inline(always)]
    fn for_each_colour_option(
        &self,
        s: &State,
        f: &mut impl FnMut(State, Gain, Option<ColourMove>, u8),
    ) {
        let n = s.n as usize;
        let c = s.step as usize;
        let at = ColourStep {
            c,
            n,
            number: self.numbers[n] as i64,
            table: self.table[c][n],
            rack: self.rack[c][n],
        };
        let st = s.slots[c];
        // With more than two jokers a meld's run may lead with more than
        // two, so a leading joker need not see a real tile two ahead.
        let ahead = if self.wide && !self.canonical {
            [true, true]
        } else {
            [self.available(c, n + 1) > 0, self.available(c, n + 2) > 0]
        };
        let [(moves_a, len_a), (moves_b, len_b), (moves_c, len_c)] =
            st.map(|state| slot_moves(state, self.canonical, ahead));
        let (moves_a, moves_b) = (&moves_a[..*len_a], &moves_b[..*len_b]);
        for &(ma, next_a) in moves_a {
            for &(mb, next_b) in moves_b {
                // Slots in the same state are interchangeable: their moves
                // are taken in order, so no state is reached twice.
                if st[0] == st[1] && mb < ma {
                    continue;
                }
                if !self.wide {
                    // With two copies of each tile the third slot stays empty.
                    let next = [next_a, next_b, SlotState::Empty];
                    self.colour_option(s, &at, [ma, mb, SlotMove::Idle], next, f);
                    continue;
                }
                for &(mc, next_c) in &moves_c[..*len_c] {
                    if (st[1] == st[2] && mc < mb) || (st[0] == st[2] && mc < ma) {
                        continue;
                    }
                    let moves = [ma, mb, mc];
                    self.colour_option(s, &at, moves, [next_a, next_b, next_c], f);
                }
            }
        }
    }

    /// One choice of the colour's slot moves, and every share of its tiles
    /// for the groups after it.
    #[inline(always)]
    fn colour_option(
        &self,
        s: &State,
        at: &ColourStep,
        moves: [SlotMove; SLOTS],
        next: [SlotState; SLOTS],
        f: &mut impl FnMut(State, Gain, Option<ColourMove>, u8),
    ) {
        let real = moves.iter().filter(|&&m| m == SlotMove::Real).count() as u8;
        let jokers = moves.iter().filter(|&&m| m == SlotMove::Joker).count() as u8;
        if !self.run_slots_may_take(s, at, real, jokers) {
            return;
        }
        let jokers_left = self.jokers - s.jokers_used - jokers;
        if !self.runs_can_go_on(at, next, jokers_left) {
            return;
        }
        let runs = RunMoves {
            moves: ColourMove { moves },
            next,
            real,
            jokers,
            jokers_left,
            spots: self.spots_after(s, at, moves),
        };
        self.for_each_group_share(s, at, &runs, f);
    }

    /// Whether the colour's run slots may take `real` of its tiles and
    /// `jokers` jokers at this number.
    #[inline(always)]
    fn run_slots_may_take(&self, s: &State, at: &ColourStep, real: u8, jokers: u8) -> bool {
        if s.jokers_used + jokers > self.jokers || real > at.table + at.rack {
            return false;
        }
        // A joker never takes a run slot while a real tile of that colour
        // and number is left over (unused, or in a group): swapping them is
        // as good, with the joker freed into a spot or the group. Exact once
        // two spots are certain.
        !(self.canonical && s.spots >= 2 && jokers > 0 && real < at.table + at.rack)
    }

    /// Open runs must go on at the next number: with real tiles of this
    /// colour there, or with jokers.
    #[inline(always)]
    fn runs_can_go_on(&self, at: &ColourStep, next: [SlotState; SLOTS], jokers_left: u8) -> bool {
        let go_on = next.iter().filter(|&&st| must_go_on(st)).count() as u8;
        // Leading jokers may go on in a wide meld search: there only a
        // joker after a long run needs the real tile next.
        let long_leads = self.wide && !self.canonical;
        let need_real = next
            .iter()
            .filter(|&&st| st == SlotState::LongJoker || (st == SlotState::Joker2 && !long_leads))
            .count() as u8;
        let ahead = self.available(at.c, at.n + 1);
        go_on <= ahead + jokers_left && need_real <= ahead
    }

    /// Free-joker spots after the run slots' moves: a run that starts gives
    /// room below it, one that ended at the number before room above it.
    #[inline(always)]
    fn spots_after(&self, s: &State, at: &ColourStep, moves: [SlotMove; SLOTS]) -> u8 {
        let mut spots = s.spots;
        let cap = self.spot_cap;
        for (st, m) in s.slots[at.c].into_iter().zip(moves) {
            if st == SlotState::Empty && m != SlotMove::Idle {
                let first = at.number as u8;
                spots += if self.downward {
                    spots_above(first, cap)
                } else {
                    spots_below(first, cap)
                };
            } else if st != SlotState::Empty && m == SlotMove::Idle {
                let last = self.numbers[at.n - 1];
                spots += if self.downward {
                    spots_below(last, cap)
                } else {
                    spots_above(last, cap)
                };
            }
        }
        spots
    }

    /// After the run slots took theirs, how many of the colour's tiles go
    /// to the groups of its number (none, one, two or three): every share
    /// that places the table's tiles and leaves the groups within reach.
    #[inline(always)]
    fn for_each_group_share(
        &self,
        s: &State,
        at: &ColourStep,
        runs: &RunMoves,
        f: &mut impl FnMut(State, Gain, Option<ColourMove>, u8),
    ) {
        for to_groups in 0..=self.copies {
            let used = runs.real + to_groups;
            if used < at.table || used > at.table + at.rack {
                continue;
            }
            let mut groups = s.groups;
            groups[at.c] = to_groups;
            if !self.groups_within_reach(&groups, at, runs.jokers_left) {
                continue;
            }
            let mut next = *s;
            next.slots[at.c] = runs.next;
            next.jokers_used += runs.jokers;
            next.spots = runs.spots.min(self.spot_cap);
            next.groups = groups;
            next.step += 1;
            let rack_used = (used - at.table) as i64;
            let mut gain = self.joker_gain(s.jokers_used, runs.jokers, at.number);
            gain.tiles += rack_used;
            gain.value += rack_used * at.number;
            next.cap = (s.cap + ((used as u32 + runs.jokers as u32) * at.number as u32))
                .min(self.threshold);
            f(next, gain, Some(runs.moves), 0);
        }
    }

    /// Tiles given to groups must be able to reach a group: three tiles, or
    /// six once a colour gives two (nine once three).
    #[inline]
    fn groups_within_reach(&self, groups: &[u8; 4], at: &ColourStep, jokers_left: u8) -> bool {
        let so_far: u8 = groups.iter().sum();
        if so_far == 0 {
            return true;
        }
        let reach = so_far + self.group_capacity[at.n][at.c + 1] + jokers_left;
        let needed = 3 * groups.iter().max().copied().unwrap_or(0);
        reach >= needed
    }

    /// The group step's options: how many jokers join the groups of the
    /// number, and each way to split them and the colours into groups.
    #[inline]
    fn for_each_group_option(
        &self,
        s: &State,
        f: &mut impl FnMut(State, Gain, Option<ColourMove>, u8),
    ) {
        let number = self.numbers[s.n as usize] as i64;
        for jg in 0..=(self.jokers - s.jokers_used) {
            let Some(threes) = groups_of_three(s.groups, jg, self.canonical, self.wide) else {
                continue;
            };
            let mut next = *s;
            next.jokers_used += jg;
            next.spots = (s.spots + threes).min(self.spot_cap);
            next.groups = [0; 4];
            next.step = 0;
            next.n += 1;
            next.cap = (s.cap + jg as u32 * number as u32).min(self.threshold);
            f(next, self.joker_gain(s.jokers_used, jg, number), None, jg);
        }
    }

    /// The exact best value of the future of `s`.
    pub(super) fn best(&mut self, s: State) -> i64 {
        self.search(s, NEG).0
    }

    /// The best value of the future of `s` if it is above `alpha` (then
    /// exact), or an upper bound on it that is at most `alpha`. Returns the
    /// value and whether it is exact. Children are tried best-bound first,
    /// and any child whose bound cannot beat the best so far is skipped.
    pub(super) fn search(&mut self, s: State, alpha: i64) -> (i64, bool) {
        if s.n == 13 {
            let closed = s.slots.iter().flatten().all(|&l| !must_go_on(l));
            if !closed || s.cap < self.threshold {
                return (NEG, true);
            }
            let value = match self.free_jokers(&s) {
                Some((_, rack_free)) => self.score(Gain {
                    tiles: rack_free as i64,
                    value: 0,
                    jokers: rack_free as i64,
                }),
                None => NEG,
            };
            return (value, true);
        }
        if !self.can_reach_threshold(&s) {
            return (NEG, true);
        }
        let key = if self.wide { s.wide_key() } else { s.key() };
        if let Some(e) = self.memo.get(key)
            && (e.exact || e.value <= alpha)
        {
            return (e.value, e.exact);
        }
        let bound = self.upper_bound(&s);
        if bound <= alpha {
            return (bound, false);
        }
        // Each depth reuses its own buffer, so the search allocates nothing
        // once warm and never fills arrays it does not use.
        let work = WORK.with(|w| w.get());
        if work >= self.stop_at {
            self.stopped = true;
            return (NEG, true);
        }
        WORK.with(|w| w.set(work + 1));
        let depth = s.n as usize * 5 + s.step as usize;
        let mut children = std::mem::take(&mut self.memo.buffers[depth]);
        children.clear();
        self.for_each_option(&s, |next, gain, _, _| {
            let g = self.score(gain);
            children.push((next, g, g + self.upper_bound(&next)));
        });
        children.sort_unstable_by_key(|c| std::cmp::Reverse(c.2));
        // `best`: the best exact value found; `ceiling`: the highest upper
        // bound of a child known only to be no better than the floor.
        let mut best = NEG;
        let mut ceiling = NEG;
        for &(next, g, child_bound) in children.iter() {
            let floor = alpha.max(best);
            if child_bound <= floor {
                // Sorted by bound: no later child can do better either.
                ceiling = ceiling.max(child_bound);
                break;
            }
            let (r, r_exact) = self.search(next, floor - g);
            if self.stopped {
                // Nothing of a stopped search goes into the memo.
                self.memo.buffers[depth] = children;
                return (NEG, true);
            }
            if r <= NEG {
                continue;
            }
            if r_exact {
                best = best.max(r + g);
            } else {
                ceiling = ceiling.max(r + g);
            }
        }
        // Above alpha the best is exact: every bounded child is at most the
        // floor it was searched with, which is at most the best.
        self.memo.buffers[depth] = children;
        let exact = best > alpha || ceiling <= NEG;
        let value = if exact { best } else { best.max(ceiling) };
        self.memo.insert(key, Entry { value, exact });
        (value, exact)
    }

    /// Walks the optimal choices from `start` and builds the sets (`None`:
    /// the search was stopped on the way).
    pub(super) fn reconstruct(&mut self, start: State, wrap: bool) -> Option<Vec<Vec<Tile>>> {
        let mut sets: Vec<Vec<Tile>> = Vec::new();
        let mut runs: [[Vec<Tile>; SLOTS]; 4] = Default::default();
        let mut s = start;
        let mut options = Vec::new();
        while s.n < 13 {
            let target = self.best(s);
            options.clear();
            self.for_each_option(&s, |a, b, c, d| options.push((a, b, c, d)));
            let found = options.iter().copied().find(|(next, gain, _, _)| {
                let g = self.score(*gain);
                let (rest, exact) = self.search(*next, target - g - 1);
                self.stopped || (exact && rest > NEG && rest + g == target)
            });
            if self.stopped {
                return None;
            }
            let (next, _, colour_move, group_jokers) = found.expect("an optimal option exists");
            let number = self.numbers[s.n as usize];
            match colour_move {
                Some(m) => {
                    let c = s.step as usize;
                    let color = Color::from_index(c);
                    for (slot, mv) in m.moves.iter().enumerate() {
                        match mv {
                            SlotMove::Idle => {
                                if !runs[c][slot].is_empty() {
                                    sets.push(std::mem::take(&mut runs[c][slot]));
                                }
                            }
                            SlotMove::Real => runs[c][slot].push(Tile::new(color, number)),
                            SlotMove::Joker => runs[c][slot].push(Tile::JOKER),
                        }
                    }
                }
                None => {
                    let groups = split_groups(s.groups, group_jokers, self.canonical, self.wide)
                        .expect("feasible");
                    for (colours, jokers) in groups {
                        let mut set: Vec<Tile> = colours
                            .into_iter()
                            .map(|c| Tile::new(Color::from_index(c), number))
                            .collect();
                        set.extend(std::iter::repeat_n(Tile::JOKER, jokers as usize));
                        sets.push(set);
                    }
                }
            }
            s = next;
        }
        for colour in runs {
            for run in colour {
                if !run.is_empty() {
                    sets.push(run);
                }
            }
        }
        let (table_free, rack_free) = self.free_jokers(&s).expect("the optimum places its jokers");
        for _ in 0..table_free + rack_free {
            place_free_joker(&mut sets, wrap);
        }
        Some(sets)
    }
}

/// Puts a free joker where it is worth the most: at a run end with room, or
/// into a group of three.
pub(super) fn place_free_joker(sets: &mut [Vec<Tile>], wrap: bool) {
    let rules = RuleSet {
        wrap_around_runs: wrap,
        ..RuleSet::default()
    };
    let mut best: Option<(u32, usize)> = None;
    for (i, set) in sets.iter().enumerate() {
        let mut trial = set.clone();
        trial.push(Tile::JOKER);
        if let Ok(shape) = analyze_meld(&trial, &rules) {
            let worth = shape.value() - analyze_meld(set, &rules).map_or(0, |m| m.value());
            if best.is_none_or(|(w, _)| worth > w) {
                best = Some((worth, i));
            }
        }
    }
    let (_, i) = best.expect("the search counted a spot for every free joker");
    sets[i].push(Tile::JOKER);
}

/// Tiles of each face by colour and position: the table's, the rack's.
type Faces = [[u8; 13]; 4];

/// For each position, how many tiles colours `c..` can give the groups
/// (`copies` of a face at most, one to each group).
fn group_capacity(t: &Faces, r: &Faces, copies: u8) -> [[u8; 5]; 13] {
    let mut capacity = [[0u8; 5]; 13];
    for n in 0..13 {
        for c in (0..4).rev() {
            capacity[n][c] = capacity[n][c + 1] + (t[c][n] + r[c][n]).min(copies);
        }
    }
    capacity
}

/// What the rack tiles from each position and colour on could still add,
/// counting only those that could be in any set at all, with every tile
/// of the table and rack and every joker at hand.
fn remaining_gains(t: &Faces, r: &Faces, jokers: u8, numbers: &[u8; 13]) -> [[Gain; 5]; 13] {
    let available = |c: usize, n: i32| -> u8 {
        if (0..13).contains(&n) {
            t[c][n as usize] + r[c][n as usize]
        } else {
            0
        }
    };
    let could_play = |c: usize, n: usize| -> bool {
        let others = (0..4)
            .filter(|&o| o != c && available(o, n as i32) > 0)
            .count() as u8;
        if others + jokers >= 2 {
            return true;
        }
        (n as i32 - 2..=n as i32).any(|start| {
            start >= 0
                && start + 2 < 13
                && (start..start + 3)
                    .filter(|&m| m != n as i32 && available(c, m) == 0)
                    .count() as u8
                    <= jokers
        })
    };
    let mut remaining = [[Gain::default(); 5]; 13];
    let mut acc = Gain::default();
    for n in (0..13).rev() {
        for c in (0..4).rev() {
            if r[c][n] > 0 && could_play(c, n) {
                acc.tiles += r[c][n] as i64;
                acc.value += r[c][n] as i64 * numbers[n] as i64;
            }
            remaining[n][c] = acc;
        }
        remaining[n][4] = remaining.get(n + 1).map_or(Gain::default(), |g| g[0]);
    }
    remaining
}

/// The most a joker placed from each position on can be worth. A joker's
/// set holds a real tile at most `reach` places from it (as many as there
/// can be jokers: two, or four when wide), so a joker placed from position
/// `p` on sits at most `reach` past the last real tile from `p - 1` on
/// (`p - 1` for a run the slots already carry).
fn joker_worth(t: &Faces, r: &Faces, numbers: &[u8; 13], reach: u8) -> [u32; 13] {
    let mut joker_worth = [0u32; 13];
    for (p, worth) in joker_worth.iter_mut().enumerate() {
        let last_real = (p..13)
            .rev()
            .find(|&q| (0..4).any(|c| t[c][q] + r[c][q] > 0))
            .map_or(p as i32 - 1, |q| q as i32);
        let last = (last_real + reach as i32).min(12);
        *worth = (p as i32..=last)
            .map(|q| numbers[q as usize] as u32)
            .max()
            .unwrap_or(0);
    }
    joker_worth
}
