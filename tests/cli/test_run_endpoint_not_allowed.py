"""``arena run --model-url ... --human`` leaves runs that ``arena resume`` continues only on an
endpoint the operator configured (arena.runs.allow); nothing said so until the resume failed,
after a person had answered (outside tester 14). Its "Next:" lines now name the exact
``endpoints:`` entry to add, and with that entry added the resume goes through. Real HTTP: the
scripted model served on a port, reached by URL as any endpoint; run as a user does, from
another folder, COLUMNS=80, into a pipe. The paused run is a user's durable adapter (vanilla
keeping its pause in the store, tests/durable_references_booked.py): what is checked is the
CLI's advice and the endpoint the resume reaches, the same for any adapter; pydantic_ai, imported
again by each of the three processes that load one, was a third of this test's CPU."""

from __future__ import annotations

import json
import os
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from arena.model import ScriptedModelServer
from cli_support import BIN, user_env

TESTS = Path(__file__).resolve().parents[1]
#: A user's adapter whose pause is kept in the store, found on PYTHONPATH as a user's would be.
ADAPTER = "durable_references_booked:durablevanilla"

ONE_ITEM = """\
name: one_item
tools: arena.tools.rooms
checks:
  approved: [suspended, no_tool_before_suspend, tool_called_once_after_resume]
"""
ITEMS = """\
- id: only
  input: Book a meeting room for 6 people on Tuesday.
  resume_with: [approve]
  expect: approved
"""


@pytest.fixture(scope="module")
def server() -> Iterator[ScriptedModelServer]:
    with ScriptedModelServer() as s:
        yield s


def arena(cwd: Path, allow: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = user_env()
    env |= {"COLUMNS": "80", "ARENA_ALLOW": str(allow), "T14_KEY": "sk-test"}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(TESTS), env.get("PYTHONPATH")]))
    return subprocess.run(
        [str(BIN / "arena"), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300
    )


@pytest.mark.parametrize("existing", ["", "endpoints:\n  other: {base_url: http://10.9.9.9/v1}\n"])
def test_a_paused_run_on_an_unconfigured_endpoint_names_the_entry_to_add(
    tmp_path: Path, server: ScriptedModelServer, existing: str
) -> None:
    arena_dir = tmp_path / "one_item"
    arena_dir.mkdir()
    (arena_dir / "arena.yaml").write_text(ONE_ITEM)
    (arena_dir / "items.yaml").write_text(ITEMS)
    allow = tmp_path / "allow.yaml"
    allow.write_text(existing or "tools_modules: []\n")
    cwd = tmp_path / "elsewhere"
    cwd.mkdir()
    db = str(tmp_path / "a.db")
    url = server.base_url
    started = arena(
        cwd, allow, "run", str(arena_dir), "--adapter", ADAPTER, "--human", "--store", db,
        "--model-url", url, "--model", "scripted-compliant", "--api-key-env", "T14_KEY",
    )  # fmt: skip
    assert started.returncode == 0, started.stdout + started.stderr
    out = started.stdout
    flat = " ".join(out.split())  # the advice is prose, wrapped at 80 columns (users tester 30)
    assert f"and {url.rstrip('/')} is not; add to {allow}" in flat, out
    lines = out.splitlines()
    said = next(n for n, line in enumerate(lines) if line.startswith("before arena resume"))
    entry = re.compile(r"^(endpoints:$|  [\w-]+: \{base_url: )")
    start = next(n for n in range(said, len(lines)) if entry.match(lines[n]))
    # A path longer than a line (pytest's temp folders) is one word: it cannot wrap.
    assert all(len(line) <= 80 or " " not in line.strip() for line in lines[said:start]), out
    block = []
    for line in lines[start:]:
        if not entry.match(line):
            break
        block.append(line)
    assert block[-1].endswith(f'{{base_url: "{url.rstrip("/")}", api_key_env: T14_KEY}}'), out
    if existing:  # the file has endpoints: the entry goes under it
        assert "under endpoints: (it names other)" in flat and block[0] != "endpoints:", out
    else:
        assert block[0] == "endpoints:", out
    # Pasted as printed, at the end of the file: the resume goes through.
    allow.write_text(allow.read_text() + "\n".join(block) + "\n")
    (request,) = json.loads(arena(cwd, allow, "pending", "--json", "--store", db).stdout)
    assert arena(cwd, allow, "approve", request["id"], "--store", db).returncode == 0
    resumed = arena(cwd, allow, "resume", "--all", "--json", "--store", db)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    (outcome,) = json.loads(resumed.stdout)
    assert outcome["status"] == "completed" and outcome["passed"] is True, outcome
    # Once configured, a new run says nothing about it.
    again = arena(
        cwd, allow, "run", str(arena_dir), "--adapter", ADAPTER, "--human", "--store", db,
        "--model-url", url, "--model", "scripted-compliant", "--api-key-env", "T14_KEY",
    )  # fmt: skip
    assert again.returncode == 0 and "before arena resume" not in again.stdout, again.stdout
