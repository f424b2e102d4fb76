### Polish: the handlers' and turns' own answers (src/service/handlers, turns, table, values).
### Every key of ../en/service.ftl, translated; a key left out falls back to English.

## turns/turn.rs

svc-next = { $name }, dalej: { $what }.
svc-next-private = Dalej: { $prompt }
svc-undo-place = rozmieszczenie { $count } { $territory-in }
svc-undo-move-in = wkroczenie { $count }
svc-undo-fortify = przegrupowanie { $count } { $from-from } { $to-to }
svc-ai-line = 🤖 **{ $name }**: { $line }

## handlers/lobby.rs (posts in the channel)

svc-lobby-details = { $min }–{ $max } graczy, { $clock }; { $rules }
svc-lobby-opened = { $host } otwiera poczekalnię gry **{ $preset }** ({ $details }).
svc-lobby-opened-on = { $host } otwiera poczekalnię gry **{ $preset }** na planszy { $board } ({ $details }).
svc-lobby-how-to-join = Dołącz przez /{ cmd-risk } { cmd-risk-join }; dodaj graczy komputerowych przez /{ cmd-risk } { cmd-risk-add-ai }; gospodarz zaczyna przez /{ cmd-risk } { cmd-risk-start }.
svc-joins = { $name } dołącza jako { $colour } (miejsc zajętych: { $count }).
svc-ai-seated = { $name } zajmuje miejsce jako { $colour } (miejsc zajętych: { $count }).
svc-plays-for-team = { $name } gra w drużynie { $team }. { $teams }
svc-team-list = A: { $a }; B: { $b }; bez drużyny: { $undecided }.
svc-team-nobody = nikt
svc-leaves = { $name } opuszcza poczekalnię.
svc-leaves-new-host = { $name } opuszcza poczekalnię. Gospodarzem jest teraz { $host }.
svc-leaves-closed = { $name } opuszcza poczekalnię. Poczekalnia zostaje zamknięta.
svc-seat-colour = { $name } ({ $colour })
svc-game-begins = ⚔ Gra się zaczyna! Kolejność tur: { $order }.
svc-your-mission = Twoja tajna misja: { $mission }
svc-removed-from-lobby = Usunięto z poczekalni: { $name }.
svc-kicked-from-game = Usunięto z gry: { $name }.
svc-ai-takes-over = SI przejmuje miejsce gracza { $name }.
svc-abandoned = { $name } przerywa grę na tym kanale.

## handlers/admin.rs (posts in the channel)

svc-paused = ⏸ { $name } wstrzymuje zegary. Ruchy są nadal dozwolone; terminy czekają na /{ cmd-risk } { cmd-risk-resume }.
svc-resumed = ▶ { $name } wznawia zegary.
svc-resumed-deadline = ▶ { $name } wznawia zegary. Termin { $deadline }.
svc-vacation = 🏖 { $name } jest na urlopie do { $until }: terminy tego gracza czekają do tego czasu.
svc-surrenders = 🏳 { $name } się poddaje.
svc-surrenders-neutral = 🏳 { $name } się poddaje: armie tego gracza zostają jako neutralne, które się bronią, ale nigdy nie atakują.
svc-surrenders-ai = 🏳 { $name } się poddaje: miejscem tego gracza gra SI.
svc-takes-over = { $name } przejmuje miejsce gracza { $old }.
svc-returns = { $name } odbiera swoje miejsce SI.
svc-undone-then = ↩ Cofnięto: { $what }. { $next }
svc-undone-next = ↩ Cofnięto: { $what }. Dalej: { $prompt }
svc-undid-hidden = ↩ { $name } cofa swój ostatni ruch. { $prompt }
svc-undid = ↩ { $name } cofa: { $what }. { $prompt }

## values/server.rs: a board's size, the server's settings (/risk-admin settings)

svc-board-sized = { $name } ({ $territories ->
    [one] { $territories } terytorium
    [few] { $territories } terytoria
   *[many] { $territories } terytoriów
}, { $continents ->
    [one] { $continents } kontynent
    [few] { $continents } kontynenty
   *[many] { $continents } kontynentów
})
svc-settings-title = **Ustawienia serwera**
svc-settings-defaults = Domyślne opcje poczekalni: { $defaults }
svc-settings-no-defaults = brak (wbudowane)
svc-settings-channels = Gry można otwierać na: { $channels }
svc-settings-every-channel = każdym kanale
svc-settings-host = Kto może prowadzić grę: { $host }
svc-settings-host-role = członkowie z rolą <@&{ $role }> (i administratorzy)
svc-settings-everyone = wszyscy
svc-settings-language = Język gier: { $language } ({ $code })

## turns/defend.rs (live defence)

svc-defend-whose = { $territory } (gracza { $owner })
svc-defend-place-armies = { $place }, { $count ->
    [one] { $count } armia
    [few] { $count } armie
   *[many] { $count } armii
}
svc-defend-unseen = terytorium, którego nie widzisz
svc-defend-dm = ⚔ { $attacker } atakuje! Cel: { $place }. Wybierz kości obrony przyciskami na kanale.
svc-defend-hidden = ⚔ { $attacker } atakuje! { $defender }, broń się 1 albo 2 kośćmi (2, jeśli nie odpowiesz { $when }; gdzie — dowiesz się tylko ty).
svc-defend = ⚔ { $attacker } atakuje! Cel: { $place }. { $defender }, broń się 1 albo 2 kośćmi (2, jeśli nie odpowiesz { $when }).
svc-defend-button = Broń się { $count ->
        [one] { $count } kością
       *[other] { $count } kośćmi
    }

## handlers/deadline.rs (the clock's posts)

svc-reminder-half = ⏰ { $name }, minęła połowa czasu na twoją turę: termin { $deadline }.
svc-reminder-last = ⏰ { $name }, czas na twoją turę zaraz minie: termin { $deadline }.
svc-time-ran-out = ⌛ Czas minął: { $names }.
svc-ai-takes-seat = Po { $count } opuszczonych turach SI przejmuje miejsce gracza { $name }; można je odzyskać między turami przez /{ cmd-risk } { cmd-risk-return }.

## values/steps.rs: fair dice (posted at the start and at the end)

svc-dice-commitment = 🔒 Zobowiązanie kości: SHA-256 z `{ $salt }:<ziarno>` to `{ $commitment }`. Ziarno zostanie ujawnione po końcu gry; wtedy /{ cmd-risk } { cmd-risk-verify } odtworzy każdy rzut i każde dobranie karty.
svc-dice-revealed = 🔓 Ziarno kości ujawnione: `{ $seed }` (sól `{ $salt }`; SHA-256 z `{ $salt }:{ $seed }` to `{ $commitment }`, zobowiązanie opublikowane na początku). /{ cmd-risk } { cmd-risk-verify } odtwarza każdy rzut i każde dobranie karty.

## handlers/info.rs (answers to the reading commands)

svc-status-yours = **Twoje**:{" "}
svc-rules-this-table = Ten stół gra w wariant **{ $preset }**:
svc-rules-new-would = /{ cmd-risk } { cmd-risk-new } zagrałby w wariant **{ $preset }**:
svc-odds-numbers = atakujący: { $attackers }, obrońcy: { $defenders }
svc-odds-territories = atak: { $from } ({ $attackers }) → { $to } ({ $defenders })
svc-odds = { $what }: zdobycie w { $chance } przypadków; oczekiwane straty: atakujący { $attacker }, obrońca { $defender } (obie strony rzucają największą liczbą kości, aż jedna nie może).
svc-history-empty = Nic się jeszcze nie wydarzyło.
svc-history-turn = → tura gracza { $name }, runda { $round }.
svc-history-attached = Cała historia gry nr { $number } ({ $count ->
    [one] { $count } wpis
    [few] { $count } wpisy
   *[many] { $count } wpisów
}) jest w załączniku: { $file }.
svc-history-file-heading = Gra nr { $number } ({ $preset })

## handlers/maps.rs (/risk maps, /risk-admin map)

svc-boards-title = **Plansze** (`/{ cmd-risk } { cmd-risk-new } { opt-map }:NAZWA`)
svc-boards-own = Plansze tego serwera: { $boards }
svc-boards-own-none = Plansze tego serwera: na razie brak (administratorzy serwera dodają je przez /{ cmd-risk-admin } { cmd-risk-admin-map } { cmd-map-add })
svc-boards-shipped = W zestawie z botem: { $boards }
svc-board-unreadable = { $name } (jej pliku nie da się już odczytać)
svc-rest-does-not-fit = … (reszta się tu nie mieści)
svc-board-added = Dodano planszę { $board } do tego serwera: /{ cmd-risk } { cmd-risk-new } { opt-map }:{ $name } w nią gra.
svc-board-removed = Usunięto planszę { $name } z tego serwera: nowe poczekalnie nie mogą już jej wybrać; trwające na niej gry ją zachowują.

## table/session.rs: seats as shown

svc-neutral = { $number ->
        [1] Neutralny
       *[other] Neutralny { $number }
    }
svc-player-n = Gracz { $number }
svc-label-surrendered = { $name } (kapitulacja)
svc-label-kicked = { $name } (SI)

## values/outcome.rs

svc-rest-in-history = … (reszta: /{ cmd-history })

svc-history-clock = zegar
svc-history-table = stół
svc-history-timeout = koniec czasu
svc-history-ai = tura SI
svc-history-end = koniec

svc-mark-again = ↻ (wysłane ponownie po restarcie){" "}
svc-mark-late = ↻ (z opóźnieniem: Discord nie przyjął tego za pierwszym razem){" "}
