//! sled's log file `db` read as sled 0.34 writes it, for the salvage (`scan`).
//!
//! The file is a row of segments of `segment_size` bytes. A segment starts with a 20-byte
//! header: a CRC, the segment's base LSN (its place in the log), and the highest stable LSN
//! when it was started. Messages follow, one after the other with no gap: each has a header (a
//! CRC over the header and the body, its kind, the body's length, the number of the segment it
//! was written in, its page) and a body. A segment that is full ends with a padding message
//! (a "cap"), or has less than a message header's room left.
//!
//! sled reuses a segment whose messages were all superseded: it writes a new header and new
//! messages from the start, and behind what this latest use wrote the file still holds the
//! messages of earlier uses. Every message names the segment number it was written under, so
//! its place in the log is known however old it is: segment number × segment size + its
//! offset in the segment. A version's age is read from its own message, never from the
//! segment it is in now (whose header says when the segment was last reused).

use std::ops::Range;

/// A segment header's length; messages of a segment start after it.
const SEGMENT_HEADER: usize = 20;
/// The room a message header may take: no message starts closer than this to a segment's end.
const RED_ZONE: usize = 32;

/// Message kinds (sled's `MessageKind`).
pub(super) const CANCELED: u8 = 1;
pub(super) const CAP: u8 = 2;
pub(super) const FREE: u8 = 4;
pub(super) const BLOB_META: u8 = 7;
pub(super) const NODE: u8 = 8;
pub(super) const BLOB_NODE: u8 = 9;
const INLINE_LINK: u8 = 10;
pub(super) const BLOB_LINK: u8 = 11;
const LAST_KIND: u8 = 11;

/// A message found whole (its CRC holds), of the segment's latest use or an earlier one.
pub(super) struct Message {
    pub(super) lsn: u64,
    pub(super) kind: u8,
    pub(super) pid: u64,
    pub(super) body: Range<usize>,
}

impl Message {
    /// The key a page update deletes (sled's `Link::Del`), as sled stores it.
    pub(super) fn deleted_key<'a>(&self, file: &'a [u8]) -> Option<&'a [u8]> {
        if self.kind != INLINE_LINK {
            return None;
        }
        let body = file.get(self.body.clone())?;
        let (&tag, rest) = body.split_first()?;
        if tag != 1 {
            return None;
        }
        let (len, used) = varint(rest)?;
        let key = rest.get(used..used + usize::try_from(len).ok()?)?;
        (used + key.len() == rest.len()).then_some(key)
    }
}

/// What the log holds: every whole message, and where sled's own reading stops short.
#[derive(Default)]
pub(super) struct SledLog {
    pub(super) messages: Vec<Message>,
    /// Stretches of a segment's latest use that no whole message covers while that use goes
    /// on after them (or does not end as a full segment does): damaged messages, which sled
    /// stops reading at and leaves out with everything after them in the segment. Each with
    /// its place in the log.
    pub(super) damaged: Vec<(u64, Range<usize>)>,
    /// The log's end as sled finds it when the last writes were cut short (a crash during a
    /// write): what the latest segment holds beyond it was never acknowledged.
    pub(super) torn_at: Option<u64>,
}

/// Reads sled's log file `file` whose segments are `segment` bytes long.
pub(super) fn read_log(file: &[u8], segment: u64) -> SledLog {
    let seg = usize::try_from(segment)
        .unwrap_or(usize::MAX)
        .max(SEGMENT_HEADER + RED_ZONE);
    let mut log = SledLog::default();
    let bases: Vec<Option<u64>> = file.chunks(seg).map(|s| base(s, segment)).collect();
    let tail = bases.iter().flatten().max().copied();
    for (i, chunk) in file.chunks(seg).enumerate() {
        let start = i * seg;
        let mut found: Vec<(usize, Message)> = Vec::new();
        let mut pos = SEGMENT_HEADER;
        while pos + RED_ZONE <= seg && pos < chunk.len() {
            match message_at(chunk, pos, segment) {
                Some(m) => {
                    let at = pos;
                    pos = m.body.end;
                    found.push((at, m));
                }
                None => pos += 1,
            }
        }
        // Which use of the segment is its latest: its header's, or (header damaged) the
        // newest use its messages name.
        let number = match bases[i] {
            Some(b) => Some(b / segment),
            None => found.iter().map(|(_, m)| m.lsn / segment).max(),
        };
        let mut expected = SEGMENT_HEADER;
        let mut torn = false;
        for (at, m) in &found {
            let current = Some(m.lsn / segment) == number;
            if current && !torn && *at > expected {
                let lsn = number.unwrap_or(0) * segment + expected as u64;
                if bases[i].is_some()
                    && bases[i] == tail
                    && !starts_message(chunk, expected, segment, *at)
                {
                    // The latest segment, its writing cut short: sled's log ends here.
                    torn = true;
                    log.torn_at = Some(lsn);
                } else {
                    log.damaged.push((lsn, start + expected..start + at));
                }
            }
            if current && torn {
                continue;
            }
            if current {
                expected = m.body.end;
            }
            log.messages.push(Message {
                lsn: m.lsn,
                kind: m.kind,
                pid: m.pid,
                body: start + m.body.start..start + m.body.end,
            });
        }
        let Some(number) = number else { continue };
        let full = found
            .iter()
            .any(|(_, m)| m.kind == CAP && m.lsn / segment == number)
            || expected + RED_ZONE > seg;
        if bases[i].is_none() {
            // sled reads nothing of a segment whose header is damaged.
            log.damaged
                .push((number * segment, start..start + expected));
        } else if !full && bases[i] != tail {
            // A segment before the latest that does not end as a full one does: its last
            // messages are damaged.
            log.damaged.push((
                number * segment + expected as u64,
                start + expected..start + chunk.len(),
            ));
        }
    }
    log
}

/// A segment's base LSN, when its header holds.
fn base(segment_bytes: &[u8], segment: u64) -> Option<u64> {
    let header = segment_bytes.get(..SEGMENT_HEADER)?;
    let stored = u32::from_le_bytes(header[..4].try_into().ok()?) ^ 0xFFFF_FFFF;
    let lsn = u64::from_le_bytes(header[4..12].try_into().ok()?) ^ 0x7FFF_FFFF_FFFF_FFFF;
    (crc32(&[&header[4..]]) == stored && lsn % segment == 0 && lsn < 1 << 62).then_some(lsn)
}

/// Whether a message header of segment `segment`'s use that `to` follows starts at `at`: a
/// damaged body behind an intact header (a flipped byte), not the end of the writing.
fn starts_message(chunk: &[u8], at: usize, segment: u64, to: usize) -> bool {
    header(chunk, at).is_some_and(|(kind, len, number, _, used)| {
        kind != 0
            && kind <= LAST_KIND
            && number.checked_mul(segment).is_some()
            && usize::try_from(len).is_ok_and(|len| at + used + len <= to)
    })
}

/// A message header at `at`: kind, body length, segment number, page, header length.
fn header(chunk: &[u8], at: usize) -> Option<(u8, u64, u64, u64, usize)> {
    let bytes = chunk.get(at..)?;
    let kind = *bytes.get(4)?;
    let mut used = 5;
    let (len, n) = varint(bytes.get(used..)?)?;
    used += n;
    let (number, n) = varint(bytes.get(used..)?)?;
    used += n;
    let (pid, n) = varint(bytes.get(used..)?)?;
    used += n;
    Some((kind, len, number, pid, used))
}

/// The whole message at `at` of a segment's bytes, its LSN from the segment number it names.
fn message_at(chunk: &[u8], at: usize, segment: u64) -> Option<Message> {
    let (kind, len, number, pid, used) = header(chunk, at)?;
    if kind == 0 || kind > LAST_KIND {
        return None;
    }
    let len = usize::try_from(len).ok()?;
    let body = at + used..at.checked_add(used)?.checked_add(len)?;
    if body.end > chunk.len() {
        return None;
    }
    let stored = u32::from_le_bytes(chunk[at..at + 4].try_into().ok()?);
    if crc32(&[&chunk[body.clone()], &chunk[at + 4..at + used]]) ^ 0xFFFF_FFFF != stored {
        return None;
    }
    let lsn = number.checked_mul(segment)?.checked_add(at as u64)?;
    Some(Message {
        lsn,
        kind,
        pid,
        body,
    })
}

/// sled's variable-length number.
fn varint(b: &[u8]) -> Option<(u64, usize)> {
    let first = *b.first()?;
    Some(match first {
        0..=240 => (u64::from(first), 1),
        241..=248 => (
            240 + 256 * (u64::from(first) - 241) + u64::from(*b.get(1)?),
            2,
        ),
        249 => (
            2288 + 256 * u64::from(*b.get(1)?) + u64::from(*b.get(2)?),
            3,
        ),
        other => {
            let n = usize::from(other) - 247;
            let mut le = [0u8; 8];
            le[..n].copy_from_slice(b.get(1..=n)?);
            (u64::from_le_bytes(le), n + 1)
        }
    })
}

/// CRC-32 (IEEE, as sled's checksums) of the parts in order.
fn crc32(parts: &[&[u8]]) -> u32 {
    static TABLE: std::sync::OnceLock<[u32; 256]> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t = [0u32; 256];
        for (i, e) in t.iter_mut().enumerate() {
            let mut c = i as u32;
            for _ in 0..8 {
                c = if c & 1 == 1 {
                    0xEDB8_8320 ^ (c >> 1)
                } else {
                    c >> 1
                };
            }
            *e = c;
        }
        t
    });
    let mut crc = 0xFFFF_FFFFu32;
    for part in parts {
        for &b in *part {
            crc = table[((crc ^ u32::from(b)) & 0xFF) as usize] ^ (crc >> 8);
        }
    }
    !crc
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32_is_the_ieee_checksum() {
        assert_eq!(crc32(&[b"123456789"]), 0xCBF4_3926);
        assert_eq!(crc32(&[b"1234", b"56789"]), 0xCBF4_3926);
    }

    #[test]
    fn varints_read_as_sled_writes_them() {
        assert_eq!(varint(&[7]), Some((7, 1)));
        assert_eq!(varint(&[241, 10]), Some((250, 2)));
        assert_eq!(varint(&[249, 1, 2]), Some((2288 + 258, 3)));
        assert_eq!(varint(&[250, 1, 0, 1]), Some((0x01_00_01, 4)));
        assert_eq!(varint(&[250, 1]), None);
    }
}
