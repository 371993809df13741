"""``arena view`` names a folder that is not there quoted, as ``arena report`` does (users46).

``arena view ' '`` said "results folder /tmp/work/  does not exist": the folder's trailing
space was unseen, and a name with a space pasted back was two arguments. Quoted where the shell
needs it; a plain path is said as before (tests/cli/test_s35_view_where_it_looked.py).
"""

from __future__ import annotations

import os
import shlex
from pathlib import Path

import pytest

from arena.errors import UserError
from arena.reporting.serve import make_server


@pytest.mark.parametrize("name", [" ", "my results", "it's"])
def test_a_folder_that_needs_quotes_is_quoted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(UserError) as told:
        make_server(Path(name))
    where = shlex.quote(os.path.join(str(tmp_path), name))
    assert str(told.value).startswith(f"results folder {where} does not exist;"), told.value
    assert where.startswith("'") or where.startswith('"')


def test_a_plain_path_is_said_as_before(tmp_path: Path) -> None:
    with pytest.raises(UserError) as told:
        make_server(tmp_path / "nope")
    assert str(told.value).startswith(f"results folder {tmp_path / 'nope'} does not exist;")
