"""``Store.reconcile`` — a person's word on whether a held run's side effect took place — was
the one person's write a process running adapter code could still make (fixer selfapprove2's
gap): an adapter could settle a held booking as "did not take effect" in alice's name and have
``arena resume`` book again. It is refused there now, before the store is touched; the harness's
own scripted verdict (durable_state, from a process that hosts no adapter) and ``arena
reconcile`` from a person's process still reconcile.

No actor passes as the harness there (red team 20): ``interface="scripted"`` is a value the caller
writes, and an adapter that wrote it in alice's name settled a held run. durable_state's operator
reconciles from a phase of its own that loads no adapter (tests/durable/test_reconcile_phase.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena import hosting
from arena.types import Responder

ALICE = Responder(name="alice", role="facilities", interface="cli")
VERDICT = Responder(name="durable_state", role="harness", interface="scripted")


@pytest.fixture
def agents_here(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(hosting.ENV, "arena resume")


def test_a_persons_reconciliation_is_refused_where_agents_run(
    agents_here: None, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(hosting.NotFromAgentProcess) as refused:
        hosting.check_reconcile("run_1", ALICE)
    assert "run_1" in str(refused.value) and "alice" in str(refused.value)
    assert "arena reconcile" in str(refused.value)
    assert "refused" in capsys.readouterr().err


@pytest.mark.parametrize(
    "actor",
    [VERDICT, Responder(name="alice", role="facilities", interface="scripted")],
    ids=["harness-verdict", "alice-as-scripted"],
)
def test_no_actor_passes_as_the_harness_where_agents_run(
    agents_here: None, actor: Responder
) -> None:
    """The harness's own verdict actor is refused there too: whoever writes it could be the
    adapter, so the harness reconciles only from a process that hosts none."""
    with pytest.raises(hosting.NotFromAgentProcess) as refused:
        hosting.check_reconcile("run_1", actor)
    assert actor.name in str(refused.value)


def test_a_persons_own_process_reconciles(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(hosting.ENV, raising=False)
    hosting.check_reconcile("run_1", ALICE)


def test_the_store_asks_before_it_writes(agents_here: None, tmp_path: Path) -> None:
    from arena.store import open_store

    with open_store(tmp_path / "a.db") as store, pytest.raises(hosting.NotFromAgentProcess):
        store.reconcile("run_nope", took_effect=False, reason="x", actor=ALICE)


def test_a_click_program_of_ones_own_is_not_marked(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the arena command line hosts agents: a person's own click tool that drives the eval
    API (and a test's stand-in command) was marked as 'arena' and refused its own answers."""
    import click
    from click.testing import CliRunner

    monkeypatch.delenv(hosting.ENV, raising=False)
    seen: list[str | None] = []

    @click.command()
    def mine() -> None:
        hosting.adapters_run_here()
        seen.append(hosting.hosting())

    result = CliRunner().invoke(mine, [], catch_exceptions=False)
    assert result.exit_code == 0 and seen == [None]
