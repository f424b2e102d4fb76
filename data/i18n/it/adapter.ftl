### Italian: the Discord adapter's and console's own messages (commands/src).
### Every key of ../en/adapter.ftl, translated.

## The adapter's own answers, each in its reader's language.
adp-late-note = Fatto: la risposta è pubblicata qui sotto.
adp-not-in-a-server = Le partite di RISK si giocano nei canali dei server: usa questo comando in un canale di un server.
adp-done = Fatto.
adp-dm-failed-private = Non sono riuscito a mandarti un messaggio diretto, quindi eccolo qui in privato: { $text }
adp-dm-failed = Non sono riuscito a mandarti un messaggio diretto: usa { $command } per vederlo.
adp-picture-skipped = (Stavolta manca l'immagine del tabellone: ci voleva troppo a disegnarla. { $command } mostra il tabellone.)
adp-file-too-big = Il file { $file } pesa { $bytes } byte; un file di mappa può pesare al massimo { $most } KB. Non è stato aggiunto niente.
adp-download-failed = Non sono riuscito a scaricare { $file }; allegalo di nuovo. Non è stato aggiunto niente.
adp-went-wrong = Scusa, qualcosa è andato storto da parte nostra; riprova.
adp-unreadable-option = Non sono riuscito a leggere quell'opzione: controlla i valori e riprova.
adp-unreadable-option-value = Non sono riuscito a leggere quell'opzione ('{ $value }'): controlla i valori e riprova.
adp-option-out-of-range = Non sono riuscito a leggere una delle opzioni: i numeri devono essere interi e nei limiti dell'opzione ({ opt-troops }, { opt-dice } e { opt-stop-at } almeno 1). Non è cambiato niente.

## The console (risk-bot local): its transcript's marks and its own answers.
adp-console-channel = [canale] { $text }
adp-console-dm = [messaggio diretto per { $name }] { $text }
adp-console-only = [lo vede solo { $name }] { $text }
adp-console-picture = [immagine che vede solo { $name }] { $text }
adp-console-file = [file per { $name }: { $file }]
adp-console-error = [errore] { $error }
adp-console-user = utente { $id }
adp-console-resuming-game = Riprendo la partita salvata.
adp-console-resuming-lobby = Riprendo la lobby salvata: faccio sedere i giocatori mancanti.
adp-console-how = Scrivi i comandi così: `nome: /comando opzione:valore` (/{ cmd-help } li elenca; Ctrl-D per uscire).
adp-console-not-utf8 = [console] quella riga non è testo UTF-8 valido; ignorata.
adp-console-slash = i comandi iniziano con /, per esempio /board o /attack from:Brazil to:Peru
adp-console-quote = manca la virgoletta di chiusura
adp-console-not-an-option = '{ $rest }' non è un'opzione di /{ $command }: scrivi nome:valore
adp-console-unreadable-file = { $option }:{ $path } non si può leggere ({ $error })
adp-console-file-too-big = { $option }:{ $path } pesa { $bytes } byte; un file di mappa può pesare al massimo { $most } KB
adp-console-not-key-value = '{ $option }' non è nella forma chiave=valore (per esempio placement=one-at-a-time)
adp-console-not-lobby = non è un'opzione della lobby
adp-console-epoch = { $seconds } s dopo il 1970
adp-console-passed = { $at } (scaduto)
adp-console-in = { $at } (tra { $span })

## Autocomplete choices' labels (what a player picks from; the value sent stays English).
adp-complete-me = io
adp-complete-wild = Jolly
adp-complete-set = { $cards } → { $armies ->
    [one] { $armies } armata
   *[other] { $armies } armate
}
