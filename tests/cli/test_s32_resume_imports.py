"""``arena resume`` starts without what deciding needs (issue 16: cold resume is the framework's
import plus as little as can be): it takes ``check_as`` from :mod:`arena.cli.identity_opts`, whose
eager imports of the identity store, the inbox and the policy's models cost every resume ~0.5 G
instructions before any run was read (importing ``arena.cli.resume_cmd``: 1,423 → 911 M)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

PROBE = """
import json, sys
from arena.cli import main
try:
    main(sys.argv[1:], prog_name="arena")
except SystemExit:
    pass
print(json.dumps(sorted(sys.modules)), file=sys.stderr)
"""


def imported_by(*args: str, cwd: Path) -> set[str]:
    # No allow-list (the suite's own, tests/allow.yaml, is YAML a resume reads): only the policy
    # could bring YAML in.
    env = {k: v for k, v in os.environ.items() if k != "ARENA_ALLOW"}
    proc = subprocess.run(
        [sys.executable, "-c", PROBE, *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    return set(json.loads(proc.stderr.strip().splitlines()[-1]))


def test_resume_imports_nothing_of_deciding(tmp_path: Path) -> None:
    from arena.store import open_store

    open_store(str(tmp_path / "arena.db")).close()
    modules = imported_by("resume", "--all", "--store", str(tmp_path / "arena.db"), cwd=tmp_path)
    assert "arena.cli.resume_cmd" in modules  # it did run
    deciding = {"arena.identity", "arena.inbox", "arena.store.people", "arena.edits"}
    assert not deciding & modules, sorted(deciding & modules)


def test_resume_on_a_store_without_a_policy_loads_no_policy(tmp_path: Path) -> None:
    """``arena resume`` asks which policy file applies before it resumes anything; with none,
    YAML and the policy's pydantic models (0.16 G instructions over the openai SDK's import) are
    never needed, and were loaded to find that out."""
    from arena.store import open_store

    open_store(str(tmp_path / "arena.db")).close()
    modules = imported_by("resume", "--all", "--store", str(tmp_path / "arena.db"), cwd=tmp_path)
    assert "arena.runs.policy_arenas" in modules  # it did look for a policy
    loaded = {m for m in modules if m.split(".")[:2] == ["arena", "policy"] or m == "yaml"}
    assert not loaded, sorted(loaded)


def test_a_policy_beside_the_store_is_still_found(tmp_path: Path) -> None:
    from arena.runs.policy_arenas import find_store_policy

    db = tmp_path / "arena.db"
    assert find_store_policy(None, location=str(db)) is None
    (tmp_path / "policy.yaml").write_text(
        "version: 1\nrules:\n  - name: all\n    tools: ['*']\n    approval: none\n"
    )
    found = find_store_policy(None, location=str(db))
    assert found is not None and found.source == str(tmp_path / "policy.yaml")


def test_deciding_still_works_through_the_lazy_imports(tmp_path: Path) -> None:
    from arena.cli.identity_opts import decide_as

    assert callable(decide_as)
    code = (
        "import arena.cli.identity_opts as o, sys\n"
        "from arena.errors import UserError\n"
        "try:\n    o.check_as('  ')\nexcept UserError as e:\n    print('refused', e)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert done.stdout.startswith("refused --as needs a name")
