"""``arena operators add carol --role facilties`` under a policy whose rules name 'facilities'
added carol with a role no rule names and said nothing (users44): she could decide nothing the
role was meant for, found out only when a decision was refused. The operator is still added
(a role may be meant for a rule still to come), with a warning naming the policy's roles and
the nearest one."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from arena.cli import main

POLICY = (
    "version: 8\nrules:\n  - name: bookings\n    tools: ['book_*']\n"
    "    roles: [facilities]\n    decisions: [approve, deny]\n"
)


def add(tmp_path: Path, *args: str, policy: bool = True) -> tuple[int, str, str]:
    if policy:  # else none: not even policy.yaml next to the store
        (tmp_path / "policy.yaml").write_text(POLICY)
    extra = ["--policy", str(tmp_path / "policy.yaml")] if policy else []
    result = CliRunner().invoke(
        main, ["operators", "add", *args, "--store", str(tmp_path / "s.db"), *extra]
    )
    return result.exit_code, result.stdout, result.stderr


def test_a_role_no_rule_names_is_warned_with_the_nearest(tmp_path: Path) -> None:
    code, out, err = add(tmp_path, "carol", "--role", "facilties", "--role", "admin")
    assert code == 0, err
    assert "operator carol: roles admin, facilties" in out
    flat = " ".join(err.split())
    assert "warning: role 'facilties' (did you mean 'facilities'?) is named by no rule" in flat
    assert "roles there: admin, facilities" in flat and "'admin'" not in flat, flat


def test_the_policys_own_roles_and_no_policy_are_not_warned(tmp_path: Path) -> None:
    code, _, err = add(tmp_path, "carol", "--role", "facilities", "--role", "admin")
    assert code == 0 and "is named by no rule" not in err, err
    (tmp_path / "open").mkdir()
    code, _, err = add(tmp_path / "open", "dave", "--role", "anything", policy=False)
    assert code == 0 and "is named by no rule" not in err, err
