### French: a lobby's status and options, what players type read on the map (words/lobby.rs, words/input.rs, table/options.rs).
### Every key of ../en/lobby.ftl, translated; a key left out falls back to English.

## L’horloge, la mise en place et les règles du salon en mots (words/lobby.rs).

lobby-no-deadline = pas de délai par tour
lobby-clock-no-reminders = { $turn } par tour, sans rappels
lobby-clock-reminders = { $turn } par tour, rappels à mi-temps et { $before } avant l’échéance
lobby-setup-dealt-together = Les territoires sont distribués et chacun place ses armées de départ en même temps, en secret ; elles sont révélées ensemble (les règles du livre : { opt-setup }:claim, { opt-placement }:one-at-a-time).
lobby-setup-claimed-together = Les territoires sont revendiqués à tour de rôle, puis chacun place ses armées de départ en même temps, en secret ; elles sont révélées ensemble.
lobby-seat = { $name } ({ $color })
lobby-seat-ai = { $name } ({ $color }, IA)
lobby-status = Salle d’attente de **{ $preset }** ({ $min } à { $max } joueurs) : { $seats }. Règles : { $rules } ; { $clock }. L’hôte lance la partie avec /{ cmd-risk } { cmd-risk-start }.
lobby-status-on-board = Salle d’attente de **{ $preset }** sur le plateau { $board } ({ $territories } territoires, { $continents } continents ; { $min } à { $max } joueurs) : { $seats }. Règles : { $rules } ; { $clock }. L’hôte lance la partie avec /{ cmd-risk } { cmd-risk-start }.
lobby-status-on-unknown-board = Salle d’attente de **{ $preset }** sur le plateau { $board } ({ $min } à { $max } joueurs) : { $seats }. Règles : { $rules } ; { $clock }. L’hôte lance la partie avec /{ cmd-risk } { cmd-risk-start }.
lobby-rule-setup = { opt-setup } { $word }
lobby-rule-placement = { opt-placement } { $word }
lobby-rule-fortify = { opt-fortify } { $word }
lobby-rule-card-values = { opt-card-values } { $word }
lobby-cards-stars = étoiles
lobby-cards-by-design = selon le motif
lobby-rule-army-cap = au plus { $count } armées par territoire
lobby-rule-reroll = relance avec une carte
lobby-rule-commander = Commandant
lobby-rule-neutral-setup = { opt-neutral-setup } { $word }
lobby-rule-fog = { opt-fog } { $word }

## Ce que tapent les joueurs, lu sur la carte (words/input.rs) : refus.

lobby-unknown-territory = Je ne connais aucun territoire nommé « { $name } ». Vouliez-vous dire { $close } ?
lobby-unknown-objective = « { $name } » ne désigne aucun Objectif unique sur le plateau. Vous pouvez prendre : { $open }.
lobby-unknown-objective-none-open = « { $name } » ne désigne aucun Objectif unique sur le plateau. Vous pouvez prendre : aucun pour l’instant (on en prend un après avoir attaqué, s’il est atteint ce tour-ci).
lobby-three-cards = Nommez exactement trois cartes, p. ex. « Brésil, Pérou, Wild » (vous en avez nommé { $count }).
lobby-no-cards-yet = Vous n’avez encore aucune carte : une carte vient à la fin d’un tour où vous avez conquis un territoire.
lobby-card-not-held = Vous n’avez pas la carte « { $card } » (ou vous l’avez nommée deux fois). Vos cartes : { $hand }.

## Les options de /risk new refusées (table/options.rs). Les valeurs (none, deal, claim, …) se tapent telles quelles.

lobby-unknown-word = Valeur inconnue pour { $option } : « { $given } ». Choisissez { $words }.
lobby-or = { $first } ou { $second }
lobby-unknown-preset = Variante inconnue « { $name } » : choisissez parmi { $presets }.
lobby-bad-army-cap = { opt-army-cap } doit être none ou un nombre de 3 à 999 (la règle des experts est 12), pas « { $given } ».
lobby-capital-goal-elsewhere = { opt-capital-goal } ne vaut que pour la variante capital, pas { $preset } ; laissez-le de côté.
lobby-neutral-setup-elsewhere = { opt-neutral-setup } ne vaut que pour les variantes à deux joueurs (two-player, two-player-neutrals, two-player-allies), pas { $preset } ; laissez-le de côté.
lobby-options-clash = Ces options ne peuvent pas être combinées avec { $preset } : { $why }. Laissez l’option de côté pour garder celle de la variante.
lobby-bad-kick-after = { opt-kick-after } doit valoir de 1 à 20 tours manqués, pas { $given }.
