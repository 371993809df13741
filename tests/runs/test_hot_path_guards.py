"""The guards every leg runs stay whole and cost less (issue 16): what they read is read once.

Each leg reads its window on the children's file, binds its requests again to check they were
not forged, and the booking check reads an approval's words and argument names. These tests
fail when that work is done again for what cannot have changed (a file nothing was written to, a
summary or an argument name already read), and check that the guard still finds what it must.
"""

from __future__ import annotations

import contextvars
import json
import re
import uuid
from collections.abc import Iterator
from typing import Any

import pytest

from arena import binding
from arena.booking_fit import _facts_in_args
from arena.contextless import Contextless, children_file
from arena.tools import ledger, rooms


@pytest.fixture
def no_legs_left() -> Iterator[None]:
    yield
    assert not Contextless.running()


def _in_a_leg(body: Any) -> Any:
    """Run ``body`` inside one leg of this process, in a context of its own (as a leg runs)."""

    def leg() -> Any:
        Contextless.leg(+1)
        try:
            return body()
        finally:
            Contextless.leg(-1)

    return contextvars.copy_context().run(leg)


def _child_line(tool: str) -> None:
    path = children_file()
    assert path is not None
    with open(path, "a", encoding="utf-8") as fh:
        fh.write(json.dumps({"tool": tool, "args": {}, "what": "ran", "pid": 1}) + "\n")


def test_a_leg_no_child_wrote_to_does_not_open_the_childrens_file(
    monkeypatch: pytest.MonkeyPatch, no_legs_left: None
) -> None:
    """The children's file exists (a child wrote in an earlier leg), nothing was written during
    this one: its reconcile finds nothing without opening the file; a line written during the
    next leg still fails it."""

    def earlier() -> str | None:  # a child's line in an earlier leg: that leg's to fail over
        _child_line("book_room")
        return ledger.reconcile("run_earlier")

    assert _in_a_leg(earlier) is not None
    opened: list[str] = []
    real_open = open

    def counting_open(path: Any, *args: Any, **kwargs: Any) -> Any:
        opened.append(str(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(ledger, "open", counting_open, raising=False)
    assert _in_a_leg(lambda: ledger.reconcile("run_quiet")) is None
    assert opened == []

    def child_writes() -> str | None:
        _child_line("book_room")
        return ledger.reconcile("run_busy")

    said = _in_a_leg(child_writes)
    assert said is not None and "book_room" in said and "child process" in said


def test_a_leg_whose_backend_reported_is_still_held_to_its_wrapper(no_legs_left: None) -> None:
    """The quiet leg's shortcut leaves a report made around the wrapper failing the leg."""

    def around() -> str | None:
        rooms.book_room.__wrapped__("R-101")  # type: ignore[attr-defined]
        return ledger.reconcile("run_around")

    from arena.context import ModelEndpoint, RunContext, active

    ctx = RunContext(
        run_id="run_around", adapter="t", endpoint=ModelEndpoint(base_url="u", model="m")
    )

    def leg() -> str | None:
        with active(ctx):
            return around()

    said = _in_a_leg(leg)
    assert said is not None and "went around it" in said


class _Scans:
    """``rooms._ROOM_WORD``, counting its scans of a text."""

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self.texts: list[str] = []

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        self.texts.append(text)
        return self.pattern.finditer(text)


def test_a_requests_summary_is_read_once_however_often_it_is_bound(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A request is bound when it is asked and again when its leg ends (forged_request): the
    summary's rooms are read once, and both bindings are the same call."""
    scans = _Scans(rooms._ROOM_WORD)
    monkeypatch.setattr(rooms, "_ROOM_WORD", scans)
    summary = f"Book Cedar (R-204) for 8 people on Tuesday [{uuid.uuid4().hex}]"
    first = binding.bind("request_approval", {"summary": summary}, [])
    again = binding.bind("request_approval", {"summary": summary}, [])
    assert first == again and first.args == {"room_id": "R-204"}
    assert scans.texts.count(summary) == 1
    assert rooms.named_rooms(summary) == [r for r in rooms.ROOMS if r.id == "R-204"]
    two = f"Book Cedar instead of Aspen for 8 [{uuid.uuid4().hex}]"
    assert rooms.asked_rooms(two) == [r for r in rooms.ROOMS if r.name == "Cedar"]
    assert rooms.asked_rooms(two) is not rooms.asked_rooms(two)  # each caller's own list


def test_a_calls_hash_is_worked_out_once_per_call(monkeypatch: pytest.MonkeyPatch) -> None:
    hashed: list[bytes] = []
    real = binding.hashlib.sha256

    class Counting:
        @staticmethod
        def sha256(data: bytes) -> Any:
            hashed.append(data)
            return real(data)

    monkeypatch.setattr(binding, "hashlib", Counting)
    args = {"room_id": f"R-{uuid.uuid4().hex[:6]}"}
    assert binding.digest("book_room", args) == binding.digest("book_room", dict(args))
    assert len(hashed) == 1
    expected = json.dumps(
        {"tool": "book_room", "args": args},
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=False,
        default=str,
    )
    assert binding.digest("book_room", args) == real(expected.encode()).hexdigest()


@pytest.mark.parametrize(
    "args",
    [
        {"room_id": "R-1", "x": [1, {"b": 2, "a": {3}}]},
        {"é": "ü", "z": None, "a": 1.5},
        {"when": object()},
    ],
)
def test_the_canonical_text_is_what_json_dumps_gives(args: dict[str, Any]) -> None:
    assert binding.canonical("t", args) == json.dumps(
        {"tool": "t", "args": args},
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=False,
        default=str,
    )


def test_an_argument_name_is_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """What an argument's name says (a room's size, a head count, a list of the group, a day) is
    worked out once per name, not on every call the booking check reads; the readings are
    unchanged."""
    from arena import booking_fit

    folded: list[str] = []

    class Re:
        def __getattr__(self, name: str) -> Any:
            return getattr(re, name)

        @staticmethod
        def sub(pattern: str, repl: str, text: str) -> str:
            folded.append(text)
            return re.sub(pattern, repl, text)

    monkeypatch.setattr(booking_fit, "re", Re())
    # not yet read in this process (the readings are kept by name)
    getattr(getattr(booking_fit, "_key_fact", None), "cache_clear", lambda: None)()
    key = "attendee_count"
    assert _facts_in_args({key: 7, "day": "Tue"}, gate=True) == (7, "Tue")
    assert _facts_in_args({key: 7, "day": "Tue"}, gate=True) == (7, "Tue")
    assert len([t for t in folded if t.startswith("attendee_count")]) == 1
    # a room's size is no count, a list is the group, a people-named count wins over capacity
    assert _facts_in_args({"room_capacity": 8, "people": 6}, gate=True) == (6, None)
    assert _facts_in_args({"attendees": ["a", "b", "c"]}, 4) == (4, None)
    assert _facts_in_args({"capacity": 8, "attendees": 6}) == (6, None)
    assert _facts_in_args({"seats": 8}, gate=True) == (None, None)
    assert _facts_in_args({"seats": 8}) == (8, None)
    assert _facts_in_args({"headcont": 5, "day": "2026-12-08"}) == (5, "2026-12-08")
