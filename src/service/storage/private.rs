//! Files for the bot's user only (the database, exports, backups) and the room a write needs.

use std::path::Path;

use super::store::StoreError;

/// Creates (or truncates) `path` readable and writable by the bot's user only (0600): exports
/// and backups hold every running game's seed, hands and missions.
pub fn create_private(path: &Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let file = options.open(path)?;
    // A file that existed keeps its old mode through `open`: narrow it too.
    #[cfg(unix)]
    file.set_permissions(std::os::unix::fs::PermissionsExt::from_mode(0o600))?;
    Ok(file)
}

/// Creates `dir` (and its missing parents) for the bot's user only (0700); an existing
/// directory is left as it is.
pub fn create_private_dir(dir: &Path) -> std::io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir)
}

/// Makes the database directory `dir` the bot's user's only: the directory 0700 (so what sled
/// adds to it later is out of other users' reach too), the files in it 0600, subdirectories
/// 0700. A missing directory is created so.
pub(crate) fn make_private_tree(dir: &Path) -> std::io::Result<()> {
    create_private_dir(dir)?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mut todo = vec![dir.to_path_buf()];
        while let Some(d) = todo.pop() {
            std::fs::set_permissions(&d, std::fs::Permissions::from_mode(0o700))?;
            for entry in std::fs::read_dir(&d)? {
                let entry = entry?;
                let kind = entry.file_type()?;
                if kind.is_dir() {
                    todo.push(entry.path());
                } else if kind.is_file() && entry.metadata()?.permissions().mode() & 0o077 != 0 {
                    std::fs::set_permissions(entry.path(), std::fs::Permissions::from_mode(0o600))?;
                }
            }
        }
    }
    Ok(())
}

/// Whether the disk takes one more of sled's log segments (512 KiB, sled's default): a probe
/// file written, synced and removed.
pub(super) fn room_for_a_segment(dir: &Path) -> Result<(), StoreError> {
    use std::io::Write;
    let probe = dir.join("space-probe");
    let written = create_private(&probe).and_then(|mut f| {
        f.write_all(&vec![0u8; 512 * 1024])?;
        f.sync_all()
    });
    let _ = std::fs::remove_file(&probe);
    written.map_err(|e| StoreError::Io(format!("the disk is still full ({e})")))
}
