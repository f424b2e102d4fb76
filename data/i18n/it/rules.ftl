### Italian: the rules in sentences (words/rules_text.rs).
### Every key of ../en/rules.ftl, translated.

## /risk rules: a table's rules by topic. Commands are written as players type them; option values in `code` as typed.

rules-title-goal = Scopo
rules-title-setup = Preparazione
rules-title-headquarters = Quartier generali e capitali
rules-title-draft = Rinforzi
rules-title-cards = Carte
rules-title-battle = Battaglie
rules-title-fortify = Spostamento
rules-title-edition = Città, capitali e Obiettivi
rules-title-neutrals = Armate neutrali
rules-title-teams = Squadre
rules-topic = · **{ $title }**: { $lines }
rules-at-table = A questo tavolo: { $lines }
rules-at-table-unused = A questo tavolo: non si usa (queste regole non lo prevedono).

rules-hq-secret = Dopo la preparazione ogni giocatore, a turno, sceglie in segreto un Quartier generale tra i suoi territori (/{ cmd-hq }); vengono svelati tutti insieme.
rules-hq-capital = Dopo la preparazione ogni giocatore, a turno, piazza una capitale su un suo territorio (/{ cmd-hq }, pubblicamente).
rules-teams = Due squadre con posti alternati; le armate dei compagni di squadra possono stare sullo stesso territorio (lo controlla chi ci ha più armate, in caso di parità nessuno); non si attaccano i compagni di squadra.

rules-goal-eliminate-opponent = Vinci eliminando il tuo avversario; le armate neutrali non serve eliminarle.
rules-goal-every-territory = Vinci conquistando tutti i territori.
rules-goal-mission-done = Ogni giocatore ha una missione segreta (mazzo da { $deck } carte; /{ cmd-mission } mostra la tua e a che punto sei); il primo che la completa vince subito, anche nel turno di un altro giocatore. Una missione di distruggere un giocatore eliminato da qualcun altro conta come compiuta.
rules-goal-mission-occupy = Ogni giocatore ha una missione segreta (mazzo da { $deck } carte; /{ cmd-mission } mostra la tua e a che punto sei); il primo che la completa vince subito, anche nel turno di un altro giocatore. Una missione di distruggere un giocatore eliminato da qualcun altro diventa tenere 24 territori.
rules-goal-capital-all = Vinci tenendo tutti gli altri Quartier generali e insieme il tuo.
rules-goal-capital-short = Vinci tenendo 2 altri Quartier generali con 4 giocatori, 3 con 5 o 6, tutti con 3, e insieme il tuo.
rules-goal-capital-others = Vinci tenendo { $count ->
    [one] un altro Quartier generale
   *[other] { $count } altri Quartier generali
} e insieme il tuo.
rules-goal-ranked = Ogni giocatore ha quattro carte missione segrete, Generale, Maggiore, Colonnello e Capitano; una carta compiuta si reclama nel momento che indica, una per turno, e si mostra; dopo tre si svela la quarta; si vince con tutte e quattro.
rules-goal-objectives = Vinci con { $count } Obiettivi tenendo la tua capitale alla fine del tuo turno.
rules-goal-team = Una squadra perde quando uno dei suoi giocatori viene eliminato; vince l'altra squadra.

rules-setup-claim = I territori si occupano uno alla volta, a turno (/{ cmd-claim }).
rules-setup-dealt = I territori vengono distribuiti a caso.
rules-setup-dealt-share = I territori vengono distribuiti: { $count } a ogni giocatore, il resto diviso tra le armate neutrali.
rules-setup-dealt-piles = I territori vengono distribuiti in mucchi uguali ai giocatori e alle armate neutrali.
rules-setup-count = { $armies } con { $players } giocatori
rules-setup-armies = Armate iniziali a testa: { $counts }.
rules-setup-armies-neutral = { $player } armate iniziali a testa, { $neutral } per ogni armata neutrale.
rules-setup-scale = Questi sono i numeri per i 42 territori del tabellone classico; su un altro tabellone cambiano in proporzione alle sue dimensioni (numero × territori / 42, arrotondato).
rules-setup-edition-cards = Il terzo e il quarto giocatore iniziano con una carta, il quinto con due.
rules-setup-own-first = I giocatori, a turno, piazzano { $count } delle proprie armate finché non sono tutte piazzate, poi una per un'armata neutrale a turno.
rules-setup-interleaved = A ogni giro un giocatore piazza { $count } delle proprie armate e 1 per { $neutrals ->
    [one] l'armata neutrale
   *[other] ogni armata neutrale
}.
rules-setup-one-at-a-time = Le armate iniziali si piazzano una alla volta, a turno.
rules-setup-bulk = Ogni giocatore, a turno, piazza tutte le sue armate iniziali.
rules-setup-simultaneous = Tutti piazzano le armate iniziali nello stesso momento, in segreto (/{ cmd-draft }), e vengono svelate insieme quando l'ultimo ha finito.

rules-draft = A ogni turno ricevi come rinforzi i tuoi territori diviso 3 (almeno 3) più il bonus di ogni continente che tieni{ $cities ->
    [yes] ; ogni città conta come un territorio
   *[no] {""}
}{ $capitals ->
    [yes] ; ogni capitale che tieni aggiunge un'armata
   *[no] {""}
}.

rules-cards-escalating = Un tris (3 carte: 3 dello stesso simbolo, una per simbolo, o con un jolly) vale 4, 6, 8, 10, 12, 15 armate, poi 5 in più per ogni tris scambiato nella partita.
rules-cards-plus-one = Un tris (3 carte: 3 dello stesso simbolo, una per simbolo, o con un jolly) vale 4, 5, 6, … armate: una in più per ogni tris scambiato nella partita.
rules-cards-by-design = Un tris vale secondo i simboli: 3 fanti 4, 3 cavalieri 6, 3 cannoni 8, uno per simbolo 10 (un jolly vale come il simbolo che rende di più).
rules-cards-stars = Carte stella: scambia insieme carte qualsiasi che mostrano da 2 a 10 stelle, per 2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30 armate.
rules-cards-bonus-every = Una carta scambiata che mostra un territorio che occupi ci mette 2 armate in più, a ogni scambio (`{ opt-bonus }` sceglie la carta).
rules-cards-bonus-once = Una carta scambiata che mostra un territorio che occupi ci mette 2 armate in più, al massimo una volta per turno (`{ opt-bonus }` sceglie la carta).
rules-cards-bonus-none = Nessuna armata extra per le carte che mostrano i tuoi territori.
rules-cards-forced = Con { $count } o più carte all'inizio del turno devi scambiare.
rules-cards-no-limit = Nessun limite di carte in mano: scambiare non è mai obbligatorio.
rules-cards-elimination = Se prendendo le carte di un giocatore eliminato arrivi a { $count } o più, scambi subito fino a scendere a { $down } o meno.
rules-cards-discard-pile = Le carte scambiate vengono rimescolate in un nuovo mazzo quando il mazzo finisce.
rules-cards-deck-bottom = Le carte scambiate vanno coperte in fondo al mazzo.
rules-cards-team-hand = Ogni squadra ha una sola mano di carte, che passa al compagno successivo dopo ogni turno.

rules-battle-dice = L'attaccante lancia da 1 a 3 dadi (al massimo uno in meno delle armate che attaccano), il difensore 1 o 2; il più alto contro il più alto, in caso di parità vince il difensore. Dopo una conquista entrano almeno tante armate quanti dadi hai lanciato; /{ cmd-move } decide quante.
rules-battle-cap = Al massimo { $count } armate su un territorio; i rinforzi che non ci stanno vanno persi.
rules-battle-reroll-any = Se ha una carta che mostra il territorio che attacca o quello attaccato, l'attaccante rilancia un dado qualsiasi di ogni battaglia.
rules-battle-reroll-own = Se ha una carta che mostra il territorio che attacca o quello attaccato, l'attaccante rilancia uno dei suoi dadi di ogni battaglia.
rules-battle-commander = Una volta per turno l'attaccante può trasformare un dado in un 6 (`{ opt-commander }:true`).

rules-fortify-adjacent = Uno spostamento per turno, verso un tuo territorio confinante; un'armata resta indietro.
rules-fortify-connected = Uno spostamento per turno, verso un tuo territorio collegato attraverso { $team ->
    [yes] i tuoi territori e quelli dei tuoi compagni di squadra
   *[no] i tuoi territori
}; un'armata resta indietro.
rules-fortify-multiple = Sposta con quanti spostamenti vuoi, ciascuno attraverso { $team ->
    [yes] i tuoi territori e quelli dei tuoi compagni di squadra
   *[no] i tuoi territori
}, lasciando un'armata indietro; /{ cmd-end } chiude il turno.

rules-edition-cities-listed = 15 città sui territori indicati.
rules-edition-cities-random = 15 città su territori a caso.
rules-edition-first-claim = Il primo territorio occupato da ogni giocatore è la sua capitale.
rules-edition-basic-training = Gli 8 Obiettivi indicati: dopo gli attacchi, prendine uno che hai raggiunto (/{ cmd-objective }; in quel turno niente carta).
rules-edition-command-room = 4 Obiettivi minori e 4 maggiori a caso, ognuno con una Ricompensa (tra cui un Aeroporto, /{ cmd-airfield }): dopo gli attacchi, prendine uno che hai raggiunto (/{ cmd-objective }; in quel turno niente carta).

rules-neutrals-one = Un'armata neutrale: non attacca e non si rinforza mai, e difende con il massimo dei dadi.
rules-neutrals-many = { $count } armate neutrali: non giocano mai un turno, e difendono con il massimo dei dadi.
rules-neutrals-active = Corrompi un neutrale con una carta all'inizio del tuo turno (/{ cmd-bribe }) per avvicinarlo a un'alleanza; un alleato si rinforza con un dado (/{ cmd-ally }), attacca e fa uno spostamento gratuito per te.

## risk-bot presets: each preset's rules in short lines.

rules-short-claimed = territori occupati a turno
rules-short-dealt = territori distribuiti
rules-short-one-at-a-time = armate iniziali piazzate una alla volta
rules-short-bulk = armate iniziali piazzate tutte insieme
rules-short-simultaneous = armate iniziali piazzate da tutti insieme, in segreto
rules-short-fortify-adjacent = spostamento verso un territorio confinante
rules-short-fortify-connected = spostamento attraverso territori collegati
rules-short-fortify-multiple = più spostamenti
rules-short-cards-escalating = tris da 4, 6, 8, 10, 12, 15, poi 5 in più ciascuno
rules-short-cards-plus-one = tris da 4, 5, 6, ... (uno in più ciascuno)
rules-short-cards-stars = carte stella (2-10 stelle)
rules-short-cards-by-design = tris da 4, 6, 8 o 10 secondo i simboli
rules-short-win-eliminate = vinci eliminando il tuo avversario
rules-short-win-every-territory = vinci conquistando tutti i territori
rules-short-win-mission-done = vinci completando una missione segreta (mazzo da { $deck } carte); una missione di distruggere un giocatore eliminato da qualcun altro conta come compiuta
rules-short-win-mission-occupy = vinci completando una missione segreta (mazzo da { $deck } carte); una missione di distruggere un giocatore eliminato da qualcun altro diventa tenere 24 territori
rules-short-win-capital-all = vinci tenendo tutti i Quartier generali
rules-short-win-capital-short = vinci tenendo 2 altri Quartier generali con 4 giocatori, 3 con 5-6
rules-short-win-capital-others = vinci tenendo { $count ->
    [one] un altro Quartier generale
   *[other] { $count } altri Quartier generali
}
rules-short-win-ranked = vinci completando le tue quattro missioni con grado
rules-short-win-objectives = vinci con { $count } Obiettivi tenendo la tua capitale
rules-short-win-team = due squadre; una squadra perde quando uno dei suoi giocatori viene eliminato
rules-short-ways = { $setup }; { $placement }; { $fortify }; { $cards }
rules-short-neutrals = { $count } { $count ->
    [one] giocatore neutrale
   *[other] giocatori neutrali
} da { $armies } armate ciascuno, { $active ->
    [yes] da corrompere per farseli alleati
   *[no] solo in difesa
}; { $player } armate per giocatore; { $interleaved ->
    [yes] armate proprie e neutrali piazzate a ogni giro
   *[no] prima le armate proprie, poi quelle neutrali
}
rules-short-cities-listed = città su territori indicati
rules-short-cities-random = città su territori a caso
rules-short-capital-placed = ogni giocatore piazza una capitale
rules-short-capital-first-claim = il primo territorio occupato da ogni giocatore è la sua capitale
rules-short-basic-training = gli 8 Obiettivi indicati
rules-short-command-room = 4 Obiettivi minori e 4 maggiori con Ricompense
rules-short-edition-start = armate iniziali e carte dell'edizione
rules-short-no-cap = nessun limite di armate
rules-short-cap = al massimo { $count } armate per territorio
rules-short-experts = { $cap }; rilancio con una carta { $reroll ->
    [yes] attivo
   *[no] disattivo
}; comandante { $commander ->
    [yes] attivo
   *[no] disattivo
}
