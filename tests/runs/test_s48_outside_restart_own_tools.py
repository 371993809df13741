"""An arena folder of one's own with ``mode: restart`` (docs/items.md) and its ``tools:`` module
beside it (outside team evals48: ``desks48r``, ``tools: hotdesk48``), run from that folder as
``arena run ./desks48r --adapter langgraph``: every phase runs in its results folder, so the first
phase could not import the module ("no module 'hotdesk48' to import from …/stores/langgraph");
with it on PYTHONPATH the resumer refused it ("the run's tools module 'hotdesk48' is not allowed
here": a resume imports only allow-listed modules, and the phase's private HOME had no list).
Either way the verdict read "not durable: langgraph — 30 lost decisions", blaming the framework;
the restart probe (``--probes``) read ``durable no`` the same way. Now a phase gets the folder
on its path and an allow-list that adds the module ``arena run`` itself imported."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from arena.durable_state.process import child_env
from arena.runs.allow import load_allow

TESTS = Path(__file__).resolve().parents[1]
TOOLS = "from arena.tools.rooms import *  # noqa: F403\n"


@pytest.fixture
def own_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """``hd48r`` in the current folder, imported from it as ``arena run`` does."""
    (tmp_path / "hd48r.py").write_text(TOOLS)
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    sys.modules.pop("hd48r", None)
    __import__("hd48r")
    monkeypatch.setitem(sys.modules, "hd48r", sys.modules["hd48r"])
    return "hd48r"


def test_a_tools_module_from_this_folder_is_on_a_phases_path(own_module: str) -> None:
    paths = child_env("langgraph", own_module)["PYTHONPATH"].split(os.pathsep)
    assert os.getcwd() in paths
    # an installed arena's module, and no module: the folder stays off the path, as before
    for tools in ("arena.tools.rooms", ""):
        assert os.getcwd() not in child_env("langgraph", tools)["PYTHONPATH"].split(os.pathsep)


def test_a_resumer_is_allowed_the_arenas_module_and_keeps_the_operators_list(
    own_module: str, tmp_path: Path
) -> None:
    from arena.durable_state.process import allow_tools

    mine = tmp_path / "allow.yaml"
    mine.write_text("tools_modules: [teamtools]\ntools_packages: [acme]\n")
    env = allow_tools({"ARENA_ALLOW": str(mine)}, own_module, tmp_path / "private")
    given = Path(env["ARENA_ALLOW"])
    assert given.parent == tmp_path / "private"
    allow = load_allow(given)
    for module in (own_module, "teamtools", "acme.rooms"):
        allow.check_tools_module(module)  # raises NotAllowed otherwise
    assert mine.read_text() == "tools_modules: [teamtools]\ntools_packages: [acme]\n"
    # none of the operator's, and a module already allowed: nothing changes
    none = allow_tools({"ARENA_ALLOW": str(tmp_path / "none.yaml")}, own_module, tmp_path / "p2")
    load_allow(none["ARENA_ALLOW"]).check_tools_module(own_module)
    same = {"ARENA_ALLOW": str(mine)}
    assert allow_tools(same, "teamtools", tmp_path / "p3") == same
    assert allow_tools(same, "arena.tools.rooms", tmp_path / "p4") == same


@pytest.mark.slow
def test_an_own_restart_arena_survives_its_restart(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One crash point (``restart``) of the durable reference adapter: before, its first phase
    could not import the module, and its resumer was refused it, with no allow-list of its own."""
    from arena.arenas import load_arena
    from arena.durable_state.orchestrate import run_adapter

    team = tmp_path / "team"
    (team / "desks48r").mkdir(parents=True)
    (team / "hd48rr.py").write_text(TOOLS)
    (team / "desks48r" / "arena.yaml").write_text(
        "name: desks48r\ntools: hd48rr\nmode: restart\n"
        "checks:\n  approved: [suspended, tool_called_once_after_resume]\n"
    )
    (team / "desks48r" / "items.yaml").write_text(
        "- id: d48-fri\n  input: Book a room for 6 people on Friday.\n"
        "  resume_with: [approve]\n  expect: approved\n"
    )
    allow = tmp_path / "allow.yaml"
    allow.write_text("tools_modules: [teamtools]\n")
    monkeypatch.setenv("ARENA_ALLOW", str(allow))
    monkeypatch.setenv(
        "PYTHONPATH", os.pathsep.join(filter(None, [str(TESTS), os.environ.get("PYTHONPATH")]))
    )
    monkeypatch.chdir(team)
    monkeypatch.syspath_prepend(str(TESTS))
    sys.modules.pop("hd48rr", None)
    arena = load_arena("./desks48r")
    monkeypatch.setitem(sys.modules, "hd48rr", sys.modules["hd48rr"])
    out = run_adapter(
        arena,
        "durable_references_booked:durablevanilla",
        tmp_path / "out",
        crash_points=("restart",),
    )
    said = repr(out.crash_points)
    assert out.survived_restart and out.lost_decisions == 0, (out.reason, said)
    assert [r.passed for r in out.results] == [True], said


def test_the_restart_probes_resumer_gets_the_module_too(
    own_module: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``arena run ./desks48 --probes``: its restart probe's resumer was refused the module the
    same way, and the matrix read ``durable no`` for langgraph."""
    from arena import restart_probe

    seen: dict[str, str] = {}

    class Started(Exception):
        pass

    def popen(*args: object, env: dict[str, str], **kw: object) -> None:
        seen.update(env)
        raise Started

    monkeypatch.setenv("ARENA_ALLOW", str(tmp_path / "none.yaml"))
    monkeypatch.setattr(restart_probe.subprocess, "Popen", popen)
    root = tmp_path / "restart" / "langgraph"
    root.mkdir(parents=True)
    with pytest.raises(Started):
        restart_probe._resume("langgraph", root, {}, 1.0, 0.0, tools=own_module)
    load_allow(seen["ARENA_ALLOW"]).check_tools_module(own_module)
    assert os.getcwd() in seen["PYTHONPATH"].split(os.pathsep)
