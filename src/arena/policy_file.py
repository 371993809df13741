"""Which approval policy file applies, without reading one: ``--policy FILE`` (``explicit``),
``$ARENA_POLICY``, then ``policy.yaml`` next to an SQLite store file (:mod:`arena.policy.load`).
Outside :mod:`arena.policy`, whose package loads YAML and the policy's models: a command on a
store with no policy (``arena resume``, ``arena worker``) asks this first and loads none of them
(issue 16). Here too which arenas' tools modules a policy is checked against (:func:`in_use`,
:func:`using`, ``$ARENA_POLICY_ARENAS``; :mod:`arena.policy.fields` re-exports them): ``arena run``
sets them for its recorders and workers without loading a policy (issue 16). Imports nothing of
arena's."""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path

ENV = "ARENA_POLICY"
FILENAME = "policy.yaml"
#: The tools modules of the arenas in use, comma-separated, for a process that loads the policy
#: of a run it did not start (a worker, a recorder): ``arena run`` sets it.
ENV_ARENAS = "ARENA_POLICY_ARENAS"
_USING: ContextVar[tuple[str, ...] | None] = ContextVar("policy_arenas", default=None)
#: What a message adds about arenas in use that were not checked (:func:`using`'s ``note``).
_NOTE: ContextVar[str] = ContextVar("policy_arenas_note", default="")


def policy_path(explicit: str | os.PathLike[str] | None, store_location: str | None) -> Path | None:
    """The policy file that applies (see the module docstring), or None. A leading ``~`` is the
    home folder: ``--policy=~/p.yaml`` and ``ARENA_POLICY=~/p.yaml`` reach arena as typed
    ("~/p.yaml: no such policy file", users46)."""
    if explicit:
        return Path(os.path.expanduser(explicit))
    from arena.given_paths import env_path

    if given := env_path(ENV, "the approval policy's YAML file"):  # blank: refused (durable47)
        return Path(given)
    if store_location and "://" not in store_location:
        beside = Path(store_location).parent / FILENAME
        if beside.is_file():
            return beside
    return None


def in_use() -> tuple[str, ...]:
    """The tools modules of the arenas in use: :func:`using`'s, else ``$ARENA_POLICY_ARENAS``."""
    given = _USING.get()
    if given is not None:
        return given
    raw = os.environ.get(ENV_ARENAS, "")
    return tuple(dict.fromkeys(m.strip() for m in raw.split(",") if m.strip()))


@contextmanager
def using(modules: Iterable[str], note: str = "") -> Iterator[None]:
    """Check policies against these arenas' tools modules too (the run's own arena, a store's
    runs' arenas); ``note``: what messages add about arenas in use that were left out."""
    token = _USING.set(tuple(dict.fromkeys([*in_use(), *modules])))
    said = _NOTE.set(note or _NOTE.get())
    try:
        yield
    finally:
        _NOTE.reset(said)
        _USING.reset(token)


def left_out() -> bool:
    """Whether arenas in use were left out of the check (:func:`using`'s ``note``): a value none
    of the checked ones holds may be theirs, so no "did you mean" one of the checked ones."""
    return bool(_NOTE.get())


def left_out_note() -> str:
    """What messages add about the arenas in use that were left out (:func:`using`'s ``note``)."""
    return _NOTE.get()
