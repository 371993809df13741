"""A results folder, a report's folder or an arena folder under a folder this user cannot search
(``chmod 000``), or past the filesystem's name limit, ended in a 30-line traceback
(``PermissionError: [Errno 13] Permission denied: '.../locked/o'``): ``--out``'s check (run,
resume, matrix), ``arena report``, ``arena view`` and ``arena run PATH`` look at it with
``Path.exists``/``is_dir``, which raise these where ``--store`` had been made one line (fixes35b).
Now one line names the path, the folder that cannot be searched, the OS error and the fix, exit
2, before any run (users36). As root the search is denied only without CAP_DAC_OVERRIDE, so the
EACCES case drops it with ``setpriv``; the name-limit case runs in-process everywhere."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main


def _long(tmp_path: Path) -> str:
    return str(tmp_path / ("a" * 300) / "o")


COMMANDS = {
    "run --out": lambda p: ["run", "human_in_the_loop", "--adapter", "vanilla", "--out", p],
    "resume --out": lambda p: ["resume", "--all", "--out", p],
    "matrix --out": lambda p: ["matrix", "--out", p],
    "report": lambda p: ["report", p],
    "view": lambda p: ["view", p],
    "run ARENA": lambda p: ["run", p, "--adapter", "vanilla"],
    # os.path.exists read it as missing: 'no such policy file', though it may be there
    "policy check": lambda p: ["policy", "check", p],
}


@pytest.mark.parametrize("command", list(COMMANDS))
def test_a_path_past_the_name_limit_is_one_line(tmp_path: Path, command: str) -> None:
    path = _long(tmp_path)
    result = CliRunner().invoke(
        main, COMMANDS[command](path), env={"COLUMNS": "100000", "ARENA_STORE": None}
    )
    assert result.exit_code == 2, (result.output, result.exception)
    assert isinstance(result.exception, SystemExit), result.exception
    said = [line for line in result.output.splitlines() if "File name too long" in line]
    assert len(said) == 1, result.output
    assert "[ENAMETOOLONG]" in said[0] and "give a path this user can reach" in said[0], said
    assert "Traceback" not in result.output


def _no_search() -> list[str] | None:
    """How to run a command that cannot search a ``chmod 000`` folder: as is for another user,
    through setpriv without the capabilities that let root past permissions; None if neither."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        return None
    caps = "-dac_override,-dac_read_search"
    return [setpriv, "--bounding-set", caps, "--inh-caps", caps, "--"]


@pytest.fixture
def locked(tmp_path: Path) -> Iterator[Path]:
    folder = tmp_path / "locked"
    (folder / "inner").mkdir(parents=True)
    folder.chmod(0)
    yield folder
    folder.chmod(0o755)


@pytest.mark.parametrize(
    ("args", "under"),
    [
        (["run", "human_in_the_loop", "--adapter", "vanilla", "--out"], "inner/o"),
        (["report"], "r"),
    ],
    ids=["run --out", "report"],
)
def test_a_folder_this_user_cannot_search_is_named(
    tmp_path: Path, locked: Path, args: list[str], under: str
) -> None:
    prefix = _no_search()
    if prefix is None:
        pytest.skip("root without setpriv: no way to be refused a search")
    path = locked / under
    env = {**os.environ, "COLUMNS": "100000", "HOME": str(tmp_path)}
    env.pop("ARENA_STORE", None)
    arena = Path(sys.executable).parent / "arena"
    done = subprocess.run(
        [*prefix, str(arena), *args, str(path)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2, done.stdout + done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    said = [line for line in done.stderr.splitlines() if "cannot be reached" in line]
    assert len(said) == 1, done.stderr
    expected = (
        f"{path} cannot be reached: {locked} is not searchable by this user (Permission "
        "denied [EACCES]); let this user search it (chmod/chown)"
    )
    assert expected in said[0], said
