### German: slash commands' and options' names and descriptions, as registered with Discord.
### Every key of ../en/commands.ftl, translated; a key left out falls back to English.
### Names are what players type in Discord's command picker: lowercase, no spaces, at most 32
### characters, unique among siblings; descriptions at most 100 characters. Option values in
### `code` stay English (they are what the bot reads).

## Command groups: their names.
cmd-risk = risk
cmd-risk-desc = Lobby und Tisch: { cmd-risk-new }, { cmd-risk-join }, { cmd-risk-start }, { cmd-risk-status }, { cmd-risk-kick }, { cmd-risk-pause }, { cmd-risk-vacation }, { cmd-risk-surrender } u. a.
cmd-risk-admin = risk-admin
cmd-risk-admin-desc = Server-Admins: Tischbefehle für das Spiel in diesem Kanal und die Servereinstellungen.
cmd-risk-admin-map = spielplan
cmd-risk-admin-map-desc = Die Befehle unter /{ cmd-risk-admin } { cmd-risk-admin-map }.

## Commands: the name (the last word as typed), the description Discord shows (at most 100 characters), the text /help shows.

cmd-risk-new = neu
cmd-risk-new-desc = Eine Lobby in diesem Kanal eröffnen; du bist der Gastgeber.
cmd-risk-new-help = eröffnet eine Lobby in diesem Kanal; du bist der Gastgeber. Sofern `{ opt-setup }` oder `{ opt-placement }` nichts anderes sagt (und wo das Regelwerk es zulässt: keine neutralen Armeen, keine Hauptstadt bei der ersten Besetzung), werden die Gebiete verteilt und alle setzen ihre Startarmeen gleichzeitig und verdeckt (`/{ cmd-draft }`, ein Ping an alle, eine Uhr für alle), aufgedeckt, sobald der Letzte fertig ist; bei Fristablauf kommt der Rest auf die Grenzgebiete; KI-Plätze setzen sofort. Nach den Regelheften geht es mit `{ opt-setup }:claim` und `{ opt-placement }:one-at-a-time` (oder `bulk`: jeder setzt reihum alles). `{ opt-turn-time }` 1h–7d oder `none` (Standard 24h); `{ opt-on-timeout }` `ai` (die KI spielt diesen Zug, Standard) oder `skip` (Verstärkung auf die Grenzen, Zug beendet); `{ opt-kick-after }` verpasste Züge in Folge, bevor die KI den Platz behält (Standard 3); `{ opt-surrender }` `neutral` (Standard) oder `ai`; `{ opt-reminders }` wie lange vor der Frist die letzte Erinnerung kommt (Standard `1h`; `none` schaltet beide Erinnerungen ab); `{ opt-defender-dice }` `max` (Standard) oder `choose`: ein angegriffener menschlicher Verteidiger bekommt zwei Knöpfe (1 oder 2 Würfel) und 60 Sekunden für die Antwort, sonst wird das Maximum gewürfelt; `{ opt-card-values }` `escalating` (Standard) oder `plus-one` (die Variante für Experten: 4, 5, 6, …); `{ opt-army-cap }`, `{ opt-reroll }`, `{ opt-commander }` und `{ opt-fortify }:multiple` schalten die übrigen Expertenvarianten ein (siehe Presets); `{ opt-capital-goal }` `all` (Standard) oder `short` (Capital RISK: 2 fremde Hauptquartiere bei 4 Spielern, 3 bei 5–6); `{ opt-neutral-setup }` (die Regelwerke für zwei Spieler) `own-first` (erst alle eigenen Armeen, dann die neutralen, eine pro Zug: Standard von `two-player`) oder `interleaved` (eigene und neutrale Armeen in jeder Runde: Standard der Regelwerke mit vier Neutralen); `{ opt-map }` der Spielplan nach Name (Standard: der klassische; `/{ cmd-risk } { cmd-risk-maps }` listet die mitgelieferten und die eigenen dieses Servers); `{ opt-fog }` `off` (Standard), `light` (wem jedes Gebiet gehört; Armeen auf deinen und den angrenzenden), `standard` (deine und die angrenzenden; vom Rest nichts) oder `dark` (Armeen nur auf deinen; wem die angrenzenden gehören): der Kanal sieht dann nur, was jeder Spieler sehen darf, jeder bekommt seinen Spielplan privat, und am Ende lichtet sich der Nebel. `/{ cmd-risk } { cmd-risk-rules } { opt-preset }:NAME` erklärt die Regeln eines Regelwerks

cmd-risk-join = beitreten
cmd-risk-join-desc = Einen Platz in der Lobby einnehmen.
cmd-risk-join-help = einen Platz vor dem Start einnehmen, in der Farbe aus `{ opt-color }` (Standard: die erste freie)

cmd-risk-leave = verlassen
cmd-risk-leave-desc = Die Lobby vor Spielbeginn verlassen.
cmd-risk-leave-help = gibt deinen Platz vor dem Start frei

cmd-risk-team = team
cmd-risk-team-desc = Team RISK: vor dem Start Team A oder B wählen (die Teams ziehen abwechselnd).
cmd-risk-team-help = Team RISK: in der Lobby Team A oder B wählen; beim Start füllen Unentschlossene das kleinere Team auf, und die Plätze wechseln A, B, A, B

cmd-risk-add-ai = ki-hinzufügen
cmd-risk-add-ai-desc = Gastgeber: einen Computerspieler zur Lobby hinzufügen.
cmd-risk-add-ai-help = Gastgeber: einen Computerspieler hinzufügen: `{ opt-level }` `random`, `basic` (Standard) oder `strong`

cmd-risk-start = starten
cmd-risk-start-desc = Gastgeber: das Spiel mit den Spielern in der Lobby starten.
cmd-risk-start-help = Gastgeber: mit den Spielern in der Lobby starten (die Sitzordnung ist die Zugreihenfolge)

cmd-risk-status = status
cmd-risk-status-desc = Die Lobby oder das Spiel zeigen: wer am Zug ist und was zu tun ist.
cmd-risk-status-help = die Lobby, oder wer am Zug ist und was zu tun ist

cmd-risk-rules = regeln
cmd-risk-rules-desc = Die Regeln dieses Tisches (oder eines Regelwerks) in Worten, nur für dich.
cmd-risk-rules-help = die Regeln dieses Kanals in Worten, nach Themen, nur für dich: in der Lobby, während des Spiels und danach; mit `{ opt-preset }` (oder ohne Tisch hier) die Regeln dieses Regelwerks, wie `/{ cmd-risk } { cmd-risk-new }` sie spielen würde

cmd-risk-kick = entfernen
cmd-risk-kick-desc = Gastgeber oder Kanalverwalter: einen Spieler entfernen (im Spiel übernimmt die KI).
cmd-risk-kick-help = Gastgeber oder *Kanäle verwalten*: einen Spieler aus der Lobby entfernen; im Spiel übernimmt die KI den Platz und ist, wie nach einer Kapitulation, niemandes Gegner (`/{ cmd-risk-admin } { cmd-risk-replace }` übergibt ihn an eine Person, die dann wieder mitspielt)

cmd-risk-abandon = löschen
cmd-risk-abandon-desc = Gastgeber oder Kanalverwalter: das Spiel in diesem Kanal löschen.
cmd-risk-abandon-help = Gastgeber oder *Kanäle verwalten*: das Spiel hier löschen (`{ opt-confirm }:true`)

cmd-risk-pause = pausieren
cmd-risk-pause-desc = Gastgeber oder Kanalverwalter: die Zuguhren anhalten (Züge bleiben erlaubt).
cmd-risk-pause-help = Gastgeber oder *Kanäle verwalten*: die Zuguhren anhalten (Züge bleiben erlaubt)

cmd-risk-resume = fortsetzen
cmd-risk-resume-desc = Gastgeber oder Kanalverwalter: die Zuguhren wieder starten.
cmd-risk-resume-help = Gastgeber oder *Kanäle verwalten*: die Zuguhren wieder starten

cmd-risk-skip = überspringen
cmd-risk-skip-desc = Gastgeber oder Kanalverwalter: die Zeitüberschreitung jetzt auf den Zug anwenden.
cmd-risk-skip-help = Gastgeber oder *Kanäle verwalten*: das Verhalten bei Zeitüberschreitung jetzt auf den laufenden Zug anwenden

cmd-risk-vacation = urlaub
cmd-risk-vacation-desc = Tage freinehmen: deine Fristen warten (aus deinem Kontingent, 7 Tage pro Spiel).
cmd-risk-vacation-help = deine Fristen warten so viele `{ opt-days }` (7 Tage pro Spiel)

cmd-risk-surrender = kapitulieren
cmd-risk-surrender-desc = Aufgeben: deine Armeen werden neutral (oder die KI übernimmt, je nach Lobby).
cmd-risk-surrender-help = aufgeben: deine Armeen bleiben als passive Neutrale stehen (oder die KI spielt sie, je nach `{ opt-surrender }`) und sind niemandes Gegner; haben alle Gegner eines Spielers (oder Teams) kapituliert, wurden entfernt oder ausgeschaltet, gewinnt diese Seite sofort, auch im Aufbau; spielt niemand mehr, werden die verbliebenen Plätze gewertet und der erste gewinnt

cmd-risk-replace = ersetzen
cmd-risk-replace-desc = Gastgeber oder Kanalverwalter: den Platz eines Spielers an jemand anderen übergeben.
cmd-risk-replace-help = Gastgeber oder *Kanäle verwalten*: einen Platz (`{ opt-player }`) an jemand anderen übergeben (`{ opt-new-player }`); die Person bekommt die Karten per DM

cmd-risk-return = zurückkehren
cmd-risk-return-desc = Deinen Platz nach verpassten Zügen von der KI zurückholen (zwischen den Zügen).
cmd-risk-return-help = deinen Platz zurückholen, nachdem die KI ihn wegen verpasster Züge übernommen hat (zwischen den Zügen; einmal pro Spiel)

cmd-risk-verify = prüfen
cmd-risk-verify-desc = Nach dem Spiel: aus dem offengelegten Würfel-Seed nachspielen, jeden Wurf prüfen.
cmd-risk-verify-help = nach dem Spiel: spielt es aus dem offengelegten Würfel-Seed nach, prüft jeden Wurf und jede gezogene Karte und hängt die Spieldatei (`game-N.json`) für `risk-bot verify` an (siehe [Verifiable dice](#verifiable-dice)); vor dem Ende zeigt es die versiegelte Festlegung

cmd-risk-stats = statistik
cmd-risk-stats-desc = Die Rangliste dieses Servers: Siege nach Regelwerk und Wertung; oder die eines Spielers.
cmd-risk-stats-help = die Rangliste dieses Servers, nur für dich: beendete Spiele nach Regelwerk und die Wertungsliste (Top 10); mit `{ opt-player }` (ein Name oder `me`) die gewonnenen und gespielten Spiele dieses Spielers nach Regelwerk, Wertung und Rang (siehe [Server standings](#server-standings))

cmd-risk-maps = spielpläne
cmd-risk-maps-desc = Die Spielpläne für eine Lobby hier: die dieses Servers und die mitgelieferten, mit Größe.
cmd-risk-maps-help = die Spielpläne, die `/{ cmd-risk } { cmd-risk-new } { opt-map }:NAME` wählen kann, nur für dich: die eigenen dieses Servers (von seinen Admins mit `/{ cmd-risk-admin } { cmd-risk-admin-map } { cmd-map-add }` hinzugefügt) und die mit dem Bot mitgelieferten, jeweils mit ihren Gebieten und Kontinenten

cmd-map-add = hinzufügen
cmd-map-add-desc = Eine Spielplandatei (angehängt) als Spielplan dieses Servers hinzufügen.
cmd-map-add-help = Server-Admins: die angehängte Spielplandatei (TOML, Domination-`.map`, Conquest-`.map` oder Conquer-Club-`.xml`, höchstens 256 KB) unter dem Namen, den sie sich selbst gibt, als Spielplan dieses Servers hinzufügen; eine Datei, die kein spielbarer Spielplan ist, wird mit ihren Mängeln abgelehnt, ebenso ein Name, den ein mitgelieferter oder ein eigener Spielplan schon trägt. Siehe [Hosting](hosting.md#boards)

cmd-map-remove = entfernen
cmd-map-remove-desc = Einen Spielplan dieses Servers entfernen (laufende Spiele behalten ihn).
cmd-map-remove-help = Server-Admins: einen Spielplan dieses Servers nach Namen entfernen; Lobbys können ihn nicht mehr wählen, Spiele darauf (und ihre Archive) behalten ihn

cmd-settings = einstellungen
cmd-settings-desc = Die Einstellungen dieses Servers zeigen; angegebene Optionen ändern sie.
cmd-settings-help = Server-Admins: die Einstellungen dieses Servers zeigen (nur dir) und die angegebenen ändern: die Standardoptionen von `/{ cmd-risk } { cmd-risk-new }` (jede ihrer Optionen; eingesetzt, wo ein Spieler eine weglässt; die Regeloptionen nur, wenn er das Standard-Regelwerk spielt), die Kanäle, in denen Lobbys eröffnet werden dürfen (keine: jeder Kanal), die Rolle, die Spiele leiten darf (Admins dürfen es ohnehin); `{ opt-reset }` `defaults`, `channels`, `host-role` oder `all`. Standards, mit denen keine Lobby eröffnet werden könnte, werden abgelehnt

cmd-claim = besetzen
cmd-claim-desc = Aufbau: ein freies Gebiet besetzen.
cmd-claim-help = Aufbau: ein freies Gebiet besetzen (eine Armee)

cmd-hq = hq
cmd-hq-desc = Capital RISK: wähle geheim dein Hauptquartier unter deinen Gebieten.
cmd-hq-help = Capital RISK: wähle geheim dein Hauptquartier unter deinen Gebieten (aufgedeckt, sobald alle gewählt haben); Basic Training: setze deine Hauptstadt (öffentlich)

cmd-bribe = bestechen
cmd-bribe-desc = Aktive Neutrale: gib zu Beginn deines Zuges einer neutralen Armee verdeckt eine Karte.
cmd-bribe-help = aktive Neutrale (`two-player-allies`): gib zu Beginn deines Zuges einem Neutralen verdeckt eine Karte, ein Schritt zu dir hin auf seiner Statusleiste (höchstens 2 an einen Neutralen pro Zug; nicht an einen Neutralen mit 5 Karten)

cmd-ally = verbündeter
cmd-ally-desc = Aktive Neutrale: vor dem Angriff einen Würfel Armeen auf ein Gebiet eines Verbündeten.
cmd-ally-help = aktive Neutrale: nach deiner Verstärkung und vor deinem ersten Angriff einen Würfel Armeen auf ein Gebiet eines deiner Verbündeten würfeln (einmal pro Verbündetem und Zug); direkt nach dem Wurf verschiebt `/{ cmd-ally } { opt-territory } { opt-troops }` so viele der neuen Armeen auf ein anderes Gebiet dieses Verbündeten (der Würfel wird aufgeteilt); Verbündete greifen für dich an (`/{ cmd-attack }` von ihrem Gebiet) und machen eine freie Verschiebung (`/{ cmd-fortify }` von ihrem Gebiet)

cmd-airfield = flugplatz
cmd-airfield-desc = Command Room: einen gewonnenen Flugplatz auf eines deiner Gebiete setzen.
cmd-airfield-help = Command Room: einen gewonnenen Flugplatz setzen (+1 auf deinen höchsten Würfel in Kämpfen in diesem Gebiet oder daneben); einer, der bis zum Ende deines Zuges nicht gesetzt ist, kommt auf dein Gebiet mit den meisten Armeen

cmd-objective = ziel
cmd-objective-desc = Nach dem Angriff: eines der in diesem Zug erreichten Ziele nehmen, oder keines.
cmd-objective-help = Basic Training, Command Room: nach dem Angriff eines der in diesem Zug erreichten Ziele nehmen (`{ opt-name }`), oder keines (ohne `{ opt-name }`: eine Eroberung bringt dann trotzdem eine Karte); `{ opt-discard }` wirft dabei eine Karte aus deiner Hand ab. `/{ cmd-end }` aus den Angriffen lässt die Wahl offen bis zu deinem ersten `/{ cmd-fortify }` oder dem nächsten `/{ cmd-end }`, die das erste erreichte nehmen

cmd-draft = platzieren
cmd-draft-desc = Truppen auf eines deiner Gebiete setzen (Startarmeen oder Verstärkung).
cmd-draft-help = Startarmeen oder Verstärkung setzen: `{ opt-troops }` auf `{ opt-territory }` (eine Zahl, `all` oder `all but N`); ohne `{ opt-troops }` alles, was du jetzt noch zu setzen hast

cmd-trade = eintauschen
cmd-trade-desc = Zu Beginn deines Zuges ein Set aus drei Karten gegen Armeen eintauschen.
cmd-trade-help = ein Kartenset zu Beginn deines Zuges gegen Armeen eintauschen (Sets und ihr Wert folgen den Regeln des Tisches: `/{ cmd-risk } { cmd-risk-rules }`); `{ opt-bonus }` bestimmt, welches Gebiet einer eingetauschten Karte, das dir gehört, die Extra-Armeen bekommt, wo die Regeln sie vorsehen (Standard: die erste solche Karte)

cmd-attack = angreifen
cmd-attack-desc = Einen feindlichen Nachbarn angreifen: ein Wurf, oder Blitz, bis er fällt.
cmd-attack-help = ein Wurf von `{ opt-from }` gegen den feindlichen Nachbarn `{ opt-to }` (`{ opt-dice }` 1-3, Standard so viele wie erlaubt), oder `{ opt-blitz }:true`, bis er fällt (oder bis `{ opt-from }` auf `{ opt-stop-at }` gesunken ist); `{ opt-commander }:true` setzt die einmal pro Zug erlaubte 6 der Experten ein, wo sie einen Kampf ändert; `{ opt-move }` (`all`, `all but N` oder eine Zahl) rückt nach einer Eroberung sofort nach

cmd-move = nachrücken
cmd-move-desc = Nach einer Eroberung: wie viele Truppen im eroberten Gebiet landen.
cmd-move-help = nach einer Eroberung: wie viele `{ opt-troops }` im eroberten Gebiet landen: eine Zahl (mindestens so viele wie deine Würfel), `all` oder `all but N`

cmd-fortify = verschieben
cmd-fortify-desc = Truppen zwischen deinen Gebieten verschieben (der Verschiebeschritt).
cmd-fortify-help = `{ opt-troops }` (eine Zahl, `all` oder `all but N`; eine bleibt immer stehen) von einem deiner Gebiete auf ein anderes verschieben (benachbart oder verbunden, je nach Regeln); die letzte erlaubte Verschiebung beendet deinen Zug: eine pro Zug, mehr mit `{ opt-fortify }:multiple` der Experten oder einem Zusätzlichen Manöver (dann beendet `/{ cmd-end }` den Zug); die Verschiebung eines Verbündeten beendet ihn nicht

cmd-end = beenden
cmd-end-desc = Deinen Zug beenden (auch aus den Angriffen, außer ein Ziel ist noch zu wählen).
cmd-end-help = beendet den Zug (auch aus den Angriffen: der Verschiebeschritt entfällt, außer ein Ziel ist noch zu wählen; `/{ cmd-fortify }` geht direkt aus den Angriffen)

cmd-undo = rückgängig
cmd-undo-desc = Letzte Platzierung, Nachrücken oder Verschiebung zurücknehmen, falls seither nichts aufgedeckt ist.
cmd-undo-help = nimmt deine letzte Platzierung, dein letztes Nachrücken oder Verschieben zurück, wenn seither kein Würfel fiel, keine Karte gezogen wurde und niemand sonst etwas getan hat

cmd-board = spielplan
cmd-board-desc = Das Spielplan oder den genannten Teil posten; oder Gebiete eines Spielers oder Kontinents zeigen.
cmd-board-help = die öffentliche Übersicht: Kontinente mit Besitzern und Armeen, Spieler mit Gebieten, Armeen und gehaltenen Karten, mit einem Bild der Gegend, in der der letzte Zug stattfand (im Nebel des Krieges: deiner Fronten); `{ opt-region }` zeichnet die genannten Kontinente (mehrere durch Kommas getrennt), `{ opt-whole }:true` das ganze Spielplan; mit `{ opt-player }:me` (oder einem Namen) die Gebiete dieses Spielers nach Kontinent, jedes mit seinen Armeen und den feindlichen Gebieten daneben; mit `{ opt-continent }` die Gebiete dieses Kontinents mit Besitzern und Armeen (diese beiden nur für dich); im Nebel des Krieges alles nur für dich, aus deiner eigenen Sicht

cmd-territory = gebiet
cmd-territory-desc = Ein Gebiet: Besitzer, Armeen, Kontinent und Nachbarn (nur für dich).
cmd-territory-help = ein Gebiet, nur für dich: Besitzer, Armeen, Kontinent und jeder Nachbar mit Besitzer und Armeen

cmd-hand = hand
cmd-hand-desc = Deine Karten und die Sets, die du eintauschen kannst (nur für dich).
cmd-hand-help = deine Karten und eintauschbaren Sets, nur für dich

cmd-mission = auftrag
cmd-mission-desc = Dein Ziel: dein geheimer Auftrag oder dein Hauptquartier (nur für dich).
cmd-mission-help = dein Ziel, nur für dich: dein geheimer Auftrag (oder deine Mission-RISK-Karten) mit deinem Fortschritt (z. B. 11 der 18 Gebiete haben mindestens 2 Armeen), oder dein Hauptquartier und, sobald aufgedeckt, die aller anderen; jeder Auftrag wird im Beitrag aufgedeckt, der das Spiel beendet

cmd-odds = chancen
cmd-odds-desc = Genaue Kampfchancen: Zahlen, oder zwei Gebiete mit ihren aktuellen Armeen.
cmd-odds-help = genaue Eroberungswahrscheinlichkeit und erwartete Verluste: `{ opt-attackers }` und `{ opt-defenders }`, oder `{ opt-from }` und `{ opt-to }` mit ihren aktuellen Armeen

cmd-history = verlauf
cmd-history-desc = Die letzten Züge in diesem Kanal.
cmd-history-help = die letzten `{ opt-count }` Züge des laufenden Spiels in diesem Kanal (ein beendetes Spiel bleibt lesbar bis zum nächsten `/{ cmd-risk } { cmd-risk-new }`); `{ opt-file }:true` hängt den ganzen Spielverlauf als Textdatei an (`history-game-N.txt`), nur für dich

cmd-help = hilfe
cmd-help-desc = Wie man spielt und was jeder Befehl tut.
cmd-help-help = wie man spielt und was jeder Befehl tut; `{ opt-command }` erklärt einen

## Options: the name, the description (at most 100 characters); one description per command where commands describe the option differently.

opt-allow-channel = kanal-erlauben
opt-allow-channel-desc = Spiele in diesem Kanal erlauben (ist einer erlaubt, dann nur diese)

opt-army-cap = armee-limit
opt-army-cap-desc = Experten: höchstens so viele Armeen auf einem Gebiet (12 im Regelheft), oder none

opt-attackers = angreifer
opt-attackers-desc = Armeen im angreifenden Gebiet (eine muss zurückbleiben)

opt-blitz = blitz
opt-blitz-desc = Weiterwürfeln, bis das Gebiet fällt oder dir die Armeen ausgehen

opt-bonus = bonus
opt-bonus-desc = Welches Gebiet einer eingetauschten Karte, das dir gehört, die +2 bekommt (Standard: das erste)

opt-capital-goal = hq-ziel
opt-capital-goal-desc = Capital RISK: alle Hauptquartiere, oder short (2 bei 4 Spielern, 3 bei 5-6)

opt-card = karte
opt-card-desc = Eine Karte aus deiner Hand

opt-card-values = kartenwerte
opt-card-values-desc = Kartensets: escalating (4, 6, 8, 10, 12, 15, +5) oder plus-one (Experten: 4, 5, 6...)

opt-cards = karten
opt-cards-desc = Ein Set aus deiner Hand, z. B. Brasilien, Peru, Wild

opt-color = farbe
opt-color-desc = Deine Farbe (Standard: die erste freie)

opt-command = befehl
opt-command-desc = Ein Befehl, der erklärt werden soll, z. B. attack

opt-commander = kommandant
opt-risk-new-commander-desc = Experten: einmal pro Zug einen Angriffswürfel auf 6 setzen (on/off)
opt-settings-commander-desc = Experten: einmal pro Zug einen Angriffswürfel auf 6 setzen (on/off)
opt-attack-commander-desc = Kommandant der Experten: einen deiner Würfel auf 6 drehen, einmal pro Zug

opt-confirm = bestätigen
opt-confirm-desc = Auf true setzen, um das Spiel wirklich zu löschen

opt-continent = kontinent
opt-continent-desc = Die Gebiete dieses Kontinents mit Besitzern und Armeen auflisten

opt-count = anzahl
opt-count-desc = Wie viele Einträge (Standard 10, höchstens 50)

opt-days = tage
opt-days-desc = Wie viele Tage

opt-defender-dice = verteidiger-würfel
opt-defender-dice-desc = Verteidigerwürfel: max (immer die meisten) oder choose (der Verteidiger wählt per Button)

opt-defenders = verteidiger
opt-defenders-desc = Verteidigende Armeen

opt-dice = würfel
opt-dice-desc = Angreiferwürfel, 1 bis 3 (Standard: so viele wie erlaubt)

opt-discard = abwerfen
opt-discard-desc = Eine Karte aus deiner Hand, die du dabei abwirfst

opt-file = datei
opt-map-add-file-desc = Die Spielplandatei (höchstens 256 KB)
opt-history-file-desc = Den ganzen Spielverlauf als Textdatei anhängen

opt-fog = nebel
opt-fog-desc = Nebel des Krieges: off (Standard), light, standard oder dark (was du jenseits deiner Gebiete siehst)

opt-fortify = verschieben
opt-fortify-desc = Verschieben: adjacent, connected oder multiple (Experten: mehrere Verschiebungen)

opt-from = von
opt-attack-from-desc = Dein Gebiet, von dem aus du angreifst (mindestens 2 Armeen)
opt-fortify-from-desc = Dein Gebiet, von dem du Truppen abziehst
opt-odds-from-desc = Angreifendes Gebiet (statt Zahlen)

opt-host-role = gastgeber-rolle
opt-host-role-desc = Nur Mitglieder mit dieser Rolle dürfen eine Lobby eröffnen

opt-kick-after = ki-nach
opt-kick-after-desc = Verpasste Züge in Folge, bevor die KI den Platz übernimmt (Standard 3)

opt-language = sprache
opt-language-desc = Die Sprache der Spiele dieses Servers: en, de, es, fr, pt-BR, it oder pl (Standard: die des Servers)

opt-level = stufe
opt-level-desc = KI-Stufe: random, basic oder strong (Standard basic)

opt-map = spielplan
opt-map-desc = Der Spielplan: classic (Standard), ein mitgelieferter oder einer des Servers (/{ cmd-risk } { cmd-risk-maps })

opt-move = nachrücken
opt-move-desc = Nach einer Eroberung sofort nachrücken: all, all but N oder eine Zahl

opt-name = name
opt-map-remove-name-desc = Der Name des Spielplans
opt-objective-name-desc = Ein in diesem Zug erreichtes Ziel; weglassen, um keines zu nehmen
opt-territory-name-desc = Das Gebiet

opt-neutral = neutraler
opt-neutral-desc = Die neutrale Armee (z. B. Neutral 2)

opt-neutral-setup = neutral-aufbau
opt-neutral-setup-desc = Zwei Spieler: own-first (deine Armeen, dann die neutralen) oder interleaved (beide jede Runde)

opt-new-player = neuer-spieler
opt-new-player-desc = Wer ihn übernimmt

opt-on-timeout = bei-zeitablauf
opt-on-timeout-desc = Wenn die Zeit abläuft: ai (spielt den Zug, Standard) oder skip

opt-placement = platzierung
opt-placement-desc = Startarmeen: simultaneous (Standard), one-at-a-time (Regelheft) oder bulk

opt-player = spieler
opt-risk-kick-player-desc = Name oder Farbe des Spielers
opt-risk-replace-player-desc = Der abzugebende Platz (Name oder Farbe)
opt-risk-stats-player-desc = Die Bilanz eines Spielers: me, oder ein Name
opt-board-player-desc = Die Gebiete dieses Spielers mit feindlichen Nachbarn: me, oder ein Name
opt-region = region
opt-region-desc = Diese Kontinente zeichnen: einen oder mehrere, durch Kommas getrennt
opt-whole = ganz
opt-whole-desc = Das ganze Spielbrett zeichnen (true)

opt-preset = regelwerk
opt-risk-new-preset-desc = Regelwerk (Standard classic)
opt-risk-rules-preset-desc = Die Regeln eines Regelwerks statt die dieses Tisches
opt-settings-preset-desc = Regelwerk (Standard classic)

opt-reminders = erinnerungen
opt-reminders-desc = Letzte Erinnerung so lange vor der Frist (Standard 1h), oder none

opt-remove-channel = kanal-entfernen
opt-remove-channel-desc = Spiele in diesem Kanal nicht mehr erlauben

opt-reroll = neu-würfeln
opt-reroll-desc = Experten: einen Würfel mit einer Karte des Gebiets neu würfeln (on/off)

opt-reset = zurücksetzen
opt-reset-desc = Zurück zu keiner Einstellung: defaults, channels, host-role oder all

opt-setup = aufbau
opt-setup-desc = Wie die Gebiete verteilt werden: deal (zufällig, Standard) oder claim (reihum)

opt-stop-at = stopp-bei
opt-stop-at-desc = Blitz, aber anhalten, sobald dein Gebiet nur noch so viele Armeen hat

opt-surrender = kapitulation
opt-surrender-desc = Bei /{ cmd-risk } { cmd-risk-surrender }: neutral (Armeen bleiben, greifen nie an; Standard) oder ai

opt-team = team
opt-team-desc = A oder B

opt-territory = gebiet
opt-claim-territory-desc = Ein freies Gebiet
opt-hq-territory-desc = Eines deiner Gebiete
opt-ally-territory-desc = Ein Gebiet eines deiner Verbündeten
opt-airfield-territory-desc = Eines deiner Gebiete
opt-draft-territory-desc = Dein Gebiet (in einer Aufbaurunde zu zweit auch ein neutrales)

opt-to = nach
opt-attack-to-desc = Ein feindliches Gebiet daneben
opt-fortify-to-desc = Dein Gebiet, in das sie sollen
opt-odds-to-desc = Verteidigendes Gebiet (statt Zahlen)

opt-troops = truppen
opt-ally-troops-desc = Direkt nach dem Wurf: so viele seiner Armeen auf dieses andere Gebiet verschieben
opt-draft-troops-desc = Wie viele: eine Zahl, all oder all but N (Standard: alles, was du noch setzen musst)
opt-move-troops-desc = Truppen im eroberten Gebiet: eine Zahl (mindestens die Würfel), all oder all but N
opt-fortify-troops-desc = Wie viele Truppen: eine Zahl, all (eine bleibt zurück) oder all but N

opt-turn-time = zugzeit
opt-turn-time-desc = Zeit pro Zug: none, oder 1h bis 7d (Standard 24h)
