"""Deliberately broken "durable" adapters: the pause is stored, but only as a key to a file.

Each is vanilla whose session slots keep ``{"format": …, "key": uuid}`` in the store and pickle
the real state to a file on this machine — resumable here, lost on another machine (red team
hole 4). They differ in where the file goes:

* ``sidefile`` — a folder named by ``$DURABLE_REF_SIDE`` (any fixed path: ``/tmp/side``);
* ``tmpfile`` — ``tempfile.gettempdir()``;
* ``homefile`` — under ``~``;
* ``statefile`` — the adapter's state folder (:mod:`arena.statedir`), where LangGraph and ADK
  keep their own files beside an SQLite store.

Red team 4's evasions of the resumer's read audit (:mod:`arena.readwatch`), each caught by the
sandbox (:mod:`arena.durable_state.sandbox`) instead:

* ``devshm`` — ``/dev/shm`` (a tmpfs every process shares);
* ``pysuffix`` / ``pycache`` — a ``.py`` name, a ``__pycache__`` folder (exempt as "code");
* ``oldmtime`` — the file's time set to 1970 (before the run began);
* ``catread`` — read back through a ``cat`` subprocess (no Python audit event);
* ``venv`` — under ``sys.prefix`` (installed packages are exempt);
* ``daemon`` — no file at all: a ``setsid`` server holding the pickles in memory on a unix socket
  in ``$DURABLE_REF_SIDE``, outliving the phase that started it.

Red team 5's evasions inside the run folder, which the sandbox keeps writable for every phase
(the state folder travels with the stores): read "durable yes" with no "+ own file" until the
harness listed the folder itself (:mod:`arena.durable_state.leftovers`):

* ``arenacat`` — the state folder, read back through a ``cat`` subprocess;
* ``arenapyc`` — the state folder's ``__pycache__``, under a ``.pyc`` name (exempt as code);

and variants of them:

* ``arenafuture`` — the state folder, under a ``.py`` name dated a day ahead (after the resumer
  started), read back through ``cat``;
* ``rundircat`` — the run folder itself, beside the stores, read back through ``cat``.

Red team 7's evasions inside the store file and in metadata, which no listing of the run folder's
names and contents saw: read "durable yes" with no "+ own file" until each phase got stores
rebuilt from their own tables (:mod:`arena.durable_state.storecopy`) and the listing took in
extended attributes:

* ``storetable`` — a table of its own (``rt7_side``) in the harness's store file, made with raw
  ``sqlite3`` (the store is found among the process's open files);
* ``storecolumn`` — a variant: a column of its own added to the store's ``arena_meta`` table;
* ``rootxattr`` — ``user.`` extended attributes of the run folder itself;
* ``storexattr`` — a variant: extended attributes of the store file.

Red team 8's evasions inside the store's own tables, which the rebuild copied whole:

* ``storerows`` — extra rows of the store's ``arena_meta`` table (no table or column of its own);
* ``storeseq`` — a variant: rows of ``sqlite_sequence`` whose ``name`` holds the pickle.

regress37's: ``storerecord`` — this machine's record of the store's last home
(``$ARENA_STORE_HOMES/<store id>``, a file the store's own code reads), a JSON of pickles; read
durable once a resumer was let read the stores' records (46ef5147).

The factories patch vanilla's slots in the process that builds the adapter: only the
durable_state arena's phase processes do, never the test process.
"""

from __future__ import annotations

import contextlib
import json
import os
import pickle
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
import uuid
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from arena.adapters import vanilla
from arena.adapters.base import AgentSpec, Traits
from arena.adapters.vanilla import VanillaAdapter
from arena.session import create_session_slot

SIDE_ENV = "DURABLE_REF_SIDE"


class SideFileAdapter(VanillaAdapter):
    name = "sidefile"
    traits = Traits(pause_kind="emulated", mechanism="broken reference: snapshot is a file key")


def _keyed(
    folder: Callable[[], Path],
    suffix: str = ".pkl",
    *,
    old: bool = False,
    ahead: bool = False,
    reader: Callable[[Path], bytes] = Path.read_bytes,
) -> None:
    def dump(value: Any) -> dict[str, str]:
        where = folder()
        where.mkdir(parents=True, exist_ok=True)
        key = uuid.uuid4().hex
        (where / f"{key}{suffix}").write_bytes(pickle.dumps(value))
        if old:
            os.utime(where / f"{key}{suffix}", (0, 0))
        if ahead:
            day = time.time() + 86400
            os.utime(where / f"{key}{suffix}", (day, day))
        return {"format": "sidefile", "key": key}

    def load(raw: dict[str, str]) -> Any:
        return pickle.loads(reader(folder() / f"{raw['key']}{suffix}"))

    _patch(dump, load)


def _patch(dump: Callable[[Any], dict[str, str]], load: Callable[[dict[str, str]], Any]) -> None:
    vanilla._PAUSED = create_session_slot("vanilla.paused", dump=dump, load=load)  # type: ignore[arg-type]
    vanilla._HISTORY = create_session_slot("vanilla.history", dump=dump, load=load)  # type: ignore[arg-type]


def sidefile(spec: AgentSpec) -> SideFileAdapter:
    _keyed(lambda: Path(os.environ[SIDE_ENV]))
    return SideFileAdapter(spec)


def tmpfile(spec: AgentSpec) -> SideFileAdapter:
    _keyed(lambda: Path(tempfile.gettempdir()) / "durable-ref-side")
    return SideFileAdapter(spec)


def homefile(spec: AgentSpec) -> SideFileAdapter:
    _keyed(lambda: Path.home() / ".durable-ref-side")
    return SideFileAdapter(spec)


def statefile(spec: AgentSpec) -> SideFileAdapter:
    from arena.statedir import state_file

    _keyed(lambda: state_file("durable-ref-side"))
    return SideFileAdapter(spec)


def _side() -> Path:
    return Path(os.environ[SIDE_ENV])


def devshm(spec: AgentSpec) -> SideFileAdapter:
    _keyed(lambda: Path("/dev/shm") / f"durable-ref-side-{_side().name}")
    return SideFileAdapter(spec)


def pysuffix(spec: AgentSpec) -> SideFileAdapter:
    _keyed(lambda: _side() / "py", ".py")
    return SideFileAdapter(spec)


def pycache(spec: AgentSpec) -> SideFileAdapter:
    _keyed(lambda: _side() / "__pycache__")
    return SideFileAdapter(spec)


def oldmtime(spec: AgentSpec) -> SideFileAdapter:
    _keyed(lambda: _side() / "old", old=True)
    return SideFileAdapter(spec)


def _cat(path: Path) -> bytes:
    return subprocess.run(["cat", str(path)], capture_output=True, check=True).stdout


def catread(spec: AgentSpec) -> SideFileAdapter:
    _keyed(lambda: _side() / "cat", reader=_cat)
    return SideFileAdapter(spec)


def _state(*parts: str) -> Path:
    from arena.statedir import state_dir

    return state_dir().joinpath(*parts)


def arenacat(spec: AgentSpec) -> SideFileAdapter:
    _keyed(lambda: _state("side"), "", reader=_cat)
    return SideFileAdapter(spec)


def arenapyc(spec: AgentSpec) -> SideFileAdapter:
    _keyed(lambda: _state("__pycache__"), ".pyc")
    return SideFileAdapter(spec)


def arenafuture(spec: AgentSpec) -> SideFileAdapter:
    _keyed(lambda: _state("lib"), ".py", ahead=True, reader=_cat)
    return SideFileAdapter(spec)


def rundircat(spec: AgentSpec) -> SideFileAdapter:
    _keyed(lambda: Path.cwd() / "side", reader=_cat)  # a phase runs in the run folder
    return SideFileAdapter(spec)


def venv(spec: AgentSpec) -> SideFileAdapter:
    _keyed(lambda: Path(sys.prefix) / f"durable-ref-side-{_side().name}")
    return SideFileAdapter(spec)


_SERVER = r"""
import os, pickle, select, socket, sys
path = sys.argv[1]
s = socket.socket(socket.AF_UNIX); s.bind(path); s.listen(64)
kept = {}
while select.select([s], [], [], 60)[0]:
    c, _ = s.accept()
    data = b""
    while chunk := c.recv(65536):
        data += chunk
    op, key, blob = pickle.loads(data)
    if op == "put":
        kept[key] = blob
    c.sendall(b"ok" if op == "put" else kept.get(key, b""))
    c.close()
os.unlink(path)
"""


def _ask(op: str, key: str, blob: bytes = b"") -> bytes:
    path = str(_side() / "daemon.sock")
    # A put may have to wait for the daemon it starts; a get finds the one an earlier phase
    # started at once or not at all (in a sandbox it died with that phase's namespace).
    for attempt in range(50 if op == "put" else 5):
        try:
            conn = socket.socket(socket.AF_UNIX)
            conn.connect(path)
            break
        except OSError:
            if op == "put" and attempt == 0:
                _side().mkdir(parents=True, exist_ok=True)
                subprocess.Popen(
                    [sys.executable, "-c", _SERVER, path],
                    start_new_session=True,  # out of the phase's process group
                    stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                )
            time.sleep(0.1)
    else:
        raise RuntimeError(f"no side daemon at {path}")
    conn.sendall(pickle.dumps((op, key, blob)))
    conn.shutdown(socket.SHUT_WR)
    out = b""
    while chunk := conn.recv(65536):
        out += chunk
    conn.close()
    return out


def _put(value: Any) -> dict[str, str]:
    key = uuid.uuid4().hex
    _ask("put", key, pickle.dumps(value))
    return {"format": "daemon", "key": key}


def daemon(spec: AgentSpec) -> SideFileAdapter:
    _patch(_put, lambda raw: pickle.loads(_ask("get", raw["key"])))
    return SideFileAdapter(spec)


# -- red team 7: inside the store file, and in extended attributes ----------------------------------
def _open_stores() -> list[Path]:
    """The store(s) this phase has open (never another crash point's: the read audit notes it)."""
    found = set()
    for fd in Path("/proc/self/fd").iterdir():
        try:
            target = os.readlink(fd)
        except OSError:
            continue
        if target.endswith(".db"):
            found.add(Path(target))
    return sorted(found)


def _in_store(
    create: str, put: str, get: str, decode: Callable[[Any], bytes] = lambda raw: raw
) -> None:
    def dump(value: Any) -> dict[str, str]:
        key = uuid.uuid4().hex
        for db in _open_stores():
            con = sqlite3.connect(db, timeout=30)
            with con:
                with contextlib.suppress(sqlite3.OperationalError):  # made by an earlier dump
                    con.execute(create)
                con.execute(put, (key, pickle.dumps(value)))
            con.close()
        return {"format": "instore", "key": key}

    def load(raw: dict[str, str]) -> Any:
        for db in _open_stores():
            con = sqlite3.connect(db, timeout=30)
            try:
                row = con.execute(get, (raw["key"],)).fetchone()
            except sqlite3.OperationalError:
                row = None
            con.close()
            if row:
                return pickle.loads(decode(row[0]))
        raise KeyError(raw["key"])

    _patch(dump, load)


def storetable(spec: AgentSpec) -> SideFileAdapter:
    _in_store(
        "CREATE TABLE rt7_side (k TEXT PRIMARY KEY, v BLOB)",
        "INSERT INTO rt7_side VALUES (?, ?)",
        "SELECT v FROM rt7_side WHERE k = ?",
    )
    return SideFileAdapter(spec)


def storecolumn(spec: AgentSpec) -> SideFileAdapter:
    _in_store(
        "ALTER TABLE arena_meta ADD COLUMN blob BLOB",
        "INSERT INTO arena_meta (key, value, blob) VALUES ('side.' || ?1, '', ?2)",
        "SELECT blob FROM arena_meta WHERE key = 'side.' || ?",
    )
    return SideFileAdapter(spec)


def _in_xattrs(target: Callable[[], Path]) -> None:
    def dump(value: Any) -> dict[str, str]:
        key = uuid.uuid4().hex[:16]
        os.setxattr(target(), f"user.side.{key}", zlib.compress(pickle.dumps(value), 9))
        return {"format": "xattr", "key": key}

    def load(raw: dict[str, str]) -> Any:
        return pickle.loads(zlib.decompress(os.getxattr(target(), f"user.side.{raw['key']}")))

    _patch(dump, load)


def rootxattr(spec: AgentSpec) -> SideFileAdapter:
    _in_xattrs(Path.cwd)  # a phase runs in the run folder
    return SideFileAdapter(spec)


def storexattr(spec: AgentSpec) -> SideFileAdapter:
    _in_xattrs(lambda: _open_stores()[0])
    return SideFileAdapter(spec)


# -- red team 8: rows of the store's own tables -----------------------------------------------------
def storerows(spec: AgentSpec) -> SideFileAdapter:
    _in_store(
        "SELECT 1",  # arena_meta is the store's: nothing to make
        "INSERT INTO arena_meta (key, value) VALUES ('side.' || ?1, hex(?2))",
        "SELECT value FROM arena_meta WHERE key = 'side.' || ?",
        bytes.fromhex,
    )
    return SideFileAdapter(spec)


def storeseq(spec: AgentSpec) -> SideFileAdapter:
    _in_store(
        "SELECT 1",  # sqlite_sequence is SQLite's, there since the store's first AUTOINCREMENT table
        "INSERT INTO sqlite_sequence (name, seq) VALUES ('side.' || ?1 || '.' || hex(?2), 1)",
        "SELECT substr(name, 39) FROM sqlite_sequence WHERE name LIKE 'side.' || ? || '.%'",
        bytes.fromhex,
    )
    return SideFileAdapter(spec)


# -- regress37: this machine's record of the store (its last home) -----------------------------------
def _store_records() -> list[Path]:
    from arena.store.home_record import homes

    found = []
    for db in _open_stores():
        with contextlib.closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True)) as con:
            row = con.execute("SELECT value FROM arena_meta WHERE key = 'store_id'").fetchone()
        if row:
            found.append(homes() / str(row[0]))
    return found


def _held(record: Path) -> dict[str, str]:
    try:
        return dict(json.loads(record.read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return {}


def _in_records() -> None:
    def dump(value: Any) -> dict[str, str]:
        key = uuid.uuid4().hex
        for record in _store_records():
            record.parent.mkdir(parents=True, exist_ok=True)
            held = {**_held(record), key: pickle.dumps(value).hex()}
            record.write_text(json.dumps(held), encoding="utf-8")
        return {"format": "storerecord", "key": key}

    def load(raw: dict[str, str]) -> Any:
        for record in _store_records():
            if raw["key"] in (held := _held(record)):
                return pickle.loads(bytes.fromhex(held[raw["key"]]))
        raise KeyError(raw["key"])

    _patch(dump, load)


def storerecord(spec: AgentSpec) -> SideFileAdapter:
    _in_records()
    return SideFileAdapter(spec)
