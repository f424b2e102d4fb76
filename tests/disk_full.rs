//! A full disk, without root: a file-size limit (RLIMIT_FSIZE) makes sled's writes fail with
//! EFBIG once its data file would grow. The failed command is reported as unsaved and changes
//! nothing; once the limit is lifted ("space returns") the next command works, without a
//! restart. Alone in its binary, because the limit applies to the whole process.

mod support;
use support::player;

use std::sync::Arc;

use risk::service::{ChannelKey, Command, GameService, NewGame, ServiceError, SledStore, Store};

fn set_file_limit(bytes: u64) {
    let mut lim = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: plain libc calls on a local struct.
    unsafe {
        assert_eq!(libc::getrlimit(libc::RLIMIT_FSIZE, &mut lim), 0);
        lim.rlim_cur = bytes.min(lim.rlim_max);
        assert_eq!(libc::setrlimit(libc::RLIMIT_FSIZE, &lim), 0);
    }
}

#[test]
fn after_a_full_disk_writes_work_again_once_space_returns() {
    // SAFETY: ignoring SIGXFSZ turns an over-limit write into an EFBIG error.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let svc = GameService::new(store.clone(), Arc::new(|| 1_700_000_000), Arc::new(|| 7));
    let ch = ChannelKey(1);
    svc.handle(
        ch,
        &player(1),
        Command::New(Box::new(NewGame::preset("classic"))),
    )
    .unwrap();
    let size = std::fs::metadata(dir.path().join("db")).unwrap().len();
    set_file_limit(size);

    // Join and leave until a write fails.
    let mut failed = None;
    for i in 0..20_000u64 {
        let cmd = if i % 2 == 0 {
            Command::Join { color: None }
        } else {
            Command::Leave
        };
        let before = svc.snapshot(ch).unwrap().unwrap().seats.len();
        match svc.handle(ch, &player(2), cmd) {
            Ok(_) => {}
            Err(e) => {
                failed = Some((e, before));
                break;
            }
        }
    }
    let (err, seats_before) = failed.expect("the file-size limit stops a write");
    assert!(matches!(err, ServiceError::Unsaved(_)), "{err:?}");
    assert!(err
        .to_string()
        .starts_with("could not save: nothing changed"));
    assert!(err.apology().contains("Could not save: nothing changed"));
    // Still full: refused again, nothing changed.
    assert!(svc
        .handle(ch, &player(3), Command::Join { color: None })
        .is_err());

    // Space returns: the next command works, no restart.
    set_file_limit(u64::MAX);
    let s = svc.snapshot(ch).unwrap().unwrap();
    assert_eq!(
        s.seats.len(),
        seats_before,
        "the failed command changed nothing"
    );
    svc.handle(ch, &player(3), Command::Join { color: None })
        .expect("writes work again once space returns");
    let seats = svc.snapshot(ch).unwrap().unwrap().seats.len();
    assert_eq!(seats, seats_before + 1);
    drop(svc);
    drop(store);

    // What was acknowledged is what is on disk.
    let store = SledStore::open(dir.path()).unwrap();
    assert_eq!(store.load(ch).unwrap().unwrap().seats.len(), seats);
    drop(store);

    reads_keep_working_while_the_disk_is_full();
}

/// While the disk is full, the read-only commands still answer (`/board` with its picture,
/// `/status`, `/hand`, `/history`), for a table held in memory and for one read from the disk.
fn reads_keep_working_while_the_disk_is_full() {
    use rand::SeedableRng;
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let svc = GameService::new(store.clone(), Arc::new(|| 1_700_000_000), Arc::new(|| 7));
    let (ch, other) = (ChannelKey(2), ChannelKey(3));
    for c in [ch, other] {
        svc.handle(
            c,
            &player(1),
            Command::New(Box::new(NewGame::preset("classic"))),
        )
        .unwrap();
        for p in [2, 3] {
            svc.handle(c, &player(p), Command::Join { color: None })
                .unwrap();
        }
        svc.handle(c, &player(1), Command::Start).unwrap();
    }
    store.flush().unwrap();
    // `other` is read from the disk, not from memory: a second service on the same store.
    let cold = GameService::new(store.clone(), Arc::new(|| 1_700_000_000), Arc::new(|| 7));
    let size = std::fs::metadata(dir.path().join("db")).unwrap().len();
    set_file_limit(size);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    let mut full = false;
    for _ in 0..20_000 {
        let s = svc.snapshot(ch).unwrap().unwrap();
        let g = s.game.as_ref().unwrap();
        let me = g.current();
        let who = s.seats[me.0 as usize].user.expect("three humans");
        let action = risk::ai::AiLevel::Basic.act(g, me, &mut rng);
        let cmd = Command::for_action(&s, g, action);
        match svc.handle(ch, &player(who.0), cmd) {
            Ok(_) => {}
            Err(ServiceError::Unsaved(_)) => {
                full = true;
                break;
            }
            Err(e) => panic!("{e:?}"),
        }
    }
    assert!(full, "the file-size limit stops a move");
    // A second try while still full is refused too, and costs the reads nothing.
    let s = svc.snapshot(ch).unwrap().unwrap();
    let g = s.game.as_ref().unwrap();
    let me = g.current();
    let who = s.seats[me.0 as usize].user.unwrap();
    let cmd = Command::for_action(&s, g, risk::ai::AiLevel::Basic.act(g, me, &mut rng));
    let again = svc.handle(ch, &player(who.0), cmd.clone());
    assert!(matches!(again, Err(ServiceError::Unsaved(_))), "{again:?}");
    let reads = || {
        vec![
            Command::Board {
                player: None,
                continent: None,
                region: None,
                whole: false,
            },
            Command::Status,
            Command::Hand,
            Command::History {
                count: None,
                file: false,
            },
        ]
    };
    for (service, c) in [(&svc, ch), (&cold, other), (&svc, ch)] {
        for cmd in reads() {
            let name = cmd.name();
            let out = service
                .handle(c, &player(1), cmd)
                .unwrap_or_else(|e| panic!("/{name} while the disk is full: {e}"));
            if name == "board" {
                assert!(out.view.is_some(), "the board's picture");
            }
        }
    }
    set_file_limit(u64::MAX);
    // Space returns: the move refused above goes through.
    svc.handle(ch, &player(who.0), cmd)
        .expect("writes work again once space returns");
}
