"""Issue 15's story end to end: ``arena run --human``, decide in the browser, ``arena resume --all``.

Four items of the booking arena (two to approve, two to deny) run through pydantic_ai in one
process and pause; a person approves and denies them in the inbox in a real browser; another
process resumes them from the store. Every item's checks come out as in the scripted run.
"""

from __future__ import annotations

import concurrent.futures
import json
import os
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
import uvicorn
import yaml

from arena.identity import add_operator, issue_token
from arena.store import SQLiteStore
from arena.web import create_app

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


def small_arena(tmp: Path) -> Path:
    """The booking arena with its first two approved and first two denied items."""
    source = ROOT / "arenas" / "human_in_the_loop"
    items = yaml.safe_load((source / "items.yaml").read_text())
    rows = items["items"] if isinstance(items, dict) else items
    picked = [i for i in rows if i["resume_with"][0] == "approve"][:2]
    picked += [i for i in rows if i["resume_with"][0] == "deny"][:2]
    folder = tmp / "four"
    folder.mkdir()
    (folder / "arena.yaml").write_text((source / "arena.yaml").read_text())
    body = {**items, "items": picked} if isinstance(items, dict) else picked
    (folder / "items.yaml").write_text(yaml.safe_dump(body, sort_keys=False))
    return folder


def arena(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "COLUMNS": "200"}
    env.pop("ARENA_STORE", None)
    return subprocess.run(
        [str(Path(sys.executable).parent / "arena"), *args],
        cwd=cwd, env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip


def checks_by_item(results: Path) -> dict[str, list[tuple[str, bool]]]:
    out = {}
    for line in (results / "runs.jsonl").read_text().splitlines():
        run = json.loads(line)
        item = run["item"]["id"] if isinstance(run["item"], dict) else run["item"]
        out[item] = sorted((c["name"], c["passed"]) for c in run["checks"])
    return out


def test_run_human_then_decide_in_the_browser_then_resume(tmp_path: Path, browser: Any) -> None:
    pytest.importorskip("pydantic_ai")
    folder = small_arena(tmp_path)
    db = tmp_path / "arena.db"
    scripted = arena("run", str(folder), "--adapter", "pydantic_ai", "--out", "scripted",
                     cwd=tmp_path)  # fmt: skip
    assert (tmp_path / "scripted" / "runs.jsonl").exists(), scripted.stderr
    human = arena("run", str(folder), "--adapter", "pydantic_ai", "--human", "--store", str(db),
                  "--out", "human", cwd=tmp_path)  # fmt: skip
    store = SQLiteStore(db)
    pending = store.pending()
    assert len(pending) == 4, human.stdout + human.stderr
    add_operator(store, "alice", roles=("facilities",))
    token = issue_token(store, "alice")

    app = create_app(store)
    # The server gets the socket this test bound: a port closed and bound again by uvicorn
    # could be taken in between (the other xdist worker's clients use the same range), and its
    # thread then exited while this loop waited for it for good.
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, log_level="error"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 60  # a poll: a loaded machine may be slow to start it
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "the inbox did not start"
        time.sleep(0.05)
    base = f"http://127.0.0.1:{port}"
    try:
        page = browser.new_context().new_page()
        page.goto(f"{base}/login")
        page.fill("#token", token)
        page.click("button[type=submit]")
        page.wait_for_url(f"{base}/")
        for record in pending:
            choice = store.run(record.run_id).origin.item.resume_with[0]
            page.goto(f"{base}/requests/{record.id}")
            if choice == "approve":
                page.click("#approve button")
            else:
                page.fill("#deny input[name=reason]", "over budget")
                page.click("#deny button")
            assert "by alice" in page.inner_text("#notice")
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()
    assert store.pending() == []

    with concurrent.futures.ThreadPoolExecutor(1) as pool:  # off Playwright's event loop
        resumed = pool.submit(arena, "resume", "--all", "--store", str(db), cwd=tmp_path).result()
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    runs = [store.run(r.run_id) for r in pending]
    assert [r.status for r in runs] == ["completed"] * 4
    assert all(r.passed for r in runs), [(r.item_id, r.checks) for r in runs]
    by_item = {r.item_id: sorted((c.name, c.passed) for c in (r.checks or ())) for r in runs}
    assert by_item == checks_by_item(tmp_path / "scripted")
    store.close()
