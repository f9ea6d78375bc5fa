#!/usr/bin/env bash
# `make demo`: the main jobs on the bundled local sandbox, no configuration. Every run starts from a fresh
# sandbox (`sandbox reset`: the same seeded revisions, ids and timestamps) with the wiki's clock pinned to the
# Fortnight's time, and every command is given its time (--as-of, --date, --since/--until), so every run prints
# the same thing.
#  - a real MediaWiki on 127.0.0.1 seeded with the live-era Ruleset and the Castles gamestate (Gartenberg),
#  - the recorded blog (February 2024) served in the real URL layout;
# then: the rules profile read from the wiki, the admins' tally and an audit from the blog, the gamestate
# page and its history, a dry-run edit with its diff, a player's checks, the Fortnight and its Herald, the
# Herald of the week, a proposal enacted (and enacted again: nothing to do) and the Ruleset's enactments audited. The other eras' rulesets are
# profiled from files.
set -euo pipefail
cd "$(dirname "$0")/.."
B=.venv/bin/blognomic
export COLUMNS=${COLUMNS:-140}
export BLOGNOMIC_SANDBOX_DIR=${BLOGNOMIC_SANDBOX_DIR:-.sandbox}
S=$BLOGNOMIC_SANDBOX_DIR
CLOCK=2024-03-01T12:00:00Z   # the Fortnight's time: the wiki stamps the demo's edits with it
step() { printf '\n\033[1m$ %s\033[0m\n' "$*"; "$@"; }

step $B sandbox reset --clock $CLOCK
export BLOGNOMIC_CONFIG=$S/config.toml
trap '$B sandbox down >/dev/null' EXIT
WIKI=$(sed -n 's/^url = "\(.*api.php\)"/\1/p' "$BLOGNOMIC_CONFIG" | head -1)

step $B ruleset show --wiki "$WIKI" --page Ruleset
step $B ruleset profile --wiki "$WIKI" --page Ruleset
step $B tally --pending --as-of 2024-02-22T12:00:00Z --admin Kevan --no-cache
step $B audit --month 2024/02 --no-cache || echo "(exit code $?: findings)"
step $B gamestate show Gartenberg
step $B validate --page Gartenberg --since 2000-01-01T00:00:00Z
step $B wiki history Gartenberg
printf '\n\033[1m$ %s\033[0m\n' "$B wiki get Gartenberg | head -20"
$B wiki get Gartenberg | head -20
echo
echo "A dry-run edit (Kevan builds a Moat: 1 Wood, a Small Moat added): the diff is shown and nothing is written without --yes."
$B wiki get Gartenberg 2>/dev/null | sed -E '/^\| Kevan \|\|/{s/^\| Kevan \|\| ([0-9]+)/| Kevan || WOOD/;s/$/<br\/>{{box|Small Moat:15,0,0}}/}' > "$S/Gartenberg.wiki"
WOOD=$($B wiki get Gartenberg 2>/dev/null | sed -nE 's/^\| Kevan \|\| ([0-9]+).*/\1/p')
sed -i "s/| Kevan || WOOD/| Kevan || $((WOOD - 1))/" "$S/Gartenberg.wiki"
step $B wiki put Gartenberg "$S/Gartenberg.wiki" --summary "Kevan builds a Moat"
echo
echo "A player checks that edit before saving it, and then an illegal one (Reputation 3):"
step $B validate --page Gartenberg --new "$S/Gartenberg.wiki" || true
sed -i -E 's/^(\| Brendan \|\| [0-9]+ \|\| [0-9]+ \|\| [0-9]+ \|\| [0-9]+ \|\| [0-9]+ \|\| )2/\13/' "$S/Gartenberg.wiki"
step $B validate --page Gartenberg --new "$S/Gartenberg.wiki" || echo "(exit code $?: illegal)"

echo
echo "The Sovereign runs the Fortnight (Virtual Actions, Tasks, the Wave, Serfs) and gets the Herald post:"
step $B fortnight --actions fixtures/sandbox/virtual-actions.yaml --roll 3 --date $CLOCK --yes --format wiki --out "$S/herald.wiki"
sed -n '1,40p' "$S/herald.wiki"
echo
echo "Running the same Fortnight again is refused (the page's Last Fortnight is already 1 March 2024):"
step $B fortnight --actions fixtures/sandbox/virtual-actions.yaml --roll 3 --date $CLOCK --yes 2>&1 || echo "(exit code $?: refused, nothing written)"
step $B validate --page Gartenberg --since 2024-01-01T00:00:00Z
printf '\n\033[1m$ %s\033[0m\n' "$B herald --since 2024-02-24T00:00:00Z --until $CLOCK --format wiki 2>&1 | head -30"
$B herald --since 2024-02-24T00:00:00Z --until $CLOCK --format wiki 2>&1 | head -30

echo
echo "The other eras' rulesets (R70, R205, R209), profiled from the bundled files:"
for f in fixtures/rulesets/ruleset-070.txt fixtures/rulesets/ruleset-205.html fixtures/rulesets/ruleset-209.wiki; do
  .venv/bin/python - "$f" <<'PY'
import json, subprocess, sys
out = subprocess.run([".venv/bin/blognomic", "ruleset", "profile", sys.argv[1], "--json"], capture_output=True, text=True, check=True).stdout
p = json.loads(out)
q = lambda f: f["value"]
print(f"{sys.argv[1]}: {q(p['player_term'])}/{q(p['emperor_term'])}, quorum {q(p['quorum'])['formula']}, "
      f"proposals: {q(p['proposal']['model'])}, DoV: {q(p['dov']['model'])}, "
      f"gamestate: {q(p['gamestate_location'])}, unrecognised: {len(p['unrecognised'])}")
PY
done

BLOG=$(sed -n '/^\[blog\]/,/^\[/s/^url = "\(.*\)"/\1/p' "$BLOGNOMIC_CONFIG" | head -1)
echo
echo "An admin enacts the proposal the tally found enactable (a dry run with the diffs, then saved), and audits"
echo "the Ruleset's history: each enactment recomputed on the revision before it:"
step $B enact "$BLOG/archive/moat_upgrade" --as-of 2024-02-22T12:00:00Z --admin Kevan --no-cache
printf '\n\033[1m$ %s\033[0m\n' "$B enact $BLOG/archive/moat_upgrade --as-of 2024-02-22T12:00:00Z --admin Kevan --no-cache --yes | tail -3"
$B enact "$BLOG/archive/moat_upgrade" --as-of 2024-02-22T12:00:00Z --admin Kevan --no-cache --yes | tail -3
echo
echo "The same enactment run again finds it in the wiki's history and does nothing:"
step $B enact "$BLOG/archive/moat_upgrade" --as-of 2024-02-22T12:00:00Z --admin Kevan --no-cache --yes
step $B audit ruleset --since 2024-01-01T00:00:00Z --until $CLOCK --no-cache
echo
echo "Done. The sandbox is stopped; \`BLOGNOMIC_SANDBOX_DIR=$S $B sandbox up\` starts it again with its pages, \`sandbox reset\` afresh."
