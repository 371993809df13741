"""``arena run durable_state --out same`` claims the folder, as ``arena run`` does (users44).

Two restart runs into one ``--out`` both started their phases: each crash point's store under
``same/stores`` was written by both commands at once, and the one that finished last wrote the
results (users48). The folder is now claimed before any phase starts: a second command is
refused while the first lives, nothing of it run; the claim goes when the command ends."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from arena.cli import main

#: arena.cli.out_claim.CLAIM, spelt out so that this runs on a tree without it.
CLAIM = ".arena-writing"
IDENTITY = "from arena.store import holder; print(holder.identity('arena'), flush=True)"


@pytest.fixture
def live_owner() -> Iterator[str]:
    """The identity of another process that is still running (it waits on its stdin)."""
    proc = subprocess.Popen(
        [sys.executable, "-c", IDENTITY + "; import sys; sys.stdin.read()"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    owner = proc.stdout.readline().strip()
    yield owner
    assert proc.stdin is not None
    proc.stdin.close()
    proc.wait(timeout=60)


def run_into(out: Path) -> Result:
    return CliRunner().invoke(
        main, ["run", "durable_state", "--adapter", "vanilla", "--out", str(out)]
    )


def test_a_folder_another_command_writes_is_refused_before_any_phase(
    tmp_path: Path, live_owner: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    started: list[Any] = []
    monkeypatch.setattr("arena.cli.restart_cmd.run_durable", lambda *a, **k: started.append(a))
    out = tmp_path / "same"
    out.mkdir()
    (out / CLAIM).write_text(live_owner + "\n")
    result = run_into(out)
    assert result.exit_code == 2, result.output
    assert f"{out} is being written by another arena command" in result.output
    assert "--out NEW" in result.output
    assert started == []  # no phase started
    assert not (out / "summary.json").exists()
    assert (out / CLAIM).read_text().strip() == live_owner  # its claim is left alone


def test_a_run_holds_the_claim_while_it_runs_and_leaves_none(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "mine"
    seen: list[bool] = []

    def phases(*_: Any, **__: Any) -> list[Any]:
        seen.append((out / CLAIM).is_file())
        return []

    monkeypatch.setattr("arena.cli.restart_cmd.run_durable", phases)
    result = run_into(out)
    assert result.exit_code in (0, 1), result.output
    assert seen == [True]  # claimed while the phases ran
    assert (out / "summary.json").is_file()
    assert not (out / CLAIM).exists()
