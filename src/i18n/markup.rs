//! Text someone supplied (a board's, a continent's or a territory's name from a map file, a
//! player's display name, a name typed in a command) placed in the bot's own text so that it
//! shows as itself.
//!
//! Where a text goes decides how a name is written into it, as the language in force decides its
//! words ([`super::with`]): Discord reads a message's content and an embed's description as
//! Markdown, so there ([`Markup::Markdown`], the default on every thread) a name's every
//! character Discord could read as markup is escaped with a backslash: no link, formatting,
//! spoiler, code, mention pill, timestamp, heading, quote or list it did not ask for. A
//! component's label, a menu's option or placeholder, an autocomplete choice, a picture's words
//! and its alt text, and the console are plain text ([`Markup::Plain`], set with [`plain`] by the
//! code that makes them), where a backslash would show: the name goes in as it is. In both,
//! the characters that reorder or hide text (direction overrides and isolates, zero-width
//! spaces) are taken out and line breaks become spaces ([`clean`]).
//!
//! A name is placed with [`name`] where it enters the text (`names::territory`,
//! `Session::name`, …), never escaped again afterwards: what `t!` returns is text, not a name.
//! The catalogue's own Markdown (`**…**`, `` `…` ``) is the bot's and stays; a name is never put
//! inside a code span or a link's text, where a backslash would not escape (`tests/i18n.rs`).

use std::cell::Cell;

/// How the text being written now is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Markup {
    /// As Discord's Markdown: a message's content, an embed's description.
    Markdown,
    /// As it is: component labels, menu options, autocomplete choices, pictures, alt text, the
    /// console.
    Plain,
}

thread_local! {
    static MARKUP: Cell<Markup> = const { Cell::new(Markup::Markdown) };
}

struct Restore(Markup);

impl Drop for Restore {
    fn drop(&mut self) {
        MARKUP.with(|m| m.set(self.0));
    }
}

/// Runs `f` writing text read as `markup` (and puts the one before back, even on a panic).
pub fn writing<R>(markup: Markup, f: impl FnOnce() -> R) -> R {
    let _restore = Restore(MARKUP.with(|m| m.replace(markup)));
    f()
}

/// Runs `f` writing plain text: a label, an option, a picture, alt text, the console.
pub fn plain<R>(f: impl FnOnce() -> R) -> R {
    writing(Markup::Plain, f)
}

/// How the text written now is read.
pub fn current() -> Markup {
    MARKUP.with(Cell::get)
}

/// A name someone supplied, as it is placed in the text written now: cleaned, and escaped when
/// the text is Markdown.
pub fn name(raw: &str) -> String {
    let clean = clean(raw);
    match current() {
        Markup::Markdown => escape(&clean),
        Markup::Plain => clean,
    }
}

/// Characters that reorder or hide the text around them: direction marks, embeddings,
/// overrides and isolates; zero-width spaces, the word joiner and the byte order mark. (The
/// zero-width joiner and non-joiner stay: scripts and emoji need them.)
pub fn is_hidden(c: char) -> bool {
    matches!(
        c,
        '\u{061C}'
            | '\u{200B}'
            | '\u{200E}'
            | '\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'
            | '\u{2066}'..='\u{2069}'
            | '\u{FEFF}'
    )
}

/// `raw` without hidden and direction characters, every line break or other control character
/// a space.
pub fn clean(raw: &str) -> String {
    raw.chars()
        .filter(|&c| !is_hidden(c))
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// Characters Discord may read as markup anywhere in a line (formatting, spoilers, code,
/// masked links, mentions, channels, timestamps and custom emoji, links): escaped in a name.
pub const INLINE: &str = "\\*_~`|<[]:@";

/// Characters Discord reads as markup at a line's start (a heading, a quote, a list item):
/// escaped at a name's start, where a line may begin.
pub const LINE_START: &str = "#>-+";

/// `text` with every character Discord could read as markup escaped, so it shows as itself:
/// those of `INLINE` anywhere, those of `LINE_START` as its first character, and the full stop
/// after the digits it starts with (`1.` would start a numbered list).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    // Only spaces so far; spaces then digits only.
    let (mut start, mut digits) = (true, false);
    for c in text.chars() {
        let numbered = c == '.' && digits;
        if INLINE.contains(c) || (start && LINE_START.contains(c)) || numbered {
            out.push('\\');
        }
        out.push(c);
        digits = (start || digits) && c.is_ascii_digit();
        start = start && c.is_whitespace();
    }
    out
}

/// What a reader of Markdown `text` sees of its escapes: each backslash before ASCII
/// punctuation taken out (the console shows a text written for Discord this way).
pub fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, chars.peek()) {
            ('\\', Some(&next)) if next.is_ascii_punctuation() => {
                out.push(next);
                chars.next();
            }
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_escaped_in_markdown_and_left_as_it_is_in_plain_text() {
        let raw = "**[x](https://e.x)** <@1> 1. #\u{202E}y\nz";
        let md = name(raw);
        assert_eq!(
            md, r"\*\*\[x\](https\://e.x)\*\* \<\@1> 1. #y z",
            "every markup character escaped, the override gone, the line break a space"
        );
        assert_eq!(unescape(&md), "**[x](https://e.x)** <@1> 1. #y z");
        assert_eq!(plain(|| name(raw)), "**[x](https://e.x)** <@1> 1. #y z");
        assert_eq!(
            current(),
            Markup::Markdown,
            "plain text ends with its closure"
        );
        assert_eq!(name(r"a\b"), r"a\\b");
        // What starts a line is escaped at a name's start, and only there.
        assert_eq!(name("# a-b > c"), r"\# a-b > c");
        assert_eq!(name(" - x"), r" \- x");
        assert_eq!(name("12. x 3. y"), r"12\. x 3. y");
        assert_eq!(name(" 1. x"), r" 1\. x");
        assert_eq!(name("> q"), r"\> q");
        assert_eq!(unescape(&name(r"a\*b")), r"a\*b");
    }
}
