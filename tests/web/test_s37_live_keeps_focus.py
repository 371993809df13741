"""The queue reloads itself when a request arrives (server-sent events), and the reload put the
keyboard's focus back at the top of the page: an operator tabbing down the queue, keyboard only,
lost their place at every new request (users37). The link that had the focus gets it back."""

from __future__ import annotations

from typing import Any

from test_web_browser import browser, logged_in, served, waiting_request

from web_support import Team

__all__ = ["browser", "served"]  # the fixtures this module uses, from test_web_browser


def test_a_new_request_leaves_the_focus_where_it_was(
    browser: Any, served: tuple[Team, str]
) -> None:
    team, base = served
    first = waiting_request(team.store)
    waiting_request(team.store)
    page: Any = logged_in(browser, base, team, "alice")
    page.reload()
    link = f"a[href='/requests/{first}']"
    page.wait_for_selector(link)
    page.wait_for_timeout(300)  # the page's EventSource is open
    for _ in range(30):  # keyboard only: Tab down to the first request's link
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.getAttribute('href')") == f"/requests/{first}":
            break
    else:
        raise AssertionError("Tab never reached the request's link")
    with page.expect_navigation(timeout=15_000):  # another request arrives: the queue reloads
        waiting_request(team.store)
    page.wait_for_load_state()
    focused = page.evaluate("document.activeElement.getAttribute('href')")
    assert focused == f"/requests/{first}", focused
