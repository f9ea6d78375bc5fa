#!/usr/bin/env bash
# `make demo`: the main jobs on the bundled live-era (Castles, Feb 2024) Ruleset.
set -euo pipefail
cd "$(dirname "$0")/.."
B=.venv/bin/blognomic
LIVE=fixtures/rulesets/ruleset-2024-02-24.wiki
export COLUMNS=${COLUMNS:-140}
step() { printf '\n\033[1m$ %s\033[0m\n' "$*"; "$@"; }
step $B ruleset show $LIVE
step $B ruleset rule $LIVE "Resolution of Proposals"
step $B ruleset profile $LIVE
echo
echo "The same profile from the other eras' rulesets (R70, R205, R209), as JSON field summaries:"
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
