### French: buttons and menus (src/service/words/components).
### Every key of ../en/components.ftl, translated; a key left out falls back to English.
