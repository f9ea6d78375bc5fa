"""The user's config file: TOML at the platform's config location (never in the repository).

    ~/.config/blognomic-tools/config.toml on Linux (platformdirs); BLOGNOMIC_CONFIG=path overrides (and must exist).

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

SCHEMA is the one description of the keys and their types; load_config checks the file against it,
so a wrong type or an unknown key is one error naming the file, the key and what was expected.
BLOGNOMIC_LIVE_WIKI / BLOGNOMIC_LIVE_BLOG move the "live" defaults (used by the tests, never needed by users).
"""
from __future__ import annotations

import os
import tomllib
from pathlib import Path

from .errors import BlognomicError

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
    "blog": {"url": "string", "selectors": "selectors"},
    "ruleset": {"file": "string", "wiki": "string", "page": "string"},
    "admin": {"name": "string"},
}

_TYPE_NAMES = {"string": "a string", "number": "a number", "int": "an integer", "selectors": "a table of CSS selectors (strings)"}


def _toml_type(v) -> str:
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
                raise ConfigError(f"{where}: '{section}.{key}' must be {_TYPE_NAMES[kind]}, not {_toml_type(v)}")
            if kind in ("number", "int") and v < 0:
                raise ConfigError(f"{where}: '{section}.{key}' must not be negative (got {v})")
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
    if env:
        return Path(env).expanduser()
    return _default_path()


def _default_path() -> Path:
    import platformdirs

    return Path(platformdirs.user_config_dir("blognomic-tools")) / "config.toml"


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
        raise ConfigError(f"{where}: not valid TOML ({e})") from None
    return check_config(data, where)


def load_config() -> dict:
    """The checked config: {} when the default file does not exist (the live sites, read-only). A file named by
    BLOGNOMIC_CONFIG must exist: a mistyped path would otherwise send every command, writes included, to the live
    wiki and blog."""
    p = config_path()
    if os.environ.get("BLOGNOMIC_CONFIG") and not p.exists():
        raise ConfigError(f"BLOGNOMIC_CONFIG={p}: no such file (a config named there must exist; unset BLOGNOMIC_CONFIG to use "
                          f"{_default_path()}, or the live sites when that does not exist either)")
    if not p.exists():
        return {}
    try:
        raw = p.read_bytes()
    except OSError as e:
        raise ConfigError(f"{p}: cannot read the config file ({e.strerror})") from None
    return parse_config(raw, str(p))


def live_wiki() -> str:
    return os.environ.get("BLOGNOMIC_LIVE_WIKI") or LIVE_WIKI


def live_blog() -> str:
    return os.environ.get("BLOGNOMIC_LIVE_BLOG") or LIVE_BLOG


def default_wiki() -> str:
    """The wiki commands read without --wiki: the config's [wiki] url, else the live wiki."""
    return load_config().get("wiki", {}).get("url") or live_wiki()


def default_blog() -> str:
    return load_config().get("blog", {}).get("url") or live_blog()


def admin_name() -> str | None:
    """The admin's name for suggested admin notes: the config's [admin] name (None if unset)."""
    return load_config().get("admin", {}).get("name")
