"""``python -m bench.instructions ADAPTER --function MODULE:NAME`` counts one harness function's
share of a leg: every reference to it — a module global, a name another module imported, a
class's method, a value of a registry dict — now calls it through ``functools.reduce``
(callgrind's toggle), with the same arguments and result."""

from __future__ import annotations

import functools
import sys
import types
from typing import Any

import pytest
from bench.instructions import _through_reduce


def test_every_reference_to_a_function_goes_through_reduce(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    reduced: list[object] = []
    real_reduce = functools.reduce

    def counting(fn: Any, items: Any, initial: Any) -> Any:
        reduced.append(fn)
        return real_reduce(fn, items, initial)

    monkeypatch.setattr(functools, "reduce", counting)

    def double(x: int, *, times: int = 2) -> int:
        return x * times

    class Box:
        def size(self, n: int) -> int:
            return n + 1

    owner = types.ModuleType("fake_owner")
    owner.double, owner.Box, owner.REGISTRY = double, Box, {"d": double}  # type: ignore[attr-defined]
    user = types.ModuleType("fake_user")
    user.twice = double  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "fake_owner", owner)
    monkeypatch.setitem(sys.modules, "fake_user", user)

    _through_reduce("fake_owner:double")
    _through_reduce("fake_owner:Box.size")
    assert owner.double(3) == 6 and user.twice(3, times=3) == 9  # type: ignore[attr-defined]
    assert owner.REGISTRY["d"](4) == 8  # type: ignore[attr-defined]
    assert Box().size(1) == 2
    assert len(reduced) == 4
