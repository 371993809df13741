"""msgspec for a leg's events, tool calls and checks, and for the audit chain's hashes.

``codec.dumps_plain`` hands a value to msgspec's encoder only when ``msgspec.to_builtins``
leaves it equal to itself; everything else goes through ``codec.dumps`` as before, so a column
holds the same JSON values whichever path wrote it. ``chain._sha_fields`` hashes an entry's
text fields through msgspec, which must give the very bytes the standard encoder gave, or every
existing chain would stop verifying. NaN and infinities were written as ``NaN``/``Infinity``,
which SQLite's JSON functions refuse: one such tool argument made the ``tool_calls`` view (and
so ``audit verify``) fail for the whole store. They are now written as ``null``.
"""

from __future__ import annotations

import collections
import dataclasses
import datetime
import decimal
import enum
import math
import sqlite3
import types
import uuid
from pathlib import Path
from typing import Any

import pytest

from arena.context import RunContext
from arena.store import (
    EndpointSpec,
    LegWrite,
    RunOrigin,
    SQLiteStore,
    Store,
    chain,
    codec,
    open_store,
    textsafe,
)
from arena.types import EvalItem, Responder
from conftest_postgres import PostgresServer
from store_support import ENDPOINT


class Colour(enum.Enum):
    RED = 1


class Level(enum.IntEnum):
    HIGH = 3


@dataclasses.dataclass
class Point:
    x: int = 1


PLAIN: list[Any] = [
    [1, "a", None, True, False, 0, -7, 2**80, -(2**70)],
    [1.5, 0.1, -0.0, 1e16, 1e-7, 1.5e300, 123456789012345678.0],
    {"b": 1, "a": [1, {"z": None, "é": "café — done"}], "": {}},
    {"text": 'x\x00y\x1f\x7f\n\t"\\ \u2028 😀 \ue000', "u0000": "\\u0000"},
    collections.OrderedDict(b=1, a=2),
    {"args": (1, 2, "three")},
    {"level": Level.HIGH},
    [[]],
    {},
    "s",
    None,
]
NOT_PLAIN: list[Any] = [
    {"at": datetime.datetime(2026, 12, 3, 22, 0, tzinfo=datetime.UTC)},
    {"day": datetime.date(2026, 12, 3)},
    {"id": uuid.UUID("12345678-1234-5678-1234-567812345678")},
    {"amount": decimal.Decimal("1.50")},
    {"raw": b"xy"},
    {"colour": Colour.RED},
    {"point": Point()},
    {"tags": {"a"}},
    {"view": types.MappingProxyType({"x": 1})},
    {"text": "lone \ud800 surrogate"},
    {1: "int key"},
    {2.5: "float key"},
    {None: "null key"},
    {"thing": object.__new__(Point)},
]


@pytest.mark.parametrize("value", PLAIN, ids=repr)
def test_plain_values_are_written_by_msgspec_with_the_same_json_values(value: Any) -> None:
    fast = codec.dumps_plain(value)
    assert fast == textsafe.raw_nul(codec._FAST.encode(value).decode())  # msgspec wrote it
    assert codec.loads(fast) == codec.loads(codec.dumps(value))


@pytest.mark.parametrize("value", NOT_PLAIN, ids=repr)
def test_other_values_are_written_as_dumps_writes_them(value: Any) -> None:
    assert codec.dumps_plain(value) == codec.dumps(value)


def test_nan_and_infinities_are_written_as_null() -> None:
    value = [{"x": math.nan, "y": math.inf, "z": -math.inf, "w": 1.5}]
    assert codec.loads(codec.dumps_plain(value)) == [{"x": None, "y": None, "z": None, "w": 1.5}]


def _nan_leg(store: Store) -> None:
    ctx = RunContext(run_id="run_nan", adapter="fake", endpoint=ENDPOINT)
    ctx.begin_leg()
    ctx.record_tool("lookup", {"seats": math.nan, "floor": math.inf}, "ok", "none free")
    ctx.emit("note", score=math.nan)
    store.record_leg(
        LegWrite(
            run_id=ctx.run_id,
            turn=ctx.finish("completed", message="done"),
            snapshot=None,
            actor=Responder(name="runner", interface="scripted"),
            origin=RunOrigin(
                adapter="fake",
                endpoint=EndpointSpec.of(ENDPOINT),
                item=EvalItem(id="nan", input="book"),
            ),
        )
    )


def _reads_back_nan_as_null(store: Store) -> None:
    (call,) = store.tool_calls("run_nan")
    assert dict(call.args) == {"seats": None, "floor": None}
    note = next(e for e in store.events("run_nan") if e.type == "note")
    assert dict(note.data) == {"score": None}
    assert store.verify_audit().broken is None


def test_a_tool_argument_that_is_nan_leaves_the_store_readable(tmp_path: Path) -> None:
    """Before: the leg's calls column held ``NaN``; the ``tool_calls`` view raised "malformed
    JSON" for every query that reached that leg, ``verify_audit`` among them."""
    store = SQLiteStore(tmp_path / "s.db")
    _nan_leg(store)
    _reads_back_nan_as_null(store)
    store.close()
    with sqlite3.connect(tmp_path / "s.db") as raw:
        assert raw.execute("SELECT COUNT(*) FROM tool_calls").fetchone() == (1,)


def test_postgres_stores_a_leg_whose_tool_argument_is_nan(postgres_server: PostgresServer) -> None:
    """Before: PostgreSQL's json type refused the ``NaN`` token and the leg was not stored."""
    store = open_store(postgres_server.fresh_url())
    _nan_leg(store)
    _reads_back_nan_as_null(store)
    store.close()


def test_an_entry_hashes_to_the_same_bytes_through_msgspec() -> None:
    """Every code point but the surrogates, in blocks, then one by one where a block differs."""
    chars = [chr(i) for i in range(0x110000) if not 0xD800 <= i <= 0xDFFF]
    for start in range(0, len(chars), 8192):
        block: list[Any] = [*chars[start : start + 8192], None, ""]
        assert chain._sha_fields(block) == chain._sha(block), hex(ord(chars[start]))


@pytest.mark.parametrize(
    "fields",
    [
        ["", "run_1", None, "request.approved", "alice", "ops", "cli", "2026-12-03", None, None],
        ["prev", "run_1", "req", "x", "lone \ud800", None, "cli", "t", "note", "s"],
        ["prev", 5, 1e16, b"blob", None],  # a row written outside hitl-arena
        ["prev", {"args": {"n": 1e16}}, "x"],  # a decision's edited arguments
    ],
    ids=["text", "surrogate", "other-types", "edited-args"],
)
def test_fields_hash_as_they_did(fields: list[Any]) -> None:
    try:
        expected = chain._sha(fields)
    except TypeError:
        with pytest.raises(TypeError):
            chain._sha_fields(fields)
        return
    assert chain._sha_fields(fields) == expected


def test_a_known_entry_keeps_its_hash() -> None:
    """The hash of one entry as written before msgspec (computed with ``json`` by hand)."""
    import hashlib
    import json

    row = {
        "run_id": "run_1",
        "request_id": "req_1",
        "transition": "request.approved",
        "actor": "alice",
        "role": "ops",
        "interface": "cli",
        "at": "2026-12-03T22:00:00.000001+00:00",
        "note": "ok — café",
        "subject": "abc",
    }
    fields = ["prev", *(row[k] for k in chain.AUDIT_COLUMNS[:7]), row["note"], row["subject"]]
    text = json.dumps(fields, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    assert chain.entry_hash("prev", row) == hashlib.sha256(text.encode()).hexdigest()
