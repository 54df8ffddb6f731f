//! The game's sounds, synthesised: `tilemeld gen-sounds [DIR]` writes them
//! as WAV files (the committed copies live in `assets/sounds/`). Everything
//! is deterministic, so rerunning the generator gives the same bytes.

use std::f32::consts::TAU;
use std::io;
use std::path::Path;

pub const SAMPLE_RATE: u32 = 22_050;

/// Every sound: its file name and samples (-1..1).
pub fn all() -> Vec<(&'static str, Vec<f32>)> {
    vec![
        ("pick.wav", pick()),
        ("place.wav", place()),
        ("draw.wav", draw()),
        ("shuffle.wav", shuffle()),
        ("invalid.wav", invalid()),
        ("tick.wav", tick()),
        ("your_turn.wav", your_turn()),
        ("won.wav", won()),
        ("lost.wav", lost()),
        ("music.wav", music()),
    ]
}

/// Writes every sound into `dir`.
pub fn write_all(dir: &Path) -> io::Result<Vec<String>> {
    std::fs::create_dir_all(dir)?;
    let mut written = Vec::new();
    for (name, samples) in all() {
        std::fs::write(dir.join(name), wav_bytes(&samples))?;
        written.push(name.to_string());
    }
    Ok(written)
}

/// A mono 16-bit PCM WAV file.
pub fn wav_bytes(samples: &[f32]) -> Vec<u8> {
    let data_len = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data_len as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&SAMPLE_RATE.to_le_bytes());
    out.extend_from_slice(&(SAMPLE_RATE * 2).to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for &s in samples {
        let v = (s.clamp(-1.0, 1.0) * 32767.0).round() as i16;
        out.extend_from_slice(&v.to_le_bytes());
    }
    out
}

fn len(secs: f32) -> usize {
    (secs * SAMPLE_RATE as f32) as usize
}

fn t(i: usize) -> f32 {
    i as f32 / SAMPLE_RATE as f32
}

/// Deterministic white noise.
struct Noise(u32);

impl Noise {
    fn next(&mut self) -> f32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        (self.0 as f32 / u32::MAX as f32) * 2.0 - 1.0
    }
}

/// A two-pole resonant band-pass filter (RBJ biquad).
struct BandPass {
    b0: f32,
    b2: f32,
    a1: f32,
    a2: f32,
    x1: f32,
    x2: f32,
    y1: f32,
    y2: f32,
}

impl BandPass {
    fn new(freq: f32, q: f32) -> BandPass {
        let w = TAU * freq / SAMPLE_RATE as f32;
        let alpha = w.sin() / (2.0 * q);
        let a0 = 1.0 + alpha;
        BandPass {
            b0: alpha / a0,
            b2: -alpha / a0,
            a1: -2.0 * w.cos() / a0,
            a2: (1.0 - alpha) / a0,
            x1: 0.0,
            x2: 0.0,
            y1: 0.0,
            y2: 0.0,
        }
    }

    fn run(&mut self, x: f32) -> f32 {
        let y = self.b0 * x + self.b2 * self.x2 - self.a1 * self.y1 - self.a2 * self.y2;
        self.x2 = self.x1;
        self.x1 = x;
        self.y2 = self.y1;
        self.y1 = y;
        y
    }
}

fn normalise(mut s: Vec<f32>, peak: f32) -> Vec<f32> {
    let max = s.iter().fold(0.0f32, |m, v| m.max(v.abs()));
    if max > 0.0 {
        for v in &mut s {
            *v *= peak / max;
        }
    }
    s
}

/// A wooden knock: noise through the body's resonances, decaying fast.
fn knock(out: &mut [f32], start: usize, gain: f32, pitch: f32, seed: u32) {
    let mut noise = Noise(seed);
    let mut modes = [
        BandPass::new(900.0 * pitch, 9.0),
        BandPass::new(2300.0 * pitch, 12.0),
        BandPass::new(4100.0 * pitch, 14.0),
    ];
    let n = len(0.09);
    for i in 0..n {
        let Some(o) = out.get_mut(start + i) else {
            break;
        };
        let env = (-t(i) * 70.0).exp();
        let excite = noise.next() * (-t(i) * 900.0).exp();
        let body: f32 = modes
            .iter_mut()
            .zip([1.0, 0.6, 0.3])
            .map(|(m, g)| m.run(excite) * g)
            .sum();
        let thump = (TAU * 170.0 * pitch * t(i)).sin() * (-t(i) * 55.0).exp() * 0.25;
        *o += gain * (body * 3.0 * env + thump);
    }
}

/// A soft bell: a few partials with exponential decay.
fn bell(out: &mut [f32], start: usize, freq: f32, gain: f32, decay: f32) {
    let partials = [(1.0, 1.0), (2.0, 0.35), (3.01, 0.12), (4.2, 0.05)];
    let n = len(decay * 5.0);
    for i in 0..n {
        let idx = (start + i) % out.len();
        let time = t(i);
        let attack = (time * 200.0).min(1.0);
        let env = attack * (-time / decay).exp();
        let v: f32 = partials
            .iter()
            .map(|&(k, g)| (TAU * freq * k * time).sin() * g * (-time * k / (decay * 3.0)).exp())
            .sum();
        out[idx] += gain * env * v;
    }
}

fn note(semitones_from_a4: i32) -> f32 {
    440.0 * 2f32.powf(semitones_from_a4 as f32 / 12.0)
}

fn pick() -> Vec<f32> {
    let mut s = vec![0.0; len(0.08)];
    knock(&mut s, 0, 0.6, 1.6, 7);
    normalise(s, 0.5)
}

fn place() -> Vec<f32> {
    let mut s = vec![0.0; len(0.14)];
    knock(&mut s, 0, 1.0, 1.0, 11);
    normalise(s, 0.8)
}

fn draw() -> Vec<f32> {
    let n = len(0.26);
    let mut s = vec![0.0; n];
    let mut noise = Noise(23);
    // A swell of filtered hiss: a tile sliding out of the pool.
    let mut lp = 0.0;
    for (i, v) in s.iter_mut().enumerate() {
        let p = i as f32 / n as f32;
        let hiss = noise.next() * (p * std::f32::consts::PI).sin().powi(2) * 0.25;
        lp += (hiss - lp) * (0.08 + 0.2 * p);
        *v = lp;
    }
    knock(&mut s, len(0.2), 0.7, 1.2, 29);
    normalise(s, 0.6)
}

fn shuffle() -> Vec<f32> {
    let mut s = vec![0.0; len(1.0)];
    let mut noise = Noise(41);
    for k in 0..26 {
        let at = (noise.next().abs() * 0.85 * SAMPLE_RATE as f32) as usize;
        let pitch = 0.8 + noise.next().abs() * 0.7;
        knock(&mut s, at, 0.35 + 0.2 * noise.next().abs(), pitch, 100 + k);
    }
    normalise(s, 0.6)
}

fn invalid() -> Vec<f32> {
    let n = len(0.32);
    let s: Vec<f32> = (0..n)
        .map(|i| {
            let time = t(i);
            let env = (time * 60.0).min(1.0) * (-time * 9.0).exp();
            let tone = (TAU * 150.0 * time).sin()
                + 0.7 * (TAU * 159.0 * time).sin()
                + 0.2 * (TAU * 300.0 * time).sin();
            tone * env
        })
        .collect();
    normalise(s, 0.55)
}

fn tick() -> Vec<f32> {
    let n = len(0.05);
    let s: Vec<f32> = (0..n)
        .map(|i| (TAU * 2200.0 * t(i)).sin() * (-t(i) * 120.0).exp())
        .collect();
    normalise(s, 0.45)
}

fn your_turn() -> Vec<f32> {
    let mut s = vec![0.0; len(1.1)];
    bell(&mut s, 0, note(7), 0.6, 0.25); // E5
    bell(&mut s, len(0.16), note(12), 0.6, 0.35); // A5
    normalise(s, 0.55)
}

fn won() -> Vec<f32> {
    let mut s = vec![0.0; len(1.8)];
    for (k, semis) in [3, 7, 10, 15].into_iter().enumerate() {
        bell(&mut s, len(0.12 * k as f32), note(semis), 0.5, 0.4);
    }
    bell(&mut s, len(0.55), note(22), 0.35, 0.5);
    normalise(s, 0.65)
}

fn lost() -> Vec<f32> {
    let mut s = vec![0.0; len(1.4)];
    for (k, semis) in [-2, -5, -9].into_iter().enumerate() {
        bell(&mut s, len(0.22 * k as f32), note(semis), 0.5, 0.35);
    }
    normalise(s, 0.5)
}

/// A calm loop: four soft pad chords under a slow arpeggio of bells. The
/// notes wrap around the end, so the loop joins without a seam.
fn music() -> Vec<f32> {
    let chord_secs = 4.0;
    let chords: [[i32; 4]; 4] = [
        [-21, -17, -14, -10], // Cmaj7
        [-24, -21, -17, -14], // Am7
        [-28, -24, -21, -17], // Fmaj7
        [-26, -22, -19, -17], // G6
    ];
    let n = len(chord_secs * chords.len() as f32);
    let mut s = vec![0.0f32; n];
    for (c, chord) in chords.iter().enumerate() {
        let start = len(chord_secs * c as f32);
        let span = len(chord_secs + 1.5);
        for (v, &semis) in chord.iter().enumerate() {
            let f = note(semis);
            for i in 0..span {
                let time = t(i);
                // Slow swell in, slow fade out across the next chord's start.
                let env = (time / 1.2).min(1.0) * ((chord_secs + 1.5 - time) / 1.5).clamp(0.0, 1.0);
                let detune = 1.0 + 0.0015 * v as f32;
                let tone = (TAU * f * time).sin() * 0.6
                    + (TAU * f * detune * 2.0 * time).sin() * 0.15
                    + (TAU * f * 3.0 * time).sin() * 0.04;
                s[(start + i) % n] += env * tone * 0.18;
            }
        }
        // The arpeggio, an octave and a half up.
        for (k, step) in [0usize, 1, 2, 3, 2, 1, 2, 3].into_iter().enumerate() {
            let at = start + len(0.5 * k as f32);
            bell(&mut s, at, note(chord[step] + 24), 0.12, 0.45);
        }
    }
    // Gentle low-pass, applied round the loop so the seam stays smooth.
    let mut lp = s[n - 1];
    for _ in 0..2 {
        for v in s.iter_mut() {
            lp += (*v - lp) * 0.35;
            *v = lp;
        }
    }
    normalise(s, 0.45)
}
