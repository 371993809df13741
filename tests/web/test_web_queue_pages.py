"""The inbox's queue pages through every pending request (durable31 F3).

With 10,092 requests pending, ``/`` said "Pending requests (500)": the 500 newest, no word of the
9,592 others and no way to reach them, while ``arena pending`` pages with ``--after``. The queue
now says more wait and links the next page, keyset-paged like the CLI; a later page reloads when
what it lists changes, as the first does.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from bench.store_seed import copy_statements, seeder_for
from starlette.testclient import TestClient

from arena import inbox
from arena.policy import load_policy
from arena.types import InputResponse, Responder
from arena.web import app, create_app, live
from web_support import Team, make_team, waiting_request


@pytest.fixture
def team(tmp_path: Path) -> Iterator[Team]:
    t = make_team(tmp_path)
    yield t
    t.store.close()


def listed(page: str) -> set[str]:
    return set(re.findall(r'href="/requests/(req_[0-9a-zx]+)"', page))


def test_every_pending_request_is_reached_page_by_page(
    team: Team, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(app, "QUEUE_PAGE", 5, raising=False)  # 500 a page, as 5
    waiting_request(team.store)
    seeder = seeder_for(team.store.location)
    seeder.execute_script(copy_statements(seeder, 7))  # 8 pending, alice's
    c = TestClient(create_app(team.store, policy=load_policy(team.policy_path)))
    c.post("/login", data={"token": team.tokens["alice"]})

    first = c.get("/").text
    more = re.search(r'id="next" href="([^"]+)"', first)

    assert more is not None, "the first page does not say more requests wait"
    second = c.get(more.group(1).replace("&amp;", "&")).text
    assert len(listed(first)) == 5 and len(listed(second)) == 3
    assert not listed(first) & listed(second)
    assert 'id="next"' not in second


def test_a_later_page_reloads_for_a_decision_on_it(team: Team) -> None:
    waiting_request(team.store)
    seeder = seeder_for(team.store.location)
    seeder.execute_script(copy_statements(seeder, 7))  # 8 pending: pages of 5 and 3
    policy = load_policy(team.policy_path)
    alice = next(o for o in team.store.operators() if o.name == "alice")
    after = inbox.queue_for(team.store, alice, policy=policy, limit=5).next_after
    assert after is not None
    second = inbox.queue_for(team.store, alice, policy=policy, limit=5, after=after).mine
    before = live.fingerprint(team.store, "alice", policy, after=after, limit=5)

    team.store.answer(
        InputResponse(request_id=second[0].id, option_id="approve", responder=Responder(name="x"))
    )

    assert live.fingerprint(team.store, "alice", policy, after=after, limit=5) != before
