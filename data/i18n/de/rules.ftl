### German: the rules in sentences (words/rules_text.rs).
### Every key of ../en/rules.ftl, translated; a key left out falls back to English.

## /risk rules: die Regeln eines Tisches nach Themen (words/rules_text.rs).

rules-title-goal = Ziel
rules-title-setup = Aufbau
rules-title-headquarters = Hauptquartiere und Hauptstädte
rules-title-draft = Verstärkung
rules-title-cards = Karten
rules-title-battle = Kämpfe
rules-title-fortify = Truppen verschieben
rules-title-edition = Städte, Hauptstädte und Ziele
rules-title-neutrals = Neutrale Armeen
rules-title-teams = Teams
rules-topic = · **{ $title }**: { $lines }
rules-at-table = An diesem Tisch: { $lines }
rules-at-table-unused = An diesem Tisch: nicht im Spiel (diese Regeln sehen es nicht vor).

rules-hq-secret = Nach dem Aufbau wählt jeder Spieler der Reihe nach geheim ein Hauptquartier unter seinen Gebieten (/{ cmd-hq }); alle werden gemeinsam aufgedeckt.
rules-hq-capital = Nach dem Aufbau setzt jeder Spieler der Reihe nach eine Hauptstadt auf eines seiner Gebiete (/{ cmd-hq }, öffentlich).
rules-teams = Zwei Teams mit abwechselnden Plätzen; die Armeen von Teamkameraden dürfen sich ein Gebiet teilen (wer dort die meisten Armeen hat, kontrolliert es, bei Gleichstand niemand); Teamkameraden werden nicht angegriffen.

rules-goal-eliminate-opponent = Gewonnen hat, wer den Gegner auslöscht; die neutralen Armeen müssen nicht ausgelöscht werden.
rules-goal-every-territory = Gewonnen hat, wer alle Gebiete hält.
rules-goal-mission-done = Jeder Spieler hat einen geheimen Auftrag (Stapel mit { $deck } Karten; /{ cmd-mission } zeigt deinen und wie weit du bist); wer seinen zuerst erfüllt, gewinnt sofort, auch im Zug eines anderen. Ein Auftrag, einen Spieler auszulöschen, den ein anderer auslöscht, gilt als erfüllt.
rules-goal-mission-occupy = Jeder Spieler hat einen geheimen Auftrag (Stapel mit { $deck } Karten; /{ cmd-mission } zeigt deinen und wie weit du bist); wer seinen zuerst erfüllt, gewinnt sofort, auch im Zug eines anderen. Ein Auftrag, einen Spieler auszulöschen, den ein anderer auslöscht, wird zu: 24 Gebiete halten.
rules-goal-capital-all = Gewonnen hat, wer alle anderen Hauptquartiere hält und dabei sein eigenes Hauptquartier behält.
rules-goal-capital-short = Gewonnen hat, wer 2 andere Hauptquartiere bei 4 Spielern hält, 3 bei 5 oder 6, alle bei 3, und dabei sein eigenes Hauptquartier behält.
rules-goal-capital-others = Gewonnen hat, wer { $count } andere Hauptquartiere hält und dabei sein eigenes Hauptquartier behält.
rules-goal-ranked = Jeder Spieler hat vier geheime Auftragskarten, General, Major, Oberst und Hauptmann; eine erfüllte Karte wird zu dem Zeitpunkt beansprucht, den sie nennt, eine pro Zug, und gezeigt; nach dreien wird die vierte aufgedeckt; gewonnen hat, wer alle vier erfüllt.
rules-goal-objectives = Gewonnen hat, wer { $count } Ziele hat und am Ende seines Zuges seine Hauptstadt hält.
rules-goal-team = Ein Team verliert, wenn einer seiner Spieler ausgelöscht wird; das andere Team gewinnt.

rules-setup-claim = Die Gebiete werden der Reihe nach einzeln besetzt (/{ cmd-claim }).
rules-setup-dealt = Die Gebiete werden zufällig verteilt.
rules-setup-dealt-share = Die Gebiete werden verteilt: { $count } an jeden Spieler, der Rest an die neutralen Armeen.
rules-setup-dealt-piles = Die Gebiete werden in gleichen Stapeln an die Spieler und die neutralen Armeen verteilt.
rules-setup-count = { $armies } bei { $players } Spielern
rules-setup-armies = Startarmeen pro Spieler: { $counts }.
rules-setup-armies-neutral = { $player } Startarmeen pro Spieler, { $neutral } für jede neutrale Armee.
rules-setup-scale = Das sind die Zahlen für die 42 Gebiete des klassischen Spielplans; auf einem anderen Spielplan richten sie sich nach dessen Größe (Zahl × Gebiete / 42, gerundet).
rules-setup-edition-cards = Der dritte und vierte Spieler beginnen mit einer Karte, der fünfte mit zwei.
rules-setup-own-first = Die Spieler setzen abwechselnd je { $count } ihrer eigenen Armeen, bis alle stehen, dann pro Zug eine für eine neutrale Armee.
rules-setup-interleaved = In jeder Runde setzt ein Spieler { $count } seiner eigenen Armeen und 1 für { $neutrals ->
    [one] die neutrale Armee
   *[other] jede neutrale Armee
}.
rules-setup-one-at-a-time = Die Startarmeen werden der Reihe nach einzeln gesetzt.
rules-setup-bulk = Jeder Spieler setzt der Reihe nach alle seine Startarmeen.
rules-setup-simultaneous = Alle setzen ihre Startarmeen gleichzeitig und geheim (/{ cmd-draft }); aufgedeckt wird gemeinsam, wenn der Letzte fertig ist.

rules-draft = In jedem Zug erhältst du als Verstärkung deine Gebiete geteilt durch 3 (mindestens 3) plus den Bonus jedes Kontinents, den du hältst{ $cities ->
    [yes] ; jede Stadt zählt als ein Gebiet
   *[no] {""}
}{ $capitals ->
    [yes] ; jede Hauptstadt, die du hältst, bringt eine Armee mehr
   *[no] {""}
}.

rules-cards-escalating = Ein Set aus 3 Karten (3 mit gleichem Motiv, je eine von jedem oder mit einem Joker) ist 4, 6, 8, 10, 12, 15 Armeen wert, danach 5 mehr für jedes im Spiel eingetauschte Set.
rules-cards-plus-one = Ein Set aus 3 Karten (3 mit gleichem Motiv, je eine von jedem oder mit einem Joker) ist 4, 5, 6, … Armeen wert: eine mehr für jedes im Spiel eingetauschte Set.
rules-cards-by-design = Ein Set ist so viel wert, wie es zeigt: 3 Infanterie 4, 3 Kavallerie 6, 3 Artillerie 8, je eine von jedem 10 (ein Joker zählt als das, was am meisten wert ist).
rules-cards-stars = Sternkarten: Tausche beliebige Karten mit zusammen 2 bis 10 Sternen ein, wert 2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30 Armeen.
rules-cards-bonus-every = Eine eingetauschte Karte, die ein Gebiet von dir zeigt, bringt dort 2 Armeen mehr, bei jedem Eintausch (`{ opt-bonus }` wählt die Karte).
rules-cards-bonus-once = Eine eingetauschte Karte, die ein Gebiet von dir zeigt, bringt dort 2 Armeen mehr, höchstens einmal pro Zug (`{ opt-bonus }` wählt die Karte).
rules-cards-bonus-none = Keine zusätzlichen Armeen für Karten, die deine Gebiete zeigen.
rules-cards-forced = Mit { $count } oder mehr Karten zu Beginn deines Zuges musst du eintauschen.
rules-cards-no-limit = Kein Handlimit: Eintauschen ist nie Pflicht.
rules-cards-elimination = Wer die Karten eines ausgelöschten Spielers übernimmt und dann { $count } oder mehr hat, tauscht sofort ein, bis { $down } oder weniger übrig sind.
rules-cards-discard-pile = Eingetauschte Karten werden zu einem neuen Stapel gemischt, wenn der Stapel aufgebraucht ist.
rules-cards-deck-bottom = Eingetauschte Karten kommen verdeckt unter den Stapel.
rules-cards-team-hand = Jedes Team hat eine gemeinsame Hand, die nach jedem Zug an den nächsten Teamkameraden geht.

rules-battle-dice = Der Angreifer würfelt mit 1 bis 3 Würfeln (höchstens einem weniger, als Armeen angreifen), der Verteidiger mit 1 oder 2; der höchste gegen den höchsten, bei Gleichstand gewinnt der Verteidiger. Nach einer Eroberung rücken mindestens so viele Armeen nach, wie du Würfel geworfen hast; /{ cmd-move } legt fest, wie viele.
rules-battle-cap = Höchstens { $count } Armeen auf einem Gebiet; Verstärkung ohne Platz verfällt.
rules-battle-reroll-any = Hält der Angreifer eine Karte, die das angreifende oder angegriffene Gebiet zeigt, würfelt er in jedem Kampf einen beliebigen Würfel neu.
rules-battle-reroll-own = Hält der Angreifer eine Karte, die das angreifende oder angegriffene Gebiet zeigt, würfelt er in jedem Kampf einen seiner Würfel neu.
rules-battle-commander = Einmal pro Zug darf der Angreifer einen Würfel auf 6 drehen (`{ opt-commander }:true`).

rules-fortify-adjacent = Eine Truppenverschiebung pro Zug, in ein angrenzendes eigenes Gebiet; eine Armee bleibt zurück.
rules-fortify-connected = Eine Truppenverschiebung pro Zug, in ein eigenes Gebiet, das über { $team ->
    [yes] deine und die Gebiete deiner Teamkameraden
   *[no] deine eigenen Gebiete
} verbunden ist; eine Armee bleibt zurück.
rules-fortify-multiple = Verschiebe Truppen so oft du willst, jeweils über { $team ->
    [yes] deine und die Gebiete deiner Teamkameraden
   *[no] deine eigenen Gebiete
}, wobei eine Armee zurückbleibt; /{ cmd-end } beendet den Zug.

rules-edition-cities-listed = 15 Städte auf den aufgeführten Gebieten.
rules-edition-cities-random = 15 Städte auf zufälligen Gebieten.
rules-edition-first-claim = Das erste besetzte Gebiet jedes Spielers ist seine Hauptstadt.
rules-edition-basic-training = Die 8 aufgeführten Ziele: Nimm nach dem Angreifen eines, das du erreicht hast (/{ cmd-objective }; dann keine Karte in diesem Zug).
rules-edition-command-room = 4 zufällige kleine und 4 zufällige große Ziele, jedes mit einer Belohnung (darunter ein Flugplatz, /{ cmd-airfield }): Nimm nach dem Angreifen eines, das du erreicht hast (/{ cmd-objective }; dann keine Karte in diesem Zug).

rules-neutrals-one = Eine neutrale Armee: Sie greift nie an, wird nie verstärkt und verteidigt mit den meisten Würfeln.
rules-neutrals-many = { $count } neutrale Armeen: Sie haben nie einen Zug und verteidigen mit den meisten Würfeln.
rules-neutrals-active = Besteche zu Beginn deines Zuges einen Neutralen mit einer Karte (/{ cmd-bribe }), um ihn einem Bündnis näherzubringen; ein Verbündeter wird mit einem Würfel verstärkt (/{ cmd-ally }), greift an und macht eine freie Truppenbewegung für dich.

## risk-bot presets: die Regeln jedes Regelwerks in kurzen Zeilen.

rules-short-claimed = Gebiete der Reihe nach besetzt
rules-short-dealt = Gebiete verteilt
rules-short-one-at-a-time = Startarmeen einzeln gesetzt
rules-short-bulk = Startarmeen alle auf einmal gesetzt
rules-short-simultaneous = Startarmeen von allen gleichzeitig gesetzt, geheim
rules-short-fortify-adjacent = Verschieben in ein angrenzendes Gebiet
rules-short-fortify-connected = Verschieben über verbundene Gebiete
rules-short-fortify-multiple = mehrere Verschiebungen
rules-short-cards-escalating = Sets wert 4, 6, 8, 10, 12, 15, dann je 5 mehr
rules-short-cards-plus-one = Sets wert 4, 5, 6, ... (je eine mehr)
rules-short-cards-stars = Sternkarten (2-10 Sterne)
rules-short-cards-by-design = Sets wert 4, 6, 8 oder 10 nach Motiv
rules-short-win-eliminate = Sieg durch Auslöschen des Gegners
rules-short-win-every-territory = Sieg durch Halten aller Gebiete
rules-short-win-mission-done = Sieg durch Erfüllen eines geheimen Auftrags (Stapel mit { $deck } Karten); ein Auftrag, einen Spieler auszulöschen, den ein anderer auslöscht, gilt als erfüllt
rules-short-win-mission-occupy = Sieg durch Erfüllen eines geheimen Auftrags (Stapel mit { $deck } Karten); ein Auftrag, einen Spieler auszulöschen, den ein anderer auslöscht, wird zu: 24 Gebiete halten
rules-short-win-capital-all = Sieg durch Halten aller Hauptquartiere
rules-short-win-capital-short = Sieg durch Halten von 2 anderen Hauptquartieren bei 4 Spielern, 3 bei 5-6
rules-short-win-capital-others = Sieg durch Halten von { $count } anderen Hauptquartieren
rules-short-win-ranked = Sieg durch Erfüllen deiner vier Rang-Aufträge
rules-short-win-objectives = Sieg mit { $count } Zielen und gehaltener Hauptstadt
rules-short-win-team = zwei Teams; ein Team verliert, wenn einer seiner Spieler ausgelöscht wird
rules-short-ways = { $setup }; { $placement }; { $fortify }; { $cards }
rules-short-neutrals = { $count } { $count ->
    [one] neutraler Spieler
   *[other] neutrale Spieler
} mit je { $armies } Armeen, { $active ->
    [yes] durch Bestechung zu Bündnissen zu bewegen
   *[no] nur verteidigend
}; { $player } Armeen pro Spieler; { $interleaved ->
    [yes] eigene und neutrale Armeen in jeder Runde gesetzt
   *[no] erst die eigenen Armeen gesetzt, dann die neutralen
}
rules-short-cities-listed = Städte auf aufgeführten Gebieten
rules-short-cities-random = Städte auf zufälligen Gebieten
rules-short-capital-placed = jeder Spieler setzt eine Hauptstadt
rules-short-capital-first-claim = das erste besetzte Gebiet jedes Spielers ist seine Hauptstadt
rules-short-basic-training = die 8 aufgeführten Ziele
rules-short-command-room = 4 kleine und 4 große Ziele mit Belohnungen
rules-short-edition-start = Startarmeen und Karten der Ausgabe
rules-short-no-cap = kein Armeelimit
rules-short-cap = höchstens { $count } Armeen pro Gebiet
rules-short-experts = { $cap }; neu würfeln mit einer Karte { $reroll ->
    [yes] an
   *[no] aus
}; Kommandant { $commander ->
    [yes] an
   *[no] aus
}
