//! The pseudo-language: English with every letter accented and the text
//! 40% longer, so a test sees where a translation would not fit, and text
//! left out of the catalogs stands out plain.

/// `text` accented, padded and bracketed.
pub fn pseudo(text: &str) -> String {
    let letters = text.chars().filter(|c| c.is_alphabetic()).count();
    let mut out = String::with_capacity(text.len() * 2 + 8);
    out.push('[');
    for c in text.chars() {
        out.push(accent(c));
    }
    // 40% longer, counted in letters, with vowels that stretch a word.
    for i in 0..(letters * 2).div_ceil(5) {
        out.push(if i % 2 == 0 { 'ı' } else { 'ȳ' });
    }
    out.push(']');
    out
}

fn accent(c: char) -> char {
    match c {
        'a' => 'á',
        'c' => 'ç',
        'e' => 'é',
        'i' => 'î',
        'n' => 'ñ',
        'o' => 'ö',
        'u' => 'ü',
        'y' => 'ý',
        's' => 'š',
        'z' => 'ž',
        'A' => 'Å',
        'C' => 'Ç',
        'E' => 'É',
        'I' => 'Î',
        'N' => 'Ñ',
        'O' => 'Ö',
        'U' => 'Ü',
        'S' => 'Š',
        'Z' => 'Ž',
        other => other,
    }
}
