"""The broken-store runners' several-factories form (``$ARENA_TEST_STORE_FACTORIES``) beside the
documented one (``$ARENA_TEST_STORE_FACTORY``): each names its stores apart, a race worker opens
the one it was handed, and a runner's results are read back per store."""

from __future__ import annotations

from pathlib import Path

import pytest
from factory_runs import RESULT

from race_workers import (
    FACTORIES_ENV,
    FACTORY_ENV,
    custom_factories,
    custom_location,
    is_custom,
    open_where,
)
from store_support import custom_stores

SQLITE = "broken_stores:honest"


def test_the_documented_form_is_one_store(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(FACTORIES_ENV, raising=False)
    monkeypatch.setenv(FACTORY_ENV, SQLITE)
    assert list(custom_stores()) == ["custom"]
    monkeypatch.delenv(FACTORY_ENV)
    assert custom_stores() == {}


def test_several_factories_are_one_store_each(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(FACTORY_ENV, SQLITE)
    monkeypatch.setenv(FACTORIES_ENV, f"{SQLITE}, broken_stores_s50:matches_anywhere,")
    made = custom_factories()
    assert list(made) == [
        "custom",
        "custom@broken_stores.honest",
        "custom@broken_stores_s50.matches_anywhere",
    ]
    assert made["custom@broken_stores_s50.matches_anywhere"] is not made["custom"]
    assert all(is_custom(key) for key in made)
    assert not any(is_custom(key) for key in ("sqlite", "postgres", "customer", "custom-x"))


def test_a_bad_spec_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(FACTORIES_ENV, "broken_stores")
    with pytest.raises(pytest.UsageError, match="ARENA_TEST_STORE_FACTORIES='broken_stores'"):
        custom_factories()


@pytest.mark.parametrize(
    ("key", "kind"),
    [("custom", "MatchesAnywhere"), ("custom@broken_stores.honest", "Honest")],
    ids=["documented", "runners"],  # not ``custom…``: the runners' ``-k custom`` would pick it
)
def test_a_race_worker_opens_the_store_it_was_handed(
    key: str, kind: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(FACTORY_ENV, "broken_stores_s50:matches_anywhere")
    monkeypatch.setenv(FACTORIES_ENV, SQLITE)
    custom_stores()[key](None, tmp_path).close()  # type: ignore[arg-type]
    store = open_where(custom_location(key, tmp_path))
    try:
        assert type(store).__name__ == kind
        assert Path(store.location).parent == tmp_path
    finally:
        store.close()


def test_results_are_read_back_per_store() -> None:
    out = "\n".join(
        [
            "PASSED tests/store/test_store.py::test_a[custom@broken_stores.honest]",
            "FAILED tests/store/test_store_late_answer.py::test_b[custom@m.f-decide] - Assert",
            "FAILED tests/store/test_x.py::test_c[approve-custom@m.f] - boom",
            "FAILED tests/store/test_x.py::test_d[custom] - the documented form: not a runner's",
            "PASSED tests/store/test_x.py::test_e[sqlite]",
        ]
    )
    assert RESULT.findall(out) == [
        ("PASSED", "test_a", "broken_stores.honest"),
        ("FAILED", "test_b", "m.f"),
        ("FAILED", "test_c", "m.f"),
    ]
