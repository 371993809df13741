"""The web inbox's second deny by the one who denied (another tab, a retried form) with another
reason read back "denied by alice" and dropped the new reason in silence (users50b): the page
now says the words given this time were not recorded, and which were; the same words again, or
none, say nothing more. Nothing is written twice either way."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from test_web_inbox import login

from web_support import Team, make_team, waiting_request


@pytest.fixture
def team(tmp_path: Path) -> Iterator[Team]:
    t = make_team(tmp_path)
    yield t
    t.store.close()


@pytest.mark.parametrize(
    ("first", "again", "shown"),
    [
        ({"decision": "deny", "reason": "too big"}, {"decision": "deny", "reason": "other"},
         "reason first given (too big)"),
        ({"decision": "deny", "reason": "too big"},
         {"decision": "deny", "reason": "too big", "note": "asked finance"},
         "reason first given (too big)"),
        ({"decision": "approve"}, {"decision": "approve", "note": "checked"}, "keeps no note"),
    ],
)  # fmt: skip
def test_other_words_the_second_time_are_said_not_recorded(
    team: Team, first: dict[str, str], again: dict[str, str], shown: str
) -> None:
    rid = waiting_request(team.store)
    tab, csrf = login(team, "alice")
    assert tab.post(f"/requests/{rid}", data={**first, "csrf": csrf}).status_code == 200
    run_id = team.store.request(rid).run_id
    before = [(e.transition, e.note) for e in team.store.history(run_id)]

    page = tab.post(f"/requests/{rid}", data={**again, "csrf": csrf})

    assert page.status_code == 200, page.text
    text = " ".join(page.text.split())
    assert "was NOT recorded" in text, text
    assert shown in text, text
    assert [(e.transition, e.note) for e in team.store.history(run_id)] == before


@pytest.mark.parametrize(
    ("first", "again"),
    [
        ({"decision": "deny", "reason": "too big"}, {"decision": "deny", "reason": "too big"}),
        ({"decision": "approve"}, {"decision": "approve"}),
        ({"decision": "approve", "note": "ok"}, {"decision": "approve"}),
    ],
)
def test_the_same_words_or_none_say_nothing_more(
    team: Team, first: dict[str, str], again: dict[str, str]
) -> None:
    rid = waiting_request(team.store)
    tab, csrf = login(team, "alice")
    assert tab.post(f"/requests/{rid}", data={**first, "csrf": csrf}).status_code == 200
    page = tab.post(f"/requests/{rid}", data={**again, "csrf": csrf})
    assert page.status_code == 200, page.text
    assert "NOT recorded" not in page.text
    assert "by alice" in page.text
