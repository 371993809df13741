"""The scripted model: a deterministic, OpenAI-compatible HTTP server (docs/architecture.md).

Adapters talk to it through their framework's normal OpenAI provider; the model name selects the
behaviour (``scripted``, ``scripted-<behaviour>`` or a registered custom policy).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arena.model.conversation import (
        BadRequest,
        Called,
        Conversation,
        Returned,
        Said,
        Step,
        ToolUse,
        from_chat,
        from_responses,
    )
    from arena.model.latency import Latency
    from arena.model.policy import (
        BEHAVIOURS,
        Booking,
        Policy,
        Reply,
        is_approval,
        model_names,
        resolve,
    )
    from arena.model.script import BadScript, ScriptedPolicy
    from arena.model.server import ScriptedModelServer, create_app, serve

#: Each public name and the module that defines it: loaded on first use, so starting the server
#: (``from arena.model import ScriptedModelServer``) does not import the scripts' parser too.
_WHERE = {
    **dict.fromkeys(
        ("BadRequest", "Called", "Conversation", "Returned", "Said", "Step", "ToolUse",
         "from_chat", "from_responses"),
        "arena.model.conversation",
    ),
    "Latency": "arena.model.latency",
    **dict.fromkeys(("BEHAVIOURS", "Booking", "model_names", "resolve"), "arena.model.policy"),
    **dict.fromkeys(("Policy", "Reply", "is_approval"), "arena.model.reply"),
    "BadScript": "arena.model.script",
    "ScriptedPolicy": "arena.model.script",
    **dict.fromkeys(("ScriptedModelServer", "create_app", "serve"), "arena.model.server"),
}  # fmt: skip


def __getattr__(name: str) -> Any:
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module 'arena.model' has no attribute {name!r}")
    value = getattr(importlib.import_module(where), name)
    globals()[name] = value
    return value


__all__ = [
    "BEHAVIOURS",
    "BadRequest",
    "BadScript",
    "Booking",
    "Called",
    "Conversation",
    "Latency",
    "Policy",
    "Reply",
    "Returned",
    "Said",
    "ScriptedModelServer",
    "ScriptedPolicy",
    "Step",
    "ToolUse",
    "create_app",
    "from_chat",
    "from_responses",
    "is_approval",
    "model_names",
    "resolve",
    "serve",
]
