"""Where installed arenas live, and the tools module each declares — without loading one.

Loading an arena validates its files with pydantic and YAML (:mod:`arena.arenas`): ~0.2 s the
first time in a process that has not built a pydantic model yet. Every resume's allow-list check
(:mod:`arena.runs.allow`) needs only each installed arena's ``tools:`` module (docs/architecture.md).
"""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

#: arena.yaml's top-level ``tools:`` line: a dotted module name, plain or quoted, maybe commented.
_TOOLS_LINE = re.compile(
    r"^tools:[ \t]*(['\"]?)([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*)\1[ \t]*(?:#.*)?$"
)


def arena_roots() -> list[Path]:
    """The checkout's ``arenas/`` and the installed package's ``_arenas/``, where present."""
    roots: list[Path] = []
    checkout = Path(__file__).resolve().parents[2] / "arenas"
    if checkout.is_dir():
        roots.append(checkout)
    packaged = Path(str(resources.files("arena"))) / "_arenas"
    if packaged.is_dir():
        roots.append(packaged)
    return roots


def declared_tools_modules() -> frozenset[str]:
    """Each installed arena's ``tools:`` module as its arena.yaml declares it. An arena whose
    line is missing or not a plain dotted name (a flow mapping, a multi-line value) declares
    nothing here: its runs then resume only with the module in the allow-list's tools_modules."""
    found: set[str] = set()
    for root in arena_roots():
        for spec in root.glob("*/arena.yaml"):
            try:
                lines = spec.read_text(encoding="utf-8").splitlines()
            except (OSError, UnicodeError):
                continue
            for line in lines:
                if (match := _TOOLS_LINE.match(line)) is not None:
                    found.add(match.group(2))
                    break
    return frozenset(found)


__all__ = ["arena_roots", "declared_tools_modules"]


def available_arenas() -> list[str]:
    """The installed arenas' names, sorted."""
    return sorted({p.parent.name for root in arena_roots() for p in root.glob("*/arena.yaml")})


def not_an_arena(given: str, path: Path) -> str:
    """``./myarena/items.yaml`` (a file of the arena) or a folder without arena.yaml."""
    what = "is a file" if path.is_file() else "holds no arena.yaml"
    said = f"{given} {what}; an arena is a name or the folder holding arena.yaml"
    dot = "./" if given.startswith("./") else ""
    for folder in (path.parent, *path.parent.parents)[:2] if path.is_file() else ():
        if (folder / "arena.yaml").is_file():
            return f"{said} (did you mean {dot}{folder}?)"
    if path.is_dir():  # arena.yml or Arena.yaml beside: "holds no arena.yaml" alone (users52)
        from arena.yamlfile import named_otherwise

        if near := named_otherwise(path / "arena.yaml"):
            return f"{said} ({near} is there: rename it arena.yaml)"
    inside = sorted(p.parent for p in path.glob("*/arena.yaml")) if path.is_dir() else []
    if inside:
        return f"{said}; arenas in it: {', '.join(dot + str(p) for p in inside[:5])}"
    return said


def no_such_arena(given: str) -> str:
    """Neither an installed arena nor an existing path. ``broken/nonexist`` read "unknown arena",
    as if only its name were wrong (outside29b finding 25): a path-shaped one is said missing,
    relative to which folder, with what its nearest existing folder holds, the installed arenas
    and the fix."""
    import difflib  # here: only a wrong name needs it

    known = available_arenas()
    listed = ", ".join(known) or "none found"
    fix = "give an installed arena's name (arena list) or the path of a folder holding arena.yaml"
    path = Path(given)
    if len(path.parts) < 2 and not given.startswith((".", "~")):
        close = difflib.get_close_matches(given, known, n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        return (
            f"unknown arena {given!r}{hint}; known arenas: {listed}; nor is there a folder "
            f"{given} in {Path.cwd()}; {fix}"
        )
    where = "" if path.is_absolute() else f" (relative to the current folder {Path.cwd()})"
    said = f"no folder {given}{where}"
    parent = next((p for p in path.parents if p.is_dir()), Path("."))
    if given.startswith("~"):
        said += " ('~' is not expanded inside quotes: write the path without them, or in full)"
    elif parent != path.parent:
        # a file on the way: "not even /etc/passwd" read as if it were not there (users36)
        file = next((p for p in path.parents if p.exists() and not p.is_dir()), None)
        said += f": {file} is a file, not a folder" if file else f": not even {path.parent}"
    else:
        shown = "the current folder" if str(parent) == "." else str(parent)
        subs = sorted(p.name for p in parent.iterdir() if p.is_dir())
        arenas = sorted(p.parent.name for p in parent.glob("*/arena.yaml"))
        # an arena's folder first, never a hidden one: './myarena' read "did you mean .arena?",
        # the store's own folder (users40)
        close = difflib.get_close_matches(path.name, arenas, n=1) or difflib.get_close_matches(
            path.name, [s for s in subs if not s.startswith(".")], n=1
        )
        if close:
            said += f" (did you mean {parent / close[0]}?)"
        elif arenas:
            more = f" and {len(arenas) - 5} more" if len(arenas) > 5 else ""
            said += f"; arenas in {shown}: {', '.join(arenas[:5])}{more}"
        else:
            said += f"; {shown} holds no arena"
    return f"{said}; installed arenas: {listed}; {fix}"
