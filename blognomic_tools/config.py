"""The user's config file: TOML at the platform's config location (never in the repository).

    ~/.config/blognomic-tools/config.toml on Linux (platformdirs); BLOGNOMIC_CONFIG=path overrides (and must exist;
    set but empty is an error too).

    [wiki]
    url = "https://wiki.blognomic.com/api.php"
    user = "Kevan@blognomic-tools"        # a bot password (Special:BotPasswords); or the env vars
    password = "..."                      # BLOGNOMIC_WIKI_USER / BLOGNOMIC_WIKI_PASSWORD
    [blog]
    url = "https://blognomic.com"
    [blog.selectors]          # override any CSS selector of parsers/blog.py when the markup drifts
    comment_body = "div.commentbody"
    [ruleset]
    file = "/path/to/Ruleset.wiki"       # or:
    wiki = "https://wiki.blognomic.com/api.php"
    page = "Ruleset"
    [admin]
    name = "Kevan"                        # the admin name in suggested admin notes ("Enacted by Kevan")
    [clock]
    now = "2024-03-01T12:00:00Z"          # the tools' "now" (`sandbox up --clock` writes it); --as-of overrides

SCHEMA is the one description of the keys and their types; load_config checks the file against it,
so a wrong type or an unknown key is one error naming the file, the key and what was expected (never the value of
a secret key: SECRETS). A file holding a password that others may read or change, or any file others may change,
is said in a warning (logged once: the CLI prints it as `warning: ...`).
BLOGNOMIC_LIVE_WIKI / BLOGNOMIC_LIVE_BLOG move the "live" defaults (used by the tests, never needed by users).
"""
from __future__ import annotations

import logging
import math
import os
import stat
import tomllib
from datetime import datetime
from pathlib import Path

from .errors import BlognomicError
from .reading.times import EXAMPLE, now_utc, utc_time
from .redact import remember

LIVE_WIKI = "https://wiki.blognomic.com/api.php"
LIVE_BLOG = "https://blognomic.com"


class ConfigError(BlognomicError):
    """The config file cannot be read, is not TOML, or does not match SCHEMA."""


# key -> expected type; a dict is a table. "number" accepts int or float, "int" only int (not bool).
SCHEMA: dict = {
    "wiki": {
        "url": "string", "user": "string", "password": "string",
        "throttle": "number", "max_retries": "int", "retry_timeout": "number",
    },
    "blog": {"url": "string", "selectors": "selectors", "max_retries": "int", "retry_timeout": "number"},
    "ruleset": {"file": "string", "wiki": "string", "page": "string"},
    "admin": {"name": "string"},
    "clock": {"now": "time"},
}

MAX_SECONDS = 3600  # the longest wait a number of seconds may ask for (a throttle of 1e308 cannot be slept)
SECRETS = {("wiki", "password")}  # keys whose values are never echoed in a message

_TYPE_NAMES = {"time": f"a time such as \"{EXAMPLE}\"", "string": "a string", "number": "a number", "int": "an integer", "selectors": "a table of CSS selectors (strings)"}


def _toml_type(v, secret: bool = False) -> str:
    if secret:  # the kind only: "not the integer 12345" would print the password
        kind = "a boolean" if isinstance(v, bool) else "an integer" if isinstance(v, int) else "a number" if isinstance(v, float) \
            else "a table" if isinstance(v, dict) else "an array" if isinstance(v, list) else "a string" if isinstance(v, str) else "a value"
        return f"{kind} (its value is not shown: it is a secret)"
    if isinstance(v, bool):
        return "a boolean"
    if isinstance(v, int):
        return f"the integer {v}"
    if isinstance(v, float):
        return f"the number {v}"
    if isinstance(v, str):
        return f"the string {v!r}" if len(v) <= 40 else "a string"
    if isinstance(v, dict):
        return "a table"
    if isinstance(v, list):
        return "an array"
    return type(v).__name__


def _type_ok(kind: str, v) -> bool:
    if kind == "string":
        return isinstance(v, str)
    if kind == "int":
        return isinstance(v, int) and not isinstance(v, bool)
    if kind == "number":
        return isinstance(v, (int, float)) and not isinstance(v, bool)
    if kind == "selectors":
        return isinstance(v, dict)
    if kind == "time":
        try:
            return isinstance(v, str) and utc_time(v) is not None
        except ValueError:
            return False
    return False


def check_config(data: dict, where: str) -> dict:
    """`data` against SCHEMA: every table a table, every value of its type, no unknown key."""
    for section, value in data.items():
        if section not in SCHEMA:
            raise ConfigError(f"{where}: unknown key '{section}' (known: {', '.join(f'[{k}]' for k in SCHEMA)})")
        if not isinstance(value, dict):
            raise ConfigError(f"{where}: '{section}' must be a table ([{section}] with its keys), not {_toml_type(value)}")
        for key, v in value.items():
            kind = SCHEMA[section].get(key)
            if kind is None:
                raise ConfigError(f"{where}: unknown key '{section}.{key}' (known in [{section}]: {', '.join(SCHEMA[section])})")
            if not _type_ok(kind, v):
                raise ConfigError(f"{where}: '{section}.{key}' must be {_TYPE_NAMES[kind]}, not {_toml_type(v, (section, key) in SECRETS)}")
            if (section, key) in SECRETS:
                remember(v)
            if kind == "number" and not math.isfinite(v):
                raise ConfigError(f"{where}: '{section}.{key}' must be a finite number of seconds (got {v})")
            if kind in ("number", "int") and v < 0:
                raise ConfigError(f"{where}: '{section}.{key}' must not be negative (got {v})")
            if kind == "number" and v > MAX_SECONDS:
                raise ConfigError(f"{where}: '{section}.{key}' must be at most {MAX_SECONDS} seconds (got {v:g})")
            if kind == "string" and not v.strip():
                raise ConfigError(f"{where}: '{section}.{key}' is empty")
    sel = data.get("blog", {}).get("selectors", {})
    from .parsers.blog import DEFAULT_SELECTORS

    unknown = sorted(set(sel) - set(DEFAULT_SELECTORS))
    if unknown:
        raise ConfigError(f"{where}: unknown blog selector(s) {', '.join(unknown)} in [blog.selectors] (known: {', '.join(DEFAULT_SELECTORS)})")
    from .parsers.blog import selector_error

    for name, css in sel.items():
        if not isinstance(css, str) or not css.strip():
            raise ConfigError(f"{where}: 'blog.selectors.{name}' must be a CSS selector (a non-empty string), not {_toml_type(css)}")
        why = selector_error(css)
        if why:
            raise ConfigError(f"{where}: 'blog.selectors.{name}' = {css[:80]!r} is not a CSS selector ({why})")
    return data


def config_path() -> Path:
    env = os.environ.get("BLOGNOMIC_CONFIG")
    if env is not None and not env.strip():
        raise ConfigError(f"BLOGNOMIC_CONFIG is set but empty (a config named there must exist; unset BLOGNOMIC_CONFIG to use "
                          f"{_default_path()}, or the live sites when that does not exist either)")
    if env:
        return Path(env).expanduser()
    return _default_path()


def _default_path() -> Path:
    import platformdirs

    return Path(platformdirs.user_config_dir("blognomic-tools")) / "config.toml"


def _toml_place(text: str, error: str) -> str:
    """The key on the line a TOML error points at ("line 2, 'wiki.url': "), with a hint for the usual mistake (a
    string without quotes); "" when the line holds no key."""
    import re

    m = re.search(r"at line (\d+)", error)
    if not m:
        return ""
    lines = text.splitlines()
    n = int(m.group(1))
    if not 0 < n <= len(lines):
        return ""
    k = re.match(r"\s*([A-Za-z0-9_.\-\"']+)\s*=\s*(.*)", lines[n - 1])
    if not k:
        return ""
    section = next((h.group(1).strip() for line in reversed(lines[: n - 1]) if (h := re.match(r"\s*\[([^\[\]]+)\]", line))), None)
    key = f"{section}.{k.group(1)}" if section else k.group(1)
    value = k.group(2).strip()
    hint = " a string goes in quotes (\"...\");" if value and value[0] not in "\"'[{" and not re.fullmatch(r"[-+0-9._eE]+|true|false", value.split("#")[0].strip()) else ""
    return f"line {n}, '{key}':{hint} "


def parse_config(raw: bytes, where: str) -> dict:
    """The bytes of a config file -> its checked contents (a ConfigError for anything else)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise ConfigError(f"{where}: not a text file (byte {e.start} is not UTF-8); the config file is TOML") from None
    if "\x00" in text:
        raise ConfigError(f"{where}: not a text file (it contains NUL bytes); the config file is TOML")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise ConfigError(f"{where}: {_toml_place(text, str(e))}not valid TOML ({e})") from None
    except RecursionError:  # arrays or inline tables nested thousands deep: no config is (its tables are two deep)
        raise ConfigError(f"{where}: nested too deeply to be a config file (its tables are [section] and [blog.selectors])") from None
    return check_config(data, where)


def load_config() -> dict:
    """The checked config: {} when the default file does not exist (the live sites, read-only). A file named by
    BLOGNOMIC_CONFIG must exist: a mistyped path would otherwise send every command, writes included, to the live
    wiki and blog."""
    p = config_path()
    try:
        there = p.exists()
    except (OSError, ValueError):  # a name no file can have (too long, a NUL)
        raise ConfigError(f"BLOGNOMIC_CONFIG={str(p)[:120]}: not a file name (unset BLOGNOMIC_CONFIG to use {_default_path()})") from None
    if os.environ.get("BLOGNOMIC_CONFIG") and not there:
        raise ConfigError(f"BLOGNOMIC_CONFIG={p}: no such file (a config named there must exist; unset BLOGNOMIC_CONFIG to use "
                          f"{_default_path()}, or the live sites when that does not exist either)")
    if not there:
        return {}
    try:
        raw = p.read_bytes()
        mode = p.stat().st_mode
    except OSError as e:
        raise ConfigError(f"{p}: cannot read the config file ({e.strerror})") from None
    data = parse_config(raw, str(p))
    exposed = exposure(data, mode, str(p))
    if exposed and exposed not in _said:
        _said.add(exposed)
        logging.getLogger(__name__).warning(exposed)
    return data


_said: set[str] = set()


def exposure(data: dict, mode: int, where: str) -> str | None:
    """What is wrong with who may read or change a config file (None: nothing): a bot password that others (group
    or all) may read or change, or a file anyone may change (they could send the login to another wiki)."""
    if os.name == "nt":  # no owner/group/other modes there (st_mode says 666 for any writable file)
        return None
    shown = f"mode {stat.S_IMODE(mode):o}"
    if any(data.get(section, {}).get(key) is not None for section, key in SECRETS) and mode & 0o077:
        who = "change" if mode & 0o022 and not mode & 0o044 else "read" if not mode & 0o022 else "read and change"
        return f"{where} holds the wiki's bot password and others may {who} it ({shown}): chmod 600 {where}"
    if mode & 0o002:
        return f"{where}: anyone may change this config file ({shown}), and with it where the tools log in: chmod 600 {where}"
    return None


def live_wiki() -> str:
    return os.environ.get("BLOGNOMIC_LIVE_WIKI") or LIVE_WIKI


def live_blog() -> str:
    return os.environ.get("BLOGNOMIC_LIVE_BLOG") or LIVE_BLOG


def default_wiki() -> str:
    """The wiki commands read without --wiki: the config's [wiki] url, else the live wiki."""
    return load_config().get("wiki", {}).get("url") or live_wiki()


def default_blog() -> str:
    return load_config().get("blog", {}).get("url") or live_blog()


def tools_now() -> datetime:
    """The tools' "now" (what --as-of, --until, --date default to): the config's [clock] now (a sandbox with its clock
    pinned writes it, so that the tools and its wiki agree on the time), else the real time."""
    pinned = load_config().get("clock", {}).get("now")
    return utc_time(pinned) if pinned else now_utc()


def admin_name() -> str | None:
    """The admin's name for suggested admin notes: the config's [admin] name (None if unset)."""
    return load_config().get("admin", {}).get("name")
