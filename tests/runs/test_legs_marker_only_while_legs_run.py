"""The child-process marker and plain calls after the legs (red team 11, findings 1 and 5).

The first leg exported ``ARENA_LEGS_PARENT`` and never took it back: a unit test's subprocess
calling ``book_room`` after an eval was refused, its refusal went into the children's file, and
the NEXT correct eval failed with NotTheHarness over it. And the harness's own wrapper called
after the legs (a unit test between two evals) was a stray. Now the marker is exported only
while legs run, a child refuses only while a leg of its parent runs, a leg is given only the
child lines written after it started. A call of the wrapper with no leg running was then a plain
function call, in process and in a child alike — and an adapter's thread, exit hook or child
booked denied rooms after its leg that way (red team 22): now, in a process that ran legs or one
an arena process started, it is a plain call only inside ``arena.strays.plain_calls()`` (a unit
test says so), else a refused stray that fails nothing but the process's result. Around the
wrapper it is still a stray.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from arena.adapters.base import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.contextless import CHILD_ENV, children_file
from arena.drive import Driver
from arena.drive._unowned import failed_over
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.strays import plain_calls
from arena.tools import JOURNAL_ENV, ledger, rooms

TASK = "Book a meeting room for 6 people on Tuesday."
BOOK = "from arena.tools.rooms import book_room; print({call}({room!r}))"
#: A unit test's subprocess that calls the tool on purpose says so (red team 22).
PLAIN = (
    "from arena.strays import plain_calls; from arena.tools.rooms import book_room\n"
    "with plain_calls(): print({call}({room!r}))"
)


@pytest.fixture(autouse=True)
def _strays_made_here_fail_nothing_else() -> Iterator[None]:
    yield
    failed_over()


def _run(
    adapter: VanillaAdapter, arena: Arena, endpoint: ModelEndpoint, expect: str
) -> list[RunResult]:
    jobs = [(adapter, i) for i in arena.items if i.meta.get("expect") == expect][:3]
    return asyncio.run(run_many(jobs, endpoint, settings=RunSettings(concurrency=2)))


def _error(r: RunResult) -> str:
    return " ".join(leg.error or "" for leg in r.trace.legs)


def _adapter() -> VanillaAdapter:
    return VanillaAdapter(AgentSpec.from_module(rooms))


def _child(call: str, room: str, env: dict[str, str] | None = None, plain: bool = False) -> str:
    code = (PLAIN if plain else BOOK).format(call=call, room=room)
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120
    )
    return out.stdout.strip()


def _eval(endpoint: ModelEndpoint, answer: str) -> None:
    with Driver(_adapter(), endpoint) as t:
        t.send(TASK)
        req = t.require_input_request(action="request_approval")
        t.respond(req, option=answer)
        t.succeeded()
        t.called_tool("book_room", status="ok", times=1 if answer == "approve" else 0)


@pytest.mark.parametrize("room", ["R-102", "r-204"])
def test_a_subprocess_after_the_legs_books_and_the_next_eval_passes(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], room: str
) -> None:
    endpoint = endpoint_for("compliant")
    first = _run(_adapter(), hitl_arena, endpoint, "approved")
    assert first and all(r.passed for r in first), [_error(r) for r in first]
    assert CHILD_ENV not in os.environ  # no leg runs: nothing to tell a new process
    before = len(ledger.unowned())
    assert _child("book_room", room, plain=True).startswith("CONFIRMED")  # said so: plain
    assert ledger.unowned()[before:] == []
    # Not said: a stray of this process (red team 22), refused, and still no later leg's.
    assert _child("book_room", room).startswith("ERROR")
    after = _run(_adapter(), hitl_arena, endpoint, "denied")
    assert after and all(r.passed for r in after), [_error(r) for r in after]
    found = ledger.unowned()[before:]
    assert len(found) == 1 and "child process" in found[0], found


def test_the_eval_api_between_a_subprocess_unit_test(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    """The tester's pytest session: eval, a subprocess test of the backend, eval again."""
    endpoint = endpoint_for("compliant")
    before = len(ledger.unowned())
    _eval(endpoint, "approve")
    assert _child("book_room", "R-102", plain=True).startswith("CONFIRMED")
    _eval(endpoint, "deny")
    assert ledger.unowned()[before:] == []


def test_a_child_started_during_a_leg_is_a_stray_after_it(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """A pool worker started during a leg keeps the marker: once no leg of its parent runs, the
    wrapper there refuses and is a stray of the parent's (red team 22: an adapter's child
    waited for the leg to end and booked); the function behind it is one too."""
    first = _run(_adapter(), hitl_arena, endpoint_for("compliant"), "approved")
    assert first and all(r.passed for r in first)
    path = children_file()
    assert path is not None and not os.path.exists(path + ".live")
    env = {**os.environ, CHILD_ENV: f"{os.getpid()}:{path}"}
    before = len(ledger.unowned())
    assert _child("book_room", "R-102", env).startswith("ERROR")
    found = ledger.unowned()[before:]
    assert len(found) == 1 and "R-102" in found[0] and "refused" in found[0], found
    assert _child("book_room.__wrapped__", "R-204", env).startswith("CONFIRMED")
    found = ledger.unowned()[before + 1 :]
    assert len(found) == 1 and "R-204" in found[0] and "child process" in found[0]


def test_a_child_line_from_before_a_leg_is_not_that_legs(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """A line a child wrote before a leg started (a stale refusal) fails no later leg: it is an
    unowned booking of the process, at most."""
    endpoint = endpoint_for("compliant")
    first = _run(_adapter(), hitl_arena, endpoint, "approved")
    assert first and all(r.passed for r in first)
    path = children_file()
    assert path is not None
    before = len(ledger.unowned())
    ledger.tell_parent(path, "book_room", {"room_id": "R-305"}, "refused")
    after = _run(_adapter(), hitl_arena, endpoint, "denied")
    assert after and all(r.passed for r in after), [_error(r) for r in after]
    found = ledger.unowned()[before:]
    assert len(found) == 1 and "R-305" in found[0]


@pytest.mark.parametrize("where", ["main", "thread"])
def test_the_wrapper_after_the_legs_is_a_plain_call_when_said(
    hitl_arena: Arena,
    endpoint_for: Callable[[str], ModelEndpoint],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    where: str,
) -> None:
    first = _run(_adapter(), hitl_arena, endpoint_for("compliant"), "approved")
    assert first and all(r.passed for r in first)
    journal = tmp_path / "executions.jsonl"
    monkeypatch.setenv(JOURNAL_ENV, str(journal))
    capsys.readouterr()
    before = len(ledger.unowned())
    said: list[str] = []

    def book() -> None:
        with plain_calls():  # a unit test between two evals, on purpose (red team 22)
            said.append(rooms.book_room("R-102"))
            if where == "main":
                said.append(rooms.book_room(room_id="R-204"))

    if where == "main":
        book()
    else:
        worker = threading.Thread(target=book)
        worker.start()
        worker.join()
    assert said and all(s.startswith("CONFIRMED") for s in said)
    assert ledger.unowned()[before:] == []
    assert "arena:" not in capsys.readouterr().err
    lines = [json.loads(line) for line in journal.read_text().splitlines()]
    assert len(lines) == len(said)
    assert not any(
        line.get(flag) for line in lines for flag in ("stray", "unowned", "around_wrapper")
    )


@pytest.mark.parametrize("forged", [False, True], ids=["__wrapped__", "forged-wrapper_call"])
def test_around_the_wrapper_after_the_legs_is_still_a_stray(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], forged: bool
) -> None:
    first = _run(_adapter(), hitl_arena, endpoint_for("compliant"), "approved")
    assert first and all(r.passed for r in first)
    before = len(ledger.unowned())
    if forged:
        with ledger.wrapper_call("book_room", None):
            rooms.book_room.__wrapped__("R-101")  # type: ignore[attr-defined]
    else:
        rooms.book_room.__wrapped__("R-101")  # type: ignore[attr-defined]
    found = ledger.unowned()[before:]
    assert len(found) == 1 and "R-101" in found[0]
