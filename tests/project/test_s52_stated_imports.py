"""What docs/architecture.md says a part imports, or never imports, is what its modules import.

arch52: the layer table and the Arrows table are held to the import graph (test_architecture,
test_architecture_arrows), but three statements about single parts were prose only: the store
names every module it imports from outside ``store/`` (a new one would leave the list wrong),
``wording/`` is "pure text and no I/O", and the scripted model's in-process server is "asyncio
and h11, not uvicorn" (so a cold ``arena resume`` imports no web server; ``arena model serve``
alone runs on uvicorn, imported inside its function). Read as source by the same ast walk as
the layer test: no module is imported.
"""

from __future__ import annotations

import re
import sys

import pytest
from tests.project.test_architecture import MODULES, SRC, imports, imports_of, layers

PAGE = re.sub(r"\s+", " ", (SRC.parents[1] / "docs" / "architecture.md").read_text("utf-8"))


def _part(module: str) -> str:
    """The layer table's name a module is matched by (``arena.store.sql`` is ``arena.store``)."""
    table = layers()
    return max(
        (k for k in table if module == k or module.startswith(k + ".")), key=len, default=module
    )


def outside_imports(package: str, targets: dict[str, list[str]]) -> set[str]:
    """The parts ``arena.<package>``'s modules import from outside it (``targets``: each
    module's imports)."""
    out = {_part(t).removeprefix("arena.") for ts in targets.values() for t in ts}
    return out - {package}


def _targets(package: str) -> dict[str, list[str]]:
    """Each of the package's modules' imports, as the layer test read them (cached there)."""
    return {
        m: [t for t, _ in imports(p)]
        for m, p in MODULES.items()
        if m == f"arena.{package}" or m.startswith(f"arena.{package}.")
    }


def _sources(package: str) -> dict[str, str]:
    return {
        m: p.read_text("utf-8")
        for m, p in MODULES.items()
        if m == f"arena.{package}" or m.startswith(f"arena.{package}.")
    }


def store_list(page: str = PAGE) -> set[str]:
    m = re.search(
        r"Outside `store/` it imports `types`, `errors` and only these: (.*?)\. - \*\*", page
    )
    assert m, "docs/architecture.md no longer lists the store's imports: update this test"
    return {"types", "errors"} | set(re.findall(r"(?<!not )`(\w+)`", m.group(1)))


def test_the_store_imports_what_the_page_lists() -> None:
    code, page = outside_imports("store", _targets("store")), store_list()
    assert code == page, (
        f"imported, not listed: {sorted(code - page)}; listed, not imported: {sorted(page - code)}"
    )


def test_a_store_importing_the_runner_is_off_the_list() -> None:
    source = "def f():\n    from arena.runner import run_item\n"
    broken = {"arena.store.bad": [t for t, _ in imports_of(source, "arena.store.bad")]}
    assert outside_imports("store", broken) - store_list() == {"runner"}


#: Standard modules that reach files, processes, sockets or the environment: none is wording's.
IO = {
    "os",
    "io",
    "pathlib",
    "shutil",
    "tempfile",
    "socket",
    "subprocess",
    "sqlite3",
    "urllib",
    "http",
    "asyncio",
    "threading",
    "multiprocessing",
    "glob",
    "fileinput",
    "mmap",
    "select",
}


#: An import statement, at any depth (group 1: its top package); at column 0, one that loading runs.
IMPORT = re.compile(
    r"^([ \t]*)(?:import[ \t]+(\w+)|from[ \t]+(\w+)[\w.]*[ \t]+import\b)", re.MULTILINE
)


#: An import of arena's own, by its top module (``wording``, ``lazy_pattern``); ``..`` for one
#: that climbs out of the package by a relative name.
ARENA = re.compile(r"^[ \t]*(?:from|import)[ \t]+(?:arena\.(\w+)|(\.\.))", re.MULTILINE)


def io_imports(source: str) -> set[str]:
    """Standard I/O modules and third-party packages a source imports (msgspec is data only).
    Read by a pattern, not a parse: ``wording/``'s ~100 modules parsed were ~1 s of CPU."""
    tops = {m.group(2) or m.group(3) for m in IMPORT.finditer(source)}
    return {t for t in tops if t in IO or t not in sys.stdlib_module_names | {"arena", "msgspec"}}


def test_wording_is_pure_text() -> None:
    said = "`wording/`** — reading people's words, pure text and no I/O"
    assert said in PAGE, (
        "docs/architecture.md no longer says wording/ is pure text: update this test"
    )
    found = {m: io_imports(s) for m, s in _sources("wording").items()}
    assert not any(found.values()), {m: f for m, f in found.items() if f}
    # Within arena only its own modules and the patterns' compiler (whose cache file is the
    # bytecode's kind of file, read at import, not a reading of anyone's words).
    arena = {
        m.group(1) or m.group(2) for s in _sources("wording").values() for m in ARENA.finditer(s)
    }
    assert arena <= {"wording", "lazy_pattern"}, arena


@pytest.mark.parametrize(
    "source",
    [
        "import os\n",
        "from pathlib import Path\n",
        "def f():\n    import sqlite3\n",
        "import requests\n",
    ],
)
def test_a_wording_module_doing_io_is_found(source: str) -> None:
    assert io_imports(source)


def test_a_wording_module_reading_text_is_not(
    source: str = "import re\nimport unicodedata\nimport msgspec\n",
) -> None:
    assert io_imports(source) == set()


WEB_SERVERS = {"uvicorn", "starlette", "fastapi", "hypercorn", "aiohttp", "flask"}


def load_time_web(sources: dict[str, str]) -> dict[str, set[str]]:
    """A web server's package imported by a module's own statements (column 0): what loading
    the module runs. One inside a function, as ``arena model serve``'s, is not."""
    found: dict[str, set[str]] = {}
    for module, source in sources.items():
        hit = {m.group(2) or m.group(3) for m in IMPORT.finditer(source) if not m.group(1)}
        hit &= WEB_SERVERS
        if hit:
            found[module] = hit
    return found


def test_the_scripted_models_server_loads_no_web_server() -> None:
    assert "asyncio and h11, not uvicorn" in PAGE, "update this test with the page's words"
    assert load_time_web(_sources("model")) == {}


def test_a_model_module_importing_uvicorn_as_it_loads_is_found() -> None:
    broken = {"arena.model.bad": "import uvicorn\n\ndef serve():\n    import starlette\n"}
    assert load_time_web(broken) == {"arena.model.bad": {"uvicorn"}}
