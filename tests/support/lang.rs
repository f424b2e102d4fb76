//! The language checker: whether every text a command or a deadline produced is in its reader's
//! language, and came whole from the catalogue.
//!
//! The proof plays games with the channel in test language A (each message wrapped `⟦…⟧`) and
//! every player in test language B (`⟪…⟫`). Then, per text:
//!
//! - a text the whole channel reads (a post's text and summary, the components under a post,
//!   the public picture's alt text and the words drawn in it) holds no `⟪` or `⟫`; a text one player reads
//!   (a reply, a refusal, the components under a reply, an attached file, a direct message, a
//!   private picture) holds no `⟦` or `⟧`;
//! - the marks are balanced, and outside every marked span no letter remains, once Discord's
//!   tags (mentions `<@…>`, channels `<#…>`, times `<t:…>`, custom emoji `<:name:id>`), the
//!   service's moment tokens (`{t:…:R}`, shown by each adapter its own way) and the
//!   allowed argument values (`Checker::allowed`) are taken out: numbers, markdown, emoji and
//!   punctuation may stand between messages, words may not (a literal that bypassed the
//!   catalogue).
//!
//! Letters inside a span are the catalogue's English (a test language reads English), so an
//! English literal passed as an argument into a message is not seen here: the source check in
//! `tests/lang.rs` looks for those.

use risk::i18n::{self, Lang};
use risk::service::{show_moments, Outcome, Row, ServiceError, Session, UserKey};

/// One text not in its reader's language, or not from the catalogue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// Where the text came from: the game, the command and the part ("classic: alice /board:
    /// reply").
    pub place: String,
    pub why: String,
    pub text: String,
}

impl std::fmt::Display for Finding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "[{}] {}: {:?}", self.place, self.why, self.text)
    }
}

/// The marks of a test language: (opening, closing).
pub fn marks(lang: Lang) -> (char, char) {
    match lang {
        Lang::PseudoA => ('⟦', '⟧'),
        Lang::PseudoB => ('⟪', '⟫'),
        other => panic!("{other} is no test language"),
    }
}

/// Words a text may hold outside a message, with the reason each is allowed. Seat names are
/// added per table (`Checker::seats`), the presets' names in `fault`.
pub const ALLOWED: &[(&str, &str)] = &[];

/// What is wrong with `text` read in `want` (a test language): `None` when nothing.
/// `allowed` are the argument values that may stand outside a message (seat names).
pub fn fault(want: Lang, text: &str, allowed: &[String]) -> Option<String> {
    let (open, close) = marks(want);
    let other = if want == Lang::PseudoA {
        Lang::PseudoB
    } else {
        Lang::PseudoA
    };
    let (o_open, o_close) = marks(other);
    if text.contains(o_open) || text.contains(o_close) {
        return Some(format!("holds text in {other}, not its reader's {want}"));
    }
    // The text outside every span of `want`.
    let mut outside = String::new();
    let mut depth = 0i32;
    for c in text.chars() {
        if c == open {
            depth += 1;
            outside.push(' ');
        } else if c == close {
            depth -= 1;
            if depth < 0 {
                return Some(format!("a {close} closes no {open}"));
            }
        } else if depth == 0 {
            outside.push(c);
        }
    }
    // A text cut to fit (a long line ending in "…", a label whose name lost letters) may cut
    // off the closing marks of the messages around the cut.
    if depth != 0 && !text.contains('…') {
        return Some(format!("a {open} is never closed"));
    }
    let mut rest = strip_tags(&show_moments(&outside, |_| " ".into()));
    // A preset's name is what players type for `/risk new preset:` (a Discord choice value, the
    // same in every language) and names the table: it may stand as it is.
    let presets = risk::engine::rules::PRESETS.iter().map(|p| p.name);
    let mut names: Vec<&str> = allowed
        .iter()
        .map(String::as_str)
        .chain(ALLOWED.iter().map(|(w, _)| *w))
        .chain(presets)
        .filter(|n| !n.is_empty())
        .collect();
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    for name in names {
        rest = blank_word(&rest, name);
    }
    let words: Vec<&str> = rest
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .collect();
    if words.is_empty() {
        None
    } else {
        Some(format!(
            "words outside the catalogue's messages: {}",
            words.join(" ")
        ))
    }
}

/// `text` with every whole-word `name` blanked out.
fn blank_word(text: &str, name: &str) -> String {
    let word = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find(name) {
        let end = i + name.len();
        let whole = !word(rest[..i].chars().next_back()) && !word(rest[end..].chars().next());
        out.push_str(&rest[..i]);
        if whole {
            out.push(' ');
        } else {
            out.push_str(name);
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// `text` without Discord's tags: mentions `<@id>` `<@&id>`, channels `<#id>`, times
/// `<t:unix:R>`, custom emoji `<:name:id>` `<a:name:id>`.
pub fn strip_tags(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find('<') {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        let tag = ["<@", "<#", "<t:", "<:", "<a:"]
            .iter()
            .any(|p| tail.starts_with(p));
        match tail.find('>') {
            Some(j) if tag && !tail[..j].contains(char::is_whitespace) => {
                out.push(' ');
                rest = &tail[j + 1..];
            }
            _ => {
                out.push('<');
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// Collects the findings of a run of commands.
#[derive(Default)]
pub struct Checker {
    /// Seat names, as stored: a name players chose (or the lobby gave an AI seat) is shown as it
    /// is, in any language.
    pub allowed: Vec<String>,
    pub findings: Vec<Finding>,
    /// Texts checked, to show the proof saw something.
    pub texts: usize,
}

impl Checker {
    /// Takes the seat names of `s` as allowed values.
    pub fn seats(&mut self, s: &Session) {
        for seat in &s.seats {
            if !self.allowed.contains(&seat.name) {
                self.allowed.push(seat.name.clone());
            }
        }
    }

    /// Checks one text read in `want`.
    pub fn text(&mut self, want: Lang, place: &str, text: &str) {
        self.texts += 1;
        if let Some(why) = fault(want, text, &self.allowed) {
            self.findings.push(Finding {
                place: place.to_string(),
                why,
                text: text.to_string(),
            });
        }
    }

    /// Checks the labels and placeholders of components read in `want`.
    pub fn rows(&mut self, want: Lang, place: &str, rows: &[Row]) {
        for row in rows {
            match row {
                Row::Buttons(buttons) => {
                    for b in buttons {
                        self.text(want, &format!("{place}: button {}", b.id), &b.label);
                    }
                }
                Row::Menu(m) => {
                    let at = format!("{place}: menu {}", m.id);
                    self.text(want, &format!("{at} placeholder"), &m.placeholder);
                    for o in &m.options {
                        self.text(want, &format!("{at} option {}", o.value), &o.label);
                    }
                }
            }
        }
    }

    /// Checks everything `out` tells its readers: the channel reads `channel`, the invoker
    /// `invoker` (a command's reply; `None` for a deadline's tick, whose reply would be the
    /// channel's), each DM's recipient `reader_of(user)`. The pictures' alt texts are made as
    /// the adapter makes them: in the language of whoever sees the picture.
    pub fn outcome(
        &mut self,
        place: &str,
        out: &Outcome,
        channel: Lang,
        invoker: Option<Lang>,
        reader_of: impl Fn(UserKey) -> Lang,
    ) {
        let me = invoker.unwrap_or(channel);
        for (i, post) in out.public.iter().enumerate() {
            let at = format!("{place}: post {i}");
            self.text(channel, &at, &post.text);
            if let Some(s) = &post.summary {
                self.text(channel, &format!("{at} summary"), &s.text);
            }
            self.rows(channel, &at, &post.rows);
        }
        if let Some(r) = &out.reply {
            self.text(me, &format!("{place}: reply"), r);
        }
        if let Some(s) = &out.reply_summary {
            self.text(me, &format!("{place}: reply summary"), &s.text);
        }
        self.rows(me, &format!("{place}: reply"), &out.reply_rows);
        if let Some((_, file)) = &out.file {
            self.text(me, &format!("{place}: attached file"), file);
        }
        if let Some(view) = &out.view {
            let public = out.public.iter().any(|p| p.board) && !out.reply_board;
            let lang = if public { channel } else { me };
            let alt = i18n::with(lang, lang, || view.0.describe());
            self.text(lang, &format!("{place}: picture's alt text"), &alt);
        }
        if let Some(chart) = &out.chart {
            let (alt, svg) = i18n::with(channel, channel, || (chart.describe(), chart.svg()));
            self.text(channel, &format!("{place}: chart's alt text"), &alt);
            self.picture(channel, &format!("{place}: chart"), &svg);
        }
        for m in &out.private {
            let lang = reader_of(m.to);
            self.text(lang, &format!("{place}: DM to {}", m.to.0), &m.text);
        }
    }

    /// Checks the words drawn in a picture (an SVG's `<text>` elements: the board's legend and
    /// labels, the chart's title and axes) seen in `lang`, as one text (a long name is drawn on
    /// two lines). A seat's letter (A, B, …) is its mark on the board, the same in every
    /// language.
    pub fn picture(&mut self, lang: Lang, place: &str, svg: &str) {
        let drawn = svg_texts(svg).join(" ");
        let letters = ('A'..='Z').map(String::from);
        let allowed: Vec<String> = self.allowed.iter().cloned().chain(letters).collect();
        self.texts += 1;
        if let Some(why) = fault(lang, &drawn, &allowed) {
            self.findings.push(Finding {
                place: format!("{place}: drawn"),
                why,
                text: drawn,
            });
        }
    }

    /// Checks a refusal read by its invoker in `lang`, worded as the adapter words it (in the
    /// reader's language).
    pub fn refusal(&mut self, lang: Lang, place: &str, e: &ServiceError) {
        let words = i18n::with(lang, lang, || e.to_string());
        self.text(lang, &format!("{place}: refusal"), &words);
    }

    /// The findings, one example per kind (the command, the part of the output, the fault), at
    /// most `n` shown.
    pub fn report(&self, n: usize) -> String {
        let kind = |f: &Finding| -> String {
            // "classic: alice click go:1:4:0:cl: post 1: menu go:1:4:0:cl option 4"
            let parts: Vec<&str> = f.place.split(": ").collect();
            let what = parts
                .get(1)
                .map_or("", |w| w.split_once(' ').map_or(*w, |x| x.1));
            let what = match what.strip_prefix("click ") {
                Some(id) => format!("click {}", id.rsplit(':').next().unwrap_or(id)),
                None => what.to_string(),
            };
            let part: String = parts
                .get(2..)
                .map(|p| p.join(": "))
                .unwrap_or_default()
                .split_whitespace()
                .next()
                .unwrap_or("")
                .to_string();
            let why = f.why.split(':').next().unwrap_or("");
            format!("{what} | {part} | {why}")
        };
        let mut kinds: Vec<String> = vec![];
        let mut out = String::new();
        for f in &self.findings {
            let k = kind(f);
            if !kinds.contains(&k) {
                if kinds.len() < n {
                    out.push_str(&format!("  {f}\n"));
                }
                kinds.push(k);
            }
        }
        format!(
            "{} findings in {} texts, {} kinds; e.g.\n{out}",
            self.findings.len(),
            self.texts,
            kinds.len()
        )
    }
}

/// The contents of the `<text>` elements of `svg`, XML's entities read.
pub fn svg_texts(svg: &str) -> Vec<String> {
    let mut out = vec![];
    let mut rest = svg;
    while let Some(i) = rest.find("<text") {
        rest = &rest[i..];
        let Some(open) = rest.find('>') else { break };
        let Some(close) = rest.find("</text>") else {
            break;
        };
        if open < close {
            let inner = &rest[open + 1..close];
            out.push(
                inner
                    .replace("&lt;", "<")
                    .replace("&gt;", ">")
                    .replace("&quot;", "\"")
                    .replace("&apos;", "'")
                    .replace("&amp;", "&"),
            );
        }
        rest = &rest[close + "</text>".len()..];
    }
    out
}

/// The classic board's territory named `english` (its English name), as a place a message takes.
pub fn classic_place(english: &str) -> risk::i18n::names::Place {
    let map = risk::engine::Map::classic();
    let t = map
        .territory_ids()
        .find(|&t| map.name(t) == english)
        .unwrap_or_else(|| panic!("{english} is not on the classic board"));
    risk::i18n::names::place(&map, t)
}
