#!/usr/bin/env bash
# `make demo`: the main jobs on bundled data, no configuration.
#  1. the live-era (Castles, Feb 2024) Ruleset: its tree, one rule, the rules profile; the other eras in brief
#  2. the recorded blog served locally in the real URL layout: the admins' tally of pending matters, and an audit
set -euo pipefail
cd "$(dirname "$0")/.."
B=.venv/bin/blognomic
LIVE=fixtures/rulesets/ruleset-2024-02-24.wiki
export COLUMNS=${COLUMNS:-140}
export BLOGNOMIC_CONFIG=$(mktemp -u)   # the demo reads no config file
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

LOG=$(mktemp)
.venv/bin/python -m blognomic_tools.sandbox.blogserver fixtures/blog/site > "$LOG" 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true; rm -f "$LOG"' EXIT
for _ in $(seq 50); do [ -s "$LOG" ] && break; sleep 0.1; done
BLOG=$(head -1 "$LOG")
echo
echo "The recorded blog (February 2024) is served at $BLOG in the real URL layout."
step $B tally --pending --blog "$BLOG" --ruleset $LIVE --as-of 2024-02-22T12:00:00Z --admin Kevan --no-cache
step $B audit --month 2024/02 --blog "$BLOG" --ruleset $LIVE --no-cache
