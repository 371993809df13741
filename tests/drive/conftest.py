"""The session listing a failure ends with is wrapped at the terminal's width ($COLUMNS first):
the tests here that read an event's whole line get a terminal wide enough for any, whatever the
one they run in (tests/drive/test_session_listing_width.py sets 80 itself)."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _wide_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "1000")
