//! `risk-bot local`: the same commands typed in a terminal (or piped from a script) as
//! `alice: /attack from:Brazil to:North Africa blitz:true`, printing what the channel would see
//! and what each player would get privately. AI seats play themselves; the game is saved.

use std::collections::HashMap;
use std::io::{BufRead, IsTerminal, Write};
use std::sync::Arc;

use crate::out::{out, outln};
use anyhow::Context;
use risk::ai::AiLevel;
use risk::i18n::{self, Lang};
use risk::service::{
    catalog, show_moments, text, Actor, ChannelKey, Command, GameService, Moment, NewGame, Outcome,
    Post, Session, UserKey,
};
use risk::t;

pub const CHANNEL: ChannelKey = ChannelKey(1);

/// Splits `/cmd sub key:value key:two words key:"quoted value"` into the command path and its
/// options: a value runs up to the next word with a colon.
pub fn parse(line: &str) -> Result<(String, HashMap<String, String>), String> {
    let line = line.trim();
    let Some(rest) = line.strip_prefix('/') else {
        return Err(t!("adp-console-slash"));
    };
    let mut words = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    for c in rest.chars() {
        match c {
            '"' => quoted = !quoted,
            c if c.is_whitespace() && !quoted => {
                if !cur.is_empty() {
                    words.push(std::mem::take(&mut cur));
                }
            }
            c => cur.push(c),
        }
    }
    if quoted {
        return Err(t!("adp-console-quote"));
    }
    if !cur.is_empty() {
        words.push(cur);
    }
    let mut path = Vec::new();
    let mut opts: Vec<(String, String)> = Vec::new();
    for w in words {
        match (w.split_once(':'), opts.last_mut()) {
            (Some((k, v)), _) => opts.push((k.to_lowercase(), v.to_string())),
            (None, None) => path.push(w.to_lowercase()),
            // Option values may hold spaces without quotes: `to:North Africa`,
            // `troops:all but 2`.
            (None, Some((_, value))) => {
                value.push(' ');
                value.push_str(&w);
            }
        }
    }
    Ok((path.join(" "), opts.into_iter().collect()))
}

/// Builds a `Command` from a parsed line: the options are read as the command declares them.
/// Words after the command's name are its first option's value: `/help draft`,
/// `/territory North Africa`, `/claim Peru`.
///
/// Commands and options are typed by their English names or by their names in the language in
/// force (`--lang`): `/angreifen von:Brasilien nach:Peru` in German.
pub fn command(path: &str, opts: HashMap<String, String>) -> Result<Command, String> {
    let lang = i18n::current();
    let words: Vec<&str> = path.split(' ').collect();
    let known = (1..=words.len())
        .rev()
        .find_map(|n| catalog::find_in(&words[..n].join(" "), lang).map(|(_, t)| (n, t)));
    // Options by their English names, which is what the catalog's parser reads.
    let spec = known.as_ref().and_then(|(_, typed)| catalog::find(typed));
    let mut opts: HashMap<String, String> = opts
        .into_iter()
        .map(|(k, v)| match spec.and_then(|s| s.opt_in(&k, lang)) {
            Some(o) => (o.name.to_string(), v),
            None => (k, v),
        })
        .collect();
    let typed = match known {
        Some((n, typed)) if n < words.len() => {
            let spec = catalog::find(&typed).expect("found above");
            let rest = words[n..].join(" ");
            match spec.opts().next() {
                Some(first) if !opts.contains_key(first.name) => {
                    opts.insert(first.name.to_string(), rest);
                }
                _ => {
                    return Err(t!(
                        "adp-console-not-an-option",
                        rest = rest,
                        command = typed
                    ))
                }
            }
            typed
        }
        Some((_, typed)) => typed,
        None => path.to_string(),
    };
    let spec = catalog::find(&typed);
    let mut given = Vec::new();
    for (k, v) in opts {
        let file = spec
            .and_then(|s| s.opt(&k))
            .is_some_and(|o| o.kind == catalog::Kind::File);
        let value = match file {
            // A file option names a file on this machine (Discord attaches one).
            true => read_file(&k, &v)?,
            false => catalog::Value::Text(v),
        };
        given.push((k, value));
    }
    catalog::parse(&typed, given).map_err(|e| e.to_string())
}

/// The file `path` for option `option`, refused when it is bigger than a map file may be.
fn read_file(option: &str, path: &str) -> Result<catalog::Value, String> {
    let most = risk::maps::stored::MAX_FILE_BYTES;
    let p = std::path::Path::new(path);
    let size = std::fs::metadata(p)
        .map_err(|e| unreadable(option, path, &e))?
        .len();
    if size > most {
        return Err(t!(
            "adp-console-file-too-big",
            option = option,
            path = path,
            bytes = size,
            most = most / 1024
        ));
    }
    let bytes = std::fs::read(p).map_err(|e| unreadable(option, path, &e))?;
    let name = p
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    Ok(catalog::Value::File { name, bytes })
}

/// A file option's file that could not be read, in words.
fn unreadable(option: &str, path: &str, e: &std::io::Error) -> String {
    t!(
        "adp-console-unreadable-file",
        option = option,
        path = path,
        error = e.to_string()
    )
}

/// A moment as a UTC time, and for a deadline how far away it is.
pub fn moment(m: Moment) -> String {
    let at = |t: u64| {
        chrono::DateTime::from_timestamp(t as i64, 0)
            .map(|d| d.format("%Y-%m-%d %H:%M UTC").to_string())
            .unwrap_or_else(|| t!("adp-console-epoch", seconds = t))
    };
    match m {
        Moment::Full(t) => at(t),
        Moment::Relative(t) => {
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs());
            let left = t.saturating_sub(now);
            if t <= now {
                t!("adp-console-passed", at = at(t))
            } else {
                t!(
                    "adp-console-in",
                    at = at(t),
                    span = risk::service::clock::span(left)
                )
            }
        }
    }
}

pub struct Console {
    pub svc: Arc<GameService>,
    names: HashMap<UserKey, String>,
    host: String,
    /// The language everyone at this console speaks (`--lang`): the players', the channel's and
    /// the transcript's own words.
    lang: Lang,
}

impl Console {
    pub fn new(svc: Arc<GameService>, host: &str) -> Console {
        Console {
            svc,
            names: HashMap::new(),
            host: host.to_string(),
            lang: Lang::En,
        }
    }

    /// The console in `lang`: every player and the channel speak it.
    pub fn speaking(self, lang: Lang) -> Console {
        Console { lang, ..self }
    }

    fn actor(&mut self, name: &str) -> Actor {
        let user = UserKey::named(name);
        self.names.insert(user, name.to_string());
        Actor {
            user,
            name: name.to_string(),
            admin: false,
            locale: Some(self.lang),
            guild_locale: Some(self.lang),
        }
    }

    /// Runs one command as `name` and returns the printed transcript.
    pub fn run(&mut self, name: &str, cmd: Command) -> String {
        let actor = self.actor(name);
        let lang = self.lang;
        i18n::with(lang, lang, || {
            let mut out = match self.svc.handle(CHANNEL, &actor, cmd) {
                Ok(o) => self.show(name, &o),
                Err(e) if e.is_user_error() => only_sees(name, &shown(&e.to_string())),
                Err(e) => error_line(&e),
            };
            out.push_str(&self.ai_rounds(name));
            out
        })
    }

    /// AI turns a command left for later (the bot plays them on its scheduler's next wake-up):
    /// the console has no rate limit and no scheduler, so they are played now, round by round.
    /// With a person at the table a round always ends at them; the bound is a safety net.
    fn ai_rounds(&mut self, name: &str) -> String {
        let mut out = String::new();
        for _ in 0..100 {
            match self.svc.continue_ai(CHANNEL) {
                Ok(Some(o)) => out.push_str(&self.show(name, &o)),
                Ok(None) => break,
                Err(e) => {
                    out.push_str(&error_line(&e));
                    break;
                }
            }
        }
        out
    }

    fn show(&self, name: &str, o: &Outcome) -> String {
        // The transcript's own mentions of people: without direction overrides.
        let who = |u: &UserKey| {
            self.names
                .get(u)
                .map(|n| i18n::markup::clean(n))
                .unwrap_or_else(|| t!("adp-console-user", id = u.0))
        };
        let name = &i18n::markup::clean(name);
        let mut out = String::new();
        for p in &o.public {
            let pings: Vec<String> = p.ping.iter().map(|u| format!("@{} ", who(u))).collect();
            let text = format!("{}{}", pings.concat(), shown(&p.whole_text()));
            out.push_str(&t!("adp-console-channel", text = text));
            out.push('\n');
        }
        for p in &o.private {
            let text = shown(&p.text);
            out.push_str(&t!("adp-console-dm", name = who(&p.to), text = text));
            out.push('\n');
        }
        if let Some(r) = &o.reply {
            out.push_str(&only_sees(name, &shown(r)));
            // A private board (a fogged /board): its summary, and its picture's alt text.
            if let Some(s) = &o.reply_summary {
                out.push_str(&format!("{}\n", shown(&s.text)));
            }
            if let Some(b) = o.view.as_ref().filter(|_| o.reply_board) {
                let alt = b.0.describe();
                out.push_str(&t!("adp-console-picture", name = name, text = alt));
                out.push('\n');
            }
        }
        if let Some((file, text)) = &o.file {
            out.push_str(&t!("adp-console-file", name = name, file = file));
            out.push_str(&format!("\n{text}\n"));
        }
        out
    }

    /// The name whose turn it is, when a human: the default speaker for a line without a name.
    fn default_speaker(&self) -> String {
        let current = self.svc.snapshot(CHANNEL).ok().flatten().and_then(|s| {
            let g = s.game.as_ref()?;
            s.seats[g.current().index()]
                .user
                .map(|_| s.seats[g.current().index()].name.clone())
        });
        current.unwrap_or_else(|| self.host.clone())
    }

    /// Handles one input line: `name: /command options` or `/command options`.
    pub fn line(&mut self, line: &str) -> Option<String> {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            return None;
        }
        let (name, rest) = match line.split_once(':') {
            Some((n, r)) if !n.contains('/') && !n.contains(' ') => {
                (n.trim().to_string(), r.trim())
            }
            _ => (self.default_speaker(), line),
        };
        let lang = self.lang;
        let cmd = i18n::with(lang, lang, || {
            parse(rest).and_then(|(path, opts)| command(&path, opts))
        });
        Some(match cmd {
            Ok(cmd) => self.run(&name, cmd),
            Err(e) => i18n::with(lang, lang, || only_sees(&name, &e)),
        })
    }

    /// Seats `players` and starts the game when the channel has none yet. Names "ai",
    /// "ai:basic" or "ai:random" add computer players. A lobby left by an earlier run that
    /// stopped while seating (each seat is a separate stored command) is completed and started.
    pub fn seat(&mut self, new: NewGame, players: &[String]) -> String {
        let stored = self.svc.snapshot(CHANNEL).ok().flatten();
        // The stored table's people by the names they sat down with: a game resumed without
        // `--players` names and pings them as seated, never by their ids.
        for seat in stored.iter().flat_map(|s| &s.seats) {
            if let Some(user) = seat.user {
                self.names.entry(user).or_insert_with(|| seat.name.clone());
            }
        }
        match stored {
            Some(s) if s.game.is_some() => {
                let host = self.host.clone();
                // AI turns left for later end at the next prompt; else the prompt is shown.
                let lang = self.lang;
                return i18n::with(lang, lang, || {
                    let rounds = self.ai_rounds(&host);
                    let now = if rounds.is_empty() {
                        self.where_it_stands(&host)
                    } else {
                        rounds
                    };
                    format!("{}\n{now}", t!("adp-console-resuming-game"))
                });
            }
            Some(s) => return self.finish_seating(&s, players),
            None => {}
        }
        let host = self.host.clone();
        let mut out = self.run(&host, Command::New(Box::new(new)));
        for p in players.iter().skip(1) {
            out += &match ai_level(p) {
                Some(level) => self.run(&host, Command::AddAi { level: Some(level) }),
                None => self.run(p, Command::Join { color: None }),
            };
        }
        out + &self.run(&host, Command::Start)
    }

    /// What the channel would show of a running game as it stands: whose turn it is (pinged:
    /// the player to move, or everyone still placing at the same time) and the prompt, with
    /// the board's summary.
    fn where_it_stands(&self, name: &str) -> String {
        let Some(s) = self.svc.snapshot(CHANNEL).ok().flatten() else {
            return String::new();
        };
        let Some(g) = s.game.as_ref() else {
            return String::new();
        };
        let movers = if g.is_over() {
            vec![]
        } else if g.placing_simultaneously() {
            g.still_placing()
        } else {
            vec![g.current()]
        };
        let post = Post {
            // Everyone placing at once: the call to place again, to everyone it pings.
            text: match g.placing_simultaneously() {
                true => text::placement_call(&s, g),
                false => text::prompt(&s, g, &g.view(risk::engine::Reader::Everyone)),
            },
            summary: Some(text::public_summary(&s, g)),
            ping: movers
                .iter()
                .filter_map(|p| s.seats[p.index()].user)
                .collect(),
            board: true,
            prompt: true,
            ..Post::default()
        };
        let o = Outcome {
            public: vec![post],
            ..Outcome::default()
        };
        self.show(name, &o)
    }

    /// Seats whoever of `players` the stored lobby `s` lacks (humans by name, computer players
    /// by level), then starts it as its host.
    fn finish_seating(&mut self, s: &Session, players: &[String]) -> String {
        let lang = self.lang;
        let mut out = i18n::with(lang, lang, || t!("adp-console-resuming-lobby")) + "\n";
        let host = s
            .seats
            .iter()
            .find(|x| x.user == Some(s.host))
            .map_or_else(|| self.host.clone(), |x| x.name.clone());
        // The stored AI seats, each matching one AI entry of the list.
        let mut stored_ai: Vec<Option<AiLevel>> = s
            .seats
            .iter()
            .filter(|x| x.user.is_none())
            .map(|x| x.ai)
            .collect();
        for (i, p) in players.iter().enumerate() {
            match ai_level(p).filter(|_| i > 0) {
                Some(level) => match stored_ai.iter().position(|l| *l == Some(level)) {
                    Some(j) => {
                        stored_ai.remove(j);
                    }
                    None => out += &self.run(&host, Command::AddAi { level: Some(level) }),
                },
                None if s.seat_of(UserKey::named(p)).is_none() => {
                    out += &self.run(p, Command::Join { color: None })
                }
                None => {}
            }
        }
        out + &self.run(&host, Command::Start)
    }
}

/// The level of a computer player named on the command line ("ai", "ai:random", ...), or
/// `None` for a human's name.
fn ai_level(name: &str) -> Option<AiLevel> {
    let rest = name.trim().to_lowercase();
    let level = match rest.as_str() {
        "ai" => "",
        r => r.strip_prefix("ai:")?,
    };
    Some(AiLevel::parse(level).unwrap_or(AiLevel::Basic))
}

/// The `local` subcommand: seats the players, then reads commands from stdin until EOF.
/// The lobby options of `risk-bot local`: the preset, then `key=value` pairs read as the options
/// of `/risk new` (the same names, the same checks).
pub fn lobby_options(preset: &str, options: &[String]) -> Result<NewGame, String> {
    let mut opts = HashMap::from([("preset".to_string(), preset.to_string())]);
    for o in options {
        let (k, v) = o
            .split_once('=')
            .ok_or_else(|| t!("adp-console-not-key-value", option = o))?;
        opts.insert(k.trim().to_string(), v.trim().to_string());
    }
    match command("risk new", opts)? {
        Command::New(new) => new.check().map(|_| *new),
        _ => Err(t!("adp-console-not-lobby")),
    }
}

pub fn run_local(
    svc: Arc<GameService>,
    new: NewGame,
    players: &[String],
    lang: Lang,
) -> anyhow::Result<()> {
    let host = players
        .first()
        .context("--players needs at least one name")?;
    let mut console = Console::new(svc, host).speaking(lang);
    for p in players {
        console.actor(p);
    }
    out!("{}", console.seat(new, players));
    let stdin = std::io::stdin();
    let interactive = stdin.is_terminal();
    if interactive {
        outln!("{}", i18n::with(lang, lang, || t!("adp-console-how")));
    }
    let mut input = stdin.lock();
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        // Bytes, not `lines()`: one line that is not UTF-8 must not end the game.
        if input
            .read_until(b'\n', &mut bytes)
            .context("reading stdin")?
            == 0
        {
            break;
        }
        let out = match std::str::from_utf8(&bytes) {
            Ok(line) if matches!(line.trim(), "quit" | "exit") => break,
            Ok(line) => console.line(line),
            Err(_) => Some(i18n::with(lang, lang, || t!("adp-console-not-utf8")) + "\n"),
        };
        if let Some(out) = out {
            out!("{out}");
            std::io::stdout().flush()?;
        }
    }
    Ok(())
}

/// A text the service wrote for Discord as the console shows it: its moments as times, and
/// names as they are written (the backslashes that keep them from reading as Markdown taken
/// out, after the moments, so a name never becomes one).
fn shown(text: &str) -> String {
    i18n::markup::unescape(&show_moments(text, moment))
}

/// A line only `name` sees in the transcript.
fn only_sees(name: &str, text: &str) -> String {
    t!(
        "adp-console-only",
        name = i18n::markup::clean(name),
        text = text
    ) + "\n"
}

/// A failure on the bot's side, as the transcript shows it.
/// A command that failed on the bot's side (a full disk): in words from the catalogue; the
/// details (the system's error) go to the log.
fn error_line(e: &risk::service::ServiceError) -> String {
    tracing::error!(error = ?e.to_string(), "command failed");
    t!("adp-console-error", error = e.apology()) + "\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_disk_is_told_in_words_without_the_system_error() {
        use risk::service::{ServiceError, StoreError};
        let full = ServiceError::Unsaved(StoreError::Io(
            "IO error: Os { code: 28, kind: StorageFull, message: \"No space left on device\" }"
                .into(),
        ));
        for lang in Lang::ALL {
            let line = i18n::with(lang, lang, || error_line(&full));
            let words = i18n::with(lang, lang, || t!("ref-unsaved"));
            assert!(line.contains(&words), "{lang:?}: {line}");
            assert!(
                !line.contains("Os {") && !line.contains("StorageFull") && !line.contains("28"),
                "{lang:?}: {line}"
            );
        }
    }

    #[test]
    fn lines_parse_into_commands_with_the_slash_option_names() {
        let (p, o) =
            parse(r#"/attack from:Brazil to:"North Africa" blitz:true stop_at:3"#).unwrap();
        assert_eq!(
            command(&p, o).unwrap(),
            Command::Attack {
                from: "Brazil".into(),
                to: "North Africa".into(),
                dice: None,
                blitz: true,
                stop_at: Some(3),
                commander: false,
                move_in: None,
            }
        );
        // Without quotes, words after an option belong to its value.
        let (p, o) = parse("/attack from:North Africa to:Western Europe blitz:true").unwrap();
        assert!(matches!(
            command(&p, o).unwrap(),
            Command::Attack { from, to, blitz: true, .. }
                if from == "North Africa" && to == "Western Europe"
        ));
        let (p, o) = parse("/move troops:all but 2").unwrap();
        assert_eq!(
            command(&p, o).unwrap(),
            Command::Move {
                troops: risk::service::Troops::AllBut(2)
            }
        );
        let (p, o) = parse("/draft territory:Peru troops:all but 2").unwrap();
        assert_eq!(
            command(&p, o).unwrap(),
            Command::Draft {
                territory: "Peru".into(),
                troops: risk::service::Troops::AllBut(2)
            }
        );
        let (p, o) = parse("/territory north africa").unwrap();
        assert_eq!(
            command(&p, o).unwrap(),
            Command::Territory {
                name: "north africa".into()
            }
        );
        let (p, o) = parse("/risk add-ai level:random").unwrap();
        assert_eq!(
            command(&p, o).unwrap(),
            Command::AddAi {
                level: Some(AiLevel::Random)
            }
        );
    }

    #[test]
    fn bad_lines_say_what_is_wrong() {
        let err = |l: &str| parse(l).and_then(|(p, o)| command(&p, o)).unwrap_err();
        assert!(err("board").contains("commands start with /"));
        assert!(err("/draft territory:Peru troops:many").contains("troops: expects a whole number"));
        assert!(err("/end now:yes").contains("/end has no option 'now'"));
        assert!(err("/dance").contains("Unknown command /dance"));
        assert!(err("/end now").contains("'now' is not an option of /end"));
        assert!(err("/move").contains("/move is missing its option troops:"));
        // Words after the name fill only the first option; the rest must be named.
        assert!(err("/attack China Siam")
            .contains("missing its option to: (options are written name:value"));
        assert!(err("/move troops:all-but").contains("'all but N'"));
        let (p, o) = parse("/draft territory:Peru").unwrap();
        assert!(matches!(
            command(&p, o),
            Ok(Command::Draft {
                troops: risk::service::Troops::All,
                ..
            })
        ));
        assert!(err(r#"/claim territory:"Peru"#).contains("quote is not closed"));
    }
}
