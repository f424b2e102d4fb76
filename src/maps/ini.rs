//! The two INI-like map formats: Domination's and Conquest's `.map` files. Each line is read on
//! its own; every problem names its line. A territory, continent or border the file names but
//! does not define is left for the engine's check to report (by the number or name written).

use std::collections::BTreeSet;

use crate::engine::map::{
    BorderSpec, ContinentSpec, Findings, MapSpec, TerritorySpec, MAX_TERRITORIES,
};
use crate::t;

/// The most borders read from one file: every ordered pair of the largest board. Past it the
/// file is refused (this bounds the memory a hostile file can take).
const MAX_BORDERS: usize = MAX_TERRITORIES * (MAX_TERRITORIES - 1);

/// Lines with their number, the section they are in (lower case, without brackets) and their
/// text without comments; section headers and blank lines are left out. Sections other than
/// `known` get one note each.
fn lines<'a>(
    text: &'a str,
    comment: char,
    known: &'a [&str],
    found: &mut Findings,
) -> Vec<(usize, String, &'a str)> {
    let mut out = Vec::new();
    let mut section = String::new();
    let mut ignored = BTreeSet::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split(comment).next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            section = name.trim().to_ascii_lowercase();
            if !known.contains(&section.as_str()) && ignored.insert(section.clone()) {
                found.note(t!(
                    "maps-note-section-skipped",
                    line = i + 1,
                    section = name.trim()
                ));
            }
            continue;
        }
        if known.contains(&section.as_str()) {
            out.push((i + 1, section.clone(), line));
        }
    }
    out
}

/// Adds a border unless the file already gave too many (then says so, once).
fn border(spec: &mut MapSpec, found: &mut Findings, from: String, to: String, line: usize) {
    if spec.borders.len() == MAX_BORDERS {
        found.problem(
            t!("maps-at-line", line = line),
            t!(
                "maps-borders-unread",
                most = MAX_BORDERS,
                territories = MAX_TERRITORIES
            ),
        );
    }
    if spec.borders.len() <= MAX_BORDERS {
        spec.borders.push(BorderSpec {
            from,
            to,
            sea: false,
            place: t!("maps-at-line", line = line),
        });
    }
}

/// Domination: a header (`name ...`), then `[files]` (pictures, skipped), `[continents]`
/// (`name bonus colour`, numbered from 1 in order), `[countries]` (`number name continent x y`,
/// numbered from 1 in order) and `[borders]` (`number neighbour neighbour ...`). Names use `_`
/// for spaces; `;` starts a comment. Without a `name` line the board's name is left empty.
pub fn domination(text: &str) -> (MapSpec, Findings) {
    let mut found = Findings::default();
    let mut spec = MapSpec {
        directed: true,
        ..MapSpec::default()
    };
    let known = ["", "files", "continents", "countries", "borders"];
    let mut raw_borders: Vec<(usize, usize, usize)> = Vec::new();
    for (n, section, line) in lines(text, ';', &known, &mut found) {
        let at = t!("maps-at-line", line = n);
        let words: Vec<&str> = line.split_whitespace().collect();
        let name = |w: &str| w.replace('_', " ");
        match section.as_str() {
            "" if words[0].eq_ignore_ascii_case("name") && words.len() > 1 => {
                spec.name = words[1..].join(" ");
            }
            "" | "files" => {}
            "continents" => {
                let Some(bonus) = words.get(1) else {
                    found.problem(at, t!("maps-domination-continent-line", text = line));
                    continue;
                };
                // A bad bonus is told; the continent stays, so its territories find it.
                let bonus = bonus.parse::<i64>().unwrap_or_else(|_| {
                    found.problem(&at, t!("maps-bonus-not-number", bonus = *bonus));
                    0
                });
                spec.continents.push(ContinentSpec {
                    name: name(words[0]),
                    bonus,
                    place: at,
                });
            }
            "countries" => {
                if words.len() < 3 {
                    found.problem(at, t!("maps-domination-country-line", text = line));
                    continue;
                }
                let expected = spec.territories.len() + 1;
                if words[0].parse::<usize>().ok() != Some(expected) {
                    found.problem(
                        &at,
                        t!(
                            "maps-country-number",
                            number = words[0],
                            expected = expected
                        ),
                    );
                }
                let continent = match words[2].parse::<usize>() {
                    Ok(k) if (1..=spec.continents.len()).contains(&k) => {
                        spec.continents[k - 1].name.clone()
                    }
                    _ => t!("maps-numbered", number = words[2]),
                };
                let at_xy = match (words.get(3), words.get(4)) {
                    (Some(x), Some(y)) => match (x.parse::<f32>(), y.parse::<f32>()) {
                        (Ok(x), Ok(y)) => Some((x, y)),
                        _ => {
                            found.problem(
                                &at,
                                t!("maps-position-not-numbers", position = format!("{x} {y}")),
                            );
                            None
                        }
                    },
                    _ => None,
                };
                spec.territories.push(TerritorySpec {
                    name: name(words[1]),
                    continent,
                    design: None,
                    aliases: Vec::new(),
                    at: at_xy,
                    place: at,
                });
            }
            "borders" => {
                let mut numbers = Vec::with_capacity(words.len());
                for w in &words {
                    match w.parse::<usize>() {
                        Ok(k) => numbers.push(k),
                        Err(_) => found.problem(&at, t!("maps-not-country-number", word = *w)),
                    }
                }
                let mut seen = BTreeSet::new();
                if let Some((&from, rest)) = numbers.split_first() {
                    for &to in rest {
                        if seen.insert(to) {
                            raw_borders.push((n, from, to));
                        }
                    }
                }
            }
            _ => {}
        }
    }
    let named = |k: usize, spec: &MapSpec| {
        k.checked_sub(1)
            .and_then(|i| spec.territories.get(i))
            .map_or_else(|| t!("maps-numbered", number = k), |t| t.name.clone())
    };
    for (line, from, to) in raw_borders {
        let (a, b) = (named(from, &spec), named(to, &spec));
        border(&mut spec, &mut found, a, b, line);
    }
    (spec, found)
}

/// Conquest: `[Map]` (picture and display settings, skipped), `[Continents]` (`Name=bonus`) and
/// `[Territories]` (`name,x,y,continent,neighbour,neighbour,...`). `;` starts a comment. The
/// format has no board name: it is left empty.
pub fn conquest(text: &str) -> (MapSpec, Findings) {
    let mut found = Findings::default();
    let mut spec = MapSpec {
        directed: true,
        ..MapSpec::default()
    };
    let known = ["map", "continents", "territories"];
    for (n, section, line) in lines(text, ';', &known, &mut found) {
        let at = t!("maps-at-line", line = n);
        match section.as_str() {
            "continents" => {
                let Some((name, bonus)) = line.split_once('=') else {
                    found.problem(at, t!("maps-conquest-continent-line", text = line));
                    continue;
                };
                let bonus = bonus.trim().parse::<i64>().unwrap_or_else(|_| {
                    found.problem(&at, t!("maps-bonus-not-number", bonus = bonus.trim()));
                    0
                });
                spec.continents.push(ContinentSpec {
                    name: name.trim().to_string(),
                    bonus,
                    place: at,
                });
            }
            "territories" => {
                let fields: Vec<&str> = line.split(',').map(str::trim).collect();
                if fields.len() < 4 {
                    found.problem(at, t!("maps-conquest-territory-line", text = line));
                    continue;
                }
                let xy = match (fields[1].parse::<f32>(), fields[2].parse::<f32>()) {
                    (Ok(x), Ok(y)) => Some((x, y)),
                    _ => {
                        found.problem(
                            &at,
                            t!(
                                "maps-position-not-numbers",
                                position = format!("{},{}", fields[1], fields[2])
                            ),
                        );
                        None
                    }
                };
                let mut seen = BTreeSet::new();
                for to in fields[4..].iter().filter(|f| !f.is_empty()) {
                    if seen.insert(*to) {
                        border(&mut spec, &mut found, fields[0].into(), (*to).into(), n);
                    }
                }
                spec.territories.push(TerritorySpec {
                    name: fields[0].to_string(),
                    continent: fields[3].to_string(),
                    design: None,
                    aliases: Vec::new(),
                    at: xy,
                    place: at,
                });
            }
            _ => {}
        }
    }
    (spec, found)
}
