### Italian: the channel's and players' texts: events, boards, hands, prompts (src/service/words/text, words/picture.rs).
### Every key of ../en/text.ftl, translated. A place variable ($territory, $from, $to, $continent) is the bare name
### (a label); its forms ($territory-in, $to-object, $from-from, …) are used wherever a sentence needs an article or preposition.

## Dice and rolls: the end of a battle line.

text-dice-vs = { $attacker } contro { $defender }
text-rolls-one = { $last }: attaccante −{ $lost }, difensore −{ $killed }{ $notes }.
text-rolls-many = { $rolls } lanci, attaccante −{ $lost }, difensore −{ $killed }{ $notes }; ultimo { $last }.
text-notes = {" "}({ $notes })
text-note-attack-die = dado d'attacco bonus { $face }
text-note-defence-die = dado di difesa bonus { $face }
text-note-airfield = Aeroporto +1
text-note-reroll = rilanciato un { $before } → { $after } con { $card }
text-note-reroll-defender = rilanciato un { $before } del difensore → { $after } con { $card }
text-note-commander = il Comandante ha trasformato un { $before } in un 6

## One attack's battles in one line: $rolls is text-rolls-one or text-rolls-many.

text-battle = 🎲 { $from } ⚔ { $to }: { $rolls }
text-battle-taken-open = 🎲 { $from } ⚔ { $to }: 🚩 { $player } conquista { $to-object }, { $moved ->
    [one] ne entra { $moved }
   *[other] ne entrano { $moved }
} e { $left ->
    [one] ne resta { $left }
   *[other] ne restano { $left }
} { $from-in } (/{ cmd-move } fino a { $max }). { $rolls }
text-battle-taken = 🎲 { $from } ⚔ { $to }: 🚩 { $player } conquista { $to-object }, { $moved ->
    [one] ne entra { $moved }
   *[other] ne entrano { $moved }
} e { $left ->
    [one] ne resta { $left }
   *[other] ne restano { $left }
} { $from-in }. { $rolls }
text-battle-held = 🎲 { $from } ⚔ { $to }: { $holder } tiene { $to-object } con { $defenders }, { $attackers ->
    [one] ne resta { $attackers }
   *[other] ne restano { $attackers }
} { $from-in }. { $rolls }

## Events, one line each, as the channel reads them.

text-claimed = { $player } occupa { $territory-object }.
text-placed = { $player } piazza { $armies } { $armies ->
    [one] armata
   *[other] armate
} { $territory-in }.
text-dealt = { $player } riceve { $count } { $count ->
    [one] territorio
   *[other] territori
} — { $territories }.
text-setup-complete = Tutte le armate iniziali sono piazzate: la guerra comincia.
text-traded = { $player } scambia { $cards } per { $armies } armate.
text-traded-bonus = { $player } scambia { $cards } per { $armies } armate (+{ $bonus } { $territory-in }).
text-conquered-open = 🚩 { $player } conquista { $territory-object } ({ $moved ->
    [one] ne entra { $moved }
   *[other] ne entrano { $moved }
}; /{ cmd-move } fino a { $max }).
text-conquered = 🚩 { $player } conquista { $territory-object } ({ $moved ->
    [one] ne entra { $moved }
   *[other] ne entrano { $moved }
}).
text-occupied = { $armies ->
    [one] Ora c'è 1 armata { $territory-in }.
   *[other] Ora ci sono { $armies } armate { $territory-in }.
}
text-eliminated = ☠ { $by } elimina { $player } e prende { $cards ->
    [one] 1 carta
   *[other] { $cards } carte
}.
text-card-drawn = { $player } pesca una carta.
text-deck-reshuffled = Le carte scambiate vengono rimescolate in un nuovo mazzo.
text-fortified = Spostamento: { $armies } { $from-from } { $to-to }.
text-game-over = 🏆 { $player } vince la partita!
text-game-ended = 🏁 Qui non gioca più nessuno, e nessun posto ancora in partita è primo da solo in classifica: la partita finisce senza un vincitore.
text-missions-dealt = Le missioni segrete sono state distribuite: ogni giocatore ha la sua in messaggio diretto (/{ cmd-mission }).
text-mission-completed = 🎯 { $player } ha compiuto la sua missione segreta: { $mission }
text-hq-chosen = { $player } ha scelto un Quartier generale.
text-bribed = 💰 { $player } dà una carta a { $neutral } (ne ha { $held }): { $status }.
text-status-rolled = 🎲 Dado di stato per { $neutral }: { $roll } → { $status }.
text-status-allied = alleato di { $player }
text-status-uninvolved = non coinvolto
text-ally-reinforced = { $player } rinforza il suo alleato { $ally } con { $armies } { $armies ->
    [one] armata
   *[other] armate
} { $territory-in }.
text-ally-divided = { $armies } delle nuove armate di { $ally } si spostano { $from-from } { $to-to }.
text-hand-passed = { $from } passa { $cards ->
    [one] la carta della squadra
   *[other] le { $cards } carte della squadra
} a { $to }.
text-reward-gained = 🎁 { $player } prende la Ricompensa: { $reward }.
text-airfield-placed = 🛩 { $player } piazza un Aeroporto { $territory-in }.
text-airfield-placed-auto = 🛩 { $player } piazza un Aeroporto { $territory-in } (non piazzato a mano: il suo territorio più forte).
text-airfield-destroyed = 🛩 L'Aeroporto di { $player } { $territory-in } è distrutto.
text-capital-placed = 🏛 { $player } piazza la sua capitale { $territory-in }.
text-objective-collected = 🎖 { $player } prende l'Obiettivo «{ $objective }» (ne ha { $held }; niente carta in questo turno).
text-objective-declined = { $player } non prende nessun Obiettivo in questo turno.
text-card-discarded = { $player } scarta la carta { $card }.
text-objectives-taken = { $player } prende { $count ->
    [one] un Obiettivo
   *[other] { $count } Obiettivi
} a { $from }.
text-stars-traded = { $player } consegna { $cards ->
    [one] una carta
   *[other] { $cards } carte
} con { $stars } stelle per { $armies } armate.
text-mission-claimed = 🎖 { $player } mostra una missione compiuta e la reclama — { $mission }
text-mission-revealed = 📜 { $player } ha reclamato tre missioni; si svela l'ultima — { $mission }
text-hqs-revealed = 🏰 Quartier generali svelati: { $list }.
text-hq-of = { $player } — { $territory }
text-hq-captured = 🏰 { $player } conquista il Quartier generale di { $from } { $territory-in } e ne prende la carta.
text-armies-lost = { $player } perde { $armies } armate: ogni territorio ne ha già il massimo consentito.
text-placed-on = { $territory } +{ $armies }
text-placed-by = { $player }: { $placed }
text-placements-revealed = Tutti hanno piazzato; le armate iniziali vengono svelate. { $placed }.

## An AI seat's long turn told in short.

text-ai-plays-turn = gioca un turno.
text-ai-traded = { $player } scambia un tris per { $armies } armate.
text-ai-traded-bonus = { $player } scambia un tris per { $armies } armate (+{ $bonus } { $territory-in }).
text-run = { $player } { $parts }.
text-run-nobody = { $parts }.
text-run-places = piazza { $armies }
text-run-rolls = { $rolls ->
    [one] 1 lancio
   *[other] { $rolls } lanci
}, perdendone { $lost } e distruggendone { $killed }
text-run-conquers = conquista { $territories-object }
text-run-conquers-many = conquista { $count } territori, { $first-from } fino { $last-to }

## Events under fog of war, as one reader is told them.

text-fog-claimed = { $player } occupa un territorio.
text-fog-placed = { $player } piazza armate.
text-fog-dealt = { $player } riceve { $count ->
    [one] 1 territorio
   *[other] { $count } territori
}.
text-fog-traded = { $player } scambia { $cards ->
    [one] 1 carta
   *[other] { $cards } carte
} per { $armies } armate.
text-fog-traded-bonus = { $player } scambia { $cards ->
    [one] 1 carta
   *[other] { $cards } carte
} per { $armies } armate (+{ $bonus } { $territory-in }).
text-fog-conquered = 🚩 { $player } conquista { $territory-object }.
text-fog-ally-reinforced = { $player } rinforza il suo alleato { $ally }.
text-fog-airfield-placed = 🛩 { $player } piazza un Aeroporto.
text-fog-airfield-destroyed = 🛩 Un Aeroporto di { $player } è distrutto.
text-fog-capital-placed = 🏛 { $player } piazza la sua capitale.
text-fog-hq-captured = 🏰 { $player } conquista il Quartier generale di { $from } e ne prende la carta.
text-fog-hq-unseen = { $player } — dove non puoi vedere
text-fog-placements-unseen = Tutti hanno piazzato le armate iniziali: la guerra comincia (/{ cmd-board } mostra ciò che puoi vedere).
text-fog-placements-seen = Tutti hanno piazzato; le armate iniziali che puoi vedere: { $placed }.
text-fog-taken = 🚩 { $player } toglie { $territory-object } a { $holder }.
text-fog-taken-moved = 🚩 { $player } toglie { $territory-object } a { $holder }, { $moved ->
    [one] ne entra { $moved }
   *[other] ne entrano { $moved }
}.
text-fog-taken-from = 🚩 { $player } toglie { $territory-object } a { $holder }, attaccando { $from-from }.
text-fog-taken-moved-from = 🚩 { $player } toglie { $territory-object } a { $holder }, { $moved ->
    [one] ne entra { $moved }
   *[other] ne entrano { $moved }
}, attaccando { $from-from }.
text-fog-held = 🎲 { $from } ⚔ { $to }: { $holder } tiene { $to-object }.
text-fog-held-defenders = 🎲 { $from } ⚔ { $to }: { $holder } tiene { $to-object } con { $defenders }.
text-fog-held-attackers = 🎲 { $from } ⚔ { $to }: { $holder } tiene { $to-object }, { $attackers ->
    [one] ne resta { $attackers }
   *[other] ne restano { $attackers }
} { $attacked_from-in }.
text-fog-held-both = 🎲 { $from } ⚔ { $to }: { $holder } tiene { $to-object } con { $defenders }, { $attackers ->
    [one] ne resta { $attackers }
   *[other] ne restano { $attackers }
} { $attacked_from-in }.
text-fog-unseen-territory = un territorio che non puoi vedere
text-suffered = ⚔ Cos'è successo ai tuoi territori:

## The board in words.

text-fog-note-watcher-light = 🌫️ La tua vista del tabellone con la nebbia di guerra ({ $level }): non stai giocando, quindi vedi ciò che vedono tutti: chi tiene ogni territorio, nessuna armata.
text-fog-note-watcher = 🌫️ La tua vista del tabellone con la nebbia di guerra ({ $level }): non stai giocando, quindi vedi ciò che vedono tutti: né chi tiene i territori né le armate.
text-fog-note-light = 🌫️ La tua vista del tabellone con la nebbia di guerra ({ $level }): la vedi solo tu: chi tiene ogni territorio; le armate sui tuoi e su quelli accanto.
text-fog-note-dark = 🌫️ La tua vista del tabellone con la nebbia di guerra ({ $level }): la vedi solo tu: le armate sui tuoi territori; chi tiene quelli accanto; niente del resto.
text-fog-note-standard = 🌫️ La tua vista del tabellone con la nebbia di guerra ({ $level }): la vedi solo tu: i tuoi territori e quelli accanto; niente del resto.
text-board-continents-fogged = **Continenti**: la nebbia di guerra nasconde chi tiene tutti i { $count } territori.
text-board-continents = **Continenti** (territori tenuti da ciascuno · armate in totale)
text-board-continent = { $continent } (+{ $bonus }): { $holders }{ $armies }
text-board-held-by = di { $player }
text-board-holds = { $player } { $count }
text-board-free = { $count } { $count ->
    [one] libero
   *[other] liberi
}
text-board-unseen = { $count } non { $count ->
    [one] visibile
   *[other] visibili
}
text-board-armies-in-all = {" "}· { $armies } { $armies ->
    [one] armata
   *[other] armate
}
text-board-players = **Giocatori**
text-board-eliminated = ~~{ $player } ({ $colour })~~ fuori gioco
text-board-player = { $player } ({ $colour }): { $counts }{ $missions }
text-board-player-holds = { $player } ({ $colour }): { $counts }; controlla { $continents-object }{ $missions }
text-board-territories = { $count ->
    [one] 1 territorio
   *[other] { $count } territori
}
text-board-armies = { $armies ->
    [one] 1 armata
   *[other] { $armies } armate
}
text-board-armies-to-place = { $armies ->
    [one] 1 armata
   *[other] { $armies } armate
} ({ $left } ancora da piazzare)
text-board-to-place = { $left } ancora da piazzare
text-board-cards = { $count ->
    [one] 1 carta
   *[other] { $count } carte
}
text-board-missions = , missioni { $claimed }/4
text-board-missions-last = , missioni { $claimed }/4 (ultima: { $last })
text-board-hq = { $owner } { $territory } ({ $holder })
text-board-hqs = **Quartier generali** (proprietario, territorio, tenuto da): { $hqs }
text-board-teams = **Squadre**: A — { $a }; B — { $b }
text-board-units = { $player } { $armies }
text-board-shared = { $territory } ({ $units }; controllato da { $player })
text-board-shared-nobody = { $territory } ({ $units }; non controllato da nessuno)
text-board-shared-line = **Condivisi**: { $territories }
text-board-neutral = { $neutral } { $status } ({ $cards } { $cards ->
    [one] carta di corruzione
   *[other] carte di corruzione
})
text-board-neutrals = **Neutrali**: { $neutrals }
text-in-continent = { $continent }: { $territories }
text-territory-armies = { $territory } { $armies }
text-territory-enemies = { $territory } { $armies } — confina con { $enemies }
text-neighbour = { $territory } ({ $held })
text-territory-held = { $territory } — { $held }
text-held = { $player }, { $armies }
text-free = libero
text-unseen = non visibile
text-none = nessuno
text-player-holds = **{ $player }** tiene { $count ->
    [one] 1 territorio
   *[other] { $count } territori
}.
text-player-holds-armies = **{ $player }** tiene { $count ->
    [one] 1 territorio
   *[other] { $count } territori
} con { $armies ->
    [one] 1 armata
   *[other] { $armies } armate
}.
text-player-fogged = **{ $player }**: la nebbia di guerra nasconde il resto; dei suoi territori ne vedi { $count }.
text-player-fogged-armies = **{ $player }**: la nebbia di guerra nasconde il resto; dei suoi territori ne vedi { $count }, con { $armies ->
    [one] 1 armata
   *[other] { $armies } armate
}.
text-player-continent-all = **{ $continent }**, tutto (+{ $bonus })
text-player-continent-part = **{ $continent }**, { $held } su { $count }
text-continent = **{ $continent }** (+{ $bonus }, { $count } territori)
text-continent-held = **{ $continent }** (+{ $bonus }, { $count } territori): tutto di { $player }
text-territory-unseen = **{ $territory }** ({ $continent }): non puoi vedere { $territory-object }: la nebbia di guerra ne nasconde il proprietario e le armate.
text-territory-owner = **{ $territory }** ({ $continent }): di { $player }; la nebbia di guerra nasconde le sue armate.
text-territory-all = **{ $territory }** ({ $continent }): di { $player }, con { $armies ->
    [one] 1 armata
   *[other] { $armies } armate
}.
text-territory-free = **{ $territory }** ({ $continent }): libero: nessuno l'ha ancora occupato.
text-neighbours = Vicini:
text-city = { $territory } ({ $holder })
text-cities = **Città**: { $cities }
text-capital = { $player } — { $territory } (tenuta da { $holder })
text-capitals = **Capitali**: { $capitals }
text-objectives-win = vinci con { $needed } e la tua capitale
text-objectives-rewards-only = solo Ricompense; si vince conquistando il mondo
text-objective-reward = { $objective } [{ $reward }]
text-objectives-held = { $player } { $count }
text-rewards-held = { $player } { $rewards }
text-rewards = **Ricompense**: { $rewards }
text-airfield = { $territory } ({ $player })
text-airfield-unseen = { $territory } (non visibile)
text-airfields = **Aeroporti**: { $airfields }
text-objectives = **Obiettivi** ({ $needed }): sul tabellone { $open }; presi: { $held }
text-deadline = Scadenza: { $when }.

## Cards.

text-hand-empty = Non hai carte.
text-hand = Le tue carte: { $cards }.
text-hand-sets-now = Tris che puoi scambiare ora ({ $worth }): { $sets }.
text-hand-sets-held = Tris che hai, da scambiare all'inizio di un turno ({ $worth }): { $sets }.
text-hand-sets-more = { $sets } e altri { $more } (/{ cmd-trade } li elenca)
text-hand-no-set = Ancora nessun tris da scambiare.
text-card = { $territory } ({ $design })
text-card-stars = { $territory } ({ $stars })
text-card-wild = Jolly
text-design-infantry = Fanteria
text-design-cavalry = Cavalleria
text-design-artillery = Artiglieria
text-next-set = prossimo tris: { $armies } armate
text-next-set-stars = carte stella: consegna da 2 a 10 stelle (2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30)
text-next-set-by-design = tris: 3 fanti 4, 3 cavalieri 6, 3 cannoni 8, uno per simbolo 10
text-next-set-line = Prossimo tris: { $armies } armate.
text-next-set-stars-line = Carte stella: consegna da 2 a 10 stelle (2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30).
text-next-set-by-design-line = Tris: 3 fanti 4, 3 cavalieri 6, 3 cannoni 8, uno per simbolo 10.

## Whose turn it is.

text-placing-done = ✅ { $players } { $count ->
    [one] ha piazzato
   *[other] hanno piazzato
} tutte le armate iniziali (nascoste finché tutti non hanno finito); si aspetta { $waiting }.
text-hidden-all-placed = Le tue armate iniziali sono tutte piazzate.
text-hidden-all-placed-mine = Le tue armate iniziali sono tutte piazzate (lo vedi solo tu finché tutti non hanno finito): { $placed }.
text-hidden-nothing-to-place = Non hai armate iniziali da piazzare; si aspetta { $waiting }.
text-hidden-all-placed-waiting = Le tue armate iniziali sono tutte piazzate (lo vedi solo tu finché tutti non hanno finito): { $placed }; si aspetta { $waiting }.
text-hidden-nothing-yet = Non hai ancora piazzato niente: { $left } da piazzare (/{ cmd-draft } { opt-territory } le mette tutte lì).
text-hidden-so-far = Piazzate finora (lo vedi solo tu finché tutti non hanno finito): { $placed }. Ancora { $left } da piazzare (/{ cmd-draft } { opt-territory } le mette tutte lì).
text-prompt-away = Sei assente dopo dei turni saltati: /{ cmd-risk } { cmd-risk-return } ti ridà il tuo posto; altrimenti alla scadenza questo turno lo gioca l'IA.
text-prompt-fogged = { $player }, tocca a te (nebbia di guerra: «{ cmp-open-my-turn }» o /{ cmd-board } te lo mostra solo a te).
text-prompt-fogged-round = { $player }, giro { $round }: tocca a te (nebbia di guerra: «{ cmp-open-my-turn }» o /{ cmd-board } te lo mostra solo a te).
text-to-place = { $player } { $left }
text-prompt-simultaneous = Ora tutti piazzano le armate iniziali, nello stesso momento e in segreto (/{ cmd-draft } { opt-territory } mette lì tutte quelle che ti restano; /{ cmd-draft } { opt-territory } { opt-troops } una parte; /{ cmd-board } { opt-player }:me elenca i tuoi territori). Vengono svelate insieme quando tutti hanno finito; alla scadenza il resto va sui confini. Da piazzare: { $left }.
text-prompt-still-placing = Stanno ancora piazzando: { $left }.
text-prompt-over = La partita è finita: ha vinto { $player }. /{ cmd-risk } { cmd-risk-new } apre la prossima.
text-prompt-over-no-winner = La partita è finita senza un vincitore, perché nessuno giocava più. /{ cmd-risk } { cmd-risk-new } apre la prossima.
# $what: an eng-expect-* infinitive.
text-prompt = { $player }, devi { $what }.
text-prompt-round = { $player }, giro { $round }: devi { $what }.
text-prompt-free = { $free } su { $count } sono liberi (/{ cmd-board } mostra quanti per continente, /{ cmd-board } { opt-continent }:NOME quali)
text-prompt-first-turn = /{ cmd-board } { opt-player }:me elenca i tuoi territori e i loro vicini nemici
text-prompt-set-worth = un tris di carte, se ce l'hai, vale { $armies } armate (/{ cmd-trade })
text-prompt-set = un tris di carte, se ce l'hai, si può scambiare (/{ cmd-trade })
text-prompt-objectives = prima puoi prendere un Obiettivo raggiunto in questo turno: { $objectives } (/{ cmd-objective } { opt-name }, o /{ cmd-objective } da solo per nessuno; spostare o /{ cmd-end } prende il primo)
text-quoted = «{ $text }»
text-trade-offer = Scambia carte
text-trade-offer-worth = Scambia carte (+{ $armies })

## Goals: missions, Headquarters, Objectives.

text-goal-mission = La tua missione segreta: { $mission }
    A che punto sei: { $progress }
text-goal-objectives = Il tuo scopo: { $needed } Obiettivi (ne hai { $held }) tenendo la tua capitale ({ $capital }) alla fine del tuo turno.
text-goal-objectives-no-capital = Il tuo scopo: { $needed } Obiettivi (ne hai { $held }) tenendo la tua capitale (non ancora piazzata) alla fine del tuo turno.
text-goal-hqs-some = tenere { $count ->
    [one] un altro Quartier generale
   *[other] { $count } altri Quartier generali
}
text-goal-hqs-all = tenere tutti gli altri Quartier generali
text-goal-hq-chosen = Il tuo Quartier generale: { $territory } (segreto finché tutti non hanno scelto). Scopo: { $goal } tenendo il tuo.
text-goal-hq-to-choose = Scegli il tuo Quartier generale con /{ cmd-hq } quando tocca a te. Scopo: { $goal } tenendo il tuo.
text-goal-hq = { $territory }, di { $owner } (tenuto da { $holder })
text-goal-hq-unseen = { $territory }, di { $owner } (chi lo tiene non si vede)
text-goal-hqs = Scopo: { $goal } tenendo il tuo. Quartier generali: { $hqs }.
text-goal-world = Il tuo scopo: tenere tutti i 42 territori.
text-ranked-goal = Le tue missioni (reclamane una per turno, nel momento che dice la carta; si vince con tutte e quattro):
text-ranked-progress = A che punto sei: { $progress }
text-progress-destroy-fogged = { $player } ({ $colour }) è ancora in partita; la nebbia di guerra nasconde quanto tiene
text-mission-continents = Conquista { $continents-object }.
text-mission-continents-third = Conquista { $continents-object } e un terzo continente a tua scelta.
text-mission-territories = Occupa { $count } territori.
text-mission-territories-armies = Occupa { $count } territori con almeno { $armies } armate ciascuno.
# $colour: the colour's English name, selected on.
text-mission-destroy = Distruggi tutte le armate { $colour ->
    [red] rosse
    [blue] blu
    [green] verdi
    [yellow] gialle
    [purple] viola
   *[black] nere
} (se sono le tue, o se non sono in partita, occupa invece { $count } territori).
text-mission-islands = Controlla { $count } isole (territori collegati solo da rotte marittime: { $islands }).
text-mission-any-continents = Controlla { $count } continenti a tua scelta.
text-mission-every-continent = Occupa almeno un territorio in ogni continente.
text-mission-fortress = Abbi { $armies } o più armate su un territorio.
text-mission-conquests = Conquista { $count } territori in un solo turno.
text-ranked-after-reinforcements = { $rank }: { $goal } (da giocare dopo aver ricevuto i rinforzi).
text-ranked-end-of-turn = { $rank }: { $goal } (da giocare alla fine del tuo turno).
text-rank-general = Generale
text-rank-major = Maggiore
text-rank-colonel = Colonnello
text-rank-captain = Capitano
text-objective-cities = Controlla { $count } città
text-objective-continent = Controlla { $continent-object }
text-objective-enemy-capital = Controlla una capitale nemica
text-objective-enemy-capitals = Controlla { $count } capitali nemiche
text-objective-take-cities = Conquista { $count } città in 1 turno
text-objective-take-territories = Conquista { $count } territori in 1 turno
text-objective-territories = Controlla { $count } territori
text-objective-continents = Controlla { $count } continenti interi
text-objective-take-continent = Conquista un intero continente in 1 turno
text-reward-airfield = Aeroporto
text-reward-additional-maneuver = Manovra aggiuntiva
text-reward-guaranteed-card = Carta garantita
text-reward-starting-maneuver = Manovra iniziale
text-reward-attack-die = Dado d'attacco
text-reward-defense-die = Dado di difesa
text-reward-two-troops = 2 armate
text-colour-red = rosso
text-colour-blue = blu
text-colour-green = verde
text-colour-yellow = giallo
text-colour-purple = viola
text-colour-black = nero

## The end of a table nobody plays any more.

text-standings = **Classifica**
text-standing = { $rank }. { $player }: { $territories ->
    [one] 1 territorio
   *[other] { $territories } territori
}, { $armies ->
    [one] 1 armata
   *[other] { $armies } armate
}
text-standings-eliminated = Fuori gioco: { $players }
text-gone-surrendered = { $players } { $count ->
    [one] ha abbandonato
   *[other] hanno abbandonato
}
text-gone-removed = { $players } { $count ->
    [one] ha perso il posto
   *[other] hanno perso il posto
}
text-gone-eliminated = { $players } { $count ->
    [one] è fuori gioco
   *[other] sono fuori gioco
}
text-gone-away = { $players } { $count ->
    [one] non ha più giocato
   *[other] non hanno più giocato
}
text-nobody-plays = 🏁 Qui non gioca più nessuno: { $what }.
text-nobody-plays-no-winner = La partita finisce senza un vincitore.
text-nobody-plays-ranked = I posti ancora in partita non continuano da soli: vengono classificati per territori, poi per armate.
text-nobody-plays-tie = { $players } condividono il primo posto: la partita finisce senza un vincitore.

## A mission's progress (for its holder only).

text-progress = { $figures }.
text-progress-done = { $figures } — fatto.
text-progress-continent = { $continent }: { $held ->
    [one] { $held } territorio
   *[other] { $held } territori
} su { $count }
text-progress-no-third = ancora nessun terzo continente
text-progress-third = un terzo continente: { $continents }
text-progress-territories = tieni { $held } dei { $count } territori
text-progress-territories-armies = { $held } dei { $count } territori hanno almeno { $armies } armate
text-progress-not-in-game = nessuna armata { $colour ->
    [red] rossa
    [blue] blu
    [green] verde
    [yellow] gialla
    [purple] viola
   *[black] nera
} è in partita
text-progress-destroyed-by-you = hai distrutto le armate { $colour ->
    [red] rosse
    [blue] blu
    [green] verdi
    [yellow] gialle
    [purple] viola
   *[black] nere
}
text-progress-destroyed-by-other = le armate { $colour ->
    [red] rosse
    [blue] blu
    [green] verdi
    [yellow] gialle
    [purple] viola
   *[black] nere
} sono state distrutte da un altro giocatore
text-progress-destroyed-instead = un altro giocatore ha distrutto le armate { $colour ->
    [red] rosse
    [blue] blu
    [green] verdi
    [yellow] gialle
    [purple] viola
   *[black] nere
}: tieni invece { $count } territori (ne hai { $held })
text-progress-still-holds = { $player } ({ $colour }) tiene ancora { $territories ->
    [one] 1 territorio
   *[other] { $territories } territori
} con { $armies ->
    [one] 1 armata
   *[other] { $armies } armate
}
text-progress-islands = tieni { $held } delle { $count } isole
text-progress-any-continents = tieni { $held } dei { $count } continenti
text-progress-any-continents-held = tieni { $held } dei { $count } continenti ({ $continents })
text-progress-every-continent = un territorio in tutti i { $count } continenti
text-progress-every-continent-missing = un territorio in { $held } dei { $count } continenti; ancora nessuno { $continents-in }
text-progress-fortress = la tua armata più grande è di { $largest } { $territory-in } (su { $armies } necessarie)
text-progress-fortress-none = non tieni nessun territorio (su { $armies } armate necessarie)
text-progress-conquests = { $conquests } delle { $count } conquiste in questo turno
text-progress-conquests-later = contate nel tuo turno: { $count } conquiste in un turno
