### Polish: a lobby's status and options, what players type read on the map (words/lobby.rs, words/input.rs, table/options.rs).
### Every key of ../en/lobby.ftl, translated; a key left out falls back to English.

## The lobby's clock, setup and rules in words (words/lobby.rs).

lobby-no-deadline = bez limitu czasu na turę
lobby-clock-no-reminders = { $turn } na turę, bez przypomnień
lobby-clock-reminders = { $turn } na turę, przypomnienia w połowie czasu i { $before } przed terminem
lobby-setup-dealt-together = Terytoria są rozdawane, a wszyscy rozmieszczają armie początkowe jednocześnie, w ukryciu, i odkrywają je razem (sposoby z instrukcji: setup:claim, placement:one-at-a-time).
lobby-setup-claimed-together = Terytoria zajmuje się po kolei, potem wszyscy rozmieszczają armie początkowe jednocześnie, w ukryciu, i odkrywają je razem.
lobby-seat = { $name } ({ $color })
lobby-seat-ai = { $name } ({ $color }, SI)
lobby-status = Poczekalnia gry **{ $preset }** ({ $min }–{ $max } graczy): { $seats }. Zasady: { $rules }; { $clock }. Gospodarz zaczyna przez /{ cmd-risk } { cmd-risk-start }.
lobby-status-on-board = Poczekalnia gry **{ $preset }** na planszy { $board } ({ $territories ->
    [one] { $territories } terytorium
    [few] { $territories } terytoria
   *[many] { $territories } terytoriów
}, { $continents ->
    [one] { $continents } kontynent
    [few] { $continents } kontynenty
   *[many] { $continents } kontynentów
}) ({ $min }–{ $max } graczy): { $seats }. Zasady: { $rules }; { $clock }. Gospodarz zaczyna przez /{ cmd-risk } { cmd-risk-start }.
lobby-status-on-unknown-board = Poczekalnia gry **{ $preset }** na planszy { $board } ({ $min }–{ $max } graczy): { $seats }. Zasady: { $rules }; { $clock }. Gospodarz zaczyna przez /{ cmd-risk } { cmd-risk-start }.
lobby-rule-setup = początek { $word }
lobby-rule-placement = rozmieszczanie { $word }
lobby-rule-fortify = przegrupowanie { $word }
lobby-rule-card-values = wartości kart { $word }
lobby-cards-stars = gwiazdki
lobby-cards-by-design = według planszy
lobby-rule-army-cap = { $count ->
    [one] najwyżej { $count } armia na terytorium
    [few] najwyżej { $count } armie na terytorium
   *[many] najwyżej { $count } armii na terytorium
}
lobby-rule-reroll = ponowny rzut za kartę
lobby-rule-commander = dowódca
lobby-rule-neutral-setup = rozstawienie neutralnych { $word }
lobby-rule-fog = mgła { $word }

## What players type, read on the map (words/input.rs): refusals.

lobby-unknown-territory = Nie znam terytorium o nazwie '{ $name }'. Czy chodziło ci o: { $close }?
lobby-unknown-objective = '{ $name }' nie wskazuje dokładnie jednego celu na planszy. Możesz wziąć: { $open }.
lobby-unknown-objective-none-open = '{ $name }' nie wskazuje dokładnie jednego celu na planszy. Możesz wziąć: teraz żaden (cel bierze się po ataku, gdy został osiągnięty w tej turze).
lobby-three-cards = Wymień dokładnie trzy karty, np. "Brazylia, Peru, Dżoker" (podano: { $count }).
lobby-no-cards-yet = Nie masz jeszcze kart: kartę dostajesz na koniec tury, w której zdobędziesz terytorium.
lobby-card-not-held = Nie masz karty '{ $card }' (albo podano ją dwa razy). Twoje karty: { $hand }.

## The options of /risk new refused (table/options.rs). Option values (none, deal, claim, …) are typed as they are.

lobby-unknown-word = Nieznana wartość opcji { $option }: '{ $given }'. Wybierz { $words }.
lobby-or = { $first } lub { $second }
lobby-unknown-preset = Nieznany wariant '{ $name }': wybierz jeden z: { $presets }.
lobby-bad-army-cap = { opt-army-cap } musi być none albo liczbą od 3 do 999 (zasada ekspertów to 12), a nie '{ $given }'.
lobby-capital-goal-elsewhere = { opt-capital-goal } dotyczy wariantu capital, nie { $preset }; pomiń tę opcję.
lobby-neutral-setup-elsewhere = { opt-neutral-setup } dotyczy wariantów dla dwóch graczy (two-player, two-player-neutrals, two-player-allies), nie { $preset }; pomiń tę opcję.
lobby-options-clash = Tych opcji nie da się połączyć z wariantem { $preset }: { $why }. Pomiń opcję, by zachować ustawienie wariantu.
lobby-bad-kick-after = { opt-kick-after } musi wynosić od 1 do 20 opuszczonych tur, a nie { $given }.
