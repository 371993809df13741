"""With a SOCKS proxy in the environment (``ALL_PROXY=socks5://...``), ``arena run --adapter
crewai`` started its worker and burned every run: CrewAI's client mounts the proxy at the first
leg, each run failed 'ImportError: Using SOCKS proxy, but the 'socksio' package is not
installed', and the matrix read 'pause unsupported' (users35; users34 made it one line only for
the adapters built in arena's own process). An adapter run in its own environment is now
refused before any run, in one line naming that environment's pip; one whose environment holds
socksio is not."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena import envs
from arena.adapters import _socks_ready
from arena.cli import main
from arena.errors import UserError


def test_crewai_with_a_socks_proxy_and_no_socksio_is_one_line(tmp_path: Path) -> None:
    if not envs.ready("crewai"):
        pytest.skip("the crewai environment is not set up")
    if any(envs.path("crewai").glob("lib/python*/site-packages/socksio")):
        pytest.skip("socksio is installed in the crewai environment: the proxy can be mounted")
    out = tmp_path / "out"
    args = ["run", "human_in_the_loop", "--adapter", "crewai", "--item", "hitl-01"]
    env = {"ALL_PROXY": "socks5://user:secret@127.0.0.1:1", "COLUMNS": "400"}
    result = CliRunner().invoke(main, [*args, "--out", str(out)], env=env)
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1, lines
    said = lines[0]
    assert "adapter 'crewai' cannot start: ALL_PROXY names a SOCKS proxy" in said, said
    assert "crewai/bin/pip install 'httpx[socks]'" in said, said  # the worker's environment
    assert "secret" not in said
    assert not out.exists()


def test_an_environment_with_socksio_starts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("all_proxy", "socks5h://127.0.0.1:1")
    with pytest.raises(UserError, match="all_proxy names a SOCKS proxy"):
        _socks_ready("crewai", tmp_path)
    (tmp_path / "lib" / "python3.11" / "site-packages" / "socksio").mkdir(parents=True)
    _socks_ready("crewai", tmp_path)  # no error
    monkeypatch.delenv("all_proxy")
    _socks_ready("crewai", tmp_path / "elsewhere")  # no proxy: nothing to check
