"""Soft checks of a driver: inside ``with t.soft():`` (or by ``t.check(label, condition)``) a failed
assertion is recorded with its labels instead of raised, and :meth:`SoftChecks.verify` (the pytest
plugin calls it after the test) reports every one of the line and the sessions it opened
together. Mixed into :class:`~arena.drive.Driver` through
:class:`~arena.drive._assertions.Assertions`, whose failures go through :meth:`SoftChecks._fail`.
"""

from __future__ import annotations

import inspect
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from arena.drive._errors import (
    DriveError,
    EvalFailure,
    SoftCheckFailed,
    hide_frames_for_eval_errors,
)
from arena.drive._render import clip

#: pytest hides this module's frames for the eval's own errors (see _errors).
__tracebackhide__ = hide_frames_for_eval_errors

if TYPE_CHECKING:
    from arena.drive._driver import Driver


def always_true(condition: object) -> str:
    """Why ``condition`` is true whatever the run did ('' where it is a verdict): a function
    never called (``t.check("finished", t.succeeded)``), an awaitable never awaited, an iterator
    (true however empty). evidence55b: each passed as a check that held."""
    if inspect.isawaitable(condition):
        return f"the condition is {type(condition).__name__} never awaited; await it"
    if callable(condition):
        name = getattr(condition, "__name__", type(condition).__name__)
        return f"the condition is {name}, a function never called; call it, {name}(...)"
    if isinstance(condition, Iterator):
        return "the condition is an iterator, true however empty; give any(...) or a list"
    return ""


class SoftChecks:
    """Mixed into :class:`~arena.drive.Driver`: failures recorded inside a soft block."""

    _soft_labels: list[str]
    _soft_failures: list[str]

    if TYPE_CHECKING:

        @property
        def run_id(self) -> str: ...
        @property
        def sessions(self) -> tuple[Driver, ...]: ...
        def render(self) -> str: ...

    @contextmanager
    def soft(self, label: str = "") -> Iterator[None]:
        """Collect failed assertions inside the block instead of raising; :meth:`verify` (the
        pytest plugin calls it after the test) reports them all together, with their labels."""
        self._soft_labels.append(label)
        try:
            yield
        except AssertionError as exc:  # a plain assert, or a selector such as require_input_request
            summary = (
                exc.summary if isinstance(exc, EvalFailure) else clip(str(exc) or repr(exc), 300)
            )
            self._record_soft(summary)
        finally:
            self._soft_labels.pop()

    def check(self, label: str, condition: object, detail: str = "") -> bool:
        """A labelled soft check: record a failure if ``condition`` is false, never raise (but
        for a condition that is true whatever the run did: :func:`always_true`)."""
        if why := always_true(condition):
            raise DriveError(f"check({label!r}, ...): {why}, so this could never fail")
        if not condition:
            self._soft_labels.append(label)
            try:
                self._record_soft(detail or "check failed")
            finally:
                self._soft_labels.pop()
        return bool(condition)

    @property
    def soft_failures(self) -> tuple[str, ...]:
        return tuple(self._soft_failures)

    def verify(self) -> None:
        """Raise :class:`SoftCheckFailed` listing every soft failure of this driver and the
        sessions it opened, at any depth; the list is cleared, so each failure is reported once."""
        __tracebackhide__ = True
        failures = list(self._soft_failures)
        self._soft_failures.clear()
        sessions = [self.render()]
        for session in self.sessions:
            if session._soft_failures:
                failures.extend(f"({session.run_id}) {f}" for f in session._soft_failures)
                session._soft_failures.clear()
                sessions.append(session.render())
        if failures:
            raise SoftCheckFailed(failures, "\n\n".join(sessions))

    def _record_soft(self, summary: str) -> None:
        label = " / ".join(x for x in self._soft_labels if x)
        self._soft_failures.append(f"[{label}] {summary}" if label else summary)

    def _fail(self, error: EvalFailure) -> None:
        __tracebackhide__ = True
        if self._soft_labels:
            self._record_soft(error.summary)
            return
        error.session = self.render()
        error.args = (f"{error.summary}\n\n{error.session}",)
        raise error


__all__ = ["SoftChecks"]
