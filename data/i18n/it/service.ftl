### Italian: the handlers' and turns' own answers (src/service/handlers, turns, table, values).
### Every key of ../en/service.ftl, translated.

## turns/turn.rs

# $what: what is expected now (an eng-expect-* infinitive).
svc-next = { $name }, ora devi { $what }.
svc-next-private = E ora: { $prompt }
svc-undo-place = il piazzamento di { $count } { $territory-in }
svc-undo-move-in = l'avanzamento di { $count }
svc-undo-fortify = lo spostamento di { $count } { $from-from } { $to-to }
svc-ai-line = 🤖 **{ $name }**: { $line }

## handlers/lobby.rs (posts in the channel)

svc-lobby-details = da { $min } a { $max } giocatori, { $clock }; { $rules }
svc-lobby-opened = { $host } ha aperto una lobby **{ $preset }** ({ $details }).
svc-lobby-opened-on = { $host } ha aperto una lobby **{ $preset }** sul tabellone { $board } ({ $details }).
svc-lobby-how-to-join = Entra con /{ cmd-risk } { cmd-risk-join }; aggiungi giocatori computer con /{ cmd-risk } { cmd-risk-add-ai }; chi ospita avvia con /{ cmd-risk } { cmd-risk-start }.
svc-joins = { $name } entra con il { $colour } ({ $count ->
        [one] { $count } seduto
       *[other] { $count } seduti
    }).
svc-ai-seated = { $name } prende un posto con il { $colour } ({ $count ->
        [one] { $count } seduto
       *[other] { $count } seduti
    }).
svc-plays-for-team = { $name } gioca nella squadra { $team }. { $teams }
svc-team-list = A: { $a }; B: { $b }; indecisi: { $undecided }.
svc-team-nobody = nessuno
svc-leaves = { $name } lascia la lobby.
svc-leaves-new-host = { $name } lascia la lobby. Ora ospita { $host }.
svc-leaves-closed = { $name } lascia la lobby. La lobby è chiusa.
svc-seat-colour = { $name } ({ $colour })
svc-game-begins = ⚔ La partita comincia! Ordine di gioco: { $order }.
svc-your-mission = La tua missione segreta: { $mission }
svc-removed-from-lobby = { $name } non è più nella lobby.
svc-kicked-from-game = { $name } è fuori dalla partita.
svc-ai-takes-over = L'IA prende il posto di { $name }.
svc-abandoned = { $name } ha cancellato la partita di questo canale.

## handlers/admin.rs (posts in the channel)

svc-paused = ⏸ { $name } ha messo in pausa gli orologi. Le mosse sono ancora permesse; le scadenze aspettano /{ cmd-risk } { cmd-risk-resume }.
svc-resumed = ▶ { $name } ha fatto ripartire gli orologi.
svc-resumed-deadline = ▶ { $name } ha fatto ripartire gli orologi. Scadenza { $deadline }.
svc-vacation = 🏖 { $name } è in ferie fino a { $until }: le sue scadenze aspettano fino ad allora.
svc-surrenders = 🏳 { $name } si arrende.
svc-surrenders-neutral = 🏳 { $name } si arrende: le sue armate restano come un neutrale che difende ma non attacca mai.
svc-surrenders-ai = 🏳 { $name } si arrende: il suo posto lo gioca l'IA.
svc-takes-over = { $name } prende il posto di { $old }.
svc-returns = { $name } si riprende il posto dall'IA.
svc-undone-then = ↩ Annullato: { $what }. { $next }
svc-undone-next = ↩ Annullato: { $what }. E ora: { $prompt }
svc-undid-hidden = ↩ { $name } ha annullato la sua ultima mossa. { $prompt }
svc-undid = ↩ { $name } ha annullato { $what }. { $prompt }

## values/server.rs: a board's size, the server's settings (/risk-admin settings)

svc-board-sized = { $name } ({ $territories } territori, { $continents } continenti)
svc-settings-title = **Impostazioni del server**
svc-settings-defaults = Opzioni predefinite della lobby: { $defaults }
svc-settings-no-defaults = nessuna (quelle di serie)
svc-settings-channels = Si possono aprire partite in: { $channels }
svc-settings-every-channel = tutti i canali
svc-settings-host = Chi può ospitare: { $host }
svc-settings-host-role = i membri con il ruolo <@&{ $role }> (e gli admin)
svc-settings-everyone = tutti
svc-settings-language = Lingua delle partite: { $language } ({ $code })

## turns/defend.rs (live defence)

# "Perù (di Neutrale)".
svc-defend-whose = { $territory } (di { $owner })
svc-defend-place-armies = { $place }, { $count ->
        [one] { $count } armata
       *[other] { $count } armate
    }
svc-defend-unseen = un territorio che non puoi vedere
svc-defend-dm = ⚔ { $attacker } attacca: { $place }. Scegli i tuoi dadi di difesa con i pulsanti nel canale.
svc-defend-hidden = ⚔ { $attacker } attacca! { $defender }, difenditi con 1 o 2 dadi (2 se non rispondi { $when }; dove, lo sai solo tu).
svc-defend = ⚔ { $attacker } attacca: { $place }! { $defender }, difenditi con 1 o 2 dadi (2 se non rispondi { $when }).
svc-defend-button = Difenditi con { $count } { $count ->
        [one] dado
       *[other] dadi
    }

## handlers/deadline.rs (the clock's posts)

svc-reminder-half = ⏰ { $name }, è passata metà del tempo del tuo turno: scadenza { $deadline }.
svc-reminder-last = ⏰ { $name }, il tempo del tuo turno sta per finire: scadenza { $deadline }.
svc-time-ran-out = ⌛ Tempo scaduto per { $names }.
svc-ai-takes-seat = Dopo { $count } turni saltati l'IA prende il posto di { $name }, che può riprenderselo tra un turno e l'altro con /{ cmd-risk } { cmd-risk-return }.

## values/steps.rs: fair dice (posted at the start and at the end)

svc-dice-commitment = 🔒 Impegno sui dadi: lo SHA-256 di `{ $salt }:<seme>` è `{ $commitment }`. Il seme viene svelato alla fine della partita; allora /{ cmd-risk } { cmd-risk-verify } rigioca ogni lancio e ogni carta pescata.
svc-dice-revealed = 🔓 Seme dei dadi svelato: `{ $seed }` (sale `{ $salt }`; lo SHA-256 di `{ $salt }:{ $seed }` è `{ $commitment }`, l'impegno pubblicato all'inizio). /{ cmd-risk } { cmd-risk-verify } rigioca ogni lancio e ogni carta pescata.

## handlers/info.rs (answers to the reading commands)

svc-status-yours = **I tuoi**:{" "}
svc-rules-this-table = Questo tavolo gioca **{ $preset }**:
svc-rules-new-would = /{ cmd-risk } { cmd-risk-new } giocherebbe **{ $preset }**:
svc-odds-numbers = { $attackers } che attaccano { $defenders }
svc-odds-territories = { $from } ({ $attackers }) che attacca { $to } ({ $defenders })
svc-odds = { $what }: probabilità di conquista { $chance }; perdite attese: attaccante { $attacker }, difensore { $defender } (entrambi lanciando il massimo finché una parte non può più).
svc-history-empty = Non è ancora successo niente.
svc-history-turn = → Turno di { $name }, giro { $round }.
svc-history-attached = In allegato tutta la cronologia della partita { $number } ({ $count } voci): { $file }.
svc-history-file-heading = Partita { $number } ({ $preset })

## handlers/maps.rs (/risk maps, /risk-admin map)

svc-boards-title = **Tabelloni** (`/{ cmd-risk } { cmd-risk-new } { opt-map }:NOME`)
svc-boards-own = Di questo server: { $boards }
svc-boards-own-none = Di questo server: ancora nessuno (gli admin del server ne aggiungono uno con /{ cmd-risk-admin } { cmd-risk-admin-map } { cmd-map-add })
svc-boards-shipped = Inclusi nel bot: { $boards }
svc-board-unreadable = { $name } (il suo file non si legge più)
svc-rest-does-not-fit = … (il resto qui non ci sta)
svc-board-added = Tabellone { $board } aggiunto a questo server: /{ cmd-risk } { cmd-risk-new } { opt-map }:{ $name } lo gioca.
svc-board-removed = Tabellone { $name } rimosso da questo server: le nuove lobby non possono più sceglierlo; le partite che lo usano già lo tengono.

## table/session.rs: seats as shown

svc-neutral = { $number ->
        [1] Neutrale
       *[other] Neutrale { $number }
    }
svc-player-n = Giocatore { $number }
svc-label-surrendered = { $name } (ha abbandonato)
svc-label-kicked = { $name } (IA)

## values/outcome.rs

svc-rest-in-history = … (il resto: /{ cmd-history })

svc-history-clock = orologio
svc-history-table = tavolo
svc-history-timeout = /timeout
svc-history-ai = /ai
svc-history-end = /end

svc-mark-again = ↻ (inviato di nuovo dopo un riavvio){" "}
svc-mark-late = ↻ (in ritardo: Discord non l'ha accettato subito){" "}
