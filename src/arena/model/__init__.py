"""The scripted model: a deterministic, OpenAI-compatible HTTP server (docs/architecture.md).

Adapters talk to it through their framework's normal OpenAI provider; the model name selects the
behaviour (``scripted``, ``scripted-<behaviour>`` or a registered custom policy).
"""

from __future__ import annotations

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
