### German: territories, continents and cards: `territory-<slug>`, `continent-<slug>` of the English name (src/i18n/names.rs).
### Every key of ../en/names.ftl, translated; a key left out falls back to English.
