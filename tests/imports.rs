//! No import circles between the files of a layer (the Discord adapter, `commands/src`; the
//! game service, `src/service`): a file may use its siblings only in one direction, so each can
//! be read (and changed) knowing only the files below it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The sibling modules each file of `dir` refers to, by module name (`mod.rs`/`main.rs` as
/// `root`), read from `use` lines and paths in the code: `super::x`, `crate::x` (`prefix`).
fn graph(dir: &Path, prefix: &str, root: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = BTreeMap::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "rs") {
            let name = path.file_stem().unwrap().to_string_lossy().to_string();
            let name = if name == root { "root".into() } else { name };
            files.insert(name, std::fs::read_to_string(&path).unwrap());
        }
    }
    let names: BTreeSet<String> = files.keys().cloned().collect();
    let mut edges = BTreeMap::new();
    for (name, text) in &files {
        // The tests inside a file may reach anywhere.
        let code = text.split("#[cfg(test)]").next().unwrap();
        let mut to = BTreeSet::new();
        let from_root = name == "root";
        for path in paths(code) {
            let rest = if let Some(r) = path.strip_prefix(prefix) {
                r
            } else if let Some(r) = path.strip_prefix("super::").filter(|_| !from_root) {
                r
            } else if from_root {
                path.as_str()
            } else {
                continue;
            };
            let first = rest.split("::").next().unwrap_or("");
            if first.is_empty() || first == "{" {
                continue;
            }
            if names.contains(first) {
                // A path into the file itself (e.g. `$crate::out::print` in `out.rs`'s macros)
                // is no edge.
                if first != name {
                    to.insert(first.to_string());
                }
            } else if !from_root && (path.starts_with("super::") || path.starts_with(prefix)) {
                // An item of the parent module itself.
                to.insert("root".to_string());
            }
        }
        to.remove(name);
        edges.insert(name.clone(), to);
    }
    edges
}

/// Every path in the code, with `use` groups expanded: `use super::{a, b::c}` gives `super::a`
/// and `super::b::c`; other code gives each `x::y` run of identifiers. Comments are skipped.
fn paths(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut lines = code.lines();
    while let Some(line) = lines.next() {
        let t = line.trim_start();
        if t.starts_with("//") {
            continue;
        }
        let stmt = ["use ", "pub use ", "pub(crate) use "]
            .iter()
            .find_map(|p| t.strip_prefix(p));
        match stmt {
            Some(first) => {
                let mut tree = first.to_string();
                while !tree.contains(';') {
                    match lines.next() {
                        Some(l) => tree.push_str(l.trim()),
                        None => break,
                    }
                }
                let tree = tree.split(';').next().unwrap_or("");
                expand(tree, "", &mut out);
            }
            None => out.extend(plain_paths(t)),
        }
    }
    out
}

fn expand(tree: &str, base: &str, out: &mut Vec<String>) {
    let tree = tree.trim().trim_start_matches("pub ").trim();
    match tree.find('{') {
        None => out.push(format!("{base}{tree}")),
        Some(open) => {
            let head = &tree[..open];
            let close = tree.rfind('}').filter(|c| *c > open).unwrap_or(tree.len());
            let inner = &tree[open + 1..close];
            let mut depth = 0;
            let mut start = 0;
            for (i, c) in inner.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        expand(&inner[start..i], &format!("{base}{head}"), out);
                        start = i + 1;
                    }
                    _ => {}
                }
            }
            if !inner[start..].trim().is_empty() {
                expand(&inner[start..], &format!("{base}{head}"), out);
            }
        }
    }
}

fn plain_paths(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let chars: Vec<char> = code.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_alphabetic() || chars[i] == '_' {
            let start = i;
            while i < chars.len()
                && (chars[i].is_alphanumeric() || chars[i] == '_' || chars[i] == ':')
            {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            if word.contains("::") && (start == 0 || !chars[start - 1].is_alphanumeric()) {
                out.push(word);
            }
        } else {
            i += 1;
        }
    }
    out
}

/// The groups of files that reach each other (strongly connected, more than one file).
fn circles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    let reach = |from: &String| {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.clone()];
        while let Some(n) = todo.pop() {
            for m in edges.get(&n).into_iter().flatten() {
                if seen.insert(m.clone()) {
                    todo.push(m.clone());
                }
            }
        }
        seen
    };
    let all: BTreeMap<&String, BTreeSet<String>> = edges.keys().map(|n| (n, reach(n))).collect();
    let mut done = BTreeSet::new();
    let mut out = Vec::new();
    for n in edges.keys() {
        if done.contains(n) {
            continue;
        }
        let group: Vec<String> = edges
            .keys()
            .filter(|m| *m == n || (all[n].contains(*m) && all[*m].contains(n)))
            .cloned()
            .collect();
        done.extend(group.iter().cloned());
        if group.len() > 1 {
            out.push(group);
        }
    }
    out
}

#[test]
fn the_adapter_files_import_each_other_in_one_direction() {
    let dir = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/commands/src"));
    let edges = graph(dir, "crate::", "main");
    assert!(edges.len() >= 8, "{edges:?}");
    assert_eq!(circles(&edges), Vec::<Vec<String>>::new(), "{edges:#?}");
}

#[test]
fn the_service_files_import_each_other_in_one_direction() {
    let dir = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src/service"));
    let edges = graph(dir, "crate::service::", "mod");
    assert!(edges.len() >= 25, "{edges:?}");
    // `mod.rs` declares and re-exports every file and holds `GameService` on top of them: no
    // file may reach back up into it.
    let up: Vec<&String> = edges
        .iter()
        .filter(|(name, to)| *name != "root" && to.contains("root"))
        .map(|(name, _)| name)
        .collect();
    assert!(up.is_empty(), "{up:?} use items of mod.rs");
    assert_eq!(circles(&edges), Vec::<Vec<String>>::new(), "{edges:#?}");
}

#[test]
fn a_circle_is_found() {
    let mut edges = BTreeMap::new();
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<_>>();
    edges.insert("a".to_string(), set(&["b"]));
    edges.insert("b".to_string(), set(&["c"]));
    edges.insert("c".to_string(), set(&["a"]));
    edges.insert("d".to_string(), set(&["a"]));
    assert_eq!(circles(&edges), vec![vec!["a", "b", "c"]]);
    let mut out = Vec::new();
    expand("super::{keys::{Actor, ChannelKey}, lobby}", "", &mut out);
    assert_eq!(
        out,
        [
            "super::keys::Actor",
            "super::keys::ChannelKey",
            "super::lobby"
        ]
    );
}
