"""What :func:`arena.gate_lifted.lifting` read in a text, kept for the process.

The words a run's model requests carry beside the arena's own are mostly the framework's: its
template, each tool parameter's description, the same for every item of a run. The checks read
them again for each run: a 12-item microsoft_af run read the same seven parameter descriptions
for every item, 1.19 M instructions a leg of its 1.79 M of checks (issue 16, session 44). Read
once a process now, a user's run pays for them on its first item. Reading is a pure function of
the text, the gate and the tool, so what is kept is what a new reading would say.
"""

from __future__ import annotations

from collections.abc import Callable

#: What a reader said of a text, by reader, text, gate and tool. The reader is part of the key:
#: one put in its place (a test's) is asked afresh, never served another's readings.
_READ: dict[tuple[object, str, str, str], str] = {}
#: Texts kept at most: past it the record starts again (an adapter whose texts differ run to
#: run gains nothing from it, and keeps no more than this).
KEPT = 512


def read_once(read: Callable[[str, str, str], str], text: str, gate: str, tool: str) -> str:
    """``read(text, gate, tool)``, worked out once a process for each ``read`` and text."""
    key = (read, text, gate, tool)
    said = _READ.get(key)
    if said is None:
        said = read(text, gate, tool)
        if len(_READ) >= KEPT:
            _READ.clear()
        _READ[key] = said
    return said


__all__ = ["KEPT", "read_once"]
