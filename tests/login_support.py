"""Acting as another OS user in an in-process CLI call.

The CLI's identity is the process's OS account (``arena.operator.current_user``), which an
environment variable cannot change; a test that plays several people swaps the account lookup
itself, for the duration of one call.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from unittest import mock


@contextmanager
def os_user(name: str) -> Iterator[None]:
    with mock.patch("arena.operator._os_login", return_value=name):
        yield
