"""An operator approving from a phone (375 px) met links 17-19 px high (the request's id in the
queue, the header's Pending and Audit trail, the run's id) and inputs 21 px high (the token, the
note, the reason), under the 24 px WCAG 2.5.8 sets for a target and well under a thumb's ~44 px
(users39; every page already fit the width, test_web_browser's phone test). Below 720 px every
link is now a block a thumb can hit, and buttons and inputs are 44 px high."""

from __future__ import annotations

from typing import Any

from test_web_browser import browser, served, waiting_request

from web_support import Team

__all__ = ["browser", "served"]  # the fixtures this module uses, from test_web_browser

_TARGETS = "a[href], button, input:not([type=hidden]), textarea, select"


def _small(page: Any) -> list[str]:
    """Each visible target under 24 px high (a button or input under 40), as 'tag text: h'."""
    found = page.evaluate(
        """(sel) => [...document.querySelectorAll(sel)].filter(e => e.offsetParent !== null)
            .map(e => [e.tagName, (e.textContent || e.name || '').trim().slice(0, 30),
                       e.getBoundingClientRect().height])""",
        _TARGETS,
    )
    return [
        f"{tag} {text!r}: {height:.0f} px"
        for tag, text, height in found
        if height < (40 if tag in ("BUTTON", "INPUT", "TEXTAREA", "SELECT") else 24)
    ]


def test_every_target_is_one_a_thumb_can_hit(browser: Any, served: tuple[Team, str]) -> None:
    team, base = served
    rid = waiting_request(team.store)
    run_id = team.store.request(rid).run_id
    context = browser.new_context(
        viewport={"width": 375, "height": 667}, is_mobile=True, has_touch=True
    )
    page = context.new_page()
    page.goto(f"{base}/login")
    assert _small(page) == [], "/login"
    page.fill("#token", team.tokens["alice"])
    page.click("button[type=submit]")
    page.wait_for_url(f"{base}/")
    for path in ("/", f"/requests/{rid}", f"/runs/{run_id}", "/audit"):
        page.goto(f"{base}{path}")
        assert _small(page) == [], path
        wide = page.evaluate("document.documentElement.scrollWidth")
        assert wide == 375, f"{path}: {wide} px wide"  # and still fits the phone
