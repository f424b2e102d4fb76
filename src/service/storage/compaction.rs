//! Online compaction's file work: the copy's directory and marks, copying the trees into it
//! and catching up, and swapping a complete copy in place of the database's files.

use std::path::Path;

use super::private::{create_private, create_private_dir};
use super::store::{io, Key, StoreError};

/// The directory, inside the database's, where a compaction writes its copy; the file
/// `COMPLETE` in it says the copy is whole and durable. `RETIRED` there says the old files were
/// moved out of the way (into `retired/`), so what is left in the copy goes in place.
pub(super) const COMPACTING: &str = "compacting";
pub(super) const COMPLETE: &str = "COMPLETE";
pub(super) const RETIRED: &str = "RETIRED";
pub(super) const RETIRED_DIR: &str = "retired";

/// The channel a record belongs to (none for a server's settings and standings).
pub(super) fn channel_of(key: Key) -> Option<u64> {
    match key {
        Key::Session { channel }
        | Key::Log { channel, .. }
        | Key::Archive { channel, .. }
        | Key::Parcel { channel, .. } => Some(channel),
        Key::Settings { .. } | Key::Standings { .. } | Key::Board { .. } => None,
    }
}

/// Bytes of every file under `dir`.
pub(super) fn dir_bytes(dir: &Path) -> u64 {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    entries
        .flatten()
        .map(|e| match e.metadata() {
            Ok(m) if m.is_dir() => dir_bytes(&e.path()),
            Ok(m) => m.len(),
            Err(_) => 0,
        })
        .sum()
}

/// fsyncs a directory (its entries: files created, renamed or removed in it).
pub(super) fn sync_dir(dir: &Path) -> Result<(), StoreError> {
    std::fs::File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(io)
}

/// Marks the copy in `new` whole: its files are durable (sled synced its log; its snapshot and
/// configuration are synced here), then `COMPLETE` is.
pub(super) fn mark_complete(new: &Path) -> Result<(), StoreError> {
    for entry in std::fs::read_dir(new).map_err(io)?.flatten() {
        if entry.file_type().map_err(io)?.is_file() {
            std::fs::File::open(entry.path())
                .and_then(|f| f.sync_all())
                .map_err(io)?;
        }
    }
    if new.join("blobs").exists() {
        sync_dir(&new.join("blobs"))?;
    }
    create_private(&new.join(COMPLETE))
        .and_then(|f| f.sync_all())
        .map_err(io)?;
    sync_dir(new)
}

/// Puts a complete compaction's copy in place of the database's files, or drops a copy that is
/// not complete; with the database closed (on open, and at the end of `compact`). Each step is
/// redone from where it stopped: the old files move into `retired/` (then `RETIRED` is
/// written), the copy's files move up, `compacting/` goes, then `retired/`. No file of a
/// database sled has open is touched: both are closed, and each keeps its own files whole.
pub(super) fn swap(path: &Path) -> Result<(), StoreError> {
    let new = path.join(COMPACTING);
    let retired = path.join(RETIRED_DIR);
    if new.exists() && !new.join(COMPLETE).exists() {
        std::fs::remove_dir_all(&new).map_err(io)?;
    }
    if new.exists() {
        if !new.join(RETIRED).exists() {
            create_private_dir(&retired).map_err(io)?;
            for entry in std::fs::read_dir(path).map_err(io)?.flatten() {
                let name = entry.file_name();
                if name != COMPACTING && name != RETIRED_DIR {
                    std::fs::rename(entry.path(), retired.join(&name)).map_err(io)?;
                }
            }
            sync_dir(&retired)?;
            sync_dir(path)?;
            create_private(&new.join(RETIRED))
                .and_then(|f| f.sync_all())
                .map_err(io)?;
            sync_dir(&new)?;
        }
        for entry in std::fs::read_dir(&new).map_err(io)?.flatten() {
            let name = entry.file_name();
            if name != COMPLETE && name != RETIRED {
                std::fs::rename(entry.path(), path.join(&name)).map_err(io)?;
            }
        }
        sync_dir(path)?;
        std::fs::remove_dir_all(&new).map_err(io)?;
        sync_dir(path)?;
    }
    if retired.exists() {
        std::fs::remove_dir_all(&retired).map_err(io)?;
    }
    Ok(())
}
