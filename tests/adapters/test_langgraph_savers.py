"""The LangGraph adapter's shared checkpoint savers: one connection per file and event loop.

Legs share a saver instead of opening one each (issue 16); these tests pin what sharing must not
change: each loop gets its own (a saver is bound to the loop that made it), a closed loop's
connection is not reused, and a file deleted under an open connection is not read through it.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from arena.adapters.langgraph import _savers


def test_one_saver_per_loop_and_file(tmp_path: Path) -> None:
    first, second = tmp_path / "a.sqlite", tmp_path / "b.sqlite"

    async def legs() -> tuple[object, ...]:
        return tuple(
            await asyncio.gather(*(_savers.shared_saver(p) for p in (first, first, second)))
        )

    a1, a2, b = asyncio.run(legs())
    assert a1 is a2 and a1 is not b  # concurrent legs on one file share one connection
    (again, *_) = asyncio.run(legs())
    assert again is not a1  # a new loop: a new saver, not one bound to the closed loop
    assert len(_savers._SHARED) == 2  # the closed loop's entries were dropped

    async def use_old() -> None:
        await a1.conn.execute("SELECT 1")  # type: ignore[attr-defined]

    with pytest.raises(ValueError, match="no active connection"):
        asyncio.run(use_old())  # it was closed when its loop shut down


def test_a_replaced_file_is_reopened_and_its_checkpoints_are_gone(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite"
    config = {"configurable": {"thread_id": "t", "checkpoint_ns": ""}}

    async def run() -> object:
        from langgraph.checkpoint.base import empty_checkpoint

        saver = await _savers.shared_saver(path)
        await saver.aput(config, empty_checkpoint(), {}, {})  # type: ignore[arg-type]
        assert await saver.aget_tuple(config) is not None  # type: ignore[arg-type]
        for leftover in tmp_path.glob("c.sqlite*"):
            leftover.unlink()
        reopened = await _savers.shared_saver(path)
        assert reopened is not saver
        return await reopened.aget_tuple(config)  # type: ignore[arg-type]

    found = asyncio.run(run())
    assert found is None  # read from the new file, not through the old connection
    assert path.exists()
