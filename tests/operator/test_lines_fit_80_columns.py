"""At 80 columns the operator's confirmations fit, with ``Next:`` on a line of its own.

approve/deny/reply confirmations were one ~150-character line with ``Next:`` buried mid-line;
``audit verify``'s ``head:`` line was 164, resume's ``claimed by ... until ...`` and ``nothing
pending: no store at ...`` ~210 (outside tester 20). Ids, paths and commands stay whole."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.cli.resume_output import print_held
from arena.store import SQLiteStore
from arena.types import Responder
from web_support import waiting_request

WIDTH = 80


def arena(*args: str) -> Result:
    env = {"COLUMNS": str(WIDTH), "ARENA_STORE": None, "ARENA_POLICY": None}
    return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)


def fits(text: str) -> None:
    """No line wider than the terminal, but for one word alone that is (a long path) or a
    whole command alone on its line (since 87932eaa `say` keeps a command whole, so a pasted
    line runs all of it)."""
    wide = [
        line
        for line in text.splitlines()
        if len(line) > WIDTH and len(line.split()) > 1 and not line.lstrip().startswith("arena ")
    ]
    assert not wide, text


@pytest.fixture
def db(tmp_path: Path) -> Path:
    # a deep folder: the --store every Next: names is long, as an operator's often is
    folder = tmp_path / "operators" / "facilities-team" / "meeting-rooms" / "arena-store"
    folder.mkdir(parents=True)
    return folder / "arena.db"


@pytest.mark.parametrize(
    "decide", [["approve"], ["deny", "--reason", "too expensive for this quarter's budget"],
               ["reply", "sure, go ahead with the booking"]],
)  # fmt: skip
def test_a_decision_fits_and_says_next_on_its_own_line(db: Path, decide: list[str]) -> None:
    with SQLiteStore(db) as store:
        req = waiting_request(store)
        run_id = store.request(req).run_id
    said = arena(decide[0], req, *decide[1:], "--store", str(db))
    assert said.exit_code == 0, said.output
    fits("\n".join(x for x in said.stdout.splitlines() if not x.startswith("Next: ")))
    nexts = [x for x in said.stdout.splitlines() if x.startswith("Next: ")]
    assert nexts == [f"Next: arena resume {run_id} --store {db}"], said.stdout
    assert req in said.stdout and run_id in said.stdout  # ids whole


def test_audit_verify_head_fits(db: Path) -> None:
    with SQLiteStore(db) as store:
        waiting_request(store)
    said = arena("audit", "verify", "--store", str(db))
    assert said.exit_code == 0, said.output
    head = [x for x in said.stdout.splitlines() if x.startswith("head: ")]
    assert len(head) == 1 and len(head[0].split()) == 2, said.stdout  # the hash alone, whole
    assert "--head HASH" in said.stdout
    fits(said.stdout)


def test_nothing_pending_without_a_store_fits(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    said = arena("pending")
    assert said.stdout.startswith("nothing pending: no store at"), said.stdout
    fits(said.stdout)


def test_a_claim_held_elsewhere_fits(
    db: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    with SQLiteStore(db) as store:
        req = waiting_request(store)
        run_id = store.request(req).run_id
    assert arena("approve", req, "--store", str(db)).exit_code == 0
    owner = "build-host-7:ns4026531836.48213@54e564f059954af8afb82aac05207938"
    monkeypatch.setenv("COLUMNS", str(WIDTH))
    with SQLiteStore(db) as store:
        store.claim(run_id, owner, ttl_s=600, actor=Responder(name="r", interface="scripted"))
        waits = print_held(store, f" --store {db}", nothing=True)
    out = capsys.readouterr().out
    assert waits == 1 and f"{run_id} (" in out and owner in out, out
    fits(out)
