//! What to deliver after a command, independent of Discord: public posts, private messages per
//! player, an ephemeral reply to the invoker, and whom to ping.

use std::sync::Arc;

use super::keys::UserKey;
use crate::engine::TerritoryId;
use crate::render::chart::{Chart, ChartSeries};
use crate::render::{BoardView, PlayerView, TerritoryView};

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Post {
    pub text: String,
    /// Users to mention (ping) at the start of this post; nobody else is pinged.
    pub ping: Vec<UserKey>,
    /// Attach a picture of the board (when the adapter can render one).
    pub board: bool,
    /// Components under the post (at most 5 rows); their ids come back as `Command`s
    /// (`GameService::handle_component`).
    pub rows: Vec<Row>,
    /// The prompt to the player to move: when the change is stored, the service puts the
    /// components for what is legal now under it (`components::attach`).
    pub prompt: bool,
    /// Attach the finished game's recap chart (`Outcome::chart`).
    pub chart: bool,
    /// The board summary, shown under the text as an embed in the colour of the player it is
    /// about (the picture, when attached, inside it).
    pub summary: Option<Summary>,
}

/// A board summary and the colour its embed is drawn in.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Summary {
    pub text: String,
    /// `0xRRGGBB`: the army colour of the player to move, or of the winner once the game is
    /// over (neutral grey when nobody won, and while everyone places at once).
    pub colour: u32,
}

/// Discord's limit on an embed's description: a longer summary goes out as text instead.
pub const EMBED_LIMIT: usize = 4096;

/// A button with a stable id, so it keeps working after a restart.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Button {
    pub id: String,
    pub label: String,
}

/// One row of components: up to 5 buttons, or one select menu.
#[derive(Clone, Debug, PartialEq)]
pub enum Row {
    Buttons(Vec<Button>),
    Menu(Menu),
}

/// A select menu: picking an option sends its value with the menu's id.
#[derive(Clone, Debug, PartialEq)]
pub struct Menu {
    pub id: String,
    pub placeholder: String,
    /// At most 25.
    pub options: Vec<Choice>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    pub label: String,
    pub value: String,
}

/// Discord's limits on components: rows per message, buttons per row, options per menu,
/// characters in a custom id, a button label, a menu option's label or value, a placeholder.
pub const MAX_ROWS: usize = 5;
pub const MAX_BUTTONS: usize = 5;
pub const MAX_OPTIONS: usize = 25;
pub const MAX_ID: usize = 100;
pub const MAX_BUTTON_LABEL: usize = 80;
pub const MAX_OPTION_TEXT: usize = 100;
pub const MAX_PLACEHOLDER: usize = 150;

/// Whether `rows` keep within Discord's limits; `Err` names the first one broken.
pub fn check_rows(rows: &[Row]) -> Result<(), String> {
    if rows.len() > MAX_ROWS {
        return Err(format!("{} rows (at most {MAX_ROWS})", rows.len()));
    }
    // One message's components may not share a custom id.
    let mut ids: Vec<&str> = rows
        .iter()
        .flat_map(|row| match row {
            Row::Buttons(b) => b.iter().map(|b| b.id.as_str()).collect(),
            Row::Menu(m) => vec![m.id.as_str()],
        })
        .collect();
    let count = ids.len();
    ids.sort_unstable();
    ids.dedup();
    if ids.len() != count {
        return Err("two components share a custom id".into());
    }
    let id = |id: &str| {
        if id.is_empty() || id.chars().count() > MAX_ID {
            Err(format!(
                "custom id '{id}' ({} characters)",
                id.chars().count()
            ))
        } else {
            Ok(())
        }
    };
    for row in rows {
        match row {
            Row::Buttons(b) => {
                if b.is_empty() || b.len() > MAX_BUTTONS {
                    return Err(format!("{} buttons in a row", b.len()));
                }
                for b in b {
                    id(&b.id)?;
                    if b.label.is_empty() || b.label.chars().count() > MAX_BUTTON_LABEL {
                        return Err(format!("button label '{}'", b.label));
                    }
                }
            }
            Row::Menu(m) => {
                id(&m.id)?;
                if m.options.is_empty() || m.options.len() > MAX_OPTIONS {
                    return Err(format!("{} options in a menu", m.options.len()));
                }
                if m.placeholder.chars().count() > MAX_PLACEHOLDER {
                    return Err(format!("placeholder '{}'", m.placeholder));
                }
                for o in &m.options {
                    for t in [&o.label, &o.value] {
                        if t.is_empty() || t.chars().count() > MAX_OPTION_TEXT {
                            return Err(format!("menu option '{t}'"));
                        }
                    }
                }
                let mut values: Vec<&str> = m.options.iter().map(|o| o.value.as_str()).collect();
                values.sort_unstable();
                values.dedup();
                if values.len() != m.options.len() {
                    return Err(format!("menu '{}' repeats a value", m.id));
                }
            }
        }
    }
    Ok(())
}

impl Button {
    /// The command a button id stands for (`defend:<dice>:<attack>`).
    pub fn command(id: &str) -> Option<super::command::Command> {
        let mut parts = id.split(':');
        match (parts.next(), parts.next(), parts.next(), parts.next()) {
            (Some("defend"), Some(d), Some(a), None) => Some(super::command::Command::Defend {
                dice: d.parse().ok()?,
                attack: a.parse().ok()?,
            }),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Private {
    pub to: UserKey,
    pub text: String,
    /// What the player can type to see it again if the message cannot be delivered.
    pub fallback_command: &'static str,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Outcome {
    pub public: Vec<Post>,
    pub private: Vec<Private>,
    /// Shown only to the invoker.
    pub reply: Option<String>,
    /// Components under the private reply (a menu only the invoker may use).
    pub reply_rows: Vec<Row>,
    /// The reply shows the prompt: the service puts the invoker's components under it when
    /// they are the one to move (`components::attach`).
    pub reply_prompt: bool,
    /// With an outbox (`GameService::with_outbox`): the stored copy of these messages, to be
    /// marked `GameService::delivered` once Discord has taken them all.
    pub receipt: Option<u64>,
    /// When a post carries the board picture: the board as it stands after the command, for the
    /// adapter to draw without asking the service again.
    pub view: Option<Board>,
    /// When a post carries the recap chart (`Post::chart`): the chart, for the adapter to draw.
    pub chart: Option<crate::render::chart::Chart>,
    /// A text file attached to the reply: (file name, contents).
    pub file: Option<(String, String)>,
    /// The messages of an earlier change, sent again from the outbox (`Parcel::resend`).
    pub resent: bool,
}

/// The picture's input (nothing secret), shared cheaply.
#[derive(Clone, Debug)]
pub struct Board(pub Arc<BoardView>);

impl PartialEq for Board {
    /// The same snapshot (views are never compared by content).
    fn eq(&self, other: &Board) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

/// The messages of an acknowledged change, stored with it in the same commit until they are
/// delivered (the outbox). Posts keep their text, summary (the embed), pings and which carry
/// the picture or the recap chart; the board and the chart are kept compactly to be drawn
/// again. Buttons are not kept (a held attack resolves at its deadline without them), but the
/// prompt of the newest change gets the components of the state then current again.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Parcel {
    pub receipt: u64,
    /// When it was stored (seconds): redelivered `OUTBOX_GRACE` later if still pending.
    pub at: u64,
    pub posts: Vec<KeptPost>,
    pub dms: Vec<(UserKey, String)>,
    /// The invoker's private reply, sent again by DM (it may hold what only they may see).
    pub reply: Option<(UserKey, String)>,
    /// Which post was the prompt to the player to move.
    #[serde(default)]
    pub prompt: Option<usize>,
    /// The board the picture showed (for a post with `board`).
    #[serde(default)]
    pub board: Option<KeptBoard>,
    /// The recap chart (for a post with `chart`).
    #[serde(default)]
    pub chart: Option<KeptChart>,
    /// What Discord took before the bot that delivered it gave up for a while (`None`: no bot
    /// said; one that died while delivering): only the rest is sent again.
    #[serde(default)]
    pub progress: Option<Progress>,
    /// The messages of an earlier parcel sent again (no change of the game).
    #[serde(default)]
    pub resent: bool,
}

/// A post as the outbox keeps it. Records written before summaries were kept apart have
/// the summary inside the text (read from their `[text, ping, board]` form).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(from = "KeptPostForm")]
pub struct KeptPost {
    pub text: String,
    pub summary: Option<Summary>,
    pub ping: Vec<UserKey>,
    pub board: bool,
    pub chart: bool,
}

#[derive(serde::Deserialize)]
#[serde(untagged)]
enum KeptPostForm {
    Fields {
        text: String,
        summary: Option<Summary>,
        ping: Vec<UserKey>,
        board: bool,
        chart: bool,
    },
    Old(String, Vec<UserKey>, bool),
}

impl From<KeptPostForm> for KeptPost {
    fn from(f: KeptPostForm) -> KeptPost {
        match f {
            KeptPostForm::Fields {
                text,
                summary,
                ping,
                board,
                chart,
            } => KeptPost {
                text,
                summary,
                ping,
                board,
                chart,
            },
            KeptPostForm::Old(text, ping, board) => KeptPost {
                text,
                summary: None,
                ping,
                board,
                chart: false,
            },
        }
    }
}

/// How far the delivery of a parcel went: its first `posts` posts, the reply (`reply`) and its
/// first `dms` direct messages were taken by Discord.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Progress {
    pub posts: usize,
    pub reply: bool,
    pub dms: usize,
}

/// A board picture's input without its map (kept by name): what the picture showed.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct KeptBoard {
    pub map: String,
    /// Per territory, in id order: its owner (an index into `players`) and armies.
    pub territories: Vec<(Option<u8>, u16)>,
    pub players: Vec<KeptPlayer>,
    pub current: Option<usize>,
    pub round: u32,
    pub phase: String,
    pub last_attack: Option<(TerritoryId, TerritoryId)>,
    pub headquarters: Vec<TerritoryId>,
    pub cities: Vec<TerritoryId>,
    pub airfields: Vec<TerritoryId>,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct KeptPlayer {
    pub name: String,
    /// The colour's name (`render::PALETTE`, or "neutral").
    pub color: String,
    pub letter: char,
    pub territories: usize,
    pub armies: u32,
    pub cards: usize,
    pub continents: Vec<String>,
    pub eliminated: bool,
}

/// The army colour (`#rrggbb`) named `name`; neutral grey for any other name.
fn colour_named(name: &str) -> (&'static str, &'static str) {
    crate::render::PALETTE
        .iter()
        .find(|(n, _)| *n == name)
        .copied()
        .unwrap_or(("neutral", crate::render::NEUTRAL))
}

/// The name of the army colour `hex`.
fn colour_of_hex(hex: &str) -> &'static str {
    crate::render::PALETTE
        .iter()
        .find(|(_, h)| *h == hex)
        .map_or("neutral", |(n, _)| n)
}

impl KeptBoard {
    pub fn of(v: &BoardView) -> KeptBoard {
        KeptBoard {
            map: v.map.name.clone(),
            territories: v
                .territories
                .iter()
                .map(|t| (t.owner.map(|o| o as u8), t.armies))
                .collect(),
            players: v
                .players
                .iter()
                .map(|p| KeptPlayer {
                    name: p.name.clone(),
                    color: p.color_name.to_string(),
                    letter: p.letter,
                    territories: p.territories,
                    armies: p.armies,
                    cards: p.cards,
                    continents: p.continents.clone(),
                    eliminated: p.eliminated,
                })
                .collect(),
            current: v.current,
            round: v.round,
            phase: v.phase.clone(),
            last_attack: v.last_attack,
            headquarters: v.headquarters.clone(),
            cities: v.cities.clone(),
            airfields: v.airfields.clone(),
        }
    }

    /// The view again; `None` when its map is not one this build has, or does not fit.
    pub fn view(&self) -> Option<BoardView> {
        let map = crate::engine::Map::by_name(&self.map)?;
        if map.territory_count() != self.territories.len() {
            return None;
        }
        let territories = map
            .territory_ids()
            .zip(&self.territories)
            .map(|(id, &(owner, armies))| TerritoryView {
                id,
                owner: owner.map(usize::from),
                armies,
            })
            .collect();
        let players = self
            .players
            .iter()
            .map(|p| {
                let (color_name, color) = colour_named(&p.color);
                PlayerView {
                    name: p.name.clone(),
                    color,
                    color_name,
                    letter: p.letter,
                    territories: p.territories,
                    armies: p.armies,
                    cards: p.cards,
                    continents: p.continents.clone(),
                    eliminated: p.eliminated,
                }
            })
            .collect();
        Some(BoardView {
            map,
            territories,
            players,
            current: self.current,
            round: self.round,
            phase: self.phase.clone(),
            last_attack: self.last_attack,
            headquarters: self.headquarters.clone(),
            cities: self.cities.clone(),
            airfields: self.airfields.clone(),
        })
    }
}

/// A recap chart as kept.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct KeptChart {
    pub title: String,
    pub series: Vec<KeptSeries>,
}

/// One player's line of a kept chart, its colour by name.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct KeptSeries {
    pub name: String,
    pub color: String,
    pub letter: char,
    /// (round, territories, armies).
    pub points: Vec<(u32, u32, u32)>,
}

impl KeptChart {
    pub fn of(c: &Chart) -> KeptChart {
        KeptChart {
            title: c.title.clone(),
            series: c
                .series
                .iter()
                .map(|s| KeptSeries {
                    name: s.name.clone(),
                    color: colour_of_hex(s.color).to_string(),
                    letter: s.letter,
                    points: s.points.clone(),
                })
                .collect(),
        }
    }

    pub fn chart(&self) -> Chart {
        Chart {
            title: self.title.clone(),
            series: self
                .series
                .iter()
                .map(|s| ChartSeries {
                    name: s.name.clone(),
                    color: colour_named(&s.color).1,
                    letter: s.letter,
                    points: s.points.clone(),
                })
                .collect(),
        }
    }
}

/// How long an acknowledged change's messages may stay undelivered before the scheduler sends
/// them again (a bot that died while delivering them, or one that gave up for a while).
pub const OUTBOX_GRACE: u64 = 30;

/// The mark on a message sent again by a bot that restarted (it may have arrived before).
pub const AGAIN: &str = "↻ (sent again after a restart) ";
/// The mark on a message sent late, after Discord failed to take it for a while.
pub const LATE: &str = "↻ (late: Discord did not take it at first) ";

impl Parcel {
    pub fn of(outcome: &Outcome, receipt: u64, at: u64, invoker: Option<UserKey>) -> Parcel {
        let drawn = outcome.public.iter().any(|p| p.board);
        Parcel {
            receipt,
            at,
            posts: outcome
                .public
                .iter()
                .map(|p| {
                    // As sent: a summary too long for an embed is part of the text.
                    let (text, summary) = p.content();
                    KeptPost {
                        text,
                        summary: summary.cloned(),
                        ping: p.ping.clone(),
                        board: p.board,
                        chart: p.chart,
                    }
                })
                .collect(),
            dms: outcome
                .private
                .iter()
                .map(|p| (p.to, p.text.clone()))
                .collect(),
            reply: invoker.zip(outcome.reply.clone()),
            prompt: outcome.public.iter().position(|p| p.prompt),
            board: outcome
                .view
                .as_ref()
                .filter(|_| drawn)
                .map(|b| KeptBoard::of(&b.0)),
            chart: outcome.chart.as_ref().map(KeptChart::of),
            progress: None,
            resent: outcome.resent,
        }
    }

    /// The messages again, marked: posts to the channel, everything private by DM; only those
    /// Discord did not take when the delivery's progress is known. `latest`: nothing changed
    /// since this parcel (only parcels sent again came after it), so its prompt still stands
    /// and gets the components for what is legal now.
    pub fn resend(&self, outcome: &mut Outcome, latest: bool) {
        outcome.resent = true;
        let mark = if self.progress.is_some() { LATE } else { AGAIN };
        let done = self.progress.unwrap_or_default();
        let marked = |text: &str| {
            let bare = text
                .strip_prefix(AGAIN)
                .or(text.strip_prefix(LATE))
                .unwrap_or(text);
            format!("{mark}{bare}")
        };
        for (i, p) in self.posts.iter().enumerate().skip(done.posts) {
            outcome.public.push(Post {
                text: marked(&p.text),
                summary: p.summary.clone(),
                ping: p.ping.clone(),
                board: p.board,
                chart: p.chart,
                prompt: latest && self.prompt == Some(i),
                ..Post::default()
            });
        }
        if outcome.public.iter().any(|p| p.board) {
            outcome.view = self
                .board
                .as_ref()
                .and_then(KeptBoard::view)
                .map(|v| Board(Arc::new(v)));
        }
        if outcome.public.iter().any(|p| p.chart) {
            outcome.chart = self.chart.as_ref().map(KeptChart::chart);
        }
        let reply = self.reply.as_ref().filter(|_| !done.reply);
        let dms = self.dms.iter().skip(done.dms).chain(reply);
        for (to, text) in dms {
            outcome.private.push(Private {
                to: *to,
                text: marked(text),
                fallback_command: "/hand",
            });
        }
    }
}

impl Outcome {
    pub fn reply(text: impl Into<String>) -> Outcome {
        Outcome {
            reply: Some(text.into()),
            ..Outcome::default()
        }
    }

    pub fn post(text: impl Into<String>) -> Outcome {
        let mut o = Outcome::default();
        o.public.push(Post {
            text: text.into(),
            ..Post::default()
        });
        o
    }
}

/// Discord's limit on one message's length, in characters.
pub const MESSAGE_LIMIT: usize = 2000;

/// The most channel messages one command or one wake-up posts: Discord lets a bot send 5
/// messages per 5 seconds to a channel.
pub const MAX_MESSAGES: usize = 5;

/// Splits a text into messages of at most `MESSAGE_LIMIT` characters, at line breaks where it
/// can (a single overlong line is cut at a character boundary).
pub fn split_message(text: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let mut cur = String::new();
    for line in text.split('\n') {
        let mut line = line;
        while line.chars().count() > MESSAGE_LIMIT {
            let cut = line
                .char_indices()
                .nth(MESSAGE_LIMIT)
                .map(|(i, _)| i)
                .unwrap_or(line.len());
            if !cur.is_empty() {
                parts.push(std::mem::take(&mut cur));
            }
            parts.push(line[..cut].to_string());
            line = &line[cut..];
        }
        let extra = usize::from(!cur.is_empty());
        if cur.chars().count() + extra + line.chars().count() > MESSAGE_LIMIT {
            parts.push(std::mem::take(&mut cur));
        }
        if !cur.is_empty() {
            cur.push('\n');
        }
        cur.push_str(line);
    }
    if !cur.is_empty() || parts.is_empty() {
        parts.push(cur);
    }
    parts
}

/// A post's text as sent: the mentions of the pinged players, then the text.
/// A moment named in a message (a deadline, a vacation's end). The service writes it as a
/// token; each adapter shows it its own way (`show_moments`): Discord as a timestamp every
/// reader sees in their own time zone, the console as a UTC time and how far away it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    /// "in 3 hours".
    Relative(u64),
    /// Date and time.
    Full(u64),
}

impl std::fmt::Display for Moment {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Moment::Relative(t) => write!(f, "{{t:{t}:R}}"),
            Moment::Full(t) => write!(f, "{{t:{t}:F}}"),
        }
    }
}

/// `text` with every moment token replaced by `show(moment)`.
pub fn show_moments(text: &str, show: impl Fn(Moment) -> String) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find("{t:") {
        out.push_str(&rest[..i]);
        let tail = &rest[i + 3..];
        let token = tail.find('}').and_then(|end| {
            let (secs, style) = tail[..end].split_once(':')?;
            let secs = secs.parse().ok()?;
            let m = match style {
                "R" => Moment::Relative(secs),
                "F" => Moment::Full(secs),
                _ => return None,
            };
            Some((m, end))
        });
        match token {
            Some((m, end)) => {
                out.push_str(&show(m));
                rest = &tail[end + 1..];
            }
            None => {
                out.push_str("{t:");
                rest = tail;
            }
        }
    }
    out.push_str(rest);
    out
}

impl Outcome {
    /// Every text of the outcome with its moments shown by `show`.
    pub fn show_moments(mut self, show: impl Fn(Moment) -> String) -> Outcome {
        for p in &mut self.public {
            p.text = show_moments(&p.text, &show);
        }
        for p in &mut self.private {
            p.text = show_moments(&p.text, &show);
        }
        if let Some(r) = &mut self.reply {
            *r = show_moments(r, &show);
        }
        self
    }
}

pub fn mention_text(ping: &[UserKey], text: &str) -> String {
    let tags: Vec<String> = ping.iter().map(|u| format!("<@{}>", u.0)).collect();
    if tags.is_empty() {
        text.to_string()
    } else {
        format!("{} {text}", tags.join(" "))
    }
}

impl Post {
    /// How many channel messages this post takes.
    pub fn messages(&self) -> usize {
        split_message(&mention_text(&self.ping, &self.content().0)).len()
    }

    /// The message text (its summary added when too long for an embed) and the embed.
    pub fn content(&self) -> (String, Option<&Summary>) {
        match &self.summary {
            Some(s) if s.text.chars().count() <= EMBED_LIMIT => (self.text.clone(), Some(s)),
            _ => (self.whole_text(), None),
        }
    }

    /// Everything the post says, in the order a reader sees it: the text, then the summary.
    pub fn whole_text(&self) -> String {
        match &self.summary {
            Some(s) => format!("{}\n{}", self.text, s.text),
            None => self.text.clone(),
        }
    }

    /// Text only: no ping, picture or buttons, so it can be merged with its neighbours.
    pub(crate) fn is_plain(&self) -> bool {
        self.ping.is_empty()
            && !self.board
            && !self.chart
            && self.rows.is_empty()
            && !self.prompt
            && self.summary.is_none()
    }
}

impl Outcome {
    /// The first two posts as one message, when both are plain text and fit in one (what a
    /// command did, and what it brought about).
    pub(crate) fn join_head(&mut self) {
        let fits = |a: &Post, b: &Post| {
            a.is_plain()
                && b.is_plain()
                && a.text.chars().count() + 1 + b.text.chars().count() <= MESSAGE_LIMIT
        };
        if self.public.len() > 1 && fits(&self.public[0], &self.public[1]) {
            let next = self.public.remove(1);
            self.public[0].text.push('\n');
            self.public[0].text.push_str(&next.text);
        }
    }

    /// How many channel messages the public posts take.
    pub fn messages(&self) -> usize {
        self.public.iter().map(Post::messages).sum()
    }

    /// Keeps the public posts within `MAX_MESSAGES` messages: neighbouring text-only posts are
    /// merged while they fit in one message, then the longest text-only posts are cut to one
    /// message (everything stays in /history). Posts with a ping, a picture or buttons are kept
    /// as they are; a command makes at most two of those.
    pub fn condense(&mut self) {
        while self.messages() > MAX_MESSAGES {
            let pair = self.public.windows(2).position(|w| {
                w[0].is_plain()
                    && w[1].is_plain()
                    && w[0].text.chars().count() + 1 + w[1].text.chars().count() <= MESSAGE_LIMIT
            });
            if let Some(i) = pair {
                let next = self.public.remove(i + 1);
                let post = &mut self.public[i];
                post.text.push('\n');
                post.text.push_str(&next.text);
                continue;
            }
            let longest = self
                .public
                .iter()
                .enumerate()
                .filter(|(_, p)| p.is_plain() && p.messages() > 1)
                .max_by_key(|(_, p)| p.text.len())
                .map(|(i, _)| i);
            let Some(i) = longest else { break };
            const MORE: &str = "… (the rest: /history)";
            let keep = MESSAGE_LIMIT - MORE.chars().count();
            let post = &mut self.public[i];
            post.text = post.text.chars().take(keep).collect::<String>() + MORE;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moments_are_tokens_each_adapter_shows_its_way() {
        let text = format!(
            "Deadline: {}. Back {}. Not a moment: {{t:x:R}} {{t:",
            Moment::Relative(1_800_000_000),
            Moment::Full(1_800_000_060)
        );
        assert!(
            !text.contains("<t:"),
            "no Discord markup in the service: {text}"
        );
        let shown = show_moments(&text, |m| match m {
            Moment::Relative(t) => format!("<{t} R>"),
            Moment::Full(t) => format!("<{t} F>"),
        });
        assert_eq!(
            shown,
            "Deadline: <1800000000 R>. Back <1800000060 F>. Not a moment: {t:x:R} {t:"
        );
    }

    fn plain(text: String) -> Post {
        Post {
            text,
            ..Post::default()
        }
    }

    #[test]
    fn a_parcel_sends_again_only_what_discord_did_not_take_and_reads_its_older_form() {
        let mut o = Outcome::post("what happened");
        o.public.push(Post {
            text: "your move".into(),
            ping: vec![UserKey(1)],
            board: true,
            summary: Some(Summary {
                text: "the board".into(),
                colour: 0xB30000,
            }),
            ..Post::default()
        });
        o.private.push(Private {
            to: UserKey(2),
            text: "your cards".into(),
            fallback_command: "/hand",
        });
        o.reply = Some("only you".into());
        let mut p = Parcel::of(&o, 1, 10, Some(UserKey(3)));
        // Stored and read back: the summary stays apart from the text (the embed).
        p = serde_json::from_str(&serde_json::to_string(&p).unwrap()).unwrap();
        p.progress = Some(Progress {
            posts: 1,
            reply: true,
            dms: 0,
        });
        let mut again = Outcome::default();
        p.resend(&mut again, false);
        assert_eq!(again.public.len(), 1);
        let post = &again.public[0];
        assert_eq!(post.text, format!("{LATE}your move"));
        assert_eq!(post.summary, o.public[1].summary);
        assert!(post.board && post.ping == [UserKey(1)]);
        let private: Vec<&str> = again.private.iter().map(|p| p.text.as_str()).collect();
        assert_eq!(private, [format!("{LATE}your cards")]);
        // A bot that died: everything, marked once however often it was sent again.
        p.progress = None;
        p.posts[0].text = format!("{AGAIN}what happened");
        let mut again = Outcome::default();
        p.resend(&mut again, false);
        assert_eq!(again.public[0].text, format!("{AGAIN}what happened"));
        assert_eq!(again.private.len(), 2, "the DM and the reply");
        // A parcel stored before posts kept their summary apart.
        let old = r#"{"receipt":4,"at":5,"posts":[["text\nsummary",[7],true]],"dms":[],"reply":null,"prompt":null}"#;
        let old: Parcel = serde_json::from_str(old).unwrap();
        assert_eq!(old.posts[0].text, "text\nsummary");
        assert_eq!(old.posts[0].summary, None);
        assert!(old.posts[0].board && !old.posts[0].chart);
        assert_eq!((old.board.as_ref(), old.progress), (None, None));
    }

    #[test]
    fn condense_merges_short_posts_and_cuts_long_ones_to_five_messages() {
        let mut o = Outcome::default();
        for i in 0..8 {
            o.public.push(plain(format!("line {i}")));
        }
        o.public.push(Post {
            text: "your move".into(),
            ping: vec![UserKey(1)],
            board: true,
            ..Post::default()
        });
        o.condense();
        assert!(o.messages() <= MAX_MESSAGES);
        // Nothing short is lost, and the ping stays its own post, last.
        let all: String = o.public.iter().map(|p| p.text.as_str()).collect();
        assert!((0..8).all(|i| all.contains(&format!("line {i}"))));
        assert_eq!(o.public.last().unwrap().ping, vec![UserKey(1)]);

        let mut o = Outcome::default();
        for _ in 0..4 {
            o.public.push(plain("x".repeat(3 * MESSAGE_LIMIT)));
        }
        assert_eq!(o.messages(), 12);
        o.condense();
        assert!(o.messages() <= MAX_MESSAGES, "{}", o.messages());
        assert!(o.public[0].text.ends_with("(the rest: /history)"));
    }
}
