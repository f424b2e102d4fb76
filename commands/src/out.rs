//! The CLI's printing to stdout. When the reader stops reading (`risk-bot simulate | head`),
//! the program ends quietly with status 0, as the pipe's reader asked, instead of panicking
//! as `println!` does.

use std::io::{ErrorKind, Write};

/// Writes `text` to stdout; see the module.
pub fn print(text: std::fmt::Arguments) {
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_fmt(text).and_then(|()| out.flush()) {
        if e.kind() == ErrorKind::BrokenPipe {
            std::process::exit(0);
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
