"""A real headless browser for tests that check pages on screen (the HTML report, web UIs).

Debian's ``chromium`` driven by Playwright (``executable_path``): Playwright's own browser
download needs a network CI does not have. ``make test`` runs ``make browser`` first, which
installs chromium when it is missing, so a missing browser is a failure here, never a skip.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from typing import Any

import pytest

CANDIDATES = ("chromium", "chromium-browser", "google-chrome")


def chromium_path() -> str:
    """The browser to drive: ``$ARENA_CHROMIUM``, else the first of ``CANDIDATES`` on PATH."""
    given = os.environ.get("ARENA_CHROMIUM")
    found = given or next((p for c in CANDIDATES if (p := shutil.which(c))), None)
    if not found:
        pytest.fail("no chromium on PATH: run `make browser` (apt-get install chromium)")
    return found


@pytest.fixture
def browser() -> Iterator[Any]:
    """Per test, not per session: Playwright's sync API keeps an event loop running in this
    thread while it is open, and every later ``asyncio.run`` in the worker would fail."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(
            executable_path=chromium_path(), args=["--no-sandbox", "--disable-gpu"]
        )
        yield b
        b.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A fresh page that records every request it makes (``page.requested``)."""
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    pg = context.new_page()
    pg.requested = []
    pg.on("request", lambda r: pg.requested.append(r.url))
    yield pg
    context.close()
