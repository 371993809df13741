"""The value types are msgspec structs (cheap to define: issue 16's cold resume) and keep every
promise the frozen dataclasses they replaced made: equality and hashing by field, frozen, copied
with one field changed (validation included), keyword-only, fresh mutable defaults, the same
repr, pickling, and the same JSON wherever they are written out.
"""

from __future__ import annotations

import copy
import pickle
from datetime import UTC, datetime
from typing import Any

import msgspec
import pytest

from arena.adapters._approvals import _dump_held, _load_held
from arena.checks import CheckResult, CheckSpec
from arena.endpoints import ModelChoice
from arena.errors import UserError
from arena.evidence import LoggedRequest, ModelStop
from arena.results import to_jsonable
from arena.store.records import (
    AuditEntry,
    EndpointSpec,
    LegWrite,
    RequestRecord,
    RunOrigin,
    RunRecord,
    SideEffect,
    SideEffectKey,
)
from arena.trace import Trace
from arena.types import (
    EvalItem,
    Event,
    InputRequest,
    InputResponse,
    Option,
    Responder,
    ToolCall,
    Turn,
    Usage,
)
from arena.views import plain

AT = datetime(2026, 1, 2, 3, 4, 5, 600_000, tzinfo=UTC)
REQUEST = InputRequest(
    id="req_1", run_id="run_1", action="book", args={"room": "R-101"}, created_at=AT
)
RESPONSE = InputResponse(request_id="req_1", option_id="approve", at=AT)
EVENT = Event(type="message", leg=1, seq=1, data={"text": "hi"}, at=AT)
CALL = ToolCall(call_id="c1", tool="book_room", args={"room": "R-101"}, leg=1, seq=2, status="ok")
TURN = Turn(status="waiting", events=(EVENT,), requests=(REQUEST,), tool_calls=(CALL,))
ITEM = EvalItem(id="i1", input="book R-101", resume_with=("approve",))
KEY = SideEffectKey(run_id="run_1", request_id="req_1", tool="book_room", occurrence=1)
ORIGIN = RunOrigin(adapter="vanilla", endpoint=EndpointSpec(model="scripted-compliant"), item=ITEM)
RECORD = RunRecord(
    id="run_1",
    origin=ORIGIN,
    status="waiting",
    durable=True,
    legs=1,
    created_at=AT,
    updated_at=AT,
    created_by="h:1",
)

#: One of each value on the resume path, with a field to change and a value for it.
VALUES: list[tuple[Any, str, Any]] = [
    (Option(id="approve", label="Approve"), "label", "Yes"),
    (REQUEST, "prompt", "Book it?"),
    (Responder(name="ana", role="lead", interface="cli"), "role", None),
    (RESPONSE, "note", "fine"),
    (EVENT, "seq", 9),
    (CALL, "status", "failed"),
    (Usage(input_tokens=3), "requests", 1),
    (TURN, "message", "done"),
    (ITEM, "source", "items.yaml"),
    (EndpointSpec(model="m", base_url="https://x/v1"), "api_key_env", "KEY"),
    (ORIGIN, "arena", "hitl"),
    (RECORD, "legs", 2),
    (
        RequestRecord(
            request=REQUEST, run_status="waiting", item_id="i1", adapter="v", durable=True
        ),
        "resolved",
        True,
    ),
    (
        AuditEntry(seq=1, run_id="run_1", transition="answered", actor=Responder(), at=AT),
        "note",
        "x",
    ),
    (KEY, "occurrence", 2),
    (
        SideEffect(key=KEY, leg=1, args={}, status="ok", owner="o", started_at=AT),
        "result",
        "OK",
    ),
    (LegWrite(run_id="run_1", turn=TURN, snapshot=None, actor=Responder()), "owner", "o"),
    (CheckSpec(), "tool", "other"),
    (CheckResult(name="stopped", passed=True, detail=""), "passed", False),
    (ModelStop(leg=1, requests=2, gate_at=1, after_gate=0), "after_gate", 1),
]
IDS = [type(v).__name__ for v, _, _ in VALUES]


@pytest.mark.parametrize(("value", "name", "new"), VALUES, ids=IDS)
def test_equal_by_fields_frozen_and_replaced_with_one_field_changed(
    value: Any, name: str, new: Any
) -> None:
    assert isinstance(value, msgspec.Struct)
    same = msgspec.structs.replace(value)
    assert same == value and same is not value
    changed = msgspec.structs.replace(value, **{name: new})
    assert getattr(changed, name) == new and changed != value
    assert getattr(value, name) != new  # the original is untouched
    with pytest.raises(AttributeError):
        setattr(value, name, new)
    assert pickle.loads(pickle.dumps(value)) == value
    assert copy.deepcopy(value) == value


@pytest.mark.parametrize(("value", "name", "new"), VALUES, ids=IDS)
def test_keyword_only(value: Any, name: str, new: Any) -> None:
    fields = [getattr(value, f) for f in value.__struct_fields__]
    with pytest.raises(TypeError):
        type(value)(*fields)


def test_hash_follows_the_fields_and_unhashable_fields_stay_unhashable() -> None:
    assert hash(Option(id="a", label="A")) == hash(Option(id="a", label="A"))
    assert {KEY, msgspec.structs.replace(KEY)} == {KEY}
    assert hash(CheckResult(name="n", passed=True, detail="d")) == hash(
        CheckResult(name="n", passed=True, detail="d")
    )
    # An InputRequest hashes by its id (drive41: its args dict made the field hash raise, and
    # t.respond({request: "approve"}) failed in the eval's own line); equality stays by field.
    assert hash(REQUEST) == hash(msgspec.structs.replace(REQUEST, args={"other": 1}))
    assert msgspec.structs.replace(REQUEST, args={"other": 1}) != REQUEST
    assert hash(REQUEST) == hash(REQUEST.id)


def test_a_different_type_with_the_same_fields_is_not_equal() -> None:
    from arena.runs.allow import Endpoint

    assert Endpoint(name="m", base_url="u") != EndpointSpec(model="m", base_url="u")
    assert Option(id="a", label="b") != ("a", "b")


def test_repr_is_the_dataclass_repr() -> None:
    assert repr(Option(id="a", label="A")) == "Option(id='a', label='A')"
    assert repr(Responder()) == "Responder(name='scripted', role=None, interface='scripted')"


def test_validation_runs_on_construction_and_on_replace() -> None:
    with pytest.raises(UserError, match="exactly one of option_id, text or edited_args"):
        InputResponse(request_id="r", option_id="approve", text="yes")
    with pytest.raises(UserError, match="exactly one of option_id, text or edited_args"):
        msgspec.structs.replace(RESPONSE, text="yes")
    with pytest.raises(UserError, match="--model NAME"):
        ModelChoice(model_url="https://x/v1")


def test_mutable_defaults_are_fresh_per_value() -> None:
    a = InputRequest(id="a", run_id="r", action="x")
    b = InputRequest(id="b", run_id="r", action="x")
    assert a.args == b.args == {} and a.args is not b.args
    assert a.details is not b.details
    assert EvalItem(id="1", input="x").meta is not EvalItem(id="2", input="x").meta


def test_derived_and_normalised_fields() -> None:
    late = Event(type="message", leg=2, seq=7, at=AT)
    trace = Trace(legs=(Turn(status="completed", leg=2, events=(late,)), TURN))
    assert [e.seq for e in trace.events] == [1, 7]
    assert trace.tool_calls == (CALL,)
    assert Trace(legs=(TURN,), events=()) == Trace(legs=(TURN,))  # derived, whatever is passed
    choice = ModelChoice(model_url="https://x/v1/", model="m")
    assert choice.model_url == "https://x/v1"
    assert ModelChoice(**choice.as_job()) == choice  # a child process rebuilds the same


def test_results_and_views_write_every_field_in_order() -> None:
    data = to_jsonable(TURN)
    assert list(data) == list(Turn.__struct_fields__)
    assert data["requests"][0]["created_at"] == AT.isoformat()
    assert data["events"][0] == {
        "type": "message",
        "leg": 1,
        "seq": 1,
        "data": {"text": "hi"},
        "at": AT.isoformat(),
    }
    assert plain(KEY) == {
        "run_id": "run_1",
        "request_id": "req_1",
        "tool": "book_room",
        "occurrence": 1,
    }


def test_held_answers_round_trip_through_json() -> None:
    held = {"call_1": (REQUEST, RESPONSE)}
    dumped = _dump_held(held)
    assert dumped[0]["request"]["options"] == [
        {"id": "approve", "label": "Approve"},
        {"id": "deny", "label": "Deny"},
    ]
    assert dumped[0]["response"]["responder"] == {
        "name": "scripted",
        "role": None,
        "interface": "scripted",
    }
    assert _load_held(dumped) == held


def test_the_model_logs_entries_stay_mutable_and_round_trip() -> None:
    entry = LoggedRequest(seq=1, run_id="run_1", at=1.5)
    entry.calls = ("request_approval",)  # filled once the model has answered
    assert LoggedRequest(**msgspec.structs.asdict(entry)) == entry


def test_an_endpoint_is_equal_hashed_and_shown_without_its_request_log() -> None:
    from arena.context import ModelEndpoint
    from arena.evidence import RequestLog

    bare = ModelEndpoint(base_url="http://127.0.0.1:9/v1", model="scripted-compliant")
    logged = msgspec.structs.replace(bare, request_log=RequestLog())
    assert logged == bare and hash(logged) == hash(bare) and repr(logged) == repr(bare)
    assert "request_log" not in repr(logged) and "api_key='sk-no-key-required'" in repr(bare)
    assert msgspec.structs.replace(bare, api_key="other") != bare
    assert msgspec.structs.replace(bare, origin_url="https://x/v1") != bare
    ran = logged.for_run("run_1")
    assert ran.request_log is logged.request_log and ran != logged
    # Frameworks' clients keep the shared URL; the run's own URL rides on the leg's route.
    assert ran.base_url == bare.base_url and ran.url == "http://127.0.0.1:9/runs/run_1/v1"
    assert (
        ran.route == (bare.base_url, ran.url) and bare.route is None and bare.url == bare.base_url
    )
    with pytest.raises(AttributeError):
        bare.model = "x"  # type: ignore[misc]


def test_the_run_context_keeps_its_state_per_run() -> None:
    from arena.context import ModelEndpoint, RunContext

    endpoint = ModelEndpoint(base_url="http://127.0.0.1:9/v1", model="m")
    a = RunContext(run_id="run_a", adapter="v", endpoint=endpoint)
    b = RunContext(run_id="run_b", adapter="v", endpoint=endpoint)
    a.begin_leg()
    assert a.leg == 1 and b.leg == 0
    assert a.events and not b.events  # each context its own lists, lock and reservations
    assert a._lock is not b._lock and a._reserved is not b._reserved
