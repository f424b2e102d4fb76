### Polish: the web view (commands/src/web).
### Every key of ../en/web.ftl, translated; a key left out falls back to English.

## The link buttons under posts (at most 80 characters).
web-view-button = Pokaż w przeglądarce
web-own-view-button = Mój widok w przeglądarce

## A game's page.
# $number: the game's number in its channel (a label, not a count).
web-title = Gra RISK nr { $number }
web-skip = Przejdź do widoku tekstowego
web-board = Plansza
web-board-hint = Plansza: przybliżaj kółkiem myszy, dwoma palcami albo klawiszami + i −; przesuwaj ją, przeciągając, albo strzałkami; 0 pokazuje ją w całości. Wskaż albo dotknij terytorium, żeby je odczytać.
web-zoom-in = Przybliż
web-zoom-out = Oddal
web-zoom-fit = Cała plansza
web-holder = Właściciel
web-armies = Armie
web-neighbours = Sąsiedzi
web-unseen = niewidoczne
web-unclaimed = niezajęte
web-unknown = ?
web-your-secrets = Twoje karty i misja (tylko ty widzisz tę stronę)

## The replay and the chart.
web-replay = Powtórka
web-replay-hidden = We mgle wojny powtórka otwiera się po zakończeniu gry: do tego czasu ruchy pozostają ukryte.
web-replay-first = Początek
web-replay-prev-turn = Poprzednia tura
web-replay-prev = Wstecz
web-replay-play = Odtwórz
web-replay-pause = Pauza
web-replay-next = Dalej
web-replay-next-turn = Następna tura
web-replay-now = Stan obecny
# $entry: the log entry's number (as /history shows it); $round: the round.
web-replay-position = Ruch #{ $entry }, runda { $round }
web-chart = Terytoria i armie w kolejnych rundach
web-chart-alt = Wykres terytoriów i armii każdego gracza na koniec każdej rundy.
web-chart-title = Gra nr { $number }: terytoria i armie w kolejnych rundach

## The text view (for screen readers, and without the script).
web-text-view = Plansza w słowach
web-col-player = Gracz
web-col-territories = Terytoria
web-col-armies = Armie
web-col-cards = Karty
web-col-continents = Posiadane kontynenty
web-col-territory = Terytorium
web-col-continent = Kontynent
web-col-holder = Właściciel
web-col-neighbours = Sąsiedzi

## Refusals, each a page of its own.
web-not-found-title = Nie znaleziono
web-not-found = Pod tym adresem nie ma żadnej gry. Sprawdź, czy to dokładnie ten link, który opublikował bot, i czy jest cały.
web-gone-title = Ta gra jest zakończona
web-gone = Na kanale tej gry zaczęła się już nowa, a tej strony już nie ma. Posty bota na kanale prowadzą do nowej.
web-forbidden-title = To nie twoja strona
web-forbidden = Ta strona to własny widok jednego gracza. Otwiera się tylko z linku, który bot daje temu graczowi prywatnie.
web-too-many-title = Zbyt wiele żądań
web-too-many = Z twojego adresu przyszło przed chwilą zbyt wiele żądań. Odczekaj kilka sekund i wczytaj stronę ponownie.
web-bad-request-title = Żądanie odrzucone
web-bad-request = Ta strona przyjmuje tylko zwykłe żądania odczytu (GET), bez treści i z krótkim adresem.

## Private links to a player's own view.
web-link-bad-title = To nie jest link od bota
web-link-bad = Ten link nie pochodzi od bota albo został zmieniony. Otwórz cały link, który dał ci bot.
web-link-used-title = Ten link został już użyty
web-link-used = Prywatny link otwiera twój widok jeden raz, na kilka minut. Poproś bota o nowy: przyciskiem pod twoją prywatną planszą.
web-link-open-title = Twój widok
web-link-open = Otwieranie twojego widoku gry…
web-open-own-view = Otwórz mój widok
