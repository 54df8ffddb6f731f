//! Tiles, their colours and physical identities, and the tile notation
//! (`r7`, `k13`, `j`) used by every CLI, file format and test fixture.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The four tile colours, in the order the game shows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Color {
    Black,
    Blue,
    Orange,
    Red,
}

impl Color {
    pub const ALL: [Color; 4] = [Color::Black, Color::Blue, Color::Orange, Color::Red];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Color {
        Color::ALL[i]
    }

    /// The one-letter notation code: `k`, `b`, `o`, `r`.
    pub fn code(self) -> char {
        match self {
            Color::Black => 'k',
            Color::Blue => 'b',
            Color::Orange => 'o',
            Color::Red => 'r',
        }
    }

    pub fn from_code(c: char) -> Option<Color> {
        match c.to_ascii_lowercase() {
            'k' => Some(Color::Black),
            'b' => Some(Color::Blue),
            'o' => Some(Color::Orange),
            'r' => Some(Color::Red),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::Blue => "blue",
            Color::Orange => "orange",
            Color::Red => "red",
        }
    }
}

/// A tile face: a number 1–13 in one colour, or a joker.
///
/// Stored as one byte: `colour * 13 + (number - 1)` for numbered tiles and
/// [`Tile::JOKER_INDEX`] for the joker, so a face doubles as an index into
/// per-face tables such as [`crate::rules::TileCounts`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tile(u8);

impl Tile {
    pub const JOKER_INDEX: usize = 52;
    /// Number of distinct faces (52 numbered faces and the joker).
    pub const FACES: usize = 53;
    pub const JOKER: Tile = Tile(Self::JOKER_INDEX as u8);

    /// A numbered tile. Panics on a number outside 1..=13; use
    /// [`Tile::try_new`] for untrusted numbers.
    pub fn new(color: Color, number: u8) -> Tile {
        Tile::try_new(color, number).expect("tile numbers run from 1 to 13")
    }

    pub fn try_new(color: Color, number: u8) -> Option<Tile> {
        (1..=13)
            .contains(&number)
            .then(|| Tile(color as u8 * 13 + number - 1))
    }

    pub fn from_index(index: usize) -> Tile {
        assert!(index < Self::FACES, "face index out of range");
        Tile(index as u8)
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub fn is_joker(self) -> bool {
        self.0 as usize == Self::JOKER_INDEX
    }

    /// The colour, or `None` for a joker.
    pub fn color(self) -> Option<Color> {
        (!self.is_joker()).then(|| Color::from_index(self.0 as usize / 13))
    }

    /// The number 1..=13, or `None` for a joker.
    pub fn number(self) -> Option<u8> {
        (!self.is_joker()).then_some(self.0 % 13 + 1)
    }

    /// All 52 numbered faces followed by the joker.
    pub fn all_faces() -> impl Iterator<Item = Tile> {
        (0..Self::FACES).map(Tile::from_index)
    }

    /// A sentence-friendly name: "red 7", "joker".
    pub fn describe(self) -> String {
        match (self.color(), self.number()) {
            (Some(c), Some(n)) => format!("{} {}", c.name(), n),
            _ => "joker".to_string(),
        }
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.color(), self.number()) {
            (Some(c), Some(n)) => write!(f, "{}{}", c.code(), n),
            _ => f.write_str("j"),
        }
    }
}

impl fmt::Debug for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A token that is not a tile in the notation; the message names the token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseTileError {
    pub token: String,
    pub problem: &'static str,
}

impl fmt::Display for ParseTileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Hostile input can be long; name a bounded prefix of it.
        let shown: String = self.token.chars().take(24).collect();
        let ellipsis = if shown.len() < self.token.len() {
            "…"
        } else {
            ""
        };
        write!(
            f,
            "\"{shown}{ellipsis}\" is not a tile: {} (tiles are written like r7, k13, b1, o10 or j)",
            self.problem
        )
    }
}

impl std::error::Error for ParseTileError {}

impl FromStr for Tile {
    type Err = ParseTileError;

    fn from_str(s: &str) -> Result<Tile, ParseTileError> {
        let err = |problem| ParseTileError {
            token: s.to_string(),
            problem,
        };
        let token = s.trim();
        let mut chars = token.chars();
        let first = chars.next().ok_or_else(|| err("it is empty"))?;
        if first.eq_ignore_ascii_case(&'j') {
            return if chars.next().is_none() {
                Ok(Tile::JOKER)
            } else {
                Err(err("a joker is written as j alone"))
            };
        }
        let color = Color::from_code(first).ok_or_else(|| {
            err("the first letter must be a colour: k (black), b (blue), o (orange) or r (red)")
        })?;
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(err("the colour must be followed by a number from 1 to 13"));
        }
        let number: u8 = digits
            .parse()
            .map_err(|_| err("the colour must be followed by a number from 1 to 13"))?;
        Tile::try_new(color, number).ok_or_else(|| err("numbers run from 1 to 13"))
    }
}

impl Serialize for Tile {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Tile {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Tile, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// Parses whitespace- or comma-separated notation: `"r4 r5 j"`.
pub fn parse_tiles(text: &str) -> Result<Vec<Tile>, ParseTileError> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .map(str::parse)
        .collect()
}

/// Writes tiles in notation, separated by spaces.
pub fn format_tiles(tiles: &[Tile]) -> String {
    tiles
        .iter()
        .map(Tile::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// One physical tile. The classic box's 106 keep the ids they always had:
/// ids `2f` and `2f + 1` are the two copies of numbered face `f`, and 104
/// and 105 the jokers. The XP box's third copies are `106 + f`, and its
/// third and fourth jokers 158 and 159.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct TileId(pub u8);

impl TileId {
    /// Every id is below this: arrays indexed by id have this length.
    pub const SPAN: usize = 160;
    const CLASSIC_JOKERS: u8 = 104;
    const THIRD_COPIES: u8 = 106;
    const MORE_JOKERS: u8 = 158;

    pub fn face(self) -> Tile {
        let id = self.0;
        assert!((id as usize) < Self::SPAN, "tile id out of range");
        match id {
            0..Self::CLASSIC_JOKERS => Tile::from_index(id as usize / 2),
            Self::THIRD_COPIES..Self::MORE_JOKERS => {
                Tile::from_index((id - Self::THIRD_COPIES) as usize)
            }
            _ => Tile::JOKER,
        }
    }

    /// Which copy of its face this tile is: 0, 1 or 2 for a numbered tile,
    /// 0 to 3 for a joker.
    pub fn copy(self) -> u8 {
        match self.0 {
            0..Self::CLASSIC_JOKERS => self.0 % 2,
            Self::CLASSIC_JOKERS..Self::THIRD_COPIES => self.0 - Self::CLASSIC_JOKERS,
            Self::THIRD_COPIES..Self::MORE_JOKERS => 2,
            _ => self.0 - Self::MORE_JOKERS + 2,
        }
    }

    /// Whether an id names a tile of some box (not which box a game uses:
    /// see [`TileSet::contains`]).
    pub fn is_valid(self) -> bool {
        (self.0 as usize) < Self::SPAN
    }
}

/// The tiles a game is played with: `copies` of each of the 52 numbered
/// faces and `jokers` jokers. The classic box has two copies and two
/// jokers (106 tiles); the XP box three and four (160).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TileSet {
    pub copies: u8,
    pub jokers: u8,
}

impl TileSet {
    pub const CLASSIC: TileSet = TileSet {
        copies: 2,
        jokers: 2,
    };
    pub const XP: TileSet = TileSet {
        copies: 3,
        jokers: 4,
    };

    /// Whether the ids can name this set: two or three copies, and up to
    /// two jokers a copy past the first.
    pub fn is_supported(self) -> bool {
        (2..=3).contains(&self.copies) && self.jokers <= 2 * (self.copies - 1)
    }

    pub fn is_classic(&self) -> bool {
        *self == TileSet::CLASSIC
    }

    /// How many tiles the set has.
    pub fn len(self) -> usize {
        52 * self.copies as usize + self.jokers as usize
    }

    pub fn is_empty(self) -> bool {
        self.len() == 0
    }

    pub fn contains(self, id: TileId) -> bool {
        id.is_valid()
            && if id.face().is_joker() {
                id.copy() < self.jokers
            } else {
                id.copy() < self.copies
            }
    }

    /// Every tile of the set, in id order: the classic set's ids are the
    /// same as they always were, so its deals do not change.
    pub fn ids(self) -> impl Iterator<Item = TileId> {
        (0..TileId::SPAN as u8)
            .map(TileId)
            .filter(move |&id| self.contains(id))
    }

    /// How many copies of `face` the set holds.
    pub fn copies_of(self, face: Tile) -> u16 {
        if face.is_joker() {
            self.jokers as u16
        } else {
            self.copies as u16
        }
    }
}

impl Default for TileSet {
    fn default() -> Self {
        TileSet::CLASSIC
    }
}

pub fn faces(ids: &[TileId]) -> Vec<Tile> {
    ids.iter().map(|id| id.face()).collect()
}
