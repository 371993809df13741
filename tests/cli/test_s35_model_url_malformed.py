"""``--model-url 'http://[::1'`` (a bracket left open) ended in a 30-line traceback, 'ValueError:
Invalid IPv6 URL', and a port past 65535 or not a number read 'unreachable (ConnectError)'
(users35). Each is now one line naming the URL (never its password) and what a URL looks like."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main


@pytest.mark.parametrize(
    ("url", "why"),
    [
        ("http://[::1", "Invalid IPv6 URL"),
        ("http://127.0.0.1:99999/v1", "Port out of range"),
        ("http://me:secret@127.0.0.1:port/v1", "Port could not be cast"),
    ],
)
def test_a_malformed_model_url_is_one_line(tmp_path: Path, url: str, why: str) -> None:
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01"]
    args += ["--model-url", url, "--model", "m", "--out", str(tmp_path / "r")]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "300"})
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: --model-url"), lines
    assert why in lines[0] and "secret" not in lines[0], lines
    assert not (tmp_path / "r").exists()


def test_a_url_without_its_scheme_still_names_the_one_meant(tmp_path: Path) -> None:
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--model", "m"]
    args += ["--model-url", "127.0.0.1:18442/v1", "--out", str(tmp_path / "r")]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "300"})
    assert result.exit_code == 2, result.output
    assert "did you mean http://127.0.0.1:18442/v1?" in result.output, result.output
