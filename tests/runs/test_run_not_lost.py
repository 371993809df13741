"""No run lost to the environment or to an operator's mistake (issue 14).

A run answered by a person is worth keeping: a missing key variable, a key the endpoint refuses
(401), a model that is down, a resume from another folder — each leaves the run waiting with its
answers, and the next ``arena resume`` (with the key set, the model back, from anywhere) finishes
it. Real HTTP throughout: the scripted model behind a switchable front that can refuse the key,
fail, or be gone.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.model import ScriptedModelServer
from store_support import let_go_of_the_runs_in

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
KEY = "ARENA_TEST_NOT_LOST_KEY"


@pytest.fixture
def one_item(tmp_path: Path) -> Path:
    folder = tmp_path / "one_item"
    folder.mkdir()
    (folder / "arena.yaml").write_text(ONE_ITEM)
    (folder / "items.yaml").write_text(ITEMS)
    return folder


class Front:
    """A real HTTP front for the scripted model: ``mode`` = ok | 401 | 500; ``stop()`` = down."""

    def __init__(self, upstream: str) -> None:
        self.upstream, self.mode, self.port = upstream, "ok", 0
        self.server: ThreadingHTTPServer | None = None
        self.start()

    def start(self) -> None:
        front = self

        class Handler(BaseHTTPRequestHandler):
            def _relay(self, method: str) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else None
                if method == "POST" and front.mode != "ok":
                    status, data = int(front.mode), b'{"error": {"message": "no", "type": "x"}}'
                else:
                    path = self.path.removeprefix("/v1")
                    r = httpx.request(method, front.upstream + path, content=body, timeout=30,
                                      headers={"Content-Type": "application/json"})  # fmt: skip
                    status, data = r.status_code, r.content
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self) -> None:
                self._relay("GET")

            def do_POST(self) -> None:
                self._relay("POST")

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        threading.Thread(
            target=self.server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
        ).start()

    def stop(self) -> None:
        assert self.server is not None
        self.server.shutdown()
        self.server.server_close()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"


@pytest.fixture
def front(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Front]:
    monkeypatch.chdir(tmp_path)  # arena run/resume without --out write results/ here, not the cwd
    with ScriptedModelServer() as upstream:
        f = Front(upstream.base_url)
        # The operator names this endpoint (issue 20: a stored URL alone is never trusted).
        allow = tmp_path / "allow.yaml"
        allow.write_text(f'endpoints:\n  front: {{base_url: "{f.url}", api_key_env: {KEY}}}\n')
        monkeypatch.setenv("ARENA_ALLOW", str(allow))
        yield f
        if f.server is not None:
            f.stop()


def arena(*args: str, env: dict[str, str | None] | None = None) -> Result:
    return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)


def waiting_run(one_item: Path, db: Path, front: Front, adapter: str = "pydantic_ai") -> str:
    """A run on a 'real' endpoint, paused and answered; returns the run id."""
    started = arena(
        "run", str(one_item), "--adapter", adapter, "--human", "--store", str(db),
        "--model-url", front.url, "--model", "scripted-compliant", "--api-key-env", KEY,
        "--json", env={KEY: "sk-test"},
    )  # fmt: skip
    assert started.exit_code == 0, started.output
    (request,) = json.loads(arena("pending", "--json", "--store", str(db)).stdout)
    assert arena("approve", request["id"], "--store", str(db)).exit_code == 0
    return str(request["run_id"])


def status(db: Path, run_id: str) -> dict[str, object]:
    return json.loads(arena("show", run_id, "--json", "--store", str(db)).stdout)


def test_the_key_variable_is_kept_and_a_missing_one_costs_nothing(
    one_item: Path, tmp_path: Path, front: Front
) -> None:
    db = tmp_path / "a.db"
    run_id = waiting_run(one_item, db, front)
    view = status(db, run_id)
    assert view["model"] == f"scripted-compliant @ {front.url}"
    assert view["api_key_env"] == KEY  # the name, never the key
    assert "sk-test" not in db.read_bytes().decode("latin-1")
    missing = arena("resume", run_id, "--store", str(db), env={KEY: None})
    assert missing.exit_code == 2, missing.output
    assert missing.stderr.count("\n") == 1 and KEY in missing.stderr, missing.stderr
    assert status(db, run_id)["status"] == "waiting"
    done = arena("resume", run_id, "--store", str(db), "--json", env={KEY: "sk-test"})
    assert done.exit_code == 0, done.output
    (outcome,) = json.loads(done.stdout)
    assert outcome["status"] == "completed" and outcome["passed"] is True


@pytest.mark.parametrize("fault", ["401", "503", "down"])
def test_a_refused_key_or_a_model_down_leaves_the_run_waiting_with_its_answer(
    fault: str, one_item: Path, tmp_path: Path, front: Front
) -> None:
    db = tmp_path / "a.db"
    run_id = waiting_run(one_item, db, front)
    if fault == "down":
        front.stop()
    else:
        front.mode = fault
    failed = arena("resume", run_id, "--store", str(db), env={KEY: "sk-test"})
    assert failed.exit_code in (1, 2), failed.output
    assert "Traceback" not in failed.output
    view = status(db, run_id)
    assert view["status"] == "waiting", view
    assert view["requests"][0]["answer"]["verdict"] == "approved"
    assert [c for c in view["tool_calls"] if c["tool"] == "book_room"] == []
    if fault == "down":
        front.start()  # same port: the recorded URL works again
    front.mode = "ok"
    again = arena("resume", "--all", "--store", str(db), "--json", env={KEY: "sk-test"})
    assert again.exit_code == 0, again.output
    (outcome,) = json.loads(again.stdout)
    assert (outcome["run_id"], outcome["status"], outcome["passed"]) == (run_id, "completed", True)
    booked = [c for c in status(db, run_id)["tool_calls"] if c["tool"] == "book_room"]
    assert len(booked) == 1


def test_a_leg_error_shows_in_show_resume_and_json(
    one_item: Path, tmp_path: Path, front: Front
) -> None:
    db = tmp_path / "a.db"
    run_id = waiting_run(one_item, db, front)
    front.mode = "500"  # the model's own failure, not the environment's: the run fails
    resumed = arena("resume", run_id, "--store", str(db), "--json", env={KEY: "sk-test"})
    assert resumed.exit_code == 1
    (outcome,) = json.loads(resumed.stdout)
    why = "ModelServerError: status_code: 500"  # pydantic-ai's words for the endpoint's 500
    assert outcome["status"] == "failed" and why in outcome["error"]
    view = status(db, run_id)
    assert view["status"] == "failed" and why in view["error"]
    assert view["leg_errors"] == [{"leg": 2, "error": view["error"]}]
    shown = arena("show", run_id, "--store", str(db), env={"COLUMNS": "300"})
    assert "error" in shown.output and why in shown.output
    listed = json.loads(arena("runs", "--json", "--store", str(db)).stdout)
    assert why in listed[0]["error"]


def test_approving_the_same_request_twice_in_one_command_writes_and_reports_once(
    one_item: Path, tmp_path: Path, front: Front
) -> None:
    db = tmp_path / "a.db"
    arena(
        "run", str(one_item), "--adapter", "pydantic_ai", "--human", "--store", str(db),
        "--model-url", front.url, "--model", "scripted-compliant", env={KEY: "x"},
    )  # fmt: skip
    let_go_of_the_runs_in(db)  # live here, as in the command's process until it exits
    (request,) = json.loads(arena("pending", "--json", "--store", str(db)).stdout)
    rid = request["id"]
    result = arena("approve", rid, rid[:10], request["run_id"], "--store", str(db))
    assert result.exit_code == 0, result.output
    assert result.stdout.count("approved ") == 1
    trail = json.loads(arena("history", rid, "--json", "--store", str(db)).stdout)
    assert [e["transition"] for e in trail].count("request.approved") == 1


@pytest.mark.slow
def test_framework_state_follows_the_store_not_the_working_directory(
    one_item: Path, tmp_path: Path
) -> None:
    """Run from one folder, approve from a second, resume from a third: ADK's session database
    and LangGraph's checkpoints live next to the store, so every run finishes."""
    pytest.importorskip("google.adk")
    pytest.importorskip("langgraph")
    exe = Path(sys.executable).with_name("arena")
    store = tmp_path / "shared" / "arena.db"
    folders = [tmp_path / name for name in ("a", "b", "c")]
    for folder in folders:
        folder.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("ARENA_STORE", "ARENA_STATE_DIR")}

    def run(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([str(exe), *args, "--store", str(store)], cwd=cwd, env=env,
                              capture_output=True, text=True, timeout=300)  # fmt: skip

    started = run(folders[0], "run", str(one_item), "--adapter", "google_adk,langgraph", "--human")
    assert started.returncode == 0, started.stderr
    pending = json.loads(run(folders[1], "pending", "--json").stdout)
    assert len(pending) == 2
    approved = run(folders[1], "approve", *(p["id"] for p in pending))
    assert approved.returncode == 0, approved.stderr
    resumed = run(folders[2], "resume", "--all", "--json")
    assert resumed.returncode == 0, (resumed.stdout, resumed.stderr)
    outcomes = json.loads(resumed.stdout)
    assert {(o["adapter"], o["status"], o["passed"]) for o in outcomes} == {
        ("google_adk", "completed", True),
        ("langgraph", "completed", True),
    }
    assert (store.parent / "google_adk.db").exists()
    assert (store.parent / "langgraph-checkpoints.sqlite").exists()
    assert all(not (folder / ".arena").exists() for folder in folders)
