//! The language in force on this thread: the reader's and the channel's, set for the length of
//! one command (or one deadline's tick) and restored after it, even when it panics.

use std::cell::Cell;

use super::Lang;

thread_local! {
    /// (the reader's language, the channel's language)
    static NOW: Cell<(Lang, Lang)> = const { Cell::new((Lang::En, Lang::En)) };
}

/// Puts the old languages back when dropped.
struct Restore((Lang, Lang));

impl Drop for Restore {
    fn drop(&mut self) {
        NOW.with(|now| now.set(self.0));
    }
}

fn set<R>(langs: (Lang, Lang), f: impl FnOnce() -> R) -> R {
    let _restore = Restore(NOW.with(|now| now.replace(langs)));
    f()
}

/// Runs `f` with `reader` the language of what it writes, and `channel` the one of what it posts
/// in the channel (`in_channel`).
pub fn with<R>(reader: Lang, channel: Lang, f: impl FnOnce() -> R) -> R {
    set((reader, channel), f)
}

/// Runs `f` in the channel's language: for a post everyone in the channel reads.
pub fn in_channel<R>(f: impl FnOnce() -> R) -> R {
    let (_, channel) = NOW.with(Cell::get);
    set((channel, channel), f)
}

/// Runs `f` in `reader`'s language: for a direct message.
pub fn for_reader<R>(reader: Lang, f: impl FnOnce() -> R) -> R {
    let (_, channel) = NOW.with(Cell::get);
    set((reader, channel), f)
}

/// The language messages are written in now.
pub fn current() -> Lang {
    NOW.with(Cell::get).0
}

/// The channel's language now.
pub fn channel() -> Lang {
    NOW.with(Cell::get).1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_nest_and_come_back() {
        assert_eq!(current(), Lang::En);
        with(Lang::De, Lang::Fr, || {
            assert_eq!((current(), channel()), (Lang::De, Lang::Fr));
            in_channel(|| assert_eq!(current(), Lang::Fr));
            for_reader(Lang::Es, || {
                assert_eq!((current(), channel()), (Lang::Es, Lang::Fr))
            });
            assert_eq!(current(), Lang::De);
        });
        assert_eq!(current(), Lang::En);
        let caught = std::panic::catch_unwind(|| with(Lang::De, Lang::De, || panic!("boom")));
        assert!(caught.is_err());
        assert_eq!(
            current(),
            Lang::En,
            "a panic does not leave its language behind"
        );
    }
}
