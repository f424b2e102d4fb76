### German: buttons and menus (src/service/words/components).
### Every key of ../en/components.ftl, translated; a key left out falls back to English.

## Buttons und Menüs unter einer Aufforderung (Beschriftungen ≤ 80 Zeichen, Menütexte ≤ 100, Platzhalter ≤ 150).

cmp-place-my-armies = Meine Armeen setzen
cmp-open-my-turn = Meinen Zug öffnen
cmp-claim-placeholder = Ein Gebiet besetzen…
cmp-choose-placeholder = Wählen…
cmp-blitz-menu-placeholder = Blitzangriff (alle rücken nach)…
cmp-attack-from-placeholder = Angreifen von… (einmal würfeln, Blitz)
cmp-roll-again = Nochmal würfeln: { $from } → { $to }
cmp-blitz-again = Blitz { $from } → { $to }
cmp-end-turn = Zug beenden
cmp-move-all = Alle nachrücken ({ $count })
cmp-move-minimum = Das Minimum nachrücken ({ $count })
cmp-move-amount = { $count } nachrücken
cmp-move-placeholder = Eine andere Zahl nachrücken…
cmp-undo = Rückgängig
cmp-roll-once = Einmal würfeln
cmp-blitz = Blitz
cmp-blitz-keeping = Blitz, { $count } bleiben
cmp-with-chance = { $label } ({ $chance })
cmp-option-chance = { $label } · { $chance }
cmp-objective-take = „{ $objective }“ nehmen
cmp-objective-none = Keins (eine Eroberung bringt trotzdem eine Karte)
cmp-objective-placeholder = Ziel…
cmp-airfield-placeholder = Einen Flugplatz bauen…
cmp-ally-placeholder = Einen Verbündeten verstärken…
cmp-bribe = { $name } bestechen
cmp-bribe-placeholder = Einen Neutralen bestechen…
cmp-trade-set = { $cards } eintauschen (+{ $bonus })
cmp-place-all-placeholder = { $count ->
    [one] 1 Armee setzen auf…
   *[other] Alle { $count } setzen auf…
}
cmp-place-some-placeholder = Einige setzen auf…
cmp-place-neutral-placeholder = 1 neutrale Armee setzen auf…
cmp-fortify-placeholder = Truppen verschieben (alle bis auf eine)…
cmp-territory = { $name } ({ $armies })
cmp-territory-unknown = { $name } (Armeen unbekannt)
cmp-pair = { $from } ({ $from_armies }) → { $to } ({ $to_armies })
cmp-pair-unknown = { $from } ({ $from_armies }) → { $to } (Armeen unbekannt)

## Klicks: Antworten und Ablehnungen nur für den, der klickt.

cmp-no-longer-in-use = Dieser Button wird nicht mehr verwendet.
cmp-game-over-here = Diese Buttons gehören zu einem Spiel, das hier vorbei ist: /{ cmd-risk } { cmd-risk-status } zeigt, was läuft.
cmp-no-game = Hier läuft kein Spiel.
cmp-not-playing = Du spielst in diesem Spiel nicht mit; /{ cmd-board } zeigt den Stand.
cmp-not-your-buttons = Du bist nicht am Zug: Das sind die Buttons von { $whose }. Nichts wurde geändert.
cmp-another-player = jemand anderem
cmp-out-of-date = Diese Buttons sind veraltet: Das Spiel ist weitergegangen. Nichts wurde geändert. Jetzt: { $prompt }
cmp-not-on-board = Diese Auswahl gibt es auf dem Spielplan nicht.
cmp-not-a-number = Diese Auswahl ist keine Zahl.
cmp-waiting-defence = Es wird darauf gewartet, dass { $name } die Verteidigungswürfel wählt; danach geht dein Zug weiter.
cmp-all-placed = Die Startarmeen sind alle gesetzt und aufgedeckt. Jetzt: { $prompt }
cmp-place-amount = { $count } setzen
cmp-how-many-placeholder = Wie viele?
cmp-how-many = { $name } ({ $armies } { $armies ->
        [one] Armee
       *[other] Armeen
    }): Wie viele deiner { $left } sollen dorthin?
cmp-how-many-unknown = { $name } (Armeen unbekannt): Wie viele deiner { $left } sollen dorthin?
cmp-no-set = Du hast jetzt kein Kartenset zum Eintauschen. { $prompt }
cmp-which-set = Welches Set? (nur du siehst das) { $hand }
cmp-attack-placeholder = Angreifen…
cmp-cannot-attack-from = { $name }: Von dort kannst du jetzt nicht angreifen. { $prompt }
cmp-attack-which = { $name } ({ $armies } { $armies ->
        [one] Armee
       *[other] Armeen
    }): Welches Gebiet greifst du an? (Die % sind die Chance, es im Blitz zu erobern.)
cmp-cannot-attack = Der Angriff { $from } → { $to } ist jetzt nicht möglich. { $prompt }
cmp-attacking-how = { $from } ({ $from_armies }) ⚔ { $to } ({ $to_armies }): Wie greifst du an?
cmp-attacking-how-unknown = { $from } ({ $from_armies }) ⚔ { $to } (Armeen unbekannt): Wie greifst du an?
cmp-objective-gone = Dieses Ziel ist nicht mehr offen.
cmp-give-card = { $card } geben
cmp-give-placeholder = Welche Karte bekommt { $neutral }?
cmp-cannot-bribe = Du kannst { $neutral } jetzt nicht bestechen. { $prompt }
cmp-which-card = Welche Karte geht verdeckt an { $neutral }? (nur du siehst das)
