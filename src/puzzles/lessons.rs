//! The guided first game: short lessons on the real table, each a position
//! and one thing to do. The rules judge every try; a lesson whose goal is
//! a play is done when the rules accept a turn that places the whole rack.
//! Plain Rust, no Bevy; the words are the catalogs' (`lessons.ftl`), named
//! here by their keys.

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
    /// The catalog key of its title (`lessons.ftl`; the game says it in the
    /// player's language).
    pub title: &'static str,
    /// The catalog key of what to do, and why it works, in a line or two.
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
        title: "lesson-run-title",
        text: "lesson-run-text",
        rack: "r4 r5 r6",
        table: &[],
        meld_done: true,
        goal: Goal::PlaceAll,
        focus: "",
    },
    Lesson {
        title: "lesson-group-title",
        text: "lesson-group-text",
        rack: "k7 b7 o7",
        table: &["r1 r2 r3"],
        meld_done: true,
        goal: Goal::PlaceAll,
        focus: "",
    },
    Lesson {
        title: "lesson-initial-meld-title",
        text: "lesson-initial-meld-text",
        rack: "k10 b10 j",
        table: &[],
        meld_done: false,
        goal: Goal::PlaceAll,
        focus: "",
    },
    Lesson {
        title: "lesson-adding-title",
        text: "lesson-adding-text",
        rack: "b6 b8",
        table: &["b3 b4 b5", "k8 o8 r8"],
        meld_done: true,
        goal: Goal::PlaceAll,
        focus: "b3 b4 b5 k8 o8 r8",
    },
    Lesson {
        title: "lesson-shift-title",
        text: "lesson-shift-text",
        rack: "b8 o8",
        table: &["k5 k6 k7 k8"],
        meld_done: true,
        goal: Goal::PlaceAll,
        focus: "k8",
    },
    Lesson {
        title: "lesson-split-title",
        text: "lesson-split-text",
        rack: "r5",
        table: &["r3 r4 r5 r6 r7"],
        meld_done: true,
        goal: Goal::PlaceAll,
        focus: "r3 r4 r5 r6 r7",
    },
    Lesson {
        title: "lesson-substitute-title",
        text: "lesson-substitute-text",
        rack: "r9 k10 k11",
        table: &["k9 b9 o9"],
        meld_done: true,
        goal: Goal::PlaceAll,
        focus: "k9",
    },
    Lesson {
        title: "lesson-combine-title",
        text: "lesson-combine-text",
        rack: "o4",
        table: &["k1 k2 k3 k4", "b4 b5 b6 b7"],
        meld_done: true,
        goal: Goal::PlaceAll,
        focus: "k4 b4",
    },
    Lesson {
        title: "lesson-freeing-joker-title",
        text: "lesson-freeing-joker-text",
        rack: "r8 k5 b5",
        table: &["r7 j r9"],
        meld_done: true,
        goal: Goal::PlaceAll,
        focus: "j",
    },
    Lesson {
        title: "lesson-drawing-title",
        text: "lesson-drawing-text",
        rack: "k1 b12",
        table: &["o4 o5 o6"],
        meld_done: true,
        goal: Goal::Draw,
        focus: "",
    },
    Lesson {
        title: "lesson-undo-reset-hint-title",
        text: "lesson-undo-reset-hint-text",
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
