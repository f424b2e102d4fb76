//! The fog leak checker: whether an output of a fogged game tells its reader anything outside
//! their view.
//!
//! The reader's sight of a territory is the more of what they saw of it just before the
//! command and what they see just after (`Sights::of`): a player who held Ural may be told
//! that they lost it. The rule, per line of a text (a post's text or embed summary, a private
//! reply or message, an attached text file, the picture's alt text), and per component text (a
//! button label, a menu's placeholder, each option's label):
//!
//! - a territory the reader sees nothing of (`Sight::Nothing`) must not be named on a line that
//!   also names a seat (any player or neutral army) or holds a digit (an owner, a count, a dice
//!   roll on it), unless it is named as unseen ("next to Alaska (unseen)") or the line is the
//!   reader's own move or loss ("alice takes Ural from bob", read by alice or bob); the names of the reader's own cards are left out of the lines that speak of
//!   cards or trades (their hand is theirs), and a line about a public feature (an Objective, a city, a
//!   capital, a revealed Headquarters) may name it with a seat, only never with a count;
//! - a line about Headquarters names no territory the reader sees nothing of, but their own
//!   (where another's Headquarters lies is told only where the reader sees who holds it);
//! - a territory whose owner alone the reader sees (`Sight::Owner`) must not be followed
//!   closely by a number in its clause ("Ural 3", "Ural (3)", "Ural: 3 armies"; not "Ural, 1
//!   left in Siam"), nor by "N armies" before
//!   the next territory or the sentence's end ("Ural (Asia): held by bob with 3 armies"), nor
//!   come after "N armies (or N left) on/in/to/from/at" on its line;
//! - a continent named on a line with a seat is told about only when the reader sees who holds
//!   each of its territories, and with "N armies" (on a line not about a seat) only when they
//!   see the armies on each; not where a territory lies ("Irkutsk (Asia)"), nor in a card's
//!   words (an Objective's, a revealed mission's), nor as a heading over territories ("Asia:
//!   Siam, Ural"), nor where the line says it shows only part
//!   ("unseen", "hidden", "fog", "?": then only the armies count);
//! - after a seat's name (up to the next seat's, or the sentence's end), "N territories" only
//!   when the reader knows every territory that seat holds (they see every owner, or it is on
//!   their side, or out), and "N territories, M armies" only when they also see the armies on
//!   each (the deal's counts aside: they follow from the rules).
//!
//! The picture (`BoardView`) is checked by its fields: an unseen territory has no owner and no
//! armies (0), an owner-only one no armies, and neither is drawn as seen more, nor an unseen one
//! with a Headquarters or capital other than the reader's; a player's territory total is told only when the
//! reader knows every territory they hold, their army total only when the reader also sees the
//! armies on all of them.
//! A cropped picture is centred only on territories the reader sees (`BoardView::focus`): a
//! crop around a place they cannot see would say that something happened there.

use risk::engine::{Game, PlayerId, Reader, Sight, TerritoryId};
use risk::render::{BoardView, Focus};
use risk::service::{Outcome, Row, Session, UserKey};

/// One thing an output told a reader that their view does not show.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Leak {
    /// Who read it ("channel", or the seat's name).
    pub reader: String,
    /// Which output ("post", "summary", "button", "reply", "message", "picture", ...).
    pub output: &'static str,
    pub why: String,
    pub line: String,
}

impl std::fmt::Display for Leak {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "[{} {}] {}: {:?}",
            self.reader, self.output, self.why, self.line
        )
    }
}

/// What one reader may know of each territory around one command.
#[derive(Clone, Debug)]
pub struct Sights {
    pub reader: String,
    pub seat: Option<PlayerId>,
    pub sight: Vec<Sight>,
    /// Territories on the reader's own cards (before or after).
    pub cards: Vec<TerritoryId>,
    /// The reader's own Headquarters and capital (before or after): theirs to know wherever.
    pub own_places: Vec<TerritoryId>,
    /// Per seat: whether the reader knows which territories it holds, and its armies in all.
    pub knows_set: Vec<bool>,
    pub knows_armies: Vec<bool>,
}

fn more(a: Sight, b: Sight) -> Sight {
    let rank = |s: Sight| match s {
        Sight::Nothing => 0,
        Sight::Owner => 1,
        Sight::All => 2,
    };
    if rank(a) >= rank(b) {
        a
    } else {
        b
    }
}

impl Sights {
    /// The reader `seat` (`None`: the channel) around a command from `before` to `after`.
    pub fn of(before: &Game, after: &Game, seat: Option<PlayerId>, reader: &str) -> Sights {
        let (vb, va) = match seat {
            Some(p) => (before.view_of(Some(p)), after.view_of(Some(p))),
            None => (before.view(Reader::Everyone), after.view(Reader::Everyone)),
        };
        let sight = after
            .map()
            .all()
            .iter()
            .map(|t| more(vb.sight(t), va.sight(t)))
            .collect();
        let sight: Vec<Sight> = sight;
        let all_owners = sight.iter().all(|&s| s != Sight::Nothing);
        let knows_set: Vec<bool> = after
            .players()
            .map(|q| {
                all_owners || seat.is_some_and(|r| after.same_side(r, q)) || after.is_eliminated(q)
            })
            .collect();
        let knows_armies = after
            .players()
            .map(|q| {
                knows_set[q.index()]
                    && after
                        .territories_of(q)
                        .iter()
                        .all(|t| sight[t.index()] == Sight::All)
            })
            .collect();
        let (mut cards, mut own_places) = (Vec::new(), Vec::new());
        if let Some(p) = seat {
            for g in [before, after] {
                cards.extend(g.hand(p).iter().filter_map(|&c| g.card_territory(c)));
                own_places.extend(g.hq_of(p).into_iter().chain(g.capital_of(p)));
            }
        }
        Sights {
            reader: reader.to_string(),
            seat,
            sight,
            cards,
            own_places,
            knows_set,
            knows_armies,
        }
    }

    pub fn sight(&self, t: TerritoryId) -> Sight {
        self.sight[t.index()]
    }
}

/// The names a text may hold: territories (longest first), continents and seats.
pub struct Names {
    territories: Vec<(String, TerritoryId)>,
    continents: Vec<(String, Vec<TerritoryId>)>,
    /// Seat names (longest first) and the seat.
    seats: Vec<(String, Option<PlayerId>)>,
}

impl Names {
    pub fn of(s: &Session, g: &Game) -> Names {
        let seats: Vec<String> = s.seats.iter().map(|x| x.name.clone()).collect();
        Names::with_seats(g, &seats)
    }

    /// The names of `g`'s board, its seats named `seats` in order.
    pub fn with_seats(g: &Game, seats: &[String]) -> Names {
        let mut territories: Vec<(String, TerritoryId)> = g
            .map()
            .all()
            .iter()
            .map(|t| (g.map().name(t).to_string(), t))
            .collect();
        territories.sort_by_key(|(n, _)| std::cmp::Reverse(n.len()));
        let continents = g
            .map()
            .continents()
            .iter()
            .map(|c| (c.name.clone(), c.territories.iter().collect()))
            .collect();
        let mut seats: Vec<(String, Option<PlayerId>)> = seats
            .iter()
            .enumerate()
            .map(|(i, x)| (x.clone(), Some(PlayerId(i as u8))))
            .collect();
        seats.push(("Neutral".into(), None));
        seats.sort_by_key(|(n, _)| std::cmp::Reverse(n.len()));
        Names {
            territories,
            continents,
            seats,
        }
    }
}

/// Where `name` stands in `line` as a whole word (not inside a longer word).
fn find_word(line: &str, name: &str) -> Vec<usize> {
    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric());
    line.match_indices(name)
        .filter(|(i, _)| {
            !word(line[..*i].chars().next_back()) && !word(line[i + name.len()..].chars().next())
        })
        .map(|(i, _)| i)
        .collect()
}

/// The leaks in one line of text read by `who`.
pub fn check_line(names: &Names, who: &Sights, output: &'static str, line: &str) -> Vec<Leak> {
    let mut rest = strip_tags(line).replace(['*', '_', '`', '~', '|'], "");
    // The territories named, each blanked out once found (so "East Africa" is not also read
    // as another name inside it).
    let mut named: Vec<(TerritoryId, usize)> = Vec::new();
    for (name, t) in &names.territories {
        for i in find_word(&rest, name) {
            named.push((*t, i));
        }
        rest = rest.replace(name.as_str(), &"#".repeat(name.len()));
    }
    let mut continents = Vec::new();
    for (name, ts) in &names.continents {
        // "Irkutsk (Asia)": where a territory lies, printed on the board.
        // "Asia: Siam, Ural": a heading over territories.
        let told_of = find_word(&rest, name).into_iter().find(|&i| {
            let tail = &rest[i + name.len()..];
            let lies = rest[..i].ends_with('(') && tail.starts_with(')');
            let heading = tail
                .strip_prefix(':')
                .is_some_and(|t| t.trim_start().starts_with('#'));
            !(lies || heading)
        });
        if let Some(at) = told_of {
            continents.push((name, at, ts));
        }
        rest = rest.replace(name.as_str(), &"#".repeat(name.len()));
    }
    let lower = line.to_lowercase();
    let cards_line = lower.contains("card") || lower.contains("trade");
    // A Headquarters is named only where the reader sees who holds it, or to its owner.
    let hq_line = lower.contains("headquarters");
    // Printed or public features (000 Objectives, cities and capitals, revealed Headquarters)
    // may name any territory, with whose it is, never with a count.
    let feature_line = [
        "objective",
        "city",
        "cities",
        "capital",
        "headquarters",
        "mission",
    ]
    .iter()
    .any(|w| lower.contains(w));
    // Each seat named, where, blanked out in `seatless` (names may hold digits).
    let mut seatless = rest.clone();
    let mut seats: Vec<(usize, Option<PlayerId>)> = Vec::new();
    for (n, p) in &names.seats {
        for i in find_word(&seatless, n) {
            seats.push((i, *p));
        }
        seatless = seatless.replace(n.as_str(), &"@".repeat(n.len()));
    }
    seats.sort();
    let seat_named = !seats.is_empty();
    let digit = seatless.chars().any(|c| c.is_ascii_digit());
    let mut leaks = Vec::new();
    let leak = |why: String| Leak {
        reader: who.reader.clone(),
        output,
        why,
        line: line.to_string(),
    };
    let bonusless = strip_bonus(&seatless);
    for (name, at, ts) in continents {
        // A line about a seat ("alice: ..., holds Europe") tells who holds the continent; a
        // line about the continent may tell its armies too.
        let about_seat = seats.first().is_some_and(|&(i, _)| i < at);
        let words: Vec<&str> = bonusless.split_whitespace().collect();
        let armies = !about_seat
            && words
                .windows(2)
                .any(|w| w[1].starts_with("arm") && w[0].chars().all(|c| c.is_ascii_digit()));
        // "Asia (+7): alice 3, bob 2, 4 unseen": what the reader sees of it, said to be partial.
        let partial = ["unseen", "hidden", "fog", "?"]
            .iter()
            .any(|w| lower.contains(w));
        // A card's words (an Objective, a revealed mission) name the continents they ask for.
        let owners = seat_named && !partial && !feature_line;
        let owners_seen = ts.iter().all(|&t| who.sight(t) != Sight::Nothing);
        let armies_seen = ts.iter().all(|&t| who.sight(t) == Sight::All);
        if (owners && !owners_seen) || (armies && !feature_line && !armies_seen) {
            leaks.push(leak(format!("{name}, which it does not see whole")));
        }
    }
    for (k, &(at, p)) in seats.iter().enumerate() {
        // The deal's counts follow from the rules (cards dealt round the table).
        let Some(p) = p.filter(|_| !feature_line && !lower.contains("dealt")) else {
            continue;
        };
        let end = seats.get(k + 1).map_or(seatless.len(), |x| x.0);
        // Up to the end of its sentence: "bob (blue B): 0 cards. 6 territories hidden" is no
        // count of bob's.
        let part = &seatless[at..end];
        let part = &part[..part.find(['.', ';']).unwrap_or(part.len())];
        let words: Vec<&str> = part
            .split(|c: char| c.is_whitespace() || c == ',' || c == ':')
            .filter(|w| !w.is_empty())
            .collect();
        let number = |i: usize| {
            words
                .get(i)
                .is_some_and(|w| w.chars().all(|c| c.is_ascii_digit()))
        };
        for (i, w) in words.iter().enumerate() {
            let name = &names.seats.iter().find(|x| x.1 == Some(p)).unwrap().0;
            if w.starts_with("territor") && i > 0 && number(i - 1) {
                if !who.knows_set[p.index()] {
                    leaks.push(leak(format!("{name}'s territory count")));
                }
                if words.get(i + 2).is_some_and(|a| a.starts_with("arm"))
                    && number(i + 1)
                    && !who.knows_armies[p.index()]
                {
                    leaks.push(leak(format!("{name}'s army count")));
                }
            }
        }
    }
    // "next to Alaska (unseen)": named as the reader cannot see it (the map's own words).
    let marked = |at: usize, name: &str| {
        let tail = rest[at + name.len()..].trim_start();
        tail.starts_with("(unseen") || tail.starts_with("(hidden")
    };
    // "alice takes Ural from bob" or "bob takes Ural from alice", read by alice: her own move
    // or her own loss (her seat's, even where it held the territory only in the middle of the
    // command, as in an AI round), whatever she sees of it after.
    let own_move = who.seat.is_some() && seats.iter().any(|&(_, p)| p == who.seat);
    for &(t, at) in &named {
        let name = &names.territories.iter().find(|(_, x)| *x == t).unwrap().0;
        match who.sight(t) {
            Sight::All => {}
            Sight::Nothing if hq_line && !who.own_places.contains(&t) => {
                leaks.push(leak(format!("unseen {name} named as a Headquarters")))
            }
            _ if cards_line && who.cards.contains(&t) => {}
            Sight::Nothing
                if (seat_named || digit) && !feature_line && !marked(at, name) && !own_move =>
            {
                leaks.push(leak(format!("unseen {name} named with a seat or a number")))
            }
            Sight::Nothing | Sight::Owner => {
                let tail = &rest[at + name.len()..];
                // Up to the end of its sentence ("Mongolia. 5 rolls" is no count of it).
                let mut after: String = tail
                    .chars()
                    .take(4)
                    .take_while(|&c| c != '.' && c != ';' && c != ',')
                    .collect();
                if feature_line && tail.trim_start().trim_start_matches('(').starts_with('+') {
                    // "Japan (+2 armies ...)": what holding it pays, no count.
                    after.clear();
                }
                let words: Vec<&str> = rest[..at].split_whitespace().rev().take(3).collect();
                let counted = matches!(words.as_slice(), [on, army, n]
                    if ["on", "in", "to", "from", "at"].contains(on)
                        && (army.starts_with("arm") || *army == "left")
                        && n.chars().all(|c| c.is_ascii_digit()));
                // "India (Asia): held by bob with 4 armies": a count of armies before the
                // next territory or the sentence's end.
                let next = named
                    .iter()
                    .map(|&(_, i)| i)
                    .filter(|&i| i > at)
                    .min()
                    .unwrap_or(rest.len());
                let seg = &rest[at + name.len()..next.max(at + name.len())];
                let seg = &seg[..seg.find(['.', ';']).unwrap_or(seg.len())];
                let words: Vec<&str> = seg.split_whitespace().collect();
                let armies = words
                    .windows(2)
                    .any(|w| w[1].starts_with("arm") && w[0].chars().all(|c| c.is_ascii_digit()));
                if after.chars().any(|c| c.is_ascii_digit()) || counted || armies {
                    leaks.push(leak(format!("the armies on {name}, which it cannot count")));
                }
            }
        }
    }
    leaks
}

/// `line` without Discord's tags (mentions `<@id>`, channels `<#id>`, times `<t:unix:R>`):
/// their digits are no count.
fn strip_tags(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(i) = rest.find('<') {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        let tag = ["<@", "<#", "<t:"].iter().any(|p| tail.starts_with(p));
        match tail.find('>') {
            Some(j) if tag => rest = &tail[j + 1..],
            _ => {
                out.push('<');
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// `text` without what a board prints beside a continent's name: "(+5)", "(+7, 12
/// territories)".
fn strip_bonus(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find("(+") {
        out.push_str(&rest[..i]);
        match rest[i..].find(')') {
            Some(j) => rest = &rest[i + j + 1..],
            None => {
                out.push_str("(+");
                rest = &rest[i + 2..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The leaks in a text (line by line).
pub fn check_text(names: &Names, who: &Sights, output: &'static str, text: &str) -> Vec<Leak> {
    text.lines()
        .flat_map(|l| check_line(names, who, output, l))
        .collect()
}

/// The leaks in components' texts.
pub fn check_components(names: &Names, who: &Sights, rows: &[Row]) -> Vec<Leak> {
    let mut leaks = Vec::new();
    for row in rows {
        match row {
            Row::Buttons(b) => {
                for b in b {
                    leaks.extend(check_line(names, who, "button", &b.label));
                }
            }
            Row::Menu(m) => {
                leaks.extend(check_line(names, who, "menu", &m.placeholder));
                for o in &m.options {
                    leaks.extend(check_line(names, who, "menu option", &o.label));
                }
            }
        }
    }
    leaks
}

/// The leaks in a picture's view and its alt text for `who`, of `g` as it stands.
pub fn check_board(names: &Names, who: &Sights, g: &Game, view: &BoardView) -> Vec<Leak> {
    let mut leaks = check_text(names, who, "alt text", &view.describe());
    leaks.extend(check_picture(who, g, view));
    leaks
}

/// The leaks in a picture's view (its fields) for `who`, of `g` as it stands.
pub fn check_picture(who: &Sights, g: &Game, view: &BoardView) -> Vec<Leak> {
    let mut leaks = Vec::new();
    let mut leak = |why: String| {
        leaks.push(Leak {
            reader: who.reader.clone(),
            output: "picture",
            why,
            line: String::new(),
        })
    };
    for tv in &view.territories {
        let name = g.map().name(tv.id);
        if tv.sight != who.sight(tv.id) && who.sight(tv.id) != Sight::All {
            leak(format!("{name} drawn as {:?}", tv.sight));
        }
        match who.sight(tv.id) {
            Sight::All => {}
            Sight::Owner if tv.armies != 0 => leak(format!("the armies on {name}")),
            Sight::Owner => {}
            Sight::Nothing if tv.owner.is_some() || tv.armies != 0 => {
                leak(format!("owner or armies of unseen {name}"))
            }
            Sight::Nothing => {}
        }
    }
    // A crop centred where the reader sees nothing would say that something happened there.
    let centred = match &view.focus {
        Focus::Action(ts) | Focus::Fronts(ts) | Focus::MoverFronts(ts) => ts.clone(),
        Focus::Whole | Focus::Region(_) => Vec::new(),
    };
    for t in centred {
        if who.sight(t) == Sight::Nothing {
            leak(format!("a crop centred on unseen {}", g.map().name(t)));
        }
    }
    // A Headquarters or capital drawn where the reader sees nothing: not theirs to know.
    for &t in &view.headquarters {
        if who.sight(t) == Sight::Nothing && !who.own_places.contains(&t) {
            leak(format!(
                "a Headquarters or capital on unseen {}",
                g.map().name(t)
            ));
        }
    }
    let all = g.map().all();
    let owners: Vec<TerritoryId> = all
        .iter()
        .filter(|&t| who.sight(t) != Sight::Nothing)
        .collect();
    for (i, pv) in view.players.iter().enumerate() {
        let p = PlayerId(i as u8);
        let held = g.territories_of(p);
        let friend = who.seat.is_some_and(|r| g.same_side(r, p));
        let knows_set = owners.len() == all.len() || friend || g.is_eliminated(p);
        let knows_armies = knows_set && held.iter().all(|t| who.sight(t) == Sight::All);
        if !knows_set && pv.territories != 0 {
            leak(format!("{}'s territory total", pv.name));
        }
        if !knows_armies && pv.armies != 0 {
            leak(format!("{}'s army total", pv.name));
        }
    }
    leaks
}

/// Everything `out` (the answer to `invoker`'s command, `None` for a wake-up) tells each of
/// its readers, checked against their sights from `before` to `after`.
pub fn check_outcome(
    before: &Session,
    after: &Session,
    invoker: Option<UserKey>,
    out: &Outcome,
) -> Vec<Leak> {
    // A game that starts with the command: what it starts as.
    let Some(ga) = after.game.as_ref() else {
        return vec![];
    };
    let gb = before.game.as_ref().unwrap_or(ga);
    if !gb.is_fogged() && !ga.is_fogged() {
        return vec![];
    }
    let names = Names::of(after, ga);
    let reader = |user: Option<UserKey>| -> Sights {
        let seat = user.and_then(|u| after.seat_of(u));
        let name = seat.map_or("channel".to_string(), |p| {
            after.seats[p.index()].name.clone()
        });
        // A seat out of the game reads what the channel reads.
        let seat = seat.filter(|&p| gb.reader_of(Some(p)) != Reader::Everyone);
        Sights::of(gb, ga, seat, &name)
    };
    let channel = reader(None);
    let mut leaks = Vec::new();
    for post in &out.public {
        let picture = post.board && !out.reply_board;
        leaks.extend(check_text(&names, &channel, "post", &post.text));
        if let Some(s) = &post.summary {
            leaks.extend(check_text(&names, &channel, "summary", &s.text));
        }
        leaks.extend(check_components(&names, &channel, &post.rows));
        if picture {
            if let Some(view) = &out.view {
                leaks.extend(check_board(&names, &channel, ga, &view.0));
            }
        }
    }
    let me = reader(invoker);
    if let Some(r) = &out.reply {
        leaks.extend(check_text(&names, &me, "reply", r));
    }
    if let Some(s) = &out.reply_summary {
        leaks.extend(check_text(&names, &me, "reply summary", &s.text));
    }
    leaks.extend(check_components(&names, &me, &out.reply_rows));
    if let Some((_, file)) = &out.file {
        leaks.extend(check_text(&names, &me, "file", file));
    }
    if out.reply_board {
        // The picture goes with the reply (a fogged /board): the invoker's own view.
        if let Some(view) = &out.view {
            leaks.extend(check_board(&names, &me, ga, &view.0));
        }
    }
    for m in &out.private {
        let to = reader(Some(m.to));
        leaks.extend(check_text(&names, &to, "message", &m.text));
    }
    leaks
}
