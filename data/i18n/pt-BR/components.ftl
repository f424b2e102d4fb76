### Brazilian Portuguese: buttons and menus (src/service/words/components).
### Every key of ../en/components.ftl, translated; a key left out falls back to English.

## Botões e menus sob um aviso (rótulos ≤ 80 caracteres, textos de menu ≤ 100, marcadores ≤ 150).

cmp-place-my-armies = Colocar meus exércitos
cmp-open-my-turn = Abrir meu turno
cmp-claim-placeholder = Ocupar um território…
cmp-choose-placeholder = Escolher…
cmp-blitz-menu-placeholder = Blitz (todos os exércitos avançam)…
cmp-attack-from-placeholder = Atacar a partir de… (uma rolagem ou blitz)
cmp-roll-again = Rolar de novo: { $from } → { $to }
cmp-blitz-again = Blitz { $from } → { $to }
cmp-end-turn = Encerrar o turno
cmp-move-all = Mover todos ({ $count })
cmp-move-minimum = Mover o mínimo ({ $count })
cmp-move-amount = Mover { $count }
cmp-move-placeholder = Mover outra quantidade…
cmp-undo = Desfazer
cmp-roll-once = Rolar uma vez
cmp-blitz = Blitz
cmp-blitz-keeping = Blitz deixando { $count }
cmp-with-chance = { $label } ({ $chance })
cmp-option-chance = { $label } · { $chance }
cmp-objective-take = Pegar “{ $objective }”
cmp-objective-none = Nenhum (uma conquista ainda rende uma carta)
cmp-objective-placeholder = Objetivo…
cmp-airfield-placeholder = Colocar um Aeródromo…
cmp-ally-placeholder = Reforçar um aliado…
cmp-bribe = Subornar { $name }
cmp-bribe-placeholder = Subornar um neutro…
cmp-trade-set = Trocar { $cards } (+{ $bonus })
cmp-place-all-placeholder = { $count ->
    [one] Colocar { $count } exército em…
   *[other] Colocar todos os { $count } exércitos em…
}
cmp-place-some-placeholder = Colocar só uma parte em…
cmp-place-neutral-placeholder = Colocar 1 exército neutro em…
cmp-fortify-placeholder = Remanejar (todos menos um)…
cmp-territory = { $name } ({ $armies })
cmp-territory-unknown = { $name } (exércitos desconhecidos)
cmp-pair = { $from } ({ $from_armies }) → { $to } ({ $to_armies })
cmp-pair-unknown = { $from } ({ $from_armies }) → { $to } (exércitos desconhecidos)

## Cliques lidos: respostas e recusas só para quem clica.

cmp-no-longer-in-use = Este botão não está mais em uso.
cmp-game-over-here = Estes botões são de uma partida que já terminou aqui: /{ cmd-risk } { cmd-risk-status } mostra o que está em andamento.
cmp-no-game = Nenhuma partida em andamento aqui.
cmp-not-playing = Você não está jogando nesta partida; /{ cmd-board } mostra como ela está.
cmp-not-your-buttons = Não é o seu turno: estes botões são de { $whose }. Nada mudou.
cmp-another-player = outro jogador
cmp-out-of-date = Estes botões estão desatualizados: a partida avançou. Nada mudou. Agora: { $prompt }
cmp-not-on-board = Essa opção não está no tabuleiro.
cmp-not-a-number = Essa opção não é um número.
cmp-waiting-defence = Aguardando { $name } escolher os dados de defesa; seu turno continua depois.
cmp-all-placed = Os exércitos iniciais estão todos colocados e revelados. Agora: { $prompt }
cmp-place-amount = Colocar { $count }
cmp-how-many-placeholder = Quantos?
cmp-how-many = { $name } ({ $armies } { $armies ->
        [one] exército
       *[other] exércitos
    }): quantos dos seus { $left } exércitos colocar aqui?
cmp-how-many-unknown = { $name } (exércitos desconhecidos): quantos dos seus { $left } exércitos colocar aqui?
cmp-no-set = Você não tem nenhum conjunto de cartas para trocar agora. { $prompt }
cmp-which-set = Qual conjunto? (só você vê isto) { $hand }
cmp-attack-placeholder = Atacar…
cmp-cannot-attack-from = Não é possível atacar a partir deste território ({ $name }) agora. { $prompt }
cmp-attack-which = { $name } ({ $armies } { $armies ->
        [one] exército
       *[other] exércitos
    }): atacar qual território? (a % é a chance de tomá-lo no blitz)
cmp-cannot-attack = Você não pode atacar agora: { $from } → { $to }. { $prompt }
cmp-attacking-how = { $from } ({ $from_armies }) atacando { $to } ({ $to_armies }): como?
cmp-attacking-how-unknown = { $from } ({ $from_armies }) atacando { $to } (exércitos desconhecidos): como?
cmp-objective-gone = Esse Objetivo não está mais disponível.
cmp-give-card = Dar { $card }
cmp-give-placeholder = Dar qual carta a { $neutral }?
cmp-cannot-bribe = Você não pode subornar { $neutral } agora. { $prompt }
cmp-which-card = Qual carta vai virada para baixo para { $neutral }? (só você vê isto)
