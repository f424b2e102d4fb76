### English: territories, continents and cards: `territory-<slug>`, `continent-<slug>` of the English name (src/i18n/names.rs).
