"""`blognomic` run as the tests run it: in the test's own process by default, or as a child process.

In process, the command is the CLI's own `main` (what the installed `blognomic` runs after its start-up guard), given
the environment, arguments, standard input and working directory the test gives, its two streams captured as a
child's would be (not terminals, UTF-8, read back with universal newlines) and its exit code taken from SystemExit; an
exception no command handles is a traceback on stderr and exit 1, as the interpreter gives. A command in process
starts with what the modules already compiled (the phrasings' patterns), which is the whole gain: one process per
worker pays for that once instead of every command.

A test about the process itself (a closed pipe, Ctrl-C, start-up, a terminal) runs the real executable
(`process=True`), and BLOGNOMIC_TESTS_IN_PROCESS=0 runs every command as a child process.
"""
from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
import traceback
from pathlib import Path

EXE = str(Path(sys.executable).parent / "blognomic")
IN_PROCESS = os.environ.get("BLOGNOMIC_TESTS_IN_PROCESS", "1") != "0"


def blognomic(*args, env: dict | None = None, input: str | None = None, cwd=None, timeout: float = 600,
              process: bool = False) -> subprocess.CompletedProcess:
    """`blognomic ARGS...` with the given environment (None: the test process's), standard input and directory."""
    argv = [str(a) for a in args]
    if process or not IN_PROCESS:
        return subprocess.run([EXE, *argv], capture_output=True, text=True, env=env, input=input, cwd=cwd, timeout=timeout)
    return _in_process(argv, env, input, cwd)


@contextlib.contextmanager
def _environment(env: dict | None):
    if env is None:
        yield
        return
    saved = dict(os.environ)
    os.environ.clear()
    os.environ.update(env)
    try:
        yield
    finally:
        os.environ.clear()
        os.environ.update(saved)


def _stream(data: bytes = b"") -> io.TextIOWrapper:
    return io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="surrogateescape", write_through=True)


def _text(stream: io.TextIOWrapper) -> str:
    stream.flush()
    return io.TextIOWrapper(io.BytesIO(stream.buffer.getvalue()), encoding="utf-8", errors="replace").read()


def _in_process(argv: list[str], env: dict | None, input: str | None, cwd) -> subprocess.CompletedProcess:
    from blognomic_tools.cli.main import main

    out, err = _stream(), _stream()
    saved = (sys.argv, sys.stdin, sys.stdout, sys.stderr, os.getcwd())
    sys.argv = ["blognomic", *argv]
    sys.stdin = _stream((input or "").encode("utf-8"))
    sys.stdout, sys.stderr = out, err
    code = 0
    try:
        with _environment(env):
            if cwd is not None:
                os.chdir(cwd)
            try:
                main(argv)
            except SystemExit as e:
                code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
                if e.code is not None and not isinstance(e.code, int):
                    err.write(f"{e.code}\n")
            except KeyboardInterrupt:
                err.write("error: interrupted\n")
                code = 130
            except Exception:
                from blognomic_tools.redact import scrub  # as the entry point's hook prints it: secrets cut out

                err.write(scrub("".join(traceback.format_exc())))
                code = 1
    finally:
        sys.argv, sys.stdin, sys.stdout, sys.stderr, where = saved
        os.chdir(where)
    return subprocess.CompletedProcess(["blognomic", *argv], code, _text(out), _text(err))
