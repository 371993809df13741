"""The words of an answer given in words, and how the harness read them, are in ``arena history``
and ``arena show REQ`` (run as a user does: another folder, COLUMNS=80, stdout a pipe) and in the
web inbox's audit trail and run timeline (users28 finding 2: ``arena reply REQ "sure, but only
until noon"`` left only ``request.answered · by root · cli: open mode…`` in history and
``answered by root (cli) at …`` in show; the words were only in ``show --json``)."""

from __future__ import annotations

import html
import io
import re
import subprocess
from pathlib import Path

from starlette.testclient import TestClient

from arena.cli import render
from arena.cli.console import Console
from arena.operator_views import audit_views
from arena.policy import load_policy
from arena.store import SQLiteStore
from arena.types import InputResponse, Responder
from arena.web import create_app
from cli_support import BIN, user_env
from store_support import start_waiting
from web_support import make_team

WORDS = "sure, but only until noon"


def arena(cwd: Path, *args: str) -> str:
    env = user_env()
    env["COLUMNS"] = "80"
    done = subprocess.run(
        [str(BIN / "arena"), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return re.sub(r"\s+", " ", done.stdout)  # wrapped lines joined: the words, not the layout


def test_reply_words_and_reading_in_history_and_show(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    store = SQLiteStore(db)
    run_id = start_waiting(store)
    request_id = store.requests(run_id)[0].id
    store.close()
    cwd = tmp_path / "elsewhere"
    cwd.mkdir()
    flag = ("--store", str(db))
    arena(cwd, "reply", request_id, WORDS, *flag)
    for said in (arena(cwd, "history", run_id, *flag), arena(cwd, "show", request_id, *flag)):
        assert f'said "{WORDS}", read as unclear: authorises nothing' in said, said


def test_go_ahead_words_read_as_approve_in_history(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "arena.db")
    run_id = start_waiting(store)
    request_id = store.requests(run_id)[0].id
    store.answer(InputResponse(request_id=request_id, text="Sure, go ahead"))
    views = audit_views(store, run_id)
    answered = [v for v in views if v.transition == "request.answered"]
    assert [(v.said, v.read_as) for v in answered] == [("Sure, go ahead", "approve")]
    out = io.StringIO()
    Console(file=out, width=80).print(render.history_view(run_id, views, 80))
    said = re.sub(r"\s+", " ", out.getvalue())
    assert 'said "Sure, go ahead", read as a go-ahead (approve)' in said, said
    store.close()


def test_reply_words_in_the_web_inbox(tmp_path: Path) -> None:
    team = make_team(tmp_path)
    run_id = start_waiting(team.store)
    request_id = team.store.requests(run_id)[0].id
    alice = Responder(name="alice", role="facilities", interface="web")
    team.store.answer(InputResponse(request_id=request_id, text=WORDS, responder=alice))
    c = TestClient(
        create_app(team.store, policy=load_policy(team.policy_path)),
        base_url="http://127.0.0.1:8765",
    )
    assert c.post(
        "/login", data={"token": team.tokens["alice"]}, follow_redirects=False
    ).is_redirect
    for page in (c.get("/audit").text, c.get(f"/runs/{run_id}").text):
        assert f'said "{WORDS}", read as unclear' in html.unescape(page), page
    team.store.close()
