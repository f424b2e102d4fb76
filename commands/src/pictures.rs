//! Board pictures drawn on threads of their own, a few at a time, each within a time budget.
//!
//! A picture is CPU work that no command waits for: the service has answered before it is
//! drawn. Drawn on the runtime's blocking threads it would take a thread commands need (they
//! commit there), and a slow one (a large board, a loaded machine) would hold them all. Here it
//! goes to a pool of `workers` threads with a queue of `queue` jobs; the post waits for it at
//! most `budget` and goes out without it after that (with a line saying so). A job still
//! queued at its deadline is dropped unstarted; one already drawing finishes on its thread and
//! its result is dropped. A full queue skips the picture at once.

use std::panic::AssertUnwindSafe;
use std::sync::mpsc::{sync_channel, Receiver, SyncSender, TrySendError};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use tokio::sync::oneshot;

/// How long a post waits for its picture by default (`RISK_PICTURE_BUDGET_MS`): the largest
/// shipped board takes about 0.4 s on a loaded 2-core machine, the largest board a file may
/// describe about 1 s (docs/maps.md).
pub const DEFAULT_BUDGET: Duration = Duration::from_secs(5);

/// Why a picture was left out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Skipped {
    /// Not drawn within the budget (waiting in the queue, or drawing).
    Late,
    /// The queue was full: as many pictures were waiting as the pool takes.
    Busy,
    /// The drawing failed (logged by the caller).
    Failed,
}

struct Job {
    deadline: Instant,
    work: Box<dyn FnOnce() + Send>,
}

/// A fixed set of threads drawing pictures, each job with a deadline.
pub struct Pool {
    queue: SyncSender<Job>,
    budget: Duration,
}

impl Pool {
    /// `workers` threads (at least one), `queue` jobs waiting at most (at least one), each
    /// waited for `budget`.
    pub fn new(workers: usize, queue: usize, budget: Duration) -> Pool {
        let (tx, rx) = sync_channel::<Job>(queue.max(1));
        let rx = Arc::new(Mutex::new(rx));
        for i in 0..workers.max(1) {
            let rx = rx.clone();
            std::thread::Builder::new()
                .name(format!("picture-{i}"))
                .spawn(move || work(&rx))
                .expect("a picture thread starts");
        }
        Pool { queue: tx, budget }
    }

    /// The bot's pool: half the cores (one at least, four at most), twice as many jobs
    /// waiting, the budget from `RISK_PICTURE_BUDGET_MS` (default [`DEFAULT_BUDGET`]).
    pub fn shared() -> &'static Pool {
        static POOL: OnceLock<Pool> = OnceLock::new();
        POOL.get_or_init(|| {
            let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
            let workers = (cores / 2).clamp(1, 4);
            let budget = std::env::var("RISK_PICTURE_BUDGET_MS")
                .ok()
                .and_then(|v| v.trim().parse().ok())
                .map_or(DEFAULT_BUDGET, Duration::from_millis);
            Pool::new(workers, 2 * workers, budget)
        })
    }

    /// How long a post waits for its picture.
    pub fn budget(&self) -> Duration {
        self.budget
    }

    /// `draw`'s result when it is done within the budget; otherwise the reason it was skipped
    /// (a panic in `draw` counts as a failure, and its thread keeps serving).
    pub async fn draw<T: Send + 'static>(
        &self,
        draw: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Skipped> {
        let deadline = Instant::now() + self.budget;
        let (tx, rx) = oneshot::channel();
        let job = Job {
            deadline,
            work: Box::new(move || {
                if let Ok(v) = std::panic::catch_unwind(AssertUnwindSafe(draw)) {
                    // The post may have gone out without it: then nobody is waiting.
                    let _ = tx.send(v);
                }
            }),
        };
        match self.queue.try_send(job) {
            Ok(()) => {}
            Err(TrySendError::Full(_)) => return Err(Skipped::Busy),
            Err(TrySendError::Disconnected(_)) => return Err(Skipped::Failed),
        }
        match tokio::time::timeout_at(deadline.into(), rx).await {
            Ok(Ok(v)) => Ok(v),
            // Dropped unsent: it panicked, or it waited past its deadline.
            Ok(Err(_)) => Err(if Instant::now() >= deadline {
                Skipped::Late
            } else {
                Skipped::Failed
            }),
            Err(_) => Err(Skipped::Late),
        }
    }
}

/// A picture thread: takes the next job, drops it unstarted when its deadline has passed.
fn work(rx: &Mutex<Receiver<Job>>) {
    loop {
        let next = rx.lock().unwrap_or_else(|e| e.into_inner()).recv();
        let Ok(job) = next else { return };
        if Instant::now() < job.deadline {
            (job.work)();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::mpsc;

    fn runtime() -> tokio::runtime::Runtime {
        tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .unwrap()
    }

    #[test]
    fn a_picture_done_in_time_is_returned() {
        let pool = Pool::new(1, 2, Duration::from_secs(60));
        assert_eq!(runtime().block_on(pool.draw(|| 7)), Ok(7));
    }

    /// A drawing that cannot finish before its budget (it waits on a signal sent only after
    /// the skip) is skipped; its result is dropped; a job queued behind it past its deadline
    /// never starts; the thread then serves the next picture.
    #[test]
    fn a_slow_picture_is_skipped_and_the_one_queued_behind_it_never_starts() {
        let pool = Pool::new(1, 4, Duration::from_millis(50));
        let rt = runtime();
        let (go, wait) = mpsc::channel::<()>();
        let started = Arc::new(AtomicUsize::new(0));
        let s = started.clone();
        let slow = pool.draw(move || {
            s.fetch_add(1, Ordering::SeqCst);
            wait.recv().unwrap();
            1
        });
        let s = started.clone();
        let behind = pool.draw(move || {
            s.fetch_add(1, Ordering::SeqCst);
            2
        });
        let (a, b) = rt.block_on(async { tokio::join!(slow, behind) });
        assert_eq!((a, b), (Err(Skipped::Late), Err(Skipped::Late)));
        go.send(()).unwrap();
        // The thread is free again once the slow drawing returns.
        let pool_after = Pool {
            queue: pool.queue.clone(),
            budget: Duration::from_secs(60),
        };
        assert_eq!(rt.block_on(pool_after.draw(|| 3)), Ok(3));
        assert_eq!(
            started.load(Ordering::SeqCst),
            1,
            "the job queued behind the slow one started after its deadline"
        );
    }

    #[test]
    fn a_full_queue_skips_at_once_and_a_panic_is_a_failure_that_keeps_the_thread() {
        let pool = Pool::new(1, 1, Duration::from_secs(60));
        let rt = runtime();
        let (go, wait) = mpsc::channel::<()>();
        let (began, on_begin) = mpsc::channel::<()>();
        let later = Instant::now() + Duration::from_secs(60);
        let blocker = Job {
            deadline: later,
            work: Box::new(move || {
                began.send(()).unwrap();
                wait.recv().unwrap();
            }),
        };
        assert!(pool.queue.try_send(blocker).is_ok());
        on_begin.recv().unwrap();
        // The thread is busy; one job waiting fills the queue.
        let filler = Job {
            deadline: later,
            work: Box::new(|| {}),
        };
        assert!(pool.queue.try_send(filler).is_ok());
        assert_eq!(rt.block_on(pool.draw(|| 2)), Err(Skipped::Busy));
        go.send(()).unwrap();
        // Wait until the thread has taken everything queued.
        let (reached, on_reach) = mpsc::channel::<()>();
        let marker = Job {
            deadline: later,
            work: Box::new(move || reached.send(()).unwrap()),
        };
        pool.queue.send(marker).unwrap();
        on_reach.recv().unwrap();
        assert_eq!(
            rt.block_on(pool.draw(|| -> u8 { panic!("a drawing that fails") })),
            Err(Skipped::Failed)
        );
        assert_eq!(rt.block_on(pool.draw(|| 4)), Ok(4));
    }
}
