"""Identity and policy at the CLI: operators in the store, the OS user as the CLI's identity, roles,
``--as``, quorum, edits and tokens — every refusal one line, exit 2, and the store untouched."""

from __future__ import annotations

import asyncio
import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.identity import Unauthorized, authenticate
from arena.runs import resume_run
from arena.store import SQLiteStore
from arena.types import utcnow
from login_support import os_user
from store_support import DENIED, Booker, start_waiting

POLICY = """\
version: 3
act_for_others: [lead]
rules:
  - name: big-rooms
    tools: ["book_*"]
    when: ["people > 4"]
    roles: [finance]
    decisions: [approve, deny, edit]
    quorum: 2
  - name: rest
    roles: [facilities, finance]
"""


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "arena.db"


@pytest.fixture
def store(db: Path) -> Iterator[SQLiteStore]:
    s = SQLiteStore(db)
    yield s
    s.close()


def arena(*args: str, user: str = "root", db: Path | None = None) -> Result:
    extra = ["--store", str(db)] if db is not None else []
    env = {"ARENA_POLICY": None, "ARENA_ENV": None}
    with os_user(user):
        return CliRunner().invoke(main, [*args, *extra], env=env, catch_exceptions=False)


def dump(db: Path) -> list[str]:
    return list(sqlite3.connect(db).iterdump())


def refused(result: Result, message: str) -> None:
    assert result.exit_code == 2, result.output
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("error: "), result.stderr
    assert message in result.stderr, result.stderr


def team(db: Path) -> None:
    """An admin (OS user root), two finance operators, a facilities one and a lead."""
    assert arena("operators", "add", "root", "--role", "admin", db=db).exit_code == 0
    for name, role in (("fin1", "finance"), ("fin2", "finance"), ("fac", "facilities")):
        assert arena("operators", "add", name, "--role", role, db=db).exit_code == 0
    assert arena("operators", "add", "lee", "--role", "lead", db=db).exit_code == 0


def test_open_mode_keeps_the_old_flow_and_says_it_is_unverified(
    store: SQLiteStore, db: Path
) -> None:
    request_id = store.requests(start_waiting(store))[0].id
    ok = arena("approve", request_id, "--as", "alice", "--role", "ops", db=db)
    assert ok.exit_code == 0 and ok.stdout.startswith(f"approved {request_id}")
    (vote,) = store.votes(request_id)
    assert (vote.voter.name, vote.voter.role, vote.verified) == ("alice", "ops", False)
    entry = store.history(store.request(request_id).run_id)[-1]
    assert entry.transition == "request.approved" and entry.actor.name == "alice"
    assert "open mode: identity not verified" in (entry.note or "")
    assert store.request(request_id).response.note is None  # type: ignore[union-attr]


def test_a_role_less_answer_is_refused_and_the_policy_is_stamped(
    store: SQLiteStore, db: Path
) -> None:
    (db.parent / "policy.yaml").write_text(POLICY)  # next to the store: found without --policy
    team(db)
    request_id = store.requests(start_waiting(store))[0].id  # 6 people: rule big-rooms
    stamp = store.request(request_id).request.details["policy"]
    assert (stamp["version"], stamp["rule"], stamp["roles"], stamp["quorum"]) == (
        "3", "big-rooms", ["finance"], 2,
    )  # fmt: skip
    before = dump(db)
    refused(
        arena("approve", request_id, user="fac", db=db),
        f"fac (roles: facilities) may not decide request {request_id}: rule big-rooms "
        "(policy 3) needs role finance",
    )
    refused(arena("approve", request_id, user="nobody", db=db), "OS user 'nobody' is not a")
    refused(arena("approve", request_id, "--as", "fin1", user="fac", db=db), "may not answer as")
    refused(arena("approve", request_id, "--role", "finance", user="fac", db=db), "does not hold")
    assert dump(db) == before  # nothing written by any refusal
    first = arena("approve", request_id, user="fin1", db=db)
    assert first.exit_code == 0
    assert first.stdout.startswith(f"voted approve on {request_id} as fin1: 1 of 2 approvals")
    assert [r.id for r in store.pending()] == [request_id]
    # fixes36b: the same approve again is no second vote and no error (as the web inbox reads a
    # double post back); another decision by the same operator is still refused
    again = arena("approve", request_id, user="fin1", db=db)
    assert again.exit_code == 0 and "already recorded: fin1 approved" in again.stdout, again.output
    assert len(store.votes(request_id)) == 1
    refused(arena("deny", request_id, "--reason", "x", user="fin1", db=db), "fin1 already voted")
    second = arena("approve", request_id, "--as", "fin2", "--json", user="lee", db=db)
    view = json.loads(second.stdout)
    assert view["answer"]["verdict"] == "approved" and view["answer"]["by"] == "fin2"
    assert view["decision"] == {
        "decided": True, "by": "fin2", "role": "finance", "approvals": ["fin1", "fin2"],
        "quorum": 2, "rule": "big-rooms", "policy_version": "3",
    }  # fmt: skip
    votes = store.votes(request_id)
    assert [(v.voter.name, v.entered_by, v.policy_version, v.rule) for v in votes] == [
        ("fin1", None, "3", "big-rooms"),
        ("fin2", "lee", "3", "big-rooms"),
    ]


def test_deny_with_a_reason_reaches_the_agent_and_decisions_follow_the_rule(
    store: SQLiteStore, db: Path
) -> None:
    (db.parent / "policy.yaml").write_text(POLICY.replace("[approve, deny, edit]", "[approve]"))
    team(db)
    run_id = start_waiting(store, DENIED)
    request_id = store.requests(run_id)[0].id
    refused(
        arena("deny", request_id, "--reason", "x", user="fin1", db=db),
        "rule big-rooms (policy 3) does not allow deny",
    )
    (db.parent / "policy.yaml").write_text(POLICY)  # a new version: new requests follow it...
    refused(arena("deny", request_id, "--reason", "x", user="fin1", db=db), "does not allow deny")
    run_id = start_waiting(store, DENIED)  # ...a request keeps the rule it was stamped with
    request_id = store.requests(run_id)[0].id
    denied = arena("deny", request_id, "--reason", "over budget", user="fin1", db=db)
    assert denied.exit_code == 0, denied.output  # a denial decides at once, whatever the quorum
    result = asyncio.run(resume_run(run_id, store, adapter=Booker()))
    gate = [c for c in result.trace.tool_calls if c.tool == "request_approval"]
    assert [(c.status, c.result) for c in gate] == [
        ("rejected", "DENIED by fin1: do not proceed. Note: over budget")
    ]
    trail = [(e.transition, e.note) for e in store.history(run_id)]
    assert ("request.denied", "over budget; policy 3, rule big-rooms") in trail


def test_edit_is_checked_against_the_tools_schema(store: SQLiteStore, db: Path) -> None:
    run_id = start_waiting(store)
    request_id = store.requests(run_id)[0].id
    before = dump(db)
    refused(
        arena("approve", request_id, "--edit", "rooms=R-204", db=db),
        "book_room has no argument 'rooms' (did you mean 'room_id'?); its arguments: room_id: str",
    )
    refused(arena("approve", request_id, "--edit", "room_id", db=db), "write NAME=VALUE")
    assert dump(db) == before
    ok = arena("approve", request_id, "--edit", "room_id=R-204", "--json", db=db)
    view = json.loads(ok.stdout)
    assert view["answer"]["verdict"] == "edited"
    assert view["answer"]["edited_args"] == {"room_id": "R-204"}
    result = asyncio.run(resume_run(run_id, store, adapter=Booker()))
    gate = [c for c in result.trace.tool_calls if c.tool == "request_approval"]
    assert gate[0].result.endswith("with edited arguments {'room_id': 'R-204'}.")
    trail = [e.transition for e in store.history(run_id)]
    assert "request.edited" in trail


def test_tokens_are_shown_once_stored_hashed_and_revoked_with_the_operator(
    store: SQLiteStore, db: Path
) -> None:
    team(db)
    refused(arena("operators", "token", "fin1", user="fac", db=db), "only an operator with role")
    token = arena("operators", "token", "fin1", db=db).stdout.strip()
    assert token.startswith("arena_")
    assert authenticate(store, token).name == "fin1"
    stored = store.token(token.split("_")[1])
    assert stored is not None and token.split("_", 2)[2] not in stored.hash
    assert stored.hash.startswith("$argon2id$")
    for bad in (token[:-1] + ("A" if token[-1] != "A" else "B"), "arena_x_y", "", "nonsense"):
        with pytest.raises(Unauthorized, match="unknown, revoked or malformed token"):
            authenticate(store, bad)
    assert arena("operators", "remove", "fin1", db=db).exit_code == 0
    with pytest.raises(Unauthorized):
        authenticate(store, token)
    listed = json.loads(arena("operators", "list", "--json", db=db).stdout)
    assert [o["name"] for o in listed] == ["fac", "fin2", "lee", "root"]


def test_removing_an_operator_twice_says_when_it_was_removed(store: SQLiteStore, db: Path) -> None:
    team(db)
    assert arena("operators", "remove", "fin1", db=db).exit_code == 0
    before = dump(db)
    again = arena("operators", "remove", "fin1", db=db)
    refused(again, "operator 'fin1' was already removed at ")
    assert " UTC" in again.stderr and "arena operators add fin1" in again.stderr
    refused(arena("operators", "remove", "nobody", db=db), "no operator 'nobody'")
    assert dump(db) == before


def test_policy_check_names_file_and_line(tmp_path: Path) -> None:
    good = tmp_path / "good.yaml"
    good.write_text(POLICY)
    ok = arena("policy", "check", str(good))
    assert ok.exit_code == 0 and "policy version 3, 2 rule(s): big-rooms, rest" in ok.stdout
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        POLICY.replace("quorum: 2", "quorum: 0").replace(
            "roles: [facilities", "colour: red\n    roles: [facilities"
        )
    )
    result = arena("policy", "check", str(bad))
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [
        f"error: {bad}:9: rules.0.quorum: Input should be greater than or equal to 1",
        f"error: {bad}:11: rules.1.colour: unknown field; allowed here: name, tools, when, "
        "environments, approval, roles, decisions, quorum, expires_in",
    ]
    broken = tmp_path / "broken.yaml"
    broken.write_text("version: 1\nrules:\n  - name: [unclosed\n")
    run = arena(
        "run", "human_in_the_loop", "--human", "--policy", str(broken), db=tmp_path / "x.db"
    )
    refused(
        run,
        f"{broken}:4: not valid YAML (expected ',' or ']', but got '<stream end>'; while parsing a flow sequence at line 3)",
    )  # before any run starts
    assert not (tmp_path / "x.db").exists()


GONE = """
import sys
sys.path.insert(0, "tests")
from arena.context import RunContext
from arena.store import EndpointSpec, LegWrite, RunOrigin, SQLiteStore
from arena.types import EvalItem, Responder
from store_support import ENDPOINT, synthetic_waiting

store = SQLiteStore(sys.argv[1])
synthetic_waiting(store, expires_in_s=-1)  # durable, expired
ctx = RunContext(run_id="run_gone", adapter="vanilla", endpoint=ENDPOINT)
ctx.begin_leg()
ctx.request_input(action="request_approval")
origin = RunOrigin(adapter="vanilla", endpoint=EndpointSpec.of(ENDPOINT), item=EvalItem(id="x", input="y"))
store.record_leg(LegWrite(run_id="run_gone", turn=ctx.finish("waiting"), snapshot=None,
                          actor=Responder(), origin=origin))
"""


def test_sweep_records_expiries_and_closes_runs_nobody_can_resume(db: Path) -> None:
    root = Path(__file__).parents[2]
    subprocess.run([sys.executable, "-c", GONE, str(db)], check=True, cwd=root)  # then exits
    with SQLiteStore(db) as store:
        durable = next(r for r in store.runs() if r.id != "run_gone")
        expired = store.requests(durable.id)[0].id
        assert len(store.pending()) == 2
        swept = json.loads(arena("sweep", "--not-durable", "--json", db=db).stdout)
        assert swept == {"expired": [expired], "closed": ["run_gone"]}
        assert store.request(expired).state(utcnow()) == "expired"
        gone = store.run("run_gone")
        assert gone.status == "failed" and "which has exited" in (gone.error or "")
        assert store.requests("run_gone")[0].state(utcnow()) == "closed"
        assert json.loads(arena("pending", "--json", db=db).stdout) == []
        assert store.pending() == []
        again = json.loads(arena("sweep", "--not-durable", "--json", db=db).stdout)
        assert again == {"expired": [], "closed": []}


def test_a_rule_that_needs_no_person_is_approved_by_the_policy(
    store: SQLiteStore, db: Path
) -> None:
    small = (
        "  - name: small\n    tools: [book_room]\n    when: ['seats <= 6']\n    approval: none\n"
    )
    (db.parent / "policy.yaml").write_text(POLICY.replace("rules:\n", "rules:\n" + small))
    team(db)
    run_id = start_waiting(store)  # R-102 seats 6: rule small
    record = store.requests(run_id)[0]
    assert record.response is not None and record.response.responder.name == "policy"
    assert record.response.responder.interface == "system" and record.response.approved
    assert store.pending() == []
    trail = [(e.transition, e.actor.name, e.note) for e in store.history(run_id)]
    assert trail[-1] == (
        "request.approved",
        "policy",
        "rule small needs no person; policy 3, rule small",
    )
    result = asyncio.run(resume_run(run_id, store, adapter=Booker()))
    assert result.status == "completed" and result.passed
    big = POLICY.replace("rules:\n", "rules:\n" + small.replace("<= 6", "<= 5"))
    (db.parent / "policy.yaml").write_text(big)  # 6 seats now needs two finance approvals
    waiting = store.requests(start_waiting(store))[0]
    assert waiting.response is None and [p.id for p in store.pending()] == [waiting.id]


def test_reply_answers_in_words_where_the_rule_allows_it(store: SQLiteStore, db: Path) -> None:
    (db.parent / "policy.yaml").write_text(POLICY)
    team(db)
    big = store.requests(start_waiting(store))[0].id  # big-rooms: approve, deny, edit only
    shown = json.loads(arena("show", big, "--json", db=db).stdout)
    assert (shown["policy"]["rule"], shown["policy"]["version"]) == ("big-rooms", "3")
    refused(
        arena("reply", big, "use the atrium", user="fin1", db=db),
        "rule big-rooms (policy 3) does not allow reply",
    )
    (db.parent / "policy.yaml").write_text(POLICY.replace("people > 4", "people > 40"))
    run_id = start_waiting(store)  # rule rest: every decision, facilities or finance
    request_id = store.requests(run_id)[0].id
    refused(arena("reply", request_id, " ", user="fac", db=db), "needs text")
    answered = arena("reply", request_id, "use the atrium", user="fac", db=db)
    assert answered.exit_code == 0 and answered.stdout.startswith(f"answered {request_id}")
    # tester 14: the reply says how its words read, so a person knows whether they authorised
    assert answered.stdout.splitlines()[-1] == (
        "  read as unclear: it authorises nothing (the agent reads your words)"
    )
    go = store.requests(start_waiting(store))[0].id
    yes = arena("reply", go, "Sure, go ahead", user="fac", db=db)
    assert "\n  read as a go-ahead: it authorises " in yes.stdout  # wrapped to the terminal
    response = store.request(request_id).response
    assert response is not None and response.text == "use the atrium"
    assert response.responder.role == "facilities"
    result = asyncio.run(resume_run(run_id, store, adapter=Booker()))
    gate = [c for c in result.trace.tool_calls if c.tool == "request_approval"]
    assert [c.result for c in gate] == ["Answer from fac: use the atrium"]


def test_listing_operators_of_a_missing_store_names_it_and_creates_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A store named by --store that is not there is a mistake (a typo read as "open mode",
    rc 0; outside tester 4); the default location with nothing recorded yet is open mode."""
    missing = tmp_path / "elsewhere" / "arena.db"
    out = arena("operators", "list", db=missing)
    assert out.exit_code == 2 and out.stderr.startswith(f"error: no store at {missing}")
    assert not missing.parent.exists()
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("ARENA_STORE", raising=False)
    out = arena("operators", "list")
    assert out.exit_code == 0
    said = " ".join(out.stdout.split())
    assert said.startswith(f"no operators (open mode): no store at {tmp_path / '.arena'}"), said
    assert not (tmp_path / ".arena").exists()


def test_logname_cannot_make_one_person_two_voters(store: SQLiteStore, db: Path) -> None:
    """The CLI's identity is the OS account: ``LOGNAME=fin2`` no longer casts the second vote
    of a quorum of two for fin1's own account (it did: getpass read the variable first)."""
    import pwd

    me = pwd.getpwuid(os.geteuid()).pw_name
    (db.parent / "policy.yaml").write_text(POLICY)
    with os_user(me):
        assert arena("operators", "add", "fin1", "--role", "finance", "--role", "admin",
                     "--login", me, db=db, user=me).exit_code == 0  # fmt: skip
    assert arena("operators", "add", "fin2", "--role", "finance", db=db, user=me).exit_code == 0
    request_id = store.requests(start_waiting(store))[0].id  # big-rooms: quorum 2
    env = {"LOGNAME": "fin2", "USER": "fin2", "ARENA_POLICY": None, "ARENA_ENV": None}
    for _ in range(2):  # the real account lookup, not the test's stand-in
        CliRunner().invoke(main, ["approve", request_id, "--store", str(db)], env=env)
    (vote,) = store.votes(request_id)
    assert vote.voter.name == "fin1"
    assert [r.id for r in store.pending()] == [request_id]  # still one vote short
