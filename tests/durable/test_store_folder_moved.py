"""A store folder moved or copied between the pause and the resume keeps its approved runs.

A paused LangGraph or ADK run records the absolute path of its checkpoint / session file. An
outside tester (20) moved the folder (``mv m1 m2``) after approving: both runs failed at
``arena resume --all``, their answers gone — ADK refused the file that had moved with the store,
LangGraph recreated ``m1/.arena`` with an empty checkpoint file and found no interrupt there. A
store copied as docs/operator.md says (the store and its -wal file) burned the ADK run too, though
the file its message named still existed. Each step is its own ``arena`` process, as typed.

The pause and approval (three ``arena`` processes) are made once per adapter and module: each test
gets a byte copy of that folder put back at the very path the run recorded (``<base>/m1``), so it
starts from the same paused, approved run a fresh ``arena run --human`` leaves, and moves, copies or
strips it as before. The copy is a new file, which the store records once checked at its home (as
the first ``arena`` command acting there would): only the file the store records is moved by a
``mv`` (a copy made after a move is refused: durable33).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from arena.adapters import resolve_names
from arena.store import SQLiteStore, high_water
from cli_support import cli, user_env

pytestmark = pytest.mark.slow

ADAPTERS = ("langgraph", "google_adk")
STATE = {"langgraph": "langgraph-checkpoints.sqlite", "google_adk": "google_adk.db"}


def _installed(name: str) -> bool:
    try:
        return name in resolve_names("all")
    except Exception:
        return False


def paused_and_approved(folder: Path, adapter: str) -> str:
    """A run paused in ``folder`` by ``arena run --human`` and approved; its id."""
    if not _installed(adapter):
        pytest.skip(f"{adapter} is not installed")
    folder.mkdir(parents=True)
    cli(folder, "run", "human_in_the_loop", "--adapter", adapter, "--item", "hitl-01", "--human")
    (pending,) = json.loads(cli(folder, "pending", "--json").stdout)
    cli(folder, "approve", pending["id"], "--as", "alice")
    assert (folder / ".arena" / STATE[adapter]).is_file()
    return str(pending["run_id"])


Fresh = Callable[[str], tuple[Path, str]]


@pytest.fixture(scope="module")
def _pristine() -> dict[str, tuple[Path, str]]:
    """Per adapter, made on first use: the base folder and the approved run's id; the folder
    as ``arena approve`` left it is kept at ``<base>/pristine``."""
    return {}


@pytest.fixture
def fresh(
    _pristine: dict[str, tuple[Path, str]], tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Fresh]:
    """``fresh(adapter)`` → ``(base, run_id)``: ``base/m1`` holds a run paused by ``arena run
    --human`` and approved, never resumed; the test works in ``base`` (its ``tmp_path``)."""
    used: list[Path] = []

    def make(adapter: str) -> tuple[Path, str]:
        if adapter not in _pristine:
            base = tmp_path_factory.mktemp(f"moved-{adapter}")
            run_id = paused_and_approved(base / "m1", adapter)
            (base / "m1").rename(base / "pristine")
            _pristine[adapter] = (base, run_id)
        base, run_id = _pristine[adapter]
        used.append(base)
        shutil.copytree(base / "pristine", base / "m1", symlinks=True)
        with SQLiteStore(base / "m1" / ".arena" / "arena.db") as store:
            # Put back on purpose behind the bookings the last test made in it: this machine's
            # record of them would refuse it as a backup restored over the store (durable37).
            high_water.record_path(store.store_id()).unlink(missing_ok=True)
            store.check_home()  # at its home: the copy put back is the store's file now
        return base, run_id

    yield make
    for base in used:  # the next test starts from the pristine folder alone
        for entry in base.iterdir():
            if entry.name != "pristine":
                shutil.rmtree(entry) if entry.is_dir() else entry.unlink()


def statuses(folder: Path, *store: str) -> list[str]:
    return [r["status"] for r in json.loads(cli(folder, "runs", "--json", *store).stdout)]


def resume_all(folder: Path, *store: str) -> subprocess.CompletedProcess[str]:
    return cli(folder, "resume", "--all", "--json", *store, ok=False)


@pytest.mark.parametrize("adapter", ADAPTERS)
def test_a_moved_store_folder_resumes_its_approved_run(fresh: Fresh, adapter: str) -> None:
    tmp_path, run_id = fresh(adapter)
    (tmp_path / "m1").rename(tmp_path / "m2")

    done = resume_all(tmp_path / "m2")

    assert done.returncode == 0, done.stdout + done.stderr
    assert [(o["run_id"], o["status"]) for o in json.loads(done.stdout)] == [(run_id, "completed")]
    assert statuses(tmp_path / "m2") == ["completed"]
    assert not (tmp_path / "m1").exists()  # no empty state file where the folder was


@pytest.mark.parametrize("adapter", ADAPTERS)
def test_a_copied_store_resumes_from_the_file_its_run_recorded(fresh: Fresh, adapter: str) -> None:
    """docs/operator.md: copy the store with its -wal file to a writable folder, pass --store
    with --adopt-copy: the original still exists, and a copy resumed beside it would book every
    approval twice (durable30 F1), so without it the copy is refused."""
    tmp_path, _ = fresh(adapter)
    copy = tmp_path / "c"
    copy.mkdir()
    for part in (tmp_path / "m1" / ".arena").glob("arena.db*"):
        shutil.copy(part, copy / part.name)
    store = ("--store", str(copy / "arena.db"))

    refused = resume_all(copy, *store)
    assert refused.returncode == 2 and "--adopt-copy" in refused.stderr, refused.stderr
    done = resume_all(copy, *store, "--adopt-copy")

    assert done.returncode == 0, done.stdout + done.stderr
    assert [o["status"] for o in json.loads(done.stdout)] == ["completed"]
    assert statuses(copy, *store) == ["completed"]


@pytest.mark.parametrize("adapter", ADAPTERS)
def test_state_left_behind_keeps_the_run_waiting_and_says_where_it_looked(
    fresh: Fresh, adapter: str
) -> None:
    tmp_path, run_id = fresh(adapter)
    (tmp_path / "m1").rename(tmp_path / "m2")
    aside = tmp_path / "aside"
    aside.mkdir()
    name = STATE[adapter]
    for part in (tmp_path / "m2" / ".arena").glob(f"{name}*"):
        part.rename(aside / part.name)

    done = resume_all(tmp_path / "m2")

    assert done.returncode == 1
    (outcome,) = json.loads(done.stdout)
    said = outcome["error"]
    assert "\n" not in said and "Traceback" not in done.stderr
    assert str(tmp_path / "m1" / ".arena" / name) in said  # where the run recorded it
    assert str(tmp_path / "m2" / ".arena" / name) in said  # beside the store
    assert "still waits with its answers" in said and f"arena resume {run_id}" in said
    assert statuses(tmp_path / "m2") == ["waiting"]
    assert not (tmp_path / "m1").exists()
    assert not (tmp_path / "m2" / ".arena" / name).exists()  # nothing created where it looked
    # A single run's resume says the same in one line, and the answer is still there.
    single = cli(tmp_path / "m2", "resume", run_id, ok=False)
    assert single.returncode != 0 and "Traceback" not in single.stderr
    assert f"{aside}" not in single.stderr and str(tmp_path / "m2" / ".arena") in single.stderr

    # The fix the message names: the file back beside the store. The answer was kept: the
    # run completes with no new approval (resume --all takes only fully answered runs).
    for part in aside.iterdir():
        part.rename(tmp_path / "m2" / ".arena" / part.name)
    again = resume_all(tmp_path / "m2")
    assert again.returncode == 0, again.stdout + again.stderr
    assert [o["status"] for o in json.loads(again.stdout)] == ["completed"]


def test_the_checkpoint_file_named_by_its_variable_is_found(fresh: Fresh) -> None:
    """ARENA_LANGGRAPH_CHECKPOINTS, which the message offers, points a resume at the file."""
    tmp_path, run_id = fresh("langgraph")
    (tmp_path / "m1").rename(tmp_path / "m2")
    kept = tmp_path / "kept.sqlite"
    (tmp_path / "m2" / ".arena" / STATE["langgraph"]).rename(kept)
    env = user_env()
    env |= {"COLUMNS": "200", "ARENA_LANGGRAPH_CHECKPOINTS": str(kept)}
    arena = Path(sys.executable).parent / "arena"

    done = subprocess.run(
        [str(arena), "resume", run_id, "--json"],
        cwd=tmp_path / "m2",
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )

    assert done.returncode == 0, done.stdout + done.stderr
    assert [o["status"] for o in json.loads(done.stdout)] == ["completed"]
