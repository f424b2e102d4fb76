### German: the Discord adapter's and console's own messages (commands/src).
### Every key of ../en/adapter.ftl, translated; a key left out falls back to English.

## The adapter's own answers, each in its reader's language.
adp-late-note = Erledigt: Die Antwort steht unten.
adp-not-in-a-server = RISK-Spiele finden in Serverkanälen statt: Verwende diesen Befehl in einem Kanal eines Servers.
adp-done = Erledigt.
adp-dm-failed-private = Ich konnte dir keine Direktnachricht schicken, deshalb hier privat: { $text }
adp-dm-failed = Ich konnte dir keine Direktnachricht schicken: Mit { $command } siehst du sie.
# Unter einem Beitrag, dessen Bild des Spielplans weggelassen wurde; $command zeigt den Spielplan ("/board").
adp-picture-skipped = (Das Bild des Spielplans fehlt diesmal: Es zu zeichnen hat zu lange gedauert. { $command } zeigt den Spielplan.)
adp-file-too-big = Die Datei { $file } hat { $bytes } Bytes; eine Spielplandatei darf höchstens { $most } KB groß sein. Nichts wurde hinzugefügt.
adp-download-failed = Ich konnte { $file } nicht herunterladen; hänge die Datei erneut an. Nichts wurde hinzugefügt.
adp-went-wrong = Entschuldigung, bei uns ist etwas schiefgegangen; bitte versuche es noch einmal.
adp-unreadable-option = Ich konnte diese Option nicht lesen: Prüfe die Werte und versuche es noch einmal.
adp-unreadable-option-value = Ich konnte diese Option nicht lesen ('{ $value }'): Prüfe die Werte und versuche es noch einmal.
adp-option-out-of-range = Ich konnte eine der Optionen nicht lesen: Zahlen müssen ganz sein und im Bereich der Option liegen ({ opt-troops }, { opt-dice } und { opt-stop-at } mindestens 1). Nichts wurde geändert.

## The console (risk-bot local): its transcript's marks and its own answers.
adp-console-channel = [Kanal] { $text }
adp-console-dm = [DM an { $name }] { $text }
adp-console-only = [nur { $name } sieht] { $text }
adp-console-picture = [Bild, nur { $name } sieht es] { $text }
adp-console-file = [Datei für { $name }: { $file }]
adp-console-error = [Fehler] { $error }
adp-console-user = Nutzer { $id }
adp-console-resuming-game = Das gespeicherte Spiel geht weiter.
adp-console-resuming-lobby = Die gespeicherte Lobby geht weiter: Die fehlenden Spieler nehmen Platz.
adp-console-how = Gib Befehle als `name: /befehl option:wert` ein, auf Deutsch oder Englisch (/{ cmd-help } listet sie auf; Strg-D beendet).
adp-console-not-utf8 = [Konsole] Diese Zeile ist kein gültiger UTF-8-Text; ignoriert.
adp-console-slash = Befehle beginnen mit /, z. B. /board oder /attack from:Brazil to:Peru
adp-console-quote = Ein Anführungszeichen ist nicht geschlossen
adp-console-not-an-option = '{ $rest }' ist keine Option von /{ $command }: Schreibe name:wert
adp-console-unreadable-file = { $option }:{ $path } kann nicht gelesen werden ({ $error })
adp-console-file-too-big = { $option }:{ $path } hat { $bytes } Bytes; eine Spielplandatei darf höchstens { $most } KB groß sein
adp-console-not-key-value = '{ $option }' ist nicht in der Form schlüssel=wert (z. B. placement=one-at-a-time)
adp-console-not-lobby = keine Lobby-Option
adp-console-epoch = { $seconds } s nach 1970
adp-console-passed = { $at } (vorbei)
adp-console-in = { $at } (in { $span })

## Autocomplete choices' labels (what a player picks from; the value sent stays English).
adp-complete-me = ich
adp-complete-wild = Joker
adp-complete-set = { $cards } → { $armies ->
    [one] { $armies } Armee
   *[other] { $armies } Armeen
}
