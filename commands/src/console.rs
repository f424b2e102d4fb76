//! `risk-bot local`: the same commands typed in a terminal (or piped from a script) as
//! `alice: /attack from:Brazil to:"North Africa" blitz:true`, printing what the channel would see
//! and what each player would get privately. AI seats play themselves; the game is saved.

use std::collections::HashMap;
use std::io::{BufRead, IsTerminal, Write};
use std::sync::Arc;

use anyhow::Context;
use risk::ai::AiLevel;
use risk::service::{
    Actor, ChannelKey, Command, GameService, NewGame, Outcome, Session, Troops, UserKey,
};

pub const CHANNEL: ChannelKey = ChannelKey(1);

/// A stable user key for a console name.
pub fn user_key(name: &str) -> UserKey {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.trim().to_lowercase().bytes() {
        h = (h ^ b as u64).wrapping_mul(0x100_0000_01b3);
    }
    UserKey(h.max(1))
}

/// Splits `/cmd sub key:value key:"quoted value"` into the command path and its options.
pub fn parse(line: &str) -> Result<(String, HashMap<String, String>), String> {
    let line = line.trim();
    let Some(rest) = line.strip_prefix('/') else {
        return Err("commands start with /, e.g. /board or /attack from:Brazil to:Peru".into());
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
        return Err("a quote is not closed".into());
    }
    if !cur.is_empty() {
        words.push(cur);
    }
    let mut path = Vec::new();
    let mut opts = HashMap::new();
    for w in words {
        match w.split_once(':') {
            Some((k, v)) => {
                opts.insert(k.to_lowercase(), v.to_string());
            }
            None if opts.is_empty() => path.push(w.to_lowercase()),
            None => return Err(format!("'{w}' is not an option: write name:value")),
        }
    }
    Ok((path.join(" "), opts))
}

struct Opts(HashMap<String, String>);

impl Opts {
    fn text(&mut self, k: &str) -> Option<String> {
        self.0.remove(k)
    }
    fn need(&mut self, k: &str) -> Result<String, String> {
        self.text(k).ok_or_else(|| format!("missing option {k}:"))
    }
    fn num<T: std::str::FromStr>(&mut self, k: &str) -> Result<Option<T>, String> {
        self.text(k)
            .map(|v| {
                v.parse()
                    .map_err(|_| format!("{k}: expects a whole number, not '{v}'"))
            })
            .transpose()
    }
    /// `troops:` as a number, `all` or `all but N`.
    fn troops(&mut self) -> Result<Option<Troops>, String> {
        self.text("troops").map(|v| v.parse()).transpose()
    }
    fn flag(&mut self, k: &str) -> Result<bool, String> {
        match self.text(k).as_deref() {
            None | Some("false") => Ok(false),
            Some("true") => Ok(true),
            Some(v) => Err(format!("{k}: expects true or false, not '{v}'")),
        }
    }
    fn done(self, cmd: Command) -> Result<Command, String> {
        match self.0.keys().next() {
            Some(k) => Err(format!(
                "/{} has no option '{k}' (see /help {})",
                cmd.name(),
                cmd.name()
            )),
            None => Ok(cmd),
        }
    }
}

/// Builds a `Command` from a parsed line, with the slash commands' option names.
pub fn command(path: &str, opts: HashMap<String, String>) -> Result<Command, String> {
    let mut o = Opts(opts);
    let need_num = |o: &mut Opts, k: &str| {
        o.num::<u16>(k)?
            .ok_or_else(|| format!("missing option {k}:"))
    };
    let cmd = match path {
        "risk new" => Command::New(Box::new(NewGame {
            preset: o.text("preset"),
            setup: o.text("setup"),
            placement: o.text("placement"),
            fortify: o.text("fortify"),
            defender_dice: o.text("defender_dice"),
            turn_time: o.text("turn_time"),
            on_timeout: o.text("on_timeout"),
            kick_after: o.num("kick_after")?,
            surrender: o.text("surrender"),
            reminders: o.text("reminders"),
            card_values: o.text("card_values"),
            army_cap: o.text("army_cap"),
            reroll: o.text("reroll"),
            commander: o.text("commander"),
            capital_goal: o.text("capital_goal"),
        })),
        "risk pause" => Command::Pause,
        "risk resume" => Command::Resume,
        "risk skip" => Command::Skip,
        "risk vacation" => Command::Vacation {
            days: need_num(&mut o, "days")?,
        },
        "risk surrender" => Command::Surrender,
        "risk replace" => {
            let name = o.need("new_player")?;
            Command::Replace {
                player: o.need("player")?,
                user: user_key(&name),
                name,
            }
        }
        "risk return" => Command::Return,
        "undo" => Command::Undo,
        "risk join" => Command::Join {
            color: o.text("color"),
        },
        "risk leave" => Command::Leave,
        "risk team" => Command::Team {
            team: o.need("team")?,
        },
        "risk add-ai" => Command::AddAi {
            level: match o.text("level") {
                None => None,
                Some(l) => Some(
                    AiLevel::parse(&l)
                        .ok_or(format!("level: choose random, basic or strong, not '{l}'"))?,
                ),
            },
        },
        "risk start" => Command::Start,
        "risk status" => Command::Status,
        "risk verify" => Command::Verify,
        "risk kick" => Command::Kick {
            player: o.need("player")?,
        },
        "risk abandon" => Command::Abandon {
            confirm: o.flag("confirm")?,
        },
        "hq" => Command::Hq {
            territory: o.need("territory")?,
        },
        "bribe" => Command::Bribe {
            neutral: o.need("neutral")?,
            card: o.need("card")?,
        },
        "ally" => Command::Ally {
            territory: o.need("territory")?,
            troops: o.num("troops")?,
        },
        "airfield" => Command::Airfield {
            territory: o.need("territory")?,
        },
        "objective" => Command::Objective {
            name: o.text("name"),
            discard: o.text("discard"),
        },
        "claim" => Command::Claim {
            territory: o.need("territory")?,
        },
        "draft" => Command::Draft {
            territory: o.need("territory")?,
            troops: o.troops()?.unwrap_or(Troops::All),
        },
        "trade" => Command::Trade {
            cards: o.need("cards")?,
            bonus: o.text("bonus"),
        },
        "attack" => Command::Attack {
            from: o.need("from")?,
            to: o.need("to")?,
            dice: o.num("dice")?,
            blitz: o.flag("blitz")?,
            stop_at: o.num("stop_at")?,
            commander: o.flag("commander")?,
        },
        "move" => Command::Move {
            troops: o
                .troops()?
                .ok_or("missing option troops: (a number, all, or all but N)")?,
        },
        "fortify" => Command::Fortify {
            from: o.need("from")?,
            to: o.need("to")?,
            troops: need_num(&mut o, "troops")?,
        },
        "end" => Command::End,
        "board" => Command::Board {
            player: o.text("player"),
            continent: o.text("continent"),
        },
        "territory" => Command::Territory {
            name: o.need("name")?,
        },
        "hand" => Command::Hand,
        "mission" => Command::Mission,
        "odds" => Command::Odds {
            attackers: o.num("attackers")?,
            defenders: o.num("defenders")?,
            from: o.text("from"),
            to: o.text("to"),
        },
        "history" => Command::History {
            count: o.num("count")?,
        },
        "help" => Command::Help {
            command: o.text("command"),
        },
        other => return Err(format!("unknown command /{other}; /help lists them")),
    };
    o.done(cmd)
}

pub struct Console {
    pub svc: Arc<GameService>,
    names: HashMap<UserKey, String>,
    host: String,
}

impl Console {
    pub fn new(svc: Arc<GameService>, host: &str) -> Console {
        Console {
            svc,
            names: HashMap::new(),
            host: host.to_string(),
        }
    }

    fn actor(&mut self, name: &str) -> Actor {
        let user = user_key(name);
        self.names.insert(user, name.to_string());
        Actor {
            user,
            name: name.to_string(),
            admin: false,
        }
    }

    /// Runs one command as `name` and returns the printed transcript.
    pub fn run(&mut self, name: &str, cmd: Command) -> String {
        let actor = self.actor(name);
        let mut out = match self.svc.handle(CHANNEL, &actor, cmd) {
            Ok(o) => self.show(name, &o),
            Err(e) if e.is_user_error() => format!("[only {name} sees] {e}\n"),
            Err(e) => format!("[error] {e:#}\n"),
        };
        out.push_str(&self.ai_rounds(name));
        out
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
                    out.push_str(&format!("[error] {e:#}\n"));
                    break;
                }
            }
        }
        out
    }

    fn show(&self, name: &str, o: &Outcome) -> String {
        let who = |u: &UserKey| {
            self.names
                .get(u)
                .cloned()
                .unwrap_or_else(|| format!("user {}", u.0))
        };
        let mut out = String::new();
        for p in &o.public {
            let pings: Vec<String> = p.ping.iter().map(|u| format!("@{} ", who(u))).collect();
            out.push_str(&format!("[channel] {}{}\n", pings.concat(), p.text));
        }
        for p in &o.private {
            out.push_str(&format!("[DM to {}] {}\n", who(&p.to), p.text));
        }
        if let Some(r) = &o.reply {
            out.push_str(&format!("[only {name} sees] {r}\n"));
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
        Some(
            match parse(rest).and_then(|(path, opts)| command(&path, opts)) {
                Ok(cmd) => self.run(&name, cmd),
                Err(e) => format!("[only {name} sees] {e}\n"),
            },
        )
    }

    /// Seats `players` and starts the game when the channel has none yet. Names "ai",
    /// "ai:basic" or "ai:random" add computer players. A lobby left by an earlier run that
    /// stopped while seating (each seat is a separate stored command) is completed and started.
    pub fn seat(&mut self, preset: &str, players: &[String]) -> String {
        match self.svc.snapshot(CHANNEL).ok().flatten() {
            Some(s) if s.game.is_some() => {
                let host = self.host.clone();
                return format!("Resuming the saved game.\n{}", self.ai_rounds(&host));
            }
            Some(s) => return self.finish_seating(&s, players),
            None => {}
        }
        let host = self.host.clone();
        let mut out = self.run(&host, Command::New(Box::new(NewGame::preset(preset))));
        for p in players.iter().skip(1) {
            out += &match ai_level(p) {
                Some(level) => self.run(&host, Command::AddAi { level: Some(level) }),
                None => self.run(p, Command::Join { color: None }),
            };
        }
        out + &self.run(&host, Command::Start)
    }

    /// Seats whoever of `players` the stored lobby `s` lacks (humans by name, computer players
    /// by level), then starts it as its host.
    fn finish_seating(&mut self, s: &Session, players: &[String]) -> String {
        let mut out = String::from("Resuming the saved lobby: seating the missing players.\n");
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
                None if s.seat_of(user_key(p)).is_none() => {
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
pub fn run_local(svc: Arc<GameService>, preset: &str, players: &[String]) -> anyhow::Result<()> {
    let host = players
        .first()
        .context("--players needs at least one name")?;
    let mut console = Console::new(svc, host);
    for p in players {
        console.actor(p);
    }
    print!("{}", console.seat(preset, players));
    let stdin = std::io::stdin();
    let interactive = stdin.is_terminal();
    if interactive {
        println!(
            "Type commands as `name: /command option:value` (/help lists them; Ctrl-D quits)."
        );
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
            Err(_) => Some("[console] that line is not valid UTF-8 text; ignored.\n".into()),
        };
        if let Some(out) = out {
            print!("{out}");
            std::io::stdout().flush()?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert!(err("/move").contains("missing option troops:"));
        assert!(err("/draft territory:Peru troops:many").contains("troops: expects a whole number"));
        assert!(err("/move troops:all-but").contains("'all but N'"));
        let (p, o) = parse("/draft territory:Peru").unwrap();
        assert!(matches!(
            command(&p, o),
            Ok(Command::Draft {
                troops: Troops::All,
                ..
            })
        ));
        let (p, o) = parse(r#"/move troops:"all but 2""#).unwrap();
        assert_eq!(
            command(&p, o),
            Ok(Command::Move {
                troops: Troops::AllBut(2)
            })
        );
        assert!(err("/end now:yes").contains("/end has no option 'now'"));
        assert!(err("/dance").contains("unknown command /dance"));
        assert!(err(r#"/claim territory:"Peru"#).contains("quote is not closed"));
    }
}
