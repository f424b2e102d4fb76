//! No import circles between the files of a layer (the Discord adapter, `commands/src`; the
//! game service, `src/service`): a file may use its siblings only in one direction, so each can
//! be read (and changed) knowing only the files below it The service's folders are layers
//! (`LAYERS`): a file uses only its own folder and the folders below, and no handler another.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The sibling modules each file of `dir` refers to, by module name (`mod.rs`/`main.rs` as
/// `root`), read from `use` lines and paths in the code: `super::x`, `crate::x` (`prefix`). A
/// folder with a `mod.rs` is one module, its files read together: what they use of each other
/// (`super::x` inside it) stays inside it.
fn graph(dir: &Path, prefix: &str, root: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = BTreeMap::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "rs") {
            let name = path.file_stem().unwrap().to_string_lossy().to_string();
            let name = if name == root { "root".into() } else { name };
            files.insert(name, std::fs::read_to_string(&path).unwrap());
        } else if path.is_dir() && path.join("mod.rs").is_file() {
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            let mut text = String::new();
            for inner in std::fs::read_dir(&path).unwrap() {
                let inner = inner.unwrap().path();
                if inner.extension().is_some_and(|e| e == "rs") {
                    let code = std::fs::read_to_string(&inner).unwrap();
                    // Only the code before its tests, as for a file.
                    text.push_str(code.split("#[cfg(test)]").next().unwrap());
                    text.push('\n');
                }
            }
            files.insert(name, text.replace("super::", "self::"));
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

/// The service's layers, bottom first: a folder's files may use the folders before it in
/// this list and their own folder's files, never a folder after it.
const LAYERS: [&str; 8] = [
    "values", "table", "words", "results", "storage", "history", "turns", "handlers",
];

/// The modules of the service (each `.rs` file under `dir`, by its module path below the
/// service: `values::keys`; a folder's `mod.rs` as the folder, the service's own `mod.rs` as
/// ``), and the modules each one's code refers to: `crate::service::a::b`, `super::a`,
/// `self::a` resolved to the longest module path they name.
fn tree_graph(dir: &Path) -> BTreeMap<String, BTreeSet<String>> {
    fn walk(dir: &Path, at: &[String], out: &mut BTreeMap<Vec<String>, (bool, String)>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_stem().unwrap().to_string_lossy().to_string();
            if path.is_dir() {
                let mut next = at.to_vec();
                next.push(name);
                walk(&path, &next, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                let is_mod = name == "mod";
                let mut module = at.to_vec();
                if !is_mod {
                    module.push(name);
                }
                out.insert(module, (is_mod, text));
            }
        }
    }
    let mut files = BTreeMap::new();
    walk(dir, &[], &mut files);
    let known: BTreeSet<Vec<String>> = files.keys().cloned().collect();
    let mut edges = BTreeMap::new();
    for (module, (is_mod, text)) in &files {
        // The tests inside a file may reach anywhere.
        let code = text.split("#[cfg(test)]").next().unwrap();
        // Where a file's first `super` leads: its folder (a `mod.rs`'s: the folder's parent).
        let mut home = module.clone();
        home.pop();
        let mut to = BTreeSet::new();
        for path in paths(code) {
            let parts: Vec<String> = path.split("::").map(|p| p.trim().to_string()).collect();
            let (mut target, rest) = if parts.starts_with(&["crate".into(), "service".into()]) {
                (vec![], &parts[2..])
            } else if parts.first().is_some_and(|p| p == "self") {
                (module.clone(), &parts[1..])
            } else if parts.first().is_some_and(|p| p == "super") {
                let climbs = parts.iter().take_while(|p| *p == "super").count();
                let mut up = if *is_mod {
                    home.clone()
                } else {
                    module.clone()
                };
                for _ in 0..climbs {
                    up.pop();
                }
                (up, &parts[climbs..])
            } else {
                continue;
            };
            // The longest module path named.
            for part in rest {
                let mut next = target.clone();
                next.push(part.clone());
                if !known.contains(&next) {
                    break;
                }
                target = next;
            }
            if &target != module {
                to.insert(target.join("::"));
            }
        }
        edges.insert(module.join("::"), to);
    }
    edges
}

/// What breaks the service's layering in `edges` (as `tree_graph` gives them): a use of the
/// service's own `mod.rs`, of a later layer, of another handler, a module outside every
/// layer, and import circles.
fn layering_faults(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    let layer = |m: &str| LAYERS.iter().position(|l| m.split("::").next() == Some(*l));
    let handler = |m: &str| {
        let mut parts = m.split("::");
        (parts.next() == Some("handlers")).then(|| parts.next().map(str::to_string))
    };
    let mut faults = Vec::new();
    // The service's own files: `mod.rs` and, beside it, its slots (`slots.rs`).
    let own = |m: &str| m.is_empty() || m == "slots";
    for (from, to) in edges.iter().filter(|(from, _)| !own(from)) {
        let Some(low) = layer(from) else {
            faults.push(format!("{from} is in no layer folder"));
            continue;
        };
        for t in to {
            match layer(t) {
                None => faults.push(format!("{from} uses {t:?}, the service's own mod.rs")),
                Some(l) if l > low => faults.push(format!("{from} uses {t}, a later layer")),
                Some(_) => {}
            }
            if let (Some(Some(a)), Some(Some(b))) = (handler(from), handler(t)) {
                if a != b {
                    faults.push(format!("the handler {from} uses another handler, {t}"));
                }
            }
        }
    }
    for circle in circles(edges) {
        faults.push(format!("import circle: {}", circle.join(", ")));
    }
    faults
}

#[test]
fn the_service_folders_are_layers_used_only_downwards() {
    let dir = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src/service"));
    let edges = tree_graph(dir);
    assert!(edges.len() >= 35, "{edges:?}");
    for layer in LAYERS {
        let doc = std::fs::read_to_string(dir.join(layer).join("mod.rs")).unwrap();
        assert!(
            doc.starts_with("//! ") && doc.contains("May use:"),
            "{layer}/mod.rs does not open by saying what lives there and what it may use"
        );
    }
    assert_eq!(layering_faults(&edges), Vec::<String>::new(), "{edges:#?}");
}

#[test]
fn no_service_file_is_over_600_lines() {
    // The declaration table is a list, one command after another.
    let exempt = ["values/catalog/table.rs"];
    let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src/service"));
    let mut todo = vec![root.to_path_buf()];
    let mut seen = 0;
    while let Some(dir) = todo.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                todo.push(path);
                continue;
            }
            let name = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            let lines = std::fs::read_to_string(&path).unwrap().lines().count();
            seen += 1;
            if !exempt.contains(&name.as_str()) {
                assert!(lines <= 600, "src/service/{name} has {lines} lines");
            }
        }
    }
    assert!(seen >= 40, "{seen} files");
}

#[test]
fn an_arrow_against_the_layers_is_found() {
    let dir = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src/service"));
    let mut edges = tree_graph(dir);
    // Paths resolve as the compiler reads them: a file's `super` is its folder.
    assert!(
        edges["handlers::play"].contains("turns::defend"),
        "{edges:#?}"
    );
    assert!(
        edges["values::error"].contains("values::refusal"),
        "{edges:#?}"
    );
    let mut add = |from: &str, to: &str| {
        edges.get_mut(from).unwrap().insert(to.to_string());
    };
    add("values::keys", "handlers::lobby");
    add("handlers::admin", "handlers::lobby");
    add("words::text", "");
    let faults = layering_faults(&edges);
    assert!(faults
        .iter()
        .any(|f| f.contains("values::keys uses handlers::lobby, a later")));
    assert!(faults
        .iter()
        .any(|f| f.contains("handler handlers::admin uses another")));
    assert!(faults.iter().any(|f| f.contains("words::text uses \"\"")));
    assert!(faults.iter().any(|f| f.starts_with("import circle")));
    assert_eq!(faults.len(), 4, "{faults:#?}");
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
