"""A cold ``arena resume`` of a scripted run imports only what it needs (issue 16's cold target).

What ``bench/cold.py`` times as arena's own steps — importing the harness's resume path and
starting the scripted model — runs here in a fresh interpreter, which must serve a real request
and then hold no web framework, no renderer and none of the commands' or reports' modules: each
was measured on that path once (docs/benchmarks.md), and an eager import put back fails here.
"""

from __future__ import annotations

import json
import subprocess
import sys

PROBE = """
import json, sys, urllib.request
from arena.context import ModelEndpoint
from arena.runs.resume import ready, rebuild_adapter, restore_context, resume_run
from arena.store import open_store
from arena.model import ScriptedModelServer

with ScriptedModelServer() as server:
    with urllib.request.urlopen(server.base_url + "/models", timeout=30) as answer:
        models = json.load(answer)["data"]
print(json.dumps({"modules": sorted(sys.modules), "models": len(models)}))
"""

#: Third-party packages the path may load: the HTTP parser the scripted model's server runs on
#: (the OpenAI SDK's client loads it too). Not uvicorn, starlette, click, httpx, rich, pygments...
ALLOWED = {"h11"}

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
    "arena.workers",
    "arena.store.postgres",  # the module, not postgres_conn (is_url) nor postgres_schema
)


def loaded(first: str = "") -> tuple[list[str], int]:
    proc = subprocess.run(
        [sys.executable, "-c", first + PROBE],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    out = json.loads(proc.stdout.strip().splitlines()[-1])
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


def test_the_probe_sees_an_eager_import() -> None:
    """The same probe with a web framework and the reports loaded on the way: both are named."""
    third, eager = extra(loaded("import starlette.applications, arena.report\n")[0])
    assert "starlette" in third
    assert "arena.report" in eager
