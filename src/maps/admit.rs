//! Whether a map file may become one of a server's boards: the one verdict that
//! `/risk-admin map add`, `risk-bot map import` and `risk-bot map check` give. On top of what
//! every board must be (`read_map`): a server's file size, a name no shipped board has, and
//! names that show as themselves, on Discord and in the picture: nothing invisible (format
//! characters such as the direction overrides, zero-width characters, fillers), no letter
//! buried under combining marks, and only characters the picture's font can draw.
//!
//! These are checked when a file is added, not when a stored board is read again: a board a
//! server added before keeps playing as it was accepted.

use unicode_properties::{GeneralCategory, UnicodeGeneralCategory};

use super::stored::MAX_FILE_BYTES;
use super::{build, read_spec, shipped, Checked, Problem, Problems};
use crate::engine::map::{Findings, MapSpec};
use crate::render::can_draw;
use crate::t;

/// The most combining marks one letter may carry (Vietnamese stacks two: ệ is e, a dot below
/// and a circumflex).
pub const MAX_MARKS: usize = 2;

/// Characters that show as nothing although they are letters or symbols: the Hangul fillers,
/// the blank Braille pattern, the combining grapheme joiner, the Khmer inherent vowels and the
/// variation selectors.
const FILLERS: &[(char, char)] = &[
    ('\u{115F}', '\u{1160}'),
    ('\u{3164}', '\u{3164}'),
    ('\u{FFA0}', '\u{FFA0}'),
    ('\u{2800}', '\u{2800}'),
    ('\u{034F}', '\u{034F}'),
    ('\u{17B4}', '\u{17B5}'),
    ('\u{180B}', '\u{180F}'),
    ('\u{FE00}', '\u{FE0F}'),
    ('\u{E0100}', '\u{E01EF}'),
];

/// The refusal of a file larger than a server's map file may be (told before it is read).
pub fn too_big(file_name: &str, bytes: u64) -> Problems {
    Problems(vec![Problem::new(
        file_name,
        t!(
            "maps-too-big",
            bytes = bytes,
            most = MAX_FILE_BYTES,
            kb = MAX_FILE_BYTES / 1024
        ),
    )])
}

/// The verdict on a map file offered as a server's board: the board and its notes, or every
/// problem (what `read_map` refuses, and what a new board may not hold).
pub fn admit(file_name: &str, bytes: &[u8]) -> Result<Checked, Problems> {
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(too_big(file_name, bytes.len() as u64));
    }
    let (spec, mut found, format) = read_spec(file_name, bytes)?;
    names(&spec, &mut found);
    let name = spec.name.trim();
    if shipped().iter().any(|m| m.name.eq_ignore_ascii_case(name)) {
        found.problem("", t!("maps-name-shipped", name = name));
    }
    build(spec, found, format)
}

/// Every name of the board checked for what may not be in a new board's names.
fn names(spec: &MapSpec, found: &mut Findings) {
    let mut check = |at: &str, what: &dyn Fn(&str) -> String, name: &str| {
        if let Some(p) = name_problem(name, what) {
            found.problem(at, p);
        }
    };
    check("", &|shown| t!("maps-what-board", name = shown), &spec.name);
    for k in &spec.continents {
        check(
            &k.place,
            &|shown| t!("maps-what-continent", name = shown),
            &k.name,
        );
    }
    for t in &spec.territories {
        check(
            &t.place,
            &|shown| t!("maps-what-territory", name = shown),
            &t.name,
        );
        for alias in &t.aliases {
            let of = visible(&t.name);
            check(
                &t.place,
                &|shown| t!("maps-what-alias", name = shown, territory = of.as_str()),
                alias,
            );
        }
    }
}

/// What kind of character `c` is, when a name may not hold it (a line or paragraph separator
/// counts as a format character: it breaks the line it is in).
enum Unfit {
    Format,
    Filler,
    Undrawn,
}

fn unfit(c: char) -> Option<Unfit> {
    if c.is_control() {
        // Refused by every board's check (`name_problem` in the engine).
        None
    } else if matches!(
        c.general_category(),
        GeneralCategory::Format
            | GeneralCategory::LineSeparator
            | GeneralCategory::ParagraphSeparator
    ) {
        Some(Unfit::Format)
    } else if FILLERS.iter().any(|&(a, b)| (a..=b).contains(&c)) {
        Some(Unfit::Filler)
    } else if !can_draw(c) {
        Some(Unfit::Undrawn)
    } else {
        None
    }
}

fn is_mark(c: char) -> bool {
    matches!(
        c.general_category(),
        GeneralCategory::NonspacingMark
            | GeneralCategory::SpacingMark
            | GeneralCategory::EnclosingMark
    )
}

/// A character as a person can read it in a refusal: "U+202E".
fn code(c: char) -> String {
    format!("U+{:04X}", c as u32)
}

/// `name` as it can be shown in a refusal: each invisible character written as its code point
/// in brackets, marks past [`MAX_MARKS`] on a letter left out.
pub fn visible(name: &str) -> String {
    let mut out = String::new();
    let mut marks = 0;
    for c in name.chars() {
        if is_mark(c) && unfit(c).is_none() {
            marks += 1;
            if marks <= MAX_MARKS {
                out.push(c);
            }
            continue;
        }
        marks = 0;
        match unfit(c) {
            Some(Unfit::Format | Unfit::Filler) => out.push_str(&format!("[{}]", code(c))),
            _ if c.is_control() => out.push_str(&format!("[{}]", code(c))),
            Some(Unfit::Undrawn) | None => out.push(c),
        }
    }
    out
}

/// What is wrong with `name` for a new board, if anything: its first invisible character, a
/// letter with too many marks, or its first character the font lacks; `what` words the name
/// ("territory 'Peru'") from its visible form.
fn name_problem(name: &str, what: &dyn Fn(&str) -> String) -> Option<String> {
    let shown = visible(name);
    let what = what(&shown);
    let mut marks = 0;
    let mut first_mark = None;
    let mut undrawn = None;
    for c in name.chars() {
        match unfit(c) {
            Some(Unfit::Format) => {
                return Some(t!("maps-name-format", what = what, code = code(c)));
            }
            Some(Unfit::Filler) => {
                return Some(t!("maps-name-filler", what = what, code = code(c)));
            }
            Some(Unfit::Undrawn) => {
                undrawn = undrawn.or(Some(c));
                continue;
            }
            None => {}
        }
        if is_mark(c) {
            marks += 1;
            first_mark = first_mark.or(Some(c));
            if marks > MAX_MARKS {
                let count = name
                    .chars()
                    .skip_while(|&d| Some(d) != first_mark)
                    .take_while(|&d| is_mark(d))
                    .count();
                return Some(t!(
                    "maps-name-marks",
                    what = what,
                    count = count,
                    code = code(first_mark.unwrap_or(c)),
                    most = MAX_MARKS
                ));
            }
        } else {
            marks = 0;
            first_mark = None;
        }
    }
    undrawn.map(|c| {
        t!(
            "maps-name-font",
            what = what,
            char = c.to_string(),
            code = code(c),
            scripts = scripts()
        )
    })
}

/// The scripts the picture's font draws, in words ("Latin, Greek and Cyrillic"): each script
/// whose sample letters the font has every glyph for.
fn scripts() -> String {
    const SCRIPTS: [(Script, char, char); 12] = [
        (Script::Latin, 'A', 'z'),
        (Script::Greek, '\u{0391}', '\u{03A1}'),
        (Script::Cyrillic, '\u{0410}', '\u{044F}'),
        (Script::Armenian, '\u{0531}', '\u{0556}'),
        (Script::Georgian, '\u{10D0}', '\u{10F0}'),
        (Script::Hebrew, '\u{05D0}', '\u{05EA}'),
        (Script::Arabic, '\u{0627}', '\u{063A}'),
        (Script::Devanagari, '\u{0905}', '\u{0939}'),
        (Script::Thai, '\u{0E01}', '\u{0E2E}'),
        (Script::Han, '\u{4E00}', '\u{4E20}'),
        (Script::Kana, '\u{3041}', '\u{3096}'),
        (Script::Hangul, '\u{AC00}', '\u{AC20}'),
    ];
    let drawn: Vec<String> = SCRIPTS
        .iter()
        .filter(|(_, a, b)| (*a..=*b).filter(|c| c.is_alphabetic()).all(can_draw))
        .map(|(s, _, _)| s.name())
        .collect();
    crate::i18n::list(&drawn)
}

#[derive(Clone, Copy)]
enum Script {
    Latin,
    Greek,
    Cyrillic,
    Armenian,
    Georgian,
    Hebrew,
    Arabic,
    Devanagari,
    Thai,
    Han,
    Kana,
    Hangul,
}

impl Script {
    fn name(self) -> String {
        match self {
            Script::Latin => t!("maps-script-latin"),
            Script::Greek => t!("maps-script-greek"),
            Script::Cyrillic => t!("maps-script-cyrillic"),
            Script::Armenian => t!("maps-script-armenian"),
            Script::Georgian => t!("maps-script-georgian"),
            Script::Hebrew => t!("maps-script-hebrew"),
            Script::Arabic => t!("maps-script-arabic"),
            Script::Devanagari => t!("maps-script-devanagari"),
            Script::Thai => t!("maps-script-thai"),
            Script::Han => t!("maps-script-han"),
            Script::Kana => t!("maps-script-kana"),
            Script::Hangul => t!("maps-script-hangul"),
        }
    }
}
