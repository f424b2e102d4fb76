### German: a lobby's status and options, what players type read on the map (words/lobby.rs, words/input.rs, table/options.rs).
### Every key of ../en/lobby.ftl, translated; a key left out falls back to English.

## Uhr, Aufbau und Regeln der Lobby in Worten (words/lobby.rs).

lobby-no-deadline = keine Zugfrist
lobby-clock-no-reminders = { $turn } pro Zug, keine Erinnerungen
lobby-clock-reminders = { $turn } pro Zug, Erinnerungen zur Halbzeit und { $before } vor Ablauf der Frist
lobby-setup-dealt-together = Die Gebiete werden verteilt, und alle setzen ihre Startarmeen gleichzeitig und geheim; aufgedeckt wird gemeinsam (wie in den Regelheften: { opt-setup }:claim, { opt-placement }:one-at-a-time).
lobby-setup-claimed-together = Die Gebiete werden der Reihe nach besetzt, dann setzen alle ihre Startarmeen gleichzeitig und geheim; aufgedeckt wird gemeinsam.
lobby-seat = { $name } ({ $color })
lobby-seat-ai = { $name } ({ $color }, KI)
lobby-status = Lobby für **{ $preset }** ({ $min }–{ $max } Spieler): { $seats }. Regeln: { $rules }; { $clock }. Der Gastgeber startet mit /{ cmd-risk } { cmd-risk-start }.
lobby-status-on-board = Lobby für **{ $preset }** auf dem Spielplan { $board } ({ $territories } Gebiete, { $continents } Kontinente) ({ $min }–{ $max } Spieler): { $seats }. Regeln: { $rules }; { $clock }. Der Gastgeber startet mit /{ cmd-risk } { cmd-risk-start }.
lobby-status-on-unknown-board = Lobby für **{ $preset }** auf dem Spielplan { $board } ({ $min }–{ $max } Spieler): { $seats }. Regeln: { $rules }; { $clock }. Der Gastgeber startet mit /{ cmd-risk } { cmd-risk-start }.
lobby-rule-setup = { opt-setup } { $word }
lobby-rule-placement = { opt-placement } { $word }
lobby-rule-fortify = { opt-fortify } { $word }
lobby-rule-card-values = { opt-card-values } { $word }
lobby-cards-stars = Sterne
lobby-cards-by-design = nach Motiv
lobby-rule-army-cap = höchstens { $count } Armeen pro Gebiet
lobby-rule-reroll = neu würfeln mit einer Karte
lobby-rule-commander = Kommandant
lobby-rule-neutral-setup = { opt-neutral-setup } { $word }
lobby-rule-fog = { opt-fog } { $word }

## Was Spieler tippen, auf dem Spielplan gesucht (words/input.rs): Ablehnungen.

lobby-unknown-territory = Ich kenne kein Gebiet namens '{ $name }'. Meintest du { $close }?
lobby-unknown-objective = '{ $name }' bezeichnet kein einzelnes Ziel auf dem Spielplan. Du kannst nehmen: { $open }.
lobby-unknown-objective-none-open = '{ $name }' bezeichnet kein einzelnes Ziel auf dem Spielplan. Du kannst nehmen: jetzt keins (eins wird nach dem Angreifen genommen, wenn es in diesem Zug erreicht wurde).
lobby-three-cards = Nenne genau drei Karten, z. B. "Brasilien, Peru, Wild" ({ $count } angegeben).
lobby-no-cards-yet = Du hast noch keine Karten: Eine Karte gibt es am Ende eines Zuges, in dem du ein Gebiet erobert hast.
lobby-card-not-held = Du hast die Karte '{ $card }' nicht (oder hast sie doppelt genannt). Deine Karten: { $hand }.

## Abgelehnte Optionen von /risk new (table/options.rs). Optionswerte (none, deal, claim, …) werden so getippt, wie sie sind.

lobby-unknown-word = Unbekannter Wert für { $option }: '{ $given }'. Wähle { $words }.
lobby-or = { $first } oder { $second }
lobby-unknown-preset = Unbekanntes Regelwerk '{ $name }': wähle eines von { $presets }.
lobby-bad-army-cap = { opt-army-cap } muss none oder eine Zahl von 3 bis 999 sein (die Expertenregel ist 12), nicht '{ $given }'.
lobby-capital-goal-elsewhere = { opt-capital-goal } gilt nur für das Regelwerk capital, nicht für { $preset }; lass es weg.
lobby-neutral-setup-elsewhere = { opt-neutral-setup } gilt nur für die Zwei-Spieler-Regelwerke (two-player, two-player-neutrals, two-player-allies), nicht für { $preset }; lass es weg.
lobby-options-clash = Diese Optionen passen nicht zu { $preset }: { $why }. Lass die Option weg, um die des Regelwerks zu behalten.
lobby-bad-kick-after = { opt-kick-after } muss 1 bis 20 verpasste Züge sein, nicht { $given }.
