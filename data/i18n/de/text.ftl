### German: the channel's and players' texts: events, boards, hands, prompts (src/service/words/text, words/picture.rs).
### Every key of ../en/text.ftl, translated; a key left out falls back to English.

## Würfel und Würfe.

text-dice-vs = { $attacker } gegen { $defender }
text-rolls-one = { $last }: Angreifer −{ $lost }, Verteidiger −{ $killed }{ $notes }.
text-rolls-many = { $rolls } Würfe, Angreifer −{ $lost }, Verteidiger −{ $killed }{ $notes }; zuletzt { $last }.
text-notes = {" "}({ $notes })
text-note-attack-die = Bonus-Angriffswürfel { $face }
text-note-defence-die = Bonus-Verteidigungswürfel { $face }
text-note-airfield = Flugplatz +1
text-note-reroll = eine { $before } neu gewürfelt → { $after } mit { $card }
text-note-reroll-defender = eine { $before } des Verteidigers neu gewürfelt → { $after } mit { $card }
text-note-commander = der Kommandant machte aus einer { $before } eine 6

## Ein Angriff in einer Zeile.

text-battle = 🎲 { $from } ⚔ { $to }: { $rolls }
text-battle-taken-open = 🎲 { $from } ⚔ { $to }: 🚩 { $player } erobert { $to-object }, { $moved } nachgerückt und { $left } { $from-in } geblieben (/{ cmd-move } bis zu { $max }). { $rolls }
text-battle-taken = 🎲 { $from } ⚔ { $to }: 🚩 { $player } erobert { $to-object }, { $moved } nachgerückt und { $left } { $from-in } geblieben. { $rolls }
text-battle-held = 🎲 { $from } ⚔ { $to }: { $holder } hält { $to-object } mit { $defenders }, { $attackers } { $from-in } geblieben. { $rolls }

## Ereignisse.

text-claimed = { $player } besetzt { $territory-object }.
text-placed = { $player } verstärkt { $territory-object } um { $armies }.
text-dealt = { $player } erhält { $count ->
    [one] 1 Gebiet
   *[other] { $count } Gebiete
} — { $territories }.
text-setup-complete = Alle Startarmeen sind gesetzt: Der Krieg beginnt.
text-traded = { $player } tauscht { $cards } gegen { $armies ->
    [one] 1 Armee
   *[other] { $armies } Armeen
}.
text-traded-bonus = { $player } tauscht { $cards } gegen { $armies } Armeen (+{ $bonus } { $territory-in }).
text-conquered-open = 🚩 { $player } erobert { $territory-object } ({ $moved } nachgerückt; /{ cmd-move } bis zu { $max }).
text-conquered = 🚩 { $player } erobert { $territory-object } ({ $moved } nachgerückt).
text-occupied = { $armies ->
    [one] 1 Armee hält nun { $territory-object }.
   *[other] { $armies } Armeen halten nun { $territory-object }.
}
text-eliminated = ☠ { $player } wird von { $by } ausgeschaltet, { $cards ->
    [one] der 1 Karte übernimmt
   *[other] der { $cards } Karten übernimmt
}.
text-card-drawn = { $player } zieht eine Karte.
text-deck-reshuffled = Die eingetauschten Karten werden zu einem neuen Stapel gemischt.
text-fortified = Verschieben: { $armies } { $from-from } { $to-to }.
text-game-over = 🏆 { $player } gewinnt das Spiel!
text-game-ended = 🏁 Hier spielt niemand mehr, und kein Platz im Spiel führt die Rangliste allein an: Das Spiel endet ohne Sieger.
text-missions-dealt = Die geheimen Aufträge sind verteilt: Jeder hat seinen per DM (/{ cmd-mission }).
text-mission-completed = 🎯 { $player } hat den geheimen Auftrag erfüllt: { $mission }
text-hq-chosen = { $player } hat ein Hauptquartier gewählt.
text-bribed = 💰 { $player } gibt { $neutral } eine Karte ({ $held } im Besitz): { $status }.
text-status-rolled = 🎲 Statuswürfel für { $neutral }: { $roll } → { $status }.
text-status-allied = verbündet mit { $player }
text-status-uninvolved = unbeteiligt
text-ally-reinforced = { $player } verstärkt den Verbündeten { $ally } mit { $armies } { $territory-in }.
text-ally-divided = { $armies ->
    [one] 1 der neuen Armeen von { $ally } zieht
   *[other] { $armies } der neuen Armeen von { $ally } ziehen
} { $from-from } { $to-to }.
text-hand-passed = { $from } gibt { $cards ->
    [one] die 1 Karte
   *[other] die { $cards } Karten
} des Teams an { $to } weiter.
text-reward-gained = 🎁 { $player } erhält die Belohnung: { $reward }.
text-airfield-placed = 🛩 { $player } baut einen Flugplatz { $territory-in }.
text-airfield-placed-auto = 🛩 { $player } baut einen Flugplatz { $territory-in } (nicht von Hand gesetzt: das stärkste Gebiet).
text-airfield-destroyed = 🛩 Der Flugplatz von { $player } { $territory-in } ist zerstört.
text-capital-placed = 🏛 { $player } wählt { $territory-object } als Hauptstadt.
text-objective-collected = 🎖 { $player } erfüllt das Ziel „{ $objective }“ ({ $held } erreicht; in diesem Zug keine Karte).
text-objective-declined = { $player } nimmt in diesem Zug kein Ziel.
text-card-discarded = { $player } wirft die Karte { $card } ab.
text-objectives-taken = { $player } übernimmt { $count ->
    [one] 1 Ziel
   *[other] { $count } Ziele
} von { $from }.
text-stars-traded = { $player } tauscht { $cards ->
    [one] 1 Karte
   *[other] { $cards } Karten
} mit { $stars ->
    [one] 1 Stern
   *[other] { $stars } Sternen
} gegen { $armies ->
    [one] 1 Armee
   *[other] { $armies } Armeen
}.
text-mission-claimed = 🎖 { $player } zeigt einen erfüllten Auftrag und löst ihn ein — { $mission }
text-mission-revealed = 📜 { $player } hat drei Aufträge eingelöst; der letzte wird aufgedeckt — { $mission }
text-hqs-revealed = 🏰 Hauptquartiere aufgedeckt: { $list }.
text-hq-of = { $player } — { $territory }
text-hq-captured = 🏰 { $player } erobert das Hauptquartier von { $from } { $territory-in } und nimmt dessen Karte.
text-armies-lost = { $player } verliert { $armies ->
    [one] 1 Armee
   *[other] { $armies } Armeen
}: Jedes Gebiet hält schon das erlaubte Höchstmaß.
text-placed-on = { $territory } +{ $armies }
text-placed-by = { $player }: { $placed }
text-placements-revealed = Alle haben gesetzt; die Startarmeen werden aufgedeckt. { $placed }.

## Der Zug einer KI in Kürze.

text-ai-plays-turn = spielt einen Zug.
text-ai-traded = { $player } tauscht ein Set gegen { $armies } Armeen.
text-ai-traded-bonus = { $player } tauscht ein Set gegen { $armies } Armeen (+{ $bonus } { $territory-in }).
text-run = { $player }: { $parts }.
text-run-nobody = { $parts }.
text-run-places = setzt { $armies }
text-run-rolls = { $rolls ->
    [one] 1 Wurf
   *[other] { $rolls } Würfe
}, verliert { $lost } und vernichtet { $killed }
text-run-conquers = erobert { $territories }
text-run-conquers-many = erobert { $count } Gebiete ({ $first } … { $last })

## Ereignisse im Nebel des Krieges.

text-fog-claimed = { $player } besetzt ein Gebiet.
text-fog-placed = { $player } setzt Armeen.
text-fog-dealt = { $player } erhält { $count ->
    [one] 1 Gebiet
   *[other] { $count } Gebiete
}.
text-fog-traded = { $player } tauscht { $cards ->
    [one] 1 Karte
   *[other] { $cards } Karten
} gegen { $armies } Armeen.
text-fog-traded-bonus = { $player } tauscht { $cards ->
    [one] 1 Karte
   *[other] { $cards } Karten
} gegen { $armies } Armeen (+{ $bonus } { $territory-in }).
text-fog-conquered = 🚩 { $player } erobert { $territory-object }.
text-fog-ally-reinforced = { $player } verstärkt den Verbündeten { $ally }.
text-fog-airfield-placed = 🛩 { $player } baut einen Flugplatz.
text-fog-airfield-destroyed = 🛩 Ein Flugplatz von { $player } ist zerstört.
text-fog-capital-placed = 🏛 { $player } legt die Hauptstadt fest.
text-fog-hq-captured = 🏰 { $player } erobert das Hauptquartier von { $from } und nimmt dessen Karte.
text-fog-hq-unseen = { $player } — an einem Ort, den du nicht siehst
text-fog-placements-unseen = Alle haben ihre Startarmeen gesetzt: Der Krieg beginnt (/{ cmd-board } zeigt, was du sehen kannst).
text-fog-placements-seen = Alle haben gesetzt; die Startarmeen, die du siehst: { $placed }.
text-fog-taken = 🚩 { $player } entreißt { $holder } { $territory-object }.
text-fog-taken-moved = 🚩 { $player } entreißt { $holder } { $territory-object }, { $moved } nachgerückt.
text-fog-taken-from = 🚩 { $player } entreißt { $holder } { $territory-object }, Angriff { $from-from }.
text-fog-taken-moved-from = 🚩 { $player } entreißt { $holder } { $territory-object }, { $moved } nachgerückt, Angriff { $from-from }.
text-fog-held = 🎲 { $from } ⚔ { $to }: { $holder } hält { $to-object }.
text-fog-held-defenders = 🎲 { $from } ⚔ { $to }: { $holder } hält { $to-object } mit { $defenders }.
text-fog-held-attackers = 🎲 { $from } ⚔ { $to }: { $holder } hält { $to-object }, { $attackers } { $attacked_from-in } geblieben.
text-fog-held-both = 🎲 { $from } ⚔ { $to }: { $holder } hält { $to-object } mit { $defenders }, { $attackers } { $attacked_from-in } geblieben.
text-fog-unseen-territory = ein Gebiet, das du nicht siehst
text-suffered = ⚔ Was deinen Gebieten geschah:

## Der Spielplan in Worten.

text-fog-note-watcher-light = 🌫️ Deine Sicht auf den Spielplan im Nebel des Krieges ({ $level }): Du spielst nicht mit und siehst, was alle sehen: wer jedes Gebiet hält, keine Armeen.
text-fog-note-watcher = 🌫️ Deine Sicht auf den Spielplan im Nebel des Krieges ({ $level }): Du spielst nicht mit und siehst, was alle sehen: weder Besitzer noch Armeen eines Gebiets.
text-fog-note-light = 🌫️ Deine Sicht auf den Spielplan im Nebel des Krieges ({ $level }): Nur du siehst das: wer jedes Gebiet hält; Armeen auf deinen Gebieten und ihren Nachbarn.
text-fog-note-dark = 🌫️ Deine Sicht auf den Spielplan im Nebel des Krieges ({ $level }): Nur du siehst das: Armeen auf deinen Gebieten; wer ihre Nachbarn hält; nichts vom Rest.
text-fog-note-standard = 🌫️ Deine Sicht auf den Spielplan im Nebel des Krieges ({ $level }): Nur du siehst das: deine Gebiete und ihre Nachbarn; nichts vom Rest.
text-board-continents-fogged = **Kontinente**: Der Nebel des Krieges verbirgt, wer die { $count } Gebiete hält.
text-board-continents = **Kontinente** (Gebiete je Spieler · Armeen insgesamt)
text-board-continent = { $continent } (+{ $bonus }): { $holders }{ $armies }
text-board-held-by = gehalten von { $player }
text-board-holds = { $player } { $count }
text-board-free = { $count } frei
text-board-unseen = { $count } ungesehen
text-board-armies-in-all = {" "}· { $armies ->
    [one] 1 Armee
   *[other] { $armies } Armeen
}
text-board-players = **Spieler**
text-board-eliminated = ~~{ $player } ({ $colour })~~ ausgeschieden
text-board-player = { $player } ({ $colour }): { $counts }{ $missions }
text-board-player-holds = { $player } ({ $colour }): { $counts }, hält { $continents }{ $missions }
text-board-territories = { $count ->
    [one] 1 Gebiet
   *[other] { $count } Gebiete
}
text-board-armies = { $armies ->
    [one] 1 Armee
   *[other] { $armies } Armeen
}
text-board-armies-to-place = { $armies ->
    [one] 1 Armee
   *[other] { $armies } Armeen
} ({ $left } noch zu setzen)
text-board-to-place = { $left } noch zu setzen
text-board-cards = { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}
text-board-missions = , Aufträge { $claimed }/4
text-board-missions-last = , Aufträge { $claimed }/4 (letzter: { $last })
text-board-hq = { $owner } { $territory } ({ $holder })
text-board-hqs = **Hauptquartiere** (Besitzer, Gebiet, gehalten von): { $hqs }
text-board-teams = **Teams**: A — { $a }; B — { $b }
text-board-units = { $player } { $armies }
text-board-shared = { $territory } ({ $units }; kontrolliert von { $player })
text-board-shared-nobody = { $territory } ({ $units }; von niemandem kontrolliert)
text-board-shared-line = **Geteilt**: { $territories }
text-board-neutral = { $neutral } { $status } ({ $cards ->
    [one] 1 Bestechungskarte
   *[other] { $cards } Bestechungskarten
})
text-board-neutrals = **Neutrale**: { $neutrals }
text-in-continent = { $continent }: { $territories }
text-territory-armies = { $territory } { $armies }
text-territory-enemies = { $territory } { $armies } — grenzt an { $enemies }
text-neighbour = { $territory } ({ $held })
text-territory-held = { $territory } — { $held }
text-held = { $player }, { $armies }
text-free = frei
text-unseen = ungesehen
text-none = keine
text-player-holds = **{ $player }** hält { $count ->
    [one] 1 Gebiet
   *[other] { $count } Gebiete
}.
text-player-holds-armies = **{ $player }** hält { $count ->
    [one] 1 Gebiet
   *[other] { $count } Gebiete
} mit { $armies ->
    [one] 1 Armee
   *[other] { $armies } Armeen
}.
text-player-fogged = **{ $player }**: Der Nebel des Krieges verbirgt den Rest; du siehst { $count ->
    [one] 1 Gebiet
   *[other] { $count } Gebiete
} davon.
text-player-fogged-armies = **{ $player }**: Der Nebel des Krieges verbirgt den Rest; du siehst { $count ->
    [one] 1 Gebiet
   *[other] { $count } Gebiete
} davon mit { $armies ->
    [one] 1 Armee
   *[other] { $armies } Armeen
}.
text-player-continent-all = **{ $continent }**, ganz (+{ $bonus })
text-player-continent-part = **{ $continent }**, { $held } von { $count }
text-continent = **{ $continent }** (+{ $bonus }, { $count ->
    [one] 1 Gebiet
   *[other] { $count } Gebiete
})
text-continent-held = **{ $continent }** (+{ $bonus }, { $count ->
    [one] 1 Gebiet
   *[other] { $count } Gebiete
}): ganz gehalten von { $player }
text-territory-unseen = **{ $territory }** ({ $continent }): Du kannst { $territory-object } nicht sehen: Der Nebel des Krieges verbirgt, wem das Gebiet gehört und wie viele Armeen dort stehen.
text-territory-owner = **{ $territory }** ({ $continent }): gehalten von { $player }; der Nebel des Krieges verbirgt, wie viele Armeen dort stehen.
text-territory-all = **{ $territory }** ({ $continent }): gehalten von { $player } mit { $armies ->
    [one] 1 Armee
   *[other] { $armies } Armeen
}.
text-territory-free = **{ $territory }** ({ $continent }): frei: Noch niemand hat das Gebiet besetzt.
text-neighbours = Nachbarn:
text-city = { $territory } ({ $holder })
text-cities = **Städte**: { $cities }
text-capital = { $player } — { $territory } (gehalten von { $holder })
text-capitals = **Hauptstädte**: { $capitals }
text-objectives-win = Sieg mit { $needed } und deiner Hauptstadt
text-objectives-rewards-only = nur Belohnungen; Sieg durch Eroberung der Welt
text-objective-reward = { $objective } [{ $reward }]
text-objectives-held = { $player } { $count }
text-rewards-held = { $player } { $rewards }
text-rewards = **Belohnungen**: { $rewards }
text-airfield = { $territory } ({ $player })
text-airfield-unseen = { $territory } (ungesehen)
text-airfields = **Flugplätze**: { $airfields }
text-objectives = **Ziele** ({ $needed }): auf dem Spielplan { $open }; erreicht: { $held }
text-deadline = Frist: { $when }.

## Karten.

text-hand-empty = Du hast keine Karten.
text-hand = Deine Karten: { $cards }.
text-hand-sets-now = Sets, die du jetzt tauschen kannst ({ $worth }): { $sets }.
text-hand-sets-held = Sets, die du hast, zum Tausch am Anfang eines Zuges ({ $worth }): { $sets }.
text-hand-sets-more = { $sets } und { $more } weitere (/{ cmd-trade } listet sie auf)
text-hand-no-set = Noch kein Set zum Tauschen.
text-card = { $territory } ({ $design })
text-card-stars = { $territory } ({ $stars })
text-card-wild = Joker
text-design-infantry = Infanterie
text-design-cavalry = Kavallerie
text-design-artillery = Artillerie
text-next-set = nächstes Set: { $armies } Armeen
text-next-set-stars = Sternkarten: 2–10 Sterne eintauschen (2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30)
text-next-set-by-design = Sets: 3 Infanterie 4, 3 Kavallerie 6, 3 Artillerie 8, je eine 10
text-next-set-line = Nächstes Set: { $armies } Armeen.
text-next-set-stars-line = Sternkarten: 2–10 Sterne eintauschen (2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30).
text-next-set-by-design-line = Sets: 3 Infanterie 4, 3 Kavallerie 6, 3 Artillerie 8, je eine 10.

## Wer am Zug ist.

text-placing-done = ✅ { $players } { $count ->
    [one] hat
   *[other] haben
} alle Startarmeen gesetzt (verdeckt, bis alle fertig sind); wir warten auf { $waiting }.
text-hidden-all-placed = Alle deine Startarmeen sind gesetzt.
text-hidden-all-placed-mine = Alle deine Startarmeen sind gesetzt (nur du siehst das, bis alle fertig sind): { $placed }.
text-hidden-nothing-to-place = Du hast keine Startarmeen zu setzen; wir warten auf { $waiting }.
text-hidden-all-placed-waiting = Alle deine Startarmeen sind gesetzt (nur du siehst das, bis alle fertig sind): { $placed }; wir warten auf { $waiting }.
text-hidden-nothing-yet = Du hast noch nichts gesetzt: { $left } zu setzen (/{ cmd-draft } { opt-territory } setzt alle dorthin).
text-hidden-so-far = Bisher gesetzt (nur du siehst das, bis alle fertig sind): { $placed }. Noch { $left } zu setzen (/{ cmd-draft } { opt-territory } setzt alle dorthin).
text-prompt-away = Du bist nach verpassten Zügen abwesend: /{ cmd-risk } { cmd-risk-return } gibt dir deinen Platz zurück; sonst spielt die KI diesen Zug bei Fristablauf.
text-prompt-fogged = { $player }, du bist am Zug (Nebel des Krieges: „{ cmp-open-my-turn }“ oder /{ cmd-board } zeigt ihn nur dir).
text-prompt-fogged-round = { $player }, Runde { $round }: Du bist am Zug (Nebel des Krieges: „{ cmp-open-my-turn }“ oder /{ cmd-board } zeigt ihn nur dir).
text-to-place = { $player } { $left }
text-prompt-simultaneous = Alle setzen jetzt ihre Startarmeen, gleichzeitig und verdeckt (/{ cmd-draft } { opt-territory } setzt alle übrigen dorthin; /{ cmd-draft } { opt-territory } { opt-troops } einige davon; /{ cmd-board } { opt-player }:me listet deine Gebiete). Sie werden zusammen aufgedeckt, wenn alle fertig sind; bei Fristablauf kommt der Rest an die Grenzen. Zu setzen: { $left }.
text-prompt-still-placing = Noch am Setzen: { $left }.
text-prompt-over = Das Spiel ist vorbei: { $player } hat gewonnen. /{ cmd-risk } { cmd-risk-new } eröffnet das nächste.
text-prompt-over-no-winner = Das Spiel ist vorbei: Es endete ohne Sieger, da niemand mehr spielte. /{ cmd-risk } { cmd-risk-new } eröffnet das nächste.
text-prompt = { $player }: { $what }.
text-prompt-round = { $player }, Runde { $round }: { $what }.
text-prompt-free = { $free } von { $count } sind frei (/{ cmd-board } zeigt, wie viele je Kontinent, /{ cmd-board } { opt-continent }:NAME welche)
text-prompt-first-turn = /{ cmd-board } { opt-player }:me listet deine Gebiete und ihre feindlichen Nachbarn
text-prompt-set-worth = ein Kartenset, falls du eines hast, bringt { $armies } (/{ cmd-trade })
text-prompt-set = ein Kartenset, falls du eines hast, kann getauscht werden (/{ cmd-trade })
text-prompt-objectives = zuerst darfst du ein in diesem Zug erreichtes Ziel nehmen: { $objectives } (/{ cmd-objective } { opt-name }, oder /{ cmd-objective } allein für keines; Verschieben oder /{ cmd-end } nimmt das erste)
text-quoted = „{ $text }“
text-trade-offer = Karten tauschen
text-trade-offer-worth = Karten tauschen (+{ $armies })

## Ziele: Aufträge, Hauptquartiere, Ziele.

text-goal-mission = Dein geheimer Auftrag: { $mission }
    Fortschritt: { $progress }
text-goal-objectives = Du gewinnst mit { $needed } Zielen (du hast { $held }), wenn du am Ende deines Zuges deine Hauptstadt ({ $capital }) hältst.
text-goal-objectives-no-capital = Du gewinnst mit { $needed } Zielen (du hast { $held }), wenn du am Ende deines Zuges deine Hauptstadt (noch nicht gesetzt) hältst.
text-goal-hqs-some = { $count ->
    [one] 1 anderes Hauptquartier halten
   *[other] { $count } andere Hauptquartiere halten
}
text-goal-hqs-all = alle anderen Hauptquartiere halten
text-goal-hq-chosen = Dein Hauptquartier: { $territory } (geheim, bis alle gewählt haben). Ziel: { $goal }, während du deines hältst.
text-goal-hq-to-choose = Wähle dein Hauptquartier mit /{ cmd-hq }, wenn du an der Reihe bist. Ziel: { $goal }, während du deines hältst.
text-goal-hq = { $territory } von { $owner } (gehalten von { $holder })
text-goal-hq-unseen = { $territory } von { $owner } (Halter ungesehen)
text-goal-hqs = Ziel: { $goal }, während du deines hältst. Hauptquartiere: { $hqs }.
text-goal-world = Dein Ziel: alle 42 Gebiete halten.
text-ranked-goal = Deine Aufträge (einen pro Zug einlösen, zu dem Zeitpunkt, den die Karte nennt; Sieg mit allen vier):
text-ranked-progress = Fortschritt: { $progress }
text-progress-destroy-fogged = { $player } ({ $colour }) ist noch im Spiel; der Nebel des Krieges verbirgt, wie viel er hält
text-mission-continents = Erobere die Kontinente { $continents }.
text-mission-continents-third = Erobere die Kontinente { $continents } und einen dritten deiner Wahl.
text-mission-territories = Besetze { $count } Gebiete.
text-mission-territories-armies = Besetze { $count } Gebiete mit mindestens { $armies } Armeen in jedem.
text-mission-destroy = Vernichte alle { $colour ->
    [red] roten
    [blue] blauen
    [green] grünen
    [yellow] gelben
    [purple] violetten
    [black] schwarzen
   *[other] { $colour }
} Armeen (sind es deine oder sind sie nicht im Spiel, besetze stattdessen { $count } Gebiete).
text-mission-islands = Kontrolliere { $count } Inseln (Gebiete, die nur über Seewege verbunden sind: { $islands }).
text-mission-any-continents = Kontrolliere { $count } Kontinente deiner Wahl.
text-mission-every-continent = Besetze mindestens ein Gebiet auf jedem Kontinent.
text-mission-fortress = Habe { $armies } oder mehr Armeen auf einem Gebiet.
text-mission-conquests = Erobere { $count } Gebiete in einem Zug.
text-ranked-after-reinforcements = { $rank }: { $goal } (ausspielen, nachdem du Verstärkung erhalten hast).
text-ranked-end-of-turn = { $rank }: { $goal } (am Ende deines Zuges ausspielen).
text-rank-general = General
text-rank-major = Major
text-rank-colonel = Oberst
text-rank-captain = Hauptmann
text-objective-cities = Kontrolliere { $count } Städte
text-objective-continent = Kontrolliere { $continent-object }
text-objective-enemy-capital = Kontrolliere eine feindliche Hauptstadt
text-objective-enemy-capitals = Kontrolliere { $count } feindliche Hauptstädte
text-objective-take-cities = Erobere { $count } Städte in 1 Zug
text-objective-take-territories = Erobere { $count } Gebiete in 1 Zug
text-objective-territories = Kontrolliere { $count } Gebiete
text-objective-continents = Kontrolliere { $count } vollständige Kontinente
text-objective-take-continent = Erobere einen ganzen Kontinent in 1 Zug
text-reward-airfield = Flugplatz
text-reward-additional-maneuver = Zusätzliches Manöver
text-reward-guaranteed-card = Garantierte Karte
text-reward-starting-maneuver = Startmanöver
text-reward-attack-die = Angriffswürfel
text-reward-defense-die = Verteidigungswürfel
text-reward-two-troops = 2 Armeen
text-colour-red = rot
text-colour-blue = blau
text-colour-green = grün
text-colour-yellow = gelb
text-colour-purple = violett
text-colour-black = schwarz

## Das Ende eines Tisches, an dem niemand mehr spielt.

text-standings = **Endstand**
text-standing = { $rank }. { $player }: { $territories ->
    [one] 1 Gebiet
   *[other] { $territories } Gebiete
}, { $armies ->
    [one] 1 Armee
   *[other] { $armies } Armeen
}
text-standings-eliminated = Ausgeschieden: { $players }
text-gone-surrendered = { $players } { $count ->
    [one] hat aufgegeben
   *[other] haben aufgegeben
}
text-gone-removed = { $players } { $count ->
    [one] wurde entfernt
   *[other] wurden entfernt
}
text-gone-eliminated = { $players } { $count ->
    [one] ist ausgeschieden
   *[other] sind ausgeschieden
}
text-gone-away = { $players } { $count ->
    [one] blieb fern
   *[other] blieben fern
}
text-nobody-plays = 🏁 Hier spielt niemand mehr: { $what }.
text-nobody-plays-no-winner = Das Spiel endet ohne Sieger.
text-nobody-plays-ranked = Die Plätze, die noch im Spiel sind, spielen nicht allein weiter: Sie werden nach Gebieten, dann nach Armeen gewertet.
text-nobody-plays-tie = { $players } teilen sich den ersten Platz: Das Spiel endet ohne Sieger.

## Fortschritt eines Auftrags.

text-progress = { $figures }.
text-progress-done = { $figures } — erfüllt.
text-progress-continent = { $continent } { $held } von { $count } Gebieten
text-progress-no-third = noch kein dritter Kontinent gehalten
text-progress-third = ein dritter Kontinent gehalten: { $continents }
text-progress-territories = du hältst { $held } der { $count } Gebiete
text-progress-territories-armies = { $held } der { $count } Gebiete haben mindestens { $armies } Armeen
text-progress-not-in-game = keine { $colour ->
    [red] rote
    [blue] blaue
    [green] grüne
    [yellow] gelbe
    [purple] violette
    [black] schwarze
   *[other] { $colour }
} Armee ist im Spiel
text-progress-destroyed-by-you = du hast die { $colour ->
    [red] roten
    [blue] blauen
    [green] grünen
    [yellow] gelben
    [purple] violetten
    [black] schwarzen
   *[other] { $colour }
} Armeen vernichtet
text-progress-destroyed-by-other = die { $colour ->
    [red] roten
    [blue] blauen
    [green] grünen
    [yellow] gelben
    [purple] violetten
    [black] schwarzen
   *[other] { $colour }
} Armeen wurden von einem anderen Spieler vernichtet
text-progress-destroyed-instead = ein anderer Spieler hat die { $colour ->
    [red] roten
    [blue] blauen
    [green] grünen
    [yellow] gelben
    [purple] violetten
    [black] schwarzen
   *[other] { $colour }
} Armeen vernichtet: Halte stattdessen { $count } Gebiete (du hältst { $held })
text-progress-still-holds = { $player } ({ $colour }) hält noch { $territories ->
    [one] 1 Gebiet
   *[other] { $territories } Gebiete
} mit { $armies ->
    [one] 1 Armee
   *[other] { $armies } Armeen
}
text-progress-islands = du hältst { $held } der { $count } Inseln
text-progress-any-continents = du hältst { $held } der { $count } Kontinente
text-progress-any-continents-held = du hältst { $held } der { $count } Kontinente ({ $continents })
text-progress-every-continent = ein Gebiet auf allen { $count } Kontinenten
text-progress-every-continent-missing = ein Gebiet auf { $held } der { $count } Kontinente; es fehlen noch: { $continents }
text-progress-fortress = deine größte Armee: { $largest } { $territory-in } (von { $armies } nötigen)
text-progress-fortress-none = du hältst kein Gebiet (von { $armies } nötigen Armeen)
text-progress-conquests = { $conquests } der { $count } Eroberungen in diesem Zug
text-progress-conquests-later = zählt in deinem Zug: { $count } Eroberungen in einem Zug
