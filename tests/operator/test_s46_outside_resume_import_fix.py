"""``arena resume`` of a run whose allowed tools module is not on the path names the fix.

Outside team evals46 ran its own arena (``tools: office_tools``, a module in its folder) with
``--human``, allowed the module in ``$ARENA_ALLOW``, and resumed from another folder:
``error: cannot import the run's tools module office_tools: No module named 'office_tools'``.
docs/operator.md says this error names the fix — "run from the folder that holds it or set
PYTHONPATH" — as ``arena approve --edit`` already did through the same module import; the
resume path imported the module itself and said only the ImportError. A module that raises on
import (not an ImportError) went up as a traceback.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from arena.errors import UserError
from arena.runs.allow import Allow
from arena.runs.rebuild import rebuild_adapter
from arena.store.base import EndpointSpec, RunOrigin
from arena.types import EvalItem
from store_support import ENDPOINT


def _origin(module: str) -> RunOrigin:
    return RunOrigin(
        adapter="vanilla",
        endpoint=EndpointSpec.of(ENDPOINT),
        item=EvalItem(id="es-hibrida", input="Reserva una sala para el jueves, somos 5."),
        tools_module=module,
        arena="own_tools",
    )


def test_a_module_not_on_the_path_is_told_the_fix(tmp_path: Path) -> None:
    module = "s46_office_tools_nowhere"
    allow = Allow(path=str(tmp_path / "allow.yaml"), tools_modules=frozenset({module}))
    with pytest.raises(UserError) as caught:
        rebuild_adapter(_origin(module), allow)
    said = str(caught.value)
    assert said == (
        f"cannot import the run's tools module {module} (No module named '{module}'): run from "
        "the folder that holds it or set PYTHONPATH"
    ), said


def test_a_module_that_raises_on_import_is_one_line_not_a_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    module = "s46_office_tools_broken"
    (tmp_path / f"{module}.py").write_text("raise RuntimeError('the rooms feed is down')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, module, raising=False)
    allow = Allow(path=str(tmp_path / "allow.yaml"), tools_modules=frozenset({module}))
    with pytest.raises(UserError) as caught:
        rebuild_adapter(_origin(module), allow)
    assert "it raised RuntimeError on import; fix the module" in str(caught.value)
