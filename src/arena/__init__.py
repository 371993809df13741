"""hitl-arena: make human-in-the-loop agent behaviour testable, comparable and operable.

The vocabulary is imported eagerly (it is small); the verbs (``evaluate``, ``run_item``,
``open_store``, ``Driver``, ...) load on first use, so ``import arena`` stays cheap for a CLI
start-up. Where each part sits: docs/architecture.md.
"""

from typing import TYPE_CHECKING, Any

from arena.adapters.base import Adapter, AgentSpec, Traits
from arena.context import ModelEndpoint, RunContext
from arena.errors import (
    ArenaError,
    BadItemFile,
    Conflict,
    InvalidAnswer,
    MissingExtra,
    NotFound,
    RunError,
    StoreError,
    UserError,
)
from arena.session import SessionLine, SessionSlot, create_session_slot
from arena.tools import ToolError, recorded
from arena.types import (
    APPROVAL_OPTIONS,
    EvalItem,
    Event,
    InputRequest,
    InputResponse,
    Option,
    Responder,
    ResumableRunner,
    Runner,
    ToolCall,
    Turn,
    TurnStatus,
)

if TYPE_CHECKING:
    from arena.conformance import validate
    from arena.drive import Driver
    from arena.endpoints import ModelChoice
    from arena.evaluate import evaluate
    from arena.runner import MAX_RESUMES, run_item
    from arena.runs import resume_many, resume_run
    from arena.settings import RunSettings
    from arena.store import Store, open_store

#: Public names loaded on first use, by the module that defines them.
_LAZY = {
    "Driver": "arena.drive",
    "MAX_RESUMES": "arena.runner",
    "ModelChoice": "arena.endpoints",
    "RunSettings": "arena.settings",
    "Store": "arena.store",
    "evaluate": "arena.evaluate",
    "open_store": "arena.store",
    "resume_many": "arena.runs",
    "resume_run": "arena.runs",
    "run_item": "arena.runner",
    "validate": "arena.conformance",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'arena' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


__all__ = [
    "APPROVAL_OPTIONS",
    "MAX_RESUMES",
    "Adapter",
    "AgentSpec",
    "ArenaError",
    "BadItemFile",
    "Conflict",
    "Driver",
    "EvalItem",
    "Event",
    "InputRequest",
    "InputResponse",
    "InvalidAnswer",
    "MissingExtra",
    "ModelChoice",
    "ModelEndpoint",
    "NotFound",
    "Option",
    "Responder",
    "ResumableRunner",
    "RunContext",
    "RunError",
    "RunSettings",
    "Runner",
    "SessionLine",
    "SessionSlot",
    "Store",
    "StoreError",
    "ToolCall",
    "ToolError",
    "Traits",
    "Turn",
    "TurnStatus",
    "UserError",
    "create_session_slot",
    "evaluate",
    "open_store",
    "recorded",
    "resume_many",
    "resume_run",
    "run_item",
    "validate",
]
