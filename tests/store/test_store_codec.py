"""The store's hand-made fast paths give exactly what the slow ones give (issue 16).

Times are written from their fields instead of ``isoformat``, JSON through a C encoder built
once instead of ``JSONEncoder.encode``'s per call, and the run a claim or a leg returns from the
row it locked: each is compared here with what it replaced (an audit hash or a claim expiry
compared as text depends on the exact characters).
"""

from __future__ import annotations

import random
import threading
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from types import MappingProxyType

import pytest

from arena.checks import CheckResult
from arena.context import RunContext
from arena.store import SQLiteStore, chain, codec
from arena.store import textsafe as ts
from arena.store.base import LegWrite
from arena.types import InputResponse, Responder
from store_support import ENDPOINT, synthetic_waiting

ACTOR = Responder(name="tester", role="ops", interface="cli")


def test_the_digit_tables_are_every_number_zero_padded() -> None:
    assert tuple(f"{n:02d}" for n in range(100)) == codec._D2
    assert tuple(f"{n:03d}" for n in range(1000)) == codec._D3


def test_ts_writes_what_isoformat_writes() -> None:
    rng = random.Random(16)
    base = datetime(2026, 12, 1, tzinfo=UTC)
    times = [
        base,
        base.replace(microsecond=999_999),
        datetime(9999, 12, 31, 23, 59, 59, tzinfo=UTC),
    ]
    times += [datetime(999, 1, 2, 3, 4, 5, 6, tzinfo=UTC), datetime(1000, 1, 1, tzinfo=UTC)]
    # msgspec writes these (microseconds present) and the fields path the rest; both agree.
    times += [datetime(1, 1, 1, 0, 0, 0, 1, tzinfo=UTC), base.replace(microsecond=120_000)]
    times += [base.replace(microsecond=1, fold=1), datetime(999, 12, 31, 23, 59, 59, 999_999, UTC)]
    times += [base + timedelta(microseconds=rng.randrange(10**15)) for _ in range(3000)]
    east = timezone(timedelta(hours=5, minutes=30))
    times += [t.astimezone(east) for t in times[5:205]]
    for t in times:
        assert codec.ts(t) == t.astimezone(UTC).isoformat(timespec="microseconds"), t
        assert codec.parse_ts_required(codec.ts(t)) == t
    with pytest.raises(ValueError, match="naive"):
        codec.ts(datetime(2026, 1, 1))


VALUES = [
    None,
    "just text",
    "x\u2014y\x00\ud800\ue000",
    {"b": 1, "a": [1, 2.5, {"z": None, "y": True}], "é": "ü"},
    [datetime(2026, 1, 1, tzinfo=UTC), (1, 2), frozenset({3}), MappingProxyType({"m": 1})],
    {1: "int key", "s": float("inf"), "n": float("nan")},
    {"n": float("nan"), "t": (1, "x")},
    [[], {}, "", 0, -1, 10**30, 1e-300],
]


def _outcome(encode: object, value: object) -> str:
    try:
        return "text: " + encode(value)  # type: ignore[operator]
    except (TypeError, ValueError) as exc:
        return f"{type(exc).__name__}: {exc}"


@pytest.mark.parametrize("value", VALUES, ids=range(len(VALUES)))
def test_the_one_shot_encoders_write_what_their_json_encoder_writes(value: object) -> None:
    assert _outcome(codec._encode, value) == _outcome(codec._ENCODER.encode, value)
    assert _outcome(chain._canonical, value) == _outcome(chain._CANONICAL.encode, value)


def test_one_value_encoded_by_many_threads_at_once_is_never_a_cycle() -> None:
    # A shared circular-reference table would make a thread see another's value as its own.
    at = datetime(2026, 12, 1, tzinfo=UTC)  # encoded by a Python default: threads switch there
    value = {"deep": [{"n": n, "at": at, "items": list(range(20))} for n in range(50)]}
    expected, errors = codec.dumps(value), []

    def encode() -> None:
        for _ in range(200):
            try:
                assert codec.dumps(value) == expected
            except (ValueError, AssertionError) as exc:  # pragma: no cover - the failure
                errors.append(exc)

    threads = [threading.Thread(target=encode) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []


def test_a_statements_parameters_in_any_sequence_or_mapping_are_checked() -> None:
    bad = "a\x00b"
    for values in ([1, bad], (1, bad), {"k": bad}, MappingProxyType({"k": bad})):
        out = ts.params(values)
        got = out["k"] if "k" in out else out[1]
        assert got == ts.escape(bad) != bad


def test_what_claim_and_record_leg_return_is_the_stored_run(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "arena.db")
    try:
        run_id, request_id = synthetic_waiting(store)
        response = InputResponse(request_id=request_id, option_id="approve", responder=ACTOR)
        store.answer(response)
        claimed = store.claim(run_id, "me", ttl_s=60, actor=ACTOR)
        assert claimed == store.run(run_id)
        request = store.request(request_id).request
        ctx = RunContext(
            run_id=run_id,
            adapter="fake",
            endpoint=ENDPOINT,
            leg=1,
            pending={request.id: request},
            _seq=100,
        )
        ctx.begin_leg()
        ctx.deliver([response])  # as the harness hands the answer over
        ctx.resolve(request, response)
        leg = LegWrite(
            run_id=run_id,
            turn=ctx.finish("completed", message="done"),
            snapshot={"version": 1, "slots": {}},
            actor=ACTOR,
            owner="me",
            checks=[CheckResult(name="booked", passed=True, detail="ok")],
        )
        assert store.record_leg(leg) == store.run(run_id)
        assert store.verify_audit().broken is None
    finally:
        store.close()
