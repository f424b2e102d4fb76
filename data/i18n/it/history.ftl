### Italian: a game's end, recap, standings, verification (src/service/history, results).
### Every key of ../en/history.ftl, translated.

## history/ending.rs: the end post

hist-record-digest = Registro di chi ha fatto cosa: SHA-256 `{ $record }`.
hist-next-game = E ora: /{ cmd-risk } { cmd-risk-new } apre un'altra partita qui; /{ cmd-risk } { cmd-risk-stats } mostra la classifica.
hist-missions-revealed = **Missioni svelate**
hist-mission-of = · { $name }: { $mission }

## history/recap.rs: the recap in the end post, and its chart's title

hist-recap-title = 📜 **Riepilogo della partita { $number }** ({ $preset }): { $rounds } { $rounds ->
        [one] giro
       *[other] giri
    } ({ $turns } { $turns ->
        [one] turno
       *[other] turni
    }), { $moves } { $moves ->
        [one] mossa
       *[other] mosse
    }, { $dice } { $dice ->
        [one] dado lanciato
       *[other] dadi lanciati
    }, { $duration }.
hist-minutes = { $minutes } { $minutes ->
        [one] minuto
       *[other] minuti
    }
hist-hours-minutes = { $hours } { $hours ->
        [one] ora
       *[other] ore
    } e { $minutes } { $minutes ->
        [one] minuto
       *[other] minuti
    }
hist-days-hours = { $days } { $days ->
        [one] giorno
       *[other] giorni
    } e { $hours } { $hours ->
        [one] ora
       *[other] ore
    }
hist-winner = Vincitore: **{ $name }** ({ $how }).
hist-how-world = dominio del mondo
hist-how-ranked-territories = primo per territori, poi per armate, quando non restava più nessuna persona a giocare
hist-how-opponents-gone = tutti gli avversari si sono arresi, sono stati rimossi o eliminati
hist-how-last-standing = ultimo rimasto in gioco
hist-how-mission = missione segreta: { $mission }
hist-how-headquarters = tiene tutti i Quartier generali che servono
hist-how-objectives = obiettivi ({ $objectives }) tenendo la propria capitale
hist-how-team = vittoria di squadra: { $count ->
        [one] fuori gioco { $names }
       *[other] fuori gioco { $names }
    }
hist-how-ranked-missions = tutte e quattro le missioni: { $missions }
hist-no-winner = Nessun vincitore: il tavolo si è chiuso.
hist-no-battle = Non si è combattuta nessuna battaglia.
hist-key-moments = **Momenti chiave**
hist-largest = · Battaglia più grande: { $fight }.
hist-largest-and-longest = · Battaglia più grande, e anche il blitz più lungo: { $fight }.
hist-longest = · Blitz più lungo: { $fight }.
hist-fight-attacked = giro { $round }, { $attacker } ha attaccato { $from } → { $to }: { $lost } { $lost ->
        [one] armata persa
       *[other] armate perse
    } in { $count } { $count ->
        [one] lancio
       *[other] lanci
    } ({ $attacker } −{ $attacker_lost }
hist-fight-blitzed = giro { $round }, { $attacker } ha fatto un blitz { $from } → { $to }: { $lost } { $lost ->
        [one] armata persa
       *[other] armate perse
    } in { $count } { $count ->
        [one] lancio
       *[other] lanci
    } ({ $attacker } −{ $attacker_lost }
hist-fight-defender = , { $name } −{ $lost }
hist-comeback = · Rimonta più grande: { $name }, da { $low } territori nel giro { $low_round } a { $high } nel giro { $high_round }.
hist-no-comeback = · Nessuna rimonta: chi è finito all'ultimo posto non è più risalito.
hist-luck = **Fortuna** (armate perse in battaglia rispetto alle probabilità esatte di ogni lancio; + vuol dire fortunato)
hist-luck-line = · { $name }: { $lost } { $lost ->
        [one] persa
       *[other] perse
    } contro { $expected } attese in { $count } { $count ->
        [one] lancio
       *[other] lanci
    }: { $index }
hist-chart-title = Partita { $number } ({ $preset }): territori e armate per giro

## results/stats.rs: /risk stats

hist-standings-empty = Su questo server non è ancora finita nessuna partita: la classifica parte con la prima.
hist-standings-title = **Classifica di questo server**: { $count } { $count ->
        [one] partita finita
       *[other] partite finite
    } ({ $presets }).
hist-standings-rated = Punteggio secondo l'abilità di Weng-Lin; classifica per abilità − 3 × incertezza.
hist-standings-line = { $rank }. **{ $name }**: { $rating } ± { $uncertainty }, { $won } { $won ->
        [one] vinta
       *[other] vinte
    } su { $played }
hist-standings-more = … e altri { $count }: /{ cmd-risk } { cmd-risk-stats } { opt-player }:NOME
hist-player-standing = **{ $name }** su questo server: { $won } { $won ->
        [one] partita vinta
       *[other] partite vinte
    } su { $played } ({ $share }); punteggio { $rating } ± { $uncertainty }, { $rank }° posto su { $players }.
hist-player-preset = · { $preset }: { $won } { $won ->
        [one] vinta
       *[other] vinte
    } su { $played } ({ $share })

## history/replay.rs, fair.rs: /risk verify's verdict

hist-verified = ✅ Partita { $number } verificata: il seme { $seed } corrisponde all'impegno { $commitment }, e rigiocando dal seme { $steps ->
        [one] il suo { $steps } passo
       *[other] i suoi { $steps } passi
    } ({ $entries } { $entries ->
        [one] voce
       *[other] voci
    } del registro) si ottengono tutti { $dice ->
        [one] il dado ({ $dice })
       *[other] i { $dice } dadi
    } e { $cards ->
        [one] la carta pescata ({ $cards })
       *[other] tutte le { $cards } carte pescate
    }, e la stessa posizione finale.
hist-verified-bound = I suoi giocatori ({ $players }) e la sua variante ({ $preset }) sono quelli per cui è stato fatto l'impegno.
hist-verified-unbound = I suoi giocatori e la sua variante sono come li indica il file: l'impegno di questa partita non li copre (è stato fatto prima che venissero sigillati con i dadi).
hist-verified-record = Chi ha fatto cosa corrisponde al registro { $record } pubblicato con la rivelazione del seme.
hist-verified-no-record = Chi ha fatto cosa è come lo indica il file: non ne è stato pubblicato nessun registro.
hist-verify-failed = ❌ Verifica fallita: { $why }

## history/fair.rs: /risk verify before the end

hist-not-started = La partita non è ancora iniziata: i dadi vengono sigillati all'inizio.
hist-no-commitment = Questa partita è iniziata prima che il bot tenesse un registro per verificarne i dadi (non è stato pubblicato nessun impegno).
hist-dice-sealed = 🔒 I dadi sono sigillati: lo SHA-256 di `{ $salt }:<seme>` è `{ $commitment }`. Il seme viene svelato alla fine della partita; allora /{ cmd-risk } { cmd-risk-verify } rigioca ogni lancio e ogni carta pescata.
hist-fog-file-later = Con la nebbia di guerra anche il file della partita (tutto il registro) viene dato solo allora.

hist-replay-player = Giocatore { $number }
hist-replay-attack = attacco { $from } → { $to }
hist-replay-blitz = blitz { $from } → { $to }
hist-replay-claim = occupa { $territory-object }
hist-replay-place = piazza { $armies } { $territory-in }
hist-replay-fortify = sposta { $armies } { $from } → { $to }
hist-replay-move = avanza con { $armies }
hist-replay-end = fine
hist-replay-ally = dado dell'alleato { $territory-in }
hist-replay-cannot-set-up = la partita non si può preparare: { $error }
hist-replay-set-up-twice = la partita era già stata preparata
hist-replay-before-setup = un'azione prima che la partita fosse preparata
hist-replay-refused = { $name } viene rifiutato: { $why }
hist-replay-undo-nothing = un annullamento senza niente da annullare
hist-replay-the-end = la fine
hist-replay-leaves = { $name } lascia la partita
hist-replay-taken-over = il posto di { $name } viene preso
hist-replay-seed = Il seme { $seed } non corrisponde all'impegno: lo SHA-256 di `{ $salt }:{ $seed }` è { $computed }, non { $commitment }.
hist-replay-unknown-board = La partita è stata giocata sul tabellone { $board }, che qui non si conosce.
hist-replay-at = #{ $entry } { $actor } /{ $command }, passo { $step }: { $message }
hist-replay-setting-up = preparazione
hist-replay-no-game = Il file non contiene nessuna partita: non è mai stata preparata.
hist-replay-not-over = Ogni passo corrisponde, ma la partita rigiocata non è finita.
hist-replay-other-end = Ogni lancio e ogni carta corrispondono, ma il replay finisce in una posizione diversa da quella della partita (l'hash del suo stato finale è diverso).
hist-replay-dice = la partita ha pubblicato i dadi { $posted } ma il seme dà { $seeded }
hist-replay-cards = la partita ha registrato le carte pescate { $recorded } ma il seme pesca { $seeded }
hist-replay-dealt = i territori distribuiti sono diversi da quelli che distribuisce il seme
hist-replay-format = Non è un file di partita che questa versione sa leggere (formato '{ $format }', atteso '{ $expected }').
hist-replay-log = Chi ha fatto cosa nel registro del file non è ciò che la partita ha registrato: l'impronta del registro è diversa da quella del registro { $posted } pubblicato con la rivelazione del seme (sono stati cambiati il giocatore, il comando o i passi di una voce).
hist-replay-binding = I giocatori ({ $players }) e la variante ({ $preset }) non sono quelli per cui è stato fatto l'impegno di questa partita: il suo sale { $salt } è fatto del canale, del numero della partita, dell'ora di inizio, della variante e dei nomi dei giocatori, e questi ne danno un altro. Sono stati cambiati i giocatori, la variante, il canale, il numero o l'ora di inizio del file.
