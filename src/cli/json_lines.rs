//! The JSON-lines loop shared by the CLI tools: one answer line per input
//! line, in order; a bad line gets `{"error": …}` and the loop goes on.

use std::io::{self, BufRead, Write};

use serde_json::{Value, json};

/// Longest input line accepted. A real position is a few kilobytes at most.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// Reads one line (without its newline) into `buf`, keeping at most `limit`
/// bytes; the rest of a longer line is read and dropped. Returns `None` at
/// end of input, `Some(true)` for a complete line, `Some(false)` for one cut.
pub fn read_bounded_line(
    input: &mut impl BufRead,
    buf: &mut Vec<u8>,
    limit: usize,
) -> io::Result<Option<bool>> {
    buf.clear();
    let mut fits = true;
    let mut read_any = false;
    loop {
        let chunk = match input.fill_buf() {
            Ok(c) => c,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            return Ok(read_any.then_some(fits));
        }
        read_any = true;
        let (part, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (&chunk[..i], Some(i + 1)),
            None => (chunk, None),
        };
        if fits {
            if buf.len() + part.len() > limit {
                fits = false;
                buf.clear();
            } else {
                buf.extend_from_slice(part);
            }
        }
        let consumed = done.unwrap_or(chunk.len());
        input.consume(consumed);
        if done.is_some() {
            if buf.last() == Some(&b'\r') {
                buf.pop();
            }
            return Ok(Some(fits));
        }
    }
}

pub fn error_json(message: impl Into<String>) -> Value {
    json!({ "error": message.into() })
}

/// Runs `answer` on every input line and writes its answers.
pub fn run(
    mut input: impl BufRead,
    mut output: impl Write,
    mut answer: impl FnMut(&str) -> Value,
) -> io::Result<()> {
    let mut buf = Vec::new();
    while let Some(complete) = read_bounded_line(&mut input, &mut buf, MAX_LINE_BYTES)? {
        let reply = if !complete {
            error_json(format!(
                "line longer than {MAX_LINE_BYTES} bytes; a position is never that large"
            ))
        } else {
            match std::str::from_utf8(&buf) {
                Err(_) => error_json("line is not valid UTF-8"),
                Ok(line) if line.trim().is_empty() => {
                    error_json("empty line; expected one JSON object per line")
                }
                Ok(line) => answer_caught(&mut answer, line),
            }
        };
        serde_json::to_writer(&mut output, &reply)?;
        output.write_all(b"\n")?;
        output.flush()?;
    }
    Ok(())
}

/// Answers one line; a panic while answering it becomes that line's error,
/// so the lines after it are still answered.
fn answer_caught(answer: &mut impl FnMut(&str) -> Value, line: &str) -> Value {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| answer(line))) {
        Ok(reply) => reply,
        Err(panic) => {
            let what = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown".into());
            error_json(format!("internal error while answering this line: {what}"))
        }
    }
}

/// Parses a JSON object line into `T`, turning serde's message into a
/// plain sentence.
pub fn parse_line<T: serde::de::DeserializeOwned>(line: &str) -> Result<T, String> {
    serde_json::from_str(line).map_err(|e| format!("malformed input: {e}"))
}
