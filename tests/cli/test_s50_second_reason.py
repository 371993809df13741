"""A second ``arena deny --reason`` by the one who denied said only "that decision stands" and
dropped the new reason in silence (users50b): the operator believed the agent would read it.
The repeat still writes nothing (a decision keeps the words first given), and now says that the
words given this time were not recorded, with those that were; the same for a second
``arena approve --note``. The same words again, or none, say nothing more."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.store import SQLiteStore
from store_support import start_waiting


def _arena(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), env={"COLUMNS": "200"})


def _trail(db: Path, run_id: str) -> list[tuple[str, str | None]]:
    with SQLiteStore(db) as store:
        return [(e.transition, e.note) for e in store.history(run_id)]


def _waiting(tmp_path: Path) -> tuple[Path, str, str]:
    db = tmp_path / "s.db"
    with SQLiteStore(db) as store:
        run_id = start_waiting(store)
        return db, run_id, store.requests(run_id)[0].id


@pytest.mark.parametrize(
    ("first", "again", "dropped", "kept"),
    [
        (["--reason", "too big"], ["--reason", "other reason"], "'other reason'", "'too big'"),
        (["--reason", "too big"], ["--reason", "too big", "--note", "asked finance"],
         "'too big (asked finance)'", "'too big'"),
        (["--reason", "Zu groß"], ["--reason", "zu groß"], "'zu groß'", "'Zu groß'"),
        (["--reason", "no"], ["--reason", "no room on Friday, try Monday"],
         "'no room on Friday, try Monday'", "'no'"),
    ],
)  # fmt: skip
def test_a_second_deny_with_other_words_says_they_were_not_recorded(
    tmp_path: Path, first: list[str], again: list[str], dropped: str, kept: str
) -> None:
    db, run_id, rid = _waiting(tmp_path)
    flag = ["--store", str(db), "--as", "alice"]
    assert _arena("deny", rid, *first, *flag).exit_code == 0
    before = _trail(db, run_id)

    second = _arena("deny", rid, *again, *flag)

    assert second.exit_code == 0, second.output
    said = " ".join(second.output.split())
    assert "that decision stands" in said, said
    assert f"Your reason this time, {dropped}, was NOT recorded" in said, said
    assert f"the reason first given: {kept}" in said, said
    assert _trail(db, run_id) == before  # still nothing written


def test_a_second_approve_with_a_note_says_it_was_not_recorded(tmp_path: Path) -> None:
    db, _run_id, rid = _waiting(tmp_path)
    flag = ["--store", str(db), "--as", "alice"]
    assert _arena("approve", rid, *flag).exit_code == 0
    second = _arena("approve", rid, "--note", "checked with finance", *flag)
    said = " ".join(second.output.split())
    assert second.exit_code == 0, second.output
    assert "Your note this time, 'checked with finance', was NOT recorded" in said, said
    assert "keeps no note" in said, said


@pytest.mark.parametrize(
    ("decision", "first", "again"),
    [
        ("deny", ["--reason", "too big"], ["--reason", "too big"]),
        ("approve", [], []),
        ("approve", ["--note", "ok by finance"], ["--note", "ok by finance"]),
        ("approve", ["--note", "ok by finance"], []),
    ],
)
def test_the_same_words_again_or_none_say_nothing_more(
    tmp_path: Path, decision: str, first: list[str], again: list[str]
) -> None:
    db, _run_id, rid = _waiting(tmp_path)
    flag = ["--store", str(db), "--as", "alice"]
    assert _arena(decision, rid, *first, *flag).exit_code == 0
    second = _arena(decision, rid, *again, *flag)
    assert second.exit_code == 0, second.output
    said = " ".join(second.output.split())
    assert said.endswith("that decision stands"), said
    assert "NOT recorded" not in said


def test_json_names_the_words_not_recorded(tmp_path: Path) -> None:
    db, _run_id, rid = _waiting(tmp_path)
    flag = ["--store", str(db), "--as", "alice"]
    assert _arena("deny", rid, "--reason", "too big", *flag).exit_code == 0
    again = json.loads(_arena("deny", rid, "--reason", "other", "--json", *flag).output)
    assert again["decision"]["repeated"] is True
    assert again["decision"]["not_recorded"] == "other"
    same = json.loads(_arena("deny", rid, "--reason", "too big", "--json", *flag).output)
    assert "not_recorded" not in same["decision"]
