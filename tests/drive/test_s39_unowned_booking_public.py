"""drive39: docs/drive.md says a ``with Driver(...)`` block raises ``UnownedBooking`` on exit when
a booking no run owns appeared, but ``arena.drive`` did not export it: an eval written from the
docs (``from arena.drive import UnownedBooking``, to ``pytest.raises`` it) failed at import, and
only the private ``arena.drive._unowned`` had it. It is public now, beside the other failures."""

from __future__ import annotations

import arena.drive


def test_unowned_booking_is_public_and_an_eval_failure() -> None:
    from arena.drive import EvalFailure, UnownedBooking

    assert "UnownedBooking" in arena.drive.__all__
    assert issubclass(UnownedBooking, EvalFailure)
    assert issubclass(UnownedBooking, AssertionError)
