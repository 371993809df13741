"""The behaviour the harness gives one run, on its route (red team 12, finding 5).

The model name selects the behaviour (``scripted-<behaviour>``), and the adapter sees the name
(``ctx.endpoint.model``). The probes named the model after the behaviour they play
(``scripted-batch``), so an adapter could tell a matrix probe from an ordinary run and behave
well only while probed (``unaided: yes`` for an adapter that books before the answer in any
other run). The harness's own probe runs now call the model by the ordinary run's name
(:func:`played_by`), and the server plays the behaviour the harness assigned to the run whose
route (``/runs/<run_id>/v1``, a route the harness made: :meth:`ModelEndpoint.for_run`) the
request came on (:func:`current`, asked by :func:`arena.model.policy.resolve`).

The assignment lives in this process: it reaches the scripted model served on a thread here
(what ``arena matrix`` and ``arena run --probes`` start). An endpoint with no per-run log (a
model in a process of its own, ``--workers``) has no run route to key it by, and keeps the
behaviour's name.

``scripted-<behaviour>`` stays what a user's own agent pointed at ``arena model serve`` names.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterable

import msgspec

from arena.model_endpoint import ModelEndpoint

_LOCK = threading.Lock()
_BY_RUN: dict[str, str] = {}


def assign(run_id: str, behaviour: str) -> None:
    """The scripted model plays ``behaviour`` on ``run_id``'s route (whatever name it is asked
    by, among the scripted behaviours')."""
    with _LOCK:
        _BY_RUN[run_id] = behaviour


def release(run_ids: Iterable[str]) -> None:
    """The runs ended: their assignments go (their routes are no longer served either)."""
    with _LOCK:
        for run_id in run_ids:
            _BY_RUN.pop(run_id, None)


def assigned(run_id: str) -> str | None:
    with _LOCK:
        return _BY_RUN.get(run_id)


def current() -> str | None:
    """The behaviour assigned to the run whose route the request being answered came on, if
    any. Without the app loaded, no request is being answered in this process."""
    app = sys.modules.get("arena.model.app")
    entry = getattr(app, "_ENTRY", None)
    logged = entry.get() if entry is not None else None
    return assigned(logged.run_id) if logged is not None else None


class PlayedBy(ModelEndpoint, frozen=True, kw_only=True):
    """The scripted model's endpoint, under its ordinary name, for runs that meet ``behaviour``:
    each run's endpoint (:meth:`for_run`) is a plain :class:`ModelEndpoint` with the ordinary
    name, its route assigned the behaviour."""

    behaviour: str = "compliant"

    def plain(self) -> ModelEndpoint:
        return ModelEndpoint(**{f: getattr(self, f) for f in ModelEndpoint.__struct_fields__})

    def for_run(self, run_id: str) -> ModelEndpoint:
        plain = self.plain()
        if plain.request_log is None:  # no run route to key it by: the name is all there is
            return msgspec.structs.replace(plain, model=f"scripted-{self.behaviour}")
        assign(run_id, self.behaviour)
        return plain.for_run(run_id)


def played_by(endpoint: ModelEndpoint, behaviour: str) -> PlayedBy:
    """``endpoint`` (the scripted model, by the ordinary run's name) for runs that meet
    ``behaviour``; :func:`release` their run ids once they ended."""
    fields = {f: getattr(endpoint, f) for f in ModelEndpoint.__struct_fields__}
    return PlayedBy(**fields, behaviour=behaviour)


__all__ = ["PlayedBy", "assign", "assigned", "current", "played_by", "release"]
