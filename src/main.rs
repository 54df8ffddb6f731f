use tilemeld::cli::{Command, USAGE, parse_args, run_tool};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let command = match parse_args(&args) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("tilemeld: {e}\n\n{USAGE}");
            std::process::exit(2);
        }
    };
    match command {
        Command::Play(args) => play(&args),
        other => std::process::exit(run_tool(other)),
    }
}

#[cfg(feature = "game")]
fn play(args: &[String]) {
    if tilemeld::game::run(args) != bevy::app::AppExit::Success {
        std::process::exit(1);
    }
}

#[cfg(not(feature = "game"))]
fn play(_args: &[String]) {
    eprintln!("tilemeld: this build has no game (built without the `game` feature)\n\n{USAGE}");
    std::process::exit(2);
}
