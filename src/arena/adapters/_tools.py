"""Small helpers every adapter needs to hand the harness's recorded tools to a framework.

One copy, so a fix to how a tool runs (inline, on the loop) or how its arguments are read reaches
every adapter at once (docs/architecture.md, "Adapter").
"""

from __future__ import annotations

import functools
import inspect
import json
from collections.abc import Callable
from importlib import metadata
from typing import Any

import msgspec


def inline(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Run a fast recorded tool as a coroutine on the event loop, never in a worker thread.

    Frameworks send sync tools to ``asyncio.to_thread``; inline calls keep the tool-call log in
    the order the model asked, with no threads writing to one RunContext at once.
    """
    if inspect.iscoroutinefunction(fn):
        return fn

    @functools.wraps(fn)
    async def call(*args: Any, **kwargs: Any) -> Any:
        return fn(*args, **kwargs)

    return call


def is_recorded(fn: object) -> bool:
    """``fn`` is an ``@recorded`` tool, possibly behind wrappers that keep ``__wrapped__``."""
    while fn is not None:
        if hasattr(fn, "__arena_side_effect__"):
            return True
        fn = getattr(fn, "__wrapped__", None)
    return False


def parse_args(raw: str | None, *, keep_raw: bool = False) -> dict[str, Any]:
    """A tool call's JSON arguments as a dict. What is not a JSON object becomes ``{}`` (or, with
    ``keep_raw``, ``{"arguments": raw}`` so the tool-call log shows what the model sent).

    Read by ``msgspec`` (all in C: ``json.loads`` is three Python frames and two pattern matches
    per call, every tool call of every adapter); what it refuses (``NaN``, ``1e400``, a lone
    surrogate, not text) is read by ``json.loads``, so the result is ``json.loads``'s always.
    Arguments that are no text at all (a JSON object a hand-written endpoint sent in place of
    the string of JSON the API defines) raise TypeError naming the endpoint: json.loads' own
    words named only this file, and an eval against such an endpoint read as the adapter's bug
    (users54; behind ``arena run``'s gateway the call is the endpoint's failure anyway)."""
    if raw is not None and not isinstance(raw, str | bytes | bytearray):
        raise TypeError(
            f"the model's tool call arguments are a {type(raw).__name__}, not the string of JSON "
            "the Chat Completions API defines: the model endpoint's answer is off the API"
        )
    text = raw or "{}"
    try:
        value = msgspec.json.decode(text)
    except (msgspec.MsgspecError, TypeError):
        try:
            value = json.loads(text)
        except json.JSONDecodeError:
            return {"arguments": raw} if keep_raw else {}
    if isinstance(value, dict):
        return value
    return {"arguments": value} if keep_raw else {}


def dist_version(dist: str) -> str:
    """An installed distribution's version, or "not installed"."""
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return "not installed"
