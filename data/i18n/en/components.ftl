### English: buttons and menus (src/service/words/components).
