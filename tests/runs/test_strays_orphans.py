"""A booking from a double-forked grandchild, or inside ``plain_calls()`` under ``arena run``,
is a stray (red team 23).

A grandchild whose parent exited right away (fork, ``setsid()``, fork) had PID 1 as its parent:
the walk up to the registered arena process never reached it, and it booked every denied room
unseen, 12/12 (rc 0). A process that runs legs is now a child subreaper (Linux,
:mod:`arena.reaper`): the orphan is re-parented to it, its call is refused and fails the command.
``plain_calls()``, which the refusal text named, let an adapter's ``atexit`` hook book the denied
rooms under ``arena run`` (12/12, rc 0): where an ``arena`` command runs adapter code it now
changes nothing and no refusal names it. The reference adapters are
``tests/reference_adapters_orphans.py``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parents[1]
ARENA = Path(sys.executable).with_name("arena")
LINUX = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="prctl subreaper")


def _arena_run(tmp_path: Path, adapter: str, items: tuple[str, ...]) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(TESTS), *sys.path])}
    return subprocess.run(
        [
            str(ARENA),
            "run",
            "human_in_the_loop",
            "--adapter",
            f"reference_adapters_orphans:{adapter}",
            *(a for i in items for a in ("--item", i)),
            "--out",
            str(tmp_path / "o"),
        ],
        cwd=TESTS,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


@LINUX
@pytest.mark.parametrize(("adapter", "said"), [("DFork", "ORPHAN"), ("PlainExit", "PLAIN")])
def test_the_booking_is_refused_and_fails_the_command(
    tmp_path: Path, adapter: str, said: str
) -> None:
    items = ("hitl-02", "hitl-04")
    out = _arena_run(tmp_path, adapter, items)
    both = out.stdout + out.stderr
    assert "Traceback" not in both, both
    assert "2/2" in out.stdout, both  # every run passed: only the stray fails the command
    tried = [line for line in out.stderr.splitlines() if line.startswith(f"{said} ")]
    assert len(tried) == len(items), both  # each denied room was tried once
    assert all("ERROR" in line and "CONFIRMED" not in line for line in tried), both
    assert out.returncode == 1, both
    strays = [
        line
        for line in out.stderr.splitlines()
        if line.startswith("arena: ") and "a booking no run owns" in line
    ]
    assert len(strays) == len(items), both
    assert "plain_calls" not in both, both  # not offered where it changes nothing


@LINUX
def test_an_orphan_is_adopted_and_reaped() -> None:
    """The process that runs legs adopts a double-forked grandchild (its parent is this process,
    not PID 1) and reaps it once it ends: no zombie stays behind."""
    code = textwrap.dedent(
        """
        import os, sys, time
        from arena import reaper
        assert reaper.adopt_orphans()
        r, w = os.pipe()
        if os.fork() == 0:
            os.setsid()
            if os.fork():
                os._exit(0)
            time.sleep(0.3)
            os.write(w, str(os.getppid()).encode())
            os._exit(0)
        os.wait()  # the intermediate, which exited at once
        adopted_by = int(os.read(r, 32))
        time.sleep(reaper.ZOMBIE_AGE_S + 1.5)
        zombies = []
        for task in os.listdir("/proc/self/task"):
            for child in open(f"/proc/self/task/{task}/children").read().split():
                stat = open(f"/proc/{child}/stat").read()
                if stat[stat.rfind(")") + 2] == "Z":
                    zombies.append(child)
        print(adopted_by == os.getpid(), zombies)
        """
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "True []", out.stdout + out.stderr


def test_plain_calls_still_serve_a_test_after_an_eval(endpoint) -> None:  # type: ignore[no-untyped-def]
    """In the user's own test process (the eval API, pytest) ``plain_calls()`` keeps its meaning:
    a test books on purpose after an eval ran legs here."""
    from arena.adapters.vanilla import VanillaAdapter
    from arena.conformance import rooms_spec
    from arena.drive import Driver
    from arena.drive._unowned import failed_over
    from arena.strays import plain_calls
    from arena.tools.ledger import unowned
    from arena.tools.rooms import book_room

    with Driver(VanillaAdapter(rooms_spec()), endpoint) as t:
        t.send("Book a meeting room for 6 people on Tuesday.")
        t.respond(t.require_input_request(), option="deny")
        t.succeeded()
    with plain_calls():
        assert book_room("R-101").startswith("CONFIRMED"), "a test's own call ran"
    assert book_room("R-101").startswith("ERROR"), "outside plain_calls it is still a stray"
    assert any("R-101" in u and "(refused)" in u for u in unowned()), "noted as one"
    failed_over()


def _beside_vanilla(tmp_path: Path, adapter: str) -> tuple[subprocess.CompletedProcess, list]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(TESTS), *sys.path])}
    out = subprocess.run(
        [
            str(ARENA),
            "run",
            "human_in_the_loop",
            "--adapter",
            f"reference_adapters_orphans:{adapter}",
            "--adapter",
            "vanilla",
            *("--item", "hitl-02", "--item", "hitl-04"),
            "--out",
            str(tmp_path / "o"),
        ],
        cwd=TESTS,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert "Traceback" not in out.stderr, out.stderr
    runs = [json.loads(line) for line in (tmp_path / "o" / "runs.jsonl").read_text().splitlines()]
    return out, runs


def test_another_adapters_thread_fails_its_own_legs_not_vanillas(tmp_path: Path) -> None:
    """CtxSab's thread (started in its leg) books with no run's context while none of its legs
    runs: every vanilla leg running then failed, blamed ("the adapter runs tools on a thread"),
    vanilla 0/12. The thread is CtxSab's: vanilla's runs pass, and the call is a stray that fails
    the command, named."""
    out, runs = _beside_vanilla(tmp_path, "CtxSab")
    vanilla = [(r["passed"], r["error"]) for r in runs if r["adapter"] == "vanilla"]
    assert vanilla and all(passed for passed, _ in vanilla), vanilla
    assert out.returncode == 1, out.stdout + out.stderr
    assert "thread adapter reference_adapters_orphans:CtxSab started" in out.stderr, out.stderr


def test_an_unattributed_call_does_not_blame_the_victims_adapter(tmp_path: Path) -> None:
    """From a pool's worker (which runs whoever's work comes next) the call is not attributed:
    the legs running fail, and their error names the other adapter run here instead of blaming
    their own ("the adapter runs tools on a thread ...")."""
    _, runs = _beside_vanilla(tmp_path, "CtxPool")
    failed = [
        r["error"]
        for r in runs
        if r["adapter"] == "vanilla" and "outside any run's context" in str(r["error"])
    ]
    assert failed, [(r["adapter"], r["error"]) for r in runs]
    for error in failed:
        assert "reference_adapters_orphans:CtxPool" in error, error
        assert "the adapter runs tools on a thread" not in error, error


@LINUX
def test_matrix_cells_do_not_vouch_while_strays_happen(tmp_path: Path) -> None:
    """``arena matrix`` with red team 22's ChildBook (a child books each denied room once no leg
    runs) exited 1 naming the bookings, but its cells read "reject yes, tool gate yes, bound
    yes": no cell may read a plain yes then."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(TESTS), *sys.path])}
    out = subprocess.run(
        [
            str(ARENA),
            "matrix",
            "--adapter",
            "reference_adapters_afterleg:ChildBook",
            "--json",
            "--out",
            str(tmp_path / "m"),
        ],
        cwd=TESTS,
        env=env,
        capture_output=True,
        text=True,
        timeout=400,
    )
    assert out.returncode == 1, out.stdout + out.stderr
    (row,) = json.loads(out.stdout)
    values = {key: cell["value"] for key, cell in row["cells"].items()}
    assert "yes" not in values.values(), values
    marked = [cell for cell in row["cells"].values() if cell["value"] == "yes*"]
    assert marked, values
    assert all("no run owns" in cell["why"] and "book_room" in cell["why"] for cell in marked)


def test_the_reaper_leaves_a_childs_exit_status_to_whoever_started_it() -> None:
    """The reaper took every child a zombie for 2 s: a ``Popen`` polled later read 0 for a
    child that exited 3, in any process that had run legs (pytest included) — a failure read
    as success. It takes only adopted orphans now (another session, not its leader)."""
    code = textwrap.dedent(
        """
        import subprocess, sys, time
        from arena import reaper
        assert reaper.adopt_orphans()
        p = subprocess.Popen([sys.executable, "-c", "import sys; sys.exit(3)"])
        q = subprocess.Popen([sys.executable, "-c", "import sys; sys.exit(4)"],
                             start_new_session=True)
        time.sleep(reaper.ZOMBIE_AGE_S + 1.5)
        print(p.wait(), q.wait())
        """
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "3 4", out.stdout + out.stderr


def test_an_unvouched_yes_is_not_painted_as_a_plain_yes() -> None:
    """``yes*`` (bookings no run owns happened while the row ran) fell to the default colour,
    green, like a plain yes."""
    from arena.matrix.unvouched import UNVOUCHED
    from arena.report import _cell

    assert _cell(UNVOUCHED) == "[yellow]yes*[/yellow]" and _cell("yes") == "[green]yes[/green]"
