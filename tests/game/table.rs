//! Play on the table through the real systems: drags and drops, Done,
//! Undo and Reset, sorting, the timer, computers, hot seat, and the
//! window tests that draw it under Xvfb.

use super::*;

#[test]
fn dragging_a_rack_tile_onto_a_set_extends_it_in_the_rules_and_on_screen() {
    let mut app = app(dana_against_ada());
    arrange(&mut app, &["r7 k1 k2", "b1 k5 r9 o13"], &["r4 r5 r6"]);
    let r7 = rack_tile(&app, "r7");
    assert_eq!(place_of(&mut app, r7), TilePlace::Rack { slot: 0 });
    // Drop it on the left end of the set: the run re-orders itself.
    let set = layout(&app).sets[0].clone();
    drag(&mut app, vec![r7], set.tiles[0] - Vec2::new(5.0, 0.0));
    assert_eq!(table_text(&app), vec!["r4 r5 r6 r7"]);
    assert_eq!(
        place_of(&mut app, r7),
        TilePlace::Table {
            set: set.id,
            slot: 3
        }
    );
    // The entity heads for the slot the layout gives it.
    let target = layout(&app).sets[0].tiles[3];
    let mut q = app
        .world_mut()
        .query::<(&TileView, &tilemeld::game::table::TileMotion)>();
    let motion = q
        .iter(app.world())
        .find(|(v, _)| v.0 == r7)
        .unwrap()
        .1
        .target;
    assert!(motion.distance(target) < 0.5);

    command(&mut app, TurnCommand::Done);
    let s = session(&app);
    assert_eq!(format_tiles(&faces(&s.game.round.table[0])), "r4 r5 r6 r7");
    assert!(!s.game.round.seats[0].rack.contains(&r7));
    assert_eq!(s.game.round.current, 1);
    assert!(matches!(s.game.log.last(), Some(Action::Play { .. })));
}

#[test]
fn dropping_on_free_table_space_makes_a_new_set() {
    let mut app = app(dana_against_ada());
    arrange(&mut app, &["k1 k2 k3 r9", "b1 k5 r9 o13"], &["r4 r5 r6"]);
    let l = layout(&app);
    let free = Vec2::new(l.table.center().x, l.table.min.y + 20.0);
    for face in ["k2", "k1", "k3"] {
        let tile = rack_tile(&app, face);
        let target = if face == "k2" {
            free
        } else {
            // Onto the new set.
            layout(&app).sets[1].tiles[0]
        };
        drag(&mut app, vec![tile], target);
    }
    assert_eq!(
        table_text(&app),
        vec!["r4 r5 r6", "k1 k2 k3"],
        "{:?}",
        layout(&app).sets
    );
    assert_eq!(session(&app).draft.rack.len(), 1);
    command(&mut app, TurnCommand::Done);
    assert_eq!(session(&app).game.round.table.len(), 2);
}

#[test]
fn an_illegal_drop_returns_the_tile() {
    let mut app = app(dana_against_ada());
    arrange(&mut app, &["r7 k1 k2", "b1 k5 r9 o13"], &["r3 r4 r5 r6"]);
    let before = session(&app).draft.clone();
    let table_tile = session(&app).draft.sets[0].tiles[0];
    // A table tile dropped on the rack: the rules never allow it.
    let rack_slot = layout(&app).rack_slots[0];
    drag(&mut app, vec![table_tile], rack_slot);
    assert_eq!(session(&app).draft, before);
    assert!(matches!(
        place_of(&mut app, table_tile),
        TilePlace::Table { slot: 0, .. }
    ));
    let said = feedback(&mut app);
    assert!(
        said.iter().any(
            |f| matches!(f, Feedback::Refused { reason: m, tiles } if english(m).contains("never go back") && *tiles == vec![table_tile])
        ),
        "{said:?}"
    );
    // The refused tile shakes on its way back.
    let mut kinetics = app
        .world_mut()
        .query::<(&TileView, &tilemeld::game::table::motion::TileKinetics)>();
    let shaking = kinetics
        .iter(app.world())
        .find(|(v, _)| v.0 == table_tile)
        .is_some_and(|(_, k)| k.shake > 0.0);
    assert!(shaking, "the refused tile does not shake");
    // Off the table entirely: back where it was, silently.
    let r7 = rack_tile(&app, "r7");
    drag(&mut app, vec![r7], Vec2::new(0.0, 10_000.0));
    assert_eq!(session(&app).draft, before);
    assert_eq!(place_of(&mut app, r7), TilePlace::Rack { slot: 0 });
}

#[test]
fn before_the_initial_meld_table_tiles_cannot_be_lifted() {
    let mut app = app(dana_against_ada());
    arrange(&mut app, &["r7 k1 k2", "b1 k5 r9 o13"], &["r4 r5 r6"]);
    app.world_mut().resource_mut::<Session>().game.round.seats[0].initial_meld_done = false;
    app.world_mut().resource_mut::<Session>().begin_turn();
    app.update();
    let table_tile = session(&app).draft.sets[0].tiles[0];
    let before = session(&app).draft.clone();
    let at = layout(&app).table.center();
    drag(&mut app, vec![table_tile], at);
    assert_eq!(session(&app).draft, before);
    assert!(feedback(&mut app).iter().any(
        |f| matches!(f, Feedback::Refused { reason: m, .. } if english(m).contains("initial meld"))
    ));
}

#[test]
fn done_is_refused_for_an_invalid_table_with_the_reason() {
    let mut app = app(dana_against_ada());
    arrange(&mut app, &["r7 k1 k2", "b1 k5 r9 o13"], &["r4 r5 r6"]);
    let k1 = rack_tile(&app, "k1");
    let l = layout(&app);
    drag(
        &mut app,
        vec![k1],
        Vec2::new(l.table.center().x, l.table.min.y + 20.0),
    );
    command(&mut app, TurnCommand::Done);
    let said = feedback(&mut app);
    assert!(
        said.iter().any(
            |f| matches!(f, Feedback::TurnRefused { reason: m, .. } if english(m).contains("k1") && english(m).contains("not valid"))
        ),
        "{said:?}"
    );
    let s = session(&app);
    assert_eq!(s.phase, Phase::Human);
    assert_eq!(s.game.log.len(), 0, "nothing reached the rules' log");
    assert_eq!(s.game.round.table.len(), 1);
    // Giving up restores the table and draws the penalty.
    command(&mut app, TurnCommand::GiveUp);
    let s = session(&app);
    assert_eq!(s.game.round.seats[0].rack.len(), 4);
    assert_eq!(s.game.round.table.len(), 1);
}

#[test]
fn undo_and_reset_restore_exactly() {
    let mut app = app(dana_against_ada());
    arrange(
        &mut app,
        &["r7 r8 k2 k1", "b1 k5 r9 o13"],
        &["r4 r5 r6", "o9 o10 o11"],
    );
    let start = session(&app).draft.clone();
    let (r7, r8) = (rack_tile(&app, "r7"), rack_tile(&app, "r8"));
    let set0 = layout(&app).sets[0].tiles[2] + Vec2::new(10.0, 0.0);
    drag(&mut app, vec![r7], set0);
    let after_one = session(&app).draft.clone();
    let set0 = layout(&app).sets[0].tiles[3] + Vec2::new(10.0, 0.0);
    drag(&mut app, vec![r8], set0);
    assert_eq!(table_text(&app)[0], "r4 r5 r6 r7 r8");
    command(&mut app, TurnCommand::SortGroups);
    command(&mut app, TurnCommand::Undo);
    command(&mut app, TurnCommand::Undo);
    assert_eq!(session(&app).draft.sets, after_one.sets);
    assert_eq!(session(&app).draft.rack, after_one.rack);
    command(&mut app, TurnCommand::Reset);
    assert_eq!(session(&app).draft.sets, start.sets);
    assert_eq!(session(&app).draft.rack, start.rack);
    assert_eq!(place_of(&mut app, r7), TilePlace::Rack { slot: 0 });
}

#[test]
fn sorting_the_rack_groups_numbers_or_runs_colours() {
    let mut app = app(dana_against_ada());
    arrange(&mut app, &["r7 k8 b7 r8 k7", "b1 k5 r9 o13"], &[]);
    command(&mut app, TurnCommand::SortGroups);
    assert_eq!(
        format_tiles(&faces(&session(&app).draft.rack)),
        "k7 b7 r7 k8 r8"
    );
    command(&mut app, TurnCommand::SortRuns);
    assert_eq!(
        format_tiles(&faces(&session(&app).draft.rack)),
        "k7 k8 b7 r7 r8"
    );
}

#[test]
fn timer_expiry_reverts_the_table_and_draws_the_penalty() {
    let mut app = app(dana_against_ada());
    arrange(&mut app, &["r7 k1 k2", "b1 k5 r9 o13"], &["r4 r5 r6"]);
    let r7 = rack_tile(&app, "r7");
    let at = layout(&app).sets[0].tiles[2] + Vec2::new(10.0, 0.0);
    drag(&mut app, vec![r7], at);
    assert_eq!(table_text(&app), vec!["r4 r5 r6 r7"]);
    // Sixty seconds at 16 ms a frame.
    for _ in 0..(60_000 / 16 + 2) {
        app.update();
        if session(&app).game.round.current != 0 {
            break;
        }
    }
    let s = session(&app);
    assert_eq!(s.game.round.current, 1, "the turn ended");
    assert_eq!(
        format_tiles(&faces(&s.game.round.table[0])),
        "r4 r5 r6",
        "the table is as it was"
    );
    assert_eq!(
        s.game.round.seats[0].rack.len(),
        4,
        "r7 back on the rack and one tile drawn"
    );
    assert!(s.game.round.seats[0].rack.contains(&r7));
    match s.game.log.last() {
        Some(Action::Timeout { attempted }) => assert_eq!(
            attempted
                .iter()
                .map(|set| format_tiles(&faces(set)))
                .collect::<Vec<_>>(),
            vec!["r4 r5 r6 r7"],
            "the rules were given the table the player left"
        ),
        other => panic!("not a timeout: {other:?}"),
    }
    let said = feedback(&mut app);
    assert!(
        said.iter()
            .any(|f| matches!(f, Feedback::TimeUp { seat: 0, drew: 1 })),
        "{said:?}"
    );
}

/// Draw pressed in the frame the clock runs out: the player's move is
/// made, not the timeout.
#[test]
fn a_move_made_as_the_clock_runs_out_is_the_turn() {
    let mut app = app(dana_against_ada());
    arrange(&mut app, &["r7 k1 k2", "b1 k5 r9 o13"], &["r4 r5 r6"]);
    app.world_mut().resource_mut::<Session>().clock = Some(0.001);
    command(&mut app, TurnCommand::Draw);
    let s = session(&app);
    assert_eq!(s.game.round.current, 1, "the turn ended");
    assert_eq!(s.game.log.last(), Some(&Action::Draw));
}

#[test]
fn a_computer_turn_played_move_by_move_ends_as_the_rules_say() {
    let setup = GameSetup {
        seats: vec![
            SeatConfig::computer("Ada", Level::Hard),
            SeatConfig::human("Dana"),
        ],
        seed: 9,
        rules: RuleSet::default(),
    };
    let mut app = app(setup);
    app.insert_resource(ComputerSpeed(2.0));
    arrange(
        &mut app,
        &["r7 r8 k1 k2 k3 o5", "b1 b2 b3 b4"],
        &["r4 r5 r6", "o6 o7 o8"],
    );
    assert_eq!(session(&app).phase, Phase::Computer);
    let mut shown = None;
    let mut steps_seen = std::collections::BTreeSet::new();
    for _ in 0..2000 {
        app.update();
        let left = app.world().resource::<Playback>().moves_left();
        if app.world().resource::<Playback>().is_playing() {
            steps_seen.insert(left);
            if left == 0 && shown.is_none() {
                shown = Some(session(&app).draft.table());
            }
        }
        if session(&app).game.round.current == 1 {
            break;
        }
    }
    assert!(
        steps_seen.len() >= 4,
        "the turn played out move by move: {steps_seen:?}"
    );
    let norm = |t: &[Vec<TileId>]| {
        let mut sets: Vec<Vec<TileId>> = t
            .iter()
            .map(|s| {
                let mut s = s.clone();
                s.sort();
                s
            })
            .collect();
        sets.sort();
        sets
    };
    let s = session(&app);
    // What Ada laid is marked for the next player: the table's tiles that
    // were not on it before, and nothing else.
    let mut laid = s.last_laid.clone();
    laid.sort();
    let mut new_tiles: Vec<TileId> = s
        .game
        .round
        .table
        .iter()
        .flatten()
        .copied()
        .filter(|t| !["r4", "r5", "r6", "o6", "o7", "o8"].contains(&t.face().to_string().as_str()))
        .collect();
    new_tiles.sort();
    assert!(!laid.is_empty(), "Ada played");
    assert_eq!(laid, new_tiles);
    let shown = shown.expect("all moves were shown before the turn ended");
    assert_eq!(
        norm(&shown),
        norm(&s.game.round.table),
        "what was shown is what the rules applied"
    );
    assert!(s.game.round.check_invariants().is_ok());
    // Every tile entity agrees with the rules' table.
    for set in &s.game.round.table.clone() {
        let places: Vec<TilePlace> = set.iter().map(|&t| place_of(&mut app, t)).collect();
        let ids: Vec<SetId> = places
            .iter()
            .map(|p| match p {
                TilePlace::Table { set, .. } => *set,
                other => panic!("{other:?}"),
            })
            .collect();
        assert!(ids.windows(2).all(|w| w[0] == w[1]));
    }
}

#[test]
fn hot_seat_hides_racks_until_the_next_player_is_ready() {
    let setup = GameSetup {
        seats: vec![SeatConfig::human("Dana"), SeatConfig::human("Eli")],
        seed: 3,
        rules: RuleSet::default(),
    };
    let mut app = app(setup);
    let current = session(&app).current_seat();
    assert_eq!(session(&app).phase, Phase::Cover { seat: current });
    let tile = session(&app).game.round.seats[current].rack[0];
    assert!(
        matches!(place_of(&mut app, tile), TilePlace::Hidden { .. }),
        "covered: face down"
    );
    command(&mut app, TurnCommand::Reveal);
    assert_eq!(session(&app).phase, Phase::Human);
    assert!(matches!(place_of(&mut app, tile), TilePlace::Rack { .. }));
    command(&mut app, TurnCommand::Draw);
    let next = session(&app).current_seat();
    assert_ne!(next, current);
    assert_eq!(session(&app).phase, Phase::Cover { seat: next });
    assert!(matches!(place_of(&mut app, tile), TilePlace::Hidden { .. }));
}

#[test]
fn a_set_dropped_whole_merges_into_another() {
    let mut app = app(dana_against_ada());
    arrange(
        &mut app,
        &["r7 k1 k2", "b1 k5 r9 o13"],
        &["o4 o5 o6", "o7 o8 o9"],
    );
    let second = session(&app).draft.sets[1].tiles.clone();
    let target = layout(&app).sets[0].tiles[2] + Vec2::new(20.0, 0.0);
    drag(&mut app, second, target);
    assert_eq!(table_text(&app), vec!["o4 o5 o6 o7 o8 o9"]);
}

/// A seeded game, scripted drags onto the table, a screenshot, and a check
/// that tiles are really drawn where the game says they are.
#[test]
#[ignore = "needs Xvfb and a Vulkan driver; .ci/test runs it with --ignored"]
fn the_window_draws_tiles_where_the_layout_puts_them() {
    let shot = window::shots_dir().join("table.png");
    let script = format!(
        "until-human; wait 20; cmd sort-runs; wait 10; drag rack0 new; wait 10; drag rack0 set-last; \
         wait 10; drag rack0 set-last; wait 60; shot {}; quit",
        shot.display()
    );
    window::run(
        "table",
        &["--seed", "7", "--seats", "You:human,Ada:medium"],
        &script,
    );
    let img = window::Shot::load(&shot);
    assert_eq!((img.width, img.height), (1280, 800));
    let green = img.count(window::felt);
    assert!(
        green > 20_000,
        "the table is felt green ({green} green samples)"
    );
    assert!(
        img.colours() > 40,
        "something is drawn on it ({} colours)",
        img.colours()
    );

    // Every settled tile the game reports is an ivory face in the picture.
    let map: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(format!("{}.json", shot.display())).unwrap())
            .unwrap();
    let tiles = map["tiles"].as_array().unwrap();
    let settled: Vec<&serde_json::Value> = tiles.iter().filter(|t| t["settled"] == true).collect();
    assert!(
        settled.len() >= 12,
        "a rack of tiles is drawn ({} settled)",
        settled.len()
    );
    assert!(
        settled.iter().filter(|t| t["on_table"] == true).count() >= 3,
        "the dragged tiles are on the table"
    );
    for t in settled {
        let r = t["rect"].as_array().unwrap();
        let (x0, y0, x1, y1) = (
            r[0].as_f64().unwrap(),
            r[1].as_f64().unwrap(),
            r[2].as_f64().unwrap(),
            r[3].as_f64().unwrap(),
        );
        // A corner of the face, away from the number and the border.
        let (x, y) = (
            (x0 + (x1 - x0) * 0.2) as u32,
            (y0 + (y1 - y0) * 0.12) as u32,
        );
        let [red, green, blue] = img.at(x, y);
        assert!(
            red > 180 && green > 170 && blue > 140 && red >= blue,
            "tile {} at ({x}, {y}) is ivory, not ({red}, {green}, {blue})",
            t["tile"]
        );
    }
}

/// The screens around the table: main menu, new game, settings and how to
/// play, each drawn over the felt.
#[test]
#[ignore = "needs Xvfb and a Vulkan driver; .ci/test runs it with --ignored"]
fn the_menu_screens_are_drawn() {
    let dir = window::shots_dir();
    let names = ["main", "new-game", "settings", "how-to-play"];
    let mut script = String::from("wait 30; ");
    for name in names {
        script.push_str(&format!(
            "menu {name}; wait 15; shot {}; ",
            dir.join(format!("{name}.png")).display()
        ));
    }
    script.push_str("quit");
    window::run("menus", &[], &script);
    for name in names {
        let img = window::Shot::load(&dir.join(format!("{name}.png")));
        let felt = img.count(window::felt);
        // The card in the middle is dark, with light text on it.
        let dark = img.count(|[r, g, b]| r < 40 && g < 60 && b < 50);
        let light = img.count(|[r, g, b]| r > 200 && g > 200 && b > 190);
        assert!(felt > 5_000, "{name}: felt around the card ({felt})");
        assert!(dark > 3_000, "{name}: a card is drawn ({dark})");
        assert!(light > 40, "{name}: text is written ({light})");
        if name == "main" {
            // The name on a row of ivory tiles, in the tiles' inks.
            let ivory = img.count(|[r, g, b]| r > 240 && g > 235 && b > 215 && b < 240);
            let red = img.count(|[r, g, b]| r > 170 && g < 80 && b < 80);
            let blue = img.count(|[r, g, b]| b > 150 && r < 60 && g < 120);
            assert!(ivory > 600, "the title's tiles are drawn ({ivory})");
            assert!(
                red > 8 && blue > 8,
                "with red and blue letters ({red}, {blue})"
            );
        }
    }
}

/// A round between computer players, to its end: the result screen shows
/// (its gold headline) over the table, with confetti.
#[test]
#[ignore = "needs Xvfb and a Vulkan driver; .ci/test runs it with --ignored"]
fn the_round_end_screen_is_drawn() {
    let shot = window::shots_dir().join("round-end.png");
    let script = format!("until-round-over; wait 8; shot {}; quit", shot.display());
    window::run(
        "round-end",
        &[
            "--seed",
            "11",
            "--seats",
            "Ada:hard,Ben:medium,Cleo:hard,Dev:greedy",
        ],
        &script,
    );
    let img = window::Shot::load(&shot);
    // Sampled every 4th pixel: the headline "Out!" gives about 130 (confetti
    // crossing it takes some), the round's gold score alone a handful.
    let gold = img.count(window::gold);
    assert!(gold > 60, "a gold headline ({gold})");
    assert!(
        img.count(|[r, g, b]| r > 225 && g > 215 && b > 180) > 800,
        "ivory tiles on the table"
    );
    assert!(
        img.colours() > 60,
        "a busy picture ({} colours)",
        img.colours()
    );
}

/// Pause → Settings → Back → Resume over a game in a real window: the
/// table is drawn again with its tiles (it once came back empty).
#[test]
#[ignore = "needs Xvfb and a Vulkan driver; .ci/test runs it with --ignored"]
fn the_pause_menu_opens_over_the_table_and_closes_back_to_it() {
    let dir = window::shots_dir();
    let shot = |name: &str| dir.join(format!("{name}.png"));
    let script = format!(
        "until-human; wait 20; drag rack0 new; wait 20; menu pause; wait 10; shot {}; \
         menu settings; wait 10; shot {}; menu pause; wait 5; menu none; wait 30; shot {}; quit",
        shot("paused").display(),
        shot("paused-settings").display(),
        shot("resumed").display()
    );
    window::run(
        "pause",
        &["--seed", "7", "--seats", "You:human,Ada:medium,Ben:hard"],
        &script,
    );
    let ivory = |img: &window::Shot| img.count(|[r, g, b]| r > 225 && g > 215 && b > 180);
    let paused = window::Shot::load(&shot("paused"));
    let resumed = window::Shot::load(&shot("resumed"));
    assert!(
        paused.count(|[r, g, b]| r < 40 && g < 60 && b < 50) > 3_000,
        "the pause card is drawn"
    );
    assert!(ivory(&resumed) > 800, "the tiles are back on the table");
    let map: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(format!("{}.json", shot("resumed").display())).unwrap(),
    )
    .unwrap();
    let tiles = map["tiles"].as_array().unwrap();
    assert!(
        tiles.iter().filter(|t| t["on_table"] == true).count() >= 1,
        "the tile played before the pause is still on the table"
    );
    assert!(
        tiles.iter().filter(|t| t["place"] == "rack").count() >= 13,
        "the rack is still there"
    );
}

/// Under Sabra, Draw from a changed table asks first: the question is
/// drawn over the table, and the Draw button says it gives the turn up.
#[test]
#[ignore = "needs Xvfb and a Vulkan driver; .ci/test runs it with --ignored"]
fn draw_from_a_changed_table_asks_before_giving_up() {
    let shot = window::shots_dir().join("give-up.png");
    let script = format!(
        "until-human; wait 20; drag rack0 new; wait 20; cmd draw; wait 20; shot {}; quit",
        shot.display()
    );
    window::run(
        "give-up",
        &[
            "--seed",
            "7",
            "--seats",
            "You:human,Ada:medium",
            "--rules",
            "sabra",
        ],
        &script,
    );
    let img = window::Shot::load(&shot);
    // The question's card sits in the middle of the window.
    let (w, h) = (img.width, img.height);
    let mut dark = 0;
    for y in (h / 2 - 40..h / 2 + 40).step_by(4) {
        for x in (w / 2 - 150..w / 2 + 150).step_by(4) {
            let [r, g, b] = img.at(x, y);
            dark += usize::from(r < 40 && g < 60 && b < 50);
        }
    }
    assert!(dark > 400, "a card in the middle ({dark} dark samples)");
}

#[test]
fn stepped_thinking_for_the_web_plays_the_same_turn_as_a_thread() {
    use tilemeld::game::play::jobs::ThinkingMode;
    let setup = GameSetup {
        seats: vec![
            SeatConfig::computer("Ada", Level::Hard),
            SeatConfig::human("Dana"),
        ],
        seed: 9,
        rules: RuleSet::default(),
    };
    let mut results = Vec::new();
    for mode in [ThinkingMode::Threaded, ThinkingMode::Stepped] {
        let mut app = app(setup.clone());
        app.insert_resource(mode)
            .insert_resource(ComputerSpeed(20.0));
        arrange(
            &mut app,
            &["r7 r8 k1 k2 k3 o5 b9", "b1 b2 b3 b4"],
            &["r4 r5 r6", "o6 o7 o8"],
        );
        for _ in 0..3000 {
            app.update();
            if session(&app).game.round.current == 1 {
                break;
            }
        }
        let s = session(&app);
        assert_eq!(
            s.game.round.current, 1,
            "{mode:?}: the computer finished its turn"
        );
        results.push(s.game.log.last().cloned());
    }
    assert_eq!(results[0], results[1]);
    assert!(matches!(results[0], Some(Action::Play { .. })));
}

/// Dana against Ada under a tournament clock of 20 s and 5 s a move
/// (Fischer), running out losing the match; Dana to play.
fn dana_on_the_clock() -> App {
    let clock = tilemeld::rules::Clock {
        bank_secs: 20,
        bonus_secs: 5,
        kind: tilemeld::rules::ClockKind::Fischer,
        out_of_time: tilemeld::rules::OutOfTime::LoseMatch,
    };
    let mut setup = dana_against_ada();
    setup.rules.clock = Some(clock);
    setup.rules.turn_timer_secs = None;
    let mut app = app(setup);
    arrange(&mut app, &["r1 b5 k9 o11", "k2 k3"], &["r4 r5 r6"]);
    app
}

fn frames(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
    }
}

#[test]
fn a_tournament_clock_runs_on_the_players_turn_and_a_move_earns_its_bonus() {
    let mut app = dana_on_the_clock();
    let start = session(&app).bank_left(0).unwrap();
    assert!((19.9..=20.0).contains(&start), "{start}");
    frames(&mut app, 250);
    let left = session(&app).bank_left(0).unwrap();
    assert!(
        (start - left - 4.0).abs() < 0.001,
        "4 s of frames: {start} → {left}"
    );
    assert_eq!(session(&app).bank_left(1), Some(20.0), "Ada's stands");
    // The controls and the seat show it as a clock does.
    let (shown, of) = session(&app).turn_time_left().unwrap();
    assert_eq!((shown, of), (left, 20.0));
    let used = session(&app).turn_ms;
    command(&mut app, TurnCommand::Draw);
    assert_eq!(session(&app).game.round.current, 1);
    let banks = &session(&app).banks.as_ref().unwrap().left_ms;
    assert_eq!(banks[0], 20_000 - used + 5_000, "charged, then 5 s more");
    assert_eq!(banks[1], 20_000);
}

#[test]
fn running_out_on_a_tournament_clock_loses_the_match() {
    let mut app = dana_on_the_clock();
    frames(&mut app, 20_000 / 16 + 2);
    let s = session(&app);
    assert_eq!(s.phase, Phase::MatchOver, "{:?}", s.game.history);
    assert_eq!(
        s.game.history.last().map(|r| r.end.clone()),
        Some(tilemeld::rules::RoundEnd::OutOfTime { loser: 0 })
    );
    assert_eq!(s.game.standings(), vec![1, 0]);
    assert_eq!(s.game.log.last(), Some(&Action::OutOfTime));
}
