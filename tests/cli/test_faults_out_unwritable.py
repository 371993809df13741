"""``arena faults --out`` with a path that cannot be written ran the whole matrix first, then
ended in a FileNotFoundError traceback at the write (tester 17). The path is checked before any
adapter runs: one line naming it, exit 2."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena import faultmatrix
from arena.cli import main

#: A pipe with no COLUMNS, where ``arena faults`` prints its Markdown (6d218a5b): pytest-xdist's
#: workers set COLUMNS=80, at which the table does not fit and prints as blocks.
MARKDOWN: dict[str, str | None] = {"COLUMNS": None}


@pytest.fixture
def ran(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Records whether the matrix started (it takes minutes; these paths must stop before it)."""
    calls: list[object] = []

    def run_matrix(*args: object, **kwargs: object) -> list[object]:
        calls.append(args)
        return []

    monkeypatch.setattr(faultmatrix, "run_matrix", run_matrix)
    return calls


def _faults(out: Path) -> tuple[int, str]:
    result = CliRunner().invoke(
        main,
        ["faults", "--adapter", "vanilla", "--fault", "http500", "--out", str(out)],
        env=MARKDOWN,
    )
    return result.exit_code, result.output


def test_out_under_a_file_is_refused_before_the_matrix(tmp_path: Path, ran: list[object]) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    code, output = _faults(blocker / "matrix.md")
    assert code == 2, output
    assert not ran
    assert "Traceback" not in output
    assert str(blocker / "matrix.md") in output and "--out" in output
    assert len(output.strip().splitlines()) == 1


def test_out_in_a_folder_that_takes_no_files_is_refused(ran: list[object]) -> None:
    code, output = _faults(Path("/proc/arena-faults-test.md"))  # exists, but no new files
    assert code == 2, output
    assert not ran
    assert "/proc/arena-faults-test.md" in output


def test_a_writable_out_still_gets_the_matrix(tmp_path: Path, ran: list[object]) -> None:
    out = tmp_path / "new" / "deeper" / "matrix.md"
    code, output = _faults(out)
    assert ran
    assert out.read_text().strip() and out.read_text().strip() in output
    assert code == 0, output
