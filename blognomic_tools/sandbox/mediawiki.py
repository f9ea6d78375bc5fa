"""A throwaway MediaWiki on 127.0.0.1: Debian's `mediawiki` package, SQLite, served by `php -S`.

    python -m blognomic_tools.sandbox.mediawiki install        # apt packages, idempotent (root or sudo)
    python -m blognomic_tools.sandbox.mediawiki start DIR [PORT]
    python -m blognomic_tools.sandbox.mediawiki stop DIR

Debian ships MediaWiki 1.39; the live wiki runs 1.44 with the same action API (login, edit, revisions,
conflicts). Only the standard library is used here, so system-deps can run it before the venv exists.
Users: Admin (sysop) with the bot password Admin@tools, and Bob (a plain user) with Bob@tools. User scripts
(User:NAME/common.js) are allowed and the Gadgets extension is on: the browser check's install routes work here.
The whole server process group is stopped (php -S with workers leaves children otherwise).
"""
from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from ..errors import BlognomicError

IP = Path("/usr/share/mediawiki")
ADMIN = ("Admin", "AdminPass-123456")
# Bot passwords must match ^[0-9a-w]{32,}$ (lowercase, no x/y/z), or login fails.
ADMIN_BOT = ("Admin@tools", "0123456789abcdefghijklmnopqrstuv")
BOB = ("Bob", "BobPass-1234567")
BOB_BOT = ("Bob@tools", "abcdefghijklmnopqrstuvw012345678")
GRANTS = "basic,highvolume,editpage,createeditmovepage,editprotected,delete,protect"
APT = ["mediawiki", "php-sqlite3", "php-cli"]


# The wiki's clock: a file `clock` next to LocalSettings.php holding a UTC time (2024-03-01T12:00:00Z) pins the time
# MediaWiki stamps edits with (ConvertibleTimestamp's fake time), so that a run's revisions are reproducible;
# without the file, the real clock.
CLOCK_PHP = """
$bnClockFile = __DIR__ . '/clock';
if ( is_readable( $bnClockFile ) ) {
\t$bnClock = strtotime( trim( (string)file_get_contents( $bnClockFile ) ) );
\tif ( $bnClock ) {
\t\t\\Wikimedia\\Timestamp\\ConvertibleTimestamp::setFakeTime( $bnClock );
\t}
}
"""


# Read-only on demand: a file `read-only` next to LocalSettings.php holding a reason makes MediaWiki refuse every
# write with that reason ($wgReadOnlyFile, read on every request), as a wiki under maintenance does.
READ_ONLY_FILE = "read-only"
READ_ONLY_PHP = "\n$wgReadOnlyFile = __DIR__ . '/" + READ_ONLY_FILE + "';\n"


# The browser check's install routes, as a player would take them: user scripts allowed (a player's
# User:NAME/common.js runs; MediaWiki's default is off) and the Gadgets extension Debian ships (an admin's gadget).
ROUTES_PHP = "\n$wgAllowUserJs = true;\nwfLoadExtension( 'Gadgets' );\n"


class MediaWikiError(BlognomicError, RuntimeError):
    """The local MediaWiki could not be installed, started or reached: one clear line at the command line."""


def installed() -> bool:
    return (IP / "maintenance" / "install.php").exists() and shutil.which("php") is not None and _php_has_sqlite()


def _php_has_sqlite() -> bool:
    try:
        out = subprocess.run(["php", "-m"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.TimeoutExpired):
        return False
    return "pdo_sqlite" in out.lower()


def install() -> None:
    """apt-get the packages if missing (Debian/Ubuntu; root or sudo)."""
    if installed():
        return
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    prc = Path("/usr/sbin/policy-rc.d")
    if not prc.exists():  # keep apache2's postinst from starting a server
        subprocess.run(sudo + ["sh", "-c", f"printf '#!/bin/sh\\nexit 101\\n' > {prc} && chmod +x {prc}"], check=True)
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(sudo + ["apt-get", "update", "-q"], check=True, env=env)
    subprocess.run(sudo + ["apt-get", "install", "-y", "-q", "--no-install-recommends", *APT], check=True, env=env)
    if not installed():
        raise MediaWikiError("MediaWiki did not install: /usr/share/mediawiki/maintenance/install.php or php's pdo_sqlite is missing")


class PortTaken(MediaWikiError):
    """Another server listens on the port the wiki was to take (two sandboxes started at once both found it free)."""


def listens_in_group(pgid: int, port: int) -> bool | None:
    """Whether a process of the group ``pgid`` holds the socket listening on 127.0.0.1:``port``; None when /proc
    cannot tell (not Linux). A server answering on a port is not always the one just started there."""
    try:
        rows = Path("/proc/net/tcp").read_text().splitlines()[1:]
    except OSError:
        return None
    want = f"0100007F:{port:04X}"
    inodes = {f"socket:[{r.split()[9]}]" for r in rows if len(r.split()) > 9 and r.split()[1] == want and r.split()[3] == "0A"}
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            if int((proc / "stat").read_text().rsplit(")", 1)[1].split()[2]) != pgid:
                continue
            if any(os.readlink(fd) in inodes for fd in (proc / "fd").iterdir()):
                return True
        except (OSError, IndexError, ValueError):
            continue
    return False


def port_free(port: int) -> bool:
    s = socket.socket()
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the servers do: closed connections (TIME_WAIT) do not hold it
    try:
        s.bind(("127.0.0.1", port))
        return True
    except OSError:
        return False
    finally:
        s.close()


def wait_gone(pid: int, seconds: float = 10) -> bool:
    """Wait until process ``pid`` has exited (a zombie counts as gone), so that its ports are free for a restart;
    False when it is still running after ``seconds`` (a busy machine can take a while to end a server)."""
    for _ in range(int(seconds / 0.05)):
        try:
            stat = Path(f"/proc/{pid}/stat").read_text()
        except OSError:
            return True
        if stat.rsplit(")", 1)[-1].split()[0] in ("Z", "X"):
            return True
        time.sleep(0.05)
    return False


def free_port() -> int:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


class LocalWiki:
    def __init__(self, root: str | Path):
        self.root = Path(root)
        self.data = self.root / "data"
        self.settings = self.root / "LocalSettings.php"
        self.pidfile = self.root / "server.pid"
        self.portfile = self.root / "port"

    # -- set up ----------------------------------------------------------------------------------
    def _env(self) -> dict:
        return dict(os.environ, MW_CONFIG_FILE=str(self.settings))

    def _maint(self, *args: str) -> None:
        r = subprocess.run(["php", *args], cwd=IP, env=self._env(), capture_output=True, text=True, timeout=300)
        if r.returncode != 0:
            raise MediaWikiError(f"{' '.join(args[:1])} failed: {(r.stderr or r.stdout).strip()[-400:]}")

    def create(self, port: int) -> None:
        self.data.mkdir(parents=True, exist_ok=True)
        self._maint(
            str(IP / "maintenance" / "install.php"), "--quiet", "--dbtype", "sqlite", "--dbpath", str(self.data),
            "--dbname", "testwiki", "--server", f"http://127.0.0.1:{port}", "--scriptpath", "", "--lang", "en",
            "--pass", ADMIN[1], "--confpath", str(self.root), "BlogNomicSandbox", ADMIN[0],
        )
        with self.settings.open("a") as f:
            f.write(
                "\n$wgShowExceptionDetails = true;\n"
                "$wgEnableUploads = false; $wgUseImageMagick = false; $wgEnableEmail = false;\n"
                "$wgUseInstantCommons = false; $wgPingback = false;\n"
                "$wgGroupPermissions['*']['edit'] = false;\n"
                "$wgGroupPermissions['*']['createaccount'] = false;\n"
                "$wgGroupPermissions['user']['noratelimit'] = true;\n"
                "$wgPasswordAttemptThrottle = false;\n"
                + CLOCK_PHP
                + READ_ONLY_PHP
                + ROUTES_PHP
            )
        self._maint("maintenance/createAndPromote.php", BOB[0], BOB[1])
        for user, bot in ((ADMIN[0], ADMIN_BOT), (BOB[0], BOB_BOT)):
            self._maint("maintenance/createBotPassword.php", "--appid", "tools", "--grants", GRANTS, user, bot[1])

    def start(self, port: int = 0, timeout: float = 30) -> str:
        if not installed():
            raise MediaWikiError("MediaWiki is not installed: run `make system-deps` (or: python -m blognomic_tools.sandbox.mediawiki install)")
        if self.running():
            return self.url
        port = port or (int(self.portfile.read_text()) if self.portfile.exists() else free_port())
        if not self.settings.exists():
            self.create(port)
        else:
            text = self.settings.read_text()
            import re

            text = re.sub(r'^\$wgServer = .*$', f'$wgServer = "http://127.0.0.1:{port}";', text, flags=re.M)
            if "$wgReadOnlyFile" not in text:  # a wiki made before the switch existed
                text += READ_ONLY_PHP
            if "$wgAllowUserJs" not in text:  # a wiki made before user scripts and gadgets were allowed
                text += ROUTES_PHP
            self.settings.write_text(text)
        self.portfile.write_text(str(port))
        log = (self.root / "server.log").open("ab")
        proc = subprocess.Popen(
            ["php", "-S", f"127.0.0.1:{port}", "-t", str(IP)], cwd=IP, env=dict(self._env(), PHP_CLI_SERVER_WORKERS="4"),
            stdout=log, stderr=log, stdin=subprocess.DEVNULL, start_new_session=True,
        )
        self.pidfile.write_text(str(proc.pid))
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self._answers():
                if listens_in_group(proc.pid, port) is not False:
                    return self.url
                self.stop()  # another server answers there: ours could not take the port
                raise PortTaken(f"port {port} is held by another server")
            if proc.poll() is not None:
                if not port_free(port):
                    raise PortTaken(f"port {port} is held by another server")
                raise MediaWikiError(f"php -S exited ({proc.returncode}); see {self.root / 'server.log'}")
            time.sleep(0.1)
        self.stop()
        raise MediaWikiError(f"MediaWiki did not answer on port {port} within {timeout:.0f} s; see {self.root / 'server.log'}")

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.portfile.read_text().strip()}/"

    def _answers(self) -> bool:
        try:
            with urllib.request.urlopen(self.url + "api.php?action=query&meta=siteinfo&format=json", timeout=2) as r:
                return "query" in json.loads(r.read())
        except Exception:
            return False

    def running(self) -> bool:
        if not self.pidfile.exists() or not self.portfile.exists():
            return False
        try:
            os.killpg(int(self.pidfile.read_text()), 0)
        except (ProcessLookupError, ValueError, PermissionError):
            return False
        return self._answers()

    def stop(self) -> None:
        if self.pidfile.exists():
            try:
                pid = int(self.pidfile.read_text())
                # only our php server's group: a stale pid file (after a reboot) may name someone else's process
                cmd = Path(f"/proc/{pid}/cmdline").read_bytes() if pid > 1 else b""
                if b"php" in cmd and b"-S" in cmd:
                    os.killpg(pid, signal.SIGTERM)
                    wait_gone(pid)  # so that a restart can take the port
            except (ProcessLookupError, ValueError, OSError):
                pass
            self.pidfile.unlink(missing_ok=True)

    def read_only(self, reason: str | None) -> None:
        """Make the wiki refuse every write, saying `reason` (as MediaWiki does under maintenance), or accept writes
        again (None). Takes effect at the next request: MediaWiki reads the file on every one."""
        if "$wgReadOnlyFile" not in self.settings.read_text():
            with self.settings.open("a") as f:
                f.write(READ_ONLY_PHP)
        f = self.root / READ_ONLY_FILE
        if reason is None:
            f.unlink(missing_ok=True)
        else:
            f.write_text(reason)

    # -- cheap resets ----------------------------------------------------------------------------
    def snapshot(self) -> None:
        snap = self.root / "snapshot"
        snap.mkdir(exist_ok=True)
        for f in self.data.glob("*.sqlite"):
            shutil.copy2(f, snap / f.name)

    def restore(self) -> None:
        """Back to the snapshot (copying the SQLite files while the server runs is safe: php -S opens them per request)."""
        for f in (self.root / "snapshot").glob("*.sqlite"):
            shutil.copy2(f, self.data / f.name)


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("install", "start", "stop"):
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    if argv[0] == "install":
        install()
        return 0
    wiki = LocalWiki(argv[1])
    if argv[0] == "start":
        print(wiki.start(int(argv[2]) if len(argv) > 2 else 0))
    else:
        wiki.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
