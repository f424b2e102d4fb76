//! The CLI's printing to stdout. When the reader stops reading (`risk-bot simulate | head`),
//! the program ends quietly instead of panicking as `println!` does, with the status a Unix
//! tool killed by SIGPIPE has (141): what was asked was not all written, so it is not a
//! success (`risk-bot health` must never read as healthy because its answer went nowhere).

use std::io::{ErrorKind, Write};

/// The exit status when stdout's reader has gone: 128 + SIGPIPE, as a shell reports it.
pub const BROKEN_PIPE: i32 = 141;

/// Writes `text` to stdout; see the module.
pub fn print(text: std::fmt::Arguments) {
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_fmt(text).and_then(|()| out.flush()) {
        if e.kind() == ErrorKind::BrokenPipe {
            std::process::exit(BROKEN_PIPE);
        }
        eprintln!("error: writing to stdout: {e}");
        std::process::exit(2);
    }
}

/// `print!` through [`print`].
macro_rules! out {
    ($($t:tt)*) => { $crate::out::print(format_args!($($t)*)) };
}

/// `println!` through [`print`].
macro_rules! outln {
    ($($t:tt)*) => { $crate::out::print(format_args!("{}\n", format_args!($($t)*))) };
}

pub(crate) use {out, outln};
