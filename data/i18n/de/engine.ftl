### German: the engine's reasons in words, as the service renders them.
### Every key of ../en/engine.ftl, translated; a key left out falls back to English.

## engine/explain.rs

eng-another-player = ein anderer Spieler
eng-whose-turn = { $name } ist am Zug.
eng-how-yours = /{ cmd-board } { opt-player }:me listet sie auf
eng-how-neighbours = /{ cmd-territory } zeigt die Nachbarn eines Gebiets
eng-how-free = /{ cmd-board } { opt-continent }: zeigt welche, Kontinent für Kontinent
eng-how-ally = /{ cmd-board } { opt-player } listet sie auf
eng-many-territories = { $count } Gebiete ({ $how })
eng-none = keine
eng-quoted = „{ $text }“
eng-or = { $first } oder { $second }
eng-and = { $first } und { $second }
eng-range-exactly = genau { $count }
eng-range = { $min }–{ $max }
eng-game-over-won = Das Spiel ist vorbei: { $name } hat gewonnen.
eng-game-ended = Das Spiel ist vorbei: es endete ohne Sieger.
eng-not-a-player = Du spielst in diesem Spiel nicht mit.
eng-not-your-turn = { $name } ist am Zug und muss { $expected }.
eng-wrong-phase = Du kannst jetzt nicht { $action }: { $expected }.
eng-action-attack = angreifen
eng-action-choose-hq = ein Hauptquartier wählen
eng-action-choose-objective = ein Ziel wählen
eng-action-claim = Gebiete besetzen
eng-action-not-placing = etwas anderes tun, als Startarmeen zu setzen
eng-action-end = beenden
eng-action-fortify = Truppen verschieben
eng-action-move = Truppen nachrücken lassen
eng-action-airfield = einen Flugplatz bauen
eng-action-place = Armeen setzen
eng-action-trade-stars = Sternkarten eintauschen (in diesem Spiel werden Sets aus drei Karten eingetauscht)
eng-belongs-to = Besitzer { $territory-of } ist { $owner }, nicht du. Deine Gebiete: { $yours }.
eng-no-such-territory = Auf diesem Spielplan gibt es kein solches Gebiet.
eng-not-yours = Dir gehört { $territory-subject } nicht. Deine Gebiete: { $yours }.
eng-already-claimed = { $owner } hat { $territory-object } schon besetzt. Noch frei: { $free }.
eng-own-side = Deiner eigenen Seite gehört { $to-subject } schon. Angriffsziele { $from-from }: { $allowed }.
eng-own-territory = Dir gehört { $to-subject } schon. Angriffsziele { $from-from }: { $allowed }.
eng-not-adjacent = Nicht benachbart: { $from } und { $to }. Angriffsziele { $from-from }: { $allowed }.
eng-too-few-armies = Zu wenige Armeen { $territory-in }: { $count } { $count ->
        [one] Armee
       *[other] Armeen
    }; für einen Angriff von dort brauchst du mindestens { $need }.
eng-attacker-dice = Du kannst hier nicht mit { $given } Würfeln würfeln: wähle 1 bis { $max }.
eng-defender-dice = Der Verteidiger kann hier nicht mit { $given } Würfeln würfeln: wähle 1 bis { $max }.
eng-troops-none = Von dort kann keine Armee weg: eine Armee bleibt immer zurück (du wolltest { $given }).
eng-troops-range = { $given } liegt außerhalb des Bereichs: wähle { $range }.
eng-stop-at-zero = { opt-stop-at } ist die Zahl der Armeen, die im angreifenden Gebiet bleiben, mindestens 1: wähle 1 bis { $max }.
eng-stop-at-too-high = { opt-stop-at } { $given } würde gar nicht angreifen: das Gebiet hat { $have }; wähle 1 bis { $max }.
eng-must-trade = Du hast { $count } Karten: Tausche zuerst ein Set ein (/{ cmd-trade }), dann setze deine Armeen.
eng-not-in-hand = Diese Karte ist nicht auf deiner Hand (siehe /{ cmd-hand }).
eng-not-a-set = Diese Karten sind kein Set: drei gleiche Motive, je eines von jedem Motiv oder zwei beliebige mit einem Joker.
eng-trade-start-of-turn = Karten werden nur zu Beginn deines Zuges eingetauscht; jetzt musst du { $expected }.
eng-trade-down-to = Du hast { $count } Karten: das Eintauschen endet bei { $limit } oder weniger.
eng-not-connected = Du kannst keine Armeen { $from-from } { $to-to } verschieben. Erlaubte Ziele: { $allowed }.
eng-same-territory = Du hast { $territory-object } zweimal genannt; wähle zwei verschiedene Gebiete.
eng-setup-quota-neutral = In dieser Runde setzt du noch { $count } auf deine eigenen Gebiete und 1 auf ein neutrales Gebiet.
eng-setup-quota-owed = In dieser Runde setzt du noch { $count } auf deine eigenen Gebiete und 1 auf ein Gebiet von { $owed }.
eng-setup-quota-own = In dieser Runde setzt du noch { $count } auf deine eigenen Gebiete und keine auf neutrale.
eng-all-placed = Alle deine Startarmeen sind gesetzt; sie werden gemeinsam aufgedeckt, wenn { $waiting } fertig { $count ->
        [one] ist
       *[other] sind
    }.
eng-ally-no-active-neutrals = Diese Regeln haben keine aktiven neutralen Armeen zum Bestechen oder Befehligen.
eng-ally-not-a-neutral = Das ist keine neutrale Armee, die noch im Spiel ist.
eng-ally-bribe-time = Bestechungen werden zu Beginn deines Zuges gegeben, bevor deine Truppen gesetzt sind; jetzt musst du { $expected }.
eng-ally-full-hand = Dieser Neutrale hat schon 5 Karten und kann nicht mehr bestochen werden.
eng-ally-two-per-turn = Du hast diesem Neutralen in diesem Zug schon zwei Karten gegeben, mehr ist nicht erlaubt.
eng-ally-already-allied = Dieser Neutrale ist schon dein Verbündeter.
eng-ally-not-your-ally = Dieses Gebiet gehört keinem deiner Verbündeten.
eng-ally-reinforce-time = Verbündete werden nach deiner eigenen Verstärkung und vor deinem ersten Angriff verstärkt.
eng-ally-already-reinforced = Du hast diesen Verbündeten in diesem Zug schon verstärkt.
eng-ally-already-moved = Dieser Verbündete hat in diesem Zug schon seine freie Truppenbewegung gemacht.
eng-ally-no-roll-to-divide = Der Würfel eines Verbündeten wird direkt nach dem Wurf aufgeteilt (/{ cmd-ally } { opt-territory }, dann /{ cmd-ally } { opt-territory } { opt-troops } für jedes weitere Gebiet).
eng-ally-other-ally = Die Armeen des Würfels gehen nur auf Gebiete des Verbündeten, für den er geworfen wurde: { $choices }.
eng-stars = Diese Karten zeigen { $count } { $count ->
        [one] Stern
       *[other] Sterne
    }: tausche Karten mit zusammen 2 bis 10 Sternen ein.
eng-army-cap-full = Schon { $cap } Armeen { $territory-in }: das Maximum für ein Gebiet; wähle ein anderes.
eng-army-cap-room = Platz { $territory-in }: nur noch { $count } { $count ->
        [one] Armee
       *[other] Armeen
    } (höchstens { $cap } pro Gebiet).
eng-no-bonus = Dieser Tausch bringt keine +2, also auch keine { $territory-in }: { $reason }.
eng-no-bonus-rules = dieses Spiel gibt keinen Bonus für besetzte Kartengebiete
eng-no-bonus-taken = du hattest die 2 Extra-Armeen dieses Zuges schon
eng-no-bonus-cards = keine dieser Karten zeigt ein Gebiet, das du besetzt
eng-bonus-territory = Die +2 kommen auf ein Gebiet einer eingetauschten Karte, das du besetzt, nicht { $territory-to }. Wähle eines von: { $eligible }.
eng-no-objectives = Diese Regeln haben keine Ziele.
eng-objective-discard-only = Eine Karte wird nur abgeworfen, wenn du ein Ziel nimmst: wähle eines von { $objectives }.
eng-objective-none-now = Jetzt kann kein Ziel genommen werden: eines wird nach dem Angreifen genommen, wenn es in diesem Zug erreicht wurde, einmal pro Zug.
eng-objective-choose = Du kannst eines nehmen von: { $objectives } (oder keines: /{ cmd-objective } ohne Namen).
eng-armies-left = Setze zuerst { $count ->
        [one] deine letzte Armee
       *[other] deine restlichen { $count } Armeen
    } (/{ cmd-draft }).
eng-expect-claim = ein freies Gebiet besetzen (/{ cmd-claim })
eng-expect-capital = deine Hauptstadt auf eines deiner Gebiete setzen (/{ cmd-hq })
eng-expect-hq = heimlich ein Hauptquartier unter deinen Gebieten wählen (/{ cmd-hq })
eng-expect-setup-neutral-only = 1 Armee auf ein neutrales Gebiet setzen (/{ cmd-draft }); { $left } eigene übrig
eng-expect-setup-with-neutral = in dieser Runde { $count } { $count ->
        [one] Armee
       *[other] Armeen
    } auf deine Gebiete und 1 auf ein neutrales setzen ({ $left } eigene übrig, /{ cmd-draft })
eng-expect-setup-own = in dieser Runde { $count } { $count ->
        [one] Armee
       *[other] Armeen
    } auf deine Gebiete setzen ({ $left } übrig, /{ cmd-draft })
eng-expect-setup = Startarmeen setzen ({ $left } übrig, /{ cmd-draft })
eng-expect-draft = { $count } { $count ->
        [one] Verstärkung
       *[other] Verstärkungen
    } setzen (/{ cmd-draft })
eng-expect-trade-down = ein Kartenset eintauschen ({ $count } auf der Hand, /{ cmd-trade })
eng-expect-attack = angreifen (/{ cmd-attack }), Truppen verschieben (/{ cmd-fortify }) oder die Angriffe beenden (/{ cmd-end })
eng-expect-occupy = wählen, wie viele Truppen { $territory-in } stehen sollen: { $range } (/{ cmd-move }), oder weitermachen (/{ cmd-attack }, /{ cmd-fortify }, /{ cmd-end }) { $min ->
        [one] mit der einen nachgerückten Armee
       *[other] mit den { $min } nachgerückten Armeen
    }
eng-expect-occupy-first = zuerst Truppen { $territory-to } nachrücken lassen: { $range } (/{ cmd-move })
eng-expect-fortify = Truppen verschieben (/{ cmd-fortify }) oder den Zug beenden (/{ cmd-end })
eng-expect-nothing = nichts: das Spiel ist vorbei
