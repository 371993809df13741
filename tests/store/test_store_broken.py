"""The store conformance suite catches broken stores (red team 6, hole 4).

Each store in ``broken_stores.py`` is the SQLite store wrong in one way; five of them once passed
the whole suite. Here the suite's own test functions run against each, and each must fail the
tests aimed at it; the honest store runs through the same harness and passes them all, so a
failure is the store's, not the harness's. The last tests are the run-time side: ``verify_run``,
``verify_audit`` and a resume notice a refused call that the trail does not record.
"""

from __future__ import annotations

import asyncio
import importlib
import inspect
import itertools
import os
import re
import subprocess
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from broken_stores import AIMED as AIMED_BEFORE
from broken_stores import DropsBlockedAudit, Honest, InventsBlockedAudit
from broken_stores_s50 import AIMED as AIMED_S50
from broken_stores_s50b import AIMED as AIMED_S50B
from broken_stores_s55 import AIMED as AIMED_S55
from click.testing import CliRunner
from test_store import FACTORY_ENV
from test_store_contract import Switcher, approve_all

from arena.adapters.base import ask_for_approval
from arena.cli import main
from arena.context import RunContext
from arena.runs import resume_run
from arena.runs.resume import AuditBroken
from arena.store import SQLiteStore, Store
from arena.types import InputResponse, Turn
from store_support import start_waiting

#: Every broken store and the tests aimed at it (red team 50's in ``broken_stores_s50``, 50b's
#: in ``broken_stores_s50b``: the race's and fencing's only through test_s50_other_runs.py).
AIMED = AIMED_BEFORE | AIMED_S50 | AIMED_S50B | AIMED_S55

#: Failures that say the harness called the test wrongly, not that the store broke the contract.
_HARNESS_ERRORS = (TypeError, AttributeError, NameError, ImportError)


def _cases(name: str) -> Iterator[tuple[str, Callable[..., Any], tuple[Any, ...]]]:
    """``module::function`` as (case id, function, extra arguments) per parametrisation."""
    module, _, func = name.partition("::")
    fn = getattr(importlib.import_module(module), func)
    marks = [m for m in getattr(fn, "pytestmark", []) if m.name == "parametrize"]
    if not marks:
        yield name, fn, ()
        return
    (mark,) = marks
    for value in mark.args[1]:
        yield f"{name}[{value}]", fn, (value,)


def _run(cls: type[SQLiteStore], name: str, tmp: Path) -> dict[str, BaseException | None]:
    """Each case of test ``name`` against a fresh ``cls`` store: its failure, or None."""
    out: dict[str, BaseException | None] = {}
    for n, (case, fn, extra) in enumerate(_cases(name)):
        folder = tmp / f"{cls.__name__}-{fn.__name__}-{n}"
        folder.mkdir(parents=True)
        store = cls(folder / "arena.db")
        try:
            # a test that moves the store's clock (store_support.run_out) takes a monkeypatch,
            # undone after it as pytest's fixture is
            with pytest.MonkeyPatch.context() as mp:
                takes = "monkeypatch" in inspect.signature(fn).parameters
                fn(store, *extra, **({"monkeypatch": mp} if takes else {}))
            out[case] = None
        except (Exception, pytest.fail.Exception) as exc:  # an assertion, or the store raised
            out[case] = exc
        finally:
            store.close()
    return out


@pytest.mark.parametrize("broken", list(AIMED), ids=lambda c: c.__name__)
def test_each_broken_store_fails_the_tests_aimed_at_it(
    broken: type[SQLiteStore], tmp_path: Path
) -> None:
    for name in AIMED[broken]:
        failures = _run(broken, name, tmp_path)
        failed = {case: exc for case, exc in failures.items() if exc is not None}
        assert failed, f"{broken.__name__} passes {name}: the suite does not catch it"
        for case, exc in failed.items():
            assert not isinstance(exc, _HARNESS_ERRORS), (case, repr(exc))


def test_the_honest_store_passes_every_aimed_test_through_the_same_harness(
    tmp_path: Path,
) -> None:
    names = sorted(set(itertools.chain.from_iterable(AIMED.values())))
    assert len(names) >= 8
    for name in names:
        assert _run(Honest, name, tmp_path) == dict.fromkeys(
            (case for case, _, _ in _cases(name)), None
        ), name


def test_every_new_conformance_test_has_a_broken_store_aimed_at_it() -> None:
    import test_store_contract

    aimed = {n.partition("::")[2] for names in AIMED.values() for n in names}
    tests = {n for n in dir(test_store_contract) if n.startswith("test_")}
    assert tests - aimed <= {"test_try_claim_takes_over_only_an_expired_claim"}


# -- at run time: the trail held against the tool log -----------------------------------------------
class SwitchThenAsk(Switcher):
    """Tries the unapproved R-400 (refused), then asks about R-204 and stops again."""

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        turn = await super().resume(responses, ctx)
        ask_for_approval(
            ctx,
            action="request_approval",
            args={"summary": "Book R-204 (Cedar) for 6 people on Tuesday"},
            native_id="gate-2",
        )
        return ctx.finish("waiting", message=f"{turn.message} May I book R-204 instead?")


def _switched(store: Store, adapter: Any = None) -> str:
    run_id = start_waiting(store)
    approve_all(store, run_id)
    asyncio.run(resume_run(run_id, store, adapter=adapter or Switcher()))
    return run_id


@pytest.mark.parametrize("cls", [DropsBlockedAudit, InventsBlockedAudit], ids=lambda c: c.__name__)
def test_verify_notices_a_refused_call_the_trail_does_not_match(
    cls: type[SQLiteStore], tmp_path: Path
) -> None:
    with cls(tmp_path / "arena.db") as store:
        run_id = _switched(store)
        assert [c.status for c in store.tool_calls(run_id) if c.tool == "book_room"] == ["blocked"]
        broken = store.verify_run(run_id)
        assert broken is not None and broken.run_id == run_id
        assert "blocked" in broken.reason and "tool.blocked" in broken.reason
        assert store.verify_audit().broken == broken
    shown = CliRunner().invoke(main, ["audit", "verify", "--store", str(tmp_path / "arena.db")])
    assert shown.exit_code == 1 and run_id in shown.output and "BROKEN" in shown.output


def test_the_honest_store_verifies_a_refused_call(tmp_path: Path) -> None:
    with SQLiteStore(tmp_path / "arena.db") as store:
        run_ids = [_switched(store), _switched(store, Switcher(("R-400", "R-102", "R-305")))]
        for run_id in run_ids:
            assert store.verify_run(run_id) is None
        assert store.verify_audit().broken is None


def test_a_resume_refuses_a_run_whose_refused_call_went_unaudited(tmp_path: Path) -> None:
    with DropsBlockedAudit(tmp_path / "arena.db") as store:
        run_id = _switched(store, SwitchThenAsk())
        assert store.run(run_id).status == "waiting"
        approve_all(store, run_id)
        with pytest.raises(AuditBroken, match=rf"run {run_id} is not resumed.*tool\.blocked"):
            asyncio.run(resume_run(run_id, store, adapter=Switcher(("R-204",))))
        assert [c.args["room_id"] for c in store.tool_calls(run_id) if c.tool == "book_room"] == [
            "R-400"
        ]


# -- a backend of one's own joins by naming its factory (docs/operator.md) -------------------------
@pytest.mark.slow
@pytest.mark.parametrize(
    ("factory", "fails"),
    [("broken_stores:honest", False), ("broken_stores:drops_blocked_audit", True)],
)
def test_a_store_factory_named_in_the_environment_runs_the_suite(factory: str, fails: bool) -> None:
    root = Path(__file__).parents[2]
    files = ["tests/store/test_store.py", "tests/store/test_store_contract.py"]
    env = os.environ | {FACTORY_ENV: factory}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-k", "custom", *files],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    # An empty stdout is a run that ended before its first result (an error before its tests,
    # said on stderr alone, or a signal): it read as an IndexError here that said nothing of
    # why (flake52, once under load); its exit code and stderr now come with the failure.
    said = f"exit {done.returncode}\n{done.stdout[-2000:]}\nstderr:\n{done.stderr[-2000:]}"
    summary = (done.stdout.strip().splitlines() or [""])[-1]
    assert "deselected" in summary and " error" not in summary, said
    passed = int(re.search(r"(\d+) passed", summary).group(1))  # type: ignore[union-attr]
    assert passed >= 20, summary
    if fails:
        assert done.returncode == 1, summary
        failed = re.findall(r"^FAILED \S+::(\w+)\[custom", done.stdout, re.M)
        assert set(failed) == {"test_a_refused_call_has_its_tool_blocked_entry"}, done.stdout[
            -2000:
        ]
    else:
        assert done.returncode == 0 and "failed" not in summary, summary
