"""hitl-arena: make human-in-the-loop agent behaviour testable, comparable and operable.

Every public name loads on first use, from the module that defines it: ``import arena`` costs
nothing, and a process that needs one part (the scripted model's own process, which ``arena
resume`` starts: arena.model.process) does not define the rest's dataclasses. Where each part
sits: docs/architecture.md.
"""

import sys
from typing import TYPE_CHECKING, Any

#: What msgspec's package imports eagerly and arena never uses (its ``inspect``, JSON, JSON
#: schema, MessagePack, TOML and YAML modules): deferred by :func:`_defer_msgspec_extras`.
MSGSPEC_DEFERRED = ("inspect", "json", "msgpack", "toml", "yaml")


def _defer_msgspec_extras() -> None:
    """Load msgspec's package with the modules above as lazy ones, before anything imports it.

    ``import msgspec`` runs ~12 M instructions (callgrind, Python 3.11), ~8.5 M of them in those
    modules, on every cold ``arena resume`` (docs/benchmarks.md); arena's values use only
    ``Struct``, ``field`` and ``msgspec.structs``. Each is put on the package as the standard
    library's lazy module (:class:`importlib.util.LazyLoader`), which runs on its first
    attribute access: ``msgspec.json.encode`` works as before, for arena or a framework. Nothing
    changes when msgspec is loaded already.
    """
    if "msgspec" in sys.modules:
        return
    import importlib.machinery
    import importlib.util

    package = importlib.util.find_spec("msgspec")
    if package is None or package.loader is None or not package.submodule_search_locations:
        return
    module = importlib.util.module_from_spec(package)
    for name in MSGSPEC_DEFERRED:
        where = package.submodule_search_locations
        spec = importlib.machinery.PathFinder.find_spec(f"msgspec.{name}", where)
        if spec is None or spec.loader is None:
            continue
        spec.loader = importlib.util.LazyLoader(spec.loader)
        lazy = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = lazy
        spec.loader.exec_module(lazy)  # loads nothing yet
        # On the package before its __init__ runs: its ``from . import json`` takes it as it is
        # (an import would read the module's __spec__, and any attribute read loads it).
        setattr(module, name, lazy)
    sys.modules["msgspec"] = module
    try:
        package.loader.exec_module(module)
    except BaseException:
        for name in ("msgspec", *(f"msgspec.{n}" for n in MSGSPEC_DEFERRED)):
            sys.modules.pop(name, None)
        raise


_defer_msgspec_extras()

if TYPE_CHECKING:
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
