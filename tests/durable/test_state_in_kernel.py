"""durable_state and kernel state outside every file (red team 9, finding 7): a pause kept in a
kernel key ring, the store holding only its key, read plain "durable yes" — sandboxed — because
key rings are in no mount, PID or IPC namespace. Each phase now gets its own user namespace (its
own ``@u``), session key ring and UTS namespace, and what a phase leaves in the kernel that the
parent can see is named beside the verdict (:mod:`arena.durable_state.kernelstate`)."""

from __future__ import annotations

import functools
import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

import kernel_keys
from arena.arenas import load_arena
from arena.durable_state import kernelstate, run_adapter, sandbox

TESTS = Path(__file__).resolve().parents[1]

LINES = """\
0bc8c105 I------     1 perm 0f0b0000     0     0 keyring   .blacklist: empty
1da2cfe1 I--Q---     2 perm 1f3f0000     0 65534 keyring   _uid.0: 1
2854120f I--Q---     1 perm 1f3f0000     0 65534 keyring   _uid_ses.0: 1
"""


def _snap(tmp_path: Path, text: str) -> dict[str, str]:
    keys = tmp_path / "keys"
    keys.write_text(text, encoding="utf-8")
    return kernelstate.snapshot(keys, tmp_path / "no-net")


def test_a_new_key_is_named_whatever_its_type(tmp_path: Path) -> None:
    before = _snap(tmp_path, LINES)
    for kind, desc in [
        ("user", "rt9-abc"),
        ("logon", "x:y"),
        ("big_key", "p"),
        ("keyring", "mine"),
    ]:
        after = _snap(
            tmp_path, LINES + f"3514a7b1 I--Q---  1 perm 3f010000  0  0 {kind} {desc}: 9\n"
        )
        found = kernelstate.changed(before, after)
        assert list(found) == [f"kernel key 3514a7b1: {kind} {desc!r}"], found


def test_a_key_ring_the_kernel_named_holds_nothing_by_its_name(tmp_path: Path) -> None:
    """A phase's own namespace key rings (collected after it) are no state; what they hold is."""
    before = _snap(tmp_path, LINES)
    extra = (
        "3db425a8 I--Q---  2 perm 1f3f0000  0 65534 keyring _uid.0: empty\n"
        "00d503bd I--Q---  1 perm 0c030000  0 65534 keyring .user_reg: 2\n"
        "2869c6c3 I--Q---  1 perm 3f030000  0  0 keyring _ses: empty\n"
        "3d197f76 I--Q---  1 perm 1f3f0000  0 65534 keyring _persistent.0: empty\n"
    )
    assert kernelstate.changed(before, _snap(tmp_path, LINES + extra)) == {}


def test_a_key_linked_into_a_key_ring_that_was_there_changes_it(tmp_path: Path) -> None:
    """Even a key the harness may not view: the key ring it was linked into holds one more."""
    before = _snap(tmp_path, LINES)
    after = _snap(tmp_path, LINES.replace("_uid.0: 1", "_uid.0: 2"))
    found = kernelstate.changed(before, after)
    assert len(found) == 1 and "_uid.0" in next(iter(found)) and "changed" in next(iter(found))


def test_use_counts_and_expiry_move_on_their_own(tmp_path: Path) -> None:
    before = _snap(tmp_path, LINES)
    after = _snap(tmp_path, LINES.replace("I--Q---     2 perm", "I--Q---     7 2d   "))
    assert not [k for k in kernelstate.changed(before, after) if "_uid.0" in k]
    assert kernelstate.changed(before, _snap(tmp_path, LINES)) == {}


def test_a_changed_host_name_or_interface_alias_is_named(tmp_path: Path) -> None:
    net = tmp_path / "net" / "eth0"
    net.mkdir(parents=True)
    (net / "address").write_text("02:00:00:00:00:01\n")
    before = kernelstate.snapshot(tmp_path / "none", tmp_path / "net")
    (net / "ifalias").write_text("pause-blob\n")
    after = kernelstate.snapshot(tmp_path / "none", tmp_path / "net")
    after["kernel host name"] = "elsewhere"
    assert sorted(kernelstate.changed(before, after)) == [
        "kernel host name (changed)",
        "kernel network interface eth0 (changed)",
    ]


def test_phases_get_their_own_user_and_uts_namespaces() -> None:
    assert {"--user", "--uts", "--mount", "--pid", "--ipc"} <= set(sandbox.FLAGS)
    assert "--user" not in sandbox.NO_USER and "--uts" in sandbox.NO_USER


# -- real phases ------------------------------------------------------------------------------------
refs = pytest.importorskip("durable_references_kernel")
needs_keys = pytest.mark.skipif(
    not refs.supported() or not os.path.exists("/proc/keys"), reason="no kernel key rings here"
)
NO_SANDBOX = sandbox.why_not()
needs_sandbox = pytest.mark.skipif(
    bool(NO_SANDBOX), reason=f"phases cannot be sandboxed on this machine: {NO_SANDBOX}"
)


@pytest.fixture(scope="module")
def keys_held() -> Iterator[None]:
    """The kernel key lock, held alone once for this module's key ring tests (they run one after
    another in a worker), not taken again by each: each waited for the durable run the other
    worker had under way to end, 16-51 s of setup a test under ``-n 2`` (session 43). Nothing
    else runs phases while it is held, as before; between two of these tests the kernel settles
    as the lock's release lets it (:func:`kernel_keys.settle`)."""
    with kernel_keys.held(exclusive=True):
        yield


@pytest.fixture
def prefix(keys_held: None, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The references' key prefix, the test's own; every key left with it is invalidated after
    the test, and the kernel back to how the test found it before the next one takes its
    baseline. The keys are in the machine's key rings, seen by every durable run beside this
    one: the test holds the kernel key lock alone (:func:`keys_held`, tests/kernel_keys.py)."""
    name = f"arena-ref-key-{uuid.uuid4().hex[:12]}"
    monkeypatch.setenv(refs.PREFIX_ENV, name)
    monkeypatch.setenv(
        "PYTHONPATH", os.pathsep.join(filter(None, [str(TESTS), os.environ.get("PYTHONPATH")]))
    )
    before = kernelstate.snapshot()
    try:
        yield name
    finally:
        refs.invalidate(name)
        kernel_keys.settle(before)


@pytest.fixture
def unsandboxed(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv(sandbox.ENV, "0")
    # A key left in a shared key ring stays for good: a 0.3 s look names it as the 3 s one does
    # (that settle is for a sandboxed phase's own key rings, collected after it; 6 s a test).
    monkeypatch.setattr(kernelstate, "left", functools.partial(kernelstate.left, settle_s=0.3))
    sandbox.why_not.cache_clear()
    yield
    sandbox.why_not.cache_clear()


def _run(adapter: str, tmp_path: Path):  # type: ignore[no-untyped-def]
    outcome = run_adapter(
        load_arena("durable_state"),
        f"durable_references_kernel:{adapter}",
        tmp_path / "run",
        crash_points=("restart",),
    )
    kernel = [f for f in outcome.beside_store if f.startswith("kernel ")]
    # never plain "durable yes": lost, or resumed with the kernel state named beside it
    assert not outcome.survived_restart or kernel, outcome.reason
    return outcome, kernel


@pytest.mark.slow
@needs_keys
@needs_sandbox
def test_a_pause_in_the_user_key_ring_is_not_durable(prefix: str, tmp_path: Path) -> None:
    outcome, _ = _run("keyuser", tmp_path)
    if not sandbox.shares_key_rings():  # its own @u, gone with the phase
        assert not outcome.survived_restart and "no key" in outcome.reason, outcome.reason


@pytest.mark.slow
@needs_keys
@needs_sandbox
def test_a_pause_in_the_session_key_ring_is_not_durable(prefix: str, tmp_path: Path) -> None:
    """Under a login's session key ring (which every phase inherited): a fresh one per phase."""
    assert refs.join_session_keyring()
    outcome, _ = _run("keysession", tmp_path)
    assert not outcome.survived_restart and "no key" in outcome.reason, outcome.reason


@pytest.mark.slow
@needs_keys
@needs_sandbox
def test_a_key_linked_outside_the_phase_is_named(prefix: str, tmp_path: Path) -> None:
    """Linked by number into the parent's user key ring: refused from a phase with a session key
    ring of its own (it possesses no key ring outside its namespace), so lost; where a kernel
    lets it through, the key survives the namespace and the verdict names it."""
    outcome, kernel = _run("keylinked", tmp_path)
    if outcome.survived_restart:
        assert any(prefix in f for f in kernel), kernel
    else:
        assert "no key" in outcome.reason, outcome.reason


@pytest.mark.slow
@needs_keys
@pytest.mark.usefixtures("unsandboxed")
@pytest.mark.parametrize("adapter", ["keyuser", "keylinked"])
def test_unsandboxed_a_pause_in_a_key_ring_is_named(
    adapter: str, prefix: str, tmp_path: Path
) -> None:
    outcome, kernel = _run(adapter, tmp_path)
    assert outcome.unsandboxed
    assert outcome.survived_restart, outcome.reason  # resumable here: the key ring is shared
    assert any(prefix in f for f in kernel), outcome.beside_store
