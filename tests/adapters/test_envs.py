"""Framework environments: readiness is read off the stamp; a missing one names the command."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena import envs
from arena.adapters import ADAPTERS, AgentSpec, load_adapter
from arena.cli import main
from arena.errors import NotFound, UserError
from arena.tools import rooms


@pytest.fixture
def empty_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(envs.ENVS_VARIABLE, str(tmp_path))
    return tmp_path


def test_missing_environment_is_not_installed_and_says_how_to_create_it(empty_root: Path) -> None:
    assert not envs.ready("crewai")
    assert not ADAPTERS["crewai"].installed()
    assert ADAPTERS["crewai"].install_hint() == "arena env setup crewai"
    with pytest.raises(UserError, match="arena env setup crewai"):
        load_adapter("crewai", AgentSpec.from_module(rooms))


def test_ready_needs_a_stamp_for_the_current_requirements(empty_root: Path) -> None:
    python = envs.python("crewai")
    python.parent.mkdir(parents=True)
    python.write_text("")
    stamp = envs.path("crewai") / envs.STAMP
    old = {"version": envs.STAMP_VERSION, "requirements": ["crewai==0.1"]}
    stamp.write_text(json.dumps(old))
    assert not envs.ready("crewai")  # requirements changed since: set up again
    current = {**old, "requirements": list(envs.spec("crewai").requirements)}
    stamp.write_text(json.dumps(current))
    assert envs.ready("crewai") and ADAPTERS["crewai"].installed()


def test_unknown_environment() -> None:
    with pytest.raises(NotFound, match="known: crewai"):
        envs.spec("nope")


def test_env_list_json(empty_root: Path) -> None:
    result = CliRunner().invoke(main, ["env", "list", "--json"])
    assert result.exit_code == 0, result.output
    (info,) = json.loads(result.output)
    assert info["name"] == "crewai" and info["ready"] is False
    assert info["path"] == str(empty_root / "crewai")


def test_setup_installs_with_the_pins_and_sets_up_again_when_they_change(
    empty_root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`make envs` passes constraints-crewai.txt: a clean clone gets the versions CI tested. The
    pins reach the installer, and an environment set up under other pins is set up again."""
    commands: list[list[str]] = []

    def fake_run(cmd: list[str]) -> None:
        commands.append(cmd)
        if "venv" in cmd:
            envs.python("crewai").parent.mkdir(parents=True, exist_ok=True)
            envs.python("crewai").write_text("")

    monkeypatch.setattr(envs, "_run", fake_run)
    monkeypatch.setattr(envs, "_check", lambda name, env: {"crewai": "1.0"})
    pins = tmp_path / "pins.txt"
    pins.write_text("crewai==1.0\n")
    envs.setup("crewai", constraints=pins)
    install = commands[-1]
    assert install[install.index("-c") + 1] == str(pins)
    commands.clear()
    envs.setup("crewai", constraints=pins)
    assert commands == []  # same pins: nothing to do
    pins.write_text("crewai==1.1\n")
    envs.setup("crewai", constraints=pins)
    assert any("-c" in c for c in commands)  # other pins: installed again
    commands.clear()
    envs.setup("crewai")  # no pins given: what is there stays
    assert commands == []


def test_a_missing_constraints_file_is_a_clear_error(empty_root: Path, tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["env", "setup", "--constraints", str(tmp_path / "nope.txt")])
    assert result.exit_code != 0
    assert "cannot read the constraints file" in result.output
    assert "Traceback" not in result.output
