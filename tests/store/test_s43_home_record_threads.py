"""Two threads recording a store's new home at once: both kept, neither said as lost.

``keep_home`` writes the record aside and renames it into place. The aside file was named by the
process only, so two threads of one process (``arena serve``'s, each opening the store in a
folder it was moved to) wrote the same file, and the second rename found it gone: a false
'could not record store …'s new home … (No such file or directory)' warning, saying a copy
adopted later would not be told. Here the second thread records exactly between the first's
write and its rename, every time.
"""

from __future__ import annotations

import os
import threading
import warnings
from pathlib import Path
from typing import Any

import pytest

from arena.store import home_record
from arena.store.home_record import HOMES_ENV, HomeNotRecorded, keep_home, last_home

STORE = "0123456789abcdef0123456789abcdef"


def test_a_thread_recording_between_anothers_write_and_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(HOMES_ENV, str(tmp_path / "homes"))
    real = os.replace
    other_done: list[bool] = []

    def rename(src: Any, dst: Any) -> None:
        if not other_done:  # the first thread wrote its aside: the second records now
            other_done.append(True)
            second = threading.Thread(target=keep_home, args=(STORE, "/srv/b/arena.db"))
            second.start()
            second.join(30)
        real(src, dst)

    monkeypatch.setattr(home_record.os, "replace", rename)
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        keep_home(STORE, "/srv/a/arena.db")
    lost = [str(w.message) for w in said if issubclass(w.category, HomeNotRecorded)]
    assert lost == []
    assert other_done
    assert last_home(STORE) == "/srv/a/arena.db"  # the last rename's, as any order of two
    assert not [p for p in (tmp_path / "homes").iterdir() if p.name.startswith(".")]
