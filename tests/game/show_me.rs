//! The round end's missed play carries its board: the table and rack of
//! that turn and the solver's better play, which the rules accept; Show me
//! lays the played tiles in order.

use super::*;
use tilemeld::game::ui::show_me::laid_order;
use tilemeld::rules::{parse_tiles, validate_turn};

#[test]
fn a_missed_play_carries_the_turn_and_the_better_play() {
    let mut app = app(dana_against_ada());
    arrange(&mut app, &["r1 r2 r3 k9", "b5 b6"], &["o4 o5 o6"]);
    command(&mut app, TurnCommand::Draw);
    for _ in 0..200 {
        if !session(&app).missed.is_empty() {
            break;
        }
        app.update();
    }
    let missed = session(&app).missed.clone();
    assert_eq!(missed.len(), 1, "{missed:?}");
    let m = &missed[0];
    assert_eq!((m.seat, m.turn, m.played, m.possible), (0, 1, 0, 3));
    assert_eq!(m.before, vec![parse_tiles("o4 o5 o6").unwrap()]);
    assert_eq!(m.rack, parse_tiles("r1 r2 r3 k9").unwrap());
    let rules = session(&app).rules().clone();
    let summary = validate_turn(&m.before, &m.rack, &m.better, true, &rules).unwrap();
    assert_eq!(summary.played.len(), 3);
    // Show me lays exactly the played tiles, each once.
    let order = laid_order(&m.before, &m.better);
    let mut laid: Vec<_> = order.iter().map(|&(s, i)| m.better[s][i]).collect();
    laid.sort();
    assert_eq!(laid, parse_tiles("r1 r2 r3").unwrap());
}

#[test]
fn show_me_lays_a_duplicate_tile_once() {
    let before = vec![parse_tiles("r3 r4 r5 r6 r7").unwrap()];
    let better = vec![
        parse_tiles("r3 r4 r5").unwrap(),
        parse_tiles("r5 r6 r7").unwrap(),
    ];
    let order = laid_order(&before, &better);
    assert_eq!(order.len(), 1);
    let (s, i) = order[0];
    assert_eq!(better[s][i], parse_tiles("r5").unwrap()[0]);
}
