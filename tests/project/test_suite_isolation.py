"""The suite's own hygiene: what one test does to the interpreter must not change another's result.

``pytester.inline_run`` (the eval-API and example tests) removes every module first imported
during the inner run when it ends. httpx imports httpcore lazily and keeps a map of httpcore's
exception classes; had httpcore first been imported inside an inner run, the next client would
import a second copy whose errors the map does not know, and a refused connection would escape
as a raw ``httpcore.ConnectError`` instead of ``httpx.ConnectError`` (seen as "flaky" failures of
whichever test came next in that worker). tests/conftest.py imports httpcore up front.
"""

from __future__ import annotations

import socket
from pathlib import Path

import httpx
import pytest

from arena.store.sqlite import SQLiteStore
from cli_support import cli

pytest_plugins = ["pytester"]


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_an_inner_pytest_run_leaves_httpx_error_mapping_intact(pytester: pytest.Pytester) -> None:
    port = _closed_port()
    pytester.makepyfile(
        f"""
        import httpx, pytest

        def test_refused():
            with pytest.raises(httpx.ConnectError):
                httpx.get("http://127.0.0.1:{port}/", timeout=5)
        """
    )
    pytester.inline_run("-p", "no:cacheprovider").assertoutcome(passed=1)
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"http://127.0.0.1:{port}/", timeout=5)


def test_a_child_run_as_a_user_keeps_the_suites_store_homes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``arena`` run as a user does (every ARENA_* variable dropped) still records a moved store's
    new home in the suite's folder (tests/conftest.py): 16 tests dropped ARENA_STORE_HOMES too,
    so their children read and wrote the machine's ~/.local/state/arena/homes, where earlier
    test runs had left their stores' records. They now share cli_support.user_env."""
    (tmp_path / "m1").mkdir()
    SQLiteStore(tmp_path / "m1" / "a.db").close()
    (tmp_path / "m1").rename(tmp_path / "m2")  # opened here, the store records its new home
    suite = tmp_path / "suite"
    suite.mkdir()
    monkeypatch.setenv("ARENA_STORE_HOMES", str(suite))
    cli(tmp_path, "pending", "--store", str(tmp_path / "m2" / "a.db"))
    assert len(list(suite.iterdir())) == 1
    needle = 'if not k.startswith("ARENA_")' + "}"  # an environment built without user_env
    tests = Path(__file__).resolve().parents[1]
    built = [p.name for p in tests.rglob("*.py") if needle in p.read_text(encoding="utf-8")]
    assert built == []
