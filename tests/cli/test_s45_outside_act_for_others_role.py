"""A role the policy's ``act_for_others`` names is no unknown role (evals45).

An outside team's policy let ``lead`` answer ``--as`` another operator (``act_for_others:
[lead]``); ``arena operators add root --role admin --role lead`` warned "role 'lead' is named by
no rule of the policy (roles there: admin, facilities, finance), so holding it lets root decide
nothing more", though ``manage_operators``' admin was counted and lead is what lets root enter
a vote as someone else. Now neither is warned; a role the policy names nowhere still is.
"""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from arena.cli import main

POLICY = (
    "version: 2026-12-06.1\nact_for_others: [lead]\nmanage_operators: [admin]\nrules:\n"
    "  - name: bookings\n    tools: ['book_*']\n    roles: [facilities]\n"
)


def add(tmp_path: Path, *args: str) -> tuple[int, str]:
    (tmp_path / "policy.yaml").write_text(POLICY)
    result = CliRunner().invoke(
        main,
        ["operators", "add", *args, "--store", str(tmp_path / "s.db"), "--policy",
         str(tmp_path / "policy.yaml")],
    )  # fmt: skip
    return result.exit_code, " ".join(result.stderr.split())


def test_an_act_for_others_role_is_not_warned(tmp_path: Path) -> None:
    code, err = add(tmp_path, "root", "--role", "admin", "--role", "lead", "--login", "nobody1")
    assert code == 0, err
    assert "is named by no rule" not in err, err


def test_a_role_named_nowhere_is_still_warned_listing_lead(tmp_path: Path) -> None:
    code, err = add(tmp_path, "carol", "--role", "leed", "--login", "nobody2")
    assert code == 0, err
    assert "role 'leed' (did you mean 'lead'?) is named by no rule" in err, err
    assert "roles there: admin, facilities, lead" in err, err
