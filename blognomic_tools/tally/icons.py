"""The voting icons: what each icon on the page means is the Ruleset's to say (its Voting Icons rule)."""
from __future__ import annotations

from ..profile import RulesProfile
from .base import value_of


def icon_name(raw: str, profile: RulesProfile) -> str | None:
    """The Ruleset's name for an icon as the page shows it (the image's file name, "for.gif"; an alt text; or a name
    already, "FOR"), or None when its Voting Icons name no such icon. An image matches an icon by its file name (or
    the name without its extension, as the 2020 WordPress build drew "for.svg"), else by the icon's name or how the
    rule draws it ("DEF")."""
    icons = value_of(profile.vote_icons) or []
    r = raw.strip()
    low = r.lower()
    stem = low.rsplit(".", 1)[0]
    for i in icons:
        if r == i["name"]:
            return i["name"]
    for i in icons:
        img = (i.get("image") or "").lower()
        if img and (low == img or stem == img.rsplit(".", 1)[0]):
            return i["name"]
    for i in icons:
        if stem in (i["name"].lower(), (i.get("drawn_as") or "").lower()):
            return i["name"]
    return None


def icon_entry(name: str, profile: RulesProfile) -> dict:
    """The Voting Icons' entry for a named icon (its image, what it counts as and the rule saying so), {} when none."""
    return next((i for i in (value_of(profile.vote_icons) or []) if i["name"] == name), {})


def counts_as(raw: str, profile: RulesProfile) -> str | None:
    """An icon as the page shows it -> what it counts as by the Ruleset (its name, or the icon it counts as)."""
    n = icon_name(raw, profile)
    return (icon_entry(n, profile).get("counts_as") or n) if n else None


def not_a_vote(icon: str) -> str:
    """Why an icon is no FOR/AGAINST vote: one the Ruleset does not name ("?file"), or a named one of another kind."""
    if icon.startswith("?"):
        return f"icon {icon[1:]} is not one the Ruleset's Voting Icons name: no vote"
    return f"{icon} is not a vote FOR or AGAINST"
