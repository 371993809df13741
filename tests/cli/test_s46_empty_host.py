"""An empty ``--host`` is refused (users46).

``arena model serve --host "$HOST"`` with HOST unset listened on every interface and printed
``Scripted model at http://:37705/v1``, a URL nothing can open, and ``arena serve`` would have
put the approval inbox on every interface alike. Both now say the address is empty and which
to give; an address, the default included, is taken as before.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from arena.cli import main
from cli_support import BIN, user_env


@pytest.mark.parametrize("given", ["", " "])
def test_arena_serve_refuses_an_empty_host(tmp_path: Path, given: str) -> None:
    args = ["serve", "--host", given, "--port", "0", "--store", str(tmp_path / "s.db")]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2, result.output
    assert "Invalid value for '--host': it is empty" in result.output
    assert "127.0.0.1 (the default: this machine only) or 0.0.0.0" in result.output


def test_arena_model_serve_refuses_an_empty_host(tmp_path: Path) -> None:
    """In a process of its own: before, it served (on every interface) until stopped."""
    try:
        done = subprocess.run(
            [str(BIN / "arena"), "model", "serve", "--host", "", "--port", "0"],
            env={**user_env(), "COLUMNS": "200"}, capture_output=True, text=True, timeout=60,
        )  # fmt: skip
    except subprocess.TimeoutExpired as served:
        pytest.fail(f"it served: {served.stdout!r}")
    assert done.returncode == 2, done.stdout + done.stderr
    assert "Invalid value for '--host': it is empty" in done.stderr
    assert "http://:" not in done.stdout


@pytest.mark.parametrize("given", ["127.0.0.1", "0.0.0.0", "::1", "localhost"])
def test_an_address_is_taken_as_given(given: str) -> None:
    from arena.cli.options import check_host

    with click.Context(click.Command("serve")) as ctx:
        assert check_host(ctx, click.Option(["--host"]), given) == given
