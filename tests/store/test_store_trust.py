"""The store is data, never code or credentials; its audit trail is tamper-evident; a process does
not write to a schema newer than the one it opened (issue 20)."""

from __future__ import annotations

import asyncio
import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import msgspec
import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.errors import StoreError, UserError
from arena.runs import resume_run
from arena.runs.allow import Allow, Endpoint, NotAllowed, load_allow
from arena.runs.rebuild import configured
from arena.runs.recorder import LIVE
from arena.runs.resume import AuditBroken, endpoints
from arena.store import SQLiteStore
from arena.store.base import EndpointSpec
from arena.store.sqlite_schema import SCHEMA_VERSION
from arena.types import InputResponse, Responder
from store_support import Booker, start_waiting


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "arena.db"


@pytest.fixture
def store(db: Path) -> Iterator[SQLiteStore]:
    s = SQLiteStore(db)
    yield s
    s.close()


def arena(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def approved_run(store: SQLiteStore) -> tuple[str, str]:
    run_id = start_waiting(store)
    request_id = store.requests(run_id)[0].id
    alice = Responder(name="alice", interface="cli")
    store.answer(InputResponse(request_id=request_id, option_id="approve", responder=alice))
    LIVE.pop(run_id, None)  # as after a restart: the run is rebuilt from the store alone
    return run_id, request_id


def tamper(db: Path, *statements: str) -> None:
    """What the owner of the file can do: drop the triggers and rewrite rows."""
    conn = sqlite3.connect(db)
    for table in ("audit", "responses"):
        conn.execute(f"DROP TRIGGER IF EXISTS {table}_no_update")
        conn.execute(f"DROP TRIGGER IF EXISTS {table}_no_delete")
    for statement in statements:
        conn.execute(statement)
    conn.commit()
    conn.close()


# -- code and credentials come from the operator's configuration -------------------------------
def test_a_stored_tools_module_outside_the_allow_list_is_never_imported(
    store: SQLiteStore, db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    marker = tmp_path / "imported"
    (tmp_path / "planted_tools.py").write_text(f"open({str(marker)!r}, 'w').close()\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    run_id, _ = approved_run(store)
    with sqlite3.connect(db) as conn:  # runs is not append-only: a writer can change it
        conn.execute("UPDATE runs SET tools_module = 'planted_tools' WHERE id = ?", (run_id,))
    with pytest.raises(NotAllowed, match="tools module 'planted_tools' is not allowed here"):
        asyncio.run(resume_run(run_id, store))
    result = arena("resume", run_id, "--store", str(db))
    assert result.exit_code == 2 and result.stderr.count("\n") == 1, result.output
    assert "'planted_tools' is not allowed" in result.stderr
    assert not marker.exists()
    # The operator allows it by name: then (and only then) it is imported.
    allow = tmp_path / "allow.yaml"
    allow.write_text("tools_modules: [planted_tools]\n")
    with pytest.raises(Exception):  # noqa: B017 - the planted module is no agent (or no endpoint)
        asyncio.run(resume_run(run_id, store, allow=load_allow(allow)))
    assert marker.exists()


def test_a_stored_endpoint_outside_the_configuration_is_refused(
    store: SQLiteStore, db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPERATOR_SECRET", "sk-very-secret")
    run_id, _ = approved_run(store)
    planted = {"model": "m", "base_url": "https://evil.example/v1", "scripted": False}
    planted["api_key_env"] = "OPERATOR_SECRET"
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE runs SET endpoint = ? WHERE id = ?", (json.dumps(planted), run_id))
    with pytest.raises(NotAllowed, match=r"endpoint https://evil\.example/v1 is not one the op"):
        asyncio.run(resume_run(run_id, store, adapter=Booker()))
    result = arena("resume", "--all", "--json", "--store", str(db))
    assert result.exit_code == 1
    (outcome,) = json.loads(result.stdout)
    assert not outcome["resumed"] and "evil.example" in outcome["error"]
    assert store.run(run_id).status == "waiting"  # untouched
    refused = arena("resume", run_id, "--api-key-env", "OPERATOR_SECRET", "--store", str(db))
    assert refused.exit_code == 2 and "--api-key-env OPERATOR_SECRET needs --endpoint" in (
        refused.stderr
    )


def test_urls_and_key_variables_come_from_the_configuration_by_name(
    store: SQLiteStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GOOD_KEY", "sk-good")
    monkeypatch.setenv("OTHER_KEY", "sk-other")
    monkeypatch.setenv("OPERATOR_SECRET", "sk-very-secret")
    allow = Allow(
        path="allow.yaml",
        endpoints={
            "real": Endpoint(
                name="real", base_url="https://api.example/v1/", api_key_env="GOOD_KEY"
            ),
            "local": Endpoint(name="local", base_url="http://10.0.0.5:8000/v1"),
        },
    )
    record = store.run(start_waiting(store))
    spec = EndpointSpec(model="m", base_url="https://API.example/v1", api_key_env="OPERATOR_SECRET")
    real = msgspec.structs.replace(
        record, origin=msgspec.structs.replace(record.origin, endpoint=spec)
    )
    chosen = configured(real, allow, None, None)
    assert (chosen.base_url, chosen.api_key) == ("https://api.example/v1", "sk-good")
    assert configured(real, allow, "OTHER_KEY", "real").api_key == "sk-other"
    # the key named for "local" never goes to "real"
    assert configured(real, allow, "OTHER_KEY", "local").api_key == "sk-good"
    logged = msgspec.structs.replace(
        real,
        origin=msgspec.structs.replace(
            real.origin, endpoint=msgspec.structs.replace(spec, logged=True)
        ),
    )
    with endpoints([logged, real], allow=allow) as endpoint_for:
        routed = endpoint_for(logged)  # its first legs were logged: a gateway of the resume's own
        bare = endpoint_for(real)  # they were not: the endpoint as configured (gateway49c)
    assert routed.request_log is not None and "api.example" not in routed.url, routed
    assert routed.api_key != "sk-good"  # the key stays in the gateway
    assert bare.request_log is None and bare.base_url == "https://api.example/v1", bare
    assert bare.api_key == "sk-good"


def test_a_malformed_allow_list_is_one_clear_line(tmp_path: Path) -> None:
    bad = tmp_path / "allow.yaml"
    bad.write_text("endpoints:\n  x: {base_url: http://h, api_key_env: 'not a name'}\n")
    with pytest.raises(UserError, match="endpoint 'x': api_key_env must be a variable name"):
        load_allow(bad)
    bad.write_text("tool_modules: [x]\n")
    with pytest.raises(UserError, match="unknown key"):
        load_allow(bad)


# -- the audit trail is a hash chain ----------------------------------------------------------
def test_an_untouched_store_verifies(store: SQLiteStore, db: Path) -> None:
    approved_run(store)
    result = arena("audit", "verify", "--store", str(db))
    assert result.exit_code == 0 and result.stdout.startswith("ok: "), result.output
    assert store.verify_audit().broken is None


def test_a_rewritten_decision_is_detected_and_not_resumed(store: SQLiteStore, db: Path) -> None:
    run_id, request_id = approved_run(store)
    tamper(
        db,
        f"UPDATE responses SET option_id = 'deny', responder = 'bob' "
        f"WHERE request_id = '{request_id}'",
    )
    result = arena("audit", "verify", "--store", str(db))
    assert result.exit_code == 1
    assert result.stdout.startswith("BROKEN: first broken link: audit entry ")
    assert f"the stored answer to {request_id} is not the one this entry recorded" in result.stdout
    with pytest.raises(AuditBroken, match=f"run {run_id} is not resumed"):
        asyncio.run(resume_run(run_id, store, adapter=Booker()))
    refused = arena("resume", run_id, "--store", str(db))
    assert refused.exit_code == 2 and "audit trail does not verify" in refused.stderr
    assert store.run(run_id).status == "waiting"


def test_a_rewritten_or_removed_entry_breaks_the_chain_there(store: SQLiteStore, db: Path) -> None:
    run_id, _ = approved_run(store)
    entries = store.history(run_id)
    approved = next(e for e in entries if e.transition == "request.approved")
    tamper(db, f"UPDATE audit SET actor = 'bob' WHERE seq = {approved.seq}")
    broken = store.verify_audit().broken
    assert broken is not None and broken.seq == approved.seq
    assert "content changed" in broken.reason
    with pytest.raises(AuditBroken):
        asyncio.run(resume_run(run_id, store, adapter=Booker()))
    first = entries[0].seq
    tamper(db, f"DELETE FROM audit WHERE seq = {first}")
    broken = store.verify_audit().broken
    assert broken is not None and broken.seq == entries[1].seq
    assert "removed, inserted or reordered" in broken.reason


# -- a newer schema is not written by an older process -----------------------------------------
def test_a_process_does_not_write_to_a_store_migrated_after_it_opened_it(
    store: SQLiteStore, db: Path
) -> None:
    run_id = start_waiting(store)
    request_id = store.requests(run_id)[0].id
    with sqlite3.connect(db) as conn:  # what a newer hitl-arena's migration leaves behind
        conn.execute("UPDATE arena_meta SET value = '99' WHERE key = 'schema_version'")
    current = f"not {SCHEMA_VERSION} as when this process"
    with pytest.raises(StoreError, match=f"now at schema version 99, {current}"):
        store.answer(InputResponse(request_id=request_id, option_id="approve"))
    assert store.run(run_id).status == "waiting"  # reading still works
    assert store.request(request_id).response is None


def test_installed_arenas_tools_modules_are_read_without_loading_an_arena() -> None:
    """The allow-list's view of installed arenas agrees with loading each of them."""
    from arena.arena_dirs import declared_tools_modules
    from arena.arenas import available_arenas, load_arena

    loaded = {load_arena(name).tools_module for name in available_arenas()}
    assert loaded and declared_tools_modules() == frozenset(loaded)


@pytest.mark.parametrize(
    ("line", "declared"),
    [
        ("tools: my_pkg.tools", "my_pkg.tools"),
        ("tools: 'my_pkg.tools'   # the agent's tools", "my_pkg.tools"),
        ('tools: "my_pkg.tools"', "my_pkg.tools"),
        ("tools: {module: my_pkg.tools}", None),
        ("tools: |", None),
        ("tools: my_pkg.tools; import os", None),
        ("tools: my_pkg..tools", None),
        ("  tools: nested.under.something", None),
        ("name: no tools line", None),
    ],
)
def test_an_arena_declares_its_tools_module_only_as_a_plain_dotted_name(
    line: str, declared: str | None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import arena.arena_dirs as dirs

    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "arena.yaml").write_text(f"name: mine\n{line}\n", encoding="utf-8")
    monkeypatch.setattr(dirs, "arena_roots", lambda: [tmp_path])
    assert dirs.declared_tools_modules() == (frozenset({declared}) if declared else frozenset())
    allow = Allow(path=str(tmp_path / "allow.yaml"))
    if declared:
        allow.check_tools_module(declared)
    else:
        with pytest.raises(NotAllowed, match="is not allowed here"):
            allow.check_tools_module("my_pkg.tools")


def test_the_allow_list_check_loads_no_arena(tmp_path: Path) -> None:
    """A resume's check of its tools module reads arena.yaml files; loading arenas (pydantic's
    schemas, YAML) cost a cold resume up to ~0.2 s."""
    code = (
        "import sys\n"
        "from arena.runs.allow import load_allow\n"
        "load_allow().check_tools_module('arena.tools.rooms')\n"
        "print(sorted(m for m in ('arena.arenas', 'yaml', 'pydantic') if m in sys.modules))\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "ARENA_ALLOW"}
    env["XDG_CONFIG_HOME"] = str(tmp_path)  # no allow-list file there
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True
    )
    assert out.stdout.strip() == "[]", out.stdout
