"""Two tabs answering one request: the second tab's post was refused (409) with a page titled
'Refused' (users39), the title of a form filled in wrong (users38 gave an expired request's 410
its own, 'Expired', for the same reason), while its text said the request was already answered
and by whom. The page is now titled 'Already decided'; its text is unchanged."""

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


def test_the_second_tab_is_told_the_request_was_already_decided(team: Team) -> None:
    rid = waiting_request(team.store)
    alice, alice_csrf = login(team, "alice")
    carol, carol_csrf = login(team, "carol")
    first = alice.post(f"/requests/{rid}", data={"decision": "approve", "csrf": alice_csrf})
    assert first.is_success, first.text

    second = carol.post(
        f"/requests/{rid}", data={"decision": "deny", "reason": "no", "csrf": carol_csrf}
    )

    assert second.status_code == 409
    assert "<title>Already decided · hitl-arena</title>" in second.text, second.text[:400]
    assert "already answered: approved by alice" in second.text
