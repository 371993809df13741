"""users53: a team keeps its arena folder and its tools module side by side (``team/refunds``
and ``team/refunds.py``, docs/items.md's ``tools:`` imported "from the current folder"), runs
``arena run ./refunds`` from ``team``, and later ``arena run team/refunds`` or the absolute path
from elsewhere: the error said "no module 'refunds' to import from /tmp or PYTHONPATH … run from
the folder that holds it", naming no folder. Now it names the file found beside the arena's
folder and the folder to run from (or put on PYTHONPATH). A module beside arena.yaml reads as
users52 wrote it, and one in neither place as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arena_tools import import_tools
from arena.errors import BadItemFile


def _refused(name: str, file: Path) -> str:
    with pytest.raises(BadItemFile) as caught:
        import_tools(name, str(file), 3)
    return str(caught.value)


@pytest.mark.parametrize(
    ("name", "where"),
    [
        ("s53_refunds_mod", "s53_refunds_mod.py"),
        ("s53_refunds_pkg", "s53_refunds_pkg/__init__.py"),
        ("s53_dotted.tools", "s53_dotted/tools.py"),
        ("s53_déploiement", "s53_déploiement.py"),
    ],
)
def test_a_module_beside_the_arena_folder_names_the_folder_to_run_from(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, where: str
) -> None:
    team, elsewhere = tmp_path / "team ops", tmp_path / "elsewhere"
    (team / "refunds").mkdir(parents=True)
    elsewhere.mkdir()
    (team / where).parent.mkdir(parents=True, exist_ok=True)
    (team / where).write_text("TOOLS = []\n", encoding="utf-8")
    monkeypatch.chdir(elsewhere)
    said = _refused(name, team / "refunds" / "arena.yaml")
    assert said.startswith(f"{team}/refunds/arena.yaml:3: tools: {team}/"), said
    assert "is there, beside the arena's folder, but a tools module is imported from the " in said
    assert f"current folder ({elsewhere}) or PYTHONPATH: run from '{team}'" in said, said
    assert f"or with PYTHONPATH='{team}'" in said, said


def test_beside_arena_yaml_and_nowhere_read_as_before(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "team" / "refunds").mkdir(parents=True)
    (tmp_path / "team" / "refunds" / "s53_inside.py").write_text("TOOLS = []\n")
    monkeypatch.chdir(tmp_path)
    inside = _refused("s53_inside", tmp_path / "team" / "refunds" / "arena.yaml")
    assert "is there, beside arena.yaml, but a tools module" in inside, inside
    nowhere = _refused("s53_nowhere", tmp_path / "team" / "refunds" / "arena.yaml")
    assert "no module 's53_nowhere'" in nowhere and "is there" not in nowhere, nowhere
