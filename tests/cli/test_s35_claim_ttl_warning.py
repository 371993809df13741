"""``arena resume --all --claim-ttl 5`` (or ``arena worker --claim-ttl 5``) beside the default
60 s leg timeout said nothing, though a claim is not renewed while its leg runs: another
resumer may take a run over mid-leg and this one's leg is then discarded (users35). A claim
shorter than the leg timeout now gets one ``warning:`` line; the exit status stays the
command's (drills shorten it on purpose)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.store import open_store


@pytest.mark.parametrize("command", [["resume", "--all"], ["worker", "--once"]])
def test_a_claim_shorter_than_the_leg_is_warned_of(tmp_path: Path, command: list[str]) -> None:
    store = tmp_path / "a.db"
    open_store(str(store)).close()
    args = [*command, "--store", str(store), "--claim-ttl", "5"]
    if command[0] == "resume":
        args += ["--out", str(tmp_path / "r")]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "400"})
    assert result.exit_code == 0, result.output
    assert "warning: --claim-ttl 5 is shorter than --leg-timeout 60" in result.output, result.output


def test_a_claim_as_long_as_the_leg_is_not(tmp_path: Path) -> None:
    store = tmp_path / "a.db"
    open_store(str(store)).close()
    args = ["resume", "--all", "--store", str(store), "--claim-ttl", "60"]
    result = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "r")])
    assert result.exit_code == 0, result.output
    assert "warning" not in result.output, result.output
