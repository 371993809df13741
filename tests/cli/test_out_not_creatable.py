"""``--out`` that cannot be made is a usage error before any leg runs (outside tester 20).

The up-front check read permissions only: a path under a dangling link (``res -> /mnt/gone``)
or, as root, under ``/proc`` passed it, the legs ran and booked, and only then did the command
exit 2 "cannot create results folder", the results lost while docs/operator.md says exit 2 means
nothing ran."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main

RUN = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01", "--human"]


def _invoke(args: list[str], cwd: Path) -> tuple[int, str]:
    here = os.getcwd()
    os.chdir(cwd)
    try:
        result = CliRunner().invoke(main, args, env={"ARENA_STORE": str(cwd / "s.db")})
    finally:
        os.chdir(here)
    return result.exit_code, result.output


def test_out_under_a_dangling_link_is_refused_before_the_run(tmp_path: Path) -> None:
    (tmp_path / "res").symlink_to(tmp_path / "not-mounted" / "results")
    code, out = _invoke([*RUN, "--out", "res/run1"], tmp_path)
    assert code == 2, out
    assert "res is a link to" in out and "does not exist" in out, out
    assert not (tmp_path / "s.db").exists(), "the run went ahead: its store was written"
    code, out = _invoke(["resume", "--all", "--out", "res/resume1"], tmp_path)
    assert code == 2 and "res is a link to" in out, out


@pytest.mark.skipif(os.geteuid() != 0, reason="permissions alone refuse /proc for other users")
def test_out_that_permissions_allow_but_cannot_be_made_is_refused(tmp_path: Path) -> None:
    code, out = _invoke([*RUN, "--out", "/proc/arena-nope"], tmp_path)
    assert code == 2 and "cannot create results folder /proc/arena-nope" in out, out
    assert not (tmp_path / "s.db").exists(), "the run went ahead: its store was written"


def test_the_check_leaves_no_folder_behind_when_the_command_stops(tmp_path: Path) -> None:
    """Proving ``--out`` can be made makes it and removes it again: a usage error writes nothing."""
    code, out = _invoke(["resume", "--all", "--out", "a/b/c"], tmp_path)
    assert code == 2 and "no store" in out, out
    assert not (tmp_path / "a").exists()
