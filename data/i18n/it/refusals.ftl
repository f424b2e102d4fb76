### Italian: why a command is refused (values/refusal.rs, the engine's errors and explanations).
### Every key of ../en/refusals.ftl, translated.

## handlers/lobby.rs, table/host.rs

ref-lobby-open = Qui c'è già una lobby aperta: /{ cmd-risk } { cmd-risk-join } per prendere un posto, /{ cmd-risk } { cmd-risk-status } per vederla.
ref-game-running = Qui c'è già una partita in corso: /{ cmd-risk } { cmd-risk-status } la mostra; chi la ospita può cancellarla con /{ cmd-risk } { cmd-risk-abandon }.
ref-cannot-open = Non si può aprire questa lobby: { $why }
ref-seats-fixed = La partita è già in corso; ormai i posti sono fissati.
ref-already-joined = Sei già in questa lobby.
ref-lobby-full = La lobby è piena ({ $count } giocatori).
ref-colour-taken = Il colore '{ $colour }' non è disponibile; colori liberi: { $free }.
ref-not-a-team-game = Le squadre si scelgono solo in una partita a squadre (/{ cmd-risk } { cmd-risk-new } { opt-preset }:team).
ref-join-first = Prima entra nella lobby (/{ cmd-risk } { cmd-risk-join }), poi scegli una squadra.
ref-unknown-team = Squadra sconosciuta: '{ $team }'. Scegli A o B.
ref-team-full = La squadra { $team } è piena ({ $count } giocatori); scegli l'altra.
ref-teams-uneven = Non si può avviare: le squadre devono essere pari ({ $a } nella A, { $b } nella B su { $seats } posti); /{ cmd-risk } { cmd-risk-team } sposta un giocatore.
ref-not-in-lobby = Non sei in questa lobby.
ref-board-gone = Non si può avviare: questo bot non conosce più il tabellone { $board }; scegline un altro con /{ cmd-risk } { cmd-risk-new } { opt-map }:NOME (/{ cmd-risk } { cmd-risk-maps } li elenca).
ref-cannot-start = Non si può avviare: { $why } (ora { $count ->
        [one] è seduto { $count } giocatore
       *[other] sono seduti { $count } giocatori
    }; /{ cmd-risk } { cmd-risk-add-ai } aggiunge giocatori computer).
ref-no-such-seat = Nessun posto si chiama '{ $who }'; seduti: { $seated }.
ref-cannot-kick-host = Chi ospita non può essere espulso dalla lobby; può uscire con /{ cmd-risk } { cmd-risk-leave }.
ref-already-ai = Il posto di { $name } lo gioca già l'IA.
ref-abandon-confirm = Così cancelli la partita di questo canale per tutti. Per confermare: /{ cmd-risk } { cmd-risk-abandon } { opt-confirm }:true
ref-the-host = chi ospita
ref-what-add-ai = aggiungere giocatori computer
ref-what-start = avviare la partita
ref-what-kick = espellere giocatori
ref-what-abandon = cancellare la partita

## values/refusal.rs, values/error.rs

ref-no-game = In questo canale non c'è nessuna partita. Iniziane una con /{ cmd-risk } { cmd-risk-new }.
ref-not-started = La partita non è ancora iniziata: chi la ospita la avvia con /{ cmd-risk } { cmd-risk-start }.
ref-game-over = Quella partita è finita. Iniziane una nuova con /{ cmd-risk } { cmd-risk-new }.
ref-not-playing = Non stai giocando in questa partita; /{ cmd-board } mostra come sta andando.
ref-needs-admin = /{ cmd-risk-admin } richiede il permesso «Gestisci canali» su questo server. Chi ospita una partita ha gli stessi comandi di tavolo sotto /{ cmd-risk } ({ cmd-risk-kick }, { cmd-risk-abandon }, { cmd-risk-pause }, { cmd-risk-resume }, { cmd-risk-skip }, { cmd-risk-replace }).
ref-host-only = Solo chi ospita ({ $host }) o chi può gestire questo canale può { $what }.
ref-unsaved = Impossibile salvare: non è cambiato niente. Il bot non è riuscito a scrivere nel suo database (disco pieno?); riprova tra un po'.
ref-our-side = Scusa, qualcosa è andato storto da parte nostra. Non è cambiato niente; riprova.

## handlers/admin.rs

ref-what-skip = saltare un turno
ref-what-pause = mettere in pausa la partita
ref-what-resume = riprendere la partita
ref-what-replace = affidare un posto a qualcun altro
ref-already-paused = Gli orologi sono già in pausa; /{ cmd-risk } { cmd-risk-resume } li fa ripartire.
ref-not-paused = Gli orologi stanno andando; /{ cmd-risk } { cmd-risk-pause } li ferma.
ref-vacation-left = Ti { $count ->
        [one] resta { $count } giorno
       *[other] restano { $count } giorni
    } di ferie; scegli da 1 a { $count }.
ref-already-seated = { $name } gioca già un posto in questa partita.
ref-return-not-timed-out = Solo un giocatore il cui posto è stato preso dall'IA dopo dei turni saltati può usare /{ cmd-risk } { cmd-risk-return }.
ref-return-between-turns = In questo turno il tuo posto lo gioca l'IA; rientra tra un turno e l'altro (quando questo turno finisce).
ref-no-returns-left = In questa partita non puoi più rientrare.
ref-nothing-to-undo = Niente da annullare: solo il tuo ultimo piazzamento, avanzamento o spostamento, e solo se da allora non si sono lanciati dadi, pescate carte e non si è mosso nessuno.
ref-settings-outside-server = Le impostazioni di un server si cambiano in un canale di quel server.
ref-unknown-reset = Azzeramento sconosciuto: '{ $reset }'. Scegli defaults, channels, host-role, language o all.

## values/server.rs

ref-unknown-language = '{ $language }' qui non è una lingua disponibile: scegli en, de, es, fr, pt-BR, it o pl.
ref-channel-not-allowed = Su questo server si gioca in { $channels }; apri lì la tua lobby.
ref-host-role-needed = Su questo server solo i membri con il ruolo <@&{ $role }> possono aprire una partita; chiedi a uno di loro di ospitarla, poi /{ cmd-risk } { cmd-risk-join }.
ref-no-such-board = Qui non c'è nessun tabellone che si chiami { $name }. Tabelloni inclusi: { $boards }; /{ cmd-risk } { cmd-risk-maps } elenca anche quelli di questo server.

## turns/defend.rs

ref-attack-resolved = Quell'attacco è già stato risolto.
ref-defender-only = Solo il difensore sceglie i dadi di difesa.

## handlers/info.rs

ref-no-such-player = Nessun giocatore si chiama '{ $who }': scegli me, { $names }.
ref-no-such-continent = Nessun continente si chiama '{ $name }': scegli { $names }.
ref-history-fogged = Questa partita si gioca con la nebbia di guerra: la cronologia resta chiusa fino alla fine (mostrerebbe ciò che non puoi vedere). /{ cmd-board } mostra ora il tuo punto di vista; tutta la cronologia, l'immagine senza nebbia e /{ cmd-risk } { cmd-risk-verify } arrivano alla fine.
ref-no-such-command = Nessun comando si chiama '{ $command }'. /{ cmd-help } li elenca tutti.
ref-odds-fogged = La nebbia di guerra nasconde le armate { $territories-in }: indica invece attaccanti e difensori (per esempio /{ cmd-odds } { opt-attackers }:10 { opt-defenders }:6).
ref-odds-what = Indica attaccanti e difensori (per esempio /{ cmd-odds } { opt-attackers }:10 { opt-defenders }:6), oppure da dove e verso dove.
ref-odds-too-many = Le probabilità si calcolano fino a 1000 armate per parte.
ref-stats-outside-server = La classifica è tenuta per server: usa /{ cmd-risk } { cmd-risk-stats } nel canale di un server.
ref-no-such-standing = Nessuna partita finita su questo server ha un giocatore che si chiami '{ $who }'. Giocatori: { $names }.

## handlers/play.rs

ref-waiting-for-defender = Si aspetta che { $name } scelga i dadi di difesa (al massimo fino a { $until }).
ref-no-neutrals = Nessuna armata neutrale si chiama '{ $neutral }': scegli nessuna (non ci sono neutrali).
ref-no-such-neutral = Nessuna armata neutrale si chiama '{ $neutral }': scegli { $names }.
ref-bribe-one-card = Indica esattamente una carta da dare (ne hai date { $count }): per corrompere si dà una carta; usa di nuovo /{ cmd-bribe } per un secondo passo.
ref-discard-one-card = Indica esattamente una carta da scartare (ne hai date { $count }).

## handlers/maps.rs

ref-map-add-outside-server = I tabelloni di un server si aggiungono in un canale di quel server.
ref-map-remove-outside-server = I tabelloni di un server si rimuovono in un canale di quel server.
ref-map-not-added = Il file di mappa { $file } non è stato aggiunto ({ $count } { $count ->
        [one] problema
       *[other] problemi
    }); correggili e allegalo di nuovo (TOML, `.map` di Domination o Conquest, `.xml` di Conquer Club, al massimo { $kb } KB):
ref-map-more-problems = … e altri { $count }
ref-map-already-had = Questo server ha già questo tabellone, con il nome { $name }.
ref-map-name-taken = Questo server ha già un tabellone che si chiama { $name }; prima rimuovilo (/{ cmd-risk-admin } { cmd-risk-admin-map } { cmd-map-remove } { opt-name }:{ $name }) o dai a quello nuovo un altro nome nel suo file.
ref-map-none-own = Questo server non ha nessun tabellone che si chiami { $name }: non ne ha di propri.
ref-map-no-such = Questo server non ha nessun tabellone che si chiami { $name }; i suoi tabelloni: { $boards }.

## values/catalog/parse.rs: options that do not make a command

ref-input-unknown-command = Comando sconosciuto: /{ $command }. /{ cmd-help } li elenca.
ref-input-unknown-option = /{ $command } non ha l'opzione '{ $option }' (vedi /{ cmd-help } { $command }).
ref-input-missing = A /{ $command } manca l'opzione { $option }: (le opzioni si scrivono nome:valore, per esempio { $option }:…; vedi /{ cmd-help } { $command }). Non è cambiato niente.
ref-input-not-whole = { $option }: serve un numero intero, non '{ $value }'.
ref-input-out-of-range = { $option }: { $value } è fuori dai limiti; indica da { $min } a { $max }. Non è cambiato niente.
ref-input-not-flag = { $option }: serve true o false, non '{ $value }'.
ref-input-not-one-of = { $option }: '{ $value }' non è tra { $allowed }.
ref-input-not-troops = { opt-troops }: serve un numero intero, 'all' o 'all but N' (per esempio 'all but 2'), non '{ $value }'. Non è cambiato niente.
ref-input-wrong-kind = Non sono riuscito a leggere l'opzione { $option }. Non è cambiato niente.
ref-troops-format = { opt-troops }: serve un numero intero, 'all' o 'all but N' (per esempio 'all but 2'), non '{ $value }'

## table/clock.rs: a duration typed in an option (12h, 2d, none: typed as is in every language)

ref-not-a-duration = '{ $text }' non è una durata: scrivi per esempio 12h, 2d o none
ref-duration-range = { $option } deve essere tra { $min } e { $max } (o none), non { $text }

## handlers/lobby.rs: why the game cannot be set up

ref-setup-player-count = questa partita richiede da { $min } a { $max } giocatori, non { $given }
ref-setup-combination = queste regole non si possono combinare: { $why }

## service/mod.rs

ref-not-an-admin-command = Quello non è un comando di /{ cmd-risk-admin }.
ref-not-available-here = Quel comando qui non è disponibile.
