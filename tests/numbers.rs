//! Numbers, shares and lists in the reader's language (issue 44): written by ICU4X from CLDR's
//! data, never by hand, and the same as the library writes them; the hard-coded "; " joiner gone
//! (French writes a space before the semicolon); a source check that no fraction or share is
//! formatted by hand on its way to a player.

mod support;
use support::{actor, ok, said, service};

use std::path::{Path, PathBuf};
use std::sync::Arc;

use fixed_decimal::Decimal as Fixed;
use icu_decimal::DecimalFormatter;
use icu_list::options::ListFormatterOptions;
use icu_list::ListFormatter;
use icu_locale_core::Locale;
use risk::i18n::{self, Decimal, Lang};
use risk::service::{Actor, ChannelKey, Command, MemoryStore};

const NBSP: char = '\u{a0}';
const NNBSP: char = '\u{202f}';

/// `tenths / 10` as ICU4X itself writes it in `lang`, without the bot's code.
fn icu(lang: Lang, tenths: i64) -> String {
    let locale = Locale::try_from_str(lang.code()).unwrap();
    let f = DecimalFormatter::try_new((&locale).into(), Default::default()).unwrap();
    let mut d = Fixed::from(tenths);
    d.multiply_pow10(-1);
    f.format_to_string(&d)
}

fn in_lang<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    i18n::with(lang, lang, f)
}

fn reader(lang: Lang) -> Actor {
    Actor {
        locale: Some(lang),
        ..actor(1, "alice")
    }
}

#[test]
fn a_share_is_written_as_each_language_writes_it() {
    let expected = [
        (Lang::En, "80.8%".to_string()),
        (Lang::De, format!("80,8{NBSP}%")),
        (Lang::Es, format!("80,8{NBSP}%")),
        (Lang::Fr, format!("80,8{NNBSP}%")),
        (Lang::PtBr, "80,8%".to_string()),
    ];
    for (lang, want) in expected {
        let got = in_lang(lang, || i18n::percent(0.808));
        assert_eq!(got, want, "{lang}");
        assert!(got.starts_with(&icu(lang, 808)), "{lang}: {got}");
        // Whole numbers without a tenth; nearly all is not all.
        let half = in_lang(lang, || i18n::percent(0.5));
        assert!(
            half.starts_with("50") && !half.contains(['.', ',']),
            "{half}"
        );
        let most = in_lang(lang, || i18n::percent(0.99999));
        assert!(
            most.contains(&icu(lang, 999)) && !most.contains("100"),
            "{most}"
        );
    }
}

#[test]
fn a_fraction_is_the_locale_librarys_own_writing_in_every_language() {
    for lang in Lang::ALL {
        for tenths in [0_i64, 7, 47, 808, 12_345, 1_234_567] {
            let got = in_lang(lang, || {
                i18n::numbers::number(Decimal::fixed(tenths as f64 / 10.0, 1))
            });
            assert_eq!(got, icu(lang, tenths), "{lang}");
        }
        // A count is a number too: grouped as the language groups it.
        let count = in_lang(lang, || risk::t!("values-number", number = 12_345_u32));
        let locale = Locale::try_from_str(lang.code()).unwrap();
        let f = DecimalFormatter::try_new((&locale).into(), Default::default()).unwrap();
        assert_eq!(count, f.format_to_string(&Fixed::from(12_345)), "{lang}");
    }
    let de = in_lang(Lang::De, || i18n::numbers::number(Decimal::fixed(4.66, 1)));
    assert_eq!(de, "4,7");
    let gain = in_lang(Lang::De, || i18n::numbers::signed(Decimal::fixed(1.54, 1)));
    assert_eq!(gain, "+1,5");
    let none = in_lang(Lang::En, || i18n::numbers::signed(Decimal::fixed(0.04, 1)));
    assert_eq!(none, "0.0", "nothing gained reads without a sign");
}

#[test]
fn the_odds_read_in_the_readers_numbers() {
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let odds = Command::Odds {
        attackers: Some(5),
        defenders: Some(3),
        from: None,
        to: None,
    };
    let o = risk::engine::odds::odds(5, 3);
    let tenths = |x: f64| (x * 10.0).round() as i64;
    for lang in Lang::ALL {
        let text = said(&ok(&svc, ChannelKey(7), &reader(lang), odds.clone()));
        let chance = icu(lang, tenths(o.win_probability * 100.0));
        let attacker = icu(lang, tenths(o.expected_attacker_losses));
        assert!(text.contains(&chance), "{lang}: {chance} in {text}");
        assert!(text.contains(&attacker), "{lang}: {attacker} in {text}");
    }
    let de = said(&ok(&svc, ChannelKey(7), &reader(Lang::De), odds));
    let digits = de.as_bytes().windows(3);
    let point = digits.filter(|w| w[0].is_ascii_digit() && w[1] == b'.' && w[2].is_ascii_digit());
    assert_eq!(point.count(), 0, "no English decimal point in German: {de}");
}

#[test]
fn a_list_is_joined_as_the_locale_library_joins_it() {
    let items = ["Alice", "Bob", "Carol"];
    for lang in Lang::ALL {
        // The English catalogue is British English: CLDR's en-GB, no serial comma.
        let code = if lang == Lang::En {
            "en-GB"
        } else {
            lang.code()
        };
        let locale = Locale::try_from_str(code).unwrap();
        let f =
            ListFormatter::try_new_and((&locale).into(), ListFormatterOptions::default()).unwrap();
        let want = f.format_to_string(items.iter());
        assert_eq!(in_lang(lang, || i18n::list(&items)), want, "{lang}");
    }
    assert_eq!(
        in_lang(Lang::De, || i18n::list(&items)),
        "Alice, Bob und Carol"
    );
    assert_eq!(
        in_lang(Lang::Fr, || i18n::list(&items[..2])),
        "Alice et Bob"
    );
    assert_eq!(
        in_lang(Lang::En, || i18n::list(&items)),
        "Alice, Bob and Carol"
    );
}

#[test]
fn enumerations_join_with_each_languages_semicolon() {
    let items = ["Peru, 3", "Brazil, 2"];
    assert_eq!(
        in_lang(Lang::En, || i18n::joined(&items)),
        "Peru, 3; Brazil, 2"
    );
    assert_eq!(
        in_lang(Lang::Fr, || i18n::joined(&items)),
        format!("Peru, 3{NNBSP}; Brazil, 2")
    );
}

// ---- the source check ----

/// The sources whose texts reach players: the service, the words of the picture, the adapter's
/// answers and autocomplete, the console.
fn player_sources() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = vec![];
    for dir in ["src/service", "src/render", "src/i18n"] {
        walk(&root.join(dir), &mut out);
    }
    for file in [
        "complete.rs",
        "deliver.rs",
        "discord.rs",
        "console.rs",
        "pictures.rs",
    ] {
        out.push(root.join("commands/src").join(file));
    }
    out
}

/// The string literals on a line of code (what is between its double quotes).
fn literals(code: &str) -> Vec<&str> {
    let mut out = vec![];
    let mut start = None;
    let mut escaped = false;
    for (i, c) in code.char_indices() {
        match (c, start) {
            ('\\', Some(_)) if !escaped => {
                escaped = true;
                continue;
            }
            ('"', Some(s)) if !escaped => {
                out.push(&code[s..i]);
                start = None;
            }
            ('"', None) => start = Some(i + 1),
            _ => {}
        }
        escaped = false;
    }
    out
}

/// What writes a number by hand: a precision in a format string (`{:.1}`, `{x:+.2}`), a
/// placeholder followed by a percent sign (`{}%`), or the engine's English `odds::percent`.
fn by_hand(line: &str) -> Option<&'static str> {
    let code = line.split("//").next().unwrap_or("");
    for literal in literals(code) {
        for (i, _) in literal.match_indices('{') {
            let Some(end) = literal[i..].find('}') else {
                continue;
            };
            let inner = &literal[i + 1..i + end];
            let spec = inner.split_once(':').map(|(_, s)| s);
            if spec.is_some_and(|s| s.trim_start_matches('+').contains('.')) {
                return Some("a precision in a format string");
            }
            let is_arg = inner.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
            if is_arg && literal[i + end + 1..].starts_with('%') {
                return Some("a percent sign after a placeholder");
            }
        }
    }
    code.contains("odds::percent")
        .then_some("the engine's English percentage (i18n::percent is the reader's)")
}

/// Geometry, not words: an SVG attribute's or a path's coordinates.
fn geometry(line: &str) -> bool {
    line.contains("=\"{") || line.contains("format!(\"{:.1},{:.1}\"")
}

#[test]
fn no_number_reaches_a_player_formatted_by_hand() {
    let mut found = vec![];
    for path in player_sources() {
        let text = std::fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            let t = line.trim_start();
            if t.starts_with("//") || t.starts_with("tracing::") || geometry(line) {
                continue;
            }
            if let Some(why) = by_hand(line) {
                found.push(format!("{}:{}: {why}: {t}", path.display(), n + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "numbers formatted by hand:\n{}",
        found.join("\n")
    );
    // The check sees what it is for.
    assert!(by_hand(r#"rating = format!("{:.1}", s.rating),"#).is_some());
    assert!(by_hand(r#"index = format!("{:+.1}", l.index())"#).is_some());
    assert!(by_hand(r#"format!("{}%", t / 10)"#).is_some());
    assert!(by_hand(r#"chance = crate::engine::odds::percent(p)"#).is_some());
    assert!(by_hand(r#"t!("svc-odds", chance = i18n::percent(p))"#).is_none());
}

// ---- English counts agree ----

/// Where English said a count that can be one without choosing the noun's form ("1 armies"):
/// each message with its count at one and what it says then.
const ONE: [(&str, &str, &str); 6] = [
    ("svc-defend-place-armies", "count", "Peru, 1 army"),
    ("text-armies-lost", "armies", "loses 1 army:"),
    ("cmp-how-many", "armies", "(1 army)"),
    ("hist-fight-attacked", "lost", ": 1 army lost"),
    ("hist-fight-blitzed", "lost", ": 1 army lost"),
    ("ref-vacation-left", "count", "You have 1 day of"),
];

#[test]
fn english_says_a_count_of_one_in_the_singular() {
    for (key, count, want) in ONE {
        let mut args: Vec<(&str, fluent_bundle::FluentValue<'static>)> =
            i18n::variables(Lang::En, key)
                .unwrap()
                .into_iter()
                .filter(|v| v != count)
                .map(|v| (Box::leak(v.into_boxed_str()) as &str, i18n::arg("Peru")))
                .collect();
        args.push((count, i18n::arg(1_u16)));
        let one = i18n::format_in(Lang::En, key, &args).unwrap();
        assert!(one.contains(want), "{key}: {one}");
        args.pop();
        args.push((count, i18n::arg(2_u16)));
        let two = i18n::format_in(Lang::En, key, &args).unwrap();
        assert!(
            two.contains(
                &want
                    .replace("1 army", "2 armies")
                    .replace("1 day", "2 days")
            ),
            "{key}: {two}"
        );
    }
}
