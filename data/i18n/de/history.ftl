### German: a game's end, recap, standings, verification (src/service/history, results).
### Every key of ../en/history.ftl, translated; a key left out falls back to English.

## history/ending.rs

hist-record-digest = Protokoll, wer was getan hat: SHA-256 `{ $record }`.
hist-next-game = Als Nächstes: /{ cmd-risk } { cmd-risk-new } eröffnet hier ein neues Spiel; /{ cmd-risk } { cmd-risk-stats } zeigt die Rangliste.
hist-missions-revealed = **Aufträge enthüllt**
hist-mission-of = · { $name }: { $mission }

## history/recap.rs

hist-recap-title = 📜 **Rückblick auf Spiel { $number }** ({ $preset }): { $rounds } { $rounds ->
        [one] Runde
       *[other] Runden
    } ({ $turns } { $turns ->
        [one] Zug
       *[other] Züge
    }), { $moves } Spielzüge, { $dice } Würfel geworfen, { $duration }.
hist-minutes = { $minutes } { $minutes ->
        [one] Minute
       *[other] Minuten
    }
hist-hours-minutes = { $hours } { $hours ->
        [one] Stunde
       *[other] Stunden
    } { $minutes } { $minutes ->
        [one] Minute
       *[other] Minuten
    }
hist-days-hours = { $days } { $days ->
        [one] Tag
       *[other] Tage
    } { $hours } { $hours ->
        [one] Stunde
       *[other] Stunden
    }
hist-winner = Sieger: **{ $name }** ({ $how }).
hist-how-world = Weltherrschaft
hist-how-ranked-territories = die meisten Gebiete, dann Armeen, als keine Person mehr spielte
hist-how-opponents-gone = alle Gegner haben aufgegeben, wurden entfernt oder ausgeschaltet
hist-how-last-standing = niemand sonst ist mehr im Spiel
hist-how-mission = geheimer Auftrag: { $mission }
hist-how-headquarters = hält jedes nötige Hauptquartier
hist-how-objectives = Ziele ({ $objectives }), während die eigene Hauptstadt gehalten wird
hist-how-team = Teamsieg: { $names } { $count ->
        [one] ist ausgeschieden
       *[other] sind ausgeschieden
    }
hist-how-ranked-missions = alle vier Missionen: { $missions }
hist-no-winner = Kein Sieger: der Tisch wurde beendet.
hist-no-battle = Es wurde keine Schlacht geschlagen.
hist-key-moments = **Schlüsselmomente**
hist-largest = · Größte Schlacht: { $fight }.
hist-largest-and-longest = · Größte Schlacht, zugleich der längste Blitzangriff: { $fight }.
hist-longest = · Längster Blitzangriff: { $fight }.
hist-fight-attacked = Runde { $round }, { $attacker } griff { $from } → { $to } an: { $lost ->
        [one] 1 Armee
       *[other] { $lost } Armeen
    } verloren in { $count } { $count ->
        [one] Wurf
       *[other] Würfen
    } ({ $attacker } −{ $attacker_lost }
hist-fight-blitzed = Runde { $round }, { $attacker } stürmte { $from } → { $to }: { $lost ->
        [one] 1 Armee
       *[other] { $lost } Armeen
    } verloren in { $count } { $count ->
        [one] Wurf
       *[other] Würfen
    } ({ $attacker } −{ $attacker_lost }
hist-fight-defender = , { $name } −{ $lost }
hist-comeback = · Größtes Comeback: { $name }, von { $low ->
    [one] 1 Gebiet
   *[other] { $low } Gebieten
} in Runde { $low_round } auf { $high } in Runde { $high_round }.
hist-no-comeback = · Kein Comeback: wer auf den letzten Platz fiel, kam nicht mehr hoch.
hist-luck = **Glück** (im Kampf verlorene Armeen gegenüber den genauen Chancen jedes Wurfs; + ist Glück)
hist-luck-line = · { $name }: { $lost } verloren, wo { $expected } erwartet waren, in { $count } { $count ->
        [one] Wurf
       *[other] Würfen
    }: { $index }
hist-chart-title = Spiel { $number } ({ $preset }): Gebiete und Armeen pro Runde

## results/stats.rs

hist-standings-empty = Auf diesem Server ist noch kein Spiel zu Ende gegangen: die Rangliste beginnt mit dem ersten.
hist-standings-title = **Rangliste dieses Servers**: { $count } { $count ->
        [one] beendetes Spiel
       *[other] beendete Spiele
    } ({ $presets }).
hist-standings-rated = Bewertet nach Weng-Lin-Können; gereiht nach Können − 3 × Unsicherheit.
hist-standings-line = { $rank }. **{ $name }**: { $rating } ± { $uncertainty }, { $won } von { $played } gewonnen
hist-standings-more = … und { $count } weitere: /{ cmd-risk } { cmd-risk-stats } { opt-player }:NAME
hist-player-standing = **{ $name }** auf diesem Server: { $won } von { $played } Spielen gewonnen ({ $share }); Wertung { $rating } ± { $uncertainty }, Platz { $rank } von { $players }.
hist-player-preset = · { $preset }: { $won } von { $played } gewonnen ({ $share })

## history/replay.rs, fair.rs

hist-verified = ✅ Spiel { $number } geprüft: der Seed { $seed } passt zur Festlegung { $commitment }, und das Nachspielen { $steps ->
        [one] seines { $steps } Schritts
       *[other] seiner { $steps } Schritte
    } ({ $entries } { $entries ->
        [one] Protokolleintrag
       *[other] Protokolleinträge
    }) aus dem Seed ergibt jeden der { $dice } { $dice ->
        [one] Würfel
       *[other] Würfel
    } und jede der { $cards } gezogenen { $cards ->
        [one] Karte
       *[other] Karten
    } und dieselbe Endstellung.
hist-verified-bound = Seine Spieler ({ $players }) und sein Regelwerk ({ $preset }) sind die, für die die Festlegung gemacht wurde.
hist-verified-unbound = Seine Spieler und sein Regelwerk sind so, wie die Datei sie nennt: die Festlegung dieses Spiels deckt sie nicht ab (sie wurde gemacht, bevor diese mit den Würfeln versiegelt wurden).
hist-verified-record = Wer was getan hat, passt zum Protokoll { $record }, das mit der Enthüllung des Seeds veröffentlicht wurde.
hist-verified-no-record = Wer was getan hat, steht so da, wie die Datei es nennt: dazu wurde kein Protokoll veröffentlicht.
hist-verify-failed = ❌ Prüfung fehlgeschlagen: { $why }

## history/fair.rs

hist-not-started = Das Spiel hat noch nicht begonnen: seine Würfel werden beim Start versiegelt.
hist-no-commitment = Dieses Spiel begann, bevor der Bot ein Protokoll zum Prüfen der Würfel führte (es wurde keine Festlegung veröffentlicht).
hist-dice-sealed = 🔒 Die Würfel sind versiegelt: SHA-256 von `{ $salt }:<seed>` ist `{ $commitment }`. Der Seed wird bei Spielende enthüllt; dann spielt /{ cmd-risk } { cmd-risk-verify } jeden Wurf und jede gezogene Karte nach.
hist-fog-file-later = Bei Nebel des Krieges gibt es auch die Spieldatei (das ganze Protokoll) erst dann.

hist-replay-player = Spieler { $number }
hist-replay-attack = Angriff { $from } → { $to }
hist-replay-blitz = Blitz { $from } → { $to }
hist-replay-claim = besetzt { $territory-object }
hist-replay-place = verstärkt { $territory-object } um { $armies }
hist-replay-fortify = verschiebt { $armies } { $from } → { $to }
hist-replay-move = rückt mit { $armies } nach
hist-replay-end = Zugende
hist-replay-ally = Würfel des Verbündeten { $territory-in }
hist-replay-cannot-set-up = das Spiel lässt sich nicht aufbauen: { $error }
hist-replay-set-up-twice = das Spiel war schon aufgebaut
hist-replay-before-setup = ein Zug, bevor das Spiel aufgebaut war
hist-replay-refused = { $name } wird abgelehnt: { $why }
hist-replay-undo-nothing = ein Rückgängig ohne etwas zum Zurücknehmen
hist-replay-the-end = das Ende
hist-replay-leaves = { $name } verlässt das Spiel
hist-replay-taken-over = { $name } wird übernommen
hist-replay-seed = Der Seed { $seed } passt nicht zur Festlegung: SHA-256 von `{ $salt }:{ $seed }` ist { $computed }, nicht { $commitment }.
hist-replay-unknown-board = Das Spiel lief auf dem Spielplan { $board }, der hier nicht bekannt ist.
hist-replay-at = #{ $entry } { $actor } /{ $command }, Schritt { $step }: { $message }
hist-replay-setting-up = Aufbau
hist-replay-no-game = Die Datei enthält kein Spiel: es wurde nie aufgebaut.
hist-replay-not-over = Jeder Schritt stimmt, aber das nachgespielte Spiel ist nicht zu Ende.
hist-replay-other-end = Jeder Wurf und jede Karte stimmt, aber das Nachspiel endet in einer anderen Stellung als das Spiel (sein Prüfwert des Endstands weicht ab).
hist-replay-dice = das Spiel zeigte die Würfel { $posted }, der Seed ergibt aber { $seeded }
hist-replay-cards = das Spiel verzeichnete die gezogene(n) Karte(n) { $recorded }, der Seed zieht aber { $seeded }
hist-replay-dealt = die verteilten Gebiete weichen von dem ab, was der Seed verteilt
hist-replay-format = Keine Spieldatei, die diese Version liest (Format '{ $format }', erwartet '{ $expected }').
hist-replay-log = Wer was tat, steht im Protokoll der Datei anders, als das Spiel es festhielt: der Prüfwert des Protokolls weicht vom Eintrag { $posted } ab, der mit der Enthüllung des Seeds veröffentlicht wurde (Spieler, Befehl oder Schritte eines Eintrags wurden geändert).
hist-replay-binding = Die Spieler ({ $players }) und das Regelwerk ({ $preset }) sind nicht die, für die die Festlegung dieses Spiels gemacht wurde: ihr Salt { $salt } entsteht aus dem Kanal, der Spielnummer, der Startzeit, dem Regelwerk und den Namen der Spieler, und diese ergeben einen anderen. Spieler, Regelwerk, Kanal, Nummer oder Startzeit der Datei wurden geändert.
