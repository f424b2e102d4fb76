### Spanish: the Discord adapter's and console's own messages (commands/src).
### Every key of ../en/adapter.ftl, translated; a key left out falls back to English.

## The adapter's own answers, each in its reader's language.
adp-late-note = Hecho: la respuesta está publicada abajo.
adp-not-in-a-server = Las partidas de RISK se juegan en canales de un servidor: usa este comando en un canal de un servidor.
adp-done = Hecho.
adp-dm-failed-private = No pude enviarte un mensaje directo, así que aquí lo tienes en privado: { $text }
adp-dm-failed = No pude enviarte un mensaje directo: usa { $command } para verlo.
# Debajo de una publicación cuya imagen del tablero se omitió; $command muestra el tablero ("/board").
adp-picture-skipped = (Esta vez falta la imagen del tablero: tardaba demasiado en dibujarse. { $command } muestra el tablero.)
adp-file-too-big = El archivo { $file } tiene { $bytes } bytes; un archivo de mapa puede tener como máximo { $most } KB. No se añadió nada.
adp-download-failed = No pude descargar { $file }; adjúntalo de nuevo. No se añadió nada.
adp-went-wrong = Lo siento, algo falló por nuestra parte; inténtalo de nuevo.
adp-unreadable-option = No pude leer esa opción: revisa los valores e inténtalo de nuevo.
adp-unreadable-option-value = No pude leer esa opción ('{ $value }'): revisa los valores e inténtalo de nuevo.
adp-option-out-of-range = No pude leer una de las opciones: los números deben ser enteros y estar dentro del rango de la opción ({ opt-troops }, { opt-dice } y { opt-stop-at } al menos 1). No se cambió nada.

## The console (risk-bot local): its transcript's marks and its own answers.
adp-console-channel = [canal] { $text }
adp-console-dm = [MD a { $name }] { $text }
adp-console-only = [solo lo ve { $name }] { $text }
adp-console-picture = [imagen que solo ve { $name }] { $text }
adp-console-file = [archivo para { $name }: { $file }]
adp-console-error = [error] { $error }
adp-console-user = usuario { $id }
adp-console-resuming-game = Se reanuda la partida guardada.
adp-console-resuming-lobby = Se reanuda la sala guardada: se sientan los jugadores que faltan.
adp-console-how = Escribe los comandos como `nombre: /comando opción:valor`, en español o en inglés (/{ cmd-help } los lista; Ctrl-D para salir).
adp-console-not-utf8 = [consola] esa línea no es texto UTF-8 válido; se ignora.
adp-console-slash = los comandos empiezan por /, p. ej. /board o /attack from:Brazil to:Peru
adp-console-quote = hay unas comillas sin cerrar
adp-console-not-an-option = '{ $rest }' no es una opción de /{ $command }: escribe nombre:valor
adp-console-unreadable-file = no se puede leer { $option }:{ $path } ({ $error })
adp-console-file-too-big = { $option }:{ $path } tiene { $bytes } bytes; un archivo de mapa puede tener como máximo { $most } KB
adp-console-not-key-value = '{ $option }' no tiene la forma clave=valor (p. ej. placement=one-at-a-time)
adp-console-not-lobby = no es una opción de sala
adp-console-epoch = { $seconds } s después de 1970
adp-console-passed = { $at } (ya pasó)
adp-console-in = { $at } (dentro de { $span })

## Autocomplete choices' labels (what a player picks from; the value sent stays English).
adp-complete-me = yo
adp-complete-wild = Comodín
adp-complete-set = { $cards } → { $armies ->
    [one] { $armies } ejército
   *[other] { $armies } ejércitos
}
