"""hitl-arena: make human-in-the-loop agent behaviour testable, comparable and operable.

Every public name loads on first use, from the module that defines it: ``import arena`` costs
nothing, and a process that needs one part (the scripted model's own process, which ``arena
resume`` starts: arena.model.process) does not define the rest's dataclasses. Where each part
sits: docs/architecture.md.
"""

import sys
from typing import TYPE_CHECKING, Any

#: What msgspec's package imports eagerly and arena never uses (its ``inspect``, JSON, JSON
#: schema, MessagePack, TOML and YAML modules): left to load on first use (:class:`_Msgspec`).
_MSGSPEC_DEFERRED = ("inspect", "json", "msgpack", "toml", "yaml")


class _Msgspec:
    """Imports msgspec, when something first does, with the modules above as lazy ones.

    ``import msgspec`` runs ~12 M instructions (callgrind, Python 3.11), ~8.5 M of them in those
    modules, on every cold ``arena resume`` (docs/benchmarks.md); arena's values use only
    ``Struct``, ``field`` and ``msgspec.structs``. A finder first on ``sys.meta_path`` until
    that first import (``import arena`` itself imports nothing): each module is put on the
    package, before its ``__init__`` runs, as the standard library's lazy module
    (:class:`importlib.util.LazyLoader`), which runs on its first attribute access —
    ``msgspec.json.encode`` works as before, for arena or a framework.
    """

    def __init__(self, loader: Any) -> None:
        self.loader = loader

    @classmethod
    def find_spec(cls, name: str, path: Any = None, target: Any = None) -> Any:
        if name != "msgspec":
            return None
        if cls in sys.meta_path:
            sys.meta_path.remove(cls)  # type: ignore[arg-type]
        import importlib.util

        spec = importlib.util.find_spec(name)
        if spec is None or spec.loader is None or not spec.submodule_search_locations:
            return spec
        spec.loader = cls(spec.loader)  # type: ignore[assignment]
        return spec

    def create_module(self, spec: Any) -> Any:
        return self.loader.create_module(spec)

    def exec_module(self, module: Any) -> None:
        import importlib.machinery
        import importlib.util

        where = module.__spec__.submodule_search_locations
        for name in _MSGSPEC_DEFERRED:
            spec = importlib.machinery.PathFinder.find_spec(f"msgspec.{name}", where)
            if spec is None or spec.loader is None:
                continue
            spec.loader = importlib.util.LazyLoader(spec.loader)
            lazy = importlib.util.module_from_spec(spec)
            sys.modules[spec.name] = lazy
            spec.loader.exec_module(lazy)  # runs nothing yet
            # On the package before its __init__ runs: its ``from . import json`` takes it as
            # it is (an import would read the module's __spec__, and any attribute read runs it).
            setattr(module, name, lazy)
        try:
            self.loader.exec_module(module)
        except BaseException:  # the import fails as it would have; nothing of ours stays
            for name in _MSGSPEC_DEFERRED:
                sys.modules.pop(f"msgspec.{name}", None)
            raise

    def __getattr__(self, name: str) -> Any:  # the real loader's resources, source, ...
        return getattr(self.loader, name)


if "msgspec" not in sys.modules:
    sys.meta_path.insert(0, _Msgspec)  # type: ignore[arg-type]

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
