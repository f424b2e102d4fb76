### Italian: the web view (commands/src/web).
### Every key of ../en/web.ftl, translated; a key left out falls back to English.

## The link buttons under posts (at most 80 characters).
web-view-button = Vedi nel browser
web-own-view-button = La mia vista nel browser

## A game's page.
# $number: the game's number in its channel.
web-title = Partita di RISK { $number }
web-skip = Vai alla vista testuale
web-board = Tabellone
web-board-hint = Il tabellone: ingrandisci con la rotellina del mouse, con due dita o con i tasti + e −; spostalo trascinandolo o con i tasti freccia; 0 lo mostra intero. Punta o tocca un territorio per leggerlo.
web-zoom-in = Ingrandisci
web-zoom-out = Riduci
web-zoom-fit = Tabellone intero
web-holder = Proprietario
web-armies = Armate
web-neighbours = Confinanti
web-unseen = non visibile
web-unclaimed = libero
web-unknown = ?
web-your-secrets = La tua mano e la tua missione (solo tu vedi questa pagina)

## The replay and the chart.
web-replay = Replay
web-replay-hidden = Con la nebbia di guerra il replay si apre alla fine della partita: fino ad allora le mosse restano nascoste.
web-replay-first = Inizio
web-replay-prev-turn = Turno precedente
web-replay-prev = Indietro
web-replay-play = Riproduci
web-replay-pause = Pausa
web-replay-next = Avanti
web-replay-next-turn = Turno successivo
web-replay-now = Situazione attuale
# $entry: the log entry's number (as /history shows it); $round: the round.
web-replay-position = Mossa #{ $entry }, giro { $round }
web-chart = Territori e armate per giro
web-chart-alt = Un grafico dei territori e delle armate di ogni giocatore alla fine di ogni giro.
web-chart-title = Partita { $number }: territori e armate per giro

## The text view (for screen readers, and without the script).
web-text-view = Il tabellone a parole
web-col-player = Giocatore
web-col-territories = Territori
web-col-armies = Armate
web-col-cards = Carte
web-col-continents = Continenti posseduti
web-col-territory = Territorio
web-col-continent = Continente
web-col-holder = Proprietario
web-col-neighbours = Confinanti

## Refusals, each a page of its own.
web-not-found-title = Pagina non trovata
web-not-found = Non c'è nessuna partita a questo indirizzo. Controlla che il link sia proprio quello pubblicato dal bot, e intero.
web-gone-title = Questa partita è finita
web-gone = Nel canale di questa partita ne è iniziata nel frattempo una nuova, e questa pagina non c'è più. I messaggi del bot nel canale portano a quella nuova.
web-forbidden-title = Non è la tua pagina
web-forbidden = Questa pagina è la vista personale di un giocatore. Si apre solo dal link che il bot dà a quel giocatore in privato.
web-too-many-title = Troppe richieste
web-too-many = Dal tuo indirizzo sono arrivate troppe richieste in poco tempo. Aspetta qualche secondo e ricarica la pagina.
web-bad-request-title = Richiesta rifiutata
web-bad-request = Questa pagina accetta solo semplici richieste di lettura (GET), senza corpo e con un indirizzo breve.

## Private links to a player's own view.
web-link-bad-title = Non è un link del bot
web-link-bad = Questo link non è stato creato dal bot, oppure è stato modificato. Apri il link che ti ha dato il bot, per intero.
web-link-used-title = Questo link è già stato usato
web-link-used = Un link privato apre la tua vista una sola volta, per pochi minuti. Chiedine uno nuovo al bot: con il pulsante sotto il tuo tabellone privato.
web-link-open-title = La tua vista
web-link-open = Apro la tua vista della partita…
web-open-own-view = Apri la mia vista
