"""A prefix several of an operator's runs or requests share (``/runs/run_``, ``/requests/req_``)
answered "Not found" and named the ids as plain text, "type more of the id": on a phone or with
the keyboard the operator had to retype one into the address bar (users37). The page now says
"Several match" and links each match (the first 10), not naming them again in the message;
still HTTP 404, and no id of another's role."""

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


def test_a_shared_prefix_links_each_match(team: Team) -> None:
    rids = sorted(waiting_request(team.store) for _ in range(2))
    runs = sorted(team.store.request(r).run_id for r in rids)
    c, _ = login(team, "alice")
    for path, ids, kind in (("/runs/run_", runs, "runs"), ("/requests/req_", rids, "requests")):
        page = c.get(path)
        assert page.status_code == 404, page.text
        assert "<title>Several match" in page.text, page.text
        assert f"matches 2 of your {kind}; open one below" in page.text, page.text
        for ident in ids:
            assert f'<a href="/{kind}/{ident}">{ident}</a>' in page.text, page.text
            assert page.text.count(ident) == 2, page.text  # named once, as its link
        opened = c.get(f"/{kind}/{ids[0]}")  # where the link goes
        assert opened.status_code == 200 and ids[0] in opened.text
