### Polish: the channel's and players' texts: events, boards, hands, prompts (src/service/words/text, words/picture.rs).
### Every key of ../en/text.ftl, translated; a key left out falls back to English.
### Counts take three forms (CLDR for pl): [one] 1, [few] 2–4, 22–24…, [many] 5–21, 25…: 1 armia, 2 armie, 5 armii.

## Dice and rolls: the end of a battle line.

text-dice-vs = { $attacker } vs { $defender }
text-rolls-one = { $last }: atakujący −{ $lost }, obrońca −{ $killed }{ $notes }.
text-rolls-many = { $rolls ->
    [one] { $rolls } rzut
    [few] { $rolls } rzuty
   *[many] { $rolls } rzutów
}, atakujący −{ $lost }, obrońca −{ $killed }{ $notes }; ostatni { $last }.
text-notes = {" "}({ $notes })
text-note-attack-die = dodatkowa kość ataku { $face }
text-note-defence-die = dodatkowa kość obrony { $face }
text-note-airfield = Lotnisko +1
text-note-reroll = przerzut { $before } → { $after } za kartę { $card }
text-note-reroll-defender = przerzut { $before } obrońcy → { $after } za kartę { $card }
text-note-commander = dowódca zamienił { $before } w 6

## One attack's battles in one line: $rolls is text-rolls-one or text-rolls-many.

text-battle = 🎲 { $from } ⚔ { $to }: { $rolls }
text-battle-taken-open = 🎲 { $from } ⚔ { $to }: 🚩 { $player } zdobywa { $to-object }, { $moved ->
    [one] wkracza { $moved } armia
    [few] wkraczają { $moved } armie
   *[many] wkracza { $moved } armii
}, { $left ->
    [one] { $left } zostaje
    [few] { $left } zostają
   *[many] { $left } zostaje
} { $from-in } (/{ cmd-move } do { $max }). { $rolls }
text-battle-taken = 🎲 { $from } ⚔ { $to }: 🚩 { $player } zdobywa { $to-object }, { $moved ->
    [one] wkracza { $moved } armia
    [few] wkraczają { $moved } armie
   *[many] wkracza { $moved } armii
}, { $left ->
    [one] { $left } zostaje
    [few] { $left } zostają
   *[many] { $left } zostaje
} { $from-in }. { $rolls }
text-battle-held = 🎲 { $from } ⚔ { $to }: { $holder } utrzymuje { $to-object } ({ $defenders ->
    [one] zostaje { $defenders } armia
    [few] zostają { $defenders } armie
   *[many] zostaje { $defenders } armii
}), { $attackers ->
    [one] { $attackers } zostaje
    [few] { $attackers } zostają
   *[many] { $attackers } zostaje
} { $from-in }. { $rolls }

## Events, one line each, as the channel reads them.

text-claimed = { $player } zajmuje { $territory-object }.
text-placed = { $player } umieszcza { $armies ->
    [one] { $armies } armię
    [few] { $armies } armie
   *[many] { $armies } armii
} { $territory-in }.
text-dealt = { $player } dostaje { $count ->
    [one] { $count } terytorium
    [few] { $count } terytoria
   *[many] { $count } terytoriów
} — { $territories }.
text-setup-complete = Wszystkie armie początkowe są rozmieszczone: wojna się zaczyna.
text-traded = { $player } wymienia { $cards } na { $armies ->
    [one] { $armies } armię
    [few] { $armies } armie
   *[many] { $armies } armii
}.
text-traded-bonus = { $player } wymienia { $cards } na { $armies ->
    [one] { $armies } armię
    [few] { $armies } armie
   *[many] { $armies } armii
} (+{ $bonus } { $territory-in }).
text-conquered-open = 🚩 { $player } zdobywa { $territory-object } ({ $moved ->
    [one] wkracza { $moved } armia
    [few] wkraczają { $moved } armie
   *[many] wkracza { $moved } armii
}; /{ cmd-move } do { $max }).
text-conquered = 🚩 { $player } zdobywa { $territory-object } ({ $moved ->
    [one] wkracza { $moved } armia
    [few] wkraczają { $moved } armie
   *[many] wkracza { $moved } armii
}).
text-occupied = { $armies ->
    [one] { $territory-subject }: stoi tam teraz { $armies } armia.
    [few] { $territory-subject }: stoją tam teraz { $armies } armie.
   *[many] { $territory-subject }: stoi tam teraz { $armies } armii.
}
text-eliminated = ☠ { $by } eliminuje gracza { $player } i przejmuje { $cards ->
    [one] { $cards } kartę
    [few] { $cards } karty
   *[many] { $cards } kart
}.
text-card-drawn = { $player } dobiera kartę.
text-deck-reshuffled = Wymienione karty zostają przetasowane w nową talię.
text-fortified = Przegrupowanie: { $armies ->
    [one] { $armies } armia
    [few] { $armies } armie
   *[many] { $armies } armii
} { $from-from } { $to-to }.
text-game-over = 🏆 { $player } wygrywa grę!
text-game-ended = 🏁 Nikt już tu nie gra, a żaden gracz wciąż w grze nie prowadzi samodzielnie w rankingu: gra kończy się bez zwycięzcy.
text-missions-dealt = Tajne misje są rozdane: każdy gracz dostał swoją w wiadomości prywatnej (/{ cmd-mission }).
text-mission-completed = 🎯 { $player } wykonuje swoją tajną misję: { $mission }
text-hq-chosen = { $player } wybiera kwaterę główną.
text-bribed = 💰 { $player } daje kartę graczowi { $neutral } (ma ich teraz: { $held }): { $status }.
text-status-rolled = 🎲 Kość statusu ({ $neutral }): { $roll } → { $status }.
text-status-allied = sojusznik gracza { $player }
text-status-uninvolved = neutralny
text-ally-reinforced = { $player } wzmacnia swojego sojusznika { $ally }: { $armies ->
    [one] { $armies } armia
    [few] { $armies } armie
   *[many] { $armies } armii
} { $territory-in }.
text-ally-divided = { $ally }: { $armies ->
    [one] { $armies } nowa armia przechodzi
    [few] { $armies } nowe armie przechodzą
   *[many] { $armies } nowych armii przechodzi
} { $from-from } { $to-to }.
text-hand-passed = { $from } przekazuje graczowi { $to } { $cards ->
    [one] { $cards } kartę drużyny
    [few] { $cards } karty drużyny
   *[many] { $cards } kart drużyny
}.
text-reward-gained = 🎁 { $player } bierze nagrodę: { $reward }.
text-airfield-placed = 🛩 { $player } stawia lotnisko { $territory-in }.
text-airfield-placed-auto = 🛩 { $player } stawia lotnisko { $territory-in } (nie postawione ręcznie: na najsilniejszym terytorium).
text-airfield-destroyed = 🛩 Lotnisko gracza { $player } { $territory-in } zostaje zniszczone.
text-capital-placed = 🏛 { $player } ustanawia stolicę { $territory-in }.
text-objective-collected = 🎖 { $player } zdobywa cel „{ $objective }” (ma ich: { $held }; w tej turze bez karty).
text-objective-declined = { $player } nie bierze w tej turze żadnego celu.
text-card-discarded = { $player } odrzuca kartę { $card }.
text-objectives-taken = { $player } przejmuje od gracza { $from } { $count ->
    [one] { $count } cel
    [few] { $count } cele
   *[many] { $count } celów
}.
text-stars-traded = { $player } oddaje { $cards ->
    [one] { $cards } kartę
    [few] { $cards } karty
   *[many] { $cards } kart
} z { $stars ->
    [one] { $stars } gwiazdką
   *[other] { $stars } gwiazdkami
} za { $armies ->
    [one] { $armies } armię
    [few] { $armies } armie
   *[many] { $armies } armii
}.
text-mission-claimed = 🎖 { $player } pokazuje wykonaną misję i ją zalicza — { $mission }
text-mission-revealed = 📜 { $player } ma zaliczone trzy misje; ostatnia zostaje odkryta — { $mission }
text-hqs-revealed = 🏰 Kwatery główne odkryte: { $list }.
text-hq-of = { $player } — { $territory }
text-hq-captured = 🏰 { $player } zdobywa kwaterę główną gracza { $from } { $territory-in } i przejmuje jej kartę.
text-armies-lost = { $player } traci { $armies ->
    [one] { $armies } armię
    [few] { $armies } armie
   *[many] { $armies } armii
}: na każdym terytorium stoi już najwięcej dozwolonych.
text-placed-on = { $territory } +{ $armies }
text-placed-by = { $player }: { $placed }
text-placements-revealed = Wszyscy rozmieścili armie; armie początkowe zostają odkryte. { $placed }.

## An AI seat's long turn told in short.

text-ai-plays-turn = rozgrywa turę.
text-ai-traded = { $player } wymienia zestaw na { $armies ->
    [one] { $armies } armię
    [few] { $armies } armie
   *[many] { $armies } armii
}.
text-ai-traded-bonus = { $player } wymienia zestaw na { $armies ->
    [one] { $armies } armię
    [few] { $armies } armie
   *[many] { $armies } armii
} (+{ $bonus } { $territory-in }).
text-run = { $player } { $parts }.
text-run-nobody = { $parts }.
text-run-places = umieszcza { $armies ->
    [one] { $armies } armię
    [few] { $armies } armie
   *[many] { $armies } armii
}
text-run-rolls = { $rolls ->
    [one] { $rolls } rzut
    [few] { $rolls } rzuty
   *[many] { $rolls } rzutów
}, traci { $lost } i niszczy { $killed }
text-run-conquers = zdobywa: { $territories }
text-run-conquers-many = zdobywa { $count ->
    [one] { $count } terytorium
    [few] { $count } terytoria
   *[many] { $count } terytoriów
}: pierwsze { $first }, ostatnie { $last }

## Events under fog of war, as one reader is told them.

text-fog-claimed = { $player } zajmuje terytorium.
text-fog-placed = { $player } rozmieszcza armie.
text-fog-dealt = { $player } dostaje { $count ->
    [one] { $count } terytorium
    [few] { $count } terytoria
   *[many] { $count } terytoriów
}.
text-fog-traded = { $player } wymienia { $cards ->
    [one] { $cards } kartę
    [few] { $cards } karty
   *[many] { $cards } kart
} na { $armies ->
    [one] { $armies } armię
    [few] { $armies } armie
   *[many] { $armies } armii
}.
text-fog-traded-bonus = { $player } wymienia { $cards ->
    [one] { $cards } kartę
    [few] { $cards } karty
   *[many] { $cards } kart
} na { $armies ->
    [one] { $armies } armię
    [few] { $armies } armie
   *[many] { $armies } armii
} (+{ $bonus } { $territory-in }).
text-fog-conquered = 🚩 { $player } zdobywa { $territory-object }.
text-fog-ally-reinforced = { $player } wzmacnia swojego sojusznika { $ally }.
text-fog-airfield-placed = 🛩 { $player } stawia lotnisko.
text-fog-airfield-destroyed = 🛩 Lotnisko gracza { $player } zostaje zniszczone.
text-fog-capital-placed = 🏛 { $player } ustanawia stolicę.
text-fog-hq-captured = 🏰 { $player } zdobywa kwaterę główną gracza { $from } i przejmuje jej kartę.
text-fog-hq-unseen = { $player } — tam, gdzie nie widzisz
text-fog-placements-unseen = Wszyscy rozmieścili armie początkowe: wojna się zaczyna (/{ cmd-board } pokazuje, co widzisz).
text-fog-placements-seen = Wszyscy rozmieścili armie; armie początkowe, które widzisz: { $placed }.
text-fog-taken = 🚩 { $player } odbiera { $territory-object } graczowi { $holder }.
text-fog-taken-moved = 🚩 { $player } odbiera { $territory-object } graczowi { $holder }, { $moved ->
    [one] wkracza { $moved } armia
    [few] wkraczają { $moved } armie
   *[many] wkracza { $moved } armii
}.
text-fog-taken-from = 🚩 { $player } odbiera { $territory-object } graczowi { $holder }, atakując { $from-from }.
text-fog-taken-moved-from = 🚩 { $player } odbiera { $territory-object } graczowi { $holder }, { $moved ->
    [one] wkracza { $moved } armia
    [few] wkraczają { $moved } armie
   *[many] wkracza { $moved } armii
}, atak { $from-from }.
text-fog-held = 🎲 { $from } ⚔ { $to }: { $holder } utrzymuje { $to-object }.
text-fog-held-defenders = 🎲 { $from } ⚔ { $to }: { $holder } utrzymuje { $to-object } ({ $defenders ->
    [one] zostaje { $defenders } armia
    [few] zostają { $defenders } armie
   *[many] zostaje { $defenders } armii
}).
text-fog-held-attackers = 🎲 { $from } ⚔ { $to }: { $holder } utrzymuje { $to-object }, { $attackers ->
    [one] { $attackers } zostaje
    [few] { $attackers } zostają
   *[many] { $attackers } zostaje
} { $attacked_from-in }.
text-fog-held-both = 🎲 { $from } ⚔ { $to }: { $holder } utrzymuje { $to-object } ({ $defenders ->
    [one] zostaje { $defenders } armia
    [few] zostają { $defenders } armie
   *[many] zostaje { $defenders } armii
}), { $attackers ->
    [one] { $attackers } zostaje
    [few] { $attackers } zostają
   *[many] { $attackers } zostaje
} { $attacked_from-in }.
text-fog-unseen-territory = terytorium, którego nie widzisz
text-suffered = ⚔ Co się stało z twoimi terytoriami:

## The board in words.

text-fog-note-watcher-light = 🌫️ Twój widok planszy we mgle wojny ({ $level }): nie grasz, więc widzisz to, co wszyscy: kto trzyma każde terytorium, bez armii.
text-fog-note-watcher = 🌫️ Twój widok planszy we mgle wojny ({ $level }): nie grasz, więc widzisz to, co wszyscy: ani właścicieli terytoriów, ani armii.
text-fog-note-light = 🌫️ Twój widok planszy we mgle wojny ({ $level }): widzisz to tylko ty: kto trzyma każde terytorium; armie na twoich terytoriach i na sąsiednich.
text-fog-note-dark = 🌫️ Twój widok planszy we mgle wojny ({ $level }): widzisz to tylko ty: armie na twoich terytoriach; kto trzyma sąsiednie; nic z reszty.
text-fog-note-standard = 🌫️ Twój widok planszy we mgle wojny ({ $level }): widzisz to tylko ty: twoje terytoria i sąsiednie; nic z reszty.
text-board-continents-fogged = **Kontynenty**: mgła wojny ukrywa, kto trzyma { $count ->
    [one] { $count } terytorium
    [few] wszystkie { $count } terytoria
   *[many] wszystkie { $count } terytoriów
}.
text-board-continents = **Kontynenty** (terytoria każdego gracza · armie łącznie)
text-board-continent = { $continent } (+{ $bonus }): { $holders }{ $armies }
text-board-held-by = całość trzyma { $player }
text-board-holds = { $player } { $count }
text-board-free = { $count ->
    [one] { $count } wolne
    [few] { $count } wolne
   *[many] { $count } wolnych
}
text-board-unseen = { $count ->
    [one] { $count } niewidoczne
    [few] { $count } niewidoczne
   *[many] { $count } niewidocznych
}
text-board-armies-in-all = {" "}· { $armies ->
    [one] { $armies } armia
    [few] { $armies } armie
   *[many] { $armies } armii
} łącznie
text-board-players = **Gracze**
text-board-eliminated = ~~{ $player } ({ $colour })~~ poza grą
text-board-player = { $player } ({ $colour }): { $counts }{ $missions }
text-board-player-holds = { $player } ({ $colour }): { $counts }, kontroluje: { $continents }{ $missions }
text-board-territories = { $count ->
    [one] { $count } terytorium
    [few] { $count } terytoria
   *[many] { $count } terytoriów
}
text-board-armies = { $armies ->
    [one] { $armies } armia
    [few] { $armies } armie
   *[many] { $armies } armii
}
text-board-armies-to-place = { $armies ->
    [one] { $armies } armia
    [few] { $armies } armie
   *[many] { $armies } armii
} (jeszcze { $left } do rozmieszczenia)
text-board-to-place = jeszcze { $left } do rozmieszczenia
text-board-cards = { $count ->
    [one] { $count } karta
    [few] { $count } karty
   *[many] { $count } kart
}
text-board-missions = , misje { $claimed }/4
text-board-missions-last = , misje { $claimed }/4 (ostatnia: { $last })
text-board-hq = { $owner } { $territory } ({ $holder })
text-board-hqs = **Kwatery główne** (właściciel, terytorium, kto trzyma): { $hqs }
text-board-teams = **Drużyny**: A — { $a }; B — { $b }
text-board-units = { $player } { $armies }
text-board-shared = { $territory } ({ $units }; kontroluje: { $player })
text-board-shared-nobody = { $territory } ({ $units }; nikt nie kontroluje)
text-board-shared-line = **Wspólne**: { $territories }
text-board-neutral = { $neutral } { $status } ({ $cards ->
    [one] { $cards } karta przekupstwa
    [few] { $cards } karty przekupstwa
   *[many] { $cards } kart przekupstwa
})
text-board-neutrals = **Neutralni**: { $neutrals }
text-in-continent = { $continent }: { $territories }
text-territory-armies = { $territory } { $armies }
text-territory-enemies = { $territory } { $armies } — sąsiaduje z: { $enemies }
text-neighbour = { $territory } ({ $held })
text-territory-held = { $territory } — { $held }
text-held = { $player }, { $armies }
text-free = wolne
text-unseen = niewidoczne
text-none = brak
text-player-holds = **{ $player }** ma { $count ->
    [one] { $count } terytorium
    [few] { $count } terytoria
   *[many] { $count } terytoriów
}.
text-player-holds-armies = **{ $player }** ma { $count ->
    [one] { $count } terytorium
    [few] { $count } terytoria
   *[many] { $count } terytoriów
}, a na nich { $armies ->
    [one] { $armies } armię
    [few] { $armies } armie
   *[many] { $armies } armii
}.
text-player-fogged = **{ $player }**: mgła wojny ukrywa resztę; widzisz { $count ->
    [one] { $count } terytorium tego gracza
    [few] { $count } terytoria tego gracza
   *[many] { $count } terytoriów tego gracza
}.
text-player-fogged-armies = **{ $player }**: mgła wojny ukrywa resztę; widzisz { $count ->
    [one] { $count } terytorium tego gracza
    [few] { $count } terytoria tego gracza
   *[many] { $count } terytoriów tego gracza
}, a na nich { $armies ->
    [one] { $armies } armię
    [few] { $armies } armie
   *[many] { $armies } armii
}.
text-player-continent-all = **{ $continent }**, w całości (+{ $bonus })
text-player-continent-part = **{ $continent }**, { $held } z { $count }
text-continent = **{ $continent }** (+{ $bonus }, { $count ->
    [one] { $count } terytorium
    [few] { $count } terytoria
   *[many] { $count } terytoriów
})
text-continent-held = **{ $continent }** (+{ $bonus }, { $count ->
    [one] { $count } terytorium
    [few] { $count } terytoria
   *[many] { $count } terytoriów
}): wszystkie trzyma { $player }
text-territory-unseen = **{ $territory }** ({ $continent }): nie widzisz tego terytorium: mgła wojny ukrywa, kto je trzyma i ile ma armii.
text-territory-owner = **{ $territory }** ({ $continent }): trzyma je { $player }; mgła wojny ukrywa armie.
text-territory-all = **{ $territory }** ({ $continent }): trzyma je { $player }, { $armies ->
    [one] stoi tam { $armies } armia
    [few] stoją tam { $armies } armie
   *[many] stoi tam { $armies } armii
}.
text-territory-free = **{ $territory }** ({ $continent }): wolne: nikt go jeszcze nie zajął.
text-neighbours = Sąsiedzi:
text-city = { $territory } ({ $holder })
text-cities = **Miasta**: { $cities }
text-capital = { $player } — { $territory } (trzyma: { $holder })
text-capitals = **Stolice**: { $capitals }
text-objectives-win = wygrana: { $needed ->
    [one] { $needed } cel
    [few] { $needed } cele
   *[many] { $needed } celów
} i twoja stolica
text-objectives-rewards-only = Tylko nagrody; wygrywa ten, kto trzyma cały świat
text-objective-reward = { $objective } [{ $reward }]
text-objectives-held = { $player } { $count }
text-rewards-held = { $player } { $rewards }
text-rewards = **Nagrody**: { $rewards }
text-airfield = { $territory } ({ $player })
text-airfield-unseen = { $territory } (niewidoczne)
text-airfields = **Lotniska**: { $airfields }
text-objectives = **Cele** ({ $needed }): na planszy { $open }; zdobyte: { $held }
text-deadline = Termin: { $when }.

## Cards.

text-hand-empty = Nie masz kart.
text-hand = Twoje karty: { $cards }.
text-hand-sets-now = Zestawy, które możesz teraz wymienić ({ $worth }): { $sets }.
text-hand-sets-held = Twoje zestawy, do wymiany na początku tury ({ $worth }): { $sets }.
text-hand-sets-more = { $sets } i jeszcze { $more } (/{ cmd-trade } je wymienia)
text-hand-no-set = Na razie brak zestawu do wymiany.
text-card = { $territory } ({ $design })
text-card-stars = { $territory } ({ $stars })
text-card-wild = Dżoker
text-design-infantry = Piechota
text-design-cavalry = Kawaleria
text-design-artillery = Artyleria
text-next-set = następny zestaw: { $armies ->
    [one] { $armies } armia
    [few] { $armies } armie
   *[many] { $armies } armii
}
text-next-set-stars = karty z gwiazdkami: oddaj 2–10 gwiazdek (2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30)
text-next-set-by-design = zestawy: 3 piechoty 4, 3 kawalerie 6, 3 artylerie 8, po jednej z każdego 10
text-next-set-line = Następny zestaw: { $armies ->
    [one] { $armies } armia
    [few] { $armies } armie
   *[many] { $armies } armii
}.
text-next-set-stars-line = Karty z gwiazdkami: oddaj 2–10 gwiazdek (2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30).
text-next-set-by-design-line = Zestawy: 3 piechoty 4, 3 kawalerie 6, 3 artylerie 8, po jednej z każdego 10.

## Whose turn it is.

text-placing-done = ✅ { $players }: wszystkie armie początkowe rozmieszczone (ukryte, aż wszyscy skończą); czekamy na: { $waiting }.
text-hidden-all-placed = Wszystkie twoje armie początkowe są rozmieszczone.
text-hidden-all-placed-mine = Wszystkie twoje armie początkowe są rozmieszczone (widzisz to tylko ty, aż wszyscy skończą): { $placed }.
text-hidden-nothing-to-place = Nie masz armii początkowych do rozmieszczenia; czekamy na: { $waiting }.
text-hidden-all-placed-waiting = Wszystkie twoje armie początkowe są rozmieszczone (widzisz to tylko ty, aż wszyscy skończą): { $placed }; czekamy na: { $waiting }.
text-hidden-nothing-yet = Jeszcze nic nie rozmieszczone: { $left } do rozmieszczenia (/{ cmd-draft } { opt-territory } umieszcza tam wszystkie).
text-hidden-so-far = Rozmieszczone do tej pory (widzisz to tylko ty, aż wszyscy skończą): { $placed }. Zostało do rozmieszczenia: { $left } (/{ cmd-draft } { opt-territory } umieszcza tam wszystkie).
text-prompt-away = Po opuszczonych turach masz status nieobecności: /{ cmd-risk } { cmd-risk-return } przywraca ci miejsce; inaczej w terminie tę turę rozegra SI.
text-prompt-fogged = { $player }, twoja tura (mgła wojny: „{ cmp-open-my-turn }” albo /{ cmd-board } pokaże ją tylko tobie).
text-prompt-fogged-round = { $player }, runda { $round }: twoja tura (mgła wojny: „{ cmp-open-my-turn }” albo /{ cmd-board } pokaże ją tylko tobie).
text-to-place = { $player } { $left }
text-prompt-simultaneous = Wszyscy rozmieszczają teraz armie początkowe, jednocześnie i w ukryciu (/{ cmd-draft } { opt-territory } umieszcza tam wszystko, co ci zostało; /{ cmd-draft } { opt-territory } { opt-troops } część; /{ cmd-board } { opt-player }:me wymienia twoje terytoria). Zostaną odkryte razem, gdy wszyscy skończą; w terminie reszta trafi na granice. Do rozmieszczenia: { $left }.
text-prompt-still-placing = Wciąż rozmieszczają: { $left }.
text-prompt-over = Gra skończona: wygrywa { $player }. /{ cmd-risk } { cmd-risk-new } otwiera następną.
text-prompt-over-no-winner = Gra skończona: bez zwycięzcy, bo nikt już nie grał. /{ cmd-risk } { cmd-risk-new } otwiera następną.
text-prompt = { $player }, teraz: { $what }.
text-prompt-round = { $player }, runda { $round }: { $what }.
text-prompt-free = wolne: { $free } z { $count } (/{ cmd-board } pokazuje, ile na każdym kontynencie, /{ cmd-board } { opt-continent }:NAZWA które)
text-prompt-first-turn = /{ cmd-board } { opt-player }:me wymienia twoje terytoria i ich wrogich sąsiadów
text-prompt-set-worth = zestaw kart, jeśli go masz, wymienisz na { $armies ->
    [one] { $armies } armię
    [few] { $armies } armie
   *[many] { $armies } armii
} (/{ cmd-trade })
text-prompt-set = zestaw kart, jeśli go masz, możesz wymienić (/{ cmd-trade })
text-prompt-objectives = najpierw możesz wziąć jeden cel osiągnięty w tej turze: { $objectives } (/{ cmd-objective } { opt-name } albo samo /{ cmd-objective }, by nie brać żadnego; przegrupowanie lub /{ cmd-end } bierze pierwszy)
text-quoted = „{ $text }”
text-trade-offer = Wymień karty
text-trade-offer-worth = Wymień karty (+{ $armies })

## Goals: missions, Headquarters, Objectives.

text-goal-mission = Twoja tajna misja: { $mission }
    Postęp: { $progress }
text-goal-objectives = Twój cel: { $needed ->
    [one] { $needed } cel
    [few] { $needed } cele
   *[many] { $needed } celów
} (masz { $held }) przy utrzymaniu stolicy ({ $capital }) na koniec twojej tury.
text-goal-objectives-no-capital = Twój cel: { $needed ->
    [one] { $needed } cel
    [few] { $needed } cele
   *[many] { $needed } celów
} (masz { $held }) przy utrzymaniu stolicy (jeszcze nieustanowionej) na koniec twojej tury.
text-goal-hqs-some = utrzymaj { $count ->
    [one] { $count } inną kwaterę główną
    [few] { $count } inne kwatery główne
   *[many] { $count } innych kwater głównych
}
text-goal-hqs-all = utrzymaj wszystkie inne kwatery główne
text-goal-hq-chosen = Twoja kwatera główna: { $territory } (tajna, aż wszyscy wybiorą). Cel: { $goal }, nie tracąc swojej.
text-goal-hq-to-choose = Wybierz kwaterę główną przez /{ cmd-hq }, gdy przyjdzie na ciebie kolej. Cel: { $goal }, nie tracąc swojej.
text-goal-hq = { $territory } gracza { $owner } (trzyma: { $holder })
text-goal-hq-unseen = { $territory } gracza { $owner } (trzyma: niewidoczne)
text-goal-hqs = Cel: { $goal }, nie tracąc swojej. Kwatery główne: { $hqs }.
text-goal-world = Twój cel: utrzymaj wszystkie 42 terytoria.
text-ranked-goal = Twoje misje (zaliczasz jedną na turę, w chwili, którą podaje karta; wygrywasz wszystkimi czterema):
text-ranked-progress = Postęp: { $progress }
text-progress-destroy-fogged = { $player } ({ $colour }) wciąż jest w grze; mgła wojny ukrywa, ile trzyma
text-mission-continents = Zdobądź kontynenty: { $continents }.
text-mission-continents-third = Zdobądź kontynenty: { $continents }, oraz trzeci dowolny kontynent.
text-mission-territories = Zajmij { $count ->
    [one] { $count } terytorium
    [few] { $count } terytoria
   *[many] { $count } terytoriów
}.
text-mission-territories-armies = Zajmij { $count ->
    [one] { $count } terytorium
    [few] { $count } terytoria
   *[many] { $count } terytoriów
} i trzymaj na każdym co najmniej { $armies ->
    [one] { $armies } armię
    [few] { $armies } armie
   *[many] { $armies } armii
}.
text-mission-destroy = Zniszcz wszystkie { $colour ->
    [red] czerwone
    [blue] niebieskie
    [green] zielone
    [yellow] żółte
    [purple] fioletowe
    [black] czarne
   *[other] { $colour }
} armie (jeśli to twoje albo nie ma ich w grze, zajmij zamiast tego { $count ->
    [one] { $count } terytorium
    [few] { $count } terytoria
   *[many] { $count } terytoriów
}).
text-mission-islands = Kontroluj { $count ->
    [one] { $count } wyspę
    [few] { $count } wyspy
   *[many] { $count } wysp
} (terytoria połączone tylko szlakami morskimi: { $islands }).
text-mission-any-continents = Kontroluj { $count ->
    [one] { $count } dowolny kontynent
    [few] { $count } dowolne kontynenty
   *[many] { $count } dowolnych kontynentów
}.
text-mission-every-continent = Zajmij co najmniej jedno terytorium na każdym kontynencie.
text-mission-fortress = Miej { $armies ->
    [one] { $armies } armię
    [few] { $armies } armie
   *[many] { $armies } armii
} lub więcej na jednym terytorium.
text-mission-conquests = Zdobądź { $count ->
    [one] { $count } terytorium
    [few] { $count } terytoria
   *[many] { $count } terytoriów
} w jednej turze.
text-ranked-after-reinforcements = { $rank }: { $goal } (zagraj po otrzymaniu posiłków).
text-ranked-end-of-turn = { $rank }: { $goal } (zagraj na koniec tury).
text-rank-general = Generał
text-rank-major = Major
text-rank-colonel = Pułkownik
text-rank-captain = Kapitan
text-objective-cities = Kontroluj { $count ->
    [one] { $count } miasto
    [few] { $count } miasta
   *[many] { $count } miast
}
text-objective-continent = Kontroluj { $continent-object }
text-objective-enemy-capital = Kontroluj wrogą stolicę
text-objective-enemy-capitals = Kontroluj { $count ->
    [one] { $count } wrogą stolicę
    [few] { $count } wrogie stolice
   *[many] { $count } wrogich stolic
}
text-objective-take-cities = Zdobądź { $count ->
    [one] { $count } miasto
    [few] { $count } miasta
   *[many] { $count } miast
} w 1 turze
text-objective-take-territories = Zdobądź { $count ->
    [one] { $count } terytorium
    [few] { $count } terytoria
   *[many] { $count } terytoriów
} w 1 turze
text-objective-territories = Kontroluj { $count ->
    [one] { $count } terytorium
    [few] { $count } terytoria
   *[many] { $count } terytoriów
}
text-objective-continents = Kontroluj { $count ->
    [one] { $count } cały kontynent
    [few] { $count } całe kontynenty
   *[many] { $count } całych kontynentów
}
text-objective-take-continent = Zdobądź cały kontynent w 1 turze
text-reward-airfield = Lotnisko
text-reward-additional-maneuver = Dodatkowy manewr
text-reward-guaranteed-card = Gwarantowana karta
text-reward-starting-maneuver = Manewr na początek
text-reward-attack-die = Kość ataku
text-reward-defense-die = Kość obrony
text-reward-two-troops = 2 armie
text-colour-red = czerwony
text-colour-blue = niebieski
text-colour-green = zielony
text-colour-yellow = żółty
text-colour-purple = fioletowy
text-colour-black = czarny

## The end of a table nobody plays any more.

text-standings = **Klasyfikacja**
text-standing = { $rank }. { $player }: { $territories ->
    [one] { $territories } terytorium
    [few] { $territories } terytoria
   *[many] { $territories } terytoriów
}, { $armies ->
    [one] { $armies } armia
    [few] { $armies } armie
   *[many] { $armies } armii
}
text-standings-eliminated = Poza grą: { $players }
text-gone-surrendered = { $players } { $count ->
    [one] się poddaje
   *[other] się poddają
}
text-gone-removed = usunięto: { $players }
text-gone-eliminated = wyeliminowano: { $players }
text-gone-away = { $players } { $count ->
    [one] nie wraca
   *[other] nie wracają
}
text-nobody-plays = 🏁 Nikt już tu nie gra: { $what }.
text-nobody-plays-no-winner = Gra kończy się bez zwycięzcy.
text-nobody-plays-ranked = Gracze wciąż w grze nie grają dalej sami: o kolejności decydują terytoria, potem armie.
text-nobody-plays-tie = { $players } remisują na pierwszym miejscu: gra kończy się bez zwycięzcy.

## A mission's progress (for its holder only), after text-goal-mission's "Progress:".

text-progress = { $figures }.
text-progress-done = { $figures } — wykonane.
text-progress-continent = { $continent }: { $held } z { $count ->
    [one] { $count } terytorium
   *[other] { $count } terytoriów
}
text-progress-no-third = jeszcze bez trzeciego kontynentu
text-progress-third = trzeci kontynent: { $continents }
text-progress-territories = masz { $held } z { $count ->
    [one] { $count } terytorium
   *[other] { $count } terytoriów
}
text-progress-territories-armies = na { $held } z { $count ->
    [one] { $count } terytorium
   *[other] { $count } terytoriów
} stoi co najmniej { $armies ->
    [one] { $armies } armia
    [few] { $armies } armie
   *[many] { $armies } armii
}
text-progress-not-in-game = żadna { $colour ->
    [red] czerwona
    [blue] niebieska
    [green] zielona
    [yellow] żółta
    [purple] fioletowa
    [black] czarna
   *[other] { $colour }
} armia nie bierze udziału w grze
text-progress-destroyed-by-you = { $colour ->
    [red] czerwone
    [blue] niebieskie
    [green] zielone
    [yellow] żółte
    [purple] fioletowe
    [black] czarne
   *[other] { $colour }
} armie zostały zniszczone przez ciebie
text-progress-destroyed-by-other = { $colour ->
    [red] czerwone
    [blue] niebieskie
    [green] zielone
    [yellow] żółte
    [purple] fioletowe
    [black] czarne
   *[other] { $colour }
} armie zniszczył inny gracz
text-progress-destroyed-instead = { $colour ->
    [red] czerwone
    [blue] niebieskie
    [green] zielone
    [yellow] żółte
    [purple] fioletowe
    [black] czarne
   *[other] { $colour }
} armie zniszczył inny gracz: zamiast tego utrzymaj { $count ->
    [one] { $count } terytorium
    [few] { $count } terytoria
   *[many] { $count } terytoriów
} (masz { $held })
text-progress-still-holds = { $player } ({ $colour }) wciąż ma { $territories ->
    [one] { $territories } terytorium
    [few] { $territories } terytoria
   *[many] { $territories } terytoriów
} i { $armies ->
    [one] { $armies } armię
    [few] { $armies } armie
   *[many] { $armies } armii
}
text-progress-islands = masz { $held } z { $count ->
    [one] { $count } wyspy
   *[other] { $count } wysp
}
text-progress-any-continents = masz { $held } z { $count ->
    [one] { $count } kontynentu
   *[other] { $count } kontynentów
}
text-progress-any-continents-held = masz { $held } z { $count ->
    [one] { $count } kontynentu
   *[other] { $count } kontynentów
} ({ $continents })
text-progress-every-continent = terytorium na każdym z { $count } kontynentów
text-progress-every-continent-missing = terytorium na { $held } z { $count ->
    [one] { $count } kontynentu
   *[other] { $count } kontynentów
}; jeszcze żadnego na: { $continents }
text-progress-fortress = twoja największa armia to { $largest } { $territory-in } (potrzeba { $armies })
text-progress-fortress-none = nie masz żadnego terytorium (potrzeba { $armies } armii)
text-progress-conquests = { $conquests } z { $count } podbojów w tej turze
text-progress-conquests-later = liczone w twojej turze: { $count ->
    [one] { $count } podbój
    [few] { $count } podboje
   *[many] { $count } podbojów
} w jednej turze
