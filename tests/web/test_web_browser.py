"""The web inbox in a real browser: headless Chromium (Debian's package) driven by Playwright.

``arena serve``'s app runs under uvicorn on a free loopback port; each operator is a browser
context of their own (their own cookies). The ``browser`` fixture is tests/conftest_browser.py's;
``make test`` installs Chromium first (``make browser``).
With ``ARENA_SCREENSHOTS=1`` the queue's screenshot is written to docs/img/ for the README.
"""

from __future__ import annotations

import concurrent.futures
import os
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import uvicorn

from arena.policy import load_policy
from arena.web import create_app
from conftest_browser import chromium_path
from web_support import Team, hostile_request, make_team
from web_support import waiting_request as _waiting_request

DOCS_IMG = Path(__file__).resolve().parents[2] / "docs" / "img"


def waiting_request(store: object) -> str:
    """A waiting run, made off this thread: Playwright's sync API keeps an event loop here."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(_waiting_request, store).result()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """One Chromium for this module (a launch took 1-7 s a test); each operator still logs in
    in a browser context of their own. Playwright's sync event loop is open in this thread only
    while this module's tests run, which tests/conftest_browser.py's per-test fixture guards."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(
            executable_path=chromium_path(), args=["--no-sandbox", "--disable-gpu"]
        )
        yield b
        b.close()


@pytest.fixture
def served(browser: Any, tmp_path: Path) -> Iterator[tuple[Team, str]]:
    team = make_team(tmp_path)
    app = create_app(team.store, policy=load_policy(team.policy_path))
    # The server gets the socket bound here: a free port closed and bound again by uvicorn could
    # be taken in between (the other xdist worker's clients use the same range).
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, log_level="error"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 60  # a poll: a loaded machine may be slow to start it
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "the inbox did not start"
        time.sleep(0.05)
    yield team, f"http://127.0.0.1:{port}"
    # The pages first: an open queue's EventSource (/events) held the server's shutdown until
    # the join below gave up, 10 s a test.
    for context in browser.contexts:
        context.close()
    server.should_exit = True
    thread.join(timeout=10)
    sock.close()
    team.store.close()


def logged_in(browser: object, base: str, team: Team, name: str) -> object:
    context = browser.new_context(viewport={"width": 1280, "height": 800})  # type: ignore[attr-defined]
    page = context.new_page()
    page.goto(f"{base}/")
    assert page.url.endswith("/login")
    page.fill("#token", team.tokens[name])
    page.click("button[type=submit]")
    page.wait_for_url(f"{base}/")
    return page


def test_log_in_approve_and_see_it_leave_the_queue(
    browser: object, served: tuple[Team, str]
) -> None:
    team, base = served
    rid = waiting_request(team.store)
    page = logged_in(browser, base, team, "alice")
    page.reload()
    row = page.locator(f"li[data-request='{rid}']")
    assert "book" in row.inner_text().lower()
    if os.environ.get("ARENA_SCREENSHOTS"):
        hostile_request(team.store)
        page.reload()
        DOCS_IMG.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(DOCS_IMG / "inbox-queue.png"), full_page=True)
    page.click(f"a[href='/requests/{rid}']")
    page.fill("#approve input[name=note]", "fine by me")
    page.click("#approve button")
    assert "approved by alice" in page.inner_text("#notice")
    answer = team.store.request(rid).response
    assert answer is not None and answer.option_id == "approve"
    assert answer.responder.interface == "web"
    page.goto(f"{base}/")
    assert page.locator(f"li[data-request='{rid}']").count() == 0


def test_deny_with_a_reason_and_edit(browser: object, served: tuple[Team, str]) -> None:
    team, base = served
    denied, edited = waiting_request(team.store), waiting_request(team.store)
    page = logged_in(browser, base, team, "alice")
    page.goto(f"{base}/requests/{denied}")
    page.fill("#deny input[name=reason]", "over budget")
    page.click("#deny button")
    assert "denied by alice" in page.inner_text("#notice")
    assert "over budget" in (team.store.request(denied).response.note or "")  # type: ignore[union-attr]
    page.goto(f"{base}/requests/{edited}")
    page.fill("#edit input[name='arg:room_id']", "R-204")
    page.click("#edit button")
    assert "by alice" in page.inner_text("#notice")
    answer = team.store.request(edited).response
    assert answer is not None and dict(answer.edited_args or {}) == {"room_id": "R-204"}


def test_a_wrong_role_is_refused_and_hostile_text_stays_text(
    browser: object, served: tuple[Team, str]
) -> None:
    team, base = served
    rid = waiting_request(team.store)
    evil = hostile_request(team.store)
    bob = logged_in(browser, base, team, "bob")
    assert bob.locator(f"li[data-request='{rid}']").count() == 0
    bob.goto(f"{base}/requests/{rid}")
    assert "needs role facilities" in bob.inner_text("[role=alert]")
    alice = logged_in(browser, base, team, "alice")
    alice.goto(f"{base}/requests/{evil}")
    assert alice.title() != "pwned"
    assert "<script>" in alice.inner_text("main")  # shown as text, never run
    assert alice.locator("main a[href^='https://evil']").count() == 0


def test_the_queue_fits_the_window_whatever_the_agent_wrote(
    browser: object, served: tuple[Team, str]
) -> None:
    """A request whose reason is long unbroken tokens (URLs, escape sequences) pushed the queue
    ~200 px past a 1280 px window, so the decision columns scrolled out of sight."""
    team, base = served
    waiting_request(team.store)
    hostile_request(team.store)
    page = logged_in(browser, base, team, "alice")
    page.reload()
    assert page.locator("#queue li[data-request]").count() == 2
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 1280, f"the queue is {width} px wide in a 1280 px window"


def test_two_browsers_racing_for_one_request_make_one_decision(
    browser: object, served: tuple[Team, str]
) -> None:
    team, base = served
    rid = waiting_request(team.store)
    alice = logged_in(browser, base, team, "alice")
    carol = logged_in(browser, base, team, "carol")
    for page in (alice, carol):
        page.goto(f"{base}/requests/{rid}")
    carol.fill("#deny input[name=reason]", "no")
    results: dict[str, str] = {}
    # Playwright's sync API is bound to this thread: fire both, then read both.
    alice.evaluate("document.querySelector('#approve').submit()")
    carol.evaluate("document.querySelector('#deny').submit()")
    for name, page in (("alice", alice), ("carol", carol)):
        page.wait_for_load_state()
        results[name] = page.inner_text("main")
    decided = [n for n, text in results.items() if "by " + n in text and "already" not in text]
    refused = [n for n, text in results.items() if "already" in text]
    assert len(decided) == 1 and len(refused) == 1, results
    assert len(team.store.votes(rid)) == 1
    assert team.store.request(rid).response is not None


def test_every_page_fits_a_phone(browser: object, served: tuple[Team, str]) -> None:
    """A phone laid every page out at 980-1223 px and zoomed it to a third (no viewport: text
    ~5 px, the Approve button ~10 px; users tester 30): each page now fits 390 px unzoomed."""
    team, base = served
    rid = waiting_request(team.store)
    hostile_request(team.store)  # long unbroken tokens must not widen the cards either
    run_id = team.store.request(rid).run_id
    context = browser.new_context(  # type: ignore[attr-defined]
        viewport={"width": 390, "height": 800}, is_mobile=True, has_touch=True
    )
    page = context.new_page()
    page.goto(f"{base}/login")
    page.fill("#token", team.tokens["alice"])
    page.click("button[type=submit]")
    page.wait_for_url(f"{base}/")
    for path in ("/", f"/requests/{rid}", f"/runs/{run_id}", "/audit", "/audit?run=run_none"):
        page.goto(f"{base}{path}")
        wide, scale = page.evaluate(
            "[document.documentElement.scrollWidth, window.visualViewport.scale]"
        )
        assert (wide, scale) == (390, 1), f"{path}: {wide} px wide, zoomed to {scale:.2f}"
    assert "No audit entry matches these filters" in page.inner_text("main")
    page.goto(f"{base}/requests/{rid}")
    box = page.locator("#approve button").bounding_box()
    assert box is not None and box["height"] >= 20, box  # a button a finger can press
