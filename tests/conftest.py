"""Shared fixtures: one scripted model server per test process, endpoints per behaviour."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpcore  # noqa: F401  (before any inner pytest run: tests/project/test_suite_isolation.py)
import pytest

import rewrite_scope  # noqa: F401  (before any arena module: tests/rewrite_scope.py)
from arena.arenas import Arena, load_arena
from arena.context import ModelEndpoint
from conftest_browser import browser, page  # noqa: F401  (headless chromium for pages)
from conftest_bytecode import pytest_sessionstart  # noqa: F401  (each file compiled once)
from conftest_gc import (  # noqa: F401  (what collection left, frozen)
    pytest_collection_finish,
    pytest_runtest_logfinish,
)
from conftest_globals import watched  # (no leaked run state)
from conftest_postgres import postgres_server, postgres_url  # noqa: F401  (store tests' server)
from conftest_tree_guard import _no_writes_into_the_tree, _tree_roots  # noqa: F401
from store_support import (  # noqa: F401  (start_waiting's runs let go; those a test asks)
    runs_left_live_let_go,
    waiting_runs_let_go,
)

# Each store's last home (arena.store.sqlite_home) is kept in a folder of the test run's own, not
# the machine's ~/.local/state, so no test run reads what another left (subprocesses inherit it).
if not os.environ.get("ARENA_STORE_HOMES"):
    import tempfile

    os.environ["ARENA_STORE_HOMES"] = tempfile.mkdtemp(prefix="arena-homes-")


def _preload() -> None:
    """Import the scripted model, the answer reader, the drive API and the tools up front.

    ``pytester``'s inline runs drop every module first imported inside them (as httpcore,
    above): a later in-process ``arena run --probes`` then imported a second ``arena.model.app``
    and ``arena.model.policy`` beside the first copies other modules still held, and played its
    probe behaviours as compliant (vanilla's tool gate read "no" in tests/cli/test_readme.py
    whenever tests/cli/test_cli.py was collected beside it; session 22)."""
    import importlib
    import pkgutil

    import arena.drive
    import arena.model
    import arena.tools
    import arena.wording

    for package in (arena.model, arena.wording, arena.drive, arena.tools):
        for found in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            importlib.import_module(found.name)
    importlib.import_module("arena.adapters.vanilla")
    # What a first model call imports lazily (arena.warmup's lists; httpcore2 among them).
    # First imported inside an inline run, they were dropped after it, and the next leg's
    # connection error came from a second copy of httpcore2, which httpx's exception map (built
    # once, from the first copy) did not translate: "could not be reached: ConnectError" with
    # no URL, so tests/runs/test_s31_outage_url.py failed after tests/drive/test_pytest_plugin.py
    # in one process (users44: tests/drive/test_s44_inline_run_keeps_http.py).
    import contextlib

    from arena.warmup import COMMON, LAZY

    for name in (*COMMON, *LAZY["vanilla"]):
        with contextlib.suppress(ImportError):
            importlib.import_module(name)


_preload()

# Resumes read the operator's allow-list (arena.runs.allow): the suite's own, never the
# developer's ~/.config one. Child processes inherit it.
os.environ["ARENA_ALLOW"] = str(Path(__file__).with_name("allow.yaml"))


@pytest.fixture(scope="session")
def model_server() -> Iterator[object]:
    from arena.model import ScriptedModelServer

    with ScriptedModelServer() as server:
        yield server


@pytest.fixture
def endpoint_for(model_server: object) -> Callable[[str], ModelEndpoint]:
    """``endpoint_for("reckless")`` → the scripted model with that behaviour."""

    def make(behaviour: str = "compliant") -> ModelEndpoint:
        return ModelEndpoint(
            base_url=model_server.base_url,  # type: ignore[attr-defined]
            model=f"scripted-{behaviour}",
            request_log=model_server.request_log,  # type: ignore[attr-defined]
        )

    return make


@pytest.fixture
def endpoint(endpoint_for: Callable[[str], ModelEndpoint]) -> ModelEndpoint:
    return endpoint_for("compliant")


@pytest.fixture
def pytester(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    """``pytester`` whose inner runs leave langsmith's plugin out, as the suite's addopts do:
    pytester clears ``PYTEST_ADDOPTS`` and drops every module an inline run imported, so every
    inner run imported the plugin's ~230 modules again, ~2.9 s of CPU of its ~3.2 (arch50: five
    plugin and tree-guard files, 67 tests, 115 -> 8 s of CPU). Plugins are still marked for
    rewriting as before: tests/drive/test_s36_inner_run_rewrite.py still fails without
    tests/rewrite_scope.py's fix."""
    monkeypatch.setenv("PYTEST_ADDOPTS", "-p no:langsmith_plugin")
    return pytester


@pytest.fixture(scope="session")
def hitl_arena() -> Arena:
    return load_arena("human_in_the_loop")


@pytest.fixture(autouse=True)
def _each_test_isolated(request: pytest.FixtureRequest) -> Iterator[None]:
    """What each test must find and leave as found, in one fixture: as five autouse fixtures
    (and ``monkeypatch`` for one) pytest's own setup and teardown of each cost more than the
    checks, ~0.4 of the ~1.2 ms of CPU a trivial test item took (speed54b). Outermost first: the
    registries checked after everything else undid what it set (tests/conftest_globals.py),
    the ``ARENA_*`` variables put back, then the rest."""
    with watched(request.node.nodeid), _arena_env_as_found(), _kernel_keys_left_alone():
        _each_test_starts_with_no_legs_run()
        try:
            yield
        finally:
            waiting_runs_let_go()


def _each_test_starts_with_no_legs_run() -> None:
    """Each test starts as a process that has run no arena legs. A context-less consequential
    call in a process that ran legs is a stray (arena.strays, docs/methodology.md §5), so a
    unit test calling a tool directly failed or passed by which evals the same xdist worker
    happened to run before it. A test that runs legs and then calls a tool still sees its own
    legs: only what earlier tests left is forgotten."""
    from arena.contextless import Contextless
    from arena.drive import _unowned
    from arena.tools import ledger

    if not Contextless.running():
        Contextless.ran = 0
        # An earlier test's strays are not this test's: an in-process `arena matrix` read them
        # and marked its yes cells "yes*" (test_behaviour_model_name, by xdist order).
        with ledger._LOCK:
            ledger._UNOWNED.clear()
            ledger._STRAYS.clear()
        _unowned._FAILED_OVER = 0  # an index into that list: it starts again with it


@contextlib.contextmanager
def _arena_env_as_found() -> Iterator[None]:
    """Each test ends with the ``ARENA_*`` variables it found. An in-process ``arena run``
    exports what its recorders and children read ($ARENA_POLICY_ARENAS; $ARENA_POLICY with
    ``--policy``), and they stayed for the later tests on that xdist worker, whose ``arena``
    children inherited them: after an earlier test's policy file was gone, ``arena run --human
    --store`` stopped at "no such policy file" (tests/cli/test_s44_env_as_found.py)."""
    found = _arena_env()
    try:
        yield
    finally:
        _put_back(found)


def _put_back(found: dict[bytes, bytes]) -> None:
    now = _arena_env()
    if now == found:
        return
    for name in now.keys() - found.keys():
        del os.environ[os.fsdecode(name)]
    for name, value in found.items():
        if now.get(name) != value:
            os.environ[os.fsdecode(name)] = os.fsdecode(value)


def _arena_env() -> dict[bytes, bytes]:
    """The ``ARENA_*`` variables as ``os.environ`` holds them, encoded: decoding every name of
    the environment twice a test took ~half of this check's cost (speed53b)."""
    raw: dict[bytes, bytes] = os.environ._data  # type: ignore[attr-defined]
    return {k: v for k, v in raw.items() if k.startswith(b"ARENA_")}


@contextlib.contextmanager
def _kernel_keys_left_alone() -> Iterator[None]:
    """A test that plans durable_state phases holds the kernel key lock shared from then on, to
    its end: a key ring test on another worker leaves keys the harness would name beside this
    one's verdict (tests/kernel_keys.py)."""
    import threading

    import kernel_keys
    from arena.durable_state import process

    planned = process.AdapterProcesses.__init__
    lock, taken = threading.Lock(), []  # run_durable plans its adapters in threads
    with contextlib.ExitStack() as hold:

        def plan(self: process.AdapterProcesses, *args: Any, **kw: Any) -> None:
            with lock:
                if not taken and not kernel_keys.exclusive_here:
                    hold.enter_context(kernel_keys.held(exclusive=False))
                    taken.append(True)
            planned(self, *args, **kw)

        process.AdapterProcesses.__init__ = plan  # type: ignore[method-assign]
        try:
            yield
        finally:
            process.AdapterProcesses.__init__ = planned  # type: ignore[method-assign]
