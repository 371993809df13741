"""The numbers docs/architecture.md gives are the code's.

users44 read the page against the code: it said every store schema has a version but not which
(SQLite's is 12, PostgreSQL's 8 since durable43's ``request_ttl_s``), and the numbers it did
give — ``MAX_RESUMES = 3``, a checkpoint every 32 commits at most every 0.1 s, the first six
SQLite migrations kept apart, ``model.app.MAX_ITEMS`` (10,000) — were held to nothing, so a
change to one would leave the page wrong silently. Each is read off the page here and compared
with the module that defines it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from arena import flights, leg_call, runner
from arena.model import app
from arena.store import postgres_schema, sqlite_checkpoint, sqlite_schema, sqlite_schema_first

PAGE = (Path(__file__).resolve().parents[2] / "docs" / "architecture.md").read_text("utf-8")
FLAT = re.sub(r"\s+", " ", PAGE)
WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}


def said(pattern: str) -> list[str]:
    found = re.findall(pattern, FLAT)
    assert found, f"docs/architecture.md no longer says {pattern!r}: update this test with it"
    return found


def test_the_store_schema_versions_are_the_migrations_counted() -> None:
    (versions,) = said(r"SQLite's store is at schema version (\d+), PostgreSQL's at (\d+)")
    assert (int(versions[0]), int(versions[1])) == (
        sqlite_schema.SCHEMA_VERSION,
        postgres_schema.SCHEMA_VERSION,
    )


def test_the_first_sqlite_migrations_kept_apart() -> None:
    (count,) = said(r"the first (\w+) kept in `store/sqlite_schema_first\.py`")
    kept = sorted(n for n in vars(sqlite_schema_first) if re.fullmatch(r"_V\d+", n))
    assert WORDS.get(count, -1) == len(kept), kept
    assert sqlite_schema.MIGRATIONS[: len(kept)] == tuple(
        getattr(sqlite_schema_first, f"_V{i}") for i in range(1, len(kept) + 1)
    )


def test_max_resumes() -> None:
    for value in said(r"MAX_RESUMES = (\d+)"):
        assert int(value) == runner.MAX_RESUMES


def test_the_checkpoints_pace() -> None:
    ((every, gap),) = said(r"every (\d+) commits, at most every ([\d.]+) s")
    assert (int(every), float(gap)) == (sqlite_checkpoint.EVERY, sqlite_checkpoint.MIN_GAP_S)


@pytest.mark.parametrize("name", ["MAX_ITEMS"])
def test_the_model_servers_limits(name: str) -> None:
    (value,) = said(rf"`model\.app\.{name}` \(([\d,]+)\)")
    assert int(value.replace(",", "")) == getattr(app, name)


@pytest.mark.parametrize(
    ("pattern", "value"),
    [
        (r"more than (\w+) of the leg's requests open", lambda: flights.MAX_OPEN),
        (r"a wait on a body over (\d+) MB", lambda: flights.MAX_BODY / 1_000_000),
        (r"their waits filled (half) the leg", lambda: flights.WAITED_SHARE * 2),
        (r"left the adapter's own code under ([\d.]+) s", lambda: flights.OWN_MIN_S),
        (r"took on average (\d+)% of the leg", lambda: flights.QUICK_SHARE * 100),
        (r"came over ([\d.]+) s past its deadline", lambda: leg_call.BLOCKED_S),
    ],
)
def test_what_puts_a_leg_on_the_endpoint(pattern: str, value: Callable[[], float]) -> None:
    """The runner paragraph's numbers (flights.MAX_OPEN, MAX_BODY, WAITED_SHARE, OWN_MIN_S,
    QUICK_SHARE, leg_call.BLOCKED_S)."""
    (said_,) = said(pattern)
    number = {"half": 1.0, **{w: float(n) for w, n in WORDS.items()}}.get(said_)
    assert (number if number is not None else float(said_)) == value(), (pattern, said_)


def test_the_languages_an_own_arenas_act_is_read_in() -> None:
    """arch55 (checks55): "`act_words` (… in the eight languages the checks read …)" is
    ``act_words.READ``'s count; a ninth language added there leaves the page wrong."""
    from arena.wording import act_words

    (count,) = said(r"`act_words` \([^)]*? in the (\w+) languages the checks read")
    languages = re.split(r", | and ", act_words.READ)
    assert WORDS.get(count, -1) == len(languages) == len(set(languages)), languages
