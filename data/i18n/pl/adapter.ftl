### Polish: the Discord adapter's and console's own messages (commands/src).
### Every key of ../en/adapter.ftl, translated; a key left out falls back to English.

## The adapter's own answers, each in its reader's language.
adp-late-note = Gotowe: odpowiedź jest opublikowana poniżej.
adp-not-in-a-server = Gry RISK toczą się na kanałach serwerów: użyj tej komendy na kanale serwera.
adp-done = Gotowe.
adp-dm-failed-private = Nie mogę wysłać ci wiadomości prywatnej, więc oto ona, widoczna tylko dla ciebie: { $text }
adp-dm-failed = Nie mogę wysłać ci wiadomości prywatnej: użyj { $command }, żeby ją zobaczyć.
adp-picture-skipped = (Tym razem bez obrazka planszy: rysował się za długo. { $command } pokazuje planszę.)
adp-file-too-big = Plik { $file } ma { $bytes ->
    [one] { $bytes } bajt
    [few] { $bytes } bajty
   *[many] { $bytes } bajtów
}; plik mapy może mieć najwyżej { $most } KB. Nic nie zostało dodane.
adp-download-failed = Nie mogę pobrać pliku { $file }; załącz go ponownie. Nic nie zostało dodane.
adp-went-wrong = Przepraszamy, coś poszło nie tak po naszej stronie; spróbuj ponownie.
adp-unreadable-option = Nie mogę odczytać tej opcji: sprawdź wartości i spróbuj ponownie.
adp-unreadable-option-value = Nie mogę odczytać tej opcji ('{ $value }'): sprawdź wartości i spróbuj ponownie.
adp-option-out-of-range = Nie mogę odczytać jednej z opcji: liczby muszą być całkowite i mieścić się w zakresie opcji ({ opt-troops }, { opt-dice } i { opt-stop-at } co najmniej 1). Nic nie zostało zmienione.

## The console (risk-bot local): its transcript's marks and its own answers.
adp-console-channel = [kanał] { $text }
adp-console-dm = [prywatnie do { $name }] { $text }
adp-console-only = [widzi tylko { $name }] { $text }
adp-console-picture = [obrazek, który widzi tylko { $name }] { $text }
adp-console-file = [plik dla { $name }: { $file }]
adp-console-error = [błąd] { $error }
adp-console-user = użytkownik { $id }
adp-console-resuming-game = Wznawiam zapisaną grę.
adp-console-resuming-lobby = Wznawiam zapisaną poczekalnię: sadzam brakujących graczy.
adp-console-how = Wpisuj komendy jako `imię: /komenda opcja:wartość` (/{ cmd-help } je wymienia; Ctrl-D kończy).
adp-console-not-utf8 = [konsola] ten wiersz nie jest poprawnym tekstem UTF-8; pominięty.
adp-console-slash = komendy zaczynają się od /, np. /{ cmd-board } albo /{ cmd-attack } { opt-from }:Brazylia { opt-to }:Peru
adp-console-quote = cudzysłów nie jest zamknięty
adp-console-not-an-option = '{ $rest }' nie jest opcją /{ $command }: napisz nazwa:wartość
adp-console-unreadable-file = { $option }:{ $path } nie da się odczytać ({ $error })
adp-console-file-too-big = { $option }:{ $path } ma { $bytes ->
    [one] { $bytes } bajt
    [few] { $bytes } bajty
   *[many] { $bytes } bajtów
}; plik mapy może mieć najwyżej { $most } KB
adp-console-not-key-value = '{ $option }' nie ma postaci klucz=wartość (np. placement=one-at-a-time)
adp-console-not-lobby = to nie jest opcja poczekalni
adp-console-epoch = { $seconds } s po 1970
adp-console-passed = { $at } (minął)
adp-console-in = { $at } (za { $span })

## Autocomplete choices' labels (what a player picks from; the value sent stays English).
adp-complete-me = ja
adp-complete-wild = Dżoker
adp-complete-set = { $cards } → { $armies ->
    [one] { $armies } armia
    [few] { $armies } armie
   *[many] { $armies } armii
}
