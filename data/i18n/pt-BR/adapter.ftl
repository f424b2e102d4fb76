### Brazilian Portuguese: the Discord adapter's and console's own messages (commands/src).
### Every key of ../en/adapter.ftl, translated; a key left out falls back to English.

## The adapter's own answers, each in its reader's language.
adp-late-note = Pronto: a resposta está publicada abaixo.
adp-not-in-a-server = As partidas de RISK acontecem em canais de servidores: use este comando em um canal de um servidor.
adp-done = Pronto.
adp-dm-failed-private = Não consegui mandar uma mensagem direta para você, então aqui está, só para você: { $text }
adp-dm-failed = Não consegui mandar uma mensagem direta para você: use { $command } para vê-la.
# Abaixo de uma postagem cuja imagem do tabuleiro foi omitida; $command mostra o tabuleiro ("/board").
adp-picture-skipped = (Desta vez a imagem do tabuleiro ficou de fora: demorou demais para ser desenhada. { $command } mostra o tabuleiro.)
adp-file-too-big = O arquivo { $file } tem { $bytes } bytes; um arquivo de mapa pode ter no máximo { $most } KB. Nada foi adicionado.
adp-download-failed = Não consegui baixar { $file }; anexe-o de novo. Nada foi adicionado.
adp-went-wrong = Desculpe, algo deu errado do nosso lado; tente de novo.
adp-unreadable-option = Não consegui ler essa opção: confira os valores e tente de novo.
adp-unreadable-option-value = Não consegui ler essa opção ('{ $value }'): confira os valores e tente de novo.
adp-option-out-of-range = Não consegui ler uma das opções: os números devem ser inteiros e dentro do intervalo da opção ({ opt-troops }, { opt-dice } e { opt-stop-at } no mínimo 1). Nada foi alterado.

## The console (risk-bot local): its transcript's marks and its own answers.
adp-console-channel = [canal] { $text }
adp-console-dm = [DM para { $name }] { $text }
adp-console-only = [só { $name } vê] { $text }
adp-console-picture = [imagem que só { $name } vê] { $text }
adp-console-file = [arquivo para { $name }: { $file }]
adp-console-error = [erro] { $error }
adp-console-user = usuário { $id }
adp-console-resuming-game = Retomando a partida salva.
adp-console-resuming-lobby = Retomando a sala salva: os jogadores que faltam estão se sentando.
adp-console-how = Digite os comandos como `nome: /comando opção:valor`, em português ou em inglês (/{ cmd-help } lista todos; Ctrl-D sai).
adp-console-not-utf8 = [console] essa linha não é texto UTF-8 válido; ignorada.
adp-console-slash = os comandos começam com /, p. ex. /board ou /attack from:Brazil to:Peru
adp-console-quote = há aspas sem fechar
adp-console-not-an-option = '{ $rest }' não é uma opção de /{ $command }: escreva nome:valor
adp-console-unreadable-file = não é possível ler { $option }:{ $path } ({ $error })
adp-console-file-too-big = { $option }:{ $path } tem { $bytes } bytes; um arquivo de mapa pode ter no máximo { $most } KB
adp-console-not-key-value = '{ $option }' não está na forma chave=valor (p. ex. placement=one-at-a-time)
adp-console-not-lobby = não é uma opção de sala
adp-console-epoch = { $seconds } s depois de 1970
adp-console-passed = { $at } (já passou)
adp-console-in = { $at } (em { $span })

## Autocomplete choices' labels (what a player picks from; the value sent stays English).
adp-complete-me = eu
adp-complete-wild = Coringa
adp-complete-set = { $cards } → { $armies ->
    [one] { $armies } exército
   *[other] { $armies } exércitos
}
