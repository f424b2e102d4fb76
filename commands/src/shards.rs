//! `RISK_SHARDS`: which of Discord's gateway shards this process runs. A server's events always
//! arrive on shard `(guild_id >> 22) % total`, so its tables live in the database of the one
//! process that runs that shard; direct messages arrive on shard 0.

use std::fmt;

use risk::service::Store;

/// The variable naming this process's shards: `FIRST-LAST/TOTAL` (inclusive) or `ID/TOTAL`.
pub const VAR: &str = "RISK_SHARDS";

/// Shards `first..=last` out of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shards {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

/// What a value of `RISK_SHARDS` may look like, for every refusal.
const ALLOWED: &str = "write FIRST-LAST/TOTAL (the shards this process runs, both included, \
     0 ≤ FIRST ≤ LAST < TOTAL), e.g. 0-3/8, or one shard as ID/TOTAL, e.g. 2/8; \
     unset, the process runs every shard Discord recommends";

/// The shard a server's events arrive on, out of `total`.
pub fn shard_of(guild: u64, total: u32) -> u32 {
    ((guild >> 22) % u64::from(total.max(1))) as u32
}

impl Shards {
    /// Every shard of `total` (one process for the whole bot).
    pub fn all(total: u32) -> Shards {
        let total = total.max(1);
        Shards {
            first: 0,
            last: total - 1,
            total,
        }
    }

    /// Reads a value of `RISK_SHARDS`; a refusal says what was wrong and what is allowed.
    pub fn parse(text: &str) -> Result<Shards, String> {
        let wrong = |what: String| format!("{VAR}={text:?}: {what}; {ALLOWED}");
        let t = text.trim();
        let Some((range, total)) = t.split_once('/') else {
            return Err(wrong("there is no /TOTAL".into()));
        };
        let number = |s: &str, what: &str| {
            s.trim()
                .parse::<u32>()
                .map_err(|_| wrong(format!("{what} {:?} is not a whole number", s.trim())))
        };
        let total = number(total, "the total")?;
        let (first, last) = match range.split_once('-') {
            Some((a, b)) => (number(a, "the first shard")?, number(b, "the last shard")?),
            None => {
                let one = number(range, "the shard")?;
                (one, one)
            }
        };
        if total == 0 {
            return Err(wrong(
                "the total is 0 (a bot has at least one shard)".into(),
            ));
        }
        if first > last {
            return Err(wrong(format!(
                "the first shard ({first}) comes after the last ({last})"
            )));
        }
        if last >= total {
            return Err(wrong(format!(
                "shard {last} does not exist out of {total} (shards are numbered 0 to {})",
                total - 1
            )));
        }
        Ok(Shards { first, last, total })
    }

    /// `RISK_SHARDS` from the environment: `None` when unset or empty.
    pub fn from_env() -> anyhow::Result<Option<Shards>> {
        match std::env::var(VAR) {
            Ok(v) if !v.trim().is_empty() => {
                Shards::parse(&v).map(Some).map_err(anyhow::Error::msg)
            }
            Ok(_) | Err(std::env::VarError::NotPresent) => Ok(None),
            Err(std::env::VarError::NotUnicode(_)) => {
                anyhow::bail!("{VAR} is not text; {ALLOWED}")
            }
        }
    }

    /// Whether this process runs shard 0: it registers the commands and answers direct
    /// messages.
    pub fn runs_first(&self) -> bool {
        self.first == 0
    }

    /// Whether this process receives the events of server `guild`.
    pub fn serves(&self, guild: u64) -> bool {
        (self.first..=self.last).contains(&shard_of(guild, self.total))
    }

    /// How many shards this process runs.
    pub fn count(&self) -> u32 {
        self.last - self.first + 1
    }
}

/// Refuses to serve from a database holding tables of servers whose events go to other
/// shards: their owner's process plays their deadlines and reminders too, so they would be
/// played twice. Tables whose server is not recorded (stored before it was kept) are let be.
pub fn check_database(store: &dyn Store, mine: Shards, path: &str) -> anyhow::Result<()> {
    if mine.count() == mine.total {
        return Ok(());
    }
    let mut foreign = std::collections::BTreeSet::new();
    for ch in store.channels()? {
        let guild = store.load(ch)?.and_then(|s| s.guild);
        if let Some(g) = guild.filter(|g| !mine.serves(*g)) {
            foreign.insert(g);
        }
    }
    let Some(first) = foreign.first() else {
        return Ok(());
    };
    anyhow::bail!(
        "the database at {path} holds tables of {} servers that {VAR}={mine} does not serve \
         (server {first} is on shard {} of {}): their games live in the process of their shard, \
         and served from here too their deadlines would be played twice. Give each process a \
         database of its own servers: risk-bot db export --db <old> --shards {mine} --out \
         part.jsonl, then risk-bot db import part.jsonl --db <new> (docs/operating.md, resharding)",
        foreign.len(),
        shard_of(*first, mine.total),
        mine.total
    )
}

/// `0-3/8`, or `2/8` for one shard: the form `RISK_SHARDS` takes, and the metrics' label.
impl fmt::Display for Shards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.first == self.last {
            write!(f, "{}/{}", self.first, self.total)
        } else {
            write!(f, "{}-{}/{}", self.first, self.last, self.total)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_and_single_shards_are_read_and_shown_as_written() {
        let s = Shards::parse("0-3/8").unwrap();
        assert_eq!(
            s,
            Shards {
                first: 0,
                last: 3,
                total: 8
            }
        );
        assert_eq!(s.count(), 4);
        assert_eq!(s.to_string(), "0-3/8");
        let one = Shards::parse(" 2/8 ").unwrap();
        assert_eq!((one.first, one.last, one.total), (2, 2, 8));
        assert_eq!(one.to_string(), "2/8");
        assert!(!one.runs_first());
        assert_eq!(Shards::all(1).to_string(), "0/1");
    }

    #[test]
    fn bad_values_say_what_was_wrong_and_what_is_allowed() {
        for (bad, why) in [
            ("0-3", "there is no /TOTAL"),
            ("a-3/8", "the first shard \"a\" is not a whole number"),
            ("0-3/x", "the total \"x\" is not a whole number"),
            ("-1/8", "the first shard \"\" is not a whole number"),
            ("4-2/8", "the first shard (4) comes after the last (2)"),
            (
                "0-8/8",
                "shard 8 does not exist out of 8 (shards are numbered 0 to 7)",
            ),
            ("0/0", "the total is 0"),
        ] {
            let e = Shards::parse(bad).unwrap_err();
            assert!(e.contains(why), "{bad}: {e}");
            assert!(e.contains("FIRST-LAST/TOTAL") && e.contains("0-3/8"), "{e}");
        }
    }

    #[test]
    fn a_server_is_served_by_the_process_running_its_shard() {
        // Discord's formula: the timestamp part of the id (above bit 22) modulo the total.
        let guild = (9_959_290_001u64 << 22) + 123; // an odd timestamp part
        assert_eq!(shard_of(guild, 2), 1);
        assert_eq!(shard_of(guild, 1), 0);
        assert!(Shards::parse("1/2").unwrap().serves(guild));
        assert!(!Shards::parse("0/2").unwrap().serves(guild));
        let all = Shards::all(16);
        assert!((0..100u64).all(|g| all.serves(g << 22)));
    }
}
