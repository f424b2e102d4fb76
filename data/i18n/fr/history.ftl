### French: a game's end, recap, standings, verification (src/service/history, results).
### Every key of ../en/history.ftl, translated; a key left out falls back to English.

## history/ending.rs

hist-record-digest = Registre de qui a fait quoi : SHA-256 `{ $record }`.
hist-next-game = Ensuite : /{ cmd-risk } { cmd-risk-new } ouvre une autre partie ici ; /{ cmd-risk } { cmd-risk-stats } affiche le classement.
hist-missions-revealed = **Missions révélées**
hist-mission-of = · { $name } : { $mission }

## history/recap.rs

hist-recap-title = 📜 **Récapitulatif de la partie { $number }** ({ $preset }) : { $rounds } { $rounds ->
        [one] manche
       *[other] manches
    } ({ $turns } { $turns ->
        [one] tour
       *[other] tours
    }), { $moves } { $moves ->
        [one] coup
       *[other] coups
    }, { $dice } { $dice ->
        [one] dé lancé
       *[other] dés lancés
    }, { $duration }.
hist-minutes = { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }
hist-hours-minutes = { $hours } { $hours ->
        [one] heure
       *[other] heures
    } { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }
hist-days-hours = { $days } { $days ->
        [one] jour
       *[other] jours
    } { $hours } { $hours ->
        [one] heure
       *[other] heures
    }
hist-winner = Vainqueur : **{ $name }** ({ $how }).
hist-how-world = domination mondiale
hist-how-ranked-territories = premier en territoires, puis en armées, quand plus aucune personne ne jouait
hist-how-opponents-gone = tous les adversaires ont abandonné, ont été retirés ou éliminés
hist-how-last-standing = dernier joueur en lice
hist-how-mission = mission secrète : { $mission }
hist-how-headquarters = tient tous les quartiers généraux nécessaires
hist-how-objectives = objectifs ({ $objectives }) en tenant sa capitale
hist-how-team = victoire d’équipe : { $count ->
        [one] { $names } éliminé
       *[other] { $names } éliminés
    }
hist-how-ranked-missions = les quatre missions : { $missions }
hist-no-winner = Pas de vainqueur : la table a pris fin.
hist-no-battle = Aucune bataille n’a eu lieu.
hist-key-moments = **Moments clés**
hist-largest = · Plus grande bataille : { $fight }.
hist-largest-and-longest = · Plus grande bataille, et aussi plus long blitz : { $fight }.
hist-longest = · Plus long blitz : { $fight }.
hist-fight-attacked = manche { $round }, { $attacker } a attaqué { $from } → { $to } : { $lost ->
        [one] { $lost } armée perdue
       *[other] { $lost } armées perdues
    } en { $count } { $count ->
        [one] lancer
       *[other] lancers
    } ({ $attacker } −{ $attacker_lost }
hist-fight-blitzed = manche { $round }, { $attacker } a lancé un blitz { $from } → { $to } : { $lost ->
        [one] { $lost } armée perdue
       *[other] { $lost } armées perdues
    } en { $count } { $count ->
        [one] lancer
       *[other] lancers
    } ({ $attacker } −{ $attacker_lost }
hist-fight-defender = , { $name } −{ $lost }
hist-comeback = · Plus belle remontée : { $name }, de { $low } territoires à la manche { $low_round } à { $high } à la manche { $high_round }.
hist-no-comeback = · Pas de remontée : personne n’est sorti de la dernière place.
hist-luck = **Chance** (armées perdues au combat face aux chances exactes de chaque lancer ; + veut dire chanceux)
hist-luck-line = · { $name } : { $lost } { $lost ->
        [one] perdue
       *[other] perdues
    } pour { $expected } attendues sur { $count } { $count ->
        [one] lancer
       *[other] lancers
    } : { $index }
hist-chart-title = Partie { $number } ({ $preset }) : territoires et armées par manche

## results/stats.rs

hist-standings-empty = Aucune partie n’est encore terminée sur ce serveur : le classement commence avec la première.
hist-standings-title = **Classement de ce serveur** : { $count } { $count ->
        [one] partie terminée
       *[other] parties terminées
    } ({ $presets }).
hist-standings-rated = Noté selon le niveau Weng-Lin ; classé par niveau − 3 × incertitude.
hist-standings-line = { $rank }. **{ $name }** : { $rating } ± { $uncertainty }, victoires { $won }/{ $played }
hist-standings-more = … et { $count } de plus : /{ cmd-risk } { cmd-risk-stats } { opt-player }:NOM
hist-player-standing = **{ $name }** sur ce serveur : victoires { $won }/{ $played } ({ $share }) ; note { $rating } ± { $uncertainty }, rang { $rank } sur { $players }.
hist-player-preset = · { $preset } : victoires { $won }/{ $played } ({ $share })

## history/replay.rs, fair.rs

hist-verified = ✅ Partie { $number } vérifiée : la graine { $seed } correspond à l’engagement { $commitment }, et rejouer ses { $steps } { $steps ->
        [one] étape
       *[other] étapes
    } ({ $entries } { $entries ->
        [one] entrée
       *[other] entrées
    } du journal) depuis la graine redonne chacun des { $dice } { $dice ->
        [one] dé
       *[other] dés
    } et chacune des { $cards } { $cards ->
        [one] carte piochée
       *[other] cartes piochées
    }, et la même position finale.
hist-verified-bound = Ses joueurs ({ $players }) et sa variante ({ $preset }) sont ceux pour lesquels l’engagement a été pris.
hist-verified-unbound = Ses joueurs et sa variante sont ceux que nomme le fichier : l’engagement de cette partie ne les couvre pas (il a été pris avant qu’ils ne soient scellés avec les dés).
hist-verified-record = Qui a fait quoi correspond au registre { $record } publié avec la révélation de la graine.
hist-verified-no-record = Qui a fait quoi est tel que le fichier le dit : aucun registre n’en a été publié.
hist-verify-failed = ❌ Échec de la vérification : { $why }

## history/fair.rs

hist-not-started = La partie n’a pas encore commencé : ses dés sont scellés au lancement.
hist-no-commitment = Cette partie a commencé avant que le bot tienne un registre pour vérifier ses dés (aucun engagement n’a été publié).
hist-dice-sealed = 🔒 Les dés sont scellés : le SHA-256 de `{ $salt }:<seed>` est `{ $commitment }`. La graine est révélée à la fin de la partie ; /{ cmd-risk } { cmd-risk-verify } rejoue alors chaque lancer et chaque carte piochée.
hist-fog-file-later = Dans le brouillard de guerre, le fichier de partie (tout le journal) n’est donné qu’à ce moment-là aussi.

hist-replay-player = Joueur { $number }
hist-replay-attack = attaque { $from } → { $to }
hist-replay-blitz = blitz { $from } → { $to }
hist-replay-claim = occupe { $territory-object }
hist-replay-place = place { $armies } : { $territory }
hist-replay-fortify = manœuvre de { $armies } : { $from } → { $to }
hist-replay-move = fait entrer { $armies }
hist-replay-end = fin du tour
hist-replay-ally = dé de l’allié : { $territory }
hist-replay-cannot-set-up = la partie ne peut pas être mise en place : { $error }
hist-replay-set-up-twice = la partie était déjà mise en place
hist-replay-before-setup = une action avant la mise en place de la partie
hist-replay-refused = { $name } est refusé : { $why }
hist-replay-undo-nothing = une annulation sans rien à annuler
hist-replay-the-end = la fin
hist-replay-leaves = { $name } quitte la partie
hist-replay-taken-over = { $name } est repris
hist-replay-seed = La graine { $seed } ne correspond pas à l'engagement : le SHA-256 de `{ $salt }:{ $seed }` est { $computed }, pas { $commitment }.
hist-replay-unknown-board = La partie s'est jouée sur le plateau { $board }, inconnu ici.
hist-replay-at = #{ $entry } { $actor } /{ $command }, étape { $step } : { $message }
hist-replay-setting-up = mise en place
hist-replay-no-game = Le fichier ne contient aucune partie : elle n'a jamais été mise en place.
hist-replay-not-over = Chaque étape correspond, mais la partie rejouée n'est pas terminée.
hist-replay-other-end = Chaque lancer et chaque carte correspondent, mais la partie rejouée finit dans une autre position que la partie (son empreinte de l'état final diffère).
hist-replay-dice = la partie a affiché les dés { $posted } mais la graine donne { $seeded }
hist-replay-cards = la partie a noté la ou les cartes tirées { $recorded } mais la graine tire { $seeded }
hist-replay-dealt = les territoires distribués diffèrent de ceux que distribue la graine
hist-replay-format = Pas un fichier de partie que cette version lit (format '{ $format }', attendu '{ $expected }').
hist-replay-log = Qui a fait quoi dans le journal du fichier n'est pas ce que la partie a noté : l'empreinte du journal diffère de { $posted }, publiée avec la graine (le joueur, la commande ou les étapes d'une entrée ont été changés).
hist-replay-binding = Les joueurs ({ $players }) et la variante ({ $preset }) ne sont pas ceux pour lesquels l’engagement de cette partie a été pris : son sel { $salt } est formé du salon, du numéro de partie, de l’heure de début, de la variante et des noms des joueurs, et ceux-ci en donnent un autre. Les joueurs, la variante, le salon, le numéro ou l’heure de début du fichier ont été modifiés.
