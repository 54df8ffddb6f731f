//! Every sentence a player reads, in their language. The catalogs are
//! Fluent files under `assets/locales/<tag>/`, one per area of the game,
//! built into the program; plurals, numbers and word order are the
//! catalog's (Fluent), never put together from pieces here. A key missing
//! in a language falls back to English. Plain Rust: the game holds a
//! [`Messages`] for the language chosen.

mod bidi;
mod catalogs;
mod lang;
mod lines;
mod phrase;
mod pseudo;
pub mod reasons;
pub mod spoken;
pub mod words;

pub use bidi::{for_egui, visual};
pub use catalogs::{AREAS, sources};
pub use lang::Lang;
pub use lines::break_lines;
pub use phrase::{Arg, Phrase};
pub use pseudo::pseudo;

use std::collections::HashMap;
use std::sync::Mutex;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// One language's catalogs, ready to format, with English behind them.
pub struct Messages {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
    english: Option<FluentBundle<FluentResource>>,
    /// What did not parse or load (empty in a good build; a test checks).
    pub problems: Vec<String>,
    /// Right to left: each text given to the screen, with its reading
    /// order, so the accessibility tree can say what egui draws.
    readings: Mutex<HashMap<String, String>>,
    /// Messages given a screen-ordered text as a variable: see
    /// [`Messages::misplaced_parts`].
    misplaced: Mutex<Vec<String>>,
}

/// How many misplaced parts are remembered.
const MISPLACED_KEPT: usize = 64;

/// How many texts [`Messages::reading_of`] remembers before it starts over.
const READINGS_KEPT: usize = 4096;

impl Messages {
    pub fn new(lang: Lang) -> Messages {
        let mut problems = Vec::new();
        let bundle = bundle(lang, &mut problems);
        let english =
            (!matches!(lang, Lang::En | Lang::Pseudo)).then(|| bundle_for(Lang::En, &mut problems));
        Messages {
            lang,
            bundle,
            english,
            problems,
            readings: Mutex::default(),
            misplaced: Mutex::default(),
        }
    }

    /// The reading order of a text [`Messages::get`] gave for the screen
    /// (right-to-left languages only; others read as they are shown).
    pub fn reading_of(&self, shown: &str) -> Option<String> {
        let readings = self.readings.lock().ok()?;
        readings.get(shown).cloned()
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The message `key`, or English's when this language lacks it, or the
    /// key itself when no catalog has it. Right-to-left text comes as egui
    /// shows it right (see [`for_egui`]).
    pub fn get(&self, key: &str) -> String {
        self.shown(self.format(key, None))
    }

    /// The message `key` with its variables.
    pub fn get_with(&self, key: &str, args: &[(&str, Arg)]) -> String {
        let fixed = self.in_reading_order(key, args);
        let args = fixed.as_deref().unwrap_or(args);
        self.shown(self.format(key, Some(&fluent_args(args))))
    }

    /// The messages given a variable [`Messages::get`] had already put in
    /// the screen's order (right to left, so it would be read backwards
    /// once put in order again with its message): "key: $variable" each.
    /// They are read the right way all the same; a call that should have
    /// asked for a [`Messages::part`] is named here, for the tests.
    pub fn misplaced_parts(&self) -> Vec<String> {
        self.misplaced.lock().map(|m| m.clone()).unwrap_or_default()
    }

    /// `args` with any text of [`Messages::get`]'s taken back to its
    /// reading order (noted in `misplaced`); `None` when none is.
    fn in_reading_order<'a>(
        &self,
        key: &str,
        args: &[(&'a str, Arg)],
    ) -> Option<Vec<(&'a str, Arg)>> {
        if !self.lang.is_rtl() {
            return None;
        }
        let readings = self.readings.lock().ok()?;
        let reading = |value: &Arg| match value {
            Arg::Text(t) => readings.get(t).cloned(),
            Arg::Number(_) => None,
        };
        if !args.iter().any(|(_, v)| reading(v).is_some()) {
            return None;
        }
        let fixed = args
            .iter()
            .map(|(name, value)| match reading(value) {
                Some(text) => {
                    if let Ok(mut misplaced) = self.misplaced.lock()
                        && misplaced.len() < MISPLACED_KEPT
                    {
                        misplaced.push(format!("{key}: ${name}"));
                    }
                    (*name, Arg::Text(text))
                }
                None => (*name, value.clone()),
            })
            .collect();
        Some(fixed)
    }

    /// The message `key` as a value for another message (a lesson's title
    /// in its heading, a name in a list): in reading order, made ready for
    /// the screen only with the message it goes into.
    pub fn part(&self, key: &str) -> String {
        self.format(key, None)
    }

    /// [`Messages::part`] with variables.
    pub fn part_with(&self, key: &str, args: &[(&str, Arg)]) -> String {
        let fixed = self.in_reading_order(key, args);
        let args = fixed.as_deref().unwrap_or(args);
        self.format(key, Some(&fluent_args(args)))
    }

    /// A phrase kept for later (a notice, a reason) in this language.
    pub fn phrase(&self, phrase: &Phrase) -> String {
        self.get_with(phrase.key, &phrase.args)
    }

    /// Whether this language's own catalogs hold `key`.
    pub fn has(&self, key: &str) -> bool {
        self.bundle.has_message(key)
    }

    fn format(&self, key: &str, args: Option<&FluentArgs>) -> String {
        let found = [Some(&self.bundle), self.english.as_ref()]
            .into_iter()
            .flatten()
            .find_map(|b| Some((b, b.get_message(key)?.value()?)));
        let Some((bundle, pattern)) = found else {
            return key.to_string();
        };
        let mut errors = Vec::new();
        bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned()
    }

    /// Text in reading order as the screen takes it: accented in the
    /// pseudo-language, in egui's order right to left.
    fn shown(&self, text: String) -> String {
        match self.lang {
            Lang::Pseudo => pseudo(&text),
            lang if lang.is_rtl() => {
                let shown = for_egui(&text);
                // Each frame asks again for the same texts: remembered once.
                if shown != text
                    && let Ok(mut readings) = self.readings.lock()
                    && !readings.contains_key(&shown)
                {
                    if readings.len() >= READINGS_KEPT {
                        readings.clear();
                    }
                    let reading = text.chars().filter(|c| !bidi::is_isolate_mark(*c));
                    readings.insert(shown.clone(), reading.collect());
                }
                shown
            }
            _ => text,
        }
    }
}

fn fluent_args<'a>(args: &'a [(&str, Arg)]) -> FluentArgs<'a> {
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        match value {
            Arg::Text(s) => fluent.set(*name, FluentValue::from(s.as_str())),
            Arg::Number(n) => fluent.set(*name, FluentValue::from(*n)),
        }
    }
    fluent
}

fn bundle(lang: Lang, problems: &mut Vec<String>) -> FluentBundle<FluentResource> {
    match lang {
        // The pseudo-language formats English and accents the result.
        Lang::Pseudo => bundle_for(Lang::En, problems),
        _ => bundle_for(lang, problems),
    }
}

fn bundle_for(lang: Lang, problems: &mut Vec<String>) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = lang.tag().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Fluent wraps each variable in invisible isolation marks. Left to
    // right they only cost boxes the fonts cannot draw; right to left they
    // keep a name or a signed number ("+35") whole, and the bidi pass that
    // reads them takes them out.
    bundle.set_use_isolating(lang.is_rtl());
    for (area, text) in AREAS.iter().zip(sources(lang)) {
        let resource = match FluentResource::try_new(text.to_string()) {
            Ok(r) => r,
            Err((r, errors)) => {
                problems.push(format!("{}/{area}.ftl: {errors:?}", lang.tag()));
                r
            }
        };
        if let Err(errors) = bundle.add_resource(resource) {
            problems.push(format!("{}/{area}.ftl: {errors:?}", lang.tag()));
        }
    }
    bundle
}
