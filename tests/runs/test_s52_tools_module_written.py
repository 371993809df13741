"""An arena's ``tools:`` written as a new user writes it (users52): as a file path (``tools:
./my_tools.py``, ``arena/tools/rooms.py``) it read "no module './my_tools.py'", and a module
kept beside arena.yaml (where an arena's files are) "no module 'my_tools'": neither named the
fix. The first is now told the module name to write, the second that only the current folder
and PYTHONPATH are imported from, with the PYTHONPATH that finds it. A name nowhere is told as
before."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arena_tools import import_tools
from arena.errors import BadItemFile


def _refused(name: str, file: Path) -> str:
    with pytest.raises(BadItemFile) as caught:
        import_tools(name, str(file), 2)
    return str(caught.value)


@pytest.mark.parametrize(
    ("given", "dotted"),
    [
        ("./s52_own_tools.py", "s52_own_tools"),
        ("s52_own_tools.py", "s52_own_tools"),
        ("arena/tools/rooms.py", "arena.tools.rooms"),
        ("pkg\\s52_tools.py", "pkg.s52_tools"),
        ("/abs/where/s52_tools.py", "abs.where.s52_tools"),
    ],
)
def test_a_file_path_is_told_the_module_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, given: str, dotted: str
) -> None:
    monkeypatch.chdir(tmp_path)
    said = _refused(given, tmp_path / "mine" / "arena.yaml")
    assert f"arena.yaml:2: tools: {given!r} is a file path; tools takes a module name" in said
    assert f"as Python imports it: tools: {dotted} (" in said, said


@pytest.mark.parametrize("kind", ["module", "package"])
def test_a_module_beside_arena_yaml_names_the_pythonpath(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    monkeypatch.chdir(tmp_path)
    arena = tmp_path / "my arena"
    arena.mkdir()
    name = f"s52_beside_{kind}"
    if kind == "module":
        (arena / f"{name}.py").write_text("TOOLS = []\n")
    else:
        (arena / name).mkdir()
        (arena / name / "__init__.py").write_text("TOOLS = []\n")
    said = _refused(name, arena / "arena.yaml")
    assert "is there, beside arena.yaml, but a tools module is imported from the current" in said
    assert f"run with PYTHONPATH='{arena}'" in said, said


def test_a_name_nowhere_is_told_as_before(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "other.py").write_text("")
    said = _refused("s52_nowhere_at_all", tmp_path / "mine" / "arena.yaml")
    assert "no module 's52_nowhere_at_all' to import from" in said
    assert "beside arena.yaml" not in said and "file path" not in said
