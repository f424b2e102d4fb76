### Italian: the engine's reasons in words, as the service renders them.
### Every key of ../en/engine.ftl, translated. The eng-expect-* forms are infinitives: they follow "deve", "devi", "ora:".

## engine/explain.rs: why the rules refuse a move, and what the player is expected to do

eng-another-player = un altro giocatore
eng-whose-turn = È il turno di { $name }.
eng-how-yours = /{ cmd-board } { opt-player }:me li elenca
eng-how-neighbours = /{ cmd-territory } mostra i vicini di un territorio
eng-how-free = /{ cmd-board } { opt-continent }: mostra quali, continente per continente
eng-how-ally = /{ cmd-board } { opt-player } li elenca
eng-many-territories = { $count } territori ({ $how })
eng-none = nessuno
eng-quoted = «{ $text }»
eng-or = { $first } o { $second }
eng-and = { $first } e { $second }
eng-range-exactly = esattamente { $count }
eng-range = da { $min } a { $max }
eng-game-over-won = La partita è finita: ha vinto { $name }.
eng-game-ended = La partita è finita senza un vincitore.
eng-not-a-player = Non stai giocando in questa partita.
eng-not-your-turn = È il turno di { $name }, che deve { $expected }.
eng-wrong-phase = Ora non puoi { $action }: devi { $expected }.
eng-action-attack = attaccare
eng-action-choose-hq = scegliere un Quartier generale
eng-action-choose-objective = scegliere un Obiettivo
eng-action-claim = occupare
eng-action-not-placing = fare altro
eng-action-end = finire
eng-action-fortify = spostare
eng-action-move = spostare armate
eng-action-airfield = piazzare un Aeroporto
eng-action-place = piazzare armate
eng-action-trade-stars = scambiare carte stella (in questa partita si scambiano tris)
eng-belongs-to = Non sei tu a tenere { $territory-object }: è di { $owner }. I tuoi: { $yours }.
eng-no-such-territory = Su questa mappa non c'è nessun territorio del genere.
eng-not-yours = Non sei tu a tenere { $territory-object }. I tuoi: { $yours }.
eng-already-claimed = { $owner } ha già occupato { $territory-object }. Ancora liberi: { $free }.
eng-own-side = { $to }: è della tua parte. Puoi attaccare { $from-from }: { $allowed }.
eng-own-territory = { $to }: è tuo. Puoi attaccare { $from-from }: { $allowed }.
eng-not-adjacent = { $from } e { $to } non confinano. Puoi attaccare { $from-from }: { $allowed }.
eng-too-few-armies = { $territory }: { $count } { $count ->
        [one] armata
       *[other] armate
    }; per attaccare da lì ne servono almeno { $need }.
eng-attacker-dice = Qui non puoi lanciare { $given } dadi: scegli da 1 a { $max }.
eng-defender-dice = Qui il difensore non può lanciare { $given } dadi: scegli da 1 a { $max }.
eng-troops-none = Da lì non si può spostare nessuna armata: una resta sempre indietro (ne hai chieste { $given }).
eng-troops-range = { $given } è fuori dai limiti: scegli { $range }.
eng-stop-at-zero = { opt-stop-at } è quante armate restano nel territorio che attacca, almeno 1: scegli da 1 a { $max }.
eng-stop-at-too-high = Con { opt-stop-at } { $given } non attaccheresti affatto: il territorio ne ha { $have }; scegli da 1 a { $max }.
eng-must-trade = Hai { $count } carte: prima scambia un tris (/{ cmd-trade }), poi piazza le tue armate.
eng-not-in-hand = Quella carta non è nella tua mano (vedi /{ cmd-hand }).
eng-not-a-set = Quelle carte non sono un tris: tre dello stesso simbolo, una per simbolo, o due qualsiasi con un jolly.
eng-trade-start-of-turn = Le carte si scambiano solo all'inizio del tuo turno; ora devi { $expected }.
eng-trade-down-to = Hai { $count } carte: gli scambi si fermano a { $limit } o meno.
eng-not-connected = Non puoi spostare armate { $from-from } { $to-to }. Destinazioni consentite: { $allowed }.
eng-same-territory = Hai indicato due volte { $territory-object }; scegli due territori diversi.
eng-setup-quota-neutral = In questo giro piazzi ancora { $count } sui tuoi territori e 1 su un territorio neutrale.
eng-setup-quota-owed = In questo giro piazzi ancora { $count } sui tuoi territori e 1 su un territorio di { $owed }.
eng-setup-quota-own = In questo giro piazzi ancora { $count } sui tuoi territori e nessuna su quelli neutrali.
eng-all-placed = Le tue armate iniziali sono tutte piazzate; vengono svelate insieme quando { $waiting } { $count ->
        [one] avrà finito
       *[other] avranno finito
    }.
eng-ally-no-active-neutrals = Queste regole non hanno armate neutrali attive da corrompere o comandare.
eng-ally-not-a-neutral = Quella non è un'armata neutrale ancora in partita.
eng-ally-bribe-time = Si corrompe all'inizio del tuo turno, prima di piazzare i rinforzi; ora devi { $expected }.
eng-ally-full-hand = Quel neutrale ha già 5 carte e non si può più corrompere.
eng-ally-two-per-turn = Hai già dato due carte a quel neutrale in questo turno, il massimo consentito.
eng-ally-already-allied = Quel neutrale è già tuo alleato.
eng-ally-not-your-ally = Quel territorio non è di uno dei tuoi alleati.
eng-ally-reinforce-time = Gli alleati si rinforzano dopo i tuoi rinforzi e prima del tuo primo attacco.
eng-ally-already-reinforced = Hai già rinforzato quell'alleato in questo turno.
eng-ally-already-moved = Quell'alleato ha già fatto il suo spostamento gratuito in questo turno.
eng-ally-no-roll-to-divide = Il dado di un alleato si divide subito dopo il lancio (/{ cmd-ally } { opt-territory }, poi /{ cmd-ally } { opt-territory } { opt-troops } per ogni altro territorio).
eng-ally-other-ally = Le armate del dado vanno solo sui territori dell'alleato per cui è stato lanciato: { $choices }.
eng-stars = Quelle carte mostrano { $count } { $count ->
        [one] stella
       *[other] stelle
    }: consegna insieme carte che mostrano da 2 a 10 stelle.
eng-army-cap-full = { $territory }: ha già { $cap } armate, il massimo per un territorio; scegline un altro.
eng-army-cap-room = { $territory }: può ricevere solo { $count } { $count ->
        [one] altra armata
       *[other] altre armate
    } (al massimo { $cap } per territorio).
eng-no-bonus = Questo scambio non dà il +2, quindi non può andare { $territory-in }: { $reason }.
eng-no-bonus-rules = questa partita non dà bonus per i territori delle carte che occupi
eng-no-bonus-taken = hai già avuto le 2 armate extra di questo turno
eng-no-bonus-cards = nessuna di queste carte mostra un territorio che occupi
eng-bonus-territory = Il +2 va sul territorio di una carta scambiata che occupi, non { $territory-in }. Scegline uno tra: { $eligible }.
eng-no-objectives = Queste regole non hanno Obiettivi.
eng-objective-discard-only = Una carta si scarta solo quando prendi un Obiettivo: scegline uno tra { $objectives }.
eng-objective-none-now = Ora non puoi prendere nessun Obiettivo: se ne prende uno dopo gli attacchi, quando raggiunto in questo turno, uno per turno.
eng-objective-choose = Puoi prendere uno tra: { $objectives } (o nessuno: /{ cmd-objective } senza nome).
eng-armies-left = Prima piazza { $count ->
        [one] l'armata che ti resta
       *[other] le { $count } armate che ti restano
    } (/{ cmd-draft }).
# What the player to move is expected to do: infinitives (after "deve", "devi", "ora:").
eng-expect-claim = occupare un territorio libero (/{ cmd-claim })
eng-expect-capital = piazzare la tua capitale su uno dei tuoi territori (/{ cmd-hq })
eng-expect-hq = scegliere in segreto un Quartier generale tra i tuoi territori (/{ cmd-hq })
eng-expect-setup-neutral-only = piazzare 1 armata su un territorio neutrale (/{ cmd-draft }); { $left } delle tue ancora da piazzare
eng-expect-setup-with-neutral = piazzare { $count } { $count ->
        [one] armata
       *[other] armate
    } sui tuoi territori e 1 su uno neutrale in questo giro ({ $left } delle tue ancora da piazzare, /{ cmd-draft })
eng-expect-setup-own = piazzare { $count } { $count ->
        [one] armata
       *[other] armate
    } sui tuoi territori in questo giro ({ $left } ancora da piazzare, /{ cmd-draft })
eng-expect-setup = piazzare le armate iniziali ({ $left } ancora da piazzare, /{ cmd-draft })
eng-expect-draft = piazzare { $count } { $count ->
        [one] armata
       *[other] armate
    } di rinforzo (/{ cmd-draft })
eng-expect-trade-down = scambiare un tris di carte (con { $count } carte in mano, /{ cmd-trade })
eng-expect-attack = attaccare (/{ cmd-attack }), spostare (/{ cmd-fortify }) o chiudere gli attacchi (/{ cmd-end })
eng-expect-occupy = scegliere quante armate finiscono { $territory-in }: { $range } (/{ cmd-move }), oppure proseguire (/{ cmd-attack }, /{ cmd-fortify }, /{ cmd-end }) con le { $min } già entrate
eng-expect-occupy-first = prima spostare armate { $territory-to }: { $range } (/{ cmd-move })
eng-expect-fortify = spostare (/{ cmd-fortify }) o chiudere il turno (/{ cmd-end })
eng-expect-nothing = niente: la partita è finita
