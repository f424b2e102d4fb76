### English: a game's end, recap, standings, verification (src/service/history, results).

## history/ending.rs: the end post

# $record: a SHA-256 digest in hex.
hist-record-digest = Record of who did what: SHA-256 `{ $record }`.
hist-next-game = Next: /{ cmd-risk } { cmd-risk-new } opens another game here; /{ cmd-risk } { cmd-risk-stats } shows the standings.
hist-missions-revealed = **Missions revealed**
# One player's mission(s) at the end ($mission: the mission's text, or the ranked cards each marked ✅/▫️).
hist-mission-of = · { $name }: { $mission }

## history/recap.rs: the recap in the end post, and its chart's title

# $rounds, $turns, $moves, $dice: counts; $duration: hist-minutes, hist-hours-minutes or hist-days-hours.
hist-recap-title = 📜 **Recap of game { $number }** ({ $preset }): { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    } ({ $turns } { $turns ->
        [one] turn
       *[other] turns
    }), { $moves } moves, { $dice } dice rolled, { $duration }.
hist-minutes = { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }
hist-hours-minutes = { $hours } { $hours ->
        [one] hour
       *[other] hours
    } { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }
hist-days-hours = { $days } { $days ->
        [one] day
       *[other] days
    } { $hours } { $hours ->
        [one] hour
       *[other] hours
    }
# $how: how the game was won (the engine's words).
hist-winner = Winner: **{ $name }** ({ $how }).
hist-how-world = world domination
hist-how-ranked-territories = first in territories, then armies, when no person was left to play
hist-how-opponents-gone = every opponent surrendered, was removed or was eliminated
hist-how-last-standing = last player standing
hist-how-mission = secret mission: { $mission }
hist-how-headquarters = holds every Headquarters it needs
hist-how-objectives = Objectives ({ $objectives }) while holding its capital
hist-how-team = team victory: { $count ->
        [one] one opponent
       *[other] { $count } opponents
    } eliminated ({ $names })
hist-how-ranked-missions = all four missions: { $missions }
hist-no-winner = No winner: the table ended.
hist-no-battle = No battle was fought.
hist-key-moments = **Key moments**
# $fight: hist-fight-attacked or hist-fight-blitzed, with hist-fight-defender.
hist-largest = · Largest battle: { $fight }.
hist-largest-and-longest = · Largest battle, also the longest blitz: { $fight }.
hist-longest = · Longest blitz: { $fight }.
# A battle: "round 3, alice attacked Peru → Brazil: 7 armies lost in 3 rolls (alice −2" — closed by the code with ")" after hist-fight-defender.
hist-fight-attacked = round { $round }, { $attacker } attacked { $from } → { $to }: { $lost ->
        [one] { $lost } army
       *[other] { $lost } armies
    } lost in { $count } { $count ->
        [one] roll
       *[other] rolls
    } ({ $attacker } −{ $attacker_lost }
hist-fight-blitzed = round { $round }, { $attacker } blitzed { $from } → { $to }: { $lost ->
        [one] { $lost } army
       *[other] { $lost } armies
    } lost in { $count } { $count ->
        [one] roll
       *[other] rolls
    } ({ $attacker } −{ $attacker_lost }
hist-fight-defender = , { $name } −{ $lost }
hist-comeback = · Biggest comeback: { $name }, from { $low } territories in round { $low_round } to { $high } in round { $high_round }.
hist-no-comeback = · No comeback: nobody who fell to last place climbed back.
hist-luck = **Luck** (armies lost in battle against the exact odds of each roll; + is lucky)
# $expected: one decimal; $index: signed, one decimal ("+1.5").
hist-luck-line = · { $name }: lost { $lost } where { $expected } were expected over { $count } { $count ->
        [one] roll
       *[other] rolls
    }: { $index }
hist-chart-title = Game { $number } ({ $preset }): territories and armies per round

## results/stats.rs: /risk stats

hist-standings-empty = No game has finished on this server yet: the standings start with the first one.
# $presets: "classic 3, capital 1".
hist-standings-title = **Standings on this server**: { $count } finished { $count ->
        [one] game
       *[other] games
    } ({ $presets }).
hist-standings-rated = Rated by Weng-Lin skill; ranked by skill − 3 × uncertainty.
# $rating, $uncertainty: one decimal.
hist-standings-line = { $rank }. **{ $name }**: { $rating } ± { $uncertainty }, won { $won } of { $played }
hist-standings-more = … and { $count } more: /{ cmd-risk } { cmd-risk-stats } { opt-player }:NAME
# $share: "50%".
hist-player-standing = **{ $name }** on this server: won { $won } of { $played } games ({ $share }); rating { $rating } ± { $uncertainty }, rank { $rank } of { $players }.
hist-player-preset = · { $preset }: won { $won } of { $played } ({ $share })

## history/replay.rs, fair.rs: /risk verify's verdict

# $seed, $commitment: as posted; the counts are of the game file.
hist-verified = ✅ Game { $number } verified: the seed { $seed } matches the commitment { $commitment }, and replaying its { $steps } { $steps ->
        [one] step
       *[other] steps
    } ({ $entries } { $entries ->
        [one] log entry
       *[other] log entries
    }) from the seed gives every one of the { $dice } { $dice ->
        [one] die
       *[other] dice
    } and { $cards } { $cards ->
        [one] card
       *[other] cards
    } drawn, and the same final position.
# $players: the seats' names, comma-separated.
hist-verified-bound = Its players ({ $players }) and preset ({ $preset }) are the ones the commitment was made for.
hist-verified-unbound = Its players and preset are as the file names them: this game's commitment does not cover them (it was made before they were sealed with the dice).
hist-verified-record = Who did what matches the record { $record } posted with the seed's reveal.
hist-verified-no-record = Who did what is as the file names it: no record of it was posted.
# $why: where and how the replay differs (in English: the verifier's technical words).
hist-verify-failed = ❌ Verification failed: { $why }

## history/fair.rs: /risk verify before the end

hist-not-started = The game has not started yet: its dice are sealed when it starts.
hist-no-commitment = This game started before the bot kept a record to verify its dice (no commitment was posted).
hist-dice-sealed = 🔒 The dice are sealed: SHA-256 of `{ $salt }:<seed>` is `{ $commitment }`. The seed is revealed when the game ends; then /{ cmd-risk } { cmd-risk-verify } replays every roll and card draw.
hist-fog-file-later = Under fog of war the game file (the whole log) is given only then too.

# /risk verify and risk-bot verify: an action replayed, and why a game file does not verify.
hist-replay-player = Player { $number }
hist-replay-attack = attack { $from } → { $to }
hist-replay-blitz = blitz { $from } → { $to }
hist-replay-claim = claim { $territory-object }
hist-replay-place = place { $armies } { $territory-in }
hist-replay-fortify = fortify { $armies } { $from } → { $to }
hist-replay-move = move { $armies } in
hist-replay-end = end
hist-replay-ally = ally's die { $territory-in }
hist-replay-cannot-set-up = the game cannot be set up: { $error }
hist-replay-set-up-twice = the game was already set up
hist-replay-before-setup = an action before the game was set up
hist-replay-refused = { $name } is refused: { $why }
hist-replay-undo-nothing = an undo with nothing to take back
hist-replay-the-end = the end
hist-replay-leaves = { $name } leaves the game
hist-replay-taken-over = { $name } is taken over
hist-replay-seed = The seed { $seed } does not match the commitment: SHA-256 of `{ $salt }:{ $seed }` is { $computed }, not { $commitment }.
hist-replay-unknown-board = The game was played on the board { $board }, which is not known here.
# Where a replay went wrong: the log entry's number, who, the command, the step's number, what.
hist-replay-at = #{ $entry } { $actor } /{ $command }, step { $step }: { $message }
hist-replay-setting-up = setting up
hist-replay-no-game = The file holds no game: it was never set up.
hist-replay-not-over = Every step matches, but the replayed game is not over.
hist-replay-other-end = Every roll and card matches, but the replay ends in another position than the game did (its final state hash differs).
hist-replay-dice = the game posted the dice { $posted } but the seed gives { $seeded }
hist-replay-cards = the game recorded the card(s) { $recorded } drawn but the seed draws { $seeded }
hist-replay-dealt = the territories dealt differ from what the seed deals
hist-replay-format = Not a game file this build reads (format '{ $format }', expected '{ $expected }').
hist-replay-log = Who did what in the file's log is not what the game recorded: the log's digest differs from the record { $posted } posted with the seed's reveal (an entry's player, command or steps were changed).
hist-replay-binding = The players ({ $players }) and the preset ({ $preset }) are not the ones this game's commitment was made for: its salt { $salt } is made of the channel, the game number, the start time, the preset and the players' names, and these give another. The file's players, preset, channel, number or start time were changed.
