"""A pytest plugin (``-p pure_core_plugin``) that makes the C-extension packages the core once needed unimportable,
so that the core's tests show it runs on pure Python (as in Pyodide). Used by test_pure_core.py."""
from __future__ import annotations

import sys

BLOCKED = ("lxml", "cssselect", "regex", "wikitextparser")


class _Blocked:
    """A meta path finder that refuses the blocked packages (and their submodules)."""

    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in BLOCKED:
            raise ModuleNotFoundError(f"No module named {name!r} (blocked: the core must run without it)", name=name)
        return None


loaded = sorted(m for m in sys.modules if m.partition(".")[0] in BLOCKED)
if loaded:
    raise RuntimeError(f"imported before the block was installed: {', '.join(loaded)}")
sys.meta_path.insert(0, _Blocked())


def pytest_sessionfinish(session, exitstatus):
    loaded = sorted(m for m in sys.modules if m.partition(".")[0] in BLOCKED)
    if loaded:  # pragma: no cover - the finder refuses them; this would mean a way around it
        raise RuntimeError(f"imported despite the block: {', '.join(loaded)}")
