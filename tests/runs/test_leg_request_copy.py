"""The copy the leg runner keeps of each request it asked (what decisions are held to): out of
reach of the adapter's later edits, equal to what it copied, and made without ``copy.deepcopy``
for the JSON-like values requests hold (deepcopy cost ~0.12 M instructions per request; issue 16)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from arena.leg_runner import _copy
from arena.types import InputRequest, Option


def _request() -> InputRequest:
    return InputRequest(
        id="req_1",
        run_id="run_1",
        action="book_room",
        prompt="Book Aspen for 6 people on Tuesday?",
        options=(Option(id="approve", label="Approve"), Option(id="deny", label="Deny")),
        args={"room_id": "R-102", "when": ("Tuesday", 9), "people": 6, "note": None},
        details={
            "binds": {"tool": "book_room", "args": {"room_id": "R-102"}},
            "rooms": [["R-102"]],
        },
    )


def test_the_copy_equals_the_request_and_keeps_its_types() -> None:
    request = _request()
    kept = _copy(request)
    assert kept == request
    assert type(kept.args["when"]) is tuple


def test_the_adapters_later_edits_do_not_reach_the_copy() -> None:
    request = _request()
    kept = _copy(request)
    request.details["binds"]["args"]["room_id"] = "R-101"  # type: ignore[index]
    request.details["rooms"][0].append("R-101")  # type: ignore[union-attr]
    request.args["people"] = 7  # type: ignore[index]
    assert kept.details["binds"]["args"]["room_id"] == "R-102"
    assert kept.details["rooms"] == [["R-102"]]
    assert kept.args["people"] == 6


def test_json_like_values_are_copied_without_deepcopy(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[Any] = []
    real = copy.deepcopy
    monkeypatch.setattr(copy, "deepcopy", lambda v, *a: calls.append(v) or real(v, *a))
    _copy(_request())
    assert calls == []


def test_other_values_are_still_deep_copied() -> None:
    class Box:
        def __init__(self) -> None:
            self.items = [1]

    request = InputRequest(
        id="req_2", run_id="run_1", action="book_room", prompt="?", options=(Option(id="approve", label="Approve"),),
        args={"box": Box()}, details={},
    )  # fmt: skip
    kept = _copy(request)
    request.args["box"].items.append(2)  # type: ignore[index]
    assert kept.args["box"].items == [1]
