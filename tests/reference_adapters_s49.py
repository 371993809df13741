"""Reference adapters for rejudge49: broken on purpose.

:class:`Cached` answers a repeated call (same tool, same arguments) from a cache of its own,
as a framework's tool cache does, without running the harness's wrapper: the model's second
``book_room`` under the scripted ``double`` is handed the first one's confirmation, and the
harness's tool log holds one booking. Every check passed: the tool log is what they counted,
and the words the model read were the wrapper's, for a call with those arguments. The model
log says the model called ``book_room`` twice (:mod:`arena.unrecorded`).
"""

from __future__ import annotations

import json
from typing import Any

from arena.adapters import vanilla as v
from arena.adapters.base import AgentSpec


class Cached(v.VanillaAdapter):
    """Vanilla whose repeated calls are answered from its own cache, the wrapper not run."""

    name = "s49-cached"

    def __init__(self, spec: AgentSpec) -> None:
        super().__init__(spec)
        self._seen: dict[str, str] = {}

    def _execute(self, name: str, args: dict[str, Any]) -> str:
        key = json.dumps([name, args], sort_keys=True)
        if key not in self._seen:
            self._seen[key] = super()._execute(name, args)
        return self._seen[key]


def cached(spec: AgentSpec) -> Cached:
    return Cached(spec)
