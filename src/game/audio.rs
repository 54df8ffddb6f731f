//! Sound: a music channel and an effects channel through bevy_kira_audio.
//! The sounds are synthesised at start-up (`src/sounds.rs`). With no audio
//! device the game plays silently (kira reports it once).

use bevy::prelude::*;
use bevy_kira_audio::prelude::*;

use super::messages::Feedback;
use super::persist::Settings;
use super::session::{Phase, Session};

#[derive(Resource)]
pub struct MusicChannel;

#[derive(Resource)]
pub struct EffectsChannel;

#[derive(Resource)]
struct Sounds {
    pick: Handle<AudioSource>,
    place: Handle<AudioSource>,
    draw: Handle<AudioSource>,
    shuffle: Handle<AudioSource>,
    invalid: Handle<AudioSource>,
    tick: Handle<AudioSource>,
    your_turn: Handle<AudioSource>,
    won: Handle<AudioSource>,
    lost: Handle<AudioSource>,
    music: Handle<AudioSource>,
}

/// What the sound system last saw, to notice changes.
#[derive(Resource, Default)]
struct Heard {
    music_started: bool,
    phase: Option<(u64, Phase)>,
    round: Option<u32>,
    last_tick: Option<i32>,
    volumes: Option<(f32, f32)>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(AudioPlugin)
        .add_audio_channel::<MusicChannel>()
        .add_audio_channel::<EffectsChannel>()
        .init_resource::<Heard>()
        .add_systems(Startup, load_sounds)
        .add_systems(
            Update,
            (
                set_volumes,
                start_music,
                effects
                    .run_if(resource_exists::<Sounds>)
                    .in_set(super::GameSystems::View),
            )
                .chain(),
        );
}

impl Sounds {
    fn from_handles(mut handle: impl FnMut(&str) -> Handle<AudioSource>) -> Sounds {
        Sounds {
            pick: handle("pick"),
            place: handle("place"),
            draw: handle("draw"),
            shuffle: handle("shuffle"),
            invalid: handle("invalid"),
            tick: handle("tick"),
            your_turn: handle("your_turn"),
            won: handle("won"),
            lost: handle("lost"),
            music: handle("music"),
        }
    }
}

/// The sounds are synthesised at start-up by the same code that writes
/// `assets/sounds/` (`tilemeld gen-sounds`), so the game needs no sound
/// files: it plays them wherever it is started from, and the web page
/// downloads none (0.76 MB of the first load, compressed).
fn load_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let mut made = crate::sounds::all();
    commands.insert_resource(Sounds::from_handles(|name| {
        let file = format!("{name}.wav");
        let Some(i) = made.iter().position(|(n, _)| *n == file) else {
            warn!("no sound is made for {name}");
            return Handle::default();
        };
        let (_, samples) = made.swap_remove(i);
        let wav = crate::sounds::wav_bytes(&samples);
        match StaticSoundData::from_cursor(std::io::Cursor::new(wav)) {
            Ok(sound) => sources.add(AudioSource { sound }),
            Err(e) => {
                warn!("the sound {name} cannot be decoded: {e}");
                Handle::default()
            }
        }
    }));
}

/// A 0..1 loudness as kira's decibels (silence below -60 dB).
fn decibels(volume: f32) -> f32 {
    if volume <= 0.001 {
        -60.0
    } else {
        (20.0 * volume.log10()).max(-60.0)
    }
}

fn set_volumes(
    settings: Option<Res<Settings>>,
    mut heard: ResMut<Heard>,
    music: Res<AudioChannel<MusicChannel>>,
    effects: Res<AudioChannel<EffectsChannel>>,
) {
    let Some(settings) = settings else { return };
    let volumes = if settings.muted {
        (0.0, 0.0)
    } else {
        (settings.music_volume, settings.effects_volume)
    };
    if heard.volumes != Some(volumes) {
        heard.volumes = Some(volumes);
        music.set_volume(decibels(volumes.0 * 0.6));
        effects.set_volume(decibels(volumes.1));
    }
}

fn start_music(
    sounds: Option<Res<Sounds>>,
    mut heard: ResMut<Heard>,
    music: Res<AudioChannel<MusicChannel>>,
) {
    if let Some(sounds) = sounds
        && !heard.music_started
    {
        heard.music_started = true;
        music
            .play(sounds.music.clone())
            .looped()
            .fade_in(AudioTween::linear(std::time::Duration::from_secs(3)));
    }
}

fn effects(
    mut feedback: MessageReader<Feedback>,
    sounds: Res<Sounds>,
    session: Res<Session>,
    mut heard: ResMut<Heard>,
    effects: Res<AudioChannel<EffectsChannel>>,
) {
    let play = |h: &Handle<AudioSource>| {
        effects.play(h.clone());
    };
    for f in feedback.read() {
        match f {
            Feedback::Lifted => play(&sounds.pick),
            Feedback::Placed => play(&sounds.place),
            Feedback::Drew { tiles, .. } if *tiles > 0 => play(&sounds.draw),
            Feedback::Refused { .. } | Feedback::TurnRefused { .. } | Feedback::TimeUp { .. } => {
                play(&sounds.invalid)
            }
            Feedback::RoundOver => {
                let human_won = session
                    .game
                    .history
                    .last()
                    .is_some_and(|r| r.winners().iter().any(|&w| session.seats[w].is_human()));
                play(if human_won || session.humans() == 0 {
                    &sounds.won
                } else {
                    &sounds.lost
                });
            }
            _ => {}
        }
    }
    // A new round: the tiles are shuffled and dealt.
    if heard.round != Some(session.game.round_number) {
        heard.round = Some(session.game.round_number);
        play(&sounds.shuffle);
    }
    // A human's turn begins.
    let now = (session.turn_serial, session.phase);
    if heard.phase != Some(now) {
        if session.phase == Phase::Human {
            play(&sounds.your_turn);
        }
        heard.phase = Some(now);
    }
    // The last ten seconds tick.
    let second = session
        .clock
        .filter(|_| session.phase == Phase::Human)
        .map(|c| c.ceil() as i32);
    if let Some(s) = second
        && s <= 10
        && heard.last_tick != Some(s)
    {
        play(&sounds.tick);
    }
    heard.last_tick = second;
}
