"""``arena run durable_state --out <unwritable>`` started the durable run, whose first phase's
``mkdir`` ended in a traceback (tester 17). The folder is checked before any phase starts, as
human_in_the_loop's is: ``error: cannot create results folder ...``, exit 2."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main, restart_cmd


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Records whether the durable run started (its phases take minutes)."""
    calls: list[object] = []

    def run_durable(*args: object, **kwargs: object) -> list[object]:
        calls.append(args)
        return []

    monkeypatch.setattr(restart_cmd, "run_durable", run_durable)
    return calls


def _run(out: Path) -> tuple[int, str]:
    result = CliRunner().invoke(
        main, ["run", "durable_state", "--adapter", "vanilla", "--out", str(out)]
    )
    return result.exit_code, result.output


def test_unwritable_out_is_refused_before_any_phase(started: list[object]) -> None:
    # /proc passes os.access (the --out option's check) even as root, yet takes no new folder
    out = Path("/proc/arena-durable-test/d")
    code, output = _run(out)
    assert code == 2, output
    assert not started
    assert "Traceback" not in output
    assert f"cannot create results folder {out}" in output


def test_a_writable_out_is_created_and_used(tmp_path: Path, started: list[object]) -> None:
    out = tmp_path / "new" / "d"
    code, output = _run(out)
    assert started and code != 2, output
    assert (out / "summary.json").is_file()
