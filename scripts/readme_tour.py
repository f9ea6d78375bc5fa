#!/usr/bin/env python3
"""The tour blocks of the README and of docs/*.md, checked against real runs (or rewritten from them with --write).

Every fenced block of README.md and docs/*.md (docs/tour.md holds the whole tour) that shows `$ command` lines is
preceded by a marker saying how to run it:

    <!-- tour: fixtures -->                       offline, from the bundled fixtures; no config, no network
    <!-- tour: sandbox                            the local sandbox (a real MediaWiki + the recorded blog),
    setup: cp fixtures/sandbox/virtual-actions.yaml .     reset to its freshly seeded state before the block;
    trim: 14+1                                    `setup:` lines run first (output not shown);
    mask: times                                   `trim: H+T` keeps the first H and last T lines of each
    -->                                           output longer than that, with "…" between (`trim: 1=0+2,
                                                  2=9+4`: per command, by position);
    <!-- tour: fresh-sandbox -->                  `mask: times` ignores date-times (those of the run) when comparing;
    <!-- tour: skip (timings of this machine) --> `columns: N` sets COLUMNS (default 120). fresh-sandbox: a new
                                                  sandbox of its own (for `sandbox up` itself). skip: not run.

Each block runs in a scratch directory that holds a `fixtures` link to the project's fixtures, with HOME a
scratch directory too (so the sandbox lives at ~/.local/state/blognomic-tools/sandbox, as the README says)
and the "live" wiki and blog pointed at a closed local port (nothing reaches the internet). Outputs are
stdout and stderr together, as a terminal shows them, piped (so not wrapped). What varies from run to run is
normalised: 127.0.0.1 ports (PORT) and the sandbox's note of a port another process holds, the scratch paths (~ and
.), the project's path, and for comparing only, durations ("1.4 s") and, with `mask: times`, date-times. In a
command, http://127.0.0.1:PORT/api.php is the sandbox wiki and http://127.0.0.1:PORT the sandbox blog.

    python scripts/readme_tour.py            # check: a diff per block that drifted, exit 1 if any did
    python scripts/readme_tour.py --write    # regenerate every block from a real run
    python scripts/readme_tour.py --only audit --write    # only the blocks whose commands contain "audit"
    python scripts/readme_tour.py --readme docs/tour.md   # only this file's blocks (repeatable)
    python scripts/readme_tour.py --env fixtures          # only the blocks run this way (repeatable): the test
                                                          # checks each way apart, on several workers at once
"""
from __future__ import annotations

import argparse
import difflib
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"


def tour_files() -> list[Path]:
    """Where tour blocks may be: the README and every page of docs/ (a block with `$ ` lines must be marked in each)."""
    return [README, *sorted((ROOT / "docs").glob("*.md"))]


def shown(path: Path) -> str:
    """A file's name as messages give it: relative to the project when inside it."""
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return path.name
CLOCK = "2024-03-01T12:00:00Z"
ENVS = ("fixtures", "sandbox", "fresh-sandbox", "skip")
DEAD = "http://127.0.0.1:9"  # the "live" sites during the tour: a closed port, never the internet
TIMEOUT = 600


class TourError(Exception):
    pass


@dataclass
class Command:
    text: str  # as shown after "$ ", continuation lines included
    output: list[str] = field(default_factory=list)
    gap: bool = True  # a blank line before it (kept as the README has it)


@dataclass
class Block:
    env: str
    opts: dict
    setup: list[str]
    heading: str
    start: int  # index of the first line inside the fence
    end: int  # index of the closing fence
    commands: list[Command]
    file: str = "README.md"  # the file it is in, as messages name it

    @property
    def where(self) -> str:
        return f"{self.file}:{self.start + 1} ({self.heading or 'top'})"


# -- reading the files --------------------------------------------------------------------------------------------


def parse_marker(text: str, line_no: int, name: str = "README.md") -> tuple[str, dict, list[str]]:
    body = text.strip()
    lines = [x.strip() for x in body.split("\n") if x.strip()]
    head = lines[0]
    env = head.split(";")[0].split()[0] if head else ""
    if env not in ENVS:
        raise TourError(f"{name}:{line_no}: tour marker {head!r}: the first word must be one of {', '.join(ENVS)}")
    opts: dict = {}
    setup: list[str] = []
    for ln in lines[1:]:
        key, sep, value = ln.partition(":")
        key, value = key.strip(), value.strip()
        if not sep or key not in ("setup", "trim", "mask", "columns"):
            raise TourError(f"{name}:{line_no}: tour marker line {ln!r}: expected setup:, trim:, mask: or columns:")
        if key == "setup":
            setup.append(value)
        else:
            opts[key] = value
    if "trim" in opts and not re.fullmatch(r"\d+\+\d+|\d+=\d+\+\d+(\s*,\s*\d+=\d+\+\d+)*", opts["trim"]):
        raise TourError(f"{name}:{line_no}: trim: {opts['trim']!r}: expected H+T (every command) or N=H+T, ... (command N), e.g. 14+1 or 1=0+2, 2=9+4")
    if "columns" in opts and not opts["columns"].isdigit():
        raise TourError(f"{name}:{line_no}: columns: {opts['columns']!r}: expected a number")
    return env, opts, setup


def parse_commands(lines: list[str]) -> list[Command]:
    cmds: list[Command] = []
    i = 0
    while i < len(lines):
        ln = lines[i]
        if ln.startswith("$ "):
            text = ln[2:]
            while text.endswith("\\") and i + 1 < len(lines):
                i += 1
                text += "\n" + lines[i]
            cmds.append(Command(text, gap=bool(cmds) and not (cmds[-1].output and cmds[-1].output[-1].strip())))
        elif cmds:
            cmds[-1].output.append(ln)
        elif ln.strip():
            raise TourError(f"text before the first $ command: {ln!r}")
        i += 1
    for c in cmds:
        while c.output and not c.output[-1].strip():
            c.output.pop()
    return cmds


def read_blocks(lines: list[str], name: str = "README.md") -> list[Block]:
    blocks: list[Block] = []
    heading = ""
    i = 0
    pending: tuple[str, dict, list[str]] | None = None
    while i < len(lines):
        ln = lines[i]
        if ln.startswith("#"):
            heading = ln.lstrip("#").strip()
        if ln.lstrip().startswith("<!-- tour:"):
            j = i
            text = ln.split("<!-- tour:", 1)[1]
            while "-->" not in text:
                j += 1
                if j >= len(lines):
                    raise TourError(f"{name}:{i + 1}: tour marker not closed (-->)")
                text += "\n" + lines[j]
            pending = parse_marker(text.split("-->")[0], i + 1, name)
            i = j + 1
            continue
        if ln.startswith("```"):
            k = i + 1
            while k < len(lines) and not lines[k].startswith("```"):
                k += 1
            if k >= len(lines):
                raise TourError(f"{name}:{i + 1}: code block not closed")
            inner = lines[i + 1:k]
            has_cmd = any(x.startswith("$ ") for x in inner)
            if pending is not None:
                env, opts, setup = pending
                try:
                    cmds = parse_commands(inner)
                except TourError as e:
                    raise TourError(f"{name}:{i + 1}: {e}") from None
                if not cmds:
                    raise TourError(f"{name}:{i + 1}: a tour block without $ commands")
                blocks.append(Block(env, opts, setup, heading, i + 1, k, cmds, name))
            elif has_cmd:
                raise TourError(f"{name}:{i + 1} ({heading}): a block with $ commands but no <!-- tour: ... --> marker before it")
            pending = None
            i = k + 1
            continue
        if ln.strip() and pending is not None:
            raise TourError(f"{name}:{i + 1}: a tour marker must come right before its code block")
        i += 1
    return blocks


# -- running -----------------------------------------------------------------------------------------------------


class Tour:
    def __init__(self, scratch: Path, verbose: bool = False):
        self.scratch = scratch
        self.verbose = verbose
        self.home = scratch / "home"
        self.home.mkdir()
        self.sandbox_up = False
        self.bin = Path(sys.executable).parent

    def env(self, home: Path, columns: str, config: Path | None) -> dict:
        env = {
            "PATH": f"{self.bin}:/usr/local/bin:/usr/bin:/bin", "HOME": str(home), "COLUMNS": columns, "LANG": "C.UTF-8",
            "BLOGNOMIC_LIVE_WIKI": DEAD + "/api.php", "BLOGNOMIC_LIVE_BLOG": DEAD, "PYTHONDONTWRITEBYTECODE": "1",
        }
        if config is not None:  # else no config: HOME is a scratch directory, so the default file does not exist
            env["BLOGNOMIC_CONFIG"] = str(config)
        return env

    @staticmethod
    def sandbox_root(home: Path) -> Path:
        return home / ".local" / "state" / "blognomic-tools" / "sandbox"

    def _sh(self, cmd: str, env: dict, cwd: Path) -> tuple[int, str]:
        r = subprocess.run(["bash", "-c", cmd], cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           text=True, timeout=TIMEOUT)
        return r.returncode, r.stdout

    def _ensure_sandbox(self) -> None:
        if self.sandbox_up:
            return
        env = self.env(self.home, "120", None)
        # the wiki's clock pinned to the time `make demo` uses: every edit a block makes has a fixed timestamp
        code, out = self._sh(f"blognomic sandbox up --clock {CLOCK}", env, ROOT)
        if code != 0:
            raise TourError(f"the sandbox did not start:\n{out}")
        self.sandbox_up = True
        from blognomic_tools.sandbox.mediawiki import LocalWiki

        wiki = LocalWiki(self.sandbox_root(self.home) / "wiki")
        # the seeded state is taken once: a sandbox started again (after a fresh-sandbox block) still holds what the
        # blocks before wrote, and every block starts from the seeded state (restored in run)
        if not (wiki.root / "snapshot").exists():
            wiki.snapshot()

    def close(self) -> None:
        if self.sandbox_up:
            self._sh("blognomic sandbox down", self.env(self.home, "120", None), ROOT)
            self.sandbox_up = False

    def run(self, block: Block) -> list[Command]:
        work = Path(tempfile.mkdtemp(prefix="work-", dir=self.scratch))
        (work / "fixtures").symlink_to(ROOT / "fixtures")
        columns = block.opts.get("columns", "120")
        home, config, fresh = self.home, None, False
        if block.env == "sandbox":
            self._ensure_sandbox()
            from blognomic_tools.sandbox.mediawiki import LocalWiki

            LocalWiki(self.sandbox_root(self.home) / "wiki").restore()
            config = self.sandbox_root(self.home) / "config.toml"
        elif block.env == "fixtures":
            home = Path(tempfile.mkdtemp(prefix="home-", dir=self.scratch))  # nothing a block leaves reaches another
        elif block.env == "fresh-sandbox":
            self.close()  # its own sandbox gets the usual ports, as a user's would
            home = Path(tempfile.mkdtemp(prefix="home-", dir=self.scratch))
            config, fresh = self.sandbox_root(home) / "config.toml", True
        env = self.env(home, columns, config)
        try:
            for s in block.setup:
                code, out = self._sh(self._ports(s, config), env, work)
                if code != 0:
                    raise TourError(f"{block.where}: setup {s!r} failed (exit {code}):\n{out}")
            result = []
            for c in block.commands:
                if self.verbose:
                    print(f"  $ {c.text}", file=sys.stderr)
                _, out = self._sh(self._ports(c.text, config), env, work)
                result.append(Command(c.text, self.normalise(out, work, home), c.gap))
            return result
        finally:
            if fresh:
                self._sh("blognomic sandbox down", env, ROOT)

    @staticmethod
    def _ports(cmd: str, config: Path | None) -> str:
        """http://127.0.0.1:PORT/api.php -> the sandbox wiki, http://127.0.0.1:PORT -> the sandbox blog."""
        if "127.0.0.1:PORT" not in cmd or config is None or not config.exists():
            return cmd
        text = config.read_text()
        wiki = re.search(r'^url = "(http://127\.0\.0\.1:\d+)/api\.php"', text, re.M)
        blog = re.search(r'^\[blog\]\nurl = "(http://127\.0\.0\.1:\d+)"', text, re.M)
        if wiki:
            cmd = cmd.replace("http://127.0.0.1:PORT/api.php", wiki.group(1) + "/api.php")
        if blog:
            cmd = cmd.replace("http://127.0.0.1:PORT", blog.group(1))
        return cmd

    def normalise(self, out: str, work: Path, home: Path) -> list[str]:
        for path, short in ((work, "."), (home, "~"), (ROOT, ".")):
            out = out.replace(str(path) + "/", "" if short == "." else short + "/").replace(str(path), short)
        out = re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1:PORT", out)
        # a port another process holds on this machine at the time (the sandbox says which it took instead): the
        # machine's, as the port itself is, not the command's
        out = re.sub(r"(?m)^note: port \d+ is taken; the (?:wiki|blog) uses \d+\n", "", out)
        lines = [ln.rstrip() for ln in out.split("\n")]
        while lines and not lines[-1]:
            lines.pop()
        return lines


# -- comparing and writing ------------------------------------------------------------------------------------------


def trim_of(spec: str | None, n: int) -> str | None:
    """The H+T rule for the n-th command (1-based) of a block: "H+T" for all, or "N=H+T, ..." per command."""
    if not spec or "=" not in spec:
        return spec
    rules = dict(part.strip().split("=") for part in spec.split(","))
    return rules.get(str(n))


def trimmed(lines: list[str], trim: str | None) -> list[str]:
    if not trim:
        return lines
    h, t = (int(x) for x in trim.split("+"))
    if len(lines) <= h + t + 1:
        return lines
    return lines[:h] + ["…"] + (lines[-t:] if t else [])


def render(block: Block, cmds: list[Command]) -> list[str]:
    out: list[str] = []
    for i, c in enumerate(cmds):
        if i and c.gap:
            out.append("")
        out.extend(("$ " + c.text).split("\n"))
        out.extend(trimmed(c.output, trim_of(block.opts.get("trim"), i + 1)))
    return out


TIME = re.compile(r"\b\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?Z?")
DURATION = re.compile(r"\b\d+\.\d+ s\b")


def masked(lines: list[str], block: Block) -> list[str]:
    out = []
    for ln in lines:
        ln = DURATION.sub("N.N s", ln)
        if block.opts.get("mask") == "times":
            ln = TIME.sub("TIME", ln)
        out.append(ln.rstrip())
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--write", action="store_true", help="rewrite the blocks from the real runs")
    ap.add_argument("--only", action="append", default=[], help="only blocks whose commands contain this text (repeatable)")
    ap.add_argument("--readme", type=Path, action="append", default=[],
                    help="a file whose blocks to run (repeatable; default: README.md and docs/*.md)")
    ap.add_argument("--env", action="append", default=[], choices=[e for e in ENVS if e != "skip"],
                    help="only blocks run this way (repeatable; default: every way)")
    ap.add_argument("--list", action="store_true", help="list the tour blocks and how each is run")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    files: dict[Path, tuple[str, list[str], list[Block]]] = {}
    for path in args.readme or tour_files():
        name = shown(path)
        try:
            lines = path.read_text(encoding="utf-8").split("\n")
        except OSError as e:
            print(f"error: {name}: cannot read it ({e.strerror or e})", file=sys.stderr)
            return 2
        try:
            files[path] = (name, lines, read_blocks(lines, name))
        except TourError as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
    blocks = [(path, b) for path, (_, _, bs) in files.items() for b in bs]
    chosen = [(path, b) for path, b in blocks
              if b.env != "skip" and (not args.env or b.env in args.env)
              and (not args.only or any(o in c.text for o in args.only for c in b.commands))]
    if args.list:
        for _, b in blocks:
            print(f"{b.where}: {b.env}{' ' + str(b.opts) if b.opts else ''}: " + " | ".join(c.text.split(chr(10))[0] for c in b.commands))
        return 0
    drifted = 0
    replacements: dict[Path, dict[int, tuple[int, list[str]]]] = {path: {} for path in files}
    with tempfile.TemporaryDirectory(prefix="readme-tour-") as tmp:
        tour = Tour(Path(tmp), verbose=args.verbose)
        try:
            for path, b in chosen:
                if args.verbose:
                    print(f"{b.where}: {b.env}", file=sys.stderr)
                try:
                    fresh = render(b, tour.run(b))
                except (TourError, subprocess.TimeoutExpired) as e:
                    print(f"error: {b.where}: {e}", file=sys.stderr)
                    return 2
                now = files[path][1][b.start:b.end]
                if masked(now, b) != masked(fresh, b):
                    drifted += 1
                    if not args.write:
                        print(f"{b.where}: {b.file} differs from a real run:")
                        sys.stdout.writelines(
                            ln + "\n" for ln in difflib.unified_diff(now, fresh, b.file, "real run", lineterm="", n=2))
                replacements[path][b.start] = (b.end, fresh)
        finally:
            tour.close()
    if args.write:
        written = []
        for path, (name, lines, _) in files.items():
            out = list(lines)
            for start in sorted(replacements[path], reverse=True):
                end, fresh = replacements[path][start]
                out[start:end] = fresh
            if out != lines:
                path.write_text("\n".join(out), encoding="utf-8")
                written.append(name)
        print(f"{len(chosen)} tour blocks run, {drifted} rewritten" + (f" in {', '.join(written)}" if written else ""))
        return 0
    print(f"{len(chosen)} tour blocks run, {drifted} differ" + (" (regenerate: python scripts/readme_tour.py --write)" if drifted else ""))
    return 1 if drifted else 0


if __name__ == "__main__":
    sys.exit(main())
