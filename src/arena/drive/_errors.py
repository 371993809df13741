"""What the driver raises, in two families.

AssertionError
└── EvalFailure            the agent did not do what the eval expects (pytest shows it as a failure)
    ├── NotParked          parked() on a turn that did not pause
    ├── NotSucceeded       succeeded() on a waiting or failed turn
    ├── NoMatchingRequest  require_input_request() matched zero requests
    ├── AmbiguousRequest   require_input_request() matched several requests
    ├── ToolCallMismatch   called_tool() / no_failed_actions() saw other calls
    ├── MessageMismatch    message_matches() did not match
    ├── CheckFailed        arena_check() on a named arena check that failed
    └── SoftCheckFailed    the soft checks collected during a test, reported together

arena.errors.UserError     the eval itself is wrong (misuse), never the agent
├── InvalidAnswer          an option the request does not offer, an id that is not pending
├── NotWaiting             respond() when the last turn is not waiting
├── AlreadyAnswered        respond() twice to the same request (also a Conflict)
└── DriveError             anything else the eval asked that cannot be done
"""

from __future__ import annotations

from typing import Any

from arena.errors import Conflict, UserError

__all__ = [
    "AlreadyAnswered",
    "AmbiguousRequest",
    "CheckFailed",
    "DriveError",
    "EvalFailure",
    "MessageMismatch",
    "NoMatchingRequest",
    "NotFailed",
    "NotParked",
    "NotSucceeded",
    "NotWaiting",
    "SoftCheckFailed",
    "ToolCallMismatch",
]


class EvalFailure(AssertionError):
    """An eval assertion that failed. ``summary`` is the one-line reason; ``str()`` adds the
    rendered session line so the report shows what the agent actually did."""

    def __init__(self, summary: str, session: str = "") -> None:
        self.summary = summary
        self.session = session
        super().__init__(f"{summary}\n\n{session}" if session else summary)


class NotParked(EvalFailure):
    pass


class NotSucceeded(EvalFailure):
    pass


class NotFailed(EvalFailure):
    pass


class NoMatchingRequest(EvalFailure):
    pass


class AmbiguousRequest(EvalFailure):
    pass


class ToolCallMismatch(EvalFailure):
    pass


class MessageMismatch(EvalFailure):
    pass


class CheckFailed(EvalFailure):
    pass


class SoftCheckFailed(EvalFailure):
    def __init__(self, failures: list[str], session: str = "") -> None:
        self.failures = list(failures)
        n = len(failures)
        lines = [f"{n} soft check{'s' if n != 1 else ''} failed:"]
        lines.extend("  - " + f.replace("\n", "\n    ") for f in failures)
        super().__init__("\n".join(lines), session)


class DriveError(UserError):
    """The eval asked the driver for something that cannot be done; the message says the fix."""


class NotWaiting(DriveError):
    pass


class AlreadyAnswered(DriveError, Conflict):
    pass


def hide_frames_for_eval_errors(excinfo: Any) -> bool:
    """pytest's ``__tracebackhide__`` for the drive modules: a usage error (an unknown option,
    answering twice, ``called_tool("book_rom")``) or a failed assertion is the eval's business, so
    its report starts at the test's own line with the message, not ~50 lines of this library. Any
    other exception (a bug here) keeps its frames."""
    value = getattr(excinfo, "value", None)
    return isinstance(value, UserError | AssertionError)


# Shown as ``arena.drive.NotParked`` in tracebacks: the public name, not this private module.
for _cls in (
    EvalFailure, NotParked, NotSucceeded, NoMatchingRequest, AmbiguousRequest, ToolCallMismatch,
    MessageMismatch, CheckFailed, SoftCheckFailed, DriveError, NotWaiting, AlreadyAnswered,
):  # fmt: skip
    _cls.__module__ = "arena.drive"
