//! Real windows under Xvfb with Mesa's software Vulkan, driven by scripts;
//! the screenshots are checked and kept in `$TMPDIR/tilemeld-screens` to
//! look at.

use std::path::{Path, PathBuf};

pub struct Shot {
    pub width: u32,
    pub height: u32,
    channels: usize,
    pixels: Vec<u8>,
}

impl Shot {
    pub fn load(path: &Path) -> Shot {
        let file = std::fs::File::open(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let mut reader = png::Decoder::new(std::io::BufReader::new(file))
            .read_info()
            .unwrap();
        let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut pixels).unwrap();
        Shot {
            width: info.width,
            height: info.height,
            channels: info.line_size / info.width as usize,
            pixels,
        }
    }

    pub fn at(&self, x: u32, y: u32) -> [u8; 3] {
        let i = (y.min(self.height - 1) as usize * self.width as usize
            + x.min(self.width - 1) as usize)
            * self.channels;
        [self.pixels[i], self.pixels[i + 1], self.pixels[i + 2]]
    }

    /// Samples on a 4-pixel grid matching `pred`.
    pub fn count(&self, pred: impl Fn([u8; 3]) -> bool) -> usize {
        let mut n = 0;
        for y in (0..self.height).step_by(4) {
            for x in (0..self.width).step_by(4) {
                n += usize::from(pred(self.at(x, y)));
            }
        }
        n
    }

    pub fn colours(&self) -> usize {
        let mut set = std::collections::HashSet::new();
        for y in (0..self.height).step_by(4) {
            for x in (0..self.width).step_by(4) {
                let [r, g, b] = self.at(x, y);
                set.insert([r / 16, g / 16, b / 16]);
            }
        }
        set.len()
    }
}

pub fn felt(p: [u8; 3]) -> bool {
    let [r, g, b] = p.map(i32::from);
    g > r + 30 && g > b + 10
}

pub fn gold(p: [u8; 3]) -> bool {
    let [r, g, b] = p.map(i32::from);
    r > 220 && g > 180 && g < 235 && b < 150
}

/// Where screenshots are kept for people to look at.
pub fn shots_dir() -> PathBuf {
    let dir = std::env::temp_dir().join("tilemeld-screens");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs the game in a 1280×800 virtual screen with a script; its
/// settings and saved game go to a fresh folder.
pub fn run(name: &str, args: &[&str], script: &str) {
    run_in(name, args, script, (1280, 800), &[]);
}

/// [`run`] in a window of `size` (logical pixels), with more variables.
pub fn run_in(name: &str, args: &[&str], script: &str, size: (u32, u32), env: &[(&str, &str)]) {
    let screen = format!("-screen 0 {}x{}x24", size.0.max(1280), size.1.max(800));
    let home = std::env::temp_dir().join(format!("tilemeld-window-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    std::fs::create_dir_all(&home).unwrap();
    let log = home.join("game.log");
    let status = std::process::Command::new("xvfb-run")
        .args(["-a", "-s", &screen, env!("CARGO_BIN_EXE_tilemeld")])
        .args(args)
        .env("TILEMELD_SCRIPT", script)
        .env("TILEMELD_WINDOW", format!("{}x{}", size.0, size.1))
        .envs(env.iter().copied())
        .env("TILEMELD_HOME", &home)
        // Started away from the repository: the game carries what it needs.
        .current_dir(&home)
        .env("TILEMELD_COMPUTER_SPEED", "40")
        .stdout(std::fs::File::create(&log).unwrap())
        .stderr(std::fs::File::options().append(true).open(&log).unwrap())
        .status()
        .expect("xvfb-run is installed (bash .ci/setup installs it)");
    let text = std::fs::read_to_string(&log).unwrap_or_default();
    assert!(
        status.success(),
        "{name}: the game exits cleanly: {status}\n{text}"
    );
    assert!(!text.contains("panicked"), "{name}: no panic\n{text}");
    assert!(
        !text.contains("misplaced parts"),
        "{name}: a screen text was put into another message\n{text}"
    );
    assert!(
        !text.contains("Path not found"),
        "{name}: every asset is found when started from {}\n{text}",
        home.display()
    );
    let _ = std::fs::remove_dir_all(&home);
}
