### English: the board picture's legend and alt text (src/render).
