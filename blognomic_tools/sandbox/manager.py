"""`blognomic sandbox up|down|status`: a local MediaWiki and blog to run every command against.

The wiki is seeded with the live-era Ruleset, the Castles gamestate page (Gartenberg, three revisions)
and Template:Box; the blog serves the recorded pages (fixtures/blog/site) in the real URL layout.
`up` writes a config file in the sandbox directory and prints `export BLOGNOMIC_CONFIG=...`, so
that every command reads the sandbox instead of the live sites. The sandbox's bot password is a
local test secret of the throwaway wiki, kept in that config file outside the repository.
"""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from ..errors import BlognomicError
from .mediawiki import ADMIN_BOT, BOB_BOT, LocalWiki, free_port

REPO = Path(__file__).resolve().parents[2]
FIXTURES = REPO / "fixtures"


def sandbox_dir() -> Path:
    env = os.environ.get("BLOGNOMIC_SANDBOX_DIR")
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_state_dir("blognomic-tools")) / "sandbox"


@dataclass
class Status:
    wiki_url: str | None
    wiki_up: bool
    blog_url: str | None
    blog_up: bool
    config: Path

    @property
    def up(self) -> bool:
        return self.wiki_up and self.blog_up


class Sandbox:
    def __init__(self, root: Path | None = None):
        self.root = Path(root or sandbox_dir())
        self.wiki = LocalWiki(self.root / "wiki")
        self.state = self.root / "state.json"
        self.config = self.root / "config.toml"

    # -- state -----------------------------------------------------------------------------------
    def _load(self) -> dict:
        try:
            return json.loads(self.state.read_text())
        except (OSError, ValueError):
            return {}

    def _save(self, data: dict) -> None:
        self.root.mkdir(parents=True, exist_ok=True)
        self.state.write_text(json.dumps(data, indent=2))

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
        return Status(
            wiki_url=self.wiki.url if self.wiki.portfile.exists() else None, wiki_up=self.wiki.running(),
            blog_url=st.get("blog_url"), blog_up=self._blog_answers(st.get("blog_url")), config=self.config,
        )

    # -- up / down -------------------------------------------------------------------------------
    def up(self, log=print) -> Status:
        if not (FIXTURES / "blog" / "site").is_dir() or not (FIXTURES / "wiki" / "Gartenberg").is_dir():
            raise BlognomicError(f"the sandbox needs the project's fixtures/ (looked in {FIXTURES}); run it from a clone of the project")
        self.root.mkdir(parents=True, exist_ok=True)
        fresh = not self.wiki.settings.exists()
        t0 = time.monotonic()
        url = self.wiki.start()
        log(f"wiki: {url} ({'created' if fresh else 'restarted'} in {time.monotonic() - t0:.1f} s)")
        if fresh:
            self._seed(url, log)
        st = self._load()
        if not self._blog_answers(st.get("blog_url")):
            port = free_port()
            logf = (self.root / "blog.log").open("ab")
            proc = subprocess.Popen(
                [sys.executable, "-m", "blognomic_tools.sandbox.blogserver", str(FIXTURES / "blog" / "site"), "--port", str(port)],
                stdout=logf, stderr=logf, stdin=subprocess.DEVNULL, start_new_session=True, cwd=REPO,
            )
            st.update(blog_pid=proc.pid, blog_url=f"http://127.0.0.1:{port}")
            for _ in range(100):
                if self._blog_answers(st["blog_url"]):
                    break
                time.sleep(0.05)
            else:
                raise BlognomicError(f"the sandbox blog did not start; see {self.root / 'blog.log'}")
            self._save(st)
        log(f"blog: {st['blog_url']} (recorded pages of {FIXTURES / 'blog' / 'site'})")
        self.config.write_text(
            "# Written by `blognomic sandbox up`: every command reads the local sandbox with this file.\n"
            f'[wiki]\nurl = "{url}api.php"\nuser = "{ADMIN_BOT[0]}"\npassword = "{ADMIN_BOT[1]}"\nthrottle = 1\n\n'
            f'[blog]\nurl = "{st["blog_url"]}"\n\n'
            f'[ruleset]\nwiki = "{url}api.php"\npage = "Ruleset"\n'
        )
        os.chmod(self.config, 0o600)
        log(f"config: {self.config}")
        return self.status()

    def _seed(self, url: str, log) -> None:
        from ..sources.wiki import Wiki, WikiSettings
        from ..writers import write_page

        def wiki(who):
            w = Wiki(WikiSettings(url=url + "api.php", user=who[0], password=who[1], throttle=0, max_retries=2, retry_timeout=0.5))
            w.login()
            return w

        admin, bob = wiki(ADMIN_BOT), wiki(BOB_BOT)
        live = (FIXTURES / "rulesets" / "ruleset-2024-02-24.wiki").read_text()
        write_page(admin, "Ruleset", lambda _: live, '/* Dynastic Rules */ Enacting "Fast Slow Roll"', yes=True, create=True)
        box = (FIXTURES / "wiki" / "Template_Box.wiki").read_text()
        write_page(admin, "Template:Box", lambda _: box, "Structure box for the Gartenberg page", yes=True, create=True)
        revs = json.loads((FIXTURES / "wiki" / "Gartenberg" / "revisions.json").read_text())
        for i, r in enumerate(revs):
            text = (FIXTURES / "wiki" / "Gartenberg" / r["file"]).read_text()
            who = bob if r["as"] == "bob" else admin
            write_page(who, "Gartenberg", lambda _, t=text: t, r["summary"], yes=True, create=(i == 0))
        log(f"seeded: Ruleset (live era), Template:Box, Gartenberg ({len(revs)} revisions)")

    def down(self, log=print) -> None:
        st = self._load()
        if st.get("blog_pid"):
            try:
                os.killpg(st["blog_pid"], signal.SIGTERM)
            except (ProcessLookupError, PermissionError):
                pass
        st.pop("blog_pid", None)
        st.pop("blog_url", None)
        self._save(st)
        self.wiki.stop()
        log("sandbox stopped (its wiki keeps its pages for the next `up`; delete the directory to start afresh)")
