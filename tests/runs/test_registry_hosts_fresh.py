"""A process registers again when whether an ``arena`` command hosts adapter code in it changed:
a pytest worker that ran an in-process ``arena`` command (hosting) and later legs of its own
kept "hosts: true" in its entry, so its children read "under an arena command" and a unit
test's stray booking lost its plain_calls() hint (tests/runs/test_children_unseen.py failed
after tests/operator/test_forged_decisions_refused.py in one process)."""

from __future__ import annotations

import json
import os
from pathlib import Path

from arena import proc_registry
from arena.contextless import children_file
from arena.hosting import _Host


def _entry() -> dict:
    return json.loads((Path(proc_registry.REGISTRY) / str(os.getpid())).read_text())


def test_the_entry_follows_hosting(tmp_path: Path) -> None:
    # this worker's own children's file where it ran legs already: its entry stays what it was
    children = children_file() or str(tmp_path / "children")
    before, registered = _Host.command, os.getpid() in proc_registry.REGISTERED
    try:
        _Host.command = "arena run"
        proc_registry.register(children)
        assert _entry()["hosts"] is True
        _Host.command = None
        proc_registry.register(children)
        assert _entry()["hosts"] is False
    finally:
        _Host.command = before
        if registered:
            proc_registry.register(children)  # as it was, hosting restored
        elif (known := proc_registry.REGISTERED.pop(os.getpid(), None)) is not None:
            proc_registry.unregister(os.getpid(), known[0])
