"""A decision posted twice by the one who made it — a double click, a retried POST, the same
operator's second tab — reads back what it did, not a 409 (durable36).

The store already treats the same answer again from the one who gave it as a repeat (nothing
refused is kept: sql_people.record_refusal), yet the web inbox answered the second POST with the
error page ``request … was already answered: approved by alice`` as if someone had beaten the
operator to it, though their own decision stood. Another operator's decision, or a different
one from the same operator, is still refused (409), and nothing is stored twice.
"""

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


@pytest.mark.parametrize("form", [{"decision": "approve"}, {"decision": "deny", "reason": "no"}])
def test_the_same_decision_posted_twice_reads_back_what_it_did(
    team: Team, form: dict[str, str]
) -> None:
    rid = waiting_request(team.store)
    first_tab, first_csrf = login(team, "alice")
    second_tab, second_csrf = login(team, "alice")
    first = first_tab.post(f"/requests/{rid}", data={**form, "csrf": first_csrf})
    assert first.status_code == 200, first.text

    again = second_tab.post(f"/requests/{rid}", data={**form, "csrf": second_csrf})

    assert again.status_code == 200, again.text
    assert str(again.url).endswith(f"/requests/{rid}/decided")
    verdict = "approved" if form["decision"] == "approve" else "denied"
    assert f"{verdict} by alice" in again.text
    run_id = team.store.request(rid).run_id
    trail = [(e.transition, e.actor.name) for e in team.store.history(run_id)]
    assert trail.count((f"request.{verdict}", "alice")) == 1
    assert not any(t == "answer.refused" for t, _ in trail), trail


def test_a_different_decision_or_another_operator_is_still_refused(team: Team) -> None:
    rid = waiting_request(team.store)
    alice, alice_csrf = login(team, "alice")
    carol, carol_csrf = login(team, "carol")
    assert alice.post(
        f"/requests/{rid}", data={"decision": "approve", "csrf": alice_csrf}
    ).is_success

    changed = alice.post(
        f"/requests/{rid}", data={"decision": "deny", "reason": "no", "csrf": alice_csrf}
    )
    assert changed.status_code == 409 and "already answered: approved by alice" in changed.text
    other = carol.post(f"/requests/{rid}", data={"decision": "approve", "csrf": carol_csrf})
    assert other.status_code == 409 and "already answered: approved by alice" in other.text
    answer = team.store.request(rid).response
    assert answer is not None and answer.option_id == "approve"
