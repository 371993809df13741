"""A browser that goes while ``arena serve`` reads its form (a tab closed mid-POST, flake52).

Starlette raised ``ClientDisconnect`` out of the page's handler and uvicorn printed "Exception in
ASGI application" and its traceback in the operator's terminal, as the model gateway did after a
Ctrl-C (tests/model/test_s52_gateway_client_gone.py). The app is driven as uvicorn drives it,
its ``receive`` giving the disconnect: the POST ends quietly and decides nothing; the same POST
whose form arrived whole still decides (the near miss: the scaffolding reaches the handler).
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator, MutableMapping
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest
from test_web_inbox import login

from web_support import Team, make_team, waiting_request

Message = MutableMapping[str, Any]


@pytest.fixture
def team(tmp_path: Path) -> Iterator[Team]:
    t = make_team(tmp_path)
    yield t
    t.store.close()


def _post(app: Any, path: str, cookie: str, arrived: list[Message]) -> list[Message]:
    """POST ``path`` as uvicorn calls the app; ``receive`` gives ``arrived``, then the disconnect."""
    headers = [(b"content-type", b"application/x-www-form-urlencoded"), (b"host", b"127.0.0.1")]
    if cookie:
        headers.append((b"cookie", cookie.encode()))
    scope = {
        "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "POST",
        "scheme": "http", "path": path, "raw_path": path.encode(), "query_string": b"",
        "root_path": "", "headers": headers, "client": ("127.0.0.1", 50000),
        "server": ("127.0.0.1", 8765),
    }  # fmt: skip
    pending, sent = list(arrived), []

    async def receive() -> Message:
        return pending.pop(0) if pending else {"type": "http.disconnect"}

    async def send(message: Message) -> None:
        sent.append(message)

    asyncio.run(app(scope, receive, send))
    return sent


def _gone(form: dict[str, str]) -> list[list[Message]]:
    """What arrived before the browser went: nothing, or part of the form."""
    body = urlencode(form).encode()
    return [[], [{"type": "http.request", "body": body[: len(body) // 2], "more_body": True}]]


@pytest.mark.parametrize("part", [0, 1], ids=["nothing", "part"])
@pytest.mark.parametrize(
    "decision", [{"decision": "approve"}, {"decision": "deny", "reason": "no"}]
)
def test_a_decision_whose_browser_went_mid_form_ends_quietly(
    team: Team, decision: dict[str, str], part: int
) -> None:
    rid = waiting_request(team.store)
    browser, csrf = login(team, "alice")
    cookie = "; ".join(f"{k}={v}" for k, v in browser.cookies.items())
    form = {**decision, "csrf": csrf}

    _post(browser.app, f"/requests/{rid}", cookie, _gone(form)[part])  # raised: a traceback
    _post(browser.app, "/logout", cookie, _gone({"csrf": csrf})[part])
    _post(browser.app, "/login", "", _gone({"token": team.tokens["alice"]})[part])

    assert team.store.request(rid).response is None  # nothing decided
    whole = [{"type": "http.request", "body": urlencode(form).encode(), "more_body": False}]
    sent = _post(browser.app, f"/requests/{rid}", cookie, whole)  # the near miss: it decides
    assert sent[0]["status"] in (200, 303), sent
    assert team.store.request(rid).response is not None
