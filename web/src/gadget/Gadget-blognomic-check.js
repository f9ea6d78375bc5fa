// blognomic-tools: a "Check against the Ruleset" button on the edit page (the site's userscripts/wiki-check.js,
// loaded from where the site is hosted; nothing of its engine is fetched until the button is pressed).
mw.loader.load("https://blognomic-tools.example/userscripts/wiki-check.js");
