"""A worker process of ``arena run --workers N`` that raised printed its traceback escaped onto
the error line ('error: worker 0 failed: RuntimeError: ...\\nTraceback (most recent call
last):\\n  File ...', users41). Now one line says what failed and where its traceback is (the
results folder's framework.log); the traceback is there, not on the terminal."""

from __future__ import annotations

import multiprocessing
from pathlib import Path

from click.testing import CliRunner

from arena.adapters.vanilla import VanillaAdapter
from arena.cli import main


class ChildCrashAdapter(VanillaAdapter):
    """Built in the parent as any adapter is; in a worker process its construction raises."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        if multiprocessing.parent_process() is not None:
            raise RuntimeError("no client in the worker")
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]


def test_a_crashed_worker_says_one_line_and_where_its_traceback_is(tmp_path: Path) -> None:
    out = tmp_path / "r"
    args = ["run", "human_in_the_loop", "--adapter", f"{__name__}:ChildCrashAdapter"]
    args += ["--workers", "2", "--item", "hitl-0[12]", "--out", str(out)]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "80"})
    assert result.exit_code != 0, result.output
    said = " ".join(result.output.split())  # however the error line is wrapped
    assert said.count("error: worker ") == 1 and " failed: " in said, result.output
    assert "RuntimeError: no client in the worker" in said, said
    assert "could not be written" not in said, said
    assert "Traceback" not in result.output and "\\n" not in result.output, result.output
    assert 'File "' not in result.output, result.output
    log = out / "framework.log"  # named whole, even where a folded line cut the path
    assert f"(its traceback is in {log})" in said or str(log) in "".join(said.split()), said
    kept = log.read_text()
    assert "Traceback (most recent call last)" in kept and "ChildCrashAdapter" in kept, kept
    assert "no client in the worker" in kept, kept


def test_without_a_framework_log_the_traceback_gets_a_file_of_its_own() -> None:
    from arena.parallel import _worker_failed

    trace = "Traceback (most recent call last):\n  File \"x.py\", line 1\nKeyError: 'a'"
    line = _worker_failed(3, "KeyError: 'a'\nmore", trace, None)
    assert line.startswith("worker 3 failed: KeyError: 'a' more (its traceback is in "), line
    kept = Path(line.split("its traceback is in ")[1].rstrip(")"))
    try:
        assert "\n" not in line and trace in kept.read_text()
    finally:
        kept.unlink()
