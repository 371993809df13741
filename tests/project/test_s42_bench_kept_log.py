"""The bench's stand-in for the in-process model log reads the file in 64 KiB reads (perf42).

:class:`bench.model_log.KeptLog` asked ``pread`` for 1 MiB at every read, new bytes or none:
``os.pread`` makes a buffer of the size asked first, and a fresh process's allocator mapped fresh
pages for it and gave them back each time (~12 µs of system CPU a read; in the bench's child,
~0.4 page faults a leg), a cost the overhead stage charged the arena side that a user's
in-process log never pays. Reads now ask 64 KiB, and more while each comes back whole: records
past one read, or many records at once, still arrive whole."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import msgspec
import pytest
from bench import model_log
from bench.model_log import _FRAME, KeptLog

from arena.request_log import LoggedRequest


def _frame(entry: LoggedRequest) -> bytes:
    data = msgspec.msgpack.encode(entry)
    return _FRAME.pack(len(data)) + data


def _asked(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    sizes: list[int] = []
    real = os.pread

    def pread(fd: int, size: int, offset: int) -> Any:
        sizes.append(size)
        return real(fd, size, offset)

    monkeypatch.setattr(model_log.os, "pread", pread)
    return sizes


def test_each_read_asks_64_kib_at_most(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "log"
    path.write_bytes(_frame(LoggedRequest(seq=1, run_id="r1", text="Booked R-101.")))
    sizes = _asked(monkeypatch)
    log = KeptLog(str(path))
    try:
        assert [e.seq for e in log.entries("r1")] == [1]
        assert log.count("r1") == 1  # nothing new: a read that finds no bytes
    finally:
        log.close()
    assert sizes and max(sizes) <= 1 << 16, sizes


def test_records_past_one_read_arrive_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A system text of 300 kB in one record, then 2,000 small records written at once, then a
    record cut mid-way (the model still writing it): each read takes whole records only."""
    path = tmp_path / "log"
    big = LoggedRequest(seq=1, run_id="r1", system_text="You book rooms. " * 20_000)
    many = [LoggedRequest(seq=2 + i, run_id="r2", said=(f"Book room {i}",)) for i in range(2000)]
    last = _frame(LoggedRequest(seq=3000, run_id="r1", text="Done."))
    path.write_bytes(_frame(big) + b"".join(map(_frame, many)) + last[:9])
    log = KeptLog(str(path))
    try:
        assert log.entries("r1") == [big]
        assert log.entries("r2") == many
        with path.open("ab") as f:
            f.write(last[9:])
        assert [e.seq for e in log.entries("r1")] == [1, 3000]
    finally:
        log.close()
