### Italian: slash commands' and options' names and descriptions, as registered with Discord.
### Every key of ../en/commands.ftl, translated. Names: lower case, no spaces, at most 32 characters.

## Command groups: their names.
cmd-risk = risk
cmd-risk-desc = Lobby e tavolo: { cmd-risk-new }, { cmd-risk-join }, { cmd-risk-start }, { cmd-risk-status }, { cmd-risk-kick }, { cmd-risk-pause }, { cmd-risk-vacation }, { cmd-risk-surrender } e altro.
cmd-risk-admin = risk-admin
cmd-risk-admin-desc = Admin del server: comandi di tavolo per la partita di questo canale e impostazioni del server.
cmd-risk-admin-map = mappa
cmd-risk-admin-map-desc = I comandi /{ cmd-risk-admin } { cmd-risk-admin-map }.

## Commands: the name (the last word as typed), the description Discord shows (at most 100 characters), the text /help shows.

cmd-risk-new = nuova
cmd-risk-new-desc = Apri una lobby in questo canale; la ospiti tu.
cmd-risk-new-help = apre una lobby in questo canale; la ospiti tu. Salvo diversa indicazione di `{ opt-setup }` o `{ opt-placement }` (e dove la variante lo consente: niente armate neutrali, niente capitale alla prima occupazione), i territori vengono distribuiti e tutti piazzano le armate iniziali nello stesso momento, in segreto (`/{ cmd-draft }`, una sola menzione per tutti, un solo orologio per tutti), svelate insieme quando l'ultimo ha finito; alla scadenza il resto va sui confini; i posti dell'IA piazzano subito. Le regole del regolamento sono `{ opt-setup }:claim` e `{ opt-placement }:one-at-a-time` (oppure `bulk`: ognuno a turno piazza tutto). `{ opt-turn-time }` da 1h a 7d oppure `none` (predefinito 24h); `{ opt-on-timeout }` `ai` (l'IA gioca quel turno, predefinito) o `skip` (rinforzi sui confini, turno finito); `{ opt-kick-after }` turni saltati di fila prima che l'IA si tenga il posto (predefinito 3); `{ opt-surrender }` `neutral` (predefinito) o `ai`; `{ opt-reminders }` quanto prima della scadenza arriva l'ultimo promemoria (predefinito `1h`; `none` li spegne entrambi); `{ opt-defender-dice }` `max` (predefinito) o `choose`: un difensore umano attaccato riceve due pulsanti (1 o 2 dadi) e 60 secondi per rispondere, altrimenti si lancia il massimo; `{ opt-card-values }` `escalating` (predefinito) o `plus-one` (la variante degli esperti: 4, 5, 6, …); `{ opt-army-cap }`, `{ opt-reroll }`, `{ opt-commander }` e `{ opt-fortify }:multiple` attivano le altre varianti degli esperti (vedi Varianti); `{ opt-capital-goal }` `all` (predefinito) o `short` (Capital RISK: 2 altri Quartier generali con 4 giocatori, 3 con 5–6); `{ opt-neutral-setup }` (le varianti a due giocatori) `own-first` (tutte le proprie armate, poi quelle neutrali una per turno: il predefinito di `two-player`) o `interleaved` (armate proprie e neutrali a ogni giro: il predefinito delle varianti con quattro neutrali); `{ opt-map }` il tabellone per nome (predefinito quello classico; `/{ cmd-risk } { cmd-risk-maps }` elenca i tabelloni inclusi e quelli di questo server); `{ opt-fog }` `off` (predefinito), `light` (di chi è ogni territorio; le armate sui tuoi e su quelli confinanti), `standard` (i tuoi e quelli confinanti; niente del resto) o `dark` (armate solo sui tuoi; di chi sono quelli confinanti): il canale vede allora solo ciò che ogni giocatore può vedere, ognuno riceve il proprio tabellone in privato e la nebbia si alza alla fine. `/{ cmd-risk } { cmd-risk-rules } { opt-preset }:NOME` spiega le regole di una variante

cmd-risk-join = entra
cmd-risk-join-desc = Prendi un posto nella lobby.
cmd-risk-join-help = prendi un posto prima dell'inizio, con il colore `{ opt-color }` (predefinito: il primo libero)

cmd-risk-leave = esci
cmd-risk-leave-desc = Lascia la lobby prima che la partita inizi.
cmd-risk-leave-help = lascia il tuo posto prima dell'inizio

cmd-risk-team = squadra
cmd-risk-team-desc = Team RISK: scegli la squadra A o B prima dell'inizio (le squadre giocano a turni alterni).
cmd-risk-team-help = Team RISK: scegli la squadra A o B nella lobby; all'inizio gli indecisi completano la squadra più piccola e i posti si alternano A, B, A, B

cmd-risk-add-ai = aggiungi-ia
cmd-risk-add-ai-desc = Host: aggiungi un giocatore computer alla lobby.
cmd-risk-add-ai-help = host: aggiunge un giocatore computer: `{ opt-level }` `random`, `basic` (predefinito) o `strong`

cmd-risk-start = avvia
cmd-risk-start-desc = Host: avvia la partita con i giocatori seduti.
cmd-risk-start-help = host: avvia con i giocatori seduti (l'ordine dei posti è l'ordine di gioco)

cmd-risk-status = stato
cmd-risk-status-desc = Mostra la lobby o la partita: a chi tocca e cosa deve fare.
cmd-risk-status-help = la lobby, oppure a chi tocca e cosa deve fare

cmd-risk-rules = regole
cmd-risk-rules-desc = Le regole di questo tavolo (o di una variante) spiegate, solo per te.
cmd-risk-rules-help = le regole di questo canale spiegate, per argomento, solo per te: nella lobby, durante la partita e dopo; con `{ opt-preset }` (o senza un tavolo qui) le regole di quella variante come le giocherebbe `/{ cmd-risk } { cmd-risk-new }`

cmd-risk-kick = espelli
cmd-risk-kick-desc = Host o gestore del canale: togli un giocatore (in partita l'IA prende il suo posto).
cmd-risk-kick-help = host o *Gestisci canali*: toglie un giocatore dalla lobby; in partita l'IA prende il posto e, come dopo una resa, non è avversaria di nessuno (`/{ cmd-risk-admin } { cmd-risk-replace }` lo affida a una persona, che torna in gara)

cmd-risk-abandon = cancella
cmd-risk-abandon-desc = Host o gestore del canale: cancella la partita di questo canale.
cmd-risk-abandon-help = host o *Gestisci canali*: cancella la partita qui (`{ opt-confirm }:true`)

cmd-risk-pause = pausa
cmd-risk-pause-desc = Host o gestore del canale: ferma gli orologi dei turni (le mosse restano permesse).
cmd-risk-pause-help = host o *Gestisci canali*: ferma gli orologi dei turni (le mosse restano permesse)

cmd-risk-resume = riprendi
cmd-risk-resume-desc = Host o gestore del canale: fai ripartire gli orologi dei turni.
cmd-risk-resume-help = host o *Gestisci canali*: fa ripartire gli orologi dei turni

cmd-risk-skip = salta
cmd-risk-skip-desc = Host o gestore del canale: applica subito al turno in corso quel che succede alla scadenza.
cmd-risk-skip-help = host o *Gestisci canali*: applica subito al turno in corso ciò che succede quando il tempo scade

cmd-risk-vacation = ferie
cmd-risk-vacation-desc = Prenditi dei giorni: le tue scadenze aspettano (dal tuo credito, 7 giorni a partita).
cmd-risk-vacation-help = le tue scadenze aspettano per altrettanti `{ opt-days }` (7 giorni a partita)

cmd-risk-surrender = arrenditi
cmd-risk-surrender-desc = Arrenditi: le tue armate diventano neutrali (o subentra l'IA, come deciso nella lobby).
cmd-risk-surrender-help = arrenditi: le tue armate restano come neutrale passivo (o le gioca l'IA, secondo `{ opt-surrender }`) e non sono avversarie di nessuno; quando tutti gli avversari di un giocatore (o di una squadra) si sono arresi, sono stati espulsi o eliminati, quella parte vince subito, anche durante la preparazione; quando non gioca più nessuno, i posti ancora in partita vengono classificati e vince il primo

cmd-risk-replace = sostituisci
cmd-risk-replace-desc = Host o gestore del canale: affida il posto di un giocatore a qualcun altro.
cmd-risk-replace-help = host o *Gestisci canali*: affida un posto (`{ opt-player }`) a qualcun altro (`{ opt-new-player }`), che riceve le carte in messaggio diretto

cmd-risk-return = rientra
cmd-risk-return-desc = Riprendi il tuo posto dall'IA dopo dei turni saltati (tra un turno e l'altro).
cmd-risk-return-help = riprendi il tuo posto dopo che l'IA l'ha preso per turni saltati (tra un turno e l'altro; una volta a partita)

cmd-risk-verify = verifica
cmd-risk-verify-desc = A fine partita: rigiocala dal seme dei dadi svelato e controlla ogni lancio e carta.
cmd-risk-verify-help = a fine partita: la rigioca dal seme dei dadi svelato, controlla ogni lancio e ogni carta pescata e allega il file della partita (`game-N.json`) per `risk-bot verify` (vedi [Verifiable dice](#verifiable-dice)); prima della fine mostra l'impegno sigillato

cmd-risk-stats = statistiche
cmd-risk-stats-desc = La classifica di questo server: vittorie per variante e punteggi; o quella di un giocatore.
cmd-risk-stats-help = la classifica di questo server, solo per te: partite finite per variante e la classifica per punteggio (primi 10); con `{ opt-player }` (un nome, o `me`) le partite vinte e giocate da quel giocatore per variante, il suo punteggio e la sua posizione (vedi [Server standings](#server-standings))

cmd-risk-maps = mappe
cmd-risk-maps-desc = I tabelloni giocabili qui: quelli di questo server e quelli inclusi, con le loro dimensioni.
cmd-risk-maps-help = i tabelloni che `/{ cmd-risk } { cmd-risk-new } { opt-map }:NOME` può scegliere, solo per te: quelli di questo server (aggiunti dai suoi admin con `/{ cmd-risk-admin } { cmd-risk-admin-map } { cmd-map-add }`) e quelli inclusi nel bot, ciascuno con i suoi territori e continenti

cmd-map-add = aggiungi
cmd-map-add-desc = Aggiungi un file di mappa (allegato) come tabellone di questo server.
cmd-map-add-help = admin del server: aggiunge il file di mappa allegato (TOML, `.map` di Domination, `.map` di Conquest o `.xml` di Conquer Club, al massimo 256 KB) come tabellone di questo server, con il nome che si dà; un file che non è un tabellone giocabile viene rifiutato con i suoi problemi, e così un nome che ha già un tabellone incluso o di questo server. Vedi [Hosting](hosting.md#boards)

cmd-map-remove = rimuovi
cmd-map-remove-desc = Rimuovi un tabellone di questo server (le partite che lo usano lo tengono).
cmd-map-remove-help = admin del server: rimuove per nome un tabellone di questo server; le lobby non possono più sceglierlo, le partite che lo usano già (e i loro archivi) lo tengono

cmd-settings = impostazioni
cmd-settings-desc = Mostra le impostazioni del server; le opzioni date le cambiano (predefiniti, canali, ruolo).
cmd-settings-help = admin del server: mostra le impostazioni di questo server (solo a te), cambiando quelle date: le opzioni predefinite di `/{ cmd-risk } { cmd-risk-new }` (una qualsiasi; usate quando un giocatore ne omette una; le opzioni di regola solo quando gioca la variante predefinita), i canali in cui si possono aprire lobby (nessuno: tutti i canali), il ruolo che può ospitare (gli admin possono comunque); `{ opt-reset }` `defaults`, `channels`, `host-role` o `all`. Valori predefiniti con cui non si potrebbe aprire una lobby vengono rifiutati

cmd-claim = occupa
cmd-claim-desc = Preparazione: occupa un territorio libero.
cmd-claim-help = preparazione: occupa un territorio libero (un'armata)

cmd-hq = qg
cmd-hq-desc = Capital RISK: scegli in segreto il tuo Quartier generale tra i tuoi territori.
cmd-hq-help = Capital RISK: scegli in segreto il tuo Quartier generale tra i tuoi territori (svelato quando tutti hanno scelto); Basic Training: piazza la tua capitale (pubblica)

cmd-bribe = corrompi
cmd-bribe-desc = Neutrali attivi: all'inizio del turno dai una carta coperta a un'armata neutrale.
cmd-bribe-help = neutrali attivi (`two-player-allies`): all'inizio del tuo turno dai una carta coperta a un neutrale, un passo verso di te sulla sua scala di stato (al massimo 2 allo stesso neutrale per turno; non a un neutrale che ha 5 carte)

cmd-ally = alleato
cmd-ally-desc = Neutrali attivi: prima di attaccare, lancia un dado di armate su un territorio alleato.
cmd-ally-help = neutrali attivi: dopo i rinforzi e prima del tuo primo attacco, lancia un dado di armate su un territorio di uno dei tuoi alleati (una volta per alleato a turno); subito dopo il lancio, `/{ cmd-ally } { opt-territory } { opt-troops }` sposta altrettante delle nuove armate su un altro territorio di quell'alleato (dividendo il dado); gli alleati attaccano (`/{ cmd-attack }` dal loro territorio) e fanno uno spostamento gratuito (`/{ cmd-fortify }` dal loro territorio) per te

cmd-airfield = aeroporto
cmd-airfield-desc = Command Room: piazza un Aeroporto che hai vinto su uno dei tuoi territori.
cmd-airfield-help = Command Room: piazza un Aeroporto che hai vinto (+1 sul tuo dado più alto nelle battaglie in quel territorio o accanto); uno non piazzato entro la fine del turno va sul tuo territorio con più armate

cmd-objective = obiettivo
cmd-objective-desc = Dopo gli attacchi: prendi uno degli Obiettivi raggiunti in questo turno, o nessuno.
cmd-objective-help = Basic Training, Command Room: dopo gli attacchi, prendi uno degli Obiettivi raggiunti in questo turno (`{ opt-name }`), o nessuno (senza `{ opt-name }`: una conquista fa comunque guadagnare una carta); `{ opt-discard }` scarta una carta dalla tua mano mentre lo prendi. `/{ cmd-end }` dagli attacchi lascia la scelta aperta fino al tuo primo `/{ cmd-fortify }` o al `/{ cmd-end }` seguente, che prendono il primo raggiunto

cmd-draft = piazza
cmd-draft-desc = Piazza armate su uno dei tuoi territori (armate iniziali o rinforzi).
cmd-draft-help = piazza armate iniziali o rinforzi: `{ opt-troops }` su `{ opt-territory }` (un numero, `all` o `all but N`); senza `{ opt-troops }`, tutte quelle che ti restano da piazzare ora

cmd-trade = scambia
cmd-trade-desc = Scambia un tris di carte con delle armate all'inizio del tuo turno.
cmd-trade-help = scambia un tris di carte con delle armate all'inizio del tuo turno (i tris e il loro valore seguono le regole del tavolo: `/{ cmd-risk } { cmd-risk-rules }`); `{ opt-bonus }` dice quale carta scambiata di un territorio che occupi riceve le armate extra, dove le regole le danno (predefinita la prima di queste carte)

cmd-attack = attacca
cmd-attack-desc = Attacca un vicino nemico: un lancio, o blitz finché non cade.
cmd-attack-help = un lancio dal territorio `{ opt-from }` contro il vicino nemico `{ opt-to }` (`{ opt-dice }` da 1 a 3, predefinito quanti consentiti), oppure `{ opt-blitz }:true` finché non cade (o finché il territorio `{ opt-from }` non scende a `{ opt-stop-at }` armate); `{ opt-commander }:true` usa il 6 degli esperti, una volta per turno, dove cambia una battaglia; `{ opt-move }` (`all`, `all but N` o un numero) avanza subito dopo una conquista

cmd-move = avanza
cmd-move-desc = Dopo una conquista: quante armate finiscono nel territorio conquistato.
cmd-move-help = dopo una conquista: quante `{ opt-troops }` finiscono nel territorio conquistato: un numero (almeno i dadi che hai lanciato), `all` o `all but N`

cmd-fortify = sposta
cmd-fortify-desc = Sposta armate tra i tuoi territori (lo spostamento di fine turno).
cmd-fortify-help = sposta `{ opt-troops }` (un numero, `all` o `all but N`; una resta sempre) da uno dei tuoi territori a un altro (confinante o collegato, secondo le regole); l'ultimo spostamento consentito chiude il tuo turno: uno per turno, di più con `{ opt-fortify }:multiple` degli esperti o una Manovra aggiuntiva (allora `/{ cmd-end }` chiude il turno); lo spostamento di un alleato non lo chiude

cmd-end = fine
cmd-end-desc = Chiudi il tuo turno (anche dagli attacchi, salvo un Obiettivo ancora da scegliere).
cmd-end-help = chiude il turno (anche dagli attacchi: lo spostamento viene saltato salvo un Obiettivo ancora da scegliere; `/{ cmd-fortify }` funziona direttamente dagli attacchi)

cmd-undo = annulla
cmd-undo-desc = Annulla l'ultimo piazzamento, avanzamento o spostamento, se da allora non è emerso nulla.
cmd-undo-help = annulla l'ultimo piazzamento, avanzamento o spostamento, se da allora non si sono lanciati dadi, pescate carte e non si è mosso nessuno

cmd-board = tabellone
cmd-board-desc = Pubblica il tabellone o la parte che nomini; o elenca i territori di un giocatore o continente.
cmd-board-help = il riepilogo pubblico: continenti con proprietari e armate, giocatori con territori, armate, carte in mano, con un'immagine di dove si è giocato l'ultimo turno (con la nebbia di guerra, dei tuoi fronti); `{ opt-region }` disegna i continenti che nomini (più di uno separati da virgole), `{ opt-whole }:true` il tabellone intero; con `{ opt-player }:me` (o un nome) i territori di quel giocatore per continente, ciascuno con le sue armate e i territori nemici accanto; con `{ opt-continent }` i territori di quel continente con proprietari e armate (questi due solo a te); con la nebbia di guerra tutto solo a te, dal tuo punto di vista

cmd-territory = territorio
cmd-territory-desc = Un territorio: proprietario, armate, continente e vicini (lo vedi solo tu).
cmd-territory-help = un territorio, solo per te: proprietario, armate, continente e ogni vicino con proprietario e armate

cmd-hand = mano
cmd-hand-desc = Mostra le tue carte e i tris che puoi scambiare (lo vedi solo tu).
cmd-hand-help = le tue carte e i tris scambiabili, solo per te

cmd-mission = missione
cmd-mission-desc = Il tuo scopo: la tua missione segreta o il tuo Quartier generale (lo vedi solo tu).
cmd-mission-help = il tuo scopo, solo per te: la tua missione segreta (o le carte di Mission RISK) con a che punto sei (per esempio 11 dei 18 territori hanno almeno 2 armate), oppure il tuo Quartier generale e quelli di tutti una volta svelati; ogni missione viene svelata nel messaggio che chiude la partita

cmd-odds = probabilità
cmd-odds-desc = Probabilità esatte di battaglia: numeri, o due territori con le loro armate attuali.
cmd-odds-help = probabilità esatta di conquista e perdite attese: `{ opt-attackers }` e `{ opt-defenders }`, oppure `{ opt-from }` e `{ opt-to }` con le loro armate attuali

cmd-history = cronologia
cmd-history-desc = Le ultime mosse in questo canale.
cmd-history-help = le ultime `{ opt-count }` mosse della partita in corso in questo canale (una partita finita resta leggibile fino al prossimo `/{ cmd-risk } { cmd-risk-new }`); `{ opt-file }:true` allega la cronologia di tutta la partita come file di testo (`history-game-N.txt`), solo per te

cmd-help = aiuto
cmd-help-desc = Come si gioca e cosa fa ogni comando.
cmd-help-help = come si gioca e cosa fa ogni comando; `{ opt-command }` ne spiega uno

## Options: the name, the description (at most 100 characters).

opt-allow-channel = consenti_canale
opt-allow-channel-desc = Consenti le partite in questo canale (appena ne consenti uno, solo quelli)

opt-army-cap = limite_armate
opt-army-cap-desc = Esperti: massimo di armate su un territorio (12 nel regolamento), o none

opt-attackers = attaccanti
opt-attackers-desc = Armate nel territorio che attacca (una deve restare indietro)

opt-blitz = blitz
opt-blitz-desc = Continua a lanciare finché il territorio cade o finisci le armate

opt-bonus = bonus
opt-bonus-desc = Quale carta scambiata di un tuo territorio riceve il +2 (predefinito: la prima)

opt-capital-goal = obiettivo_capitali
opt-capital-goal-desc = Capital RISK: tutti i Quartier generali, o short (2 con 4 giocatori, 3 con 5-6)

opt-card = carta
opt-card-desc = Una carta della tua mano

opt-card-values = valore_tris
opt-card-values-desc = Tris: escalating (4, 6, 8, 10, 12, 15, +5) o plus-one (esperti: 4, 5, 6...)

opt-cards = carte
opt-cards-desc = Un tris della tua mano, per esempio Brasile, Perù, Jolly

opt-color = colore
opt-color-desc = Il tuo colore (predefinito: il primo libero)

opt-command = comando
opt-command-desc = Un comando da spiegare, per esempio attacca

opt-commander = comandante
opt-risk-new-commander-desc = Esperti: una volta per turno, porta un dado d'attacco a 6 (on/off)
opt-settings-commander-desc = Esperti: una volta per turno, porta un dado d'attacco a 6 (on/off)
opt-attack-commander-desc = Comandante degli esperti: trasforma uno dei tuoi dadi in un 6, una volta per turno

opt-confirm = conferma
opt-confirm-desc = Metti true per cancellare davvero la partita

opt-continent = continente
opt-continent-desc = Elenca i territori di questo continente con proprietari e armate

opt-count = quante
opt-count-desc = Quante voci (predefinito 10, al massimo 50)

opt-days = giorni
opt-days-desc = Quanti giorni

opt-defender-dice = dadi_difesa
opt-defender-dice-desc = Dadi del difensore: max (sempre il massimo) o choose (il difensore sceglie col pulsante)

opt-defenders = difensori
opt-defenders-desc = Armate in difesa

opt-dice = dadi
opt-dice-desc = Dadi dell'attaccante, da 1 a 3 (predefinito: quanti consentiti)

opt-discard = scarta
opt-discard-desc = Una carta della tua mano da scartare mentre lo prendi

opt-file = file
opt-map-add-file-desc = Il file di mappa (al massimo 256 KB)
opt-history-file-desc = Allega la cronologia di tutta la partita come file di testo

opt-fog = nebbia
opt-fog-desc = Nebbia di guerra: off (predefinito), light, standard o dark (cosa vedi oltre il tuo)

opt-fortify = spostamento
opt-fortify-desc = Spostamento: adjacent, connected o multiple (esperti: più spostamenti)

opt-from = da
opt-attack-from-desc = Il tuo territorio da cui attaccare (almeno 2 armate)
opt-fortify-from-desc = Il tuo territorio da cui spostare le armate
opt-odds-from-desc = Territorio che attacca (invece dei numeri)

opt-host-role = ruolo_host
opt-host-role-desc = Solo i membri con questo ruolo possono aprire una lobby

opt-kick-after = espelli_dopo
opt-kick-after-desc = Turni saltati di fila prima che l'IA prenda il posto (predefinito 3)

opt-language = lingua
opt-language-desc = Lingua delle partite del server: en, de, es, fr, pt-BR, it o pl (predefinita: quella del server)

opt-level = livello
opt-level-desc = Livello dell'IA: random, basic o strong (predefinito basic)

opt-map = mappa
opt-map-desc = Il tabellone: classic (predefinito), uno incluso o del server (/{ cmd-risk } { cmd-risk-maps } li elenca)

opt-move = avanza
opt-move-desc = Dopo una conquista, avanza subito: all, all but N o un numero

opt-name = nome
opt-map-remove-name-desc = Il nome del tabellone
opt-objective-name-desc = Un Obiettivo raggiunto in questo turno; lascia vuoto per non prenderne
opt-territory-name-desc = Il territorio

opt-neutral = neutrale
opt-neutral-desc = L'armata neutrale (per esempio Neutrale 2)

opt-neutral-setup = preparazione_neutrali
opt-neutral-setup-desc = Due giocatori: own-first (le tue armate, poi le neutrali) o interleaved (entrambe a ogni giro)

opt-new-player = nuovo_giocatore
opt-new-player-desc = Chi lo prende

opt-on-timeout = allo_scadere
opt-on-timeout-desc = Quando il tempo scade: ai (gioca il turno, predefinito) o skip

opt-placement = piazzamento
opt-placement-desc = Armate iniziali: simultaneous (predefinito), one-at-a-time (regolamento) o bulk

opt-player = giocatore
opt-risk-kick-player-desc = Il nome o il colore del giocatore
opt-risk-replace-player-desc = Il posto da affidare (nome o colore)
opt-risk-stats-player-desc = La posizione di un giocatore: me, o un nome
opt-board-player-desc = Elenca i territori di questo giocatore con i vicini nemici: me, o un nome
opt-region = regione
opt-region-desc = Disegna questi continenti: uno, o più separati da virgole
opt-whole = intero
opt-whole-desc = Disegna il tabellone intero (true)

opt-preset = variante
opt-risk-new-preset-desc = Variante di regole (predefinita classic)
opt-risk-rules-preset-desc = Le regole di una variante invece di quelle di questo tavolo
opt-settings-preset-desc = Variante di regole (predefinita classic)

opt-reminders = promemoria
opt-reminders-desc = Ultimo promemoria tanto prima della scadenza (predefinito 1h), o none

opt-remove-channel = rimuovi_canale
opt-remove-channel-desc = Non consentire più le partite in questo canale

opt-reroll = rilancio
opt-reroll-desc = Esperti: rilancia un dado con una carta che mostra il territorio (on/off)

opt-reset = azzera
opt-reset-desc = Torna a nessuna impostazione: defaults, channels, host-role o all

opt-setup = preparazione
opt-setup-desc = Come si dividono i territori: deal (a caso, predefinito) o claim (a turno)

opt-stop-at = fermati_a
opt-stop-at-desc = Blitz, ma fermati quando il tuo territorio scende a queste armate

opt-surrender = resa
opt-surrender-desc = Con /{ cmd-risk } { cmd-risk-surrender }: neutral (armate ferme, mai all'attacco; predefinito) o ai

opt-team = squadra
opt-team-desc = A o B

opt-territory = territorio
opt-claim-territory-desc = Un territorio libero
opt-hq-territory-desc = Uno dei tuoi territori
opt-ally-territory-desc = Un territorio di uno dei tuoi alleati
opt-airfield-territory-desc = Uno dei tuoi territori
opt-draft-territory-desc = Il tuo territorio (in un giro di preparazione a due anche uno neutrale)

opt-to = verso
opt-attack-to-desc = Un territorio nemico confinante
opt-fortify-to-desc = Il tuo territorio dove spostarle
opt-odds-to-desc = Territorio che difende (invece dei numeri)

opt-troops = armate
opt-ally-troops-desc = Subito dopo il lancio: sposta tante delle sue armate su quest'altro territorio
opt-draft-troops-desc = Quante: un numero, all o all but N (predefinito: tutte quelle da piazzare)
opt-move-troops-desc = Armate nel territorio conquistato: un numero (almeno i dadi lanciati), all o all but N
opt-fortify-troops-desc = Quante armate: un numero, all (una resta indietro) o all but N

opt-turn-time = tempo_turno
opt-turn-time-desc = Tempo per turno: none, o da 1h a 7d (predefinito 24h)
