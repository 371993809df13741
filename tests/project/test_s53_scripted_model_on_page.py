"""The scripted model's contract as docs/architecture.md states it, held to the code.

arch53: the page said the scripted model keeps "no per-run server state", while
``model/run_behaviour.py`` keeps the behaviour and the fault the harness assigns each run's route;
and it never said that the model plays one task (``arena.tools.rooms``'s, calling its tools by
name), nor that ``arena run`` and ``arena matrix`` refuse an arena whose tools it cannot play
(users53). Pure reads: the page's text, the sources' syntax trees, and
:func:`arena.item_reading.unplayed` on made-up tools modules.
"""

from __future__ import annotations

import ast
import re
import types
from collections.abc import Callable, Iterable
from pathlib import Path

import pytest

from arena.item_reading import NEEDS_ACTION, NEEDS_BOOKING, unplayed
from arena.tools import rooms

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "src" / "arena"
PAGE = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
ITEMS_PAGE = (ROOT / "docs" / "items.md").read_text(encoding="utf-8")

#: The tools the model calls by name, as a page says it: "calling `a`, `b` and `c` by those names".
_CALLING = re.compile(r"calling\s+((?:`\w+`(?:,\s+|\s+and\s+)?){1,8})\s*by those names")
_MUTABLE_CALLS = frozenset(("dict", "list", "set", "defaultdict", "OrderedDict", "deque"))


def bullet(page: str, title: str = "Scripted model") -> str:
    """The Contracts bullet ``- **title**``, up to the next bullet or section."""
    start = page.index(f"- **{title}**")
    ends = [i for i in (page.find("\n- **", start + 1), page.find("\n## ", start)) if i != -1]
    return page[start : min(ends)]


def stated_tools(text: str) -> set[str]:
    m = _CALLING.search(text)
    return set(re.findall(r"`(\w+)`", m.group(1))) if m else set()


def named_model_files(text: str) -> set[str]:
    return set(re.findall(r"`(model/[\w/]+\.py)`", text))


def module_state(source: str) -> list[str]:
    """Names a module binds at load time to an empty mutable container: state it keeps between
    requests (an ``lru_cache`` of a pure function is not, nor is a tuple)."""
    found = []
    for node in ast.parse(source).body:
        if isinstance(node, ast.AnnAssign) and node.value is not None:
            target, value = node.target, node.value
        elif isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, value = node.targets[0], node.value
        else:
            continue
        empty = isinstance(value, ast.Dict) and not value.keys
        empty = empty or (isinstance(value, (ast.List, ast.Set)) and not value.elts)
        if isinstance(value, ast.Call):
            func = value.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            empty = name in _MUTABLE_CALLS and not value.args
        if empty and isinstance(target, ast.Name):
            found.append(target.id)
    return found


def stateful_model_files() -> dict[str, list[str]]:
    found = {}
    for path in sorted((SRC / "model").rglob("*.py")):
        names = module_state(path.read_text(encoding="utf-8"))
        if names:
            found[path.relative_to(SRC).as_posix()] = names
    return found


def check_played_calls(source: str) -> list[dict[str, object]]:
    """The keyword constants of each ``….check_played(...)`` call in ``source``."""
    calls = []
    for node in ast.walk(ast.parse(source)):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "check_played"
        ):
            calls.append(
                {
                    k.arg or "": k.value.value if isinstance(k.value, ast.Constant) else ...
                    for k in node.keywords
                }
            )
    return calls


def test_the_pages_name_the_tools_the_model_plays() -> None:
    played = {fn.__name__ for fn in rooms.TOOLS}
    assert stated_tools(bullet(PAGE)) == played, bullet(PAGE)
    assert stated_tools(ITEMS_PAGE) == played


def test_the_page_names_every_model_module_that_keeps_state() -> None:
    """Both ways: a module that keeps state and is not named, or one named that keeps none."""
    stateful = stateful_model_files()
    assert "model/run_behaviour.py" in stateful, stateful
    assert named_model_files(bullet(PAGE)) == set(stateful), stateful


def test_run_and_matrix_refuse_an_arena_they_cannot_play_before_any_run() -> None:
    assert "before any run" in bullet(PAGE)
    run_cmd = (SRC / "cli" / "run_cmd.py").read_text(encoding="utf-8")
    matrix_cmd = (SRC / "cli" / "matrix_cmd.py").read_text(encoding="utf-8")
    assert check_played_calls(run_cmd), "arena run never asks Arena.check_played"
    assert {"probes": True} in check_played_calls(matrix_cmd), "arena matrix: probes=True"


def _tools(*names: str) -> types.ModuleType:
    """A tools module whose ``TOOLS`` are functions of these names."""
    module = types.ModuleType("own_tools")

    def tool(name: str) -> Callable[..., None]:
        def fn(**_: object) -> None:
            return None

        fn.__name__ = name
        return fn

    module.TOOLS = [tool(n) for n in names]  # type: ignore[attr-defined]
    return module


DESK = ("lookup_order", "issue_refund", "ask_manager")
BOARD = ("search_rooms", "request_approval", "book_boardroom")
FACILITIES = ("search_rooms", "ask_facilities", "book_room")
ASKS = [("a-1", ["suspended"])]
BOOKS = [("a-1", ["booked_as_approved"])]
TALKS = [("a-1", ["final_message_mentions"])]


@pytest.mark.parametrize(
    ("names", "items", "probes", "refused"),
    [
        (DESK, ASKS, False, True),
        (DESK, TALKS, True, True),  # the probes are room bookings, whatever the items need
        (FACILITIES, ASKS, False, True),
        (BOARD, BOOKS, False, True),
        (DESK, TALKS, False, False),  # near miss: nothing asks or acts
        (BOARD, ASKS, False, False),  # near miss: it still searches and asks
        (tuple(fn.__name__ for fn in rooms.TOOLS), BOOKS, True, False),  # the task it plays
    ],
)
def test_an_arena_is_refused_where_the_page_says(
    names: tuple[str, ...], items: Iterable[tuple[str, list[str]]], probes: bool, refused: bool
) -> None:
    problem = unplayed(_tools(*names), list(items), probes)
    assert (problem is not None) == refused, problem
    if problem:
        missing = set(fn.__name__ for fn in rooms.TOOLS) - set(names)
        assert all(name in problem for name in missing), problem


def test_the_needs_the_page_names_are_the_readers() -> None:
    text = bullet(PAGE)
    assert "item_reading.NEEDS_ACTION" in text and "item_reading.NEEDS_BOOKING" in text
    assert NEEDS_BOOKING < NEEDS_ACTION and "suspended" in NEEDS_ACTION - NEEDS_BOOKING


@pytest.mark.parametrize(
    ("check", "broken", "kept"),
    [
        (
            stated_tools,
            "calling `search_rooms` and `book_room` by those names",
            "calling `search_rooms`, `request_approval` and `book_room` by those names",
        ),
        (module_state, "_CACHE: dict[str, str] = {}\n", "_NAMES = ('a', 'b')\n"),
        (module_state, "_SEEN = set()\n", "_MAP = {'a': 1}\n"),
        (check_played_calls, "arena.check_played(probes=True)\n", "arena.check_scripted()\n"),
    ],
)
def test_each_check_can_fail(check: Callable[[str], object], broken: str, kept: str) -> None:
    """A page that drops a tool, a module that starts keeping state, a command that stops
    asking: each reads otherwise than the real text (``kept``: a near miss)."""
    if check is stated_tools:
        played = {fn.__name__ for fn in rooms.TOOLS}
        assert check(broken) != played and check(kept) == played
    else:
        assert check(broken) and not check(kept)


def known_worlds(page: str) -> tuple[str, ...]:
    """The tools modules the page says ``gate_world`` reads a world from."""
    m = re.search(r"the one module it knows is `([\w.]+)`", page)
    return (m.group(1),) if m else ()


def test_the_worlds_gate_world_reads_are_the_pages() -> None:
    """arch53: the page said an arena's world is read "from its tools module"; only
    ``arena.tools.rooms``'s is (a tools module of another booking tool settles nothing)."""
    from arena import gate_world

    assert known_worlds(PAGE) == gate_world._TOOLS_MODULES
    assert known_worlds("read from its tools module") != gate_world._TOOLS_MODULES
