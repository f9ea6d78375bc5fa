"""The user's config file: TOML at the platform's config location (never in the repository).

    ~/.config/blognomic-tools/config.toml on Linux (platformdirs); BLOGNOMIC_CONFIG=path overrides.

    [blog]
    url = "https://blognomic.com"
    [blog.selectors]          # override any CSS selector of parsers/blog.py when the markup drifts
    comment_body = "div.commentbody"
    [ruleset]
    file = "/path/to/Ruleset.wiki"       # or:
    wiki = "https://wiki.blognomic.com/api.php"
    page = "Ruleset"
"""
from __future__ import annotations

import os
import tomllib
from pathlib import Path

from .errors import BlognomicError


def config_path() -> Path:
    env = os.environ.get("BLOGNOMIC_CONFIG")
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_config_dir("blognomic-tools")) / "config.toml"


def load_config() -> dict:
    p = config_path()
    if not p.exists():
        return {}
    try:
        with p.open("rb") as f:
            data = tomllib.load(f)
    except tomllib.TOMLDecodeError as e:
        raise BlognomicError(f"{p}: not valid TOML ({e})") from None
    except OSError as e:
        raise BlognomicError(f"{p}: cannot read the config file ({e.strerror})") from None
    sel = data.get("blog", {}).get("selectors", {})
    from .parsers.blog import DEFAULT_SELECTORS

    unknown = sorted(set(sel) - set(DEFAULT_SELECTORS))
    if unknown:
        raise BlognomicError(f"{p}: unknown blog selector(s) {', '.join(unknown)} (known: {', '.join(DEFAULT_SELECTORS)})")
    return data
