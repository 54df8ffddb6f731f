//! Right-to-left text in display order. egui lays every line out left to
//! right; a Hebrew sentence (with, say, a Latin player name or a number in
//! it) is turned into the order its glyphs appear on screen, line by line,
//! with the Unicode bidirectional algorithm and a right-to-left base, and
//! brackets in right-to-left runs mirrored.

use unicode_bidi::{BidiInfo, Level};

/// `text`, written in logical order, in display order for a renderer that
/// draws left to right. Each line is a paragraph of its own.
pub fn visual(text: &str) -> String {
    text.split('\n').map(visual_line).collect::<Vec<_>>().join("\n")
}

fn visual_line(line: &str) -> String {
    let info = BidiInfo::new(line, Some(Level::rtl()));
    let Some(paragraph) = info.paragraphs.first() else {
        return line.to_string();
    };
    let (levels, runs) = info.visual_runs(paragraph, paragraph.range.clone());
    let mut out = String::with_capacity(line.len());
    for run in runs {
        let part = &line[run.clone()];
        if levels[run.start].is_rtl() {
            out.extend(part.chars().rev().map(mirror));
        } else {
            out.push_str(part);
        }
    }
    out
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
