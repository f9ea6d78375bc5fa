"""`blognomic sandbox up|status|reset|down`: fresh and reproducible after reset, safe with a damaged state file."""
from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from blognomic_tools.sandbox.manager import MARKER, MARKER_TEXT
from blognomic_tools.sandbox.mediawiki import free_port

EXE = str(Path(sys.executable).parent / "blognomic")


def run(env, *args):
    return subprocess.run([EXE, *args], capture_output=True, text=True, env=env)


@pytest.fixture
def sbx_env(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BLOGNOMIC_SANDBOX_DIR": str(tmp_path / "sbx"), "COLUMNS": "200",
           "BLOGNOMIC_SANDBOX_PORT": str(free_port())}
    yield env
    run(env, "sandbox", "down")


@pytest.mark.parametrize("content,why", [
    (b"\x00\xff\xfe binary \x89PNG", "not text"),
    (b'{"blog_pid": 123, "blog_url": "http://127.0.0.1:80', "not JSON"),
    (b'["blog_pid", 5]', "a JSON list, not an object"),
    (b'{"blog_pid": "twelve", "blog_url": "http://127.0.0.1:8471"}', "blog_pid 'twelve' is not a process id"),
    (b'{"blog_pid": 4242, "blog_url": 8471}', "blog_url 8471 is not a local URL"),
    (b'{"blog_pid": 1}', "blog_pid 1 is not a process id"),
])
def test_damaged_state_file(tmp_path, content, why):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BLOGNOMIC_SANDBOX_DIR": str(tmp_path / "sbx"), "COLUMNS": "300"}
    state = tmp_path / "sbx" / "state.json"
    state.parent.mkdir()
    (state.parent / MARKER).write_text(MARKER_TEXT)  # a sandbox's folder, its state file damaged
    state.write_bytes(content)
    for cmd in (["status"], ["up"], ["down"], ["status", "--json"]):
        r = run(env, "sandbox", *cmd)
        assert r.returncode == 2 and "Traceback" not in r.stderr, (cmd, r.stderr)
        assert f"{state}: the sandbox's state is damaged ({why}" in r.stderr and "run `blognomic sandbox reset`" in r.stderr, r.stderr
    assert state.read_bytes() == content  # nothing was overwritten behind the user's back


def test_damaged_port_file(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BLOGNOMIC_SANDBOX_DIR": str(tmp_path / "sbx"), "COLUMNS": "300"}
    port = tmp_path / "sbx" / "wiki" / "port"
    port.parent.mkdir(parents=True)
    (tmp_path / "sbx" / MARKER).write_text(MARKER_TEXT)
    port.write_text("eighty")
    r = run(env, "sandbox", "up")
    assert r.returncode == 2 and f"{port}: the sandbox's state is damaged (not a port number)" in r.stderr and "sandbox reset" in r.stderr


def test_reset_refuses_a_directory_that_is_not_a_sandbox(tmp_path):
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    (home / "notes.txt").write_text("keep me")
    r = run({"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BLOGNOMIC_SANDBOX_DIR": str(home)}, "sandbox", "reset")
    assert r.returncode == 2 and f"{home}: not a folder the sandbox made (it holds no {MARKER}); not deleting it" in r.stderr
    assert (home / "notes.txt").read_text() == "keep me"


LIVE_CONFIG = '[wiki]\nurl = "https://wiki.blognomic.com/api.php"\nuser = "Kevan@tools"\npassword = "0123456789abcdef0123456789abcdef"\n'


@pytest.mark.parametrize("layout", [
    {"config.toml": LIVE_CONFIG, "notes.txt": "keep me"},  # the user's own config folder: a live bot password
    {"config.toml": LIVE_CONFIG},  # nothing but a config
    {"wiki/LocalSettings.php": "<?php // another wiki\n", "wiki/images/a.png": "png"},  # a folder with a wiki/ in it
    {"state.json": "{}", "config.toml": LIVE_CONFIG, "blog.log": "", "seeded": ""},  # every name a sandbox has, but no marker
])
def test_a_folder_the_sandbox_did_not_make_is_never_touched(tmp_path, layout):
    """BLOGNOMIC_SANDBOX_DIR naming a folder the sandbox did not make: reset, down and up each refuse in one line,
    and every file stays as it was (no server is started, nothing is written, nothing deleted)."""
    folder = tmp_path / "mine"
    for name, text in layout.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text)
    before = {p: p.read_bytes() for p in folder.rglob("*") if p.is_file()}
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BLOGNOMIC_SANDBOX_DIR": str(folder), "COLUMNS": "300",
           "BLOGNOMIC_SANDBOX_PORT": str(free_port())}
    for cmd, doing in ((["reset"], "not deleting it"), (["down"], "not stopping or writing anything there"),
                       (["up"], "not making the sandbox's files in it")):
        r = run(env, "sandbox", *cmd)
        assert r.returncode == 2 and "Traceback" not in r.stderr, (cmd, r.stderr)
        assert r.stderr.strip().splitlines() == [f"error: {folder}: not a folder the sandbox made (it holds no {MARKER}); {doing} "
                                                 "(set BLOGNOMIC_SANDBOX_DIR to the sandbox's folder, or to a new or empty one for a new sandbox)"], r.stderr
        assert {p: p.read_bytes() for p in folder.rglob("*") if p.is_file()} == before, cmd
    assert "0123456789abcdef" not in r.stdout + r.stderr


def test_down_with_no_sandbox_writes_nothing(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BLOGNOMIC_SANDBOX_DIR": str(tmp_path / "none"), "COLUMNS": "300"}
    r = run(env, "sandbox", "down")
    assert r.returncode == 0 and "nothing to stop" in r.stdout and not (tmp_path / "none").exists()


def test_up_keeps_a_config_it_did_not_write_and_reset_writes_its_own_into_a_closed_pipe(sbx_env, tmp_path):
    """`sandbox up` in its own folder overwrites only the config.toml it wrote; `sandbox reset | head -1` still writes
    the new sandbox's config (the rest of the output goes nowhere, exit 141)."""
    from conftest import run_into_a_closed_pipe

    env = dict(sbx_env)
    sbx = Path(env["BLOGNOMIC_SANDBOX_DIR"])
    first, code, err = run_into_a_closed_pipe([EXE, "sandbox", "reset"], env)
    assert code == 141 and "Traceback" not in err, err
    assert first.startswith("reset: a fresh sandbox in")
    cfg = sbx / "config.toml"
    assert 'user = "Admin@tools"' in cfg.read_text() and oct(cfg.stat().st_mode)[-3:] == "600"
    assert (sbx / MARKER).read_text() == MARKER_TEXT
    r = run(dict(env, BLOGNOMIC_CONFIG=str(cfg)), "sandbox", "status", "--json")
    assert r.returncode == 0 and json.loads(r.stdout)["up"], r.stdout
    assert run(env, "sandbox", "up").returncode == 0  # its own config: written again
    cfg.write_text(LIVE_CONFIG)  # the user's config put in its place
    r = run(env, "sandbox", "up")
    assert r.returncode == 2 and f"{cfg}: not the config the sandbox wrote (put there or edited since); not overwriting it" in r.stderr
    assert cfg.read_text() == LIVE_CONFIG and "0123456789abcdef" not in r.stdout + r.stderr


def test_reset_is_fresh_and_reproducible(sbx_env, tmp_path):
    """Two resets give the same pages, revision ids and timestamps; a damaged state file is what reset recovers from."""
    def snapshot():
        hist = json.loads(run(env, "wiki", "history", "Gartenberg", "--json").stdout)["revisions"]
        return [(h["revid"], h["timestamp"], h["user"], h["comment"]) for h in hist]

    env = dict(sbx_env, BLOGNOMIC_CONFIG=str(tmp_path / "sbx" / "config.toml"))
    r = run(env, "sandbox", "reset", "--json")
    assert r.returncode == 0, r.stderr
    status = json.loads(r.stdout)
    assert status["up"] and status["wiki"]["url"] == f"http://127.0.0.1:{env['BLOGNOMIC_SANDBOX_PORT']}/" and status["clock"] is None
    assert "seeded: Ruleset (live era), Template:Box, Gartenberg (3 revisions)" in r.stderr  # progress on stderr with --json
    first = snapshot()
    assert first == [(4, "2024-02-16T12:00:00Z", "Admin", "Setting up the Castles gamestate"),
                     (5, "2024-02-23T12:00:00Z", "Admin", "Fortnight 3: Virtual Actions and Tasks resolved, Serfs from Reputation"),
                     (6, "2024-02-24T09:15:00Z", "Bob", "Build a Moat (1 Wood)")]
    # an edit, then a damaged state file: reset recovers, with the same revisions as before the edit
    f = tmp_path / "G.wiki"
    f.write_text(run(env, "wiki", "get", "Gartenberg").stdout.replace("| Kevan || 6 ||", "| Kevan || 5 ||"))
    assert run(env, "wiki", "put", "Gartenberg", str(f), "-m", "Kevan spends 1 Wood", "--yes", "--force").returncode == 0
    old_blog = json.loads((tmp_path / "sbx" / "state.json").read_text())["blog_pid"]
    (tmp_path / "sbx" / "state.json").write_text("{truncated")
    assert run(env, "sandbox", "status").returncode == 2
    r = run(env, "sandbox", "reset", "--clock", "2024-03-01T12:00:00Z")
    assert r.returncode == 0, r.stderr
    assert "clock: the wiki stamps every edit with 2024-03-01T12:00:00Z (--clock)" in r.stdout
    # the same address as before: the old servers were stopped and waited for, so their ports are free again
    assert f"wiki: http://127.0.0.1:{env['BLOGNOMIC_SANDBOX_PORT']}/ (created)" in r.stdout and "is taken" not in r.stdout, r.stdout
    assert snapshot() == first
    for _ in range(40):  # the old blog server was stopped, though the state file naming it was damaged
        if not Path(f"/proc/{old_blog}").exists():
            break
        time.sleep(0.05)
    assert not Path(f"/proc/{old_blog}").exists() or "blogserver" not in Path(f"/proc/{old_blog}/cmdline").read_text()
    # the pinned clock stamps new edits
    assert run(env, "wiki", "put", "Gartenberg", str(f), "-m", "Kevan spends 1 Wood", "--yes", "--force").returncode == 0
    assert snapshot()[-1][:2] == (7, "2024-03-01T12:00:00Z")
    st = json.loads(run(env, "sandbox", "status", "--json").stdout)
    assert st["up"] and st["clock"] == "2024-03-01T12:00:00Z" and st["blog"]["url"].startswith("http://127.0.0.1:")
    r = run(env, "sandbox", "up", "--clock", "soon")
    assert r.returncode == 2 and "--clock 'soon': not a time" in r.stderr


def test_a_reset_interrupted_while_seeding_is_never_called_healthy(sbx_env, tmp_path, monkeypatch):
    """Ctrl-C after the wiki is made but before every seeded page is saved: `status` says so (exit 1) and `up` refuses,
    until `reset` starts afresh."""
    from blognomic_tools.sandbox import manager

    env = dict(sbx_env)
    monkeypatch.setenv("BLOGNOMIC_SANDBOX_PORT", env["BLOGNOMIC_SANDBOX_PORT"])
    sbx = manager.Sandbox(Path(env["BLOGNOMIC_SANDBOX_DIR"]))

    def interrupted(url, log):
        raise KeyboardInterrupt

    monkeypatch.setattr(sbx, "_seed", interrupted)
    with pytest.raises(KeyboardInterrupt):
        sbx.up(log=lambda m: None)
    r = run(env, "sandbox", "status", "--json")
    assert r.returncode == 1 and json.loads(r.stdout)["wiki"]["seeded"] is False, r.stdout
    r = run(env, "sandbox", "status")
    assert r.returncode == 1 and "never fully seeded (interrupted): run `blognomic sandbox reset`" in r.stdout
    r = run(env, "sandbox", "up")
    assert r.returncode == 2 and "the sandbox's wiki was never fully seeded" in r.stderr and "sandbox reset" in r.stderr
    r = run(env, "sandbox", "reset", "--json")
    assert r.returncode == 0 and json.loads(r.stdout)["up"] is True, r.stderr


def test_a_plain_pip_install_has_the_sandbox_pages(tmp_path):
    """`pip install .` (not editable) ships what the sandbox seeds and serves: the wheel holds every page seed.json
    names and the recorded blog, and the installed package finds them without the project's fixtures/."""
    import zipfile

    root = Path(__file__).resolve().parent.parent
    wheel_dir = tmp_path / "wheel"
    r = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", str(root), "-w", str(wheel_dir)],
                       capture_output=True, text=True, timeout=600, cwd=tmp_path)
    if r.returncode != 0 and "bdist_wheel" in r.stderr:  # no wheel package in this venv: build isolated
        r = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", str(root), "-w", str(wheel_dir)],
                           capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    wheel = next(wheel_dir.glob("*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    seed = json.loads((root / "fixtures" / "sandbox" / "seed.json").read_text())
    for rev in seed["revisions"]:
        assert f"blognomic_tools/sandbox/data/{rev['file']}" in names, rev["file"]
    blog = sorted(p.relative_to(root / "fixtures").as_posix() for p in (root / "fixtures" / "blog" / "site").rglob("*.html"))
    assert all(f"blognomic_tools/sandbox/data/{b}" in names for b in blog) and "blognomic_tools/sandbox/data/sandbox/seed.json" in names
    target = tmp_path / "site"
    r = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(target), str(wheel)],
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    probe = ("from blognomic_tools.sandbox.manager import FIXTURES; import json; "
             "seed = json.loads((FIXTURES / 'sandbox' / 'seed.json').read_text()); "
             "print(FIXTURES); print(all((FIXTURES / r['file']).is_file() for r in seed['revisions']), (FIXTURES / 'blog' / 'site' / 'index.html').is_file())")
    r = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=tmp_path, env={"PYTHONPATH": str(target), "PATH": "/usr/bin:/bin"})
    assert r.returncode == 0, r.stderr
    where, found = r.stdout.splitlines()
    assert where.startswith(str(target)) and found == "True True"


def test_the_sandbox_clock_is_the_tools_now(sbx_env, tmp_path):
    """A sandbox with its clock pinned writes it into its config ([clock] now): every command pointed at the sandbox
    takes that time for "now", so a recorded matter is tallied and enacted at the sandbox's time without --as-of
    (--as-of still wins); the real date would make every recorded proposal failable and `enact` refuse."""
    env = dict(sbx_env, BLOGNOMIC_CONFIG=str(tmp_path / "sbx" / "config.toml"))
    r = run(env, "sandbox", "reset", "--clock", "2024-02-22T12:00:00Z", "--json")
    assert r.returncode == 0, r.stderr
    blog = json.loads(r.stdout)["blog"]["url"]
    assert '[clock]' in (tmp_path / "sbx" / "config.toml").read_text()
    r = run(env, "tally", f"{blog}/archive/moat_upgrade", "--json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["as_of"] == "2024-02-22T12:00:00Z" and data["matters"][0]["verdict"] == "enactable now", data["matters"][0]["verdict"]
    r = run(env, "enact", f"{blog}/archive/moat_upgrade", "--admin", "Kevan")
    assert r.returncode == 0 and "is enactable now as of 2024-02-22 12:00 UTC" in r.stdout and "dry run: nothing saved" in r.stdout, r.stdout + r.stderr
    r = run(env, "tally", f"{blog}/archive/moat_upgrade", "--json", "--as-of", "2024-03-01T12:00:00Z")
    assert json.loads(r.stdout)["as_of"] == "2024-03-01T12:00:00Z"


def held_pair():
    """Two neighbouring 4-digit ports held by this test (bound and listening), as another sandbox holds its pair."""
    import socket

    for port in range(9100, 9990, 2):
        socks = []
        try:
            for p in (port, port + 1):
                s = socket.socket()
                socks.append(s)
                s.bind(("127.0.0.1", p))
                s.listen()
            return port, socks
        except OSError:
            for s in socks:
                s.close()
    pytest.skip("no free pair of 4-digit ports on this machine")


def test_a_taken_pair_gives_the_next_free_pair_with_as_many_digits():
    """The addresses keep their width (tables are laid out to them): a 5-digit port from the system shifted every
    column after it when two sandboxes ran at once."""
    from blognomic_tools.sandbox.manager import free_pair, port_free

    port, socks = held_pair()
    try:
        got = free_pair(port)
        assert got > port and len(str(got)) == len(str(port)) and port_free(got) and port_free(got + 1)
    finally:
        for s in socks:
            s.close()


def test_a_wiki_started_where_another_server_answers_is_told_the_port_is_taken(tmp_path):
    """Two sandboxes started at once both found a port free; the second's php could not listen there, and the first's
    wiki answered it, so the second seeded the first's wiki ("the page already exists")."""
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    from blognomic_tools.sandbox.mediawiki import LocalWiki, PortTaken

    class AnotherWiki(BaseHTTPRequestHandler):
        def do_GET(self):
            body = b'{"query": {"general": {"sitename": "another"}}}'
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    srv = ThreadingHTTPServer(("127.0.0.1", 0), AnotherWiki)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    wiki = LocalWiki(tmp_path / "wiki")
    try:
        with pytest.raises(PortTaken, match=f"port {srv.server_address[1]} is held by another server"):
            wiki.start(srv.server_address[1])
        assert not wiki.running()
    finally:
        wiki.stop()
        srv.shutdown()


def test_a_port_taken_between_the_look_and_the_start_goes_to_the_next_pair(tmp_path, monkeypatch):
    """The race itself: the look found the pair free, another sandbox took it before this one's wiki started."""
    from blognomic_tools.sandbox import manager

    port, socks = held_pair()
    real, looks = manager.free_pair, []

    def looked_too_early(first):
        looks.append(first)
        return port if len(looks) == 1 else real(first)

    monkeypatch.setattr(manager, "free_pair", looked_too_early)
    monkeypatch.setenv("BLOGNOMIC_SANDBOX_PORT", str(port))
    sb = manager.Sandbox(tmp_path / "sbx")
    said = []
    try:
        sb.up(log=said.append)
        cfg = (tmp_path / "sbx" / "config.toml").read_text()
        wiki_port = int(cfg.split('url = "http://127.0.0.1:')[1].split("/")[0])
        assert f"note: port {port} is taken; the wiki uses {wiki_port}" in said
        assert wiki_port > port and len(str(wiki_port)) == 4 and f'[blog]\nurl = "http://127.0.0.1:{wiki_port + 1}"' in cfg
    finally:
        for s in socks:
            s.close()
        sb.down(log=said.append)


def test_up_twice_says_the_second_time_that_the_wiki_was_already_running(tmp_path, monkeypatch):
    from blognomic_tools.sandbox import manager

    monkeypatch.setenv("BLOGNOMIC_SANDBOX_PORT", str(free_port()))
    sb = manager.Sandbox(tmp_path / "sbx")
    first, second = [], []
    try:
        sb.up(log=first.append)
        sb.up(log=second.append)
        assert any(x.endswith("(created)") for x in first) and not any("restarted" in x for x in second)
        assert any(x.startswith("wiki: ") and x.endswith("(already running)") for x in second), second
    finally:
        sb.down(log=first.append)
