"""Answering on a store line whose run finished (drive36): the refusal said "t.send(text) starts
the next turn", and the next t.send(...) was refused ("a store appends no leg to a finished run;
open t.new_session()"). It now names t.new_session() there; a line without a store still names
t.send(text), which continues the same conversation."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.context import ModelEndpoint
from arena.drive import Driver, NotWaiting
from arena.store import open_store

TASK = "Book a meeting room for 6 people on Tuesday."


def test_a_finished_store_line_names_new_session(tmp_path: Path, endpoint: ModelEndpoint) -> None:
    with (
        open_store(tmp_path / "a.db") as store,
        Driver.for_adapter("vanilla", endpoint, store=store) as t,
    ):
        t.send(TASK)
        t.respond_all("deny")
        with pytest.raises(NotWaiting) as caught:
            t.resume()
        said = str(caught.value).splitlines()[0]
        assert "t.new_session() starts the next conversation" in said, said
        assert "t.send(text)" not in said, said


def test_a_line_without_a_store_still_names_send(endpoint: ModelEndpoint) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        t.send(TASK)
        t.respond_all("deny")
        with pytest.raises(NotWaiting, match=r"t\.send\(text\) starts the next turn"):
            t.respond_all("approve")
