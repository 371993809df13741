"""A ``resume --all`` that lost its runs to a concurrent one listed each held run twice: a "not
resumed" row with the claim, then the held block with the same claim again (outside tester
14). Each is said once now, in the held block, which says whose claim and whether that process
runs; a run let go between the two is still named."""

from __future__ import annotations

from pathlib import Path

import click
from click.testing import CliRunner

from arena.cli.resume_output import print_held, print_outcomes
from arena.runs.held import held_message
from arena.runs.resume import ResumeOutcome
from arena.store import SQLiteStore
from arena.types import InputResponse, Responder
from store_support import start_waiting

OTHER = Responder(name="resume", interface="scripted")


def lost_to_another(db: Path, runs: int, *, release: int = 0, resume_all: bool = True) -> str:
    """What ``arena resume`` prints for ``runs`` runs another resumer claimed first (``release``
    of them let go again before the held block), inside a command as ``arena resume`` calls it."""

    # the runs, answered and claimed by the other resumer, before this command starts: inside
    # a command that runs adapter code the store takes no such answer (arena.hosting)
    ids: list[str] = []
    with SQLiteStore(db) as store:
        for _ in range(runs):
            run_id = start_waiting(store)
            request = store.requests(run_id)[0].id
            store.answer(InputResponse(request_id=request, option_id="approve"))
            store.claim(run_id, "w1@otherhost:4242", ttl_s=60, actor=OTHER)
            ids.append(run_id)

    @click.command()
    @click.option("--all", "resume_all", is_flag=True)
    def resume(resume_all: bool) -> None:
        with SQLiteStore(db) as store:
            outcomes = [
                ResumeOutcome(run_id=i, error=held_message(store.run(i)), elsewhere="held")
                for i in ids
            ]
            print_outcomes(outcomes, False, " --store x")
            for run_id in ids[:release]:
                store.release(run_id, "w1@otherhost:4242", actor=OTHER, note="let go")
            if resume_all:
                print_held(store, " --store x", nothing=not outcomes)
            click.echo("ids: " + " ".join(ids))

    args = ["--all"] if resume_all else []
    result = CliRunner().invoke(resume, args, terminal_width=80, catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.output


def test_each_held_run_is_named_once(tmp_path: Path) -> None:
    out = lost_to_another(tmp_path / "s.db", 2)
    ids = out.splitlines()[-1].split()[1:]
    said = out.rsplit("ids:", 1)[0]
    for run_id in ids:
        assert said.count(run_id) == 1, said
    assert "not resumed now: 2 run(s) are held by another process's claim" in said, said
    assert "claimed by w1@otherhost:4242" in said, said


def test_a_run_let_go_meanwhile_is_still_named(tmp_path: Path) -> None:
    out = lost_to_another(tmp_path / "s.db", 2, release=1)
    ids = out.splitlines()[-1].split()[1:]
    said = out.rsplit("ids:", 1)[0]
    assert said.count(ids[0]) == 2 and f"arena show {ids[0]} --store x" in said, said
    assert "another resumer held it when this one reached it" in said, said
    assert said.count(ids[1]) == 1, said


def test_without_all_the_row_stays(tmp_path: Path) -> None:
    """No held block follows (one RUN, or the library's callers): the table names the run."""
    out = lost_to_another(tmp_path / "s.db", 1, resume_all=False)
    (run_id,) = out.splitlines()[-1].split()[1:]
    said = out.rsplit("ids:", 1)[0]
    assert f"{run_id} · not resumed" in said and "is being resumed by w1@otherhost" in said, said
