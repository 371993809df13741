"""The model log's record of one leg's calls by id, kept with its ``leg.finished`` event
(``model_calls``): the ids each response made, the call ids whose results the leg's requests
handed back, the model's last words and the user messages the leg's requests carried, so that a
leg that never gave the model the item's task can be told (:func:`carries_task`).

One concept of :mod:`arena.evidence` (what the model's request log proves about a leg), kept in
a module of its own; :mod:`arena.evidence` still names everything here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import msgspec

from arena.request_log import LoggedRequest
from arena.types import Event

#: How much of the model's last words a leg's record keeps (the store keeps every event).
KEPT_TEXT = 2000


class ModelCalls(msgspec.Struct, frozen=True, kw_only=True):
    """The model log's record of one leg's calls by id (``model_calls`` on its ``leg.finished``):
    the ids each response made (``calls``, one tuple per request, in order), the call ids whose
    results the leg's requests carried (``returned``) and the model's last words (``said``). A
    completed run is "recovered" from a bad call only if a later request handed that call's
    result back to the model (arena.faultmatrix); an adapter that swallows the error has none.
    ``asked``: the user messages the leg's answered requests carried (each once, as
    :func:`asked_words` keeps them), so that a leg whose requests never carried the item's task
    (a throwaway "Hello!" before the adapter answers the item itself, red team 16) can be told
    from one that gave the model the task (:func:`carries_task`); None: not kept."""

    leg: int
    calls: tuple[tuple[str, ...], ...] = ()
    returned: tuple[str, ...] = ()
    said: str = ""
    asked: tuple[str, ...] | None = None

    def as_data(self) -> dict[str, object]:
        data: dict[str, object] = {
            "calls": list(map(list, self.calls)),  # in C: made twice a leg (issue 16)
            "returned": list(self.returned),
            "said": self.said,
        }
        if self.asked is not None:
            data["asked"] = list(self.asked)
        return data


def model_calls(leg: int, entries: Sequence[LoggedRequest]) -> ModelCalls:
    """One leg's calls by id, as its window of requests has them."""
    said = next((e.text for e in reversed(entries) if e.text), "")
    return ModelCalls(
        leg=leg,
        calls=tuple(e.ids for e in entries),
        returned=tuple(dict.fromkeys(i for e in entries for i in e.returned)),
        said=said[:KEPT_TEXT],
        asked=tuple(
            dict.fromkeys(
                asked_words(s) for e in entries if not e.unrouted for s in e.said if s.strip()
            )
        ),
    )


def asked_words(text: str) -> str:
    """A user message as a leg's record keeps it: spacing and case aside, cut to
    :data:`KEPT_TEXT`."""
    return " ".join(str(text).split()).casefold()[:KEPT_TEXT]


def carries_task(asked: Iterable[str], task: str, *, folded: str | None = None) -> bool:
    """Whether one of the kept user messages ``asked`` carries ``task`` (an item's input): as
    it is, or wrapped in a framework's own words ("Current Task: ..."); a message cut short
    carries it when the task runs on from where the cut message left off. A blank task is
    carried by any message (nothing to tell them apart by). ``folded``: the task spacing and
    case aside, where the caller has it (:meth:`arena.trace.Trace.folded`)."""
    want = " ".join(str(task).split()).casefold() if folded is None else folded
    head = want[:64]
    for m in asked:
        if want in m:
            return True
        if len(m) < KEPT_TEXT:
            continue
        at = m.find(head)
        while at >= 0:
            if want.startswith(m[at:]):
                return True
            at = m.find(head, at + 1)
    return False


def _as_written(leg: int, found: dict[str, Any]) -> ModelCalls | None:
    """The marks as :meth:`ModelCalls.as_data` writes them (lists of strings, a string), decoded
    in C, else None: every trace's checks read them back (issue 16, session 41). Where this
    answers, :func:`recorded_calls`' field-by-field reading reads the same; anything else (a
    tuple of ``asked``, which that reading does not take, a number, None) is left to it."""
    if type(found.get("asked")) not in _LISTED:
        return None
    try:
        return msgspec.convert({**found, "leg": leg}, ModelCalls)
    except Exception:  # whatever it is, the field-by-field reading reads it as it always has
        return None


#: ``asked``'s types that :func:`recorded_calls` reads alike (a list, or none kept).
_LISTED = frozenset({list, type(None)})


def recorded_calls(events: Iterable[Event | Mapping[str, object]]) -> dict[int, ModelCalls]:
    """Each leg's calls by id as kept with it; events as stored or as ``runs.jsonl`` has them."""
    out: dict[int, ModelCalls] = {}
    for e in events:
        kind, leg, data = (
            (e.type, e.leg, e.data)
            if isinstance(e, Event)
            else (e.get("type"), e.get("leg"), e.get("data"))
        )
        found = (
            data.get("model_calls") if kind == "leg.finished" and isinstance(data, dict) else None
        )
        if isinstance(found, dict) and isinstance(leg, int):
            out[leg] = _as_written(leg, found) or ModelCalls(
                leg=leg,
                calls=tuple(tuple(map(str, c)) for c in found.get("calls") or ()),
                returned=tuple(map(str, found.get("returned") or ())),
                said=str(found.get("said") or ""),
                asked=tuple(map(str, asked))
                if isinstance(asked := found.get("asked"), list)
                else None,
            )
    return out
