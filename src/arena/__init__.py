"""hitl-arena: make human-in-the-loop agent behaviour testable, comparable and operable.

Every public name loads on first use, from the module that defines it: ``import arena`` costs
nothing, and a process that needs one part (the scripted model's own process, which ``arena
resume`` starts: arena.model.process) does not define the rest's dataclasses. Where each part
sits: docs/architecture.md.
"""

from __future__ import annotations

#: typing.TYPE_CHECKING, without importing typing (~10 ms, more on a loaded machine): the
#: ``arena`` script imports this package before it can catch a Ctrl-C (arena.launcher).
TYPE_CHECKING = False

if TYPE_CHECKING:
    from typing import Any

    from arena.adapters.base import Adapter, AgentSpec, Traits
    from arena.conformance import validate
    from arena.context import ModelEndpoint, RunContext
    from arena.drive import Driver
    from arena.endpoints import ModelChoice
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
    from arena.evaluate import evaluate
    from arena.runner import MAX_RESUMES, run_item
    from arena.runs import resume_many, resume_run
    from arena.session import SessionLine, SessionSlot, create_session_slot
    from arena.settings import RunSettings
    from arena.store import Store, open_store
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

#: Public names loaded on first use, by the module that defines them.
_LAZY = {
    **dict.fromkeys(("Adapter", "AgentSpec", "Traits"), "arena.adapters.base"),
    **dict.fromkeys(("ModelEndpoint", "RunContext"), "arena.context"),
    **dict.fromkeys(
        ("ArenaError", "BadItemFile", "Conflict", "InvalidAnswer", "MissingExtra", "NotFound",
         "RunError", "StoreError", "UserError"),
        "arena.errors",
    ),
    **dict.fromkeys(("SessionLine", "SessionSlot", "create_session_slot"), "arena.session"),
    **dict.fromkeys(("ToolError", "recorded"), "arena.tools"),
    **dict.fromkeys(
        ("APPROVAL_OPTIONS", "EvalItem", "Event", "InputRequest", "InputResponse", "Option",
         "Responder", "ResumableRunner", "Runner", "ToolCall", "Turn", "TurnStatus"),
        "arena.types",
    ),
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
}  # fmt: skip


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
