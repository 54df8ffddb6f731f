//! The message catalogs: every language's files read without an error,
//! hold exactly English's keys, and every key is used by the game and
//! every key the game asks for is in English's catalogs.

use std::collections::BTreeSet;
use std::path::Path;

use tilemeld::i18n::{AREAS, Lang, Messages, sources};

/// The message keys of a catalog text: identifiers at a line's start.
fn keys_of(text: &str) -> BTreeSet<String> {
    text.lines()
        .filter_map(|line| {
            let (id, _) = line.split_once('=')?;
            let id = id.trim_end();
            let first = id.chars().next()?;
            (first.is_ascii_alphabetic()
                && id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .then(|| id.to_string())
        })
        .collect()
}

fn keys(lang: Lang) -> BTreeSet<String> {
    sources(lang).iter().flat_map(|t| keys_of(t)).collect()
}

fn rust_sources(dir: &Path, out: &mut String) {
    for entry in std::fs::read_dir(dir).expect("src reads") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            rust_sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push_str(&std::fs::read_to_string(&path).expect("a source reads"));
        }
    }
}

/// The keys the code names: string literals given to the catalogs.
fn keys_asked(code: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let calls = [
        "tr.get(\"",
        "tr.get_with(\"",
        "tr.part(\"",
        "tr.part_with(\"",
        "messages.part(\"",
        "messages.part_with(\"",
        "Phrase::new(\"",
    ];
    for call in calls {
        for (i, _) in code.match_indices(call) {
            let rest = &code[i + call.len()..];
            if let Some(end) = rest.find('"') {
                out.insert(rest[..end].to_string());
            }
        }
    }
    out
}

#[test]
fn every_catalog_reads_and_holds_every_key_once() {
    let english = keys(Lang::En);
    assert!(english.len() > 10, "English has its messages");
    for lang in Lang::ALL {
        let messages = Messages::new(lang);
        assert!(
            messages.problems.is_empty(),
            "{lang:?}: {:?}",
            messages.problems
        );
        let own = keys(lang);
        let missing: Vec<_> = english.difference(&own).collect();
        let extra: Vec<_> = own.difference(&english).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{lang:?} lacks {missing:?} and has keys English does not: {extra:?}"
        );
        for (area, text) in AREAS.iter().zip(sources(lang)) {
            let mut seen = BTreeSet::new();
            for key in text.lines().filter_map(|l| keys_of(l).into_iter().next()) {
                assert!(seen.insert(key.clone()), "{lang:?} {area}: {key} twice");
            }
        }
    }
}

#[test]
fn every_key_is_used_and_every_key_asked_for_exists() {
    let mut code = String::new();
    rust_sources(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("src").as_path(),
        &mut code,
    );
    let english = keys(Lang::En);
    let unused: Vec<_> = english
        .iter()
        .filter(|k| !code.contains(&format!("\"{k}\"")))
        .collect();
    assert!(unused.is_empty(), "keys nothing uses: {unused:?}");
    let unknown: Vec<_> = keys_asked(&code)
        .into_iter()
        .filter(|k| !english.contains(k))
        .collect();
    assert!(unknown.is_empty(), "keys no catalog has: {unknown:?}");
}

#[test]
fn the_pseudo_language_is_accented_and_longer() {
    let english = Messages::new(Lang::En);
    let pseudo = Messages::new(Lang::Pseudo);
    let args = [("lessons", 11.into()), ("minutes", 5.into())];
    let plain = english.get_with("main-offer-text", &args);
    let long = pseudo.get_with("main-offer-text", &args);
    assert_eq!(
        plain,
        "Learn it on the table in 11 short lessons (about 5 minutes)."
    );
    assert!(long.contains("11") && long.contains('š'), "{long}");
    assert!(
        long.chars().count() as f32 >= plain.chars().count() as f32 * 1.3,
        "{long}"
    );
    assert_eq!(english.get("no-such-key"), "no-such-key");
}

#[test]
fn hebrew_is_put_in_display_order_with_names_and_numbers_left_to_right() {
    use tilemeld::i18n::visual;
    assert_eq!(visual("שלום"), "םולש");
    // A Latin name and a number keep their own order inside the sentence,
    // which reads from the right.
    assert_eq!(visual("שלום Ada"), "Ada םולש");
    assert_eq!(visual("יש 13 אבנים"), "םינבא 13 שי");
    assert_eq!(visual("Ada הניחה 3 אבנים"), "םינבא 3 החינה Ada");
    // Brackets in a right-to-left run are mirrored; lines stay lines.
    assert_eq!(visual("(אבן)\nשורה"), "(ןבא)\nהרוש");
    assert_eq!(visual("plain text"), "plain text");
}

#[test]
fn a_signed_number_or_a_latin_name_in_a_hebrew_message_stays_whole() {
    use tilemeld::i18n::visual;
    // As Fluent isolates a variable: "best round: +35" with the sign kept
    // on the number's left.
    assert_eq!(visual("סיבוב: \u{2068}+35\u{2069}"), "+35 :בוביס");
    assert_eq!(visual("\u{2068}Ada\u{2069} הניחה"), "החינה Ada");
    let he = Messages::new(Lang::He);
    // The catalog says "משחק חדש" (new game); egui is given the words in
    // display order.
    assert_eq!(he.get("main-new-game"), "חדש משחק");
    for key in ["main-continue", "main-new-game"] {
        let text = he.get(key);
        assert!(
            text.chars().any(|c| ('\u{5d0}'..='\u{5ea}').contains(&c)),
            "{key}: {text}"
        );
        assert!(!text.chars().any(|c| ('\u{2066}'..='\u{2069}').contains(&c)));
    }
}

#[test]
fn hebrew_goes_to_egui_in_display_order_with_its_letters_left_for_the_shaper() {
    use tilemeld::i18n::for_egui;
    // egui's shaper sets each run of Hebrew letters right to left itself:
    // the words go in display order, each word's letters in reading order.
    assert_eq!(for_egui("משחק חדש"), "חדש משחק");
    assert_eq!(for_egui("שלום Ada"), "Ada שלום");
    assert_eq!(for_egui("יש 13 אבנים"), "אבנים 13 יש");
    assert_eq!(for_egui("(אבן)"), "(אבן)");
}

#[test]
fn the_language_is_chosen_from_the_systems_list() {
    assert_eq!(Lang::negotiate(["pt-BR", "en"]), Lang::Pt);
    assert_eq!(Lang::negotiate(["zh-Hans-CN"]), Lang::Zh);
    assert_eq!(Lang::negotiate(["iw_IL.UTF-8"]), Lang::He);
    assert_eq!(Lang::negotiate(["ja", "ko-KR"]), Lang::Ko);
    // The pseudo-language is for tests only: the next one wanted is taken.
    assert_eq!(Lang::negotiate(["en-XA", "de"]), Lang::De);
    assert_eq!(Lang::negotiate(["ja", "ru"]), Lang::En);
}

#[test]
fn a_settings_file_with_a_language_this_build_does_not_know_keeps_its_settings() {
    use tilemeld::game::persist::Settings;
    let text = r#"{"music_volume": 0.25, "language": "xx-unknown"}"#;
    let settings: Settings = serde_json::from_str(text).expect("the file reads");
    assert_eq!(settings.language, None);
    assert_eq!(settings.music_volume, 0.25);
    let chosen: Settings = serde_json::from_str(r#"{"language": "he"}"#).unwrap();
    assert_eq!(chosen.language, Some(Lang::He));
}

#[test]
fn a_hebrew_message_inside_another_is_put_in_order_once() {
    let he = Messages::new(Lang::He);
    // A lesson's title inside its heading: the title goes in as read, and
    // the heading is ordered for the screen with it.
    let title = he.part("lesson-adding-title");
    let heading = he.get_with(
        "lesson-heading",
        &[
            ("number", 3.into()),
            ("count", 11.into()),
            ("title", title.clone().into()),
        ],
    );
    let first_word = title.split(' ').next().unwrap();
    assert!(heading.contains(first_word), "{heading} / {title}");
    assert_ne!(
        he.get("lesson-adding-title"),
        title,
        "shown and read orders differ"
    );
}

/// A word asked for the screen (already in egui's order right to left)
/// and then put into another message would be put in order a second time
/// and read backwards. It is read the right way all the same, and the
/// call is named, so a test of the screens finds it (the window tests
/// fail on it).
#[test]
fn a_hebrew_word_given_for_the_screen_inside_another_message_is_not_reversed() {
    let he = Messages::new(Lang::He);
    let shown = he.get("lesson-adding-title");
    let read = he.part("lesson-adding-title");
    assert_ne!(shown, read, "shown and read orders differ");
    let heading = |title: String| {
        he.get_with(
            "lesson-heading",
            &[
                ("number", 3.into()),
                ("count", 11.into()),
                ("title", title.into()),
            ],
        )
    };
    let right = heading(read);
    assert!(he.misplaced_parts().is_empty());
    assert_eq!(heading(shown), right, "the title reads the right way");
    assert_eq!(
        he.misplaced_parts(),
        vec!["lesson-heading: $title".to_string()]
    );
    // Other languages have one order: nothing to put right.
    let en = Messages::new(Lang::En);
    let title = en.get("lesson-adding-title");
    en.get_with(
        "lesson-heading",
        &[
            ("number", 3.into()),
            ("count", 11.into()),
            ("title", title.into()),
        ],
    );
    assert!(en.misplaced_parts().is_empty());
}

#[test]
fn a_hebrew_paragraph_wraps_in_reading_order_top_line_first() {
    use bevy_egui::egui;
    use tilemeld::game::ui::theme::ui::{fonts, rtl_lines};
    let he = Messages::new(Lang::He);
    let args = [("lessons", 11.into()), ("minutes", 5.into())];
    let shown = he.get_with("main-offer-text", &args);
    let reading = he.reading_of(&shown).expect("the text shown is remembered");
    assert!(
        reading.starts_with("אפשר") && reading.ends_with("דקות)."),
        "{reading}"
    );
    let ctx = egui::Context::default();
    ctx.set_fonts(fonts());
    let mut lines: Vec<String> = Vec::new();
    ctx.begin_pass(egui::RawInput::default());
    lines.extend(rtl_lines(
        &ctx,
        reading.clone(),
        egui::FontId::proportional(16.0),
        160.0,
    ));
    // A paragraph with numbers in it (isolated as variables), as How to
    // play shows it: no word cut in two (egui's own count of the shaped
    // glyphs once cut one, and put half of it two lines down).
    let goal = he.get_with(
        "howto-goal",
        &[("tiles", 14.into()), ("direction", "clockwise".into())],
    );
    let goal_reading = he.reading_of(&goal).expect("remembered");
    let goal_lines = rtl_lines(
        &ctx,
        goal_reading.clone(),
        egui::FontId::proportional(16.0),
        330.0,
    );
    // The font atlas would go to a renderer; there is none here.
    ctx.end_pass().textures_delta.clear();
    let plain = |t: &str| t.replace(['\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}'], "");
    assert!(goal_lines.len() >= 2, "{goal_lines:?}");
    for word in plain(&goal_reading).split_whitespace() {
        // Letters on both sides of an apostrophe are runs of their own
        // for the display order ("ג'וקרים" is drawn from "וקרים'ג").
        let parts: Vec<&str> = word
            .split(|c: char| !c.is_alphanumeric())
            .filter(|p| !p.is_empty())
            .collect();
        assert!(
            goal_lines
                .iter()
                .any(|l| parts.iter().all(|p| plain(l).contains(p))),
            "{word:?} is cut: {goal_lines:?}"
        );
    }
    assert!(lines.len() >= 2, "wrapped: {lines:?}");
    // The sentence's first word on the top line, its last on the bottom
    // one; each line in the order egui draws it.
    assert!(lines[0].contains("אפשר"), "{lines:?}");
    assert!(lines.last().unwrap().contains("דקות"), "{lines:?}");
    assert!(lines.iter().all(|l| !l.contains('\n')));
}

/// Every character the catalogs of languages in Latin letters use is in
/// the menus' fonts (Ubuntu and egui's icons), built into every build: a
/// character missing there is drawn as a box or "?" (an arrow was).
#[test]
fn every_character_of_the_latin_catalogs_is_in_the_menus_fonts() {
    use bevy_egui::egui;
    let ctx = egui::Context::default();
    ctx.set_fonts(tilemeld::game::ui::theme::ui::fonts());
    let mut output = ctx.run_ui(egui::RawInput::default(), |_| {});
    output.textures_delta.clear();
    let font = egui::FontId::proportional(16.0);
    let latin = Lang::ALL
        .into_iter()
        .filter(|l| !matches!(l, Lang::He | Lang::Ko | Lang::Zh | Lang::Pseudo));
    for lang in latin {
        let missing: BTreeSet<char> = sources(lang)
            .iter()
            .flat_map(|text| text.chars())
            .filter(|c| !c.is_control())
            .filter(|&c| !ctx.fonts_mut(|f| f.has_glyph(&font, c)))
            .collect();
        assert!(missing.is_empty(), "{lang:?}: {missing:?}");
    }
}

/// Two people at one device: a seat still called by the word for "you"
/// becomes "Spieler 2", so no toast says "Du ist dran"; alone, the
/// player keeps the name, and others keep theirs.
#[test]
fn at_a_table_passed_round_no_seat_is_called_you() {
    use tilemeld::game::seats::{GameSetup, SeatConfig};
    let de = Messages::new(Lang::De);
    let you = de.part("newgame-name-you");
    let player = |n: usize| de.part_with("newgame-name-player", &[("number", n.into())]);
    let mut alone = GameSetup {
        seats: vec![
            SeatConfig::human(&you),
            SeatConfig::computer("Ada", tilemeld::ai::Level::Hard),
        ],
        ..GameSetup::default()
    };
    alone.name_people_at_one_device(&you, player);
    assert_eq!(alone.seats[0].name, "Du");
    let mut two = GameSetup {
        seats: vec![
            SeatConfig::human("Dana"),
            SeatConfig::human(&you),
            SeatConfig::computer(&you, tilemeld::ai::Level::Hard),
        ],
        ..GameSetup::default()
    };
    two.name_people_at_one_device(&you, player);
    let names: Vec<&str> = two.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Dana", "Spieler 2", "Du"]);
}
