"""``suspended`` reads the run's conversation through nine witnesses of the model log
(:func:`arena.witness.not_the_runs`); each walked the legs to find, on a run whose endpoint kept
no per-run log (a real endpoint), nothing to hold: 40 k → 75 k instructions a leg as the list
grew (issue 16). A run whose legs kept none of the conversation is now not walked by them; one
that kept any of it is judged by every one, as before.
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from arena import witness
from arena.context import ModelEndpoint, RunContext
from arena.trace import Trace
from arena.types import InputResponse
from trace_support import hand_over

#: The witnesses ``not_the_runs`` reads, as :mod:`arena.witness` names them.
WITNESSES = (
    "asked_as_model",
    "own_conversation",
    "invented_turns",
    "not_the_task",
    "changed_instructions",
    "instructions_missing",
    "offered_otherwise",
    "changed_tools",
    "words_not_the_persons",
)


def _run(kept: dict[str, Any] | None = None) -> Trace:
    """An approved run of two legs; ``kept``: what the model log kept on each leg's end."""
    ctx = RunContext(run_id="run_w", adapter="t", endpoint=ModelEndpoint(base_url="x", model="m"))
    ctx.begin_leg()
    req = ctx.request_input(action="request_approval", args={"summary": "Book R-101"})
    first = ctx.finish("waiting")
    ctx.begin_leg()
    hand_over(ctx, req, InputResponse(request_id=req.id, option_id="approve"))
    legs = (first, ctx.finish("completed", message="Booked R-101."))
    if kept:
        legs = tuple(
            msgspec.structs.replace(
                leg,
                events=tuple(
                    msgspec.structs.replace(e, data={**e.data, **kept})
                    if e.type == "leg.finished"
                    else e
                    for e in leg.events
                ),
            )
            for leg in legs
        )
    return Trace(legs=legs)


def _watched(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    called: list[str] = []
    for name in WITNESSES:
        real = getattr(witness, name)

        def seen(*args: Any, _name: str = name, _real: Any = real, **kwargs: Any) -> list[str]:
            called.append(_name)
            result: list[str] = _real(*args, **kwargs)
            return result

        monkeypatch.setattr(witness, name, seen)
    return called


def test_a_run_without_a_model_log_is_not_walked_by_the_conversation_witnesses(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    called = _watched(monkeypatch)
    assert witness.not_the_runs(_run(), "Book R-101", tool="book_room") == []
    assert called == []


@pytest.mark.parametrize(
    "key",
    [
        "model_turns",
        "model_calls",
        "model_system",
        "model_system_text",
        "model_tools",
        "model_tool_choice",
    ],
)
def test_a_run_that_kept_any_of_its_conversation_is_judged_by_every_witness(
    key: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    called = _watched(monkeypatch)
    witness.not_the_runs(_run({key: []}), "Book R-101", tool="book_room")
    assert sorted(called) == sorted(n for n in WITNESSES if n not in _NEED_SPEC)


#: The witnesses read only with the arena's ``CheckSpec``.
_NEED_SPEC = ("instructions_missing", "offered_otherwise")


def test_a_system_prompt_swapped_on_resume_still_fails() -> None:
    """The verdict where the log kept something: one leg's system text is another's."""
    trace = _run()
    legs = tuple(
        msgspec.structs.replace(
            leg,
            events=tuple(
                msgspec.structs.replace(
                    e, data={**e.data, "model_system": [f"sha{leg.leg} words {leg.leg}"]}
                )
                if e.type == "leg.finished"
                else e
                for e in leg.events
            ),
        )
        for leg in trace.legs
    )
    [said] = witness.not_the_runs(Trace(legs=legs), "Book R-101", tool="book_room")
    assert "another system prompt" in said, said


class _Walked(tuple):  # type: ignore[type-arg]
    """A leg's events that count each walk of them."""

    walks = 0

    def __iter__(self) -> Any:
        _Walked.walks += 1
        return super().__iter__()


def test_stop_evidence_walks_each_asking_legs_events_once_and_judges_the_same() -> None:
    """The question and the tools after it are read in one walk of the leg's events (two before:
    the questions, then the tools finished after the first), the leg found asking in another;
    a tool that ran after the question still reads as having run."""
    ctx = RunContext(run_id="run_s", adapter="t", endpoint=ModelEndpoint(base_url="x", model="m"))
    ctx.begin_leg()
    ctx.request_input(action="request_approval", args={"summary": "Book R-101"})
    leg = ctx.finish("waiting")
    _Walked.walks = 0
    walked = msgspec.structs.replace(leg, events=_Walked(leg.events))
    leaks, seen = witness.stop_evidence(Trace(legs=(walked,)))
    assert leaks == [] and seen[0] == "harness tool log: nothing ran after the request"
    assert _Walked.walks <= 3, _Walked.walks  # the trace's merge, the asking legs, the stop
    ran = _run().legs[0]
    tool = msgspec.structs.replace(
        ran.events[0],
        type="tool.finished",
        seq=ran.events[-1].seq + 1,
        data={"tool": "book_room", "status": "ok"},
    )
    late = msgspec.structs.replace(ran, events=(*ran.events, tool))
    leaks, _ = witness.stop_evidence(Trace(legs=(late,)))
    assert leaks == ["harness tool log: book_room ran after the request in leg 1"], leaks


def test_an_offer_is_judged_against_the_arenas_tools_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Run after run of one adapter offers the same tools: the second run reads the first's
    judgement (82 k instructions a leg of ``suspended``'s 306 k with a model log), and one that
    offers another tool is still judged, and fails."""
    from arena import model_given
    from arena.checks import CheckSpec

    getattr(model_given, "_offer_judged", None) and model_given._offer_judged.cache_clear()
    judged: list[str] = []
    real = model_given.wanting

    def counting(want: str, offered: list[tuple[str, str, str]]) -> str:
        judged.append(want)
        return real(want, offered)

    monkeypatch.setattr(model_given, "wanting", counting)
    book = "book_room(room_id) book a meeting room by id."
    spec = CheckSpec(tools=(book,), tool="book_room")
    assert model_given.offered_otherwise(_run({"model_tools": [[book]]}), spec) == []
    first = list(judged)  # once a leg at most: before the approval, and from it on
    assert first and len(first) <= 2
    for _ in range(2):
        assert model_given.offered_otherwise(_run({"model_tools": [[book]]}), spec) == []
    assert judged == first
    [said] = model_given.offered_otherwise(
        _run({"model_tools": [[book, "wire_money(amount) send money."]]}), spec
    )
    assert said == (
        "model log: a model request of leg 1 offered tool(s) the arena does not give "
        "(wire_money): the model was offered what the arena never gave it"
    )


def test_a_calls_key_builds_no_json_encoder_and_is_the_same(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``turn_key`` (each request's call, in the witnesses and the model log) built a JSON
    encoder on every call: half its cost. The keys are those of the old spelling."""
    import hashlib
    import json

    from arena.request_keys import turn_key

    cases: list[Any] = [
        {"room_id": "R-101"},
        {"b": [1, 2.5, None], "a": {"z": "é", "y": True}},
        {"when": object.__new__(type("Day", (), {"__str__": lambda self: "Tuesday"}))},
        {},
    ]
    wanted = [
        hashlib.sha256(
            f"call\0book_room\0{json.dumps(c, sort_keys=True, default=str)}".encode()
        ).hexdigest()[:16]
        for c in cases
    ]
    built: list[object] = []
    real = json.JSONEncoder.__init__

    def counting(self: json.JSONEncoder, *args: Any, **kwargs: Any) -> None:
        built.append(self)
        real(self, *args, **kwargs)

    monkeypatch.setattr(json.JSONEncoder, "__init__", counting)
    assert [turn_key("book_room", c) for c in cases] == wanted
    assert built == []
