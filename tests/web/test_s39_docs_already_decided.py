"""docs/operator.md quoted the web inbox's 409 as "already approved by alice at …", words the page
never says (docs39): the page says the store's refusal, "request … was already answered: approved
by alice (web, role …) at … UTC — one answer per request". The doc's quote is held to the page."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_web_inbox import login

from web_support import Team, make_team, waiting_request

OPERATOR_MD = Path(__file__).parents[2] / "docs" / "operator.md"


@pytest.fixture
def team(tmp_path: Path) -> Iterator[Team]:
    t = make_team(tmp_path)
    yield t
    t.store.close()


def test_the_docs_quote_the_409_page_as_it_reads(team: Team) -> None:
    rid = waiting_request(team.store)
    alice, alice_csrf = login(team, "alice")
    carol, carol_csrf = login(team, "carol")
    first = alice.post(f"/requests/{rid}", data={"decision": "approve", "csrf": alice_csrf})
    assert first.is_success, first.text
    second = carol.post(
        f"/requests/{rid}", data={"decision": "deny", "reason": "no", "csrf": carol_csrf}
    )
    assert second.status_code == 409
    page = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", second.text))
    doc = re.sub(r"\s+", " ", OPERATOR_MD.read_text())
    said = re.search(
        r'a decision another operator made first is reported \("([^"]+)", HTTP 409', doc
    )
    assert said, "operator.md no longer quotes the 409"
    # "…" stands for the request id's tail and the time
    pattern = r"\S*.*?".join(re.escape(part.strip()) for part in said.group(1).split("…"))
    assert re.search(pattern, page), (said.group(1), page[:600])
