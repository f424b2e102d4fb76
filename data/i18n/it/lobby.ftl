### Italian: a lobby's status and options, what players type read on the map (words/lobby.rs, words/input.rs, table/options.rs).
### Every key of ../en/lobby.ftl, translated.

## The lobby's clock, setup and rules in words (words/lobby.rs).

lobby-no-deadline = nessuna scadenza per i turni
lobby-clock-no-reminders = { $turn } per turno, nessun promemoria
lobby-clock-reminders = { $turn } per turno, promemoria a metà tempo e { $before } prima della scadenza
lobby-setup-dealt-together = I territori vengono distribuiti e tutti piazzano le armate iniziali nello stesso momento, in segreto, svelate insieme (come da regolamento: setup:claim, placement:one-at-a-time).
lobby-setup-claimed-together = I territori si occupano a turno, poi tutti piazzano le armate iniziali nello stesso momento, in segreto, svelate insieme.
lobby-seat = { $name } ({ $color })
lobby-seat-ai = { $name } ({ $color }, IA)
lobby-status = Lobby per **{ $preset }** (da { $min } a { $max } giocatori): { $seats }. Regole: { $rules }; { $clock }. Chi ospita avvia con /{ cmd-risk } { cmd-risk-start }.
lobby-status-on-board = Lobby per **{ $preset }** sul tabellone { $board } ({ $territories } territori, { $continents } continenti) (da { $min } a { $max } giocatori): { $seats }. Regole: { $rules }; { $clock }. Chi ospita avvia con /{ cmd-risk } { cmd-risk-start }.
lobby-status-on-unknown-board = Lobby per **{ $preset }** sul tabellone { $board } (da { $min } a { $max } giocatori): { $seats }. Regole: { $rules }; { $clock }. Chi ospita avvia con /{ cmd-risk } { cmd-risk-start }.
lobby-rule-setup = preparazione { $word }
lobby-rule-placement = piazzamento { $word }
lobby-rule-fortify = spostamento { $word }
lobby-rule-card-values = valore dei tris { $word }
lobby-cards-stars = stelle
lobby-cards-by-design = secondo i simboli
lobby-rule-army-cap = al massimo { $count ->
    [one] { $count } armata
   *[other] { $count } armate
} per territorio
lobby-rule-reroll = rilancio con una carta
lobby-rule-commander = comandante
lobby-rule-neutral-setup = preparazione dei neutrali { $word }
lobby-rule-fog = nebbia { $word }

## What players type, read on the map (words/input.rs): refusals.

lobby-unknown-territory = Non conosco nessun territorio che si chiami '{ $name }'. Forse intendevi { $close }?
lobby-unknown-objective = '{ $name }' non indica un solo Obiettivo sul tabellone. Puoi prendere: { $open }.
lobby-unknown-objective-none-open = '{ $name }' non indica un solo Obiettivo sul tabellone. Puoi prendere: nessuno per ora (se ne prende uno dopo aver attaccato, quando lo raggiungi in questo turno).
lobby-three-cards = Indica esattamente tre carte, per esempio "Brasile, Perù, Jolly" (ne hai date { $count }).
lobby-no-cards-yet = Non hai ancora carte: ne ricevi una alla fine di un turno in cui hai conquistato un territorio.
lobby-card-not-held = Non hai la carta '{ $card }' (o l'hai indicata due volte). Le tue carte: { $hand }.

## The options of /risk new refused (table/options.rs). Option values (none, deal, claim, …) are typed as they are.

lobby-unknown-word = Valore sconosciuto per { $option }: '{ $given }'. Scegli { $words }.
lobby-or = { $first } o { $second }
lobby-unknown-preset = Variante sconosciuta: '{ $name }'. Scegline una tra { $presets }.
lobby-bad-army-cap = { opt-army-cap } deve essere none o un numero da 3 a 999 (la regola degli esperti è 12), non '{ $given }'.
lobby-capital-goal-elsewhere = { opt-capital-goal } vale per la variante capital, non per { $preset }; lascialo fuori.
lobby-neutral-setup-elsewhere = { opt-neutral-setup } vale per le varianti a due giocatori (two-player, two-player-neutrals, two-player-allies), non per { $preset }; lascialo fuori.
lobby-options-clash = Queste opzioni non si possono combinare con { $preset }: { $why }. Lascia fuori l'opzione per tenere quella della variante.
lobby-bad-kick-after = { opt-kick-after } deve essere da 1 a 20 turni saltati, non { $given }.
