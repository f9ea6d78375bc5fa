"""Shared by the fuzz tests: mutations of real-format fixtures, and a bounded run of the code under test.

Every parser and engine is fuzzed the same way: take a fixture, mutate it (cut, delete, duplicate,
insert hostile snippets, swap bytes, blow up numbers), run the code, and accept only two outcomes:
a result, or one of the project's errors (``BlognomicError``). Anything else, or a run over the time
bound, fails the test with the mutated input in the message.

CI explores the same examples every run (derandomized, see conftest); ``HYPOTHESIS_PROFILE=explore``
searches fresh ones. Time bound: a SIGALRM interrupts a hang so that the test fails instead of stalling.
"""
from __future__ import annotations

import os
import resource
import signal
from contextlib import contextmanager
from typing import Any, Callable

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from blognomic_tools.errors import BlognomicError

HANG_S = 30.0  # a hang guard, not a speed bound: an input still running after this is a hang (speed lives in bench/)
MEMORY_LIMIT = 2 * 1024 ** 3  # address space growth allowed for one input (bytes)

# Snippets that have broken parsers before or that stress their edges: markup openers without closers,
# control characters, huge numbers, number words, odd dates, unbalanced HTML.
HOSTILE = [
    "{|", "|}", "|-", "||", "!!", "{{", "}}", "[[", "]]", "<!--", "-->", "<div>", "</div>", "<table>", "</td>",
    "\x0b", "\x0c", "\x00", "\r", "\u2028", "\ufeff", "=", "==", "'''", "<br/>", "&amp;", "&#0;", "&#xFFFFFFF;",
    "99999999999999999999", "-1", "1e308", "0", "nine", "twenty-seven", "a googol", "½",
    "31-02-2024", "29-02-2023 25:61:99", "99-99-9999", "http://[::1", "http://999.999.999.999/", "https://",
    "Quorum", "FOR", "AGAINST", "DEFERENTIAL", "VETO", "Gargantuan", "Small", "Wave", "Strength 999999999999",
    "<img src=x>", "<p>", "</p>", "<a href=\"", "\">", "<", ">", "&", ";", ":", ",", "\n", "\n\n", " ",
]


# Use on every fuzz test: the time bound is ours (run_fuzzed), and the inputs are large by design.
FUZZ = settings(deadline=None, suppress_health_check=list(HealthCheck), max_examples=3000 if os.environ.get("HYPOTHESIS_PROFILE") == "explore" else 150)


@st.composite
def mutated(draw, text: str, max_ops: int = 4) -> str:
    """`text` after 1..max_ops random edits; the edits keep most of the text, so parsers get far."""
    s = text
    for _ in range(draw(st.integers(1, max_ops))):
        n = len(s)
        op = draw(st.sampled_from(["cut", "delete", "duplicate", "insert", "insert", "replace", "swap", "number"]))
        i = draw(st.integers(0, n)) if n else 0
        j = min(n, i + draw(st.integers(0, 400)))
        if op == "cut":
            s = s[:i]
        elif op == "delete":
            s = s[:i] + s[j:]
        elif op == "duplicate":
            s = s[:j] + s[i:j] + s[j:]
        elif op == "insert":
            s = s[:i] + draw(st.one_of(st.sampled_from(HOSTILE), st.text(max_size=12))) + s[i:]
        elif op == "replace":
            s = s[:i] + draw(st.sampled_from(HOSTILE)) + s[j:]
        elif op == "swap" and n > 2:
            a, b = sorted((draw(st.integers(0, n - 1)), draw(st.integers(0, n - 1))))
            s = s[:a] + s[b:b + 1] + s[a + 1:b] + s[a:a + 1] + s[b + 1:]
        elif op == "number":
            # blow up the next number after i (a huge Strength, hour count, wave target...)
            k = i
            while k < n and not s[k].isdigit():
                k += 1
            if k < n:
                s = s[:k] + draw(st.sampled_from(["99999999999999999999", "0", "-5", "1" * 400])) + s[k:]
    return s


class Timeout(Exception):
    pass


@contextmanager
def bounded(limit: float = HANG_S):
    """Interrupt the block after `limit` seconds (so a hang fails the test instead of stalling the suite),
    and cap the address space, so a runaway allocation is a MemoryError rather than a dead machine."""
    def on_alarm(signum, frame):  # noqa: ARG001
        raise Timeout(f"over {limit} s")

    old = signal.signal(signal.SIGALRM, on_alarm)
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    try:
        used = _address_space()
        cap = used + MEMORY_LIMIT
        if hard == resource.RLIM_INFINITY or cap < hard:
            resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    except (ValueError, OSError):
        pass
    signal.setitimer(signal.ITIMER_REAL, limit)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
        try:
            resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
        except (ValueError, OSError):
            pass


def _address_space() -> int:
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[0]) * resource.getpagesize()
    except OSError:
        return 0


def run_fuzzed(fn: Callable[..., Any], *args: Any, what: str = "", **kwargs: Any) -> Any:
    """Run ``fn`` on a fuzzed input: its result, or None if it raised one of the project's errors.
    Any other exception, a MemoryError, or a run still going after HANG_S (a hang) fails with the input shown."""
    try:
        with bounded():
            result = fn(*args, **kwargs)
    except BlognomicError:
        result = None
    except Timeout:
        raise AssertionError(f"{what or fn.__name__}: hung (over {HANG_S} s) on input {_show(args)}") from None
    except Exception as e:  # noqa: BLE001 - that is the point of the check
        raise AssertionError(f"{what or fn.__name__}: {type(e).__name__}: {e} on input {_show(args)}") from e
    return result


def _show(args: tuple) -> str:
    r = repr(args)
    return r if len(r) < 600 else r[:300] + " … " + r[-300:]
