//! A board as a map file describes it, before checking: what every parser fills in, and the one
//! place where a board is checked and turned into a [`Map`]. Every problem is reported (up to
//! [`MAX_PROBLEMS`]), each naming where in the file it is (`place`: a line or an element).

use std::collections::{HashMap, HashSet};
use std::fmt;

use crate::t;

use super::{fold, Continent, Design, Map, Territory, MAX_TERRITORIES};
use crate::engine::ids::{ContinentId, Set, TerritoryId};

/// The fewest territories a board may hold (a two-player game with a neutral needs a few each).
pub const MIN_TERRITORIES: usize = 6;
/// The most continents a board may hold.
pub const MAX_CONTINENTS: usize = 64;
/// A continent's bonus is 0 to this many armies.
pub const MAX_BONUS: i64 = 100;
/// The longest name (of the map, a continent, a territory or an alias), in characters.
pub const MAX_NAME: usize = 40;
/// The most wild cards a board may add to its deck.
pub const MAX_WILD_CARDS: u8 = 9;
/// The most problems reported for one file; past it, one more line says how many were left out.
pub const MAX_PROBLEMS: usize = 100;
/// The most notes kept for one file; past it, one more says how many were left out.
pub const MAX_NOTES: usize = 50;
/// Wild cards added when the file says nothing about cards.
pub const DEFAULT_WILD_CARDS: u8 = 2;
/// The most pairs of territories a board may have bordering (each pair once, however the file
/// lists it): what the picture, the AI and the layout can afford (docs/maps.md says why).
pub const MAX_BORDER_PAIRS: usize = 1_000;

/// One thing wrong with a map file: where (a line, an element) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub at: String,
    pub what: String,
}

impl Problem {
    pub fn new(at: impl Into<String>, what: impl Into<String>) -> Problem {
        Problem {
            at: at.into(),
            what: what.into(),
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.at.is_empty() {
            f.write_str(&self.what)
        } else {
            f.write_str(&t!(
                "maps-problem-at",
                at = self.at.as_str(),
                what = self.what.as_str()
            ))
        }
    }
}

/// A board as read from a file, not yet checked. Names are as written (trimmed).
#[derive(Clone, Debug, Default)]
pub struct MapSpec {
    pub name: String,
    /// `None`: the file says nothing, [`DEFAULT_WILD_CARDS`] are added.
    pub wild_cards: Option<u8>,
    pub continents: Vec<ContinentSpec>,
    pub territories: Vec<TerritorySpec>,
    pub borders: Vec<BorderSpec>,
    /// Whether each border is listed from one side (each territory lists its neighbours, as the
    /// Domination, Conquest and Conquer Club formats do) rather than once per pair (our TOML).
    pub directed: bool,
}

#[derive(Clone, Debug)]
pub struct ContinentSpec {
    pub name: String,
    pub bonus: i64,
    pub place: String,
}

#[derive(Clone, Debug)]
pub struct TerritorySpec {
    pub name: String,
    /// The continent's name as the file gives it.
    pub continent: String,
    /// `None`: the file gives no card design (then none may, and they are assigned in turn).
    pub design: Option<Design>,
    pub aliases: Vec<String>,
    pub at: Option<(f32, f32)>,
    pub place: String,
}

#[derive(Clone, Debug)]
pub struct BorderSpec {
    pub from: String,
    pub to: String,
    pub sea: bool,
    pub place: String,
}

/// A checked board and what was noticed but accepted.
#[derive(Debug)]
pub struct Built {
    pub map: Map,
    pub notes: Vec<String>,
}

/// Collects problems and notes, each list bounded.
#[derive(Default)]
pub struct Findings {
    pub problems: Vec<Problem>,
    problems_left_out: usize,
    pub notes: Vec<String>,
    notes_left_out: usize,
}

impl Findings {
    pub fn problem(&mut self, at: impl Into<String>, what: impl Into<String>) {
        if self.problems.len() < MAX_PROBLEMS {
            self.problems.push(Problem::new(at, what));
        } else {
            self.problems_left_out += 1;
        }
    }

    pub fn note(&mut self, note: impl Into<String>) {
        if self.notes.len() < MAX_NOTES {
            self.notes.push(note.into());
        } else {
            self.notes_left_out += 1;
        }
    }

    pub fn has_problems(&self) -> bool {
        !self.problems.is_empty()
    }

    /// The problems, with a last line counting those left out.
    pub fn into_problems(mut self) -> Vec<Problem> {
        if self.problems_left_out > 0 {
            let n = self.problems_left_out;
            self.problems
                .push(Problem::new("", t!("maps-problems-more", count = n)));
        }
        self.problems
    }

    fn into_notes(mut self) -> Vec<String> {
        if self.notes_left_out > 0 {
            let n = self.notes_left_out;
            self.notes.push(t!("maps-note-more", count = n));
        }
        self.notes
    }
}

/// What is wrong with a name, if anything: empty, too long, control characters, or nothing a
/// player could type.
pub fn name_problem(name: &str) -> Option<String> {
    if name.trim().is_empty() {
        return Some(t!("maps-name-empty"));
    }
    let len = name.chars().count();
    if len > MAX_NAME {
        return Some(t!(
            "maps-name-long",
            start = name.chars().take(20).collect::<String>(),
            length = len,
            most = MAX_NAME
        ));
    }
    if let Some(c) = name.chars().find(|c| c.is_control()) {
        return Some(t!(
            "maps-name-control",
            name = name.escape_debug().to_string(),
            code = format!("U+{:04X}", c as u32)
        ));
    }
    if fold(name).is_empty() {
        return Some(t!("maps-name-untypable", name = name));
    }
    None
}

/// More bordering pairs than [`MAX_BORDER_PAIRS`] is a problem: every picture, AI move and
/// layout of the board pays for each border. `pairs` holds the borders as listed, one way or
/// both; each pair counts once.
fn border_count_problem(pairs: &HashSet<(usize, usize)>, found: &mut Findings) {
    let count = pairs
        .iter()
        .filter(|&&(a, b)| a < b || !pairs.contains(&(b, a)))
        .count();
    if count > MAX_BORDER_PAIRS {
        found.problem(
            "",
            t!(
                "maps-too-many-borders",
                count = count,
                most = MAX_BORDER_PAIRS
            ),
        );
    }
}

/// Lists at most `n` names, then how many more.
pub fn some_names<'a>(names: impl IntoIterator<Item = &'a str>, n: usize) -> String {
    let all: Vec<&str> = names.into_iter().collect();
    let text = all
        .iter()
        .take(n)
        .map(|s| t!("maps-listed-name", name = *s))
        .collect::<Vec<_>>()
        .join(", ");
    if all.len() > n {
        return t!("maps-listed-more", names = text, count = all.len() - n);
    }
    text
}

impl Map {
    /// Checks a board as a file described it and builds it; on refusal, every problem found.
    pub fn from_spec(spec: MapSpec, mut found: Findings) -> Result<Built, Vec<Problem>> {
        if let Some(p) = name_problem(&spec.name) {
            found.problem(t!("maps-at-board-name"), p);
        }
        let n = spec.territories.len();
        if !(MIN_TERRITORIES..=MAX_TERRITORIES).contains(&n) {
            found.problem(
                "",
                t!(
                    "maps-territory-count",
                    least = MIN_TERRITORIES,
                    most = MAX_TERRITORIES,
                    count = n
                ),
            );
        }
        let c = spec.continents.len();
        if !(1..=MAX_CONTINENTS).contains(&c) {
            found.problem(
                "",
                t!("maps-continent-count", most = MAX_CONTINENTS, count = c),
            );
        }
        if let Some(w) = spec.wild_cards.filter(|&w| w > MAX_WILD_CARDS) {
            found.problem(
                "wild_cards",
                t!("maps-wild-cards-many", count = w, most = MAX_WILD_CARDS),
            );
        }

        // Continents: names, bonuses.
        let mut continent_index: HashMap<String, usize> = HashMap::new();
        for (i, k) in spec.continents.iter().enumerate() {
            if let Some(p) = name_problem(&k.name) {
                found.problem(&k.place, p);
            } else if let Some(&j) = continent_index.get(&fold(&k.name)) {
                found.problem(
                    &k.place,
                    t!(
                        "maps-continent-same-name",
                        name = k.name.as_str(),
                        other = spec.continents[j].name.as_str(),
                        at = spec.continents[j].place.as_str()
                    ),
                );
            } else {
                continent_index.insert(fold(&k.name), i);
            }
            if !(0..=MAX_BONUS).contains(&k.bonus) {
                found.problem(
                    &k.place,
                    t!(
                        "maps-continent-bonus",
                        name = k.name.as_str(),
                        bonus = k.bonus,
                        most = MAX_BONUS
                    ),
                );
            }
        }

        // Territories: names and aliases unique (as players type them), continents known. A
        // territory may share a continent's name (a city's district that is both): no option
        // takes a territory or a continent alike, so a typed name is read as the kind asked for.
        let mut index: HashMap<String, usize> = HashMap::new();
        let mut continent_of = vec![0usize; n];
        let mut members = vec![0usize; c];
        for (i, t) in spec.territories.iter().enumerate() {
            for name in std::iter::once(&t.name).chain(&t.aliases) {
                if let Some(p) = name_problem(name) {
                    found.problem(&t.place, p);
                }
                // A name with a problem is still indexed, so borders naming it find it.
                let key = fold(name);
                if key.is_empty() {
                    continue;
                }
                match index.get(&key) {
                    Some(&j) if j != i => {
                        let other = &spec.territories[j];
                        found.problem(
                            &t.place,
                            t!(
                                "maps-name-taken",
                                name = name,
                                territory = other.name.as_str(),
                                at = other.place.as_str()
                            ),
                        );
                    }
                    Some(_) => {}
                    None => {
                        index.insert(key.clone(), i);
                    }
                }
            }
            match spec.continents.iter().position(|k| k.name == t.continent) {
                Some(k) => {
                    continent_of[i] = k;
                    members[k] += 1;
                }
                None => found.problem(
                    &t.place,
                    t!(
                        "maps-continent-unknown",
                        territory = t.name.as_str(),
                        continent = t.continent.as_str()
                    ),
                ),
            }
            if let Some((x, y)) = t.at.filter(|(x, y)| !x.is_finite() || !y.is_finite()) {
                found.problem(
                    &t.place,
                    t!(
                        "maps-position-infinite",
                        x = x.to_string(),
                        y = y.to_string()
                    ),
                );
            }
        }
        for (k, count) in spec.continents.iter().zip(&members) {
            if *count == 0 {
                found.problem(&k.place, t!("maps-continent-empty", name = k.name.as_str()));
            }
        }

        // Borders: both ends known, not to itself; made two-way.
        let mut pairs: HashSet<(usize, usize)> = HashSet::new();
        let mut listed: Vec<(usize, usize, bool, &str)> = Vec::new();
        for b in &spec.borders {
            let find = |name: &str| index.get(&fold(name)).copied();
            let (from, to) = (find(&b.from), find(&b.to));
            for (end, name) in [(from, &b.from), (to, &b.to)] {
                // A name no one could type was told already, at its territory.
                if end.is_none() && !fold(name).is_empty() {
                    found.problem(
                        &b.place,
                        t!(
                            "maps-border-unknown",
                            from = b.from.as_str(),
                            to = b.to.as_str(),
                            name = name.as_str()
                        ),
                    );
                }
            }
            let (Some(from), Some(to)) = (from, to) else {
                continue;
            };
            if from == to {
                found.problem(
                    &b.place,
                    t!(
                        "maps-border-self",
                        from = b.from.as_str(),
                        to = b.to.as_str()
                    ),
                );
                continue;
            }
            let fresh = pairs.insert((from, to));
            if !spec.directed && (!fresh || !pairs.insert((to, from))) {
                found.problem(
                    &b.place,
                    t!(
                        "maps-border-twice",
                        from = b.from.as_str(),
                        to = b.to.as_str()
                    ),
                );
            }
            if fresh {
                listed.push((from, to, b.sea, &b.place));
            }
        }
        if spec.directed {
            for &(from, to, _, place) in &listed {
                if !pairs.contains(&(to, from)) {
                    found.note(t!(
                        "maps-note-one-way",
                        at = place,
                        from = spec.territories[from].name.as_str(),
                        to = spec.territories[to].name.as_str()
                    ));
                }
            }
        }

        border_count_problem(&pairs, &mut found);

        // Cards: every territory has a design, or none has (then assigned in turn).
        let designed = spec
            .territories
            .iter()
            .filter(|t| t.design.is_some())
            .count();
        if designed > 0 && designed < n {
            let missing = spec
                .territories
                .iter()
                .filter(|t| t.design.is_none())
                .map(|t| t.name.as_str());
            found.problem(
                "",
                t!(
                    "maps-designs-partial",
                    names = some_names(missing, 5),
                    count = n - designed
                ),
            );
        }

        // The graph is connected (checked whatever else is wrong: the borders that could be
        // read count).
        let mut adjacent: Vec<Vec<usize>> = vec![Vec::new(); n];
        for &(a, b, _, _) in &listed {
            adjacent[a].push(b);
            adjacent[b].push(a);
        }
        let mut seen = vec![false; n];
        let mut todo = Vec::new();
        if n > 0 {
            seen[0] = true;
            todo.push(0);
        }
        while let Some(t) = todo.pop() {
            for &u in &adjacent[t] {
                if !seen[u] {
                    seen[u] = true;
                    todo.push(u);
                }
            }
        }
        let lost: Vec<&str> = (0..n)
            .filter(|&t| !seen[t])
            .map(|t| spec.territories[t].name.as_str())
            .collect();
        if !lost.is_empty() {
            found.problem(
                "",
                t!(
                    "maps-not-connected",
                    count = lost.len(),
                    names = some_names(lost, 10),
                    from = spec.territories[0].name.as_str()
                ),
            );
        }
        if found.has_problems() || n > MAX_TERRITORIES {
            return Err(found.into_problems());
        }

        let assign = designed == 0;
        let wild_cards = spec.wild_cards.unwrap_or(DEFAULT_WILD_CARDS);
        if assign {
            found.note(t!("maps-note-designs-assigned", wild = wild_cards));
        } else if spec.wild_cards.is_none() {
            found.note(t!("maps-note-wild-cards-added", wild = wild_cards));
        }
        let designs = [Design::Infantry, Design::Cavalry, Design::Artillery];
        let mut continents: Vec<Continent> = spec
            .continents
            .into_iter()
            .map(|k| Continent {
                name: k.name,
                // Checked above: 0..=MAX_BONUS.
                bonus: k.bonus as u16,
                territories: Set::EMPTY,
            })
            .collect();
        let mut territories: Vec<Territory> = Vec::with_capacity(n);
        for (i, t) in spec.territories.into_iter().enumerate() {
            continents[continent_of[i]]
                .territories
                .insert(TerritoryId(i as u8));
            territories.push(Territory {
                name: t.name,
                continent: ContinentId(continent_of[i] as u8),
                design: t.design.unwrap_or(designs[i % 3]),
                aliases: t.aliases,
                neighbours: Set::EMPTY,
                sea_neighbours: Set::EMPTY,
                at: t.at,
            });
        }
        for (a, b, sea, _) in listed {
            for (x, y) in [(a, b), (b, a)] {
                territories[x].neighbours.insert(TerritoryId(y as u8));
                if sea {
                    territories[x].sea_neighbours.insert(TerritoryId(y as u8));
                }
            }
        }
        let index = index
            .into_iter()
            .map(|(k, i)| (k, TerritoryId(i as u8)))
            .collect();
        let map = Map {
            name: spec.name,
            territories,
            continents,
            wild_cards,
            index,
        };
        Ok(Built {
            map,
            notes: found.into_notes(),
        })
    }
}
