"""A run whose pause holds several requests resumes only once each is answered (users29):
``arena approve`` of one of three printed ``Next: arena resume RUN``, which was then refused (exit
2), and ``arena resume --all`` that resumed another run said nothing of the partly answered one,
so "Resumed (1/1)" read as all done."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.store import open_store


def _arena(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), env={"COLUMNS": "200"})


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[str, list[str], str]:
    """A store with hitl-03 paused on three requests and hitl-01 on one: (path, the three, one)."""
    monkeypatch.chdir(tmp_path)
    db = str(tmp_path / "s.db")
    for item, behaviour in (("hitl-03", "three"), ("hitl-01", "compliant")):
        made = _arena("run", "human_in_the_loop", "--adapter", "pydantic_ai", "--human",
                      "--quiet", "--behaviour", behaviour, "--item", item, "--store", db,
                      "--out", str(tmp_path / item))  # fmt: skip
        assert made.exit_code == 0, made.output
    with open_store(db) as opened:
        runs = {r.item_id: r.id for r in opened.runs()}
        three = [r.id for r in opened.requests(runs["hitl-03"])]
        [one] = [r.id for r in opened.requests(runs["hitl-01"])]
    assert len(three) == 3, three
    return db, three, one


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_approving_one_of_three_names_the_next_request_not_a_resume(
    store: tuple[str, list[str], str],
) -> None:
    db, three, _ = store
    said = _arena("approve", three[0], "--store", db)
    assert said.exit_code == 0, said.output
    nxt = [line for line in said.output.splitlines() if line.startswith("Next: ")]
    assert nxt == [f"Next: arena approve {three[1]} --store {db}"], said.output
    assert f"still waits on {three[1]}, {three[2]}" in said.output, said.output
    said = _arena("deny", three[1], "--reason", "no", "--store", db)
    assert f"Next: arena approve {three[2]} --store {db}" in said.output, said.output
    said = _arena("approve", three[2], "--store", db)
    assert "Next: arena resume run_" in said.output, said.output


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_resume_all_names_a_partly_answered_run_beside_those_it_resumed(
    store: tuple[str, list[str], str],
) -> None:
    db, three, one = store
    for request_id in (one, three[0]):
        assert _arena("approve", request_id, "--store", db).exit_code == 0
    done = _arena("resume", "--all", "--store", db)
    flat = " ".join(done.output.split())
    assert done.exit_code == 0, done.output
    assert "Resumed (1/1)" in flat, done.output
    assert "1 of 3 requests answered" in flat, done.output
    assert three[1] in flat and three[2] in flat, done.output
