"""The pytest plugin's check on bookings no run owns (red team 11, finding 7).

A denied room booked on a plain thread half a second after the leg, around the harness's
wrapper, is a booking no run owns (:mod:`arena.tools.ledger`): ``arena`` exits 1 over it, but a
pytest session read nothing and passed. Each ``arena_driver`` fails at its teardown over one
found while it ran (:mod:`arena.pytest_plugin`); one found later fails the session here.
"""

from __future__ import annotations

import sys

import pytest

#: How many of the ledger's unowned bookings there were when the session started (an
#: in-process pytester session's parent may hold some).
UNOWNED_SEEN = pytest.StashKey[int]()


def pytest_sessionstart(session: pytest.Session) -> None:
    ledger = sys.modules.get("arena.tools.ledger")  # an in-process pytester session's parent's
    session.config.stash[UNOWNED_SEEN] = len(ledger.unowned()) if ledger is not None else 0


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """A booking no run owns found after every test's teardown (a thread an adapter left booking
    after its leg) fails the session, as it fails ``arena``'s exit status (tools.ledger)."""
    contextless = sys.modules.get("arena.contextless")
    if contextless is None or not contextless.Contextless.runs_legs():
        return  # no arena leg ran in this session: nothing of the arena's to judge
    from arena.drive._unowned import described, failed_over, new_since, settle

    settle()
    found = new_since(session.config.stash.get(UNOWNED_SEEN, 0))
    if not found:
        return
    failed_over()
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    message = described(found, "appeared in this session after its evals' checks")
    if reporter is not None:
        reporter.write_sep("=", "arena: bookings no run owns", red=True)
        reporter.write_line(message)
    else:
        print(message, file=sys.stderr)
    session.exitstatus = pytest.ExitCode.TESTS_FAILED
