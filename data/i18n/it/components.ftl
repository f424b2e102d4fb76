### Italian: buttons and menus (src/service/words/components).
### Every key of ../en/components.ftl, translated. Labels ≤ 80 characters, menu texts ≤ 100, placeholders ≤ 150.

## Buttons and menus under a prompt.

cmp-place-my-armies = Piazza le mie armate
cmp-open-my-turn = Apri il mio turno
cmp-claim-placeholder = Occupa un territorio…
cmp-choose-placeholder = Scegli…
cmp-blitz-menu-placeholder = Blitz (avanzando con tutto)…
cmp-attack-from-placeholder = Attacca da… (un lancio, blitz)
cmp-roll-again = Lancia ancora: { $from } → { $to }
cmp-blitz-again = Blitz { $from } → { $to }
cmp-end-turn = Fine turno
cmp-move-all = Avanza con tutte ({ $count })
cmp-move-minimum = Avanza con il minimo ({ $count })
cmp-move-amount = Avanza con { $count }
cmp-move-placeholder = Avanza con un altro numero…
cmp-undo = Annulla
cmp-roll-once = Lancia una volta
cmp-blitz = Blitz
cmp-blitz-keeping = Blitz tenendone { $count }
cmp-with-chance = { $label } ({ $chance })
cmp-option-chance = { $label } · { $chance }
cmp-objective-take = Prendi «{ $objective }»
cmp-objective-none = Nessuno (una conquista fa comunque guadagnare una carta)
cmp-objective-placeholder = Obiettivo…
cmp-airfield-placeholder = Piazza un Aeroporto…
cmp-ally-placeholder = Rinforza un alleato…
cmp-bribe = Corrompi { $name }
cmp-bribe-placeholder = Corrompi un neutrale…
cmp-trade-set = Scambia { $cards } (+{ $bonus })
cmp-place-all-placeholder = { $count ->
    [one] Piazza 1 armata su…
   *[other] Piazza tutte e { $count } su…
}
cmp-place-some-placeholder = Piazzane alcune su…
cmp-place-neutral-placeholder = Piazza 1 armata neutrale su…
cmp-fortify-placeholder = Sposta (tutte tranne una)…
cmp-territory = { $name } ({ $armies })
cmp-territory-unknown = { $name } (armate sconosciute)
cmp-pair = { $from } ({ $from_armies }) → { $to } ({ $to_armies })
cmp-pair-unknown = { $from } ({ $from_armies }) → { $to } (armate sconosciute)

## Clicks read back: answers and refusals to the clicker alone.

cmp-no-longer-in-use = Questo pulsante non è più in uso.
cmp-game-over-here = Questi pulsanti appartengono a una partita già finita qui: /{ cmd-risk } { cmd-risk-status } mostra cosa è in corso.
cmp-no-game = Qui non c'è nessuna partita in corso.
cmp-not-playing = Non stai giocando in questa partita; /{ cmd-board } mostra come sta andando.
cmp-not-your-buttons = Non è il tuo turno: questi pulsanti sono di { $whose }. Non è cambiato niente.
cmp-another-player = un altro giocatore
cmp-out-of-date = Questi pulsanti non sono più aggiornati: la partita è andata avanti. Non è cambiato niente. Ora: { $prompt }
cmp-not-on-board = Quella scelta non è sul tabellone.
cmp-not-a-number = Quella scelta non è un numero.
cmp-waiting-defence = Si aspetta che { $name } scelga i dadi di difesa; poi il tuo turno continua.
cmp-all-placed = Le armate iniziali sono tutte piazzate e svelate. Ora: { $prompt }
cmp-place-amount = Piazzane { $count }
cmp-how-many-placeholder = Quante?
cmp-how-many = Quante ne metti { $name-in } ({ $armies ->
    [one] { $armies } armata
   *[other] { $armies } armate
})? Te ne { $left ->
    [one] resta { $left }
   *[other] restano { $left }
}.
cmp-how-many-unknown = Quante ne metti { $name-in } (armate sconosciute)? Te ne { $left ->
    [one] resta { $left }
   *[other] restano { $left }
}.
cmp-no-set = Ora non hai nessun tris da scambiare. { $prompt }
cmp-which-set = Quale tris? (lo vedi solo tu) { $hand }
cmp-attack-placeholder = Attacca…
cmp-cannot-attack-from = Ora non puoi attaccare { $name-from }. { $prompt }
cmp-attack-which = Attacchi { $name-from } ({ $armies ->
    [one] { $armies } armata
   *[other] { $armies } armate
}): quale territorio? (la % è la probabilità di prenderlo con un blitz)
cmp-cannot-attack = Ora non puoi attaccare { $to-object } { $from-from }. { $prompt }
cmp-attacking-how = { $from } ({ $from_armies }) attacca { $to } ({ $to_armies }): come?
cmp-attacking-how-unknown = { $from } ({ $from_armies }) attacca { $to } (armate sconosciute): come?
cmp-objective-gone = Quell'Obiettivo non è più disponibile.
cmp-give-card = Dai { $card }
cmp-give-placeholder = Quale carta dai a { $neutral }?
cmp-cannot-bribe = Ora non puoi corrompere { $neutral }. { $prompt }
cmp-which-card = Quale carta va coperta a { $neutral }? (lo vedi solo tu)
