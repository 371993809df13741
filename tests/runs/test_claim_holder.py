"""Has a run's holder exited? Judged only on this boot (the kernel's boot id), in this PID
namespace, by PID and start time (arena.store.holder): a PID means nothing in another namespace
(``unshare --pid``, containers sharing a hostname), on another machine (the init namespace's
inode is one constant on every Linux kernel, and hostnames repeat) or after reuse. Anything else
may be alive: the safe side."""

from __future__ import annotations

import os
import subprocess

import pytest

from arena.operator import pause_lost, process_gone
from arena.store import holder


@pytest.fixture
def me() -> holder.Holder:
    me = holder.this_process()
    if me.ns is None or me.boot is None:
        pytest.skip("no /proc/self/ns/pid or boot id here")
    return me


INIT_NS = 0xEFFFFFFC  # PROC_PID_INIT_INO: the init PID namespace's inode on every Linux kernel
BOOT_A, BOOT_B = "a" * 32, "0123456789abcdef" * 2


def _gone() -> int:
    proc = subprocess.Popen(["true"])
    proc.wait()
    return proc.pid


def test_identities_old_and_new_read_back() -> None:
    assert holder.parse("h:12") == holder.Holder("h", 12, None, None)
    assert holder.parse("h:12:ab12cd") == holder.Holder("h", 12, None, None)
    assert holder.parse("h:12:ab12cd:ns99.7") == holder.Holder("h", 12, 99, 7)
    assert holder.parse("h:12:ns99") == holder.Holder("h", 12, 99, None)
    assert holder.parse(f"h:12:ab12cd:ns99.7@{BOOT_B}") == holder.Holder("h", 12, 99, 7, BOOT_B)
    assert holder.parse(f"h:12:ns99@{BOOT_B}") == holder.Holder("h", 12, 99, None, BOOT_B)
    assert holder.parse("h:12:ns1.2@xyz") == holder.Holder("h", 12, None, None)  # a tag, no ns
    for odd in (None, "", "worker:h:12", "h", "h:x:y", "a:b:c:d:ns1.2"):
        assert holder.parse(odd) is None, odd
    mine = holder.parse(holder.identity("tag"))
    me = holder.this_process()
    assert mine is not None and (mine.pid, mine.ns, mine.boot) == (os.getpid(), me.ns, me.boot)


def test_exited_only_in_this_boot_and_namespace(me: holder.Holder) -> None:
    pid = _gone()
    assert process_gone(f"{me.host}:{pid}:t:ns{me.ns}.{me.start}@{me.boot}")
    assert process_gone(f"{me.host}:{pid}:t:ns{me.ns}@{me.boot}")
    assert not process_gone(f"{me.host}:{pid}:t:ns{(me.ns or 0) + 1}.{me.start}@{me.boot}")
    assert not process_gone(f"other-{me.host}:{pid}:t:ns{me.ns}@{me.boot}")
    foreign = BOOT_B if me.boot != BOOT_B else BOOT_A
    assert not process_gone(f"{me.host}:{pid}:t:ns{me.ns}.{me.start}@{foreign}")  # another kernel
    assert not process_gone(f"{me.host}:{pid}:t:ns{me.ns}.{me.start}")  # no boot id: may be alive
    assert not process_gone(f"{me.host}:{pid}:t")  # no namespace: may be alive
    assert not process_gone(holder.identity("t"))  # this process
    assert not holder.known_alive(f"{me.host}:{pid}:t:ns{me.ns}@{me.boot}")
    assert holder.known_alive(holder.identity("t"))
    assert not holder.known_alive(holder.identity("t").replace(f"@{me.boot}", f"@{foreign}"))
    assert not holder.known_alive(holder.identity("t").replace(f"@{me.boot}", ""))


@pytest.mark.parametrize("host", ["vm", "localhost", "worker"])
def test_two_machines_with_one_hostname_and_namespace_are_told_apart_by_boot_id(
    monkeypatch: pytest.MonkeyPatch, host: str
) -> None:
    """Cloned VMs or compose replicas: one hostname, both in their init PID namespace (one inode
    everywhere). The other machine's live resumer has a PID this machine lacks: that says
    nothing, its claim is waited out; a PID gone on this very boot is known to have exited."""
    pid = _gone()
    here = holder.Holder(host, os.getpid(), INIT_NS, 1000, BOOT_A)
    monkeypatch.setattr(holder, "_read_self", lambda _pid: here)
    other = f"{host}:{pid}:resume:ns{INIT_NS}.987654@{BOOT_B}"
    assert not process_gone(other) and not holder.exited(other, legacy=True)
    assert not holder.known_alive(other)
    assert process_gone(f"{host}:{pid}:resume:ns{INIT_NS}.987654@{BOOT_A}")
    assert not process_gone(f"{host}:{pid}:resume:ns{INIT_NS}.987654")  # no boot id recorded
    assert holder.identity("w").endswith(f":ns{INIT_NS}.1000@{BOOT_A}")


def test_no_boot_id_here_judges_nothing_exited(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where this machine's boot id cannot be read, no identity is known to be of this boot."""
    pid = _gone()
    monkeypatch.setattr(holder, "_read_self", lambda _pid: holder.Holder("vm", 1, INIT_NS, 5))
    assert not process_gone(f"vm:{pid}:t:ns{INIT_NS}.5@{BOOT_A}")
    assert not process_gone(f"vm:{pid}:t:ns{INIT_NS}.5")
    assert holder.identity("t") == f"vm:1:t:ns{INIT_NS}.5"


def test_a_reused_pid_has_exited_and_the_live_process_has_not(me: holder.Holder) -> None:
    proc = subprocess.Popen(["sleep", "30"])
    try:
        start = holder._start_of(proc.pid)
        if start is None:
            pytest.skip("no start times readable here")
        alive = f"{me.host}:{proc.pid}:t:ns{me.ns}.{start}@{me.boot}"
        assert not process_gone(alive)
        assert holder.known_alive(alive)
        assert process_gone(f"{me.host}:{proc.pid}:t:ns{me.ns}.{start + 1}@{me.boot}")
    finally:
        proc.kill()
        proc.wait()


class _Run:
    durable = False
    id = "run_x"

    def __init__(self, created_by: str) -> None:
        self.created_by = created_by


def test_a_lost_pause_is_judged_the_same_way(me: holder.Holder) -> None:
    """``created_by`` is judged like a claim; one recorded before identities carried a boot id
    (or a namespace) is judged as it was then."""
    pid = _gone()
    assert pause_lost(_Run(f"{me.host}:{pid}:ns{me.ns}.{me.start}@{me.boot}"))  # type: ignore[arg-type]
    assert pause_lost(_Run(f"{me.host}:{pid}:ns{me.ns}.{me.start}"))  # type: ignore[arg-type]
    assert not pause_lost(_Run(f"{me.host}:{pid}:ns{me.ns}.{me.start}@{BOOT_B}"))  # type: ignore[arg-type]
    assert not pause_lost(_Run(f"{me.host}:{pid}:ns{(me.ns or 0) + 1}"))  # type: ignore[arg-type]
    assert not pause_lost(_Run(f"elsewhere:{pid}:ns{me.ns}"))  # type: ignore[arg-type]
