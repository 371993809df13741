"""``arena report`` and ``arena view`` take paths as typed (users46).

``arena report "$DIR"`` with DIR unset read the current folder ("error: . holds 1 results
folder(s) ..."), ``--html ''`` was told ". is a folder", and ``arena report R --html=~/r.html``
(the shell leaves ``~`` after ``=`` as typed) wrote ./~/r.html while saying ``report:
~/r.html``, which, pasted, opens the home folder's. Empty is refused naming the fix; a leading
``~`` is the home folder.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from cli_support import BIN, user_env


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["report", ""], "a RESULTS argument is empty (a $VARIABLE that expanded to nothing?)"),
        (["report", "r", "--html", ""], "--html is empty (a $VARIABLE that expanded to nothing?)"),
        (["view", ""], "FOLDER is empty (a $VARIABLE that expanded to nothing?)"),
    ],
)
def test_an_empty_path_is_refused(tmp_path: Path, args: list[str], said: str) -> None:
    try:  # a process of its own: before, arena view '' served the folder until stopped
        done = subprocess.run(
            [str(BIN / "arena"), *args, *(["--port", "0"] if args[0] == "view" else [])],
            cwd=tmp_path, env={**user_env(), "COLUMNS": "200"}, capture_output=True, text=True,
            timeout=60,
        )  # fmt: skip
    except subprocess.TimeoutExpired:
        pytest.fail(f"arena {' '.join(args)!r} ran on instead of refusing")
    assert done.returncode == 2, done.stdout + done.stderr
    assert said in done.stderr
    assert list(tmp_path.iterdir()) == []


def test_html_with_a_tilde_is_the_home_folders(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from arena.cli.report_cmd import _typed

    monkeypatch.setenv("HOME", str(tmp_path))
    assert _typed("~/r.html", "--html") == tmp_path / "r.html"
    assert _typed("results/x", "FOLDER") == Path("results/x")  # as given
