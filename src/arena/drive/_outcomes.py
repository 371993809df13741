"""``t.failed()``: the assertion that the last turn failed — the adapter or its model broke — for
evals of what an agent does when something breaks (evals34: an adapter that caught a model outage
and reported the turn completed, "All done.", passed ``succeeded()``, and the API had no
assertion that caught it; ``pytest.raises(NotSucceeded)`` said only "DID NOT RAISE"). Mixed into
:class:`~arena.drive.Driver` through the assertions."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arena.drive._errors import NotFailed, hide_frames_for_eval_errors
from arena.drive._match import Pattern, compile_pattern, describe_pattern
from arena.drive._render import clip, format_requests

if TYPE_CHECKING:
    from arena.drive._errors import EvalFailure
    from arena.types import InputRequest, Turn

#: pytest hides this module's frames for the eval's own errors (see _errors).
__tracebackhide__ = hide_frames_for_eval_errors


class Outcomes:
    """The last turn's outcome: ``failed()`` (``parked()`` and ``succeeded()`` are beside it)."""

    if TYPE_CHECKING:

        @property
        def turn(self) -> Turn: ...
        @property
        def _waiting_on(self) -> tuple[InputRequest, ...]: ...
        def _fail(self, error: EvalFailure) -> None: ...

    def failed(self, error: Pattern | None = None) -> Turn:
        """Assert the last turn failed; ``error``, a regex (case-insensitive as a ``str``), is
        searched in its error. A completed turn fails it, quoting what the agent said instead; a
        waiting one, naming what it waits on."""
        __tracebackhide__ = True
        pattern = None if error is None else compile_pattern(error, where="failed(error=...)")
        turn = self.turn
        if turn.status == "failed":
            if pattern is None or pattern.search(turn.error or ""):
                return turn
            why = (
                f'its error does not match {describe_pattern(pattern)}: "{clip(turn.error or "")}"'
            )
        elif turn.status == "completed":
            said = f'"{clip(turn.message)}"' if turn.message else "nothing"
            why = f"it completed; the agent said {said}"
        else:
            n = len(self._waiting_on)
            why = f"it is waiting on {n} input request{'s' if n != 1 else ''}:\n" + (
                format_requests(self._waiting_on)
            )
        self._fail(NotFailed(f"expected the turn to have failed, but {why}"))
        return turn


def why_late(run_leg: Any) -> str:
    """What a leg whose time ran out was waiting on, by the leg runner's record, said after its
    error ("leg 2 timed out after 5s" left the eval to guess: the model, or the adapter; drive38),
    or ''."""
    said = run_leg.harness_failed or ""
    if " timed out after " in said and " waiting on " in said:
        return f" (by the harness's record, waiting on {said.rsplit(' waiting on ', 1)[1]})"
    if "timed out after" in (run_leg.timed_out or ""):
        return (
            " (by the harness's record, in the adapter's own code, not waiting on the model "
            "endpoint: its start() or resume() did not return in the leg's time)"
        )
    return ""


__all__ = ["Outcomes", "why_late"]
