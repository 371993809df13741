"""Deliberately broken "durable" adapters: the pause is stored, but only as a key to a file.

Each is vanilla whose session slots keep ``{"format": …, "key": uuid}`` in the store and pickle
the real state to a file on this machine — resumable here, lost on another machine (red team
hole 4). They differ in where the file goes:

* ``sidefile`` — a folder named by ``$DURABLE_REF_SIDE`` (any fixed path: ``/tmp/side``);
* ``tmpfile`` — ``tempfile.gettempdir()``;
* ``homefile`` — under ``~``;
* ``statefile`` — the adapter's state folder (:mod:`arena.statedir`), where LangGraph and ADK
  keep their own files beside an SQLite store.

The factories patch vanilla's slots in the process that builds the adapter: only the
durable_state arena's phase processes do, never the test process.
"""

from __future__ import annotations

import os
import pickle
import tempfile
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

from arena.adapters import vanilla
from arena.adapters.base import AgentSpec, Traits
from arena.adapters.vanilla import VanillaAdapter
from arena.session import create_session_slot

SIDE_ENV = "DURABLE_REF_SIDE"


class SideFileAdapter(VanillaAdapter):
    name = "sidefile"
    traits = Traits(pause_kind="emulated", mechanism="broken reference: snapshot is a file key")


def _keyed(folder: Callable[[], Path]) -> None:
    def dump(value: Any) -> dict[str, str]:
        where = folder()
        where.mkdir(parents=True, exist_ok=True)
        key = uuid.uuid4().hex
        (where / f"{key}.pkl").write_bytes(pickle.dumps(value))
        return {"format": "sidefile", "key": key}

    def load(raw: dict[str, str]) -> Any:
        return pickle.loads((folder() / f"{raw['key']}.pkl").read_bytes())

    vanilla._PAUSED = create_session_slot("vanilla.paused", dump=dump, load=load)  # type: ignore[arg-type]
    vanilla._HISTORY = create_session_slot("vanilla.history", dump=dump, load=load)  # type: ignore[arg-type]


def sidefile(spec: AgentSpec) -> SideFileAdapter:
    _keyed(lambda: Path(os.environ[SIDE_ENV]))
    return SideFileAdapter(spec)


def tmpfile(spec: AgentSpec) -> SideFileAdapter:
    _keyed(lambda: Path(tempfile.gettempdir()) / "durable-ref-side")
    return SideFileAdapter(spec)


def homefile(spec: AgentSpec) -> SideFileAdapter:
    _keyed(lambda: Path.home() / ".durable-ref-side")
    return SideFileAdapter(spec)


def statefile(spec: AgentSpec) -> SideFileAdapter:
    from arena.statedir import state_file

    _keyed(lambda: state_file("durable-ref-side"))
    return SideFileAdapter(spec)
