### French: the board picture's legend and alt text (src/render).
### Every key of ../en/render.ftl, translated; a key left out falls back to English.
