### Polish: buttons and menus (src/service/words/components).
### Every key of ../en/components.ftl, translated; a key left out falls back to English.

## Buttons and menus under a prompt (labels ≤ 80 characters, menu texts ≤ 100, placeholders ≤ 150).

cmp-place-my-armies = Rozmieść moje armie
cmp-open-my-turn = Otwórz moją turę
cmp-claim-placeholder = Zajmij terytorium…
cmp-choose-placeholder = Wybierz…
cmp-blitz-menu-placeholder = Blitz (potem wkraczają wszystkie armie)…
cmp-attack-from-placeholder = Atak z… (jeden rzut, blitz)
cmp-roll-again = Rzuć znowu: { $from } → { $to }
cmp-blitz-again = Blitz { $from } → { $to }
cmp-end-turn = Zakończ turę
cmp-move-all = Przesuń wszystkie ({ $count })
cmp-move-minimum = Przesuń minimum ({ $count })
cmp-move-amount = Przesuń { $count }
cmp-move-placeholder = Przesuń inną liczbę…
cmp-undo = Cofnij
cmp-roll-once = Rzuć raz
cmp-blitz = Blitz
cmp-blitz-keeping = { $count ->
    [one] Blitz, zostaw { $count } armię
    [few] Blitz, zostaw { $count } armie
   *[many] Blitz, zostaw { $count } armii
}
cmp-with-chance = { $label } ({ $chance })
cmp-option-chance = { $label } · { $chance }
cmp-objective-take = Weź „{ $objective }”
cmp-objective-none = Żaden (podbój i tak daje kartę)
cmp-objective-placeholder = Cel…
cmp-airfield-placeholder = Postaw lotnisko…
cmp-ally-placeholder = Wzmocnij sojusznika…
cmp-bribe = Przekup: { $name }
cmp-bribe-placeholder = Przekup neutralnego…
cmp-trade-set = Wymień { $cards } (+{ $bonus })
cmp-place-all-placeholder = { $count ->
    [one] Gdzie umieścić { $count } armię?…
    [few] Gdzie umieścić wszystkie { $count }?…
   *[many] Gdzie umieścić wszystkie { $count }?…
}
cmp-place-some-placeholder = Gdzie umieścić część?…
cmp-place-neutral-placeholder = Gdzie umieścić 1 armię neutralną?…
cmp-fortify-placeholder = Przegrupuj (wszystkie oprócz jednej)…
cmp-territory = { $name } ({ $armies })
cmp-territory-unknown = { $name } (liczba armii nieznana)
cmp-pair = { $from } ({ $from_armies }) → { $to } ({ $to_armies })
cmp-pair-unknown = { $from } ({ $from_armies }) → { $to } (liczba armii nieznana)

## Clicks read back: answers and refusals to the clicker alone.

cmp-no-longer-in-use = Ten przycisk nie jest już używany.
cmp-game-over-here = Te przyciski należą do gry, która się tu zakończyła: /{ cmd-risk } { cmd-risk-status } pokazuje, co trwa.
cmp-no-game = Nie toczy się tu żadna gra.
cmp-not-playing = Nie grasz w tej grze; /{ cmd-board } pokazuje, jak wygląda sytuacja.
cmp-not-your-buttons = To nie twoja tura: te przyciski należą do: { $whose }. Nic się nie zmieniło.
cmp-another-player = inny gracz
cmp-out-of-date = Te przyciski są nieaktualne: gra poszła dalej. Nic się nie zmieniło. Teraz: { $prompt }
cmp-not-on-board = Tego wyboru nie ma na planszy.
cmp-not-a-number = Ten wybór nie jest liczbą.
cmp-waiting-defence = Czekamy, aż { $name } wybierze kości obrony; twoja tura potoczy się potem dalej.
cmp-all-placed = Wszystkie armie początkowe są rozmieszczone i odkryte. Teraz: { $prompt }
cmp-place-amount = Umieść { $count }
cmp-how-many-placeholder = Ile?
cmp-how-many = Ile z twoich armii do rozmieszczenia ({ $left }) na terytorium { $name } (stoi tam: { $armies })?
cmp-how-many-unknown = Ile z twoich armii do rozmieszczenia ({ $left }) na terytorium { $name } (liczba armii nieznana)?
cmp-no-set = Nie masz teraz zestawu kart do wymiany. { $prompt }
cmp-which-set = Który zestaw? (widzisz to tylko ty) { $hand }
cmp-attack-placeholder = Atakuj…
cmp-cannot-attack-from = Terytorium { $name } nie może teraz atakować. { $prompt }
cmp-attack-which = Terytorium { $name } ({ $armies ->
    [one] { $armies } armia
    [few] { $armies } armie
   *[many] { $armies } armii
}): które terytorium atakujesz? (% to szansa zdobycia go blitzem)
cmp-cannot-attack = Nie możesz teraz zaatakować: { $from } → { $to }. { $prompt }
cmp-attacking-how = { $from } ({ $from_armies }) ⚔ { $to } ({ $to_armies }): jak atakujesz?
cmp-attacking-how-unknown = { $from } ({ $from_armies }) ⚔ { $to } (liczba armii nieznana): jak atakujesz?
cmp-objective-gone = Ten cel nie jest już dostępny.
cmp-give-card = Oddaj: { $card }
cmp-give-placeholder = Którą kartę oddać ({ $neutral })?
cmp-cannot-bribe = Nie możesz teraz przekupić: { $neutral }. { $prompt }
cmp-which-card = Która karta trafia zakryta do: { $neutral }? (widzisz to tylko ty)
