//! Conquer Club's map XML: `<map>` holding `<continent>`s (`<name>`, `<bonus>`, `<components>`
//! of `<territory>` names) and `<territory>`s (`<name>`, `<borders>` of `<border>` names,
//! `<coordinates>` with `<largex>`/`<largey>` or `<smallx>`/`<smally>`). Read with a DOM that
//! refuses a DTD (so no entity is ever expanded) and stops at a node limit; nesting is bounded
//! too. Each problem names its element: `<territory> 12 'Foo' (line 80)`.

use std::collections::{BTreeSet, HashMap};

use crate::t;
use roxmltree::{Document, Node, ParsingOptions};

use crate::engine::map::{
    fold, BorderSpec, ContinentSpec, Findings, MapSpec, Problem, TerritorySpec,
};

/// The most XML nodes (elements, texts, comments) read; a 1 MiB file of real map data has far
/// fewer.
const MAX_NODES: u32 = 100_000;
/// The deepest nesting of elements accepted (a map file needs 4).
const MAX_DEPTH: usize = 16;
/// The continent that gathers the territories no `<continent>` lists (no bonus).
pub const NO_CONTINENT: &str = "(no continent)";

fn child<'a, 'i>(node: Node<'a, 'i>, tag: &str) -> Option<Node<'a, 'i>> {
    node.children()
        .find(|c| c.is_element() && c.tag_name().name() == tag)
}

fn text_of(node: Node, tag: &str) -> Option<String> {
    child(node, tag).map(|c| c.text().unwrap_or("").trim().to_string())
}

fn elements<'a, 'i>(node: Node<'a, 'i>) -> impl Iterator<Item = Node<'a, 'i>> {
    node.children().filter(Node::is_element)
}

struct Continent {
    spec: ContinentSpec,
    territories: Vec<String>,
}

/// The board's name is left empty: the file gives none (`read_spec` names it after the file).
pub fn read(text: &str) -> Result<(MapSpec, Findings), Vec<Problem>> {
    // Before the DOM (which nests as deep as the file does): the nesting, by a scan.
    if let Some((tag, line, depth)) = too_deep(text) {
        return Err(vec![Problem::new(
            t!("maps-at-tag", tag = tag, line = line),
            t!("maps-xml-too-deep", depth = depth, most = MAX_DEPTH),
        )]);
    }
    let options = ParsingOptions {
        allow_dtd: false,
        nodes_limit: MAX_NODES,
    };
    let doc = Document::parse_with_options(text, options).map_err(|e| {
        let what = match e {
            roxmltree::Error::DtdDetected => t!("maps-xml-dtd"),
            roxmltree::Error::NodesLimitReached => {
                t!("maps-xml-too-many-nodes", most = MAX_NODES)
            }
            other => t!("maps-xml-malformed", error = other.to_string()),
        };
        vec![Problem::new("", what)]
    })?;
    // Line numbers by a search among the line starts (the parser's own is linear per call).
    let starts: Vec<usize> = std::iter::once(0)
        .chain(text.match_indices('\n').map(|(i, _)| i + 1))
        .collect();
    let line = |n: Node| starts.partition_point(|&s| s <= n.range().start);

    let root = doc.root_element();
    if root.tag_name().name() != "map" {
        return Err(vec![Problem::new(
            t!(
                "maps-at-tag",
                tag = root.tag_name().name(),
                line = line(root)
            ),
            t!("maps-xml-root"),
        )]);
    }

    let mut found = Findings::default();
    let mut spec = MapSpec {
        directed: true,
        ..MapSpec::default()
    };
    let mut skipped: BTreeSet<String> = BTreeSet::new();
    let mut skip = |found: &mut Findings, n: Node, within: &str| {
        let tag = format!("{within}<{}>", n.tag_name().name());
        if skipped.insert(tag.clone()) {
            found.note(t!("maps-note-element-skipped", tag = tag, line = line(n)));
        }
    };
    let mut continents: Vec<Continent> = Vec::new();
    for node in elements(root) {
        match node.tag_name().name() {
            "continent" => {
                let name = text_of(node, "name").unwrap_or_default();
                let place = t!(
                    "maps-at-element",
                    tag = "<continent>",
                    number = continents.len() + 1,
                    name = name.as_str(),
                    line = line(node)
                );
                let bonus = match text_of(node, "bonus") {
                    None => {
                        found.problem(&place, t!("maps-no-bonus"));
                        0
                    }
                    Some(b) => b.parse::<i64>().unwrap_or_else(|_| {
                        found.problem(&place, t!("maps-bonus-element", bonus = b.as_str()));
                        0
                    }),
                };
                let mut territories = Vec::new();
                for part in child(node, "components").into_iter().flat_map(elements) {
                    match part.tag_name().name() {
                        "territory" => {
                            territories.push(part.text().unwrap_or("").trim().to_string())
                        }
                        _ => found.note(t!(
                            "maps-note-component-lost",
                            at = place.as_str(),
                            tag = part.tag_name().name(),
                            name = part.text().unwrap_or("").trim()
                        )),
                    }
                }
                for part in elements(node) {
                    if !matches!(part.tag_name().name(), "name" | "bonus" | "components") {
                        skip(&mut found, part, "<continent> ");
                    }
                }
                continents.push(Continent {
                    spec: ContinentSpec { name, bonus, place },
                    territories,
                });
            }
            "territory" => {
                let name = text_of(node, "name").unwrap_or_default();
                let place = t!(
                    "maps-at-element",
                    tag = "<territory>",
                    number = spec.territories.len() + 1,
                    name = name.as_str(),
                    line = line(node)
                );
                for b in child(node, "borders").into_iter().flat_map(elements) {
                    if b.tag_name().name() == "border" {
                        spec.borders.push(BorderSpec {
                            from: name.clone(),
                            to: b.text().unwrap_or("").trim().to_string(),
                            sea: false,
                            place: place.clone(),
                        });
                    }
                }
                let at = position(node, &place, &mut found);
                for part in elements(node) {
                    if !matches!(
                        part.tag_name().name(),
                        "name"
                            | "borders"
                            | "coordinates"
                            | "smallx"
                            | "smally"
                            | "largex"
                            | "largey"
                    ) {
                        skip(&mut found, part, "<territory> ");
                    }
                }
                spec.territories.push(TerritorySpec {
                    name,
                    continent: String::new(),
                    design: None,
                    aliases: Vec::new(),
                    at,
                    place,
                });
            }
            _ => skip(&mut found, node, ""),
        }
    }

    // Each territory in the first continent listing it.
    let index: HashMap<String, usize> = spec
        .territories
        .iter()
        .enumerate()
        .map(|(i, t)| (fold(&t.name), i))
        .collect();
    for c in &continents {
        let (mut own, mut others) = (0, 0);
        for name in &c.territories {
            match index.get(&fold(name)).map(|&i| &mut spec.territories[i]) {
                None => found.problem(
                    &c.spec.place,
                    t!("maps-component-unknown", name = name.as_str()),
                ),
                Some(t) if t.continent.is_empty() => {
                    t.continent = c.spec.name.clone();
                    own += 1;
                }
                Some(t) => {
                    others += 1;
                    found.note(t!(
                        "maps-note-territory-stays",
                        at = c.spec.place.as_str(),
                        territory = t.name.as_str(),
                        continent = t.continent.as_str()
                    ))
                }
            }
        }
        if own == 0 && others > 0 {
            found.note(t!(
                "maps-note-continent-unplayed",
                at = c.spec.place.as_str()
            ));
        } else {
            spec.continents.push(c.spec.clone());
        }
    }
    let homeless = spec
        .territories
        .iter_mut()
        .filter(|t| t.continent.is_empty())
        .map(|t| t.continent = NO_CONTINENT.to_string())
        .count();
    if homeless > 0 {
        found.note(t!(
            "maps-note-no-continent",
            count = homeless,
            continent = NO_CONTINENT
        ));
        spec.continents.push(ContinentSpec {
            name: NO_CONTINENT.to_string(),
            bonus: 0,
            place: "<map>".to_string(),
        });
    }
    Ok((spec, found))
}

/// The territory's position: the large map's coordinates, else the small map's; inside
/// `<coordinates>` or directly in the territory.
fn position(node: Node, place: &str, found: &mut Findings) -> Option<(f32, f32)> {
    let holder = child(node, "coordinates").unwrap_or(node);
    for (x, y) in [("largex", "largey"), ("smallx", "smally")] {
        if let (Some(xs), Some(ys)) = (text_of(holder, x), text_of(holder, y)) {
            match (xs.parse::<f32>(), ys.parse::<f32>()) {
                (Ok(x), Ok(y)) => return Some((x, y)),
                _ => {
                    found.problem(
                        place,
                        t!(
                            "maps-xml-position",
                            x = x,
                            y = y,
                            xs = xs.as_str(),
                            ys = ys.as_str()
                        ),
                    );
                    return None;
                }
            }
        }
    }
    None
}

/// The first element nested deeper than [`MAX_DEPTH`] (its tag, line and depth), found by a
/// scan that builds nothing: it skips comments, CDATA, processing instructions and declarations,
/// and reads quoted attribute values whole. Text that is not well-formed is left for the parser.
fn too_deep(text: &str) -> Option<(String, usize, usize)> {
    let b = text.as_bytes();
    let (mut i, mut line, mut depth) = (0, 1, 0usize);
    let newlines = |from: usize, to: usize| b[from..to].iter().filter(|&&c| c == b'\n').count();
    let after = |from: usize, end: &[u8]| {
        b[from..]
            .windows(end.len())
            .position(|w| w == end)
            .map_or(b.len(), |k| from + k + end.len())
    };
    while i < b.len() {
        if b[i] != b'<' {
            line += usize::from(b[i] == b'\n');
            i += 1;
            continue;
        }
        let rest = &b[i..];
        let end = if rest.starts_with(b"<!--") {
            after(i, b"-->")
        } else if rest.starts_with(b"<![CDATA[") {
            after(i, b"]]>")
        } else if rest.starts_with(b"<?") {
            after(i, b"?>")
        } else if rest.starts_with(b"<!") {
            after(i, b">")
        } else if rest.starts_with(b"</") {
            depth = depth.saturating_sub(1);
            after(i, b">")
        } else {
            let mut j = i + 1;
            let mut quote = None;
            while j < b.len() {
                match (quote, b[j]) {
                    (None, b'>') => break,
                    (None, q @ (b'"' | b'\'')) => quote = Some(q),
                    (Some(q), c) if c == q => quote = None,
                    _ => {}
                }
                j += 1;
            }
            if b[j.min(b.len()) - 1] != b'/' {
                depth += 1;
                if depth > MAX_DEPTH {
                    let name_end = rest[1..]
                        .iter()
                        .position(|c| c.is_ascii_whitespace() || matches!(c, b'>' | b'/'))
                        .map_or(rest.len(), |k| k + 1);
                    let tag = String::from_utf8_lossy(&rest[1..name_end]).into_owned();
                    return Some((tag, line, depth));
                }
            }
            (j + 1).min(b.len())
        };
        line += newlines(i, end);
        i = end;
    }
    None
}
