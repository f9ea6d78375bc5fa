"""`blognomic sandbox up|down|status|reset`: a local MediaWiki and blog to run every command against.

The wiki is seeded with the live-era Ruleset, the Castles gamestate page (Gartenberg, three revisions)
and Template:Box, each revision stamped with the fixed time fixtures/sandbox/seed.json gives it, so a fresh
sandbox has the same revision ids and timestamps every time; the blog serves the recorded pages
(fixtures/blog/site) in the real URL layout. Ports: a preferred pair (wiki 8470, blog 8471; `--port` or
BLOGNOMIC_SANDBOX_PORT move it), free ones only when those are taken. `--clock TIME` pins the wiki's clock, so
that the edits made during a run (e.g. `make demo`'s Fortnight) are stamped with that time.
`up` writes a config file in the sandbox directory and prints `export BLOGNOMIC_CONFIG=...`, so that every
command reads the sandbox instead of the live sites. The sandbox's bot password is a local test secret of
the throwaway wiki, kept in that config file outside the repository.

The sandbox acts only on a folder it made: `up` makes its files in a new or empty folder and first writes a marker
file there (MARKER); `reset` (which deletes the folder) and `down` refuse a folder without it. `up` overwrites only
the config it wrote itself (its digest is kept in the state file): a config.toml put there or edited since is kept.
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from ..errors import BlognomicError
from ..reading.times import OutOfRange, utc_time
from .mediawiki import ADMIN_BOT, BOB_BOT, LocalWiki, PortTaken, free_port, port_free, wait_gone

REPO = Path(__file__).resolve().parents[2]
PREFERRED_PORT = 8470  # the wiki; the blog takes the next one


def data_root() -> Path:
    """Where the seeded pages and the recorded blog are: the project's fixtures/ in a clone (the paths the README
    shows), else the copy shipped in the package (sandbox/data: a plain `pip install .` has a sandbox too)."""
    clone = REPO / "fixtures"
    if (clone / "sandbox" / "seed.json").is_file():
        return clone
    return Path(__file__).resolve().parent / "data"


FIXTURES = data_root()
WEB_SITE = REPO / "web" / "dist"  # the browser engine's static site, when `make web` has built it in this clone
SEEDED = "seeded"  # the marker written once every seeded revision is saved
MARKER = ".blognomic-sandbox"  # written first in a folder the sandbox makes: reset and down touch no other folder
MARKER_TEXT = "This folder was made by `blognomic sandbox up`; `sandbox reset` deletes it, `sandbox down` stops its servers.\n"


class SandboxError(BlognomicError):
    pass


def sandbox_dir() -> Path:
    env = os.environ.get("BLOGNOMIC_SANDBOX_DIR")
    if env:
        return Path(env)
    from ..kept import state_dir

    return state_dir() / "sandbox"


def display_path(p: Path) -> str:
    """A path as the sandbox prints it: relative to the working directory when inside it (so output does not
    depend on where the checkout is), else absolute."""
    try:
        return str(Path(p).resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(p)


def free_pair(first: int) -> int:
    """A port for the wiki with the next one free for the blog: ``first`` when both are free, else the next free pair
    with as many digits (the addresses keep their width: tables laid out to them keep theirs), else any free port."""
    for port in range(first, min(first + 200, 10 ** len(str(first)) - 1), 2):
        if port_free(port) and port_free(port + 1):
            return port
    return free_port()


def _cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode("utf-8", "replace")
    except OSError:
        return ""


def parse_clock(value: str) -> datetime:
    try:
        return utc_time(value)
    except OutOfRange as e:
        raise SandboxError(f"--clock {value[:60]!r}: {e}") from None
    except ValueError:
        raise SandboxError(f"--clock {value[:60]!r}: not a time (use e.g. 2024-03-01T12:00:00Z)") from None


def _iso(t: datetime) -> str:
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


@dataclass
class Status:
    wiki_url: str | None
    wiki_up: bool
    blog_url: str | None
    blog_up: bool
    config: Path
    clock: str | None = None
    seeded: bool = True  # every seeded page was saved (a reset interrupted half-way leaves a wiki without them)

    @property
    def up(self) -> bool:
        return self.wiki_up and self.blog_up and self.seeded

    def to_dict(self) -> dict:
        return {"up": self.up, "wiki": {"url": self.wiki_url, "up": self.wiki_up, "seeded": self.seeded},
                "blog": {"url": self.blog_url, "up": self.blog_up}, "config": str(self.config), "clock": self.clock}


class Sandbox:
    def __init__(self, root: Path | None = None):
        self.root = Path(root or sandbox_dir()).absolute()
        self.wiki = LocalWiki(self.root / "wiki")
        self.state = self.root / "state.json"
        self.config = self.root / "config.toml"

    def _damaged(self, what: Path, why: str) -> SandboxError:
        return SandboxError(f"{what}: the sandbox's state is damaged ({why}); run `blognomic sandbox reset` to start a fresh sandbox "
                            f"(it deletes {self.root} and seeds it again)")

    # -- the folder is the sandbox's ------------------------------------------------------------
    def made_here(self) -> bool:
        """The folder holds the marker the sandbox writes when it makes it."""
        try:
            return (self.root / MARKER).read_text(encoding="utf-8") == MARKER_TEXT
        except (OSError, UnicodeDecodeError):
            return False

    def _empty(self) -> bool:
        try:
            return self.root.is_dir() and not any(self.root.iterdir())
        except OSError:
            return False

    def _not_ours(self, doing: str) -> SandboxError:
        return SandboxError(f"{self.root}: not a folder the sandbox made (it holds no {MARKER}); not {doing} (set BLOGNOMIC_SANDBOX_DIR "
                            "to the sandbox's folder, or to a new or empty one for a new sandbox)")

    def _claim(self) -> None:
        """Before `up` writes anything: the folder is the sandbox's, or new or empty (then the marker makes it so)."""
        if self.root.exists() and not self.root.is_dir():
            raise SandboxError(f"{self.root}: is a file, not a folder; the sandbox needs a folder of its own (BLOGNOMIC_SANDBOX_DIR)")
        if self.made_here():
            return
        if self.root.exists() and not self._empty():
            raise self._not_ours("making the sandbox's files in it")
        self.root.mkdir(parents=True, exist_ok=True)
        (self.root / MARKER).write_text(MARKER_TEXT, encoding="utf-8")

    def _config_written_here(self, st: dict) -> bool:
        """config.toml is absent, or exactly the one `up` wrote last."""
        try:
            raw = self.config.read_bytes()
        except FileNotFoundError:
            return True
        except OSError:
            return False
        return hashlib.sha256(raw).hexdigest() == st.get("config_sha256")

    def _write_config(self, text: str, st: dict) -> None:
        """config.toml, readable by its owner only from the first byte (it holds the bot password), whole or not at all."""
        tmp = self.root / ".config.toml.new"
        tmp.unlink(missing_ok=True)
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, self.config)
        st["config_sha256"] = hashlib.sha256(text.encode("utf-8")).hexdigest()
        self._save(st)

    # -- state -----------------------------------------------------------------------------------
    def _load(self) -> dict:
        """The state file, checked: a damaged one is an error that says how to recover."""
        if not self.state.exists():
            return {}
        try:
            raw = self.state.read_bytes()
        except OSError as e:
            raise self._damaged(self.state, f"cannot read it: {e.strerror}") from None
        try:
            data = json.loads(raw.decode("utf-8"))
        except UnicodeDecodeError:
            raise self._damaged(self.state, "not text") from None
        except ValueError as e:
            raise self._damaged(self.state, f"not JSON: {str(e)[:80]}") from None
        if not isinstance(data, dict):
            raise self._damaged(self.state, f"a JSON {type(data).__name__}, not an object")
        pid, url, port = data.get("blog_pid"), data.get("blog_url"), data.get("blog_port")
        if pid is not None and (not isinstance(pid, int) or isinstance(pid, bool) or pid <= 1):
            raise self._damaged(self.state, f"blog_pid {pid!r} is not a process id")
        if url is not None and (not isinstance(url, str) or not url.startswith("http://127.0.0.1:")):
            raise self._damaged(self.state, f"blog_url {url!r} is not a local URL")
        if port is not None and (not isinstance(port, int) or isinstance(port, bool) or not 0 < port < 65536):
            raise self._damaged(self.state, f"blog_port {port!r} is not a port")
        return data

    def _save(self, data: dict) -> None:
        self.root.mkdir(parents=True, exist_ok=True)
        self.state.write_text(json.dumps(data, indent=2))

    def _wiki_port(self) -> int | None:
        if not self.wiki.portfile.exists():
            return None
        try:
            text = self.wiki.portfile.read_text().strip()
            port = int(text)
        except (OSError, UnicodeDecodeError, ValueError):
            raise self._damaged(self.wiki.portfile, "not a port number") from None
        if not 0 < port < 65536:
            raise self._damaged(self.wiki.portfile, f"{port} is not a port")
        return port

    def _clock(self) -> str | None:
        f = self.wiki.root / "clock"
        try:
            return f.read_text().strip() or None if f.exists() else None
        except (OSError, UnicodeDecodeError):
            raise self._damaged(f, "not a time") from None

    def set_clock(self, when: datetime | None) -> None:
        f = self.wiki.root / "clock"
        if when is None:
            f.unlink(missing_ok=True)
        else:
            f.parent.mkdir(parents=True, exist_ok=True)
            f.write_text(_iso(when) + "\n")

    @staticmethod
    def _blog_answers(url: str | None) -> bool:
        if not url:
            return False
        try:
            with urllib.request.urlopen(url + "/", timeout=2) as r:
                return r.status == 200
        except Exception:
            return False

    def status(self) -> Status:
        st = self._load()
        port = self._wiki_port()
        return Status(
            wiki_url=f"http://127.0.0.1:{port}/" if port else None, wiki_up=self.wiki.running(),
            blog_url=st.get("blog_url"), blog_up=self._blog_answers(st.get("blog_url")), config=self.config, clock=self._clock(),
            seeded=not self.wiki.settings.exists() or (self.root / SEEDED).exists(),
        )

    # -- up / down / reset -----------------------------------------------------------------------
    def up(self, log=print, port: int | None = None, clock: datetime | None = None) -> Status:
        if not (FIXTURES / "blog" / "site").is_dir() or not (FIXTURES / "wiki" / "Gartenberg").is_dir():
            raise SandboxError(f"the sandbox's pages are missing (looked in {FIXTURES}); reinstall the package, or run it from a clone of the project")
        if port is not None and not 0 < port < 65535:
            raise SandboxError(f"--port {port}: not a port (the wiki takes it, the blog the next one)")
        self._claim()
        if self.wiki.settings.exists() and not (self.root / SEEDED).exists():
            raise SandboxError(f"{self.root}: the sandbox's wiki was never fully seeded (its creation was interrupted); "
                               "run `blognomic sandbox reset` to start afresh")
        st = self._load()
        if not self._config_written_here(st):
            raise SandboxError(f"{self.config}: not the config the sandbox wrote (put there or edited since); not overwriting it: "
                               "move it away and run `blognomic sandbox up` again")
        wiki_port = self._wiki_port()
        fresh = not self.wiki.settings.exists()
        preferred = port or int(os.environ.get("BLOGNOMIC_SANDBOX_PORT") or 0) or PREFERRED_PORT
        if wiki_port is None or (port is not None and port != wiki_port and not self.wiki.running()):
            wiki_port = free_pair(preferred)
            if wiki_port != preferred:
                log(f"note: port {preferred} is taken; the wiki uses {wiki_port}")
        already = not fresh and self.wiki.running()
        for attempt in range(5):
            try:
                url = self.wiki.start(wiki_port)
                break
            except PortTaken:  # another sandbox took it between the look and the start
                if attempt == 4:
                    raise SandboxError(f"no free port for the wiki near {preferred}: every one tried was taken meanwhile") from None
                taken, wiki_port = wiki_port, free_pair(wiki_port + 2)
                log(f"note: port {taken} is taken; the wiki uses {wiki_port}")
        log(f"wiki: {url} ({'created' if fresh else 'already running' if already else 'restarted'})")
        if fresh:
            self._seed(url, log)
        if clock is not None:
            self.set_clock(clock)
        if self._clock():
            log(f"clock: the wiki stamps every edit with {self._clock()} (--clock)")
        if not self._blog_answers(st.get("blog_url")):
            bport = st.get("blog_port") or wiki_port + 1
            if not port_free(bport):
                bport = free_port()
            logf = (self.root / "blog.log").open("ab")
            site = ["--site", str(WEB_SITE)] if (WEB_SITE / "index.html").is_file() else []  # the browser engine, once `make web` built it
            proc = subprocess.Popen(
                [sys.executable, "-m", "blognomic_tools.sandbox.blogserver", str(FIXTURES / "blog" / "site"), "--port", str(bport), *site],
                stdout=logf, stderr=logf, stdin=subprocess.DEVNULL, start_new_session=True, cwd=REPO,
            )
            st.update(blog_pid=proc.pid, blog_url=f"http://127.0.0.1:{bport}", blog_port=bport)
            (self.root / "blog.pid").write_text(str(proc.pid))  # also outside state.json, so that reset finds it when that is damaged
            for _ in range(100):
                if self._blog_answers(st["blog_url"]):
                    break
                time.sleep(0.05)
            else:
                raise SandboxError(f"the sandbox blog did not start; see {self.root / 'blog.log'}")
            self._save(st)
        log(f"blog: {st['blog_url']} (recorded pages of {display_path(FIXTURES / 'blog' / 'site')})")
        if (WEB_SITE / "index.html").is_file():
            log(f"site: {st['blog_url']}/tools/ (the browser engine, built by `make web`)")
        self._write_config(
            "# Written by `blognomic sandbox up`: every command reads the local sandbox with this file.\n"
            f'[wiki]\nurl = "{url}api.php"\nuser = "{ADMIN_BOT[0]}"\npassword = "{ADMIN_BOT[1]}"\nthrottle = 1\n\n'
            f'[blog]\nurl = "{st["blog_url"]}"\n\n'
            f'[ruleset]\nwiki = "{url}api.php"\npage = "Ruleset"\n'
            + (f'\n[clock]  # the wiki\'s pinned clock: the tools\' "now" too (--as-of overrides it)\nnow = "{self._clock()}"\n' if self._clock() else ""), st)
        log(f"config: {display_path(self.config)}")
        return self.status()

    def _seed(self, url: str, log) -> None:
        """The seeded pages, each revision stamped with its fixed time (the wiki's clock is set for each save),
        so that every fresh sandbox has the same revisions, ids and timestamps."""
        from ..sources.wiki import Wiki, WikiSettings
        from ..saving import write_page

        def wiki(who):
            w = Wiki(WikiSettings(url=url + "api.php", user=who[0], password=who[1], throttle=0, max_retries=2, retry_timeout=0.5))
            w.login()
            return w

        seed = json.loads((FIXTURES / "sandbox" / "seed.json").read_text())
        users = {"admin": wiki(ADMIN_BOT), "bob": wiki(BOB_BOT)}
        made: dict[str, int] = {}
        labels: dict[str, str] = {}
        try:
            for r in seed["revisions"]:
                self.set_clock(parse_clock(r["at"]))
                text = (FIXTURES / r["file"]).read_text()
                write_page(users[r["as"]], r["page"], lambda _, t=text: t, r["summary"], yes=True, create=r["page"] not in made)
                made[r["page"]] = made.get(r["page"], 0) + 1
                labels.setdefault(r["page"], r.get("label", r["page"]))
        finally:
            self.set_clock(None)
        (self.root / SEEDED).write_text("every seeded revision is saved\n")
        log("seeded: " + ", ".join(f"{labels[p]} ({n} revisions)" if n > 1 else labels[p] for p, n in made.items()))

    def _stop_blog(self, st: dict) -> None:
        pids = {st.get("blog_pid")}
        try:
            pids.add(int((self.root / "blog.pid").read_text().strip()))
        except (OSError, UnicodeDecodeError, ValueError):
            pass
        for pid in pids:
            # only a process group that is ours: the state file may be stale (a reboot) and the pid someone else's
            if isinstance(pid, int) and not isinstance(pid, bool) and pid > 1 and "blognomic_tools.sandbox.blogserver" in _cmdline(pid):
                try:
                    os.killpg(pid, signal.SIGTERM)
                except (ProcessLookupError, PermissionError):
                    continue
                wait_gone(pid)  # its port free again before a reset looks for one: else the sandbox moves to another pair
        (self.root / "blog.pid").unlink(missing_ok=True)

    def down(self, log=print) -> None:
        if not self.root.exists() or self._empty():
            log(f"no sandbox in {display_path(self.root)}: nothing to stop")
            return
        if not self.made_here():
            raise self._not_ours("stopping or writing anything there")
        st = self._load()
        self._stop_blog(st)
        st.pop("blog_pid", None)
        st.pop("blog_url", None)
        self._save(st)
        self.wiki.stop()
        log("sandbox stopped (its wiki keeps its pages for the next `up`; `blognomic sandbox reset` starts afresh)")

    def reset(self, log=print, port: int | None = None, clock: datetime | None = None) -> Status:
        """Stop, delete the sandbox directory, and bring up a fresh one (the same seeded pages, revision ids and times).
        Works on a damaged state file too (that is what it is for); deletes only a folder the sandbox made (its marker)."""
        if self.root.exists() and not self._empty():
            if not self.root.is_dir() or not self.made_here():
                raise self._not_ours("deleting it")
            try:
                st = self._load()
            except SandboxError:
                st = {}
            self._stop_blog(st)
            self.wiki.stop()
            try:
                shutil.rmtree(self.root)
            except OSError as e:
                raise SandboxError(f"{self.root}: cannot delete the sandbox's folder ({e.strerror or e}); delete it by hand, then run "
                                   "`blognomic sandbox up`") from None
        log(f"reset: a fresh sandbox in {display_path(self.root)}")
        return self.up(log=log, port=port, clock=clock)
