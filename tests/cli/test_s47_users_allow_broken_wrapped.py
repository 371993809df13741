"""``arena run --human`` whose paused runs need the allow-list (a tools module of one's own, an
endpoint of one's own) while ``$ARENA_ALLOW`` cannot be read: "before arena resume, fix the
allow-list: allow-list /root (from ARENA_ALLOW) is a folder; point ARENA_ALLOW at the allow-list
file, or unset it to use /root/.config/hitl-arena/allow.yaml" came out as one line of ~190
columns on an 80-column terminal (users47): it was printed as a command to copy, never wrapped.
It is prose and now wraps between words as the advice beside it does; the lines to copy (the
``tools_modules:`` entry) still stand whole."""

from __future__ import annotations

import io
from pathlib import Path
from types import SimpleNamespace

import pytest

from arena.cli import run_output
from arena.cli.console import Console

WIDTH = 80


def _console() -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    return Console(file=out, width=WIDTH, force_terminal=False, color_system=None), out


def _store(module: str = "", url: str = "") -> SimpleNamespace:
    endpoint = SimpleNamespace(scripted=not url, base_url=url, api_key_env="OUR_KEY")
    origin = SimpleNamespace(tools_module=module, endpoint=endpoint)
    return SimpleNamespace(run=lambda _id: SimpleNamespace(origin=origin))


WAITING = [SimpleNamespace(run_id="run_1", status="waiting")]
CALLS = {
    "tools module": lambda c: run_output.unallowed_tools(c, WAITING, _store(module="ourrooms")),
    "endpoint": lambda c: run_output.unconfigured(
        c, WAITING, _store(url="http://llm.internal.example:8000/v1")
    ),
}


def _broken(tmp_path: Path, how: str) -> str:
    deep = tmp_path / ("a-folder-with-a-rather-long-name-" * 2) / "and-another-one-below-it"
    deep.mkdir(parents=True)
    if how == "folder":
        return str(deep)
    if how == "missing":
        return str(deep / "allow.yaml")
    if how == "blank":
        return "   "
    bad = deep / "allow.yaml"
    bad.write_text("tools_modules: [ourrooms\nendpoints: {\n")
    return str(bad)


@pytest.mark.parametrize("how", ["folder", "missing", "blank", "not yaml"])
@pytest.mark.parametrize("needs", sorted(CALLS))
def test_a_broken_allow_list_is_said_within_80_columns(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, how: str, needs: str
) -> None:
    monkeypatch.setenv("ARENA_ALLOW", _broken(tmp_path, how))
    console, out = _console()
    CALLS[needs](console)
    said = out.getvalue()
    flat = " ".join(said.split())
    assert flat.startswith("before arena resume, fix the allow-list:"), said
    assert "ARENA_ALLOW" in flat or "allow-list is not valid YAML" in flat, said
    # a path longer than a line may stand whole on a line of its own; prose wraps
    long = [line for line in said.splitlines() if len(line) > WIDTH and " " in line.strip()]
    assert not long, said


def test_a_module_refused_by_a_good_allow_list_keeps_its_entry_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    allow = tmp_path / "allow.yaml"
    allow.write_text("tools_modules: [other_tools]\n")
    monkeypatch.setenv("ARENA_ALLOW", str(allow))
    console, out = _console()
    CALLS["tools module"](console)
    lines = out.getvalue().splitlines()
    assert "tools_modules: [other_tools, ourrooms]" in lines, lines
    assert not any("fix the allow-list" in line for line in lines), lines
