"""evals44 (an outside team's eval, written from docs/drive.md): answers given as a list. On a
pause of three requests, ``t.respond(["approve", "deny", "deny"])`` (answers in the order asked)
and ``t.respond(list(t.pending))`` read the list as one request and said only
"respond(request, ...) needs exactly one of option=, text= or edited_args= (got 0)", and
``t.respond_all(["approve", "deny", "deny"])`` that the option "is an option id ..., a str, not
list": neither said that answers go by request id, nor how to give a mix. Each now names the
mapping form, ``t.respond({a.id: 'approve', b.id: 'deny'})``, before anything reaches the
adapter; the line still waits on all three and answers as the docs show."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from arena.context import ModelEndpoint
from arena.drive import DriveError, Driver

TASK = "Book a meeting room for 4 people on Tuesday, Wednesday and Friday."
FIX = r"never by order: t\.respond\(\{a\.id: 'approve', b\.id: 'deny'\}\)"


@pytest.fixture
def three(endpoint_for: Callable[[str], ModelEndpoint]) -> Driver:
    """A vanilla line paused on three requests (Tuesday, Wednesday, Friday)."""
    t = Driver.for_adapter("vanilla", endpoint_for("three"))
    t.send(TASK)
    t.parked()
    assert len(t.pending) == 3
    return t


def _untouched(t: Driver) -> None:
    assert len(t.turns) == 1 and len(t.pending) == 3
    t.called_tool("book_room", times=0)


@pytest.mark.parametrize(
    "call",
    [
        lambda t: t.respond(["approve", "deny", "deny"]),
        lambda t: t.respond(("approve", "deny", "deny")),
        lambda t: t.respond(list(t.pending)),
        lambda t: t.respond(list(t.pending), option="approve"),
        lambda t: t.respond_all(["approve", "deny", "deny"]),
        lambda t: t.respond_all(("approve",)),
    ],
    ids=[
        "respond-options",
        "respond-tuple",
        "respond-requests",
        "respond-requests-option",
        "respond_all-list",
        "respond_all-tuple",
    ],
)
def test_a_list_of_answers_names_the_mapping(three: Driver, call: Callable[[Driver], Any]) -> None:
    with three as t:
        with pytest.raises(DriveError, match=FIX) as err:
            call(t)
        assert "got 0" not in str(err.value)
        _untouched(t)
        tue, wed, fri = (t.require_input_request(prompt=day) for day in ("Tue", "Wed", "Fri"))
        t.respond({tue.id: "approve", wed.id: "deny", fri.id: "deny"})
        t.succeeded()
        (booked,) = t.called_tool("book_room", status="ok", times=1)
        assert booked.request_id == tue.id


def test_the_list_of_requests_is_named_by_id(three: Driver) -> None:
    with three as t:
        ids = [r.id for r in t.pending]
        with pytest.raises(DriveError) as err:
            t.respond(list(t.pending))
        assert all(i in str(err.value) for i in ids), str(err.value)
        assert "InputRequest(" not in str(err.value)


def test_neighbours_unchanged(three: Driver) -> None:
    with three as t:
        with pytest.raises(
            DriveError, match=r"needs exactly one of option=, text= or edited_args="
        ):
            t.respond(t.pending[0])
        with pytest.raises(DriveError, match=r"a str, not list"):
            t.respond(t.pending[0], option=["approve"])
        t.respond_all("deny")
        t.succeeded()
        t.called_tool("request_approval", status="rejected", times=3)
