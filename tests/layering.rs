//! The engine stays pure: no storage, async runtime, logging, file system, global RNG or clock.

#[test]
fn engine_mentions_no_io_clock_or_global_rng() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/engine");
    let banned = [
        "sled",
        "tokio",
        "tracing",
        "std::fs",
        "thread_rng",
        "SystemTime",
        "Instant",
        "serenity",
        "poise",
    ];
    let mut checked = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        for word in banned {
            assert!(!text.contains(word), "{} mentions {word}", path.display());
        }
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} engine files found");
}
