//! The `t!` calls of the player-facing code, read from its source: which messages it asks for,
//! with which arguments (tests/i18n.rs, tests/grammar.rs).

use std::path::{Path, PathBuf};

/// A `t!` call: its key, its arguments (name, value as written) and where it starts.
pub type Call = (String, Vec<(String, String)>, usize);

/// The `t!("key", a = …, b = …)` calls of one source file: (key, [(argument, value)], where
/// the call starts).
pub fn calls(text: &str) -> Vec<Call> {
    let mut out = vec![];
    let mut at = 0;
    while let Some(found) = text[at..].find("t!(") {
        let start = at + found;
        at = start + 3;
        // The key, on the same line or the next.
        let gap = text[at..].len() - text[at..].trim_start().len();
        if !text[at + gap..].starts_with('"') {
            continue;
        }
        at += gap + 1;
        let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
        let before = text[..start].chars().last();
        if text[line_start..].trim_start().starts_with("//")
            || before.is_some_and(|c| c.is_alphanumeric() || c == '_')
        {
            continue;
        }
        let Some(end) = text[at..].find('"') else {
            break;
        };
        let key = text[at..at + end].to_string();
        let args_start = at + end + 1;
        let close = closing(text, args_start);
        let args = top_level(&text[args_start..close], ',')
            .into_iter()
            .filter_map(|part| {
                let (name, value) = part.split_once('=')?;
                let name = name.trim();
                (!name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_'))
                    .then(|| (name.to_string(), value.trim().to_string()))
            })
            .collect();
        out.push((key, args, start));
    }
    out
}

/// Where the bracket opened before `from` closes (the end of the text when it does not).
pub fn closing(text: &str, from: usize) -> usize {
    let (mut depth, mut in_string) = (1, false);
    for (i, c) in text[from..].char_indices() {
        match c {
            '"' => in_string = !in_string,
            '(' | '[' | '{' if !in_string => depth += 1,
            ')' | ']' | '}' if !in_string => {
                depth -= 1;
                if depth == 0 {
                    return from + i;
                }
            }
            _ => {}
        }
    }
    text.len()
}

/// `text` split at `sep` outside brackets, closures' bars and strings.
pub fn top_level(text: &str, sep: char) -> Vec<&str> {
    let (mut parts, mut start, mut depth, mut in_string) = (vec![], 0, 0, false);
    for (i, c) in text.char_indices() {
        match c {
            '"' => in_string = !in_string,
            '(' | '[' | '{' if !in_string => depth += 1,
            ')' | ']' | '}' if !in_string => depth -= 1,
            c if c == sep && !in_string && depth == 0 => {
                parts.push(&text[start..i]);
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    parts
}

/// The source files of the player-facing code.
pub fn sources() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    rust_files(vec![root.join("src"), root.join("commands/src")])
}

/// Every `.rs` file below these folders, sorted.
pub fn rust_files(mut todo: Vec<PathBuf>) -> Vec<PathBuf> {
    let mut out = vec![];
    while let Some(dir) = todo.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                todo.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}
