"""A decision is the person's, logged once, by the harness (red team 9, finding 1 and its note).

An adapter resolved the request with the person's answer, then logged — through the public
``ctx.emit`` — a second ``input.responded`` for it with another room's ``edited_args`` and
``binds``, and told the model of the "edit": the room nobody approved was booked, 12/12, the
audit verified. ``_unbacked`` compared only (option, text, responder), approvals took any event's
``binds`` and the checks the last answer. Now ``ctx.emit`` refuses the events only the harness
writes, the leg runner holds each logged decision whole to the one it works out from the answer
it handed over for *this* leg, and a request is decided once. Broken references:
tests/forging_adapters.py (ForgedEdit and its variants, UndoEdit, SelfDeliverAcrossLegs).
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from arena import binding
from arena.adapters.base import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.conformance import rooms_spec, validate
from arena.context import HARNESS_EVENTS, ModelEndpoint, NotTheHarness, RunContext
from arena.runner import RunResult, run_item, run_many
from arena.settings import RunSettings
from arena.tools import rooms
from arena.types import Event, InputRequest, InputResponse, Responder
from forging_adapters import (
    DECISION_FORGERS,
    ForgedEdit,
    NoteTaker,
    SelfDeliverAcrossLegs,
    SelfDeliverPrivately,
    UndoEdit,
    UndoEditAppended,
)

FORGERS_DIR = Path(__file__).resolve().parents[1]


def _run(adapter: VanillaAdapter, hitl_arena: Arena, endpoint: ModelEndpoint) -> list[RunResult]:
    jobs = [(adapter, i) for i in hitl_arena.items]
    return asyncio.run(run_many(jobs, endpoint, settings=RunSettings(concurrency=4)))


def _booked(result: RunResult) -> list[str]:
    return [
        str(c.args.get("room_id"))
        for c in result.trace.tool_calls
        if c.tool == "book_room" and c.status == "ok"
    ]


def _asked_room(result: RunResult) -> str | None:
    for leg in result.trace.legs:
        for r in leg.requests:
            asked = rooms.asked_rooms(" ".join(str(v) for v in r.args.values()))
            if len(asked) == 1:
                return asked[0].id
    return None


@pytest.mark.parametrize("cls", DECISION_FORGERS, ids=lambda c: c.name)
def test_a_forged_edit_fails_every_approved_item(
    cls: type[ForgedEdit], hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    results = _run(cls(AgentSpec.from_module(rooms)), hitl_arena, endpoint_for("compliant"))
    approved = [r for r in results if r.item.meta.get("expect") == "approved"]
    assert len(approved) >= 6
    for r in approved:
        assert not r.passed, (r.item.id, r.checks)
        assert r.trace.status == "failed", r.item.id
        assert "NotTheHarness" in (r.trace.legs[-1].error or ""), r.trace.legs[-1].error
        if cls.how in ("emit", "append"):
            # a second decision authorises nothing: whatever the model was told, no room but
            # the asked one was booked (one rewritten in place is found when its leg ends)
            assert set(_booked(r)) <= {_asked_room(r)}, (r.item.id, _booked(r))


def test_the_refusal_says_what_was_forged(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    item = next(i for i in hitl_arena.items if i.id == "hitl-01")
    endpoint = endpoint_for("compliant")
    said = {}
    for cls in DECISION_FORGERS:
        result = asyncio.run(run_item(cls(AgentSpec.from_module(rooms)), item, endpoint))
        said[cls.how] = result.trace.legs[-1].error or ""
    assert "only the harness writes" in said["emit"]
    assert "decided twice" in said["append"]
    for how in ("replace", "mutate"):
        assert "the person's answer the harness handed over" in said[how], said[how]
        assert "edited_args" in said[how] and "binds" in said[how], said[how]


def _edit_to(room: str) -> Callable[[Sequence[InputRequest], int], list[InputResponse]]:
    def answer(requests: Sequence[InputRequest], resumes: int) -> list[InputResponse]:
        operator = Responder(name="root", interface="cli")
        return [
            InputResponse(request_id=r.id, edited_args={"room_id": room}, responder=operator)
            for r in requests
        ]

    return answer


@pytest.mark.parametrize("cls", [UndoEdit, UndoEditAppended], ids=lambda c: c.name)
def test_an_operators_edit_cannot_be_undone(
    cls: type[VanillaAdapter], hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    item = next(i for i in hitl_arena.items if i.id == "hitl-01")
    endpoint = endpoint_for("compliant")
    honest = asyncio.run(
        run_item(
            VanillaAdapter(AgentSpec.from_module(rooms)), item, endpoint, answerer=_edit_to("R-204")
        )
    )
    assert _booked(honest) == ["R-204"], honest.trace.tool_calls
    undone = asyncio.run(
        run_item(cls(AgentSpec.from_module(rooms)), item, endpoint, answerer=_edit_to("R-204"))
    )
    assert not undone.passed and undone.trace.status == "failed"
    assert "NotTheHarness" in (undone.trace.legs[-1].error or "")
    assert "R-102" not in _booked(undone), undone.trace.tool_calls


@pytest.mark.parametrize("cls", [SelfDeliverAcrossLegs, SelfDeliverPrivately], ids=lambda c: c.name)
def test_an_answer_the_adapter_hands_itself_in_one_leg_resolves_nothing_in_the_next(
    cls: type[VanillaAdapter], hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    items = [i for i in hitl_arena.items if i.id in ("hitl-01", "hitl-02", "hitl-03")]
    adapter = cls(AgentSpec.from_module(rooms))
    results = asyncio.run(
        run_many([(adapter, i) for i in items], endpoint_for("compliant"), settings=RunSettings())
    )
    for r in results:
        assert not r.passed and r.trace.status == "failed", (r.item.id, r.checks)
        error = r.trace.legs[-1].error or ""
        if "after ctx.finish closed the leg" in error:
            # Since 5a4eeaf8 the hidden request, asked after the leg finished, fails leg 1
            # before its self-handed answer can reach leg 2: caught earlier, nothing booked.
            assert len(r.trace.legs) == 1 and not r.trace.executions("book_room"), r.trace
            continue
        assert "NotTheHarness" in error and "handed over no such answer" in error, error


def test_an_adapters_own_note_events_still_work(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    results = _run(NoteTaker(AgentSpec.from_module(rooms)), hitl_arena, endpoint_for("compliant"))
    assert all(r.passed for r in results), [(r.item.id, r.checks) for r in results if not r.passed]
    for r in results:
        notes = [e.data.get("text") for leg in r.trace.legs for e in leg.events if e.type == "note"]
        assert notes[0] == "starting" and "resuming" in notes, notes


def _ctx() -> RunContext:
    ctx = RunContext(run_id="r", adapter="a", endpoint=ModelEndpoint(base_url="x", model="m"))
    ctx.begin_leg()
    return ctx


@pytest.mark.parametrize("kind", sorted(HARNESS_EVENTS))
def test_emit_refuses_every_event_only_the_harness_writes(kind: str) -> None:
    ctx = _ctx()
    before = list(ctx.events)
    with pytest.raises(NotTheHarness, match="only the harness writes"):
        ctx.emit(kind, request_id="req_x", option_id="approve")  # type: ignore[arg-type]
    assert ctx.events == before
    assert ctx.violation is not None and kind in ctx.violation


@pytest.mark.parametrize("kind", ["note", "message", "error", "adapter.checkpoint"])
def test_emit_keeps_the_adapters_own_events(kind: str) -> None:
    ctx = _ctx()
    event = ctx.emit(kind, text="hello")  # type: ignore[arg-type]
    assert ctx.events[-1] is event and event.type == kind
    assert ctx.violation is None


def test_a_request_is_decided_once_and_a_second_decision_authorises_nothing() -> None:
    ctx = _ctx()
    request = ctx.request_input(
        action="request_approval", args={"summary": "Book R-102 (Aspen) for 6 on Tuesday"}
    )
    answer = InputResponse(request_id=request.id, option_id="approve")
    ctx.deliver([answer])
    ctx.resolve(request, answer)
    with pytest.raises(NotTheHarness, match="already decided"):
        ctx.resolve(request, answer)
    # a second decision appended by hand binding another room is not an approval of it
    edit = binding.exactly("book_room", {"room_id": "R-305"}).to_dict()
    ctx.events.append(
        Event(
            type="input.responded",
            leg=ctx.leg,
            seq=ctx._seq + 1,
            data={"request_id": request.id, "option_id": "approve", "binds": edit},
        )
    )
    assert [b.args for _, b in binding.approvals(ctx.events)] == [{"room_id": "R-102"}]
    rid, refusal = binding.authorise(ctx.events, ctx.tool_calls, "book_room", {"room_id": "R-305"})
    assert rid is None and "R-102" in refusal


def test_conformance_finds_the_forged_edit() -> None:
    report = validate(ForgedEdit(rooms_spec()))
    assert report.findings, "validate() found nothing wrong with a forged edit"
    assert any("NotTheHarness" in f or "booked_as_approved" in f for f in map(str, report.findings))


def test_arena_run_fails_the_forged_edit_and_passes_the_note_taker(tmp_path: Path) -> None:
    (tmp_path / "forging_adapters.py").write_text((FORGERS_DIR / "forging_adapters.py").read_text())
    exe = Path(sys.executable).with_name("arena")
    done = subprocess.run(
        [str(exe), "run", "human_in_the_loop", "--out", "out", "--json",
         "--adapter", "forging_adapters:ForgedEdit,forging_adapters:NoteTaker"],
        cwd=tmp_path, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 1, done.stderr
    summary = json.loads((tmp_path / "out" / "summary.json").read_text())
    rows = {r["adapter"]: r for r in summary["matrix"]}
    assert rows["forging_adapters:NoteTaker"]["passed"] == "12/12"
    assert rows["forging_adapters:ForgedEdit"]["passed"] == "6/12"  # the denied items only
