"""``arena policy check FILE --json`` was "No such option '--json'" (users38), the one checking
command a script could not read while every listing, ``env``, ``audit verify`` and ``sweep``
take it. It now prints the policy's version, rules and warnings as one JSON document; a policy
with problems prints the error object every ``--json`` command prints on a mistake
(``{"error": ..., "exit": 2}``), each problem still on stderr, exit 2."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from arena.cli import main

GOOD = """\
version: 2026-12-01.1
rules:
  - name: big-rooms
    tools: ["book_*"]
    when: ["people > 20"]
    roles: [finance]
  - name: everything-else
"""


def _check(path: Path) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["policy", "check", str(path), "--json"])
    return result.exit_code, result.stdout, result.stderr


def test_a_good_policy_as_json(tmp_path: Path) -> None:
    (tmp_path / "p.yaml").write_text(GOOD)
    code, out, err = _check(tmp_path / "p.yaml")
    assert code == 0, (out, err)
    doc = json.loads(out)
    assert doc["file"] == str(tmp_path / "p.yaml") and doc["version"] == "2026-12-01.1", doc
    assert doc["rules"] == ["big-rooms", "everything-else"], doc
    assert doc["warnings"] == [], doc


def test_problems_as_the_json_error_object(tmp_path: Path) -> None:
    (tmp_path / "p.yaml").write_text("rulez: 1\n")
    code, out, err = _check(tmp_path / "p.yaml")
    assert code == 2, (out, err)
    doc = json.loads(out)
    assert set(doc) == {"error", "exit"} and doc["exit"] == 2, doc
    assert "version: missing" in doc["error"] and "did you mean 'rules'?" in doc["error"], doc
    assert err.count("error: ") == 2, err  # each problem on stderr, as without --json


def test_a_missing_file_as_the_json_error_object(tmp_path: Path) -> None:
    code, out, _ = _check(tmp_path / "nosuch.yaml")
    assert code == 2
    assert "no such policy file" in json.loads(out)["error"], out
