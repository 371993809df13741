"""hitl-arena: make human-in-the-loop agent behaviour testable, comparable and operable."""

from arena.adapters.base import AgentSpec
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

__all__ = [
    "APPROVAL_OPTIONS",
    "AgentSpec",
    "ArenaError",
    "BadItemFile",
    "Conflict",
    "EvalItem",
    "Event",
    "InputRequest",
    "InputResponse",
    "InvalidAnswer",
    "MissingExtra",
    "ModelEndpoint",
    "NotFound",
    "Option",
    "Responder",
    "ResumableRunner",
    "RunContext",
    "RunError",
    "Runner",
    "SessionLine",
    "SessionSlot",
    "StoreError",
    "ToolCall",
    "ToolError",
    "Turn",
    "TurnStatus",
    "UserError",
    "create_session_slot",
    "recorded",
]
