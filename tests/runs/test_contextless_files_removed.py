"""An arena process's children's and live files go with it (arena.contextless).

Every process that ran legs left ``$TMPDIR/arena-children-<pid>-<hex>`` once a child had written
to it, and ``<that>.live`` when it was killed or exited with a leg running: 211 of them in this
machine's /tmp after a few days of test runs. Now they are removed at exit (in the process that
made them), a killed process's are swept by the next one that runs legs, and a child still
running after its parent exited does not make the file anew.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARENA = Path(sys.executable).parent / "arena"

pytestmark = pytest.mark.skipif(not hasattr(os, "getuid"), reason="POSIX: files owned by a user")

#: One leg begun in this process, as the leg runner begins it; the files' path printed.
_ONE_LEG = """
import sys, time
from arena.contextless import Contextless, children_file
Contextless.leg(+1)
print(children_file(), flush=True)
{rest}
"""


#: A child's line written to the children's file, then a leg that never ends.
_WRITE_AND_WAIT = (
    "open(children_file(), 'a').write('{}\\n'); print('written', flush=True); time.sleep(120)"
)


def _env(tmp: Path) -> dict[str, str]:
    path = os.pathsep.join([str(ROOT / "src"), str(ROOT / "tests")])  # this checkout's arena
    env = {**os.environ, "TMPDIR": str(tmp), "PYTHONPATH": path}
    env.pop("ARENA_LEGS_PARENT", None)
    return env


def _left(tmp: Path) -> list[str]:
    return sorted(p.name for p in tmp.iterdir() if p.name.startswith("arena-children-"))


def _script(tmp: Path, rest: str, **kwargs: object) -> subprocess.CompletedProcess[str]:
    code = _ONE_LEG.format(rest=rest)
    return subprocess.run(
        [sys.executable, "-c", code],
        env=_env(tmp),
        capture_output=True,
        text=True,
        timeout=120,
        **kwargs,  # type: ignore[call-overload]
    )


def test_arena_run_whose_child_wrote_leaves_no_file(tmp_path: Path) -> None:
    """A framework's process pool told the arena process about a call (the legs fail over it,
    so the file was written to); when ``arena run`` exits, nothing of it is left in TMPDIR."""
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    proc = subprocess.run(
        [
            str(ARENA),
            "run",
            "human_in_the_loop",
            "--adapter",
            "reference_adapters_unowned:build_pool",
            "--item",
            "hitl-02",
            "--out",
            str(tmp_path / "out"),
        ],
        capture_output=True,
        text=True,
        env=_env(tmp),
        cwd=ROOT / "tests",
        timeout=300,
    )
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "child process" in proc.stdout  # the child's line was read: the file was used
    assert _left(tmp) == []


def test_a_leg_running_at_exit_leaves_no_file(tmp_path: Path) -> None:
    """A process that exits with a leg running (an error, sys.exit) removes both files."""
    done = _script(tmp_path, "open(children_file(), 'a').write('{}\\n'); sys.exit(3)")
    assert done.returncode == 3, done.stderr
    assert Path(done.stdout.strip()).parent == tmp_path
    assert _left(tmp_path) == []


def test_a_killed_process_files_are_swept_by_the_next(tmp_path: Path) -> None:
    """SIGKILLed mid-leg, no exit hook ran: the next process that runs legs removes its files,
    and only those — a live process's, another name's and a link are left alone."""
    killed = subprocess.Popen(
        [sys.executable, "-c", _ONE_LEG.format(rest=_WRITE_AND_WAIT)],
        env=_env(tmp_path),
        stdout=subprocess.PIPE,
        text=True,
    )
    assert killed.stdout is not None
    path = killed.stdout.readline().strip()
    assert killed.stdout.readline().strip() == "written"
    killed.stdout.close()
    assert os.path.exists(path) and os.path.exists(path + ".live")
    os.kill(killed.pid, signal.SIGKILL)
    killed.wait(timeout=30)
    alive = tmp_path / f"arena-children-{os.getpid()}-0123456789ab"  # this process: alive
    alive.write_text("")
    other = tmp_path / f"arena-children-{killed.pid}-notitsname"
    other.write_text("")
    link = tmp_path / f"arena-children-{killed.pid}-ba9876543210.live"
    link.symlink_to(alive)
    kept = {alive.name, other.name, link.name}
    assert {Path(path).name, Path(path).name + ".live"} <= set(_left(tmp_path))

    nxt = _script(tmp_path, "")
    assert nxt.returncode == 0, nxt.stderr
    assert set(_left(tmp_path)) == kept, "the killed process's files stay, or others went"


def test_a_child_after_its_parent_exited_makes_no_file(tmp_path: Path) -> None:
    """A child started during a leg books after its parent exited: it says so on its stderr,
    does not fail, and does not make its parent's children's file anew. (The orphan is
    re-parented to the nearest child subreaper, this pytest process once it ran legs: it
    withdraws its registration meanwhile, so the exited parent is the child's arena process.)"""
    from arena import contextless

    known = contextless._REGISTERED.pop(os.getpid(), None)
    if known is not None:
        contextless._unregister(os.getpid(), known[0])
    try:
        _child_after_parent(tmp_path)
    finally:
        if known is not None:
            contextless._register()


def _child_after_parent(tmp_path: Path) -> None:
    out = tmp_path / "child.out"
    child = tmp_path / "child.py"
    child.write_text(
        "import os, sys, time\n"
        "while os.getppid() == int(sys.argv[1]):\n"
        "    time.sleep(0.02)\n"
        "from arena.tools.rooms import book_room\n"
        "print(book_room.__wrapped__('R-101'), flush=True)\n"
    )
    rest = (
        "import os, subprocess\n"
        f"fh = open({str(out)!r}, 'w')\n"
        f"argv = [sys.executable, {str(child)!r}, str(os.getpid())]\n"
        "subprocess.Popen(argv, stdout=fh, stderr=fh)\n"
    )
    parent = _script(tmp_path, rest)
    assert parent.returncode == 0, parent.stderr
    deadline = time.monotonic() + 60
    while "CONFIRMED" not in out.read_text() and time.monotonic() < deadline:
        time.sleep(0.1)
    said = out.read_text()
    assert "CONFIRMED" in said, said
    assert _left(tmp_path) == []
    assert "Traceback" not in said and "has exited" in said, said


def test_a_childs_line_after_the_legs_is_still_read_at_exit(tmp_path: Path) -> None:
    """``arena``'s exit status reads the children's file after the exit hooks ran (arena.cli's
    entry): the lines no leg took are read before the file goes, so a child's booking after the
    legs still fails the process's result."""
    rest = (
        "import atexit, os\n"
        "from arena.tools import ledger\n"
        "Contextless.leg(-1)\n"
        "ledger.tell_parent(children_file(), 'book_room', {'room_id': 'R-204'}, 'ran', idle=True)\n"
        "atexit._run_exitfuncs()  # as arena.cli.entry, before it asks ledger.unowned()\n"
        "print(os.path.exists(children_file()), ledger.unowned())\n"
    )
    done = _script(tmp_path, rest)
    assert done.returncode == 0, done.stderr
    gone, _, unowned = done.stdout.splitlines()[1].partition(" ")
    assert gone == "False" and "R-204" in unowned and "child process" in unowned, done.stdout
    assert _left(tmp_path) == []
