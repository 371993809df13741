"""A policy rule on the request's words governs an edit as it governs a request (outside tester
11, finding 8): with ``summary matches Atrium -> finance``, a facilities operator was refused a
request for Atrium, yet ``arena approve REQ --edit room_id=atrium`` on a request for Aspen was
taken and booked: the edited call was matched with the agent's old words ("Book R-102 (Aspen)
..."). The edited call is now matched with words that describe it (the arena describer's
summary of it), so a words rule holds for an edit, either way round."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from test_edit_governed_by_policy import arena, dump, waiting

from arena.identity import Unauthorized, add_operator, operator, operator_identity
from arena.inbox import decide
from arena.policy import load_policy
from arena.store import SQLiteStore

INTO = """\
version: w-1
rules:
  - name: atrium-by-words
    tools: [book_room]
    when: ["summary matches {words}"]
    roles: [finance]
  - name: rest
    roles: [facilities, finance]
"""
#: A words rule on the room asked for that is weaker than the rule for everything else: an edit
#: away from Aspen is no request for Aspen any more.
OUT_OF = """\
version: w-2
rules:
  - name: aspen-by-words
    tools: [book_room]
    when: ["summary matches Aspen"]
    roles: [facilities, finance]
  - name: rest
    roles: [finance]
"""


def _store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str) -> Iterator[SQLiteStore]:
    for name in ("ARENA_POLICY", "ARENA_ENV", "ARENA_STORE"):
        monkeypatch.delenv(name, raising=False)
    (tmp_path / "policy.yaml").write_text(text)
    s = SQLiteStore(tmp_path / "arena.db")
    policy = load_policy(tmp_path / "policy.yaml")
    add_operator(s, "fac", ("facilities",), ("root",), policy=policy)
    add_operator(s, "fin", ("finance",), ("fin",), policy=policy)
    yield s
    s.close()


@pytest.fixture(params=["Atrium", "R-400", "Atrium|Sequoia"])
def into(
    request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[SQLiteStore]:
    yield from _store(tmp_path, monkeypatch, INTO.format(words=request.param))


@pytest.fixture
def out_of(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[SQLiteStore]:
    yield from _store(tmp_path, monkeypatch, OUT_OF)


def _requested(store: SQLiteStore, room: str) -> tuple[str, str]:
    rid = waiting(store, room)
    return rid, str(store.request(rid).request.details["policy"]["rule"])


@pytest.mark.parametrize("edit", ["room_id=atrium", "room_id=R-400", "room_id=ATRIUM"])
def test_an_edit_into_the_room_a_words_rule_names_needs_that_rules_role(
    into: SQLiteStore, edit: str
) -> None:
    rid, rule = _requested(into, "R-102")
    assert rule == "rest"
    before = dump(into.path)
    result = arena(into.path, "approve", rid, "--edit", edit)
    assert result.exit_code == 2, result.output
    assert "rule atrium-by-words" in result.stderr and "finance" in result.stderr, result.stderr
    assert dump(into.path) == before and into.request(rid).response is None


def test_a_request_for_atrium_falls_under_the_words_rule_too(into: SQLiteStore) -> None:
    """What the edit is measured against: the agent asking for Atrium in its own words."""
    _, rule = _requested(into, "Atrium (R-400)")
    assert rule == "atrium-by-words"


def test_from_python_and_the_role_the_rule_names_may_edit(into: SQLiteStore) -> None:
    rid, _ = _requested(into, "R-102")
    policy = load_policy(into.path.parent / "policy.yaml")
    fac = operator_identity(operator(into, "fac"))
    with pytest.raises(Unauthorized, match=r"rule atrium-by-words.*finance"):
        decide(into, rid, fac, "edit", edits={"room_id": "R-400"}, policy=policy)
    fin = operator_identity(operator(into, "fin"))
    decide(into, rid, fin, "edit", edits={"room_id": "R-400"}, policy=policy)
    answer = into.request(rid).response
    assert answer is not None and dict(answer.edited_args or {}) == {"room_id": "R-400"}


def test_an_edit_the_words_rule_does_not_reach_is_still_taken(into: SQLiteStore) -> None:
    rid, _ = _requested(into, "R-102")
    ok = arena(into.path, "approve", rid, "--edit", "room_id=R-204")
    assert ok.exit_code == 0, ok.output


def test_an_edit_away_from_the_room_a_weaker_words_rule_names_is_not_governed_by_it(
    out_of: SQLiteStore,
) -> None:
    rid, rule = _requested(out_of, "Aspen")
    assert rule == "aspen-by-words"
    result = arena(out_of.path, "approve", rid, "--edit", "room_id=R-400")
    assert result.exit_code == 2, result.output
    assert "rule rest" in result.stderr and "finance" in result.stderr, result.stderr
    assert out_of.request(rid).response is None
