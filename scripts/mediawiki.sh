#!/usr/bin/env bash
# A throwaway MediaWiki (Debian package, SQLite) on 127.0.0.1.
#   scripts/mediawiki.sh install          apt packages (idempotent)
#   scripts/mediawiki.sh start DIR [PORT] create the wiki in DIR (if new) and serve it; prints the URL
#   scripts/mediawiki.sh stop DIR         stop the server's whole process group
# Recipe and pitfalls: see docs in README ("Local MediaWiki").
set -euo pipefail
IP=/usr/share/mediawiki
cmd=${1:-}
case "$cmd" in
install)
  if [ -f "$IP/maintenance/install.php" ] && php -m 2>/dev/null | grep -qi pdo_sqlite; then exit 0; fi
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  # keep apache2's postinst from starting a server
  [ -e /usr/sbin/policy-rc.d ] || { printf '#!/bin/sh\nexit 101\n' | $SUDO tee /usr/sbin/policy-rc.d >/dev/null; $SUDO chmod +x /usr/sbin/policy-rc.d; }
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends mediawiki php-sqlite3 php-cli
  ;;
start)
  DIR=${2:?DIR}; PORT=${3:-0}
  if [ "$PORT" = 0 ]; then PORT=$(python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1])'); fi
  mkdir -p "$DIR/data"
  export MW_CONFIG_FILE=$DIR/LocalSettings.php
  if [ ! -f "$DIR/LocalSettings.php" ]; then
    php $IP/maintenance/install.php --quiet --dbtype sqlite --dbpath "$DIR/data" --dbname testwiki \
      --server "http://127.0.0.1:$PORT" --scriptpath "" --lang en \
      --pass 'AdminPass-123456' --confpath "$DIR" "BlogNomicSandbox" Admin >/dev/null
    cat >> "$DIR/LocalSettings.php" <<'EOF'
$wgShowExceptionDetails = true;
$wgEnableUploads = false; $wgUseImageMagick = false; $wgEnableEmail = false;
$wgUseInstantCommons = false; $wgPingback = false;
$wgGroupPermissions['*']['edit'] = false;
$wgGroupPermissions['*']['createaccount'] = false;
$wgGroupPermissions['user']['noratelimit'] = true;
$wgPasswordAttemptThrottle = false;
EOF
    (cd $IP && php maintenance/createBotPassword.php --appid tools \
      --grants basic,highvolume,editpage,createeditmovepage,editprotected,delete,protect \
      Admin '0123456789abcdefghijklmnopqrstuv' >/dev/null)
  else
    # reuse the wiki, follow the port
    sed -i "s#^\$wgServer = .*#\$wgServer = \"http://127.0.0.1:$PORT\";#" "$DIR/LocalSettings.php"
  fi
  MW_CONFIG_FILE=$DIR/LocalSettings.php PHP_CLI_SERVER_WORKERS=4 \
    setsid php -S 127.0.0.1:$PORT -t $IP > "$DIR/server.log" 2>&1 < /dev/null &
  echo $! > "$DIR/server.pid"
  python3 - "$PORT" <<'PY' || { echo "MediaWiki did not start on port $PORT; see $DIR/server.log" >&2; exit 1; }
import sys, time, urllib.request
url = f"http://127.0.0.1:{sys.argv[1]}/api.php?action=query&meta=siteinfo&format=json"
for _ in range(150):
    try:
        urllib.request.urlopen(url, timeout=2).read()
        sys.exit(0)
    except Exception:
        time.sleep(0.1)
sys.exit(1)
PY
  echo "http://127.0.0.1:$PORT/"
  ;;
stop)
  DIR=${2:?DIR}
  [ -f "$DIR/server.pid" ] && kill -TERM -- "-$(cat "$DIR/server.pid")" 2>/dev/null || true
  rm -f "$DIR/server.pid"
  ;;
*) echo "usage: $0 install | start DIR [PORT] | stop DIR" >&2; exit 2 ;;
esac
