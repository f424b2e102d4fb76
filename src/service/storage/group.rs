//! Group commit: writers whose records are already in sled's memory share one durable flush.
//! A writer joins the open batch; if no flush is under way it leads: it closes the batch, makes
//! the database durable once (for everything written before it began, its batch's records
//! included) and hands the result to every writer of the batch. A writer arriving meanwhile
//! joins the next batch and waits: when the flush under way ends, one of them leads the next.
//! Each writer returns only once a flush that began after its write has ended, so a command
//! is acknowledged only once its data is durable, as with one flush per command.
//!
//! A writer may also hand its writes to the batch (`durable`'s `write`) rather than make them
//! itself: the leader makes those of its whole batch in one go before the flush (one sled
//! transaction for every table of the batch, each table's writes still all or nothing), since
//! each sled transaction costs two writes of its log buffer to disk of its own.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock};

use super::store::StoreError;

/// One batch of writers: the result of the flush that covered them, once it ended.
#[derive(Default)]
struct Batch(OnceLock<Result<(), String>>);

struct State<W> {
    /// The batch writers join now; no flush has begun for it.
    open: Arc<Batch>,
    /// The writes handed to the open batch.
    writes: Vec<W>,
    /// A flush is under way (for an earlier batch).
    leading: bool,
}

/// A database's durability counts, kept across its reopenings: writers that asked to be made
/// durable (commits), durable flushes made (fdatasyncs of the data file), and transactions.
#[derive(Default)]
pub(crate) struct Counts {
    pub(crate) asked: AtomicU64,
    pub(crate) synced: AtomicU64,
    /// sled transactions that made commits' writes (concurrent commits share one).
    pub(crate) transactions: AtomicU64,
}

/// The batches of one open database, whose writers hand it writes of type `W`.
pub(super) struct Group<W> {
    state: Mutex<State<W>>,
    ended: Condvar,
    pub(super) counts: Arc<Counts>,
}

impl<W> Default for Group<W> {
    fn default() -> Group<W> {
        Group::new(Arc::default())
    }
}

impl<W> Group<W> {
    /// A group counting in `counts`.
    pub(super) fn new(counts: Arc<Counts>) -> Group<W> {
        Group {
            state: Mutex::new(State {
                open: Arc::default(),
                writes: Vec::new(),
                leading: false,
            }),
            ended: Condvar::new(),
            counts,
        }
    }

    /// Returns once a run of `flush` that began after this call ended, with its result; runs it
    /// on this thread when none is under way. `write` (if any) joins the batch's writes, which
    /// the run that covers the batch is given to make before it flushes: this writer's result
    /// is also whether they were made.
    pub(super) fn durable(
        &self,
        write: Option<W>,
        flush: impl FnOnce(Vec<W>) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        self.counts.asked.fetch_add(1, Ordering::Relaxed);
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        state.writes.extend(write);
        let mine = state.open.clone();
        let mut flush = Some(flush);
        loop {
            if let Some(result) = mine.0.get() {
                return result.clone().map_err(StoreError::Io);
            }
            if !state.leading {
                // Not done and no flush under way: `mine` is still the open batch.
                state.leading = true;
                let batch = std::mem::take(&mut state.open);
                let writes = std::mem::take(&mut state.writes);
                drop(state);
                let run = flush.take().expect("a writer leads at most once");
                let result = run(writes).map_err(|e| match e {
                    StoreError::Io(s) => s,
                    other => other.to_string(),
                });
                let _ = batch.0.set(result);
                state = self.state.lock().unwrap_or_else(|e| e.into_inner());
                state.leading = false;
                self.ended.notify_all();
                continue;
            }
            state = self.ended.wait(state).unwrap_or_else(|e| e.into_inner());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;
    use std::time::Duration;

    #[test]
    fn concurrent_writers_share_flushes_and_each_waits_for_one_begun_after_it() {
        let group = Arc::new(Group::<()>::default());
        let runs = Arc::new(AtomicUsize::new(0));
        // The number of the flush run that began last, and of the one that ended last.
        let (began, ended) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let start = Arc::new(std::sync::Barrier::new(32));
        let threads: Vec<_> = (0..32)
            .map(|_| {
                let (group, runs, began, ended, start) = (
                    group.clone(),
                    runs.clone(),
                    began.clone(),
                    ended.clone(),
                    start.clone(),
                );
                std::thread::spawn(move || {
                    start.wait();
                    let before = began.load(Ordering::SeqCst);
                    group
                        .durable(None, |_| {
                            let n = runs.fetch_add(1, Ordering::SeqCst) + 1;
                            began.store(n, Ordering::SeqCst);
                            std::thread::sleep(Duration::from_millis(20));
                            ended.store(n, Ordering::SeqCst);
                            Ok(())
                        })
                        .unwrap();
                    // A flush that began after this writer joined has ended.
                    assert!(ended.load(Ordering::SeqCst) > before);
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        let n = runs.load(Ordering::SeqCst);
        assert!((1..32).contains(&n), "{n} flushes for 32 writers");
        assert_eq!(group.counts.asked.load(Ordering::Relaxed), 32);
    }

    #[test]
    fn a_failed_flush_fails_every_writer_it_covered_and_the_next_batch_tries_again() {
        let group = Group::<()>::default();
        let failed = group.durable(None, |_| Err(StoreError::Io("disk full".into())));
        assert!(matches!(failed, Err(StoreError::Io(ref s)) if s == "disk full"));
        assert!(group.durable(None, |_| Ok(())).is_ok());
    }

    #[test]
    fn the_leader_is_given_every_write_handed_to_its_batch_and_each_writer_its_result() {
        let group = Arc::new(Group::<u32>::default());
        let made = Arc::new(Mutex::new(Vec::new()));
        // A first writer leads a slow run: the others hand their writes to the next batch.
        let first = {
            let (group, made) = (group.clone(), made.clone());
            std::thread::spawn(move || {
                group.durable(Some(0), |w| {
                    made.lock().unwrap().push(w);
                    std::thread::sleep(Duration::from_millis(100));
                    Ok(())
                })
            })
        };
        std::thread::sleep(Duration::from_millis(30));
        let others: Vec<_> = (1..=5)
            .map(|i| {
                let (group, made) = (group.clone(), made.clone());
                std::thread::spawn(move || {
                    group.durable(Some(i), |w| {
                        made.lock().unwrap().push(w);
                        Err(StoreError::Io("disk full".into()))
                    })
                })
            })
            .collect();
        assert!(first.join().unwrap().is_ok());
        for t in others {
            assert!(matches!(t.join().unwrap(), Err(StoreError::Io(_))));
        }
        let mut made = made.lock().unwrap().clone();
        assert_eq!(made.remove(0), vec![0]);
        // Every later write was given to exactly one run, once.
        let mut later: Vec<u32> = made.concat();
        later.sort_unstable();
        assert_eq!(later, vec![1, 2, 3, 4, 5]);
    }
}
