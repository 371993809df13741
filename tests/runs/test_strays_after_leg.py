"""A consequential call with no run's context once the leg is over is a stray (red team 22).

With no leg running, a call of ``book_room``'s own wrapper with no run's context was a plain
function call and ran: an adapter booked each denied room from a child process that waited for
its leg to end, from a plain thread 0.3 s after it, or from an ``atexit`` hook, and scored 12/12
(rc 0), passed the eval API's ``called_tool("book_room", times=0)``, left ``validate()`` without a
finding and read "durable yes, 0 double bookings" in durable_state (the child had dropped the
journal's variable). In a process that ran legs, and in one an arena process started, such a
call is now refused and fails the command, the eval, ``validate()`` and the durable verdict,
named (:mod:`arena.strays`). The reference adapters are ``tests/reference_adapters_afterleg.py``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

import reference_adapters_afterleg as ref
from arena.arenas import load_arena
from arena.context import ModelEndpoint
from arena.drive import Driver
from arena.drive._unowned import UnownedBooking, failed_over

TESTS = Path(__file__).resolve().parents[1]
ARENA = Path(sys.executable).with_name("arena")
TASK = "Book a meeting room for 6 people on Tuesday."
PROC = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="ancestry from /proc")


@pytest.fixture(autouse=True)
def _strays_made_here_fail_nothing_else() -> Iterator[None]:
    yield
    failed_over()


@PROC
@pytest.mark.parametrize(
    ("adapter", "items"),
    [
        ("ChildBook", ("hitl-02", "hitl-04")),
        ("LateExit", ("hitl-02", "hitl-04")),
    ],
)
def test_the_command_exits_1_naming_the_booking(
    tmp_path: Path, adapter: str, items: tuple[str, ...]
) -> None:
    """(A thread's booking is tested through the eval API: ``arena`` ends with ``os._exit``, so a
    thread still sleeping then never books at all, and one booking in time is caught as here.)"""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(TESTS), *sys.path])}
    out = subprocess.run(
        [
            str(ARENA),
            "run",
            "human_in_the_loop",
            "--adapter",
            f"reference_adapters_afterleg:{adapter}",
            *(a for i in items for a in ("--item", i)),
            "--out",
            str(tmp_path / "o"),
        ],
        cwd=TESTS,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    said = out.stdout + out.stderr
    assert "Traceback" not in said, said
    assert f"{len(items)}/{len(items)}" in out.stdout, (
        said
    )  # every run passed: only the stray can fail the command
    assert out.returncode == 1, said
    strays = [
        line
        for line in out.stderr.splitlines()
        if line.startswith("arena: ") and "a booking no run owns" in line
    ]
    assert len(strays) == len(items) and all("book_room" in line for line in strays), said
    assert "BOOKED R-" in out.stderr and "CONFIRMED" not in out.stderr, said  # none ran


@pytest.mark.parametrize(("adapter", "answer"), [(ref.BgBook, "deny"), (ref.BgTwice, "approve")])
def test_the_eval_fails_over_a_booking_after_its_leg(
    endpoint: ModelEndpoint, adapter: type[ref.VanillaAdapter], answer: str
) -> None:
    from arena.conformance import rooms_spec

    with pytest.raises(UnownedBooking) as caught, Driver(adapter(rooms_spec()), endpoint) as t:
        t.send(TASK)
        t.respond(t.require_input_request(), option=answer)
        t.succeeded()
        # The adapter's thread books now, after the leg: joined, not a 1 s sleep a loaded
        # machine could outlast (the booking then came after the check that must see it).
        for booker in [b for b in threading.enumerate() if "_book_soon" in b.name]:
            booker.join(60)
        t.called_tool("book_room", times=1 if answer == "approve" else 0)
    assert "book_room" in str(caught.value) and "no run owns" in str(caught.value)


@PROC
@pytest.mark.parametrize("adapter", [ref.BgBook, ref.ChildBook])
def test_validate_finds_the_booking(adapter: type[ref.VanillaAdapter]) -> None:
    from arena.conformance import rooms_spec, validate

    report = validate(adapter(rooms_spec()))
    # After the last case's leg: a stray; during a later case's leg: that case fails over it.
    said = [
        f
        for f in report.findings
        if "book_room" in f and ("no run owns" in f or "outside any run's context" in f)
    ]
    assert said, report.findings


@PROC
@pytest.mark.parametrize("adapter", ["DurChildAfter", "DurExit"])
def test_durable_state_reads_not_durable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, adapter: str
) -> None:
    from arena.durable_state import run_adapter

    monkeypatch.chdir(TESTS)  # a user's adapter is imported from where arena run started
    outcome = run_adapter(
        load_arena("durable_state"),
        f"reference_adapters_afterleg:{adapter}",
        tmp_path / "out",
        crash_points=("restart",),
    )
    (point,) = outcome.crash_points
    assert point.crash_reached, point.crash
    assert not outcome.survived_restart
    assert point.unowned and all("no run owns" in u for u in point.unowned), point.unowned
    assert any("book_room" in u for u in point.unowned), point.unowned
