"""A store with a team, a policy and waiting runs, for the web inbox's tests."""

from __future__ import annotations

import dataclasses
import time
from pathlib import Path

import msgspec

from arena.context import RunContext
from arena.identity import add_operator, issue_token
from arena.policy import load_policy
from arena.store import SQLiteStore, Store
from arena.store.base import EndpointSpec, LegWrite, RunOrigin
from arena.types import EvalItem, Responder, utcnow
from store_support import ENDPOINT, start_waiting

POLICY = """\
version: 7
rules:
  - name: bookings
    tools: ["book_*"]
    roles: [facilities]
    decisions: [approve, deny, edit]
"""

#: Everything a model or user could put in front of an operator, none of which may act.
HOSTILE = (
    '<script>document.title="pwned"</script><img src=x onerror=alert(1)>'
    "[link=https://evil.example]click[/link] \x1b]8;;https://evil.example\x07x\x1b]8;;\x07 \u202e"
)


@dataclasses.dataclass
class Team:
    store: SQLiteStore
    policy_path: Path
    tokens: dict[str, str]


def make_team(tmp_path: Path) -> Team:
    db = tmp_path / "arena.db"
    policy_path = tmp_path / "policy.yaml"
    policy_path.write_text(POLICY)
    store = SQLiteStore(db)
    policy = load_policy(policy_path)
    tokens = {}
    for name, role in (("alice", "facilities"), ("carol", "facilities")):
        add_operator(store, name, roles=(role,), policy=policy)
    add_operator(store, "bob", roles=("finance",), policy=policy)
    for name in ("alice", "bob", "carol"):
        tokens[name] = issue_token(store, name, policy=policy)
    return Team(store=store, policy_path=policy_path, tokens=tokens)


def waiting_request(store: Store) -> str:
    """A real run (runner + recorder) left waiting on its approval; returns the request id."""
    return store.requests(start_waiting(store))[0].id


def hostile_request(store: Store, *, expires_in_s: float | None = None) -> str:
    """A waiting request whose every model- and user-supplied field is hostile."""
    ctx = RunContext(run_id=f"run_web{time.monotonic_ns()}", adapter="fake", endpoint=ENDPOINT)
    ctx.begin_leg()
    request = ctx.request_input(
        action="request_approval",
        args={"summary": f"Book R-101 {HOSTILE}"},
        reason=f"because {HOSTILE}",
    )
    turn = ctx.finish("waiting", message=f"I will book {HOSTILE}")
    if expires_in_s is not None:
        from datetime import timedelta

        request = msgspec.structs.replace(
            request, expires_at=utcnow() + timedelta(seconds=expires_in_s)
        )
        turn = msgspec.structs.replace(turn, requests=(request,))
    store.record_leg(
        LegWrite(
            run_id=ctx.run_id,
            turn=turn,
            snapshot={"version": 1, "slots": {}},
            actor=Responder(name="runner", interface="scripted"),
            origin=RunOrigin(
                adapter="fake",
                endpoint=EndpointSpec.of(ENDPOINT),
                item=EvalItem(id="web", input=f"Book a room {HOSTILE}"),
                tools_module="arena.tools.rooms",
            ),
        )
    )
    return request.id
