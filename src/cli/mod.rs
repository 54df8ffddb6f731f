//! The JSON-lines command-line tools and the argument dispatch of `main`.

pub mod check_turn;
pub mod json_lines;
pub mod puzzle;
pub mod replay;
pub mod simulate;
pub mod solve;
pub mod verify_deal;

use std::io;

pub const USAGE: &str = "\
Tilemeld, a Rummikub-style tile game.

Usage:
  tilemeld [--seed N] [--seats You:human,Ada:hard,Ben:medium] [--rules PRESET|JSON]
                           play the game (needs the `game` feature)
  tilemeld check-turn      judge turns: JSON lines on stdin, one answer line each
  tilemeld solve           the best play for each position (JSON lines)
  tilemeld gen-sounds [DIR]  synthesise the game's sounds into DIR (default assets/sounds)
  tilemeld simulate --games N --players hard,medium[,…] --seed S [--rules PRESET|JSON] [--threads T]
                           headless games between computer players; prints a JSON summary
  tilemeld puzzle [--date YYYY-MM-DD] [--level easy|medium|hard]
                           a day's puzzle (default today, easy) as one JSON object
  tilemeld replay FILE     check a match file (seed, rules, seats, moves) and print each round's result
  tilemeld serve [--addr 127.0.0.1:8080] [--db tilemeld.sqlite] [--dist dist]
                           host online play and the web build (needs the `server` feature)
  tilemeld verify-deal FILE  check an online match's deal against its commitment
  tilemeld fair-play --db DB [--days 30] [--clear P | --mark P | --unmark P]
                           the fair-play report (a JSON line per flag), or an operator's action
  tilemeld event create --db DB --kind arena|swiss|duplicate --rules PRESET --seats N
                 (--rounds R | --minutes M) --starts now|+30m|MS --name NAME [--invite CODE]
  tilemeld event list --db DB | tilemeld event show --db DB ID
                           an operator's events: created, listed, shown (JSON)
  tilemeld help            this text
";

/// What `main` should do, from the command-line arguments (without `argv[0]`).
#[derive(Debug, PartialEq, Eq)]
pub enum Command {
    /// Play the game, with its options (`--seed`, `--seats`, `--rules`).
    Play(Vec<String>),
    CheckTurn,
    Solve,
    Simulate(Vec<String>),
    Puzzle(Vec<String>),
    Replay(Vec<String>),
    Serve(Vec<String>),
    FairPlay(Vec<String>),
    Event(Vec<String>),
    VerifyDeal(Vec<String>),
    GenSounds(String),
    Help,
}

pub fn parse_args(args: &[String]) -> Result<Command, String> {
    match args.first().map(String::as_str) {
        None => Ok(Command::Play(Vec::new())),
        Some(flag) if flag.starts_with("--") && flag != "--help" => {
            Ok(Command::Play(args.to_vec()))
        }
        Some("check-turn") if args.len() == 1 => Ok(Command::CheckTurn),
        Some("solve") if args.len() == 1 => Ok(Command::Solve),
        Some("simulate") => Ok(Command::Simulate(args[1..].to_vec())),
        Some("puzzle") => Ok(Command::Puzzle(args[1..].to_vec())),
        Some("replay") => Ok(Command::Replay(args[1..].to_vec())),
        Some("serve") => Ok(Command::Serve(args[1..].to_vec())),
        Some("fair-play") => Ok(Command::FairPlay(args[1..].to_vec())),
        Some("event") => Ok(Command::Event(args[1..].to_vec())),
        Some("verify-deal") => Ok(Command::VerifyDeal(args[1..].to_vec())),
        Some("gen-sounds") if args.len() <= 2 => Ok(Command::GenSounds(
            args.get(1)
                .cloned()
                .unwrap_or_else(|| "assets/sounds".into()),
        )),
        Some("help" | "--help" | "-h") => Ok(Command::Help),
        Some(other) => Err(format!("unknown command or arguments: {other}")),
    }
}

/// Runs a CLI command on stdin/stdout. Returns the process exit code.
pub fn run_tool(command: Command) -> i32 {
    if let Command::Simulate(args) = &command {
        return simulate::main(args);
    }
    if let Command::Puzzle(args) = &command {
        return puzzle::main(args);
    }
    if let Command::Replay(args) = &command {
        return replay::main(args);
    }
    if let Command::Serve(args) = &command {
        return serve(args);
    }
    if let Command::FairPlay(args) = &command {
        return fair_play(args);
    }
    if let Command::Event(args) = &command {
        return event(args);
    }
    if let Command::VerifyDeal(args) = &command {
        return verify_deal::main(args);
    }
    if let Command::GenSounds(dir) = &command {
        return match crate::sounds::write_all(std::path::Path::new(dir)) {
            Ok(files) => {
                println!("wrote {} sounds to {dir}", files.len());
                0
            }
            Err(e) => {
                eprintln!("tilemeld gen-sounds: cannot write to {dir}: {e}");
                1
            }
        };
    }
    let stdin = io::stdin().lock();
    let stdout = io::stdout().lock();
    let result = match command {
        Command::CheckTurn => check_turn::main(stdin, stdout),
        Command::Solve => solve::main(stdin, stdout),
        Command::Help
        | Command::Play(_)
        | Command::Simulate(_)
        | Command::Puzzle(_)
        | Command::Replay(_)
        | Command::Serve(_)
        | Command::FairPlay(_)
        | Command::Event(_)
        | Command::VerifyDeal(_)
        | Command::GenSounds(_) => {
            print!("{USAGE}");
            Ok(())
        }
    };
    match result {
        Ok(()) => 0,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => 0,
        Err(e) => {
            eprintln!("tilemeld: cannot read input or write output: {e}");
            1
        }
    }
}

#[cfg(feature = "server")]
fn serve(args: &[String]) -> i32 {
    crate::server::main(args)
}

#[cfg(feature = "server")]
fn fair_play(args: &[String]) -> i32 {
    crate::server::operator::main(args)
}

#[cfg(not(feature = "server"))]
fn fair_play(_args: &[String]) -> i32 {
    serve(_args)
}

#[cfg(feature = "server")]
fn event(args: &[String]) -> i32 {
    crate::server::event_admin::main(args)
}

#[cfg(not(feature = "server"))]
fn event(_args: &[String]) -> i32 {
    serve(_args)
}

#[cfg(not(feature = "server"))]
fn serve(_args: &[String]) -> i32 {
    eprintln!(
        "tilemeld: this build has no server; build it with\n  cargo build --release --no-default-features --features server"
    );
    2
}
