// ==UserScript==
// @name         blognomic-tools: check an edit against the Ruleset
// @description  A "Check against the Ruleset" button on the wiki's edit page: the edit box checked as `blognomic validate` checks it, each finding with the rule it cites. Nothing is loaded until the button is pressed.
// @match        https://wiki.blognomic.com/index.php?*action=edit*
// @match        https://wiki.blognomic.com/index.php?*action=submit*
// @include      http://127.0.0.1:*/index.php?*action=edit*
// @include      http://127.0.0.1:*/index.php?*action=submit*
// @include      http://localhost:*/index.php?*action=edit*
// @include      http://localhost:*/index.php?*action=submit*
// @run-at       document-idle
// @grant        none
// @version      1
// ==/UserScript==
//
// The wiki's edit pages (the live wiki's, and a sandbox's on this machine: `blognomic sandbox up`); the code below
// is userscripts/wiki-check.js as the build made it. BLOGNOMIC_SITE is where the site (web/dist) is hosted: the
// build writes it (`scripts/build_web.py --site-url`), and the sandbox writes its own address into the copy it serves.
const BLOGNOMIC_SITE = "https://blognomic-tools.example/";
