//! Discord's Markdown, read far enough to tell whether a name shows as itself: the checker of
//! `tests/hostile_names.rs` (and of the end-to-end test of hostile names). In a text Discord
//! reads as Markdown, a name placed with a markup character unescaped, or markup the bot never
//! writes (a link, a pill, a timestamp, a spoiler, a code block, a heading, a quote, a list
//! line, an unbalanced toggle), is a fault; in plain text, a backslash a reader would see.

use risk::i18n::markup;

/// Characters Discord may read as markup anywhere (or as the start of a link, a mention or a
/// timestamp), and those it reads so at a line's start (where a name may stand).
const SIGNIFICANT: &str = "\\*_~`|<[]:";
const LINE_START: &str = "#>-+*";

/// The characters a reader sees, each with whether a backslash escaped it.
pub fn visible(text: &str) -> Vec<(char, bool)> {
    let mut out = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, chars.peek()) {
            ('\\', Some(&next)) if next.is_ascii_punctuation() => {
                out.push((next, true));
                chars.next();
            }
            _ => out.push((c, false)),
        }
    }
    out
}

/// The first character that hides or reorders the text around it.
pub fn hidden(text: &str) -> Option<char> {
    text.chars().find(|&c| markup::is_hidden(c))
}

/// What is wrong with `text` read as Discord's Markdown: a name placed raw, or markup the bot
/// never writes (a link, a mention or channel pill, a timestamp, a spoiler, a code block, a
/// heading, a quote, a list item, an unbalanced bold or strike-through that restyles the rest).
pub fn markdown_faults(text: &str, names: &[String]) -> Vec<String> {
    let mut faults = vec![];
    if let Some(c) = hidden(text) {
        faults.push(format!("a hidden character U+{:04X}", c as u32));
    }
    let v = visible(text);
    for name in names {
        let want: Vec<char> = name.chars().collect();
        for start in 0..v.len() {
            let here = &v[start..];
            if here.len() < want.len() || !here.iter().zip(&want).all(|((c, _), w)| c == w) {
                continue;
            }
            // At the name's start, what starts a heading, a quote or a list; a full stop after
            // the digits it starts with a numbered list ("1. x").
            let (mut first, mut digits) = (true, false);
            for &(c, escaped) in &here[..want.len()] {
                let significant = SIGNIFICANT.contains(c)
                    || (first && LINE_START.contains(c))
                    || (c == '.' && digits);
                if significant && !escaped {
                    faults.push(format!("{name:?} placed with {c:?} unescaped"));
                    break;
                }
                digits = (first || digits) && c.is_ascii_digit();
                first = first && c.is_whitespace();
            }
        }
    }
    // The text as the renderer parses it: an escaped character stands for no markup.
    let raw: String = v
        .iter()
        .map(|&(c, escaped)| if escaped { '\u{FFFC}' } else { c })
        .collect();
    for (pattern, what) in [
        ("](", "a masked link"),
        ("://", "a link"),
        ("<@", "a mention pill"),
        ("<#", "a channel pill"),
        ("<t:", "a timestamp"),
        ("||", "a spoiler"),
        ("```", "a code block"),
    ] {
        if raw.contains(pattern) {
            faults.push(format!("{what} ({pattern})"));
        }
    }
    for line in raw.lines() {
        let line = line.trim_start();
        let numbered = line
            .split_once(". ")
            .is_some_and(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
        let starts = ["# ", "## ", "### ", "-# ", "> ", ">>> ", "- ", "* ", "+ "];
        if numbered || starts.iter().any(|s| line.starts_with(s)) {
            faults.push(format!("a line read as a heading, quote or list: {line:?}"));
        }
    }
    for toggle in ["**", "~~", "__"] {
        if raw.matches(toggle).count() % 2 == 1 {
            faults.push(format!("an unbalanced {toggle} restyles the rest"));
        }
    }
    if raw.matches('`').count() % 2 == 1 {
        faults.push("an unbalanced ` makes the rest code".into());
    }
    faults
}

/// What is wrong with a plain text (a label, an option, alt text, a picture's words): a hidden
/// character, or a backslash a reader would see.
pub fn plain_faults(text: &str) -> Vec<String> {
    let mut faults = vec![];
    if let Some(c) = hidden(text) {
        faults.push(format!("a hidden character U+{:04X}", c as u32));
    }
    if visible(text).iter().any(|&(_, escaped)| escaped) {
        faults.push("a backslash shows in plain text".into());
    }
    faults
}
