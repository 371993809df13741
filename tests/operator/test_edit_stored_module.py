"""The edit path imports a stored run's tools module only where the allow-list allows it, and
says why it cannot when it cannot (outside tester 11, findings 4 and 7).

4: ``arena approve --edit`` and the web inbox's request page imported whatever ``tools_module``
the store names (``edits.find_tool``/``arg_choices`` → importlib), so anyone who could write the
store chose code the operator's CLI or the inbox process ran. ``arena resume`` already refused it.
7: a tools module that could not be imported (not on the path in another shell) read "tool
'book_room' is not found in the run's tools module"; it now says it cannot be imported and why.
"""

from __future__ import annotations

import html
import re
import sqlite3
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from starlette.testclient import TestClient

from arena.cli import main
from arena.edits import edit_unavailable, find_tool
from arena.errors import InvalidAnswer
from arena.identity import Identity
from arena.inbox import decide
from arena.policy import load_policy
from arena.runs.allow import cannot_import
from arena.store import SQLiteStore
from arena.web import create_app
from login_support import os_user
from store_support import start_waiting
from web_support import make_team

ME = Identity(name="alice", roles=("ops",), interface="python", verified=False)


@pytest.fixture
def code(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A folder on sys.path with modules whose import leaves a marker file; an allow-list that
    names none of them."""
    folder = tmp_path / "code"
    (folder / "t11pkg").mkdir(parents=True)
    for name in ("t11_evil_tools", "t11pkg/evil", "t11_needs_missing"):
        marker = tmp_path / f"{name.replace('/', '.')}.imported"
        body = f"import pathlib\npathlib.Path({str(marker)!r}).write_text('imported')\n"
        if name == "t11_needs_missing":
            body += "import t11_no_such_dependency\n"
        (folder / f"{name}.py").write_text(body)
    (folder / "t11pkg" / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(folder))
    allow = tmp_path / "allow.yaml"
    allow.write_text("tools_modules: []\n")
    monkeypatch.setenv("ARENA_ALLOW", str(allow))
    names = ("t11_evil_tools", "t11pkg", "t11pkg.evil", "t11_needs_missing", "t11_not_here")
    yield tmp_path
    for name in names:
        sys.modules.pop(name, None)


def _waiting(store: SQLiteStore, db: Path, module: str) -> str:
    """A Booker request left waiting, its run's stored tools_module overwritten to ``module``
    (what anyone who can write the store file can do)."""
    run_id = start_waiting(store)
    with sqlite3.connect(db) as raw:
        raw.execute("UPDATE runs SET tools_module = ? WHERE id = ?", (module, run_id))
    return store.requests(run_id)[0].id


def _cli(*args: str) -> Result:
    env = {"ARENA_POLICY": None, "ARENA_ENV": None, "ARENA_STORE": None, "COLUMNS": "300"}
    with os_user("root"):
        return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)


def _imported(tmp: Path, module: str) -> bool:
    return (tmp / f"{module}.imported").exists() or module in sys.modules


@pytest.mark.parametrize("module", ["t11_evil_tools", "t11pkg.evil"])
def test_the_cli_edit_never_imports_a_module_the_allow_list_does_not_name(
    code: Path, module: str
) -> None:
    db = code / "arena.db"
    store = SQLiteStore(db)
    try:
        rid = _waiting(store, db, module)
        done = _cli("approve", rid, "--edit", "room_id=R-204", "--store", str(db))
        assert done.exit_code == 2, done.output
        assert "not allowed" in done.stderr and module in done.stderr, done.stderr
        assert "allow.yaml" in done.stderr  # where to list it
        assert not _imported(code, module)
        assert store.request(rid).response is None
    finally:
        store.close()


def test_python_and_the_lookups_refuse_it_too(code: Path) -> None:
    db = code / "arena.db"
    store = SQLiteStore(db)
    try:
        rid = _waiting(store, db, "t11_evil_tools")
        with pytest.raises(InvalidAnswer, match="not allowed"):
            decide(store, rid, ME, "edit", edits={"room_id": "R-204"})
        assert find_tool("t11_evil_tools", "book_room") is None
        assert "not allowed" in (edit_unavailable("t11_evil_tools", "book_room") or "")
        assert not _imported(code, "t11_evil_tools")
    finally:
        store.close()


def test_a_module_the_allow_list_names_is_imported(code: Path) -> None:
    """The allow-list is what decides: the same row, with the module listed, is imported (and
    has no book_room, which is then what the operator is told)."""
    (code / "allow.yaml").write_text("tools_packages: [t11pkg]\n")
    db = code / "arena.db"
    store = SQLiteStore(db)
    try:
        rid = _waiting(store, db, "t11pkg.evil")
        done = _cli("approve", rid, "--edit", "room_id=R-204", "--store", str(db))
        assert done.exit_code == 2 and "not found" in done.stderr, done.output
        assert _imported(code, "t11pkg.evil")
    finally:
        store.close()


def _login(store: SQLiteStore, policy_path: Path, token: str) -> tuple[TestClient, str]:
    app = create_app(store, policy=load_policy(policy_path))
    client = TestClient(app, base_url="http://127.0.0.1:8765")
    client.post("/login", data={"token": token}, follow_redirects=False)
    csrf = re.search(r'name="csrf" value="([^"]+)"', client.get("/").text)
    assert csrf is not None
    return client, csrf[1]


def test_the_inbox_request_page_and_its_edit_never_import_it(code: Path) -> None:
    team = make_team(code)
    try:
        rid = _waiting(team.store, code / "arena.db", "t11_evil_tools")
        client, csrf = _login(team.store, team.policy_path, team.tokens["alice"])
        page = client.get(f"/requests/{rid}")
        assert page.status_code == 200, page.text
        assert not _imported(code, "t11_evil_tools")
        posted = client.post(
            f"/requests/{rid}", data={"decision": "edit", "csrf": csrf, "arg:room_id": "R-204"}
        )
        assert posted.status_code == 400, posted.text
        assert "not allowed" in posted.text
        assert not _imported(code, "t11_evil_tools")
        assert team.store.request(rid).response is None
    finally:
        team.store.close()


@pytest.mark.parametrize("interface", ["cli", "python", "web"])
def test_a_module_that_cannot_be_imported_says_so_with_the_fix(code: Path, interface: str) -> None:
    (code / "allow.yaml").write_text("tools_modules: [t11_not_here]\n")
    db = code / "arena.db"
    team = make_team(code) if interface == "web" else None
    store = team.store if team is not None else SQLiteStore(db)
    try:
        rid = _waiting(store, db, "t11_not_here")
        if team is not None:
            client, csrf = _login(store, team.policy_path, team.tokens["alice"])
            posted = client.post(
                f"/requests/{rid}", data={"decision": "edit", "csrf": csrf, "arg:room_id": "x"}
            )
            assert posted.status_code == 400
            said = html.unescape(posted.text)
        elif interface == "cli":
            done = _cli("approve", rid, "--edit", "room_id=R-204", "--store", str(db))
            assert done.exit_code == 2
            said = done.stderr
        else:
            with pytest.raises(InvalidAnswer) as caught:
                decide(store, rid, ME, "edit", edits={"room_id": "R-204"})
            said = str(caught.value)
        assert "cannot import the run's tools module t11_not_here" in said, said
        assert "No module named" in said and "PYTHONPATH" in said, said
        assert "is not found" not in said
        assert store.request(rid).response is None
    finally:
        store.close()


def test_a_missing_dependency_is_named_not_the_path() -> None:
    try:
        import t11_no_such_dependency  # type: ignore[import-not-found]  # noqa: F401
    except ImportError as exc:
        said = cannot_import("my_rooms", exc)
    assert "cannot import the run's tools module my_rooms" in said
    assert "install t11_no_such_dependency" in said and "PYTHONPATH" not in said


def test_the_reason_is_there_for_the_inbox_to_show(code: Path) -> None:
    (code / "allow.yaml").write_text("tools_modules: [t11_not_here, t11_needs_missing]\n")
    assert "PYTHONPATH" in (edit_unavailable("t11_not_here", "book_room") or "")
    missing = edit_unavailable("t11_needs_missing", "book_room") or ""
    assert "t11_no_such_dependency" in missing and "install" in missing, missing
    assert edit_unavailable("arena.tools.rooms", "book_room") is None  # an installed arena
