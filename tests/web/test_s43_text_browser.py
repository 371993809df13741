"""The inbox in a text browser at 80 columns (users43: ``w3m -cols 80 -dump``).

A text browser ignores the CSS that turns the tables into cards on a narrow screen, and draws a
table as it is: the pending queue's ten columns came to 118 columns at 80 and the audit trail's
eight to 98. The queue is now one block per request and the audit trail four columns.

Two readings of each page: w3m's own, where it is installed (skipped otherwise), and one that
needs nothing: no text browser can draw a table column narrower than the longest word in it, so
the sum of each column's longest word (plus one space between columns) is the least width the
table can take. On the parent, that lower bound alone was over 80 for both pages.
"""

from __future__ import annotations

import html
import re
import shutil
import subprocess
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from arena.policy import load_policy
from arena.web import create_app
from web_support import Team, hostile_request, make_team, waiting_request

COLUMNS = 80


@pytest.fixture
def team(tmp_path: Path) -> Iterator[Team]:
    t = make_team(tmp_path)
    yield t
    t.store.close()


class _Tables(HTMLParser):
    """Each table's rows, each row its cells' text (nested markup flattened)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tables: list[list[list[str]]] = []
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "table":
            self.tables.append([])
        elif tag == "tr" and self.tables:
            self.tables[-1].append([])
        elif tag in ("td", "th") and self.tables and self.tables[-1]:
            self._cell = []
            self.tables[-1][-1].append("")
        elif tag == "br" and self._cell is not None:
            self._cell.append(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._cell is not None:
            self.tables[-1][-1][-1] = "".join(self._cell)
            self._cell = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


def least_widths(page: str) -> list[int]:
    """Each table's least width in a text browser: its columns' longest words, side by side."""
    parser = _Tables()
    parser.feed(page)
    widths = []
    for rows in parser.tables:
        longest: dict[int, int] = {}
        for row in rows:
            for i, cell in enumerate(row):
                words = cell.split() or [""]
                longest[i] = max(longest.get(i, 0), *(len(w) for w in words))
        widths.append(sum(longest.values()) + max(len(longest) - 1, 0))
    return widths


def w3m(page: str) -> list[str]:
    found = shutil.which("w3m")
    if found is None:
        pytest.skip("w3m is not installed (apt-get install w3m)")
    cmd = [found, "-cols", str(COLUMNS), "-dump", "-T", "text/html", "-O", "UTF-8"]
    done = subprocess.run(cmd, input=page, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def a_busy_inbox(team: Team) -> tuple[TestClient, dict[str, str]]:
    """Alice's inbox with waiting requests (one of them hostile text, one expiring), an expired
    one, and a trail holding web decisions with notes and reasons."""
    rids = {
        "plain": waiting_request(team.store),
        "hostile": hostile_request(team.store),
        "expiring": hostile_request(team.store, expires_in_s=3600),
        "expired": hostile_request(team.store, expires_in_s=-1),
        "approved": waiting_request(team.store),
        "denied": waiting_request(team.store),
    }
    c = TestClient(
        create_app(team.store, policy=load_policy(team.policy_path)),
        base_url="http://127.0.0.1:8765",
    )
    assert c.post("/login", data={"token": team.tokens["alice"]}).status_code == 200
    found = re.search(r'name="csrf" value="([^"]+)"', c.get("/").text)
    assert found is not None
    csrf = found.group(1)
    for key, form in (
        ("approved", {"decision": "approve", "note": "fine by facilities, booked as asked"}),
        ("denied", {"decision": "deny", "reason": "that room is being repainted on Tuesday"}),
    ):
        r = c.post(f"/requests/{rids[key]}", data={"csrf": csrf, **form})
        assert r.status_code == 200, r.text
    return c, rids


@pytest.mark.parametrize("path", ["/", "/audit"])
def test_no_table_needs_more_than_80_columns(team: Team, path: str) -> None:
    c, _ = a_busy_inbox(team)
    page = c.get(path).text
    widths = least_widths(page)
    assert all(w <= COLUMNS for w in widths), (path, widths)


@pytest.mark.parametrize("path", ["/", "/audit", "request", "run"])
def test_each_page_fits_80_columns_in_w3m(team: Team, path: str) -> None:
    c, rids = a_busy_inbox(team)
    rid = rids["plain"]
    run_id = team.store.request(rid).request.run_id
    path = {"request": f"/requests/{rid}", "run": f"/runs/{run_id}"}.get(path, path)
    lines = w3m(c.get(path).text)
    wide = [line for line in lines if len(line) > COLUMNS]
    assert not wide, "\n".join(lines)


def test_the_queue_as_text_still_says_what_an_operator_decides_on(team: Team) -> None:
    c, rids = a_busy_inbox(team)
    text = "\n".join(w3m(c.get("/").text))
    flat = " ".join(text.split())
    for key in ("plain", "hostile", "expiring"):
        record = team.store.request(rids[key])
        assert rids[key] in flat and record.request.run_id in flat, text
    plain = team.store.request(rids["plain"])
    args = plain.request.details["binds"]["args"]
    assert "book_room" in flat and all(f"{k}={v}" in flat for k, v in args.items()), text
    assert "its arguments: " in flat and "asked through request_approval: summary=" in flat
    assert re.search(r"asked: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC", flat), text
    assert "expires: never" in flat and re.search(r"expires: \d\d:\d\d:\d\d \(in 5\d min\)", flat)
    assert "quorum: 0 of 1" in flat, text
    assert f"run {plain.request.run_id} (booker, item approve-me)" in flat, text  # who asked
    assert "agent said: " in flat and "user asked: " in flat and "why: " in flat, text
    # the expired one is listed apart, not among those to decide
    pending, _, rest = flat.partition("Expired (1)")
    assert rids["expired"] not in pending and rids["expired"] in rest, text


def test_the_audit_trail_still_says_who_did_what(team: Team) -> None:
    c, rids = a_busy_inbox(team)
    page = c.get("/audit").text
    parser = _Tables()
    parser.feed(page)
    rows = [" ".join(" ".join(row).split()) for row in parser.tables[0][1:]]
    for key, did, note in (
        ("approved", "request.approved", "fine by facilities, booked as asked"),
        ("denied", "request.denied", "that room is being repainted on Tuesday"),
    ):
        run_id = team.store.request(rids[key]).request.run_id
        row = next((r for r in rows if did in r and rids[key] in r), None)
        assert row is not None, rows
        assert run_id in row and "by alice (facilities, web)" in row and note in row, row
    words = set(" ".join(w3m(page)).split())
    assert {"alice", "(facilities,", "web)", "request.approved", "request.denied"} <= words


def test_the_least_width_reading_is_a_text_browsers() -> None:
    """The lower bound on a table of known widths: its longest words side by side."""
    page = html.escape("x") + (
        "<table><tr><th>a</th><th>bb</th></tr>"
        "<tr><td>four five</td><td>x<br>seventeen-letters</td></tr></table>"
    )
    assert least_widths(page) == [len("four") + 1 + len("seventeen-letters")]


@pytest.mark.parametrize("after", ["zzz", "req_0000", "req_ffffffffffffffff"])
def test_a_bad_after_is_told_in_the_pages_terms(team: Team, after: str) -> None:
    """``/?after=zzz`` said "no request zzz (--after)": the CLI's option, on a web page."""
    c, _ = a_busy_inbox(team)
    r = c.get("/", params={"after": after})
    assert r.status_code == 404, r.text
    said = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", r.text)).split())
    assert "--after" not in said and team.store.location not in said, said
    assert f"no request '{after}' to list older requests from" in said, said
    assert "?after=" in said and "Back to the pending queue" in said, said


def test_a_good_after_and_an_empty_one_still_list(team: Team) -> None:
    c, rids = a_busy_inbox(team)
    newest = c.get("/", params={"after": ""})
    assert newest.status_code == 200 and rids["plain"] in newest.text
    older = c.get("/", params={"after": rids["hostile"]})  # a real request: those before it
    assert older.status_code == 200 and rids["plain"] in older.text, older.text
    assert rids["expiring"] not in older.text.split('id="queue"', 1)[1].split("</ol>")[0]
