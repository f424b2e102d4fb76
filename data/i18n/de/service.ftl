### German: the handlers' and turns' own answers (src/service/handlers, turns, table, values).
### Every key of ../en/service.ftl, translated; a key left out falls back to English.

## turns/turn.rs

svc-next = { $name }, als Nächstes: { $what }.
svc-next-private = Als Nächstes: { $prompt }
svc-undo-place = { $territory-object } um { $count } verstärken
svc-undo-move-in = { $count } nachrücken
svc-undo-fortify = { $count } { $from-from } { $to-to } verschieben
svc-ai-line = 🤖 **{ $name }**: { $line }

## handlers/lobby.rs

svc-lobby-details = { $min }–{ $max } Spieler, { $clock }; { $rules }
svc-lobby-opened = { $host } hat eine **{ $preset }**-Lobby eröffnet ({ $details }).
svc-lobby-opened-on = { $host } hat eine **{ $preset }**-Lobby auf dem Spielplan { $board } eröffnet ({ $details }).
svc-lobby-how-to-join = Mitspielen mit /{ cmd-risk } { cmd-risk-join }; Computerspieler mit /{ cmd-risk } { cmd-risk-add-ai } hinzufügen; der Gastgeber startet mit /{ cmd-risk } { cmd-risk-start }.
svc-joins = { $name } spielt als { $colour } mit ({ $count } am Tisch).
svc-ai-seated = { $name } nimmt als { $colour } Platz ({ $count } am Tisch).
svc-plays-for-team = { $name } spielt für Team { $team }. { $teams }
svc-team-list = A: { $a }; B: { $b }; noch ohne Team: { $undecided }.
svc-team-nobody = niemand
svc-leaves = { $name } verlässt die Lobby.
svc-leaves-new-host = { $name } verlässt die Lobby. { $host } ist jetzt Gastgeber.
svc-leaves-closed = { $name } verlässt die Lobby. Die Lobby ist geschlossen.
svc-seat-colour = { $name } ({ $colour })
svc-game-begins = ⚔ Das Spiel beginnt! Zugreihenfolge: { $order }.
svc-your-mission = Dein geheimer Auftrag: { $mission }
svc-removed-from-lobby = { $name } wurde aus der Lobby entfernt.
svc-kicked-from-game = { $name } wird aus dem Spiel entfernt.
svc-ai-takes-over = Die KI übernimmt den Platz von { $name }.
svc-abandoned = { $name } hat das Spiel in diesem Kanal abgebrochen.

## handlers/admin.rs

svc-paused = ⏸ { $name } hat die Uhren angehalten. Züge sind weiter erlaubt; Fristen warten auf /{ cmd-risk } { cmd-risk-resume }.
svc-resumed = ▶ { $name } hat die Uhren wieder gestartet.
svc-resumed-deadline = ▶ { $name } hat die Uhren wieder gestartet. Frist { $deadline }.
svc-vacation = 🏖 { $name } ist bis { $until } im Urlaub: bis dahin warten die Fristen.
svc-surrenders = 🏳 { $name } gibt auf.
svc-surrenders-neutral = 🏳 { $name } gibt auf: die Armeen bleiben als Neutrale, die sich verteidigen, aber nie angreifen.
svc-surrenders-ai = 🏳 { $name } gibt auf: die KI spielt den Platz weiter.
svc-takes-over = { $name } übernimmt den Platz von { $old }.
svc-returns = { $name } übernimmt den eigenen Platz wieder von der KI.
svc-undone-then = ↩ Rückgängig gemacht: { $what }. { $next }
svc-undone-next = ↩ Rückgängig gemacht: { $what }. Als Nächstes: { $prompt }
svc-undid-hidden = ↩ { $name } hat den letzten Zug zurückgenommen. { $prompt }
svc-undid = ↩ { $name } hat zurückgenommen: { $what }. { $prompt }

## values/server.rs

svc-board-sized = { $name } ({ $territories } Gebiete, { $continents } Kontinente)
svc-settings-title = **Servereinstellungen**
svc-settings-defaults = Standardoptionen der Lobby: { $defaults }
svc-settings-no-defaults = keine (die eingebauten)
svc-settings-channels = Spiele können eröffnet werden in: { $channels }
svc-settings-every-channel = jedem Kanal
svc-settings-host = Wer Gastgeber sein darf: { $host }
svc-settings-host-role = Mitglieder mit der Rolle <@&{ $role }> (und Admins)
svc-settings-everyone = alle
svc-settings-language = Sprache der Spiele: { $language } ({ $code })

## turns/defend.rs

svc-defend-whose = { $territory } (von { $owner })
svc-defend-place-armies = { $place }, { $count ->
    [one] 1 Armee
   *[other] { $count } Armeen
}
svc-defend-unseen = ein Gebiet, das du nicht siehst
svc-defend-dm = ⚔ Angriff von { $attacker }: { $place }. Wähle deine Verteidigungswürfel mit den Buttons im Kanal.
svc-defend-hidden = ⚔ { $attacker } greift an! { $defender }, verteidige mit 1 oder 2 Würfeln (2, wenn du nicht antwortest, { $when }; wo, erfährst nur du).
svc-defend = ⚔ Angriff von { $attacker }: { $place }! { $defender }, verteidige mit 1 oder 2 Würfeln (2, wenn du nicht antwortest, { $when }).
svc-defend-button = { $count ->
        [one] Mit { $count } Würfel verteidigen
       *[other] Mit { $count } Würfeln verteidigen
    }

## handlers/deadline.rs

svc-reminder-half = ⏰ { $name }, deine Zugzeit ist zur Hälfte um: Frist { $deadline }.
svc-reminder-last = ⏰ { $name }, deine Zugzeit ist fast um: Frist { $deadline }.
svc-time-ran-out = ⌛ Die Zeit ist abgelaufen für { $names }.
svc-ai-takes-seat = Nach { $count ->
    [one] 1 verpassten Zug
   *[other] { $count } verpassten Zügen
} übernimmt die KI den Platz von { $name }, der zwischen den Zügen mit /{ cmd-risk } { cmd-risk-return } zurückgeholt werden kann.

## values/steps.rs

svc-dice-commitment = 🔒 Würfel-Festlegung: SHA-256 von `{ $salt }:<seed>` ist `{ $commitment }`. Der Seed wird bei Spielende enthüllt; dann spielt /{ cmd-risk } { cmd-risk-verify } jeden Wurf und jede gezogene Karte nach.
svc-dice-revealed = 🔓 Würfel-Seed enthüllt: `{ $seed }` (Salt `{ $salt }`; SHA-256 von `{ $salt }:{ $seed }` ist `{ $commitment }`, die zu Beginn veröffentlichte Festlegung). /{ cmd-risk } { cmd-risk-verify } spielt jeden Wurf und jede gezogene Karte nach.

## handlers/info.rs

svc-status-yours = **Deine**:{" "}
svc-rules-this-table = Dieser Tisch spielt **{ $preset }**:
svc-rules-new-would = /{ cmd-risk } { cmd-risk-new } würde **{ $preset }** spielen:
svc-odds-numbers = { $attackers } gegen { $defenders }
svc-odds-territories = Angriff { $from-from } ({ $attackers }) auf { $to-object } ({ $defenders })
svc-odds = { $what }: erobert in { $chance } der Fälle; erwartete Verluste: Angreifer { $attacker }, Verteidiger { $defender } (beide würfeln mit dem Maximum, bis eine Seite nicht mehr kann).
svc-history-empty = Bisher ist nichts passiert.
svc-history-turn = → { $name } ist am Zug, Runde { $round }.
svc-history-attached = Der ganze Verlauf von Spiel { $number } ({ $count } Einträge) ist angehängt: { $file }.
svc-history-file-heading = Spiel { $number } ({ $preset })

## handlers/maps.rs

svc-boards-title = **Spielpläne** (`/{ cmd-risk } { cmd-risk-new } { opt-map }:NAME`)
svc-boards-own = Dieses Servers: { $boards }
svc-boards-own-none = Dieses Servers: noch keine (Server-Admins fügen einen mit /{ cmd-risk-admin } { cmd-risk-admin-map } { cmd-map-add } hinzu)
svc-boards-shipped = Mit dem Bot geliefert: { $boards }
svc-board-unreadable = { $name } (die Datei ist nicht mehr lesbar)
svc-rest-does-not-fit = … (der Rest passt hier nicht hin)
svc-board-added = Der Spielplan { $board } wurde diesem Server hinzugefügt: /{ cmd-risk } { cmd-risk-new } { opt-map }:{ $name } spielt ihn.
svc-board-removed = Der Spielplan { $name } wurde von diesem Server entfernt: Neue Lobbys können ihn nicht mehr wählen; laufende Spiele darauf behalten ihn.

## table/session.rs
svc-neutral = { $number ->
        [1] Neutral
       *[other] Neutral { $number }
    }
svc-player-n = Spieler { $number }
svc-label-surrendered = { $name } (aufgegeben)
svc-label-kicked = { $name } (KI)
svc-rest-in-history = … (der Rest: /{ cmd-history })
svc-history-clock = Uhr
svc-history-table = Tisch
svc-history-timeout = Zeit abgelaufen
svc-history-ai = KI-Zug
svc-history-end = Ende
svc-mark-again = ↻ (nach einem Neustart erneut gesendet){" "}
svc-mark-late = ↻ (verspätet: Discord nahm es zuerst nicht an){" "}
