### German: why a command is refused (values/refusal.rs, the engine's errors and explanations).
### Every key of ../en/refusals.ftl, translated; a key left out falls back to English.

## handlers/lobby.rs, table/host.rs

ref-lobby-open = Hier ist schon eine Lobby offen: /{ cmd-risk } { cmd-risk-join } für einen Platz, /{ cmd-risk } { cmd-risk-status } zum Ansehen.
ref-game-running = Hier läuft schon ein Spiel: /{ cmd-risk } { cmd-risk-status } zeigt es; der Gastgeber kann es mit /{ cmd-risk } { cmd-risk-abandon } abbrechen.
ref-cannot-open = Diese Lobby kann nicht eröffnet werden: { $why }
ref-seats-fixed = Das Spiel läuft schon; die Plätze stehen jetzt fest.
ref-already-joined = Du bist dieser Lobby schon beigetreten.
ref-lobby-full = Die Lobby ist voll ({ $count } Spieler).
ref-colour-taken = Die Farbe '{ $colour }' ist nicht frei; freie Farben: { $free }.
ref-not-a-team-game = Teams gibt es nur in einem Teamspiel (/{ cmd-risk } { cmd-risk-new } { opt-preset }:team).
ref-join-first = Tritt zuerst der Lobby bei (/{ cmd-risk } { cmd-risk-join }), dann wähle ein Team.
ref-unknown-team = Unbekanntes Team '{ $team }': wähle A oder B.
ref-team-full = Team { $team } ist voll ({ $count } Spieler); wähle das andere Team.
ref-teams-uneven = Start nicht möglich: die Teams müssen gleich groß sein ({ $a } in A, { $b } in B bei { $seats } Plätzen); /{ cmd-risk } { cmd-risk-team } setzt einen Spieler um.
ref-not-in-lobby = Du bist nicht in dieser Lobby.
ref-board-gone = Start nicht möglich: den Spielplan { $board } kennt dieser Bot nicht mehr; wähle einen anderen mit /{ cmd-risk } { cmd-risk-new } { opt-map }:NAME (/{ cmd-risk } { cmd-risk-maps } listet sie auf).
ref-cannot-start = Start nicht möglich: { $why } (jetzt { $count } am Tisch; /{ cmd-risk } { cmd-risk-add-ai } fügt Computerspieler hinzu).
ref-no-such-seat = Kein Platz namens '{ $who }'; am Tisch: { $seated }.
ref-cannot-kick-host = Der Gastgeber kann nicht aus der Lobby entfernt werden; er kann selbst /{ cmd-risk } { cmd-risk-leave } verwenden.
ref-already-ai = { $name } wird schon von der KI gespielt.
ref-abandon-confirm = Das löscht das Spiel in diesem Kanal für alle. Zum Bestätigen: /{ cmd-risk } { cmd-risk-abandon } { opt-confirm }:true
ref-the-host = der Gastgeber
ref-what-add-ai = Computerspieler hinzufügen
ref-what-start = das Spiel starten
ref-what-kick = Spieler entfernen
ref-what-abandon = das Spiel abbrechen

## values/refusal.rs, values/error.rs

ref-no-game = In diesem Kanal läuft kein Spiel. Starte eines mit /{ cmd-risk } { cmd-risk-new }.
ref-not-started = Das Spiel hat noch nicht begonnen: der Gastgeber startet es mit /{ cmd-risk } { cmd-risk-start }.
ref-game-over = Dieses Spiel ist vorbei. Starte ein neues mit /{ cmd-risk } { cmd-risk-new }.
ref-not-playing = Du spielst in diesem Spiel nicht mit; /{ cmd-board } zeigt den Stand.
ref-needs-admin = /{ cmd-risk-admin } braucht auf diesem Server die Berechtigung „Kanäle verwalten“. Der Gastgeber eines Spiels hat dieselben Tischbefehle unter /{ cmd-risk } ({ cmd-risk-kick }, { cmd-risk-abandon }, { cmd-risk-pause }, { cmd-risk-resume }, { cmd-risk-skip }, { cmd-risk-replace }).
ref-host-only = Nur der Gastgeber ({ $host }) oder wer diesen Kanal verwalten darf, kann { $what }.
ref-unsaved = Speichern fehlgeschlagen: nichts wurde geändert. Der Bot konnte seine Datenbank nicht schreiben (volle Festplatte?); versuch es später noch einmal.
ref-our-side = Entschuldigung, bei uns ist etwas schiefgegangen. Nichts wurde geändert; bitte versuch es noch einmal.

## handlers/admin.rs

ref-what-skip = einen Zug überspringen
ref-what-pause = das Spiel anhalten
ref-what-resume = das Spiel fortsetzen
ref-what-replace = einen Platz an jemand anderen übergeben
ref-already-paused = Die Uhren sind schon angehalten; /{ cmd-risk } { cmd-risk-resume } startet sie wieder.
ref-not-paused = Die Uhren laufen; /{ cmd-risk } { cmd-risk-pause } hält sie an.
ref-vacation-left = Du hast noch { $count ->
    [one] 1 Urlaubstag
   *[other] { $count } Urlaubstage
}; wähle eine Zahl von 1 bis dahin.
ref-already-seated = { $name } spielt in diesem Spiel schon einen Platz.
ref-return-not-timed-out = Nur wer seinen Platz nach verpassten Zügen an die KI verloren hat, kann /{ cmd-risk } { cmd-risk-return } verwenden.
ref-return-between-turns = Die KI spielt deinen Platz in diesem Zug; kehre zwischen den Zügen zurück (wenn dieser Zug vorbei ist).
ref-no-returns-left = Du kannst in diesem Spiel nicht mehr zurückkehren.
ref-nothing-to-undo = Nichts rückgängig zu machen: nur deine letzte Platzierung, dein Nachrücken oder Verschieben, und nur wenn seitdem nicht gewürfelt, keine Karte gezogen wurde und niemand sonst etwas getan hat.
ref-settings-outside-server = Servereinstellungen werden in einem Kanal dieses Servers geändert.
ref-unknown-reset = Unbekanntes Zurücksetzen '{ $reset }': wähle defaults, channels, host-role, language oder all.

## values/server.rs

ref-unknown-language = '{ $language }' ist hier keine Sprache: wähle en, de, es, fr, pt-BR, it oder pl.
ref-channel-not-allowed = Auf diesem Server wird in { $channels } gespielt; eröffne deine Lobby dort.
ref-host-role-needed = Auf diesem Server dürfen nur Mitglieder mit der Rolle <@&{ $role }> ein Spiel eröffnen; bitte eines davon, Gastgeber zu sein, dann /{ cmd-risk } { cmd-risk-join }.
ref-no-such-board = Hier gibt es keinen Spielplan namens { $name }. Mitgelieferte Spielpläne: { $boards }; /{ cmd-risk } { cmd-risk-maps } listet auch die dieses Servers auf.

## turns/defend.rs
ref-attack-resolved = Dieser Angriff ist schon entschieden.
ref-defender-only = Nur der Verteidiger wählt die Verteidigungswürfel.

## handlers/info.rs

ref-no-such-player = Kein Spieler namens '{ $who }': wähle me, { $names }.
ref-no-such-continent = Kein Kontinent namens '{ $name }': wähle { $names }.
ref-history-fogged = Dieses Spiel läuft mit Nebel des Krieges: sein Verlauf bleibt bis zum Spielende verschlossen (er würde zeigen, was du nicht siehst). /{ cmd-board } zeigt jetzt deine eigene Sicht; der ganze Verlauf, das Bild ohne Nebel und /{ cmd-risk } { cmd-risk-verify } kommen mit dem Ende.
ref-no-such-command = Kein Befehl namens '{ $command }'. /{ cmd-help } listet alle auf.
ref-odds-fogged = Der Nebel des Krieges verbirgt die Armeen dort ({ $territories }): gib stattdessen Angreifer und Verteidiger an (z. B. /{ cmd-odds } { opt-attackers }:10 { opt-defenders }:6).
ref-odds-what = Gib Angreifer und Verteidiger an (z. B. /{ cmd-odds } { opt-attackers }:10 { opt-defenders }:6) oder Start- und Zielgebiet.
ref-odds-too-many = Die Chancen werden für bis zu 1000 Armeen pro Seite berechnet.
ref-stats-outside-server = Ranglisten gibt es pro Server: verwende /{ cmd-risk } { cmd-risk-stats } in einem Kanal eines Servers.
ref-no-such-standing = Kein beendetes Spiel auf diesem Server hat einen Spieler namens '{ $who }'. Spieler: { $names }.

## handlers/play.rs

ref-waiting-for-defender = Warte darauf, dass { $name } die Verteidigungswürfel wählt (höchstens bis { $until }).
ref-no-neutrals = Keine neutrale Armee namens '{ $neutral }': es gibt keine Neutralen.
ref-no-such-neutral = Keine neutrale Armee namens '{ $neutral }': wähle { $names }.
ref-bribe-one-card = Nenne genau eine Karte zum Abgeben ({ $count } angegeben): eine Bestechung ist eine Karte; /{ cmd-bribe } erneut für einen zweiten Schritt.
ref-discard-one-card = Nenne genau eine Karte zum Abwerfen ({ $count } angegeben).

## handlers/maps.rs

ref-map-add-outside-server = Die Spielpläne eines Servers werden in einem Kanal dieses Servers hinzugefügt.
ref-map-remove-outside-server = Die Spielpläne eines Servers werden in einem Kanal dieses Servers entfernt.
ref-map-not-added = Die Spielplandatei { $file } wurde nicht hinzugefügt ({ $count } { $count ->
        [one] Problem
       *[other] Probleme
    }); behebe sie und hänge sie erneut an (TOML, Domination oder Conquest `.map`, Conquer Club `.xml`, höchstens { $kb } KB):
ref-map-more-problems = … und { $count } weitere
ref-map-already-had = Dieser Server hat diesen Spielplan schon, als { $name }.
ref-map-name-taken = Dieser Server hat schon einen Spielplan namens { $name }; entferne ihn zuerst (/{ cmd-risk-admin } { cmd-risk-admin-map } { cmd-map-remove } { opt-name }:{ $name }) oder gib dem neuen in seiner Datei einen anderen Namen.
ref-map-none-own = Dieser Server hat keinen Spielplan namens { $name }: er hat keine eigenen.
ref-map-no-such = Dieser Server hat keinen Spielplan namens { $name }; seine Spielpläne: { $boards }.

## values/catalog/parse.rs

ref-input-unknown-command = Unbekannter Befehl /{ $command }; /{ cmd-help } listet alle auf.
ref-input-unknown-option = /{ $command } hat keine Option '{ $option }' (siehe /{ cmd-help } { $command }).
ref-input-missing = Bei /{ $command } fehlt die Option { $option }: (Optionen schreibt man name:wert, z. B. { $option }:…; siehe /{ cmd-help } { $command }). Nichts wurde geändert.
ref-input-not-whole = { $option }: erwartet eine ganze Zahl, nicht '{ $value }'.
ref-input-out-of-range = { $option }: { $value } liegt außerhalb des Bereichs; gib { $min } bis { $max } an. Nichts wurde geändert.
ref-input-not-flag = { $option }: erwartet true oder false, nicht '{ $value }'.
ref-input-not-one-of = { $option }: '{ $value }' ist keiner der Werte { $allowed }.
ref-input-not-troops = { opt-troops }: erwartet eine ganze Zahl, 'all' oder 'all but N' (z. B. 'all but 2'), nicht '{ $value }'. Nichts wurde geändert.
ref-input-wrong-kind = Ich konnte die Option { $option } nicht lesen. Nichts wurde geändert.
ref-troops-format = { opt-troops }: erwartet eine ganze Zahl, 'all' oder 'all but N' (z. B. 'all but 2'), nicht '{ $value }'

## table/clock.rs
ref-not-a-duration = '{ $text }' ist keine Dauer: schreibe z. B. 12h, 2d oder none
ref-duration-range = { $option } muss zwischen { $min } und { $max } liegen (oder none), nicht { $text }
ref-setup-player-count = dieses Spiel braucht { $min } bis { $max } Spieler, nicht { $given }
ref-setup-combination = diese Regeln lassen sich nicht kombinieren: { $why }

## service/mod.rs
ref-not-an-admin-command = Das ist kein Befehl von /{ cmd-risk-admin }.
ref-not-available-here = Dieser Befehl ist hier nicht verfügbar.
