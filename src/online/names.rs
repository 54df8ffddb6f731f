//! A player's display name, as others will read it: cleaned of control
//! and direction-changing characters (`protocol::clean_name`), then
//! allowed by category. Nothing that cannot be seen (format characters,
//! private use, unassigned code points, the Hangul and braille blanks and
//! the other default-ignorable code points), at least one letter or digit,
//! and nothing that reads as a computer's seat once folded: NFKC (full-width
//! brackets become brackets), then Unicode's confusables skeleton (UTS #39:
//! a Cyrillic "а" reads as a Latin "a").

use std::sync::LazyLock;

use unicode_general_category::{GeneralCategory, get_general_category};
use unicode_normalization::UnicodeNormalization;
use unicode_security::skeleton;

use super::protocol::{MAX_NAME_CHARS, clean_name};

/// Why a display name was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameProblem {
    /// Nothing left after cleaning, or more than [`MAX_NAME_CHARS`]
    /// characters.
    Length,
    /// A character that is not seen (a blank filler, a tag, private use, an
    /// unassigned code point), or marks piled on one letter.
    Unseen,
    /// Neither a letter nor a digit in it.
    NoLetter,
    /// It reads as a computer's seat ("Ada (hard)", "Computer", a robot).
    LooksLikeAComputer,
}

/// Words a computer's seat is shown with; a player's name may not end in
/// one in brackets, nor be one.
const COMPUTER_WORDS: [&str; 8] = [
    "easy", "medium", "hard", "greedy", "master", "computer", "bot", "cpu",
];
/// Marks one letter may carry (Vietnamese needs two; a pile of them
/// spills over the names around it).
const MARKS_PER_LETTER: usize = 3;

/// Default-ignorable code points (Unicode's DerivedCoreProperties) that a
/// name may not hold: they draw as nothing, or as a blank the width of a
/// letter. The joiners U+200C/U+200D are cleaned already (kept only
/// between two visible characters) and the emoji variation selectors are
/// allowed after a visible character.
fn ignorable(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{034F}'
            | '\u{061C}'
            | '\u{115F}'..='\u{1160}'
            | '\u{17B4}'..='\u{17B5}'
            | '\u{180B}'..='\u{180F}'
            | '\u{200B}'
            | '\u{200E}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{206F}'
            | '\u{3164}'
            | '\u{FE00}'..='\u{FE0D}'
            | '\u{FEFF}'
            | '\u{FFA0}'
            | '\u{FFF0}'..='\u{FFFB}'
            | '\u{1BCA0}'..='\u{1BCA3}'
            | '\u{1D173}'..='\u{1D17A}'
            | '\u{E0000}'..='\u{E0FFF}'
    )
}

/// Blanks that are not default-ignorable but show nothing all the same.
fn blank(c: char) -> bool {
    matches!(c, '\u{2800}' | '\u{3000}' | '\u{2028}' | '\u{2029}')
}

fn unseen(c: char) -> bool {
    use GeneralCategory::{Format, PrivateUse, Surrogate, Unassigned};
    let joiner = matches!(c, '\u{200C}' | '\u{200D}');
    let category = get_general_category(c);
    ignorable(c)
        || blank(c)
        || (!joiner && matches!(category, Format | PrivateUse | Surrogate | Unassigned))
}

fn letter_or_digit(c: char) -> bool {
    use GeneralCategory::*;
    matches!(
        get_general_category(c),
        UppercaseLetter
            | LowercaseLetter
            | TitlecaseLetter
            | ModifierLetter
            | OtherLetter
            | DecimalNumber
            | LetterNumber
            | OtherNumber
    )
}

fn mark(c: char) -> bool {
    use GeneralCategory::{EnclosingMark, NonspacingMark, SpacingMark};
    matches!(
        get_general_category(c),
        NonspacingMark | SpacingMark | EnclosingMark
    )
}

/// Whether some letter carries more marks than [`MARKS_PER_LETTER`]
/// (counted on the decomposed text, so "é" is one mark either way).
fn piled_marks(name: &str) -> bool {
    let mut run = 0;
    for c in name.nfd() {
        run = if mark(c) { run + 1 } else { 0 };
        if run > MARKS_PER_LETTER {
            return true;
        }
    }
    false
}

/// The text a name is compared by: NFKC, lower case, then each character
/// as the one it is confused with.
pub fn folded(name: &str) -> String {
    let lower: String = name.nfkc().collect::<String>().to_lowercase();
    skeleton(&lower).collect()
}

/// Whether a name reads as a computer's seat once folded: a computer's
/// word alone, or in brackets at the end, or a robot or computer emoji.
fn reads_as_computer(name: &str) -> bool {
    static WORDS: LazyLock<Vec<String>> =
        LazyLock::new(|| COMPUTER_WORDS.iter().map(|w| folded(w)).collect());
    let text = folded(name);
    let is_word = |w: &str| WORDS.iter().any(|x| x == w.trim());
    let bracketed = [('(', ')'), ('[', ']'), ('{', '}')]
        .iter()
        .find_map(|&(open, close)| {
            let rest = text.trim_end().strip_suffix(close)?;
            rest.rsplit_once(open).map(|(_, word)| word.to_string())
        });
    is_word(&text)
        || bracketed.is_some_and(|w| is_word(&w))
        || name.contains(['\u{1F916}', '\u{1F4BB}'])
}

/// A display name as others will see it, or why it may not be one.
pub fn display_name(name: &str) -> Result<String, NameProblem> {
    let name: String = clean_name(name).nfc().collect();
    let n = name.chars().count();
    if n == 0 || n > MAX_NAME_CHARS {
        return Err(NameProblem::Length);
    }
    let chars: Vec<char> = name.chars().collect();
    let stray_selector = chars
        .iter()
        .enumerate()
        .any(|(i, &c)| matches!(c, '\u{FE0E}' | '\u{FE0F}') && (i == 0 || chars[i - 1] == ' '));
    if chars.iter().any(|&c| unseen(c)) || stray_selector || piled_marks(&name) {
        return Err(NameProblem::Unseen);
    }
    if !chars.iter().any(|&c| letter_or_digit(c)) {
        return Err(NameProblem::NoLetter);
    }
    if reads_as_computer(&name) {
        return Err(NameProblem::LooksLikeAComputer);
    }
    Ok(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_cleaned_and_kept_as_written() {
        assert_eq!(
            display_name("  Ana \u{200B} Lu\u{202E}z "),
            Ok("Ana Luz".into())
        );
        assert_eq!(display_name("אבי כהן"), Ok("אבי כהן".into()));
        assert_eq!(display_name("Nguyễn Thị"), Ok("Nguyễn Thị".into()));
        assert_eq!(display_name("김민준"), Ok("김민준".into()));
        assert_eq!(display_name("李小龙"), Ok("李小龙".into()));
        assert_eq!(
            display_name("می\u{200C}خواهم"),
            Ok("می\u{200C}خواهم".into())
        );
        assert_eq!(display_name("Zoë ❤\u{FE0F}"), Ok("Zoë ❤\u{FE0F}".into()));
        assert_eq!(display_name("R2-D2"), Ok("R2-D2".into()));
        assert_eq!(display_name("Hardy"), Ok("Hardy".into()));
        assert_eq!(display_name("Ann (Lisbon)"), Ok("Ann (Lisbon)".into()));
        assert_eq!(display_name("Robotnik"), Ok("Robotnik".into()));
        // Composed: "e" and a combining acute read as "é".
        assert_eq!(display_name("Jose\u{0301}"), Ok("José".into()));
    }

    #[test]
    fn names_nobody_can_see_are_refused() {
        assert_eq!(display_name("\u{200B}\u{2066} "), Err(NameProblem::Length));
        assert_eq!(
            display_name(&"x".repeat(MAX_NAME_CHARS + 1)),
            Err(NameProblem::Length)
        );
        for blank in [
            "\u{3164}",
            "\u{FFA0}",
            "\u{115F}\u{1160}",
            "\u{2800}\u{2800}",
            "Al\u{3164}ice",
            "Alice\u{E0041}",
            "Alice\u{E0020}",
            "Al\u{206A}ice",
            "Al\u{034F}ice",
            "Alice\u{1D173}",
            "Alice\u{FFF9}",
            "Alice\u{FFFB}",
            "Alice\u{E000}",
            "Alice\u{0378}",
            "Za\u{0301}\u{0302}\u{0303}\u{0304}lgo",
            "\u{FE0F}Alice",
        ] {
            assert_eq!(display_name(blank), Err(NameProblem::Unseen), "{blank:?}");
        }
        for no_letter in ["...", "-- --", "🙂", "()"] {
            assert_eq!(
                display_name(no_letter),
                Err(NameProblem::NoLetter),
                "{no_letter:?}"
            );
        }
    }

    #[test]
    fn names_that_read_as_a_computer_are_refused_however_written() {
        for fake in [
            "Ada (hard)",
            "Bo (MASTER)",
            "Computer",
            "bot",
            "Cy 🤖",
            "Dev ( easy )",
            // A Cyrillic а, and full-width brackets.
            "Ada (h\u{0430}rd)",
            "Ada \u{FF08}hard\u{FF09}",
            "Ada [medium]",
            "Ada (ｍａｓｔｅｒ)",
            "\u{0421}omputer",
            "C\u{043E}mputer",
            "B\u{03BF}t",
        ] {
            assert_eq!(
                display_name(fake),
                Err(NameProblem::LooksLikeAComputer),
                "{fake}"
            );
        }
    }

    #[test]
    fn look_alikes_fold_together() {
        assert_eq!(folded("h\u{0430}rd"), folded("hard"));
        assert_eq!(folded("ＨＡＲＤ"), folded("hard"));
        assert_ne!(folded("hard"), folded("herd"));
    }
}
