"""Bookings no run owns, seen from the eval API (red team 11, finding 7).

The ledger (:mod:`arena.tools.ledger`) finds a booking made where no leg owns it — a denied
room booked on a plain thread half a second after the leg, around the harness's wrapper — and
``arena``'s exit status fails over it; a pytest session or a ``with Driver(...)`` read nothing,
and the eval passed with the room booked. :class:`arena.drive.Driver` (on ``__exit__``) and the
pytest plugin (each ``arena_driver``'s teardown, and the session's end) now fail over them.
"""

from __future__ import annotations

import sys
import threading
import time

from arena.drive._errors import EvalFailure


class UnownedBooking(EvalFailure):
    """A consequential tool ran where no run owns it while this eval ran or after it."""


#: How many of the ledger's unowned bookings something already failed over (a Driver's exit,
#: a test's teardown, a session's end): each fails one eval or session, not every later one.
_FAILED_OVER = 0


def unowned() -> list[str]:
    """Every booking no run of this process owns so far, in words (none where no tool ran)."""
    ledger = sys.modules.get("arena.tools.ledger")
    return list(ledger.unowned()) if ledger is not None else []


def new_since(start: int) -> list[str]:
    """The bookings no run owns found after the first ``start`` and not yet failed over."""
    return unowned()[max(start, _FAILED_OVER) :]


def failed_over() -> None:
    """Every booking no run owns found so far has failed something (or a test made it on
    purpose and asserted on it): later checks start after them."""
    global _FAILED_OVER
    _FAILED_OVER = max(_FAILED_OVER, len(unowned()))


def described(found: list[str], where: str) -> str:
    """One message naming each booking and why it fails ``where``."""
    lines = "\n".join(f"  - {why}" for why in found)
    return (
        f"{len(found)} booking(s) no run owns {where}: a consequential tool ran with no "
        "approval covering it and no run's log holding it (an adapter or agent ran it around "
        "the harness's wrapper, on a thread or in a process no run's context reaches, or after "
        f"its leg ended):\n{lines}"
    )


def settle(timeout_s: float = 5.0) -> None:
    """Let the non-daemon threads still running finish (the interpreter waits for them at exit
    anyway, so this costs nothing a passing session would not pay): a booking they make late
    is then seen before the session's result is decided."""
    deadline = time.monotonic() + timeout_s
    me = threading.current_thread()
    for thread in threading.enumerate():
        if thread is me or thread.daemon or thread is threading.main_thread():
            continue
        left = deadline - time.monotonic()
        if left <= 0:
            return
        thread.join(left)


__all__ = ["UnownedBooking", "described", "failed_over", "new_since", "settle", "unowned"]
