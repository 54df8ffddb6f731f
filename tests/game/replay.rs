//! Finished matches kept and watched again: the live game's every state is
//! what the viewer shows, forward and back, and watching changes nothing
//! kept (no save, no statistics).

use super::saving::temp_store;
use super::*;
use tilemeld::game::flow::PendingGame;
use tilemeld::game::persist::{Replays, Settings};
use tilemeld::game::replay::ReplayCommand;
use tilemeld::game::state::Screen;
use tilemeld::rules::{Match, MatchLength};

fn computers_only() -> GameSetup {
    GameSetup {
        seats: vec![
            SeatConfig::computer("Ada", Level::Greedy),
            SeatConfig::computer("Ben", Level::Medium),
        ],
        seed: 21,
        rules: RuleSet {
            match_length: MatchLength::Rounds { rounds: 1 },
            ..RuleSet::default()
        },
    }
}

fn run_until(app: &mut App, frames: usize, done: impl Fn(&App) -> bool) {
    for _ in 0..frames {
        if done(app) {
            return;
        }
        app.update();
    }
    assert!(done(app), "not done after {frames} frames");
}

fn step_done(app: &App, step: usize) -> bool {
    let s = session(app);
    s.replay_run().is_some_and(|w| w.step == step)
        && !app.world().resource::<Playback>().is_playing()
        && s.game.log.len() == step
}

#[test]
fn a_finished_match_is_kept_and_watched_again_move_by_move() {
    let (store, dir) = temp_store("replays");
    let mut app = headless_app(Some(computers_only()), Some(store), 200.0);
    run_until(&mut app, 20_000, |a| session(a).phase == Phase::MatchOver);
    let live: Match = session(&app).game.clone();
    app.update();
    let kept = app.world().resource::<Replays>().matches.clone();
    assert_eq!(kept.len(), 1);
    let record = kept[0].clone();
    assert_eq!(record.replay().unwrap(), live);
    assert!(dir.join("replays.json").exists());
    let rounds_before = app.world().resource::<Settings>().stats.rounds_played;

    // Watch it: leave the table, come back with the record.
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    app.insert_resource(PendingGame(Session::replay(record.clone()).unwrap()));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app.update();
    app.update();
    let s = session(&app);
    assert_eq!(s.game, record.replay_to(0).unwrap());
    assert_eq!(s.phase, Phase::Computer);
    for step in 1..=6 {
        app.world_mut().write_message(ReplayCommand::Forward);
        run_until(&mut app, 2_000, |a| step_done(a, step));
        assert_eq!(
            session(&app).game,
            record.replay_to(step).unwrap(),
            "step {step}"
        );
    }
    for step in (3..6).rev() {
        app.world_mut().write_message(ReplayCommand::Back);
        app.update();
        assert!(step_done(&app, step));
        assert_eq!(
            session(&app).game,
            record.replay_to(step).unwrap(),
            "back to {step}"
        );
    }
    // Nobody thinks while watching: the computers' seats wait for the log.
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(session(&app).game.log.len(), 3);
    // Every seat's rack can be shown.
    let seat = session(&app).viewer();
    app.world_mut().write_message(ReplayCommand::NextRack);
    app.update();
    assert_ne!(session(&app).viewer(), seat);
    // Played on by itself, it ends as the live match ended.
    app.world_mut().write_message(ReplayCommand::PlayPause);
    let total = record.actions.len();
    run_until(&mut app, 40_000, |a| step_done(a, total));
    assert_eq!(session(&app).game, live);
    assert_eq!(session(&app).phase, Phase::MatchOver);
    app.update();
    app.update();
    // ReplayRun kept nothing: no second copy, no statistics, no save.
    assert_eq!(app.world().resource::<Replays>().matches.len(), 1);
    assert_eq!(
        app.world().resource::<Settings>().stats.rounds_played,
        rounds_before
    );
    assert!(!dir.join("saved-game.json").exists());
}

#[test]
fn only_the_last_fifty_matches_are_kept() {
    let game = Match::new(tilemeld::rules::MatchConfig {
        seed: 1,
        players: 2,
        rules: RuleSet::default(),
    })
    .unwrap();
    let mut replays = Replays::default();
    for i in 0..60u64 {
        let mut g = game.clone();
        g.config.seed = i;
        replays.keep(tilemeld::record::MatchRecord::new(&g, Vec::new(), None));
    }
    assert_eq!(
        replays.matches.len(),
        tilemeld::game::persist::replays::KEPT
    );
    assert_eq!(replays.matches[0].seed, 10);
    assert_eq!(replays.matches.last().unwrap().seed, 59);
}
