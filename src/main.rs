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
    if command == Command::Play {
        play();
    } else {
        std::process::exit(run_tool(command));
    }
}

#[cfg(feature = "game")]
fn play() {
    tilemeld::game::run();
}

#[cfg(not(feature = "game"))]
fn play() {
    eprintln!("tilemeld: this build has no game (built without the `game` feature)\n\n{USAGE}");
    std::process::exit(2);
}
