### Brazilian Portuguese: the channel's and players' texts: events, boards, hands, prompts (src/service/words/text, words/picture.rs).
### Every key of ../en/text.ftl, translated; a key left out falls back to English.

## Dados e rolagens.

text-dice-vs = { $attacker } contra { $defender }
text-rolls-one = { $last }: atacante −{ $lost }, defensor −{ $killed }{ $notes }.
text-rolls-many = { $rolls } rolagens; atacante −{ $lost }, defensor −{ $killed }{ $notes }; última: { $last }.
text-notes = {" "}({ $notes })
text-note-attack-die = dado de ataque bônus { $face }
text-note-defence-die = dado de defesa bônus { $face }
text-note-airfield = Aeródromo +1
text-note-reroll = rolou de novo um { $before } → { $after } com { $card }
text-note-reroll-defender = rolou de novo um { $before } do defensor → { $after } com { $card }
text-note-commander = o Comandante transformou um { $before } em 6

## Um ataque em uma linha.

text-battle = 🎲 { $from } ⚔ { $to }: { $rolls }
text-battle-taken-open = 🎲 { $from } ⚔ { $to }: 🚩 { $player } toma { $to-object }; { $moved ->
    [one] { $moved } exército entrou
   *[other] { $moved } exércitos entraram
} e { $left ->
    [one] { $left } ficou { $from-in }
   *[other] { $left } ficaram { $from-in }
} (/{ cmd-move } até { $max }). { $rolls }
text-battle-taken = 🎲 { $from } ⚔ { $to }: 🚩 { $player } toma { $to-object }; { $moved ->
    [one] { $moved } exército entrou
   *[other] { $moved } exércitos entraram
} e { $left ->
    [one] { $left } ficou { $from-in }
   *[other] { $left } ficaram { $from-in }
}. { $rolls }
text-battle-held = 🎲 { $from } ⚔ { $to }: { $holder } mantém { $to-object } com { $defenders ->
    [one] { $defenders } exército
   *[other] { $defenders } exércitos
}; { $attackers ->
    [one] { $attackers } ficou { $from-in }
   *[other] { $attackers } ficaram { $from-in }
}. { $rolls }

## Acontecimentos.

text-claimed = { $player } ocupa { $territory-object }.
text-placed = { $player } coloca { $armies ->
    [one] { $armies } exército
   *[other] { $armies } exércitos
} { $territory-in }.
text-dealt = { $player } recebe { $count ->
    [one] { $count } território
   *[other] { $count } territórios
} — { $territories }.
text-setup-complete = Todos os exércitos iniciais foram colocados: a guerra começa.
text-traded = { $player } troca { $cards } por { $armies ->
    [one] { $armies } exército
   *[other] { $armies } exércitos
}.
text-traded-bonus = { $player } troca { $cards } por { $armies ->
    [one] { $armies } exército
   *[other] { $armies } exércitos
} (+{ $bonus } { $territory-in }).
text-conquered-open = 🚩 { $player } conquista { $territory-object } ({ $moved ->
    [one] { $moved } exército entrou
   *[other] { $moved } exércitos entraram
}; /{ cmd-move } até { $max }).
text-conquered = 🚩 { $player } conquista { $territory-object } ({ $moved ->
    [one] { $moved } exército entrou
   *[other] { $moved } exércitos entraram
}).
text-occupied = { $armies ->
    [one] { $armies } exército agora ocupa { $territory-object }.
   *[other] { $armies } exércitos agora ocupam { $territory-object }.
}
text-eliminated = ☠ { $player } é eliminado por { $by }, que fica com { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
}.
text-card-drawn = { $player } compra uma carta.
text-deck-reshuffled = As cartas trocadas são embaralhadas em um novo monte.
text-fortified = Remanejamento: { $armies ->
    [one] { $armies } exército
   *[other] { $armies } exércitos
} { $from-from } { $to-to }.
text-game-over = 🏆 { $player } vence a partida!
text-game-ended = 🏁 Ninguém joga mais aqui, e nenhum lugar ainda na partida lidera sozinho a classificação: a partida termina sem vencedor.
text-missions-dealt = As missões secretas foram distribuídas: cada jogador recebeu a sua por mensagem direta (/{ cmd-mission }).
text-mission-completed = 🎯 { $player } cumpriu sua missão secreta: { $mission }
text-hq-chosen = { $player } escolheu um quartel-general.
text-bribed = 💰 { $player } dá uma carta a { $neutral } ({ $held } em mãos): { $status }.
text-status-rolled = 🎲 Dado de status para { $neutral }: { $roll } → { $status }.
text-status-allied = aliado de { $player }
text-status-uninvolved = não envolvido
text-ally-reinforced = { $player } reforça seu aliado { $ally } com { $armies ->
    [one] { $armies } exército
   *[other] { $armies } exércitos
} { $territory-in }.
text-ally-divided = { $armies ->
    [one] { $armies } dos novos exércitos de { $ally } vai
   *[other] { $armies } dos novos exércitos de { $ally } vão
} { $from-from } { $to-to }.
text-hand-passed = { $from } passa { $cards ->
    [one] a carta
   *[other] as { $cards } cartas
} da equipe para { $to }.
text-reward-gained = 🎁 { $player } ganha a Recompensa: { $reward }.
text-airfield-placed = 🛩 { $player } instala um Aeródromo { $territory-in }.
text-airfield-placed-auto = 🛩 { $player } instala um Aeródromo { $territory-in } (não foi colocado a tempo: vai para o território mais forte do jogador).
text-airfield-destroyed = 🛩 O Aeródromo de { $player } { $territory-in } é destruído.
text-capital-placed = 🏛 { $player } instala sua capital { $territory-in }.
text-objective-collected = 🎖 { $player } conquista o Objetivo “{ $objective }” ({ $held ->
    [one] { $held } obtido
   *[other] { $held } obtidos
}; sem carta neste turno).
text-objective-declined = { $player } não pega nenhum Objetivo neste turno.
text-card-discarded = { $player } descarta a carta { $card }.
text-objectives-taken = { $player } toma { $count ->
    [one] { $count } Objetivo
   *[other] { $count } Objetivos
} de { $from }.
text-stars-traded = { $player } entrega { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
} com { $stars } estrelas por { $armies } exércitos.
text-mission-claimed = 🎖 { $player } mostra uma missão cumprida e a reivindica — { $mission }
text-mission-revealed = 📜 { $player } reivindicou três missões; a última é revelada — { $mission }
text-hqs-revealed = 🏰 Quartéis-generais revelados: { $list }.
text-hq-of = { $player } — { $territory }
text-hq-captured = 🏰 { $player } captura o quartel-general de { $from } { $territory-in } e fica com a carta dele.
text-armies-lost = { $player } perde { $armies ->
    [one] { $armies } exército
   *[other] { $armies } exércitos
}: cada território já está no máximo permitido.
text-placed-on = { $territory } +{ $armies }
text-placed-by = { $player }: { $placed }
text-placements-revealed = Todos colocaram seus exércitos; os exércitos iniciais são revelados: { $placed }.

## O turno de uma IA em resumo.

text-ai-plays-turn = joga um turno.
text-ai-traded = { $player } troca um conjunto por { $armies ->
    [one] { $armies } exército
   *[other] { $armies } exércitos
}.
text-ai-traded-bonus = { $player } troca um conjunto por { $armies ->
    [one] { $armies } exército
   *[other] { $armies } exércitos
} (+{ $bonus } { $territory-in }).
text-run = { $player } { $parts }.
text-run-nobody = { $parts }.
text-run-places = coloca { $armies }
text-run-rolls = { $rolls ->
    [one] { $rolls } rolagem
   *[other] { $rolls } rolagens
}, { $lost ->
    [one] { $lost } exército perdido
   *[other] { $lost } exércitos perdidos
}, { $killed ->
    [one] { $killed } destruído
   *[other] { $killed } destruídos
}
text-run-conquers = conquista { $territories-object }
text-run-conquers-many = conquista { $count } territórios, { $first-from } { $last-to }

## Acontecimentos sob a névoa de guerra.

text-fog-claimed = { $player } ocupa um território.
text-fog-placed = { $player } coloca exércitos.
text-fog-dealt = { $player } recebe { $count ->
    [one] { $count } território
   *[other] { $count } territórios
}.
text-fog-traded = { $player } troca { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
} por { $armies ->
    [one] { $armies } exército
   *[other] { $armies } exércitos
}.
text-fog-traded-bonus = { $player } troca { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
} por { $armies ->
    [one] { $armies } exército
   *[other] { $armies } exércitos
} (+{ $bonus } { $territory-in }).
text-fog-conquered = 🚩 { $player } conquista { $territory-object }.
text-fog-ally-reinforced = { $player } reforça seu aliado { $ally }.
text-fog-airfield-placed = 🛩 { $player } instala um Aeródromo.
text-fog-airfield-destroyed = 🛩 Um Aeródromo de { $player } é destruído.
text-fog-capital-placed = 🏛 { $player } instala sua capital.
text-fog-hq-captured = 🏰 { $player } captura o quartel-general de { $from } e fica com a carta dele.
text-fog-hq-unseen = { $player } — onde você não vê
text-fog-placements-unseen = Todos colocaram seus exércitos iniciais: a guerra começa (/{ cmd-board } mostra o que você pode ver).
text-fog-placements-seen = Todos colocaram seus exércitos; os exércitos iniciais que você pode ver: { $placed }.
text-fog-taken = 🚩 { $player } toma { $territory-object } de { $holder }.
text-fog-taken-moved = 🚩 { $player } toma { $territory-object } de { $holder }; { $moved ->
    [one] { $moved } exército entrou
   *[other] { $moved } exércitos entraram
}.
text-fog-taken-from = 🚩 { $player } toma { $territory-object } de { $holder }, atacando { $from-from }.
text-fog-taken-moved-from = 🚩 { $player } toma { $territory-object } de { $holder }, atacando { $from-from }; { $moved ->
    [one] { $moved } exército entrou
   *[other] { $moved } exércitos entraram
}.
text-fog-held = 🎲 { $from } ⚔ { $to }: { $holder } mantém { $to-object }.
text-fog-held-defenders = 🎲 { $from } ⚔ { $to }: { $holder } mantém { $to-object } com { $defenders ->
    [one] { $defenders } exército
   *[other] { $defenders } exércitos
}.
text-fog-held-attackers = 🎲 { $from } ⚔ { $to }: { $holder } mantém { $to-object }; { $attackers ->
    [one] { $attackers } ficou { $attacked_from-in }
   *[other] { $attackers } ficaram { $attacked_from-in }
}.
text-fog-held-both = 🎲 { $from } ⚔ { $to }: { $holder } mantém { $to-object } com { $defenders ->
    [one] { $defenders } exército
   *[other] { $defenders } exércitos
}; { $attackers ->
    [one] { $attackers } ficou { $attacked_from-in }
   *[other] { $attackers } ficaram { $attacked_from-in }
}.
text-fog-unseen-territory = um território que você não vê
text-suffered = ⚔ O que aconteceu com seus territórios:

## O tabuleiro em palavras.

text-fog-note-watcher-light = 🌫️ Sua visão do tabuleiro sob a névoa de guerra ({ $level }): você não está jogando, então vê o que todos veem: quem ocupa cada território, sem exércitos.
text-fog-note-watcher = 🌫️ Sua visão do tabuleiro sob a névoa de guerra ({ $level }): você não está jogando, então vê o que todos veem: nem o dono nem os exércitos de nenhum território.
text-fog-note-light = 🌫️ Sua visão do tabuleiro sob a névoa de guerra ({ $level }), que só você vê: quem ocupa cada território, e os exércitos nos seus e nos vizinhos deles.
text-fog-note-dark = 🌫️ Sua visão do tabuleiro sob a névoa de guerra ({ $level }), que só você vê: os exércitos nos seus territórios e quem ocupa os vizinhos deles; nada além disso.
text-fog-note-standard = 🌫️ Sua visão do tabuleiro sob a névoa de guerra ({ $level }), que só você vê: seus territórios e os vizinhos deles; nada além disso.
text-board-continents-fogged = **Continentes**: a névoa de guerra esconde quem ocupa os { $count } territórios.
text-board-continents = **Continentes** (territórios de cada um · exércitos no total)
text-board-continent = { $continent } (+{ $bonus }): { $holders }{ $armies }
text-board-held-by = dominado por { $player }
text-board-holds = { $player } { $count }
text-board-free = { $count ->
    [one] { $count } livre
   *[other] { $count } livres
}
text-board-unseen = { $count ->
    [one] { $count } não visto
   *[other] { $count } não vistos
}
text-board-armies-in-all = {" "}· { $armies ->
    [one] { $armies } exército
   *[other] { $armies } exércitos
}
text-board-players = **Jogadores**
text-board-eliminated = ~~{ $player } ({ $colour })~~ eliminado
text-board-player = { $player } ({ $colour }): { $counts }{ $missions }
text-board-player-holds = { $player } ({ $colour }): { $counts }, domina { $continents-object }{ $missions }
text-board-territories = { $count ->
    [one] { $count } território
   *[other] { $count } territórios
}
text-board-armies = { $armies ->
    [one] { $armies } exército
   *[other] { $armies } exércitos
}
text-board-armies-to-place = { $armies ->
    [one] { $armies } exército
   *[other] { $armies } exércitos
} ({ $left } ainda a colocar)
text-board-to-place = { $left } ainda a colocar
text-board-cards = { $count ->
    [0] { $count } cartas
    [one] { $count } carta
   *[other] { $count } cartas
}
text-board-missions = , missões { $claimed }/4
text-board-missions-last = , missões { $claimed }/4 (última: { $last })
text-board-hq = { $owner } { $territory } ({ $holder })
text-board-hqs = **Quartéis-generais** (dono, território, ocupado por): { $hqs }
text-board-teams = **Equipes**: A — { $a }; B — { $b }
text-board-units = { $player } { $armies }
text-board-shared = { $territory } ({ $units }; controlado por { $player })
text-board-shared-nobody = { $territory } ({ $units }; controlado por ninguém)
text-board-shared-line = **Compartilhados**: { $territories }
text-board-neutral = { $neutral } { $status } ({ $cards ->
    [one] { $cards } carta de suborno
   *[other] { $cards } cartas de suborno
})
text-board-neutrals = **Neutros**: { $neutrals }
text-in-continent = { $continent }: { $territories }
text-territory-armies = { $territory } { $armies }
text-territory-enemies = { $territory } { $armies } — vizinho de { $enemies }
text-neighbour = { $territory } ({ $held })
text-territory-held = { $territory } — { $held }
text-held = { $player }, { $armies }
text-free = livre
text-unseen = não visto
text-none = nenhum
text-player-holds = **{ $player }** ocupa { $count ->
    [one] { $count } território
   *[other] { $count } territórios
}.
text-player-holds-armies = **{ $player }** ocupa { $count ->
    [one] { $count } território
   *[other] { $count } territórios
} com { $armies ->
    [one] { $armies } exército
   *[other] { $armies } exércitos
}.
text-player-fogged = **{ $player }**: a névoa de guerra esconde o resto; você vê { $count ->
    [one] { $count } dos territórios dele
   *[other] { $count } dos territórios dele
}.
text-player-fogged-armies = **{ $player }**: a névoa de guerra esconde o resto; você vê { $count ->
    [one] { $count } dos territórios dele
   *[other] { $count } dos territórios dele
} com { $armies ->
    [one] { $count } exército
   *[other] { $armies } exércitos
}.
text-player-continent-all = **{ $continent }**, inteiro (+{ $bonus })
text-player-continent-part = **{ $continent }**, { $held } de { $count }
text-continent = **{ $continent }** (+{ $bonus }, { $count ->
    [one] { $count } território
   *[other] { $count } territórios
})
text-continent-held = **{ $continent }** (+{ $bonus }, { $count ->
    [one] { $count } território
   *[other] { $count } territórios
}): todos ocupados por { $player }
text-territory-unseen = **{ $territory }** ({ $continent }): você não consegue ver { $territory-object }; a névoa de guerra esconde quem o ocupa e seus exércitos.
text-territory-owner = **{ $territory }** ({ $continent }): ocupado por { $player }; a névoa de guerra esconde seus exércitos.
text-territory-all = **{ $territory }** ({ $continent }): ocupado por { $player } com { $armies ->
    [one] { $armies } exército
   *[other] { $armies } exércitos
}.
text-territory-free = **{ $territory }** ({ $continent }): livre, ninguém o ocupou ainda.
text-neighbours = Vizinhos:
text-city = { $territory } ({ $holder })
text-cities = **Cidades**: { $cities }
text-capital = { $player } — { $territory } (ocupada por { $holder })
text-capitals = **Capitais**: { $capitals }
text-objectives-win = vença com { $needed } e sua capital
text-objectives-rewards-only = Só Recompensas; vence quem dominar o mundo
text-objective-reward = { $objective } [{ $reward }]
text-objectives-held = { $player } { $count }
text-rewards-held = { $player } { $rewards }
text-rewards = **Recompensas**: { $rewards }
text-airfield = { $territory } ({ $player })
text-airfield-unseen = { $territory } (não visto)
text-airfields = **Aeródromos**: { $airfields }
text-objectives = **Objetivos** ({ $needed }): no tabuleiro { $open }; obtidos: { $held }
text-deadline = Prazo: { $when }.

## Cartas.

text-hand-empty = Você não tem cartas.
text-hand = Suas cartas: { $cards }.
text-hand-sets-now = Conjuntos que você pode trocar agora ({ $worth }): { $sets }.
text-hand-sets-held = Conjuntos que você tem, para trocar no início de um turno ({ $worth }): { $sets }.
text-hand-sets-more = { $sets } e mais { $more } (/{ cmd-trade } lista todos)
text-hand-no-set = Ainda nenhum conjunto para trocar.
text-card = { $territory } ({ $design })
text-card-stars = { $territory } ({ $stars })
text-card-wild = Coringa
text-design-infantry = Infantaria
text-design-cavalry = Cavalaria
text-design-artillery = Artilharia
text-next-set = próximo conjunto: { $armies ->
    [one] { $armies } exército
   *[other] { $armies } exércitos
}
text-next-set-stars = cartas de estrelas: entregue de 2 a 10 estrelas (2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30)
text-next-set-by-design = conjuntos: 3 de infantaria 4, 3 de cavalaria 6, 3 de artilharia 8, uma de cada 10
text-next-set-line = Próximo conjunto: { $armies ->
    [one] { $armies } exército
   *[other] { $armies } exércitos
}.
text-next-set-stars-line = Cartas de estrelas: entregue de 2 a 10 estrelas (2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30).
text-next-set-by-design-line = Conjuntos: 3 de infantaria 4, 3 de cavalaria 6, 3 de artilharia 8, uma de cada 10.

## De quem é o turno.

text-placing-done = ✅ { $players } { $count ->
    [one] colocou todos os seus exércitos iniciais
   *[other] colocaram todos os seus exércitos iniciais
} (ocultos até todos terminarem); aguardando { $waiting }.
text-hidden-all-placed = Todos os seus exércitos iniciais estão colocados.
text-hidden-all-placed-mine = Todos os seus exércitos iniciais estão colocados (só você vê isto até todos terminarem): { $placed }.
text-hidden-nothing-to-place = Você não tem exércitos iniciais a colocar; aguardando { $waiting }.
text-hidden-all-placed-waiting = Todos os seus exércitos iniciais estão colocados (só você vê isto até todos terminarem): { $placed }; aguardando { $waiting }.
text-hidden-nothing-yet = Você ainda não colocou nada: { $left } a colocar (/{ cmd-draft } { opt-territory } coloca todos nesse território).
text-hidden-so-far = Colocados até agora (só você vê isto até todos terminarem): { $placed }. Faltam { $left } a colocar (/{ cmd-draft } { opt-territory } coloca todos nesse território).
text-prompt-away = Você está ausente depois de perder turnos: /{ cmd-risk } { cmd-risk-return } devolve seu lugar; caso contrário, a IA joga este turno no fim do prazo.
text-prompt-fogged = { $player }, é o seu turno (névoa de guerra: “{ cmp-open-my-turn }” ou /{ cmd-board } mostra o tabuleiro só para você).
text-prompt-fogged-round = { $player }, rodada { $round }: é o seu turno (névoa de guerra: “{ cmp-open-my-turn }” ou /{ cmd-board } mostra o tabuleiro só para você).
text-to-place = { $player } { $left }
text-prompt-simultaneous = Todos colocam agora seus exércitos iniciais, ao mesmo tempo e em segredo (/{ cmd-draft } { opt-territory } coloca lá tudo o que resta; /{ cmd-draft } { opt-territory } { opt-troops } uma parte; /{ cmd-board } { opt-player }:me lista seus territórios). Eles são revelados juntos quando todos terminam; no fim do prazo, o resto vai para as fronteiras. A colocar: { $left }.
text-prompt-still-placing = Ainda colocando: { $left }.
text-prompt-over = A partida acabou: { $player } venceu. /{ cmd-risk } { cmd-risk-new } abre a próxima.
text-prompt-over-no-winner = A partida acabou sem vencedor: ninguém jogava mais. /{ cmd-risk } { cmd-risk-new } abre a próxima.
text-prompt = { $player }, { $what }.
text-prompt-round = { $player }, rodada { $round }: { $what }.
text-prompt-free = { $free } de { $count } territórios estão livres (/{ cmd-board } mostra quantos por continente, /{ cmd-board } { opt-continent }:NOME quais)
text-prompt-first-turn = /{ cmd-board } { opt-player }:me lista seus territórios e os vizinhos inimigos
text-prompt-set-worth = um conjunto de cartas, se você tiver um, vale { $armies } (/{ cmd-trade })
text-prompt-set = um conjunto de cartas, se você tiver um, pode ser trocado (/{ cmd-trade })
text-prompt-objectives = primeiro você pode pegar um Objetivo alcançado neste turno: { $objectives } (/{ cmd-objective } { opt-name }, ou /{ cmd-objective } sozinho para nenhum; remanejar ou /{ cmd-end } pega o primeiro)
text-quoted = “{ $text }”
text-trade-offer = Trocar cartas
text-trade-offer-worth = Trocar cartas (+{ $armies })

## Metas: missões, quartéis-generais, Objetivos.

text-goal-mission = Sua missão secreta: { $mission }
    Progresso: { $progress }
text-goal-objectives = Sua meta: { $needed } Objetivos (você tem { $held }) mantendo sua capital ({ $capital }) no fim do seu turno.
text-goal-objectives-no-capital = Sua meta: { $needed } Objetivos (você tem { $held }) mantendo sua capital (ainda não colocada) no fim do seu turno.
text-goal-hqs-some = { $count ->
    [one] ocupar { $count } outro quartel-general
   *[other] ocupar { $count } outros quartéis-generais
}
text-goal-hqs-all = ocupar todos os outros quartéis-generais
text-goal-hq-chosen = Seu quartel-general: { $territory } (secreto até todos escolherem). Meta: { $goal } mantendo o seu.
text-goal-hq-to-choose = Escolha seu quartel-general com /{ cmd-hq } quando for o seu turno. Meta: { $goal } mantendo o seu.
text-goal-hq = { $territory } de { $owner } (ocupado por { $holder })
text-goal-hq-unseen = { $territory } de { $owner } (ocupante não visto)
text-goal-hqs = Meta: { $goal } mantendo o seu. Quartéis-generais: { $hqs }.
text-goal-world = Sua meta: ocupar os 42 territórios.
text-ranked-goal = Suas missões (reivindique uma por turno, no momento que a carta indica; vença com as quatro):
text-ranked-progress = Progresso: { $progress }
text-progress-destroy-fogged = { $player } ({ $colour }) ainda está na partida; a névoa de guerra esconde quanto ele tem
text-mission-continents = Conquiste { $continents-object }.
text-mission-continents-third = Conquiste { $continents-object } e mais um terceiro continente à sua escolha.
text-mission-territories = Ocupe { $count } territórios.
text-mission-territories-armies = Ocupe { $count } territórios com pelo menos { $armies } exércitos em cada um.
text-mission-destroy = Destrua todos os exércitos { $colour ->
    [red] vermelhos
    [blue] azuis
    [green] verdes
    [yellow] amarelos
    [purple] roxos
    [black] pretos
   *[other] { $colour }
} (se forem os seus, ou não estiverem no jogo, ocupe { $count } territórios no lugar).
text-mission-islands = Controle { $count } ilhas (territórios ligados só por rotas marítimas: { $islands }).
text-mission-any-continents = Controle { $count } continentes à sua escolha.
text-mission-every-continent = Ocupe pelo menos um território em cada continente.
text-mission-fortress = Tenha { $armies } ou mais exércitos em um território.
text-mission-conquests = Conquiste { $count } territórios em um turno.
text-ranked-after-reinforcements = { $rank }: { $goal } (jogue depois de receber seus reforços).
text-ranked-end-of-turn = { $rank }: { $goal } (jogue no fim do seu turno).
text-rank-general = General
text-rank-major = Major
text-rank-colonel = Coronel
text-rank-captain = Capitão
text-objective-cities = Controle { $count } cidades
text-objective-continent = Controle { $continent-object }
text-objective-enemy-capital = Controle uma capital inimiga
text-objective-enemy-capitals = Controle { $count } capitais inimigas
text-objective-take-cities = Tome { $count } cidades em um turno
text-objective-take-territories = Tome { $count } territórios em um turno
text-objective-territories = Controle { $count } territórios
text-objective-continents = Controle { $count } continentes completos
text-objective-take-continent = Tome um continente inteiro em um turno
text-reward-airfield = Aeródromo
text-reward-additional-maneuver = Remanejamento adicional
text-reward-guaranteed-card = Carta garantida
text-reward-starting-maneuver = Remanejamento inicial
text-reward-attack-die = Dado de ataque
text-reward-defense-die = Dado de defesa
text-reward-two-troops = 2 exércitos
text-colour-red = vermelho
text-colour-blue = azul
text-colour-green = verde
text-colour-yellow = amarelo
text-colour-purple = roxo
text-colour-black = preto

## O fim de uma mesa onde ninguém joga mais.

text-standings = **Classificação**
text-standing = { $rank }. { $player }: { $territories ->
    [one] { $territories } território
   *[other] { $territories } territórios
}, { $armies ->
    [one] { $armies } exército
   *[other] { $armies } exércitos
}
text-standings-eliminated = Eliminados: { $players }
text-gone-surrendered = { $players } { $count ->
    [one] se rendeu
   *[other] se renderam
}
text-gone-removed = { $players } { $count ->
    [one] foi removido
   *[other] foram removidos
}
text-gone-eliminated = { $players } { $count ->
    [one] foi eliminado
   *[other] foram eliminados
}
text-gone-away = { $players } { $count ->
    [one] deixou de aparecer
   *[other] deixaram de aparecer
}
text-nobody-plays = 🏁 Ninguém joga mais aqui: { $what }.
text-nobody-plays-no-winner = A partida termina sem vencedor.
text-nobody-plays-ranked = Os lugares ainda na partida não continuam sozinhos: são classificados por territórios e depois por exércitos.
text-nobody-plays-tie = { $players } empatam em primeiro: a partida termina sem vencedor.

## Progresso de uma missão.

text-progress = { $figures }.
text-progress-done = { $figures } — cumprida.
text-progress-continent = { $continent }: { $held } de { $count } territórios
text-progress-no-third = nenhum terceiro continente ainda
text-progress-third = terceiro continente dominado: { $continents }
text-progress-territories = você ocupa { $held } dos { $count } territórios
text-progress-territories-armies = { $held } dos { $count } territórios têm pelo menos { $armies } exércitos
text-progress-not-in-game = nenhum exército { $colour ->
    [red] vermelho
    [blue] azul
    [green] verde
    [yellow] amarelo
    [purple] roxo
    [black] preto
   *[other] { $colour }
} está no jogo
text-progress-destroyed-by-you = você destruiu os exércitos { $colour ->
    [red] vermelhos
    [blue] azuis
    [green] verdes
    [yellow] amarelos
    [purple] roxos
    [black] pretos
   *[other] { $colour }
}
text-progress-destroyed-by-other = os exércitos { $colour ->
    [red] vermelhos
    [blue] azuis
    [green] verdes
    [yellow] amarelos
    [purple] roxos
    [black] pretos
   *[other] { $colour }
} foram destruídos por outro jogador
text-progress-destroyed-instead = outro jogador destruiu os exércitos { $colour ->
    [red] vermelhos
    [blue] azuis
    [green] verdes
    [yellow] amarelos
    [purple] roxos
    [black] pretos
   *[other] { $colour }
}: ocupe { $count } territórios no lugar (você ocupa { $held })
text-progress-still-holds = { $player } ({ $colour }) ainda ocupa { $territories ->
    [one] { $territories } território
   *[other] { $territories } territórios
} com { $armies ->
    [one] { $armies } exército
   *[other] { $armies } exércitos
}
text-progress-islands = você ocupa { $held } das { $count } ilhas
text-progress-any-continents = você domina { $held } dos { $count } continentes
text-progress-any-continents-held = você domina { $held } dos { $count } continentes ({ $continents })
text-progress-every-continent = um território em todos os { $count } continentes
text-progress-every-continent-missing = um território em { $held } dos { $count } continentes; ainda nenhum { $continents-in }
text-progress-fortress = seu maior exército tem { $largest } { $largest ->
    [one] exército
   *[other] exércitos
} { $territory-in } (dos { $armies } necessários)
text-progress-fortress-none = você não ocupa nenhum território (dos { $armies } exércitos necessários)
text-progress-conquests = { $conquests } das { $count } conquistas neste turno
text-progress-conquests-later = conta no seu turno: { $count } conquistas em um turno
