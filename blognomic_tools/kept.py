"""What the tools keep in their state folder (platformdirs' user_state_dir "blognomic-tools", never the repository):
the record of which revision `wiki get` read (sources/reads.py),
the sandbox, and the posts of the saves that need one (a Fortnight's Herald), so that a rerun can give such a post
again when the run that saved the page could not write it (a closed pipe, a signal, an --out that failed).

A kept post is the story (title, sections, links) of one saved revision, keyed by the wiki, the page and that
revision, with what it was made from (the roll, the Virtual Actions' digest, the date). It is written whole or not
at all (a temporary file renamed), and read back checked: a damaged file is not a post.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
from pathlib import Path

from .herald import Story


def state_dir() -> Path:
    """The tools' state folder: ~/.local/state/blognomic-tools on Linux."""
    import platformdirs

    return Path(platformdirs.user_state_dir("blognomic-tools"))


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def post_path(kind: str, wiki: str, page: str, revid: int) -> Path:
    """Where the post of `page`'s revision `revid` on `wiki` is kept: one file per saved revision."""
    slug = re.sub(r"[^A-Za-z0-9._-]+", "_", page)[:60]
    key = digest(f"{wiki}\n{page}\n{revid}")[:16]
    return state_dir() / kind / f"{slug}-{revid}-{key}.json"


def story_dict(story: Story) -> dict:
    return dict(story.to_dict(), wiki_base=story.wiki_base)


def story_of(data: dict) -> Story:
    """A Story from `story_dict`'s form (ValueError when it is not one)."""
    try:
        sections = [(s["heading"], [(line["text"], line["link"]) for line in s["lines"]]) for s in data["sections"]]
        story = Story(data["title"], sections, wiki_base=data.get("wiki_base"))
    except (KeyError, TypeError) as e:
        raise ValueError(f"not a kept story ({e})") from None
    if not isinstance(story.title, str) or not all(isinstance(t, str) for _, lines in sections for t, _ in lines):
        raise ValueError("not a kept story (a title or a line is not text)")
    return story


def keep_post(kind: str, wiki: str, page: str, revid: int, story: Story, made_from: dict) -> Path:
    """Keep the post of a saved revision (OSError when the state folder cannot be written)."""
    path = post_path(kind, wiki, page, revid)
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {"wiki": wiki, "page": page, "revid": revid, "made_from": made_from, "story": story_dict(story)}
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".keeping-", suffix=".json")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=1)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


def kept_post(kind: str, wiki: str, page: str, revid: int) -> tuple[Story, dict] | None:
    """(the story, what it was made from) kept for that revision; None when none is kept, or the file is damaged or
    names another revision (then the post is rebuilt, as if none were kept)."""
    path = post_path(kind, wiki, page, revid)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if (data.get("wiki"), data.get("page"), data.get("revid")) != (wiki, page, revid):
            return None
        return story_of(data["story"]), dict(data.get("made_from") or {})
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
