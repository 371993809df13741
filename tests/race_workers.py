"""Where a race worker's store comes from, the answering worker, and the processes the races
run in (no tests here).

A spawn child imported the module its target is defined in: ``store_support`` pulls in the
runner, the adapters and pytest (~0.45 s of CPU per child, two children per race, ~44 races in
the broken-store runners); this module needs only ``arena.store`` (~0.07 s). The race children
are now forked from a forkserver that imported both once (:func:`racing_context`).
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from arena.errors import Conflict
from arena.store import Store, open_store
from arena.types import InputResponse, Responder

#: A backend kept outside this repository joins as "custom": ``module:function``, the function
#: called with an empty folder of its own per test and returning a fresh, empty Store
#: (docs/operator.md, "A store backend of your own").
FACTORY_ENV = "ARENA_TEST_STORE_FACTORY"
#: The broken-store runners' form (tests/store/factory_runs.py): several ``module:function``,
#: comma-separated, each joining as ``custom@<module>.<function>``, so one pytest process runs the
#: suite against all of them (a process per store paid ~3 s of start-up and collection each).
FACTORIES_ENV = "ARENA_TEST_STORE_FACTORIES"
#: The race tests' location for a custom store: its folder, which the spawned workers hand the
#: factory again (its own code, not ``open_store``'s SQLite, is what must hold the race).
CUSTOM_AT = "custom-folder:"


def is_custom(backend: str) -> bool:
    """A ``STORES`` key of a backend of one's own (``custom`` or a runner's ``custom@…``)."""
    return backend == "custom" or backend.startswith("custom@")


def _named(env: str, spec: str) -> Callable[[Path], Store]:
    module, _, name = spec.partition(":")
    if not module or not name:
        import pytest  # only to name the mistake: a worker never gets here

        raise pytest.UsageError(f"{env}={spec!r}: give module:function")
    made: Callable[[Path], Store] = getattr(importlib.import_module(module), name)
    return made


def custom_factories() -> dict[str, Callable[[Path], Store]]:
    """Each named factory by its ``STORES`` key: ``$ARENA_TEST_STORE_FACTORY``'s as ``custom``,
    each of ``$ARENA_TEST_STORE_FACTORIES``'s as ``custom@<module>.<function>``."""
    named = {}
    if spec := os.environ.get(FACTORY_ENV):
        named["custom"] = _named(FACTORY_ENV, spec)
    for spec in os.environ.get(FACTORIES_ENV, "").split(","):
        if spec.strip():
            named[f"custom@{spec.strip().replace(':', '.')}"] = _named(FACTORIES_ENV, spec.strip())
    return named


def custom_location(backend: str, folder: Path) -> str:
    """A race worker's location for custom store ``backend`` kept in ``folder``."""
    return f"{CUSTOM_AT}{backend}={folder}"


def open_where(where: str, timeout_s: float = 30) -> Store:
    """A race worker's store: ``open_store``'s location, or a custom store's folder given to
    its factory again (called again with the same folder it opens the same store)."""
    if where.startswith(CUSTOM_AT):
        backend, _, folder = where.removeprefix(CUSTOM_AT).partition("=")
        make = custom_factories().get(backend)
        assert make is not None, f"{backend}: {FACTORY_ENV} is not set in this worker"
        return make(Path(folder))
    return open_store(where, timeout_s=timeout_s)


def answer_worker(db: str, who: str, request_ids: list[str], barrier: Any, out: Any) -> None:
    """Answer each request at the same moment as the other worker; report what happened."""
    store = open_where(db)
    option = "approve" if who == "alice" else "deny"
    for request_id in request_ids:
        barrier.wait()
        try:
            store.answer(
                InputResponse(
                    request_id=request_id,
                    option_id=option,
                    responder=Responder(name=who, interface="cli"),
                )
            )
            out.put((who, request_id, "ok"))
        except Conflict as exc:
            out.put((who, request_id, f"conflict: {exc}"))
    store.close()


# -- the racing processes ------------------------------------------------------------------------
#: What every race child imports: each is forked from Python's forkserver with these already
#: imported (plus the named factories' modules, the SQLite backend and the allow-list's YAML
#: reader, which a first resume imports), not a fresh interpreter importing them again.
#: A spawn child paid ~0.5 s of CPU per race for it, two children a race, 44 races in the
#: broken-store runners alone. The server itself is a clean, single-threaded process: a child
#: forked from it holds nothing of the test's (no connection, thread or event loop).
PRELOAD = ("race_workers", "store_support", "arena.store.sqlite", "arena.yamlfile")


def racing_context() -> Any:
    """The ``multiprocessing`` context the race children start in (see :data:`PRELOAD`).

    The preload is set only while the server starts here: a server another test started
    (tests/reference_adapters_children.py's pool) is used as it is, its children importing what
    they run themselves, and a server started later preloads only what it did before."""
    import multiprocessing
    import multiprocessing.forkserver

    server = multiprocessing.forkserver._forkserver  # type: ignore[attr-defined]
    before = list(server._preload_modules)
    modules = [spec.partition(":")[0].strip() for spec in _factory_specs()]
    server.set_forkserver_preload([*before, *PRELOAD, *filter(None, modules)])
    try:
        server.ensure_running()
    finally:
        server.set_forkserver_preload(before)
    return multiprocessing.get_context("forkserver")


def _factory_specs() -> list[str]:
    return [os.environ.get(FACTORY_ENV, ""), *os.environ.get(FACTORIES_ENV, "").split(",")]


def parent_env() -> dict[str, str]:
    """This process's environment, for a race child to take as its own (as a spawned one did)."""
    return dict(os.environ)


def with_env(env: dict[str, str], target: Callable[..., None], *args: Any) -> None:
    """Run ``target`` in the test's environment: a forked child has the server's, as it was
    when it started (a ledger or journal a test set since, ``$ARENA_TEST_LEDGER``, was not)."""
    os.environ.clear()
    os.environ.update(env)
    target(*args)


def env_of(name: str, out: Any) -> None:
    """Report this process's ``$name`` (tests/store/test_s51_race_children.py)."""
    out.put(os.environ.get(name))
