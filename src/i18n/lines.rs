//! A paragraph broken into lines, for the texts egui cannot break itself:
//! Chinese and right-to-left ones. egui may break between any two hanzi,
//! and its list of characters a line must not start with lacks the
//! full-width ones Chinese uses (，。）：！？), so a line could start with a
//! comma. Here a line never starts with closing punctuation nor ends with
//! an opening bracket (the rule called kinsoku), lines break at spaces and
//! between hanzi, and a word or a number stays whole.

/// Characters that may not begin a line.
const NO_START: &str = "）)]」』】〕〉》〗〙｝}，,、。．.：:；;！!？?…‥％%々〜～·・”’";
/// Characters that may not end a line.
const NO_END: &str = "（([「『【〔〈《〖〘｛{“‘";

/// `text` broken into lines no wider than `width`, each character as wide
/// as `measure` says. A unit wider than the line gets a line of its own.
pub fn break_lines(text: &str, width: f32, mut measure: impl FnMut(char) -> f32) -> Vec<String> {
    let mut lines = Vec::new();
    for paragraph in text.split('\n') {
        break_paragraph(paragraph, width, &mut measure, &mut lines);
    }
    lines
}

/// A piece that is never broken: one hanzi, a run of spaces, or a Latin
/// word or number.
fn units(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut chars = text.char_indices().peekable();
    while let Some((_, c)) = chars.next() {
        let joins = |next: char| {
            if c.is_whitespace() {
                next.is_whitespace()
            } else {
                is_word(c) && is_word(next)
            }
        };
        match chars.peek() {
            Some(&(_, next)) if joins(next) => {}
            _ => {
                let end = chars.peek().map_or(text.len(), |&(j, _)| j);
                out.push(&text[start..end]);
                start = end;
            }
        }
    }
    out
}

/// Part of a word that stays whole: Latin letters, digits and their signs.
fn is_word(c: char) -> bool {
    c.is_ascii_alphanumeric()
        || "+-'_@#\u{05F3}\u{05F4}".contains(c)
        || (c.is_alphabetic() && (c as u32) < 0x2E80)
}

fn break_paragraph(
    text: &str,
    width: f32,
    measure: &mut impl FnMut(char) -> f32,
    lines: &mut Vec<String>,
) {
    let mut wide = |unit: &str| unit.chars().map(&mut *measure).sum::<f32>();
    let mut line: Vec<&str> = Vec::new();
    let mut used = 0.0;
    for unit in units(text) {
        let w = wide(unit);
        if used + w > width && !line.is_empty() && !unit.trim().is_empty() {
            let carried = carry(&mut line, unit);
            lines.push(line.concat().trim_end().to_string());
            line = carried;
            used = line.iter().map(|u| wide(u)).sum();
        }
        if line.is_empty() && unit.trim().is_empty() {
            continue;
        }
        line.push(unit);
        used += w;
    }
    lines.push(line.concat().trim_end().to_string());
}

/// What leaves a full `line` for the next one so that neither breaks a
/// rule: its last unit when `next` may not start a line, and an opening
/// bracket left at its end. The line keeps at least one unit.
fn carry<'a>(line: &mut Vec<&'a str>, next: &str) -> Vec<&'a str> {
    let starts = |u: &str| u.chars().next().is_some_and(|c| NO_START.contains(c));
    let ends = |u: &str| u.chars().last().is_some_and(|c| NO_END.contains(c));
    let mut carried = Vec::new();
    if starts(next) && line.len() > 1 {
        carried.push(line.pop().unwrap_or_default());
    }
    while line.len() > 1 && line.last().is_some_and(|u| ends(u)) {
        carried.insert(0, line.pop().unwrap_or_default());
    }
    carried
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every character one unit wide.
    fn lines(text: &str, width: f32) -> Vec<String> {
        break_lines(text, width, |_| 1.0)
    }

    #[test]
    fn no_line_starts_with_closing_punctuation() {
        // Four to a line would leave "，" to start the second line.
        let got = lines("一二三四，五六七八。", 4.0);
        assert_eq!(got, ["一二三", "四，五六", "七八。"]);
        for line in &got[1..] {
            assert!(!NO_START.contains(line.chars().next().unwrap()), "{got:?}");
        }
    }

    #[test]
    fn no_line_ends_with_an_opening_bracket() {
        let got = lines("一二三（四五）", 4.0);
        assert_eq!(got, ["一二三", "（四五）"]);
    }

    #[test]
    fn latin_words_and_numbers_stay_whole() {
        let got = lines("打出30分的牌组Tilemeld规则", 6.0);
        assert!(got.iter().any(|l| l.contains("30")), "{got:?}");
        assert!(got.iter().any(|l| l.contains("Tilemeld")), "{got:?}");
        assert_eq!(got.concat(), "打出30分的牌组Tilemeld规则");
    }

    #[test]
    fn every_character_is_kept_and_lines_fit() {
        let text = "每回合，你可以打出牌组、重新排列桌上的牌（只要最后每组都合规），或者摸一张牌。";
        let got = lines(text, 7.0);
        assert_eq!(got.concat(), text);
        assert!(got.iter().all(|l| l.chars().count() <= 7), "{got:?}");
        assert_eq!(lines("一\n二", 9.0), ["一", "二"]);
    }
}
