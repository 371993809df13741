"""An empty ``arena resume --endpoint`` is refused, never read as none given (users46).

``arena resume --all --endpoint "$EP" --api-key-env K`` with EP unset was told "--api-key-env
K needs --endpoint NAME", as if no endpoint had been given, and ``--endpoint ""`` alone was
taken silently. Both now name the empty value, as an empty ``--model-url`` or
``--api-key-env`` is.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main


@pytest.mark.parametrize("key", [[], ["--api-key-env", "K"]])
def test_an_empty_endpoint_is_refused(tmp_path: Path, key: list[str]) -> None:
    store = str(tmp_path / "s.db")
    result = CliRunner().invoke(main, ["resume", "--all", "--store", store, "--endpoint", "", *key])
    assert result.exit_code == 2, result.output
    assert "--endpoint is empty (a $VARIABLE that expanded to nothing?)" in result.output
    assert "needs --endpoint NAME" not in result.output
