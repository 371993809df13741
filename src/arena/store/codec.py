"""Values to and from the JSON and text columns every backend stores (shared, so they agree).

Times are written in one fixed-width UTC form so that text comparison is time comparison (claim
expiry is compared in SQL). A backend with a native time type (PostgreSQL ``timestamptz``) takes
the same text in and hands ``datetime`` values back; :func:`parse_ts` accepts both.
"""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Callable, Iterable, Mapping
from datetime import UTC, datetime
from typing import Any

import msgspec

from arena.check_types import CheckResult, CheckSpec
from arena.store import textsafe
from arena.store.base import EndpointSpec, RunOrigin
from arena.types import EvalItem, Option

#: Two- and three-digit fields of a time, looked up instead of formatted. Built by joining
#: digits (0.15 ms), not by formatting 1,100 numbers (0.5-0.8 ms of every cold resume's imports).
_DIGITS = "0123456789"
_D2 = tuple([a + b for a in _DIGITS for b in _DIGITS])
_D3 = tuple([a + b for a in _DIGITS for b in _D2])


def ts(value: datetime) -> str:
    """``YYYY-MM-DDTHH:MM:SS.ffffff+00:00``, as ``isoformat(timespec="microseconds")`` writes it.

    A UTC time with microseconds goes through msgspec's C encoder, which writes it as RFC 3339
    with ``Z`` (``"YYYY-MM-DDTHH:MM:SS.ffffffZ"``, quoted): its 26 characters then ``+00:00``,
    ~2,900 instructions where building it from its fields in Python took ~5,800 and
    ``isoformat`` ~14,000 (a store write formats ~15 per approve + claim + resumed leg). Any
    other time (whole seconds, which msgspec writes without a fraction; another zone; a year
    before 1000) is built from its fields as before (test_store_codec checks they agree)."""
    if value.tzinfo is UTC:
        text = _ENCODE_TIME(value)
        if len(text) == 29:
            return text[1:27].decode() + "+00:00"
    return _ts_fields(value)


#: msgspec's JSON encoder, for :func:`ts`.
_ENCODE_TIME = msgspec.json.Encoder().encode


def _ts_fields(value: datetime) -> str:
    """:func:`ts` built from the time's fields (any zone-aware time, any year)."""
    if value.tzinfo is not UTC:
        if value.tzinfo is None:
            raise ValueError("naive datetime: the store keeps timezone-aware UTC times only")
        value = value.astimezone(UTC)
    year, us = value.year, value.microsecond
    if year < 1000:
        return value.isoformat(timespec="microseconds")
    d2 = _D2
    return (
        f"{year}-{d2[value.month]}-{d2[value.day]}T{d2[value.hour]}:{d2[value.minute]}:"
        f"{d2[value.second]}.{_D3[us // 1000]}{_D3[us % 1000]}+00:00"
    )


def ts_or_none(value: datetime | None) -> str | None:
    return ts(value) if value is not None else None


def parse_ts(value: str | datetime | None) -> datetime | None:
    return parse_ts_required(value) if value else None


def parse_ts_required(value: str | datetime) -> datetime:
    if isinstance(value, datetime):
        return value.astimezone(UTC)
    return datetime.fromisoformat(value)


def dumps(value: Any) -> str:
    """JSON text for a column; a NUL stays a character, which the store escapes with the rest
    of its text (:mod:`arena.store.textsafe`: PostgreSQL's jsonb refuses ``\\u0000``). NaN and
    the infinities are written as ``null``, as :func:`dumps_plain` writes them: the ``NaN``
    token is no JSON that SQLite's JSON functions (the ``tool_calls`` view) or PostgreSQL's
    ``json`` type accept. The encoder refuses them, and only then is the value walked."""
    try:
        text = _encode(value)
    except ValueError:  # a NaN or an infinity (anything else fails again below)
        text = _encode(_finite(value))
    return textsafe.raw_nul(text)


def _finite(value: Any) -> Any:
    """``value`` with every NaN and infinity None, containers as the encoder writes them
    (a mapping as a dict, a tuple or set as a list), anything else as it is."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, Mapping):
        items: Iterable[tuple[Any, Any]] = value.items()
        if any(isinstance(k, float) and not math.isfinite(k) for k in value):
            # The key stays what the encoder wrote before ("NaN"), so every key is written as
            # text here (a float beside it would not sort with text).
            items = ((_key_text(k), v) for k, v in items)
        return {k: _finite(v) for k, v in items}
    if isinstance(value, list | tuple | set | frozenset):
        return [_finite(v) for v in value]
    return value


def _key_text(key: Any) -> Any:
    """A mapping key as the standard encoder writes it (a key it refuses stays as it is)."""
    if isinstance(key, str):
        return key
    if key is True or key is False or key is None:
        return {True: "true", False: "false", None: "null"}[key]
    if isinstance(key, float):
        return _FLOAT_KEYS.get(repr(key)) or float.__repr__(key)
    if isinstance(key, int):
        return int.__repr__(key)
    return key


#: How the standard encoder wrote a non-finite float (as a key it stays text).
_FLOAT_KEYS = {"nan": "NaN", "inf": "Infinity", "-inf": "-Infinity"}


def loads(value: str | None) -> Any:
    return _DECODER.decode(value) if value else None


def _default(value: Any) -> Any:
    if isinstance(value, datetime):
        return ts(value)
    if isinstance(value, Mapping):
        return dict(value)
    if isinstance(value, tuple | set | frozenset):
        return list(value)
    return repr(value)


# One encoder and decoder for every column: ``json.dumps``/``loads`` with options build a new
# one per call, which was a tenth of a store write's CPU.
_ENCODER = json.JSONEncoder(sort_keys=True, default=_default, ensure_ascii=False, allow_nan=False)
_DECODER = json.JSONDecoder(strict=False)
_DECODE_FAST = msgspec.json.Decoder().decode


def one_shot(encoder: json.JSONEncoder) -> Callable[[Any], str]:
    """``encoder.encode`` without its per-call set-up: ``JSONEncoder.encode`` builds a new C
    encoder for every value (about 8,000 instructions, more than encoding a small dict); this
    builds it once. Same text (test_store_codec compares them). No circular-reference table
    (shared, it would make two threads encoding one value see a false cycle): a cyclic value
    fails with RecursionError instead of ValueError."""
    make = getattr(json.encoder, "c_make_encoder", None)
    if make is None or encoder.indent is not None:  # no C accelerator: the encoder as it is
        return encoder.encode
    escape = (
        json.encoder.encode_basestring_ascii
        if encoder.ensure_ascii
        else json.encoder.encode_basestring
    )
    chunks = make(
        None,
        encoder.default,
        escape,
        None,
        encoder.key_separator,
        encoder.item_separator,
        encoder.sort_keys,
        encoder.skipkeys,
        encoder.allow_nan,
    )
    join = "".join
    return lambda value: join(chunks(value, 0))


_encode = one_shot(_ENCODER)

#: msgspec's JSON encoder, for :func:`dumps_plain`.
_FAST = msgspec.json.Encoder(order="sorted")


def dumps_plain(value: Any) -> str:
    """:func:`dumps`'s JSON values, about 6x faster when ``value`` holds JSON's own types only.

    A leg's events were a tenth of an approve + claim + resumed leg's instructions through the
    standard library's encoder. msgspec writes some values differently (a datetime with ``Z``,
    a UUID, a dataclass or an enum as its value, where :func:`dumps` writes the store's time
    form or a ``repr``), so it is used only when ``msgspec.to_builtins`` leaves the value equal
    to itself (lists, tuples, dicts with text keys, strings, numbers, booleans, None), checked
    in C; anything else goes through :func:`dumps` as before. The values read back are the same;
    the text has no spaces after separators and writes an exponent ``1e16`` (not ``1e+16``).
    NaN and infinities become ``null``, as :func:`dumps` writes them. For columns read back as JSON
    values (a leg's events, tool calls and session snapshot, a run's checks), never for text that
    is hashed."""
    try:
        if msgspec.to_builtins(value) == value:
            return textsafe.raw_nul(_FAST.encode(value).decode())
    except (TypeError, ValueError, UnicodeEncodeError):  # not msgspec's to write: dumps does
        pass
    return dumps(value)


def options_to_json(options: tuple[Option, ...]) -> str:
    return dumps([{"id": o.id, "label": o.label} for o in options])


def option_ids_from_json(text: str) -> tuple[str, ...]:
    """The ids of a request's stored options (``answer`` checks the chosen one against them):
    msgspec's decoder reads the list in a fraction of the standard one's time; what it refuses
    (a NUL restored into the text, which the standard decoder reads with ``strict=False``)
    goes through :func:`loads` as before."""
    try:
        options = _DECODE_FAST(text) if text else None
    except (msgspec.DecodeError, TypeError):
        options = loads(text)
    return tuple(o["id"] for o in options or [])


def options_from_json(text: str) -> tuple[Option, ...]:
    return tuple(Option(id=o["id"], label=o["label"]) for o in loads(text) or [])


def item_to_json(item: EvalItem) -> str:
    return dumps(
        {
            "id": item.id,
            "input": item.input,
            "resume_with": list(item.resume_with),
            "checks": list(item.checks),
            "meta": dict(item.meta),
            "source": item.source,
        }
    )


def item_from_json(text: str) -> EvalItem:
    data = loads(text)
    return EvalItem(
        id=data["id"],
        input=data.get("input", ""),
        resume_with=tuple(data.get("resume_with", ())),
        checks=tuple(data.get("checks", ())),
        meta=data.get("meta") or {},
        source=data.get("source", ""),
    )


def endpoint_to_json(spec: EndpointSpec) -> str:
    return dumps(
        {
            "model": spec.model,
            "base_url": spec.base_url,
            "scripted": spec.scripted,
            "api_key_env": spec.api_key_env,
            "logged": spec.logged,
        }
    )


def endpoint_from_json(text: str) -> EndpointSpec:
    data = loads(text)
    return EndpointSpec(
        model=data["model"],
        base_url=data.get("base_url", ""),
        scripted=bool(data.get("scripted")),
        api_key_env=data.get("api_key_env"),
        logged=data.get("logged") is True,
    )


def check_spec_to_json(spec: CheckSpec) -> str:
    data: dict[str, Any] = {"tool": spec.tool, "gate": spec.gate}
    data["rooms"] = [list(r) for r in spec.rooms]
    if spec.taken:
        data["taken"] = [list(t) for t in spec.taken]
    if spec.instructions or spec.tools:
        data["instructions"], data["tools"] = spec.instructions, list(spec.tools)
    if spec.tasks:
        data["tasks"] = list(spec.tasks)
    return dumps(data)


def check_spec_from_json(text: str) -> CheckSpec:
    """A run stored before rooms were kept has none: its checks read seats from tool results."""
    data = loads(text)
    rooms = tuple((str(i), str(n), int(c)) for i, n, c in data.get("rooms") or ())
    taken = tuple((str(d), str(r)) for d, r in data.get("taken") or ())
    return CheckSpec(
        tool=data["tool"],
        gate=data["gate"],
        rooms=rooms,
        taken=taken,
        instructions=str(data.get("instructions") or ""),
        tools=tuple(str(k) for k in data.get("tools") or ()),
        tasks=tuple(str(t) for t in data.get("tasks") or ()),
    )


def checks_to_json(checks: Any) -> str | None:
    if checks is None:
        return None
    return dumps_plain([{"name": c.name, "passed": c.passed, "detail": c.detail} for c in checks])


def checks_from_json(text: str | None) -> tuple[CheckResult, ...] | None:
    data = loads(text)
    if data is None:
        return None
    return tuple(CheckResult(name=c["name"], passed=c["passed"], detail=c["detail"]) for c in data)


def origin_columns(origin: RunOrigin) -> dict[str, Any]:
    return {
        "arena": origin.arena,
        "item_id": origin.item.id,
        "item": item_to_json(origin.item),
        "adapter": origin.adapter,
        "endpoint": endpoint_to_json(origin.endpoint),
        "tools_module": origin.tools_module,
        "check_spec": check_spec_to_json(origin.check_spec),
        "mode": origin.mode,
        "request_ttl_s": origin.request_ttl_s,
    }


def origin_from_row(row: Any) -> RunOrigin:
    return _origin(
        row["adapter"],
        row["endpoint"],
        row["item"],
        row["arena"],
        row["tools_module"],
        row["check_spec"],
        row["mode"],
        row["request_ttl_s"],
    )


@functools.lru_cache(maxsize=512)
def _origin(
    adapter: str,
    endpoint: str,
    item: str,
    arena: str,
    tools_module: str,
    spec: str,
    mode: str,
    ttl: float | None,
) -> RunOrigin:
    """Parsed once per distinct row: a claim, the leg after it and every read of one run return
    the same origin (frozen values), not three JSON parses of the same text."""
    return RunOrigin(
        adapter=adapter,
        endpoint=endpoint_from_json(endpoint),
        item=item_from_json(item),
        arena=arena,
        tools_module=tools_module,
        check_spec=check_spec_from_json(spec),
        mode=mode,  # type: ignore[arg-type]
        request_ttl_s=None if ttl is None else float(ttl),
    )
