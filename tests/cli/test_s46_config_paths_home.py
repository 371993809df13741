"""The allow-list and the policy file: a leading ``~`` is the home folder (users46).

A unit file's ``Environment=ARENA_ALLOW=~/allow.yaml`` (docs/operator.md runs arena under
systemd) reaches arena as typed, as does ``--policy=~/p.yaml`` (a shell expands ``~`` only at
the start of a word): "allow-list ~/allow.yaml (from ARENA_ALLOW) does not exist" and
"~/p.yaml: no such policy file" while both files were there. As the store's path
(tests/cli/test_s46_paths_as_meant.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.policy_file import policy_path
from arena.runs.allow import allow_path


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HOME", str(tmp_path))
    return tmp_path


def test_arena_allow_with_a_tilde_is_in_the_home_folder(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ARENA_ALLOW", "~/allow.yaml")
    assert allow_path() == home / "allow.yaml"


def test_a_policy_with_a_tilde_is_in_the_home_folder(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("ARENA_POLICY", raising=False)
    assert policy_path("~/p.yaml", None) == home / "p.yaml"
    monkeypatch.setenv("ARENA_POLICY", "~/q.yaml")
    assert policy_path(None, None) == home / "q.yaml"


@pytest.mark.parametrize(
    "given", ["/etc/hitl-arena/allow.yaml", "conf/allow.yaml", "~nosuchuser9/a"]
)
def test_other_paths_are_as_given(given: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARENA_ALLOW", given)
    monkeypatch.setenv("ARENA_POLICY", given)
    assert allow_path() == Path(given)
    assert policy_path(None, None) == Path(given)
    assert policy_path(given, None) == Path(given)
