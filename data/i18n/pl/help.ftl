### Polish: /help (words/help.rs).
### Every key of ../en/help.ftl, translated; a key left out falls back to English.
help-entry = `{ $usage }`: { $help }.

## The short /help: one message a line. Command and option names refer to commands.ftl, so they follow the reader's language; option values (`me`) stay as typed.
help-how-to-play = **Jak grać**
help-a-game = · Gra: `/{ cmd-risk } { cmd-risk-new }` otwiera poczekalnię, gracze dołączają przez `/{ cmd-risk } { cmd-risk-join }`, gospodarz zaczyna przez `/{ cmd-risk } { cmd-risk-start }`.
help-your-turn = · Twoja tura: bot cię oznacza i dodaje pod swoim postem przyciski i menu; klikaj je, by wymienić karty, rozmieścić armie, atakować (skąd, potem dokąd, potem rzut lub blitz), wkroczyć, przegrupować i zakończyć. Każde kliknięcie to też komenda.
help-lost-buttons = · Nie widzisz przycisków? `/{ cmd-risk } { cmd-risk-status }` pokazuje, czyja jest tura, razem z twoimi przyciskami.
help-your-own = · Twoje terytoria i ich wrodzy sąsiedzi: `/{ cmd-board } { opt-player }:me`; jedno terytorium: `/{ cmd-territory }`; twoje karty: `/{ cmd-hand }`; twój cel: `/{ cmd-mission }` (widzisz je tylko ty).
help-rules = · Zasady tego stołu: `/{ cmd-risk } { cmd-risk-rules }`. Jedna komenda objaśniona dla tego stołu: `/{ cmd-help } { opt-command }:{ cmd-attack }` (dowolna komenda).
help-commands = **Komendy**: /{ cmd-risk } ({ $risk }); { $play }; /{ cmd-risk-admin } ({ $admin }).
