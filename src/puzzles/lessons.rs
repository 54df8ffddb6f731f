//! The guided first game: short lessons on the real table, each a position
//! and one thing to do. The rules judge every try; a lesson whose goal is
//! a play is done when the rules accept a turn that places the whole rack.
//! Plain Rust, no Bevy.

use super::{Puzzle, PuzzleLevel, fewest_changes, puzzle_rules};
use crate::ai::{Objective, solve};
use crate::rules::{Tile, parse_tiles};

/// What a lesson asks the player to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// Place every rack tile in one turn the rules accept.
    PlaceAll,
    /// Draw a tile.
    Draw,
    /// Ask for a hint.
    Hint,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lesson {
    pub title: &'static str,
    /// What to do, and why it works, in a line or two.
    pub text: &'static str,
    pub rack: &'static str,
    pub table: &'static [&'static str],
    /// Whether the player is past the initial meld.
    pub meld_done: bool,
    pub goal: Goal,
    /// Table tiles the lesson talks about (highlighted).
    pub focus: &'static str,
}

pub const LESSONS: &[Lesson] = &[
    Lesson {
        title: "A run",
        text: "A run is three or more tiles of one colour in a row. Drag 4, 5 and 6 onto the felt side by side, then press Done.",
        rack: "r4 r5 r6",
        table: &[],
        meld_done: true,
        goal: Goal::PlaceAll,
        focus: "",
    },
    Lesson {
        title: "A group",
        text: "A group is three or four tiles of one number, each a different colour. Lay the three 7s together, then Done.",
        rack: "k7 b7 o7",
        table: &["r1 r2 r3"],
        meld_done: true,
        goal: Goal::PlaceAll,
        focus: "",
    },
    Lesson {
        title: "The initial meld",
        text: "Your first play must be worth 30 points, from your own tiles. A joker counts as the tile it stands for: 10 + 10 + 10.",
        rack: "k10 b10 j",
        table: &[],
        meld_done: false,
        goal: Goal::PlaceAll,
        focus: "",
    },
    Lesson {
        title: "Adding to a set",
        text: "After your meld you may add tiles to any set on the table. Put the blue 6 on the run and the blue 8 on the group.",
        rack: "b6 b8",
        table: &["b3 b4 b5", "k8 o8 r8"],
        meld_done: true,
        goal: Goal::PlaceAll,
        focus: "b3 b4 b5 k8 o8 r8",
    },
    Lesson {
        title: "Shift",
        text: "Move a tile from the end of a long run: take the black 8 and make a group of 8s with your two.",
        rack: "b8 o8",
        table: &["k5 k6 k7 k8"],
        meld_done: true,
        goal: Goal::PlaceAll,
        focus: "k8",
    },
    Lesson {
        title: "Split",
        text: "Split a long run in two. Your red 5 goes in the middle: 3 4 5 and 5 6 7.",
        rack: "r5",
        table: &["r3 r4 r5 r6 r7"],
        meld_done: true,
        goal: Goal::PlaceAll,
        focus: "r3 r4 r5 r6 r7",
    },
    Lesson {
        title: "Substitute",
        text: "Put your red 9 into the group in place of the black 9, and use the black 9 in a run with your 10 and 11.",
        rack: "r9 k10 k11",
        table: &["k9 b9 o9"],
        meld_done: true,
        goal: Goal::PlaceAll,
        focus: "k9",
    },
    Lesson {
        title: "Combine",
        text: "Take tiles from two sets to make a new one: the black 4 and the blue 4 join your orange 4.",
        rack: "o4",
        table: &["k1 k2 k3 k4", "b4 b5 b6 b7"],
        meld_done: true,
        goal: Goal::PlaceAll,
        focus: "k4 b4",
    },
    Lesson {
        title: "Freeing a joker",
        text: "Your red 8 can take the joker's place; the freed joker must be played this turn: with your two 5s.",
        rack: "r8 k5 b5",
        table: &["r7 j r9"],
        meld_done: true,
        goal: Goal::PlaceAll,
        focus: "j",
    },
    Lesson {
        title: "Drawing",
        text: "Nothing fits? Draw a tile (D): that ends your turn. In a game the ring by your name is the timer: at zero you draw.",
        rack: "k1 b12",
        table: &["o4 o5 o6"],
        meld_done: true,
        goal: Goal::Draw,
        focus: "",
    },
    Lesson {
        title: "Undo, Reset, Hint",
        text: "Undo takes a move back, Reset the whole turn; a set outlined in red says why it is wrong. Press Hint (H) to see a play.",
        rack: "r2 r3 r4 k13",
        table: &["k10 k11 k12"],
        meld_done: true,
        goal: Goal::Hint,
        focus: "",
    },
];

impl Lesson {
    pub fn rack_tiles(&self) -> Vec<Tile> {
        parse_tiles(self.rack).expect("lessons are written in notation")
    }

    pub fn table_tiles(&self) -> Vec<Vec<Tile>> {
        self.table
            .iter()
            .map(|s| parse_tiles(s).expect("lessons are written in notation"))
            .collect()
    }

    pub fn focus_tiles(&self) -> Vec<Tile> {
        parse_tiles(self.focus).expect("lessons are written in notation")
    }

    /// The lesson as a position to play: its table, its rack, and a way to
    /// place it all (the solver's, changing as few sets as can be).
    pub fn position(&self) -> Puzzle {
        let (table, rack) = (self.table_tiles(), self.rack_tiles());
        let rules = puzzle_rules();
        let (solution, sets_changed) = match self.goal {
            Goal::PlaceAll if self.meld_done => fewest_changes(&table, &rack, &rules, u32::MAX)
                .map(|p| (p.solution, p.sets_changed))
                .unwrap_or_default(),
            Goal::PlaceAll => solve(&rack, &table, false, &rules, Objective::Tiles)
                .map(|s| (s.table, 0))
                .unwrap_or_default(),
            Goal::Draw | Goal::Hint => (Vec::new(), 0),
        };
        Puzzle {
            date: String::new(),
            level: PuzzleLevel::Easy,
            table,
            rack,
            solution,
            sets_changed,
        }
    }
}
