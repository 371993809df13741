"""``arena run --help`` said its store defaults to $ARENA_STORE only with --human ('default with
--human: $ARENA_STORE, else .arena/arena.db'), but a plain ``arena run`` records in $ARENA_STORE
too, as docs/operator.md says (users tester 33: a user who set it for the operator commands found
every scripted run of the day in the store). The help now says what the command does."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from arena.cli import main
from arena.store import open_store


def test_a_plain_run_records_in_arena_store_as_its_help_says(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    env = {"ARENA_STORE": str(db), "COLUMNS": "200"}
    runner = CliRunner()
    args = ["--adapter", "vanilla", "--item", "hitl-01", "--quiet", "--out", str(tmp_path / "o")]
    ran = runner.invoke(main, ["run", "human_in_the_loop", *args], env=env)
    assert ran.exit_code == 0, ran.output
    with open_store(str(db)) as store:
        assert len(store.runs(limit=10)) == 1
    helped = " ".join(runner.invoke(main, ["run", "--help"], env=env).output.split())
    said = helped[helped.index("--store PATH|URL") :]
    assert said.startswith(
        "--store PATH|URL Record runs in this store, an SQLite file or a postgresql:// URL "
        "(default: $ARENA_STORE; with --human, else .arena/arena.db)."
    ), said[:200]
