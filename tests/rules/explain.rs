//! "How to play" describes the rules actually chosen: each preset's text
//! says what sets it apart, and nothing it does not have.

use tilemeld::rules::{Preset, RuleSet, explain};

fn all_text(rules: &RuleSet) -> String {
    let t = explain(rules);
    let mut parts = vec![
        t.goal,
        t.runs,
        t.initial_meld,
        t.turn,
        t.timer,
        t.giving_up,
        t.scoring,
        t.the_match,
    ];
    parts.extend(t.jokers);
    parts.join(" ")
}

#[test]
fn each_preset_is_described_as_it_is() {
    let modern = all_text(&Preset::Modern.rules());
    assert!(modern.contains("at least 30 points"));
    assert!(modern.contains("13 is never followed by 1"));
    assert!(explain(&Preset::Modern.rules()).jokers.is_empty());
    assert!(modern.contains("clockwise") && !modern.contains("counterclockwise"));

    let sabra = explain(&Preset::Sabra.rules());
    let text = all_text(&Preset::Sabra.rules());
    assert_eq!(sabra.jokers.len(), 3, "{:?}", sabra.jokers);
    assert!(text.contains("from your own rack, not from the table"));
    assert!(text.contains("both missing colours"));
    assert!(text.contains("may not be changed"));
    assert!(text.contains("120 seconds"));
    assert!(text.contains("counterclockwise"));
    assert!(sabra.giving_up.contains("three tiles"));
    assert!(
        sabra
            .timer
            .contains("(three tiles if you left the table invalid)")
    );

    let pressman1998 = all_text(&Preset::Pressman1998.rules());
    assert!(pressman1998.contains("There is no turn timer."));
    assert!(pressman1998.contains("the fewest tiles win"));

    let pressman2009 = explain(&Preset::Pressman2009.rules());
    assert!(
        pressman2009
            .jokers
            .iter()
            .any(|j| j.contains("two tiles from your rack"))
    );
    assert!(
        pressman2009
            .the_match
            .contains("until someone reaches 100 points")
    );

    let house = explain(&Preset::House.rules());
    assert!(house.timer.contains("60 seconds") && house.timer.contains("draw three tiles"));
    assert!(house.the_match.contains("most rounds won"));

    let xp = explain(&Preset::Xp.rules());
    assert!(
        xp.goal.contains("five or six players there are 160 tiles")
            && xp.goal.contains("three times, and four jokers")
            && xp.goal.contains("four or fewer, 106 tiles"),
        "{}",
        xp.goal
    );
    assert!(
        modern.contains("There are 106 tiles: 1 to 13 in four colours, twice, and two jokers.")
    );
}

#[test]
fn options_outside_the_presets_are_described_too() {
    let rules = RuleSet {
        wrap_around_runs: true,
        initial_meld_points: 0,
        tiles_per_player: 16,
        ..RuleSet::modern()
    };
    let t = explain(&rules);
    assert!(t.runs.contains("wrap around"));
    assert!(t.initial_meld.contains("no minimum"));
    assert!(t.goal.contains("starts with 16"));
}

#[test]
fn the_championship_tells_its_clock_deal_and_charges() {
    let text = all_text(&Preset::Championship.rules());
    for part in [
        "600 seconds for the whole match",
        "given back, up to 10 seconds",
        "loses the match",
        "dealt a joker first",
        "costs 100 instead, or 200",
        "costs 50",
        "There is no turn timer",
    ] {
        assert!(text.contains(part), "{part:?} not in {text}");
    }
    let modern = all_text(&Preset::Modern.rules());
    assert!(!modern.contains("whole match") && !modern.contains("dealt a joker"));
}
