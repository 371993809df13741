"""A user's adapter module that is broken in the ways code is: the factory's signature is wrong,
the module does not import, or does not parse, or the factory raises — one line each, naming the
module, the error and where, and the signature expected; exit 2 (it was a TypeError traceback)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

MODULES = {
    "wrongtype.py": "def factory():\n    return 'not an adapter'\n",
    "broken_import.py": "import nonexistent_dependency_xyz\n\n\ndef build(spec):\n    pass\n",
    "syntaxerr.py": "\n\ndef build(:\n    pass\n",
    "raises.py": "def build(spec):\n    return {}['adapter']\n",
}


def arena(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    exe = Path(sys.executable).with_name("arena")
    return subprocess.run([str(exe), *args], cwd=cwd, capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize(
    ("name", "says"),
    [
        (
            "wrongtype:factory",
            "error: --adapter wrongtype:factory: wrongtype.factory cannot be called with the spec "
            "(too many positional arguments); a factory takes one argument: "
            "factory(spec: AgentSpec) -> Adapter",
        ),
        (
            "broken_import:build",
            "error: --adapter broken_import:build: importing broken_import failed: "
            "ModuleNotFoundError: No module named 'nonexistent_dependency_xyz' "
            "({dir}/broken_import.py:1); fix the module (or install what it imports) and run again",
        ),
        (
            "syntaxerr:build",
            "error: --adapter syntaxerr:build: importing syntaxerr failed: SyntaxError: invalid "
            "syntax ({dir}/syntaxerr.py:3); fix the module (or install what it imports) and run "
            "again",
        ),
        (
            "raises:build",
            "error: --adapter raises:build: raises.build(spec) raised KeyError: 'adapter' "
            "({dir}/raises.py:2); a factory is build(spec: AgentSpec) -> Adapter",
        ),
    ],
)
def test_a_broken_users_adapter_is_one_line_naming_what_and_where(
    tmp_path: Path, name: str, says: str
) -> None:
    for file, text in MODULES.items():
        (tmp_path / file).write_text(text)
    done = arena("run", "human_in_the_loop", "--adapter", name, "--out", "out", cwd=tmp_path)
    assert done.returncode == 2, done.stderr
    assert done.stderr == says.format(dir=tmp_path) + "\n"
    assert not (tmp_path / "out").exists()
