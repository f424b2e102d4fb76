//! The engine stays pure: no storage, async runtime, logging, file system, global RNG or clock;
//! and it stays in pieces small enough to read: no engine file over 600 lines. The tests share
//! their helpers (`tests/support`) instead of copying them.

use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`, subfolders included.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = vec![];
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out
}

fn engine_files() -> Vec<(PathBuf, String)> {
    let dir = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src/engine"));
    rust_files(dir)
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            (p, text)
        })
        .collect()
}

#[test]
fn engine_mentions_no_io_clock_or_global_rng() {
    let banned = [
        "sled",
        "tokio",
        "tracing",
        "std::fs",
        "thread_rng",
        "SystemTime",
        "Instant",
        "serenity",
        "poise",
    ];
    let files = engine_files();
    for (path, text) in &files {
        for word in banned {
            assert!(!text.contains(word), "{} mentions {word}", path.display());
        }
    }
    let nested = files
        .iter()
        .filter(|(p, _)| p.parent().is_some_and(|d| !d.ends_with("engine")))
        .count();
    assert!(files.len() >= 20, "only {} engine files found", files.len());
    assert!(
        nested >= 10,
        "only {nested} files in the engine's subfolders"
    );
}

#[test]
fn no_engine_file_is_over_600_lines() {
    for (path, text) in engine_files() {
        let lines = text.lines().count();
        assert!(lines <= 600, "{} has {lines} lines", path.display());
    }
}

#[test]
fn every_rule_system_has_its_file() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/engine/systems");
    for system in [
        "capital",
        "edition",
        "experts",
        "missions",
        "neutrals",
        "objectives",
        "team",
    ] {
        let path = format!("{dir}/{system}.rs");
        assert!(Path::new(&path).is_file(), "{path} is missing");
    }
}

#[test]
fn the_game_state_has_at_most_25_top_level_fields() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/engine/game.rs");
    let text = std::fs::read_to_string(path).unwrap();
    let start = text.find("pub struct Game {").expect("the Game struct");
    let body = &text[start..start + text[start..].find("\n}\n").unwrap()];
    let fields = body
        .lines()
        .filter(|l| l.starts_with("    pub(super) ") && l.contains(':'))
        .count();
    assert!(
        fields >= 10,
        "only {fields} fields found: the parse is wrong"
    );
    assert!(fields <= 25, "Game has {fields} top-level fields");
}

/// The helper functions a test file defines at its top level (not its tests), by name.
fn helpers(text: &str) -> Vec<String> {
    let mut out = vec![];
    let mut attributes: Vec<&str> = vec![];
    for line in text.lines() {
        if line.starts_with("#[") {
            attributes.push(line);
            continue;
        }
        if let Some(rest) = line.strip_prefix("fn ").or(line.strip_prefix("pub fn ")) {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if !attributes.iter().any(|a| a.starts_with("#[test]")) {
                out.push(name);
            }
        }
        if !line.starts_with("///") && !line.starts_with("//") {
            attributes.clear();
        }
    }
    out
}

#[test]
fn no_test_helper_is_defined_in_two_test_files() {
    let dir = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests"));
    let shared = std::fs::read_to_string(dir.join("support/mod.rs")).unwrap();
    let mut seen: std::collections::BTreeMap<String, String> = helpers(&shared)
        .into_iter()
        .map(|h| (h, "support/mod.rs".to_string()))
        .collect();
    let mut twice = vec![];
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let file = path.file_name().unwrap().to_string_lossy().to_string();
        for h in helpers(&std::fs::read_to_string(&path).unwrap()) {
            if let Some(first) = seen.insert(h.clone(), file.clone()) {
                twice.push(format!("{h} in {first} and {file}"));
            }
        }
    }
    assert!(
        twice.is_empty(),
        "share these through tests/support: {twice:#?}"
    );
}

/// GitHub's anchor for a Markdown heading.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

#[test]
fn the_readme_is_short_and_every_link_of_the_docs_leads_somewhere() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let lines = readme.lines().count();
    assert!(
        lines <= 250,
        "README.md has {lines} lines: move detail to docs/"
    );
    let mut pages = vec![root.join("README.md")];
    for entry in std::fs::read_dir(root.join("docs")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "md") {
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            assert!(
                readme.contains(&format!("(docs/{name})")),
                "README.md does not link docs/{name}"
            );
            pages.push(path);
        }
    }
    let headings = |path: &Path| -> Vec<String> {
        std::fs::read_to_string(path)
            .unwrap()
            .lines()
            .filter_map(|l| l.strip_prefix('#'))
            .map(|l| anchor(l.trim_start_matches('#')))
            .collect()
    };
    for page in &pages {
        let text = std::fs::read_to_string(page).unwrap();
        for link in text.split("](").skip(1) {
            let target = &link[..link.find(')').unwrap()];
            if target.starts_with("http") {
                continue;
            }
            let (file, fragment) = target.split_once('#').unwrap_or((target, ""));
            let file = if file.is_empty() {
                page.clone()
            } else {
                page.parent().unwrap().join(file)
            };
            assert!(file.exists(), "{}: {target} does not exist", page.display());
            if !fragment.is_empty() {
                assert!(
                    headings(&file).iter().any(|h| h == fragment),
                    "{}: no heading for {target}",
                    page.display()
                );
            }
        }
    }
}
