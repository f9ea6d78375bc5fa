"""The package's layers, read from the source with `ast`: every import (at module level and inside functions) makes
an edge of the module graph, which has no cycle; no module imports another's private (underscore) names; the
library never imports the CLI."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "blognomic_tools"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def is_package(name: str) -> bool:
    return MODULES[name].name == "__init__.py"


def resolve(importer: str, node: ast.ImportFrom) -> str | None:
    """The absolute module a `from ... import` names (None: outside the package)."""
    if node.level == 0:
        return node.module
    base = importer.split(".") if is_package(importer) else importer.split(".")[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


class Imports:
    """What one module imports: the package's modules it needs loaded (line by line), the private names it takes
    from another module, and the private attributes it reads of a module it imported."""

    def __init__(self, name: str):
        self.name = name
        self.edges: dict[str, int] = {}
        self.private: list[str] = []
        tree = ast.parse(MODULES[name].read_text(), str(MODULES[name]))
        aliases: dict[str, str] = {}  # local name -> a module of the package
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for a in node.names:
                    if a.name in MODULES:
                        self.add(a.name, node.lineno)
                        aliases[a.asname or a.name] = a.name
            elif isinstance(node, ast.ImportFrom):
                base = resolve(name, node)
                if base is None or base.split(".")[0] != PACKAGE.name:
                    continue
                for a in node.names:
                    full = f"{base}.{a.name}"
                    if full in MODULES:  # a submodule
                        self.add(full, node.lineno)
                        aliases[a.asname or a.name] = full
                    else:
                        self.add(base, node.lineno)
                        if private(a.name):
                            self.private.append(f"line {node.lineno}: from {base} import {a.name}")
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in aliases and private(node.attr):
                self.private.append(f"line {node.lineno}: {aliases[node.value.id]}.{node.attr}")

    def add(self, target: str, line: int) -> None:
        if target not in MODULES or target == self.name:
            return
        self.edges.setdefault(target, line)
        # a module of another package runs that package's __init__ first (and its parents'); a sibling inside the
        # same package does not add its own package (Python is already importing it), nor does a folder without an
        # __init__.py (it runs nothing)
        parts = target.split(".")
        for i in range(1, len(parts)):
            parent = ".".join(parts[:i])
            if parent in MODULES and not (self.name == parent or self.name.startswith(parent + ".")):
                self.edges.setdefault(parent, line)


GRAPH = {name: Imports(name) for name in MODULES}


def find_cycle(graph: dict[str, Imports]) -> list[str] | None:
    """A cycle of the module graph (its modules in import order, the first repeated at the end), or None."""
    state: dict[str, int] = {}  # 1 on the path, 2 done
    path: list[str] = []

    def visit(v: str) -> list[str] | None:
        state[v] = 1
        path.append(v)
        for w in sorted(graph[v].edges):
            if state.get(w) == 1:
                return path[path.index(w):] + [w]
            if w not in state:
                found = visit(w)
                if found:
                    return found
        path.pop()
        state[v] = 2
        return None

    for v in sorted(graph):
        if v not in state:
            found = visit(v)
            if found:
                return found
    return None


def describe(cycle: list[str]) -> str:
    return "\n".join(f"  {a} -> {b} (line {GRAPH[a].edges[b]} of {MODULES[a].relative_to(PACKAGE.parent)})" for a, b in zip(cycle, cycle[1:]))


def test_the_graph_is_read_from_every_module():
    # what the checks below stand on: imports at module level and inside functions, relative and absolute
    assert len(MODULES) >= 50
    assert "blognomic_tools.validators.gamestate" in GRAPH["blognomic_tools.enactment.gamestate"].edges
    assert "blognomic_tools.dynasties" in GRAPH["blognomic_tools.validators.gamestate"].edges
    assert "blognomic_tools.parsers.gamestate" in GRAPH["blognomic_tools.cli.gamestate"].edges  # inside a command
    assert "blognomic_tools.cli.main" in GRAPH["blognomic_tools.cli.entry"].edges  # inside main()


def test_find_cycle_reports_a_cycle():
    class Node:
        def __init__(self, *edges):
            self.edges = dict.fromkeys(edges, 1)

    assert find_cycle({"a": Node("b"), "b": Node("c"), "c": Node()}) is None
    assert find_cycle({"a": Node("b"), "b": Node("c"), "c": Node("a")}) == ["a", "b", "c", "a"]


def test_no_import_cycle():
    cycle = find_cycle(GRAPH)
    assert cycle is None, "modules that import each other (directly or through others):\n" + describe(cycle)


def test_no_module_imports_another_modules_private_names():
    found = {MODULES[n].relative_to(PACKAGE.parent).as_posix(): GRAPH[n].private for n in sorted(GRAPH) if GRAPH[n].private}
    assert not found, found


@pytest.mark.parametrize("name", sorted(n for n in MODULES if not n.startswith(f"{PACKAGE.name}.cli")))
def test_the_library_never_imports_the_cli(name):
    cli = sorted(t for t in GRAPH[name].edges if t == f"{PACKAGE.name}.cli" or t.startswith(f"{PACKAGE.name}.cli."))
    assert not cli, f"{name} imports {cli}: the CLI parses arguments and prints; what it calls lives in the library"


def test_saving_reaches_nothing_below_the_wiki_client():
    """saving.write_page is the workflow of a save (read, change, merge, validate, diff); everything between a text
    ready to save and the wiki's answer (login, throttle, token, maxlag, retries, MediaWiki's error codes) is the
    edit funnel's, Wiki.edit. So saving.py imports neither mwclient nor requests, and never touches the client's
    mwclient site (`wiki.site`) or its raw API calls."""
    tree = ast.parse(MODULES["blognomic_tools.saving"].read_text())
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            imported.add(node.module.split(".")[0])
    assert not imported & {"mwclient", "requests", "urllib3", "http"}, imported
    below = sorted(f"line {n.lineno}: .{n.attr}" for n in ast.walk(tree) if isinstance(n, ast.Attribute)
                   and n.attr in ("site", "session", "raw_api", "raw_call", "api", "post", "get_token", "last_save", "settings"))
    assert not below, below
