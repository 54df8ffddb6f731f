//! The rules of a game in plain words, from its `RuleSet`: what "How to
//! play" shows, so it always describes the rules actually chosen.

use super::clock::{ClockKind, OutOfTime};
use super::ruleset::{MatchLength, PlayDirection, PoolExhaustedWinner, RuleSet, Standings};
use super::tile::TileSet;

/// The rules in sentences, section by section.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RulesText {
    pub goal: String,
    pub runs: String,
    pub initial_meld: String,
    pub turn: String,
    /// One sentence per joker restriction in force; empty under the modern rules.
    pub jokers: Vec<String>,
    pub timer: String,
    pub giving_up: String,
    pub scoring: String,
    pub the_match: String,
}

fn tiles(n: u8) -> String {
    match n {
        1 => "a tile".to_string(),
        2 => "two tiles".to_string(),
        3 => "three tiles".to_string(),
        n => format!("{n} tiles"),
    }
}

pub fn explain(rules: &RuleSet) -> RulesText {
    let goal = format!(
        "Be the first to lay out every tile on your rack. {} Each player starts with {}. Play goes {}.",
        the_box(rules),
        rules.tiles_per_player,
        match rules.play_direction {
            PlayDirection::Clockwise => "clockwise",
            PlayDirection::Counterclockwise => "counterclockwise",
        }
    );
    let goal = if rules.joker_in_every_rack {
        format!("{goal} Each rack is dealt a joker first, so the pool holds none.")
    } else {
        goal
    };
    let runs = if rules.wrap_around_runs {
        "A run is three or more tiles of one colour in a row. Under these rules runs wrap around: 13 may be followed by 1 (12 13 1 is a run).".to_string()
    } else {
        "A run is three or more tiles of one colour in a row. 1 is always low; 13 is never followed by 1.".to_string()
    };
    let initial_meld = match rules.initial_meld_points {
        0 => "Your first play, the initial meld, must be new sets from your own rack; these rules ask no minimum value.".to_string(),
        points => format!(
            "Your first play, the initial meld, must be new sets from your own rack worth at least {points} points (jokers count as the tile they stand for)."
        ),
    };
    let turn = "After that you may rearrange the whole table: extend, split, swap and regroup sets, as long as every set is valid at the end and at least one tile came from your rack. If you cannot or do not want to play, draw a tile; that ends your turn.".to_string();
    let giving_up = format!(
        "If you changed the table and cannot finish the turn, give up: the table goes back and you draw {}.",
        tiles(rules.invalid_turn_penalty)
    );
    RulesText {
        goal,
        runs,
        initial_meld,
        turn,
        jokers: jokers(rules),
        timer: [Some(timer(rules)), clock(rules)]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join(" "),
        giving_up,
        scoring: scoring(rules),
        the_match: the_match(rules),
    }
}

/// What the box holds, and which of it a table uses.
fn the_box(rules: &RuleSet) -> String {
    let set = |s: TileSet| {
        let times = match s.copies {
            2 => "twice".to_string(),
            3 => "three times".to_string(),
            n => format!("{n} times"),
        };
        let jokers = match s.jokers {
            0 => "no jokers".to_string(),
            1 => "one joker".to_string(),
            2 => "two jokers".to_string(),
            4 => "four jokers".to_string(),
            n => format!("{n} jokers"),
        };
        format!(
            "{} tiles: 1 to 13 in four colours, {times}, and {jokers}",
            s.len()
        )
    };
    if rules.classic_set_up_to_four_seats && !rules.tile_set.is_classic() {
        format!(
            "With five or six players there are {}; with four or fewer, {}.",
            set(rules.tile_set),
            set(TileSet::CLASSIC)
        )
    } else {
        format!("There are {}.", set(rules.tile_set))
    }
}

/// One sentence per joker restriction in force.
fn jokers(rules: &RuleSet) -> Vec<String> {
    let mut jokers = Vec::new();
    if rules.joker_replacement_from_rack {
        jokers.push("To free a joker you must replace it with the tile it stands for from your own rack, not from the table.".to_string());
    }
    if rules.freed_joker_needs_two_rack_tiles {
        jokers.push(
            "A freed joker must go into a new set with at least two tiles from your rack."
                .to_string(),
        );
    }
    if rules.group_joker_needs_both_colours {
        jokers.push(
            "A joker in a group of three is freed only by playing both missing colours."
                .to_string(),
        );
    }
    if rules.joker_sets_locked {
        jokers.push(
            "A set with a joker may not be changed, except to exchange its joker.".to_string(),
        );
    }
    jokers
}

/// The turn timer, and what running out costs.
fn timer(rules: &RuleSet) -> String {
    match rules.turn_timer_secs {
        None => "There is no turn timer.".to_string(),
        Some(secs) => {
            let invalid = if rules.timeout_invalid_table_penalty != rules.timeout_penalty {
                format!(
                    " ({} if you left the table invalid)",
                    tiles(rules.timeout_invalid_table_penalty)
                )
            } else {
                String::new()
            };
            format!(
                "You have {secs} seconds a turn. When the time runs out, the table goes back to how it was, your tiles return to your rack and you draw {}{invalid}.",
                tiles(rules.timeout_penalty)
            )
        }
    }
}

/// The tournament clock, if the rules have one.
fn clock(rules: &RuleSet) -> Option<String> {
    let c = rules.clock?;
    let bank = format!(
        "Each player has {} seconds for the whole match",
        c.bank_secs
    );
    let bonus = match c.kind {
        ClockKind::Fischer => format!("and {} seconds more after every move", c.bonus_secs),
        ClockKind::Bronstein => format!(
            "and after every move the time it took is given back, up to {} seconds",
            c.bonus_secs
        ),
    };
    let out = match c.out_of_time {
        OutOfTime::LoseMatch => "A player whose time runs out loses the match.".to_string(),
        OutOfTime::RevertAndDraw => format!(
            "When a player's time runs out, the turn ends as the timer's does, and from then on they have {} seconds a move.",
            c.bonus_secs
        ),
    };
    Some(format!("{bank}, {bonus}. {out}"))
}

/// How a round is scored.
fn scoring(rules: &RuleSet) -> String {
    let exhausted = match rules.pool_exhausted_winner {
        PoolExhaustedWinner::LowestValue => "the lowest rack value wins",
        PoolExhaustedWinner::FewestTiles => "the fewest tiles win",
    };
    let mut scoring = format!(
        "The player who goes out wins the round and scores what is left on everyone else's rack; the others lose that much. A joker left on a rack costs {}. If the pool runs out and nobody can play, {exhausted}.",
        rules.joker_penalty
    );
    if let Some(p) = rules.unopened_penalty {
        scoring += &format!(
            " A rack that never made its initial meld costs {} instead, or {} if it could have made it on its player's last turn.",
            p.could_not, p.could
        );
    }
    scoring
}

/// How long a match is, and who wins it.
fn the_match(rules: &RuleSet) -> String {
    let length = match rules.match_length {
        MatchLength::OneRoundPerPlayer => {
            "A match is as many rounds as there are players".to_string()
        }
        MatchLength::Rounds { rounds } => format!("A match is {rounds} rounds"),
        MatchLength::TargetScore { points } => {
            format!("A match goes on until someone reaches {points} points")
        }
    };
    let standings = match rules.standings {
        Standings::Score => "the highest total score wins it.",
        Standings::RoundsWonThenScore => {
            "the most rounds won wins it, the total score breaking ties."
        }
    };
    format!("{length}; {standings}")
}
