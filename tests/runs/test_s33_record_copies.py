"""The harness's copy of a logged tool call's event copies the call's arguments once (issue 16).

``_record_tool`` kept its copy of the ``tool.finished`` event by walking the whole event's data
(``kept_event``), strings and all, to copy the one value that needs it: the arguments. The copy
is the same (red team 19: an edit in place of what the adapter can reach must not reach the
harness's record), made with one walk of the arguments instead of one of the whole data.
"""

from __future__ import annotations

from typing import Any

import pytest

import arena.context_log
import arena.harness_log
from arena.harness_log import HarnessLog


def test_the_event_s_copy_walks_only_the_arguments(monkeypatch: pytest.MonkeyPatch) -> None:
    walks: list[Any] = []
    real = arena.context_log.kept

    def counted(value: Any) -> Any:
        walks.append(value)
        return real(value)

    monkeypatch.setattr(arena.context_log, "kept", counted)  # kept_event's, and kept's own
    monkeypatch.setattr(arena.harness_log, "_kept", counted)
    log = HarnessLog()
    log._record_tool("search_rooms", {"day": "Tuesday", "capacity": 6}, "ok", "Free: R-102.")
    assert walks == [{"day": "Tuesday", "capacity": 6}] * 2  # the call's copy, the event's


def test_the_harness_s_copies_are_still_its_own() -> None:
    log = HarnessLog()
    args = {"room_id": "R-102", "when": {"day": "Tuesday", "slots": [9, 10]}}
    call = log._record_tool("book_room_probe", args, "ok", "x" * 600, request_id="req_1")
    public_event, own_event = log.events[-1], log._log_events[-1]
    own_call = log._log_calls[-1]
    assert own_event == public_event and own_call == call
    assert own_event.data["whole"] == public_event.data["whole"]
    # every dict and list of the arguments is the harness's own, in the event and in the call
    for mine in (own_event.data["args"], own_call.args):
        for theirs in (args, call.args, public_event.data["args"]):
            assert mine is not theirs and mine["when"] is not theirs["when"]
            assert mine["when"]["slots"] is not theirs["when"]["slots"]
    assert own_event.data["args"] is not own_call.args
    public_event.data["args"]["when"]["slots"].append(11)  # type: ignore[index]
    call.args["room_id"] = "R-400"  # type: ignore[index]
    args["when"]["day"] = "Friday"
    assert own_event.data["args"] == {
        "room_id": "R-102",
        "when": {"day": "Tuesday", "slots": [9, 10]},
    }
    assert own_call.args == own_event.data["args"]


def _comprehended(value: Any) -> Any:
    """``kept`` as it was written before (a comprehension per dict and list)."""
    atoms = (str, int, float, bool, type(None))
    if type(value) in atoms:
        return value
    if isinstance(value, dict):
        return {k: v if type(v) in atoms else _comprehended(v) for k, v in value.items()}
    if isinstance(value, list):
        return [v if type(v) in atoms else _comprehended(v) for v in value]
    if isinstance(value, tuple):
        return tuple([v if type(v) in atoms else _comprehended(v) for v in value])
    return value


class _Dict(dict):  # type: ignore[type-arg]
    pass


class _List(list):  # type: ignore[type-arg]
    pass


def test_kept_copies_plain_dicts_and_lists_as_the_comprehension_did() -> None:
    """``kept`` copies a plain dict or list in C and then its containers: the same copy, of
    the same types, sharing no dict or list with what it copied."""
    value = {
        "a": 1,
        "b": [1, "x", {"c": None, "d": [2.5, True]}, (3, [4])],
        "e": _Dict(f=[5], g="h"),
        "i": _List([{"j": 6}]),
        "k": (),
        "l": {},
    }
    copy = arena.context_log.kept(value)
    assert copy == _comprehended(value) == value
    assert [type(x) for x in _walk(copy)] == [type(x) for x in _walk(_comprehended(value))]
    mutable = [id(x) for x in _walk(value) if isinstance(x, dict | list)]
    assert mutable and not set(mutable) & {id(x) for x in _walk(copy)}


def _walk(value: Any) -> list[Any]:
    if isinstance(value, dict):
        return [value, *(x for v in value.values() for x in _walk(v))]
    if isinstance(value, list | tuple):
        return [value, *(x for v in value for x in _walk(v))]
    return [value]


def test_plain_copy_copies_as_the_comprehension_did() -> None:
    """``plain_copy`` (a request's details and arguments, an answer's edit) the same way."""
    value = {"binds": {"args": {"room_id": "R-102"}, "excludes": []}, "views": [{"k": (1, [2])}]}
    copy = arena.context_log.plain_copy(value)
    assert copy == value and type(copy["views"][0]["k"]) is tuple
    mutable = [id(x) for x in _walk(value) if isinstance(x, dict | list)]
    assert not set(mutable) & {id(x) for x in _walk(copy)}
