"""durable_state and a pause kept in a service outside the run (red team 13, finding 2): vanilla
whose snapshot is only a key, the pickle in a TCP key-value server on 127.0.0.1 started before
the run, read plain "durable yes" 24/24 — the sandbox shared the network namespace. With the
scripted model (it runs inside each phase) each phase now has a network namespace of its own
(only its own ``lo``) and the unix sockets bound outside the run are covered: the pause is not
there for the next phase. With a real model endpoint the network stays shared and the verdict
says so (``yes (network shared)``)."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.durable_state import run_adapter, sandbox
from arena.durable_state.orchestrate import AdapterOutcome
from arena.durable_state.process import AdapterProcesses, Settings, child_env
from arena.endpoints import ModelChoice

TESTS = Path(__file__).resolve().parents[1]
REPO = TESTS.parent
refs = pytest.importorskip("durable_references_net")
NO_SANDBOX = sandbox.why_not()
needs_sandbox = pytest.mark.skipif(
    bool(NO_SANDBOX), reason=f"phases cannot be sandboxed on this machine: {NO_SANDBOX}"
)


@pytest.fixture
def on_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(
        "PYTHONPATH", os.pathsep.join(filter(None, [str(TESTS), os.environ.get("PYTHONPATH")]))
    )


@pytest.fixture
def sock_dir() -> Iterator[Path]:
    """A folder outside the run and outside every folder a phase gets fresh (``/tmp``…): the
    repository's ``.pytest_cache`` (bound back read-only, as code is)."""
    base = REPO / ".pytest_cache"
    base.mkdir(exist_ok=True)
    folder = Path(tempfile.mkdtemp(prefix="kv-", dir=base))
    try:
        yield folder
    finally:
        for p in folder.iterdir():
            p.unlink()
        folder.rmdir()


def _serve(kind: str, folder: Path, monkeypatch: pytest.MonkeyPatch) -> refs.KVServer:
    server = refs.KVServer(kind, str(folder / "kv.sock"))
    monkeypatch.setenv(refs.ADDRESS_ENV, server.address)
    return server


def _run(adapter: str, tmp_path: Path, **kw: object) -> AdapterOutcome:
    return run_adapter(
        load_arena("durable_state"),
        f"durable_references_net:{adapter}",
        tmp_path / "run",
        crash_points=("restart",),
        **kw,  # type: ignore[arg-type]
    )


@pytest.mark.slow
@needs_sandbox
@pytest.mark.usefixtures("on_path")
@pytest.mark.parametrize(
    ("adapter", "kind"), [("tcpkv", "tcp"), ("abstractkv", "abstract"), ("unixkv", "unix")]
)
def test_a_pause_in_a_service_outside_the_run_is_not_durable(
    adapter: str, kind: str, tmp_path: Path, sock_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if sandbox.network_shared(True):
        pytest.skip(sandbox.network_shared(True))  # then said beside the verdict (test below)
    server = _serve(kind, sock_dir, monkeypatch)
    try:
        outcome = _run(adapter, tmp_path)
    finally:
        server.close()
    assert not outcome.network_shared, outcome.network_shared
    # the first legs could not even keep their pause there: nothing reached the server
    assert server.ops == [], server.ops
    assert not outcome.survived_restart, outcome.crash_points
    assert "Connection refused" in outcome.reason, outcome.reason


def test_with_a_real_model_endpoint_the_network_is_shared_and_said(tmp_path: Path) -> None:
    from arena.cli.restart_cmd import _durable_cell, _summary
    from arena.durable_state.score import CrashOutcome

    if NO_SANDBOX:
        pytest.skip(NO_SANDBOX)
    real = Settings(model=ModelChoice(model_url="http://127.0.0.1:9/v1", model="m"))
    run = AdapterProcesses(
        arena=load_arena("durable_state"),
        adapter="vanilla",
        root=tmp_path,
        settings=real,
        env=child_env("vanilla"),
    )
    assert run.network_shared.startswith("the model is a real endpoint")
    scripted = AdapterProcesses(
        arena=load_arena("durable_state"),
        adapter="vanilla",
        root=tmp_path,
        settings=Settings(),
        env=child_env("vanilla"),
    )
    assert scripted.network_shared == "" or "--net" in scripted.network_shared
    point = CrashOutcome(
        adapter="a", crash_point="restart", results=(), lost_decisions=0, double_bookings=0,
        crash="", crash_reached=True,
    )  # fmt: skip

    class Survived:
        survived = True
        beside_store = ()

    cell = _durable_cell(Survived(), "", run.network_shared)  # type: ignore[arg-type]
    assert "yes (network shared)" in cell
    outcome = AdapterOutcome(adapter="a", crash_points=(point,), network_shared=run.network_shared)
    summary = _summary(outcome)
    assert summary["network_shared"] == run.network_shared


def test_the_unix_sockets_bound_outside_are_read_by_path(tmp_path: Path) -> None:
    """Abstract ones (``@…``) have no path: a network namespace of its own hides them."""
    table = tmp_path / "unix"
    table.write_text(
        "Num       RefCount Protocol Flags    Type St Inode Path\n"
        "0000000000000000: 00000002 00000000 00010000 0001 01 11 /run/kv dir/kv.sock\n"
        "0000000000000000: 00000002 00000000 00010000 0001 01 12 @arena-ref-kv\n"
        "0000000000000000: 00000003 00000000 00000000 0001 03 13\n"
        "0000000000000000: 00000002 00000000 00010000 0001 01 14 /run/kv dir/kv.sock\n",
        encoding="utf-8",
    )
    assert sandbox.unix_sockets(table) == ["/run/kv dir/kv.sock"]
    assert sandbox.unix_sockets(tmp_path / "none") == []


def test_with_the_scripted_model_a_phase_has_a_network_of_its_own() -> None:
    if NO_SANDBOX:
        pytest.skip(NO_SANDBOX)
    argv = sandbox.command(Path("spec.json"), "python", net=True)
    shared = sandbox.network_shared(True)
    assert ("--net" in argv) != bool(shared), (argv, shared)
    assert "--net" not in sandbox.command(Path("spec.json"), "python")


def test_the_matrix_durable_cell_says_the_network_was_shared() -> None:
    from arena.matrix.stops import durable_cell

    cell = durable_cell([], True, (), "", "the model is a real endpoint")
    assert cell.value == "yes" and "(network shared: the model is a real endpoint)" in cell.why
    assert "network" not in durable_cell([], True).why
    unsandboxed = durable_cell([], True, (), "not root", "x")
    assert "unsandboxed: not root" in unsandboxed.why and "network" not in unsandboxed.why
