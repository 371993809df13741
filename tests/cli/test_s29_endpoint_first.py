"""A refused ``--model-url`` is said before any adapter is built (users29): with the default
``--adapter all`` the eight adapters, CrewAI's worker process included, were built first, and an
endpoint that refused the connection took 13 s to say so in one line."""

from __future__ import annotations

import os
import socket
from pathlib import Path
from typing import Any, NoReturn

import pytest
from click.testing import CliRunner

from arena.cli import main


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_a_refused_endpoint_is_said_before_any_adapter_is_built(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    built: list[Any] = []

    def build(*args: Any, **kwargs: Any) -> NoReturn:
        built.append(args)
        raise AssertionError("adapters built before the endpoint was checked")

    monkeypatch.setattr("arena.cli.run_cmd.build_adapters", build)
    url = f"http://127.0.0.1:{closed_port()}/v1"
    here = os.getcwd()
    os.chdir(tmp_path)
    try:
        result = CliRunner().invoke(
            main, ["run", "human_in_the_loop", "--model-url", url, "--model", "m"]
        )
    finally:
        os.chdir(here)
    assert result.exit_code == 2, result.output
    assert f"model endpoint {url} is unreachable" in result.output
    assert built == []


def test_a_reachable_endpoint_is_asked_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The early check is the only one: opening the endpoint does not ask GET /models again."""
    from arena import endpoints
    from arena.model import ScriptedModelServer

    asked: list[str] = []
    real = endpoints.check_reachable

    def counted(url: str, *args: Any, **kwargs: Any) -> None:
        asked.append(url)
        real(url, *args, **kwargs)

    monkeypatch.setattr(endpoints, "check_reachable", counted)
    here = os.getcwd()
    os.chdir(tmp_path)
    try:
        with ScriptedModelServer() as server:
            result = CliRunner().invoke(
                main,
                ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01",
                 "--model-url", server.base_url, "--model", "scripted-compliant", "--quiet"],
            )  # fmt: skip
    finally:
        os.chdir(here)
    assert result.exit_code == 0, result.output
    assert len(asked) == 1, asked
