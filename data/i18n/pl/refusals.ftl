### Polish: why a command is refused (values/refusal.rs, the engine's errors and explanations).
### Every key of ../en/refusals.ftl, translated; a key left out falls back to English.

## handlers/lobby.rs, table/host.rs

ref-lobby-open = Poczekalnia jest już tu otwarta: /{ cmd-risk } { cmd-risk-join }, by zająć miejsce, /{ cmd-risk } { cmd-risk-status }, by ją zobaczyć.
ref-game-running = Gra już tu trwa: /{ cmd-risk } { cmd-risk-status } ją pokazuje; gospodarz może ją przerwać przez /{ cmd-risk } { cmd-risk-abandon }.
ref-cannot-open = Nie można otworzyć tej poczekalni: { $why }
ref-seats-fixed = Gra już trwa; miejsca są teraz ustalone.
ref-already-joined = Jesteś już w tej poczekalni.
ref-lobby-full = Poczekalnia jest pełna ({ $count ->
    [one] { $count } gracz
    [few] { $count } graczy
   *[many] { $count } graczy
}).
ref-colour-taken = Kolor '{ $colour }' jest niedostępny; wolne kolory: { $free }.
ref-not-a-team-game = Drużyny wybiera się tylko w grze drużynowej (/{ cmd-risk } { cmd-risk-new } { opt-preset }:team).
ref-join-first = Najpierw dołącz do poczekalni (/{ cmd-risk } { cmd-risk-join }), potem wybierz drużynę.
ref-unknown-team = Nieznana drużyna '{ $team }': wybierz A lub B.
ref-team-full = Drużyna { $team } jest pełna ({ $count ->
    [one] { $count } gracz
    [few] { $count } graczy
   *[many] { $count } graczy
}); wybierz drugą drużynę.
ref-teams-uneven = Nie można zacząć: drużyny muszą być równe (w A: { $a }, w B: { $b }, miejsc: { $seats }); /{ cmd-risk } { cmd-risk-team } przenosi gracza.
ref-not-in-lobby = Nie ma cię w tej poczekalni.
ref-board-gone = Nie można zacząć: ten bot nie zna już planszy { $board }; wybierz inną przez /{ cmd-risk } { cmd-risk-new } { opt-map }:NAZWA (/{ cmd-risk } { cmd-risk-maps } je wymienia).
ref-cannot-start = Nie można zacząć: { $why } (teraz siedzi: { $count }; /{ cmd-risk } { cmd-risk-add-ai } dodaje graczy komputerowych).
ref-no-such-seat = Nie ma miejsca o nazwie '{ $who }'; siedzą: { $seated }.
ref-cannot-kick-host = Gospodarza nie można wyrzucić z poczekalni; gospodarz może sam wyjść przez /{ cmd-risk } { cmd-risk-leave }.
ref-already-ai = Za { $name } gra już SI.
ref-abandon-confirm = To usuwa grę na tym kanale dla wszystkich. Aby potwierdzić: /{ cmd-risk } { cmd-risk-abandon } { opt-confirm }:true
ref-the-host = gospodarz
ref-what-add-ai = dodawać graczy komputerowych
ref-what-start = zacząć grę
ref-what-kick = wyrzucać graczy
ref-what-abandon = przerwać grę

## values/refusal.rs, values/error.rs

ref-no-game = Na tym kanale nie ma gry. Zacznij ją przez /{ cmd-risk } { cmd-risk-new }.
ref-not-started = Gra jeszcze się nie zaczęła: gospodarz zaczyna ją przez /{ cmd-risk } { cmd-risk-start }.
ref-game-over = Ta gra jest skończona. Zacznij nową przez /{ cmd-risk } { cmd-risk-new }.
ref-not-playing = Nie grasz w tej grze; /{ cmd-board } pokazuje, jak wygląda sytuacja.
ref-needs-admin = /{ cmd-risk-admin } wymaga uprawnienia Zarządzanie kanałami na tym serwerze. Gospodarz gry ma te same komendy stołu pod /{ cmd-risk } ({ cmd-risk-kick }, { cmd-risk-abandon }, { cmd-risk-pause }, { cmd-risk-resume }, { cmd-risk-skip }, { cmd-risk-replace }).
ref-host-only = Tylko gospodarz ({ $host }) albo ktoś, kto zarządza tym kanałem, może { $what }.
ref-unsaved = Nie udało się zapisać: nic się nie zmieniło. Bot nie mógł zapisać swojej bazy danych (pełny dysk?); spróbuj ponownie za chwilę.
ref-our-side = Przepraszamy, coś poszło nie tak po naszej stronie. Nic nie zostało zmienione; spróbuj ponownie.

## handlers/admin.rs

ref-what-skip = pominąć turę
ref-what-pause = wstrzymać grę
ref-what-resume = wznowić grę
ref-what-replace = przekazać miejsce komuś innemu
ref-already-paused = Zegary są już wstrzymane; /{ cmd-risk } { cmd-risk-resume } je uruchamia.
ref-not-paused = Zegary chodzą; /{ cmd-risk } { cmd-risk-pause } je zatrzymuje.
ref-vacation-left = { $count ->
    [one] Został ci { $count } dzień urlopu; wybierz od 1 do { $count }.
    [few] Zostały ci { $count } dni urlopu; wybierz od 1 do { $count }.
   *[other] Zostało ci { $count } dni urlopu; wybierz od 1 do { $count }.
}
ref-already-seated = { $name } już zajmuje miejsce w tej grze.
ref-return-not-timed-out = /{ cmd-risk } { cmd-risk-return } może użyć tylko gracz, którego miejsce przejęła SI po opuszczonych turach.
ref-return-between-turns = W tej turze twoim miejscem gra SI; wróć między turami (gdy ta tura się skończy).
ref-no-returns-left = Nie masz już w tej grze żadnych powrotów.
ref-nothing-to-undo = Nie ma czego cofnąć: tylko twoje ostatnie rozmieszczenie, wkroczenie lub przegrupowanie, i tylko jeśli od tego czasu nikt nie rzucał kośćmi, nie dobrał karty ani się nie ruszył.
ref-settings-outside-server = Ustawienia serwera zmienia się na kanale tego serwera.
ref-unknown-reset = Nieznany reset '{ $reset }': wybierz defaults, channels, host-role, language lub all.

## values/server.rs

ref-unknown-language = '{ $language }' nie jest tu dostępnym językiem: wybierz en, de, es, fr, pt-BR, it lub pl.
ref-channel-not-allowed = Na tym serwerze gra się na kanałach: { $channels }; otwórz poczekalnię tam.
ref-host-role-needed = Na tym serwerze grę mogą otwierać tylko członkowie z rolą <@&{ $role }>; poproś jednego z nich, by poprowadził grę, potem /{ cmd-risk } { cmd-risk-join }.
ref-no-such-board = Nie ma tu planszy o nazwie { $name }. Plansze w zestawie: { $boards }; /{ cmd-risk } { cmd-risk-maps } wymienia też plansze tego serwera.

## turns/defend.rs

ref-attack-resolved = Ten atak został już rozstrzygnięty.
ref-defender-only = Kości obrony wybiera tylko obrońca.

## handlers/info.rs

ref-no-such-player = Nie ma gracza o nazwie '{ $who }': wybierz me, { $names }.
ref-no-such-continent = Nie ma kontynentu o nazwie '{ $name }': wybierz { $names }.
ref-history-fogged = Ta gra toczy się we mgle wojny: jej historia pozostaje zamknięta do końca gry (pokazałaby to, czego nie widzisz). /{ cmd-board } pokazuje teraz twój własny widok; cała historia, obraz bez mgły i /{ cmd-risk } { cmd-risk-verify } będą dostępne po jej zakończeniu.
ref-no-such-command = Nie ma komendy o nazwie '{ $command }'. /{ cmd-help } wymienia wszystkie.
ref-odds-fogged = Mgła wojny ukrywa armie na terytoriach: { $territories }; podaj zamiast tego atakujących i obrońców (np. /{ cmd-odds } { opt-attackers }:10 { opt-defenders }:6).
ref-odds-what = Podaj atakujących i obrońców (np. /{ cmd-odds } { opt-attackers }:10 { opt-defenders }:6) albo skąd i dokąd.
ref-odds-too-many = Szanse liczy się dla najwyżej 1000 armii po każdej stronie.
ref-stats-outside-server = Klasyfikację prowadzi się dla każdego serwera osobno: użyj /{ cmd-risk } { cmd-risk-stats } na kanale serwera.
ref-no-such-standing = Żadna zakończona gra na tym serwerze nie ma gracza o nazwie '{ $who }'. Gracze: { $names }.

## handlers/play.rs

ref-waiting-for-defender = Czekamy, aż { $name } wybierze kości obrony (najpóźniej do { $until }).
ref-no-neutrals = Nie ma armii neutralnej o nazwie '{ $neutral }': wybierz none (nie ma tu neutralnych).
ref-no-such-neutral = Nie ma armii neutralnej o nazwie '{ $neutral }': wybierz { $names }.
ref-bribe-one-card = Podaj dokładnie jedną kartę do oddania (podano: { $count }): przekupstwo to jedna karta; /{ cmd-bribe } jeszcze raz na drugi krok.
ref-discard-one-card = Podaj dokładnie jedną kartę do odrzucenia (podano: { $count }).

## handlers/maps.rs

ref-map-add-outside-server = Plansze serwera dodaje się na kanale tego serwera.
ref-map-remove-outside-server = Plansze serwera usuwa się na kanale tego serwera.
ref-map-not-added = Plik mapy { $file } nie został dodany ({ $count ->
        [one] { $count } problem
        [few] { $count } problemy
       *[many] { $count } problemów
    }); popraw je i załącz go ponownie (TOML, `.map` Domination lub Conquest, `.xml` Conquer Club, najwyżej { $kb } KB):
ref-map-more-problems = … i jeszcze { $count }
ref-map-already-had = Ten serwer ma już tę planszę, jako { $name }.
ref-map-name-taken = Ten serwer ma już planszę o nazwie { $name }; najpierw ją usuń (/{ cmd-risk-admin } { cmd-risk-admin-map } { cmd-map-remove } { opt-name }:{ $name }) albo nadaj nowej inną nazwę w jej pliku.
ref-map-none-own = Ten serwer nie ma planszy o nazwie { $name }: nie ma żadnej własnej.
ref-map-no-such = Ten serwer nie ma planszy o nazwie { $name }; jego plansze: { $boards }.

## values/catalog/parse.rs: options that do not make a command ($command, $option as typed)

ref-input-unknown-command = Nieznana komenda /{ $command }; /{ cmd-help } je wymienia.
ref-input-unknown-option = /{ $command } nie ma opcji '{ $option }' (zobacz /{ cmd-help } { $command }).
ref-input-missing = /{ $command } brakuje opcji { $option }: (opcje zapisuje się jako nazwa:wartość, np. { $option }:…; zobacz /{ cmd-help } { $command }). Nic nie zostało zmienione.
ref-input-not-whole = { $option }: oczekuje liczby całkowitej, a nie '{ $value }'.
ref-input-out-of-range = { $option }: { $value } jest poza zakresem; podaj od { $min } do { $max }. Nic nie zostało zmienione.
ref-input-not-flag = { $option }: oczekuje true albo false, a nie '{ $value }'.
ref-input-not-one-of = { $option }: '{ $value }' nie jest żadną z wartości: { $allowed }.
ref-input-not-troops = { opt-troops }: oczekuje liczby całkowitej, 'all' albo 'all but N' (np. 'all but 2'), a nie '{ $value }'. Nic nie zostało zmienione.
ref-input-wrong-kind = Nie mogę odczytać opcji { $option }. Nic nie zostało zmienione.
ref-troops-format = { opt-troops }: oczekuje liczby całkowitej, 'all' albo 'all but N' (np. 'all but 2'), a nie '{ $value }'

## table/clock.rs: a duration typed in an option (12h, 2d, none: typed as is in every language)

ref-not-a-duration = '{ $text }' nie jest czasem trwania: napisz np. 12h, 2d albo none
ref-duration-range = { $option } musi wynosić od { $min } do { $max } (albo none), a nie { $text }

## handlers/lobby.rs: why the game cannot be set up

ref-setup-player-count = ta gra wymaga od { $min } do { $max } graczy, a nie { $given }
ref-setup-combination = tych zasad nie da się połączyć: { $why }

## service/mod.rs

ref-not-an-admin-command = To nie jest komenda /{ cmd-risk-admin }.
ref-not-available-here = Ta komenda nie jest tu dostępna.
