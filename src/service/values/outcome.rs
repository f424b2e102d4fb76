//! What to deliver after a command, independent of Discord: public posts, private messages per
//! player, an ephemeral reply to the invoker, and whom to ping.

use std::sync::Arc;

use super::keys::UserKey;
use crate::render::BoardView;

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
    /// A board summary under the reply, as an embed: a fogged game's `/board`, the invoker's
    /// own view of it.
    pub reply_summary: Option<Summary>,
    /// The reply carries the board picture (`view`, then the invoker's own view: an outcome
    /// with it has no post carrying a picture).
    pub reply_board: bool,
    /// Which part of the board the picture shows (`render::Focus`, made with the view).
    pub area: BoardArea,
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
    /// The languages it was made in: (the invoker's, the channel's). The adapter writes its
    /// own words around it (notes, the picture's legend and alt text) in the same ones.
    pub langs: (crate::i18n::Lang, crate::i18n::Lang),
}

/// Which part of the board a picture shows, as a command asks for it; the territories are
/// found where the view is made (`words::picture::board_view`).
#[derive(Clone, Debug, Default, PartialEq)]
pub enum BoardArea {
    /// Where the last turn (or command) happened: the channel's post after a turn, `/board`.
    #[default]
    Action,
    /// The reader's own territories bordering someone else's: a fogged game's `/board`.
    Fronts,
    /// These continents: `/board region:`.
    Region(Vec<crate::engine::ContinentId>),
    /// The whole board: `/board whole:true`.
    Whole,
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
            let mut cut = line
                .char_indices()
                .nth(MESSAGE_LIMIT)
                .map(|(i, _)| i)
                .unwrap_or(line.len());
            // Never between a backslash and the character it escapes (a name's markup would
            // start the next message).
            let slashes = line[..cut].chars().rev().take_while(|&c| c == '\\').count();
            if slashes % 2 == 1 {
                cut -= 1;
            }
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
            // Posted in the channel: its language.
            let more = crate::i18n::in_channel(|| crate::t!("svc-rest-in-history"));
            let keep = MESSAGE_LIMIT - more.chars().count();
            let post = &mut self.public[i];
            post.text = post.text.chars().take(keep).collect::<String>() + &more;
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

    #[test]
    fn an_overlong_line_is_never_cut_inside_an_escape() {
        let text = format!("{}\\*{}", "x".repeat(MESSAGE_LIMIT - 1), "y".repeat(10));
        let parts = split_message(&text);
        assert_eq!(parts.concat(), text);
        assert!(parts.iter().all(|p| p.chars().count() <= MESSAGE_LIMIT));
        assert!(parts[1].starts_with("\\*"), "{:?}", &parts[1][..3]);
    }

    fn plain(text: String) -> Post {
        Post {
            text,
            ..Post::default()
        }
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
