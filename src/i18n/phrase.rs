//! A message named by its key with its variables, to be put into words in
//! the player's language when it is shown (a notice made by the turn's
//! logic, a rule's reason).

/// A variable of a message.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    Text(String),
    Number(f64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_arg!(i32, u32, i64, u64, usize, u8, u16, f32, f64);

/// A catalog key and its variables.
#[derive(Debug, Clone, PartialEq)]
pub struct Phrase {
    pub key: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Phrase {
    pub fn new(key: &'static str) -> Phrase {
        Phrase {
            key,
            args: Vec::new(),
        }
    }

    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Phrase {
        self.args.push((name, value.into()));
        self
    }
}
