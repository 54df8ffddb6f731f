//! Right-to-left text in display order. egui lays every line out left to
//! right; a Hebrew sentence (with, say, a Latin player name or a number in
//! it) is turned into the order its glyphs appear on screen, line by line,
//! with the Unicode bidirectional algorithm and a right-to-left base, and
//! brackets in right-to-left runs mirrored.

use unicode_bidi::{BidiInfo, Level};

/// `text`, written in logical order, in display order for a renderer that
/// draws left to right. Each line is a paragraph of its own.
pub fn visual(text: &str) -> String {
    text.split('\n')
        .map(visual_line)
        .collect::<Vec<_>>()
        .join("\n")
}

fn visual_line(line: &str) -> String {
    let info = BidiInfo::new(line, Some(Level::rtl()));
    let mut out = String::with_capacity(line.len());
    // A line holds one paragraph, unless a name brought a separator in.
    for paragraph in &info.paragraphs {
        visual_paragraph(line, &info, paragraph, &mut out);
    }
    out
}

fn visual_paragraph(
    line: &str,
    info: &BidiInfo,
    paragraph: &unicode_bidi::ParagraphInfo,
    out: &mut String,
) {
    let (levels, runs) = info.visual_runs(paragraph, paragraph.range.clone());
    for run in runs {
        let part = line[run.clone()].chars().filter(|c| !is_isolate_mark(*c));
        if levels[run.start].is_rtl() {
            out.extend(part.rev().map(mirror));
        } else {
            out.extend(part);
        }
    }
}

/// `text` as egui must be given it to show it right to left. egui lays
/// the runs of a line out left to right but shapes each run of one font
/// with HarfBuzz's rules (harfrust), which set a run of Hebrew letters
/// right to left by itself: so the line goes in display order ([`visual`])
/// with each run of Hebrew letters turned back to reading order.
pub fn for_egui(text: &str) -> String {
    let visual = visual(text);
    let mut out = String::with_capacity(visual.len());
    let mut letters: Vec<char> = Vec::new();
    for c in visual.chars() {
        if is_hebrew(c) {
            letters.push(c);
            continue;
        }
        out.extend(letters.drain(..).rev());
        out.push(c);
    }
    out.extend(letters.drain(..).rev());
    out
}

/// A character of the Hebrew blocks: the runs the shaper sets right to left.
fn is_hebrew(c: char) -> bool {
    matches!(c, '\u{0590}'..='\u{05FF}' | '\u{FB1D}'..='\u{FB4F}')
}

/// The marks that isolate a variable (LRI, RLI, FSI, PDI): they order the
/// text, and are not drawn.
pub(super) fn is_isolate_mark(c: char) -> bool {
    matches!(c, '\u{2066}'..='\u{2069}')
}

/// The mirrored glyph of a paired punctuation mark, drawn in a
/// right-to-left run.
fn mirror(c: char) -> char {
    match c {
        '(' => ')',
        ')' => '(',
        '[' => ']',
        ']' => '[',
        '{' => '}',
        '}' => '{',
        '<' => '>',
        '>' => '<',
        '«' => '»',
        '»' => '«',
        '‹' => '›',
        '›' => '‹',
        other => other,
    }
}
