"""An arena's ``tools:`` module (docs/items.md), imported and checked: a missing or incomplete
one printed a traceback (ModuleNotFoundError, AttributeError) from the middle of ``arena run``;
each problem is one line at the ``tools:`` line of ``arena.yaml``, with the fix."""

from __future__ import annotations

import difflib
import importlib
import importlib.util
import os
import pkgutil
import sys
from types import ModuleType

from arena.errors import BadItemFile

#: What an arena's ``tools:`` module defines (docs/items.md).
TOOLS_NAMES = ("TOOLS", "GATE", "CONSEQUENTIAL", "SYSTEM_PROMPT")


def import_tools(name: str, file: str, line: int | None = None) -> ModuleType:
    """The arena's tools module, checked: a missing or incomplete one printed a traceback
    (ModuleNotFoundError, AttributeError) from the middle of ``arena run``. The current folder
    is importable, as for ``--adapter module:factory`` (the ``arena`` script does not add it)."""

    def fail(problem: str) -> BadItemFile:
        return BadItemFile(file, line, f"tools: {problem}")

    from_here(name)
    before = _proposers()
    if not _findable(name) and (instead := _written_otherwise(name, file)):
        raise fail(instead)
    if not _findable(name):
        close = _close_module(name)
        hint = f" (did you mean {close!r}?)" if close else ""
        raise fail(
            f"no module {name!r}{hint} to import from {os.getcwd()} or PYTHONPATH; name the "
            f"module that defines {', '.join(TOOLS_NAMES)} (e.g. tools: arena.tools.rooms), "
            "and run from the folder that holds it or add that folder to PYTHONPATH"
        )
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        raise fail(
            f"{name} imports {exc.name!r}, which is not installed here; install it, or remove "
            "the import"
        ) from None
    except Exception as exc:  # the user's module: say what broke, in one line
        problem = " ".join(f"{type(exc).__name__}: {exc}".split())
        raise fail(f"importing {name} failed ({problem}); fix the module") from None
    missing = [attr for attr in TOOLS_NAMES if not hasattr(module, attr)]
    if missing:
        raise fail(
            f"{name} has no {', '.join(missing)}; a tools module defines TOOLS (the agent's "
            "functions), GATE (the name of the one that asks a person), CONSEQUENTIAL (the name "
            "of the one that needs approval) and SYSTEM_PROMPT, as arena.tools.rooms does"
        )
    names = [getattr(fn, "__name__", repr(fn)) for fn in module.TOOLS]
    for attr in ("GATE", "CONSEQUENTIAL"):
        if (form := name_form(name, attr, getattr(module, attr))) is not None:
            raise fail(form)
        if getattr(module, attr) not in names:
            raise fail(
                f"{name}.{attr} is {getattr(module, attr)!r}, not the name of one of its TOOLS "
                f"({', '.join(names) or 'none'}); add that tool to TOOLS or name one of them"
            )
    if (borrowed := borrowed_proposer(module, before)) is not None:
        raise fail(borrowed)
    _INSTRUCTIONS.setdefault(" ".join(str(module.SYSTEM_PROMPT).split()), None)
    return module


def name_form(module: str, attr: str, value: object) -> str | None:
    """Why ``GATE`` or ``CONSEQUENTIAL`` is not written as a tool's name, else ``None``: the
    tuple ``AgentSpec(consequential=...)`` takes (docs/drive.md), ``CONSEQUENTIAL =
    ("issue_refund",)``, was told it "is ('issue_refund',), not the name of one of its TOOLS
    (lookup_order, issue_refund, ask_manager)", the tool it names listed (users53), and the
    function itself, ``GATE = ask_manager``, printed its repr (drive38 fixed ``from_module``)."""
    if isinstance(value, str):
        return None
    if isinstance(value, tuple | list | set | frozenset) and value:
        names = [x if isinstance(x, str) else str(getattr(x, "__name__", repr(x))) for x in value]
        one = names[0]
        plain = all(isinstance(x, str) for x in value)  # else functions: their names, no repr
        shown = repr(value) if plain else f"a {type(value).__name__} of {', '.join(names)}"
    elif callable(value) and isinstance(fn_name := getattr(value, "__name__", None), str):
        one, shown = fn_name, f"the function {fn_name}"
    else:
        one, shown = "its_name", repr(value)
    return (
        f"{module}.{attr} is {shown}: a tools module names one tool there, as a str "
        f"({attr} = {one!r}), as arena.tools.rooms does"
    )


#: The tools modules :func:`borrowed_proposer` found a proposer of their own for, by name and
#: identity: one registered through a helper module is known as theirs only at their import.
_CLEARED: dict[str, int] = {}


def _proposers() -> set[int]:
    """The proposers registered so far, by identity: those an import adds are its own."""
    from arena import binding

    return {id(fn) for entries in binding.PROPOSERS.values() for _, fn in entries}


def borrowed_proposer(module: ModuleType, before: set[int] | None = None) -> str | None:
    """Why approvals of ``module``'s gate would bind no call, else None.

    Proposers are registered by the gate's name (:func:`arena.binding.register_proposer`), so a
    module of one's own whose gate is called ``request_approval`` with no proposer of its own got
    arena.tools.rooms's, which reads only that module's rooms: every approval of a room of its
    own bound no ``book_room`` call, and each approved booking was blocked ("the approval names
    no book_room call") on every adapter (outside team evals48). ``before``: the proposers
    registered before the module was imported (those it added are its own)."""
    from arena import binding

    if _CLEARED.get(module.__name__) == id(module):  # judged at its import (a helper's proposer)
        return None
    importlib.import_module("arena.tools.rooms")  # the scripted model imports it in every run
    gate, consequential = getattr(module, "GATE", None), getattr(module, "CONSEQUENTIAL", None)
    if not isinstance(gate, str) or gate == consequential or gate in binding.CONSEQUENTIAL:
        return None
    entries = binding.PROPOSERS.get(gate, [])
    fn = next((f for f in module.TOOLS if getattr(f, "__name__", None) == gate), None)
    home = getattr(fn, "__module__", None)
    own = {module.__name__, home}
    if not entries or any(
        getattr(f, "__module__", None) in own or (before is not None and id(f) not in before)
        for _, f in entries
    ):
        _CLEARED[module.__name__] = id(module)
        return None
    others = ", ".join(dict.fromkeys(str(getattr(f, "__module__", "?")) for _, f in entries))
    tool = entries[0][0]
    return (
        f"{module.__name__}'s gate {gate} registers no proposer of its own, so approvals of it "
        f"are read by {others}'s proposer for a gate of that name, which knows only its own "
        f"rooms: every approved {tool} call would be blocked by the harness ('the approval "
        f"names no {tool} call'); register one on the gate, @recorded(proposes=({tool!r}, "
        f"propose)), where propose(args, calls) returns the {tool} arguments the request asks "
        f"for, or None (as arena.tools.rooms.propose_booking does; docs/operator.md)"
    )


#: The ``SYSTEM_PROMPT`` of every tools module :func:`import_tools` imported in this process,
#: spacing squashed: the instructions the scripted model reads as its system text where a
#: framework for a model without a system role sends them as a user message
#: (:func:`arena.model.conversation.instructions_as_user`). It knew ``arena.tools.rooms``'s
#: alone, so a user's own arena with instructions of its own failed such an honest adapter on
#: every item (red team 36). Filled by the harness loading an arena, never by a request.
_INSTRUCTIONS: dict[str, None] = {}


def known_instructions() -> tuple[str, ...]:
    """The instructions of the tools modules this process imported (:data:`_INSTRUCTIONS`)."""
    return tuple(_INSTRUCTIONS)


def from_here(name: str) -> None:
    """Make the current folder importable for ``name`` where nothing on the path has it: the
    ``arena`` script does not add it, and a module a run was started with from this folder
    (``tools: ourrooms``) was "No module named 'ourrooms'" at ``arena resume`` run from the
    same folder, which its error told the operator to do (evals47)."""
    if not _findable(name) and os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())


def _findable(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):  # a dotted name whose parent package is missing
        return False


def _close_module(name: str) -> str | None:
    """A sibling of a misspelt dotted module (``arena.tools.roomz`` → ``arena.tools.rooms``)."""
    parent, _, leaf = name.rpartition(".")
    if not parent or not _findable(parent):
        return None
    try:
        paths = getattr(importlib.import_module(parent), "__path__", None)
    except Exception:
        return None
    siblings = [m.name for m in pkgutil.iter_modules(paths)] if paths else []
    close = difflib.get_close_matches(leaf, siblings, n=1)
    return f"{parent}.{close[0]}" if close else None


def _written_otherwise(name: str, file: str) -> str | None:
    """Where ``tools:`` names its module as a new user would and the import cannot (users52):
    as a file path (``tools: ./my_tools.py``, ``arena/tools/rooms.py``: "no module
    './my_tools.py'" named no fix), or a module kept beside arena.yaml, which is not on the
    import path (only the current folder and PYTHONPATH are). None otherwise."""
    from pathlib import Path

    if "/" in name or "\\" in name or name.endswith(".py"):
        dotted = name.removesuffix(".py").replace("\\", "/").strip("/")
        dotted = ".".join(part for part in dotted.split("/") if part not in ("", "."))
        return (
            f"{name!r} is a file path; tools takes a module name, as Python imports it: tools: "
            f"{dotted} (from the current folder or PYTHONPATH)"
        )
    import shlex

    folder = Path(file).parent
    # the arena's folder, then the one holding it: a team's workspace, where `arena run
    # ./refunds` finds the module, and `arena run ~/team/refunds` from elsewhere did not (users53)
    for at in (folder, folder.parent):
        leaf = at.joinpath(*name.split("."))
        beside = leaf.with_suffix(".py") if leaf.with_suffix(".py").is_file() else leaf
        if not (beside.is_file() or (beside / "__init__.py").is_file()):
            continue
        shown = shlex.quote(str(at))
        if at == folder:
            return (
                f"{beside} is there, beside arena.yaml, but a tools module is imported from the "
                f"current folder or PYTHONPATH, not the arena's folder: run with "
                f"PYTHONPATH={shown} (or move it to the folder you run from)"
            )
        return (
            f"{beside} is there, beside the arena's folder, but a tools module is imported from "
            f"the current folder ({os.getcwd()}) or PYTHONPATH: run from {shown}, or with "
            f"PYTHONPATH={shown}"
        )
    return None
