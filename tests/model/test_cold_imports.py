"""A cold ``arena resume`` of a scripted run imports only what it needs (issue 16's cold target).

What ``bench/cold.py`` times as arena's own steps — importing the harness's resume path and
starting the scripted model's process — runs here in a fresh interpreter, which must get a real
answer from it, read its log, and then hold no web framework, no renderer, none of the commands'
or reports' modules and none of the scripted model's own (its process has those): each was
measured on that path once (docs/benchmarks.md), and an eager import put back fails here.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from arena.store import open_store
from arena.types import InputResponse

TESTS = Path(__file__).resolve().parents[1]

PROBE = """
import json, sys, urllib.request
from arena.context import ModelEndpoint
from arena.model.process import ModelProcess
from arena.runs.resume import ready, rebuild_adapter, restore_context, resume_run
from arena.store import open_store

with ModelProcess() as model:
    model.ready()
    with urllib.request.urlopen(model.base_url + "/models", timeout=30) as answer:
        models = json.load(answer)["data"]
    model.request_log.count("run_x")
import dataclasses
defined = sorted(
    f"{name}.{k}"
    for name, module in list(sys.modules.items())
    if name.startswith("arena")
    for k, v in vars(module).items()
    if isinstance(v, type) and v.__module__ == name and dataclasses.is_dataclass(v)
)
print(json.dumps({"modules": sorted(sys.modules), "models": len(models), "dataclasses": defined}))
"""

#: Third-party packages the path may load: msgspec alone (arena.types' structs; it brings
#: typing_extensions, which every framework loads anyway) — the scripted model's server, on h11,
#: runs in a process of its own. Not uvicorn, starlette, click, httpx, rich, pygments...
ALLOWED: set[str] = {"msgspec", "typing_extensions"}

#: arena modules never needed to resume a run and start the scripted model.
NOT_NEEDED = (
    "arena.cli",
    "arena.web",
    "arena.report",
    "arena.reporting",
    "arena.service",
    "arena.operator",
    "arena.policy",
    "arena.matrix",
    "arena.evaluate",
    "arena.arenas",
    "arena.display",
    "arena.views",
    "arena.model.script",
    "arena.model.mix",
    # The scripted model itself: its process imports it, the resuming one only arena.model.process.
    "arena.model.server",
    "arena.model.app",
    "arena.model.httpd",
    "arena.model.policy",
    "arena.model.reply",
    "arena.model.conversation",
    "arena.model.task",
    "arena.model.wire",
    "arena.model.faults",
    "arena.wording",
    "arena.workers",
    "arena.store.postgres",
    # An SQLite store's process: naming a store asks arena.store.urls whether it is a URL.
    "arena.store.postgres_conn",
    "arena.store.postgres_schema",
    "arena.store.people",  # operators, tokens, votes: a resume that asks nothing needs none
    "arena.endpoints",  # reaching a real endpoint: a scripted run's resume never does
    "arena.endpoint_preflight",  # its GET /models check: the same
    "arena.runs.decision",  # a request's decision context: only a leg that asks builds one
)


#: The dataclasses the path may still define, each ~1 ms of exec'd code on Python 3.11 (a
#: msgspec struct: ~0.05 ms; arena.types says why its values are structs): none since the audit
#: chain's verdict became a struct too.
DATACLASSES: set[str] = set()


def probe(first: str = "") -> dict[str, Any]:
    proc = subprocess.run(
        [sys.executable, "-c", first + PROBE],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    out: dict[str, Any] = json.loads(proc.stdout.strip().splitlines()[-1])
    return out


def loaded(first: str = "") -> tuple[list[str], int]:
    out = probe(first)
    return out["modules"], out["models"]


def extra(modules: list[str]) -> tuple[set[str], list[str]]:
    """The third-party packages beyond :data:`ALLOWED`, and the arena modules not needed."""
    third = {m.split(".")[0] for m in modules} - set(sys.stdlib_module_names) - {"arena"}
    third = {m for m in third if not m.startswith("_")} - ALLOWED
    below = tuple(p + "." for p in NOT_NEEDED)
    return third, [m for m in modules if m in NOT_NEEDED or m.startswith(below)]


def test_resume_path_and_scripted_model_load_no_web_framework_nor_reports() -> None:
    modules, models = loaded()
    assert models > 1  # the server answered over HTTP
    third, eager = extra(modules)
    assert not third, f"the cold resume path imported {sorted(third)}"
    assert not eager, f"the cold resume path imported {eager}"


#: What the resume path imports and compiles, in a bare interpreter as in bench/cold.py's child.
BARE = """
import json, re, sys
import arena.tools
from arena.model.process import ModelProcess
from arena.runs.allow import load_allow
from arena.runs.resume import _continue, ready, rebuild_adapter
from arena.store import open_store
import arena.checks
load_allow({allow!r})
print(json.dumps({{
    "modules": sorted(sys.modules),
    "compiled": arena.checks.pattern.cache_info().currsize,
    "cached": [str(p.pattern) for p in re._cache.values()] if hasattr(re, "_cache") else [],
}}))
"""

#: Standard-library modules only a wrong name (difflib: "did you mean") or a store named on a
#: command line (shlex) needs. Each was measured on a cold resume's path (docs/benchmarks.md).
STDLIB_NOT_NEEDED = ("difflib", "shlex")


def bare(tmp_path: Path) -> dict[str, Any]:
    code = BARE.format(allow=str(tmp_path / "no-allow.yaml"))
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True
    )
    out: dict[str, Any] = json.loads(proc.stdout.strip().splitlines()[-1])
    return out


def test_the_resume_path_leaves_what_it_does_not_use_unimported_and_uncompiled(
    tmp_path: Path,
) -> None:
    out = bare(tmp_path)
    assert not set(STDLIB_NOT_NEEDED) & set(out["modules"])
    assert "arena.store.postgres_conn" not in out["modules"]
    assert out["compiled"] == 0  # the checks' message patterns: compiled when a check reads one
    # allow.py's name patterns: only an allow-list file's entries are matched against them
    assert not [p for p in out["cached"] if p.startswith("^[A-Za-z_]")]


def test_the_checks_patterns_are_module_attributes_compiled_once() -> None:
    """``from arena.checks import ACKNOWLEDGEMENT`` (tests, drive) still gets the pattern."""
    import arena.checks as checks
    from arena.checks import ACKNOWLEDGEMENT, UNCLEAR_SAID

    assert ACKNOWLEDGEMENT is checks.pattern("ACKNOWLEDGEMENT") is checks.ACKNOWLEDGEMENT
    assert UNCLEAR_SAID is checks.pattern("UNCLEAR_SAID")
    assert ACKNOWLEDGEMENT.flags & re.IGNORECASE
    assert ACKNOWLEDGEMENT.search("The booking was DECLINED.")
    assert UNCLEAR_SAID.search("I could not tell whether to approve or deny")
    assert checks.pattern("SEATS").findall("B-2 (floor 1, seats 8)") == [("B-2", "8")]
    with pytest.raises(AttributeError, match="NO_SUCH_PATTERN"):
        checks.NO_SUCH_PATTERN  # noqa: B018


def test_the_resume_path_defines_no_further_dataclasses() -> None:
    """A value on the resume path is a msgspec struct; a dataclass put back there fails here."""
    extra_classes = set(probe()["dataclasses"]) - DATACLASSES
    assert not extra_classes, f"define these as msgspec structs: {sorted(extra_classes)}"


SERVER = """
import dataclasses, json, sys
from arena.model.server import ScriptedModelServer
defined = sorted(
    f"{name}.{k}"
    for name, module in list(sys.modules.items())
    if name.startswith("arena")
    for k, v in vars(module).items()
    if isinstance(v, type) and v.__module__ == name and dataclasses.is_dataclass(v)
)
print(json.dumps({"modules": sorted(sys.modules), "dataclasses": defined}))
"""


def test_the_scripted_models_process_imports_no_dataclass_nor_latency() -> None:
    """What the scripted model's process imports before it says "ready" (a cold resume of a
    LangGraph run waits for it): its values are structs, and the latency model — given by
    ``arena model serve`` or a caller, never by ``arena resume`` — is not loaded."""
    proc = subprocess.run(
        [sys.executable, "-c", SERVER], capture_output=True, text=True, timeout=120, check=True
    )
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["dataclasses"] == [], f"define these as msgspec structs: {out['dataclasses']}"
    assert "arena.model.latency" not in out["modules"]
    assert "arena.model.policy" in out["modules"]  # the probe sees the server's own modules


def test_the_probe_sees_a_dataclass_defined_on_the_way() -> None:
    defined = probe("import arena.matrix\n")["dataclasses"]
    assert set(defined) - DATACLASSES >= {"arena.matrix.MatrixRow"}


def test_the_probe_sees_an_eager_import() -> None:
    """The same probe with a web framework and the reports loaded on the way: both are named."""
    third, eager = extra(loaded("import starlette.applications, arena.report\n")[0])
    assert "starlette" in third
    assert "arena.report" in eager


#: A human-mode run of the store tests' durable adapter, resumed to the end in a fresh
#: interpreter: the modules the resume itself loads on the way (claim, the leg's write, checks,
#: release), beyond those its imports and the adapter's module already hold.
RESUME = """
import asyncio, json, sys
sys.path.insert(0, {tests!r})
import store_support
from arena.runs.resume import resume_run
from arena.store import open_store
{first}
before = set(sys.modules)
with open_store({db!r}, create=False) as store:
    result = asyncio.run(
        resume_run({run_id!r}, store, adapter=store_support.Booker(), endpoint=store_support.ENDPOINT)
    )
print(json.dumps({{"modules": sorted(set(sys.modules) - before), "status": result.status}}))
"""


def resumed(tmp_path: Path, first: str = "") -> tuple[list[str], str]:
    sys.path.insert(0, str(TESTS))
    try:
        import store_support
    finally:
        sys.path.remove(str(TESTS))
    db = str(tmp_path / "arena.db")
    with open_store(db) as store:
        run_id = store_support.start_waiting(store)  # human mode: the policy's hook runs
        request = store.requests(run_id)[0]
        store.answer(InputResponse(request_id=request.id, option_id="approve"))
    code = RESUME.format(tests=str(TESTS), db=db, run_id=run_id, first=first)
    # No allow-list file, as in bench/cold.py (with one, PyYAML loads to read it; it must).
    env = {k: v for k, v in os.environ.items() if k != "ARENA_ALLOW"}
    env["XDG_CONFIG_HOME"] = str(tmp_path)  # no allow-list file there
    proc = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
        env=env,
    )
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    return out["modules"], out["status"]


def test_resuming_a_run_that_asks_nothing_more_loads_no_policy_nor_people(tmp_path: Path) -> None:
    """The bookkeeping around the leg: the policy (pydantic) only for a leg that asked."""
    modules, status = resumed(tmp_path)
    assert status == "completed"
    third, eager = extra(modules)
    assert not third, f"the resume loaded {sorted(third)}"
    assert not [m for m in eager if m not in READS_WORDS], f"the resume loaded {eager}"


#: What the final leg's checks load to read the words beside the paused call (session 47:
#: ``no_tool_before_suspend`` fails a leg that paused saying the booking was made): the message
#: patterns alone (~0.1 ms to import; their compiled forms are kept), no other wording.
READS_WORDS = ("arena.wording", "arena.wording.said")


def test_the_resume_probe_sees_a_lazy_import_on_the_way(tmp_path: Path) -> None:
    """The same resume with the people's module loaded by the leg: the probe names it."""
    hook = (
        "_resume = store_support.Booker.resume\n"
        "async def resume(self, responses, ctx):\n"
        "    import arena.store.people\n"
        "    return await _resume(self, responses, ctx)\n"
        "store_support.Booker.resume = resume\n"
    )
    modules, status = resumed(tmp_path, first=hook)
    assert status == "completed"
    assert "arena.store.people" in extra(modules)[1]


#: What `arena resume` imports to start the scripted model's process, and which third-party
#: packages that loads (none: it forks before the framework loads, so the framework's own
#: imports — msgspec's typing_extensions and uuid among them — stay the framework's).
START = """
import json, sys
before = set(sys.modules)
{first}
from arena.model.process import ModelProcess
print(json.dumps(sorted(set(sys.modules) - before)))
"""


def started_with(first: str = "") -> set[str]:
    proc = subprocess.run(
        [sys.executable, "-c", START.format(first=first)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    modules = json.loads(proc.stdout.strip().splitlines()[-1])
    return {m.split(".")[0] for m in modules} - set(sys.stdlib_module_names) - {"arena"}


def test_starting_the_scripted_models_process_loads_no_third_party_package() -> None:
    assert started_with() == set()


def test_the_start_probe_sees_a_package_loaded_on_the_way() -> None:
    """The broken reference: the request log's module (msgspec, via arena.request_log) loaded
    with the process module, as it was until 2026-12-02."""
    assert "msgspec" in started_with("import arena.model.remote_log")
