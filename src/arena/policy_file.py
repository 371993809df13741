"""Which approval policy file applies, without reading one: ``--policy FILE`` (``explicit``),
``$ARENA_POLICY``, then ``policy.yaml`` next to an SQLite store file (:mod:`arena.policy.load`).
Outside :mod:`arena.policy`, whose package loads YAML and the policy's models: a command on a
store with no policy (``arena resume``, ``arena worker``) asks this first and loads none of them
(issue 16). Imports nothing of arena's."""

from __future__ import annotations

import os
from pathlib import Path

ENV = "ARENA_POLICY"
FILENAME = "policy.yaml"


def policy_path(explicit: str | os.PathLike[str] | None, store_location: str | None) -> Path | None:
    """The policy file that applies (see the module docstring), or None."""
    if explicit:
        return Path(explicit)
    if os.environ.get(ENV):
        return Path(os.environ[ENV])
    if store_location and "://" not in store_location:
        beside = Path(store_location).parent / FILENAME
        if beside.is_file():
            return beside
    return None
