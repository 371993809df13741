"""Has a run's holder exited? Judged only on this host, in this PID namespace, by PID and start
time (arena.store.holder): a PID means nothing in another namespace (``unshare --pid``,
containers sharing a hostname) or after reuse. Anything else may be alive: the safe side."""

from __future__ import annotations

import os
import subprocess

import pytest

from arena.operator import pause_lost, process_gone
from arena.store import holder


@pytest.fixture
def me() -> holder.Holder:
    me = holder.this_process()
    if me.ns is None:
        pytest.skip("no /proc/self/ns/pid here")
    return me


def _gone() -> int:
    proc = subprocess.Popen(["true"])
    proc.wait()
    return proc.pid


def test_identities_old_and_new_read_back() -> None:
    assert holder.parse("h:12") == holder.Holder("h", 12, None, None)
    assert holder.parse("h:12:ab12cd") == holder.Holder("h", 12, None, None)
    assert holder.parse("h:12:ab12cd:ns99.7") == holder.Holder("h", 12, 99, 7)
    assert holder.parse("h:12:ns99") == holder.Holder("h", 12, 99, None)
    for odd in (None, "", "worker:h:12", "h", "h:x:y", "a:b:c:d:ns1.2"):
        assert holder.parse(odd) is None, odd
    mine = holder.parse(holder.identity("tag"))
    assert mine is not None and (mine.pid, mine.ns) == (os.getpid(), holder.this_process().ns)


def test_exited_only_in_this_namespace(me: holder.Holder) -> None:
    pid = _gone()
    assert process_gone(f"{me.host}:{pid}:t:ns{me.ns}.{me.start}")
    assert process_gone(f"{me.host}:{pid}:t:ns{me.ns}")
    assert not process_gone(f"{me.host}:{pid}:t:ns{(me.ns or 0) + 1}.{me.start}")
    assert not process_gone(f"other-{me.host}:{pid}:t:ns{me.ns}")
    assert not process_gone(f"{me.host}:{pid}:t")  # no namespace: may be alive
    assert not process_gone(holder.identity("t"))  # this process
    assert not holder.known_alive(f"{me.host}:{pid}:t:ns{me.ns}")
    assert holder.known_alive(holder.identity("t"))


def test_a_reused_pid_has_exited_and_the_live_process_has_not(me: holder.Holder) -> None:
    proc = subprocess.Popen(["sleep", "30"])
    try:
        start = holder._start_of(proc.pid)
        if start is None:
            pytest.skip("no start times readable here")
        assert not process_gone(f"{me.host}:{proc.pid}:t:ns{me.ns}.{start}")
        assert holder.known_alive(f"{me.host}:{proc.pid}:t:ns{me.ns}.{start}")
        assert process_gone(f"{me.host}:{proc.pid}:t:ns{me.ns}.{start + 1}")
    finally:
        proc.kill()
        proc.wait()


class _Run:
    durable = False
    id = "run_x"

    def __init__(self, created_by: str) -> None:
        self.created_by = created_by


def test_a_lost_pause_is_judged_the_same_way(me: holder.Holder) -> None:
    pid = _gone()
    assert pause_lost(_Run(f"{me.host}:{pid}:ns{me.ns}.{me.start}"))  # type: ignore[arg-type]
    assert not pause_lost(_Run(f"{me.host}:{pid}:ns{(me.ns or 0) + 1}"))  # type: ignore[arg-type]
    assert not pause_lost(_Run(f"elsewhere:{pid}:ns{me.ns}"))  # type: ignore[arg-type]
