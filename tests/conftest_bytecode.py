"""Each xdist worker compiles its share of the suite's files before collecting, not all of them.

With ``PYTHONDONTWRITEBYTECODE`` set (here and in CI) pytest never caches a test module's
assertion-rewritten bytecode, though it reads a cached one when it finds it: both workers of
``make test`` parsed, rewrote and compiled every one of the ~1,700 test files while collecting
(~15 s of CPU each, half of a worker's ~30 s collection; speed51b), and every process that
imported a support module (a ``tests/reference_adapters*.py`` in an ``arena run`` child)
compiled it from source again. Before it collects, worker k of n writes the bytecode of every
n-th file of what is collected: pytest's own rewritten form for test files and conftest.py
(pytest's functions, so it is exactly what pytest would cache), plain bytecode for the modules
beside them. Each file is then compiled once for all, and a worker that reaches a file the other
has not written yet rewrites it itself, as before. Writes are atomic (a temporary file renamed),
and ``__pycache__`` is git-ignored; a pytest without these internals just collects as before.
"""

from __future__ import annotations

import importlib.util
import py_compile
import sys
from pathlib import Path
from typing import Any

import pytest

TESTS = Path(__file__).resolve().parent


def _collected(config: pytest.Config) -> list[Path]:
    """The test files, conftest.py files and (for a run of the whole folder) the support modules
    of ``tests/`` that this run collects or imports, sorted so that every worker splits alike."""
    found: set[Path] = set()
    for arg in config.args:
        path = Path(config.invocation_params.dir, arg.split("::")[0]).resolve()
        if path.is_dir():
            found.update(p for p in path.rglob("*.py") if _is_test(p))
            if path == TESTS:
                found.update(TESTS.glob("*.py"))  # the support modules beside the tests
        elif path.suffix == ".py" and path.is_file():
            found.add(path)
    return sorted(p for p in found if "__pycache__" not in p.parts)


def _is_test(path: Path) -> bool:
    return path.name == "conftest.py" or (path.name.startswith("test_") and path.suffix == ".py")


def _compile(path: Path, config: pytest.Config, rewrite: Any) -> None:
    if not _is_test(path):
        cached = importlib.util.cache_from_source(str(path))
        py_compile.compile(str(path), cfile=cached, doraise=False, quiet=2)
        return
    pyc = rewrite.get_cache_dir(path) / (path.name[:-3] + rewrite.PYC_TAIL)
    if rewrite._read_pyc(path, pyc) is not None:
        return
    if not rewrite.try_makedirs(pyc.parent):
        return
    source_hash, code = rewrite._rewrite_test(path, config)
    rewrite._write_pyc(config.stash[rewrite.assertstate_key], code, source_hash, pyc)


def pytest_sessionstart(session: pytest.Session) -> None:
    config = session.config
    worker: dict[str, Any] | None = getattr(config, "workerinput", None)
    if worker is None or not sys.dont_write_bytecode:
        return  # one process (nothing to share), or pytest caches the files itself
    count = int(worker.get("workercount", 1))
    index = int(str(worker.get("workerid", "gw0")).removeprefix("gw") or 0)
    if count < 2 or config.getoption("assertmode") != "rewrite":
        return
    try:
        from _pytest.assertion import rewrite
    except ImportError:
        return
    for path in _collected(config)[index::count]:
        try:
            _compile(path, config, rewrite)
        except (AttributeError, KeyError, TypeError):
            return  # pytest's internals changed: it collects as it did
        except (OSError, SyntaxError, ValueError):
            continue  # a file pytest will report itself when it collects it
