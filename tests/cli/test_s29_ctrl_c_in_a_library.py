"""A Ctrl-C a library turned into its own error is still a Ctrl-C: one line, exit 130 (users29).
While Google ADK imported, pydantic-core reported the KeyboardInterrupt as ``SchemaError: Error
building "definitions" validator: ... KeyboardInterrupt:``, and ``arena run`` printed that as a
94-line traceback and exited 1."""

from __future__ import annotations

from pathlib import Path
from typing import Any, NoReturn

import pytest
from click.testing import CliRunner

from arena.cli import EXIT_INTERRUPTED, main

RUN = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01", "--out", "o"]


class SchemaError(Exception):
    """pydantic-core's name; its words end with the KeyboardInterrupt it met."""


def pydantic_said(*_: Any, **__: Any) -> NoReturn:
    raise SchemaError(
        'Error building "definitions" validator:\n  SchemaError: Error building "model" '
        "validator:\n  KeyboardInterrupt: "
    )


def wrapped(*_: Any, **__: Any) -> NoReturn:
    try:
        raise KeyboardInterrupt
    except KeyboardInterrupt as exc:
        raise RuntimeError("import failed") from exc


def other(*_: Any, **__: Any) -> NoReturn:
    raise SchemaError("Error building: no KeyboardInterrupt here, a real bug")


@pytest.mark.parametrize("raised", [pydantic_said, wrapped])
def test_a_ctrl_c_a_library_reported_as_its_error_is_one_line_and_130(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, raised: Any
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("arena.cli.run_cmd.build_adapters", raised)
    result = CliRunner().invoke(main, RUN)
    assert result.exit_code == EXIT_INTERRUPTED, result.output
    assert result.output.strip() == "interrupted (Ctrl-C): no run had started", result.output


def test_an_error_that_is_no_ctrl_c_stays_an_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("arena.cli.run_cmd.build_adapters", other)
    result = CliRunner().invoke(main, RUN)
    assert result.exit_code == 1 and isinstance(result.exception, SchemaError), result.output
